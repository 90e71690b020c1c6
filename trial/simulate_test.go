package trial_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/trial"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// courtroom is the trial of the study tests: a contested case whose
// defence tries to bribe or threaten two jurors.
func courtroom() trial.Config {
	return trial.Config{
		Case:        trial.Circumstantial,
		Judge:       trial.Judge{Temperament: trial.Fair},
		Defendant:   5,
		Evidence:    trial.Ratings{Prosecution: 4, Defence: 3},
		Prosecution: trial.Skills{Oratory: 45, Law: 55},
		Defence:     trial.Skills{Oratory: 50, Law: 70, Trade: 60, Intimidation: 75},
		Counsel:     [2]trial.Counsel{trial.Greedy{}, trial.Greedy{Attempts: 2}},
	}
}

type fataler interface {
	Helper()
	Fatal(...any)
}

func simulate(t fataler, s trial.Config, st trial.Study) *trial.Stats {
	t.Helper()
	got, err := trial.Simulate(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestPropStudyWorkers: a study gives the same statistics for 1, 2 and 7
// workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	s := courtroom()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		from := rapid.Uint64Range(0, 1<<40).Draw(t, "from")
		to := from + rapid.Uint64Range(1, 150).Draw(t, "trials")
		want := simulate(t, s, trial.Study{Seed: seed, From: from, To: to, Workers: 1, Chunk: rapid.IntRange(0, 64).Draw(t, "chunk")})
		for _, w := range []int{2, 7} {
			chunk := rapid.IntRange(0, 64).Draw(t, "chunk")
			if d := cmp.Diff(want, simulate(t, s, trial.Study{Seed: seed, From: from, To: to, Workers: w, Chunk: chunk})); d != "" {
				t.Fatalf("%d workers, chunks of %d (-1 worker +got):\n%s", w, chunk, d)
			}
		}
		if want.Trials != int(to-from) {
			t.Fatalf("%d trials of %d..%d", want.Trials, from, to)
		}
	})
}

// TestPropStudyShards: shards of a study, written to JSON, read back and
// merged in any order, equal the whole study.
func TestPropStudyShards(t *testing.T) {
	s := courtroom()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.Uint64Range(1, 150).Draw(t, "trials")
		cuts := rapid.SliceOfNDistinct(rapid.Uint64Range(1, n), 0, 4, rapid.ID).Draw(t, "cuts")
		slices.Sort(cuts)
		cuts = append(append([]uint64{0}, cuts...), n)
		idx := make([]int, len(cuts)-1)
		for i := range idx {
			idx[i] = i
		}
		order := rapid.Permutation(idx).Draw(t, "order")
		var merged *trial.Stats
		for _, k := range order {
			data, err := json.Marshal(simulate(t, s, trial.Study{Seed: seed, From: cuts[k], To: cuts[k+1]}))
			if err != nil {
				t.Fatal(err)
			}
			part := new(trial.Stats)
			if err := json.Unmarshal(data, part); err != nil {
				t.Fatal(err)
			}
			if merged == nil {
				merged = part
			} else if err := merged.Merge(part); err != nil {
				t.Fatal(err)
			}
		}
		whole := simulate(t, s, trial.Study{Seed: seed, To: n})
		if d := cmp.Diff(whole, merged); d != "" {
			t.Fatalf("shards %v merged in order %v (-whole +merged):\n%s", cuts, order, d)
		}
		if err := merged.Merge(whole); !errors.Is(err, trial.ErrStats) {
			t.Fatalf("the same trials merged twice: %v", err)
		}
	})
}

