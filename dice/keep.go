package dice

// keepDist returns the exact distribution of a pool of n dice, each
// distributed as one, of which only kept count — the highest when high,
// else the lowest — each adding its value, or 1 when it reaches atLeast
// (atLeast > 0).
//
// It runs through the die's values from the first kept side (the highest
// when keeping the highest) to the other, deciding how many of the n dice
// show each value: the state is how many dice have a value so far and the
// sum of those kept; c more dice showing value v are chosen among the n−j
// left in C(n−j, c) ways, with chance p(v)^c, and the first k−j of them
// (if any) are kept. The last state, all n dice placed, is the
// distribution. Its cost is about values × sums × n²/2 steps; work counts
// it, and a pool that would pass maxDistWork is refused.
func keepDist(one *Dist, n, k int, high bool, atLeast int, work *int) (*Dist, error) {
	type value struct {
		w int // what a kept die of this value adds
		p float64
	}
	values := make([]value, 0, len(one.p))
	top := 0
	for i, q := range one.p {
		if q == 0 {
			continue
		}
		v := one.min + i
		w := v
		if atLeast > 0 {
			w = 0
			if v >= atLeast {
				w = 1
			}
		}
		values = append(values, value{w, q})
		top = max(top, w)
	}
	if high {
		for i, j := 0, len(values)-1; i < j; i, j = i+1, j-1 {
			values[i], values[j] = values[j], values[i]
		}
	}
	sums := k*top + 1
	if *work += len(values) * sums * (n + 1) * (n + 2) / 2; *work > maxDistWork {
		return nil, errTooLarge
	}
	// binom[a][c] = C(a, c).
	binom := make([][]float64, n+1)
	for a := range binom {
		binom[a] = make([]float64, a+1)
		binom[a][0], binom[a][a] = 1, 1
		for c := 1; c < a; c++ {
			binom[a][c] = binom[a-1][c-1] + binom[a-1][c]
		}
	}
	cur := make([]float64, (n+1)*sums) // cur[j*sums+s]
	next := make([]float64, len(cur))
	pow := make([]float64, n+1)
	cur[0] = 1
	for _, v := range values {
		pow[0] = 1
		for c := 1; c <= n; c++ {
			pow[c] = pow[c-1] * v.p
		}
		clear(next)
		for j := 0; j <= n; j++ {
			row := cur[j*sums : (j+1)*sums]
			for s, q := range row {
				if q == 0 {
					continue
				}
				for c := 0; c <= n-j; c++ {
					kept := min(j+c, k) - min(j, k)
					next[(j+c)*sums+s+kept*v.w] += q * binom[n-j][c] * pow[c]
				}
			}
		}
		cur, next = next, cur
	}
	lost := 1.0
	for range n {
		lost *= 1 - one.tail
	}
	p := make([]float64, sums)
	copy(p, cur[n*sums:])
	return &Dist{min: 0, p: p, tail: 1 - lost}, nil
}

// combine returns the distribution of d o e for a product or a quotient
// (rounded down), pair by pair; work counts the cost.
func (d *Dist) combine(o op, e *Dist, work *int) (*Dist, error) {
	if *work += len(d.p) * len(e.p); *work > maxDistWork {
		return nil, errTooLarge
	}
	lo, hi := 0, 0
	for k, a := range [2]int{d.min, d.Max()} {
		for l, b := range [2]int{e.min, e.Max()} {
			v := o.apply(a, b)
			if k+l == 0 || v < lo {
				lo = v
			}
			if k+l == 0 || v > hi {
				hi = v
			}
		}
	}
	if o == opDiv {
		// A quotient's extremes lie at the corners only for a divisor of
		// one sign; zero totals never occur in a divisor (Parse refuses
		// it), so scan the divisors instead.
		lo, hi = 0, 0
		first := true
		for _, a := range [2]int{d.min, d.Max()} {
			for j, q := range e.p {
				if q == 0 || e.min+j == 0 {
					continue
				}
				v := floorDiv(a, e.min+j)
				if first || v < lo {
					lo = v
				}
				if first || v > hi {
					hi = v
				}
				first = false
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
			if b == 0 || (o == opDiv && e.min+j == 0) {
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
