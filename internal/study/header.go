package study

import (
	"fmt"
	"slices"
)

// Header is what every encounter's statistics carry besides their counts,
// embedded first in each package's Stats so that their JSON begins with
// it: the version of the statistics format, the fingerprint of the setup
// studied, the study's seed and the ranges of trials held — each
// [from, to), sorted and disjoint, as Format leaves them.
//
// Header has no methods: they would be promoted to every Stats.
type Header struct {
	Version     int         `json:"version"`
	Fingerprint string      `json:"fingerprint"`
	Seed        uint64      `json:"seed"`
	Ranges      [][2]uint64 `json:"ranges"`
}

// MergeRanges sorts ranges of trials and joins adjacent ones, dropping
// empty ones. Overlapping ranges — the same trials counted twice — are an
// error naming the trials they share: "50..100 counted twice". It reuses r.
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
				return nil, fmt.Errorf("%d..%d counted twice", x[0], min(x[1], last[1]))
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
