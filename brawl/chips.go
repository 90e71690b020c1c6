package brawl

import (
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// Colour is the colour of a poker chip (rule BR-1): red for damage, blue for
// agility, white for endurance.
type Colour uint8

// The three colours, in the order bets are placed (rule BR-2).
const (
	Red   Colour = iota // damage: +1 damage per chip bet
	Blue                // agility: +1 to hit per chip bet, and the order of attacks
	White               // endurance: −2 damage suffered per chip bet
)

// Colours lists the three colours in betting order.
var Colours = [3]Colour{Red, Blue, White}

var colourNames = enum.New[Colour]("colour", "red", "blue", "white")

// String returns "red", "blue" or "white".
func (c Colour) String() string { return colourNames.String(c) }

// MarshalText encodes the colour by name.
func (c Colour) MarshalText() ([]byte, error) { return colourNames.Marshal(c, ErrState) }

// UnmarshalText decodes "red", "blue" or "white", ignoring case.
func (c *Colour) UnmarshalText(b []byte) error { return colourNames.Unmarshal(b, c, ErrState) }

// Chips is a count of chips of each colour: a stack, a bet, a pot, a cost.
// The zero Chips is no chips. It marshals to JSON as {"red", "blue", "white"}.
type Chips struct {
	Red   int `json:"red"`
	Blue  int `json:"blue"`
	White int `json:"white"`
}

// Of returns the chips of colour c.
func (c Chips) Of(col Colour) int {
	switch col {
	case Red:
		return c.Red
	case Blue:
		return c.Blue
	default:
		return c.White
	}
}

func (c *Chips) at(col Colour) *int {
	switch col {
	case Red:
		return &c.Red
	case Blue:
		return &c.Blue
	default:
		return &c.White
	}
}

// Total returns the number of chips of all colours.
func (c Chips) Total() int { return c.Red + c.Blue + c.White }

// Plus returns c + o, colour by colour.
func (c Chips) Plus(o Chips) Chips {
	return Chips{c.Red + o.Red, c.Blue + o.Blue, c.White + o.White}
}

// Minus returns c − o, colour by colour.
func (c Chips) Minus(o Chips) Chips {
	return Chips{c.Red - o.Red, c.Blue - o.Blue, c.White - o.White}
}

// Covers reports whether c holds at least o of every colour.
func (c Chips) Covers(o Chips) bool {
	return c.Red >= o.Red && c.Blue >= o.Blue && c.White >= o.White
}

// negative reports whether any colour is below zero.
func (c Chips) negative() bool { return c.Red < 0 || c.Blue < 0 || c.White < 0 }

// IsZero reports whether c holds no chips.
func (c Chips) IsZero() bool { return c == Chips{} }

// String lists the chips as table talk, colours without chips left out:
// "4 red 3 blue 2 white", "1 white", "no chips".
func (c Chips) String() string {
	var b strings.Builder
	c.appendTo(&b)
	return b.String()
}

func (c Chips) appendTo(b *strings.Builder) {
	n := 0
	for _, col := range Colours {
		k := c.Of(col)
		if k == 0 {
			continue
		}
		if n > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(k))
		b.WriteByte(' ')
		b.WriteString(col.String())
		n++
	}
	if n == 0 {
		b.WriteString("no chips")
	}
}

// StartingChips returns the chips a brawler is dealt (rule BR-1): red twice
// his Strength, blue his Intelligence plus Dexterity, white his Wisdom plus
// Constitution. A short brawl halves every stack, rounding down (the rounding
// is ours: the source rules say only "halved"). Str 13, Int 10, Wis 11, Dex 12,
// Con 9 start with 26 red 22 blue 20 white, or 13 red 11 blue 10 white.
// A score outside 0..dice.MaxAbility counts as the nearest end of that
// range, so no stack is ever negative.
func StartingChips(str, intl, wis, dex, con int, short bool) Chips {
	str, intl, wis, dex, con = ability(str), ability(intl), ability(wis), ability(dex), ability(con)
	c := Chips{Red: 2 * str, Blue: intl + dex, White: wis + con}
	if short {
		c = Chips{c.Red / 2, c.Blue / 2, c.White / 2}
	}
	return c
}

// BetLimits returns the most chips of each colour a brawler may bet in a
// round (rule BR-2): red half his Strength, blue half his Dexterity, white
// half his Constitution, each rounded down; the ante does not count (BRD-1).
// A partially stunned brawler (rule BR-8) may bet half of that, rounded down
// again: Str 13, Dex 12, Con 9 may bet 6 red 6 blue 4 white, stunned 3 red
// 3 blue 2 white. A score outside 0..dice.MaxAbility counts as the
// nearest end of that range, so no limit is ever negative.
func BetLimits(str, dex, con int, stunned bool) Chips {
	l := Chips{ability(str) / 2, ability(dex) / 2, ability(con) / 2}
	if stunned {
		l = Chips{l.Red / 2, l.Blue / 2, l.White / 2}
	}
	return l
}

// ability clamps a score to 0..dice.MaxAbility for the pure chip helpers.
func ability(score int) int { return max(0, min(score, dice.MaxAbility)) }
