package gunfight

import (
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
	"pgregory.net/rapid"
)

// fire makes Hickok (Accuracy 0, Colt drawn, 30 ft: +2 for range) fire one
// aimed shot at Tutt with the dice faces given, and returns the shot.
func fire(t *testing.T, a, b Shooter, act Action, faces ...int) (*Fight, *Event) {
	t.Helper()
	sc := script(t, faces...)
	f := pair(t, a, b, sc)
	f.inHand(0, 0, false)
	act.Kind, act.Target = Fire, 1
	f.men[0].st.Act = act
	if _, err := f.committed(0, &f.men[0].st.Act); err != nil {
		t.Fatal(err)
	}
	f.resolveFire(0)
	sc.Done()
	e := find(f.events, Shot, a.Name)
	if e == nil {
		t.Fatal("no shot")
	}
	return f, e
}

func TestShotThresholds(t *testing.T) {
	h, tu := testShooter("Hickok"), testShooter("Tutt")
	t.Run("GU-4 below 14 misses: d20 11 +2 (range) = 13", func(t *testing.T) {
		f, e := fire(t, h, tu, Action{}, 11)
		if e.Shot.Landing != Missed || e.Total != 13 || e.Shot.Card.Valid() {
			t.Errorf("got %s", e)
		}
		if len(f.pend) != 1 || f.pend[0].blow != reputation.ShotAt {
			t.Errorf("a miss is still a shot at him: %+v", f.pend)
		}
	})
	t.Run("GU-4 GUD-1 14 goes to the shot clock: A♥ puts it 16.5 in straight up, in the head; head ×2", func(t *testing.T) {
		// d20 12 + 2 = 14; the card A♥ (d52 face 1); damage 2d6p 3, 4 = 7,
		// doubled on the head: 14.
		_, e := fire(t, h, tu, Action{}, 12, 1, 3, 4)
		if e.Shot.Landing != OnClock || e.Total != 14 || e.Shot.Card.String() != "A♥" {
			t.Fatalf("got %s", e)
		}
		if e.Shot.Location != wounds.Head || e.Shot.X != 0 || e.Shot.Y != 68 {
			t.Errorf("landed at (%v, %v) in %s, want (0, 68) in the head", e.Shot.X, e.Shot.Y, e.Shot.Location)
		}
		if !e.Shot.Head || e.Shot.Damage.Roll != 7 || e.Amount != 14 {
			t.Errorf("damage %d (roll %d), want 7 × 2 = 14", e.Amount, e.Shot.Damage.Roll)
		}
	})
	t.Run("GU-4 GUD-1 the publisher's option makes 14 a miss", func(t *testing.T) {
		r := DefaultRules()
		r.Clock.MissAt14 = true
		if err := r.Validate(); err != nil {
			t.Fatal(err)
		}
		sc := script(t, 12)
		f, err := NewFight(Setup{Shooters: []Shooter{h, tu}, Distance: 30, Rules: r}, sc)
		if err != nil {
			t.Fatal(err)
		}
		f.started = true
		f.inHand(0, 0, false)
		f.men[0].st.Act = Action{Kind: Fire, Target: 1}
		f.committed(0, &f.men[0].st.Act)
		f.resolveFire(0)
		if e := find(f.events, Shot, ""); e.Shot.Landing != Missed || e.Total != 14 {
			t.Errorf("got %s", e)
		}
		sc.Done()
	})
	t.Run("GU-4 DI-2 25+ hits exactly: d20 20 penetrates, d6 4 → 23 +2 = 25, the breast", func(t *testing.T) {
		_, e := fire(t, h, tu, Action{}, 20, 4, 2, 2)
		if e.Shot.Landing != Exact || e.Die != 20 || e.Roll != 23 || e.Total != 25 || e.Shot.Card.Valid() {
			t.Fatalf("got %s", e)
		}
		if e.Shot.Region != "breast" || e.Shot.X != 0 || e.Shot.Y != 51.5 {
			t.Errorf("exact hit at %s (%v, %v), want the breast's middle (0, 51.5)", e.Shot.Region, e.Shot.X, e.Shot.Y)
		}
	})
	t.Run("GU-4 exact at the aimed point: aim at the head", func(t *testing.T) {
		_, e := fire(t, h, tu, Action{At: wounds.Head}, 20, 6, 5, 2, 2)
		if e.Shot.Landing != Exact || e.Roll != 29 || e.Shot.Location != wounds.Head || e.Amount != 8 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-5 24 lands 1.5 in away: A♣ points right, still the breast", func(t *testing.T) {
		_, e := fire(t, h, tu, Action{}, 20, 3, 14, 1, 1)
		if e.Total != 24 || e.Shot.Landing != OnClock || e.Shot.Card.String() != "A♣" || e.Shot.X != 1.5 || e.Shot.Y != 51.5 || e.Shot.Region != "breast" {
			t.Errorf("got %s", e)
		}
	})
	t.Run("DI-2 DID-2 penetration off: a natural 20 is 20", func(t *testing.T) {
		r := DefaultRules()
		r.NoShotPenetration = true
		r.Validate()
		sc := script(t, 20, 14, 1, 1)
		f, _ := NewFight(Setup{Shooters: []Shooter{h, tu}, Distance: 30, Rules: r}, sc)
		f.started = true
		f.inHand(0, 0, false)
		f.men[0].st.Act = Action{Kind: Fire, Target: 1}
		f.committed(0, &f.men[0].st.Act)
		f.resolveFire(0)
		if e := find(f.events, Shot, ""); e.Roll != 20 || e.Total != 22 {
			t.Errorf("got %s", e)
		}
		sc.Done()
	})
}

