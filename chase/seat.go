package chase

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// ErrWaiting is the error of a chase or race that cannot play its turn
// until a person bets: [Chase.Step] and [Chase.Run] return an error
// wrapping it, and [Chase.Waiting] says who must bet. It is the SDK's one
// sentinel for a wait, so errors.Is(err, chase.ErrWaiting) holds for any
// encounter's wait.
var ErrWaiting = encounter.ErrWaiting

// Person marks a rider played by a person: put it in a Strategies slot of
// a [Setup] or [RaceSetup], or give nil to SetDecider. The chase stops
// before each of his bets and waits for Decide. The engine recognises
// Person and never calls its Bet method (which bets nothing).
var Person Strategy = person{}

// person is the type of [Person].
type person struct{}

// Bet bets nothing; the engine never calls it.
func (person) Bet(*View) Bet { return Bet{} }

// Name returns "person".
func (person) Name() string { return encounter.Person }

// Version returns "".
func (person) Version() string { return "" }

// isPerson reports whether s marks a person: nil or [Person].
func isPerson(s Strategy) bool {
	if s == nil {
		return true
	}
	_, ok := s.(person)
	return ok
}

// setStrategies takes the setup's strategies, one per rider (none: every
// rider the default), into the engine: nil is the default, [Canny]; Person
// is a person, held as nil.
func (e *engine) setStrategies(ss []Strategy, n int) error {
	if len(ss) != 0 && len(ss) != n {
		return errorf(ErrStrategy, "%d strategies for %d riders: give one per rider, or none", len(ss), n)
	}
	e.strats = resize(e.strats, n)
	for i := range e.strats {
		var s Strategy = Canny{}
		if i < len(ss) && ss[i] != nil {
			s = ss[i]
		}
		if isPerson(s) {
			s = nil
		}
		e.strats[i] = s
	}
	e.decided = resize(e.decided, n)
	e.refused = resize(e.refused, n)
	clear(e.decided)
	clear(e.refused)
	if !e.j.Off {
		e.first = resize(e.first, n)
		for i := range e.first {
			e.first[i] = e.strategy(i)
		}
	}
	return nil
}

// checkNames refuses two riders with the same name, ignoring case.
func (e *engine) checkNames(name func(i int) string, n int) error {
	if a, b, dup := encounter.Duplicate(n, name); dup {
		return errorf(ErrSetup, "riders %d and %d are both named %q: names must differ, ignoring case", a+1, b+1, name(b))
	}
	return nil
}

// asked reports whether rider i bets in the coming turn (rule CS-2): every
// rider still riding, but for a horse that collapsed last turn and stands
// still.
func (e *engine) asked(i int) bool {
	s := &e.st[i]
	return s.In() && !s.Blown
}

// waits reports whether rider i must bet before the coming turn can be
// played: he bets, has not yet, and is a person's — or his strategy's
// answer was refused, so that Decide may answer for it.
func (e *engine) waits(i int) bool {
	return e.ready && e.out.End == NotOver && e.asked(i) && !e.decided[i] && (e.strats[i] == nil || e.refused[i])
}

// waiting returns the riders who must bet now, in index order.
func (e *engine) waiting() []int {
	w := []int{}
	for i := range e.riders {
		if e.waits(i) {
			w = append(w, i)
		}
	}
	return w
}

// waitErr returns the error of a turn that waits for people's bets, or
// nil when nobody's is missing.
func (e *engine) waitErr() error {
	var who []string
	for i := range e.riders {
		if e.asked(i) && !e.decided[i] && e.strats[i] == nil {
			who = append(who, e.riders[i].Name)
		}
	}
	if who == nil {
		return nil
	}
	return fmt.Errorf("%w: turn %d: the secret bets of %s (rule CS-2)", ErrWaiting, e.turn+1, strings.Join(who, ", "))
}

// decide records rider i's bet for the coming turn, checked as every
// strategy's bet is; a refused one changes nothing.
func (e *engine) decide(i int, b Bet) error {
	turn := e.turn + 1
	switch {
	case !e.ready:
		return &BetError{Turn: turn, Rider: fmt.Sprintf("rider %d", i+1), Rule: "CS-1", Msg: "bets in a " + e.what() + " not set up"}
	case i < 0 || i >= len(e.riders):
		return &BetError{Turn: turn, Rider: fmt.Sprintf("rider %d", i+1), Rule: "CS-2", Msg: fmt.Sprintf("bets, but the %s has riders 1..%d", e.what(), len(e.riders))}
	}
	who := e.riders[i].Name
	bad := func(rule, format string, args ...any) error {
		return &BetError{Turn: turn, Rider: who, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case e.out.End != NotOver:
		return bad("CSD-6", "bets, but the %s ended on turn %d (%v)", e.what(), e.out.Ended, e.out.End)
	case !e.asked(i) && e.st[i].Blown:
		return bad("CSD-8", "bets, but his horse is blown and stands still this turn")
	case !e.asked(i):
		return bad("CS-2", "bets, but he is out of the %s (%v)", e.what(), e.st[i].Status)
	case e.decided[i]:
		return bad("CS-2", "bets again; his bet for this turn is made")
	case !e.waits(i):
		return bad("CS-2", "bets, but his strategy bets for him (SetDecider with nil hands him to a person)")
	}
	if err := e.checkBet(turn, i, &b); err != nil {
		return err
	}
	e.place(i, b)
	if !e.j.Off {
		e.j.Answer(i, b.String(), journal.Draws{})
	}
	return nil
}

// place makes rider i's bet b for the coming turn. The journal holds the
// bets in the order they were made: its caller journals it.
func (e *engine) place(i int, b Bet) {
	e.bets[i], e.decided[i], e.refused[i] = b, true, false
}

// setDecider hands rider i to strategy s, or to a person for nil or
// [Person].
func (e *engine) setDecider(i int, s Strategy) error {
	if !e.ready {
		return errorf(ErrStrategy, "the %s is not set up", e.what())
	}
	if i < 0 || i >= len(e.riders) {
		return errorf(ErrStrategy, "rider %d: the %s has riders 1..%d", i+1, e.what(), len(e.riders))
	}
	if isPerson(s) {
		s = nil
	}
	e.strats[i], e.refused[i] = s, false
	if !e.j.Off {
		saved, err := saveStrategy(s)
		if err != nil && e.unsaved == nil {
			e.unsaved = fmt.Errorf("rider %d (%s): %w", i+1, e.riders[i].Name, err)
		}
		e.j.Decider(i, saved)
	}
	return nil
}

// strategy returns rider i's strategy as the setup would give it: Person
// for a person.
func (e *engine) strategy(i int) Strategy {
	if e.strats[i] == nil {
		return Person
	}
	return e.strats[i]
}
