package brawl_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// saloon is the study setup of the tests: Jake (Aggressive) and Bill
// (Cautious) at the middle of the floor, Slim (Random) at the bar.
func saloon() brawl.Setup {
	slim := brawl.Brawler{Name: "Slim", Str: 9, Int: 13, Wis: 12, Dex: 16, Con: 10, ToHit: 2, HitPoints: 18}
	return brawl.Setup{Brawlers: []brawl.Entrant{
		{Brawler: jake, Strategy: brawl.Aggressive{}},
		{Brawler: bill, Strategy: brawl.Cautious{}},
		{Brawler: slim, Strategy: brawl.Random{}, Spot: 1},
	}}
}

func simulate(t interface {
	Helper()
	Fatal(...any)
}, s brawl.Setup, st brawl.Study) *brawl.Stats {
	t.Helper()
	got, err := brawl.Simulate(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestPropStudyWorkers: a study gives the same statistics for 1, 2 and 7
// workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	s := saloon()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		from := rapid.Uint64Range(0, 1<<40).Draw(t, "from")
		to := from + rapid.Uint64Range(1, 150).Draw(t, "brawls")
		want := simulate(t, s, brawl.Study{Seed: seed, From: from, To: to, Workers: 1, Chunk: rapid.IntRange(0, 64).Draw(t, "chunk")})
		for _, w := range []int{2, 7} {
			chunk := rapid.IntRange(0, 64).Draw(t, "chunk")
			if d := cmp.Diff(want, simulate(t, s, brawl.Study{Seed: seed, From: from, To: to, Workers: w, Chunk: chunk})); d != "" {
				t.Fatalf("%d workers, chunks of %d (-1 worker +got):\n%s", w, chunk, d)
			}
		}
		if want.Brawls != int(to-from) || want.Missing(from, to) != nil {
			t.Fatalf("%d brawls of %d..%d, %v missing", want.Brawls, from, to, want.Missing(from, to))
		}
	})
}

// TestPropStudyShards: shards of a study, written to JSON, read back and
// merged in any order, equal the whole study.
func TestPropStudyShards(t *testing.T) {
	s := saloon()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.Uint64Range(1, 120).Draw(t, "brawls")
		whole := simulate(t, s, brawl.Study{Seed: seed, To: n})
		cuts := rapid.SliceOfNDistinct(rapid.Uint64Range(1, n), 0, 4, rapid.ID).Draw(t, "cuts")
		slices.Sort(cuts)
		cuts = append(append([]uint64{0}, cuts...), n)
		order := rapid.Permutation(makeRange(len(cuts)-1)).Draw(t, "order")
		var merged *brawl.Stats
		for _, k := range order {
			part := simulate(t, s, brawl.Study{Seed: seed, From: cuts[k], To: cuts[k+1]})
			data, err := json.Marshal(part)
			if err != nil {
				t.Fatal(err)
			}
			var back brawl.Stats
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			if merged == nil {
				merged = &back
			} else if err := merged.Merge(&back); err != nil {
				t.Fatal(err)
			}
		}
		if d := cmp.Diff(whole, merged); d != "" {
			t.Fatalf("shards %v merged in order %v (-whole +merged):\n%s", cuts, order, d)
		}
		if err := merged.Merge(whole); !errors.Is(err, brawl.ErrStats) {
			t.Fatalf("the same brawls merged twice: %v", err)
		}
	})
}

func makeRange(n int) []int {
	r := make([]int, n)
	for i := range r {
		r[i] = i
	}
	return r
}

