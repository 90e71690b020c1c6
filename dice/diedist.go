package dice

// faceDist returns the distribution of the value of one face of a die of
// s sides: each face 1/s, raised to the minimum and lowered to the
// maximum; a Fate die's −1, 0, +1 a third each.
func (g *pool) faceDist(s int) *Dist {
	ps := 1 / float64(s)
	if g.fate {
		return &Dist{min: -1, p: []float64{ps, ps, ps}}
	}
	fs := g.faces(s)
	d := &Dist{min: fs.min(), p: make([]float64, fs.max()-fs.min()+1)}
	for f := 1; f <= s; f++ {
		d.p[g.value(f)-d.min] += ps
	}
	return d
}

// standDist returns the distribution of the value that stands on a die of
// s sides after its rerolls: once ("r"), a face that matches is replaced by
// a second, whatever it shows; until ("rr"), the die shows only faces that
// do not match, in proportion.
func (g *pool) standDist(s int) *Dist {
	d := g.faceDist(s)
	if g.reroll == noReroll {
		return d
	}
	q := d.chance(g.rerollOn.meets) // the chance that a face matches
	out := &Dist{min: d.min, p: make([]float64, len(d.p))}
	for i, p := range d.p {
		match := g.rerollOn.meets(d.min + i)
		switch {
		case g.reroll == rerollOnce && match:
			out.p[i] = q * p
		case g.reroll == rerollOnce:
			out.p[i] = p + q*p
		case !match:
			out.p[i] = p / (1 - q)
		}
	}
	return out.trim()
}

// split returns the part of d whose values go on (open a die of top sides)
// and the part that stops, each with its own probability (not rescaled),
// shifted by add.
func (g *pool) splitGo(d *Dist, top, add int) (goes, stops *Dist) {
	goes = &Dist{min: d.min + add, p: make([]float64, len(d.p))}
	stops = &Dist{min: d.min + add, p: make([]float64, len(d.p))}
	for i, p := range d.p {
		if g.opens(d.min+i, top) {
			goes.p[i] = p
		} else {
			stops.p[i] = p
		}
	}
	return goes, stops
}

// dieDist returns the distribution of one die that keeps its chain: the
// value that stands and, when it opens the die, the chain of continuation
// rolls (not rerolled), each adding its value less 1 when penetrating
// (rule DI-1), cut once the chance of still rolling falls below budget.
func (g *pool) dieDist(s int, budget float64) *Dist {
	a := g.standDist(s)
	if g.Dice.Open == Closed {
		return a
	}
	c := g.Dice.chainOf(s)
	pen := b2i(g.Dice.Open == Penetrating)
	goA, stopA := g.splitGo(a, s, 0)
	goB, stopB := g.splitGo(g.faceDist(c), c, -pen)
	return chainDist(stopA, goA, stopB, goB, budget)
}

// splitDist returns the distribution of what one written die of an
// exploding "!" pool and the new dice it explodes into add (each new die
// rolled again as a die of the pool), or count, with a success count.
func (g *pool) splitDist(s int, budget float64) *Dist {
	c := g.Dice.chainOf(s)
	goA, stopA := g.splitGo(g.standDist(s), s, 0)
	goB, stopB := g.splitGo(g.standDist(c), c, 0)
	if g.success.set() {
		goA, stopA = goA.mapValues(g.worth), stopA.mapValues(g.worth)
		goB, stopB = goB.mapValues(g.worth), stopB.mapValues(g.worth)
	}
	return chainDist(stopA, goA, stopB, goB, budget)
}

// chainDist returns the distribution of a chain: a first roll that stops
// (stopA) or goes on (goA), then after it any number of rolls that go on
// (goB), then one that stops (stopB), the values added. The parts carry
// their own probabilities. The chain is cut once the chance of still
// rolling falls below budget; that chance is the tail.
func chainDist(stopA, goA, stopB, goB *Dist, budget float64) *Dist {
	acc := stopA.trim()
	cur := goA.trim()
	for cur.mass() >= budget {
		acc = acc.add(cur.convolve(stopB))
		cur = cur.convolve(goB).trim()
	}
	return &Dist{min: acc.min, p: acc.p, tail: cur.mass()}
}

// mass returns the probability the table holds.
func (d *Dist) mass() float64 {
	m := 0.0
	for _, p := range d.p {
		m += p
	}
	return m
}

// add returns the table of d and o together (two parts of one
// distribution).
func (d *Dist) add(o *Dist) *Dist {
	lo, hi := min(d.min, o.min), max(d.Max(), o.Max())
	out := &Dist{min: lo, p: make([]float64, hi-lo+1), tail: d.tail + o.tail}
	for i, p := range d.p {
		out.p[d.min+i-lo] += p
	}
	for i, p := range o.p {
		out.p[o.min+i-lo] += p
	}
	return out
}

// mapValues returns the distribution of f(x) for x distributed as d.
func (d *Dist) mapValues(f func(int) int) *Dist {
	lo, hi := 0, 0
	first := true
	for i, p := range d.p {
		if p == 0 {
			continue
		}
		v := f(d.min + i)
		if first || v < lo {
			lo = v
		}
		if first || v > hi {
			hi = v
		}
		first = false
	}
	out := &Dist{min: lo, p: make([]float64, hi-lo+1), tail: d.tail}
	for i, p := range d.p {
		if p != 0 {
			out.p[f(d.min+i)-lo] += p
		}
	}
	return out
}
