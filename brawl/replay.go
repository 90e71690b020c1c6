package brawl

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// errStop stops a replay at a decision its journal has no entry for: the
// brawl stands where play stopped for it.
var errStop = errors.New("brawl: the replay stops here")

// replayTo replays the journal queued (Journal.Replay) until the brawl
// reaches point at, or stops at a decision the journal has no entry for,
// then applies the entries due there.
func (b *Brawl) replayTo(at point) error {
	for !b.over && b.point() != at {
		err := b.Step()
		if errors.Is(err, errStop) {
			break
		}
		if err != nil {
			return err
		}
	}
	return b.due()
}

// replay returns seat i's answer from the journal: the choice of its next
// decision, which must be seat i's, one the rules accept now (check), in
// its one form, after the draws its decider made. A choice Decide recorded
// is recorded again, and the replay stops there.
func (b *Brawl) replay(i int) (*Choice, error) {
	if err := b.due(); err != nil {
		return nil, err
	}
	e, ok, err := b.j.Next(i)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errStop
	}
	c, err := b.replayed(i, e.Do)
	if err != nil {
		if e.Recorded { // Next did not take it into the journal: name it here
			return nil, fmt.Errorf("%w: entry %d (%s): %w", journal.ErrReplay, len(b.j.Entries()), &e, err)
		}
		return nil, b.j.Taken(err)
	}
	if e.Recorded {
		b.chosen, b.has = c, true
		b.j.Record(i, e.Do)
		return nil, errStop
	}
	if err := e.Redraw(b.r, b.src); err != nil {
		return nil, b.j.Taken(err)
	}
	if err := b.due(); err != nil {
		return nil, err
	}
	b.reply = c
	return &b.reply, nil
}

// replayed reads the choice do of a decision of seat i from the journal.
func (b *Brawl) replayed(i int, do string) (Choice, error) {
	c, err := parseChoice(do)
	if err == nil {
		err = b.check(i, &c)
	}
	if err == nil && c.String() != do {
		err = fmt.Errorf("%w: %q is written %q", ErrDecision, do, c.String())
	}
	return c, err
}

// due applies the journal's entries due at the point the brawl has
// reached: a change of decider, a move of the dice by someone else.
func (b *Brawl) due() error {
	return b.j.Apply(b.point(), b.src, func(who int, s encounter.Saved) error {
		d, err := deciderOf(s, b.custom)
		if err == nil {
			b.deciders[who] = d
		}
		return err
	}, nil)
}

// Decisions returns the number of decisions in the brawl's journal: every
// answer given so far — a person's, a decider's — and a choice Decide
// recorded that no Step has played yet.
func (b *Brawl) Decisions() int { return b.j.Decisions() }

// Entry returns decision k of the journal (0 ≤ k < Decisions): the seat
// that answered and his choice, as Choice.String prints it; false when
// there is no decision k.
func (b *Brawl) Entry(k int) (who int, choice string, ok bool) { return b.j.Decision(k) }

// TakeBack takes the brawl back to before decision k: it replays the
// first k decisions of its journal from the starting dice and stops where
// decision k was asked, before it was asked — a person's seat waits for
// it, a decider's is asked again at the next Step. The deciders in force
// now stay in force. TakeBack(Decisions()) changes nothing; a k outside
// 0..Decisions(), or dice that are not a *dice.Source, wrap ErrState and
// change nothing.
func (b *Brawl) TakeBack(k int) error {
	var back *Brawl
	err := b.j.Back(k, b.src, func(entries []journal.Entry[point]) error {
		var err error
		if back, err = b.rebuild(); err == nil {
			back.j.Replay(entries, k)
			err = back.replayTo(point{Round: -1})
			back.j.Done()
		}
		return err
	})
	switch {
	case errors.Is(err, journal.ErrUnsavable):
		return fmt.Errorf("%w: the brawl's dice.Rand (%T) cannot be taken back; use a *dice.Source", ErrState, b.r)
	case err != nil:
		return fmt.Errorf("%w: %w", ErrState, err)
	case back == nil: // k is Decisions(): nothing to take back
		return nil
	}
	for i, d := range b.deciders {
		if s := journaled(d); !sameSaved(s, journaled(back.deciders[i])) {
			back.j.Decider(i, s)
		}
		back.deciders[i] = d
	}
	back.afterEvent, back.texts = b.afterEvent, b.texts
	*b = *back
	b.viewed.v.b = b
	return nil
}

// rebuild returns the brawl of b's setup as it was built — its brawlers
// where they were placed, played by the deciders they were built with —
// on b's dice.
func (b *Brawl) rebuild() (*Brawl, error) {
	back := new(Brawl)
	if err := back.build(b.setup(), b.r, nil, true); err != nil {
		return nil, err
	}
	return back, nil
}
