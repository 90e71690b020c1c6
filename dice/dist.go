package dice

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// Dist is the exact probability distribution of a dice expression's total
// (rule DI-10): the probability of each total from Min to Max. Open-ended
// dice are truncated where their remaining chains are less likely than the
// precision asked for; Tail is the probability mass left out that way (it
// lies at totals beyond the table: above Max when open dice are only added
// or multiplied by positive numbers), so the probabilities sum to 1 − Tail.
type Dist struct {
	min  int
	p    []float64
	tail float64
}

// maxDistWork bounds the cost of an exact distribution (additions in the
// convolutions), and maxDistSize the number of totals it tabulates, so that
// a huge expression is refused rather than computed for minutes.
const (
	maxDistWork = 200_000_000
	maxDistSize = 1 << 22
)

// errTooLarge is what a part of a distribution too costly to compute
// returns; Distribution wraps it with the expression.
var errTooLarge = errors.New("too large")

// Distribution computes the exact distribution of the expression's total:
// every group of dice is tabulated die by die — keeps and drops, success
// counts, rerolls, explosions into new dice, computed counts and sides, sets
// — exactly (no sampling), and the parts are combined as the expression
// combines them. tail is the probability mass that truncating open-ended
// dice may leave out, in (0, 1e-3] (1e-12 is a good choice); otherwise the
// error wraps [ErrPrecision]. Each open die's chain is cut where the chance
// of its still rolling falls below tail divided by the number of open dice
// (a computed count counting as MaxCount), so the mass left out,
// [Dist.Tail], is at most tail. An expression too large to compute exactly
// (hundreds of thousand-sided dice, products of wide ranges, many exploding
// dice kept) wraps [ErrDice].
//
// "4d6kh3" takes some microseconds and "10d10kh5" well under a millisecond.
func (e *Expr) Distribution(tail float64) (*Dist, error) {
	return e.distribution(tail, maxDistWork)
}

