package gunfight_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/deadmanshand/aces/gunfight"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestPropCancelledStudy: a study cancelled after any number of chunks
// returns the statistics of exactly the duels its progress reported done —
// the duels its Ranges hold, which rerun give the same Stats — and an error
// exactly when some are missing.
func TestPropCancelledStudy(t *testing.T) {
	s := gunfight.StandardDuel()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		from := uint64(rapid.IntRange(0, 1000).Draw(t, "from"))
		n := uint64(rapid.IntRange(1, 400).Draw(t, "duels"))
		chunk := rapid.IntRange(1, 64).Draw(t, "chunk")
		workers := rapid.IntRange(1, 3).Draw(t, "workers")
		chunks := int((n + uint64(chunk) - 1) / uint64(chunk))
		stopAfter := int64(rapid.IntRange(0, chunks).Draw(t, "chunks before cancel"))
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		if stopAfter == 0 {
			cancel()
		}
		var calls atomic.Int64
		var reported atomic.Uint64
		st, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: seed, From: from, To: from + n, Workers: workers, Chunk: chunk,
			Progress: func(done, total uint64) {
				for old := reported.Load(); done > old && !reported.CompareAndSwap(old, done); old = reported.Load() {
				}
				if calls.Add(1) == stopAfter {
					cancel()
				}
			}})
		if st == nil {
			t.Fatalf("no stats: %v", err)
		}
		if got := uint64(st.Duels); got != reported.Load() {
			t.Fatalf("%d duels in the stats, %d reported done", got, reported.Load())
		}
		missing := st.Missing(from, from+n)
		if (err != nil) != (len(missing) > 0) {
			t.Fatalf("error %v with duels %v missing", err, missing)
		}
		// An empty study (To = From > 0) to merge the reruns into.
		rerun, rerr := gunfight.Simulate(context.Background(), s, gunfight.Study{Seed: seed, From: from + n, To: from + n, Workers: 1})
		if rerr != nil {
			t.Fatal(rerr)
		}
		for _, r := range st.Ranges {
			part, err := gunfight.Simulate(context.Background(), s, gunfight.Study{Seed: seed, From: r[0], To: r[1], Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if err := rerun.Merge(part); err != nil {
				t.Fatal(err)
			}
		}
		if d := cmp.Diff(rerun, st); d != "" {
			t.Fatalf("cancelled after %d chunks (-rerun +cancelled):\n%s", stopAfter, d)
		}
	})
}

func TestStatsMissing(t *testing.T) {
	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{Seed: 1, From: 10, To: 20})
	if err != nil {
		t.Fatal(err)
	}
	other, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{Seed: 1, From: 30, To: 40})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Merge(other); err != nil {
		t.Fatal(err)
	}
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
		if d := cmp.Diff(c.want, st.Missing(c.from, c.to)); d != "" {
			t.Errorf("GU-10 missing of %d..%d (-want +got):\n%s", c.from, c.to, d)
		}
	}
}

// A study stopped early keeps what it finished: the rest can be run later
// and merged in.
func ExampleStats_Missing() {
	ctx, cancel := context.WithCancel(context.Background())
	s := gunfight.StandardDuel()
	st, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: 1876, To: 5000, Workers: 1, Chunk: 1000,
		Progress: func(done, total uint64) {
			if done == 2000 {
				cancel() // Ctrl-C
			}
		}})
	fmt.Println(st.Duels, "duels:", st.Ranges, err)
	left := st.Missing(0, 5000)
	fmt.Println("left:", left)
	rest, _ := gunfight.Simulate(context.Background(), s, gunfight.Study{Seed: 1876, From: left[0][0], To: left[0][1]})
	if err := st.Merge(rest); err != nil {
		panic(err)
	}
	fmt.Println(st.Duels, "duels:", st.Ranges)
	// Output:
	// 2000 duels: [[0 2000]] context canceled
	// left: [[2000 5000]]
	// 5000 duels: [[0 5000]]
}

// BenchmarkSimulate100kProgress is BenchmarkSimulate100k with a progress
// callback keeping the largest count done, as a progress bar does: compare
// the two with benchstat (-col .name) to see that progress costs nothing
// measurable.
func BenchmarkSimulate100kProgress(b *testing.B) {
	s := gunfight.StandardDuel()
	var done atomic.Uint64
	progress := func(d, _ uint64) {
		for old := done.Load(); d > old && !done.CompareAndSwap(old, d); old = done.Load() {
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		done.Store(0)
		st, err := gunfight.Simulate(context.Background(), s, gunfight.Study{Seed: 1, To: 100_000, Progress: progress})
		if err != nil {
			b.Fatal(err)
		}
		sink += st.Duels
	}
}
