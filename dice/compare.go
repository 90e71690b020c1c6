package dice

import (
	"strconv"
	"strings"
)

// cmpOp is the comparison of a compare point: ">=8", "<3", "=6".
type cmpOp uint8

const (
	cmpNone cmpOp = iota // no compare point written
	cmpGE                // >=
	cmpGT                // >
	cmpEQ                // =
	cmpLE                // <=
	cmpLT                // <
)

// cmp is a compare point: the values it picks out of a die. A compare point
// written after "!", "!!", "!p" or "p" says which values explode or
// penetrate; after "r", "ro" or "rr" which are rolled again; at the end of a
// group which count as successes, and after "f" which as failures.
type cmp struct {
	op cmpOp
	n  int
}

// set reports whether a compare point was written.
func (c cmp) set() bool { return c.op != cmpNone }

// meets reports whether value v meets the compare point.
func (c cmp) meets(v int) bool {
	switch c.op {
	case cmpGE:
		return v >= c.n
	case cmpGT:
		return v > c.n
	case cmpEQ:
		return v == c.n
	case cmpLE:
		return v <= c.n
	case cmpLT:
		return v < c.n
	}
	return false
}

// ascii and symbol spell the comparisons in notation and in table talk.
var (
	cmpASCII  = [...]string{cmpGE: ">=", cmpGT: ">", cmpEQ: "=", cmpLE: "<=", cmpLT: "<"}
	cmpSymbol = [...]string{cmpGE: "≥", cmpGT: ">", cmpEQ: "=", cmpLE: "≤", cmpLT: "<"}
)

// appendTo writes the compare point as notation; with bare, "N or less" is
// written as the bare number (the spelling of "r2" and "f1").
func (c cmp) appendTo(b *strings.Builder, bare bool) {
	if !(bare && c.op == cmpLE) {
		b.WriteString(cmpASCII[c.op])
	}
	b.WriteString(strconv.Itoa(c.n))
}

// talk writes the compare point as table talk: "≥ 8".
func (c cmp) talk(b *strings.Builder) {
	b.WriteString(cmpSymbol[c.op])
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(c.n))
}

// values returns the compare point as a set of values.
func (c cmp) values() ivset {
	switch c.op {
	case cmpGE:
		return ivOf(c.n, inf)
	case cmpGT:
		return ivOf(c.n+1, inf)
	case cmpEQ:
		return ivOf(c.n, c.n)
	case cmpLE:
		return ivOf(-inf, c.n)
	case cmpLT:
		return ivOf(-inf, c.n-1)
	}
	return ivset{}
}

// inf stands for an unbounded end of a set of values: no die or total of a
// parsed expression comes near it.
const inf = 1 << 50

// iv is the whole numbers lo..hi.
type iv struct{ lo, hi int }

// ivset is a set of whole numbers made of at most four disjoint runs, in
// ascending order: the values a die can show, less those a compare point
// takes out, are never more.
type ivset struct {
	n int
	r [4]iv
}

// ivOf returns the set lo..hi (empty when lo > hi).
func ivOf(lo, hi int) ivset {
	var s ivset
	if lo <= hi {
		s.r[0], s.n = iv{lo, hi}, 1
	}
	return s
}

func (s ivset) empty() bool { return s.n == 0 }
func (s ivset) min() int    { return s.r[0].lo }
func (s ivset) max() int    { return s.r[s.n-1].hi }

// add appends the run lo..hi, which lies above every run of s.
func (s *ivset) add(lo, hi int) {
	if lo <= hi && s.n < len(s.r) {
		s.r[s.n] = iv{lo, hi}
		s.n++
	}
}

// inter returns the values in both s and t.
func (s ivset) inter(t ivset) ivset {
	var o ivset
	for _, a := range s.r[:s.n] {
		for _, b := range t.r[:t.n] {
			o.add(max(a.lo, b.lo), min(a.hi, b.hi))
		}
	}
	return o
}

// minus returns the values of s not in t.
func (s ivset) minus(t ivset) ivset {
	// The complement of t, then the intersection.
	var c ivset
	lo := -inf
	for _, b := range t.r[:t.n] {
		c.add(lo, b.lo-1)
		lo = b.hi + 1
	}
	c.add(lo, inf)
	return s.inter(c)
}

// meets reports whether some value of s meets c, and whether some misses.
func (s ivset) meets(c cmp) (some, notAll bool) {
	return !s.inter(c.values()).empty(), !s.minus(c.values()).empty()
}
