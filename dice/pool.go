package dice

import (
	"slices"
	"strconv"
	"strings"
)

// MaxChain is the most rolls one die makes: a chain of explosions or
// penetrations, or of rolls again until a face stops matching, stops there
// and the record says it was cut ([Result.Cut], [Throw.Cut]). With fair dice
// a chain that long has a chance below 2⁻⁹⁹⁹ on a die's highest face, and
// below 2⁻¹⁵⁰ with any compare point notation accepts (one going on at most
// 9 times in 10); the guard is against a broken source stuck on one face,
// not a rule, so [Expr.Min], [Expr.Max] and [Expr.Distribution] ignore it.
const MaxChain = 1000

// pool is a group of dice in an expression with what the notation does to
// them. A pool without any modifier is plain: it rolls as its [Dice] do.
type pool struct {
	Dice     Dice       // count, sides, open mode, continuation die; N and Sides are 0 when computed
	fate     bool       // "dF": faces −1, 0, +1 (recorded as 1, 2, 3)
	counted  bool       // the count is computed, "(1d4)d6": popped from the stack
	sized    bool       // the sides are computed, "d(2d4)": popped from the stack
	lo, hi   int        // per-die minimum and maximum, "mi3" and "ma5" (0: none)
	split    bool       // "!": each explosion rolls a new die of its own
	open     cmp        // the values that explode or penetrate (none: the die's highest face)
	reroll   rerollMode // "r"/"ro" (once) or "rr" (until the die no longer matches)
	rerollOn cmp        // the values rolled again
	sels     selections // keeps and drops, applied in order
	success  cmp        // count the dice meeting it (none: add the values)
	failure  cmp        // and take away those meeting it
}

// rerollMode says how a die is rolled again.
type rerollMode uint8

const (
	noReroll    rerollMode = iota
	rerollOnce             // "r2", "ro<3": once; the second face stands
	rerollUntil            // "rr<=2": until the face no longer matches
)

// plain reports whether the pool rolls as its Dice do: fixed count and
// sides, no modifier. An exploding pool without modifiers rolls the same
// faces and sum whether each explosion is a new die or the same die's chain.
func (g *pool) plain() bool {
	return !g.fate && !g.counted && !g.sized && g.lo == 0 && g.hi == 0 && !g.open.set() &&
		g.reroll == noReroll && g.sels.n == 0 && !g.success.set()
}

// value returns what face f of the pool's dice is worth as a die's value:
// the face, raised to the minimum and lowered to the maximum; a Fate die's
// faces 1, 2, 3 are −1, 0, +1.
func (g *pool) value(f int) int {
	if g.fate {
		return f - 2
	}
	if f < g.lo {
		f = g.lo
	}
	if g.hi > 0 && f > g.hi {
		f = g.hi
	}
	return f
}

// opens reports whether a die of top sides showing value v explodes or
// penetrates: it meets the compare point, or, with none, shows its highest
// face.
func (g *pool) opens(v, top int) bool {
	if g.open.set() {
		return g.open.meets(v)
	}
	return v == top
}

// worth returns what a counted die of value v adds: v, or with a success
// count 1 for a success less 1 for a failure.
func (g *pool) worth(v int) int { return worth(v, g.success, g.failure) }

