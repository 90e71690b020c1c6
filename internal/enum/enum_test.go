package enum_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/internal/enum"
)

type aim uint8

var errState = errors.New("toy: bad state")

var aimNames = enum.New[aim]("aim mode", "aimed", "hip", "fan")

func (m aim) String() string                { return aimNames.String(m) }
func (m aim) MarshalText() ([]byte, error)  { return aimNames.Marshal(m, errState) }
func (m *aim) UnmarshalText(b []byte) error { return aimNames.Unmarshal(b, m, errState) }

func TestNames(t *testing.T) {
	for _, c := range []struct {
		in   string
		want aim
	}{{"aimed", 0}, {"HIP", 1}, {" Fan ", 2}} {
		var m aim
		if err := m.UnmarshalText([]byte(c.in)); err != nil || m != c.want {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", c.in, m, err, c.want)
		}
	}
	m := aim(1)
	err := m.UnmarshalText([]byte("fanned"))
	if !errors.Is(err, errState) || m != 1 || err.Error() != `toy: bad state: unknown aim mode "fanned": want "aimed", "hip" or "fan"` {
		t.Errorf("unknown name: %v (value %v)", err, m)
	}
	if s := aim(7).String(); s != "aim(7)" {
		t.Errorf("String of 7 = %q", s)
	}
	if _, err := aim(3).MarshalText(); !errors.Is(err, errState) {
		t.Errorf("MarshalText of 3: %v", err)
	}
	b, err := json.Marshal(map[string]aim{"x": 2})
	if err != nil || string(b) != `{"x":"fan"}` {
		t.Errorf("JSON %s, %v", b, err)
	}
}

func ExampleNames() {
	var m aim
	fmt.Println(m.UnmarshalText([]byte("Hip")), m)
	fmt.Println(m.UnmarshalText([]byte("sideways")))
	fmt.Println(aim(9))
	// Output:
	// <nil> hip
	// toy: bad state: unknown aim mode "sideways": want "aimed", "hip" or "fan"
	// aim(9)
}

// kind is an enumeration whose values start at 1: its zero is "none given".
type kind uint8

var kindNames = enum.From[kind](1, "entry kind", "start", "skill")

func TestFrom(t *testing.T) {
	t.Run("the zero of an enumeration from 1 has no name", func(t *testing.T) {
		if kindNames.Valid(0) || !kindNames.Valid(1) || kindNames.Valid(3) || kindNames.String(0) != "entry(0)" || kindNames.String(2) != "skill" {
			t.Errorf("Valid(0) %v, Valid(1) %v, Valid(3) %v, String(0) %q, String(2) %q", kindNames.Valid(0), kindNames.Valid(1), kindNames.Valid(3), kindNames.String(0), kindNames.String(2))
		}
		if _, err := kindNames.Marshal(0, errState); !errors.Is(err, errState) || err.Error() != "toy: bad state: entry kind 0: want 1..2" {
			t.Errorf("Marshal(0): %v", err)
		}
		if b, err := kindNames.Marshal(1, errState); err != nil || string(b) != "start" {
			t.Errorf("Marshal(1) = %s, %v", b, err)
		}
	})
	t.Run("names read as the values from 1; no text reads as the zero", func(t *testing.T) {
		if k, err := kindNames.Parse(" Skill ", errState); err != nil || k != 2 {
			t.Errorf(`Parse(" Skill ") = %v, %v`, k, err)
		}
		if k, err := kindNames.Parse("", errState); !errors.Is(err, errState) || err.Error() != `toy: bad state: unknown entry kind "": want "start" or "skill"` {
			t.Errorf(`Parse("") = %v, %v`, k, err)
		}
	})
}
