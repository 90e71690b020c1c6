package gunfight

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
)

// ErrWaiting is the error of a fight that cannot go on until a person
// declares: Step, Run and RunUntil return an error wrapping it, naming
// him, and Waiting lists him. It is the same sentinel in every encounter
// package.
var ErrWaiting = encounter.ErrWaiting

// waiting is the error of the fight stopped at person i's declaration.
func (f *Fight) waiting(i int) error {
	return fmt.Errorf("%w: %s (shooter %d) must declare at count %d", ErrWaiting, f.men[i].sh.Name, i, f.now)
}

// pendingMan returns the man whose declaration the fight stopped at — the
// first in ascending Wisdom whose action completed and who has declared
// no new one (GU-2) — or −1 when the fight stopped between counts.
func (f *Fight) pendingMan() int {
	if f.over || f.phase == playing || f.phase == resolving {
		return -1
	}
	for _, i := range f.wis {
		if m := &f.men[i]; m.st.Needs && m.st.Status == InFight {
			return i
		}
	}
	return -1
}

// Waiting returns the men a person plays who must declare now: the one
// the fight stopped at, when no choice is recorded for him; nil when the
// fight can go on (or is over). Declarations are made in ascending Wisdom
// and a later man sees the earlier ones, so at most one man is waiting: the
// next waits only once Step has declared the action chosen for this one.
func (f *Fight) Waiting() []int {
	i := f.pendingMan()
	if i < 0 || f.men[i].tac != nil || f.men[i].st.Chosen {
		return nil
	}
	return []int{i}
}

// Decide records man i's next action, for the next Step to declare.
// The man must be the one the fight stopped at (Waiting; or a man whose
// tactic's declaration was refused, whom Decide may answer for), with no
// choice recorded yet, and the action must be one the rules allow him now:
// the check is the one Step makes of every tactic's action (see
// View.Counts). An action with any part outside its type's range — an
// unknown aim, extra, location, pace or hold, a negative weapon, man,
// number of rounds, counts or damage — is refused whatever its kind,
// under the rule that kind's refusals cite; the parts its kind does not
// read (see Action) are set to zero, so the journal holds the choice in
// one form (Action.String). A refused choice is an [*ActionError]
// (wrapping [ErrAction]: the rule, who, the action and why) and changes
// nothing.
func (f *Fight) Decide(i int, a Action) error {
	if i < 0 || i >= len(f.men) {
		return &ActionError{Who: fmt.Sprintf("shooter %d", i), What: a, Rule: "GU-2", Why: fmt.Sprintf("there is no shooter %d: want 0..%d", i, len(f.men)-1)}
	}
	m := &f.men[i]
	refuse := func(format string, args ...any) error {
		return &ActionError{Who: m.sh.Name, What: a, Rule: "GU-2", Why: fmt.Sprintf(format, args...)}
	}
	p := f.pendingMan()
	switch {
	case f.over:
		return refuse("the fight is over")
	case p < 0 && !f.started:
		return refuse("the fight has not started: Step declares the first actions, in ascending Wisdom")
	case p < 0:
		return refuse("nobody is declaring at count %d: Step plays on", f.now)
	case p != i:
		return refuse("%s", f.notDeclaring(p, i))
	case m.st.Chosen:
		return refuse("%s has declared %s already", m.sh.Pronoun.Subject(), m.st.Choice)
	}
	a, _, err := f.check(i, a)
	if err != nil {
		return err
	}
	m.st.Chosen, m.st.Choice = true, a
	f.j.Record(i, a.String())
	return nil
}

// SetDecider hands man i to tactic t from his next declaration on, or to a
// person with nil or Person; it may be called at any time, a pending
// declaration included: a tactic given the man the fight stopped at
// declares for him at the next Step. A choice already recorded by Decide
// stands. The setup's Decider for him becomes t (see Fight.Setup), and the
// change goes into the journal, by t's name (and a custom t's Version,
// without which the fight can no longer be saved: see MarshalJSON). A bad
// i wraps [ErrSetup].
func (f *Fight) SetDecider(i int, t Tactic) error {
	if i < 0 || i >= len(f.men) {
		return fmt.Errorf("%w: no shooter %d: want 0..%d", ErrSetup, i, len(f.men)-1)
	}
	if _, ok := t.(person); ok {
		t = nil
	}
	if _, builtin := t.(*gunman); t != nil && !builtin {
		if err := impostor(t); err != nil {
			return fmt.Errorf("%w: shooter %d (%s): %w", ErrSetup, i, f.men[i].sh.Name, err)
		}
	}
	f.setDecider(i, t)
	f.j.DeciderAt(i, f.saved(i, t), f.point())
	return nil
}

// setDecider makes t man i's tactic (nil: a person) and the setup's
// Decider for him; a custom t joins the tactics the fight knows.
func (f *Fight) setDecider(i int, t Tactic) {
	d := Person
	if t != nil {
		d = t
		if _, builtin := t.(*gunman); !builtin {
			f.custom = addCustom(f.custom, t)
		}
	}
	f.setTactic(i, t)
	f.setup.Shooters[i].Decider = d
}

// addCustom puts t among the custom tactics, in place of one of its name.
func addCustom(custom []Tactic, t Tactic) []Tactic {
	for k, c := range custom {
		if c != nil && c.Name() == t.Name() {
			custom[k] = t
			return custom
		}
	}
	return append(custom, t)
}

// setTactic makes t man i's tactic (nil: a person).
func (f *Fight) setTactic(i int, t Tactic) {
	f.redecided = true
	for k := range f.men {
		f.men[k].opener = opener{} // asked again at the next opening
	}
	m := &f.men[i]
	m.tac = t
	m.holder, _ = t.(Holder)
	m.gm, _ = t.(*gunman)
}

// studied reports a man a person plays: a study (Runner, Simulate) needs
// a tactic for every man.
func (f *Fight) studied() error {
	for i := range f.men {
		if f.men[i].tac == nil {
			return fmt.Errorf("%w: shooter %d (%s) is played by a person: a study needs a tactic for every man", ErrSetup, i, f.men[i].sh.Name)
		}
	}
	return nil
}
