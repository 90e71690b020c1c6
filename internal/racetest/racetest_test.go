package racetest

import (
	"strconv"
	"testing"
)

func TestSame(t *testing.T) {
	// Plays that share nothing tell the same together as alone.
	Same(t, 4, func(i int) ([]string, error) {
		var out []string
		for k := range 100 {
			out = append(out, strconv.Itoa(i*k))
		}
		return out, nil
	})
}

func TestFirstDiff(t *testing.T) {
	for _, tc := range []struct {
		a, b []string
		k    int
		diff string
	}{
		{[]string{"x", "y"}, []string{"x", "y"}, 0, ""},
		{[]string{"x", "y"}, []string{"x", "z"}, 1, "\nalone    y\ntogether z"},
		{[]string{"x"}, []string{"x", "z"}, 1, "together only: z"},
		{[]string{"x", "y"}, []string{"x"}, 1, "alone only: y"},
	} {
		if k, diff := firstDiff(tc.a, tc.b); k != tc.k || diff != tc.diff {
			t.Errorf("firstDiff(%q, %q) = %d, %q; want %d, %q", tc.a, tc.b, k, diff, tc.k, tc.diff)
		}
	}
}
