package gunfight

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/wounds"
)

// wrestlers are two men 3 ft apart: Hickok (Str 14, Dex 12, StrMod 2) and
// Tutt (Str 12, Dex 10, Wis 9) with his Colt in hand.
func wrestlers(t *testing.T, faces ...int) *Fight {
	a, b := testShooter("Hickok"), testShooter("Tutt")
	a.Str, a.Dex, a.StrMod = 14, 12, 2
	b.Str, b.Dex, b.Wis = 12, 10, 9
	a.Weapons = nil
	f := pair(t, a, b, script(t, faces...))
	closeIn(f)
	f.inHand(1, 0, false)
	f.grips = true // the tests set grips by hand
	return f
}

// wrestle plans and resolves Hickok's roll.
func wrestle(t *testing.T, f *Fight, a Action) *Event {
	t.Helper()
	a.Kind, a.Target = Wrestle, 1
	f.men[0].st.Act = a
	c, err := f.plan(0, &f.men[0].st.Act)
	if err != nil {
		t.Fatal(err)
	}
	if c != 20 {
		t.Errorf("GU-8 each opposed roll takes 20 counts, not %d", c)
	}
	n := len(f.events)
	f.resolveWrestle(0)
	f.applyPending() // its effects come at the end of the count (GUD-8)
	for i := n; i < len(f.events); i++ {
		if f.events[i].Kind == Wrestled {
			return &f.events[i]
		}
	}
	t.Fatal("no wrestling roll")
	return nil
}

func TestGrab(t *testing.T) {
	t.Run("GU-8 a grab is resolved like a blow; where it lands is the grip", func(t *testing.T) {
		// d20 13 + 8 = 21: 6 in; A♥ from the breast: (0, 57.5), the breast.
		f := wrestlers(t, 13, 1)
		f.men[0].st.Act = Action{Kind: Grab, Target: 1}
		if c, err := f.plan(0, &f.men[0].st.Act); err != nil || c != 2 {
			t.Fatalf("grab: %d %v", c, err)
		}
		f.resolveGrab(0)
		f.applyPending()
		if f.men[0].st.Grip != 2 || f.men[0].st.GripAt != wounds.Chest {
			t.Errorf("grip %d at %s: %v", f.men[0].st.Grip, f.men[0].st.GripAt, f.events)
		}
	})
	t.Run("GU-8 GUD-6 a failed grab of 15+ on an armed man delays his shot 5 counts", func(t *testing.T) {
		// d20 7 + 8 = 15: 15 in; A♣ to the right: (15, 51.5), off the body.
		f := wrestlers(t, 7, 14)
		f.men[1].st.Act = Action{Kind: Fire, Target: 0}
		f.schedule(1, 20)
		f.men[0].st.Act = Action{Kind: Grab, Target: 1}
		f.resolveGrab(0)
		f.applyPending()
		if f.men[0].st.Grip != 0 || f.men[1].st.Due != 25 || find(f.events, Delayed, "Tutt") == nil {
			t.Errorf("grip %d, Tutt's shot due %d: %v", f.men[0].st.Grip, f.men[1].st.Due, f.events)
		}
	})
	t.Run("GU-8 a failed grab below 15 delays nothing", func(t *testing.T) {
		f := wrestlers(t, 5, 14)
		f.men[1].st.Act = Action{Kind: Fire, Target: 0}
		f.schedule(1, 20)
		f.men[0].st.Act = Action{Kind: Grab, Target: 1}
		f.resolveGrab(0)
		f.applyPending()
		if f.men[1].st.Due != 20 {
			t.Errorf("due %d", f.men[1].st.Due)
		}
	})
}