// TestStudyCancelled: a study cancelled after its second chunk returns the
// statistics of the two chunks done and says what is missing.
func TestStudyCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var largest atomic.Uint64
	st, err := trial.Simulate(ctx, courtroom(), trial.Study{Seed: 9, To: 500, Workers: 1, Chunk: 100, Progress: func(done, _ uint64) {
		largest.Store(done)
		if done == 200 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || st == nil || st.Trials != 200 || largest.Load() != 200 {
		t.Fatalf("cancelled: %v, %+v", err, st)
	}
	if d := cmp.Diff([][2]uint64{{200, 500}}, st.Missing(0, 500)); d != "" {
		t.Fatalf("missing (-want +got):\n%s", d)
	}
}

// TestStudyCounts: the verdicts add up to the trials, the days to the
// trials deliberated, and the defence's tampering is seen.
func TestStudyCounts(t *testing.T) {
	st := simulate(t, courtroom(), trial.Study{Seed: 1876, To: 2000})
	days := 0
	for d, k := range st.DaysHist {
		if d > 0 {
			days += k
		}
	}
	switch {
	case st.Released+st.Guilty+st.NotGuilty+st.Hung != st.Trials:
		t.Errorf("verdicts %d+%d+%d+%d of %d trials", st.Released, st.Guilty, st.NotGuilty, st.Hung, st.Trials)
	case days != st.Deliberated || st.Deliberated == 0 || st.DaysSum < int64(st.Deliberated):
		t.Errorf("%d trials deliberated, %d by the histogram, %d days", st.Deliberated, days, st.DaysSum)
	case st.Tried[0] != 0 || st.Tried[1] == 0 || st.Swayed[1] > st.Tried[1] || st.Reported[1] > st.Tried[1]-st.Swayed[1]:
		t.Errorf("tried %v, swayed %v, reported %v", st.Tried, st.Swayed, st.Reported)
	case !strings.Contains(st.String(), "2000 trials (seed 1876)"):
		t.Errorf("the table:\n%s", st)
	}
}

// TestStudyHangingJudge: a Notorious defendant before a hanging judge on a
// solid case is found guilty more often than a reputable one before a
// lenient judge on a flimsy case: the difference of the two shares of
// 2,000 trials is above four of its standard errors.
func TestStudyHangingJudge(t *testing.T) {
	const n = 2000
	hard, soft := courtroom(), courtroom()
	hard.Case, hard.Judge, hard.Defendant = trial.Solid, trial.Judge{Temperament: trial.Hanging}, -15
	soft.Case, soft.Judge, soft.Defendant = trial.Flimsy, trial.Judge{Temperament: trial.Lenient}, 15
	h := simulate(t, hard, trial.Study{Seed: 1876, To: n}).GuiltyRate().P
	s := simulate(t, soft, trial.Study{Seed: 1876, To: n}).GuiltyRate().P
	se := math.Sqrt(h*(1-h)/n + s*(1-s)/n)
	t.Logf("guilty before a hanging judge %.3f, before a lenient one %.3f (standard error %.3f)", h, s, se)
	if h-s <= 4*se {
		t.Errorf("guilty %.3f before a hanging judge, %.3f before a lenient one: want a difference above %.3f", h, s, 4*se)
	}
}

// named is a custom counsel a study accepts: it names itself.
type named struct {
	trial.Cautious
	version string
}

func (named) Name() string      { return "named" }
func (n named) Version() string { return n.version }

// unnamed is a custom counsel without a name.
type unnamed struct{ trial.Cautious }

func TestStudyRefuses(t *testing.T) {
	s := courtroom()
	for _, c := range []struct {
		name string
		st   trial.Study
	}{
		{"To beyond 2^63", trial.Study{To: math.MaxUint64}},
		{"From and To beyond 2^63", trial.Study{From: math.MaxUint64 - 5, To: math.MaxUint64 - 1}},
		{"From after To", trial.Study{From: 9, To: 3}},
	} {
		if got, err := trial.Simulate(context.Background(), s, c.st); got != nil || !errors.Is(err, trial.ErrStats) {
			t.Errorf("%s: %v, %v", c.name, got, err)
		}
	}
	s.Counsel[1] = unnamed{}
	if _, err := trial.Simulate(context.Background(), s, trial.Study{To: 10}); !errors.Is(err, trial.ErrCounsel) || !strings.Contains(err.Error(), "Name() and Version()") {
		t.Errorf("an unnamed custom counsel: %v", err)
	}
	s.Counsel[1] = trial.Person
	if _, err := trial.Simulate(context.Background(), s, trial.Study{To: 10}); !errors.Is(err, trial.ErrCounsel) || !strings.Contains(err.Error(), "person") {
		t.Errorf("a person studied: %v", err)
	}
	s.Counsel = [2]trial.Counsel{nil, trial.Greedy{Attempts: 2}}
	if a, b := simulate(t, s, trial.Study{To: 10}), simulate(t, courtroom(), trial.Study{To: 10}); a.Fingerprint != b.Fingerprint {
		t.Errorf("no counsel is not the zero Greedy: fingerprints %s and %s", a.Fingerprint, b.Fingerprint)
	}
	s.Counsel[1] = named{version: "1"}
	one := simulate(t, s, trial.Study{To: 10})
	s.Counsel[1] = named{version: "2"}
	if err := one.Merge(simulate(t, s, trial.Study{From: 10, To: 20})); !errors.Is(err, trial.ErrStats) {
		t.Errorf("two versions of a counsel merged: %v", err)
	}
	s.Counsel[1] = trial.Greedy{Attempts: 3}
	two := simulate(t, s, trial.Study{From: 10, To: 20})
	s.Counsel[1] = trial.Greedy{Attempts: 1}
	if err := two.Merge(simulate(t, s, trial.Study{To: 10})); !errors.Is(err, trial.ErrStats) {
		t.Errorf("greedy counsel of 3 and 1 attempts merged: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"version": 1, "trials": 3, "guilty": 3, "ranges": [[0, 3]]}`), new(trial.Stats)); !errors.Is(err, trial.ErrStats) {
		t.Errorf("malformed stats loaded: %v", err)
	}
	s = courtroom()
	s.Evidence = trial.Ratings{}
	if got, err := trial.Simulate(context.Background(), s, trial.Study{To: 3}); got != nil || !errors.Is(err, trial.ErrRating) {
		t.Errorf("evidence not rated: %v, %v", got, err)
	}
}

// TestStudyReplay: trial i of a study is the trial New plays from
// dice.StudySeed(seed, i).
func TestStudyReplay(t *testing.T) {
	s := courtroom()
	st := simulate(t, s, trial.Study{Seed: 7, From: 41, To: 42})
	tr, err := trial.New(s, dice.NewSource(dice.StudySeed(7, 41)))
	if err != nil {
		t.Fatal(err)
	}
	o, err := tr.Run()
	v := o.Verdict
	if err != nil {
		t.Fatal(err)
	}
	got := map[trial.Verdict]int{trial.Released: st.Released, trial.Guilty: st.Guilty, trial.Innocent: st.NotGuilty, trial.Hung: st.Hung}
	if got[v] != 1 || st.DaysHist[tr.Day()] != 1 {
		t.Errorf("replayed: %v on day %d; the study: %+v", v, tr.Day(), st)
	}
}

// BenchmarkSimulate runs studies of 10,000 trials; -cpu 1,2 shows the
// speed-up.
func BenchmarkSimulate(b *testing.B) {
	s := courtroom()
	b.ReportAllocs()
	for b.Loop() {
		sink += simulate(b, s, trial.Study{Seed: 1, To: 10_000}).Guilty
	}
	b.ReportMetric(float64(10_000*b.N)/b.Elapsed().Seconds(), "trials/s")
}

// FuzzStatsJSON: statistics read from any JSON are refused or safe to
// print, merge and ask what is missing.
func FuzzStatsJSON(f *testing.F) {
	data, _ := json.Marshal(simulate(f, courtroom(), trial.Study{Seed: 1, To: 20}))
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		var a, b trial.Stats
		if json.Unmarshal(data, &a) != nil || json.Unmarshal(data, &b) != nil {
			return
		}
		_, _ = a.String(), a.Missing(0, 100)
		if err := a.Merge(&b); err == nil && a.Trials > 0 {
			t.Fatalf("statistics of %d trials merged with themselves", b.Trials)
		}
	})
}
