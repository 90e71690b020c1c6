package gunfight

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/deadmanshand/aces/dice"
)

// DefaultDuels is the size of a study whose To is 0.
const DefaultDuels = 10_000

// MaxDuel bounds the duel numbers of a study: duels are numbered in
// [0, MaxDuel), that is [0, 2^63).
const MaxDuel = 1 << 63

// DefaultChunk is how many duels a worker takes at a time.
const DefaultChunk = 1024

// Study says which duels to run: duels [From, To) of the study with Seed
// (numbers in [0, MaxDuel)) — duel i rolls a dice.Source
// seeded with dice.StudySeed(Seed, i), so a study can be split anywhere and
// recomputed anywhere — on Workers goroutines (0: GOMAXPROCS), in chunks of
// Chunk duels (0: DefaultChunk) taken in order; the statistics do not
// depend on either. The zero Study runs duels 0..DefaultDuels−1 of seed 0.
//
// Progress, when set, is called after each chunk with the duels done so far
// and the total, from the worker that finished it (one atomic update per
// chunk); it must be safe for concurrent use. Calls from different workers
// may overlap and arrive out of order, so keep the largest done; by the time
// Simulate returns, the largest done reported is the Duels of the Stats it
// returns — cancelled or not. Progress runs on a worker's time: store the
// number and draw elsewhere.
type Study struct {
	Seed     uint64
	From, To uint64
	Workers  int
	Chunk    int
	Progress func(done, total uint64)
}

// Fingerprint returns the fingerprint of a setup: an FNV-64a hash of its
// JSON with the rules it will use (the defaults when Rules is nil) and the
// Stats version. Two studies with the same fingerprint run the same fights.
func Fingerprint(s Setup) (string, error) {
	if s.Rules == nil {
		s.Rules = &sharedDefaults().Rules
	}
	b, err := json.Marshal(struct {
		V int   `json:"v"`
		S Setup `json:"s"`
	}{StatsVersion, s})
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrSetup, err)
	}
	h := fnv.New64a()
	h.Write(b)
	return fmt.Sprintf("%016x", h.Sum64()), nil
}

// Simulate runs the duels of a study of setup s and returns their
// statistics (rule GU-10). The context is checked before every chunk
// (DefaultChunk duels unless Study.Chunk says otherwise): when it is
// cancelled the chunks under way finish, and Simulate returns the
// statistics of the chunks completed — their Ranges say which, and
// Stats.Missing what is left to run — together with the context's error.
// A study whose last chunk finished as it was cancelled is complete: no
// error. A bad setup wraps [ErrSetup]; a study with From after To, or
// reaching beyond MaxDuel, wraps [ErrStats]; a tactic's
// impossible action stops the study with its error.
func Simulate(ctx context.Context, s Setup, st Study) (*Stats, error) {
	if st.To == 0 && st.From < MaxDuel {
		st.To = min(st.From+DefaultDuels, MaxDuel)
	}
	switch {
	case st.To > MaxDuel || st.From > MaxDuel:
		return nil, fmt.Errorf("%w: duels %d..%d: duel numbers are limited to [0, 2^63)", ErrStats, st.From, st.To)
	case st.To < st.From:
		return nil, fmt.Errorf("%w: duels %d..%d: From after To", ErrStats, st.From, st.To)
	}
	if st.Workers <= 0 {
		st.Workers = runtime.GOMAXPROCS(0)
	}
	if st.Chunk <= 0 {
		st.Chunk = DefaultChunk
	}
	fp, err := Fingerprint(s)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(s.Shooters))
	for i := range s.Shooters {
		names[i] = s.Shooters[i].Name
	}
	if _, err := NewRunner(s); err != nil {
		return nil, err
	}
	total := st.To - st.From
	chunks := (total + uint64(st.Chunk) - 1) / uint64(st.Chunk)
	workers := min(uint64(st.Workers), max(chunks, 1))
	var (
		next   atomic.Uint64
		done   atomic.Uint64
		wg     sync.WaitGroup
		mu     sync.Mutex
		first  error
		result = newStats(fp, st.Seed, names)
	)
	fail := func(err error) {
		mu.Lock()
		if first == nil {
			first = err
		}
		mu.Unlock()
	}
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := NewRunner(s)
			if err != nil {
				fail(err)
				return
			}
			local := newStats(fp, st.Seed, names)
			for {
				if ctx.Err() != nil {
					break
				}
				mu.Lock()
				stop := first != nil
				mu.Unlock()
				if stop {
					break
				}
				c := next.Add(1) - 1
				if c >= chunks {
					break
				}
				from := st.From + c*uint64(st.Chunk)
				to := min(from+uint64(st.Chunk), st.To)
				chunk := newStats(fp, st.Seed, names)
				var cerr error
				for i := from; i < to; i++ {
					o, err := r.Run(dice.StudySeed(st.Seed, i))
					if err != nil {
						cerr = fmt.Errorf("duel %d: %w", i, err)
						break
					}
					chunk.add(&o, r.fight.events)
				}
				if cerr != nil {
					fail(cerr)
					break
				}
				chunk.Ranges = [][2]uint64{{from, to}}
				if err := local.Merge(chunk); err != nil {
					fail(err)
					break
				}
				n := done.Add(to - from)
				if st.Progress != nil {
					st.Progress(n, total)
				}
			}
			mu.Lock()
			if err := result.Merge(local); err != nil && first == nil {
				first = err
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	if err := ctx.Err(); err != nil && done.Load() < total {
		return result, err
	}
	return result, nil
}
