package reputation

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestMisuse(t *testing.T) {
	t.Run("a re-roll or mulligan with nil dice is ErrReroll and spends nothing", func(t *testing.T) {
		c, err := dice.SkillCheck(dice.NewSource(1), 72, dice.Average())
		if err != nil {
			t.Fatal(err)
		}
		s := Standing{Reputation: 120, RP: 120}
		before := s
		if _, err := s.Reroll(nil, SkillCheck, c); !errors.Is(err, ErrReroll) || s != before {
			t.Errorf("Reroll(nil): err %v, standing %+v", err, s)
		}
		s.StartSession()
		before = s
		if _, err := s.Mulligan(nil, SkillCheck, c); !errors.Is(err, ErrReroll) || s != before {
			t.Errorf("Mulligan(nil): err %v, standing %+v", err, s)
		}
	})
}
