package study

import (
	"math"
	"testing"
)

func TestWilson(t *testing.T) {
	// 50 of 100: p 0.5, Wilson 95% interval 0.4038..0.5962.
	r := Wilson(50, 100)
	if r.P != 0.5 || math.Abs(r.Lo-0.4038) > 1e-4 || math.Abs(r.Hi-0.5962) > 1e-4 || r.String() != "50.0% (40.4–59.6%)" {
		t.Errorf("Wilson(50, 100) = %+v %s", r, r)
	}
	if Wilson(0, 0) != (Rate{}) {
		t.Error("no trials")
	}
	if m, sd := Mean(6, 14, 3); m != 2 || math.Abs(sd-math.Sqrt(14.0/3-4)) > 1e-12 {
		t.Errorf("Mean = %v %v", m, sd)
	}
}
