package dice

import "fmt"

// model is what one die of a pool of s sides can show: the values of a
// face, those that stand after the die's rerolls, and, when the die is
// open, which of them go on (explode or penetrate) and which stop, for the
// written die (A) and for the rolls after it (B: the continuation rolls of
// a chain, or the new dice of "!").
type model struct {
	face        ivset
	stand       ivset
	goA, stopA  ivset
	next        ivset
	goB, stopB  ivset
	pen         int // 1 when each continuation roll counts one less (DI-1)
	top, nextTo int // the highest faces of the written die and of the rolls after it
}

// faces returns the values a face of a die of s sides can show: 1..s
// raised to the minimum and lowered to the maximum, or −1..1 for Fate.
func (g *pool) faces(s int) ivset {
	if g.fate {
		return ivOf(-1, 1)
	}
	hi := s
	if g.hi > 0 {
		hi = min(s, g.hi)
	}
	return ivOf(max(1, g.lo), hi)
}

// stands returns the values that stand on a die of s sides after its
// rerolls: "rr" takes out the values it rolls again.
func (g *pool) stands(s int) ivset {
	f := g.faces(s)
	if g.reroll == rerollUntil {
		return f.minus(g.rerollOn.values())
	}
	return f
}

// opening returns the values that open a die of top sides.
func (g *pool) opening(top int) ivset {
	if g.open.set() {
		return g.open.values()
	}
	return ivOf(top, top)
}

func (g *pool) model(s int) model {
	m := model{face: g.faces(s), stand: g.stands(s), top: s}
	if g.Dice.Open == Closed {
		return m
	}
	xa := g.opening(s)
	m.goA, m.stopA = m.stand.inter(xa), m.stand.minus(xa)
	c := g.Dice.chainOf(s)
	m.nextTo = c
	if g.split {
		m.next = g.stands(c)
	} else {
		m.next = g.faces(c)
	}
	xb := g.opening(c)
	m.goB, m.stopB = m.next.inter(xb), m.next.minus(xb)
	if g.Dice.Open == Penetrating {
		m.pen = 1
	}
	return m
}

// check returns what is wrong with the pool's dice of s sides, if anything,
// and whether its reroll and its opening ever happen there.
func (g *pool) check(s int) (msg string, rerolls, opens bool) {
	if !g.fate && g.lo > s {
		return fmt.Sprintf("a minimum of %d above the highest face of a d%d", g.lo, s), false, false
	}
	if g.reroll != noReroll {
		some, notAll := g.faces(s).meets(g.rerollOn)
		if !notAll {
			return fmt.Sprintf("a reroll of every face of a d%d", s), false, false
		}
		if c := g.Dice.chainOf(s); g.split && g.reroll == rerollUntil && c != s {
			if _, notAll := g.faces(c).meets(g.rerollOn); !notAll {
				return fmt.Sprintf("a reroll of every face of the d%d it explodes into", c), false, false
			}
			if q := g.faceDist(c).chance(g.rerollOn.meets); q > maxGoOn+1e-9 {
				return fmt.Sprintf("a reroll until that takes %.0f%% of the faces of the d%d it explodes into: at most 90%%", 100*q, c), false, false
			}
		}
		rerolls = some
		if q := g.faceDist(s).chance(g.rerollOn.meets); g.reroll == rerollUntil && q > maxGoOn+1e-9 {
			return fmt.Sprintf("a reroll until that takes %.0f%% of the faces of a d%d: at most 90%%", 100*q, s), false, false
		}
	}
	if g.Dice.Open != Closed {
		m := g.model(s)
		if m.stopB.empty() {
			return fmt.Sprintf("a d%d that goes on whatever it shows: it would roll forever", m.nextTo), false, false
		}
		c := m.nextTo
		next := g.faceDist(c) // a continuation roll of a chain
		if g.split {
			next = g.standDist(c) // a new die, with its rerolls
		}
		if q := next.chance(func(v int) bool { return g.opens(v, c) }); q > maxGoOn+1e-9 {
			return fmt.Sprintf("a d%d that goes on %.0f%% of the time: at most 90%%", c, 100*q), false, false
		}
		opens = !m.goA.empty()
	}
	return "", rerolls, opens
}

// maxGoOn is the highest chance a chain may have of going on at each roll:
// a chain that goes on 9 times in 10 reaches MaxChain rolls with a chance
// of 0.9⁹⁹⁹, below 2⁻¹⁵⁰, so the guard stays a guard against a broken
// source, which Min, Max and Distribution may ignore. (A die's highest
// face alone goes on half the time at most, on a d2.)
const maxGoOn = 0.9

// chance returns the probability of the values that meet.
func (d *Dist) chance(meets func(int) bool) float64 {
	q := 0.0
	for i, p := range d.p {
		if meets(d.min + i) {
			q += p
		}
	}
	return q
}

// span returns the lowest and highest value of n dice of s sides (±inf
// when a chain makes it unbounded).
func (g *pool) span(n, s int) (lo, hi int) {
	if n == 0 {
		return 0, 0
	}
	m := g.model(s)
	k := n
	if g.sels.n > 0 {
		a, b := g.sels.window(n)
		k = b - a
	}
	switch {
	case g.split && g.sels.n > 0:
		return splitKeptSpan(&g.sels, n, m.goA, m.stopA)
	case g.success.set() && g.split:
		lo, hi := g.chainWorth(m)
		return times(n, lo), times(n, hi)
	case g.success.set():
		lo, hi := g.worthRange(func(t ivset) bool { return m.reaches(t) })
		return times(k, lo), times(k, hi)
	case g.Dice.Open == Closed:
		return k * m.stand.min(), k * m.stand.max()
	}
	lo = inf
	if !m.stopA.empty() {
		lo = m.stopA.min()
	}
	if !m.goA.empty() {
		lo = min(lo, m.goA.min()+m.stopB.min()-m.pen)
	}
	return times(k, lo), inf
}

