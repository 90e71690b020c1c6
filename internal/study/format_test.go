package study

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
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// toy is the statistics of a toy encounter, a game of two players: each
// game rolls a d6 — 1 to 3 a win for the first player, 4 or 5 for the
// second, 6 a draw — and counts the roll's sum, sum of squares and
// histogram.
type toy struct {
	Header
	Names []string `json:"names"`
	Games int      `json:"games"`
	Wins  []int    `json:"wins"`
	Draws int      `json:"draws"`
	Sum   int64    `json:"sum"`
	SumSq int64    `json:"sumSq"`
	Hist  []int    `json:"hist"` // rolls 1..6 at index 0..5
}

var errToy = errors.New("toy: statistics do not fit")

var toys = Format[toy]{
	Unit: "games", Who: "players", Version: 2, Err: errToy,
	Empty: func(names []string) *toy {
		return &toy{Names: names, Wins: make([]int, len(names)), Hist: make([]int, 6)}
	},
	Tally: func(s *toy) Tally {
		return Tally{Header: &s.Header, Trials: &s.Games, Names: s.Names, Counts: []*int{&s.Draws},
			Sums: []*int64{&s.Sum, &s.SumSq}, Slots: [][]int{s.Wins, s.Hist}}
	},
	Shape: func(s *toy) bool { return Shape(len(s.Names), s.Wins) && len(s.Hist) == 6 },
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

func (s *toy) UnmarshalJSON(data []byte) error {
	type plain toy
	return toys.Decode(data, s, func(st *toy) any { return (*plain)(st) })
}

// play runs games st of the toy with fingerprint fp.
func play(t interface{ Fatalf(string, ...any) }, fp string, st Study) *toy {
	got, err := toys.Run(context.Background(), st, fp, []string{"Ann", "Bob"}, func() (func(uint64, *toy) error, error) {
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
	if err != nil {
		t.Fatalf("%v", err)
	}
	return got
}

// TestPropMergeExact: shards of a study, merged in any order, are the
// whole study, bit for bit.
func TestPropMergeExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.Uint64Range(1, 3000).Draw(t, "games")
		cuts := rapid.SliceOfNDistinct(rapid.Uint64Range(1, n), 0, 5, rapid.ID).Draw(t, "cuts")
		slices.Sort(cuts)
		cuts = append(append([]uint64{0}, cuts...), n)
		idx := make([]int, len(cuts)-1)
		for i := range idx {
			idx[i] = i
		}
		var merged *toy
		for _, k := range rapid.Permutation(idx).Draw(t, "order") {
			part := play(t, "fp", Study{Seed: seed, From: cuts[k], To: cuts[k+1], Chunk: rapid.IntRange(0, 500).Draw(t, "chunk")})
			if merged == nil {
				merged = part
			} else if err := toys.Merge(merged, part); err != nil {
				t.Fatal(err)
			}
		}
		if d := cmp.Diff(play(t, "fp", Study{Seed: seed, To: n}), merged); d != "" {
			t.Fatalf("shards %v (-whole +merged):\n%s", cuts, d)
		}
	})
}

// TestMergeRefuses: statistics of another study, of another shape or
// holding a game twice are refused, with an error wrapping the package's
// sentinel and saying why, and change nothing.
func TestMergeRefuses(t *testing.T) {
	a := play(t, "fp", Study{Seed: 1, To: 20})
	other := func(edit func(*toy)) *toy {
		o := play(t, "fp", Study{Seed: 1, From: 20, To: 30})
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
		{"another seed", play(t, "fp", Study{Seed: 2, From: 20, To: 30}), "toy: statistics do not fit: seeds 1 and 2"},
		{"games twice", play(t, "fp", Study{Seed: 1, From: 15, To: 25}), "toy: statistics do not fit: games 15..20 counted twice"},
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
// statistics.
func FuzzDecode(f *testing.F) {
	data, _ := json.Marshal(play(f, "fp", Study{Seed: 1, To: 20}))
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		var s toy
		if err := s.UnmarshalJSON(data); err != nil {
			if !errors.Is(err, errToy) {
				t.Fatalf("error %v is no errToy", err)
			}
			return
		}
		again, _ := json.Marshal(&s)
		var back toy
		if err := back.UnmarshalJSON(again); err != nil {
			t.Fatalf("loaded statistics do not load again: %v\n%s", err, again)
		}
		if d := cmp.Diff(s, back); d != "" {
			t.Fatalf("loaded again (-loaded +again):\n%s", d)
		}
	})
}

func TestBounds(t *testing.T) {
	for _, c := range []struct {
		st   Study
		to   uint64
		says string
	}{
		{Study{}, DefaultSize, ""},
		{Study{From: 5}, 5 + DefaultSize, ""},
		{Study{From: Max - 10}, Max, ""},
		{Study{From: 7, To: 7}, 7, ""},
		{Study{To: math.MaxUint64}, 0, "toy: statistics do not fit: games 0..18446744073709551615: game numbers are limited to [0, 2^63)"},
		{Study{From: math.MaxUint64 - 5, To: math.MaxUint64 - 1}, 0, "game numbers are limited to [0, 2^63)"},
		{Study{From: Max + 1}, 0, "game numbers are limited to [0, 2^63)"},
		{Study{From: 9, To: 3}, 0, "toy: statistics do not fit: games 9..3: From after To"},
	} {
		st := c.st
		err := toys.bounds(&st)
		switch {
		case c.says == "" && (err != nil || st.To != c.to):
			t.Errorf("%+v: To %d, error %v", c.st, st.To, err)
		case c.says != "" && (!errors.Is(err, errToy) || !strings.Contains(err.Error(), c.says)):
			t.Errorf("%+v: %v, want an error saying %q", c.st, err, c.says)
		}
	}
}
