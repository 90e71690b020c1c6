package gunfight

import (
	"errors"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

func TestDamage(t *testing.T) {
	cases := []struct {
		name     string
		atk, def []string
		loc      wounds.Location
		ranged   bool
		strMod   int
		rep      int
		faces    []int
		want     int
	}{
		{"GU-6 the weapon's damage: 2d6p 3, 4 = 7", nil, nil, wounds.Chest, true, 0, 50, []int{3, 4}, 7},
		{"GU-6 DI-1 penetration: 6, 3 → 6 + 2, then 2: 10", nil, nil, wounds.Chest, true, 0, 50, []int{6, 3, 2}, 10},
		{"GU-6 head shots do double: 7 × 2 = 14", nil, nil, wounds.Head, true, 0, 50, []int{3, 4}, 14},
		{"GU-6 Damage Bonus +1", []string{talent.DamageBonus}, nil, wounds.Chest, true, 0, 50, []int{3, 4}, 8},
		{"GU-6 Hearty -1 from ranged weapons", nil, []string{talent.Hearty}, wounds.Chest, true, 0, 50, []int{3, 4}, 6},
		{"GU-6 Hearty does not soften a blow", nil, []string{talent.Hearty}, wounds.Chest, false, 0, 50, []int{3, 4}, 7},
		{"GUD-2 double, then Damage Bonus and Hearty: 7 × 2 + 1 - 1 = 14", []string{talent.DamageBonus}, []string{talent.Hearty}, wounds.Head, true, 0, 50, []int{3, 4}, 14},
		{"GU-7 close combat adds the Str modifier: 7 + 2", nil, nil, wounds.Chest, false, 2, 50, []int{3, 4}, 9},
		{"GU-7 GUD-2 head ×2 before the Str modifier: 7 × 2 + 2", nil, nil, wounds.Head, false, 2, 50, []int{3, 4}, 16},
		{"RE-1 Great Reputation: +1 to all die rolls, damage too", nil, nil, wounds.Chest, true, 0, 80, []int{3, 4}, 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, b := testShooter("Hickok"), testShooter("Tutt")
			a.Talents, b.Talents, a.StrMod, a.Reputation = c.atk, c.def, c.strMod, c.rep
			sc := script(t, c.faces...)
			f := pair(t, a, b, sc)
			var e Event
			if got := f.damage(0, 1, f.rules.Weapons[0].Damage, c.loc, c.ranged, &e); got != c.want {
				t.Errorf("damage %d, want %d", got, c.want)
			}
			sc.Done()
		})
	}
	t.Run("GUD-3 Deadly Shot: one grade worse, the same hit points", func(t *testing.T) {
		a, b := testShooter("Hickok"), testShooter("Tutt")
		a.Talents = []string{talent.DeadlyShot}
		f := pair(t, a, b, script(t))
		f.hit(0, 1, 7, wounds.Chest, wounds.Bullet)
		f.applyPending()
		e := find(f.events, Hit, "Tutt")
		if e.Amount != 7 || e.Wound.Grade != 8 || e.HP != 15 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GUD-3 Guardian Angel: one grade lower", func(t *testing.T) {
		a, b := testShooter("Hickok"), testShooter("Tutt")
		b.Talents = []string{talent.GuardianAngel}
		f := pair(t, a, b, script(t))
		f.hit(0, 1, 7, wounds.Chest, wounds.Bullet)
		f.applyPending()
		if e := find(f.events, Hit, "Tutt"); e.Wound.Grade != 6 || e.HP != 15 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-6 a hit of 0 damage is no wound", func(t *testing.T) {
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
		f.hit(0, 1, 0, wounds.Chest, wounds.Bullet)
		f.applyPending()
		if find(f.events, Hit, "") != nil || f.men[1].pat.HP() != 22 {
			t.Errorf("a wound of 0")
		}
	})
}

