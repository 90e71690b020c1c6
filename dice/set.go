package dice

import (
	"slices"
	"strings"
)

// set is a group of expressions rolled together, "{4d6, 3d8}kh1" or
// "(1d20, 1d20)kh1": its members' totals add up, or only the kept ones do,
// or each member meeting the success compare point counts 1.
type set struct {
	m       int        // how many members (expressions) it holds
	sels    selections // keeps and drops among the members, by total
	success cmp        // count the members meeting it (none: add the totals)
	failure cmp        // and take away those meeting it
}

// worth returns what a counted member of total v adds.
func (st *set) worth(v int) int { return worth(v, st.success, st.failure) }

// value returns the set's value from its members' totals, in the order
// rolled.
func (st *set) value(vals []int) int {
	if st.sels.n == 0 {
		t := 0
		for _, v := range vals {
			t += st.worth(v)
		}
		return t
	}
	var sorted [MaxTerms]int
	s := sorted[:len(vals)]
	copy(s, vals)
	return keptWorth(s, &st.sels, st.success, st.failure)
}

// appendTo writes the set's notation around its members' notation.
func (st *set) appendTo(b *strings.Builder, members []string, spaced bool) {
	b.WriteByte('{')
	sep := ","
	if spaced {
		sep = ", "
	}
	b.WriteString(strings.Join(members, sep))
	b.WriteByte('}')
	appendChoice(b, &st.sels, st.success, st.failure)
}

// span returns the lowest and highest value of the set whose members range
// over spans; reach, when not nil, says exactly whether member i can total
// a value in t (else its span decides).
func (st *set) span(spans []span, reach func(i int, t ivset) bool) span {
	if st.success.set() {
		lo, hi := 0, 0
		for i, sp := range spans {
			wlo, whi := worthRange(st.success, st.failure, func(t ivset) bool {
				if reach != nil {
					return reach(i, t)
				}
				return !t.inter(sp.ivs()).empty()
			})
			lo, hi = lo+wlo, hi+whi
		}
		return span{float64(lo), float64(hi)}
	}
	los := make([]float64, len(spans))
	his := make([]float64, len(spans))
	for i, sp := range spans {
		los[i], his[i] = sp.lo, sp.hi
	}
	return span{st.keptSum(los), st.keptSum(his)}
}

// keptSum returns the sum of the kept values among vals (which it sorts).
func (st *set) keptSum(vals []float64) float64 {
	slices.Sort(vals)
	lo, hi := st.sels.window(len(vals))
	t := 0.0
	for _, v := range vals[lo:hi] {
		t += v
	}
	return t
}
