package chase

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// The benchmark contract: BenchmarkPCGUint64 is the yardstick;
// the others call the package as a simulation does, dice through a
// dice.Rand held in a struct field and backed by a *dice.Source reseeded
// in place, results added to sink. Targets are ratios to the yardstick in
// the same run:
//
//	go test ./chase -run '^$' -bench . -benchmem -count 6 -cpu 1

var sink int

var sink64 uint64

// benchDice holds the randomness the way a simulation does.
type benchDice struct {
	src *dice.Source
	r   dice.Rand
}

func newTable() *benchDice {
	s := dice.NewSource(1)
	return &benchDice{src: s, r: s}
}

func BenchmarkPCGUint64(b *testing.B) {
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink64 += p.Uint64()
	}
}

// BenchmarkStudy plays b.N chases of StandardChase as Simulate plays them
// — one study of b.N chases on one worker, each chase on its own seeded
// dice in one reused Chase — and reports the turns per chase and the
// chases a second. Instructions per chase (BENCHMARKS.md) are the
// difference of two runs at -test.benchtime N1x and N2x over N2 − N1,
// which leaves out the study's fixed cost (its probe, its fingerprint).
func BenchmarkStudy(b *testing.B) {
	b.ReportAllocs()
	st, err := Simulate(context.Background(), StandardChase(), Study{To: uint64(b.N), Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(st.TurnsSum)/float64(b.N), "turns/chase")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "chases/s")
}

// BenchmarkStudyRace plays b.N races of StandardRace as SimulateRace
// plays them, as BenchmarkStudy plays chases, and reports the turns per
// race and the races a second.
func BenchmarkStudyRace(b *testing.B) {
	b.ReportAllocs()
	st, err := SimulateRace(context.Background(), StandardRace(), Study{To: uint64(b.N), Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(st.TurnsSum)/float64(b.N), "turns/race")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "races/s")
}

// BenchmarkRace runs a whole race of four horses over the source rules' 30
// cards (rule CS-7, StandardRace) per iteration, reusing one Race as a
// study does, without a journal: shuffle, initiative, every turn to the
// last finisher.
func BenchmarkRace(b *testing.B) { benchmarkRace(b, true) }

// BenchmarkRaceJournaled runs the races of BenchmarkRace keeping their
// journals, as a race played at a table does: what the journal costs.
func BenchmarkRaceJournaled(b *testing.B) { benchmarkRace(b, false) }

func benchmarkRace(b *testing.B, study bool) {
	tb := newTable()
	setup := StandardRace()
	var rc Race
	rc.engine.j.Off, rc.engine.rec.Off = study, study
	turns := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tb.src.Reseed(uint64(i))
		if err := rc.Reset(setup, tb.r); err != nil {
			b.Fatal(err)
		}
		for !rc.Over() {
			if err := rc.Step(); err != nil {
				b.Fatal(err)
			}
		}
		turns += rc.engine.turn
		sink += rc.engine.st[0].Place
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/race")
}

// BenchmarkChase runs a whole chase per iteration — an Arabian pursued by
// a Thoroughbred on the badlands until caught, lost or given up
// (StandardChase) — reusing one Chase as a study does, without a journal.
func BenchmarkChase(b *testing.B) {
	tb := newTable()
	setup := StandardChase()
	var c Chase
	c.engine.j.Off, c.engine.rec.Off = true, true
	turns := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tb.src.Reseed(uint64(i))
		if err := c.Reset(setup, tb.r); err != nil {
			b.Fatal(err)
		}
		for !c.Over() {
			if err := c.Step(); err != nil {
				b.Fatal(err)
			}
		}
		turns += c.engine.turn
		sink += int(c.Outcome().End)
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/chase")
}

// BenchmarkRollHorse rolls one horse sheet.
func BenchmarkRollHorse(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		h, err := RollHorse(tb.r, HorseSpec{Name: "Dusty", Breed: "Mustang", Age: 6}, nil)
		if err != nil {
			b.Fatal(err)
		}
		sink += h.HP
	}
}

// BenchmarkResume resumes saves of whole games from their journals:
//
//   - "chase of four": the 300-turn chase of four riders of issue 26
//     (longChase), 1,200 bets, about 83,000 events;
//   - "longest chase": the costliest chase to resume we know of
//     (longestChase), two riders at the largest turn cap MaxEvents allows
//     them, 650 turns; its peak memory is the resident size of
//     `go test -c` and the binary run with -test.bench 'Resume/longest'
//     -test.benchtime 1x under /usr/bin/time -v;
//   - "race": a race of four riders on the source rules' course.
func BenchmarkResume(b *testing.B) {
	most := func(c *Chase) int {
		t := 1
		for c.engine.mostEvents(t+1, layoutCards) <= MaxEvents {
			t++
		}
		return t
	}
	for _, tc := range []struct {
		name   string
		save   func() []byte
		custom []Strategy
	}{
		{"chase of four", func() []byte { return mustSave(b, longChase(b)) }, []Strategy{trot{}}},
		{"longest chase", func() []byte {
			return mustSave(b, longestChase(b, 2, most(longestChase(b, 2, 1))))
		}, []Strategy{standStill{}}},
		{"race", func() []byte {
			rc := seededRace(b, 7)
			if _, err := rc.Run(); err != nil {
				b.Fatal(err)
			}
			return mustSave(b, rc)
		}, nil},
	} {
		b.Run(tc.name, func(b *testing.B) {
			data := tc.save()
			var events int
			b.ReportAllocs()
			for b.Loop() {
				if tc.name == "race" {
					rc, err := ResumeRace(data, tc.custom...)
					if err != nil {
						b.Fatal(err)
					}
					events = len(rc.Events())
					continue
				}
				c, err := Resume(data, tc.custom...)
				if err != nil {
					b.Fatal(err)
				}
				events = len(c.Events())
			}
			b.ReportMetric(float64(len(data)), "save-bytes")
			b.ReportMetric(float64(events), "events")
		})
	}
}

// mustSave marshals e, failing b on an error.
func mustSave(b *testing.B, e interface{ MarshalJSON() ([]byte, error) }) []byte {
	b.Helper()
	data, err := e.MarshalJSON()
	if err != nil {
		b.Fatal(err)
	}
	return data
}
