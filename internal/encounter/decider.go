package encounter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// Named is a custom decider that can be saved and studied: it is found
// again on resume by its Name and Version.
type Named interface {
	Name() string
	Version() string
}

// ErrUnsaved is the error of a decider that cannot be saved: a custom one
// without Name and Version, or one whose name a built-in has. Encounter
// packages wrap it in their own sentinel.
var ErrUnsaved = errors.New("decider cannot be saved")

// ErrUnknownDecider is the error of a saved decider that cannot be found
// again: no built-in has its name and no custom one given to resume has its
// name and version.
var ErrUnknownDecider = errors.New("unknown decider")

// Saved is a seat's decider in a save: a built-in by its name and its
// parameters, a custom one by its name and version, a person by the name
// Person.
type Saved struct {
	Name    string          `json:"name"`
	Version string          `json:"version,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
}

// Builtins tells the built-in deciders of one package.
type Builtins struct {
	// Names are the built-in names, Person not among them.
	Names []string
	// Of returns the name of d when d is a built-in.
	Of func(d any) (name string, ok bool)
}

// Save returns how decider d is saved; nil is a person. A built-in is
// saved by its name with its parameters (its JSON, left out when it is
// {} or null); any other decider must be Named, under a name no built-in
// has and that is not Person.
func Save(d any, b Builtins) (Saved, error) {
	if d == nil {
		return Saved{Name: Person}, nil
	}
	if name, ok := b.Of(d); ok {
		p, err := json.Marshal(d)
		if err != nil {
			return Saved{}, fmt.Errorf("%w: built-in %q: %v", ErrUnsaved, name, err)
		}
		if bytes.Equal(p, []byte("{}")) || bytes.Equal(p, []byte("null")) {
			p = nil
		}
		return Saved{Name: name, Params: p}, nil
	}
	n, ok := d.(Named)
	if !ok {
		return Saved{}, fmt.Errorf("%w: a %T has no Name() and Version() methods to be found again by", ErrUnsaved, d)
	}
	name := n.Name()
	if name == Person || slices.Contains(b.Names, name) {
		return Saved{}, fmt.Errorf("%w: a custom %T is named %q, a built-in's name", ErrUnsaved, d, name)
	}
	return Saved{Name: name, Version: n.Version()}, nil
}

// Find returns the decider saved as s: nil and true for a person; a
// built-in made by builtin from its name and parameters; or the decider of
// custom with the saved name and version. An unknown name is an error
// wrapping ErrUnknownDecider that lists the names it could have been.
func Find[D any](s Saved, b Builtins, builtin func(name string, params json.RawMessage) (D, error), custom []D) (d D, person bool, err error) {
	if s.Name == Person {
		if s.Version != "" || s.Params != nil {
			return d, false, fmt.Errorf("%w: a person has no version or parameters", ErrUnknownDecider)
		}
		return d, true, nil
	}
	if slices.Contains(b.Names, s.Name) {
		if s.Version != "" {
			return d, false, fmt.Errorf("%w: built-in %q has no version", ErrUnknownDecider, s.Name)
		}
		d, err = builtin(s.Name, s.Params)
		return d, false, err
	}
	if s.Params != nil {
		return d, false, fmt.Errorf("%w: custom decider %q is saved without parameters", ErrUnknownDecider, s.Name)
	}
	for _, c := range custom {
		if n, ok := any(c).(Named); ok && n.Name() == s.Name && n.Version() == s.Version {
			return c, false, nil
		}
	}
	return d, false, fmt.Errorf("%w: %q version %q (built-in: %s; custom given: %d)", ErrUnknownDecider, s.Name, s.Version, List(append([]string{Person}, b.Names...)), len(custom))
}
