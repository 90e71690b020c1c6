package gunfight

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/wounds"
)

func TestStaunching(t *testing.T) {
	// Tutt, 2 ft from Hickok, has 16 points in his right arm: severe
	// bleeding (the wounds package's critical table). Hickok has Nursing
	// 40%. Initiative: d10 1 each (Speed 0, no experience, Average
	// Reputation: no modifier).
	fight := func(t *testing.T, hickok, tutt []Action, faces ...int) *Fight {
		h, u := testShooter("Hickok"), testShooter("Tutt")
		h.Nursing = 40
		u.At = Point{X: 2}
		f, _ := scripted(t, []Shooter{h, u}, [][]Action{hickok, tutt}, script(t, append([]int{1, 1}, faces...)...))
		f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		if !f.men[1].pat.Wounds()[0].Severe.Active {
			t.Fatalf("no severe bleeding: %v", f.events)
		}
		return f
	}
	severe := func(f *Fight) wounds.Bleed { return f.men[1].pat.Wounds()[0].Severe }
	t.Run("GUD-17 staunch: 300 counts, no roll, and the bleeding stops while the pressure holds", func(t *testing.T) {
		// Hickok: staunch, then done (he keeps the pressure); Tutt waits
		// 600 counts. The bandage is on at 1 + 300 = 301; minute 1
		// (Tutt's wait ends at 601) bleeds nothing: no die is rolled.
		f := fight(t, []Action{{Kind: Staunch, Target: 1}}, []Action{{Kind: Wait, Counts: 600}})
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		e := find(f.Events(), Staunched, "Hickok")
		if e == nil || e.When != 301 || e.Whom != "Tutt" || e.Wound.Location != wounds.RightArm {
			t.Fatalf("%v", f.Events())
		}
		if want := "count 301: Hickok presses a bandage on Tutt's right arm: the bleeding stops while the pressure holds"; e.String() != want {
			t.Errorf("got  %s\nwant %s", e, want)
		}
		if find(f.Events(), Bled, "") != nil || !severe(f).Pressure || f.men[1].pat.HP() != 6 {
			t.Errorf("pressure %v, HP %d: %v", severe(f).Pressure, f.men[1].pat.HP(), f.Events())
		}
	})
	t.Run("GUD-17 any action but waiting releases the pressure, and the wound bleeds again", func(t *testing.T) {
		// Hickok: staunch (done at 301), wait 10 (keeps it, to 311), then
		// dodge: declared at 311, it lets go. Tutt waits 600.
		f := fight(t, []Action{{Kind: Staunch, Target: 1}, {Kind: Wait, Counts: 10}, {Kind: Dodge}}, []Action{{Kind: Wait, Counts: 600}}, 5)
		if err := f.RunUntil(311); err != nil {
			t.Fatal(err)
		}
		r := find(f.Events(), Released, "Hickok")
		if r == nil || r.When != 311 || r.Whom != "Tutt" || severe(f).Pressure || !severe(f).Active {
			t.Fatalf("%v", f.Events())
		}
		if want := "count 311: Hickok lets go of the pressure on Tutt's right arm: it bleeds again a minute from now"; r.String() != want {
			t.Errorf("got  %s\nwant %s", r, want)
		}
	})
	t.Run("GUD-17 a hit on either man stops the staunch", func(t *testing.T) {
		f := fight(t, []Action{{Kind: Staunch, Target: 1}}, []Action{{Kind: Wait, Counts: 600}})
		if err := f.RunUntil(100); err != nil {
			t.Fatal(err)
		}
		f.hit(1, 0, 3, wounds.LeftThigh, wounds.Bullet)
		f.applyPending()
		e := find(f.events, HeldFire, "Hickok")
		if e == nil || e.Act != Staunch || e.Note != "a man is hit" || f.men[0].st.Busy || !f.men[0].st.Needs {
			t.Fatalf("%v", f.events)
		}
	})
	t.Run("GUD-17 a move by either man stops the staunch", func(t *testing.T) {
		// Tutt (his nerve sends him to cover first) walks 10 ft away: the
		// staunch stops at the count he gets there.
		f := fight(t, []Action{{Kind: Staunch, Target: 1}}, []Action{{Kind: Move, Target: 0, Feet: -10, Pace: wounds.Walk}})
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		e, mv := find(f.Events(), HeldFire, "Hickok"), find(f.Events(), Moved, "Tutt")
		if e == nil || mv == nil || e.When != mv.When || e.Act != Staunch || e.Note != "a man moves" || find(f.Events(), Staunched, "") != nil {
			t.Fatalf("%v", f.Events())
		}
	})
	t.Run("GUD-17 who may staunch: the skill, himself or a man within arm's reach, a severe bleed", func(t *testing.T) {
		f := fight(t, nil, nil)
		for _, c := range []struct {
			who  int
			a    Action
			want string
		}{
			{1, Action{Kind: Staunch, Target: 1}, "gunfight: Tutt cannot staunch man 1's bleeding (GUD-17): he has neither Nursing nor Medicine"},
			{0, Action{Kind: Staunch, Target: 0}, "gunfight: Hickok cannot staunch man 0's bleeding (GUD-17): he has no severe bleeding to staunch without a bandage on it"},
			{0, Action{Kind: Staunch, Target: 5}, "gunfight: Hickok cannot staunch man 5's bleeding (GUD-17): there is no man 5: want 0..1"},
		} {
			_, _, err := f.check(c.who, c.a)
			if !errors.Is(err, ErrAction) || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		}
		if _, c, err := f.check(0, Action{Kind: Staunch, Target: 1}); err != nil || c != 300 {
			t.Errorf("within reach: %d counts, %v", c, err)
		}
		f.men[1].st.Pos = Point{X: 10}
		f.measure()
		_, _, err := f.check(0, Action{Kind: Staunch, Target: 1})
		if want := "gunfight: Hickok cannot staunch man 1's bleeding (GUD-17): Tutt is 10 ft away: staunching another needs him within arm's reach (3 ft)"; err == nil || err.Error() != want {
			t.Errorf("got  %v\nwant %s", err, want)
		}
	})
	t.Run("GUD-17 a man with the skill may staunch himself", func(t *testing.T) {
		f := fight(t, nil, nil)
		f.men[1].sh.Medicine = 60
		if _, c, err := f.check(1, Action{Kind: Staunch, Target: 1}); err != nil || c != 300 {
			t.Errorf("%d counts, %v", c, err)
		}
		if got := f.rules.Actions.Staunch; got != 300 {
			t.Errorf("the table's staunch: %d counts, want 300 (WO-4)", got)
		}
	})
}

