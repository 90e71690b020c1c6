package cli

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestHeld(t *testing.T) {
	for _, c := range []struct {
		missing, want [][2]uint64
	}{
		{nil, [][2]uint64{{10, 50}}},
		{[][2]uint64{{10, 50}}, nil},
		{[][2]uint64{{20, 30}}, [][2]uint64{{10, 20}, {30, 50}}},
		{[][2]uint64{{10, 20}, {40, 50}}, [][2]uint64{{20, 40}}},
	} {
		if d := cmp.Diff(c.want, Held(10, 50, c.missing)); d != "" {
			t.Errorf("Held(10, 50, %v) (-want +got):\n%s", c.missing, d)
		}
	}
}
