package trial

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Person marks a side played by a person, as its [Skills].Decider or given
// to [Trial.SetDecider]: the trial stops before each of his decisions and
// waits for [Trial.Decide] or [Trial.Answer]. Its Name is "person". The
// trial recognises it and never asks it to choose.
var Person Counsel = person{}

// person is the type of Person.
type person struct{}

// Name returns "person".
func (person) Name() string { return encounter.Person }

// Version returns "".
func (person) Version() string { return "" }

// Choose is never called: the trial waits for a person's Decide.
func (person) Choose(*View) Choice { return Choice{} }

// absent reports whether c is no counsel at all: nil, or a nil pointer
// whose methods could not be called.
func absent(c Counsel) bool {
	if c == nil {
		return true
	}
	v := reflect.ValueOf(c)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// isPerson reports whether c marks a person.
func isPerson(c Counsel) bool {
	_, ok := c.(person)
	return ok
}

// builtins tells the built-in counsel to the machinery that saves them.
var builtins = encounter.Builtins{
	Names: []string{"cautious", "greedy"},
	Of: func(d any) (string, bool) {
		switch d.(type) {
		case Greedy, *Greedy:
			return "greedy", true
		case Cautious, *Cautious:
			return "cautious", true
		}
		return "", false
	},
}

// builtin makes the built-in counsel saved under name with its parameters.
func builtin(name string, params json.RawMessage) (Counsel, error) {
	decode := func(v any) error {
		if len(params) == 0 {
			return nil
		}
		return encounter.Strict(params, v)
	}
	switch name {
	case "greedy":
		var g Greedy
		err := decode(&g)
		return g, err
	case "cautious":
		var c Cautious
		err := decode(&c)
		return c, err
	}
	return nil, fmt.Errorf("%w: %s", ErrCounsel, encounter.Unknown("counsel", name, builtins.Names))
}

// savedCounsel returns how counsel c is saved: a built-in by its name and
// parameters, a custom one by its Name() and Version(), a person as
// "person"; a custom counsel without them wraps encounter.ErrUnsaved.
func savedCounsel(c Counsel) (encounter.Saved, error) {
	var d any = c
	if isPerson(c) {
		d = nil
	}
	return encounter.Save(d, builtins)
}

// named stands for a custom counsel known only by his name and version: a
// side's decider read from JSON ([Skills.UnmarshalJSON]), until [New]
// finds him among the custom counsel it is given; in a resumed trial, one
// the journal names who was not given to [Resume] — replay never asks a
// counsel, so he is needed only if he holds a seat at the end, and then
// Resume refuses the save. He saves as he was saved.
type named struct{ name, version string }

// Name returns the name he was saved under.
func (n named) Name() string { return n.name }

// Version returns the version he was saved under.
func (n named) Version() string { return n.version }

// Choose is never asked of him (see named): the zero Choice.
func (named) Choose(*View) Choice { return Choice{} }

// findCounsel returns the counsel saved as s: a person, a built-in, one of
// custom — or, for a custom counsel not among them, a named one.
func findCounsel(s encounter.Saved, custom []Counsel) (Counsel, error) {
	c, person, err := encounter.Find(s, builtins, builtin, custom)
	switch {
	case err == nil && person:
		return Person, nil
	case err == nil:
		return c, nil
	case s.Name != encounter.Person && !slices.Contains(builtins.Names, s.Name) && s.Params == nil:
		return named{s.Name, s.Version}, nil
	}
	return nil, err
}

// resolve returns the counsel a side plays with: the zero Greedy for none,
// and for one known only by name the custom counsel of that name and
// version — which a resumed trial may lack until the end (lenient: see
// named); otherwise the error wraps ErrCounsel and lists the names he
// could have been.
func resolve(c Counsel, custom []Counsel, lenient bool) (Counsel, error) {
	n, ok := c.(named)
	switch {
	case absent(c):
		return Greedy{}, nil
	case !ok:
		return c, nil
	}
	for _, d := range custom {
		if m, ok := d.(encounter.Named); ok && !absent(d) && m.Name() == n.name && m.Version() == n.version {
			return d, nil
		}
	}
	if lenient {
		return c, nil
	}
	_, _, err := encounter.Find(encounter.Saved{Name: n.name, Version: n.version}, builtins, builtin, custom)
	return nil, fmt.Errorf("%w: %w", ErrCounsel, err)
}

// MarshalJSON writes the skills with the side's counsel under "decider": a
// built-in by its name and parameters ({"name": "greedy", "params":
// {"attempts": 2}}), [Person] as "person", a custom counsel by his Name()
// and Version(); without "decider" when there is none (the zero Greedy). A
// custom counsel without Name and Version, or with a built-in's name,
// cannot be written: the error wraps [ErrCounsel].
func (s Skills) MarshalJSON() ([]byte, error) { return skillsJSON.Marshal(skillsFields(s), s.Decider) }

// UnmarshalJSON reads skills as MarshalJSON writes them, refusing unknown
// fields (the error wraps [ErrSkill]). A built-in counsel or "person"
// becomes the Decider at once; a custom one is held by his name and
// version until [New] finds him among the custom counsel it is given. A
// built-in with a version, or with parameters it does not have, wraps
// [ErrCounsel].
func (s *Skills) UnmarshalJSON(data []byte) error {
	return skillsJSON.Unmarshal(data, (*skillsFields)(s), &s.Decider)
}

// skillsFields is Skills without their JSON methods, which skillsJSON
// writes with the side's counsel: none is absent, a custom counsel a name
// (named) until New finds him.
type skillsFields Skills

var skillsJSON = encounter.Participant[skillsFields, Counsel]{
	Save: savedCounsel, None: absent,
	Find:    func(s encounter.Saved) (Counsel, error) { return findCounsel(s, nil) },
	Fields:  func(err error) error { return fmt.Errorf("%w: %w", ErrSkill, err) },
	Decider: func(_ *skillsFields, err error) error { return fmt.Errorf("%w: %w", ErrCounsel, err) },
}
