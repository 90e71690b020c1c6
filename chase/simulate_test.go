package chase_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// horse returns a horse of the study tests: every attribute 10, its
// three speeds raised by faster.
func horse(name string, faster int) chase.Horse {
	h := chase.Horse{Name: name, Breed: chase.Mustang, Age: 6, Height: 58, Weight: 750, TemperamentType: chase.Quiet, HP: 20}
	for at := range chase.NumAttributes {
		h.Attributes.Set(at, 10)
	}
	for _, at := range []chase.Attribute{chase.ShortSpeed, chase.MediumSpeed, chase.LongSpeed} {
		h.Attributes.Set(at, 10+faster)
	}
	return h
}

// pursuit is the chase of the study tests: Bart flees through the
// badlands, Dill follows on a horse faster by faster.
func pursuit(faster int) chase.Setup {
	return chase.Setup{
		Pursued:    chase.Rider{Name: "Black Bart", Riding: 45, Trail: chase.TrailSomewhat, Horse: horse("Dusty", 0)},
		Pursuers:   []chase.Rider{{Name: "Marshal Dill", Riding: 45, Tracking: 40, Horse: horse("Blaze", faster)}},
		Terrain:    chase.Badlands,
		Strategies: []chase.Strategy{chase.Canny{}, chase.Patience{Gap: 20}},
	}
}

// festival is the race of the study tests: three riders on the default
// course.
func festival() chase.RaceSetup {
	return chase.RaceSetup{
		Riders: []chase.Rider{
			{Name: "Kid Curry", Riding: 35, Initiative: 1, Horse: horse("Lightning", 2)},
			{Name: "Slim Jim", Riding: 45, Horse: horse("Dusty", 0)},
			{Name: "Doc Holt", Riding: 50, Initiative: 3, Horse: horse("Sage", 1)},
		},
		Strategies: []chase.Strategy{chase.AllOut{}, chase.Canny{}, chase.Steady{Red: 4}},
	}
}

type fataler interface {
	Helper()
	Fatal(...any)
}

func simulate(t fataler, s chase.Setup, st chase.Study) *chase.Stats {
	t.Helper()
	got, err := chase.Simulate(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func simulateRace(t fataler, s chase.RaceSetup, st chase.Study) *chase.RaceStats {
	t.Helper()
	got, err := chase.SimulateRace(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestPropStudyWorkers: a study of chases, or of races, gives the same
// statistics for 1, 2 and 7 workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	s, r := pursuit(0), festival()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		from := rapid.Uint64Range(0, 1<<40).Draw(t, "from")
		to := from + rapid.Uint64Range(1, 60).Draw(t, "trials")
		chunk := func() int { return rapid.IntRange(0, 32).Draw(t, "chunk") }
		want := simulate(t, s, chase.Study{Seed: seed, From: from, To: to, Workers: 1, Chunk: chunk()})
		wantRace := simulateRace(t, r, chase.Study{Seed: seed, From: from, To: to, Workers: 1, Chunk: chunk()})
		for _, w := range []int{2, 7} {
			if d := cmp.Diff(want, simulate(t, s, chase.Study{Seed: seed, From: from, To: to, Workers: w, Chunk: chunk()})); d != "" {
				t.Fatalf("chases on %d workers (-1 worker +got):\n%s", w, d)
			}
			if d := cmp.Diff(wantRace, simulateRace(t, r, chase.Study{Seed: seed, From: from, To: to, Workers: w, Chunk: chunk()})); d != "" {
				t.Fatalf("races on %d workers (-1 worker +got):\n%s", w, d)
			}
		}
		if want.Chases != int(to-from) || wantRace.Races != int(to-from) {
			t.Fatalf("%d chases and %d races of %d..%d", want.Chases, wantRace.Races, from, to)
		}
	})
}

// shards draws the cuts of [0, n) into shards and the order they are
// merged in.
func shards(t *rapid.T, n uint64) (cuts []uint64, order []int) {
	cuts = rapid.SliceOfNDistinct(rapid.Uint64Range(1, n), 0, 4, rapid.ID).Draw(t, "cuts")
	slices.Sort(cuts)
	cuts = append(append([]uint64{0}, cuts...), n)
	idx := make([]int, len(cuts)-1)
	for i := range idx {
		idx[i] = i
	}
	return cuts, rapid.Permutation(idx).Draw(t, "order")
}

// roundTrip writes v as JSON and reads it back into a new T.
func roundTrip[T any](t fataler, v *T) *T {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	back := new(T)
	if err := json.Unmarshal(data, back); err != nil {
		t.Fatal(err)
	}
	return back
}

// TestPropStudyShards: shards of a study of chases, or of races, written
// to JSON, read back and merged in any order, equal the whole study.
func TestPropStudyShards(t *testing.T) {
	s, r := pursuit(0), festival()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.Uint64Range(1, 60).Draw(t, "trials")
		cuts, order := shards(t, n)
		var chases *chase.Stats
		var races *chase.RaceStats
		for _, k := range order {
			st := chase.Study{Seed: seed, From: cuts[k], To: cuts[k+1]}
			c, rc := roundTrip(t, simulate(t, s, st)), roundTrip(t, simulateRace(t, r, st))
			if chases == nil {
				chases, races = c, rc
				continue
			}
			if err := chases.Merge(c); err != nil {
				t.Fatal(err)
			}
			if err := races.Merge(rc); err != nil {
				t.Fatal(err)
			}
		}
		whole := chase.Study{Seed: seed, To: n}
		if d := cmp.Diff(simulate(t, s, whole), chases); d != "" {
			t.Fatalf("chases in shards %v merged in order %v (-whole +merged):\n%s", cuts, order, d)
		}
		if d := cmp.Diff(simulateRace(t, r, whole), races); d != "" {
			t.Fatalf("races in shards %v merged in order %v (-whole +merged):\n%s", cuts, order, d)
		}
		if err := chases.Merge(simulate(t, s, whole)); !errors.Is(err, chase.ErrStats) {
			t.Fatalf("the same chases merged twice: %v", err)
		}
	})
}

