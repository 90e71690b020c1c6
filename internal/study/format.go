package study

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Tally lists the counts of one encounter's statistics, in a fixed order:
// what Format adds when it merges them. Two statistics of one study, whose
// Shape is right, give tallies of the same shape.
type Tally struct {
	Header *Header
	Trials *int     // the trials held: the Stats' Duels, Brawls, Chases…
	Names  []string // the participants, when the counts are by participant
	Counts []*int   // single counts
	Sums   []*int64 // sums and sums of squares
	Slots  [][]int  // lists of counts: by participant, histograms
}

// add adds o, of the same shape, into t.
func (t Tally) add(o Tally) {
	*t.Trials += *o.Trials
	for i, c := range t.Counts {
		*c += *o.Counts[i]
	}
	for i, s := range t.Sums {
		*s += *o.Sums[i]
	}
	for i, s := range t.Slots {
		for k := range s {
			s[k] += o.Slots[i][k]
		}
	}
}

// Format is an encounter's statistics format, S its Stats: the study
// header, merging, strict decoding and the runner, written once for every
// encounter. Each package declares one Format per kind of Stats; its
// methods' errors all wrap Err and name the trials by Unit.
type Format[S any] struct {
	Unit    string // the trials, plural: "duels" ("duels 50..100 counted twice")
	Who     string // the participants, plural: "men" ("different men"); "" if Names is not kept
	Version int    // the version of the format and of the results a seed gives
	Err     error  // the package's statistics sentinel

	Empty func(names []string) *S // statistics holding no trial, the header zero
	Tally func(*S) Tally          // the counts of s
	Shape func(*S) bool           // whether every list of counts is as long as its study needs
	Check func(*S) error          // when not nil, checks the counts of loaded statistics
}

// errorf returns an error wrapping f.Err.
func (f *Format[S]) errorf(format string, a ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{f.Err}, a...)...)
}

// Merge adds src into dst. Both must be of the same study — version,
// fingerprint, seed and participants — of the right shape, and hold
// disjoint ranges of trials; otherwise (a nil one included) the error wraps
// Err and dst is unchanged.
func (f *Format[S]) Merge(dst, src *S) error {
	if dst == nil || src == nil {
		return f.errorf("merging nil stats")
	}
	d, s := f.Tally(dst), f.Tally(src)
	dh, sh := d.Header, s.Header
	switch {
	case !slices.Equal(d.Names, s.Names):
		return f.errorf("different %s", f.Who)
	case !f.Shape(dst) || !f.Shape(src):
		return f.errorf("malformed stats")
	case dh.Version != sh.Version:
		return f.errorf("version %d and %d", dh.Version, sh.Version)
	case dh.Fingerprint != sh.Fingerprint:
		return f.errorf("different setups (fingerprints %s and %s)", dh.Fingerprint, sh.Fingerprint)
	case dh.Seed != sh.Seed:
		return f.errorf("seeds %d and %d", dh.Seed, sh.Seed)
	}
	ranges, err := MergeRanges(append(slices.Clone(dh.Ranges), sh.Ranges...))
	if err != nil {
		return f.errorf("%s %w", f.Unit, err)
	}
	d.add(s)
	dh.Ranges = ranges
	return nil
}