func TestOneStauncherAtATime(t *testing.T) {
	t.Run("GUD-17 one man at a time staunches a man", func(t *testing.T) {
		// Hickok staunches Tutt (under way from count 1 to 301); Ringo, with
		// Medicine and 2 ft from Tutt too, may not staunch him as well.
		h, u, r := testShooter("Hickok"), testShooter("Tutt"), testShooter("Ringo")
		h.Nursing, r.Medicine = 40, 50
		u.At, r.At = Point{X: 2}, Point{X: 2, Y: 2}
		f, _ := scripted(t, []Shooter{h, u, r}, [][]Action{{{Kind: Staunch, Target: 1}}, {{Kind: Wait, Counts: 600}}, {{Kind: Wait, Counts: 600}}}, script(t, 1, 1, 1))
		f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		if err := f.RunUntil(100); err != nil {
			t.Fatal(err)
		}
		_, _, err := f.check(2, Action{Kind: Staunch, Target: 1})
		if want := "gunfight: Ringo cannot staunch man 1's bleeding (GUD-17): Hickok is staunching Tutt already"; err == nil || err.Error() != want {
			t.Errorf("got  %v\nwant %s", err, want)
		}
	})
}

func TestStaunchInTheMenu(t *testing.T) {
	// GUD-17: the menu offers "staunch 1" to a man with Nursing within
	// reach of a bleeder, and ParseAction reads it back.
	h, u := testShooter("Hickok"), testShooter("Tutt")
	h.Nursing = 40
	u.At = Point{X: 2}
	h.Decider = Person
	f, err := NewFight(Setup{Shooters: []Shooter{h, u}}, script(t))
	if err != nil {
		t.Fatal(err)
	}
	f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
	f.applyPending()
	v, _ := f.View(0)
	if !strings.Contains(v.Options().String(), "staunch 1 (300 counts)\n") {
		t.Errorf("%s", v.Options())
	}
	if a, err := ParseAction("staunch 1"); err != nil || a != (Action{Kind: Staunch, Target: 1}) || a.String() != "staunch 1" {
		t.Errorf("%v %v", a, err)
	}
}
