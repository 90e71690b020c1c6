package encountertest

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/study"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// Simulate runs a study of one setup: a package's Simulate with the setup
// bound, S its Stats.
type Simulate[S any] func(ctx context.Context, st study.Study) (*S, error)

// Stats is what the study properties ask of a package's statistics.
type Stats[S any] interface {
	*S
	Merge(*S) error
	Missing(from, to uint64) [][2]uint64
	String() string
	UnmarshalJSON([]byte) error
}

// run runs st, failing t on an error.
func (sim Simulate[S]) run(t T, st study.Study) *S {
	t.Helper()
	got, err := sim(context.Background(), st)
	if err != nil {
		t.Fatalf("study %+v: %v", st, err)
	}
	return got
}

// held counts the trials of [from, to) that s holds.
func held[S any, P Stats[S]](s P, from, to uint64) uint64 {
	n := to - from
	for _, m := range s.Missing(from, to) {
		n -= m[1] - m[0]
	}
	return n
}

// StudyWorkers checks the property: a study of up to most trials, from
// anywhere below 2^40, gives the same statistics for 1, 2 and 7 workers
// and any chunk size, holding every trial it was asked for.
func StudyWorkers[S any, P Stats[S]](t *rapid.T, sim Simulate[S], most uint64) {
	seed := rapid.Uint64().Draw(t, "seed")
	from := rapid.Uint64Range(0, 1<<40).Draw(t, "from")
	to := from + rapid.Uint64Range(1, most).Draw(t, "trials")
	chunk := func() int { return rapid.IntRange(0, 64).Draw(t, "chunk") }
	want := sim.run(t, study.Study{Seed: seed, From: from, To: to, Workers: 1, Chunk: chunk()})
	for _, w := range []int{2, 7} {
		c := chunk()
		if d := cmp.Diff(want, sim.run(t, study.Study{Seed: seed, From: from, To: to, Workers: w, Chunk: c})); d != "" {
			t.Fatalf("%d workers, chunks of %d (-1 worker +got):\n%s", w, c, d)
		}
	}
	if n := held(P(want), from, to); n != to-from {
		t.Fatalf("%d trials held of %d..%d", n, from, to)
	}
}

// StudyShards checks the property: shards of a study of up to most
// trials, written to JSON, read back and merged in any order, equal the
// whole study; and the whole merged in again is refused with sentinel.
func StudyShards[S any, P Stats[S]](t *rapid.T, sim Simulate[S], most uint64, sentinel error) {
	seed := rapid.Uint64().Draw(t, "seed")
	n := rapid.Uint64Range(1, most).Draw(t, "trials")
	cuts := rapid.SliceOfNDistinct(rapid.Uint64Range(1, n), 0, 4, rapid.ID).Draw(t, "cuts")
	slices.Sort(cuts)
	cuts = append(append([]uint64{0}, cuts...), n)
	idx := make([]int, len(cuts)-1)
	for i := range idx {
		idx[i] = i
	}
	order := rapid.Permutation(idx).Draw(t, "order")
	var merged P
	for _, k := range order {
		part := roundTrip[S](t, sim.run(t, study.Study{Seed: seed, From: cuts[k], To: cuts[k+1]}))
		if merged == nil {
			merged = part
		} else if err := merged.Merge(part); err != nil {
			t.Fatalf("merging shard %d..%d: %v", cuts[k], cuts[k+1], err)
		}
	}
	whole := sim.run(t, study.Study{Seed: seed, To: n})
	if d := cmp.Diff(whole, (*S)(merged)); d != "" {
		t.Fatalf("shards %v merged in order %v (-whole +merged):\n%s", cuts, order, d)
	}
	if err := merged.Merge(whole); !errors.Is(err, sentinel) {
		t.Fatalf("the same trials merged twice: %v", err)
	}
}

// roundTrip writes s as JSON and reads it back into a new S.
func roundTrip[S any](t T, s *S) *S {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	back := new(S)
	if err := json.Unmarshal(data, back); err != nil {
		t.Fatalf("unmarshal of its own JSON: %v\n%s", err, data)
	}
	return back
}

