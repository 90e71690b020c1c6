package trial

import (
	"errors"
	"fmt"
)

// Decide records the choice of a side played by a person (seat 0 the
// prosecution, 1 the defence) for the decision he is waiting on; the next
// [Trial.Step] goes on with it, and the trial's journal keeps it. A choice
// of the wrong kind for the pending decision, a choice with any part out
// of its range — an unknown kind or method, a juror off A..L, a position
// off 1..6 — whatever its kind, and a choice the rules forbid are refused
// with a [*CounselError] wrapping [ErrRefused] and [ErrCounsel], naming
// the rule, the side, the choice and why; a refusal changes nothing. The
// parts of an accepted choice that its kind does not read are dropped, and
// a difficulty is named as the trial's ladder names it, so that each
// choice is kept in one form: the one [Choice.String] prints and
// [Trial.Answer] reads back.
//
// A seat that is not waiting — off the two, played by a counsel, with a
// choice recorded already or nothing to decide — wraps [ErrCounsel], and
// a trial that is over [ErrOver]; neither is a refusal.
func (t *Trial) Decide(i int, c Choice) error {
	c, err := t.decide(i, c)
	if err != nil {
		return err
	}
	t.j.Record(i, c.String())
	return nil
}

// Answer decides for seat i the choice a person typed, as [Choice.String]
// prints it and [Trial.Choices] lists it — "tamper bribe A, intimidate C",
// "tamper none", "opening Average", "law Difficult", "law none", "spend A
// to 5, C to 2", "spend none" — ignoring case and extra blanks: one call
// that reads the line and decides it (see [Trial.Decide]). A line that is
// no choice is refused as a [*CounselError] wrapping [ErrRefused] and
// [ErrName] that says what was wrong; a choice the rules forbid is refused
// as Decide refuses it. A refusal changes nothing.
func (t *Trial) Answer(i int, line string) error {
	side, err := t.asking(i)
	if err != nil {
		return err
	}
	c, err := parseChoice(line)
	if err != nil {
		return refusal("", side, t.phase, Choice{}, err)
	}
	return t.Decide(i, c)
}

// asking returns the side of seat i when it is waiting for a person's
// choice, and otherwise why not (see Decide).
func (t *Trial) asking(i int) (Side, error) {
	side, ok := seatOf(i)
	if !ok {
		return Nobody, fmt.Errorf("%w: no seat %d: seat 0 is the prosecution, 1 the defence", ErrCounsel, i)
	}
	k := side.seat()
	switch {
	case t.phase == PhaseOver:
		return side, fmt.Errorf("%w: the %v has nothing more to decide", ErrOver, side)
	case !isPerson(t.cfg.side(k).Decider):
		return side, fmt.Errorf("%w: the %v is not waiting: his counsel decides for him; SetDecider(%d, nil) hands the seat to a person", ErrCounsel, side, i)
	case t.has[k]:
		return side, fmt.Errorf("%w: the %v is not waiting: he has chosen already (%v)", ErrCounsel, side, t.chosen[k])
	case t.pending(side) == NoDecision:
		return side, fmt.Errorf("%w: the %v is not waiting: he has nothing to decide in %v", ErrCounsel, side, t.phase)
	}
	return side, nil
}

// decide is Decide without the journal.
func (t *Trial) decide(i int, c Choice) (Choice, error) {
	side, err := t.asking(i)
	if err != nil {
		return c, err
	}
	var p plan
	if err := t.accept(side, &c, &p); err != nil {
		return c, err
	}
	c = c.clone()
	t.chosen[side.seat()], t.has[side.seat()] = c, true
	return c, nil
}

// stray reports a part of the choice outside its type's range that its
// kind does not read — the kind's own parts are checked by its rule — or
// an unknown kind: a method unknown, a juror off A..L, a position off 1..6.
func (c *Choice) stray() error {
	if c.Kind > DecideSpend {
		return fmt.Errorf("%w: decision %d", ErrName, c.Kind)
	}
	if c.Kind != DecideTamper {
		for _, a := range c.Attempts {
			switch {
			case a.Juror < 0 || a.Juror >= JurySize:
				return fmt.Errorf("%w: no juror %d (want 0..%d, A..L)", ErrAttempt, a.Juror, JurySize-1)
			case a.Method > Intimidate:
				return fmt.Errorf("%w: unknown method %d for juror %s", ErrAttempt, a.Method, Letter(a.Juror))
			}
		}
	}
	if c.Kind != DecideSpend {
		for _, m := range c.Moves {
			if m.Juror < 0 || m.Juror >= JurySize || m.To < 1 || m.To > 6 {
				return fmt.Errorf("%w: juror %d to position %d: want a juror 0..%d (A..L) and a position 1..6", ErrMove, m.Juror, m.To, JurySize-1)
			}
		}
	}
	return nil
}

// drop sets the parts of the choice its kind does not read to zero, and
// an empty list to nil.
func (c *Choice) drop() {
	if c.Kind != DecideTamper || len(c.Attempts) == 0 {
		c.Attempts = nil
	}
	if c.Kind != DecideSpend || len(c.Moves) == 0 {
		c.Moves = nil
	}
	if c.Kind != DecideLaw {
		c.Try = false
	}
	if c.Kind != DecideOpening && !c.Try {
		c.Difficulty = ""
	}
}

// SetDecider hands seat i (0 the prosecution, 1 the defence) to counsel d,
// or to a person with nil (or [Person], or a nil pointer), at any time
// between steps: a player leaves and a counsel takes over, or the other way
// round. A counsel given a seat with a decision pending answers it at the
// next Step; a choice the person has recorded already stands. The trial's
// journal keeps the change; a custom counsel without Name and Version, or
// with a built-in's name, plays, but the trial cannot be saved from then
// on (see [Trial.MarshalJSON]). A seat off the two wraps [ErrCounsel].
func (t *Trial) SetDecider(i int, d Counsel) error {
	side, ok := seatOf(i)
	if !ok {
		return fmt.Errorf("%w: no seat %d: seat 0 is the prosecution, 1 the defence", ErrCounsel, i)
	}
	if absent(d) {
		d = Person
	}
	k := side.seat()
	if s, err := savedCounsel(d); err != nil {
		t.unsaved = fmt.Errorf("%w: the %v counsel: %w", ErrState, side, err)
	} else {
		t.j.Decider(k, s)
	}
	t.cfg.side(k).Decider = d
	return nil
}

// phaseRule names the rule of a phase.
func phaseRule(ph Phase) string {
	return [...]string{"TR-1", "TR-2", "TR-3", "TR-4", "TR-5", "TR-6", "TR-7", "TR-7"}[min(int(ph), int(PhaseOver))]
}

// spendRule names the rule an allocation broke: TR-2 for a forbidden move,
// the phase's own rule for points spent beyond those earned.
func spendRule(ph Phase, err error) string {
	if errors.Is(err, ErrMove) {
		return "TR-2"
	}
	return phaseRule(ph)
}