func TestLocationTalents(t *testing.T) {
	h, tu := testShooter("Hickok"), testShooter("Tutt")
	t.Run("CH-10 GU-4 Advanced Sighting: two cards, keep the better", func(t *testing.T) {
		// 14 on the clock: A♣ (face 14) lands 16.5 in to the right, off the
		// body; the second card, A♥, in the head: he keeps A♥.
		h := h
		h.Talents = []string{talent.AdvancedSighting}
		_, e := fire(t, h, tu, Action{}, 12, 14, 1, 3, 4)
		if e.Shot.Card.String() != "A♥" || e.Shot.Card2 != dice.Card(14) || e.Shot.Location != wounds.Head {
			t.Errorf("got %s", e)
		}
	})
	t.Run("CH-10 GU-4 Advanced Sighting keeps the first when it is as good", func(t *testing.T) {
		h := h
		h.Talents = []string{talent.AdvancedSighting}
		// A♥ in the head, 7♣ in the left forearm: both on the body, neither
		// the chest: he keeps the first.
		_, e := fire(t, h, tu, Action{}, 12, 1, 20, 3, 4)
		if e.Shot.Card.String() != "A♥" || e.Shot.Card2 != dice.Card(20) || e.Shot.Location != wounds.Head {
			t.Errorf("got %s", e)
		}
	})
	t.Run("CH-10 GU-4 Kentucky Windage: redraw once, keep the second", func(t *testing.T) {
		h := h
		h.Talents = []string{talent.KentuckyWindage}
		// 7♦ (face 46) lands off the body at (-12.4, 62.4); he redraws and
		// must keep the second, 7♣: the left forearm.
		_, e := fire(t, h, tu, Action{}, 12, 46, 20, 3, 4)
		if e.Shot.Card != dice.Card(20) || e.Shot.Card2 != dice.Card(46) || e.Shot.Region != "left forearm" {
			t.Errorf("got %s", e)
		}
	})
}

