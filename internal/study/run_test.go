package study

import (
	"context"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// sum is a test accumulator: how many trials, and the sum and sum of
// squares of each trial's first d1000.
type sum struct {
	N, S, SS int64
}

var sums = Trials[sum]{
	Name: "trial",
	Worker: func() (func(uint64, *sum) error, error) {
		src := dice.NewSource(0)
		return func(seed uint64, a *sum) error {
			src.Reseed(seed)
			v := int64(src.IntN(1000))
			a.N++
			a.S += v
			a.SS += v * v
			return nil
		}, nil
	},
	Empty: func() *sum { return new(sum) },
	Merge: func(d, s *sum) { d.N += s.N; d.S += s.S; d.SS += s.SS },
}

func TestTrialError(t *testing.T) {
	bad := errors.New("the dice fell off the table")
	tr := sums
	tr.Worker = func() (func(uint64, *sum) error, error) {
		n := 0
		return func(uint64, *sum) error {
			if n++; n == 50 {
				return bad
			}
			return nil
		}, nil
	}
	if got, _, err := Run(context.Background(), Study{To: 100, Workers: 1}, tr); got != nil || !errors.Is(err, bad) || err.Error() != "trial 49: "+bad.Error() {
		t.Errorf("got %v, %v", got, err)
	}
}

// TestAllocationsDoNotGrow: a study's allocations do not grow with its
// trials: the runner allocates per worker and, for the ranges it keeps,
// a few times per doubling of its chunks — never per trial.
func TestAllocationsDoNotGrow(t *testing.T) {
	allocs := func(n uint64) float64 {
		return testing.AllocsPerRun(5, func() {
			if _, _, err := Run(context.Background(), Study{To: n, Workers: 1}, sums); err != nil {
				t.Fatal(err)
			}
		})
	}
	small, large := allocs(4*DefaultChunk), allocs(64*DefaultChunk)
	if large > small+8 {
		t.Errorf("%v allocations for 4 chunks, %v for 64", small, large)
	}
}
