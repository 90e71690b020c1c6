package gunfight_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/deadmanshand/aces/gunfight"
)

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