func TestShotModifiers(t *testing.T) {
	base := func() (Shooter, Shooter) { return testShooter("Hickok"), testShooter("Tutt") }
	mod := func(t *testing.T, a, b Shooter, setup func(f *Fight), k modKind, want int) {
		t.Helper()
		f := pair(t, a, b, script(t, 1))
		if setup != nil {
			setup(f)
		}
		f.inHand(0, 0, false)
		f.men[0].st.Act = Action{Kind: Fire, Target: 1}
		if _, err := f.committed(0, &f.men[0].st.Act); err != nil {
			t.Fatal(err)
		}
		f.resolveFire(0)
		e := find(f.events, Shot, "")
		if int(e.Mods[k]) != want {
			t.Errorf("%s %+d, want %+d: %s", k, e.Mods[k], want, e)
		}
	}
	at := func(feet float64) func(f *Fight) {
		return func(f *Fight) { f.men[1].st.Pos.X = feet; f.measure() }
	}
	for _, c := range []struct {
		feet float64
		want int
	}{{5, 8}, {6, 6}, {10, 6}, {30, 2}, {31, 1}, {50, 0}, {70, -2}, {250, -14}} {
		a, b := base()
		t.Run("GU-4 range: pistol at "+itoa(int(c.feet))+" ft", func(t *testing.T) { mod(t, a, b, at(c.feet), modRange, c.want) })
	}
	t.Run("CH-10 Dead Eye beyond 30 ft: one band better (40 ft: +2 not +1)", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{talent.DeadEye}
		mod(t, a, b, at(40), modRange, 2)
	})
	t.Run("CH-10 Dead Eye not within 30 ft", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{talent.DeadEye}
		mod(t, a, b, at(30), modRange, 2)
	})
	t.Run("CH-10 Crack Shot +1 within 30 ft", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{talent.CrackShot}
		mod(t, a, b, at(30), modCrackShot, 1)
	})
	t.Run("CH-10 Crack Shot not beyond 30 ft", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{talent.CrackShot}
		mod(t, a, b, at(31), modCrackShot, 0)
	})
	t.Run("CH-10 Weapon Bonus +1 with the chosen weapon", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{"Weapon Bonus (Colt Peacemaker)"}
		mod(t, a, b, nil, modWeaponBonus, 1)
	})
	t.Run("CH-10 Weapon Bonus not with another weapon", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{"Weapon Bonus (Winchester 1873)"}
		mod(t, a, b, nil, modWeaponBonus, 0)
	})
	t.Run("GU-4 Accuracy is added", func(t *testing.T) {
		a, b := base()
		a.Accuracy = 3
		mod(t, a, b, nil, modAccuracy, 3)
	})
	t.Run("GU-4 light: dusk -2", func(t *testing.T) {
		a, b := base()
		f, err := NewFight(Setup{Shooters: []Shooter{a, b}, Distance: 30, Light: "dusk"}, script(t, 1))
		if err != nil {
			t.Fatal(err)
		}
		f.started = true
		f.inHand(0, 0, false)
		var ms Mods
		f.shotMods(0, 1, 0, 30, &ms)
		if ms[modLight] != -2 {
			t.Errorf("light %d", ms[modLight])
		}
	})
	t.Run("CH-10 Blind-shooting halves darkness: dark -8 → -4", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{talent.BlindShooting}
		f, _ := NewFight(Setup{Shooters: []Shooter{a, b}, Distance: 30, Light: "dark"}, script(t))
		var ms Mods
		f.shotMods(0, 1, 0, 30, &ms)
		if ms[modLight] != -4 {
			t.Errorf("light %d", ms[modLight])
		}
	})
	t.Run("GU-4 target in cover -4", func(t *testing.T) {
		a, b := base()
		mod(t, a, b, func(f *Fight) { f.men[1].st.Cover = true }, modCover, -4)
	})
	t.Run("GU-4 a running target -2", func(t *testing.T) {
		a, b := base()
		mod(t, a, b, func(f *Fight) {
			f.men[1].st.Busy, f.men[1].st.Act = true, Action{Kind: Move, Pace: wounds.Run}
		}, modTargetMoving, -2)
	})
	t.Run("GU-4 shooting within a second of running -4", func(t *testing.T) {
		a, b := base()
		mod(t, a, b, func(f *Fight) { f.now = 20; f.men[0].st.MovedAt, f.men[0].st.MovedPace = 12, wounds.Run }, modMoving, -4)
	})
	t.Run("CH-10 Shot on the Run: one category better, run → walk -2", func(t *testing.T) {
		a, b := base()
		a.Talents = []string{talent.ShotOnTheRun}
		mod(t, a, b, func(f *Fight) { f.now = 20; f.men[0].st.MovedAt, f.men[0].st.MovedPace = 12, wounds.Run }, modMoving, -2)
	})
	t.Run("RE-5 RE-7 RED-2 a famous opponent: Average, Fame 0 vs 130: -(5×1 + 2) = -7", func(t *testing.T) {
		a, b := base()
		b.Fame = 130
		mod(t, a, b, nil, modFame, -7)
	})
	t.Run("RE-7 no Fame penalty when he does not recognise him", func(t *testing.T) {
		a, b := base()
		b.Fame, b.Incognito = 130, true
		mod(t, a, b, nil, modFame, 0)
	})
	t.Run("RE-1 DID-1 Great Reputation: +1 to the shot", func(t *testing.T) {
		a, b := base()
		a.Reputation = 80
		mod(t, a, b, nil, modReputation, 1)
	})
	t.Run("RE-1 Disreputable: -1 to the shot", func(t *testing.T) {
		a, b := base()
		a.Reputation = 3
		mod(t, a, b, nil, modReputation, -1)
	})
	t.Run("GU-6 wounds' Accuracy penalty feeds later shots", func(t *testing.T) {
		a, b := base()
		mod(t, a, b, func(f *Fight) {
			f.wound(0, wounds.Hit{Location: wounds.RightArm, Damage: 8, Cause: wounds.Bullet})
		}, modWounds, -2)
	})
}

