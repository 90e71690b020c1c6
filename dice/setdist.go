package dice

import (
	"encoding/binary"
	"maps"
	"slices"
)

// dist returns the distribution of the set's value from its members'
// distributions (independent, as their dice are): their totals added, or
// counted, or only the kept ones added.
func (st *set) dist(members []*Dist, work *int) (*Dist, error) {
	if st.sels.n > 0 {
		return st.keptDist(members, work)
	}
	acc := fixed(0)
	for _, d := range members {
		if st.success.set() {
			d = d.mapValues(st.worth)
		}
		if *work += len(acc.p) * len(d.p); *work > maxDistWork {
			return nil, errTooLarge
		}
		acc = acc.convolve(d)
	}
	return acc, nil
}

// keptDist returns the distribution of the sum of the members' totals that
// a chain of keeps and drops keeps. The members are unlike, so it follows
// them one by one, keeping of the totals seen so far only what decides the
// sum: the a lowest and b highest (a and b, what the window drops at each
// end) and the sum of those between — or, when fewer, the b+k highest (k
// kept) or the a+k lowest. A new total enters at its place; what it pushes
// out of the lowest goes to the highest, and what that pushes out to the
// sum.
func (st *set) keptDist(members []*Dist, work *int) (*Dist, error) {
	m := len(members)
	lo, hi := st.sels.window(m)
	if hi-lo == 1 {
		return orderStat(members, lo, work)
	}
	a, b, k := lo, m-hi, hi-lo
	// The representation with the fewest numbers in a state: the a lowest,
	// b highest and the sum between (a+b+1), the b+k highest, or the a+k
	// lowest.
	capLow, capHigh, keepMid := a, b, true
	switch {
	case b+k <= a+b+1 && b+k <= a+k:
		capLow, capHigh, keepMid = 0, b+k, false
	case a+k <= a+b+1:
		capLow, capHigh, keepMid = a+k, 0, false
	}
	kept := func(low, high []int, mid int) int {
		switch {
		case keepMid:
			return mid
		case capHigh > 0:
			return sumInts(high[:k])
		}
		return sumInts(low[a:])
	}
	type state struct {
		low, high []int
		mid       int
	}
	states := map[string]state{"": {}}
	probs := map[string]float64{"": 1}
	lost := 1.0
	for _, d := range members {
		lost *= 1 - d.tail
		// A step of this search costs far more than an addition of the
		// convolutions (a map entry and a slice each): it counts 32.
		if *work += 32 * len(states) * len(d.p) * (capLow + capHigh + 1); *work > maxDistWork {
			return nil, errTooLarge
		}
		nextStates := map[string]state{}
		nextProbs := map[string]float64{}
		for _, key := range slices.Sorted(maps.Keys(states)) {
			s, q := states[key], probs[key]
			for i, p := range d.p {
				if p == 0 {
					continue
				}
				low, high, mid := slices.Clone(s.low), slices.Clone(s.high), s.mid
				x, ok := d.min+i, true
				if capLow > 0 {
					low = insertSorted(low, x)
					x, ok = 0, false
					if len(low) > capLow {
						x, ok, low = low[len(low)-1], true, low[:len(low)-1]
					}
				}
				if ok && capHigh > 0 {
					high = insertSorted(high, x)
					x, ok = 0, false
					if len(high) > capHigh {
						x, ok, high = high[0], true, high[1:]
					}
				}
				if ok && keepMid {
					mid += x
				}
				nk := stateKey(low, high, mid)
				nextStates[nk] = state{low, high, mid}
				nextProbs[nk] += q * p
			}
		}
		states, probs = nextStates, nextProbs
	}
	vals := map[int]float64{}
	first := true
	vlo, vhi := 0, 0
	for _, key := range slices.Sorted(maps.Keys(states)) {
		s := states[key]
		v := kept(s.low, s.high, s.mid)
		vals[v] += probs[key]
		if first || v < vlo {
			vlo = v
		}
		if first || v > vhi {
			vhi = v
		}
		first = false
	}
	out := &Dist{min: vlo, p: make([]float64, vhi-vlo+1), tail: 1 - lost}
	for v, p := range vals {
		out.p[v-vlo] = p
	}
	return out, nil
}

func sumInts(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// insertSorted inserts x into the ascending list xs.
func insertSorted(xs []int, x int) []int {
	i, _ := slices.BinarySearch(xs, x)
	return slices.Insert(xs, i, x)
}

// stateKey encodes a state of keptDist as a map key.
func stateKey(low, high []int, mid int) string {
	b := make([]byte, 0, 8*(len(low)+len(high)+2))
	b = binary.AppendVarint(b, int64(len(low)))
	for _, x := range low {
		b = binary.AppendVarint(b, int64(x))
	}
	for _, x := range high {
		b = binary.AppendVarint(b, int64(x))
	}
	b = binary.AppendVarint(b, int64(mid))
	return string(b)
}

// orderStat returns the distribution of the value at position j (from 0,
// in ascending order) among the independent members: the chance that it is
// x or less is the chance that at least j+1 members are x or less, a count
// whose distribution follows the members one by one (each x or less with
// its own chance, else above x). A member's truncated tail is left out, so
// the table holds only totals the members' tables can make, and the tail
// is what they leave out.
func orderStat(members []*Dist, j int, work *int) (*Dist, error) {
	lo, hi := members[0].min, members[0].Max()
	whole := 1.0 // the chance that every member lies within its table
	for _, d := range members {
		lo, hi = min(lo, d.min), max(hi, d.Max())
		whole *= 1 - d.tail
	}
	m := len(members)
	if *work += (hi - lo + 1) * m * m; *work > maxDistWork {
		return nil, errTooLarge
	}
	out := &Dist{min: lo, p: make([]float64, hi-lo+1), tail: 1 - whole}
	cdf := make([]float64, m) // each member's chance of x or less
	count := make([]float64, m+1)
	prev := 0.0
	for x := lo; x <= hi; x++ {
		for i, d := range members {
			cdf[i] += d.P(x)
			if x >= d.Max() { // the whole table: exactly, not a rounded sum
				cdf[i] = 1 - d.tail
			}
		}
		clear(count)
		count[0] = 1
		for i, f := range cdf {
			rest := 1 - members[i].tail - f // above x, within the table
			for c := i + 1; c > 0; c-- {
				count[c] = count[c]*rest + count[c-1]*f
			}
			count[0] *= rest
		}
		// The chance of at least j+1, from the smaller side, so that it is
		// exactly 0 or the whole where it must be.
		below, above := 0.0, 0.0
		for c, q := range count {
			if c <= j {
				below += q
			} else {
				above += q
			}
		}
		atLeast := above
		if below < above {
			atLeast = whole - below
		}
		out.p[x-lo] = max(atLeast-prev, 0)
		prev = atLeast
	}
	return out.trim(), nil
}
