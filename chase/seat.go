package chase

import (
	"fmt"
	"slices"
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

// Person marks a rider played by a person: make it his Decider, or give
// nil to SetDecider. The chase stops before each of his bets and waits for
// Decide. The engine recognises Person and never calls its Bet method
// (which bets nothing).
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

// setDeciders takes each rider's Decider into the engine: none is the
// default, [Canny]; one decoded from JSON, known by its name, is found
// with find; Person is a person, held as nil. The engine's riders keep no
// decider: State shows them.
func (e *engine) setDeciders(find func(encounter.Saved) (Strategy, error)) error {
	n := len(e.riders)
	e.strats = resize(e.strats, n)
	for i := range e.riders {
		r := &e.riders[i]
		s := r.Decider
		if nm, ok := s.(named); ok {
			found, err := find(nm.Saved)
			if err != nil {
				return fmt.Errorf("%w: rider %d (%s): %w", ErrStrategy, i+1, r.Name, err)
			}
			s = found
			if s == nil {
				s = Person
			}
		}
		switch {
		case s == nil:
			s = Canny{}
		case isPerson(s):
			s = nil
		}
		e.strats[i], r.Decider = s, nil
	}
	e.countPeople()
	e.decided, e.refused = 0, 0
	if !e.j.Off {
		e.first = resize(e.first, n)
		for i := range e.first {
			e.first[i] = e.strategy(i)
		}
	}
	return nil
}

// withDeciders returns s with each rider's Decider ds[i], the pursued's
// first; its pursuers are a copy.
func withDeciders(s Setup, ds []Strategy) Setup {
	s.Pursued.Decider = ds[0]
	s.Pursuers = slices.Clone(s.Pursuers)
	for i := range s.Pursuers {
		s.Pursuers[i].Decider = ds[i+1]
	}
	return s
}

// raceWithDeciders returns s with each rider's Decider ds[i]; its riders
// are a copy.
func raceWithDeciders(s RaceSetup, ds []Strategy) RaceSetup {
	s.Riders = slices.Clone(s.Riders)
	for i := range s.Riders {
		s.Riders[i].Decider = ds[i]
	}
	return s
}

// checkNames refuses two riders with the same name, ignoring case.
func (e *engine) checkNames() error {
	name := func(i int) string { return e.riders[i].Name }
	if a, b, dup := encounter.Duplicate(len(e.riders), name); dup {
		return errorf(ErrSetup, "riders %d and %d are both named %q: names must differ, ignoring case", a+1, b+1, name(b))
	}
	return nil
}

// riderSet is a set of a chase's riders: bit i for rider i (maxRiders is
// 64).
type riderSet uint64

// has reports whether rider i is in the set.
func (s riderSet) has(i int) bool { return s&(1<<i) != 0 }

// set puts rider i in the set, or takes him out.
func (s *riderSet) set(i int, in bool) {
	if in {
		*s |= 1 << i
	} else {
		*s &^= 1 << i
	}
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
	return e.ready && e.out.End == NotOver && e.asked(i) && !e.decided.has(i) && (e.strats[i] == nil || e.refused.has(i))
}

// Waiting returns the riders who must bet before the coming turn, in index
// order (empty when none must, or when the chase or race is over): the
// people without a bet, and a rider whose strategy's bet was refused.
// Each may be answered by Decide now, in any order.
func (e *engine) Waiting() []int {
	w := []int{}
	for i := range e.riders {
		if e.waits(i) {
			w = append(w, i)
		}
	}
	return w
}

// countPeople counts the riders played by people, whenever a rider's
// decider changes.
func (e *engine) countPeople() {
	e.people = 0
	for _, s := range e.strats {
		if s == nil {
			e.people++
		}
	}
}

// waitErr returns the error of a turn that waits for people's bets, or
// nil when nobody's is missing.
func (e *engine) waitErr() error {
	if e.people == 0 {
		return nil
	}
	var who []string
	for i, s := range e.strats {
		if s == nil && e.asked(i) && !e.decided.has(i) {
			who = append(who, e.riders[i].Name)
		}
	}
	if who == nil {
		return nil
	}
	return fmt.Errorf("%w: turn %d: the secret bets of %s (rule CS-2)", ErrWaiting, e.turn+1, strings.Join(who, ", "))
}

// Decide records rider i's secret bet for the coming turn (rule CS-2),
// checked as every strategy's bet is; the next Step plays the turn once
// every bet is made. A rider who is not waiting (out, blown, his bet made,
// his strategy betting for him), a chase or race that is over and a bet
// the rules refuse are a [*BetError] naming the rule, wrapping
// [ErrRefused], and change nothing (one not set up wraps [ErrSetup]). A
// part of the bet outside its range — a negative count, a colour no chip
// has, Earn white — is refused whatever the bet, citing the rule of its
// kind (CSD-6 for a give-up); the parts the bet does not read are
// recorded as zero (all but GiveUp in a give-up, Earn without white, a
// trade's colours when it trades nothing), so that a bet has one form:
// its [Bet.String] in the journal.
func (e *engine) Decide(i int, b Bet) error {
	turn := e.turn + 1
	switch {
	case !e.ready:
		return errorf(ErrSetup, "rider %d bets in a %s not set up: use New, NewRace, Reset or Resume", i+1, e.what())
	case i < 0 || i >= len(e.riders):
		return &BetError{Turn: turn, Rule: "CS-2", Who: fmt.Sprintf("rider %d", i+1), What: b, Why: fmt.Sprintf("bets, but the %s has riders 1..%d", e.what(), len(e.riders))}
	}
	bad := func(rule, format string, args ...any) error {
		return &BetError{Turn: turn, Rule: rule, Who: e.riders[i].Name, What: b, Why: fmt.Sprintf(format, args...)}
	}
	switch {
	case e.out.End != NotOver:
		return bad("CSD-6", "bets, but the %s ended on turn %d (%v)", e.what(), e.out.Ended, e.out.End)
	case !e.asked(i) && e.st[i].Blown:
		return bad("CSD-8", "bets, but his horse is blown and stands still this turn")
	case !e.asked(i):
		return bad("CS-2", "bets, but he is out of the %s (%v)", e.what(), e.st[i].Status)
	case e.decided.has(i):
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
	e.bets[i] = b
	e.decided.set(i, true)
	e.refused.set(i, false)
}

// SetDecider hands rider i to strategy s, or to a person for nil or
// [Person], at any point between steps: a bet already recorded for the
// coming turn stands, and a rider still to bet is asked by his new
// strategy at the next Step. An index out of range wraps [ErrStrategy].
func (e *engine) SetDecider(i int, s Strategy) error {
	if !e.ready {
		return errorf(ErrStrategy, "the %s is not set up", e.what())
	}
	if i < 0 || i >= len(e.riders) {
		return errorf(ErrStrategy, "rider %d: the %s has riders 1..%d", i+1, e.what(), len(e.riders))
	}
	if isPerson(s) {
		s = nil
	}
	e.strats[i] = s
	e.refused.set(i, false)
	e.countPeople()
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
