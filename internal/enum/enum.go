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
package enum

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Value is what an enumeration is: a small unsigned integer type whose
// values 0, 1, 2 … are named in order.
type Value interface {
	~uint8 | ~uint16 | ~uint32
}

// Names are the names of an enumeration's values, in the order of the
// values, and what the enumeration is called in an error ("aim mode").
type Names[E Value] struct {
	what  string
	names []string // by value; "" for a value without a name
	valid []string // the names in order, the blanks left out
}

// New returns the names of an enumeration called what; a blank name is a
// value without one.
func New[E Value](what string, names ...string) Names[E] {
	valid := make([]string, 0, len(names))
	for _, name := range names {
		if name != "" {
			valid = append(valid, name)
		}
	}
	return Names[E]{what: what, names: names, valid: valid}
}

// Len returns the number of values the table covers, 0 to Len()-1, named
// or not.
func (n Names[E]) Len() int { return len(n.names) }

// Valid reports whether e has a name.
func (n Names[E]) Valid(e E) bool { return uint64(e) < uint64(len(n.names)) && n.names[e] != "" }

// List returns the names, in order, without the blanks. The slice is the
// table's own: do not change it.
func (n Names[E]) List() []string { return n.valid }

// String returns e's name, or the enumeration's short name and the number
// for a value without one: "aim(7)" (the first word of what).
func (n Names[E]) String(e E) string {
	if n.Valid(e) {
		return n.names[e]
	}
	short, _, _ := strings.Cut(n.what, " ")
	return short + "(" + strconv.FormatUint(uint64(e), 10) + ")"
}

// Marshal returns e's name as text; a value without a name is an error
// wrapping sentinel.
func (n Names[E]) Marshal(e E, sentinel error) ([]byte, error) {
	if !n.Valid(e) {
		return nil, fmt.Errorf("%w: %s %d has no name", sentinel, n.what, uint64(e))
	}
	return []byte(n.names[e]), nil
}

// Parse returns the value named s, ignoring case and the blanks around it;
// an unknown name is an error wrapping sentinel that lists the valid names.
func (n Names[E]) Parse(s string, sentinel error) (E, error) {
	t := strings.TrimSpace(s)
	for i, name := range n.names {
		if name != "" && strings.EqualFold(name, t) {
			return E(i), nil
		}
	}
	return 0, fmt.Errorf("%w: %s", sentinel, encounter.Unknown(n.what, t, n.valid))
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
