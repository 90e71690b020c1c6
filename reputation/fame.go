package reputation

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/internal/words"
)

// FameCategory is a band of Fame (rule RE-5): Little Known 0–10, Local 11–20,
// Minor Celebrity 21–70, Major Celebrity 71–100, Famous 101–200, Epic 201+.
// The zero FameCategory is Little Known, the band of a newcomer's Fame of 0.
//
// A FameCategory marshals to JSON as its name ("Minor Celebrity"); an unknown
// name wraps [ErrCategory].
type FameCategory uint8

// The Fame categories, from least to most known (rule RE-5).
const (
	LittleKnown    FameCategory = iota // 0–10: only a few people know he exists
	Local                              // 11–20: everyone in town knows him
	MinorCelebrity                     // 21–70: known in the next territory
	MajorCelebrity                     // 71–100: the docks of New York have heard of him
	Famous                             // 101–200: heard of across the ocean
	Epic                               // 201+: the stuff of epic songs
)

var fameNames = enum.New[FameCategory]("category of Fame", "Little Known", "Local", "Minor Celebrity", "Major Celebrity", "Famous", "Epic")

// fameBands are the Fame scores of each band, inclusive.
var fameBands = [...]struct{ lo, hi int }{
	LittleKnown:    {0, 10},
	Local:          {11, 20},
	MinorCelebrity: {21, 70},
	MajorCelebrity: {71, 100},
	Famous:         {101, 200},
	Epic:           {201, math.MaxInt},
}

// The numbers of the Fame rules (rule RE-5).
const (
	// songsFame: the first time Fame reaches 50 his name enters the songs
	// and stories, and from then on a notorious foe may start boasting.
	songsFame = 50
	// boastChance: the chance in 100, each week from the songs on, that a
	// notorious foe starts boasting that he can whip the character.
	boastChance = 10
	// fameStep: for every 50 points of a character's Fame, those facing him
	// suffer +1 Speed and −1 Accuracy (see [Facing]).
	fameStep = 50
	// fameDecayPerMonth: Fame decays 1 point per month …
	fameDecayPerMonth = 1
	// fameFloorPercent: … but never below 20% of the highest Fame ever held.
	fameFloorPercent = 20
)

// FameCategoryOf returns the band of a Fame score (rule RE-5): 0–10 Little
// Known, 11–20 Local, 21–70 Minor Celebrity, 71–100 Major Celebrity, 101–200
// Famous, 201 and up Epic. Fame is never negative; a negative value is read
// as 0, Little Known.
func FameCategoryOf(fame int) FameCategory {
	switch {
	case fame <= 10:
		return LittleKnown
	case fame <= 20:
		return Local
	case fame <= 70:
		return MinorCelebrity
	case fame <= 100:
		return MajorCelebrity
	case fame <= 200:
		return Famous
	}
	return Epic
}

// String returns the category's name: "Minor Celebrity".
func (c FameCategory) String() string { return fameNames.String(c) }

// Range returns the Fame scores of the band, inclusive: Famous is 101, 200.
// Epic's upper end is math.MaxInt.
func (c FameCategory) Range() (lo, hi int) {
	if int(c) >= len(fameBands) {
		return 0, -1
	}
	return fameBands[c].lo, fameBands[c].hi
}

// MarshalText encodes the category by name.
func (c FameCategory) MarshalText() ([]byte, error) { return fameNames.Marshal(c, ErrCategory) }

// UnmarshalText decodes a category name, ignoring case ("minor
// celebrity"); an unknown name wraps [ErrCategory] and lists the six.
func (c *FameCategory) UnmarshalText(b []byte) error { return fameNames.Unmarshal(b, c, ErrCategory) }

// FameFloor returns the lowest Fame that decay can bring a character to:
// 20% of the highest Fame he ever held, rounded up, because the rule says
// Fame never goes *below* 20% (rule RE-5). A highest Fame of 60 gives 12, 61
// gives 13 (12.2 rounded up), 4 gives 1, 0 gives 0.
func FameFloor(highest int) int {
	if highest <= 0 {
		return 0
	}
	// ⌈highest × 20 / 100⌉, computed without overflow for any int.
	return highest/100*fameFloorPercent + (highest%100*fameFloorPercent+99)/100
}

// FameDecay is the record of Fame decaying over some months (rule RE-5).
type FameDecay struct {
	Months int // months that passed
	Before int // Fame before
	After  int // Fame after
	Floor  int // the floor: 20% of the highest Fame, rounded up
	Max    int // the highest Fame ever held
}

// String describes the decay: "12 months: Fame 60 → 48 (floor 12, 20% of the
// highest 60)".
func (d FameDecay) String() string {
	var b strings.Builder
	b.WriteString(words.Count(d.Months, "month", "months"))
	b.WriteString(": Fame ")
	writeChange(&b, d.Before, d.After)
	b.WriteString(" (floor ")
	b.WriteString(strconv.Itoa(d.Floor))
	b.WriteString(", 20% of the highest ")
	b.WriteString(strconv.Itoa(d.Max))
	b.WriteString(")")
	return b.String()
}

// Decay lets months pass (rule RE-5): the Fame falls 1 point per month but
// never below [FameFloor] of the highest Fame ever held. A Fame already at
// or below the floor (a GM's award can put it there) does not move. A
// negative number of months wraps [ErrMonths] and changes nothing.
func (s *Standing) Decay(months int) (FameDecay, error) {
	if months < 0 {
		return FameDecay{}, fmt.Errorf("%w: %d months (time does not run backwards)", ErrMonths, months)
	}
	d := FameDecay{Months: months, Before: s.Fame, Max: s.Highest()}
	d.Floor = FameFloor(d.Max)
	s.MaxFame = d.Max
	if s.Fame > d.Floor {
		s.Fame = max(d.Floor, s.Fame-months*fameDecayPerMonth)
	}
	d.After = s.Fame
	return d, nil
}

// Boast is the record of a week's roll for a boasting foe (rule RE-5).
type Boast struct {
	Songs  bool // his name is in the songs (Fame has reached 50): only then is the die rolled
	Roll   int  // the d100, 0 when not rolled
	Boasts bool // a notorious foe starts boasting that he can whip him

	Pronoun Pronoun `json:",omitempty"` // the character's, from the standing rolled for
}

// String describes the week: "d100 7 ≤ 10: a notorious foe starts boasting
// he can whip him", "d100 64 > 10: nobody boasts this week", or "no songs
// yet: nobody boasts".
func (b Boast) String() string {
	switch {
	case !b.Songs:
		return "no songs yet: nobody boasts"
	case b.Boasts:
		return "d100 " + strconv.Itoa(b.Roll) + " ≤ 10: a notorious foe starts boasting he can whip " + b.Pronoun.Object()
	}
	return "d100 " + strconv.Itoa(b.Roll) + " > 10: nobody boasts this week"
}

// RollBoast rolls one week of the boasting rule (rule RE-5): from the first
// time his Fame reached 50 on — even if it has decayed since — there is a
// 10% chance each week that a notorious foe starts boasting he can whip the
// character: a d100 of 1–10. Draws: one IntN(100) when [Standing.Songs],
// none before. A rolling helper: nil dice panic once his name is in the
// songs.
func (s Standing) RollBoast(r dice.Rand) Boast {
	if !s.Songs() {
		return Boast{Pronoun: s.Pronoun}
	}
	d := dice.D(r, 100)
	return Boast{Songs: true, Roll: d, Boasts: d <= boastChance, Pronoun: s.Pronoun}
}
