package dice

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// pool is a group of dice in an expression with what the notation does to
// them: a reroll of low first faces, a keep or drop, a count of successes.
// A pool without any of them is plain: it rolls as its [Dice] do.
type pool struct {
	Dice    Dice
	reroll  int // roll a die again, once, when its first face is this or less (0: never)
	sel     sel // which dice count
	selN    int // how many the keep or drop names
	atLeast int // count the dice whose value reaches this (0: add the values)
}

// sel says which dice of a pool count.
type sel uint8

const (
	all sel = iota
	keepHigh
	keepLow
	dropHigh
	dropLow
)

// String returns the notation of the keep or drop: "kh", "kl", "dh", "dl".
func (s sel) String() string {
	return [...]string{"", "kh", "kl", "dh", "dl"}[s]
}

func (g *pool) plain() bool { return g.reroll == 0 && g.sel == all && g.atLeast == 0 }

// keeps returns how many dice count and whether they are the highest.
func (g *pool) keeps() (n int, high bool) {
	switch g.sel {
	case keepHigh:
		return g.selN, true
	case keepLow:
		return g.selN, false
	case dropHigh:
		return g.Dice.N - g.selN, false
	case dropLow:
		return g.Dice.N - g.selN, true
	}
	return g.Dice.N, true
}

// appendTo writes the pool's notation: "4d6kh3", "d20r1", "6d10>=8".
func (g *pool) appendTo(b *strings.Builder) {
	g.Dice.appendTo(b)
	if g.reroll > 0 {
		b.WriteByte('r')
		b.WriteString(strconv.Itoa(g.reroll))
	}
	if g.sel != all {
		b.WriteString(g.sel.String())
		b.WriteString(strconv.Itoa(g.selN))
	}
	if g.atLeast > 0 {
		b.WriteString(">=")
		b.WriteString(strconv.Itoa(g.atLeast))
	}
}

// span returns the range of the pool's value.
func (g *pool) span() span {
	n, _ := g.keeps()
	if g.atLeast > 0 {
		return span{0, float64(n)}
	}
	hi := float64(n * g.Dice.Sides)
	if g.Dice.Open != Closed {
		hi = math.Inf(1)
	}
	return span{float64(n), hi}
}

// mean returns the pool's expected value: exact for a plain pool, from its
// distribution otherwise.
func (g *pool) mean() float64 {
	if g.plain() {
		return float64(g.Dice.N) * g.Dice.mean()
	}
	budget := 1e-12
	if g.Dice.Open != Closed {
		budget /= float64(g.Dice.N)
	}
	var work int
	d, err := g.dist(budget, &work)
	if err != nil {
		return math.NaN()
	}
	return d.Mean()
}

// roll rolls the pool into the log after the faces already there and
// returns the log, the new count of faces and the pool's value. Draws: per
// die in order, IntN(Sides), a second IntN(Sides) when the reroll takes it,
// then the open die's chain.
func (g *pool) roll(r Rand, log faceLog, rolled int) (faceLog, int, int) {
	if g.plain() {
		return g.Dice.roll(r, log, rolled)
	}
	if g.sel != all {
		return g.rollKept(r, log, rolled)
	}
	t := 0
	for range g.Dice.N {
		var v int
		log, rolled, v = g.rollDie(r, log, rolled)
		t += g.worth(v)
	}
	return log, rolled, t
}

// rollKept rolls a pool with a keep or drop: every die, then the kept ones
// count.
func (g *pool) rollKept(r Rand, log faceLog, rolled int) (faceLog, int, int) {
	var vals [MaxCount]int
	for i := range g.Dice.N {
		log, rolled, vals[i] = g.rollDie(r, log, rolled)
	}
	return log, rolled, g.value(vals[:g.Dice.N])
}

// rollDie rolls one die of the pool, its reroll and its chain, and returns
// its value.
func (g *pool) rollDie(r Rand, log faceLog, rolled int) (faceLog, int, int) {
	d := &g.Dice
	f := r.IntN(d.Sides) + 1
	log.set(rolled, f)
	rolled++
	if f <= g.reroll {
		f = r.IntN(d.Sides) + 1
		log.set(rolled, f)
		rolled++
	}
	if d.Open == Closed || f != d.Sides {
		return log, rolled, f
	}
	log, rolled, more := d.chain(r, log, rolled)
	return log, rolled, f + more
}

