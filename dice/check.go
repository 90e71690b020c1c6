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
	// BelowHalf: the total must be less than half the target, exactly (rule
	// DID-5): in whole numbers 2 × total < target, so against half of Con
	// 13 (6½) a 6 succeeds. The target is the whole score.
	BelowHalf
	// AtMostHalf: the total must be at most half the target, exactly (rule
	// DID-5): 2 × total ≤ target. The target is the whole score.
	AtMostHalf
)

// symbol returns the comparison as it reads at the table.
func (c Compare) symbol() string {
	switch c {
	case AtLeast:
		return "≥"
	case Above:
		return ">"
	case Below, BelowHalf:
		return "<"
	case AtMost, AtMostHalf:
		return "≤"
	}
	return ""
}

// half reports whether the comparison is with half the target.
func (c Compare) half() bool { return c == BelowHalf || c == AtMostHalf }

// halves writes x/2 exactly: "6", "6½", "½", "-1½".
func halves(b *strings.Builder, x int) {
	if x < 0 {
		b.WriteByte('-')
		x = -x
	}
	if x != 1 {
		b.WriteString(strconv.Itoa(x / 2))
	}
	if x%2 == 1 {
		b.WriteString("½")
	}
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
// margin is always better, success is Margin ≥ 0 (AtLeast, AtMost,
// AtMostHalf) or Margin > 0 (Above, Below, BelowHalf), and [Oppose] can
// compare any two checks. Against half an odd score the exact margin ends
// in ½ (6 against 6½ succeeds by ½): Margin is it rounded up for BelowHalf
// and down for AtMostHalf, which keeps those rules, and the text prints it
// exactly.
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
	c.against(r, d, cmp, target, mods...)
	return c
}

// against is the in-place form of [RollAgainst]: it replaces c with the new
// check, copying no record.
func (c *Check) against(r Rand, d Dice, cmp Compare, target int, mods ...Mod) {
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
	case BelowHalf:
		m2 := target - 2*total // the margin in halves
		return -floorDiv(-m2, 2), m2 > 0
	case AtMostHalf:
		m2 := target - 2*total
		return floorDiv(m2, 2), m2 >= 0
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
	appendLabel(&b, c.Label)
	c.Throw.appendTo(&b)
	if c.Mods.n > 0 {
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
	appendOutcome(&b, c.Cmp, c.Total, c.Target, c.Success, c.Margin, verdict)
	return b.String()
}

// appendLabel writes a record's label and a colon, "Riding: ", when it
// has one.
func appendLabel(b *strings.Builder, label string) {
	if label != "" {
		b.WriteString(label)
		b.WriteString(": ")
	}
}

// appendOutcome writes how a total compared with its target, " ≥ 72:
// success by 15", " < 6½ (half of 13): success by ½", or the verdict given
// in place of the margin ("critical success"); nothing when there is no
// target.
func appendOutcome(b *strings.Builder, cmp Compare, total, target int, success bool, margin int, verdict string) {
	if cmp == NoTarget {
		return
	}
	b.WriteByte(' ')
	b.WriteString(cmp.symbol())
	b.WriteByte(' ')
	m2 := 2 * margin // the margin in halves
	if cmp.half() {
		halves(b, target)
		b.WriteString(" (half of ")
		b.WriteString(strconv.Itoa(target))
		b.WriteByte(')')
		m2 = target - 2*total
	} else {
		b.WriteString(strconv.Itoa(target))
	}
	switch {
	case verdict != "":
		b.WriteString(": ")
		b.WriteString(verdict)
	case success:
		b.WriteString(": success by ")
		halves(b, m2)
	default:
		b.WriteString(": failure by ")
		halves(b, -m2)
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
	c.against(r, d20, Below, score, mods...)
	return c, nil
}

// HalfAbilityCheck is the harder ability check (rules DI-4, DID-5): d20
// plus the modifiers must be less than half the score, exactly — in whole
// numbers 2 × total < score, so against Con 13 (half 6½) a 6 succeeds and a
// 7 fails. The record's Cmp is [BelowHalf] and its Target the score; it
// reads "d20 6 = 6 < 6½ (half of 13): success by ½". Errors and draws as
// [AbilityCheck].
func HalfAbilityCheck(r Rand, score int, mods ...Mod) (c Check, err error) {
	if score < 1 || score > MaxAbility {
		return c, fmt.Errorf("%w: %d, want 1..%d", ErrAbility, score, MaxAbility)
	}
	c.against(r, d20, BelowHalf, score, mods...)
	return c, nil
}
