package chase

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/internal/encounter"
)

// builtins are the built-in strategies as a save names them.
var builtins = encounter.Builtins{
	Names: []string{"all-out", "canny", "steady", "patience"},
	Of:    builtinName,
}

// builtinName returns the saved name of a built-in strategy (Patience as
// its patienceParams).
func builtinName(d any) (string, bool) {
	switch d.(type) {
	case AllOut, *AllOut:
		return "all-out", true
	case Canny, *Canny:
		return "canny", true
	case Steady, *Steady:
		return "steady", true
	case patienceParams:
		return "patience", true
	}
	return "", false
}

// patienceParams is how a save holds a [Patience]: the strategy it wraps
// (none: Canny) and its limits.
type patienceParams struct {
	Strategy *encounter.Saved `json:"strategy,omitempty"`
	Gap      int              `json:"gap,omitempty"`
	Turns    int              `json:"turns,omitempty"`
}

// saveStrategy returns how strategy s is saved; nil or [Person] is a
// person. A custom one without Name and Version, or under a built-in's
// name, is an error wrapping [ErrStrategy].
func saveStrategy(s Strategy) (encounter.Saved, error) {
	var p Patience
	switch v := s.(type) {
	case nil, person:
		return encounter.Saved{Name: encounter.Person}, nil
	case named:
		return v.Saved, nil
	case Patience:
		p = v
	case *Patience:
		p = *v
	default:
		saved, err := encounter.Save(s, builtins)
		if err != nil {
			return saved, fmt.Errorf("%w: %w", ErrStrategy, err)
		}
		return saved, nil
	}
	pp := patienceParams{Gap: p.Gap, Turns: p.Turns}
	if p.Strategy != nil {
		if isPerson(p.Strategy) {
			return encounter.Saved{}, errorf(ErrStrategy, "Patience wraps a person; a person plays his own seat")
		}
		inner, err := saveStrategy(p.Strategy)
		if err != nil {
			return inner, err
		}
		pp.Strategy = &inner
	}
	saved, err := encounter.Save(pp, builtins)
	if err != nil {
		return saved, fmt.Errorf("%w: %w", ErrStrategy, err)
	}
	return saved, nil
}

// named is a strategy known only by its name, as a save holds it: the
// custom Decider of a rider decoded from JSON, until [New] or [NewRace]
// finds it; or a custom strategy a save names that Resume was not given — one that
// played only earlier in the chase, whose bets are in the journal, so that
// replay never asks it. One still in force when the replay ends is an
// error (Err, why it was not found).
type named struct {
	Saved encounter.Saved
	Err   error
}

// Bet bets nothing; the engine never asks a named strategy.
func (named) Bet(*View) Bet { return Bet{} }

// finder returns how New finds a strategy saved by name: among the
// built-ins, a person, and custom. With no custom strategy it is one
// function made once (findBuiltin), so that a Reset makes none.
func finder(custom []Strategy) func(encounter.Saved) (Strategy, error) {
	if len(custom) == 0 {
		return findBuiltin
	}
	return func(s encounter.Saved) (Strategy, error) { return findStrategy(s, custom) }
}

// findBuiltin finds a strategy saved by name among the built-ins and a
// person.
func findBuiltin(s encounter.Saved) (Strategy, error) { return findStrategy(s, nil) }

// resumer returns how Resume finds a strategy saved by name: as New does,
// or as named when s names a custom strategy not among custom (or Patience
// wrapping one).
func resumer(custom []Strategy) func(encounter.Saved) (Strategy, error) {
	return func(s encounter.Saved) (Strategy, error) {
		d, err := findStrategy(s, custom)
		if err != nil && errors.Is(err, encounter.ErrUnknownDecider) && namesCustom(s) {
			return named{Saved: s, Err: err}, nil
		}
		return d, err
	}
}

// namesCustom reports whether s names a custom strategy: not a person nor
// a built-in, without parameters — or Patience wrapping one.
func namesCustom(s encounter.Saved) bool {
	switch {
	case s.Name == encounter.Person:
		return false
	case s.Name == "patience":
		var pp patienceParams
		if s.Params == nil || encounter.Strict(s.Params, &pp) != nil || pp.Strategy == nil {
			return false
		}
		return namesCustom(*pp.Strategy)
	case slices.Contains(builtins.Names, s.Name):
		return false
	}
	return s.Params == nil
}

// findStrategy returns the strategy saved as s — nil for a person — among
// the built-ins and custom.
func findStrategy(s encounter.Saved, custom []Strategy) (Strategy, error) {
	d, person, err := encounter.Find(s, builtins, func(name string, params json.RawMessage) (Strategy, error) {
		return builtinStrategy(name, params, custom)
	}, custom)
	if err != nil || person {
		return nil, err
	}
	return d, nil
}

// builtinStrategy makes the built-in strategy name from its saved
// parameters.
func builtinStrategy(name string, params json.RawMessage, custom []Strategy) (Strategy, error) {
	switch name {
	case "steady":
		var st Steady
		if params != nil {
			if err := encounter.Strict(params, &st); err != nil {
				return nil, fmt.Errorf("steady: %v", err)
			}
		}
		return st, nil
	case "patience":
		var pp patienceParams
		if params != nil {
			if err := encounter.Strict(params, &pp); err != nil {
				return nil, fmt.Errorf("patience: %v", err)
			}
		}
		p := Patience{Gap: pp.Gap, Turns: pp.Turns}
		if pp.Strategy != nil {
			inner, err := findStrategy(*pp.Strategy, custom)
			if err != nil {
				return nil, fmt.Errorf("patience: %w", err)
			}
			if inner == nil {
				return nil, fmt.Errorf("patience wraps a person")
			}
			p.Strategy = inner
		}
		return p, nil
	}
	if params != nil {
		return nil, fmt.Errorf("%s has no parameters", name)
	}
	if name == "all-out" {
		return AllOut{}, nil
	}
	return Canny{}, nil
}