// StudyCancelled checks the property: a study of up to most trials
// cancelled after any number of chunks returns the statistics of exactly
// the trials its progress reported done, an error wrapping
// context.Canceled exactly when some are missing, and completed by the
// missing ranges, run and merged in, it is the whole study.
func StudyCancelled[S any, P Stats[S]](t *rapid.T, sim Simulate[S], most uint64) {
	seed := rapid.Uint64().Draw(t, "seed")
	from := rapid.Uint64Range(0, 1000).Draw(t, "from")
	n := rapid.Uint64Range(1, most).Draw(t, "trials")
	chunk := rapid.IntRange(1, 64).Draw(t, "chunk")
	chunks := int((n + uint64(chunk) - 1) / uint64(chunk))
	stop := int64(rapid.IntRange(0, chunks).Draw(t, "chunks before cancel"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if stop == 0 {
		cancel()
	}
	var calls atomic.Int64
	var largest atomic.Uint64
	got, err := sim(ctx, study.Study{Seed: seed, From: from, To: from + n, Workers: rapid.IntRange(1, 3).Draw(t, "workers"), Chunk: chunk,
		Progress: func(done, _ uint64) {
			for old := largest.Load(); done > old && !largest.CompareAndSwap(old, done); old = largest.Load() {
			}
			if calls.Add(1) == stop {
				cancel()
			}
		}})
	if got == nil {
		t.Fatalf("no statistics: %v", err)
	}
	st := P(got)
	if h := held(st, from, from+n); h != largest.Load() {
		t.Fatalf("%d trials held, %d reported done", h, largest.Load())
	}
	missing := st.Missing(from, from+n)
	if (err != nil) != (len(missing) > 0) || (err != nil && !errors.Is(err, context.Canceled)) {
		t.Fatalf("error %v with %v missing", err, missing)
	}
	for _, m := range missing {
		if err := st.Merge(sim.run(t, study.Study{Seed: seed, From: m[0], To: m[1]})); err != nil {
			t.Fatalf("merging the missing %v: %v", m, err)
		}
	}
	if d := cmp.Diff(sim.run(t, study.Study{Seed: seed, From: from, To: from + n}), got); d != "" {
		t.Fatalf("cancelled after %d chunks, completed (-whole +cancelled and completed):\n%s", stop, d)
	}
}

// StudyRefusals checks what every study refuses, with errors wrapping
// sentinel: trial numbers beyond 2^63 or running backwards (and no
// statistics); merging statistics of another seed, of another setup (other
// is a study of one), or holding the same trials twice — each leaving the
// statistics as they were; and loading statistics of another version, with
// an unknown field, with data after them, or whose ranges are not their
// trials.
func StudyRefusals[S any, P Stats[S]](t *testing.T, sim, other Simulate[S], sentinel error) {
	t.Helper()
	for _, c := range []struct {
		name string
		st   study.Study
	}{
		{"To beyond 2^63", study.Study{To: math.MaxUint64}},
		{"From and To beyond 2^63", study.Study{From: math.MaxUint64 - 5, To: math.MaxUint64 - 1}},
		{"From after To", study.Study{From: 9, To: 3}},
	} {
		if got, err := sim(context.Background(), c.st); got != nil || !errors.Is(err, sentinel) {
			t.Errorf("%s: %v, %v", c.name, got, err)
		}
	}
	a := sim.run(t, study.Study{Seed: 3, To: 20})
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, says string
		b          *S
	}{
		{"another seed", "seeds 3 and 4", sim.run(t, study.Study{Seed: 4, From: 20, To: 30})},
		{"another setup", "different setups (fingerprints", other.run(t, study.Study{Seed: 3, From: 20, To: 30})},
		{"the same trials twice", "15..20 counted twice", sim.run(t, study.Study{Seed: 3, From: 15, To: 25})},
	} {
		err := P(a).Merge(c.b)
		if !errors.Is(err, sentinel) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("merging %s: %v, want an error saying %q", c.name, err, c.says)
		}
		if again, _ := json.Marshal(a); string(again) != string(data) {
			t.Errorf("merging %s was refused but changed the statistics:\n%s\n%s", c.name, data, again)
		}
	}
	text := string(data)
	for _, c := range []struct{ name, json string }{
		{"another version", strings.Replace(text, `"version":`, `"version":9`, 1)},
		{"an unknown field", strings.Replace(text, `{`, `{"extra":1,`, 1)},
		{"data after the statistics", text + "{}"},
		{"ranges that are not the trials", strings.Replace(text, `"ranges":[[0,20]]`, `"ranges":[[0,19]]`, 1)},
		{"ranges beyond 2^63", strings.Replace(text, `"ranges":[[0,20]]`, `"ranges":[[0,20],[9223372036854775800,9223372036854775810]]`, 1)},
	} {
		if c.json == text {
			t.Fatalf("%s: the statistics' JSON has no field to edit:\n%s", c.name, text)
		}
		if err := P(new(S)).UnmarshalJSON([]byte(c.json)); !errors.Is(err, sentinel) {
			t.Errorf("loading %s: %v", c.name, err)
		}
	}
}

