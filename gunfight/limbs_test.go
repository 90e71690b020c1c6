package gunfight

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/wounds"
)

// refusedBy reports whether err is an ActionError citing rule.
func refusedBy(err error, rule string) bool {
	var ae *ActionError
	return errors.As(err, &ae) && ae.Rule == rule
}

func TestUselessLimbs(t *testing.T) {
	// Tutt, 22 HP, his Colt in his right (main) hand, 30 ft from Hickok.
	tutt := func(t *testing.T) *Fight {
		b := testShooter("Tutt")
		b.Weapons = append(b.Weapons, Carried{Weapon: "Colt Peacemaker", Loaded: 6}, Carried{Weapon: "Winchester 1873", Loaded: 6})
		f := pair(t, testShooter("Hickok"), b, script(t))
		f.inHand(1, 0, false)
		return f
	}
	useless := func(f *Fight, l wounds.Location) { f.men[1].pen.Useless = f.men[1].pen.Useless.With(l) }
	t.Run("GU-12 a mangled arm drops the gun it holds", func(t *testing.T) {
		// 16 points in the right arm: severe bleeding, mangled (the wounds
		// package's critical table); 22 − 16 = 6 HP.
		f := tutt(t)
		f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		d := find(f.events, Dropped, "Tutt")
		if d == nil || f.men[1].st.Main != 0 || f.men[1].st.Guns[0].Hand != onGround || f.men[1].pat.HP() != 6 {
			t.Fatalf("dropped %v, main %d: %v", d, f.men[1].st.Main, f.events)
		}
		_, err := f.plan(1, &Action{Kind: Fire, Target: 0})
		if !refusedBy(err, "GU-8") { // the gun is on the ground
			t.Errorf("fires a dropped gun: %v", err)
		}
	})
	t.Run("GU-12 a broken, unset arm keeps its penalties but works", func(t *testing.T) {
		// 9 points in the right arm: a broken bone, +2 Speed −2 Accuracy.
		f := tutt(t)
		f.hit(0, 1, 9, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		if f.men[1].st.Main != 1 || find(f.events, Dropped, "") != nil || f.men[1].pen.Accuracy != -2 {
			t.Fatalf("%v", f.events)
		}
		if _, err := f.plan(1, &Action{Kind: Fire, Target: 0}); err != nil {
			t.Errorf("a broken arm still fires: %v", err)
		}
	})
	t.Run("GU-12 a useless arm cannot draw", func(t *testing.T) {
		f := tutt(t)
		f.men[1].st.Main, f.men[1].st.Guns[0].Hand = 0, holstered
		useless(f, wounds.RightHand)
		if _, err := f.plan(1, &Action{Kind: Draw, Weapon: 0}); !refusedBy(err, "GU-12") {
			t.Errorf("draws with a useless right hand: %v", err)
		}
		if _, err := f.plan(1, &Action{Kind: Draw, Weapon: 0, Second: 1, Two: true}); !refusedBy(err, "GU-12") {
			t.Errorf("draws two with a useless right hand: %v", err)
		}
		if c, err := f.plan(1, &Action{Kind: Draw, Weapon: 0, OffHand: true}); err != nil || c != 10 {
			t.Errorf("the off hand draws in 5 + 5 counts: %d %v", c, err)
		}
	})
	t.Run("GU-12 a useless arm cannot fire, and the other cannot fan or steady", func(t *testing.T) {
		f := tutt(t)
		useless(f, wounds.RightArm)
		if _, err := f.plan(1, &Action{Kind: Fire, Target: 0}); !refusedBy(err, "GU-12") {
			t.Errorf("fires with a useless arm: %v", err)
		}
		f = tutt(t)
		useless(f, wounds.LeftArm)
		for _, a := range []Action{{Kind: Fire, Target: 0, Aim: Fan}, {Kind: Fire, Target: 0, Steady: true}} {
			if _, err := f.plan(1, &a); !refusedBy(err, "GU-12") {
				t.Errorf("%v with a useless left arm: %v", a, err)
			}
		}
		if _, err := f.plan(1, &Action{Kind: Fire, Target: 0}); err != nil {
			t.Errorf("a plain shot needs one arm: %v", err)
		}
	})
	t.Run("GU-12 WO-4 a mangled arm still supports a rifle, at -3", func(t *testing.T) {
		f := tutt(t)
		f.men[1].st.Main, f.men[1].st.Guns[0].Hand = 0, holstered
		f.inHand(1, 2, false)
		useless(f, wounds.LeftArm)
		f.men[1].pen.LongGun = -3
		if _, err := f.plan(1, &Action{Kind: Fire, Target: 0, Weapon: 2}); err != nil {
			t.Errorf("a rifle with a mangled support arm: %v", err)
		}
	})
	t.Run("GU-12 a useless leg cannot walk or run: he may crawl", func(t *testing.T) {
		// 14 points in the left thigh: mangled (the wounds package's
		// critical table); 22 − 14 = 8 HP.
		f := tutt(t)
		f.hit(0, 1, 14, wounds.LeftThigh, wounds.Bullet)
		f.applyPending()
		if !f.men[1].pen.Useless.Has(wounds.LeftThigh) || f.men[1].pat.HP() != 8 {
			t.Fatalf("%v", f.events)
		}
		if _, err := f.plan(1, &Action{Kind: Move, Target: 0, Feet: 5, Pace: wounds.Walk}); !refusedBy(err, "WO-4") {
			t.Errorf("walks on a useless leg: %v", err)
		}
		if _, err := f.plan(1, &Action{Kind: Move, Target: 0, Feet: 5, Pace: wounds.Crawl}); err != nil {
			t.Errorf("cannot crawl: %v", err)
		}
	})
}
