package gunfight

import (
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// TestBuiltinsAtAnyDistance plays 2,000 standard duels of seed 1 (duel i
// rolled from dice.StudySeed(1, i), as Simulate does) at each distance of a
// table from 10 to 1,000 ft in steps of 10 ft (some two seconds; -short
// plays a representative subset) and checks the built-in tactics
// (Builtin):
//
//   - at no distance does a built-in end done, idle or walking while he has
//     a loaded firearm or spare rounds for one and an opponent is in the
//     fight;
//   - at every distance the share of duels without a winner is at most 10
//     points above the share at 30 ft.
func TestBuiltinsAtAnyDistance(t *testing.T) {
	var distances []int
	for d := 10; d <= 1000; d += 10 {
		distances = append(distances, d)
	}
	duels := 2000
	if testing.Short() {
		distances = []int{10, 50, 100, 250, 300, 500, 1000}
	}
	share := func(t *testing.T, d int) float64 {
		s := StandardDuel()
		s.Distance = float64(d)
		r, err := NewRunner(s)
		if err != nil {
			t.Fatal(err)
		}
		none := 0
		for i := range duels {
			o, err := r.Run(dice.StudySeed(1, uint64(i)))
			if err != nil {
				t.Fatal(err)
			}
			if o.Winner < 0 {
				none++
			}
			if why := idleWithAGun(r.Fight()); why != "" {
				t.Fatalf("%d ft, duel %d: %s (%s)", d, i, why, o.Reason)
			}
		}
		return float64(none) / float64(duels)
	}
	at30 := share(t, 30)
	for _, d := range distances {
		t.Run(fmt.Sprintf("GU-10 built-ins at %d ft", d), func(t *testing.T) {
			if got := share(t, d); got > at30+0.10 {
				t.Errorf("no winner in %.1f%% of duels, more than 10 points above 30 ft's %.1f%%", 100*got, 100*at30)
			}
		})
	}
}

// idleWithAGun says which man of a finished fight ended done, idle or
// walking while he had a loaded firearm or spare rounds for one and an
// opponent was in the fight, or "" when none did.
func idleWithAGun(f *Fight) string {
	for i := range f.men {
		m := &f.men[i]
		if m.st.Status != InFight || f.nearest(i) < 0 {
			continue
		}
		armed := false
		for g := range m.st.Guns {
			gg := &m.st.Guns[g]
			if f.weapon(i, g).Class.Firearm() && gg.Hand != onGround && gg.Hand != gone && gg.Loaded+gg.Pocket+gg.Loop+gg.Cylinders > 0 {
				armed = true
			}
		}
		switch {
		case !armed:
		case m.st.Idle || !m.st.Busy:
			return m.sh.Name + " ends idle with a gun to use"
		case m.st.Act.Kind == Move:
			return m.sh.Name + " ends walking with a gun to use"
		}
	}
	return ""
}
