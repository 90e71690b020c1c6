package dice

import (
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
)

// Side names one side of an opposed roll.
type Side uint8

const (
	// Neither: a tie that no side wins (a draw).
	Neither Side = iota
	// SideA: the first side given (the attacker, the active character).
	SideA
	// SideB: the second side given (the defender).
	SideB
)

var sideNames = enum.New[Side]("side", "neither", "A", "B")

// String returns "A", "B" or "neither".
func (s Side) String() string { return sideNames.String(s) }

// Contest is the record of an opposed roll: both checks, the winner and by
// how much (the difference of the margins; 0 on a tie).
type Contest struct {
	A, B    Check
	Winner  Side
	By      int
	Rerolls int // ties re-rolled before the result, where the rule re-rolls
}

// Oppose compares two checks already rolled. The higher [Check.Margin] wins —
// for rolls without a target that is the higher total (wrestling: d20 + Str
// against d20 + Str, rule GU-8); for skill checks it is the better margin
// (closing arguments, rule TRD-2). On equal margins ties decides: SideB for
// "ties favour the defender", Neither for a draw.
func Oppose(a, b Check, ties Side) Contest {
	c := Contest{A: a, B: b, By: a.Margin - b.Margin}
	switch {
	case c.By > 0:
		c.Winner = SideA
	case c.By < 0:
		c.Winner, c.By = SideB, -c.By
	default:
		c.Winner = ties
	}
	return c
}

// OpposedRoll rolls d for each side, A first, adds each side's modifiers and
// opposes the totals with [Oppose]. Draws: side A's dice, then side B's.
func OpposedRoll(r Rand, d Dice, aMods, bMods []Mod, ties Side) Contest {
	a := RollAgainst(r, d, NoTarget, 0, aMods...)
	b := RollAgainst(r, d, NoTarget, 0, bMods...)
	return Oppose(a, b, ties)
}

// String formats the contest: "Str: d20 14 +3 = 17 vs Str: d20 9 +1 = 10:
// A wins by 7".
func (c Contest) String() string {
	var b strings.Builder
	b.WriteString(c.A.String())
	b.WriteString(" vs ")
	b.WriteString(c.B.String())
	if c.Rerolls > 0 {
		b.WriteString(" (after ")
		b.WriteString(strconv.Itoa(c.Rerolls))
		b.WriteString(" tied re-rolls)")
	}
	if c.Winner == Neither {
		b.WriteString(": tie")
		return b.String()
	}
	b.WriteString(": ")
	b.WriteString(c.Winner.String())
	b.WriteString(" wins by ")
	b.WriteString(strconv.Itoa(c.By))
	return b.String()
}
