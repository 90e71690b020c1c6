package trial

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// ErrWaiting is the error [Trial.Step] and [Trial.Run] wrap when a side
// played by a person must decide before the trial can go on: see
// [Trial.Waiting] and [Trial.Decide]. It is the SDK's one waiting
// sentinel, so errors.Is(err, trial.ErrWaiting) holds for every
// encounter's wait.
var ErrWaiting = encounter.ErrWaiting

// errOver is returned by Step once the trial has ended.
var errOver = fmt.Errorf("%w: the trial is over", ErrPhase)

// owed is jury points a side has earned and not yet spent.
type owed struct {
	Side   Side `json:"side"`
	Points int  `json:"points"`
}

// Step plays the next phase: the hearing (or the summary trial); the
// drawing of the jury and the weeks until the trial; tampering; opening
// arguments; evidence; closing arguments; the opening of deliberation,
// which reveals the tampered jurors; then one day of deliberation per step.
//
// A side played by a [Person] stops the step before his decision: Step
// returns an error wrapping [ErrWaiting] naming him, and after
// [Trial.Decide] the next Step goes on from exactly there, finishing the
// phase. A counsel's forbidden choice is refused as a [*CounselError]:
// nothing changes, the same decision stays pending, and the next Step asks
// again (or waits for Decide after [Trial.SetDecider]). Evidence not yet
// rated wraps [ErrRating]. Once the trial is over Step returns an error
// wrapping [ErrPhase].
func (t *Trial) Step() error {
	switch {
	case t.r == nil:
		return fmt.Errorf("%w: a Trial must be made with New or Resume", ErrState)
	case t.phase == PhaseOver:
		return errOver
	}
	if !t.j.Off {
		if err := t.arrive(); err != nil {
			return err
		}
	}
	n := len(t.events)
	err := t.step()
	if !t.j.Off {
		t.j.Synced()
	}
	stamp(t.events[n:])
	return err
}

// step plays on until the phase or the day is done, or a decision stops it.
func (t *Trial) step() error {
	for {
		if t.owed.Points > 0 {
			c, err := t.obtain(t.owed.Side, DecideSpend)
			if err != nil {
				return err
			}
			t.spend(c.Moves)
		}
		done, err := t.play()
		if err != nil || done {
			return err
		}
	}
}

// play plays the next stage of the phase and reports whether the phase (or
// the day) is done.
func (t *Trial) play() (done bool, err error) {
	switch t.phase {
	case PhaseHearing:
		t.hear()
		return true, nil
	case PhaseJury:
		t.drawJury(t.cfg.Wisdoms)
		e := t.push(KindWeeks)
		e.Die = dice.D(t.r, 3)
		e.Total = e.Die + 1
		t.weeks = e.Total
		t.next(PhaseTampering)
		return true, nil
	case PhaseTampering:
		return t.tampering()
	case PhaseOpening:
		return t.opening()
	case PhaseEvidence:
		return t.evidence()
	case PhaseClosing:
		return t.closing()
	}
	return t.deliberation()
}

// next moves the trial on to phase ph, at its first stage.
func (t *Trial) next(ph Phase) {
	t.phase, t.stage, t.bonus = ph, 0, [2]int{}
}

// Run plays the trial as far as it can: to its end, or until a person
// must decide (the error then wraps [ErrWaiting]). It returns the outcome
// so far; errors as [Trial.Step].
func (t *Trial) Run() (Outcome, error) {
	for t.phase != PhaseOver {
		if err := t.Step(); err != nil {
			return t.Outcome(), err
		}
	}
	return t.Outcome(), nil
}

// Over reports whether the trial has ended.
func (t *Trial) Over() bool { return t.phase == PhaseOver }