// distribution is Distribution refusing what costs more than limit (of
// maxDistWork): parsing asks for cheap ones only.
func (e *Expr) distribution(tail float64, limit int) (*Dist, error) {
	if !(tail > 0 && tail <= 1e-3) {
		return nil, fmt.Errorf("%w: tail %g, want (0, 1e-3]", ErrPrecision, tail)
	}
	if e == nil || len(e.prog) == 0 {
		return &Dist{p: []float64{1}}, nil
	}
	open := 0
	for _, n := range e.prog {
		if n.op != opPool {
			continue
		}
		switch g := &e.pools[n.v]; {
		case g.Dice.Open == Closed:
		case g.counted:
			open += MaxCount
		default:
			open += g.Dice.N
		}
	}
	budget := tail
	if open > 0 {
		budget = tail / float64(open)
	}
	work := maxDistWork - limit
	stack := make([]*Dist, 0, 8)
	for _, n := range e.prog {
		var err error
		switch n.op {
		case opNum:
			stack = append(stack, &Dist{min: n.v, p: []float64{1}})
		case opPool:
			g := &e.pools[n.v]
			count, sides := fixed(g.Dice.N), fixed(g.Dice.Sides)
			if g.sized {
				sides, stack = stack[len(stack)-1], stack[:len(stack)-1]
			}
			if g.counted {
				count, stack = stack[len(stack)-1], stack[:len(stack)-1]
			}
			var d *Dist
			d, err = g.dist(count, sides, budget, &work)
			stack = append(stack, d)
		case opSet:
			st := &e.sets[n.v]
			var d *Dist
			d, err = st.dist(stack[len(stack)-st.m:], &work)
			stack = append(stack[:len(stack)-st.m], d)
		case opNeg:
			stack[len(stack)-1] = stack[len(stack)-1].negate()
		default:
			r := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			l := &stack[len(stack)-1]
			switch n.op {
			case opSub:
				r = r.negate()
				fallthrough
			case opAdd:
				if work += len((*l).p) * len(r.p); work > maxDistWork {
					err = errTooLarge
					break
				}
				*l = (*l).convolve(r)
			default:
				*l, err = (*l).combine(n.op, r, &work)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %s is too large to compute exactly", ErrDice, e)
		}
	}
	return stack[0].trim(), nil
}

// fixed is the distribution of a number that is always n.
func fixed(n int) *Dist { return &Dist{min: n, p: []float64{1}} }

// dist returns the distribution of the pool's value: for every count and
// sides it can have (each with its chance), the distribution of that many
// dice of that many sides, mixed. Open chains are cut once the chance of
// still rolling falls below budget; work counts the cost.
func (g *pool) dist(count, sides *Dist, budget float64, work *int) (*Dist, error) {
	var parts []*Dist
	var weights []float64
	for i, pn := range count.p {
		for j, ps := range sides.p {
			if pn == 0 || ps == 0 {
				continue
			}
			d, err := g.distAt(count.min+i, sides.min+j, budget, work)
			if err != nil {
				return nil, err
			}
			parts, weights = append(parts, d), append(weights, pn*ps)
		}
	}
	if len(parts) == 1 && weights[0] == 1 {
		return parts[0], nil
	}
	m := mix(parts, weights)
	m.tail += count.tail + sides.tail - count.tail*sides.tail
	return m, nil
}

// distAt returns the distribution of n dice of s sides.
func (g *pool) distAt(n, s int, budget float64, work *int) (*Dist, error) {
	switch {
	case n == 0:
		return fixed(0), nil
	case g.split && g.sels.n > 0:
		return g.splitKeptDist(n, s, budget*float64(n), work)
	case g.sels.n > 0:
		lo, hi := g.sels.window(n)
		return windowDist([]keepGroup{{g.dieDist(s, budget), n}}, lo, hi, g.worth, work)
	}
	var one *Dist
	if g.split {
		one = g.splitDist(s, budget)
	} else {
		one = g.dieDist(s, budget)
		if g.success.set() {
			one = one.mapValues(g.worth)
		}
	}
	return one.power(n, work)
}

// power returns the distribution of the sum of n independent values
// distributed as d; work counts the cost.
func (d *Dist) power(n int, work *int) (*Dist, error) {
	size := 1
	for range n {
		*work += size * len(d.p)
		size += len(d.p) - 1
	}
	if *work > maxDistWork {
		return nil, errTooLarge
	}
	acc := fixed(0)
	for range n {
		acc = acc.convolve(d)
	}
	return acc, nil
}

// mix returns the mixture of distributions, each taken with its weight.
func mix(parts []*Dist, weights []float64) *Dist {
	lo, hi := parts[0].min, parts[0].Max()
	for _, d := range parts {
		lo, hi = min(lo, d.min), max(hi, d.Max())
	}
	out := &Dist{min: lo, p: make([]float64, hi-lo+1)}
	for k, d := range parts {
		w := weights[k]
		for i, q := range d.p {
			out.p[d.min+i-lo] += w * q
		}
		out.tail += w * d.tail
	}
	return out
}

func (d *Dist) negate() *Dist {
	n := len(d.p)
	p := make([]float64, n)
	for i, q := range d.p {
		p[n-1-i] = q
	}
	return &Dist{min: -(d.min + n - 1), p: p, tail: d.tail}
}

func (d *Dist) convolve(o *Dist) *Dist {
	p := make([]float64, len(d.p)+len(o.p)-1)
	for i, a := range d.p {
		if a == 0 {
			continue
		}
		for j, b := range o.p {
			p[i+j] += a * b
		}
	}
	// Mass lost: 1 − (1 − t1)(1 − t2).
	return &Dist{min: d.min + o.min, p: p, tail: d.tail + o.tail - d.tail*o.tail}
}

// Min returns the lowest total with non-zero probability in the table.
func (d *Dist) Min() int { return d.min }

// Max returns the highest total in the table (for open-ended dice, the
// truncation point).
func (d *Dist) Max() int { return d.min + len(d.p) - 1 }

// Tail returns the probability mass left out by truncating open-ended dice.
func (d *Dist) Tail() float64 { return d.tail }

// P returns the probability that the total is exactly t.
func (d *Dist) P(t int) float64 {
	i := t - d.min
	if i < 0 || i >= len(d.p) {
		return 0
	}
	return d.p[i]
}

// CDF returns the probability that the total is t or less. Sums of
// rounded probabilities are clamped to [0, 1].
func (d *Dist) CDF(t int) float64 {
	s := 0.0
	for i := 0; i < len(d.p) && d.min+i <= t; i++ {
		s += d.p[i]
	}
	return clamp01(s)
}

// clamp01 keeps a probability within [0, 1], where rounding can take a sum.
func clamp01(p float64) float64 { return min(max(p, 0), 1) }

// AtLeast returns the probability that the total is t or more — the chance
// to meet a target, clamped to [0, 1]. With open-ended dice the truncated
// tail (at most Tail) is not counted.
func (d *Dist) AtLeast(t int) float64 {
	s := 0.0
	for i := len(d.p) - 1; i >= 0 && d.min+i >= t; i-- {
		s += d.p[i]
	}
	return clamp01(s)
}

// Mean returns the mean of the tabulated totals (the exact mean, less the
// truncated tail's share: see [Expr.Mean] for the exact figure).
func (d *Dist) Mean() float64 {
	m := 0.0
	for i, q := range d.p {
		m += float64(d.min+i) * q
	}
	return m
}

// Histogram draws the distribution as text for readers: one line per total
// whose probability shows at two decimals (0.005% or more), a bar scaled so
// the likeliest total is width characters wide, and one last line for the
// rarer totals together.
//
//	 3   0.46% ▏
//	10  12.50% ████████████████████████
func (d *Dist) Histogram(width int) string {
	width = max(width, 1)
	top := 0.0
	for _, q := range d.p {
		top = math.Max(top, q)
	}
	var b strings.Builder
	hidden := d.tail
	digits := len(fmt.Sprint(d.Max()))
	if l := len(fmt.Sprint(d.min)); l > digits {
		digits = l
	}
	for i, q := range d.p {
		if q < 0.00005 {
			hidden += q
			continue
		}
		fmt.Fprintf(&b, "%*d %7.2f%% %s\n", digits, d.min+i, 100*q, bar(q/top*float64(width)))
	}
	if hidden > 0 {
		fmt.Fprintf(&b, "%*s %7.4f%% in rarer totals\n", digits, "…", 100*hidden)
	}
	return b.String()
}

var partialBlocks = [...]string{"▏", "▎", "▍", "▌", "▋", "▊", "▉"}

// bar draws a bar of length x characters in eighths of a block.
func bar(x float64) string {
	eighths := int(math.Round(x * 8))
	if eighths == 0 {
		return "▏"
	}
	s := strings.Repeat("█", eighths/8)
	if r := eighths % 8; r > 0 {
		s += partialBlocks[r-1]
	}
	return s
}

// combine returns the distribution of d o e for a product or a quotient
// (rounded down, or up for ceil), pair by pair; work counts the cost.
func (d *Dist) combine(o op, e *Dist, work *int) (*Dist, error) {
	if *work += len(d.p) * len(e.p); *work > maxDistWork {
		return nil, errTooLarge
	}
	lo, hi := 0, 0
	first := true
	see := func(v int) {
		if first || v < lo {
			lo = v
		}
		if first || v > hi {
			hi = v
		}
		first = false
	}
	if o == opMul {
		for _, a := range [2]int{d.min, d.Max()} {
			for _, b := range [2]int{e.min, e.Max()} {
				see(o.apply(a, b))
			}
		}
	} else {
		// A quotient's extremes lie at the corners only for a divisor of
		// one sign; zero totals never occur in a divisor (Parse refuses
		// it), so scan the divisors instead.
		for _, a := range [2]int{d.min, d.Max()} {
			for j, q := range e.p {
				if q != 0 && e.min+j != 0 {
					see(o.apply(a, e.min+j))
				}
			}
		}
	}
	if hi-lo+1 > maxDistSize {
		return nil, errTooLarge
	}
	p := make([]float64, hi-lo+1)
	for i, a := range d.p {
		if a == 0 {
			continue
		}
		for j, b := range e.p {
			if b == 0 || (o != opMul && e.min+j == 0) {
				continue
			}
			p[o.apply(d.min+i, e.min+j)-lo] += a * b
		}
	}
	return &Dist{min: lo, p: p, tail: d.tail + e.tail - d.tail*e.tail}, nil
}

// trim drops the totals of probability 0 at both ends of the table.
func (d *Dist) trim() *Dist {
	i, j := 0, len(d.p)
	for i < j-1 && d.p[i] == 0 {
		i++
	}
	for j > i+1 && d.p[j-1] == 0 {
		j--
	}
	return &Dist{min: d.min + i, p: d.p[i:j], tail: d.tail}
}
