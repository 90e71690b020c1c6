package gunfight_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestStandardDuel(t *testing.T) {
	r, err := gunfight.NewRunner(gunfight.StandardDuel())
	if err != nil {
		t.Fatal(err)
	}
	o, err := r.Run(7)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Results) != 2 || o.Ended <= 0 {
		t.Errorf("GU-10 outcome %+v", o)
	}
	if evs := r.Fight().Events(); len(evs) != 0 {
		t.Errorf("a runner keeps %d events with its log off, want none", len(evs))
	}
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := r.Run(11); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("GU-10 a reused runner allocates %v per duel, want 0", allocs)
	}
	r.KeepLog(true)
	if _, err := r.Run(7); err != nil {
		t.Fatal(err)
	}
	if evs := r.Fight().Events(); len(evs) == 0 || evs[len(evs)-1].Kind != gunfight.Ended {
		t.Errorf("the kept log ends with the end")
	}
	allocs = testing.AllocsPerRun(100, func() {
		if _, err := r.Run(11); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("GU-10 a reused runner keeping its log allocates %v per duel, want 0", allocs)
	}
}

// TestAccuracyWins: with a fixed seed, a shooter with +4 Accuracy beats an
// otherwise identical +0 shooter in clearly more than half of 10,000 duels.
func TestAccuracyWins(t *testing.T) {
	s := gunfight.StandardDuel()
	s.Shooters[0].Accuracy, s.Shooters[1].Accuracy = 4, 0
	s.Shooters[0].Wis, s.Shooters[1].Wis = 10, 10
	st, err := gunfight.Simulate(context.Background(), s, gunfight.Study{Seed: 1876, To: 10_000})
	if err != nil {
		t.Fatal(err)
	}
	decided := st.Wins[0] + st.Wins[1]
	share := float64(st.Wins[0]) / float64(decided)
	if st.Duels != 10_000 || share < 0.6 {
		t.Errorf("GU-10 the +4 man won %d of %d decided duels (%.1f%%)\n%s", st.Wins[0], decided, 100*share, st)
	}
	if r := st.WinRate(0); r.Lo <= st.WinRate(1).Hi {
		t.Errorf("the intervals overlap: %s vs %s", r, st.WinRate(1))
	}
}

// duelsOf binds Simulate to setup s, for the study properties.
func duelsOf(s gunfight.Setup) encountertest.Simulate[gunfight.Stats] {
	return func(ctx context.Context, st gunfight.Study) (*gunfight.Stats, error) {
		return gunfight.Simulate(ctx, s, st)
	}
}

// TestPropStudyWorkers: a study gives the same statistics for 1, 2 and 7
// workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	t.Run("GU-10 the same statistics for any workers and chunks", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyWorkers(t, duelsOf(gunfight.StandardDuel()), 300) })
	})
}

// TestPropStudyShards: shards of a study, written to JSON, read back and
// merged in any order, equal the whole study.
func TestPropStudyShards(t *testing.T) {
	t.Run("GU-10 shards merged in any order are the whole study", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			encountertest.StudyShards(t, duelsOf(gunfight.StandardDuel()), 300, gunfight.ErrStats)
		})
	})
}

// TestPropStudyCancelled: a study cancelled after any number of chunks
// holds exactly the duels its progress reported done, and completed is
// the whole study.
func TestPropStudyCancelled(t *testing.T) {
	t.Run("GU-10 a cancelled study holds what it reported done", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyCancelled(t, duelsOf(gunfight.StandardDuel()), 400) })
	})
}

// TestStudyRefuses: a study refuses duel numbers beyond 2^63 or running
// backwards, and its statistics refuse to merge with another seed's,
// another setup's (the men 40 ft apart) or the same duels twice.
func TestStudyRefuses(t *testing.T) {
	far := gunfight.StandardDuel()
	far.Distance = 40
	encountertest.StudyRefusals(t, duelsOf(gunfight.StandardDuel()), duelsOf(far), gunfight.ErrStats)
}

// TestStatsGolden pins the JSON of a small study, byte for byte: a change
// to it is a change of the statistics format (or of what a seed gives)
// and bumps StatsVersion. The counts are those of version 3, before the
// study layer was written once: these ten duels at 30 ft are none of those
// issue 29 changed; version 4 and the fingerprint (the action table's
// staunch row) moved, and version 5 moved the fingerprint again.
func TestStatsGolden(t *testing.T) {
	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{Seed: 1876, To: 10})
	if err != nil {
		t.Fatal(err)
	}
	encountertest.GoldenJSON(t, st, `
{"version":5,
"fingerprint":"3159326ab671ffe8",
"seed":1876,
"ranges":[[0,10]],
"names":["Hickok","Tutt"],
"duels":10,
"wins":[4,4],
"noWinner":2,
"standoffs":2,
"fled":[0,0],
"left":[0,0],
"down":[4,4],
"dead":[0,0],
"shots":[30,32],
"hits":[10,13],
"wounded":[13,10],
"endSum":332,
"endSumSq":13784,
"endHist":[0,1,6,1,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],
"locations":[0,2,1,12,4,0,1,3,0,0,0,0,0,0,0,0],
"grades":[0,0,0,2,1,2,3,1,1,2,2,2,1,0,2,0,1,0,0,1,2]}
`)
}

func TestStats(t *testing.T) {
	s := gunfight.StandardDuel()
	ctx := context.Background()
	a, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: 3, To: 500})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("GU-10 JSON has duels and wins by man", func(t *testing.T) {
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			Duels int   `json:"duels"`
			Wins  []int `json:"wins"`
		}
		if err := json.Unmarshal(b, &m); err != nil || m.Duels != 500 || len(m.Wins) != 2 || m.Wins[0] != a.Wins[0] {
			t.Errorf("got %+v, %v", m, err)
		}
		var back gunfight.Stats
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(a, &back); d != "" {
			t.Errorf("round trip (-want +got):\n%s", d)
		}
	})
	t.Run("GU-10 the statistics add up", func(t *testing.T) {
		total := a.NoWinner
		for _, w := range a.Wins {
			total += w
		}
		hist := 0
		for _, k := range a.EndHist {
			hist += k
		}
		loc := 0
		for _, k := range a.Locations {
			loc += k
		}
		hits := a.Hits[0] + a.Hits[1]
		wounded := a.Wounded[0] + a.Wounded[1]
		if total != a.Duels || hist != a.Duels || loc != wounded || wounded > hits {
			t.Errorf("wins %d, histogram %d, locations %d, wounds %d, hits %d of %d duels", total, hist, loc, wounded, hits, a.Duels)
		}
		if mean, _ := a.MeanEnd(); mean <= 0 || a.PerDuel(a.Shots) <= 0 {
			t.Errorf("mean end %v", mean)
		}
		if !strings.Contains(a.String(), "Hickok") {
			t.Errorf("no table: %s", a)
		}
	})
	t.Run("GU-10 progress is reported once per chunk", func(t *testing.T) {
		var last, calls uint64
		_, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: 3, To: 100, Chunk: 30, Workers: 1, Progress: func(done, total uint64) {
			calls++
			last = done
			if total != 100 {
				t.Errorf("total %d", total)
			}
		}})
		if err != nil || calls != 4 || last != 100 {
			t.Errorf("%d calls, last %d: %v", calls, last, err)
		}
	})
}
