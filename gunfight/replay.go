package gunfight

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
)

// point is where a fight stands in its own time: the count, the steps
// played at it (Fight.Step), the phase, and the man asked — the one whose
// declaration is pending (opening, closing) or who is asked whether he
// holds fire (resolving); −1 for nobody. Between two calls no two moments
// of one fight share a point, and a decision's point is the same whether
// play stopped there (a person waiting, a refused answer) or a replay
// passes through it: the journal places a change of decider or of the dice
// at its point, and a save ends with the point it reached.
type point struct {
	Count Count  `json:"count"`
	Steps int    `json:"steps,omitempty"`
	Phase string `json:"phase"`
	Asked int    `json:"asked"`
}

// The phases of a point.
const (
	phaseBefore    = "before"    // not started: the first Step declares
	phaseOpening   = "opening"   // the first declarations (GU-2)
	phaseBetween   = "between"   // between two counts
	phaseResolving = "resolving" // among a count's actions, at a hold answer
	phaseClosing   = "closing"   // the declarations after a count
	phaseOver      = "over"
)

// point returns where the fight stands.
func (f *Fight) point() point {
	p := point{Count: f.now, Steps: f.still, Asked: -1}
	switch {
	case f.over:
		p.Phase = phaseOver
	case !f.started:
		p.Phase = phaseBefore
	case f.phase == opening:
		p.Phase, p.Asked = phaseOpening, f.pendingMan()
	case f.phase == closing:
		p.Phase, p.Asked = phaseClosing, f.pendingMan()
	case f.phase == resolving:
		p.Phase, p.Asked = phaseResolving, f.holding
	default:
		p.Phase = phaseBetween
	}
	return p
}

// errStop stops a replay where the journal has no decision left for the
// man asked: the fight stands there as it stands for a person.
var errStop = errors.New("gunfight: the replay stops here")

// Hold answers as the journal writes them (Holder.HoldFire).
const (
	holdWord = "hold fire"
	fireWord = "fire"
)

// holdFire asks man i (m), whose deliberate shot has come due, whether he
// holds fire into careful aim (GUD-5): his Holder, or the journal a replay
// plays. It reports stop when a replay has no answer for him.
func (f *Fight) holdFire(i int, m *man) (hold, stop bool) {
	if f.j.Replaying() {
		return f.replayHold(i, m)
	}
	if m.gm != nil {
		f.view.me = i // a built-in tactic reads the fight itself
	} else {
		f.see(&f.view, i)
	}
	f.rec.Ask()
	hold = m.holder.HoldFire(&f.view)
	if !f.j.Off {
		word := fireWord
		if hold {
			word = holdWord
		}
		f.j.Answer(i, word, f.rec.Answered())
	}
	return hold, false
}

// replayHold takes man i's hold answer from the journal. The fight stands
// at his answer meanwhile (phase resolving), where the changes made there
// are due; when he is no Holder (any longer) nobody is asked. A journal
// with no answer left stops the fight there; one that does not replay
// stops it with the error (f.stopped).
func (f *Fight) replayHold(i int, m *man) (hold, stop bool) {
	f.phase, f.holding = resolving, i
	err := f.due()
	if err == nil && m.holder == nil {
		f.phase, f.holding = playing, -1
		return false, false
	}
	if err == nil {
		e, ok, nerr := f.j.Next(i)
		switch {
		case nerr != nil:
			err = nerr
		case !ok:
			err = errStop
		case e.Recorded || (e.Do != holdWord && e.Do != fireWord):
			err = f.j.Taken(fmt.Errorf("%s is asked whether he holds fire: %q or %q", m.sh.Name, holdWord, fireWord))
		default:
			if rerr := e.Redraw(f.r, f.src); rerr != nil {
				err = f.j.Taken(rerr)
			}
			hold = e.Do == holdWord
		}
	}
	if err != nil {
		f.stopped = err
		return false, true
	}
	f.phase, f.holding = playing, -1
	return hold, false
}

// stopAtHold ends a Step at man who's shot it (due in the count that takes
// the actions scheduled before seq), which a replay could not play
// (replayHold). Where the journal ran out, the fight stands at his hold
// answer (phase resolving, errStop), as before his shot was taken out of
// the queue — nothing before his hold answer changed anything — and the
// next Step goes on from it; else the error says which entry does not
// replay.
func (f *Fight) stopAtHold(who int, it due, seq uint64) error {
	err := f.stopped
	f.stopped = nil
	if err == errStop {
		m := &f.men[who]
		m.st.Busy, m.st.Needs = true, false
		f.busy++
		f.q.putBack(who, it)
		f.phase, f.holding, f.stepSeq = resolving, who, seq
	}
	return err
}

// replayDeclare takes man i's declaration from the journal into a: the
// choice Step would take from his tactic, or from Decide. A journal with
// no decision left stops the fight at his declaration (errStop); a choice
// recorded by Decide and not yet played is recorded again, and the fight
// stops there too. A choice not in its one form (Action.String of what
// ParseAction reads), or one the rules do not allow him now, does not
// replay.
func (f *Fight) replayDeclare(i int, a *Action) error {
	if err := f.due(); err != nil {
		return err
	}
	e, ok, err := f.j.Next(i)
	if err != nil {
		return err
	}
	if !ok {
		return errStop
	}
	d, err := ParseAction(e.Do)
	if err == nil && d.String() != e.Do {
		err = fmt.Errorf("%q is written %q", e.Do, d)
	}
	if err == nil {
		var n Action
		if n, _, err = f.check(i, d); err == nil && n != d {
			err = fmt.Errorf("%q has parts its kind does not read: %q", e.Do, n)
		}
	}
	if err != nil {
		return f.j.Taken(err)
	}
	if e.Recorded {
		m := &f.men[i]
		m.st.Chosen, m.st.Choice = true, d
		f.j.Record(i, e.Do)
		return errStop
	}
	if err := e.Redraw(f.r, f.src); err != nil {
		return f.j.Taken(err)
	}
	*a = d
	return f.due() // made where he stood once he had chosen, before the Step that played it
}

// due applies the journal's entries due where the fight stands: a change
// of decider, a move of the dice made there. Gunfight makes no other call.
func (f *Fight) due() error {
	return f.j.Apply(f.point(), f.src, func(who int, s encounter.Saved) error {
		t, err := findTactic(s, f.custom)
		if err == nil {
			f.setDecider(who, t)
			f.saved(who, t) // a tactic no save can name: f.unsaved
		}
		return err
	}, nil)
}

// play replays the journal queued (journal.Replay) until the fight stands
// at point at — or, when to is false, as far as it goes — stopping where
// the journal runs out at a decision. A journal that does not replay is an
// error wrapping journal.ErrReplay.
func (f *Fight) play(at point, to bool) error {
	for !f.over && (!to || f.point() != at) {
		if to && f.now > at.Count {
			break // past it: Reached says so
		}
		if err := f.Step(); errors.Is(err, errStop) {
			break
		} else if err != nil {
			return err
		}
	}
	return f.due()
}

// saved is how the journal names tactic t, set for man i (see savedTactic);
// a custom tactic without a Version by its Name alone, and the fight can
// no longer be saved (f.unsaved).
func (f *Fight) saved(i int, t Tactic) encounter.Saved {
	s, err := savedTactic(t)
	if err != nil {
		if f.unsaved == nil {
			f.unsaved = fmt.Errorf("shooter %d (%s): %w", i, f.men[i].sh.Name, err)
		}
		s = encounter.Saved{Name: t.Name()}
	}
	return s
}
