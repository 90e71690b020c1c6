package trial

import (
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
// wrapping [ErrOver].
func (t *Trial) Step() error {
	switch {
	case t.r == nil:
		return fmt.Errorf("%w: a Trial must be made with New or Resume", ErrState)
	case t.phase == PhaseOver:
		return fmt.Errorf("%w: the verdict is in (%v)", ErrOver, t.verdict)
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
			p, err := t.obtain(t.owed.Side)
			if err != nil {
				return err
			}
			t.spend(p)
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
		die := dice.D(t.r, 3)
		t.weeks = die + 1
		if e := t.push(KindWeeks); e != nil {
			e.Die, e.Total = die, t.weeks
		}
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

// obtain returns side's decision, the one pending, checked by the rules
// into the trial's plan: the choice a person recorded, or his counsel's
// answer. A person who has not chosen yet is an error wrapping ErrWaiting;
// a forbidden answer a *CounselError. Either way nothing has changed.
//
// A replay takes the choice from the journal instead (see journal.go). A
// counsel's answer goes into the journal with the sides of the dice he
// drew; a refused one is forgotten, and his draws with it.
func (t *Trial) obtain(side Side) (*plan, error) {
	k := side.seat()
	p := &t.plan
	if t.j.Replaying() {
		if ok, err := t.replayed(side, p); err != nil || ok {
			return p, err
		}
	}
	if t.has[k] {
		c := t.chosen[k]
		if err := t.accept(side, &c, p); err != nil {
			return nil, err // accepted by Decide on this very state
		}
		t.forget(side, false)
		return p, nil
	}
	d := t.cfg.side(k).Decider
	if isPerson(d) {
		kind := t.pending(side)
		return nil, fmt.Errorf("trial: %w: the %v counsel must decide (%v, rule %s)", ErrWaiting, side, kind, kind.rule())
	}
	if err := t.ask(d, side, p); err != nil {
		t.rec.Rewind()
		return nil, err
	}
	if !t.j.Off {
		t.j.Answer(k, p.choice(t.rules).String(), t.rec.Answered())
	}
	return p, nil
}

// ask puts the pending decision to counsel d and checks his answer into p,
// recording the dice he draws. The engine decides for a built-in counsel
// by the same function his Choose calls, over the trial's own state;
// any other counsel answers through his side's View. A built-in's answer
// lives in the trial's buffers, so that a study allocates nothing.
func (t *Trial) ask(d Counsel, side Side, p *plan) error {
	t.rec.Ask()
	if t.attempts == nil { // room for every juror once: all a legal answer names
		t.attempts, t.moves = make([]Attempt, 0, JurySize), make([]Move, 0, JurySize)
	}
	kind := t.pending(side)
	switch c := d.(type) { // the built-ins themselves: a type that embeds one is custom
	case Greedy:
		c.decide(t, side, kind, p)
	case *Greedy:
		c.decide(t, side, kind, p)
	case Cautious:
		c.decide(t, side, kind, p)
	case *Cautious:
		c.decide(t, side, kind, p)
	default:
		ch := d.Choose(t.see(side))
		return t.accept(side, &ch, p)
	}
	if rule, err := t.check(side, p); err != nil {
		return refusal(rule, side, t.phase, p.choice(t.rules), err)
	}
	return nil
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
	for k := range 2 {
		if t.waits(seatSide(k)) {
			w = append(w, k)
		}
	}
	return w
}

// waits reports whether side is a person's who must decide now.
func (t *Trial) waits(side Side) bool {
	k := side.seat()
	return t.pending(side) != NoDecision && isPerson(t.cfg.side(k).Decider) && !t.has[k]
}
