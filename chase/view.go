package chase

import (
	"github.com/deadmanshand/aces/dice"
)

// View is what one rider may know when he bets, and what he may bet: the
// turn about to be played, the phase and the weather, whether it is a race
// (and its length in cards), every rider and where each stands with the
// chips in front of him — what the table shows —, the cards laid so far
// (Track[0] is card 1), his bet limits by the rules (Limit.Red is half the
// horse's speed for the phase, Limit.White half its Endurance), his own
// bet when he has made it (Decided), and the Options open to him. [View.Me]
// says which rider he is, [View.Self] where he stands. The other riders'
// bets are secret until the turn reveals them (rule CS-2): no View holds
// them, nor any rider's decider.
//
// A custom strategy receives a View for each bet (a built-in one's bet is
// worked out from the chase's own state by the function its Bet method
// calls, with no View made); [Chase.View] and [Race.View] make one for a
// person, and its String tells him the table. The slices
// alias the engine's memory: read them, never keep or change them; a View
// is valid only during the strategy's call, or until the next call that
// changes the chase or race.
type View struct {
	Turn    int
	Phase   Phase
	Weather Weather
	Race    bool
	Length  int
	Riders  []Rider
	States  []RiderState
	Track   []dice.Card
	Limit   Chips
	Decided bool
	Bet     Bet
	Options Options
	Rand    dice.Rand
	me      int
}

// Me returns the index of the betting rider: 0 for the pursued, or the
// first rider of a race.
func (v *View) Me() int { return v.me }

// Self returns where the betting rider stands. In a View the engine did
// not make (none of its States his) it returns a new zero RiderState.
func (v *View) Self() *RiderState {
	if v.me < 0 || v.me >= len(v.States) {
		return &RiderState{}
	}
	return &v.States[v.me]
}

// setView prepares the view of rider i for turn: what he sees and, when
// he must bet, his options.
func (e *engine) setView(turn, i int) {
	v := &e.view
	*v = View{Turn: turn, Phase: e.phase, Weather: e.weather, Race: e.race, Length: e.length, me: i}
	v.Riders, v.States, v.Track = e.riders, e.st, e.track
	v.Limit = *e.limit(i)
	if e.decided.has(i) {
		v.Decided, v.Bet = true, e.bets[i]
		return
	}
	if e.out.End == NotOver && e.asked(i) {
		v.Options = optionsOf(e.st[i].Chips, v.Limit, e.st[i].Role == Pursuer)
	}
}

// View returns what rider i may know and choose now (see [View]), a new
// one each call (so that two riders' views may be read side by side), and
// false for an index out of range. It is valid until the next call that
// changes the chase or race (Step, Run, Decide, Answer, SetDecider,
// TakeBack, Reset).
func (e *engine) View(i int) (*View, bool) {
	if !e.ready || i < 0 || i >= len(e.riders) {
		return nil, false
	}
	e.setView(e.turn+1, i)
	v := new(View)
	*v, e.view = e.view, View{}
	if !e.waits(i) {
		v.Options = Options{}
	}
	return v, true
}
