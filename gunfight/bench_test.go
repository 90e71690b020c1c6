package gunfight_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// The benchmark contract: BenchmarkPCGUint64 is the yardstick;
// the others run the way users call them. Targets are ratios to the
// yardstick in the same run (the standard duel: 0 allocations
// per duel with a reused runner):
//
//	go test ./gunfight -run '^$' -bench 'PCG|Study|StandardDuel|NarratedDuel|Simulate100k' -benchmem -count 6 -cpu 1

var sink64 uint64

var sink int

func BenchmarkPCGUint64(b *testing.B) {
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink64 += p.Uint64()
	}
}

// BenchmarkStandardDuel runs the exported standard duel with one reused
// runner on the study path (its log off), each duel from its own seed, and
// reports the shots per duel.
func BenchmarkStandardDuel(b *testing.B) {
	r, err := gunfight.NewRunner(gunfight.StandardDuel())
	if err != nil {
		b.Fatal(err)
	}
	benchDuels(b, r)
}

// BenchmarkStudy plays b.N duels of StandardDuel as Simulate plays them —
// one study of b.N duels on one worker, each duel on its own seeded dice in
// one reused fight — and reports the shots per duel and the duels a
// second. Instructions per duel (BENCHMARKS.md) are the difference of two
// runs at -test.benchtime N1x and N2x over N2 − N1, which leaves out the
// study's fixed cost (its fingerprint, its one Fight).
func BenchmarkStudy(b *testing.B) {
	b.ReportAllocs()
	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{To: uint64(b.N), Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	shots := 0
	for _, n := range st.Shots {
		shots += n
	}
	b.ReportMetric(float64(shots)/float64(b.N), "shots/duel")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "duels/s")
}

// BenchmarkNarratedDuel runs the standard duel as BenchmarkStandardDuel
// does, but with the runner keeping its log: every event recorded into the
// reused buffer, none formatted.
func BenchmarkNarratedDuel(b *testing.B) {
	r, err := gunfight.NewRunner(gunfight.StandardDuel())
	if err != nil {
		b.Fatal(err)
	}
	r.KeepLog(true)
	benchDuels(b, r)
}

// benchDuels runs duel i of the benchmark from seed i on r and reports the
// shots per duel.
func benchDuels(b *testing.B, r *gunfight.Runner) {
	shots := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		o, err := r.Run(uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		for _, m := range o.Results {
			shots += m.Shots
		}
		sink += o.Winner
	}
	b.ReportMetric(float64(shots)/float64(b.N), "shots/duel")
}

// BenchmarkSimulate100k simulates a study of 100,000 standard duels; run it
// with -cpu 1,2 to see the speed-up (the statistics are identical).
func BenchmarkSimulate100k(b *testing.B) {
	s := gunfight.StandardDuel()
	b.ReportAllocs()
	for b.Loop() {
		st, err := gunfight.Simulate(context.Background(), s, gunfight.Study{Seed: 1, To: 100_000})
		if err != nil {
			b.Fatal(err)
		}
		sink += st.Duels
	}
}

// BenchmarkViewOptions lists what Hickok, played by a person, may declare
// at count 0 of the standard duel: the menu a tool shows him.
func BenchmarkViewOptions(b *testing.B) {
	v, _ := hickokPlays(b, 12).View(0)
	b.ReportAllocs()
	for b.Loop() {
		sink += len(v.Options())
	}
}

// BenchmarkResume resumes the save of a standard duel at its end: the
// setup built again and every declaration replayed. It reports the save's
// bytes and its decisions.
func BenchmarkResume(b *testing.B) { benchResume(b, gunfight.StandardDuel()) }

// waiter is a custom tactic that waits a count at a time, the quickest
// action a man can declare again and again (GU-1: an explicit wait of 1
// count): a fight of waiters to its limit is the longest journal a fight
// of that many men and that limit can keep.
type waiter struct{}

func (waiter) Name() string    { return "waiter" }
func (waiter) Version() string { return "1" }
func (waiter) Declare(*gunfight.View) gunfight.Action {
	return gunfight.Action{Kind: gunfight.Wait, Counts: 1}
}

// BenchmarkResumeLongest resumes the longest journal a fight can keep:
// MaxShooters waiters, each declaring every count, to the limit the
// constructor allows (see Resume's doc).
func BenchmarkResumeLongest(b *testing.B) {
	s := gunfight.Setup{Limit: gunfight.MaxLimit(gunfight.MaxShooters)}
	for i := range gunfight.MaxShooters {
		s.Shooters = append(s.Shooters, gunfight.Shooter{Name: fmt.Sprintf("Waiter %d", i), Side: i + 1, Decider: waiter{},
			Weapons: []gunfight.Carried{{Weapon: "Colt Peacemaker", Loaded: 6}}})
	}
	benchResume(b, s)
}

// benchResume plays the fight of s from seed 1 to its end and resumes its
// save (with s's custom tactics), reporting the save's bytes and
// decisions.
func benchResume(b *testing.B, s gunfight.Setup) {
	f, err := gunfight.NewFight(s, dice.NewSource(1))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := f.Run(); err != nil {
		b.Fatal(err)
	}
	data, err := f.MarshalJSON()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := gunfight.Resume(data, customs(s)...)
		if err != nil {
			b.Fatal(err)
		}
		sink += r.Decisions()
	}
	b.ReportMetric(float64(len(data)), "bytes/save")
	b.ReportMetric(float64(f.Decisions()), "decisions/save")
}
