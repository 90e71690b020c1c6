package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// term reads a constant or a group of dice with a written count.
func (p *parser) term() error {
	start := p.pos
	n, hasN, err := p.number()
	if err != nil {
		return err
	}
	if !p.next('d') {
		if !hasN {
			if p.pos == len(p.in) {
				return p.fail(p.pos, nil, "expected a number or dice at the end")
			}
			return p.fail(p.pos, nil, "expected a number or dice, found %q", p.rest())
		}
		if n > MaxConstant {
			return p.fail(start, nil, "constant %d is larger than %d", n, MaxConstant)
		}
		p.push(node{op: opNum, v: n}, 0, item{b: span{float64(n), float64(n)}})
		return nil
	}
	if !hasN {
		n = 1
	}
	if n > MaxCount {
		return p.fail(start, ErrDice, "%d dice, want 0..%d", n, MaxCount)
	}
	return p.dice(start, n, false)
}

// dice reads "d", the sides and the modifiers of a group of n dice, or of
// as many as the value on the stack says when counted ("(1d4)d6").
func (p *parser) dice(start, n int, counted bool) error {
	p.pos++ // the d
	g := pool{counted: counted}
	d := &g.Dice
	if !counted {
		d.N = n
	}
	sidesAt := p.pos
	switch {
	case p.accept("%"):
		d.Sides = 100
	case p.next('f'):
		p.pos++
		g.fate, d.Sides = true, 3
	case p.accept("("):
		if err := p.closed(sidesAt, "("); err != nil {
			return err
		}
		g.sized = true
	default:
		s, ok, err := p.number()
		if err != nil {
			return err
		}
		if !ok {
			return p.fail(p.pos, nil, `expected the number of sides after "d"`)
		}
		if s < 2 || s > MaxSides {
			return p.fail(sidesAt, ErrDice, "a die with %s, want 2..%d", sidesText(s), MaxSides)
		}
		d.Sides = s
	}
	var at marks
	if err := p.modifiers(&g, &at); err != nil {
		return err
	}
	return p.finishPool(&g, start, sidesAt, &at)
}

// marks are where a group's modifiers were written, for messages.
type marks struct {
	clamp, open, reroll int
	sels                [maxSels]int
}

// modifiers reads what follows a group of dice, in this order: a minimum
// and a maximum per die ("mi3", "ma5"), an explosion or penetration with
// its continuation die or compare point ("!", "!!", "p", "!p", "p6",
// "!>=9"), a reroll ("r1", "ro<3", "rr<=2"), keeps and drops ("kh3", "k3",
// "kl1", "dh1", "dl1", "d1"), a success count and its failures (">=8f1").
func (p *parser) modifiers(g *pool, at *marks) error {
	d := &g.Dice
	at.clamp = p.pos
	for range 2 {
		var err error
		switch mark := p.pos; {
		case g.lo == 0 && p.accept("min", "mi"):
			g.lo, err = p.clamp(mark, "minimum")
		case g.hi == 0 && p.accept("max", "ma"):
			g.hi, err = p.clamp(mark, "maximum")
		}
		if err != nil {
			return err
		}
	}
	if g.hi > 0 && g.lo > g.hi {
		return p.fail(at.clamp, ErrDice, "a minimum of %d above the maximum of %d", g.lo, g.hi)
	}
	at.open = p.pos
	switch {
	case p.accept("!!"):
		d.Open = Exploding
	case p.accept("!p"):
		d.Open = Penetrating
	case p.accept("!"):
		d.Open, g.split = Exploding, true
	case p.accept("p"):
		d.Open = Penetrating
	}
	if d.Open != Closed {
		c, err := p.compare()
		if err != nil {
			return err
		}
		g.open = c
		intoAt := p.pos
		into, ok, err := p.number()
		switch {
		case err != nil:
			return err
		case ok && c.set():
			return p.fail(intoAt, nil, "expected + or -, * or / before %q", p.in[intoAt:])
		case ok && into == 0:
			return p.fail(intoAt, ErrDice, "a die cannot continue into a d0")
		case ok && (into < 2 || into > MaxSides):
			return p.fail(intoAt, ErrDice, "a continuation die with %s, want 2..%d", sidesText(into), MaxSides)
		}
		d.Into = into
	}
	at.reroll = p.pos
	if p.next('r') {
		word := "r"
		switch {
		case p.accept("rr"):
			g.reroll, word = rerollUntil, "rr"
		case p.accept("ro"):
			g.reroll, word = rerollOnce, "ro"
		default:
			p.pos++
			g.reroll = rerollOnce
		}
		c, err := p.bareOrCompare(word)
		if err != nil {
			return err
		}
		g.rerollOn = c
	}
	if err := p.selections(&g.sels, &at.sels); err != nil {
		return err
	}
	if err := p.counting(&g.success, &g.failure); err != nil {
		return err
	}
	return p.tooLate()
}

// clamp reads the number of a minimum or maximum per die written at mark.
func (p *parser) clamp(mark int, what string) (int, error) {
	n, err := p.need(strconv.Quote(p.in[mark:p.pos]))
	if err == nil && (n < 1 || n > MaxSides) {
		err = p.fail(mark, ErrDice, "a %s of %d, want 1..%d", what, n, MaxSides)
	}
	return n, err
}

