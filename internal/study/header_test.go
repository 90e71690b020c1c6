package study

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMergeRanges(t *testing.T) {
	for _, c := range []struct {
		in, want [][2]uint64
		err      string
	}{
		{nil, nil, ""},
		{[][2]uint64{{5, 5}}, [][2]uint64{}, ""},
		{[][2]uint64{{500, 1000}, {0, 500}}, [][2]uint64{{0, 1000}}, ""},
		{[][2]uint64{{30, 40}, {10, 20}, {20, 25}}, [][2]uint64{{10, 25}, {30, 40}}, ""},
		{[][2]uint64{{0, 100}, {50, 150}}, nil, "50..100 counted twice"},
		{[][2]uint64{{0, 100}, {20, 30}}, nil, "20..30 counted twice"},
	} {
		got, err := MergeRanges(append([][2]uint64(nil), c.in...))
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("MergeRanges(%v): %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if d := cmp.Diff(c.want, got); err != nil || d != "" {
			t.Errorf("MergeRanges(%v): %v (-want +got):\n%s", c.in, err, d)
		}
	}
}

// TestMissing: the trials of [from, to) that duels 10..20 and 30..40 do
// not hold.
func TestMissing(t *testing.T) {
	held := [][2]uint64{{10, 20}, {30, 40}}
	for _, c := range []struct {
		from, to uint64
		want     [][2]uint64
	}{
		{10, 20, nil},
		{10, 40, [][2]uint64{{20, 30}}},
		{0, 50, [][2]uint64{{0, 10}, {20, 30}, {40, 50}}},
		{15, 35, [][2]uint64{{20, 30}}},
		{0, 5, [][2]uint64{{0, 5}}},
		{22, 28, [][2]uint64{{22, 28}}},
		{35, 38, nil},
		{45, 60, [][2]uint64{{45, 60}}},
		{7, 7, nil},
	} {
		if d := cmp.Diff(c.want, Missing(held, c.from, c.to)); d != "" {
			t.Errorf("missing of %d..%d (-want +got):\n%s", c.from, c.to, d)
		}
	}
}
