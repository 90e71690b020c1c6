package dice_test

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestOppose(t *testing.T) {
	d20 := dice.Dice{N: 1, Sides: 20}
	t.Run("GU-8 wrestling: d20 + Str against d20 + Str, the higher wins", func(t *testing.T) {
		s := dicetest.NewScript(t, 14, 9)
		c := dice.OpposedRoll(s, d20, []dice.Mod{{Value: 3, Why: "Str"}}, []dice.Mod{{Value: 1, Why: "Str"}}, dice.SideB)
		s.Done()
		if c.Winner != dice.SideA || c.By != 7 {
			t.Errorf("%v: want A by 7", c)
		}
		if want := "d20 14 +3 (Str) = 17 vs d20 9 +1 (Str) = 10: A wins by 7"; c.String() != want {
			t.Errorf("String() = %q, want %q", c.String(), want)
		}
	})
	t.Run("GUD-6 ties favour the defender when asked", func(t *testing.T) {
		s := dicetest.NewScript(t, 10, 12)
		c := dice.OpposedRoll(s, d20, []dice.Mod{{Value: 2}}, nil, dice.SideB)
		if c.Winner != dice.SideB || c.By != 0 {
			t.Errorf("%v: want B on the tie", c)
		}
	})
	t.Run("a tie with no favoured side is a draw", func(t *testing.T) {
		s := dicetest.NewScript(t, 10, 10)
		if c := dice.OpposedRoll(s, d20, nil, nil, dice.Neither); c.Winner != dice.Neither || c.String() != "d20 10 = 10 vs d20 10 = 10: tie" {
			t.Errorf("%v", c)
		}
	})
	t.Run("TRD-2 skill checks are opposed by their margins, not their totals", func(t *testing.T) {
		// Prosecutor 40%: 30 + 40 = 70, margin 30. Defender 80%: 70 + 40 = 110, margin 30.
		s := dicetest.NewScript(t, 30, 70)
		a, _ := dice.SkillCheck(s, 40, dice.Average())
		b, _ := dice.SkillCheck(s, 80, dice.Average())
		if c := dice.Oppose(a, b, dice.Neither); c.Winner != dice.Neither {
			t.Errorf("equal margins: %v", c)
		}
		s = dicetest.NewScript(t, 35, 70)
		a, _ = dice.SkillCheck(s, 40, dice.Average())
		b, _ = dice.SkillCheck(s, 80, dice.Average())
		if c := dice.Oppose(a, b, dice.Neither); c.Winner != dice.SideA || c.By != 5 {
			t.Errorf("margins 35 vs 30: %v", c)
		}
	})
}
