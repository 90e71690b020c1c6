package reputation

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/internal/pronoun"
)

// model is a character model of a caller's own.
type model struct {
	rep, fame, highest int
	talents            []string
	pronoun            Pronoun
}

func (m model) Standing() (int, int) { return m.rep, m.fame }

// sheetLike has what *character.Sheet has besides Standing.
type sheetLike struct{ model }

func (m sheetLike) HighestFame() int { return m.highest }
func (m sheetLike) HasTalent(n string) bool {
	for _, t := range m.talents {
		if t == n {
			return true
		}
	}
	return false
}
func (m sheetLike) Pronoun() Pronoun { return m.pronoun }

func TestStandingOf(t *testing.T) {
	t.Run("RED-5 the standing of a sheet keeps his highest Fame: the songs of Fame 50 come once", func(t *testing.T) {
		// Fame 45 now, 55 once: a +10 award takes him back to 55, and no
		// song is sung again.
		s, err := StandingOf(sheetLike{model{rep: 30, fame: 45, highest: 55, talents: []string{"Reputation Bonus"}, pronoun: pronoun.She}})
		if err != nil {
			t.Fatal(err)
		}
		want := Standing{Reputation: 30, RP: 30, Fame: 45, MaxFame: 55, ReputationBonus: true, Pronoun: pronoun.She}
		if d := cmp.Diff(want, s); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
		w, err := s.Award(Award{Why: "talk", Fame: 10})
		if err != nil || w.Songs {
			t.Errorf("Fame 45 → 55 again: songs %v, err %v", w.Songs, err)
		}
	})
	t.Run("RE-2 a model of its own: RP equal to the score, its Fame its highest", func(t *testing.T) {
		s, err := StandingOf(model{rep: -8, fame: 3})
		if err != nil || s != (Standing{Reputation: -8, Fame: 3, MaxFame: 3}) {
			t.Errorf("%+v, %v", s, err)
		}
		if _, err := StandingOf(model{rep: MaxScore + 1}); !errors.Is(err, ErrStanding) {
			t.Errorf("a score beyond the rules: %v", err)
		}
	})
}