func TestWrestling(t *testing.T) {
	grip := func(f *Fight) { f.men[0].st.Grip, f.men[0].st.GripAt = 2, wounds.LeftArm }
	t.Run("GU-8 throw down by Str: d20 + Str, higher wins, damage up to the damage modifier", func(t *testing.T) {
		f := wrestlers(t, 9, 9) // 9 + 14 = 23 vs 9 + 12 = 21
		grip(f)
		e := wrestle(t, f, Action{Hold: ThrowDown})
		f.applyPending()
		if !e.Wrestle.Won || e.Total != 23 || e.Wrestle.Rival != 21 || !f.men[1].st.Prone || f.men[1].pat.HP() != 20 {
			t.Errorf("got %s; prone %v, HP %d", e, f.men[1].st.Prone, f.men[1].pat.HP())
		}
	})
	t.Run("GU-8 GUD-6 throw down tie: both fall, no damage", func(t *testing.T) {
		f := wrestlers(t, 8, 10) // 22 vs 22
		grip(f)
		e := wrestle(t, f, Action{Hold: ThrowDown})
		f.applyPending()
		if e.Wrestle.Won || !f.men[0].st.Prone || !f.men[1].st.Prone || f.men[1].pat.HP() != 22 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-8 GUD-6 other ties go to the defender", func(t *testing.T) {
		f := wrestlers(t, 8, 10)
		grip(f)
		if e := wrestle(t, f, Action{Hold: Hurt}); e.Wrestle.Won {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-8 throw down by Dex deals no damage", func(t *testing.T) {
		f := wrestlers(t, 15, 2) // 15 + 12 = 27 vs 2 + 10 = 12
		grip(f)
		e := wrestle(t, f, Action{Hold: ThrowDown, ByDex: true})
		f.applyPending()
		if !e.Wrestle.Won || e.Mods[modDex] != 12 || f.men[1].pat.HP() != 22 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-8 hurt: Str, damage up to the damage modifier where gripped", func(t *testing.T) {
		f := wrestlers(t, 15, 2)
		grip(f)
		wrestle(t, f, Action{Hold: Hurt})
		f.applyPending()
		if h := find(f.events, Hit, "Tutt"); h == nil || h.Wound.Location != wounds.LeftArm || h.Amount != 2 {
			t.Errorf("got %v", f.events)
		}
	})
	t.Run("GU-8 hold: a held man can only try to break free", func(t *testing.T) {
		f := wrestlers(t, 15, 2)
		grip(f)
		wrestle(t, f, Action{Hold: HoldDown})
		if n, first := f.holders(1); n != 1 || first != 0 {
			t.Fatalf("holders %d", n)
		}
		_, err := f.plan(1, &Action{Kind: Fire, Target: 0})
		var ae *ActionError
		if !errors.As(err, &ae) || ae.Rule != "GU-8" {
			t.Errorf("a held man fires: %v", err)
		}
		if _, err := f.plan(1, &Action{Kind: Wrestle, Hold: BreakFree, Target: 0}); err != nil {
			t.Errorf("a held man cannot break free: %v", err)
		}
	})
	t.Run("GU-8 break free: Str against the holder", func(t *testing.T) {
		f := wrestlers(t, 15, 2)
		f.men[0].st.Grip, f.men[0].st.Holding = 2, true
		f.men[1].st.Act = Action{Kind: Wrestle, Hold: BreakFree, Target: 0}
		if _, err := f.plan(1, &f.men[1].st.Act); err != nil {
			t.Fatal(err)
		}
		f.resolveWrestle(1) // Tutt 15 + 12 = 27 vs Hickok 2 + 14 = 16
		f.applyPending()
		if f.men[0].st.Grip != 0 {
			t.Errorf("still held: %v", f.events)
		}
	})
	t.Run("GU-8 up to six holders, +4 for each extra one", func(t *testing.T) {
		var men []Shooter
		for i, n := range []string{"Tutt", "A", "B", "C", "D", "E", "F", "G"} {
			s := testShooter(n)
			s.Weapons = nil
			if i > 0 {
				s.Side = 2
			} else {
				s.Side = 1
			}
			men = append(men, s)
		}
		f, err := NewFight(Setup{Shooters: men}, script(t, 10, 10))
		if err != nil {
			t.Fatal(err)
		}
		f.started, f.grips = true, true
		for i := 1; i <= 5; i++ {
			f.men[i].st.Grip, f.men[i].st.Holding = 1, true
		}
		f.men[6].st.Grip = 1
		f.men[6].st.Act = Action{Kind: Wrestle, Hold: HoldDown, Target: 0}
		if _, err := f.plan(6, &f.men[6].st.Act); err != nil {
			t.Fatal(err)
		}
		f.resolveWrestle(6)
		f.applyPending()
		e := find(f.events, Wrestled, "F")
		if e.Mods[modHolders] != 20 || !e.Wrestle.Won {
			t.Errorf("the sixth holder gets +4 × 5: %s", e)
		}
		f.men[7].st.Grip = 1
		_, err = f.plan(7, &Action{Kind: Wrestle, Hold: HoldDown, Target: 0})
		var ae *ActionError
		if !errors.As(err, &ae) || ae.Rule != "GU-8" {
			t.Errorf("a seventh holder: %v", err)
		}
	})
}

func TestFightForTheWeapon(t *testing.T) {
	grip := func(f *Fight) { f.men[0].st.Grip = 2 }
	t.Run("GU-8 a Str win makes him let go, then a Dex win takes it", func(t *testing.T) {
		f := wrestlers(t, 15, 2, 15, 2)
		grip(f)
		e := wrestle(t, f, Action{Hold: ForWeapon})
		if !e.Wrestle.Won || !f.men[0].st.Loose || e.Mods[modStr] != 14 {
			t.Fatalf("got %s", e)
		}
		e = wrestle(t, f, Action{Hold: ForWeapon})
		if !e.Wrestle.Won || e.Mods[modDex] != 12 || f.men[1].st.Main != 0 || f.men[1].st.Guns[0].Hand != gone {
			t.Fatalf("got %s", e)
		}
		if len(f.men[0].st.Guns) != 1 || f.men[0].st.Main != 1 || f.men[0].st.Guns[0].Loaded != 6 {
			t.Errorf("Hickok has %+v", f.men[0].st.Guns)
		}
	})
	t.Run("GU-8 Str win, Dex loss: a Wisdom check (d20 < Wis) or the gun drops", func(t *testing.T) {
		// Dex 2 + 12 = 14 vs 15 + 10 = 25: lost; Tutt's Wis check d20 12 ≥ 9:
		// the Colt drops.
		f := wrestlers(t, 2, 15, 12)
		grip(f)
		f.men[0].st.Loose, f.men[0].st.ForGun = true, 1
		e := wrestle(t, f, Action{Hold: ForWeapon})
		if e.Wrestle.Won || f.men[1].st.Guns[0].Hand != onGround || f.men[1].st.Main != 0 {
			t.Fatalf("got %s", e)
		}
		// Two Dex wins in a row take the gun from the ground.
		f2 := f
		f2.r = script(t, 15, 2, 15, 2)
		wrestle(t, f2, Action{Hold: ForWeapon})
		if f2.men[0].st.DexWins != 1 || len(f2.men[0].st.Guns) != 0 {
			t.Fatalf("one win takes nothing")
		}
		e = wrestle(t, f2, Action{Hold: ForWeapon})
		if len(f2.men[0].st.Guns) != 1 {
			t.Errorf("two wins running take it: %s", e)
		}
	})
	t.Run("GU-8 Str win, Dex loss, the Wisdom check passed: he keeps it", func(t *testing.T) {
		f := wrestlers(t, 2, 15, 3)
		grip(f)
		f.men[0].st.Loose, f.men[0].st.ForGun = true, 1
		wrestle(t, f, Action{Hold: ForWeapon})
		if f.men[1].st.Guns[0].Hand != inMain || f.men[0].st.Loose {
			t.Errorf("%v", f.events)
		}
	})
	for _, c := range []struct {
		name   string
		faces  []int
		shot   string // who fired a bullet, if anyone
		loaded int
	}{
		{"GU-8 firing a contested gun, d6 1: the opponent fires", []int{1, 1}, "Hickok", 5},
		{"GU-8 firing a contested gun, d6 2: nobody fires", []int{2}, "", 6},
		{"GU-8 firing a contested gun, d6 3: it goes off harmlessly", []int{3}, "", 5},
		{"GU-8 firing a contested gun, d6 4: it goes off harmlessly", []int{4}, "", 5},
		{"GU-8 firing a contested gun, d6 5: a normal shot", []int{5, 1}, "Tutt", 5},
		{"GU-8 firing a contested gun, d6 6: a normal shot", []int{6, 1}, "Tutt", 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := wrestlers(t, c.faces...)
			f.men[0].st.Grip, f.men[0].st.ForGun = 2, 1
			f.men[1].st.Act = Action{Kind: Fire, Target: 0}
			cnt, err := f.plan(1, &f.men[1].st.Act)
			if err != nil || cnt != 20 {
				t.Fatalf("GU-8 firing a contested gun takes 20 counts: %d %v", cnt, err)
			}
			f.resolveFire(1)
			e := find(f.events, GunFired, "Tutt")
			s := find(f.events, Shot, "")
			switch {
			case e == nil || e.Die != int16(c.faces[0]):
				t.Errorf("no d6: %v", f.events)
			case c.shot == "" && s != nil, c.shot != "" && (s == nil || s.Who != c.shot):
				t.Errorf("shot %v, want by %q", s, c.shot)
			case f.men[1].st.Guns[0].Loaded != c.loaded:
				t.Errorf("%d rounds left, want %d", f.men[1].st.Guns[0].Loaded, c.loaded)
			}
			if s != nil && s.Shot.Aim != Hip {
				t.Errorf("a contested gun is not aimed: %s", s)
			}
		})
	}
}

