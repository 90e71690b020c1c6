package gunfight

import "github.com/deadmanshand/aces/reputation"

// opener is a man's first declaration of a fight as his built-in tactic
// gave it and plan found it legal: the action in its one form and its
// counts, before the dice commit rolls (GU-2, GU-3). A built-in tactic
// keeps no state and draws nothing, and every fight of one setup opens in
// the same state, so a fight on the study path (a Runner's, which keeps
// no journal) asks the tactic and checks its answer at its first opening
// only, and opens each fight after a Reset with the answer kept: the check
// is made once for the setup, and its answer is the plan. A change of any
// man's tactic forgets it (setTactic), as does a fight built anew.
type opener struct {
	act  Action
	c    Count
	near int // what asking him left behind: his nearest opponent (man.near)
	kept bool
}

// opening gets man i's (m's) first declaration into a, which holds his
// action as the setup has it, and its counts before commit's dice: the
// answer kept from the first opening of the setup when there is one (see
// opener; the fight is left as asking him leaves it, his nearest opponent
// as the tactic worked it out), else his tactic's through ask, checked by plan — kept when
// a built-in tactic gave it on the study path. A refused answer is plan's
// error, with the dice put back (refused); Done comes back with no
// counts.
func (f *Fight) opening(i int, m *man, a *Action) (answer, Count, error) {
	if o := &m.opener; o.kept && f.j.Off && m.st.Order == reputation.Steady && !m.st.Chosen {
		m.near = o.near // as asking him leaves it
		*a = o.act
		return byBuiltin, o.c, nil
	}
	by, err := f.ask(i, a)
	if err != nil || a.Kind == Done {
		return by, 0, err
	}
	c, err := f.plan(i, a)
	if err != nil {
		f.refused(by)
		return by, 0, err
	}
	if by == byBuiltin && f.j.Off {
		m.opener = opener{act: *a, c: c, near: m.near, kept: true}
	}
	return by, c, nil
}
