package trial

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// point is where a trial stands in its own time: the phase, the day of
// deliberation, the part of the phase played next (see play.go; on day 0
// of deliberation, 1 once the jury is revealed) and the decision asked
// there, with the seat asked — the prosecution's when both sides may
// choose their tampering at once. It is computed from the trial's state
// alone, so a trial stopped at a decision (a person waiting, a counsel's
// answer refused) stands at the point a replay passes through, and no
// point comes twice in a trial.
type point struct {
	Phase Phase    `json:"phase"`
	Day   int      `json:"day,omitempty"`
	Stage int      `json:"stage,omitempty"`
	Ask   Decision `json:"ask,omitempty"`
	Seat  int      `json:"seat,omitempty"`
}

// nowhere is a point no trial reaches: a take-back replays until its
// decisions run out.
var nowhere = point{Phase: PhaseOver + 1}

// arrive is what a Step does first for the journal: a replay applies the
// entries due where the trial stands; play records a move of the dice by
// someone else since the last Step.
func (t *Trial) arrive() error {
	if t.j.Replaying() {
		return t.due()
	}
	t.j.Arrived(t.point())
	return nil
}

// point returns where the trial stands.
func (t *Trial) point() point {
	p := point{Phase: t.phase, Day: t.day, Stage: t.stage}
	if t.phase == PhaseDeliberation && t.day == 0 && t.board.Revealed {
		p.Stage = 1
	}
	for k := range 2 {
		if d := t.pending(seatSide(k)); d != NoDecision {
			p.Ask, p.Seat = d, k
			break
		}
	}
	return p
}

// errStop stops a replay where its journal's decisions run out, as a
// person's wait stops play.
var errStop = errors.New("trial: the replay stops here")

// Decisions returns the number of decisions the trial's journal holds:
// every answer of a counsel and every choice of a person, in the order
// they were made (the two sides' tamperings in the order they were
// chosen; a defence's tampering the dismissal of the jury voids leaves
// the journal). A trial of a study keeps none.
func (t *Trial) Decisions() int { return t.j.Decisions() }

// Entry returns decision i of the journal (0 the first): the seat that
// made it (0 the prosecution, 1 the defence) and the choice as
// [Choice.String] prints it; false for an i outside 0..Decisions()−1.
func (t *Trial) Entry(i int) (who int, choice string, ok bool) { return t.j.Decision(i) }

// TakeBack takes the trial back to before decision k (0 the first, see
// [Trial.Entry]): it replays the first k decisions from the dice the trial
// started with and stops where decision k was asked, before it was asked —
// a person's seat waits for him, a counsel is asked again at the next
// Step. The counsel in force now stay in force. The trial's *dice.Source
// is set where the dice stood then. TakeBack(Decisions()) changes nothing;
// a k outside 0..Decisions() wraps [ErrState] and changes nothing, and
// dice that are not a *dice.Source wrap [ErrRand].
func (t *Trial) TakeBack(k int) error {
	var back *Trial
	err := t.j.Back(k, t.src, func(entries []journal.Entry[point]) error {
		back = &Trial{custom: append(slices.Clone(t.custom), t.cfg.Prosecution.Decider, t.cfg.Defence.Decider, t.first[0], t.first[1])}
		err := back.reset(t.built(), t.src, true)
		if err == nil {
			back.j.Replay(entries, k)
			err = back.replayTo(nowhere)
		}
		if err != nil {
			return fmt.Errorf("taking back to decision %d: %w", k, err)
		}
		return nil
	})
	switch {
	case errors.Is(err, journal.ErrUnsavable):
		return fmt.Errorf("%w: only a *dice.Source can be taken back", ErrRand)
	case err != nil:
		return fmt.Errorf("%w: %w", ErrState, err)
	case back == nil: // k is Decisions(): nothing to take back
		return nil
	}
	back.j.Done()
	back.custom = t.custom
	for i := range 2 {
		if c := t.cfg.side(i).Decider; !sameCounsel(back.cfg.side(i).Decider, c) {
			_ = back.SetDecider(i, c)
		}
	}
	if t.unsaved != nil {
		back.unsaved = t.unsaved
	}
	*t = *back
	t.views = [2]View{{t, Prosecution}, {t, Defence}} // back's were handles on back
	return nil
}

// sameCounsel reports whether a and b are the same counsel (false for a
// counsel that cannot be compared).
func sameCounsel(a, b Counsel) bool {
	ta := reflect.TypeOf(a)
	return ta != nil && ta == reflect.TypeOf(b) && ta.Comparable() && a == b
}

// replayTo replays the journal queued until the trial reaches point at
// with no decision left to replay, or its decisions run out, or it ends.
// A choice recorded by Decide and not yet played is recorded again, as
// Decide recorded it, where the replay reaches the save's point.
func (t *Trial) replayTo(at point) error {
	for {
		if err := t.due(); err != nil {
			return err
		}
		from := -1 // the entries replayed when the trial stood at at
		if t.point() == at {
			if err := t.replayRecorded(); err != nil {
				return err
			}
			if !slices.ContainsFunc(t.j.Left(), func(e journal.Entry[point]) bool { return e.Decision() }) {
				return t.due()
			}
			from = len(t.j.Entries())
		}
		if t.Over() {
			return t.due()
		}
		err := t.Step()
		switch {
		case errors.Is(err, errStop):
			return t.due()
		case err != nil:
			return err
		case from >= 0 && t.point() != at:
			past := fmt.Errorf("it comes after the point the save says it reached, %+v", at)
			if es := t.j.Entries(); len(es) > from {
				return fmt.Errorf("%w: entry %d (%s): %w", journal.ErrReplay, from, &es[from], past)
			}
			return t.j.Refuse(past)
		}
	}
}

