package dice_test

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestAbilityCheck(t *testing.T) {
	cases := []struct {
		name    string
		face    int
		score   int
		half    bool
		mods    []dice.Mod
		success bool
		margin  int
	}{
		{"DI-4 Str 13: a 12 is less than 13 and succeeds", 12, 13, false, nil, true, 1},
		{"DI-4 Str 13: a 13 is not less than 13 and fails", 13, 13, false, nil, false, 0},
		{"DI-4 half Str 12 is 6: a 5 succeeds by 1", 5, 12, true, nil, true, 1},
		{"DI-4 half Str 12 is 6: a 6 fails", 6, 12, true, nil, false, 0},
		{"DID-1 a +1 bonus on a roll-under check lowers the roll: 13 -1 = 12 < 13", 13, 13, false, []dice.Mod{{Value: -1, Why: "Great reputation"}}, true, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := dicetest.NewScript(t, c.face)
			check := dice.AbilityCheck
			if c.half {
				check = dice.HalfAbilityCheck
			}
			got, err := check(s, c.score, c.mods...)
			s.Done()
			if err != nil {
				t.Fatal(err)
			}
			cmp := dice.Below
			if c.half {
				cmp = dice.BelowHalf
			}
			if got.Success != c.success || got.Margin != c.margin || got.Cmp != cmp {
				t.Errorf("%v: success %v margin %d, want %v %d", got, got.Success, got.Margin, c.success, c.margin)
			}
		})
	}
	t.Run("DI-4 scores outside 1..30 are errors", func(t *testing.T) {
		for _, score := range []int{0, -3, 31} {
			if _, err := dice.AbilityCheck(dice.NewSource(1), score); !errors.Is(err, dice.ErrAbility) {
				t.Errorf("AbilityCheck(%d) = %v, want ErrAbility", score, err)
			}
			if _, err := dice.HalfAbilityCheck(dice.NewSource(1), score); !errors.Is(err, dice.ErrAbility) {
				t.Errorf("HalfAbilityCheck(%d) = %v, want ErrAbility", score, err)
			}
		}
	})
}

func TestHalfAbilityCheck(t *testing.T) {
	// DID-5: against half a score the comparison is exact: a d20 succeeds
	// when 2 × face < score. Half of 9 is 4½ (faces 1–4 succeed), of 13
	// 6½ (1–6), of 15 7½ (1–7); the face of the half itself (4, 6, 7) is the
	// one that rounding the half down used to lose. The exact margin is
	// half − face: 6½ − 6 = ½, recorded rounded up (1) so that Margin > 0
	// still means success, 6½ − 7 = −½ recorded as 0.
	for _, c := range []struct {
		score, last int // the highest face that succeeds
	}{{9, 4}, {13, 6}, {15, 7}} {
		t.Run(fmt.Sprintf("DID-5 half of %d is %d½: faces 1..%d succeed, %d..20 fail", c.score, c.score/2, c.last, c.last+1), func(t *testing.T) {
			for face := 1; face <= 20; face++ {
				s := dicetest.NewScript(t, face)
				got, err := dice.HalfAbilityCheck(s, c.score)
				s.Done()
				if err != nil {
					t.Fatal(err)
				}
				m2 := c.score - 2*face // the exact margin, in halves
				wantMargin := (m2 + 1) / 2
				if m2 < 0 {
					wantMargin = -((-m2) / 2)
				}
				if got.Success != (face <= c.last) || got.Margin != wantMargin || got.Target != c.score || got.Cmp != dice.BelowHalf {
					t.Errorf("face %d: %v (success %v, margin %d), want success %v, margin %d", face, got, got.Success, got.Margin, face <= c.last, wantMargin)
				}
			}
		})
	}
	t.Run("DID-5 the record prints the half exactly: d20 6 = 6 < 6½ (half of 13)", func(t *testing.T) {
		for face, want := range map[int]string{
			6:  "d20 6 = 6 < 6½ (half of 13): success by ½",
			7:  "d20 7 = 7 < 6½ (half of 13): failure by ½",
			1:  "d20 1 = 1 < 6½ (half of 13): success by 5½",
			20: "d20 20 = 20 < 6½ (half of 13): failure by 13½",
		} {
			got, _ := dice.HalfAbilityCheck(dicetest.NewScript(t, face), 13)
			if got.String() != want {
				t.Errorf("face %d: %q, want %q", face, got.String(), want)
			}
		}
		got, _ := dice.HalfAbilityCheck(dicetest.NewScript(t, 5), 12)
		if want := "d20 5 = 5 < 6 (half of 12): success by 1"; got.String() != want {
			t.Errorf("%q, want %q", got.String(), want)
		}
	})
	t.Run("DID-5 at most half: 2 × total ≤ score, so 6 is at most half of 13 and 7 is not", func(t *testing.T) {
		for face, success := range map[int]bool{6: true, 7: false} {
			got := dice.RollAgainst(dicetest.NewScript(t, face), dice.Dice{N: 1, Sides: 20}, dice.AtMostHalf, 13)
			if got.Success != success || got.Success != (got.Margin >= 0) {
				t.Errorf("%v: success %v margin %d", got, got.Success, got.Margin)
			}
		}
	})
	t.Run("DID-5 the exact chance: half Con 13 succeeds on 6 faces of 20", func(t *testing.T) {
		p, err := dice.MustParse("d20").Chance(dice.BelowHalf, 13)
		if err != nil || !near(p, 6.0/20) {
			t.Errorf("Chance = %v, %v; want 0.3", p, err)
		}
		if p, _ := dice.MustParse("d20").Chance(dice.AtMostHalf, 13); !near(p, 6.0/20) {
			t.Errorf("at most half of 13: %v, want 0.3 (faces 1..6)", p)
		}
		if p, _ := dice.MustParse("d20").Chance(dice.AtMostHalf, 12, dice.Mod{Value: -1}); !near(p, 7.0/20) {
			t.Errorf("at most half of 12 with -1: %v, want 0.35 (faces 1..7)", p)
		}
	})
}

