package journal

import (
	"errors"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// ErrReplay is the error of a journal that does not replay: a decision the
// rules refuse at its turn, an entry for another seat than the one asked,
// an entry never reached, or a point reached that differs from the check.
// Encounter packages wrap it in their own ErrState.
var ErrReplay = errors.New("the journal does not replay")

// Replay puts the journal in replay mode, with entries queued for the
// encounter to play again, at most decisions of their decisions (a
// take-back replays fewer than the journal holds; a negative number is all
// of them). The journal must be empty: a new encounter's, or one just
// Reset. As the engine takes each entry (Due, Next) it joins the journal,
// so at every moment the journal is what has been replayed. Until Done,
// the engine asks no decider: a decision with none left to replay stops
// it, as a person's does.
func (j *Journal[P]) Replay(entries []Entry[P], decisions int) {
	j.entries = slices.Grow(j.entries, len(entries))
	j.queue, j.left, j.replaying = entries, decisions, true
	if decisions < 0 {
		j.left = len(entries)
	}
	if len(j.queue) == 0 {
		j.queue = nil
	}
}

// Replaying reports whether the journal is in replay mode.
func (j *Journal[P]) Replaying() bool { return j.replaying }

// Done ends replay mode: the encounter asks its deciders again. Entries
// still queued are dropped (a take-back's), and the dice are synced.
func (j *Journal[P]) Done() {
	j.queue, j.left, j.replaying = nil, 0, false
	j.Synced()
}

// Left returns the entries still queued.
func (j *Journal[P]) Left() []Entry[P] { return j.queue }

// Due takes the next queued entry when it is not a decision and is due at
// point at — a move of the dice, a call or a decider change made at that
// point, or a decider change without one (due anywhere before the next
// decision) — and false otherwise.
// The engine applies what it returns (a move of the dice with SetDice).
func (j *Journal[P]) Due(at P) (Entry[P], bool) {
	if len(j.queue) == 0 {
		return Entry[P]{}, false
	}
	e := j.queue[0]
	if e.Decision() || (e.At != nil && *e.At != at) {
		return Entry[P]{}, false
	}
	j.take()
	return e, true
}

// Apply takes and applies, one by one, the entries due at point at (Due):
// a move of the dice, which it makes on src; a decider change, which
// decider makes (the package finds the decider its entry names and
// gives seat who to it); a call, which set makes (nil: the encounter
// takes no call). The first that does not apply stops it with an error
// wrapping ErrReplay that names the entry (Taken).
func (j *Journal[P]) Apply(at P, src *dice.Source, decider func(who int, s encounter.Saved) error, set func(who int, call string) error) error {
	for e, ok := j.Due(at); ok; e, ok = j.Due(at) {
		var err error
		switch {
		case e.Decider != nil:
			err = decider(e.Who, *e.Decider)
		case e.Set != "" && set == nil:
			err = fmt.Errorf("the encounter takes no call %q", e.Set)
		case e.Set != "":
			err = set(e.Who, e.Set)
		case src == nil:
			err = errors.New("the dice are not a *dice.Source")
		default:
			err = src.UnmarshalBinary(e.Dice)
		}
		if err != nil {
			return j.Taken(err)
		}
	}
	return nil
}

// Next takes the next queued decision when it is seat who's, the seat the
// engine asks: the engine redraws its draws (Entry.Redraw) and applies its
// choice — or, when the entry is Recorded, records it as Decide would
// (which journals it again) and stops there — or refuses it with Taken.
// Next returns false when no decision is left to replay, and the entry
// stays queued: the replay ends here and the engine stops where it stops
// for a person. It returns an error wrapping ErrReplay when the next entry
// is not seat who's decision (a move or a call due elsewhere, or another
// seat's answer).
func (j *Journal[P]) Next(who int) (Entry[P], bool, error) {
	if len(j.queue) == 0 || j.left == 0 {
		return Entry[P]{}, false, nil
	}
	e := j.queue[0]
	if !e.Decision() || e.Who != who {
		return Entry[P]{}, false, j.Refuse(fmt.Errorf("seat %d is asked to decide here", who))
	}
	j.left--
	if e.Recorded {
		// Decide journals it again, as recorded.
		j.queue = j.queue[1:]
		return e, true, nil
	}
	j.take()
	return e, true, nil
}

// take moves the first queued entry into the journal.
func (j *Journal[P]) take() {
	e := j.queue[0]
	j.queue = j.queue[1:]
	if e.Decision() {
		j.decisions = append(j.decisions, len(j.entries))
	}
	j.entries = append(j.entries, e)
	if len(j.queue) == 0 {
		j.queue = nil
	}
}

// Refuse returns the error of the next queued entry not replaying: it
// wraps ErrReplay and names the entry by its number and content.
func (j *Journal[P]) Refuse(why error) error {
	if len(j.queue) == 0 {
		return fmt.Errorf("%w: after entry %d: %w", ErrReplay, len(j.entries)-1, why)
	}
	return fmt.Errorf("%w: entry %d (%s): %w", ErrReplay, len(j.entries), &j.queue[0], why)
}

// Taken returns the error of the entry the engine has just taken with Next
// or Due not replaying — a choice the rules refuse, a call that does not
// apply — wrapping ErrReplay and naming the entry.
func (j *Journal[P]) Taken(why error) error {
	k := len(j.entries) - 1
	if k < 0 {
		return j.Refuse(why)
	}
	return fmt.Errorf("%w: entry %d (%s): %w", ErrReplay, k, &j.entries[k], why)
}

// Unplayed returns the error of a replay that stopped with entries still
// queued (they come after the point the save says it reached, or were
// never asked for), wrapping ErrReplay and naming the first; nil when the
// queue is empty.
func (j *Journal[P]) Unplayed() error {
	if len(j.queue) == 0 {
		return nil
	}
	return j.Refuse(errors.New("never reached: the journal goes past the point it says it reached"))
}