// replayRecorded takes the choices recorded by Decide and not yet played
// that head the journal queued.
func (t *Trial) replayRecorded() error {
	for q := t.j.Left(); len(q) > 0 && q[0].Decision() && q[0].Recorded; q = t.j.Left() {
		if err := t.decideAgain(q[0].Who); err != nil {
			if errors.Is(err, errStop) {
				return nil
			}
			return err
		}
		if err := t.due(); err != nil {
			return err
		}
	}
	return nil
}

// replayed takes side's decision from the journal being replayed, into p: the
// entries due here, then the tampering the other side chose at once before
// this side's (rule TR-3: both may choose theirs before the first attempt),
// then side's own. It reports false when side's choice is one recorded
// earlier in the replay, for obtain to take; a choice recorded by Decide
// and not yet played is recorded again and stops the replay (errStop), as
// does the end of the journal's decisions.
func (t *Trial) replayed(side Side, p *plan) (bool, error) {
	if err := t.due(); err != nil {
		return false, err
	}
	k := side.seat()
	for q := t.j.Left(); len(q) > 0 && q[0].Decision() && q[0].Who != k; q = t.j.Left() {
		m := q[0].Who
		if t.has[m] || t.pending(seatSide(m)) == NoDecision {
			break // Next refuses it below: side is asked here
		}
		if err := t.decideAgain(m); err != nil {
			return false, err
		}
		if err := t.due(); err != nil {
			return false, err
		}
	}
	if t.has[k] {
		return false, nil
	}
	if q := t.j.Left(); len(q) > 0 && q[0].Decision() && q[0].Who == k && q[0].Recorded {
		// The save's end: the choices recorded here and not yet played.
		if err := t.replayRecorded(); err != nil {
			return false, err
		}
		return false, errStop
	}
	e, err := t.replayNext(k)
	if err != nil {
		return false, err
	}
	c, err := parseChoice(e.Do)
	if err == nil {
		err = t.accept(side, &c, p)
	}
	if err == nil {
		err = e.Redraw(t.r, t.src)
	}
	if err != nil {
		return false, t.j.Taken(err)
	}
	return true, t.due()
}

// decideAgain takes seat i's next decision from the journal as Decide took
// it: a person's choice, made while the trial stood here. One recorded and
// not yet played is recorded again. It returns errStop when the journal's
// decisions have run out.
func (t *Trial) decideAgain(i int) error {
	e, err := t.replayNext(i)
	if err != nil {
		return err
	}
	c, err := parseChoice(e.Do)
	if err == nil {
		c, err = t.decide(i, c)
	}
	switch {
	case err != nil && e.Recorded:
		// Next left it out of the journal, for Decide to record.
		return fmt.Errorf("%w: entry %d (%s): %w", journal.ErrReplay, len(t.j.Entries()), &e, err)
	case err != nil:
		return t.j.Taken(err)
	case e.Recorded:
		t.j.Record(i, c.String())
	}
	return nil
}

// replayNext returns seat i's next decision in the journal, or errStop
// when the journal's decisions have run out.
func (t *Trial) replayNext(i int) (journal.Entry[point], error) {
	e, ok, err := t.j.Next(i)
	if err == nil && !ok {
		err = errStop
	}
	return e, err
}

// due applies the journal's entries due where the trial stands: a change
// of counsel, the GM's evidence ratings, a move of the dice.
func (t *Trial) due() error {
	return t.j.Apply(t.point(), t.src, func(who int, s encounter.Saved) error {
		c, err := findCounsel(s, t.custom)
		if err == nil {
			t.cfg.side(who).Decider = c
		}
		return err
	}, func(who int, call string) error {
		if who != -1 {
			return errors.New("the GM gives the evidence ratings, no seat (who -1)")
		}
		r, err := parseEvidence(call)
		if err == nil {
			err = t.setEvidence(r)
		}
		return err
	})
}

// evidenceText is the journal's text of the GM's evidence ratings (see
// [Trial.SetEvidence]): "evidence 4 3", the prosecution's then the
// defence's.
func evidenceText(r Ratings) string {
	return "evidence " + strconv.Itoa(r.Prosecution) + " " + strconv.Itoa(r.Defence)
}

// parseEvidence reads evidenceText.
func parseEvidence(s string) (Ratings, error) {
	f := strings.Fields(s)
	if len(f) == 3 && f[0] == "evidence" {
		p, err1 := strconv.Atoi(f[1])
		d, err2 := strconv.Atoi(f[2])
		if err1 == nil && err2 == nil {
			return Ratings{Prosecution: p, Defence: d}, nil
		}
	}
	return Ratings{}, fmt.Errorf("%w: %q is not \"evidence\" and two ratings", ErrRating, s)
}