// selections reads keeps and drops: "kh3", "k3", "kl1", "dh1", "dl1" and
// "d1" (drop the lowest).
func (p *parser) selections(ss *selections, at *[maxSels]int) error {
	for {
		mark := p.pos
		var kind sel
		switch {
		case p.accept("kh"):
			kind = keepHigh
		case p.accept("kl"):
			kind = keepLow
		case p.accept("dh"):
			kind = dropHigh
		case p.accept("dl"):
			kind = dropLow
		case p.next('k'):
			p.pos++
			kind = keepHigh
		case p.next('d') && p.digitAt(1):
			p.pos++
			kind = dropLow
		default:
			return nil
		}
		if ss.n == maxSels {
			return p.fail(mark, nil, "more than %d keeps and drops on one group", maxSels)
		}
		n, err := p.need(strconv.Quote(p.in[mark:p.pos]))
		if err != nil {
			return err
		}
		at[ss.n] = mark
		ss.add(kind, n)
	}
}

// checkSelections refuses a keep or drop of more than n values leave: keep
// 1..left, drop 1..left−1.
func (p *parser) checkSelections(ss *selections, at *[maxSels]int, n int, what string) error {
	lo, hi := 0, n
	for i, s := range ss.s[:ss.n] {
		left := hi - lo
		top := left
		if s.kind == dropHigh || s.kind == dropLow {
			top = left - 1
		}
		if s.n < 1 || s.n > top {
			return p.fail(at[i], ErrDice, "%s%d of %d %s, want 1..%d", s.kind, s.n, left, what, top)
		}
		var one selections
		one.add(s.kind, s.n)
		a, b := one.window(left)
		lo, hi = lo+a, lo+b
	}
	return nil
}

// counting reads a success count and its failures: ">=8", ">=8f1".
func (p *parser) counting(success, failure *cmp) error {
	c, err := p.compare()
	if err != nil || !c.set() {
		return err
	}
	*success = c
	if p.next('f') {
		p.pos++
		f, err := p.bareOrCompare("f")
		if err != nil {
			return err
		}
		*failure = f
	}
	return nil
}

// tooLate refuses a modifier written after one that comes after it.
func (p *parser) tooLate() error {
	if p.pos == len(p.in) {
		return nil
	}
	r := p.in[p.pos:]
	switch {
	case p.next('f'):
		return p.fail(p.pos, nil, "failures %q need a success count before them: 6d10>=8f1", p.rest())
	case strings.ContainsAny(r[:1], "mMpP!rRkKdD<>=") || strings.HasPrefix(r, "≥") || strings.HasPrefix(r, "≤"):
		return p.fail(p.pos, nil, "%q comes too late: a group's modifiers go in the order min and max, "+
			"explode or penetrate, reroll, keep and drop, success count, failures", p.rest())
	}
	return nil
}

// finishPool checks a group of dice against every count and sides it can
// have, computes its range, and puts it on the program.
func (p *parser) finishPool(g *pool, start, sidesAt int, at *marks) error {
	d := &g.Dice
	switch {
	case g.fate && d.Open != Closed:
		return p.fail(at.open, nil, "Fate dice cannot explode or penetrate")
	case g.fate && (g.lo > 0 || g.hi > 0):
		return p.fail(at.clamp, nil, "Fate dice take no minimum or maximum")
	case d.Into != 0 && (g.lo > 0 || g.hi > 0):
		return p.fail(at.clamp, nil, "a die with a continuation die takes no minimum or maximum")
	case g.split && g.sels.n > 0 && g.success.set():
		return p.fail(at.sels[0], nil, "a success count of exploding dice that are kept or dropped: "+
			"count before keeping, or write !! to keep each chain in one die")
	case g.split && g.sels.n > 0 && d.Into != 0:
		return p.fail(at.sels[0], nil, "a keep or drop among dice that explode into dice of another size: "+
			"write !! to keep each chain in one die")
	case g.split && g.sels.n > 0 && (g.counted || g.sized):
		return p.fail(at.sels[0], nil, "a keep or drop among exploding dice of a computed count or sides: "+
			"write !! to keep each chain in one die")
	}
	pops, dice := 0, 0
	ns, ss := []int{d.N}, []int{d.Sides}
	var err error
	if g.sized {
		pops++
		it := p.stack[len(p.stack)-1]
		if ss, err = p.argument(it, 2, MaxSides, sidesAt, "sides"); err != nil {
			return err
		}
		dice += it.dice
	}
	if g.counted {
		pops++
		it := p.stack[len(p.stack)-pops]
		if ns, err = p.argument(it, 0, MaxCount, start, "dice"); err != nil {
			return err
		}
		dice += it.dice
	}
	nmax := ns[len(ns)-1]
	if dice += nmax; dice > MaxCount {
		return p.fail(start, ErrDice, "a group of up to %d dice, want at most %d", dice, MaxCount)
	}
	if err := p.checkSelections(&g.sels, &at.sels, nmax, "dice"); err != nil {
		return err
	}
	rerolls, opens := false, false
	for _, s := range ss {
		msg, r, o := g.check(s)
		if msg != "" {
			where := at.open
			if strings.Contains(msg, "reroll") {
				where = at.reroll
			} else if strings.Contains(msg, "minimum") {
				where = at.clamp
			}
			return p.fail(where, ErrDice, "%s", msg)
		}
		rerolls, opens = rerolls || r, opens || o
	}
	if g.reroll != noReroll && !rerolls {
		return p.fail(at.reroll, ErrDice, "a reroll that never happens on a %s", g.dieName(ss))
	}
	if d.Open != Closed && !opens {
		return p.fail(at.open, ErrDice, "a %s that never %s", g.dieName(ss), g.verb())
	}
	lo, hi := inf, -inf
	for _, n := range ns {
		for _, s := range ss {
			a, b := g.span(n, s)
			lo, hi = min(lo, a), max(hi, b)
		}
	}
	p.e.pools = append(p.e.pools, *g)
	p.push(node{op: opPool, v: len(p.e.pools) - 1}, pops, item{b: spanOf(lo, hi), dice: dice})
	return nil
}

