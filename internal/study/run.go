package study

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/deadmanshand/aces/dice"
)

// Max bounds the trial numbers of a study: trials are numbered in
// [0, Max), that is [0, 2^63).
const Max = 1 << 63

// DefaultChunk is how many trials a worker takes at a time.
const DefaultChunk = 1024

// DefaultSize is the size of a study whose To is 0: From plus DefaultSize,
// at most Max.
const DefaultSize = 10_000

// Study says which trials to run: trials [From, To) of the study with Seed
// (To 0: DefaultSize trials from From), on Workers goroutines (0:
// GOMAXPROCS), in chunks of Chunk trials (0: DefaultChunk). Progress, when
// set, is called after each chunk with the trials done so far and the
// total, from the worker that finished it (one atomic update per chunk);
// calls may overlap and arrive out of order.
//
// Every encounter package's Study is an alias of this type, so it has no
// methods: they would be the packages' too.
type Study struct {
	Seed     uint64
	From, To uint64
	Workers  int
	Chunk    int
	Progress func(done, total uint64)
}

// Trials is how Run plays one encounter's trials.
type Trials[A any] struct {
	// Name names one trial in errors: "brawl" gives "brawl 17: …".
	Name string
	// Worker returns the player of one worker: play plays the trial whose
	// dice are seeded with seed and adds it to acc. Each worker gets its
	// own, so it may keep and reuse its encounter and buffers.
	Worker func() (play func(seed uint64, acc *A) error, err error)
	// Empty returns an accumulator that holds no trial.
	Empty func() *A
	// Merge adds src into dst.
	Merge func(dst, src *A)
}

// Run runs the trials of st (whose range Format.Run has checked) and returns
// their accumulator and the ranges of trials it holds, sorted and
// disjoint. The context is checked before every chunk: when it is
// cancelled the chunks under way finish and Run returns what the completed
// chunks hold with the context's error — unless every chunk completed.
// A trial's error stops the study: Run returns it, naming the trial, and
// nil statistics.
func Run[A any](ctx context.Context, st Study, t Trials[A]) (*A, [][2]uint64, error) {
	if st.Workers <= 0 {
		st.Workers = runtime.GOMAXPROCS(0)
	}
	if st.Chunk <= 0 {
		st.Chunk = DefaultChunk
	}
	total := st.To - st.From
	size := uint64(st.Chunk)
	chunks := total/size + min(total%size, 1)
	workers := min(uint64(st.Workers), max(chunks, 1))
	var (
		next, done atomic.Uint64
		failed     atomic.Bool
		wg         sync.WaitGroup
		mu         sync.Mutex
		first      error
		result     = t.Empty()
		ranges     [][2]uint64
	)
	fail := func(err error) {
		mu.Lock()
		if first == nil {
			first = err
		}
		mu.Unlock()
		failed.Store(true)
	}
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			play, err := t.Worker()
			if err != nil {
				fail(err)
				return
			}
			local := t.Empty()
			var held [][2]uint64
			for ctx.Err() == nil && !failed.Load() {
				c := next.Add(1) - 1
				if c >= chunks {
					break
				}
				from := st.From + c*size
				to := min(from+size, st.To)
				for i := from; i < to; i++ {
					if err := play(dice.StudySeed(st.Seed, i), local); err != nil {
						fail(fmt.Errorf("%s %d: %w", t.Name, i, err))
						return
					}
				}
				held = append(held, [2]uint64{from, to})
				n := done.Add(to - from)
				if st.Progress != nil {
					st.Progress(n, total)
				}
			}
			mu.Lock()
			t.Merge(result, local)
			ranges = append(ranges, held...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	if first != nil {
		return nil, nil, first
	}
	ranges, err := MergeRanges(ranges)
	if err != nil {
		return nil, nil, err
	}
	if err := ctx.Err(); err != nil && done.Load() < total {
		return result, ranges, err
	}
	return result, ranges, nil
}
