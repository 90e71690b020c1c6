package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// Compare says how a check's total is compared with its target.
type Compare uint8

const (
	// NoTarget: a plain roll with modifiers, compared with nothing (an
	// opposed roll's side, an initiative roll).
	NoTarget Compare = iota
	// AtLeast: the total must be greater than or equal to the target (skill
	// checks, rule DI-5).
	AtLeast
	// Above: the total must exceed the target (a brawl attack).
	Above
	// Below: the total must be less than the target (ability checks, DI-4).
	Below
	// AtMost: the total must be less than or equal to the target (wound
	// Constitution checks on 2d10).
	AtMost
)

// symbol returns the comparison as it reads at the table.
func (c Compare) symbol() string {
	switch c {
	case AtLeast:
		return "≥"
	case Above:
		return ">"
	case Below:
		return "<"
	case AtMost:
		return "≤"
	}
	return ""
}

// MaxAbility is the highest ability score a check accepts. Scores run 3..18
// at creation and can rise beyond 18 by advancement and talents.
const MaxAbility = 30

// Check is the record of a roll against a target: the dice, each modifier
// with its reason, the total, the target and how it was compared, the outcome
// and the margin.
//
// Margin is how far the total beat the target, measured in the direction
// that is good for the roller: total − target for AtLeast and Above, target −
// total for Below and AtMost, and the total itself for NoTarget. So a higher
// margin is always better, success is Margin ≥ 0 (AtLeast, AtMost) or
// Margin > 0 (Above, Below), and [Oppose] can compare any two checks.
//
// Fumble and Critical are set only by rules that define them (the 2d6
// system's double 1 and double 6, Savage Worlds' snake eyes); other rules
// read the natural face with [Throw.Natural].
type Check struct {
	Label    string  // what was checked: "Riding", "Str", "half Con"; may be empty
	Throw    Throw   // the dice and their faces
	Mods     Mods    // modifiers, each with its reason
	Total    int     // Throw.Sum + Mods.Sum()
	Cmp      Compare // how Total is compared with Target
	Target   int     // the number to beat
	Success  bool
	Margin   int
	Fumble   bool
	Critical bool

	system system // the rule that sets Fumble and Critical, for Reroll
}

// system names the rule set that decides a check's fumbles and criticals.
type system uint8

const (
	plain       system = iota // fumbles and criticals are the caller's business
	twoD6System               // the 2d6 system (DI-9): double 1 fails, double 6 succeeds
)

// RollAgainst rolls d, adds the modifiers and compares the total with the
// target. It is the general form of every check; the named checks below fix
// the dice and the comparison of their rule. Draws: those of [Dice.Roll];
// dice that cannot be rolled into a record panic, as there.
func RollAgainst(r Rand, d Dice, cmp Compare, target int, mods ...Mod) (c Check) {
	c.Against(r, d, cmp, target, mods...)
	return c
}

// Against is the in-place form of [RollAgainst]: it replaces c with the new
// check. Engines that keep records in memory they own (an event in a reused
// slice) fill them this way; it copies no record and costs about half as
// much as the value form on a hot path.
func (c *Check) Against(r Rand, d Dice, cmp Compare, target int, mods ...Mod) {
	*c = Check{Cmp: cmp, Target: target}
	c.Throw.Dice = d
	c.Throw.roll(r)
	c.Mods.Add(mods...)
	c.settle()
}

// settle computes Total, Margin and Success from the throw, modifiers and
// target.
func (c *Check) settle() {
	c.Total = c.Throw.Sum + c.Mods.Sum()
	c.Margin, c.Success = c.Cmp.judge(c.Total, c.Target)
}

// judge compares a total with a target: the margin in the roller's favour
// and whether it succeeds (see [Check]).
func (c Compare) judge(total, target int) (margin int, success bool) {
	switch c {
	case AtLeast:
		return total - target, total >= target
	case Above:
		return total - target, total > target
	case Below:
		return target - total, total < target
	case AtMost:
		return target - total, total <= target
	}
	return total, false
}

// Equal reports whether two checks are the same record (so that go-cmp can
// compare them).
func (c Check) Equal(o Check) bool { return c == o }

// Reroll rolls the check again — the same dice, modifiers, target and
// comparison, label kept — as a Reputation Point or a mulligan buys (rule
// RE-2). A 2d6-system check keeps its double-1 and double-6 rules. Draws:
// those of the original dice.
func (c Check) Reroll(r Rand) Check {
	n := Check{Label: c.Label, Mods: c.Mods, Cmp: c.Cmp, Target: c.Target, system: c.system}
	n.Throw.Dice = c.Throw.Dice
	n.Throw.roll(r)
	n.settle()
	if n.system == twoD6System {
		n.twoD6Naturals()
	}
	return n
}

// String formats the check as table talk:
//
//	Riding: d100 47 +40 (Average) = 87 ≥ 72: success by 15
//	Str: d20 9 = 9 < 13: success by 4
func (c Check) String() string {
	var b strings.Builder
	if c.Label != "" {
		b.WriteString(c.Label)
		b.WriteString(": ")
	}
	c.Throw.appendTo(&b)
	if c.Mods.Len() > 0 {
		b.WriteByte(' ')
		c.Mods.appendTo(&b)
	}
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(c.Total))
	verdict := ""
	switch {
	case c.Critical:
		verdict = "critical success"
	case c.Fumble:
		verdict = "automatic failure"
	}
	appendOutcome(&b, c.Cmp, c.Target, c.Success, c.Margin, verdict)
	return b.String()
}

// appendOutcome writes how a total compared with its target, " ≥ 72:
// success by 15", or the verdict given in place of the margin ("critical
// success"); nothing when there is no target.
func appendOutcome(b *strings.Builder, cmp Compare, target int, success bool, margin int, verdict string) {
	if cmp == NoTarget {
		return
	}
	b.WriteByte(' ')
	b.WriteString(cmp.symbol())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(target))
	switch {
	case verdict != "":
		b.WriteString(": ")
		b.WriteString(verdict)
	case success:
		b.WriteString(": success by ")
		b.WriteString(strconv.Itoa(margin))
	default:
		b.WriteString(": failure by ")
		b.WriteString(strconv.Itoa(-margin))
	}
}

var d20 = Dice{N: 1, Sides: 20}

// AbilityCheck is the Aces & Eights ability check (rule DI-4): d20 plus the
// modifiers succeeds when the total is less than the score. On a roll-under
// check a bonus lowers the roll (rule DID-1), so pass bonuses as negative
// modifiers. The score must be 1..MaxAbility, or the error wraps
// [ErrAbility]. Draws: one IntN(20).
func AbilityCheck(r Rand, score int, mods ...Mod) (c Check, err error) {
	if score < 1 || score > MaxAbility {
		return c, fmt.Errorf("%w: %d, want 1..%d", ErrAbility, score, MaxAbility)
	}
	c.Against(r, d20, Below, score, mods...)
	return c, nil
}

// HalfAbilityCheck is the harder ability check (rule DI-4): d20 plus the
// modifiers must be less than half the score, rounded down. Errors and draws
// as [AbilityCheck].
func HalfAbilityCheck(r Rand, score int, mods ...Mod) (c Check, err error) {
	if score < 1 || score > MaxAbility {
		return c, fmt.Errorf("%w: %d, want 1..%d", ErrAbility, score, MaxAbility)
	}
	c.Against(r, d20, Below, score/2, mods...)
	return c, nil
}
