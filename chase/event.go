package chase

import (
	"fmt"
	"strconv"
	"strings"

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

// rollOf fills r from a check of die with difficulty bonus and Reputation
// modifier rep.
func rollOf(r *Roll, c *dice.Check, die, bonus, rep int) {
	face := c.Throw.Natural()
	*r = Roll{
		Die: int16(die), Face: int16(face), Bonus: int16(bonus), Mod: int16(c.Total - face - bonus - rep), Rep: int16(rep),
		Total: int16(c.Total), Target: int16(c.Target), Margin: int16(c.Margin), Success: c.Success,
	}
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

// ordinal returns "1st", "2nd", "3rd", "4th" …
func ordinal(n int) string {
	s := strconv.Itoa(n)
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return s + "th"
	case n%10 == 1:
		return s + "st"
	case n%10 == 2:
		return s + "nd"
	case n%10 == 3:
		return s + "rd"
	}
	return s + "th"
}

func plural[T int | int16 | int32](n T, one, many string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(int(n)) + " " + one
	}
	return strconv.Itoa(int(n)) + " " + many
}

// half formats half a score exactly (rule DID-5): "13/2 = 6½", "12/2 =
// 6", "1/2 = ½".
func half[T int | int16](score T) string {
	s := strconv.Itoa(int(score)) + "/2 = "
	switch w := int(score) / 2; {
	case score%2 == 0:
		s += strconv.Itoa(w)
	case w == 0:
		s += "½"
	default:
		s += strconv.Itoa(w) + "½"
	}
	return s
}

// num formats n with a true minus sign: "−1".
func num[T int | int16](n T) string {
	if n < 0 {
		return "−" + strconv.Itoa(-int(n))
	}
	return strconv.Itoa(int(n))
}

func signed[T int | int16](n T) string {
	if n < 0 {
		return "−" + strconv.Itoa(-int(n))
	}
	return "+" + strconv.Itoa(int(n))
}

// onCard names where a rider stands: "on card 6", "before card 1", "3
// cards behind the line".
func onCard(pos int32) string {
	if pos > 0 {
		return "on " + where(pos)
	}
	return where(pos)
}

// where names a track position: "card 6", "before card 1", "3 cards
// behind the line".
func where(pos int32) string {
	switch {
	case pos > 0:
		return "card " + strconv.Itoa(int(pos))
	case pos == 0:
		return "before card 1"
	}
	return plural(-pos, "card", "cards") + " behind the line"
}

// skill formats a skill check: "Riding d100 47 +0 (Difficult) = 47 ≥ 45:
// success by 2".
func (r Roll) skill(name, diff, terrain string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s d%d %d %s (%s)", name, r.Die, r.Face, signed(r.Bonus), diff)
	if r.Mod != 0 {
		if terrain == "" {
			terrain = "modifier"
		}
		fmt.Fprintf(&b, " %s (%s)", signed(r.Mod), terrain)
	}
	if r.Rep != 0 {
		fmt.Fprintf(&b, " %s (%s)", signed(r.Rep), reputationWhy)
	}
	fmt.Fprintf(&b, " = %d ≥ %d: %s", r.Total, r.Target, r.outcome())
	return b.String()
}

func (r Roll) outcome() string {
	if r.Success {
		return "success by " + strconv.Itoa(int(r.Margin))
	}
	return "failure by " + strconv.Itoa(-int(r.Margin))
}

// cost formats what a failed check costs.
func (e *Event) cost(hp bool) string {
	if e.Roll.Success {
		return ""
	}
	var parts []string
	if e.Lost {
		parts = append(parts, "loses a blue chip")
	} else {
		parts = append(parts, "no blue chip to lose")
	}
	parts = append(parts, fmt.Sprintf("−%d card next turn", e.Penalty))
	if hp {
		parts = append(parts, "1 HP")
	}
	return " — " + strings.Join(parts, ", ")
}