// TestPropShotRoll: the engine's d20 draws exactly as dice.ShotRoll does
// and gives the same natural face and sum (DI-2).
func TestPropShotRoll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		f := &Fight{rules: sharedDefaults(), r: dice.NewSource(seed)}
		nat, sum := f.roll()
		th := dice.ShotRoll(dice.NewSource(seed), true)
		if nat != th.Natural() || sum != th.Sum {
			t.Fatalf("engine %d/%d, dice.ShotRoll %s", nat, sum, th)
		}
	})
	rapid.Check(t, func(t *rapid.T) {
		f := &Fight{rules: sharedDefaults(), r: dicetest.NewRapid(t)}
		nat, sum := f.roll()
		if nat < 1 || nat > 20 || (nat < 20 && sum != nat) || (nat == 20 && sum < 20) {
			t.Fatalf("d20 %d, sum %d", nat, sum)
		}
	})
}

// TestPropShotLanding: whatever the dice, a shot's total is its d20 (with
// penetration) plus its modifiers; below 14 it misses, from 25 it lands on
// the aimed point, and in between it lands as far from the aimed point as
// the clock's ring for the roll, in the region the silhouette has there.
func TestPropShotLanding(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := testShooter("Hickok"), testShooter("Tutt")
		a.Accuracy = rapid.IntRange(-5, 10).Draw(t, "accuracy")
		f := pair(t, a, b, dicetest.NewRapid(t))
		f.men[1].st.Pos.X = float64(rapid.IntRange(1, 250).Draw(t, "feet"))
		f.measure()
		f.inHand(0, 0, false)
		at := wounds.Location(rapid.IntRange(0, int(wounds.RightFoot)).Draw(t, "aim"))
		f.men[0].st.Act = Action{Kind: Fire, Target: 1, At: at}
		if _, err := f.committed(0, &f.men[0].st.Act); err != nil {
			t.Fatal(err)
		}
		f.resolveFire(0)
		e := find(f.events, Shot, "")
		c := &f.rules.Clock
		sil := &f.rules.Silhouettes.Front
		if int(e.Total) != int(e.Roll)+e.Mods.sum(0, modSpeed) {
			t.Fatalf("total %d is not %d + mods", e.Total, e.Roll)
		}
		if e.Shot.Landing != c.Judge(int(e.Total)) {
			t.Fatalf("landing %s for %d", e.Shot.Landing, e.Total)
		}
		aim := sil.AimPoint(at)
		p := e.Shot.point()
		switch e.Shot.Landing {
		case Missed:
			if e.Shot.Region != "" || e.Shot.Card.Valid() {
				t.Fatalf("a miss landed: %s", e)
			}
			return
		case Exact:
			if math.Abs(p.X-aim.X) > 1e-4 || math.Abs(p.Y-aim.Y) > 1e-4 {
				t.Fatalf("exact at %v, aimed at %v", p, aim)
			}
		case OnClock:
			if d := math.Hypot(p.X-aim.X, p.Y-aim.Y); math.Abs(d-c.Ring(int(e.Total))) > 1e-4 {
				t.Fatalf("%v in from the aim, the ring is %v", d, c.Ring(int(e.Total)))
			}
		}
		if k := sil.Locate(p); (k < 0) != (e.Shot.Region == "") || (k >= 0 && sil.Regions[k].Location != e.Shot.Location) {
			t.Fatalf("point %v is in %d, the record says %q", p, k, e.Shot.Region)
		}
	})
}

