// Package enum is the text form of the SDK's enumerations, written once:
// every enumeration's String, MarshalText and UnmarshalText read one Names
// table, so every name matches the same way (ignoring case and the blanks
// around it), every value without a name prints the same way ("aim(7)"),
// and every unknown name is an error that lists the valid ones.
//
// An enumeration keeps its three methods, each one line:
//
//	var aimNames = enum.New[AimMode]("aim mode", "aimed", "hip", "fan")
//
//	func (m AimMode) String() string                { return aimNames.String(m) }
//	func (m AimMode) MarshalText() ([]byte, error)  { return aimNames.Marshal(m, ErrState) }
//	func (m *AimMode) UnmarshalText(b []byte) error { return aimNames.Unmarshal(b, m, ErrState) }
//
// An enumeration whose values start at 1, its zero meaning "none given",
// names them with From: the zero has no name (its String is "kind(0)", it
// does not marshal, and no text reads as it).
package enum

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Value is what an enumeration is: a small unsigned integer type whose
// values 0, 1, 2 … (or 1, 2 … with From) are named in order.
type Value interface {
	~uint8 | ~uint16 | ~uint32
}

// Names are the names of an enumeration's values, in the order of the
// values, and what the enumeration is called in an error ("aim mode").
type Names[E Value] struct {
	what  string
	first E        // the first named value
	names []string // the names of first, first+1 …
}

// New returns the names of an enumeration called what, whose values 0, 1,
// 2 … are named in order.
func New[E Value](what string, names ...string) Names[E] {
	return Names[E]{what: what, names: names}
}

// From returns the names of an enumeration called what whose named values
// start at first: the values below it have none.
func From[E Value](first E, what string, names ...string) Names[E] {
	return Names[E]{what: what, first: first, names: names}
}

// Len returns the number of named values.
func (n Names[E]) Len() int { return len(n.names) }

// Valid reports whether e has a name.
func (n Names[E]) Valid(e E) bool { return e >= n.first && uint64(e-n.first) < uint64(len(n.names)) }

// List returns the names, in order. The slice is the table's own: do not
// change it.
func (n Names[E]) List() []string { return n.names }

// String returns e's name, or the enumeration's short name and the number
// for a value without one: "aim(7)" (the first word of what).
func (n Names[E]) String(e E) string {
	if n.Valid(e) {
		return n.names[e-n.first]
	}
	short, _, _ := strings.Cut(n.what, " ")
	return short + "(" + strconv.FormatUint(uint64(e), 10) + ")"
}

// Marshal returns e's name as text; a value without a name is an error
// wrapping sentinel.
func (n Names[E]) Marshal(e E, sentinel error) ([]byte, error) {
	if !n.Valid(e) {
		return nil, fmt.Errorf("%w: %s %d: want %d..%d", sentinel, n.what, uint64(e), uint64(n.first), uint64(n.first)+uint64(len(n.names))-1)
	}
	return []byte(n.names[e-n.first]), nil
}

// Parse returns the value named s, ignoring case and the blanks around it;
// an unknown name is an error wrapping sentinel that lists the valid names.
func (n Names[E]) Parse(s string, sentinel error) (E, error) {
	t := strings.TrimSpace(s)
	for i, name := range n.names {
		if strings.EqualFold(name, t) {
			return n.first + E(i), nil
		}
	}
	return 0, fmt.Errorf("%w: %s", sentinel, encounter.Unknown(n.what, t, n.names))
}

// Unmarshal sets *e to the value named b (see Parse); on an error *e is
// unchanged.
func (n Names[E]) Unmarshal(b []byte, e *E, sentinel error) error {
	v, err := n.Parse(string(b), sentinel)
	if err != nil {
		return err
	}
	*e = v
	return nil
}
