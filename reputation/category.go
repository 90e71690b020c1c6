package reputation

import (
	"math"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// Category is a band of the Reputation score (rule RE-1): Disreputable 0–5,
// Low 6–20, Average 21–70, Great 71–100, Legendary 101+. A negative score is
// Notoriety and falls in the same bands by its absolute value (−12 is Low
// Notoriety). The zero Category is Disreputable, the band of a score of 0.
//
// A Category marshals to JSON as its name; an unknown name wraps
// [ErrCategory].
type Category uint8

// The Reputation categories, from worst to best (rule RE-1).
const (
	Disreputable Category = iota // 0–5: −1 to all die rolls
	Low                          // 6–20
	Average                      // 21–70
	Great                        // 71–100: +1 to all die rolls, +1 BP per 10 earned, 1 mulligan
	Legendary                    // 101+: +1 to all die rolls, +10% BP, 2 mulligans, more often targeted
)

// MaxScore bounds every score the package keeps: a Reputation between
// −MaxScore and MaxScore, a Fame between 0 and MaxScore. No table reaches
// it; it keeps the arithmetic exact.
const MaxScore = 1_000_000

type band struct {
	lo, hi   int
	repTitle string // "Low Reputation"
	notTitle string // "Low Notoriety"
	dieMod   int    // −1 / 0 / +1 (RE-1); withheld while notorious unless negative (RED-1)
	mull     int    // mulligans per session (RE-1)
	below    int    // Speed/Accuracy per 25 Fame below the opponent (RE-7)
}

var bands = [...]band{
	Disreputable: {0, 5, "Disreputable", "Disreputable Notoriety", -1, 0, 2},
	Low:          {6, 20, "Low Reputation", "Low Notoriety", 0, 0, 2},
	Average:      {21, 70, "Average Reputation", "Average Notoriety", 0, 0, 1},
	Great:        {71, 100, "Great Reputation", "Great Notoriety", 1, 1, 0},
	Legendary:    {101, math.MaxInt, "Legendary Reputation", "Legendary Notoriety", 1, 2, 0},
}

// CategoryOf returns the band of a Reputation score (rule RE-1): 0–5
// Disreputable, 6–20 Low, 21–70 Average, 71–100 Great, 101 and up Legendary.
// A negative score (Notoriety) is banded by its absolute value, so −6 is Low
// and −101 Legendary.
func CategoryOf(score int) Category {
	a := abs(score)
	switch {
	case a < 0: // math.MinInt has no absolute value: the lowest Notoriety
		return Legendary
	case a <= 5:
		return Disreputable
	case a <= 20:
		return Low
	case a <= 70:
		return Average
	case a <= 100:
		return Great
	}
	return Legendary
}

// Notorious reports whether a score is Notoriety: any score below zero (rules
// RE-1, RED-1). A notorious character keeps his band by the absolute value
// but has none of its benefits, and a trial treats him as Notorious whatever
// his band.
func Notorious(score int) bool { return score < 0 }

// Title names a score's standing as players say it: "Great Reputation",
// "Disreputable", "Low Notoriety" (rule RE-1).
func Title(score int) string {
	b := &bands[CategoryOf(score)]
	if Notorious(score) {
		return b.notTitle
	}
	return b.repTitle
}

var categoryNames = enum.New[Category]("category of Reputation", "Disreputable", "Low", "Average", "Great", "Legendary")

// String returns the category's name: "Disreputable", "Low", "Average",
// "Great", "Legendary".
func (c Category) String() string { return categoryNames.String(c) }

// Range returns the scores of the band, inclusive: Great is 71, 100.
// Legendary's upper end is math.MaxInt. A Notoriety falls in the band when
// its absolute value does.
func (c Category) Range() (lo, hi int) {
	if int(c) >= len(bands) {
		return 0, -1
	}
	return bands[c].lo, bands[c].hi
}

// MarshalText encodes the category by name.
func (c Category) MarshalText() ([]byte, error) { return categoryNames.Marshal(c, ErrCategory) }

// UnmarshalText decodes a category name, ignoring case ("great"); an
// unknown name wraps [ErrCategory] and lists the five.
func (c *Category) UnmarshalText(b []byte) error { return categoryNames.Unmarshal(b, c, ErrCategory) }

// Direction says which way a roll is good for the roller, so that a "+1 to
// all die rolls" helps on every roll (rule DID-1).
type Direction uint8

// The two directions of a roll.
const (
	// HigherIsBetter: shot rolls, d100 skill checks, damage.
	HigherIsBetter Direction = iota
	// LowerIsBetter: d20 ability checks (roll under the score) and
	// initiative (lower acts first).
	LowerIsBetter
)

// DieMod returns the modifier a Reputation score puts on every die roll
// (rules RE-1, RED-1, DID-1): Disreputable −1, Low and Average 0, Great and
// Legendary +1. Notoriety has none of the benefits, so a negative score never
// gets the +1, but a Disreputable Notoriety (−1 … −5) still takes the −1.
//
// The value is in the roll's favourable direction: a bonus is +1 on a
// HigherIsBetter roll and −1 on a LowerIsBetter one (an ability check or
// initiative), and a penalty the other way round. The reason is the score's
// [Title]. A zero modifier is returned with its reason too; callers that list
// only modifiers that count may skip it.
func DieMod(score int, d Direction) dice.Mod {
	b := &bands[CategoryOf(score)]
	v := b.dieMod
	if Notorious(score) && v > 0 {
		v = 0
	}
	if d == LowerIsBetter {
		v = -v
	}
	return dice.Mod{Value: v, Why: Title(score)}
}

// Mulligans returns how many mulligans — free re-rolls — a Reputation score
// gives per game session (rule RE-1): Great 1, Legendary 2, others 0, and
// none while the score is negative.
func Mulligans(score int) int {
	if Notorious(score) {
		return 0
	}
	return bands[CategoryOf(score)].mull
}

// MoreOftenTargeted reports whether adversaries pick the character out more
// often (rule RE-1: Legendary, 101+). It is a drawback, not a benefit, so a
// Legendary Notoriety (−101 or below) has it too.
func MoreOftenTargeted(score int) bool { return CategoryOf(score) == Legendary }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