// worth returns what a counted die of value v adds: v, or 1 when a success
// count's number is reached (else 0).
func (g *pool) worth(v int) int {
	switch {
	case g.atLeast == 0:
		return v
	case v >= g.atLeast:
		return 1
	}
	return 0
}

// value returns the pool's value from its dice's values (which it may
// reorder): the kept dice's worth added.
func (g *pool) value(vals []int) int {
	kept := vals
	if n, high := g.keeps(); n < len(vals) {
		slices.Sort(vals)
		if high {
			kept = vals[len(vals)-n:]
		} else {
			kept = vals[:n]
		}
	}
	t := 0
	for _, v := range kept {
		t += g.worth(v)
	}
	return t
}

// die is one die of a rolled pool as its record reads: faces [from, to) of
// the log (a rerolled first face, then the face that stands and its chain),
// its value, and whether it counts.
type die struct {
	from, to int
	rerolled bool
	value    int
	kept     bool
}

// replay reads back from faces [at, end) of the log the dice of the pool,
// as roll recorded them. It returns the dice, where the pool's faces end,
// and whether the record holds all of them (a record of more than MaxFaces
// faces does not); an incomplete pool's dice are all marked kept.
func (g *pool) replay(log *faceLog, at, end int) (dice []die, next int, complete bool) {
	d := &g.Dice
	i := at
	for range d.N {
		if i >= end {
			return g.mark(dice, false), i, false
		}
		x := die{from: i}
		f := log.get(i)
		i++
		if f <= g.reroll {
			if i >= end {
				x.to, x.rerolled, x.value = i, true, f
				return g.mark(append(dice, x), false), i, false
			}
			x.rerolled = true
			f = log.get(i)
			i++
		}
		x.value = f
		if d.Open != Closed && f == d.Sides && d.chainDie() >= 2 {
			c := d.chainDie()
			for {
				if i >= end {
					x.to = i
					return g.mark(append(dice, x), false), i, false
				}
				h := log.get(i)
				i++
				x.value += h
				if d.Open == Penetrating {
					x.value--
				}
				if h != c {
					break
				}
			}
		}
		x.to = i
		dice = append(dice, x)
	}
	return g.mark(dice, true), i, true
}

// mark sets which dice count: the kept ones of a keep or drop, ties going
// to the die rolled first; every die when the pool keeps all, or when the
// record is incomplete.
func (g *pool) mark(dice []die, complete bool) []die {
	n, high := g.keeps()
	if !complete || n >= len(dice) {
		for i := range dice {
			dice[i].kept = true
		}
		return dice
	}
	order := make([]int, len(dice))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if high {
			return dice[b].value - dice[a].value
		}
		return dice[a].value - dice[b].value
	})
	for _, i := range order[:n] {
		dice[i].kept = true
	}
	return dice
}

// appendDice writes the dice of a rolled pool as table talk: "[6, 4, (1),
// 3]" — a dropped die in parentheses, a rerolled face followed by "↻" and
// the face that stands, an open die's chain joined by "→", " …" where the
// record ends, and a success count after a colon, "[9, 3, 10: 2 ≥ 8]".
func (g *pool) appendDice(b *strings.Builder, log *faceLog, dice []die, complete bool) {
	b.WriteByte('[')
	for k, x := range dice {
		if k > 0 {
			b.WriteString(", ")
		}
		if !x.kept {
			b.WriteByte('(')
		}
		for i := x.from; i < x.to; i++ {
			switch {
			case i == x.from:
			case i == x.from+1 && x.rerolled:
				b.WriteString("↻")
			default:
				b.WriteString("→")
			}
			b.WriteString(strconv.Itoa(log.get(i)))
		}
		if !x.kept {
			b.WriteByte(')')
		}
	}
	if !complete {
		b.WriteString(" …")
	}
	if g.atLeast > 0 && complete {
		vals := make([]int, len(dice))
		for i, x := range dice {
			vals[i] = x.value
		}
		b.WriteString(": ")
		b.WriteString(strconv.Itoa(g.value(vals)))
		b.WriteString(" ≥ ")
		b.WriteString(strconv.Itoa(g.atLeast))
	}
	b.WriteByte(']')
}
