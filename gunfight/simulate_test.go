package gunfight_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/gunfight"
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

// TestPropSimulateSplit: the statistics of a study are the same, bit for
// bit, for any number of workers, any chunk size and any split into ranges
// merged back together.
func TestPropSimulateSplit(t *testing.T) {
	s := gunfight.StandardDuel()
	ctx := context.Background()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := uint64(rapid.IntRange(1, 300).Draw(t, "duels"))
		whole, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: seed, To: n, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		cut := uint64(rapid.IntRange(0, int(n)).Draw(t, "cut"))
		w := rapid.IntRange(1, 4).Draw(t, "workers")
		chunk := rapid.IntRange(1, 64).Draw(t, "chunk")
		a, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: seed, From: cut, To: n, Workers: w, Chunk: chunk})
		if err != nil && cut < n {
			t.Fatal(err)
		}
		b, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: seed, From: 0, To: cut, Workers: w, Chunk: chunk})
		if err != nil && cut > 0 {
			t.Fatal(err)
		}
		if cut == n {
			a = b
		} else if cut > 0 {
			if err := a.Merge(b); err != nil {
				t.Fatal(err)
			}
		}
		if d := cmp.Diff(whole, a); d != "" {
			t.Fatalf("split at %d on %d workers, chunks of %d (-whole +split):\n%s", cut, w, chunk, d)
		}
	})
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
	t.Run("GU-10 merging refuses the same duels twice and other studies", func(t *testing.T) {
		b, _ := gunfight.Simulate(ctx, s, gunfight.Study{Seed: 3, From: 400, To: 600})
		if err := a.Merge(b); !errors.Is(err, gunfight.ErrStats) {
			t.Errorf("overlap: %v", err)
		}
		c, _ := gunfight.Simulate(ctx, s, gunfight.Study{Seed: 4, From: 500, To: 600})
		if err := a.Merge(c); !errors.Is(err, gunfight.ErrStats) {
			t.Errorf("another seed: %v", err)
		}
		o := gunfight.StandardDuel()
		o.Distance = 40
		d, _ := gunfight.Simulate(ctx, o, gunfight.Study{Seed: 3, From: 500, To: 600})
		if err := a.Merge(d); !errors.Is(err, gunfight.ErrStats) || !strings.Contains(err.Error(), "fingerprint") {
			t.Errorf("another setup: %v", err)
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
	t.Run("GU-10 a cancelled study returns what it finished", func(t *testing.T) {
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		st, err := gunfight.Simulate(cctx, s, gunfight.Study{Seed: 3, To: 5000})
		if !errors.Is(err, context.Canceled) || st == nil || st.Duels != 0 {
			t.Errorf("got %v, %v", st, err)
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
