package chase

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// EventKind says what happened in a chase or race.
type EventKind uint8

// The kinds of event; the fields each uses are listed with [Event].
const (
	Start           EventKind = iota + 1 // a rider's starting card (Pos)
	Initiative                           // race start: the d10 (Roll) and the cards behind the line (Speed)
	Traded                               // chips converted 2:1: Chips given, Gain received
	Bets                                 // the bet revealed: Chips.Red, Chips.White; Gain earned for white
	Blown                                // a blown horse stands still this turn
	GivesUp                              // a pursuer gives up (rule CSD-6)
	Moves                                // Speed cards from card From to card Pos; Chips the bet, Penalty the cards lost
	HazardPassed                         // a hazard (Card at Pos, Value) the speed (Speed) passes freely
	HazardCheck                          // a hazard's Riding check N of Of (Roll); Auto for a terrain's automatic hazard
	HorseSenseCheck                      // after a passed Riding check, half the Horse Sense (Score) below the hazard's Value: another Riding check (Roll)
	ObstacleCalm                         // an obstacle (Card at Pos, Value) that does not trouble the horse: half the Temperament (Score) ≥ Value
	ObstacleCheck                        // half the Temperament (Score) below the obstacle's Value: Riding check (Roll)
	TrackingCheck                        // Tracking check N of Of past Value obstacles (Roll); Misses failures in a row
	TrailLost                            // a pursuer loses the trail after Value failures in a row
	Recovers                             // the horse recovers a chip of Colour (none: every colour full)
	Collapses                            // out of chips, on card Pos: the Soundness d20 (Roll); failure, the horse dies
	NewPhase                             // the chase enters Phase; the rider receives Gain red chips (Value: his horse's speed)
	Shuffled                             // a fresh deck is shuffled for card Pos
	Catches                              // a pursuer reaches the pursued's card (Pos)
	Finishes                             // a racer crosses the line in place Value
	Ends                                 // the chase or race is over: End
	numEventKinds
)

// eventNames name the kinds of event; the zero EventKind, none, is no
// event.
var eventNames = enum.New[EventKind]("event kind", "none",
	"start", "initiative", "traded", "bets", "blown", "gives up", "moves",
	"hazard passed", "hazard check", "horse sense check", "obstacle calm",
	"obstacle check", "tracking check", "trail lost", "recovers", "collapses",
	"new phase", "shuffled", "catches", "finishes", "ends",
)

// String returns the kind's name: "hazard check".
func (k EventKind) String() string { return eventNames.String(k) }

// Roll is the compact record of a check rolled in a chase: the die and its
// face, the difficulty bonus, the terrain's modifier (Mod; the initiative
// modifier on the race's initiative), the rider's Reputation modifier
// (Rep, rule RED-3, as it moved the total: negative on initiative, where
// lower is better), the total, the target, the margin and the outcome. Skill checks (rule DI-5)
// roll a d100 and succeed when Total ≥ Target; the Soundness check rolls a
// d20 and succeeds when Total < Target (rule DI-4); the race's initiative
// is a d10 with no target.
type Roll struct {
	Die     int16 `json:"die"`
	Face    int16 `json:"face"`
	Bonus   int16 `json:"bonus,omitempty"`
	Mod     int16 `json:"mod,omitempty"`
	Rep     int16 `json:"rep,omitempty"`
	Total   int16 `json:"total"`
	Target  int16 `json:"target,omitempty"`
	Margin  int16 `json:"margin"`
	Success bool  `json:"success"`
}

// Event is one thing that happened in a chase or race, a flat value held
// in a reused slice and formatted only when String is called. It starts
// with the header every encounter's Event has: When, the turn (0 is the
// setup); Kind; Who, the acting rider's name ("" for the whole chase); and
// Whom, the rider acted on ("" for none): the pursued a pursuer catches
// (Catches) or tracks (TrackingCheck, TrailLost). Rider is Who's index
// (−1 for none). The other fields are used as [EventKind] lists:
//
//   - Card and Pos: the card met and its number on the track (Pos is the
//     card reached for Moves, the start card for Start).
//   - From: the card a Moves left.
//   - Speed: the cards moved (Moves) or the speed as the hazard counts it,
//     after trail knowledge (HazardPassed, HazardCheck).
//   - Value: the card's value (A 1 … 10, J, Q, K 10, joker 11; rule
//     CSD-1), the obstacles behind a tracking check, the failures that
//     lost the trail, the place of a finisher, the speed that brought red
//     chips.
//   - Score: the horse's Horse Sense or Temperament (halved for the
//     check) or Soundness.
//   - Auto: the hazard is one of the terrain's automatic hazards (rule
//     CSD-5).
//   - Misses: Tracking failures in a row.
//   - N and Of: roll N of Of (a hazard's rolls, the tracking checks).
//   - Chips, Gain: a bet, a trade's chips given and received, chips
//     earned or received.
//   - Colour: the colour recovered.
//   - Penalty: the cards lost from a move; on a failed check, the cards
//     the next move loses for it.
//   - Lost: the failed check cost a blue chip (false when none was left).
//   - Phase, End: the phase entered; how the chase ended.
//   - Terrain: the terrain whose automatic hazard or modifier applied.
//   - Roll: the check.
type Event struct {
	When    int       `json:"when"`
	Kind    EventKind `json:"kind"`
	Who     string    `json:"who,omitempty"`
	Whom    string    `json:"whom,omitempty"`
	Terrain string    `json:"terrain,omitempty"`
	Pos     int32     `json:"pos,omitempty"`
	From    int32     `json:"from,omitempty"`
	Rider   int16     `json:"rider"`
	Speed   int16     `json:"speed,omitempty"`
	Value   int16     `json:"value,omitempty"`
	Score   int16     `json:"score,omitempty"`
	N       int16     `json:"n,omitempty"`
	Of      int16     `json:"of,omitempty"`
	Misses  int16     `json:"misses,omitempty"`
	Penalty int16     `json:"penalty,omitempty"`
	Chips   Pile      `json:"chips,omitzero"`
	Gain    Pile      `json:"gain,omitzero"`
	Roll    Roll      `json:"roll,omitzero"`
	Card    dice.Card `json:"card,omitzero"`
	Colour  Colour    `json:"colour,omitempty"`
	Phase   Phase     `json:"phase,omitempty"`
	End     End       `json:"end,omitempty"`
	Auto    bool      `json:"auto,omitempty"`
	Lost    bool      `json:"lost,omitempty"`
}

// Pile is a small count of chips by colour, as an [Event] records a bet,
// a trade or chips earned.
type Pile struct {
	Red   int16 `json:"red,omitempty"`
	Blue  int16 `json:"blue,omitempty"`
	White int16 `json:"white,omitempty"`
}

// total returns the chips of all colours.
func (p Pile) total() int { return int(p.Red) + int(p.Blue) + int(p.White) }

// add adds n chips of colour c.
func (p *Pile) add(c Colour, n int) {
	switch c {
	case RedChip:
		p.Red += int16(n)
	case BlueChip:
		p.Blue += int16(n)
	case WhiteChip:
		p.White += int16(n)
	}
}

// skill records a skill check at mastery (see engine.skill) that rolled
// face.
func (ev *Event) skill(face, bonus, tmod, rep, mastery int) {
	total := skillTotal(face, bonus, tmod, rep)
	ev.Roll = Roll{
		Die: 100, Face: int16(face), Bonus: int16(bonus), Mod: int16(tmod), Rep: int16(rep),
		Total: int16(total), Target: int16(mastery), Margin: int16(total - mastery), Success: total >= mastery,
	}
}
