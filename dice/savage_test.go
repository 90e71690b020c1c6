package dice_test

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

func TestTraitTest(t *testing.T) {
	cases := []struct {
		name      string
		faces     []int
		die       int
		wild      bool
		mods      []dice.Mod
		total     int
		success   bool
		raises    int
		snakeEyes bool
	}{
		{"DI-8 TN 4: a total of 11 is one raise", []int{8, 3}, 8, false, nil, 11, true, 1, false},
		{"DI-8 TN 4: a total of 12 is two raises", []int{10, 2}, 10, false, nil, 12, true, 2, false},
		{"DI-8 TN 4: a 4 succeeds with no raise", []int{4}, 6, false, nil, 4, true, 0, false},
		{"DI-8 TN 4: a 3 fails", []int{3}, 6, false, nil, 3, false, 0, false},
		{"DI-8 the trait die explodes: d10 10, 10, 3 totals 23", []int{10, 10, 3}, 10, false, nil, 23, true, 4, false},
		{"DI-8 modifiers apply after explosions: d6 6, 2 -2 = 6", []int{6, 2}, 6, false, []dice.Mod{{Value: -2, Why: "torchlight"}}, 6, true, 0, false},
		{"DI-8 a Wild Card keeps the better of trait and wild die", []int{2, 5}, 8, true, nil, 5, true, 0, false},
		{"DI-8 the wild die explodes too: 3 and 6, 4 keep 10", []int{3, 6, 4}, 8, true, nil, 10, true, 1, false},
		{"DI-8 snake eyes is a critical failure whatever the modifiers", []int{1, 1}, 8, true, []dice.Mod{{Value: 5}}, 6, false, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := dicetest.NewScript(t, c.faces...)
			got, err := dice.TraitTest(s, c.die, c.wild, dice.TargetNumber, c.mods...)
			s.Done()
			if err != nil {
				t.Fatal(err)
			}
			if got.Total != c.total || got.Success != c.success || got.Raises != c.raises || got.SnakeEyes != c.snakeEyes {
				t.Errorf("%v: total %d success %v raises %d snake eyes %v; want %d %v %d %v",
					got, got.Total, got.Success, got.Raises, got.SnakeEyes, c.total, c.success, c.raises, c.snakeEyes)
			}
		})
	}
	t.Run("DI-8 the record reads like table talk", func(t *testing.T) {
		s := dicetest.NewScript(t, 8, 3, 4)
		got, _ := dice.TraitTest(s, 8, true, 4)
		if want := "d8! 8→3, wild d6! 4 = 11 vs TN 4: success, 1 raise"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("DI-8 unskilled rolls d4-2, the wild die at -2 as well", func(t *testing.T) {
		s := dicetest.NewScript(t, 3, 5)
		got := dice.UnskilledTest(s, true, 4)
		s.Done()
		if !got.KeptWild || got.Total != 3 || got.Success || got.Trait.Dice.Sides != 4 {
			t.Errorf("%v: want wild 5 - 2 = 3, a failure", got)
		}
	})
	t.Run("DI-8 trait dice are d4 to d12", func(t *testing.T) {
		for _, die := range []int{2, 3, 5, 14, 20} {
			if _, err := dice.TraitTest(dice.NewSource(1), die, false, 4); !errors.Is(err, dice.ErrTrait) {
				t.Errorf("TraitTest(d%d) = %v", die, err)
			}
		}
	})
	t.Run("DI-8 a group roll is one trait die and one wild die", func(t *testing.T) {
		s := dicetest.NewScript(t, 2, 4)
		got, err := dice.GroupRoll(s, 6, 4)
		s.Done()
		if err != nil || got.Total != 4 || !got.Success {
			t.Errorf("%v, %v", got, err)
		}
	})
}

func TestOpposeTraits(t *testing.T) {
	roll := func(faces ...int) dice.TraitRoll {
		r, err := dice.TraitTest(dicetest.NewScript(t, faces...), 12, false, 4)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	t.Run("DI-8 the winner counts raises over the loser's total: 15 vs 6 is 2 raises", func(t *testing.T) {
		c := dice.OpposeTraits(roll(12, 3), roll(6))
		if c.Winner != dice.SideA || c.Raises != 2 {
			t.Errorf("got %v with %d raises", c.Winner, c.Raises)
		}
	})
	t.Run("DI-8 the passive side can win", func(t *testing.T) {
		c := dice.OpposeTraits(roll(5), roll(9))
		if c.Winner != dice.SideB || c.Raises != 1 {
			t.Errorf("got %v with %d raises", c.Winner, c.Raises)
		}
	})
	t.Run("DI-8 ties are ties", func(t *testing.T) {
		if c := dice.OpposeTraits(roll(7), roll(7)); c.Winner != dice.Neither || c.Raises != 0 {
			t.Errorf("got %v", c.Winner)
		}
	})
}

func TestCooperate(t *testing.T) {
	ok := dice.TraitRoll{Success: true}
	raise2 := dice.TraitRoll{Success: true, Raises: 2}
	fail := dice.TraitRoll{}
	t.Run("DI-8 +1 per helper success and raise", func(t *testing.T) {
		if got := dice.Cooperate([]dice.TraitRoll{ok, fail, ok}, false); got.Value != 2 {
			t.Errorf("got %v, want +2", got)
		}
	})
	t.Run("DI-8 at most +4", func(t *testing.T) {
		if got := dice.Cooperate([]dice.TraitRoll{raise2, raise2}, false); got.Value != 4 {
			t.Errorf("got %v, want +4", got)
		}
	})
	t.Run("DI-8 no cap for Strength", func(t *testing.T) {
		if got := dice.Cooperate([]dice.TraitRoll{raise2, raise2}, true); got.Value != 6 {
			t.Errorf("got %v, want +6", got)
		}
	})
}

func TestTraitProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Raises are exactly the full fours over the TN of a success, and
		// never come with snake eyes.
		die := rapid.SampledFrom([]int{4, 6, 8, 10, 12}).Draw(t, "die")
		wild := rapid.Bool().Draw(t, "wild")
		tn := rapid.IntRange(1, 12).Draw(t, "tn")
		got, err := dice.TraitTest(dicetest.NewRapid(t), die, wild, tn)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		if got.Success {
			want = (got.Total - tn) / 4
		}
		if got.Raises != want || (got.SnakeEyes && got.Success) || got.Total < 1 {
			t.Fatalf("%v", got)
		}
	})
}
