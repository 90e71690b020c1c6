package tabletest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/internal/enum"
)

// recorder is a T that records its first failure.
type recorder struct{ failed string }

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	if r.failed == "" {
		r.failed = fmt.Sprintf(format, args...)
	}
}

// row is a table row whose loader may fill a default.
type row struct {
	Name  string `json:"name"`
	Bonus int    `json:"bonus,omitempty"`
}

func TestReloads(t *testing.T) {
	exact := Unmarshal[[]row]
	overDefaults := func(data []byte) ([]row, error) {
		rows, err := exact(data)
		for i := range rows {
			if rows[i].Bonus == 0 {
				rows[i].Bonus = 40 // a default filled over a zero left out
			}
		}
		return rows, err
	}
	for _, c := range []struct {
		name string
		load func([]byte) ([]row, error)
		says string
	}{
		{"a loader that reads what was written passes", exact, ""},
		{"a loader that fills a default over a zero fails", overDefaults, "loads as another"},
		{"a loader that refuses the table fails", func([]byte) ([]row, error) { return nil, fmt.Errorf("no") }, "does not load"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r recorder
			Reloads(&r, []row{{"Average", 40}, {"Difficult", 0}}, c.load)
			if !strings.Contains(r.failed, c.says) || (c.says == "") != (r.failed == "") {
				t.Errorf("failure %q, want one saying %q", r.failed, c.says)
			}
		})
	}
}

// errToy and errOther are two packages' sentinels.
var (
	errToy   = errors.New("toy: bad name")
	errOther = errors.New("other: bad table")
)

// mood is an enumeration whose names are read by enum; sulky one whose
// name is longer than the one it was read from, so it reads back as
// another value.
type (
	mood  uint8
	sulky uint8
)

var moodNames = enum.New[mood]("mood", "calm", "angry")

func (m mood) MarshalText() ([]byte, error)  { return moodNames.Marshal(m, errToy) }
func (m *mood) UnmarshalText(b []byte) error { return moodNames.Unmarshal(b, m, errToy) }

func (s sulky) MarshalText() ([]byte, error)  { return []byte(strings.Repeat("x", int(s)+1)), nil }
func (s *sulky) UnmarshalText(b []byte) error { *s = sulky(len(b)); return nil }

func TestReadsName(t *testing.T) {
	for _, c := range []struct {
		name string
		read func(T)
		says string
	}{
		{"a name that reads back passes", func(r T) { ReadsName[mood](r, " ANGRY ", errToy) }, ""},
		{"a text refused with the sentinel passes", func(r T) { ReadsName[mood](r, "sad", errToy) }, ""},
		{"a text refused with another error fails", func(r T) { ReadsName[mood](r, "sad", errOther) }, "does not wrap"},
		{"a name that reads back as another value fails", func(r T) { ReadsName[sulky](r, "sulk", errToy) }, "loads as another"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r recorder
			c.read(&r)
			if !strings.Contains(r.failed, c.says) || (c.says == "") != (r.failed == "") {
				t.Errorf("failure %q, want one saying %q", r.failed, c.says)
			}
		})
	}
}
