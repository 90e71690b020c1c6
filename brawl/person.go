package brawl

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Person marks a seat played by a person: put it in Entrant.Decider (or
// give it, or nil, to Brawl.SetDecider). The brawl stops before each of his
// decisions — Step returns an error wrapping ErrWaiting — and Decide
// records his answer. Person's Name is "person"; the engine recognises it
// and never calls its other methods (they answer nothing useful).
var Person Strategy = person{}

// person is the type of Person.
type person struct{}

// Ready is never called: a person decides through Brawl.Decide.
func (person) Ready(*View) Ready { return Ready{} }

// Bet is never called: a person decides through Brawl.Decide.
func (person) Bet(*View, Colour) int { return 0 }

// Turn is never called: a person decides through Brawl.Decide.
func (person) Turn(*View) Turn { return Turn{Target: Nobody} }

// Absorb is never called: a person decides through Brawl.Decide.
func (person) Absorb(*View, int) Chips { return Chips{} }

// Counter is never called: a person decides through Brawl.Decide.
func (person) Counter(*View, int, Turn) bool { return false }

// Raise is never called: a person decides through Brawl.Decide.
func (person) Raise(*View, int, int) int { return 0 }

// Name returns "person".
func (person) Name() string { return encounter.Person }

// Version returns "".
func (person) Version() string { return "" }

// isPerson reports whether d marks a seat played by a person.
func isPerson(d Strategy) bool {
	_, ok := d.(person)
	return ok
}

// ErrWaiting is the sentinel of a brawl that cannot go on until a person
// decides: Step and Run return an error wrapping it, and Waiting says who
// must decide. It is the SDK's one ErrWaiting, shared by every encounter.
var ErrWaiting = encounter.ErrWaiting

// strategyBuiltins are the built-in strategies as saves know them.
var strategyBuiltins = encounter.Builtins{
	Names: []string{"cautious", "aggressive", "random"},
	Of: func(d any) (string, bool) {
		s, ok := d.(Strategy)
		if !ok {
			return "", false
		}
		n := strategyName(s)
		return n, n != ""
	},
}

// savedBuiltin returns the built-in strategy saved under name (they have no
// parameters).
func savedBuiltin(name string, params json.RawMessage) (Strategy, error) {
	if params != nil {
		return nil, fmt.Errorf("%w: built-in strategy %q has no parameters", ErrState, name)
	}
	if s := strategyNamed(name); s != nil {
		return s, nil
	}
	return nil, fmt.Errorf("%w: %s", ErrState, encounter.Unknown("strategy", name, strategyBuiltins.Names))
}
