package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/wounds"
)

func TestJackRabbitSpeed(t *testing.T) {
	t.Run("GUD-18 Jack Rabbit Speed: a run or a sprint starts 2 counts sooner and takes 1 count less each 5 ft", func(t *testing.T) {
		// Default paces (counts per 5 ft): walk 10, run 4, sprint 3. With
		// the talent (ours: Sooner 2, Per5Ft 1): a 10 ft run is 2 × (4 − 1)
		// − 2 = 4 counts (8 without); a flight of 30 ft at a sprint 6 ×
		// (3 − 1) − 2 = 10 (18 without); a walk is unchanged, 2 × 10 = 20.
		h := testShooter("Hickok")
		h.Talents = []string{talent.JackRabbitSpeed}
		f := pair(t, h, testShooter("Tutt"), script(t))
		for _, c := range []struct {
			who  int
			a    Action
			want Count
		}{
			{0, Action{Kind: Move, Target: 1, Feet: 10, Pace: wounds.Run}, 4},
			{1, Action{Kind: Move, Target: 0, Feet: 10, Pace: wounds.Run}, 8},
			{0, Action{Kind: Flee}, 10},
			{1, Action{Kind: Flee}, 18},
			{0, Action{Kind: Move, Target: 1, Feet: 10, Pace: wounds.Walk}, 20},
			{0, Action{Kind: Move, Target: 1, Feet: 5, Pace: wounds.Sprint}, 1}, // 1 × 2 − 2 = 0: never under 1
		} {
			if _, got, err := f.check(c.who, c.a); err != nil || got != c.want {
				t.Errorf("%s %s: %d counts, %v; want %d", f.men[c.who].sh.Name, c.a, got, err, c.want)
			}
		}
	})
	t.Run("GUD-18 Improved Arc of Fire and Courage's ducking change nothing in a fight", func(t *testing.T) {
		// The fight has no facing and no ducking rule: a man with both
		// takes the same counts and shot modifiers as one without.
		h := testShooter("Hickok")
		h.Talents = []string{talent.ImprovedArcOfFire}
		u := testShooter("Tutt")
		u.Talents = []string{talent.Courage}
		f := pair(t, h, u, script(t))
		f.inHand(0, 0, false)
		f.inHand(1, 0, false)
		var a, b Mods
		if f.shotMods(0, 1, f.men[0].st.Guns[0].Row, 30, &a) != f.shotMods(1, 0, f.men[1].st.Guns[0].Row, 30, &b) || a != b {
			t.Errorf("%v\n%v", a, b)
		}
	})
}
