package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// Test is the record of a dice expression rolled against a target: the
// roll with all its faces, each modifier with its reason, the total, the
// target and how it was compared, the outcome and the margin. It is a
// [Check] whose dice are a whole expression ("2d6+1", "4d6kh3") rather than
// one group; Margin and Success read as they do there.
type Test struct {
	Label   string  // what was tested; may be empty
	Roll    Result  // the expression rolled, every face recorded
	Mods    Mods    // modifiers, each with its reason
	Total   int     // Roll.Total + Mods.Sum()
	Cmp     Compare // how Total is compared with Target
	Target  int
	Success bool
	Margin  int
}

// Against rolls the expression, adds the modifiers and compares the total
// with the target: e.Against(r, AtLeast, 8) is the plain "total ≥ 8" test.
// The target is never part of the notation, so "2d6+1" against 8 cannot be
// read as a success count. Draws: those of [Expr.Roll].
func (e *Expr) Against(r Rand, cmp Compare, target int, mods ...Mod) Test {
	t := Test{Roll: e.Roll(r), Cmp: cmp, Target: target}
	t.Mods.Add(mods...)
	t.Total = t.Roll.Total + t.Mods.Sum()
	t.Margin, t.Success = cmp.judge(t.Total, target)
	return t
}

// Skill rolls the expression as an Aces & Eights skill check (rule DI-5):
// its total plus the difficulty's bonus plus the modifiers succeeds when it
// is greater than or equal to the mastery. So "d100" is the skill check of
// [SkillCheck], and "d100+d10" a house rule's. The mastery must be 1..100,
// or the error wraps [ErrMastery]. Draws: those of [Expr.Roll].
func (e *Expr) Skill(r Rand, mastery int, d Difficulty, mods ...Mod) (Test, error) {
	if mastery < MinMastery || mastery > MaxMastery {
		return Test{}, fmt.Errorf("%w: %d%%, want %d..%d", ErrMastery, mastery, MinMastery, MaxMastery)
	}
	all := make([]Mod, 0, MaxMods)
	all = append(append(all, Mod{Value: d.Bonus, Why: d.Name}), mods...)
	return e.Against(r, AtLeast, mastery, all...), nil
}

// Chance returns the exact chance that [Expr.Against] succeeds with the same
// comparison, target and modifiers, from the expression's [Expr.Distribution]
// (no sampling), within [0, 1] (a sum of rounded probabilities is clamped).
// With open-ended dice the chance leaves out the truncated tail, under
// 1e-12. NoTarget never succeeds: its chance is 0. An expression too large
// to compute wraps [ErrDice].
func (e *Expr) Chance(cmp Compare, target int, mods ...Mod) (float64, error) {
	d, err := e.Distribution(1e-12)
	if err != nil {
		return 0, err
	}
	bonus := 0
	for _, m := range mods {
		bonus += m.Value
	}
	// The roll must reach need, or stay under it, before the modifiers.
	need := target - bonus
	switch cmp {
	case AtLeast:
		return d.AtLeast(need), nil
	case Above:
		return d.AtLeast(need + 1), nil
	case Below:
		return d.CDF(need - 1), nil
	case AtMost:
		return d.CDF(need), nil
	case BelowHalf: // 2 × (roll + bonus) < target
		return d.CDF(floorDiv(target-1, 2) - bonus), nil
	case AtMostHalf: // 2 × (roll + bonus) ≤ target
		return d.CDF(floorDiv(target, 2) - bonus), nil
	}
	return 0, nil
}

// SkillChance returns the exact chance that [Expr.Skill] succeeds: the
// chance that the total plus the difficulty's bonus plus the modifiers
// reaches the mastery. "d100" against Riding 72% at Average (+40) needs a
// 32 or more: 0.69, as [SkillChance] says. The mastery must be 1..100, or
// the error wraps [ErrMastery].
func (e *Expr) SkillChance(mastery int, d Difficulty, mods ...Mod) (float64, error) {
	if mastery < MinMastery || mastery > MaxMastery {
		return 0, fmt.Errorf("%w: %d%%, want %d..%d", ErrMastery, mastery, MinMastery, MaxMastery)
	}
	return e.Chance(AtLeast, mastery-d.Bonus, mods...)
}

// String formats the test as table talk:
//
//	Jump: 2d6+1: [3, 5] + 1 = 9 +1 (boots) = 10 ≥ 8: success by 2
func (t Test) String() string {
	var b strings.Builder
	appendLabel(&b, t.Label)
	b.WriteString(t.Roll.String())
	if t.Mods.n > 0 {
		b.WriteByte(' ')
		t.Mods.appendTo(&b)
		b.WriteString(" = ")
		b.WriteString(strconv.Itoa(t.Total))
	}
	appendOutcome(&b, t.Cmp, t.Total, t.Target, t.Success, t.Margin, "")
	return b.String()
}

// Equal reports whether two tests are the same record (so that go-cmp can
// compare them).
func (t Test) Equal(o Test) bool {
	return t.Label == o.Label && t.Roll.Equal(o.Roll) && t.Mods.Equal(o.Mods) && t.Total == o.Total &&
		t.Cmp == o.Cmp && t.Target == o.Target && t.Success == o.Success && t.Margin == o.Margin
}