// Decode decodes statistics into dst: strictly (an unknown field or data
// after the value is an error), through plain(st), which must return st as
// a type without the Stats' UnmarshalJSON method. It checks their shape,
// their version, their ranges — within [0, Max), disjoint, holding as many
// trials as the statistics count — and Check; otherwise the error wraps Err
// and dst is unchanged. The ranges are left sorted and joined.
func (f *Format[S]) Decode(data []byte, dst *S, plain func(st *S) any) error {
	st := new(S)
	if err := encounter.Strict(data, plain(st)); err != nil {
		return f.errorf("%v", err)
	}
	t := f.Tally(st)
	h := t.Header
	switch {
	case !f.Shape(st):
		return f.errorf("malformed counts")
	case h.Version != f.Version:
		return f.errorf("version %d, want %d", h.Version, f.Version)
	}
	for _, x := range h.Ranges {
		if x[0] > Max || x[1] > Max {
			return f.errorf("%s %d..%d: %s numbers are limited to [0, 2^63)", f.Unit, x[0], x[1], singular(f.Unit))
		}
	}
	r, err := MergeRanges(slices.Clone(h.Ranges))
	if err != nil {
		return f.errorf("%s %w", f.Unit, err)
	}
	held := uint64(0)
	for _, x := range r {
		held += x[1] - x[0]
	}
	if *t.Trials < 0 || held != uint64(*t.Trials) {
		return f.errorf("%d %s but ranges hold %d", *t.Trials, f.Unit, held)
	}
	if f.Check != nil {
		if err := f.Check(st); err != nil {
			return err
		}
	}
	h.Ranges = r
	*dst = *st
	return nil
}

// bounds fills in st.To when it is 0 (From plus DefaultSize, at most Max)
// and checks the range: From after To, or To beyond Max, wraps Err.
func (f *Format[S]) bounds(st *Study) error {
	if st.To == 0 && st.From < Max {
		st.To = min(st.From+DefaultSize, Max)
	}
	switch {
	case st.To > Max || st.From > Max:
		return f.errorf("%s %d..%d: %s numbers are limited to [0, 2^63)", f.Unit, st.From, st.To, singular(f.Unit))
	case st.To < st.From:
		return f.errorf("%s %d..%d: From after To", f.Unit, st.From, st.To)
	}
	return nil
}

// singular drops the plural s of a unit: "brawl" for "brawls".
func singular(unit string) string {
	if n := len(unit); n > 1 && unit[n-1] == 's' {
		return unit[:n-1]
	}
	return unit
}

// Run runs study st of the setup whose fingerprint is fp, with
// participants names, and returns its statistics, header and ranges filled
// in. It first fills in st.To when it is 0 (From plus DefaultSize, at most
// Max) and checks the range: From after To, or To beyond Max, wraps Err
// and runs nothing. worker returns the player of one worker, as
// Trials.Worker does: it plays the trial whose dice are seeded with seed
// and counts it into acc. A cancelled context returns the statistics of the
// chunks completed with the context's error; a trial's error stops the
// study, naming the trial, with nil statistics (see the package Run).
func (f *Format[S]) Run(ctx context.Context, st Study, fp string, names []string, worker func() (func(seed uint64, acc *S) error, error)) (*S, error) {
	if err := f.bounds(&st); err != nil {
		return nil, err
	}
	acc, ranges, err := Run(ctx, st, Trials[S]{
		Name:   singular(f.Unit),
		Worker: worker,
		Empty: func() *S {
			s := f.Empty(names)
			*f.Tally(s).Header = Header{Version: f.Version, Fingerprint: fp, Seed: st.Seed}
			return s
		},
		Merge: func(dst, src *S) { f.Tally(dst).add(f.Tally(src)) }, // of one study and shape
	})
	if acc != nil {
		f.Tally(acc).Header.Ranges = ranges
	}
	return acc, err
}

// Shape reports whether every list of counts has n slots: a Format's Shape
// uses it for the counts it keeps by participant.
func Shape(n int, counts ...[]int) bool {
	for _, c := range counts {
		if len(c) != n {
			return false
		}
	}
	return true
}

// Title writes the first line of statistics s as their String shows them
// — "1000 brawls (seed 7)" — and reports whether their counts have the
// shape their study needs; when they do not, it says so on a second line
// and the String says no more.
func (f *Format[S]) Title(b *strings.Builder, s *S) bool {
	t := f.Tally(s)
	fmt.Fprintf(b, "%d %s (seed %d)\n", *t.Trials, f.Unit, t.Header.Seed)
	if f.Shape(s) {
		return true
	}
	if f.Who == "" {
		b.WriteString("malformed statistics: their counts do not match the rules\n")
	} else {
		fmt.Fprintf(b, "malformed statistics: their counts do not match their %s\n", f.Who)
	}
	return false
}