func TestDownAndDead(t *testing.T) {
	for _, c := range []struct {
		name string
		loc  wounds.Location
		dmg  int
		want Status
		kind EventKind
	}{
		{"GUD-7 at 0 hit points he is down", wounds.LeftThigh, 22, Down, FellDown},
		{"GUD-7 at -10 he is dead", wounds.LeftThigh, 32, Dead, Died},
		{"GUD-7 knocked out (head 3: unconscious) he is out", wounds.Head, 3, Down, KnockedOut},
		{"GUD-7 at 1 hit point he fights on", wounds.LeftThigh, 21, InFight, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := testShooter("Tutt")
			b.Reputation = 80 // Great: no nerves
			f := pair(t, testShooter("Hickok"), b, script(t))
			f.wound(1, wounds.Hit{Location: c.loc, Damage: c.dmg, Cause: wounds.Bullet})
			if f.men[1].st.Status != c.want {
				t.Errorf("status %s, want %s", f.men[1].st.Status, c.want)
			}
			if c.kind != 0 && find(f.events, c.kind, "Tutt") == nil {
				t.Errorf("no %s event: %v", c.kind, kinds(f.events))
			}
		})
	}
}

func TestNerves(t *testing.T) {
	man := func(rep int, talents ...string) *Fight {
		b := testShooter("Tutt")
		b.Reputation, b.Talents = rep, talents
		return pair(t, testShooter("Hickok"), b, script(t))
	}
	hurt := func(f *Fight, dmg int) {
		f.hit(0, 1, dmg, wounds.LeftThigh, wounds.Bullet)
		f.applyPending()
	}
	missed := func(f *Fight) {
		f.pend = append(f.pend, pending{from: 0, to: 1, blow: reputation.ShotAt})
		f.applyPending()
	}
	t.Run("RE-7 Average: seek cover after losing 50% of his hit points", func(t *testing.T) {
		f := man(50)
		hurt(f, 10)
		if f.men[1].st.Order != reputation.Steady {
			t.Fatalf("10 of 22 is less than half")
		}
		hurt(f, 1)
		if f.men[1].st.Order != reputation.SeekCover || find(f.events, Nerve, "Tutt") == nil {
			t.Fatalf("11 of 22: order %v", f.men[1].st.Order)
		}
		var a Action
		forced, err := f.ask(1, &a)
		if err != nil || a.Kind != TakeCover || forced != byNerve {
			t.Fatalf("the engine declares cover for him: %v %v", a, err)
		}
	})
	t.Run("RE-7 GUD-9 Average: flee if injured again once his threshold is crossed", func(t *testing.T) {
		f := man(50)
		f.men[1].st.Armed, f.men[1].st.Cover = true, true
		hurt(f, 12)
		if f.men[1].st.Order != reputation.Flee {
			t.Fatalf("order %v", f.men[1].st.Order)
		}
		missed(f) // a miss is no injury: no new order
		if a := (Action{}); func() error { _, err := f.ask(1, &a); return err }() != nil || a.Kind != Flee {
			t.Errorf("declared %v", a)
		}
	})
	t.Run("RE-7 Low: seek cover at 25%, flee if shot at again", func(t *testing.T) {
		f := man(10)
		hurt(f, 6)
		if f.men[1].st.Order != reputation.SeekCover {
			t.Fatalf("6 of 22 is 25%%: order %v", f.men[1].st.Order)
		}
		if !f.men[1].st.Armed {
			t.Fatalf("GUD-9 the threshold arms the again")
		}
		f.men[1].st.Order, f.men[1].st.Cover = reputation.Steady, true
		missed(f)
		if f.men[1].st.Order != reputation.Flee {
			t.Errorf("shot at again: order %v", f.men[1].st.Order)
		}
	})
	t.Run("RE-7 Disreputable: leave the fight at once after a graze", func(t *testing.T) {
		f := man(3)
		hurt(f, 1)
		if f.men[1].st.Status != Left || find(f.events, LeftFight, "Tutt") == nil {
			t.Errorf("status %s", f.men[1].st.Status)
		}
	})
	t.Run("RE-7 CH-10 Courage: never flees because of wounds", func(t *testing.T) {
		f := man(3, talent.Courage)
		hurt(f, 1)
		e := find(f.events, Nerve, "Tutt")
		if f.men[1].st.Status != InFight || e == nil || e.Nerve.Reaction.Spared != reputation.LeaveFight {
			t.Errorf("status %s, event %v", f.men[1].st.Status, e)
		}
	})
	t.Run("RE-7 Great: chooses freely", func(t *testing.T) {
		f := man(80)
		hurt(f, 20)
		if f.men[1].st.Order != reputation.Steady || find(f.events, Nerve, "") != nil {
			t.Errorf("a Great man was forced")
		}
	})
	t.Run("RE-7 Legendary: may never run from a fight", func(t *testing.T) {
		f := man(120)
		for _, a := range []Action{{Kind: Flee}, {Kind: Leave}} {
			_, err := f.plan(1, &a)
			var ae *ActionError
			if !errors.As(err, &ae) || ae.Rule != "RE-7" {
				t.Errorf("%s: %v", a.Kind, err)
			}
		}
	})
}

