package chase

import (
	"fmt"
	"strconv"
	"strings"
)

// Narration: an Event's String, one small function for each kind of event
// after the head every line starts with ("turn 3: ", "start: "), and the
// words they share.

// String formats the event as table talk:
//
//	turn 3: Black Bart, hazard 4♦ on card 9 (speed 4 ≥ 4; 2nd this turn, roll 1 of 2): Riding d100 55 +0 (Difficult) = 55 ≥ 45: success by 10
func (e Event) String() string {
	head := "turn " + strconv.Itoa(e.When) + ": "
	if e.When == 0 {
		head = "start: "
	}
	if e.Kind < numEventKinds && narrators[e.Kind] != nil {
		return head + narrators[e.Kind](&e)
	}
	return head + e.Kind.String()
}

// narrators tell each kind of event, the head left out.
var narrators = [numEventKinds]func(e *Event) string{
	Start:           tellStart,
	Initiative:      tellInitiative,
	Traded:          tellTraded,
	Bets:            tellBets,
	Blown:           tellBlown,
	GivesUp:         tellGivesUp,
	Moves:           tellMoves,
	HazardPassed:    tellHazardPassed,
	HazardCheck:     tellHazardCheck,
	HorseSenseCheck: tellHorseSense,
	ObstacleCalm:    tellObstacleCalm,
	ObstacleCheck:   tellObstacleCheck,
	TrackingCheck:   tellTracking,
	TrailLost:       tellTrailLost,
	Recovers:        tellRecovers,
	Collapses:       tellCollapses,
	NewPhase:        tellNewPhase,
	Shuffled:        tellShuffled,
	Catches:         tellCatches,
	Finishes:        tellFinishes,
	Ends:            tellEnds,
}

// tellStart: "Black Bart starts on card 6".
func tellStart(e *Event) string { return e.Who + " starts " + onCard(e.Pos) }

// tellInitiative: "Kid: initiative d10 1 +1 = 2, starts 1 card behind the
// line" (rule CS-7).
func tellInitiative(e *Event) string {
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
	return fmt.Sprintf("%s: initiative d10 %d%s = %d, %s", e.Who, e.Roll.Face, mod, e.Roll.Total, behind)
}

// tellTraded: "Black Bart trades 6 blue for 3 red" (rule CS-2).
func tellTraded(e *Event) string {
	return fmt.Sprintf("%s trades %d %s for %d %s", e.Who, e.Chips.total(), colourOf(e.Chips), e.Gain.total(), colourOf(e.Gain))
}

// tellBets: "Black Bart bets 2 red, 1 white; earns 1 blue" (rule CS-2).
func tellBets(e *Event) string {
	s := fmt.Sprintf("%s bets %d red, %d white", e.Who, e.Chips.Red, e.Chips.White)
	if g := e.Gain; g.total() > 0 {
		s += "; earns " + chipList(g)
	} else if e.Chips.White > 0 {
		s += "; red and blue at the stack's limit, earns nothing"
	}
	return s
}

// tellBlown: "Black Bart's horse is blown and stands still" (rule CSD-8).
func tellBlown(e *Event) string { return e.Who + "'s horse is blown and stands still" }

// tellGivesUp: "Marshal Dill gives up the chase" (rule CSD-6).
func tellGivesUp(e *Event) string { return e.Who + " gives up the chase" }

// tellMoves: "Black Bart moves 4 cards, card 6 → card 10 (3 +1 for 2 red)"
// (rule CS-2).
func tellMoves(e *Event) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s moves %s, %s → %s (3", e.Who, plural(e.Speed, "card", "cards"), where(e.From), where(e.Pos))
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
}

// tellHazardPassed: "Black Bart, hazard Q♦ on card 7: speed 4 < 10, passes
// freely" (rule CS-3).
func tellHazardPassed(e *Event) string {
	return fmt.Sprintf("%s, hazard %v on card %d: speed %s < %d, passes freely", e.Who, e.Card, e.Pos, num(e.Speed), e.Value)
}

// tellHazardCheck: "Black Bart, hazard 3♥ on card 8 (speed 4 ≥ 3; 1st this
// turn, roll 1 of 1): Riding d100 … — loses a blue chip, −1 card next
// turn" (rules CS-3, CSD-5).
func tellHazardCheck(e *Event) string {
	why := fmt.Sprintf("speed %s ≥ %d", num(e.Speed), e.Value)
	switch {
	case e.Card.IsJoker():
		why = "a joker never passes freely"
	case e.Auto:
		why = "always a hazard in " + strings.ToLower(e.Terrain)
	}
	return fmt.Sprintf("%s, hazard %v on card %d (%s; %s this turn, roll %d of %d): %s%s",
		e.Who, e.Card, e.Pos, why, ordinal(int(e.Of)), e.N, e.Of, e.Roll.skill("Riding", "Difficult", e.Terrain), e.cost(false))
}

