package study

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
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

// TestPropSameForAnyWorkersAndChunks: a study gives the same accumulator
// and ranges for 1, 2 and 7 workers and any chunk size.
func TestPropSameForAnyWorkersAndChunks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		from := rapid.Uint64Range(0, 1000).Draw(t, "from")
		to := from + rapid.Uint64Range(0, 3000).Draw(t, "trials")
		var want *sum
		var wantR [][2]uint64
		for _, w := range []int{1, 2, 7} {
			chunk := rapid.IntRange(0, 500).Draw(t, "chunk")
			got, r, err := Run(context.Background(), Study{Seed: seed, From: from, To: to, Workers: w, Chunk: chunk}, sums)
			if err != nil {
				t.Fatal(err)
			}
			if got.N != int64(to-from) {
				t.Fatalf("%d trials run of %d", got.N, to-from)
			}
			if want == nil {
				want, wantR = got, r
				continue
			}
			if d := cmp.Diff(*want, *got); d != "" || !cmp.Equal(wantR, r) {
				t.Fatalf("%d workers, chunk %d: (-1 worker +got):\n%s ranges %v and %v", w, chunk, d, wantR, r)
			}
		}
	})
}

// TestPropCancelled: a study cancelled after any number of chunks holds
// exactly the trials of its ranges, which its progress reported done, and
// returns an error exactly when some are missing.
func TestPropCancelled(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.Uint64Range(1, 400).Draw(t, "trials")
		chunk := rapid.IntRange(1, 64).Draw(t, "chunk")
		chunks := int((n + uint64(chunk) - 1) / uint64(chunk))
		stop := int64(rapid.IntRange(0, chunks).Draw(t, "chunks before cancel"))
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		if stop == 0 {
			cancel()
		}
		var calls atomic.Int64
		var largest atomic.Uint64
		got, r, err := Run(ctx, Study{Seed: 3, To: n, Workers: rapid.IntRange(1, 3).Draw(t, "workers"), Chunk: chunk,
			Progress: func(done, _ uint64) {
				for old := largest.Load(); done > old && !largest.CompareAndSwap(old, done); old = largest.Load() {
				}
				if calls.Add(1) == stop {
					cancel()
				}
			}}, sums)
		if got == nil {
			t.Fatalf("no statistics: %v", err)
		}
		held := uint64(0)
		for _, x := range r {
			held += x[1] - x[0]
		}
		if held != uint64(got.N) || held != largest.Load() {
			t.Fatalf("ranges %v hold %d trials, the accumulator %d, progress %d", r, held, got.N, largest.Load())
		}
		missing := Missing(r, 0, n)
		if (err != nil) != (len(missing) > 0) || (err != nil && !errors.Is(err, context.Canceled)) {
			t.Fatalf("error %v with %v missing", err, missing)
		}
		rerun := new(sum)
		for _, x := range r {
			part, _, err := Run(context.Background(), Study{Seed: 3, From: x[0], To: x[1]}, sums)
			if err != nil {
				t.Fatal(err)
			}
			sums.Merge(rerun, part)
		}
		if *rerun != *got {
			t.Fatalf("rerun %+v, cancelled %+v", *rerun, *got)
		}
	})
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