func TestFight(t *testing.T) {
	t.Run("GU-1 same-count shots are simultaneous: both fire before either falls", func(t *testing.T) {
		a, b := testShooter("Hickok"), testShooter("Tutt")
		for _, s := range []*Shooter{&a, &b} {
			s.HP, s.Accuracy, s.Reputation = 10, 10, 80
			s.Weapons[0].Drawn, s.Weapons[0].Cocked = true, true
		}
		a.Weapons[0].Trained, b.Weapons[0].Trained = "Tutt", "Hickok"
		aim := Action{Kind: Fire, Target: 1, At: wounds.Head}
		bim := Action{Kind: Fire, Target: 0, At: wounds.Head}
		// initiative d10 5 − 1 (Great Reputation) = 4 each, +1 for a cocked
		// gun trained on him: both fire at count 5. d20 13 + 10 + 2 (range)
		// + 1 (Reputation) = 26: exact, the head; 2d6p 3, 3 → 6 × 2 + 1
		// (Reputation) = 13 each: 10 − 13 = −3, both down.
		f, _ := scripted(t, []Shooter{a, b}, [][]Action{{aim}, {bim}}, script(t, 5, 5, 13, 3, 3, 13, 3, 3))
		f.setup.Distance = 30
		f.men[1].st.Pos.X = 30
		f.measure()
		o, err := f.Run()
		if err != nil {
			t.Fatal(err)
		}
		// GUD-8: the count's wounds are all taken before anyone falls.
		want := []EventKind{Initiative, Initiative, Shot, Shot, Hit, Hit, FellDown, FellDown, Ended}
		if got := kinds(f.Events()); !slices.Equal(got, want) {
			t.Fatalf("events %v, want %v\n%v", got, want, f.Events())
		}
		if o.Winner != -1 || o.Ended != 5 || o.Results[0].Status != Down || o.Results[1].HP != -3 {
			t.Errorf("outcome %+v", o)
		}
	})
	t.Run("GU-2 declarations in ascending Wisdom, later ones see earlier ones", func(t *testing.T) {
		var order []string
		var seen Action
		mk := func(name string) Tactic {
			return TacticFunc{Label: name, Func: func(v *View) Action {
				order = append(order, v.Men[v.Me()].Name)
				if v.Men[v.Me()].Name == "Wise" {
					seen = v.Men[1].Doing
				}
				return Action{Kind: Done}
			}}
		}
		s := []Shooter{testShooter("Wise"), testShooter("Dull"), testShooter("Middling")}
		s[0].Wis, s[1].Wis, s[2].Wis = 15, 8, 12
		s[0].Decider, s[2].Decider = mk("a"), mk("c")
		s[1].Decider = TacticFunc{Label: "b", Func: func(v *View) Action {
			order = append(order, "Dull")
			return Action{Kind: Draw}
		}}
		f, err := NewFight(Setup{Shooters: s, Distance: 10}, script(t, 1, 1, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(order, []string{"Dull", "Middling", "Wise"}) {
			t.Errorf("declared in order %v", order)
		}
		if seen.Kind != Draw {
			t.Errorf("Wise saw Dull declare %v", seen)
		}
	})
	t.Run("GU-2 initiative: d10 + Speed + experience, Fame, weapon model, talents, Reputation", func(t *testing.T) {
		a, b := testShooter("Hickok"), testShooter("Tutt")
		a.Speed, a.Experience, a.Reputation = 3, 3, 80
		a.Talents = []string{talent.PerceiveTendency, "Greased Lightning (pistol)"}
		a.Weapons = []Carried{{Weapon: "Remington 1858", Loaded: 6}}
		b.Fame = 100
		f, _ := scripted(t, []Shooter{a, b}, [][]Action{{{Kind: Draw}}, {{Kind: Done}}}, script(t, 7, 1))
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		e := find(f.Events(), Initiative, "Hickok")
		// 7 + 3 (Speed) − 2 (3 gunfights) + 2 (Fame 100: 2 × 50) + 1
		// (Remington) − 1 (Greased Lightning) − 1 (Perceive Tendency) − 1
		// (Great Reputation) = 8; the draw takes 5: count 13.
		want := map[modKind]int8{modSpeed: 3, modExperience: -2, modFame: 2, modWeapon: 1, modGreased: -1, modPerceive: -1, modReputation: -1}
		for k, v := range want {
			if e.Mods[k] != v {
				t.Errorf("%s %+d, want %+d", k, e.Mods[k], v)
			}
		}
		if e.Die != 7 || e.Total != 8 || e.Amount != 13 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-9 Veteran Gunfighter starts with 1 gunfight experience", func(t *testing.T) {
		a := testShooter("Hickok")
		a.Talents = []string{talent.VeteranGunfighter}
		f, _ := scripted(t, []Shooter{a, testShooter("Tutt")}, [][]Action{{{Kind: Draw}}, {{Kind: Draw}}}, script(t, 5, 5))
		f.Step()
		if e := find(f.Events(), Initiative, "Hickok"); e.Mods[modExperience] != -1 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-9 GU-10 the outcome: who stands, the wounds, experience for the living", func(t *testing.T) {
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
		f.wound(1, wounds.Hit{Location: wounds.Chest, Damage: 40, Cause: wounds.Bullet})
		f.standing()
		o := f.Outcome()
		if o.Winner != 0 || !o.Results[0].Won || o.Results[1].Status != Dead || o.Results[0].Experience != 1 || o.Results[1].Experience != 0 || o.Results[1].Wounds != 1 {
			t.Errorf("outcome %+v", o)
		}
	})
	t.Run("GU-2 a tactic's impossible action stops the fight with the rule", func(t *testing.T) {
		f, _ := scripted(t, []Shooter{testShooter("Hickok"), testShooter("Tutt")}, [][]Action{{{Kind: Fire, Target: 1}}}, script(t))
		var ae *ActionError
		if err := f.Step(); !errors.As(err, &ae) || ae.Rule != "GU-3" {
			t.Errorf("got %v", err)
		}
	})
	t.Run("GU-1 a fight ends when one side is left, or in a standoff", func(t *testing.T) {
		f, _ := scripted(t, []Shooter{testShooter("Hickok"), testShooter("Tutt")}, nil, script(t, 1, 1))
		o, err := f.Run()
		if err != nil || o.Winner != -1 || f.now != 0 {
			t.Errorf("two idle men: %+v %v", o, err)
		}
		if err := f.Step(); !errors.Is(err, ErrOver) {
			t.Errorf("a step after the end: %v", err)
		}
	})
}

func TestTimeStandsStill(t *testing.T) {
	// GU-1 with a table where a bare-handed blow takes no time at all, the
	// fight still ends.
	r := DefaultRules()
	r.Actions.Melee.Thrust = 0
	for k := range r.Weapons {
		if r.Weapons[k].Class == Unarmed {
			m := *r.Weapons[k].Melee
			m.Recovery = 0
			r.Weapons[k].Melee = &m
		}
	}
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	punch := TacticFunc{Label: "punch", Func: func(v *View) Action { return Action{Kind: Strike, Bare: true, Target: 1 - v.Me()} }}
	a, b := testShooter("Hickok"), testShooter("Tutt")
	a.Decider, b.Decider, a.HP, b.HP = punch, punch, 1000, 1000
	a.Reputation, b.Reputation = 80, 80
	f, err := NewFight(Setup{Shooters: []Shooter{a, b}, Distance: 3, Rules: r}, script(t, manyFaces(20000)...))
	if err != nil {
		t.Fatal(err)
	}
	o, err := f.Run()
	if err != nil {
		t.Fatal(err)
	}
	if o.Reason != "time stands still: too many actions at one count" {
		t.Errorf("ended: %q at %d", o.Reason, o.Ended)
	}
}

// manyFaces returns n faces of 1: every die shows 1.
func manyFaces(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1
	}
	return out
}