// obtain returns side's choice for decision kind: the one a person
// recorded, or his counsel's answer checked against the rules. A person
// who has not chosen yet is an error wrapping ErrWaiting; a forbidden
// answer a *CounselError. Either way nothing has changed.
//
// A replay takes the choice from the journal instead (see journal.go). A
// counsel's answer goes into the journal with the sides of the dice he
// drew; a refused one is forgotten, and his draws with it.
func (t *Trial) obtain(side Side, kind Decision) (Choice, error) {
	k := side.seat()
	if t.j.Replaying() {
		if c, ok, err := t.replayed(side); err != nil || ok {
			return c, err
		}
	}
	if t.has[k] {
		c := t.chosen[k]
		t.forget(side, false)
		return c, nil
	}
	d := t.cfg.Counsel[k]
	if isPerson(d) {
		return Choice{}, fmt.Errorf("trial: %w: the %v counsel must decide (%v, rule %s)", ErrWaiting, side, kind, kind.rule())
	}
	// A counsel's answer holds only the parts of its kind (see ask).
	c := t.ask(d, side, kind)
	if err := t.legal(side, &c); err != nil {
		t.rec.Rewind()
		return Choice{}, err
	}
	if !t.j.Off {
		t.j.Answer(k, c.String(), t.rec.Answered())
	}
	return c, nil
}

// ask puts decision kind to a counsel, recording the dice he draws. The
// slices of its answer alias the trial's buffers, so that a study
// allocates nothing.
func (t *Trial) ask(d Counsel, side Side, kind Decision) Choice {
	t.rec.Ask()
	v := View{t, side}
	c := Choice{Kind: kind}
	switch kind {
	case DecideTamper:
		c.Attempts = d.Tamper(v, t.attempts[:0])
		t.attempts = c.Attempts[:0]
	case DecideOpening:
		c.Difficulty = d.Opening(v).Name
	case DecideLaw:
		if diff, try := d.Law(v); try {
			c.Try, c.Difficulty = true, diff.Name
		}
	case DecideSpend:
		c.Moves = d.Spend(v, t.owed.Points, t.moves[:0])
		t.moves = c.Moves[:0]
	}
	return c
}

// forget drops a side's recorded choice: played, or lapsed — voided by
// the rules before its turn, having changed nothing, it leaves the
// journal too.
func (t *Trial) forget(side Side, lapsed bool) {
	k := side.seat()
	switch {
	case t.has[k] && lapsed:
		t.j.Drop(k)
	case t.has[k]:
		t.j.PlayedBy(k)
	}
	t.chosen[k], t.has[k] = Choice{}, false
}

// pending returns the decision side has to make at this point of the
// trial, whoever makes it. Before any tampering both sides may choose at
// once; the defence's choice is used after the prosecution's attempts.
func (t *Trial) pending(side Side) Decision {
	switch {
	case t.phase == PhaseOver:
		return NoDecision
	case t.owed.Points > 0:
		if side == t.owed.Side {
			return DecideSpend
		}
		return NoDecision
	}
	switch t.phase {
	case PhaseTampering:
		if t.stage == 0 || side == Defence {
			return DecideTamper
		}
	case PhaseOpening:
		if t.stage < 2 && side == seatSide(t.stage) {
			return DecideOpening
		}
	case PhaseEvidence:
		if t.stage < 2 && side == seatSide(t.stage) && t.skills(side).HasLaw() {
			return DecideLaw
		}
	}
	return NoDecision
}

// Waiting returns the seats (0 the prosecution, 1 the defence) of the
// sides played by a person who must decide now, and may: before any
// tampering both at once; otherwise the one whose turn it is. It is empty
// when a counsel decides next, when a person has chosen already, and once
// the trial is over.
func (t *Trial) Waiting() []int {
	var w []int
	for k := range t.cfg.Counsel {
		if t.waits(seatSide(k)) {
			w = append(w, k)
		}
	}
	return w
}

// waits reports whether side is a person's who must decide now.
func (t *Trial) waits(side Side) bool {
	k := side.seat()
	return t.pending(side) != NoDecision && isPerson(t.cfg.Counsel[k]) && !t.has[k]
}

// Decide records the choice of a side played by a person (seat 0 the
// prosecution, 1 the defence) for the decision he is waiting on; the next
// [Trial.Step] goes on with it, and the trial's journal keeps it. A seat
// that is not waiting, a trial that is over, a choice of the wrong kind
// for the pending decision, a choice with any part out of its range — an
// unknown kind or method, a juror off A..L, a position off 1..6 — whatever
// its kind, and a choice the rules forbid are refused with a
// [*CounselError] wrapping [ErrCounsel], naming the rule, the side, the
// choice and why; a refusal changes nothing. The parts of an accepted
// choice that its kind does not read are dropped, and a difficulty is
// named as the trial's ladder names it, so that each choice is kept in one
// form: the one [Choice.String] prints and [ParseChoice] reads back.
func (t *Trial) Decide(i int, c Choice) error {
	c, err := t.decide(i, c)
	if err != nil {
		return err
	}
	t.j.Record(i, c.String())
	return nil
}

