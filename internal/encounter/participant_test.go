package encounter_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/google/go-cmp/cmp"
)

// seat is a toy participant: a name, a spot, and a decider of the toy
// package's built-ins (steady, bold) or a person (nil).
type seat struct {
	Name    string `json:"name"`
	Spot    int    `json:"spot,omitempty"`
	Decider any    `json:"-"`
}

type seatFields seat

var errSeat = errors.New("toy: bad seat")

// seatJSON is the toy package's Participant: a decider of seat is saved
// among its built-ins, a person is "person" and comes back as "person".
var seatJSON = encounter.Participant[seatFields, any]{
	Save: func(d any) (encounter.Saved, error) {
		if d == encounter.Person {
			d = nil
		}
		return encounter.Save(d, builtins)
	},
	Find: func(s encounter.Saved) (any, error) {
		d, person, err := encounter.Find(s, builtins, newBuiltin, nil)
		if person {
			return encounter.Person, err
		}
		return d, err
	},
	Fields:  func(err error) error { return fmt.Errorf("%w: %w", errSeat, err) },
	Decider: func(s *seatFields, err error) error { return fmt.Errorf("%w: %s: %w", errSeat, s.Name, err) },
}

// TestParticipant: a participant's decider is written after his fields,
// under "decider", and left out when he has none; read back, each is what
// was written.
func TestParticipant(t *testing.T) {
	for _, c := range []struct {
		s    seat
		want string
	}{
		{seat{Name: "Jake"}, `{"name":"Jake"}`},
		{seat{Name: "Jake", Spot: 2, Decider: steady{Red: 4}}, `{"name":"Jake","spot":2,"decider":{"name":"steady","params":{"red":4}}}`},
		{seat{Name: "Bill", Decider: encounter.Person}, `{"name":"Bill","decider":{"name":"person"}}`},
		{seat{Decider: bold{}}, `{"name":"","decider":{"name":"bold"}}`},
	} {
		data, err := seatJSON.Marshal(seatFields(c.s), c.s.Decider)
		if err != nil || string(data) != c.want {
			t.Errorf("%+v written as %s, %v; want %s", c.s, data, err, c.want)
			continue
		}
		var back seat
		err = seatJSON.Unmarshal(data, (*seatFields)(&back), &back.Decider)
		if err != nil || !cmp.Equal(back, c.s) {
			t.Errorf("%s read as %+v, %v; want %+v", data, back, err, c.s)
		}
	}
}

// TestParticipantRead: a key matches ignoring case, the last decider
// counts and null is none; unknown fields, bad deciders and what is no
// object are refused with the package's errors.
func TestParticipantRead(t *testing.T) {
	for in, want := range map[string]seat{
		`{"Name":"Jake","DECIDER":{"name":"bold"}}`:                             {Name: "Jake", Decider: bold{}},
		`{"decider":{"name":"bold"},"name":"Jake","decider":{"name":"steady"}}`: {Name: "Jake", Decider: steady{}},
		`{"name":"Jake","decider":null}`:                                        {Name: "Jake"},
		` null `:                                                                {},
		`{}`:                                                                    {},
	} {
		var got seat
		err := seatJSON.Unmarshal([]byte(in), (*seatFields)(&got), &got.Decider)
		if err != nil || !cmp.Equal(got, want) {
			t.Errorf("%s read as %+v, %v; want %+v", in, got, err, want)
		}
	}
	for in, why := range map[string]string{
		`{"name":"Jake","hat":1}`:                  `unknown field "hat"`,
		`{"name":"Jake","decider":{"name":"x"}}`:   `toy: bad seat: Jake: unknown decider`,
		`{"name":"Jake","decider":{"nam":"bold"}}`: `unknown field "nam"`,
		`{"name":"Jake"} {}`:                       "data after the value",
		`["Jake"]`:                                 "a participant is a JSON object",
		`{"name":`:                                 "EOF",
		`{"name":"Jake",}`:                         "invalid character",
	} {
		kept := seat{Name: "Wes", Decider: bold{}}
		err := seatJSON.Unmarshal([]byte(in), (*seatFields)(&kept), &kept.Decider)
		if kept != (seat{Name: "Wes", Decider: bold{}}) {
			t.Errorf("%s, refused, changed the seat: %+v", in, kept)
		}
		if !errors.Is(err, errSeat) || !strings.Contains(err.Error(), why) {
			t.Errorf("%s: %v, want errSeat saying %q", in, err, why)
		}
	}
	if _, err := seatJSON.Marshal(seatFields{Name: "Wes"}, mine{name: "bold"}); !errors.Is(err, errSeat) || !errors.Is(err, encounter.ErrUnsaved) {
		t.Errorf("a custom decider under a built-in's name written: %v", err)
	}
}

// FuzzParticipant: reading any bytes as a participant never panics, and
// what it reads is written back to what reads the same.
func FuzzParticipant(f *testing.F) {
	for _, s := range []string{`{"name":"Jake","spot":2,"decider":{"name":"steady","params":{"red":4}}}`, `{"Decider":null}`, `null`, `[]`, `{"name":"a","decider":{"name":"person"},"decider":{"name":"bold"}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var s, back seat
		if err := seatJSON.Unmarshal(data, (*seatFields)(&s), &s.Decider); err != nil {
			return
		}
		out, err := seatJSON.Marshal(seatFields(s), s.Decider)
		if err != nil {
			t.Fatalf("%s read, but not written: %v", data, err)
		}
		err = seatJSON.Unmarshal(out, (*seatFields)(&back), &back.Decider)
		if err != nil || back != s || !json.Valid(out) {
			t.Fatalf("%s → %s → %+v, %v", data, out, back, err)
		}
	})
}
