package chase

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// point is where a chase or race stands in its own time, as its save
// checks it: the turns played, and the riders who have bet for the coming
// turn (bit i for rider i; maxRiders is 64). Each bet sets a bit and each
// turn played clears them, so no two moments of a chase share a point,
// and the point where a rider is asked to bet is the same whether play
// stopped there for him or a replay passes through it.
type point struct {
	Turn int    `json:"turn"`
	Bet  uint64 `json:"bet"`
}

// point returns where the engine stands.
func (e *engine) point() point {
	return point{Turn: e.turn, Bet: uint64(e.decided)}
}

// begin makes r the dice of a chase or race being built, before its
// first draw: the journal starts empty (kept off in a study) from their
// state now, and the strategies draw on them through the recorder.
func (e *engine) begin(r dice.Rand) {
	e.rnd = r
	e.src, _ = r.(*dice.Source)
	e.rec.Use(r)
	e.j.Reset(e.src)
	e.unsaved = nil
}

// allBet reports whether every rider who bets in the coming turn has bet.
func (e *engine) allBet() bool {
	for i := range e.riders {
		if e.asked(i) && !e.decided.has(i) {
			return false
		}
	}
	return true
}

// resume plays the journal entries of a save again in a chase or race
// just built from its setup, to the point at it says it reached, and
// checks that it reached it with the dice in state atDice and every entry
// played. Strategies the journal names are found among the built-ins and
// custom; those in force at the end must be found. Errors wrap ErrState.
func (e *engine) resume(entries []journal.Entry[point], at point, atDice []byte, custom []Strategy) error {
	e.j.Replay(entries, -1)
	if err := e.replay(func(p point) bool { return p == at }, custom); err != nil {
		return fmt.Errorf("%w: %w", ErrState, err)
	}
	if err := e.j.Reached(e.point(), at, e.src, atDice); err != nil {
		return fmt.Errorf("%w: %w", ErrState, err)
	}
	e.j.Done()
	for i, s := range e.strats {
		if a, ok := s.(named); ok {
			return fmt.Errorf("%w: rider %d (%s)'s strategy: %w", ErrState, i+1, e.riders[i].Name, a.Err)
		}
	}
	return nil
}

// replay plays the entries queued in the journal (journal.Replay) through
// the engine: at each point, the entries due there — a change of
// strategy, a move of the dice — then the next bet, in the order the bets
// were made, checked as Decide checks one and made after its strategy's
// draws; and each turn once every rider who bets has bet, as Step plays
// it. No strategy is asked. It stops where stop says, when the chase is
// over, or when no bet is left to replay for a rider who must bet (a
// journal with entries left then fails the check of the point reached).
// Errors wrap journal.ErrReplay and name the entry.
func (e *engine) replay(stop func(point) bool, custom []Strategy) error {
	for {
		if err := e.due(custom); err != nil {
			return err
		}
		if e.out.End != NotOver || stop(e.point()) {
			return nil
		}
		if e.allBet() {
			e.play()
			continue
		}
		left := e.j.Left()
		if len(left) == 0 {
			return nil
		}
		next := &left[0]
		if !next.Decision() {
			return e.j.Refuse(fmt.Errorf("not due at turn %d with the bets of %s made", e.turn+1, e.betsMade()))
		}
		if next.Recorded {
			return e.j.Refuse(errors.New("a bet is made when it is decided: a chase records none to play later"))
		}
		en, ok, err := e.j.Next(next.Who)
		if err != nil || !ok {
			return err
		}
		if err := e.replayBet(&en); err != nil {
			return e.j.Taken(err)
		}
	}
}

// replayBet makes the bet of entry en, a decision the replay has just
// taken: its rider must bet now and not have bet, its text must be the
// one form of a bet the rules allow, and its strategy's draws are made
// again first. A bet the rules refuse is the save's fault, not a choice
// made now: its error says why and wraps neither ErrBet nor ErrRefused.
func (e *engine) replayBet(en *journal.Entry[point]) error {
	i, turn := en.Who, e.turn+1
	switch {
	case !e.st[i].In():
		return fmt.Errorf("%s does not bet in turn %d: he is out (%v)", e.riders[i].Name, turn, e.st[i].Status)
	case e.st[i].Blown:
		return fmt.Errorf("%s does not bet in turn %d: his horse is blown", e.riders[i].Name, turn)
	case e.decided.has(i):
		return fmt.Errorf("%s has bet for turn %d already", e.riders[i].Name, turn)
	}
	b, err := ParseBet(en.Do)
	if err == nil {
		err = e.checkBet(turn, i, &b)
	}
	if err != nil {
		return errors.New(err.Error())
	}
	if s := b.String(); s != en.Do {
		return fmt.Errorf("the bet is written %q, not %q", s, en.Do)
	}
	if err := en.Redraw(e.rnd, e.src); err != nil {
		return err
	}
	e.place(i, b)
	return nil
}

