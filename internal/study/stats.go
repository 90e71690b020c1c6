package study

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
)

// ErrMerge is the error of statistics that cannot be merged or loaded: of
// another study (version, fingerprint or seed), holding the same trials
// twice, or malformed. The encounter packages wrap it in their own
// statistics sentinel.
var ErrMerge = errors.New("study: statistics do not merge")

// Header is what every encounter's statistics carry besides their counts:
// the format's version, the fingerprint of the setup, the study's seed,
// the ranges of trials held and how many trials that is.
type Header struct {
	Version     int
	Fingerprint string
	Seed        uint64
	Ranges      [][2]uint64
	Trials      int
}

// Merge checks that o is of the same study as h — version, fingerprint and
// seed — and returns the ranges of both joined; otherwise, or when they
// hold a trial twice, the error wraps ErrMerge.
func (h Header) Merge(o Header) ([][2]uint64, error) {
	switch {
	case h.Version != o.Version:
		return nil, fmt.Errorf("%w: version %d and %d", ErrMerge, h.Version, o.Version)
	case h.Fingerprint != o.Fingerprint:
		return nil, fmt.Errorf("%w: different setups (fingerprints %s and %s)", ErrMerge, h.Fingerprint, o.Fingerprint)
	case h.Seed != o.Seed:
		return nil, fmt.Errorf("%w: seeds %d and %d", ErrMerge, h.Seed, o.Seed)
	}
	return MergeRanges(append(slices.Clone(h.Ranges), o.Ranges...))
}

// Check checks loaded statistics: the version must be version, the ranges
// must not overlap and must hold exactly Trials trials. It returns the
// ranges sorted and joined; otherwise the error wraps ErrMerge.
func (h Header) Check(version int) ([][2]uint64, error) {
	if h.Version != version {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrMerge, h.Version, version)
	}
	r, err := MergeRanges(slices.Clone(h.Ranges))
	if err != nil {
		return nil, err
	}
	total := uint64(0)
	for _, x := range r {
		total += x[1] - x[0]
	}
	if h.Trials < 0 || total != uint64(h.Trials) {
		return nil, fmt.Errorf("%w: %d trials but ranges hold %d", ErrMerge, h.Trials, total)
	}
	return r, nil
}

// MergeRanges sorts ranges of trials and joins adjacent ones, dropping
// empty ones; overlapping ranges (the same trials counted twice) wrap
// ErrMerge. It reuses r.
func MergeRanges(r [][2]uint64) ([][2]uint64, error) {
	slices.SortFunc(r, func(a, b [2]uint64) int {
		switch {
		case a[0] < b[0]:
			return -1
		case a[0] > b[0]:
			return 1
		}
		return 0
	})
	out := r[:0]
	for _, x := range r {
		if x[1] <= x[0] {
			continue
		}
		if n := len(out); n > 0 {
			last := &out[n-1]
			if x[0] < last[1] {
				return nil, fmt.Errorf("%w: trials %d..%d counted twice", ErrMerge, x[0], min(x[1], last[1]))
			}
			if x[0] == last[1] {
				last[1] = x[1]
				continue
			}
		}
		out = append(out, x)
	}
	return out, nil
}

// Missing returns the ranges of trials in [from, to) that ranges (sorted
// and disjoint) do not hold, in order; nil when they hold them all.
func Missing(ranges [][2]uint64, from, to uint64) [][2]uint64 {
	var out [][2]uint64
	at := from
	for _, r := range ranges {
		if r[1] <= at {
			continue
		}
		if r[0] >= to {
			break
		}
		if r[0] > at {
			out = append(out, [2]uint64{at, r[0]})
		}
		at = r[1]
		if at >= to {
			return out
		}
	}
	if at < to {
		out = append(out, [2]uint64{at, to})
	}
	return out
}

// Add adds src into dst element by element; the two must be of one length
// (Shape checks it when statistics are loaded).
func Add(dst, src []int) {
	for i := range dst {
		dst[i] += src[i]
	}
}

// Shape reports whether every slice has length n.
func Shape(n int, slices ...[]int) bool {
	for _, s := range slices {
		if len(s) != n {
			return false
		}
	}
	return true
}

// Fingerprint returns the fingerprint of a setup: an FNV-64a hash, in 16
// hex digits, of the JSON of the statistics' version and v. v must hold
// everything that changes results — participants, tables, rules options
// and deciders (see Decider) — with defaults filled in.
func Fingerprint(version int, v any) (string, error) {
	b, err := json.Marshal(struct {
		V int `json:"v"`
		S any `json:"s"`
	}{version, v})
	if err != nil {
		return "", err
	}
	h := fnv.New64a()
	h.Write(b)
	return fmt.Sprintf("%016x", h.Sum64()), nil
}

// ErrDecider is the error of a custom decider a study cannot fingerprint:
// one without Name() and Version() methods.
var ErrDecider = errors.New("study: a custom decider needs Name() and Version() methods to be studied")

// DeciderPrint is what a fingerprint holds of a decider: a built-in one's
// type and parameters, or a custom one's name and version.
type DeciderPrint struct {
	Builtin string `json:"builtin,omitempty"`
	Params  any    `json:"params,omitempty"`
	Name    string `json:"name,omitempty"`
	Version string `json:"version,omitempty"`
}

// named is a custom decider that names itself and its version.
type named interface {
	Name() string
	Version() string
}

// Decider returns the fingerprint of decider d: builtin is the name of a
// built-in decider ("" for a custom one) and params its parameters (the
// struct itself, marshalled to JSON). A decider with Name() and Version()
// methods is printed by them; a custom one without them wraps ErrDecider,
// naming its type.
func Decider(d any, builtin string, params any) (DeciderPrint, error) {
	if n, ok := d.(named); ok {
		return DeciderPrint{Name: n.Name(), Version: n.Version()}, nil
	}
	if builtin != "" {
		return DeciderPrint{Builtin: builtin, Params: params}, nil
	}
	return DeciderPrint{}, fmt.Errorf("%w (a %T has none)", ErrDecider, d)
}

// Rate is a proportion with its 95% confidence interval (Wilson score).
type Rate struct {
	P, Lo, Hi float64
}

// String formats the rate: "61.2% (60.3–62.2%)".
func (r Rate) String() string {
	return fmt.Sprintf("%.1f%% (%.1f–%.1f%%)", 100*r.P, 100*r.Lo, 100*r.Hi)
}

// Wilson returns the Wilson score interval of k successes in n trials at
// 95%; the zero Rate when n is 0.
func Wilson(k, n int) Rate {
	if n <= 0 {
		return Rate{}
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / den
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return Rate{P: p, Lo: max(0, c-h), Hi: min(1, c+h)}
}

// Mean returns the mean and standard deviation of n values whose sum and
// sum of squares are given; 0, 0 when n is 0.
func Mean(sum, sumSq int64, n int) (mean, sd float64) {
	if n <= 0 {
		return 0, 0
	}
	f := float64(n)
	mean = float64(sum) / f
	return mean, math.Sqrt(max(0, float64(sumSq)/f-mean*mean))
}