// FuzzStats fuzzes a package's statistics loader with the JSON of studies
// of 4 and 20 trials and a bare one, one span of them (a value, a member,
// or the whole document) replaced by the fuzzer's bytes (internal/fuzzseed),
// so that its inputs stay a few bytes long: statistics read from any JSON
// are refused — with sentinel, or a JSON syntax error — or they load again
// from their own JSON to the same statistics, are safe to print and ask
// what is missing, refuse to merge with themselves when they hold a trial,
// and merged into a real study's either leave it as it was (refused, with
// sentinel) or give statistics that marshal.
func FuzzStats[S any, P Stats[S]](f *testing.F, sim Simulate[S], sentinel error) {
	real := sim.run(f, study.Study{Seed: 1, To: 4})
	mine, err := json.Marshal(real)
	if err != nil {
		f.Fatal(err)
	}
	more, _ := json.Marshal(sim.run(f, study.Study{Seed: 1, From: 4, To: 24}))
	set := fuzzseed.Seeded(f, mine, more, []byte(`{"version":1,"names":["a"],"ranges":[]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		a, b := P(new(S)), P(new(S))
		if err := json.Unmarshal(data, a); err != nil {
			var syntax *json.SyntaxError
			if !errors.Is(err, sentinel) && !errors.As(err, &syntax) {
				t.Fatalf("error %v is no %v", err, sentinel)
			}
			return
		}
		if err := json.Unmarshal(data, b); err != nil {
			t.Fatalf("statistics loaded once and not twice: %v", err)
		}
		if d := cmp.Diff((*S)(a), roundTrip[S](t, (*S)(a))); d != "" {
			t.Fatalf("statistics loaded again from their own JSON differ (-loaded +again):\n%s", d)
		}
		_, _ = a.String(), a.Missing(0, 100)
		if err := a.Merge((*S)(b)); err == nil && held(a, 0, study.Max) > 0 {
			t.Fatalf("statistics holding %v merged with themselves", b.Missing(0, study.Max))
		}
		into := roundTrip[S](t, real)
		if err := P(into).Merge((*S)(b)); err != nil {
			if !errors.Is(err, sentinel) {
				t.Fatalf("error %v is no %v", err, sentinel)
			}
			if again, _ := json.Marshal(into); string(again) != string(mine) {
				t.Fatalf("a refused merge changed the statistics:\n%s\n%s", mine, again)
			}
			return
		}
		_ = P(into).String()
		if _, err := json.Marshal(into); err != nil {
			t.Fatalf("merged statistics do not marshal: %v", err)
		}
	})
}

// GoldenJSON checks that v marshals to want byte for byte. want is written
// one top-level field to a line, for a readable diff: its line breaks are
// not part of the JSON.
func GoldenJSON(t *testing.T, v any, want string) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(data); got != strings.ReplaceAll(want, "\n", "") {
		t.Errorf("the statistics' JSON changed (-want +got):\n%s", cmp.Diff(strings.TrimSpace(want), fieldLines(got)))
	}
}

// fieldLines breaks JSON after each top-level field, as GoldenJSON's want
// is written.
func fieldLines(data string) string {
	var b strings.Builder
	depth, quoted, escaped := 0, false, false
	for _, r := range data {
		b.WriteRune(r)
		switch {
		case escaped:
			escaped = false
		case quoted && r == '\\':
			escaped = true
		case r == '"':
			quoted = !quoted
		case quoted:
		case r == '{' || r == '[':
			depth++
		case r == '}' || r == ']':
			depth--
		case r == ',' && depth == 1:
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// BenchmarkStudy runs studies of n trials of sim, reporting the
// allocations and the trials a second as unit ("duels/s"); -cpu 1,2 shows
// the speed-up.
func BenchmarkStudy[S any](b *testing.B, sim Simulate[S], n uint64, unit string) {
	b.ReportAllocs()
	for b.Loop() {
		sim.run(b, study.Study{Seed: 1, To: n})
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), unit+"/s")
}

// ClearlyAbove checks that share hi of n trials is above share lo of n
// other trials by more than four standard errors of their difference,
// √(hi(1−hi)/n + lo(1−lo)/n): what says which shares they are, for the
// log and the failure ("caught on a horse 4 faster, and on an equal one").
func ClearlyAbove(t *testing.T, what string, hi, lo float64, n int) {
	t.Helper()
	se := math.Sqrt(hi*(1-hi)/float64(n) + lo*(1-lo)/float64(n))
	t.Logf("%s: %.3f and %.3f of %d (standard error %.3f)", what, hi, lo, n, se)
	if hi-lo <= 4*se {
		t.Errorf("%s: %.3f and %.3f of %d, want a difference above %.3f", what, hi, lo, n, 4*se)
	}
}