// due applies the journal's entries due at the point the engine stands
// at: a change of strategy (found among the built-ins and custom, or
// named), a move of the dice. A chase has no other call to replay.
func (e *engine) due(custom []Strategy) error {
	return e.j.Apply(e.point(), e.src, func(who int, saved encounter.Saved) error {
		s, err := resumer(custom)(saved)
		if err == nil {
			e.strats[who] = s
			e.refused.set(who, false)
			e.countPeople()
		}
		return err
	}, nil)
}

// betsMade names the riders who have bet for the coming turn: "nobody",
// "Bart, Clay".
func (e *engine) betsMade() string {
	var who []string
	for i := range e.riders {
		if e.decided.has(i) {
			who = append(who, e.riders[i].Name)
		}
	}
	if who == nil {
		return "nobody"
	}
	return encounter.List(who)
}

// inForce returns each rider's strategy, by name, as the journal's
// entries leave it: the setup's, or the last one given to SetDecider.
func (e *engine) inForce(entries []journal.Entry[point]) []encounter.Saved {
	out := make([]encounter.Saved, len(e.first))
	for i, s := range e.first {
		out[i], _ = saveStrategy(s)
	}
	for _, en := range entries {
		if en.Decider != nil {
			out[en.Who] = *en.Decider
		}
	}
	return out
}

func sameSaved(a, b encounter.Saved) bool {
	return a.Name == b.Name && a.Version == b.Version && bytes.Equal(a.Params, b.Params)
}

// takeBack rebuilds e as it stood when bet k was asked: a chase or race
// of setup, as it was built (rebuilt), on the dice put back where they
// started, in which the journal's first k bets (and the entries before
// them) are played again; the strategies in force now stay in force.
func (e *engine) takeBack(k int, setup any) error {
	if !e.ready {
		return errorf(ErrState, "nothing to take back: not set up")
	}
	now, strats, unsaved := e.inForce(e.j.Entries()), slices.Clone(e.strats), e.unsaved
	var back *engine
	err := e.j.Back(k, e.src, func(entries []journal.Entry[point]) error {
		var err error
		if back, err = e.rebuilt(setup); err == nil {
			back.j.Replay(entries, k)
			err = back.replay(func(point) bool { return false }, nil)
		}
		return err
	})
	switch {
	case errors.Is(err, journal.ErrUnsavable):
		return fmt.Errorf("%w: the %s's dice.Rand (%T) cannot be put back; use a *dice.Source", ErrRand, e.what(), e.rnd)
	case err != nil:
		return fmt.Errorf("%w: %w", ErrState, err)
	case back == nil: // k is Decisions(): nothing to take back
		return nil
	}
	back.j.Done()
	then := back.inForce(back.j.Entries())
	for i := range now {
		if !sameSaved(then[i], now[i]) {
			back.j.Decider(i, now[i])
		}
	}
	copy(back.strats, strats)
	back.unsaved = unsaved
	*e = *back
	return nil
}

// Decisions returns the number of bets made so far — the journal's
// decisions, a person's and a strategy's alike, in the order they were
// made — for [Chase.Entry] and [Chase.TakeBack].
func (e *engine) Decisions() int { return e.j.Decisions() }

// Entry returns bet k (counting from 0) of the journal: the rider who
// made it and the bet as [Bet.String] writes it; false when there is no
// bet k.
func (e *engine) Entry(k int) (who int, choice string, ok bool) { return e.j.Decision(k) }

// TakeBack takes the chase back to where bet k was asked, before it was
// made: it plays the first k bets again from the start (and the changes
// of strategy and moves of the dice before bet k), on the chase's dice put
// back where they started, and stops where bet k was asked — a person
// waits, a strategy is asked again at the next Step. The strategies in
// force now stay in force. TakeBack(Decisions()) changes nothing. A k
// outside 0..Decisions() wraps [ErrState] and changes nothing; so does a
// smaller k for a chase whose dice are not a *dice.Source, which cannot
// be put back (wrapping [ErrRand]).
func (c *Chase) TakeBack(k int) error { return c.engine.takeBack(k, c.setup) }

// TakeBack takes the race back to where bet k was asked, as
// [Chase.TakeBack] takes a chase back.
func (rc *Race) TakeBack(k int) error { return rc.engine.takeBack(k, rc.setup) }

// rebuilt returns the engine of a new chase (setup a Setup) or race (a
// RaceSetup) built from setup on e's dice, for a take-back: the riders'
// deciders are those setup names, and a custom one not known is a name.
func (e *engine) rebuilt(setup any) (*engine, error) {
	if s, ok := setup.(RaceSetup); ok {
		back := new(Race)
		return &back.engine, reset(back, s, e.rnd, resumer(nil))
	}
	back := new(Chase)
	return &back.engine, reset(back, setup.(Setup), e.rnd, resumer(nil))
}