// dieName names the die for messages: "d6", or "d(…)" when computed.
func (g *pool) dieName(ss []int) string {
	switch {
	case g.fate:
		return "Fate die"
	case g.sized:
		return fmt.Sprintf("d%d..d%d", ss[0], ss[len(ss)-1])
	}
	return "d" + strconv.Itoa(g.Dice.Sides)
}

// verb says what the pool's open dice do.
func (g *pool) verb() string {
	if g.Dice.Open == Penetrating {
		return "penetrates"
	}
	return "explodes"
}

// parseWork bounds the distributions parsing computes (of a computed count
// or sides, of a set's members), a millisecond or so: past it, a count or
// sides is taken to have every value of its range, and a member to reach
// every value of its range, which errs, if ever, toward a wider Min or Max.
const parseWork = 2_000_000

// argument checks a computed count or sides, the value on the stack it,
// against lo..hi, and returns the values it can take.
func (p *parser) argument(it item, lo, hi, at int, what string) ([]int, error) {
	if it.b.lo < float64(lo) || it.b.hi > float64(hi) {
		return nil, p.fail(at, ErrDice, "%s that can be %s, want %d..%d", what, it.b, lo, hi)
	}
	a, b := int(it.b.lo), int(it.b.hi)
	d, err := p.e.suffixAt(it.end).distribution(1e-12, parseWork)
	if err == nil && d.Tail() == 0 {
		var vals []int
		for v := a; v <= b; v++ {
			if d.P(v) > 0 {
				vals = append(vals, v)
			}
		}
		return vals, nil
	}
	vals := make([]int, 0, b-a+1)
	for v := a; v <= b; v++ {
		vals = append(vals, v)
	}
	return vals, nil
}

// set reads the modifiers of a set of m members, checks it and puts it on
// the program.
func (p *parser) set(open, m int) error {
	var st set
	st.m = m
	var at [maxSels]int
	if err := p.selections(&st.sels, &at); err != nil {
		return err
	}
	if err := p.checkSelections(&st.sels, &at, m, "members"); err != nil {
		return err
	}
	countAt := p.pos
	if err := p.counting(&st.success, &st.failure); err != nil {
		return err
	}
	if st.sels.n > 0 && st.success.set() {
		return p.fail(countAt, nil, "a success count of a set that keeps or drops: count the members, or keep them")
	}
	members := p.stack[len(p.stack)-m:]
	dice := 0
	spans := make([]span, m)
	for i, it := range members {
		dice += it.dice
		spans[i] = it.b
	}
	if dice > MaxCount {
		return p.fail(open, ErrDice, "a set of up to %d dice, want at most %d", dice, MaxCount)
	}
	var reach func(int, ivset) bool
	if st.success.op == cmpEQ || st.failure.op == cmpEQ {
		reach = p.reach(members)
	}
	b := st.span(spans, reach)
	p.e.sets = append(p.e.sets, st)
	p.push(node{op: opSet, v: len(p.e.sets) - 1}, m, item{b: b, dice: dice})
	return p.tooLate()
}

// reach returns whether each member can total a value in a set of values:
// by its exact distribution where that is known, else by its range.
func (p *parser) reach(members []item) func(int, ivset) bool {
	dists := make([]*Dist, len(members))
	for i, it := range members {
		if d, err := p.e.suffixAt(it.end).distribution(1e-12, parseWork); err == nil {
			dists[i] = d
		}
	}
	return func(i int, t ivset) bool {
		in := t.inter(members[i].b.ivs())
		d := dists[i]
		if d == nil {
			return !in.empty()
		}
		for _, r := range in.r[:in.n] {
			if r.hi > d.Max() && d.Tail() > 0 {
				return true
			}
			for v := max(r.lo, d.Min()); v <= min(r.hi, d.Max()); v++ {
				if d.P(v) > 0 {
					return true
				}
			}
		}
		return false
	}
}
