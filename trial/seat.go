package trial

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// The seats number the two sides for the methods every encounter shares
// ([Trial.Waiting], [Trial.View], [Trial.Decide], [Trial.SetDecider]), for
// [Config].Counsel and for [Outcome].Winner: seat 0 is the prosecution,
// seat 1 the defence. [SeatOf] and [Side.Seat] turn one into the other.
const (
	ProsecutionSeat = 0
	DefenceSeat     = 1
)

// seatSide returns the side of seat k, which must be 0 or 1.
func seatSide(k int) Side { return Side(k + 1) }

// seatOf returns the side of seat i, and false for a seat off the two.
func seatOf(i int) (Side, bool) {
	if i != ProsecutionSeat && i != DefenceSeat {
		return Nobody, false
	}
	return seatSide(i), true
}

// SeatOf returns the side of seat i (0 the prosecution, 1 the defence),
// and Nobody and false for any other i.
func SeatOf(i int) (Side, bool) { return seatOf(i) }

// seat returns the seat of the prosecution or the defence.
func (s Side) seat() int {
	if s == Defence {
		return DefenceSeat
	}
	return ProsecutionSeat
}

// Seat returns the side's seat: 0 for the prosecution, 1 for the defence,
// and −1 for Nobody.
func (s Side) Seat() int {
	if s != Prosecution && s != Defence {
		return -1
	}
	return s.seat()
}

// Person marks a side played by a person, in [Config].Counsel or given to
// [Trial.SetDecider]: the trial stops before each of his decisions and
// waits for [Trial.Decide]. Its Name is "person". The trial recognises it
// and never calls its Counsel methods.
var Person Counsel = person{}

// person is the type of Person.
type person struct{}

// Name returns "person".
func (person) Name() string { return encounter.Person }

// Version returns "".
func (person) Version() string { return "" }

// Tamper is never called: the trial waits for a person's Decide.
func (person) Tamper(_ View, buf []Attempt) []Attempt { return buf }

// Opening is never called: the trial waits for a person's Decide.
func (person) Opening(View) dice.Difficulty { return dice.Difficulty{} }

// Law is never called: the trial waits for a person's Decide.
func (person) Law(View) (dice.Difficulty, bool) { return dice.Difficulty{}, false }

// Spend is never called: the trial waits for a person's Decide.
func (person) Spend(_ View, _ int, buf []Move) []Move { return buf }

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