// TestStudyCancelled: a study cancelled after its second chunk returns the
// statistics of the two chunks done, says what is missing, and the rest
// merged in completes it.
func TestStudyCancelled(t *testing.T) {
	s := saloon()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var largest atomic.Uint64
	st, err := brawl.Simulate(ctx, s, brawl.Study{Seed: 9, To: 500, Workers: 1, Chunk: 100, Progress: func(done, _ uint64) {
		largest.Store(done)
		if done == 200 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || st == nil || st.Brawls != 200 || largest.Load() != 200 {
		t.Fatalf("cancelled: %v, %+v", err, st)
	}
	left := st.Missing(0, 500)
	if d := cmp.Diff([][2]uint64{{200, 500}}, left); d != "" {
		t.Fatalf("missing (-want +got):\n%s", d)
	}
	if err := st.Merge(simulate(t, s, brawl.Study{Seed: 9, From: left[0][0], To: left[0][1]})); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(simulate(t, s, brawl.Study{Seed: 9, To: 500}), st); d != "" {
		t.Fatalf("completed (-whole +cancelled and completed):\n%s", d)
	}
	cancel()
	if st, err := brawl.Simulate(ctx, s, brawl.Study{Seed: 9, To: 500}); !errors.Is(err, context.Canceled) || st == nil || st.Brawls != 0 {
		t.Fatalf("cancelled before the start: %v, %+v", err, st)
	}
}

// TestStudyCounts: every brawl is counted once in each tally that splits
// the brawls, and a knock-out dealt is a knock-out taken.
func TestStudyCounts(t *testing.T) {
	st := simulate(t, saloon(), brawl.Study{Seed: 1876, To: 2000})
	wins := st.NoWinner
	dealt, taken := 0, 0
	for i := range st.Names {
		wins += st.Wins[i]
		if ends := st.Standing[i] + st.KnockedOut[i] + st.Fallen[i] + st.Dead[i]; ends != st.Brawls {
			t.Errorf("%s ended %d brawls of %d", st.Names[i], ends, st.Brawls)
		}
		dealt += st.KnockedOutBy[i]
		taken += st.KnockOuts[i]
	}
	if wins != st.Brawls || dealt > taken || taken == 0 || st.RoundsSum < int64(st.Brawls) || st.Raked.Total() == 0 {
		t.Errorf("%d wins of %d brawls, %d knock-outs dealt of %d, %d rounds, %v raked", wins, st.Brawls, dealt, taken, st.RoundsSum, st.Raked)
	}
	used := 0
	for _, k := range st.Specials {
		used += k
	}
	if used == 0 || !strings.Contains(st.String(), "2000 brawls (seed 1876)") {
		t.Errorf("%d special actions; the table:\n%s", used, st)
	}
}

// TestStudyStrength: a brawler with Str 17 beats an otherwise equal
// brawler with Str 9 in clearly more than half of 10,000 brawls: his share
// of the brawls, less four standard errors of a fair coin's, is above ½.
func TestStudyStrength(t *testing.T) {
	strong := brawl.Brawler{Name: "Big Sam", Str: 17, Int: 10, Wis: 10, Dex: 12, Con: 10, HitPoints: 20}
	weak := strong
	weak.Name, weak.Str = "Little Joe", 9
	const n = 10_000
	st := simulate(t, brawl.Setup{Brawlers: []brawl.Entrant{{Brawler: strong, Strategy: brawl.Aggressive{}}, {Brawler: weak, Strategy: brawl.Aggressive{}}}},
		brawl.Study{Seed: 1876, To: n})
	margin := 4 * math.Sqrt(0.25/n)
	t.Logf("Str 17 wins %s, Str 9 %s", st.WinRate(0), st.WinRate(1))
	if p := st.WinRate(0).P; p-margin <= 0.5 {
		t.Errorf("Str 17 won %d of %d brawls (%.3f), want above %.3f", st.Wins[0], n, p, 0.5+margin)
	}
}

// studied is a custom strategy a study accepts: it names itself.
type studied struct {
	brawl.Cautious
	version string
}

func (studied) Name() string      { return "studied" }
func (s studied) Version() string { return s.version }

// unnamed is a custom strategy without a name.
type unnamed struct{ brawl.Cautious }

func TestStudyRefuses(t *testing.T) {
	s := saloon()
	for _, c := range []struct {
		name string
		st   brawl.Study
	}{
		{"To beyond 2^63", brawl.Study{To: math.MaxUint64}},
		{"From and To beyond 2^63", brawl.Study{From: math.MaxUint64 - 5, To: math.MaxUint64 - 1}},
		{"From after To", brawl.Study{From: 9, To: 3}},
	} {
		if got, err := brawl.Simulate(context.Background(), s, c.st); got != nil || !errors.Is(err, brawl.ErrStats) {
			t.Errorf("%s: %v, %v", c.name, got, err)
		}
	}
	s.Brawlers[1].Strategy = unnamed{}
	if _, err := brawl.Simulate(context.Background(), s, brawl.Study{To: 10}); !errors.Is(err, brawl.ErrBrawler) || !strings.Contains(err.Error(), "Name() and Version()") {
		t.Errorf("an unnamed custom strategy: %v", err)
	}
	s.Brawlers[1].Strategy = studied{version: "1"}
	one := simulate(t, s, brawl.Study{To: 10})
	s.Brawlers[1].Strategy = studied{version: "2"}
	two := simulate(t, s, brawl.Study{From: 10, To: 20})
	if err := one.Merge(two); !errors.Is(err, brawl.ErrStats) {
		t.Errorf("two versions of a strategy merged: %v", err)
	}
	s.Brawlers[1].Strategy = brawl.Aggressive{}
	if err := one.Merge(simulate(t, s, brawl.Study{From: 10, To: 20})); !errors.Is(err, brawl.ErrStats) {
		t.Errorf("a custom and a built-in strategy merged: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"version": 99}`), new(brawl.Stats)); !errors.Is(err, brawl.ErrStats) {
		t.Errorf("another version loaded: %v", err)
	}
	var junk brawl.Stats
	if err := json.Unmarshal([]byte(`{"version": 1, "brawls": 3, "ranges": [[0, 2]]}`), &junk); !errors.Is(err, brawl.ErrStats) {
		t.Errorf("malformed stats loaded: %v", err)
	}
}

// BenchmarkSimulate runs studies of 10,000 brawls of the saloon's three
// men; -cpu 1,2 shows the speed-up.
func BenchmarkSimulate(b *testing.B) {
	s := saloon()
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		st, err := brawl.Simulate(context.Background(), s, brawl.Study{Seed: 1, To: 10_000})
		if err != nil {
			b.Fatal(err)
		}
		n += st.Brawls
		sink += st.Wins[0]
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "brawls/s")
}

// TestStudyReplay: brawl i of a study is the brawl New plays from dice.StudySeed(seed, i), as Simulate's doc says.
func TestStudyReplay(t *testing.T) {
	s := saloon()
	for i := uint64(40); i < 45; i++ {
		st := simulate(t, s, brawl.Study{Seed: 7, From: i, To: i + 1})
		b, err := brawl.New(s, dice.NewSource(dice.StudySeed(7, i)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.Run(); err != nil {
			t.Fatal(err)
		}
		won := st.NoWinner == 1 && b.Winner() < 0 || b.Winner() >= 0 && st.Wins[b.Winner()] == 1
		if !won || st.RoundsSum != int64(b.Rounds()) || st.Raked != b.Ledger().Raked {
			t.Errorf("brawl %d: replayed winner %d after %d rounds, raked %v; the study: %+v", i, b.Winner(), b.Rounds(), b.Ledger().Raked, st)
		}
	}
}

// FuzzStatsJSON: statistics read from any JSON are refused or safe to
// print, merge and ask what is missing.
func FuzzStatsJSON(f *testing.F) {
	st := simulate(f, saloon(), brawl.Study{Seed: 1, To: 20})
	data, _ := json.Marshal(st)
	f.Add(data)
	f.Add([]byte(`{"version":1,"names":["a"],"brawls":0}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var a, b brawl.Stats
		if json.Unmarshal(data, &a) != nil || json.Unmarshal(data, &b) != nil {
			return
		}
		_ = a.String()
		_ = a.Missing(0, 100)
		if err := a.Merge(&b); err == nil && a.Brawls > 0 {
			t.Fatalf("statistics of %d brawls merged with themselves", b.Brawls)
		}
	})
}
