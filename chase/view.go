package chase

import (
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// View is what one rider may know when he bets, and what he may bet: the
// turn about to be played, the phase and the weather, whether it is a race
// (and its length in cards), which rider he is (Self), every rider and
// where each stands with the chips in front of him — what the table shows
// —, the cards laid so far (Track[0] is card 1), Self's bet limits by the
// rules (Limit.Red is half the horse's speed for the phase, Limit.White
// half its Endurance), his own bet when he has made it (Decided), and the
// Options open to him. The other riders' bets are secret until the turn
// reveals them (rule CS-2): no View holds them.
//
// A strategy receives a View for each bet; [Chase.View] and [Race.View]
// make one for a person. The slices alias the engine's memory: read them,
// never keep or change them; a View is valid only during the strategy's
// call, or until the next Step, Decide or SetDecider.
type View struct {
	Turn    int
	Phase   Phase
	Weather Weather
	Race    bool
	Length  int
	Self    int
	Riders  []Rider
	States  []RiderState
	Track   []dice.Card
	Limit   Chips
	Decided bool
	Bet     Bet
	Options Options
	Rand    dice.Rand
}

// Options lists the bets a rider may make now (rule CS-2). Bet is false
// when he has none to make (his bet made, out, blown, or the chase over —
// and, in [Chase.View], when his strategy bets for him), and the rest is
// then zero. Otherwise each part of a [Bet] may range:
//
//   - Red: 0..Red red chips without a trade (the smaller of Limit.Red and
//     the red held); a trade for red raises the red held, never the limit.
//   - White: 0..White white chips (the smaller of Limit.White and the
//     white held), and no more than the cards the bet moves, 3 + red/2.
//   - Trades: each 2:1 trade the horse's chips allow, at its largest N
//     (2 × N of Give for N of Get), in the order red for blue, red for
//     white, blue for red, blue for white, white for red, white for blue;
//     N 0 where that trade is not possible.
//   - Earn: the colours a white chip may earn; Recover: the colours the
//     horse may recover after a move of fewer than 3 cards (rule CS-6).
//   - GiveUp: a pursuer may give up the chase (rule CSD-6).
//
// Each range alone is legal; [Chase.Decide] checks the bet whole.
type Options struct {
	Bet     bool
	Red     int
	White   int
	Trades  [6]Trade
	Earn    [3]Colour
	Recover [4]Colour
	GiveUp  bool
}

// tradePairs are the trades' colours in the order Options lists them.
var tradePairs = [6][2]Colour{
	{RedChip, BlueChip}, {RedChip, WhiteChip}, {BlueChip, RedChip},
	{BlueChip, WhiteChip}, {WhiteChip, RedChip}, {WhiteChip, BlueChip},
}

// optionsOf returns the options of a rider holding held, with bet limits
// limit, who may give up or not.
func optionsOf(held, limit Chips, giveUp bool) Options {
	o := Options{
		Bet:     true,
		Red:     min(limit.Red, held.Red),
		Earn:    [3]Colour{AnyColour, RedChip, BlueChip},
		Recover: [4]Colour{AnyColour, RedChip, BlueChip, WhiteChip},
		GiveUp:  giveUp,
	}
	o.White = min(limit.White, held.White, BaseMove+o.Red/2)
	for k, p := range tradePairs {
		n := min(held.Of(p[0])/2, MaxChips-held.Of(p[1]))
		o.Trades[k] = Trade{Give: p[0], Get: p[1], N: max(n, 0)}
	}
	return o
}

// String lists the options for a person to choose from, one part a line,
// in the words [ParseBet] reads:
//
//	bet red 0..5, white 0..4 (at most 3 + red/2); 2 red move one card more
//	trade 2:1 before the bet: up to 8 blue for 4 red, up to 20 white for 10 red
//	earn (for white) any, red or blue; recover any, red, blue or white
//	or give up
//
// or "no bet to make now".
func (o Options) String() string {
	if !o.Bet {
		return "no bet to make now"
	}
	var b strings.Builder
	b.WriteString("bet red 0.." + strconv.Itoa(o.Red) + ", white 0.." + strconv.Itoa(o.White) + " (at most 3 + red/2); 2 red move one card more")
	var trades []string
	for _, t := range o.Trades {
		if t.N > 0 {
			trades = append(trades, "up to "+t.String())
		}
	}
	if trades != nil {
		b.WriteString("\ntrade 2:1 before the bet: " + strings.Join(trades, ", "))
	}
	b.WriteString("\nearn (for white) " + colourList(o.Earn[:]) + "; recover " + colourList(o.Recover[:]))
	if o.GiveUp {
		b.WriteString("\nor give up")
	}
	return b.String()
}

// colourList names colours: "any, red or blue".
func colourList(cs []Colour) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.String()
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Me returns the betting rider's state. In a View the engine did not make
// (Self off States) it returns a new zero RiderState.
func (v *View) Me() *RiderState {
	if v.Self < 0 || v.Self >= len(v.States) {
		return &RiderState{}
	}
	return &v.States[v.Self]
}

// MaxRed returns the most red chips Self may bet without trading: the
// smaller of Limit.Red and the red held.
func (v *View) MaxRed() int { return min(v.Limit.Red, v.Me().Chips.Red) }

// setView prepares the view of rider i for turn: what he sees and, when
// he must bet, his options.
func (e *engine) setView(turn, i int) {
	v := &e.view
	*v = View{Turn: turn, Phase: e.phase, Weather: e.weather, Race: e.race, Length: e.length, Self: i}
	v.Riders, v.States, v.Track = e.riders, e.st, e.track
	h := &e.riders[i].Horse.Attributes
	v.Limit = Chips{Red: h.Get(e.speed.Row(e.phase).Speed) / 2, White: h.Endurance / 2}
	if e.decided[i] {
		v.Decided, v.Bet = true, e.bets[i]
		return
	}
	if e.out.End == NotOver && e.asked(i) {
		v.Options = optionsOf(e.st[i].Chips, v.Limit, e.st[i].Role == Pursuer)
	}
}

// viewOf returns rider i's view of the coming turn.
func (e *engine) viewOf(i int) (View, bool) {
	if !e.ready || i < 0 || i >= len(e.riders) {
		return View{}, false
	}
	e.setView(e.turn+1, i)
	v := e.view
	e.view = View{}
	if !e.waits(i) {
		v.Options = Options{}
	}
	return v, true
}

// State is a chase or race as a game master sees it: everything its
// riders' Views show, and what they hide — every bet recorded for the
// coming turn (Bets[i], where Decided[i]) — with each rider's strategy
// ([Person] for a person), the course, the turn cap and the outcome so
// far. Turn is the number of turns played.
type State struct {
	Turn       int
	Phase      Phase
	Weather    Weather
	Race       bool
	Length     int
	MaxTurns   int
	Riders     []Rider
	States     []RiderState
	Track      []dice.Card
	Course     Course
	Decided    []bool
	Bets       []Bet
	Strategies []Strategy
	Outcome    Outcome
}

// state returns the whole state; the bets, flags and strategies are
// copies, the rest aliases the engine.
func (e *engine) state() State {
	if !e.ready {
		return State{}
	}
	s := State{
		Turn: e.turn, Phase: e.phase, Weather: e.weather, Race: e.race, Length: e.length, MaxTurns: e.maxTurns,
		Riders: e.riders, States: e.st, Track: e.track, Course: e.course, Outcome: e.out,
		Decided: append([]bool(nil), e.decided...), Bets: make([]Bet, len(e.riders)), Strategies: make([]Strategy, len(e.riders)),
	}
	for i := range e.riders {
		if e.decided[i] {
			s.Bets[i] = e.bets[i]
		}
		s.Strategies[i] = e.strategy(i)
	}
	return s
}
