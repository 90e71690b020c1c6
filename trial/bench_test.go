package trial_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/trial"
)

// The benchmark contract: BenchmarkPCGUint64 is the yardstick;
// every other benchmark rolls as an encounter does, through a dice.Rand held
// in a struct field and backed by a *dice.Source, and adds its result to
// sink. Targets are ratios to the yardstick in the same run:
//
//	go test ./trial -run '^$' -bench . -benchmem -count 6 -cpu 1

var sink int

var sink64 uint64

// table holds the randomness the way a simulation does: one Source,
// reseeded in place for each trial.
type table struct {
	src *dice.Source
	r   dice.Rand
}

func newTable() *table {
	s := dice.NewSource(1)
	return &table{src: s, r: s}
}

func BenchmarkPCGUint64(b *testing.B) {
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink64 += p.Uint64()
	}
}

// BenchmarkStudy plays b.N trials of trial.StandardTrial as Simulate plays
// them — one study of b.N trials on one worker, each trial on its own
// seeded dice in one reused Trial — and reports the days of deliberation
// per trial and the trials a second. Instructions per trial
// (BENCHMARKS.md) are the difference of two runs at -test.benchtime N1x and
// N2x over N2 − N1, which leaves out the study's fixed cost (its
// fingerprint, its one Trial).
func BenchmarkStudy(b *testing.B) {
	b.ReportAllocs()
	st, err := trial.Simulate(context.Background(), trial.StandardTrial(), trial.Study{To: uint64(b.N), Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(st.DaysSum)/float64(b.N), "days/trial")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "trials/s")
}

// BenchmarkTrial plays the standard trial (trial.StandardTrial: a
// circumstantial case, a Low defendant, evidence 4 to 3, skilled counsel,
// a greedy prosecution and a greedy defence that tries to bribe two
// jurors) per iteration, from the hearing to the verdict, reusing one
// Trial and reseeding one Source in place, its journal off: the path a
// study takes.
func BenchmarkTrial(b *testing.B) {
	benchTrial(b, trial.Greedy{}, trial.Greedy{Attempts: 2}, false)
}

// BenchmarkTrialCautious is BenchmarkTrial with two cautious counsel.
func BenchmarkTrialCautious(b *testing.B) {
	benchTrial(b, trial.Cautious{}, trial.Cautious{}, false)
}

// BenchmarkTrialJournaled is BenchmarkTrial with the journal a trial made
// by New keeps, as a GM's tool plays it.
func BenchmarkTrialJournaled(b *testing.B) {
	benchTrial(b, trial.Greedy{}, trial.Greedy{Attempts: 2}, true)
}

func benchTrial(b *testing.B, pros, def trial.Counsel, journaled bool) {
	tb := newTable()
	cfg := trial.StandardTrial()
	cfg.Prosecution.Decider, cfg.Defence.Decider = pros, def
	t, err := trial.New(cfg, tb.r)
	if err != nil {
		b.Fatal(err)
	}
	if !journaled {
		trial.StudyPath(t)
	}
	days, events, juries := 0, 0, 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tb.src.Reseed(dice.StudySeed(1876, uint64(i)))
		if err := t.Reset(cfg, tb.r); err != nil {
			b.Fatal(err)
		}
		for !t.Over() { // as Simulate plays it
			if err := t.Step(); err != nil {
				b.Fatal(err)
			}
		}
		s := t.State()
		sink += int(s.Verdict)
		days += s.Day
		events += len(t.Events())
		if s.Verdict != trial.Released {
			juries++
		}
	}
	b.ReportMetric(float64(juries)/float64(b.N), "juries/op")
	b.ReportMetric(float64(days)/float64(b.N), "days/op")
	if journaled { // the study path keeps no log
		b.ReportMetric(float64(events)/float64(b.N), "events/op")
	}
}

func BenchmarkHear(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		h, _ := trial.Hear(tb.r, trial.Solid, trial.Judge{Temperament: trial.Harsh}, 12)
		sink += h.Total
	}
}

func BenchmarkDrawJury(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		j, _ := trial.DrawJury(tb.r, 12, nil)
		sink += j.Jurors[0].Position
	}
}

// longestTrial returns the save at its end of the trial of BenchmarkTrial
// with the most decisions among its first 1,000 seeds.
func longestTrial(b *testing.B) []byte {
	cfg := trial.StandardTrial()
	var longest []byte
	most := -1
	for i := range uint64(1000) {
		t, err := trial.New(cfg, dice.NewSource(dice.StudySeed(1876, i)))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := t.Run(); err != nil {
			b.Fatal(err)
		}
		if t.Decisions() > most {
			most = t.Decisions()
			if longest, err = json.Marshal(t); err != nil {
				b.Fatal(err)
			}
		}
	}
	return longest
}

// BenchmarkResume resumes the save of BenchmarkTrial's trial with the most
// decisions (a whole trial replayed from its journal).
func BenchmarkResume(b *testing.B) {
	data := longestTrial(b)
	b.ReportAllocs()
	for b.Loop() {
		t, err := trial.Resume(data)
		if err != nil {
			b.Fatal(err)
		}
		sink += t.State().Day
	}
	b.ReportMetric(float64(len(data)), "save-bytes")
}
