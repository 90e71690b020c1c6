package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

func TestPastThreshold(t *testing.T) {
	t.Run("GUD-16 GUD-9 the \"again\" is armed from count 0 for a man past his threshold: Low past 25%, Average past 50%", func(t *testing.T) {
		// 22 hit points: Low's threshold is 6 lost (6 × 4 ≥ 22), Average's
		// 11 (11 × 2 ≥ 22); Great chooses freely; Courage changes no cover.
		for _, c := range []struct {
			rep, lost int
			armed     bool
		}{{15, 5, false}, {15, 6, true}, {45, 10, false}, {45, 11, true}, {80, 20, false}, {3, 20, false}} {
			p, err := wounds.NewPatient(wounds.Body{Con: 11, MaxHP: 22}, dice.NewSource(1), nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := p.Wound(wounds.Hit{Damage: c.lost, Cause: wounds.Brawling}); err != nil {
				t.Fatal(err)
			}
			s := StandardDuel()
			s.Shooters[0].Reputation, s.Shooters[0].Condition = c.rep, p.Condition()
			f, err := NewFight(s, dice.NewSource(1))
			if err != nil {
				t.Fatal(err)
			}
			m := &f.men[0]
			if m.st.Armed != c.armed || (m.st.Order == reputation.SeekCover) != c.armed {
				t.Errorf("Reputation %d, %d of 22 lost: armed %v, order %v; want armed %v", c.rep, c.lost, m.st.Armed, m.st.Order, c.armed)
			}
			// The runner's reset puts him back past it for every duel.
			f.reset()
			if m.st.Armed != c.armed {
				t.Errorf("Reputation %d after reset: armed %v", c.rep, m.st.Armed)
			}
		}
	})
}
