package dice

import "slices"

// keepGroup is n dice, each distributed as one. The groups of one
// windowDist show disjoint sets of values.
type keepGroup struct {
	one *Dist
	n   int
}

// windowDist returns the exact distribution of a pool whose dice, sorted
// in ascending order, count only at positions [lo, hi) (what a chain of
// keeps and drops leaves), each kept die adding worth(value).
//
// It runs through the values in ascending order, deciding how many dice
// of each group show each value: the state is how many dice of each group
// have a value so far and the sum of the kept ones; c more dice of a group
// showing value v are chosen among the m of that group left in C(m, c)
// ways, with chance p(v)^c, and those of them at kept positions add their
// worth. The last state, every die placed, is the distribution. Its cost is
// about values × sums × n²/2 steps for one group; work counts it, and a
// pool that would pass maxDistWork is refused.
func windowDist(groups []keepGroup, lo, hi int, worth func(int) int, work *int) (*Dist, error) {
	type value struct {
		v, w, g int // the value, what a kept die of it adds, its group
		p       float64
	}
	var values []value
	wlo, whi := 0, 0
	lost := 1.0
	for k, gr := range groups {
		for i, q := range gr.one.p {
			if q == 0 {
				continue
			}
			v := gr.one.min + i
			w := worth(v)
			values = append(values, value{v, w, k, q})
			wlo, whi = min(wlo, w), max(whi, w)
		}
		for range gr.n {
			lost *= 1 - gr.one.tail
		}
	}
	slices.SortStableFunc(values, func(a, b value) int { return a.v - b.v })
	// Every partial kept sum of k' ≤ k dice lies within k·wlo..k·whi, as
	// wlo ≤ 0 ≤ whi.
	k := max(hi-lo, 0)
	base := k * wlo
	sums := k*(whi-wlo) + 1
	n0, n1 := groups[0].n, 0
	if len(groups) > 1 {
		n1 = groups[1].n
	}
	states := (n0 + 1) * (n1 + 1)
	if *work += len(values) * states * sums * (max(n0, n1) + 2) / 2; *work > maxDistWork {
		return nil, errTooLarge
	}
	binom := binomials(max(n0, n1))
	cur := make([]float64, states*sums) // cur[(j0*(n1+1)+j1)*sums + s−base]
	next := make([]float64, len(cur))
	pow := make([]float64, max(n0, n1)+1)
	cur[-base] = 1
	for _, v := range values {
		m := groups[v.g].n
		pow[0] = 1
		for c := 1; c <= m; c++ {
			pow[c] = pow[c-1] * v.p
		}
		clear(next)
		for j0 := 0; j0 <= n0; j0++ {
			for j1 := 0; j1 <= n1; j1++ {
				row := cur[(j0*(n1+1)+j1)*sums : (j0*(n1+1)+j1+1)*sums]
				j, left := j0, n0-j0
				if v.g == 1 {
					j, left = j1, n1-j1
				}
				pos := j0 + j1
				for s, q := range row {
					if q == 0 {
						continue
					}
					for c := 0; c <= left; c++ {
						kept := overlap(pos, pos+c, lo, hi)
						t0, t1 := j0, j1+c
						if v.g == 0 {
							t0, t1 = j0+c, j1
						}
						next[(t0*(n1+1)+t1)*sums+s+kept*v.w] += q * binom[m-j][c] * pow[c]
					}
				}
			}
		}
		cur, next = next, cur
	}
	last := (n0*(n1+1) + n1) * sums
	return (&Dist{min: base, p: append([]float64(nil), cur[last:last+sums]...), tail: 1 - lost}).trim(), nil
}

// binomials returns C(a, c) for a up to n.
func binomials(n int) [][]float64 {
	binom := make([][]float64, n+1)
	for a := range binom {
		binom[a] = make([]float64, a+1)
		binom[a][0], binom[a][a] = 1, 1
		for c := 1; c < a; c++ {
			binom[a][c] = binom[a-1][c-1] + binom[a-1][c]
		}
	}
	return binom
}

// splitKeptDist returns the distribution of n written dice of an
// exploding "!" pool with keeps and drops. Every die, written or new, is
// rolled alike (its rerolls too) and explodes when its value goes on, so
// the dice are a run of independent dice that ends at the n-th one that
// stops: E, the number that go on, has the negative binomial distribution
// P(E = e) = C(n−1+e, e) q^e (1−q)^n, with q the chance that a die goes on;
// given E = e the pool is e dice showing values that go on and n showing
// values that stop, each in proportion, and its kept sum is a windowDist of
// those two groups, the window of n+e dice. The mixture is cut once P(E >
// e) falls below cut.
func (g *pool) splitKeptDist(n, s int, cut float64, work *int) (*Dist, error) {
	goes, stops := g.splitGo(g.standDist(s), s, 0)
	q := goes.mass()
	goes, stops = goes.scale(1/q).trim(), stops.scale(1/(1-q)).trim()
	var parts []*Dist
	var weights []float64
	w := 1.0 // P(E = e), from (1−q)^n
	for range n {
		w *= 1 - q
	}
	left := 1.0 // P(E ≥ e)
	for e := 0; left >= cut; e++ {
		lo, hi := g.sels.window(n + e)
		d, err := windowDist([]keepGroup{{stops, n}, {goes, e}}, lo, hi, g.worth, work)
		if err != nil {
			return nil, err
		}
		parts, weights = append(parts, d), append(weights, w)
		left -= w
		w *= q * float64(n+e) / float64(e+1)
	}
	m := mix(parts, weights)
	m.tail = max(left, 0)
	return m, nil
}

// scale returns d with every probability multiplied by f.
func (d *Dist) scale(f float64) *Dist {
	out := &Dist{min: d.min, p: make([]float64, len(d.p)), tail: d.tail}
	for i, p := range d.p {
		out.p[i] = p * f
	}
	return out
}
