package dice_test

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

func TestExprAgainst(t *testing.T) {
	t.Run("2d6+1 against 8 rolls 3, 5: 9, +1 for boots is 10, success by 2", func(t *testing.T) {
		s := dicetest.NewScript(t, 3, 5)
		got := dice.MustParse("2d6+1").Against(s, dice.AtLeast, 8, dice.Mod{Value: 1, Why: "boots"})
		s.Done()
		got.Label = "Jump"
		if got.Total != 10 || !got.Success || got.Margin != 2 || got.Roll.Total != 9 {
			t.Errorf("%v", got)
		}
		if want := "Jump: 2d6+1: [3, 5] + 1 = 9 +1 (boots) = 10 ≥ 8: success by 2"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("4d6kh3 below 10 rolls 6, 4, 1, 3: 13 fails by 3", func(t *testing.T) {
		got := dice.MustParse("4d6kh3").Against(dicetest.NewScript(t, 6, 4, 1, 3), dice.Below, 10)
		if got.Success || got.Margin != -3 || got.String() != "4d6kh3: [6, 4, (1), 3] = 13 < 10: failure by 3" {
			t.Errorf("%v", got)
		}
	})
	t.Run("DI-5 d100 as a skill check: Riding 72% at Average succeeds on a 32, by 0", func(t *testing.T) {
		got, err := dice.MustParse("d100").Skill(dicetest.NewScript(t, 32), 72, dice.Average())
		if err != nil || !got.Success || got.Margin != 0 || got.Total != 72 || got.Mods.Sum() != 40 {
			t.Errorf("%v, %v", got, err)
		}
		if _, err := dice.MustParse("d100").Skill(dicetest.NewScript(t), 0, dice.Average()); !errors.Is(err, dice.ErrMastery) {
			t.Errorf("mastery 0: %v", err)
		}
		if _, err := dice.MustParse("d100").SkillChance(101, dice.Average()); !errors.Is(err, dice.ErrMastery) {
			t.Errorf("mastery 101: %v", err)
		}
	})
}

func TestExprChance(t *testing.T) {
	for _, c := range []struct {
		expr   string
		cmp    dice.Compare
		target int
		mods   []dice.Mod
		want   float64
		why    string
	}{
		{"2d6+1", dice.AtLeast, 8, nil, 21.0 / 36, "2d6 of 7 or more"},
		{"2d6+1", dice.AtLeast, 8, []dice.Mod{{Value: 1}}, 26.0 / 36, "2d6 of 6 or more"},
		{"2d6", dice.Below, 5, nil, 6.0 / 36, "2, 3 or 4"},
		{"2d6", dice.AtMost, 4, nil, 6.0 / 36, "2, 3 or 4"},
		{"2d6", dice.Above, 10, nil, 3.0 / 36, "11 or 12"},
		{"2d6", dice.NoTarget, 10, nil, 0, "no target, no success"},
		{"4d6kh3", dice.AtLeast, 18, nil, 21.0 / 1296, "the 18 of 4d6kh3"},
		{"6d10>=8", dice.AtLeast, 6, nil, 0.3 * 0.3 * 0.3 * 0.3 * 0.3 * 0.3, "all six dice 8 or more"},
	} {
		got, err := dice.MustParse(c.expr).Chance(c.cmp, c.target, c.mods...)
		if err != nil || !near(got, c.want) {
			t.Errorf("%s %v %d %v: %v, %v; want %v (%s)", c.expr, c.cmp, c.target, c.mods, got, err, c.want, c.why)
		}
	}
}

func TestExprSkillChanceIsSkillChance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// "d100" as an expression has the chance of the skill check itself.
		mastery := rapid.IntRange(dice.MinMastery, dice.MaxMastery).Draw(t, "mastery")
		d := rapid.SampledFrom(dice.DefaultDifficulties()).Draw(t, "difficulty")
		m := dice.Mod{Value: rapid.IntRange(-50, 50).Draw(t, "mod")}
		got, err := dice.MustParse("d100").SkillChance(mastery, d, m)
		if want := dice.SkillChance(mastery, d, m); err != nil || !near(got, want) {
			t.Fatalf("%d%% %v %v: %v, want %v (%v)", mastery, d, m, got, want, err)
		}
	})
}