// decide is Decide without the journal.
func (t *Trial) decide(i int, c Choice) (Choice, error) {
	side, ok := seatOf(i)
	if !ok {
		return c, &CounselError{Phase: t.phase, Rule: phaseRule(t.phase), What: c.String(),
			Err: fmt.Errorf("no seat %d: seat 0 is the prosecution, 1 the defence", i)}
	}
	refuse := func(err error) error {
		return &CounselError{Side: side, Phase: t.phase, Rule: phaseRule(t.phase), What: c.String(), Err: err}
	}
	switch {
	case t.phase == PhaseOver:
		return c, refuse(errOver)
	case !isPerson(t.cfg.Counsel[side.seat()]):
		return c, refuse(errors.New("his counsel decides for him; SetDecider(i, nil) hands the seat to a person"))
	case t.has[side.seat()]:
		return c, refuse(fmt.Errorf("he has chosen already (%v)", t.chosen[side.seat()]))
	case t.pending(side) == NoDecision:
		return c, refuse(errors.New("he has nothing to decide now"))
	}
	if err := t.accept(side, &c); err != nil {
		return c, err
	}
	c = c.clone()
	t.chosen[side.seat()], t.has[side.seat()] = c, true
	return c, nil
}

// check is the one legality check of the trial (see accept).
func (t *Trial) check(side Side, c Choice) error { return t.accept(side, &c) }

// accept checks any choice and puts it in its one form (see Decide): a
// part its kind does not read out of its type's range refuses it, under
// the rule of its kind, and such parts in range are dropped; then the
// rules check it (legal). A refusal is a *CounselError naming the rule.
func (t *Trial) accept(side Side, c *Choice) error {
	if err := c.stray(); err != nil {
		rule := t.pending(side).rule()
		if c.Kind > NoDecision && c.Kind <= DecideSpend {
			rule = c.Kind.rule()
		}
		return &CounselError{Side: side, Phase: t.phase, Rule: rule, What: c.String(), Err: err}
	}
	c.drop()
	return t.legal(side, c)
}

// legal is the one legality check of the trial: every choice, a person's
// or a counsel's, passes it before it counts. It names a difficulty as the
// ladder does, or returns a *CounselError naming the rule broken.
func (t *Trial) legal(side Side, c *Choice) error {
	want := t.pending(side)
	refuse := func(rule string, err error) error {
		return &CounselError{Side: side, Phase: t.phase, Rule: rule, What: c.String(), Err: err}
	}
	if want == NoDecision {
		if sk := t.skills(side); c.Kind == DecideLaw && t.phase == PhaseEvidence && !sk.HasLaw() {
			return refuse("TR-5", fmt.Errorf("%w: the %v counsel's Law mastery is %d%%; only counsel with the Law skill may try", ErrLaw, side, sk.Mastery(Law)))
		}
		return refuse(phaseRule(t.phase), fmt.Errorf("the %v has nothing to decide now", side))
	}
	if c.Kind != want {
		return refuse(want.rule(), fmt.Errorf("a %v choice, but the %v must decide %v", c.Kind, side, want))
	}
	switch c.Kind {
	case DecideTamper:
		if err := t.checkAttempts(side, c.Attempts); err != nil {
			return refuse("TR-3", err)
		}
	case DecideOpening, DecideLaw:
		if c.Kind == DecideLaw && !c.Try {
			return nil
		}
		i, err := t.rules.index(c.difficulty())
		if err != nil {
			return refuse(c.Kind.rule(), err)
		}
		c.Difficulty = t.rules.diffs[i].Name
	case DecideSpend:
		if _, err := t.checkMoves(c.Moves, t.owed.Points); err != nil {
			return refuse(spendRule(t.phase, err), err)
		}
	}
	return nil
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
	t.cfg.Counsel[k] = d
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
