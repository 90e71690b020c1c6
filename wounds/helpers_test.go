package wounds

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// tester is what the helpers need of a *testing.T or a *rapid.T.
type tester interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// testTables returns tables whose critical table gives eff at every grade
// of the locations in where and nothing elsewhere, and whose body table
// has the given severity threshold everywhere (40: no wound is serious).
func testTables(tb tester, where LocationSet, eff Effect, threshold int) *Tables {
	tb.Helper()
	var rows []CriticalRow
	if where != 0 {
		rows = append(rows, CriticalRow{Where: where, Min: 1, Effect: eff})
	}
	if rest := allLocations &^ where; rest != 0 {
		rows = append(rows, CriticalRow{Where: rest, Min: 1})
	}
	ct, err := NewCriticalTable(rows)
	if err != nil {
		tb.Fatal(err)
	}
	body := DefaultBodyTable().Rows()
	for i := range body {
		body[i].Threshold = threshold
	}
	bt, err := NewBodyTable(body)
	if err != nil {
		tb.Fatal(err)
	}
	return &Tables{Body: bt, Critical: ct, Con: DefaultConTable(), BulletSurgery: dice.Average()}
}

// plainTables give no effects and no serious wounds.
func plainTables(tb tester) *Tables { return testTables(tb, 0, Effect{}, maxTableGrade) }

// newPatient builds a patient or fails the test.
func newPatient(tb tester, b Body, r dice.Rand, t *Tables) *Patient {
	tb.Helper()
	p, err := NewPatient(b, r, t)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// scripted builds a patient of Con 12 and 30 HP rolling the faces given.
func scripted(tb testing.TB, t *Tables, faces ...int) (*Patient, *dicetest.Script) {
	tb.Helper()
	s := dicetest.NewScript(tb, faces...)
	return newPatient(tb, Body{Name: "Clay", Con: 12, MaxHP: 30}, s, t), s
}

// mustWound gives p a wound or fails the test.
func mustWound(tb tester, p *Patient, h Hit) int {
	tb.Helper()
	i, err := p.Wound(h)
	if err != nil {
		tb.Fatal(err)
	}
	return i
}

// advance advances p or fails the test.
func advance(tb tester, p *Patient, d Time) []Event {
	tb.Helper()
	evs, err := p.Advance(d)
	if err != nil {
		tb.Fatal(err)
	}
	return evs
}

// kinds returns the events of the given kind.
func kinds(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// healedAt returns when wound i's severity reached 0 in the log, or -1.
func healedAt(evs []Event, i int) Time {
	for _, e := range evs {
		if e.Kind == Heals && e.Wound == i && e.Severity == 0 {
			return e.At
		}
	}
	return -1
}

// scriptOf returns a script of faces.
func scriptOf(tb testing.TB, faces ...int) *dicetest.Script { return dicetest.NewScript(tb, faces...) }
