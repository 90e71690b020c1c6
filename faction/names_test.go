package faction

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestFoldKey(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"Jake", "jake", true},
		{"JAKE", "jAkE", true},
		{"Jake", "Jack", false},
		{"Kid", "\u212aid", true}, // the Kelvin sign folds with K
		{"José", "JOSÉ", true},
		{"Straße", "STRASSE", false},
		{"", "", true},
	} {
		if same := foldKey(tc.a) == foldKey(tc.b); same != tc.same {
			t.Errorf("%q and %q: same key %v, want %v", tc.a, tc.b, same, tc.same)
		}
	}
	// Two names have one key exactly when strings.EqualFold says they are
	// equal.
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.String().Draw(t, "a")
		b := a
		switch rapid.IntRange(0, 2).Draw(t, "b") {
		case 0:
			b = rapid.String().Draw(t, "other")
		case 1:
			b = strings.ToUpper(a)
		case 2:
			b = strings.ToLower(a)
		}
		if eq, same := strings.EqualFold(a, b), foldKey(a) == foldKey(b); eq != same {
			t.Fatalf("%q and %q: EqualFold %v, same key %v", a, b, eq, same)
		}
	})
}

func TestFindIgnoresCase(t *testing.T) {
	// A ledger finds a character by a name exactly when the name equals
	// his, ignoring case as strings.EqualFold does.
	rapid.Check(t, func(t *rapid.T) {
		l := hamletLedger(t, 1)
		pick := rapid.SampledFrom([]string{"Jake", "jake", "Kid", "\u212aid", "José", "Ödön", "ödön", "Straße", "x", "X", "Belle"})
		for _, n := range rapid.SliceOfN(pick, 0, 5).Draw(t, "arrivals") {
			l.Buzz(Arrival{Character: n, Chips: map[string]int{}}) //nolint:errcheck // a clash is refused
		}
		for _, n := range rapid.SliceOfN(rapid.OneOf(pick, rapid.String()), 1, 10).Draw(t, "lookups") {
			want := -1
			for ci, c := range l.chars {
				if strings.EqualFold(c.name, n) {
					want = ci
				}
			}
			if ci, ok := l.find(n); ci != want || ok != (want >= 0) {
				t.Fatalf("find(%q) = %d, %v; want %d among %q", n, ci, ok, want, l.Characters())
			}
		}
	})
}