// TestStudyCancelled: a study cancelled after its second chunk returns the
// statistics of the two chunks done and says what is missing.
func TestStudyCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var largest atomic.Uint64
	stop := func(done, _ uint64) {
		largest.Store(done)
		if done == 100 {
			cancel()
		}
	}
	st, err := chase.Simulate(ctx, pursuit(0), chase.Study{Seed: 9, To: 300, Workers: 1, Chunk: 50, Progress: stop})
	if !errors.Is(err, context.Canceled) || st == nil || st.Chases != 100 || largest.Load() != 100 {
		t.Fatalf("cancelled chases: %v, %+v", err, st)
	}
	if d := cmp.Diff([][2]uint64{{100, 300}}, st.Missing(0, 300)); d != "" {
		t.Fatalf("missing chases (-want +got):\n%s", d)
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	rs, err := chase.SimulateRace(ctx, festival(), chase.Study{Seed: 9, To: 300, Workers: 1, Chunk: 50, Progress: stop})
	if !errors.Is(err, context.Canceled) || rs == nil || rs.Races != 100 {
		t.Fatalf("cancelled races: %v, %+v", err, rs)
	}
	if err := rs.Merge(simulateRace(t, festival(), chase.Study{Seed: 9, From: 100, To: 300})); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(simulateRace(t, festival(), chase.Study{Seed: 9, To: 300}), rs); d != "" {
		t.Fatalf("completed races (-whole +cancelled and completed):\n%s", d)
	}
}

// TestStudyCounts: every chase ends one way, every race places each rider
// once, and the tables say so.
func TestStudyCounts(t *testing.T) {
	st := simulate(t, pursuit(0), chase.Study{Seed: 1876, To: 1000})
	if ends := st.Caught + st.TrailLost + st.GaveUp + st.TurnCap + st.HorseDied; ends != st.Chases || st.Catches[1] != st.Caught || st.Catches[0] != 0 {
		t.Errorf("%d ends of %d chases; catches %v of %d caught", ends, st.Chases, st.Catches, st.Caught)
	}
	if st.TurnsSum < int64(st.Chases) || st.Ridden[0] <= 0 || !strings.Contains(st.String(), "1000 chases (seed 1876)") {
		t.Errorf("turns %d, ridden %v:\n%s", st.TurnsSum, st.Ridden, st)
	}
	rs := simulateRace(t, festival(), chase.Study{Seed: 1876, To: 1000})
	for i, places := range rs.Places {
		n := rs.NotFinished[i]
		for _, k := range places {
			n += k
		}
		if n != rs.Races {
			t.Errorf("%s placed %d times in %d races", rs.Names[i], n, rs.Races)
		}
	}
	hist := 0
	for _, k := range rs.MarginHist {
		hist += k
	}
	if hist != rs.Margins || rs.Margins == 0 || !strings.Contains(rs.String(), "1000 races (seed 1876)") {
		t.Errorf("margins %d, histogram %v:\n%s", rs.Margins, rs.MarginHist, rs)
	}
}