// worth returns what a counted die (or set member) of value v adds: v, or,
// when success is set, 1 for a success less 1 for a failure.
func worth(v int, success, failure cmp) int {
	if !success.set() {
		return v
	}
	return b2i(success.meets(v)) - b2i(failure.meets(v))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// appendTo writes the pool's notation; args are its computed count and
// sides as already written.
func (g *pool) appendTo(b *strings.Builder, args []string) {
	count, sides := strconv.Itoa(g.Dice.N), strconv.Itoa(g.Dice.Sides)
	switch {
	case g.fate:
		sides = "F"
	case g.sized:
		sides = "(" + args[len(args)-1] + ")"
	}
	if g.counted {
		count = "(" + args[0] + ")"
	}
	if count != "1" {
		b.WriteString(count)
	}
	b.WriteByte('d')
	b.WriteString(sides)
	if g.lo > 0 {
		b.WriteString("mi")
		b.WriteString(strconv.Itoa(g.lo))
	}
	if g.hi > 0 {
		b.WriteString("ma")
		b.WriteString(strconv.Itoa(g.hi))
	}
	switch {
	case g.Dice.Open == Penetrating:
		b.WriteByte('p')
	case g.split:
		b.WriteByte('!')
	case g.Dice.Open == Exploding:
		b.WriteString("!!")
	}
	if g.Dice.Into != 0 {
		b.WriteString(strconv.Itoa(g.Dice.Into))
	}
	if g.open.set() {
		g.open.appendTo(b, false)
	}
	switch g.reroll {
	case rerollOnce:
		b.WriteByte('r')
		g.rerollOn.appendTo(b, true)
	case rerollUntil:
		b.WriteString("rr")
		g.rerollOn.appendTo(b, true)
	}
	appendChoice(b, &g.sels, g.success, g.failure)
}

// appendChoice writes keeps and drops, a success count and its failures,
// as a group of dice or a set takes them: "kh3", ">=8f1".
func appendChoice(b *strings.Builder, sels *selections, success, failure cmp) {
	sels.appendTo(b)
	if success.set() {
		success.appendTo(b, false)
	}
	if failure.set() {
		b.WriteByte('f')
		failure.appendTo(b, true)
	}
}

// tally is what a roll has recorded so far: the faces, how many, and
// whether a runaway chain was cut.
type tally struct {
	log    faceLog
	rolled int
	cut    bool
}

// roll rolls n dice of s sides and returns the pool's value. Draws: die by
// die in order, each its first face, the faces it is rolled again, then its
// chain (or, for "!", the new dice it explodes into, each rolled as a die
// of the pool).
func (g *pool) roll(r Rand, n, s int, t *tally, tr *trace) int {
	total := 0
	switch {
	case g.split && g.sels.n > 0:
		total = g.rollSplitKept(r, n, s, t, tr)
	case g.sels.n > 0:
		var vals [MaxCount]int
		for i := range n {
			vals[i] = g.rollDie(r, s, t, tr)
		}
		total = keptWorth(vals[:n], &g.sels, g.success, g.failure)
	case g.split:
		for range n {
			total += g.rollSplit(r, s, t, tr, nil)
		}
	default:
		for range n {
			total += g.worth(g.rollDie(r, s, t, tr))
		}
	}
	return total
}

// first rolls a die's first face and returns its value.
func (g *pool) first(r Rand, s int, t *tally) int {
	f := r.IntN(s) + 1
	t.log.set(t.rolled, f)
	t.rolled++
	return g.value(f)
}

// rollAgain rolls a die whose first value is v again as its reroll says ("r"
// once, "rr" until it no longer matches), using at most left rolls in all,
// and returns the value that stands and the rolls used.
func (g *pool) rollAgain(r Rand, s int, t *tally, v, left int) (int, int) {
	used := 1
	switch g.reroll {
	case rerollOnce:
		switch {
		case !g.rerollOn.meets(v):
		case used == left:
			t.cut = true
		default:
			v, used = g.first(r, s, t), used+1
		}
	case rerollUntil:
		for g.rerollOn.meets(v) {
			if used == left {
				t.cut = true
				break
			}
			v, used = g.first(r, s, t), used+1
		}
	}
	return v, used
}

// rollDie rolls one die that keeps its chain (closed, "p", "!!"): its
// standing face, then, while the chain goes on, the continuation die, each
// roll adding its value (less 1 when penetrating, rule DI-1).
func (g *pool) rollDie(r Rand, s int, t *tally, tr *trace) int {
	from := t.rolled
	f := r.IntN(s) + 1 // the first face, as g.first rolls it
	t.log.set(t.rolled, f)
	t.rolled++
	v, used := g.value(f), 1
	if g.reroll != noReroll {
		v, used = g.rollAgain(r, s, t, v, MaxChain)
	}
	stood := t.rolled - 1
	if g.Dice.Open != Closed && g.opens(v, s) {
		c := g.Dice.chainOf(s)
		for {
			if used == MaxChain {
				t.cut = true
				break
			}
			w := g.first(r, c, t)
			used++
			v += w
			if g.Dice.Open == Penetrating {
				v--
			}
			if !g.opens(w, c) {
				break
			}
		}
	}
	if tr != nil {
		tr.die(from, stood, t.rolled, v, false)
	}
	return v
}

// rollSplit rolls one written die of an exploding "!" pool and the new dice
// it explodes into, each a die of its own, at most MaxChain rolls in all.
// It returns their worth added; hist, when not nil, counts each die's value
// instead (a kept pool sorts them after).
func (g *pool) rollSplit(r Rand, s int, t *tally, tr *trace, hist *[MaxSides + 1]int32) int {
	total, used, sides := 0, 0, s
	for {
		from := t.rolled
		v, n := g.first(r, sides, t), 1
		if g.reroll != noReroll {
			v, n = g.rollAgain(r, sides, t, v, MaxChain-used)
		}
		used += n
		more := g.opens(v, sides)
		if tr != nil {
			tr.die(from, t.rolled-1, t.rolled, v, more)
		}
		if hist != nil {
			hist[v]++
		} else {
			total += g.worth(v)
		}
		if !more {
			return total
		}
		if used >= MaxChain {
			t.cut = true
			return total
		}
		sides = g.Dice.chainOf(s)
	}
}

// rollSplitKept rolls a "!" pool with keeps and drops: every die and every
// new die, their values counted by value, then the kept ones added.
func (g *pool) rollSplitKept(r Rand, n, s int, t *tally, tr *trace) int {
	var hist [MaxSides + 1]int32
	for range n {
		g.rollSplit(r, s, t, tr, &hist)
	}
	d := 0
	for _, c := range hist[:s+1] {
		d += int(c)
	}
	lo, hi := g.sels.window(d)
	total, at := 0, 0
	for v, c := range hist[:s+1] {
		k := overlap(at, at+int(c), lo, hi)
		total += k * g.worth(v)
		at += int(c)
	}
	return total
}

// keptWorth returns the worth of the values among vals (which it sorts)
// that a chain of keeps and drops keeps.
func keptWorth(vals []int, sels *selections, success, failure cmp) int {
	slices.Sort(vals)
	lo, hi := sels.window(len(vals))
	total := 0
	for _, v := range vals[lo:hi] {
		if success.set() {
			v = worth(v, success, failure)
		}
		total += v
	}
	return total
}

// overlap returns how many of the positions [a, b) lie in [lo, hi).
func overlap(a, b, lo, hi int) int {
	return max(0, min(b, hi)-max(a, lo))
}

// sel says which dice a keep or drop acts on.
type sel uint8

const (
	keepHigh sel = iota + 1
	keepLow
	dropHigh
	dropLow
)

// String returns the notation of the keep or drop: "kh", "kl", "dh", "dl".
func (s sel) String() string {
	return [...]string{"", "kh", "kl", "dh", "dl"}[s]
}

// maxSels is the most keeps and drops one group takes ("4d6kh3dl1" has two).
const maxSels = 4

// selections is a chain of keeps and drops, applied in the order written:
// "4d6kh3dl1" keeps the three highest, then drops the lowest of those.
type selections struct {
	s [maxSels]struct {
		kind sel
		n    int
	}
	n int
}

// add appends a keep or drop.
func (ss *selections) add(kind sel, n int) {
	ss.s[ss.n].kind, ss.s[ss.n].n = kind, n
	ss.n++
}

// window returns which of n values sorted in ascending order are kept:
// positions [lo, hi). A keep of more than are left keeps them all; a drop
// of as many as are left or more keeps none.
func (ss *selections) window(n int) (lo, hi int) {
	lo, hi = 0, n
	for _, s := range ss.s[:ss.n] {
		switch s.kind {
		case keepHigh:
			lo = max(lo, hi-s.n)
		case keepLow:
			hi = min(hi, lo+s.n)
		case dropHigh:
			hi = max(lo, hi-s.n)
		case dropLow:
			lo = min(hi, lo+s.n)
		}
	}
	return lo, hi
}

// sum returns the numbers of the keeps and drops added.
func (ss *selections) sum() int {
	t := 0
	for _, s := range ss.s[:ss.n] {
		t += s.n
	}
	return t
}

func (ss *selections) appendTo(b *strings.Builder) {
	for _, s := range ss.s[:ss.n] {
		b.WriteString(s.kind.String())
		b.WriteString(strconv.Itoa(s.n))
	}
}
