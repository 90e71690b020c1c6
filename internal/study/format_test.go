package study_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/study"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// toy is the statistics of a toy encounter, a game of two players: each
// game rolls a d6 — 1 to 3 a win for the first player, 4 or 5 for the
// second, 6 a draw — and counts the roll's sum, sum of squares and
// histogram.
type toy struct {
	study.Header
	Names []string `json:"names"`
	Games int      `json:"games"`
	Wins  []int    `json:"wins"`
	Draws int      `json:"draws"`
	Sum   int64    `json:"sum"`
	SumSq int64    `json:"sumSq"`
	Hist  []int    `json:"hist"` // rolls 1..6 at index 0..5
}

var errToy = errors.New("toy: statistics do not fit")

var toys = study.Format[toy]{
	Unit: "games", Who: "players", Version: 2, Err: errToy,
	Empty: func(names []string) *toy {
		return &toy{Names: names, Wins: make([]int, len(names)), Hist: make([]int, 6)}
	},
	Tally: func(s *toy) study.Tally {
		return study.Tally{Header: &s.Header, Trials: &s.Games, Names: s.Names, Counts: []*int{&s.Draws},
			Sums: []*int64{&s.Sum, &s.SumSq}, Slots: [][]int{s.Wins, s.Hist}}
	},
	Shape: func(s *toy) bool { return study.Shape(len(s.Names), s.Wins) && len(s.Hist) == 6 },
	Check: func(s *toy) error {
		games := s.Draws
		for _, w := range s.Wins {
			games += w
		}
		if games != s.Games {
			return fmt.Errorf("%w: the games do not add up", errToy)
		}
		return nil
	},
}

func (s *toy) Merge(o *toy) error                  { return toys.Merge(s, o) }
func (s *toy) Missing(from, to uint64) [][2]uint64 { return study.Missing(s.Ranges, from, to) }
func (s *toy) String() string                      { return fmt.Sprintf("%d games, wins %v", s.Games, s.Wins) }

func (s *toy) UnmarshalJSON(data []byte) error {
	type plain toy
	return toys.Decode(data, s, func(st *toy) any { return (*plain)(st) })
}

// games runs studies of the toy, whose setup has the fingerprint fp.
func games(fp string) encountertest.Simulate[toy] {
	return func(ctx context.Context, st study.Study) (*toy, error) {
		return toys.Run(ctx, st, fp, []string{"Ann", "Bob"}, func() (func(uint64, *toy) error, error) {
			src := dice.NewSource(0)
			return func(seed uint64, s *toy) error {
				src.Reseed(seed)
				r := 1 + src.IntN(6)
				s.Games++
				switch {
				case r <= 3:
					s.Wins[0]++
				case r <= 5:
					s.Wins[1]++
				default:
					s.Draws++
				}
				s.Sum += int64(r)
				s.SumSq += int64(r * r)
				s.Hist[r-1]++
				return nil
			}, nil
		})
	}
}

// play runs games st of the toy with fingerprint fp.
func play(t interface{ Fatalf(string, ...any) }, fp string, st study.Study) *toy {
	got, err := games(fp)(context.Background(), st)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return got
}

// TestPropStudyWorkers: a study gives the same statistics for 1, 2 and 7
// workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyWorkers(t, games("fp"), 3000) })
}

// TestPropStudyShards: shards of a study, merged in any order, are the
// whole study, bit for bit.
func TestPropStudyShards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyShards(t, games("fp"), 3000, errToy) })
}

// TestPropStudyCancelled: a study cancelled after any number of chunks
// holds exactly the trials its progress reported done, and completed is
// the whole study.
func TestPropStudyCancelled(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyCancelled(t, games("fp"), 400) })
}

// TestStudyRefuses: what every study refuses, as the encounters' studies
// do.
func TestStudyRefuses(t *testing.T) {
	encountertest.StudyRefusals(t, games("fp"), games("pf"), errToy)
}

// TestMergeRefuses: statistics of another study, of another shape or
// holding a game twice are refused, with an error wrapping the package's
// sentinel and saying why, and change nothing.
func TestMergeRefuses(t *testing.T) {
	a := play(t, "fp", study.Study{Seed: 1, To: 20})
	other := func(edit func(*toy)) *toy {
		o := play(t, "fp", study.Study{Seed: 1, From: 20, To: 30})
		edit(o)
		return o
	}
	for _, c := range []struct {
		name string
		o    *toy
		says string
	}{
		{"nil", nil, "toy: statistics do not fit: merging nil stats"},
		{"other players", other(func(o *toy) { o.Names = []string{"Ann", "Cy"} }), "toy: statistics do not fit: different players"},
		{"a malformed histogram", other(func(o *toy) { o.Hist = o.Hist[:5] }), "toy: statistics do not fit: malformed stats"},
		{"another version", other(func(o *toy) { o.Version = 1 }), "toy: statistics do not fit: version 2 and 1"},
		{"another setup", other(func(o *toy) { o.Fingerprint = "pf" }), "toy: statistics do not fit: different setups (fingerprints fp and pf)"},
		{"another seed", play(t, "fp", study.Study{Seed: 2, From: 20, To: 30}), "toy: statistics do not fit: seeds 1 and 2"},
		{"games twice", play(t, "fp", study.Study{Seed: 1, From: 15, To: 25}), "toy: statistics do not fit: games 15..20 counted twice"},
	} {
		before, _ := json.Marshal(a)
		err := toys.Merge(a, c.o)
		if !errors.Is(err, errToy) || err.Error() != c.says {
			t.Errorf("%s: %v, want %q", c.name, err, c.says)
		}
		if after, _ := json.Marshal(a); string(after) != string(before) {
			t.Errorf("%s: refused, yet the statistics changed:\n%s\n%s", c.name, before, after)
		}
	}
	if err := toys.Merge(nil, a); !errors.Is(err, errToy) {
		t.Errorf("merging into nil: %v", err)
	}
}