// times returns n·v, keeping ±inf.
func times(n, v int) int {
	switch {
	case n == 0:
		return 0
	case v >= inf:
		return inf
	case v <= -inf:
		return -inf
	}
	return n * v
}

// worthRange returns the least and most a die adds to a success count,
// given which sets of values it can reach.
func (g *pool) worthRange(reach func(ivset) bool) (lo, hi int) {
	return worthRange(g.success, g.failure, reach)
}

// worthRange returns the least and most a die or a set's member adds to a
// count of successes less failures, given which sets of values it can
// reach.
func worthRange(success, failure cmp, reach func(ivset) bool) (lo, hi int) {
	s := success.values()
	f := failure.values()
	lo, hi = 2, -2
	see := func(w int, t ivset) {
		if !t.empty() && reach(t) {
			lo, hi = min(lo, w), max(hi, w)
		}
	}
	see(1, s.minus(f))
	see(-1, f.minus(s))
	see(0, s.inter(f))
	see(0, ivOf(-inf, inf).minus(s).minus(f))
	return lo, hi
}

// reaches reports whether a die (its chain added, for "p" and "!!") can be
// worth a value in t.
func (m *model) reaches(t ivset) bool {
	if m.goA.empty() && m.stopA.empty() { // a closed die
		return !m.stand.inter(t).empty()
	}
	if !m.stopA.inter(t).empty() {
		return true
	}
	// A die that goes on is worth a (from goA) plus the chain: any number
	// of continuation rolls that go on, each adding b − pen (b from goB),
	// then one that stops, adding c − pen (c from stopB).
	for _, a := range m.goA.r[:m.goA.n] {
		for _, c := range m.stopB.r[:m.stopB.n] {
			for _, x := range t.r[:t.n] {
				base1, base2 := a.lo+c.lo-m.pen, a.hi+c.hi-m.pen
				if m.stepsReach(max(0, x.lo-base2), x.hi-base1) {
					return true
				}
			}
		}
	}
	return false
}

// stepsReach reports whether some number of continuation rolls that go on
// adds up to a value in y1..y2: k rolls add k·u..k·w, every value between.
func (m *model) stepsReach(y1, y2 int) bool {
	if y1 > y2 || y2 < 0 {
		return false
	}
	if y1 <= 0 {
		return true
	}
	if m.goB.empty() {
		return false
	}
	u, w := max(m.goB.min()-m.pen, 1), m.goB.max()-m.pen
	if w < 1 {
		return false
	}
	k1 := (y1 + w - 1) / w // the fewest rolls that can reach y1
	return k1*u <= y2
}

// chainWorth returns the least and most the dice of one written die of a
// "!" pool add to a success count: the die, and while a die goes on, a new
// one.
func (g *pool) chainWorth(m model) (lo, hi int) {
	in := func(set ivset) func(ivset) bool {
		return func(t ivset) bool { return !set.inter(t).empty() }
	}
	// The new dice after one that went on: any number that go on, then one
	// that stops.
	blo, bhi := g.worthRange(in(m.stopB))
	if !m.goB.empty() {
		glo, ghi := g.worthRange(in(m.goB))
		if glo < 0 {
			blo = -inf
		}
		if ghi > 0 {
			bhi = inf
		}
	}
	lo, hi = inf, -inf
	if !m.stopA.empty() {
		lo, hi = g.worthRange(in(m.stopA))
	}
	if !m.goA.empty() {
		alo, ahi := g.worthRange(in(m.goA))
		lo, hi = min(lo, addInf(alo, blo)), max(hi, addInf(ahi, bhi))
	}
	return lo, hi
}

// addInf adds two values, keeping ±inf.
func addInf(a, b int) int {
	switch {
	case a >= inf || b >= inf:
		return inf
	case a <= -inf || b <= -inf:
		return -inf
	}
	return a + b
}

// splitKeptSpan returns the lowest and highest value of n written dice of a
// "!" pool with keeps and drops: any number E of new dice can join, each
// showing a value that goes on (goes), with the n values that stop (stops).
// The kept sum only grows with each die's value, so the extremes have every
// die at the least (or most) of its kind; E is tried up to where the kept
// positions stop moving, after which the sum is steady or, when the window
// keeps growing, rises without end.
func splitKeptSpan(sels *selections, n int, goes, stops ivset) (lo, hi int) {
	last := 0
	if !goes.empty() {
		last = sels.sum() + n + 2
	}
	sum := func(e, gv, sv int) int {
		d := n + e
		a, b := sels.window(d)
		if gv < sv { // the new dice lie below the dice that stopped
			return gv*overlap(0, e, a, b) + sv*overlap(e, d, a, b)
		}
		return sv*overlap(0, n, a, b) + gv*overlap(n, d, a, b)
	}
	lo, hi = inf, -inf
	gmin, gmax := 0, 0
	if !goes.empty() {
		gmin, gmax = goes.min(), goes.max()
	}
	for e := 0; e <= last; e++ {
		lo = min(lo, sum(e, gmin, stops.min()))
		hi = max(hi, sum(e, gmax, stops.max()))
	}
	if a, b := sels.window(n + last); !goes.empty() {
		if c, d := sels.window(n + last + 1); d-c > b-a {
			hi = inf
		}
	}
	return lo, hi
}
