package chase

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/enum"
)

// Colour is the colour of a chase chip (rule CS-1): red is speed, blue is
// agility, white is endurance. The zero Colour is "any": where a bet leaves
// the colour to the engine it takes red first, then blue, then white.
type Colour uint8

// The chip colours.
const (
	AnyColour Colour = iota
	RedChip
	BlueChip
	WhiteChip
	numColours
)

// colourNames name the colours, as bets write them.
var colourNames = enum.New[Colour]("colour", "any", "red", "blue", "white")

// String returns "red", "blue", "white" or "any".
func (c Colour) String() string { return colourNames.String(c) }

// Chips is a stack of chase chips by colour (rule CS-1). At the start a
// horse holds red chips from the speed table (default 2 × Short Speed),
// blue 2 × Agility and white 2 × Endurance; those amounts are its maximum,
// and the red maximum rises by the red chips each phase change brings
// (rule CS-6). The maximum caps recovery only (rule CSD-7): the chips a
// white bet earns and the 2:1 trades may take a colour above it, up to
// 10,000 chips of a colour (the engine's bound, not a rule, so that every
// chase saves: a horse earning 15 chips a turn reaches it after 600
// turns).
type Chips struct {
	Red   int `json:"red"`
	Blue  int `json:"blue"`
	White int `json:"white"`
}

// total returns the number of chips of all colours.
func (c Chips) total() int { return c.Red + c.Blue + c.White }

// Of returns the chips of colour col (0 for AnyColour).
func (c *Chips) Of(col Colour) int {
	if p := c.ptr(col); p != nil {
		return *p
	}
	return 0
}

func (c *Chips) ptr(col Colour) *int {
	switch col {
	case RedChip:
		return &c.Red
	case BlueChip:
		return &c.Blue
	case WhiteChip:
		return &c.White
	}
	return nil
}

// String formats the stack: "12 red, 8 blue, 20 white".
func (c Chips) String() string {
	return fmt.Sprintf("%d red, %d blue, %d white", c.Red, c.Blue, c.White)
}

// maxChips bounds a colour of a horse's stack, so that every chase saves:
// a white bet earns nothing of a colour at maxChips, a trade may not take a
// colour past it, and a phase's red chips stop there. It is the engine's
// bound, not a rule; a horse earning 15 chips a turn reaches it after 600
// turns.
const maxChips = 10000

// earn adds the chip one white chip bet earns (rules CS-2, CSD-7): of
// colour want, red or blue, whatever the horse's maximum; AnyColour takes
// the first of red and blue below its maximum, red when both are at it or
// above. A colour at maxChips gives way to the other. It returns the colour
// earned, or AnyColour when both are at maxChips.
func earn(held, max *Chips, want Colour) Colour {
	if want == AnyColour {
		want = RedChip
		if held.Red >= max.Red && held.Blue < max.Blue {
			want = BlueChip
		}
	}
	other := RedChip
	if want == RedChip {
		other = BlueChip
	}
	for _, c := range [2]Colour{want, other} {
		if h := held.ptr(c); *h < maxChips {
			*h++
			return c
		}
	}
	return AnyColour
}

// gain adds one chip of colour want to held, not above max; when want is
// full (or AnyColour) it tries the colours in order, allowed by mask
// (bit per Colour). It returns the colour gained, or AnyColour when every
// allowed colour is full.
func gain(held, max *Chips, want Colour, mask uint8) Colour {
	try := func(c Colour) bool {
		if mask&(1<<c) == 0 {
			return false
		}
		h, m := held.ptr(c), max.ptr(c)
		if *h >= *m {
			return false
		}
		*h++
		return true
	}
	if want != AnyColour && try(want) {
		return want
	}
	for c := RedChip; c <= WhiteChip; c++ {
		if try(c) {
			return c
		}
	}
	return AnyColour
}

const anyOfThree = 1<<RedChip | 1<<BlueChip | 1<<WhiteChip
