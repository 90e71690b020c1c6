package dice_test

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestTwoD6(t *testing.T) {
	grades := dice.DefaultGrades()
	average, _ := grades.Lookup("Average") // target 9
	cases := []struct {
		name           string
		faces          []int
		char, skill    int
		success        bool
		fumble, crit   bool
		target, margin int
	}{
		{"DI-9 3 + 2 + 2d6 (2, 2) = 9 meets Average 9", []int{2, 2}, 3, 2, true, false, false, 9, 0},
		{"DI-9 3 + 2 + 2d6 (2, 1) = 8 misses Average 9", []int{2, 1}, 3, 2, false, false, false, 9, -1},
		{"DI-9 double 1 is an automatic failure even when the total is enough", []int{1, 1}, 9, 9, false, true, false, 9, 11},
		{"DI-9 double 6 is a critical success even when the total falls short: 0 + 1 + 12 = 13 < Extreme 15", []int{6, 6}, 0, 1, true, false, true, 15, -2},
		{"DI-9 a skill of 0 raises the difficulty one grade: Average 9 → Hard 11", []int{4, 4}, 2, 0, false, false, false, 11, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := dicetest.NewScript(t, c.faces...)
			g := average
			if c.crit {
				g, _ = grades.Lookup("Extreme")
			}
			got, err := grades.Check(s, c.char, c.skill, g)
			s.Done()
			if err != nil {
				t.Fatal(err)
			}
			if got.Success != c.success || got.Fumble != c.fumble || got.Critical != c.crit || got.Target != c.target || got.Margin != c.margin {
				t.Errorf("%v: success %v fumble %v crit %v target %d margin %d", got, got.Success, got.Fumble, got.Critical, got.Target, got.Margin)
			}
		})
	}
	t.Run("DI-9 the record reads like table talk", func(t *testing.T) {
		got, _ := grades.Check(dicetest.NewScript(t, 1, 1), 4, 3, average)
		if want := "Average: 2d6 1, 1 +4 (characteristic) +3 (skill) = 9 ≥ 9: automatic failure"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("DI-9 bad ratings and grades are errors", func(t *testing.T) {
		if _, err := grades.Check(dice.NewSource(1), -1, 2, average); !errors.Is(err, dice.ErrRating) {
			t.Errorf("negative characteristic: %v", err)
		}
		if _, err := grades.Check(dice.NewSource(1), 3, 0, dice.Grade{Name: "Heroic", Target: 20}); !errors.Is(err, dice.ErrDifficulty) {
			t.Errorf("unknown grade: %v", err)
		}
		if _, err := dice.Opposed2d6(dice.NewSource(1), dice.Rating{Characteristic: 31}, dice.Rating{}); !errors.Is(err, dice.ErrRating) {
			t.Errorf("rating 31: %v", err)
		}
	})
}

func TestOpposed2d6(t *testing.T) {
	t.Run("DI-9 the higher total wins", func(t *testing.T) {
		s := dicetest.NewScript(t, 3, 4, 2, 2)
		c, err := dice.Opposed2d6(s, dice.Rating{Characteristic: 2, Skill: 1}, dice.Rating{Characteristic: 3, Skill: 2})
		s.Done()
		if err != nil || c.Winner != dice.SideA || c.By != 1 || c.Rerolls != 0 {
			t.Errorf("%v, %v: want A by 1 (10 vs 9)", c, err)
		}
	})
	t.Run("DID-4 on a tie both re-roll", func(t *testing.T) {
		// 2+1+(3,4)=10 vs 3+2+(3,2)=10: tie; then 2+1+(1,1)=5 vs 3+2+(1,2)=8.
		s := dicetest.NewScript(t, 3, 4, 3, 2, 1, 1, 1, 2)
		c, err := dice.Opposed2d6(s, dice.Rating{Characteristic: 2, Skill: 1}, dice.Rating{Characteristic: 3, Skill: 2})
		s.Done()
		if err != nil || c.Winner != dice.SideB || c.By != 3 || c.Rerolls != 1 {
			t.Errorf("%v, %v: want B by 3 after 1 re-roll", c, err)
		}
	})
}

func TestGradeTable(t *testing.T) {
	if err := dice.DefaultGrades().Validate(); err != nil {
		t.Fatal(err)
	}
	var g dice.GradeTable
	for _, bad := range []string{`[]`, `[{"name":"A","target":5},{"name":"B","target":5}]`, `[{"name":" ","target":5}]`, `[{"name":"A","target":5},{"name":"a","target":7}]`, `x`} {
		if err := g.UnmarshalJSON([]byte(bad)); !errors.Is(err, dice.ErrDifficulty) {
			t.Errorf("UnmarshalJSON(%s) = %v", bad, err)
		}
	}
	if _, err := dice.DefaultGrades().Lookup("Legendary"); !errors.Is(err, dice.ErrDifficulty) {
		t.Errorf("Lookup(Legendary) = %v", err)
	}
}