func TestSkillCheck(t *testing.T) {
	t.Run("DI-5 Riding 72% at Average: a 31 fails by 1", func(t *testing.T) {
		s := dicetest.NewScript(t, 31)
		got, err := dice.SkillCheck(s, 72, dice.Average())
		s.Done()
		if err != nil || got.Success || got.Margin != -1 || got.Total != 71 {
			t.Errorf("%v (err %v): want total 71, failure by 1", got, err)
		}
	})
	t.Run("DI-5 Riding 72% at Average: a 32 succeeds by 0", func(t *testing.T) {
		s := dicetest.NewScript(t, 32)
		got, err := dice.SkillCheck(s, 72, dice.Average())
		s.Done()
		if err != nil || !got.Success || got.Margin != 0 || got.Total != 72 {
			t.Errorf("%v (err %v): want total 72, success by 0", got, err)
		}
	})
	t.Run("DI-5 the record reads like table talk", func(t *testing.T) {
		s := dicetest.NewScript(t, 47)
		got, _ := dice.SkillCheck(s, 72, dice.Average())
		got.Label = "Riding"
		if want := "Riding: d100 47 +40 (Average) = 87 ≥ 72: success by 15"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("DI-5 unskilled is 100%: Difficult +0 needs the 100", func(t *testing.T) {
		for face, ok := range map[int]bool{99: false, 100: true} {
			s := dicetest.NewScript(t, face)
			got, _ := dice.SkillCheck(s, 100, dice.Difficult())
			if got.Success != ok {
				t.Errorf("d100 %d vs 100%% at Difficult: success %v, want %v", face, got.Success, ok)
			}
		}
	})
	t.Run("DI-5 modifiers add to the d100", func(t *testing.T) {
		s := dicetest.NewScript(t, 50)
		got, _ := dice.SkillCheck(s, 95, dice.Difficult(), dice.Mod{Value: -10, Why: "rain"})
		if got.Total != 40 || got.Success || got.Margin != -55 {
			t.Errorf("%v: want total 40, failure by 55", got)
		}
	})
	t.Run("DI-5 a mastery of 0 or 140 is an error", func(t *testing.T) {
		for _, m := range []int{0, 140, 101, -5} {
			if _, err := dice.SkillCheck(dice.NewSource(1), m, dice.Average()); !errors.Is(err, dice.ErrMastery) {
				t.Errorf("SkillCheck(%d%%) = %v, want ErrMastery", m, err)
			}
		}
	})
}

func TestDifficultyTable(t *testing.T) {
	t.Run("DI-6 Trivial +90, Easy +80, Average +40, Difficult +0, Very Difficult -10", func(t *testing.T) {
		want := dice.DifficultyTable{
			{Name: "Trivial", Bonus: 90}, {Name: "Easy", Bonus: 80}, {Name: "Average", Bonus: 40},
			{Name: "Difficult", Bonus: 0}, {Name: "Very Difficult", Bonus: -10},
		}
		if diff := cmp.Diff(want, dice.DefaultDifficulties()); diff != "" {
			t.Errorf("DefaultDifficulties() (-want +got):\n%s", diff)
		}
		if err := dice.DefaultDifficulties().Validate(); err != nil {
			t.Error(err)
		}
	})
	t.Run("DI-6 no caller can change a difficulty or a default table for the process", func(t *testing.T) {
		// Spoil every value and table handed out, then ask again: Average is
		// still +40 (DI-6), so Riding 72% at Average still succeeds on a
		// d100 of 32, by 0 (32 + 40 − 72, DI-5).
		avg := dice.Average()
		avg.Bonus = 99
		diffs := dice.DefaultDifficulties()
		diffs[2].Bonus = 99
		grades := dice.DefaultGrades()
		grades[0].Target = 99
		levels := dice.DefaultMasteryLevels()
		levels[5].Best = 99
		if got := dice.Average(); got != (dice.Difficulty{Name: "Average", Bonus: 40}) {
			t.Errorf("Average() = %v after a caller changed its copy", got)
		}
		if got := dice.DefaultDifficulties()[2]; got != (dice.Difficulty{Name: "Average", Bonus: 40}) {
			t.Errorf("DefaultDifficulties()[2] = %v after a caller changed its copy", got)
		}
		if got := dice.DefaultGrades()[0]; got != (dice.Grade{Name: "Very Easy", Target: 5}) {
			t.Errorf("DefaultGrades()[0] = %v after a caller changed its copy", got)
		}
		if got := dice.DefaultMasteryLevels()[5]; got != (dice.MasteryBand{Level: dice.LevelMaster, Best: 1, Worst: 10}) {
			t.Errorf("DefaultMasteryLevels()[5] = %v after a caller changed its copy", got)
		}
		c, err := dice.SkillCheck(dicetest.NewScript(t, 32), 72, dice.Average())
		if err != nil || !c.Success || c.Margin != 0 {
			t.Errorf("72%% at Average on a 32: %v, %v; want success by 0", c, err)
		}
	})
	t.Run("DI-6 lookup by name, case-insensitive; unknown names are errors", func(t *testing.T) {
		tab := dice.DefaultDifficulties()
		if d, err := tab.Lookup("very difficult"); err != nil || d != dice.VeryDifficult() {
			t.Errorf("Lookup = %v, %v", d, err)
		}
		if _, err := tab.Lookup("Heroic"); !errors.Is(err, dice.ErrDifficulty) {
			t.Errorf("Lookup(Heroic) = %v, want ErrDifficulty", err)
		}
	})
	t.Run("DI-6 one grade easier or harder moves along the table and stops at its ends", func(t *testing.T) {
		tab := dice.DefaultDifficulties()
		for _, c := range []struct {
			from   dice.Difficulty
			grades int
			want   dice.Difficulty
		}{
			{dice.Average(), -1, dice.Easy()}, {dice.Difficult(), 1, dice.VeryDifficult()},
			{dice.Trivial(), -1, dice.Trivial()}, {dice.VeryDifficult(), 3, dice.VeryDifficult()},
		} {
			if got, err := tab.Shift(c.from, c.grades); err != nil || got != c.want {
				t.Errorf("Shift(%v, %d) = %v, %v; want %v", c.from, c.grades, got, err, c.want)
			}
		}
		if _, err := tab.Shift(dice.Difficulty{Name: "Heroic"}, 1); !errors.Is(err, dice.ErrDifficulty) {
			t.Errorf("Shift(unknown) = %v", err)
		}
	})
	t.Run("DI-6 a user table loads from JSON and a broken one names its row", func(t *testing.T) {
		var tab dice.DifficultyTable
		if err := tab.UnmarshalJSON([]byte(`[{"name":"Easy","bonus":50},{"name":"Hard","bonus":-20}]`)); err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{
			`[]`, `[{"name":"","bonus":1}]`, `[{"name":"A","bonus":200}]`,
			`[{"name":"A","bonus":1},{"name":"B","bonus":5}]`, `[{"name":"A","bonus":1},{"name":"a","bonus":0}]`, `{`,
		} {
			if err := tab.UnmarshalJSON([]byte(bad)); !errors.Is(err, dice.ErrDifficulty) {
				t.Errorf("UnmarshalJSON(%s) = %v, want ErrDifficulty", bad, err)
			}
		}
	})
}

func TestRollAgainst(t *testing.T) {
	// Wound Constitution checks roll 2d10 and must come in at or under the
	// target (rule WOD-4): 3 + 4 + 1 = 8 ≤ 13 succeeds by 5.
	s := dicetest.NewScript(t, 3, 4)
	got := dice.RollAgainst(s, dice.Dice{N: 2, Sides: 10}, dice.AtMost, 13, dice.Mod{Value: 1, Why: "excess"})
	got.Label = "Con"
	s.Done()
	if want := "Con: 2d10 3, 4 +1 (excess) = 8 ≤ 13: success by 5"; got.String() != want {
		t.Errorf("String() = %q, want %q", got.String(), want)
	}
	// Above needs strictly more: 10 > 10 fails.
	s = dicetest.NewScript(t, 10)
	if got := dice.RollAgainst(s, dice.Dice{N: 1, Sides: 20}, dice.Above, 10); got.Success || got.Margin != 0 {
		t.Errorf("10 > 10: %v", got)
	}
	// NoTarget: the margin is the total and there is no success.
	s = dicetest.NewScript(t, 14)
	if got := dice.RollAgainst(s, dice.Dice{N: 1, Sides: 20}, dice.NoTarget, 0, dice.Mod{Value: 3}); got.Margin != 17 || got.Success || got.String() != "d20 14 +3 = 17" {
		t.Errorf("NoTarget: %v margin %d", got, got.Margin)
	}
}

func TestFumbleIsTheNaturalFace(t *testing.T) {
	t.Run("DI-3 a natural 1 shows on the record even when modifiers raise the total", func(t *testing.T) {
		s := dicetest.NewScript(t, 1)
		got := dice.RollAgainst(s, dice.Dice{N: 1, Sides: 20}, dice.AtLeast, 5, dice.Mod{Value: 10})
		if got.Throw.Natural() != 1 || !got.Success || got.Fumble {
			t.Errorf("%v: natural %d fumble %v", got, got.Throw.Natural(), got.Fumble)
		}
	})
}

func TestMods(t *testing.T) {
	var ms dice.Mods
	for i := range 9 {
		ms.Add(dice.Mod{Value: i + 1, Why: "m"})
	}
	// 1+2+…+9 = 45; the sixth slot holds 6+7+8+9 = 30 as "others".
	if ms.Sum() != 45 || len(ms.List()) != dice.MaxMods || ms.List()[dice.MaxMods-1] != (dice.Mod{Value: 30, Why: "others"}) {
		t.Fatalf("Mods = %v, sum %d", ms, ms.Sum())
	}
	b, err := ms.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var back dice.Mods
	if err := back.UnmarshalJSON(b); err != nil || back.Sum() != 45 || back.String() != ms.String() {
		t.Fatalf("round trip %s: %v %v", b, back, err)
	}
	if got := (dice.Mod{Value: -4, Why: "hip"}).String(); got != "-4 (hip)" {
		t.Errorf("Mod.String() = %q", got)
	}
}

func TestReroll(t *testing.T) {
	t.Run("RE-2 a re-roll rolls the same check again: dice, modifiers, target and label", func(t *testing.T) {
		s := dicetest.NewScript(t, 20, 60)
		first, _ := dice.SkillCheck(s, 72, dice.Average(), dice.Mod{Value: -5, Why: "wounds"})
		first.Label = "Riding"
		second := first.Reroll(s)
		s.Done()
		if first.Success || !second.Success || second.Total != 95 || second.Label != "Riding" || second.Mods.Sum() != 35 {
			t.Errorf("first %v, re-roll %v", first, second)
		}
	})
	t.Run("DI-9 a re-rolled 2d6 check keeps the double-1 rule", func(t *testing.T) {
		grades := dice.DefaultGrades()
		easy, _ := grades.Lookup("Easy")
		s := dicetest.NewScript(t, 3, 4, 1, 1)
		first, _ := grades.Check(s, 5, 5, easy)
		second := first.Reroll(s)
		s.Done()
		if !first.Success || second.Success || !second.Fumble || second.Total != 12 {
			t.Errorf("first %v, re-roll %v", first, second)
		}
	})
}

func TestRecordsCompareWithCmp(t *testing.T) {
	s := dicetest.NewScript(t, 5, 5)
	a, _ := dice.SkillCheck(s, 50, dice.Easy())
	b, _ := dice.SkillCheck(s, 50, dice.Easy())
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("equal checks differ:\n%s", diff)
	}
	if cmp.Equal(d6p.Roll(dicetest.NewScript(t, 3)), d6p.Roll(dicetest.NewScript(t, 4))) {
		t.Error("different throws compare equal")
	}
}

func TestInPlaceMatchesValue(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Filling a used record in place gives the same check as the value
		// form, from the same dice.
		seed := rapid.Uint64().Draw(t, "seed")
		mastery := rapid.IntRange(1, 100).Draw(t, "mastery")
		var mods []dice.Mod
		for range rapid.IntRange(0, 8).Draw(t, "mods") {
			mods = append(mods, dice.Mod{Value: rapid.IntRange(-20, 20).Draw(t, "v"), Why: "m"})
		}
		want, _ := dice.SkillCheck(dice.NewSource(seed), mastery, dice.Easy(), mods...)
		got, _ := dice.SkillCheck(dice.NewSource(seed+1), 50, dice.Trivial(), dice.Mod{Value: 3}, dice.Mod{Value: 4})
		got.Label = "stale"
		if err := got.Skill(dice.NewSource(seed), mastery, dice.Easy(), mods...); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("in place %v, value %v", got, want)
		}
	})
	var c dice.Check
	if err := c.Skill(dice.NewSource(1), 0, dice.Easy()); !errors.Is(err, dice.ErrMastery) || c != (dice.Check{}) {
		t.Errorf("Skill(0%%) = %v and changed the record to %v", err, c)
	}
}

