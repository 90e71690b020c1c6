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
// every group of dice is tabulated die by die, keeps and drops and success
// counts exactly (no sampling), and the parts are combined as the
// expression combines them. tail is the probability mass that truncating
// open-ended dice may leave out, in (0, 1e-3] (1e-12 is a good choice);
// otherwise the error wraps [ErrPrecision]. Each open die's chain is cut
// where the chance of its still rolling falls below tail divided by the
// number of open dice, so the mass left out, [Dist.Tail], is at most tail.
// An expression too large to compute exactly (hundreds of thousand-sided
// dice, products of wide ranges) wraps [ErrDice].
//
// "4d6kh3" takes some microseconds and "10d10kh5" well under a millisecond.
func (e *Expr) Distribution(tail float64) (*Dist, error) {
	if !(tail > 0 && tail <= 1e-3) {
		return nil, fmt.Errorf("%w: tail %g, want (0, 1e-3]", ErrPrecision, tail)
	}
	if e == nil || len(e.prog) == 0 {
		return &Dist{p: []float64{1}}, nil
	}
	open := 0
	for _, n := range e.prog {
		if n.op == opPool && e.pools[n.v].Dice.Open != Closed {
			open += e.pools[n.v].Dice.N
		}
	}
	budget := tail
	if open > 0 {
		budget = tail / float64(open)
	}
	work := 0
	stack := make([]*Dist, 0, 8)
	for _, n := range e.prog {
		var err error
		switch n.op {
		case opNum:
			stack = append(stack, &Dist{min: n.v, p: []float64{1}})
		case opPool:
			var d *Dist
			d, err = e.pools[n.v].dist(budget, &work)
			stack = append(stack, d)
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

// dist returns the distribution of the pool's value, open chains cut once
// the chance of still rolling falls below budget; work counts the cost.
func (g *pool) dist(budget float64, work *int) (*Dist, error) {
	one := dieDist(g.Dice, g.reroll, budget)
	n, high := g.keeps()
	if n < g.Dice.N {
		return keepDist(one, g.Dice.N, n, high, g.atLeast, work)
	}
	if g.atLeast > 0 {
		one = one.reaching(g.atLeast)
	}
	size := 1
	for range g.Dice.N {
		*work += size * len(one.p)
		size += len(one.p) - 1
	}
	if *work > maxDistWork {
		return nil, errTooLarge
	}
	acc := &Dist{p: []float64{1}}
	for range g.Dice.N {
		acc = acc.convolve(one)
	}
	return acc, nil
}

// dieDist returns the distribution of one die of d whose first face is
// rolled again, once, when it is reroll or less (0: never), open chains
// truncated once the chance of still rolling falls below budget.
func dieDist(d Dice, reroll int, budget float64) *Dist {
	s := d.Sides
	ps := 1 / float64(s)
	first := func(f int) float64 { // the chance that f is the face that stands
		if reroll == 0 {
			return ps
		}
		q := ps * float64(reroll) * ps
		if f > reroll {
			q += ps
		}
		return q
	}
	if d.Open == Closed {
		p := make([]float64, s)
		for i := range p {
			p[i] = first(i + 1)
		}
		return &Dist{min: 1, p: p}
	}
	c := d.chainDie()
	pc := 1 / float64(c)
	step := c // what a continuation roll showing its highest face adds
	if d.Open == Penetrating {
		step--
	}
	// Totals start at 1; collect probabilities by total.
	var p []float64
	add := func(total int, q float64) {
		for len(p) < total {
			p = append(p, 0)
		}
		p[total-1] += q
	}
	for f := 1; f < s; f++ {
		add(f, first(f))
	}
	base, still := s, first(s) // total so far and chance of being in the chain
	for still >= budget {
		for g := 1; g < c; g++ {
			v := g
			if d.Open == Penetrating {
				v--
			}
			add(base+v, still*pc)
		}
		base += step
		still *= pc
	}
	return &Dist{min: 1, p: p, tail: still}
}

// reaching returns the distribution of whether one die reaches t: 1 with
// the chance of a value of t or more, else 0.
func (d *Dist) reaching(t int) *Dist {
	var yes, no float64
	for i, q := range d.p {
		if d.min+i >= t {
			yes += q
		} else {
			no += q
		}
	}
	return &Dist{min: 0, p: []float64{no, yes}, tail: d.tail}
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

// CDF returns the probability that the total is t or less.
func (d *Dist) CDF(t int) float64 {
	s := 0.0
	for i := 0; i < len(d.p) && d.min+i <= t; i++ {
		s += d.p[i]
	}
	return s
}

// AtLeast returns the probability that the total is t or more — the chance
// to meet a target. With open-ended dice the truncated tail (at most Tail)
// is not counted.
func (d *Dist) AtLeast(t int) float64 {
	s := 0.0
	for i := len(d.p) - 1; i >= 0 && d.min+i >= t; i-- {
		s += d.p[i]
	}
	return s
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
