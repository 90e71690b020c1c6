package trial

import (
	"fmt"
	"strconv"

	"github.com/deadmanshand/aces/dice"
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
type Personality uint8

// The personalities of rule TR-2, from the most to the least swayable.
const (
	Illogical Personality = iota
	Conventional
	Contemplative
	Analytical
	Perceptive
)

// MinWisdom and MaxWisdom bound a juror's Wisdom: 3d6 gives 3..18, and an
// NPC's score may have risen as high as dice.MaxAbility.
const (
	MinWisdom = 3
	MaxWisdom = dice.MaxAbility
)

var personalityNames = [...]string{"Illogical", "Conventional", "Contemplative", "Analytical", "Perceptive"}

// String returns the personality's name: "Contemplative".
func (p Personality) String() string { return nameOf(personalityNames[:], int(p), "personality") }

// Valid reports whether p is one of the five personalities.
func (p Personality) Valid() bool { return p <= Perceptive }

// MarshalText encodes the personality by name.
func (p Personality) MarshalText() ([]byte, error) {
	if !p.Valid() {
		return nil, fmt.Errorf("%w: personality %d", ErrName, p)
	}
	return []byte(personalityNames[p]), nil
}

// UnmarshalText decodes a personality name, case-insensitively; an unknown
// name wraps [ErrName].
func (p *Personality) UnmarshalText(b []byte) error {
	i, err := parseName(personalityNames[:], b, "personality")
	*p = Personality(i)
	return err
}

// PersonalityOf returns the personality of a juror with the given Wisdom
// (rule TR-2): 3–7 Illogical, 8–10 Conventional, 11–13 Contemplative,
// 14–16 Analytical, 17 and up Perceptive. A Wisdom outside
// MinWisdom..MaxWisdom wraps [ErrJury].
func PersonalityOf(wisdom int) (Personality, error) {
	switch {
	case wisdom < MinWisdom || wisdom > MaxWisdom:
		return 0, fmt.Errorf("%w: Wisdom %d outside %d..%d", ErrJury, wisdom, MinWisdom, MaxWisdom)
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

// Rate is a price on the jury board: Points jury points move a juror Places
// places. The zero Rate means he cannot be moved.
type Rate struct {
	Points int `json:"points"`
	Places int `json:"places"`
}

// Movable reports whether the rate lets the juror be moved at all.
func (r Rate) Movable() bool { return r.Points > 0 && r.Places > 0 }

// Cost returns the jury points to move places places at this rate: whole
// purchases, so an Illogical juror (1 point for 2 places) costs 1 point for
// one place or two, 2 for three or four. An immovable rate or places < 1
// returns 0.
func (r Rate) Cost(places int) int {
	if !r.Movable() || places < 1 {
		return 0
	}
	return (places + r.Places - 1) / r.Places * r.Points
}

// String reads "1 point per 2 places", "3 points per place" or "cannot be
// moved".
func (r Rate) String() string {
	if !r.Movable() {
		return "cannot be moved"
	}
	s := strconv.Itoa(r.Points) + " point"
	if r.Points != 1 {
		s += "s"
	}
	if r.Places == 1 {
		return s + " per place"
	}
	return s + " per " + strconv.Itoa(r.Places) + " places"
}

// rates is the cost table of rule TR-2: personality × phase (opening,
// evidence, closing, deliberation).
var rates = [5][4]Rate{
	Illogical:     {{1, 2}, {1, 2}, {1, 2}, {1, 2}},
	Conventional:  {{1, 1}, {1, 1}, {1, 1}, {1, 1}},
	Contemplative: {{2, 1}, {2, 1}, {2, 1}, {2, 1}},
	Analytical:    {{}, {1, 1}, {3, 1}, {3, 1}},
	Perceptive:    {{}, {1, 1}, {}, {4, 1}},
}

// Rate returns what moving a juror of this personality costs in a phase
// (rule TR-2); the zero Rate where he cannot be moved. Outside the four
// phases where jury points are spent (opening arguments … deliberation),
// or for an unknown personality, the error wraps [ErrPhase] or [ErrName].
func (p Personality) Rate(ph Phase) (Rate, error) {
	col, ok := ph.points()
	if !ok {
		return Rate{}, fmt.Errorf("%w: no jury points are spent in the %v", ErrPhase, ph)
	}
	if !p.Valid() {
		return Rate{}, fmt.Errorf("%w: personality %d", ErrName, p)
	}
	return rates[p][col], nil
}

// rate is Rate for a valid personality and a phase where points are spent.
func (p Personality) rate(ph Phase) (Rate, bool) {
	col, ok := ph.points()
	if !ok || !p.Valid() {
		return Rate{}, false
	}
	return rates[p][col], true
}

// Cost returns the jury points to move a juror of this personality places
// places in a phase (rule TR-2). A juror who cannot be moved in the phase,
// or places < 1, wraps [ErrMove]; errors of [Personality.Rate] as there.
func (p Personality) Cost(ph Phase, places int) (int, error) {
	r, err := p.Rate(ph)
	if err != nil {
		return 0, err
	}
	switch {
	case !r.Movable():
		return 0, fmt.Errorf("%w: %v jurors cannot be moved in %v (TR-2)", ErrMove, p, ph)
	case places < 1:
		return 0, fmt.Errorf("%w: %d places", ErrMove, places)
	}
	return r.Cost(places), nil
}
