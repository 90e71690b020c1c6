package trial

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// Personality is how firmly a juror holds his leaning, set by his Wisdom
// (rule TR-2). It decides what moving him costs in jury points in each
// phase. A Personality marshals to JSON as its name.
//
//   - Illogical (Wis 3–7): 1 jury point moves him 2 places, in every phase.
//   - Conventional (Wis 8–10): 1 point per place.
//   - Contemplative (Wis 11–13): 2 points per place.
//   - Analytical (Wis 14–16): cannot be moved in opening arguments; in the
//     evidence phase 1 point per place; otherwise 3 per place.
//   - Perceptive (Wis 17+): cannot be moved in opening or closing
//     arguments; in the evidence phase 1 point per place; in deliberation 4
//     per place.
//
// Points buy whole steps: an Illogical juror costs 1 point to move one
// place or two, 2 to move three or four. [Board.Cost] prices a move.
type Personality uint8

// The personalities of rule TR-2, from the most to the least swayable.
const (
	Illogical Personality = iota
	Conventional
	Contemplative
	Analytical
	Perceptive
)

// minWisdom and maxWisdom bound a juror's Wisdom: 3d6 gives 3..18, and an
// NPC's score may have risen as high as dice.MaxAbility, 30.
const (
	minWisdom = 3
	maxWisdom = dice.MaxAbility
)

var personalityNames = enum.New[Personality]("personality", "Illogical", "Conventional", "Contemplative", "Analytical", "Perceptive")

// String returns the personality's name: "Contemplative".
func (p Personality) String() string { return personalityNames.String(p) }

// valid reports whether p is one of the five personalities.
func (p Personality) valid() bool { return p <= Perceptive }

// MarshalText encodes the personality by name.
func (p Personality) MarshalText() ([]byte, error) { return personalityNames.Marshal(p, ErrName) }

// UnmarshalText decodes a personality name, ignoring case; an unknown name
// wraps [ErrName] and lists the names.
func (p *Personality) UnmarshalText(b []byte) error {
	return personalityNames.Unmarshal(b, p, ErrName)
}

// PersonalityOf returns the personality of a juror with the given Wisdom
// (rule TR-2): 3–7 Illogical, 8–10 Conventional, 11–13 Contemplative,
// 14–16 Analytical, 17 and up Perceptive. A Wisdom outside
// 3..30 wraps [ErrJury].
func PersonalityOf(wisdom int) (Personality, error) {
	switch {
	case wisdom < minWisdom || wisdom > maxWisdom:
		return 0, fmt.Errorf("%w: Wisdom %d outside %d..%d", ErrJury, wisdom, minWisdom, maxWisdom)
	case wisdom <= 7:
		return Illogical, nil
	case wisdom <= 10:
		return Conventional, nil
	case wisdom <= 13:
		return Contemplative, nil
	case wisdom <= 16:
		return Analytical, nil
	}
	return Perceptive, nil
}

// price is a price on the jury board (rule TR-2): points jury points move
// a juror places places. The zero price means he cannot be moved.
type price struct{ points, places int }

// movable reports whether the price lets the juror be moved at all.
func (r price) movable() bool { return r.points > 0 && r.places > 0 }

// cost returns the jury points to move places places at this price: whole
// purchases, so an Illogical juror (1 point for 2 places) costs 1 point
// for one place or two, 2 for three or four. An immovable price or places
// < 1 costs 0.
func (r price) cost(places int) int {
	if !r.movable() || places < 1 {
		return 0
	}
	return (places + r.places - 1) / r.places * r.points
}

// prices is the cost table of rule TR-2: personality × phase (opening,
// evidence, closing, deliberation).
var prices = [5][4]price{
	Illogical:     {{1, 2}, {1, 2}, {1, 2}, {1, 2}},
	Conventional:  {{1, 1}, {1, 1}, {1, 1}, {1, 1}},
	Contemplative: {{2, 1}, {2, 1}, {2, 1}, {2, 1}},
	Analytical:    {{}, {1, 1}, {3, 1}, {3, 1}},
	Perceptive:    {{}, {1, 1}, {}, {4, 1}},
}

// price returns what moving a juror of this personality costs in a phase
// (rule TR-2), and false for an unknown personality or a phase where no
// jury points are spent.
func (p Personality) price(ph Phase) (price, bool) {
	col, ok := ph.points()
	if !ok || !p.valid() {
		return price{}, false
	}
	return prices[p][col], true
}