// tellHorseSense: "Black Bart, Horse Sense 13/2 = 6½ < 10 (K♥): Riding d100
// …" (rule CS-3).
func tellHorseSense(e *Event) string {
	return fmt.Sprintf("%s, Horse Sense %s < %d (%v): %s%s",
		e.Who, half(e.Score), e.Value, e.Card, e.Roll.skill("Riding", "Difficult", ""), e.cost(false))
}

// tellObstacleCalm: "Marshal Dill, obstacle A♣ on card 1: Temperament 3/2
// = 1½ ≥ 1, no trouble" (rule CS-4).
func tellObstacleCalm(e *Event) string {
	return fmt.Sprintf("%s, obstacle %v on card %d: Temperament %s ≥ %d, no trouble", e.Who, e.Card, e.Pos, half(e.Score), e.Value)
}

// tellObstacleCheck: "Black Bart, obstacle J♣ on card 9: Temperament 9/2
// = 4½ < 10: Riding d100 … — loses a blue chip, −1 card next turn, 1 HP"
// (rules CS-4, CSD-2).
func tellObstacleCheck(e *Event) string {
	return fmt.Sprintf("%s, obstacle %v on card %d: Temperament %s < %d: %s%s",
		e.Who, e.Card, e.Pos, half(e.Score), e.Value, e.Roll.skill("Riding", "Difficult", e.Terrain), e.cost(true))
}

// tellTracking: "Marshal Dill tracks past 3 obstacles, check 1 of 3:
// Tracking d100 … , −1 card next turn" (rules CS-5, CSD-3).
func tellTracking(e *Event) string {
	s := fmt.Sprintf("%s tracks past %s, check %d of %d: %s", e.Who, plural(e.Value, "obstacle", "obstacles"), e.N, e.Of,
		e.Roll.skill("Tracking", "Average", e.Terrain))
	switch {
	case e.Roll.Success && e.Roll.Margin > greatTracking:
		return s + ", keeps speed"
	case e.Roll.Success:
		return s + fmt.Sprintf(", −%d card next turn", e.Penalty)
	}
	return s + fmt.Sprintf(", −%d card next turn (%s in a row)", e.Penalty, plural(e.Misses, "failure", "failures"))
}

// tellTrailLost: "Marshal Dill loses the trail after 2 failures in a row"
// (rule CS-5).
func tellTrailLost(e *Event) string {
	return fmt.Sprintf("%s loses the trail after %s in a row", e.Who, plural(e.Value, "failure", "failures"))
}

// tellRecovers: "Black Bart's horse moved 2 cards and recovers a red chip"
// (rule CS-6).
func tellRecovers(e *Event) string {
	if e.Colour == AnyColour {
		return fmt.Sprintf("%s's horse moved %s; every colour is full", e.Who, plural(e.Speed, "card", "cards"))
	}
	return fmt.Sprintf("%s's horse moved %s and recovers a %s chip", e.Who, plural(e.Speed, "card", "cards"), e.Colour)
}

// tellCollapses: "Black Bart's horse collapses on card 12, out of chips:
// Soundness d20 7 < 12: success — it lives, …" (rules CS-2, CSD-8).
func tellCollapses(e *Event) string {
	s := fmt.Sprintf("%s's horse collapses %s, out of chips: Soundness d20 %d < %d: ", e.Who, onCard(e.Pos), e.Roll.Face, e.Roll.Target)
	if e.Roll.Success {
		return s + "success — it lives, stops there and stands still next turn"
	}
	return s + "failure — the horse dies"
}

// tellNewPhase: "the chase enters the Medium phase; Black Bart receives 22
// red (speed 11)" (rule CS-6).
func tellNewPhase(e *Event) string {
	if e.Who == "" {
		return fmt.Sprintf("the chase enters the %v phase", e.Phase)
	}
	return fmt.Sprintf("the chase enters the %v phase; %s receives %d red (speed %d)", e.Phase, e.Who, e.Gain.Red, e.Value)
}

// tellShuffled: "a fresh deck is shuffled for card 55" (rule CS-6).
func tellShuffled(e *Event) string { return fmt.Sprintf("a fresh deck is shuffled for card %d", e.Pos) }

// tellCatches: "Marshal Dill catches up on card 14" (rule CSD-6).
func tellCatches(e *Event) string { return fmt.Sprintf("%s catches up on card %d", e.Who, e.Pos) }

// tellFinishes: "Kid finishes 1st" (rule CS-7).
func tellFinishes(e *Event) string {
	return fmt.Sprintf("%s finishes %s", e.Who, ordinal(int(e.Value)))
}

// tellEnds: "over: trail lost (Marshal Dill)" (rule CSD-6).
func tellEnds(e *Event) string {
	if e.Who != "" {
		return fmt.Sprintf("over: %v (%s)", e.End, e.Who)
	}
	return fmt.Sprintf("over: %v", e.End)
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