// TestDecode: statistics load strictly — the right version and shape,
// ranges within [0, 2^63) that hold the games counted, counts that add up
// — and their ranges are left sorted and joined.
func TestDecode(t *testing.T) {
	const good = `{"version":2,"fingerprint":"fp","seed":1,"ranges":[[2,3],[0,2]],"names":["Ann","Bob"],"games":3,"wins":[1,1],"draws":1,"sum":12,"sumSq":50,"hist":[1,0,0,1,0,1]}`
	var s toy
	if err := json.Unmarshal([]byte(good), &s); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([][2]uint64{{0, 3}}, s.Ranges); d != "" {
		t.Errorf("ranges (-want +got):\n%s", d)
	}
	for _, c := range []struct{ name, json, says string }{
		{"an unknown field", strings.Replace(good, `"draws"`, `"drawn":0,"draws"`, 1), `unknown field "drawn"`},
		{"data after the value", good + ` {}`, "data after the value"},
		{"a malformed histogram", strings.Replace(good, `"hist":[1,0,0,1,0,1]`, `"hist":[1,0,1]`, 1), "malformed counts"},
		{"wins for three players", strings.Replace(good, `"wins":[1,1]`, `"wins":[1,1,0]`, 1), "malformed counts"},
		{"another version", strings.Replace(good, `"version":2`, `"version":1`, 1), "version 1, want 2"},
		{"ranges beyond 2^63", strings.Replace(good, `[2,3],`, `[2,3],[9223372036854775807,9223372036854775809],`, 1), "games 9223372036854775807..9223372036854775809: game numbers are limited to [0, 2^63)"},
		{"games twice", strings.Replace(good, `[[2,3],[0,2]]`, `[[1,3],[0,2]]`, 1), "games 1..2 counted twice"},
		{"more games than the ranges hold", strings.Replace(good, `[[2,3],[0,2]]`, `[[0,2]]`, 1), "3 games but ranges hold 2"},
		{"negative games", strings.Replace(good, `"games":3`, `"games":-1`, 1), "-1 games but ranges hold 3"},
		{"counts that do not add up", strings.Replace(good, `"draws":1`, `"draws":0`, 1), "the games do not add up"},
	} {
		s := toy{Names: []string{"kept"}}
		err := s.UnmarshalJSON([]byte(c.json))
		if !errors.Is(err, errToy) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.says)
		}
		if !slices.Equal(s.Names, []string{"kept"}) {
			t.Errorf("%s: refused, yet the statistics changed: %+v", c.name, s)
		}
	}
}

// FuzzDecode: statistics read from any JSON are refused with the
// package's sentinel, or load again from their own JSON to the same
// statistics, and merge as they should.
func FuzzDecode(f *testing.F) { encountertest.FuzzStats(f, games("fp"), errToy) }

// TestBounds: a study whose To is 0 runs DefaultSize games from From (at
// most to 2^63); one running backwards or beyond 2^63 runs nothing.
func TestBounds(t *testing.T) {
	for _, c := range []struct {
		st   study.Study
		to   uint64
		says string
	}{
		{study.Study{}, study.DefaultSize, ""},
		{study.Study{From: 5}, 5 + study.DefaultSize, ""},
		{study.Study{From: study.Max - 10}, study.Max, ""},
		{study.Study{From: 7, To: 7}, 7, ""},
		{study.Study{To: math.MaxUint64}, 0, "toy: statistics do not fit: games 0..18446744073709551615: game numbers are limited to [0, 2^63)"},
		{study.Study{From: math.MaxUint64 - 5, To: math.MaxUint64 - 1}, 0, "game numbers are limited to [0, 2^63)"},
		{study.Study{From: study.Max + 1}, 0, "game numbers are limited to [0, 2^63)"},
		{study.Study{From: 9, To: 3}, 0, "toy: statistics do not fit: games 9..3: From after To"},
	} {
		got, err := games("fp")(context.Background(), c.st)
		if c.says != "" {
			if got != nil || !errors.Is(err, errToy) || !strings.Contains(err.Error(), c.says) {
				t.Errorf("%+v: %v, %v, want an error saying %q", c.st, got, err, c.says)
			}
			continue
		}
		if err != nil || got.Missing(c.st.From, c.to) != nil || uint64(got.Games) != c.to-c.st.From {
			t.Errorf("%+v: %d games held in %v, want %d..%d: %v", c.st, got.Games, got.Ranges, c.st.From, c.to, err)
		}
	}
}

// TestTitle: statistics begin their text with the trials and the seed,
// and malformed ones say so and no more.
func TestTitle(t *testing.T) {
	s := toys.Empty([]string{"Ann", "Bo"})
	s.Seed, s.Games = 7, 12
	var b strings.Builder
	if !toys.Title(&b, s) || b.String() != "12 games (seed 7)\n" {
		t.Errorf("Title = %q", b.String())
	}
	s.Hist = nil
	b.Reset()
	if toys.Title(&b, s) || b.String() != "12 games (seed 7)\nmalformed statistics: their counts do not match their players\n" {
		t.Errorf("malformed: %q", b.String())
	}
	noWho := toys
	noWho.Who = ""
	b.Reset()
	if noWho.Title(&b, s) || !strings.HasSuffix(b.String(), "do not match the rules\n") {
		t.Errorf("malformed, no participants: %q", b.String())
	}
}