func TestContestedUntilTheGripEnds(t *testing.T) {
	// Hickok has let go of nothing: he took Tutt's Colt (two wrestling
	// wins, GU-8) and still has his grip on Tutt.
	taken := func(t *testing.T, faces ...int) *Fight {
		f := wrestlers(t, append([]int{15, 2, 15, 2}, faces...)...)
		f.men[0].st.Grip = 2
		wrestle(t, f, Action{Hold: ForWeapon})
		wrestle(t, f, Action{Hold: ForWeapon})
		if len(f.men[0].st.Guns) != 1 || f.men[0].st.Main != 1 {
			t.Fatalf("Hickok did not take the Colt: %v", f.events)
		}
		return f
	}
	t.Run("GUD-11 the man who took the gun fires it by the 20-count action and its d6 while the grip lasts", func(t *testing.T) {
		// d6 2: nobody fires; the Colt keeps its 6 rounds.
		f := taken(t, 2)
		f.men[0].st.Act = Action{Kind: Fire, Target: 1}
		if c, err := f.plan(0, &f.men[0].st.Act); err != nil || c != 20 {
			t.Fatalf("GUD-11 20 counts, not %d (%v)", c, err)
		}
		f.resolveFire(0)
		e := find(f.events, GunFired, "Hickok")
		if e == nil || e.Die != 2 || find(f.events, Shot, "") != nil || f.men[0].st.Guns[0].Loaded != 6 {
			t.Errorf("no d6 2: %v", f.events)
		}
	})
	t.Run("GUD-11 d6 1: the man he took it from fires it at him", func(t *testing.T) {
		f := taken(t, 1, 1)
		f.men[0].st.Act = Action{Kind: Fire, Target: 1}
		if _, err := f.plan(0, &f.men[0].st.Act); err != nil {
			t.Fatal(err)
		}
		f.resolveFire(0)
		if s := find(f.events, Shot, ""); s == nil || s.Who != "Tutt" || s.Whom != "Hickok" {
			t.Errorf("shot %v", s)
		}
	})
	t.Run("GUD-11 once the grip ends he fires it normally", func(t *testing.T) {
		f := taken(t)
		f.out(1, Left) // Tutt gets away: the grip ends
		if f.contested(0, 0) {
			t.Fatal("still contested after the grip ended")
		}
		f.men[1].st.Status = InFight
		f.men[0].st.Act = Action{Kind: Fire, Target: 1}
		if c, err := f.plan(0, &f.men[0].st.Act); err != nil || c == 20 {
			t.Errorf("a normal shot, not the contested one: %d %v", c, err)
		}
	})
	t.Run("GUD-11 breaking free ends the contest", func(t *testing.T) {
		f := taken(t, 15, 2)
		f.men[1].st.Act = Action{Kind: Wrestle, Hold: BreakFree, Target: 0}
		if _, err := f.plan(1, &f.men[1].st.Act); err != nil {
			t.Fatal(err)
		}
		f.resolveWrestle(1) // Tutt 15 + 12 = 27 vs Hickok 2 + 14 = 16
		f.applyPending()
		if f.men[0].st.Grip != 0 || f.contested(0, 0) {
			t.Errorf("grip %d, contested %v: %v", f.men[0].st.Grip, f.contested(0, 0), f.events)
		}
	})
}

