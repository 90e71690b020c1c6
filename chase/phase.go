package chase

import (
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
)

// Phase is a phase of the chase (rule CS-6). Phases only move forward.
type Phase uint8

// The phases of the chase (rule CS-6).
const (
	// Tactical: the pursuer is closer than 300 feet (6 cards).
	Tactical Phase = iota + 1
	// Short: the first 20 cards of the track (the six opening cards count,
	// rule CSD-4). The race is run in the Short phase throughout.
	Short
	// Medium: the next 34 cards, the rest of the first deck.
	Medium
	// Long: a whole fresh deck, 54 cards.
	Long
	// Extreme: from then on, until the pursuers give up or lose the trail.
	Extreme
	numPhases
)

// phaseNames name the phases; the zero Phase, none, is no phase.
var phaseNames = enum.New[Phase]("phase", "none", "Tactical", "Short", "Medium", "Long", "Extreme")

// String returns the phase's name: "Medium".
func (p Phase) String() string { return phaseNames.String(p) }

// MarshalText encodes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return phaseNames.Marshal(p, ErrTable) }

// UnmarshalText decodes a phase by name, in any case.
func (p *Phase) UnmarshalText(b []byte) error { return phaseNames.Unmarshal(b, p, ErrTable) }

// The lengths of the phases in cards (rule CS-6) and the tactical range.
const (
	// feetPerCard is the length of a card of track (rule CS-7: 50 feet = 1
	// card).
	feetPerCard = 50
	// tacticalCards is the tactical range, 300 feet: the chase is in the
	// Short phase once the pursued is 6 cards or more ahead of the nearest
	// pursuer (rule CS-6).
	tacticalCards = 300 / feetPerCard
	// layoutCards is how many cards the pursued lays at the start (rule
	// CS-1): 6.
	layoutCards = 6
	// shortCards is the number of cards of the Short phase: 20.
	shortCards = 20
	// mediumCards is the number of cards of the Medium phase: 34 (rule
	// CSD-4: 20 + 34 = 54, one deck with its jokers).
	mediumCards = 34
	// longCards is the number of cards of the Long phase: one fresh deck of
	// 54, 52 cards and 2 jokers.
	longCards = 54
)

// phaseOfCard returns the phase that card k of the track belongs to.
func phaseOfCard(k int) Phase {
	switch {
	case k <= shortCards:
		return Short
	case k <= shortCards+mediumCards:
		return Medium
	case k <= shortCards+mediumCards+longCards:
		return Long
	}
	return Extreme
}

// freshDeckAt reports whether card k of the track opens a fresh deck by the
// phases: the Long phase's first card (55) and the Extreme phase's (109).
func freshDeckAt(k int) bool {
	return k == shortCards+mediumCards+1 || k == shortCards+mediumCards+longCards+1
}

// SpeedRow is one phase of the speed table: the speed attribute that sets
// the phase's red bet limit (half of it, rule CS-2) and the red chips per
// point of that speed each rider receives when the chase enters the phase.
type SpeedRow struct {
	Phase Phase     `json:"phase"`
	Speed Attribute `json:"speed"`
	Red   int       `json:"red"`
}

// SpeedTable is the speed table of the chase: the red chips a horse starts
// with (Opening per point of the opening phase's speed) and, per phase, the
// speed that limits red bets and the red chips received on entering it. It
// marshals to JSON as {"opening": 2, "phases": [{"phase": "Tactical",
// "speed": "shortSpeed", "red": 0}, …]}.
type SpeedTable struct {
	Opening int        `json:"opening"`
	Phases  []SpeedRow `json:"phases"`
}

// maxRedPerPoint bounds the red chips per point of speed in the table.
const maxRedPerPoint = 10

// DefaultSpeedTable returns the speed table. The seed refers to a speed
// table it does not print, so the opening red chips, 2 × Short Speed, are
// the default, not from the source rules; so is the Extreme phase's bet
// limit, Long Speed, and the Tactical phase's, Short Speed. From the rules
// (CS-2, CS-6): the red bet limit is half the Short, Medium or Long Speed
// in those phases, and entering the Medium phase brings 2 × Medium Speed
// red chips, entering the Long phase 2 × Long Speed.
func DefaultSpeedTable() SpeedTable {
	return SpeedTable{Opening: 2, Phases: []SpeedRow{
		{Tactical, ShortSpeed, 0},
		{Short, ShortSpeed, 0},
		{Medium, MediumSpeed, 2},
		{Long, LongSpeed, 2},
		{Extreme, LongSpeed, 0},
	}}
}

