package tabletest

import (
	"fmt"
	"strings"
	"testing"
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