// TestStudySpeed: a pursuer on a horse 4 faster (Short, Medium and Long
// Speed) catches his man more often than on an equal horse: the
// difference of the two shares of 2,000 chases is above four of its
// standard errors.
func TestStudySpeed(t *testing.T) {
	const n = 2000
	equal := simulate(t, pursuit(0), chase.Study{Seed: 1876, To: n}).CaughtRate().P
	fast := simulate(t, pursuit(4), chase.Study{Seed: 1876, To: n}).CaughtRate().P
	se := math.Sqrt(equal*(1-equal)/n + fast*(1-fast)/n)
	t.Logf("caught on an equal horse %.3f, on a faster one %.3f (standard error %.3f)", equal, fast, se)
	if fast-equal <= 4*se {
		t.Errorf("caught on an equal horse %.3f, on one 4 faster %.3f: want a difference above %.3f", equal, fast, 4*se)
	}
}

// named is a custom strategy a study accepts: it names itself.
type named struct {
	chase.Canny
	version string
}

func (named) Name() string      { return "named" }
func (n named) Version() string { return n.version }

func TestStudyRefuses(t *testing.T) {
	s := pursuit(0)
	for _, c := range []struct {
		name string
		st   chase.Study
	}{
		{"To beyond 2^63", chase.Study{To: math.MaxUint64}},
		{"From and To beyond 2^63", chase.Study{From: math.MaxUint64 - 5, To: math.MaxUint64 - 1}},
		{"From after To", chase.Study{From: 9, To: 3}},
	} {
		if got, err := chase.Simulate(context.Background(), s, c.st); got != nil || !errors.Is(err, chase.ErrStats) {
			t.Errorf("chases, %s: %v, %v", c.name, got, err)
		}
		if got, err := chase.SimulateRace(context.Background(), festival(), c.st); got != nil || !errors.Is(err, chase.ErrStats) {
			t.Errorf("races, %s: %v, %v", c.name, got, err)
		}
	}
	s.Strategies[0] = chase.StrategyFunc(func(*chase.View) chase.Bet { return chase.Bet{} })
	if _, err := chase.Simulate(context.Background(), s, chase.Study{To: 10}); !errors.Is(err, chase.ErrStrategy) || !strings.Contains(err.Error(), "Name() and Version()") {
		t.Errorf("an unnamed custom strategy: %v", err)
	}
	s.Strategies = s.Strategies[:1]
	if _, err := chase.Simulate(context.Background(), s, chase.Study{To: 10}); !errors.Is(err, chase.ErrStrategy) {
		t.Errorf("one strategy for two riders: %v", err)
	}
	s = pursuit(0)
	s.Strategies[1] = chase.Person
	if _, err := chase.Simulate(context.Background(), s, chase.Study{To: 10}); !errors.Is(err, chase.ErrStrategy) || !strings.Contains(err.Error(), "people cannot be studied") {
		t.Errorf("a person studied: %v", err)
	}
	r := festival()
	r.Strategies[2] = chase.Person
	if _, err := chase.SimulateRace(context.Background(), r, chase.Study{To: 10}); !errors.Is(err, chase.ErrStrategy) {
		t.Errorf("a person in a race studied: %v", err)
	}
	s = pursuit(0)
	s.Strategies[1] = chase.Patience{Strategy: named{version: "1"}, Gap: 20}
	one := simulate(t, s, chase.Study{To: 10})
	s.Strategies[1] = chase.Patience{Strategy: named{version: "2"}, Gap: 20}
	if err := one.Merge(simulate(t, s, chase.Study{From: 10, To: 20})); !errors.Is(err, chase.ErrStats) {
		t.Errorf("two versions of a wrapped strategy merged: %v", err)
	}
	s.Strategies[1] = chase.Patience{Gap: 21}
	if err := one.Merge(simulate(t, s, chase.Study{From: 10, To: 20})); !errors.Is(err, chase.ErrStats) {
		t.Errorf("two patiences merged: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"version": 1, "chases": 3, "ranges": [[0, 3]]}`), new(chase.Stats)); !errors.Is(err, chase.ErrStats) {
		t.Errorf("malformed stats loaded: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"version": 2}`), new(chase.RaceStats)); !errors.Is(err, chase.ErrStats) {
		t.Errorf("race stats of another version loaded: %v", err)
	}
}

var sink int

// BenchmarkSimulate runs studies of 2,000 chases and of 2,000 races;
// -cpu 1,2 shows the speed-up.
func BenchmarkSimulate(b *testing.B) {
	b.Run("chase", func(b *testing.B) {
		s := pursuit(0)
		b.ReportAllocs()
		for b.Loop() {
			sink += simulate(b, s, chase.Study{Seed: 1, To: 2000}).Caught
		}
		b.ReportMetric(float64(2000*b.N)/b.Elapsed().Seconds(), "chases/s")
	})
	b.Run("race", func(b *testing.B) {
		s := festival()
		b.ReportAllocs()
		for b.Loop() {
			sink += simulateRace(b, s, chase.Study{Seed: 1, To: 2000}).Places[0][0]
		}
		b.ReportMetric(float64(2000*b.N)/b.Elapsed().Seconds(), "races/s")
	})
}

// TestStudyReplay: chase i of a study is the chase New plays from
// dice.StudySeed(seed, i), and race i the race NewRace plays.
func TestStudyReplay(t *testing.T) {
	s, r := pursuit(0), festival()
	for i := uint64(40); i < 45; i++ {
		st := simulate(t, s, chase.Study{Seed: 7, From: i, To: i + 1})
		c, err := chase.New(s, dice.NewSource(dice.StudySeed(7, i)))
		if err != nil {
			t.Fatal(err)
		}
		out, err := c.Run()
		if err != nil {
			t.Fatal(err)
		}
		if st.TurnsSum != int64(c.Turns()) || (out.End == chase.Caught) != (st.Caught == 1) {
			t.Errorf("chase %d: replayed %v; the study: %+v", i, out, st)
		}
		rs := simulateRace(t, r, chase.Study{Seed: 7, From: i, To: i + 1})
		rc, err := chase.NewRace(r, dice.NewSource(dice.StudySeed(7, i)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rc.Run(); err != nil {
			t.Fatal(err)
		}
		order := rc.Order()
		if w, ok := rc.Winner(); !ok || w != order[0] || rs.Places[w][0] != 1 || rs.TurnsSum != int64(rc.Turns()) {
			t.Errorf("race %d: replayed winner %d, order %v; the study: %+v", i, w, order, rs)
		}
	}
}

// FuzzStatsJSON: chase and race statistics read from any JSON are refused
// or safe to print, merge and ask what is missing.
func FuzzStatsJSON(f *testing.F) {
	for _, v := range []any{simulate(f, pursuit(0), chase.Study{Seed: 1, To: 20}), simulateRace(f, festival(), chase.Study{Seed: 1, To: 20})} {
		data, _ := json.Marshal(v)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a, b chase.Stats
		if json.Unmarshal(data, &a) == nil && json.Unmarshal(data, &b) == nil {
			_, _ = a.String(), a.Missing(0, 100)
			if err := a.Merge(&b); err == nil && a.Chases > 0 {
				t.Fatalf("statistics of %d chases merged with themselves", b.Chases)
			}
		}
		var r, q chase.RaceStats
		if json.Unmarshal(data, &r) == nil && json.Unmarshal(data, &q) == nil {
			_, _, _ = r.String(), r.Missing(0, 100), r.PlaceRate(1, 1)
			if err := r.Merge(&q); err == nil && r.Races > 0 {
				t.Fatalf("statistics of %d races merged with themselves", q.Races)
			}
		}
	})
}
