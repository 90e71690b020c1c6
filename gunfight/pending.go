package gunfight

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// tacticBuiltins tells the built-in tactics apart for saving: they are
// saved by name, with no parameters.
var tacticBuiltins = encounter.Builtins{
	Names: BuiltinNames(),
	Of: func(d any) (string, bool) {
		g, ok := d.(*gunman)
		if !ok {
			return "", false
		}
		return g.name, true
	},
}

// builtinTactic is the built-in tactic saved under name; it has no
// parameters.
func builtinTactic(name string, params json.RawMessage) (Tactic, error) {
	if params != nil {
		return nil, fmt.Errorf("built-in tactic %q has no parameters, saved with %s", name, params)
	}
	return Builtin(name)
}

// findDeciders finds each saved man's decider again (nil: a person),
// checks that the saved setup names the same one, and gives NewFight the
// custom ones found.
func findDeciders(s *savedFight, custom []Tactic) ([]Tactic, error) {
	n := len(s.Setup.Shooters)
	if len(s.Deciders) != n {
		return nil, fmt.Errorf("%w: %d deciders saved for %d shooters", ErrState, len(s.Deciders), n)
	}
	tactics := make([]Tactic, n)
	for i, d := range s.Deciders {
		sh := &s.Setup.Shooters[i]
		t, _, err := encounter.Find(d, tacticBuiltins, builtinTactic, custom)
		if err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrState, i, sh.Name, err)
		}
		if _, err := findTactic(sh.Tactic, custom); err != nil {
			return nil, within(ErrState, fmt.Sprintf("shooter %d (%s)", i, sh.Name), err)
		}
		named := sh.Tactic
		if named == "" {
			named = builtins[0].name
		}
		if !strings.EqualFold(named, d.Name) {
			return nil, fmt.Errorf("%w: shooter %d (%s): the setup names tactic %q, the save %q", ErrState, i, sh.Name, sh.Tactic, d.Name)
		}
		tactics[i] = t
		if t != nil && !slices.Contains(BuiltinNames(), d.Name) {
			s.Setup.Custom = addCustom(s.Setup.Custom, t)
		}
	}
	return tactics, nil
}

// checkPending reports a saved declaration pending that play cannot give:
// between counts, nobody in the fight is pending; in the declarations,
// someone is, and in the first ones those who have declared come before
// those who have not, in ascending Wisdom, with nothing yet scheduled; a
// choice Decide recorded is the pending man's, and one the rules allow
// him.
func (f *Fight) checkPending(s *savedFight) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrState, fmt.Sprintf(format, args...))
	}
	p := f.pendingMan()
	switch {
	case s.Phase > closing:
		return bad("phase %d", s.Phase)
	case s.Phase != playing && (!s.Started || s.Over):
		return bad("declarations pending in a fight not started or over")
	case s.Phase != playing && p < 0:
		return bad("declarations pending, but nobody is to declare")
	case s.Phase == opening && (len(s.Events) > 0 || len(s.Queue) > 0 || f.busy > 0):
		return bad("the first declarations pending after the fight began")
	}
	declared := false
	for k := len(f.wis) - 1; k >= 0; k-- {
		i := f.wis[k]
		st := &f.men[i].st
		pending := st.Needs && st.Status == InFight
		switch {
		case pending && s.Phase == playing && !s.Over:
			return bad("%s pending between counts", f.men[i].sh.Name)
		case s.Phase == opening && pending && declared:
			return bad("%s pending after a man of more Wisdom declared", f.men[i].sh.Name)
		case s.Phase == opening && st.Due > 10*Minute:
			return bad("%s's first action takes %d counts", f.men[i].sh.Name, st.Due)
		case st.Chosen && i != p:
			return bad("a choice recorded for %s, who is not declaring", f.men[i].sh.Name)
		}
		declared = declared || !pending
	}
	if p >= 0 && f.men[p].st.Chosen {
		if _, err := f.check(p, f.men[p].st.Choice); err != nil {
			return within(ErrState, "the choice recorded", err)
		}
	} else if p >= 0 && f.men[p].st.Choice != (Action{}) {
		return bad("a choice for %s, not recorded", f.men[p].sh.Name)
	}
	return nil
}