func TestWrestlingDamage(t *testing.T) {
	grip := func(f *Fight) { f.men[0].st.Grip, f.men[0].st.GripAt = 2, wounds.LeftArm }
	// Hickok (Str 14, damage modifier +2) wins each roll: d20 15 + 14 = 29
	// vs Tutt's 2 + 12 = 14 (Dex: 15 + 12 = 27 vs 2 + 10 = 12). Tutt has 22
	// hit points.
	for _, c := range []struct {
		name  string
		a     Action
		bonus bool
		hp    int
	}{
		{"GU-14 a Str throw down deals the maximum, his damage modifier: 2", Action{Hold: ThrowDown}, false, 20},
		{"GU-14 a Str throw down deals what he chooses: 1 of 2", Action{Hold: ThrowDown, Deal: 1}, false, 21},
		{"GU-14 a Str throw down may deal none", Action{Hold: ThrowDown, Spare: true}, false, 22},
		{"GU-14 hurt deals what he chooses: 1 of 2", Action{Hold: Hurt, Deal: 1}, false, 21},
		{"GU-14 Damage Bonus adds 1 to the maximum: 2 + 1", Action{Hold: Hurt}, true, 19},
		{"GU-14 Damage Bonus adds 1 to what he chooses: 1 + 1", Action{Hold: ThrowDown, Deal: 1}, true, 20},
		{"GU-14 Damage Bonus adds nothing when he deals none", Action{Hold: Hurt, Spare: true}, true, 22},
		{"GU-14 a Dex throw down deals none, Damage Bonus or not", Action{Hold: ThrowDown, ByDex: true}, true, 22},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := wrestlers(t, 15, 2)
			grip(f)
			f.men[0].tal.damageBonus = c.bonus
			e := wrestle(t, f, c.a)
			if !e.Wrestle.Won || f.men[1].pat.HP() != c.hp || int(e.Amount) != 22-c.hp {
				t.Errorf("got %s; Tutt has %d HP, want %d", e, f.men[1].pat.HP(), c.hp)
			}
		})
	}
	t.Run("GU-14 more than his damage modifier is refused", func(t *testing.T) {
		f := wrestlers(t)
		grip(f)
		_, err := f.plan(0, &Action{Kind: Wrestle, Target: 1, Hold: Hurt, Deal: 3})
		var ae *ActionError
		if !errors.As(err, &ae) || ae.Rule != "GU-14" {
			t.Errorf("deal 3 of 2: %v", err)
		}
	})
}
