package dice

import (
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
func (st *set) worth(v int) int {
	if !st.success.set() {
		return v
	}
	return b2i(st.success.meets(v)) - b2i(st.failure.meets(v))
}

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
	// Insertion sort: a set holds a handful of members.
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	lo, hi := st.sels.window(len(s))
	t := 0
	for _, v := range s[lo:hi] {
		t += st.worth(v)
	}
	return t
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
	st.sels.appendTo(b)
	if st.success.set() {
		st.success.appendTo(b, false)
	}
	if st.failure.set() {
		b.WriteByte('f')
		st.failure.appendTo(b, true)
	}
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
	for i := 1; i < len(vals); i++ {
		for j := i; j > 0 && vals[j] < vals[j-1]; j-- {
			vals[j], vals[j-1] = vals[j-1], vals[j]
		}
	}
	lo, hi := st.sels.window(len(vals))
	t := 0.0
	for _, v := range vals[lo:hi] {
		t += v
	}
	return t
}
