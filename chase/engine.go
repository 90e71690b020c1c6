package chase

import (
	"github.com/deadmanshand/aces/dice"
)

// DefaultMaxTurns is the turn cap of a chase or race (rule CSD-6, default):
// after 300 turns the pursuers give up, so every chase ends.
const DefaultMaxTurns = 300

// MaxRiders bounds the riders of a chase or race.
const MaxRiders = 64

// BaseMove is the cards a horse moves in a turn before bets (rule CS-2).
const BaseMove = 3

// engine is the turn machinery shared by Chase and Race. Riders are
// resolved in index order: in a chase the pursued is rider 0 and the
// pursuers follow in the order given; in a race, the order given.
type engine struct {
	ready    bool // set up by Reset or a load
	race     bool
	rnd      dice.Rand
	riders   []Rider
	st       []RiderState
	track    []dice.Card
	deck     dice.Deck
	turn     int
	phase    Phase
	weather  Weather
	maxTurns int
	length   int    // a race's length in cards; 0 in a chase
	course   Course // a race's course; a chase's single open-ended stretch
	speed    SpeedTable
	out      Outcome
	lastOut  int // the pursuer who dropped out last, −1 for none
	places   int // racers placed so far
	dead     int // the first rider whose horse died this turn, −1 for none

	log    []Event
	turnAt int // index in log of the last turn's first event
	bets   []Bet
	moves  []int
	view   View
}

// emit appends an event to the log and returns it to be filled in place:
// the record is cleared where it lies, never built elsewhere and copied.
func (e *engine) emit(k EventKind, i int) *Event {
	n := len(e.log)
	if n == cap(e.log) {
		e.log = append(e.log, Event{})
	} else {
		e.log = e.log[:n+1]
		e.log[n] = Event{}
	}
	ev := &e.log[n]
	ev.Turn, ev.Kind, ev.Rider = int32(e.turn), k, int16(i)
	if i >= 0 {
		ev.Who = e.riders[i].Name
	}
	return ev
}

// initRiders resets the per-rider buffers for n riders, reusing memory.
func (e *engine) initRiders(n int) {
	e.st = resize(e.st, n)
	e.bets = resize(e.bets, n)
	e.moves = resize(e.moves, n)
	clear(e.st)
	clear(e.bets)
	clear(e.moves)
}

func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// startChips gives rider i his opening chips (rule CS-1): red by the speed
// table (Opening × the opening phase's speed), blue 2 × Agility, white
// 2 × Endurance; those are also his maximum.
func (e *engine) startChips(i int) {
	h := &e.riders[i].Horse.Attributes
	row := e.speed.Row(e.phase)
	c := Chips{Red: e.speed.Opening * h.Get(row.Speed), Blue: 2 * h.Agility, White: 2 * h.Endurance}
	e.st[i].Chips, e.st[i].Max = c, c
}

// setView prepares the view for rider i betting in turn.
func (e *engine) setView(turn, i int) {
	v := &e.view
	v.Turn, v.Phase, v.Race, v.Length, v.Self = turn, e.phase, e.race, e.length, i
	v.Riders, v.States, v.Track = e.riders, e.st, e.track
	h := &e.riders[i].Horse.Attributes
	v.Limit = Chips{Red: h.Get(e.speed.Row(e.phase).Speed) / 2, White: h.Endurance / 2}
}

func (e *engine) what() string {
	if e.race {
		return "race"
	}
	return "chase"
}

func (e *engine) finish(end End, rider int) {
	e.out = Outcome{End: end, Turn: e.turn, Rider: rider}
	ev := e.emit(Ends, rider)
	ev.End = end
	if rider >= 0 {
		e.out.Who = e.riders[rider].Name
	}
}

func (e *engine) pursuersLeft() bool {
	for i := range e.st {
		if e.st[i].Role == Pursuer && e.st[i].In() {
			return true
		}
	}
	return false
}

func (e *engine) racersLeft() int {
	n := 0
	for i := range e.st {
		if e.st[i].In() {
			n++
		}
	}
	return n
}

// quitEnd is the end when no pursuer is left: as the last one out left.
func (e *engine) quitEnd() End {
	if e.lastOut >= 0 && e.st[e.lastOut].Status == LostTrail {
		return TrailGone
	}
	return GaveUpEnd
}