func TestSkillChance(t *testing.T) {
	for _, c := range []struct {
		name    string
		mastery int
		d       dice.Difficulty
		mods    []dice.Mod
		want    float64
	}{
		{"DI-5 Riding 72% at Average needs 32 or more: 0.69", 72, dice.Average(), nil, 0.69},
		{"DI-5 unskilled at Difficult needs the 100: 0.01", 100, dice.Difficult(), nil, 0.01},
		{"DI-5 Trivial for a 50% skill always succeeds", 50, dice.Trivial(), nil, 1},
		{"DI-5 hopeless: 100% at Very Difficult needs 110", 100, dice.VeryDifficult(), nil, 0},
		{"DI-5 a -10 modifier: 72% at Average needs 42: 0.59", 72, dice.Average(), []dice.Mod{{Value: -10}}, 0.59},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := dice.SkillChance(c.mastery, c.d, c.mods...); math.Abs(got-c.want) > 1e-12 {
				t.Errorf("SkillChance = %v, want %v", got, c.want)
			}
			// Cross-check by counting the d100 faces that succeed.
			n := 0
			for f := 1; f <= 100; f++ {
				if got, _ := dice.SkillCheck(dicetest.NewScript(t, f), c.mastery, c.d, c.mods...); got.Success {
					n++
				}
			}
			if math.Abs(float64(n)/100-c.want) > 1e-12 {
				t.Errorf("%d faces of 100 succeed, want %v", n, c.want)
			}
		})
	}
}

func TestSkillInPlaceLeavesNothingBehind(t *testing.T) {
	// A check filled in place over an older one, with more modifiers and a
	// label, is the same record as a fresh one.
	c := dice.RollAgainst(dice.NewSource(3), dice.Dice{N: 2, Sides: 10, Open: dice.Penetrating}, dice.AtMost, 9,
		dice.Mod{Value: 1, Why: "a"}, dice.Mod{Value: 2, Why: "b"}, dice.Mod{Value: 3, Why: "c"})
	c.Label, c.Fumble, c.Critical = "old", true, true
	if err := c.Skill(dice.NewSource(4), 72, dice.Average()); err != nil {
		t.Fatal(err)
	}
	fresh, _ := dice.SkillCheck(dice.NewSource(4), 72, dice.Average())
	if !c.Equal(fresh) || c != fresh {
		t.Errorf("in place %v, fresh %v", c, fresh)
	}
}
