package chase

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
	"github.com/deadmanshand/aces/wounds"
)

// DefaultMaxTurns is the turn cap of a chase or race (rule CSD-6, default):
// after 300 turns the pursuers give up, so every chase ends.
const DefaultMaxTurns = 300

// maxTurnCap bounds a setup's MaxTurns: a larger one is refused when the
// chase or race is built. [MaxEvents] allows most setups fewer.
const maxTurnCap = 100000

// maxRiders bounds the riders of a chase or race.
const maxRiders = 64

// baseMove is the cards a horse moves in a turn before bets (rule CS-2).
const baseMove = 3

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
	spots    []*spot // the track as the rules read it: each card's spot in lie
	lie      []cards // how the rules read each card on each stretch of the course
	along    []uint8 // the stretch of each card of a race's course (none in a chase)
	deck     dice.Deck
	turn     int
	phase    Phase
	weather  Weather
	maxTurns int
	length   int    // a race's length in cards; 0 in a chase
	course   Course // a race's course; a chase's single open-ended stretch
	speed    SpeedTable
	out      Outcome
	lastOut  int                // the pursuer who dropped out last, −1 for none
	places   int                // racers placed so far
	crossed  bool               // a racer reached the last card this turn (see placeFinishers)
	dead     int                // the first rider whose horse died this turn, −1 for none
	turnTime wounds.Time        // how long a turn lasts on a rider's clock
	clock    []wounds.Time      // each rider's clock when the chase started (his condition's)
	bounds   [][numPhases]Chips // each rider's bet limits by phase (see limits)
	now      []Chips            // each rider's bet limits in the phase the chase is in (see enter)
	falls    []int              // each rider's horse's collapses so far (rule CSD-8)
	podium   [2]int             // the turns the first and second racers finished, 0 before

	vices  [2][]string // the horses' vices, copied (see ownVices)
	flip   uint8
	log    []Event
	quiet  bool  // the log is off: a study's chase tells nothing
	turnAt int   // index in log of the last turn's first event
	bets   []Bet // the turn's bets; before it is played, the people's recorded ones
	moves  []int
	view   View

	strats  []Strategy // each rider's strategy; nil for a person
	people  int        // the riders played by people (see countPeople)
	decided riderSet   // the riders whose bet for the coming turn is made
	refused riderSet   // the riders whose strategy's bet was refused (not saved)
	results []Result   // the outcome's results

	// The journal (see save.go): every bet in the order it was made, the
	// strategies' draws with their bets, each change of strategy and each
	// move of the dice by someone else. A study's is off.
	j       journal.Journal[point]
	rec     journal.Recorder // the dice as the strategies see them
	src     *dice.Source     // rnd, when it is one: only then can the chase be saved
	first   []Strategy       // each rider's strategy as built, Person for a person
	unsaved error            // a strategy given to SetDecider that cannot be saved
}

// emit appends an event to the log and returns it to be filled in place:
// the record is cleared where it lies, never built elsewhere and copied.
// With the log off (a study's chase) it returns nil and logs nothing: the
// rules are played all the same, by the same functions, and only what the
// log would tell is not written.
func (e *engine) emit(k EventKind, i int) *Event {
	if e.quiet {
		return nil
	}
	n := len(e.log)
	if n == cap(e.log) {
		e.log = append(e.log, Event{})
	} else {
		e.log = e.log[:n+1]
		e.log[n] = Event{}
	}
	ev := &e.log[n]
	ev.When, ev.Kind, ev.Rider = e.turn, k, int16(i)
	if i >= 0 {
		ev.Who = e.riders[i].Name
	}
	return ev
}

// reserve doubles the log's room when what is left would not hold twice
// the events of the last turn (last), so that a long chase's log, grown a
// turn at a time, is copied a few times rather than many.
func (e *engine) reserve(last int) {
	if n := len(e.log); cap(e.log)-n < 2*last {
		grown := make([]Event, n, max(2*cap(e.log), n+2*last, 256))
		copy(grown, e.log)
		e.log = grown
	}
}

// ownVices gives the riders' horses copies of their vices, so that a
// caller who changes his setup's slices afterwards changes nothing in the
// chase. The copies alternate between two buffers, so that riders read
// from the engine after one Reset can set up the next.
func (e *engine) ownVices() {
	n := 0
	for i := range e.riders {
		n += len(e.riders[i].Horse.Vices)
	}
	if n == 0 {
		return
	}
	e.flip ^= 1
	buf := e.vices[e.flip][:0]
	if cap(buf) < n {
		buf = make([]string, 0, n)
	}
	for i := range e.riders {
		h := &e.riders[i].Horse
		if len(h.Vices) > 0 {
			k := len(buf)
			buf = append(buf, h.Vices...)
			h.Vices = buf[k:len(buf):len(buf)]
		}
	}
	e.vices[e.flip] = buf
}

// takeIn takes in what the setups of a chase and of a race share, once
// their riders are the engine's: the riders' names, which must differ;
// their deciders, found with find; the speed table (nil: the default);
// how long a turn lasts on their clocks (turn; see takeRiders) and the
// turn cap (maxTurns; 0 for DefaultMaxTurns).
func (e *engine) takeIn(find func(encounter.Saved) (Strategy, error), speed *SpeedTable, turn wounds.Time, maxTurns int) error {
	if err := e.checkNames(); err != nil {
		return err
	}
	if err := e.setDeciders(find); err != nil {
		return err
	}
	e.setSpeed(speed)
	if speed != nil {
		if err := e.speed.validate(); err != nil {
			return err
		}
	}
	e.takeRiders(turn)
	e.maxTurns = maxTurns
	if e.maxTurns == 0 {
		e.maxTurns = DefaultMaxTurns
	}
	return nil
}

// takeRiders takes in what the riders of every chase of a setup share:
// their horses' own vices, how long a turn lasts on their clocks (turn; 0
// for DefaultTurn), each one's clock as he mounts and his bet limits by
// phase. The speed table must be taken in first.
func (e *engine) takeRiders(turn wounds.Time) {
	e.ownVices()
	e.turnTime = turn
	if turn == 0 {
		e.turnTime = DefaultTurn
	}
	e.clock = resize(e.clock, len(e.riders))
	e.bounds = resize(e.bounds, len(e.riders))
	for i := range e.clock {
		e.clock[i] = e.riders[i].Condition.Clock()
		e.bounds[i] = e.limits(&e.riders[i].Horse.Attributes)
	}
	e.enter(e.phase)
}

// clearRiders clears the per-rider state for a new chase or race,
// reusing memory.
func (e *engine) clearRiders() {
	n := len(e.riders)
	e.st = resize(e.st, n)
	e.bets = resize(e.bets, n)
	e.moves = resize(e.moves, n)
	e.falls = resize(e.falls, n)
	clear(e.st)
	clear(e.bets)
	clear(e.moves)
	clear(e.falls)
	e.decided, e.refused = 0, 0
	e.podium = [2]int{}
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
	row := e.speed.row(e.phase)
	c := Chips{Red: e.speed.Opening * h.Get(row.Speed), Blue: 2 * h.Agility, White: 2 * h.Endurance}
	e.st[i].Chips, e.st[i].Max = c, c
}

func (e *engine) what() string {
	if e.race {
		return "race"
	}
	return "chase"
}

func (e *engine) finish(end End, rider int) {
	e.results = resultsOf(e.results, e.riders, e.st)
	e.out = Outcome{Ended: e.turn, Winner: winnerOf(e.race, end, rider, e.st), Results: e.results, End: end, Rider: rider}
	if ev := e.emit(Ends, rider); ev != nil {
		ev.End = end
	}
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