// String formats the event as table talk:
//
//	turn 3: Black Bart, hazard 4♦ on card 9 (speed 4 ≥ 4; 2nd this turn, roll 1 of 2): Riding d100 55 +0 (Difficult) = 55 ≥ 45: success by 10
func (e Event) String() string {
	head := "turn " + strconv.Itoa(e.When) + ": "
	if e.When == 0 {
		head = "start: "
	}
	switch e.Kind {
	case Start:
		return head + e.Who + " starts " + onCard(e.Pos)
	case Initiative:
		mod := ""
		if e.Roll.Mod != 0 {
			mod = " " + signed(e.Roll.Mod)
		}
		if e.Roll.Rep != 0 {
			mod += " " + signed(e.Roll.Rep) + " (" + reputationWhy + ")"
		}
		behind := "starts on the line"
		if e.Speed > 0 {
			behind = "starts " + plural(e.Speed, "card", "cards") + " behind the line"
		}
		return fmt.Sprintf("%s%s: initiative d10 %d%s = %d, %s", head, e.Who, e.Roll.Face, mod, e.Roll.Total, behind)
	case Traded:
		return fmt.Sprintf("%s%s trades %d %s for %d %s", head, e.Who, e.Chips.total(), colourOf(e.Chips), e.Gain.total(), colourOf(e.Gain))
	case Bets:
		s := fmt.Sprintf("%s%s bets %d red, %d white", head, e.Who, e.Chips.Red, e.Chips.White)
		if g := e.Gain; g.total() > 0 {
			s += "; earns " + chipList(g)
		} else if e.Chips.White > 0 {
			s += "; red and blue at the stack's limit, earns nothing"
		}
		return s
	case Blown:
		return head + e.Who + "'s horse is blown and stands still"
	case GivesUp:
		return head + e.Who + " gives up the chase"
	case Moves:
		var b strings.Builder
		fmt.Fprintf(&b, "%s%s moves %s, %s → %s (3", head, e.Who, plural(e.Speed, "card", "cards"), where(e.From), where(e.Pos))
		if e.Chips.Red/2 > 0 {
			fmt.Fprintf(&b, " +%d for %d red", e.Chips.Red/2, e.Chips.Red)
		}
		if e.Chips.White > 0 {
			fmt.Fprintf(&b, " −%d white", e.Chips.White)
		}
		if e.Penalty > 0 {
			fmt.Fprintf(&b, " −%d penalty", e.Penalty)
		}
		b.WriteString(")")
		return b.String()
	case HazardPassed:
		return fmt.Sprintf("%s%s, hazard %v on card %d: speed %s < %d, passes freely", head, e.Who, e.Card, e.Pos, num(e.Speed), e.Value)
	case HazardCheck:
		why := fmt.Sprintf("speed %s ≥ %d", num(e.Speed), e.Value)
		switch {
		case e.Card.IsJoker():
			why = "a joker never passes freely"
		case e.Auto:
			why = "always a hazard in " + strings.ToLower(e.Terrain)
		}
		return fmt.Sprintf("%s%s, hazard %v on card %d (%s; %s this turn, roll %d of %d): %s%s",
			head, e.Who, e.Card, e.Pos, why, ordinal(int(e.Of)), e.N, e.Of, e.Roll.skill("Riding", "Difficult", e.Terrain), e.cost(false))
	case HorseSenseCheck:
		return fmt.Sprintf("%s%s, Horse Sense %s < %d (%v): %s%s",
			head, e.Who, half(e.Score), e.Value, e.Card, e.Roll.skill("Riding", "Difficult", ""), e.cost(false))
	case ObstacleCalm:
		return fmt.Sprintf("%s%s, obstacle %v on card %d: Temperament %s ≥ %d, no trouble", head, e.Who, e.Card, e.Pos, half(e.Score), e.Value)
	case ObstacleCheck:
		return fmt.Sprintf("%s%s, obstacle %v on card %d: Temperament %s < %d: %s%s",
			head, e.Who, e.Card, e.Pos, half(e.Score), e.Value, e.Roll.skill("Riding", "Difficult", e.Terrain), e.cost(true))
	case TrackingCheck:
		s := fmt.Sprintf("%s%s tracks past %s, check %d of %d: %s", head, e.Who, plural(e.Value, "obstacle", "obstacles"), e.N, e.Of,
			e.Roll.skill("Tracking", "Average", e.Terrain))
		switch {
		case e.Roll.Success && e.Roll.Margin > 35:
			return s + ", keeps speed"
		case e.Roll.Success:
			return s + fmt.Sprintf(", −%d card next turn", e.Penalty)
		}
		return s + fmt.Sprintf(", −%d card next turn (%s in a row)", e.Penalty, plural(e.Misses, "failure", "failures"))
	case TrailLost:
		return fmt.Sprintf("%s%s loses the trail after %s in a row", head, e.Who, plural(e.Value, "failure", "failures"))
	case Recovers:
		if e.Colour == AnyColour {
			return fmt.Sprintf("%s%s's horse moved %s; every colour is full", head, e.Who, plural(e.Speed, "card", "cards"))
		}
		return fmt.Sprintf("%s%s's horse moved %s and recovers a %s chip", head, e.Who, plural(e.Speed, "card", "cards"), e.Colour)
	case Collapses:
		s := fmt.Sprintf("%s%s's horse collapses %s, out of chips: Soundness d20 %d < %d: ", head, e.Who, onCard(e.Pos), e.Roll.Face, e.Roll.Target)
		if e.Roll.Success {
			return s + "success — it lives, stops there and stands still next turn"
		}
		return s + "failure — the horse dies"
	case NewPhase:
		if e.Who == "" {
			return fmt.Sprintf("%sthe chase enters the %v phase", head, e.Phase)
		}
		return fmt.Sprintf("%sthe chase enters the %v phase; %s receives %d red (speed %d)", head, e.Phase, e.Who, e.Gain.Red, e.Value)
	case Shuffled:
		return fmt.Sprintf("%sa fresh deck is shuffled for card %d", head, e.Pos)
	case Catches:
		return fmt.Sprintf("%s%s catches up on card %d", head, e.Who, e.Pos)
	case Finishes:
		return fmt.Sprintf("%s%s finishes %s", head, e.Who, ordinal(int(e.Value)))
	case Ends:
		if e.Who != "" {
			return fmt.Sprintf("%sover: %v (%s)", head, e.End, e.Who)
		}
		return fmt.Sprintf("%sover: %v", head, e.End)
	}
	return head + e.Kind.String()
}

func colourOf(c Pile) string {
	switch {
	case c.Red > 0:
		return "red"
	case c.Blue > 0:
		return "blue"
	}
	return "white"
}

func chipList(c Pile) string {
	var parts []string
	if c.Red > 0 {
		parts = append(parts, strconv.Itoa(int(c.Red))+" red")
	}
	if c.Blue > 0 {
		parts = append(parts, strconv.Itoa(int(c.Blue))+" blue")
	}
	if c.White > 0 {
		parts = append(parts, strconv.Itoa(int(c.White))+" white")
	}
	return strings.Join(parts, ", ")
}
