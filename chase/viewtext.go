package chase

import (
	"strconv"
	"strings"
)

// String tells the betting rider the table, as a person sitting at it
// would be told: the turn and where the chase stands (the phase and the
// weather; a race's length), every rider with his card, his chips and what
// holds him back — "you" for him —, how far he is from his quarry, his
// pursuers or the finish, the cards laid ahead of him, his limits and the
// bet asked of him, in the words [ParseBet] reads:
//
//	turn 4 of the chase, the Short phase, clear weather
//	  Black Bart, pursued: on card 14, 12 red, 20 blue, 22 white
//	  Marshal Dill, pursuer (you): on card 9, 5 red, 24 blue, 20 white; −1 card next move
//	the pursued is 5 cards ahead of you
//	ahead of you: card 10 3♠, card 11 J♥, card 12 7♦, card 13 2♣
//	your limits: red 5, white 6
//	your secret bet:
//	bet red 0..5, white 0..4 (at most 3 + red/2); 2 red move one card more
//	earn (for white) any, red or blue; recover any, red, blue or white
//	or give up
func (v *View) String() string {
	var b strings.Builder
	b.WriteString("turn " + strconv.Itoa(v.Turn))
	if v.Race {
		b.WriteString(" of the race, " + strconv.Itoa(v.Length) + " cards\n")
	} else {
		b.WriteString(" of the chase, the " + v.Phase.String() + " phase, " + v.Weather.String() + " weather\n")
	}
	for i := range v.States {
		b.WriteString("  " + v.rider(i) + "\n")
	}
	b.WriteString(v.gap())
	b.WriteString(v.ahead())
	b.WriteString("your limits: red " + strconv.Itoa(v.Limit.Red) + ", white " + strconv.Itoa(v.Limit.White) + "\n")
	switch {
	case v.Decided:
		b.WriteString("your bet is made: " + v.Bet.String())
	case v.Options.Bet:
		b.WriteString("your secret bet:\n" + v.Options.text())
	default:
		b.WriteString("no bet to make now")
	}
	return b.String()
}

// rider tells rider i's line: "Marshal Dill, pursuer (you): on card 9, 5
// red, 24 blue, 20 white; −1 card next move".
func (v *View) rider(i int) string {
	s := &v.States[i]
	name := "rider " + strconv.Itoa(i+1)
	if i < len(v.Riders) {
		name = v.Riders[i].Name
	}
	line := name + ", " + s.Role.String()
	if i == v.me {
		line += " (you)"
	}
	line += ": " + onCard(int32(s.Pos)) + ", " + s.Chips.String()
	switch {
	case s.Place > 0:
		line += "; finished " + ordinal(s.Place)
	case !s.In():
		line += "; out: " + s.Status.String()
	case s.Blown:
		line += "; horse blown, stands still this turn"
	}
	if s.Penalty > 0 {
		line += "; −" + plural(s.Penalty, "card", "cards") + " next move"
	}
	if s.HPLost > 0 {
		line += "; " + strconv.Itoa(s.HPLost) + " HP lost"
	}
	return line
}

// gap tells the distance that matters to the betting rider ([View.Gap]):
// "the nearest pursuer is 6 cards behind you", "the pursued is 4 cards
// ahead of you", "24 cards to the finish"; nothing for a rider out.
func (v *View) gap() string {
	me := v.Self()
	if !me.In() {
		return ""
	}
	n := plural(v.Gap(), "card", "cards")
	switch me.Role {
	case Pursued:
		return "the nearest pursuer is " + n + " behind you\n"
	case Pursuer:
		return "the pursued is " + n + " ahead of you\n"
	case Racer:
		return n + " to the finish\n"
	}
	return ""
}

// ahead tells the cards laid ahead of the betting rider, ten at most:
// "ahead of you: card 10 3♠, card 11 J♥"; nothing when none is laid.
func (v *View) ahead() string {
	from := max(v.Self().Pos+1, 1)
	to := min(len(v.Track), from+9)
	if from > to {
		return ""
	}
	cards := make([]string, 0, to-from+1)
	for k := from; k <= to; k++ {
		cards = append(cards, "card "+strconv.Itoa(k)+" "+v.Track[k-1].String())
	}
	return "ahead of you: " + strings.Join(cards, ", ") + "\n"
}
