package trial

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// plan is a side's decision as play applies it: a [Choice] checked by the
// rules, with a difficulty by its rung on the trial's ladder and each move
// of an allocation with the points it costs. The one legality check,
// [Trial.check], passes every decision before it counts — a person's, a
// custom counsel's and a built-in's alike — and its answer is the plan,
// so nothing is worked out twice: the phase that plays the decision takes
// the rung and the costs as the check left them.
type plan struct {
	kind     Decision
	rung     int           // the difficulty's rung (opening, Law); −1 for no Law check
	attempts []Attempt     // the jurors to tamper with (tamper)
	moves    []Move        // the allocation (spend)
	costs    [JurySize]int // costs[k]: what moves[k] costs, set by the check
}

// noRung is the rung of no Law check.
const noRung = -1

// choice returns the plan as the Choice a person would have made: the
// difficulty named as the ladder names it.
func (p *plan) choice(r *compiled) Choice {
	c := Choice{Kind: p.kind, Attempts: p.attempts, Moves: p.moves}
	switch {
	case p.kind == DecideOpening && p.rung >= 0 && p.rung < len(r.diffs):
		c.Difficulty = r.diffs[p.rung].Name
	case p.kind == DecideLaw && p.rung >= 0 && p.rung < len(r.diffs):
		c.Try, c.Difficulty = true, r.diffs[p.rung].Name
	}
	c.drop()
	return c
}

// accept is the check of a Choice — a person's, or a custom counsel's
// answer: a part its kind does not read out of its type's range refuses
// it, under the rule of its kind, and such parts in range are dropped;
// the difficulty it names is found on the ladder; then the one check
// (check) makes its plan p. An accepted choice is left in its one form,
// its difficulty named as the ladder names it (see Decide). A refusal is
// a *CounselError naming the rule, and changes nothing but p.
func (t *Trial) accept(side Side, c *Choice, p *plan) error {
	if err := c.stray(); err != nil {
		rule := t.pending(side).rule()
		if c.Kind > NoDecision && c.Kind <= DecideSpend {
			rule = c.Kind.rule()
		}
		return refusal(rule, side, t.phase, *c, err)
	}
	c.drop()
	*p = plan{kind: c.Kind, rung: noRung, attempts: c.Attempts, moves: c.Moves}
	if rule, err := t.asked(side, c.Kind); err != nil {
		return refusal(rule, side, t.phase, *c, err)
	}
	if c.Kind == DecideOpening || c.Try {
		i, err := t.rules.index(c.difficulty())
		if err != nil {
			return refusal(c.Kind.rule(), side, t.phase, *c, err)
		}
		p.rung = i
	}
	if rule, err := t.check(side, p); err != nil {
		return refusal(rule, side, t.phase, *c, err)
	}
	if p.rung >= 0 {
		c.Difficulty = t.rules.diffs[p.rung].Name
	}
	return nil
}

// check is the one legality check of the trial: it reports a plan the
// rules forbid side to make now, with the rule it breaks, and otherwise
// completes it — the cost of each move. It changes nothing else.
func (t *Trial) check(side Side, p *plan) (rule string, err error) {
	if rule, err := t.asked(side, p.kind); err != nil {
		return rule, err
	}
	switch p.kind {
	case DecideTamper:
		if err := t.checkAttempts(side, p.attempts); err != nil {
			return "TR-3", err
		}
	case DecideOpening, DecideLaw:
		if p.rung >= len(t.rules.diffs) || p.rung < 0 && (p.kind == DecideOpening || p.rung != noRung) {
			return p.kind.rule(), fmt.Errorf("%w: rung %d off the trial's ladder of %d", dice.ErrDifficulty, p.rung, len(t.rules.diffs))
		}
	case DecideSpend:
		if err := t.checkMoves(p, t.owed.Points); err != nil {
			return spendRule(t.phase, err), err
		}
	}
	return "", nil
}

// asked reports, with the rule it breaks, a decision of kind that side is
// not asked to make now.
func (t *Trial) asked(side Side, kind Decision) (rule string, err error) {
	want := t.pending(side)
	if want == NoDecision {
		if sk := t.cfg.side(side.seat()); kind == DecideLaw && t.phase == PhaseEvidence && !sk.HasLaw() {
			return "TR-5", fmt.Errorf("%w: the %v counsel's Law mastery is %d%%; only counsel with the Law skill may try", ErrLaw, side, sk.Mastery(Law))
		}
		return phaseRule(t.phase), fmt.Errorf("the %v has nothing to decide now", side)
	}
	if kind != want {
		return want.rule(), fmt.Errorf("a %v choice, but the %v must decide %v", kind, side, want)
	}
	return "", nil
}

// checkMoves reports an allocation the rules forbid (rule TR-2): a move
// Board.Cost refuses, a juror named twice, or costs beyond the points;
// otherwise it sets the cost of each move.
func (t *Trial) checkMoves(p *plan, points int) error {
	if points < 0 {
		return fmt.Errorf("%w: %d points", ErrPoints, points)
	}
	var seen [JurySize]bool
	total := 0
	for k, m := range p.moves {
		c, err := t.board.Cost(m.Juror, m.To, t.phase)
		if err != nil {
			return err
		}
		if seen[m.Juror] {
			return fmt.Errorf("%w: juror %s named twice in one allocation", ErrMove, Letter(m.Juror))
		}
		seen[m.Juror] = true
		p.costs[k] = c // k < JurySize: a thirteenth move names a juror twice
		total += c
	}
	if total > points {
		return fmt.Errorf("%w: the moves cost %d but only %d were earned", ErrPoints, total, points)
	}
	return nil
}