var defaultSpeedRows = DefaultSpeedTable().Phases

// row returns the row of phase p (the zero row for an unknown phase).
func (t *SpeedTable) row(p Phase) SpeedRow {
	if p == 0 || int(p) > len(t.Phases) {
		return SpeedRow{}
	}
	return t.Phases[p-1]
}

// validate reports a malformed table: an opening outside
// 1..maxRedPerPoint, not one row per phase in order, a speed that is not
// Short, Medium or Long Speed, or red chips outside 0..maxRedPerPoint. The
// error is a [*TableError] naming the row.
func (t *SpeedTable) validate() error {
	if t.Opening < 1 || t.Opening > maxRedPerPoint {
		return tableErr("speed", 0, "", "opening %d outside 1..%d", t.Opening, maxRedPerPoint)
	}
	if len(t.Phases) != int(numPhases-1) {
		return tableErr("speed", 0, "", "%d phases, want %d (Tactical … Extreme)", len(t.Phases), numPhases-1)
	}
	for i, r := range t.Phases {
		want := Phase(i + 1)
		switch {
		case r.Phase != want:
			return tableErr("speed", i+1, r.Phase.String(), "phase %v, want %v", r.Phase, want)
		case r.Speed != ShortSpeed && r.Speed != MediumSpeed && r.Speed != LongSpeed:
			return tableErr("speed", i+1, want.String(), "speed %v is not Short, Medium or Long Speed", r.Speed)
		case r.Red < 0 || r.Red > maxRedPerPoint:
			return tableErr("speed", i+1, want.String(), "red %d outside 0..%d", r.Red, maxRedPerPoint)
		}
	}
	return nil
}

// gap returns how far the pursued is ahead of the nearest pursuer still
// riding, in cards (0 when none is left).
func (e *engine) gap() int { return gapOf(e.st, 0, 0) }

// openingPhase is the phase a chase starts in: Tactical when the pursuers
// start closer than 6 cards (300 feet), else Short (rule CS-6).
func openingPhase(gap int) Phase {
	if gap < tacticalCards {
		return Tactical
	}
	return Short
}

// advancePhase moves the chase into the phase of the pursued's card at the
// end of a turn (rules CS-6, CSD-4): Tactical until the pursued is 6 cards
// or more ahead of the nearest pursuer, Short to card 20, Medium to card
// 54, Long to card 108, then Extreme. Entering a phase gives every rider
// still riding the phase's red chips from the speed table — 2 × Medium
// Speed for Medium, 2 × Long Speed for Long by default — and raises his
// red maximum by as many, neither past [maxChips].
func (e *engine) advancePhase() {
	p := phaseOfCard(max(e.st[0].Pos, 1))
	if p == Short && e.phase == Tactical && e.gap() < tacticalCards {
		p = Tactical
	}
	for e.phase < p {
		e.enter(e.phase + 1)
		row := e.speed.row(e.phase)
		if row.Red == 0 {
			if ev := e.emit(NewPhase, -1); ev != nil {
				ev.Phase = e.phase
			}
			continue
		}
		for i := range e.st {
			s := &e.st[i]
			if !s.In() {
				continue
			}
			sp := e.riders[i].Horse.Attributes.Get(row.Speed)
			red := row.Red * sp
			s.Chips.Red = min(s.Chips.Red+red, maxChips)
			s.Max.Red = min(s.Max.Red+red, maxChips)
			if ev := e.emit(NewPhase, i); ev != nil {
				ev.Phase, ev.Value, ev.Gain.Red = e.phase, int16(sp), int16(red)
			}
		}
	}
}

// LoadSpeedTable reads a speed table from JSON and validates it; any error,
// malformed JSON included, wraps [ErrTable].
func LoadSpeedTable(data []byte) (SpeedTable, error) {
	var t SpeedTable
	if err := encounter.StrictAs(data, &t, ErrTable); err != nil {
		return SpeedTable{}, err
	}
	if err := t.validate(); err != nil {
		return SpeedTable{}, err
	}
	return t, nil
}
