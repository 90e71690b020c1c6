package gunfight

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Person is the Tactic of a man a person plays (Shooter.Decider, or
// Fight.SetDecider): the fight stops before each of his declarations —
// Step returns an error wrapping [ErrWaiting], Waiting lists him — until
// Decide (or Answer) records one. His nerve still forces his hand when the
// rules say so (RE-7): that is no decision of his, and the engine declares
// it. A person's deliberate shot fires when it comes due: holding fire
// into careful aim (GU-3, see Holder) is a tactic's; a person who wants
// careful aim declares it. Its Name is "person"; the engine knows it by
// its type and never calls its Declare.
var Person Tactic = person{}

// person is the type of Person.
type person struct{}

// Name returns "person".
func (person) Name() string { return encounter.Person }

// Declare is never called: a person declares through Decide.
func (person) Declare(*View) Action { return Action{} }

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
		return nil, fmt.Errorf("%w: built-in tactic %q has no parameters, saved with %s", encounter.ErrUnknownDecider, name, params)
	}
	return Builtin(name)
}

// savedTactic returns how JSON names tactic t: a built-in by its name,
// Person as "person", a custom tactic by its Name and Version — one
// without a Version, or named as a built-in, wraps encounter.ErrUnsaved.
func savedTactic(t Tactic) (encounter.Saved, error) {
	var d any = t
	if _, ok := t.(person); ok || t == nil {
		d = nil
	}
	return encounter.Save(d, tacticBuiltins)
}

// namedTactic returns the tactic JSON names: a built-in one (its name
// compared ignoring case) or Person; a custom one stays a name (unnamed),
// for NewFight to find among the tactics it is given.
func namedTactic(s encounter.Saved) (Tactic, error) {
	for _, n := range append([]string{encounter.Person}, tacticBuiltins.Names...) {
		if strings.EqualFold(n, s.Name) {
			s.Name = n
			t, person, err := encounter.Find(s, tacticBuiltins, builtinTactic, nil)
			if person {
				return Person, err
			}
			return t, err
		}
	}
	if s.Params != nil {
		return nil, fmt.Errorf("%w: custom tactic %q is saved without parameters", encounter.ErrUnknownDecider, s.Name)
	}
	return unnamed{s.Name, s.Version}, nil
}

// unnamed stands for a custom tactic a Shooter's JSON names, until NewFight
// finds it among the tactics it is given.
type unnamed struct{ name, version string }

// Name returns the name the JSON gives.
func (u unnamed) Name() string { return u.name }

// Version returns the version the JSON gives.
func (u unnamed) Version() string { return u.version }

// Declare is never called: NewFight replaces the stand-in by the tactic.
func (unnamed) Declare(*View) Action { return Action{} }

// Equal reports whether t stands for the same tactic, so that go-cmp
// compares setups decoded from JSON.
func (u unnamed) Equal(t Tactic) bool { return Tactic(u) == t }

// decider returns the tactic that plays a man whose Shooter.Decider is d:
// QuickDraw for nil, nil for Person (a person), the custom tactic a name
// from JSON stands for, found among custom by its Name and Version (one
// not given wraps encounter.ErrUnknownDecider and lists the names it
// could be), or d itself.
func decider(d Tactic, custom []Tactic) (Tactic, error) {
	switch t := d.(type) {
	case nil:
		return builtins[0], nil
	case person:
		return nil, nil
	case unnamed:
		return findTactic(encounter.Saved{Name: t.name, Version: t.version}, custom)
	case *gunman:
		return t, nil
	}
	return d, impostor(d)
}

// impostor refuses a custom tactic named as Person: "person" is a
// person's, who is Person.
func impostor(t Tactic) error {
	if strings.EqualFold(t.Name(), encounter.Person) {
		return fmt.Errorf("a custom tactic named %q: a person is Person", t.Name())
	}
	return nil
}

// findTactic finds the tactic a JSON or a journal names: a built-in by its
// name, a person (nil), or a custom tactic of custom by its Name and
// Version — one without a Version by its Name alone (it cannot be saved,
// but a take-back replays it). One not found wraps
// encounter.ErrUnknownDecider and lists the names it could be.
func findTactic(s encounter.Saved, custom []Tactic) (Tactic, error) {
	t, _, err := encounter.Find(s, tacticBuiltins, builtinTactic, custom)
	if err == nil || s.Version != "" {
		return t, err
	}
	for _, c := range custom {
		if _, named := c.(encounter.Named); c != nil && !named && c.Name() == s.Name {
			return c, nil
		}
	}
	return nil, err
}