func TestDodging(t *testing.T) {
	// Hickok shoots at Tutt 30 ft away: d20 10 + 2 (range) = 12 before
	// dodging and cover; a miss either way, so no card is drawn.
	shotAt := func(t *testing.T, dodge bool, talents []string, cover bool) *Event {
		b := testShooter("Tutt")
		b.Talents = talents
		f := pair(t, testShooter("Hickok"), b, script(t, 10))
		f.inHand(0, 0, false)
		tutt := &f.men[1]
		tutt.st.Cover = cover
		if dodge {
			tutt.st.Act = Action{Kind: Dodge}
			c, err := f.plan(1, &tutt.st.Act)
			if err != nil || c != 10 {
				t.Fatalf("GU-11 a dodge lasts 10 counts (ours): %d %v", c, err)
			}
			f.schedule(1, f.now+c)
		}
		f.men[0].st.Act = Action{Kind: Fire, Target: 1, Aim: Hip}
		f.resolveFire(0)
		return find(f.events, Shot, "Hickok")
	}
	t.Run("GU-11 shots at a dodging man take -2", func(t *testing.T) {
		if e := shotAt(t, true, nil, false); e == nil || e.Mods[modDodging] != -2 || e.Total != 10+2-4-2 {
			t.Errorf("%v", e)
		}
		if e := shotAt(t, false, nil, false); e == nil || e.Mods[modDodging] != 0 {
			t.Errorf("not dodging: %v", e)
		}
	})
	t.Run("GU-11 CH-10 -4 with the Dodge talent", func(t *testing.T) {
		if e := shotAt(t, true, []string{talent.Dodge}, false); e == nil || e.Mods[modDodging] != -4 {
			t.Errorf("%v", e)
		}
	})
	t.Run("GU-11 dodging stacks with cover", func(t *testing.T) {
		if e := shotAt(t, true, nil, true); e == nil || e.Mods[modDodging] != -2 || e.Mods[modCover] != -4 || e.Total != 10+2-4-2-4 {
			t.Errorf("%v", e)
		}
	})
	t.Run("GU-11 he cannot aim during it: his aim is lost", func(t *testing.T) {
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
		f.inHand(1, 0, false)
		f.men[1].st.Guns[0].AimedAt = 1
		f.men[1].st.Act = Action{Kind: Dodge}
		if err := f.resolve(1, &f.men[1]); err != nil {
			t.Fatal(err)
		}
		if f.men[1].st.Guns[0].AimedAt != 0 || find(f.events, Dodged, "Tutt") == nil {
			t.Errorf("still aimed: %v", f.events)
		}
	})
}
