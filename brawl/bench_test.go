package brawl_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
)

// The SDK's benchmark contract: BenchmarkPCGUint64 is the yardstick;
// the brawl rolls through a dice.Rand held in a struct field (the Brawl's),
// backed by a *dice.Source that is reseeded in place for each brawl, and the
// Brawl is reset and reused. Targets are ratios to the yardstick in the same
// run:
//
//	go test ./brawl -run '^$' -bench . -benchmem -count 6 -cpu 1

var sink int

var sink64 uint64

func BenchmarkPCGUint64(b *testing.B) {
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink64 += p.Uint64()
	}
}

// newDuel seats the standard brawl — Jake (Aggressive) against Bill
// (Cautious) — in a reusable brawl, and returns its setup for Reset.
func newDuel(tb testing.TB) (*brawl.Brawl, brawl.Setup, *dice.Source) {
	src := dice.NewSource(1)
	s := brawl.StandardBrawl()
	br, err := brawl.New(s, src)
	if err != nil {
		tb.Fatal(err)
	}
	return br, s, src
}

// reset starts br again from s on src, failing tb on an error.
func reset(tb testing.TB, br *brawl.Brawl, s brawl.Setup, src *dice.Source) {
	if err := br.Reset(s, src); err != nil {
		tb.Fatal(err)
	}
}

// playOut steps br to its end (Run would also build an Outcome).
func playOut(br *brawl.Brawl) error {
	for !br.Over() {
		if err := br.Step(); err != nil {
			return err
		}
	}
	return nil
}

// BenchmarkStudy plays b.N brawls of StandardBrawl as Simulate plays them
// — one study of b.N brawls on one worker, each brawl on its own seeded
// dice in one reused brawl — and reports the rounds per brawl and the
// brawls a second. Instructions per brawl (BENCHMARKS.md) are the
// difference of two runs at -test.benchtime N1x and N2x over N2 − N1, which
// leaves out the study's fixed cost (its fingerprint, its one Brawl).
func BenchmarkStudy(b *testing.B) {
	s := brawl.StandardBrawl()
	b.ReportAllocs()
	st, err := brawl.Simulate(context.Background(), s, brawl.Study{To: uint64(b.N), Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(st.RoundsSum)/float64(b.N), "rounds/brawl")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "brawls/s")
}

// BenchmarkBrawl plays complete two-man brawls with the built-in strategies,
// one per iteration, and reports the rounds per brawl.
func BenchmarkBrawl(b *testing.B) {
	br, s, src := newDuel(b)
	for i := range 2000 { // grow the log once, as a long study would
		src.Reseed(1<<40 + uint64(i))
		reset(b, br, s, src)
		if err := playOut(br); err != nil {
			b.Fatal(err)
		}
	}
	rounds := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		src.Reseed(uint64(i))
		reset(b, br, s, src)
		if err := playOut(br); err != nil {
			b.Fatal(err)
		}
		end := br.Events()[len(br.Events())-1] // BrawlEnds: N rounds, Actor the winner
		rounds += end.N
		sink += end.Actor
	}
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/brawl")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(rounds), "ns/round")
}

// TestBrawlAllocatesNothing: a reused brawl allocates nothing per round once
// its buffers have grown.
func TestBrawlAllocatesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("allocation count")
	}
	br, s, src := newDuel(t)
	seed := uint64(0)
	play := func() {
		seed++
		src.Reseed(seed)
		reset(t, br, s, src)
		if err := playOut(br); err != nil {
			t.Fatal(err)
		}
	}
	for range 2000 { // grow the log to the longest brawl it will see
		play()
	}
	seed = 0
	if n := testing.AllocsPerRun(500, play); n != 0 {
		t.Errorf("%v allocations per brawl, want 0", n)
	}
}
