package dice

import (
	"math"
	"strconv"
	"strings"
)

// Limits on notation, so that every parsed expression is cheap to roll.
const (
	MaxTerms    = 20        // most terms (numbers and groups of dice) in one expression
	MaxConstant = 1_000_000 // largest number written
)

// Expr is a compiled dice expression. Parse it once, roll it many times;
// rolling allocates nothing. It marshals to JSON as its notation, so weapon
// and injury tables can hold "2d6p" directly. The notation, form by form,
// is in the package documentation.
//
// The zero Expr is the constant 0, and so is a nil *Expr: every method
// but UnmarshalText reads it as 0.
type Expr struct {
	prog   []node   // the expression in postfix order, as written
	pools  []pool   // its groups of dice, in the order they are rolled
	sets   []set    // its sets, "{4d6, 3d8}kh1"
	labels []string // the labels written after terms, "[fire]"
	bounds span     // the lowest and highest total

	// A plain sum of plain groups and numbers rolls through groups and
	// bias, term by term.
	general bool
	groups  []group
	bias    int
}

// op is a step of an expression's program.
type op uint8

const (
	opNum  op = iota // push the number v
	opPool           // roll pool v (taking its computed count and sides off the stack) and push its value
	opSet            // take set v's members off the stack and push its value
	opAdd
	opSub
	opMul
	opDiv  // a quotient rounded down
	opCeil // a quotient rounded up
	opNeg
)

// node is one step of the program; label, when not 0, is 1 + the index of
// its label.
type node struct {
	op    op
	label int
	v     int
}

// pops returns how many values step n takes off the stack.
func (e *Expr) pops(n node) int {
	switch n.op {
	case opNum:
		return 0
	case opPool:
		g := &e.pools[n.v]
		return b2i(g.counted) + b2i(g.sized)
	case opSet:
		return e.sets[n.v].m
	case opNeg:
		return 1
	}
	return 2
}

// group is a plain group of dice in a sum, with its sign.
type group struct {
	dice Dice
	neg  bool
}

// compile decides whether the program is a plain sum and, if so, fills the
// rolling plan of its terms.
func (e *Expr) compile() {
	e.general, e.groups, e.bias = false, e.groups[:0], 0
	leaf := func(n node, neg bool) bool {
		switch {
		case n.op == opNum && neg:
			e.bias -= n.v
		case n.op == opNum:
			e.bias += n.v
		case n.op == opPool && e.pools[n.v].plain():
			e.groups = append(e.groups, group{e.pools[n.v].Dice, neg})
		default:
			return false
		}
		return true
	}
	prog := e.prog
	neg := len(prog) > 1 && prog[1].op == opNeg
	ok := len(prog) > 0 && leaf(prog[0], neg)
	if neg {
		prog = prog[1:]
	}
	for i := 1; ok && i < len(prog); i += 2 {
		ok = i+1 < len(prog) && (prog[i+1].op == opAdd || prog[i+1].op == opSub) && leaf(prog[i], prog[i+1].op == opSub)
	}
	if !ok {
		e.general, e.groups, e.bias = true, nil, 0
	}
}

// String returns the canonical notation, which parses back to the same
// expression: "2d6+d4-1", "d100" for "d%", "4d6kh3" for "4d6k3",
// "d8[fire]" for "1d8 [fire]"; comments are left out.
func (e *Expr) String() string {
	if e == nil || len(e.prog) == 0 {
		return "0"
	}
	return e.render(false, func(i int, n node, args []string) string {
		var b strings.Builder
		switch n.op {
		case opNum:
			return strconv.Itoa(n.v)
		case opPool:
			e.pools[n.v].appendTo(&b, args)
		case opSet:
			e.sets[n.v].appendTo(&b, args, false)
		}
		return b.String()
	})
}

// Precedences of the printed parts, for parentheses.
const (
	precSum  = 1 // a sum, a difference or a negation
	precProd = 2
	precLeaf = 3
)

// render prints the program, each number, group and set by leaf (given
// the step's index and its operands as printed), with the parentheses the
// grammar needs and the labels; spaced puts spaces around operators and
// before labels, as a result's table talk does.
func (e *Expr) render(spaced bool, leaf func(i int, n node, args []string) string) string {
	type part struct {
		s    string
		prec int
	}
	stack := make([]part, 0, 8)
	wrap := func(p part, min int) string {
		if p.prec < min {
			return "(" + p.s + ")"
		}
		return p.s
	}
	sym := [...]string{opAdd: "+", opSub: "-", opMul: "*", opDiv: "/", opCeil: "/"}
	for i, n := range e.prog {
		var p part
		switch n.op {
		case opNum, opPool, opSet:
			k := e.pops(n)
			args := make([]string, k)
			for j, a := range stack[len(stack)-k:] {
				args[j] = a.s
			}
			stack = stack[:len(stack)-k]
			p = part{leaf(i, n, args), precLeaf}
		case opNeg:
			p = part{"-" + wrap(stack[len(stack)-1], precProd), precSum}
			stack = stack[:len(stack)-1]
		default:
			r, l := stack[len(stack)-1], stack[len(stack)-2]
			stack = stack[:len(stack)-2]
			s := sym[n.op]
			if spaced {
				s = " " + s + " "
			}
			switch n.op {
			case opAdd, opSub:
				p = part{l.s + s + wrap(r, precProd), precSum}
			case opCeil:
				p = part{"ceil(" + wrap(l, precProd) + s + wrap(r, precLeaf) + ")", precLeaf}
			default:
				p = part{wrap(l, precProd) + s + wrap(r, precLeaf), precProd}
			}
		}
		if n.label > 0 {
			sep := ""
			if spaced {
				sep = " "
			}
			p = part{wrap(p, precLeaf) + sep + "[" + e.labels[n.label-1] + "]", precLeaf}
		}
		stack = append(stack, p)
	}
	return stack[0].s
}

// MarshalText encodes the expression as its canonical notation.
func (e *Expr) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText parses notation into e.
func (e *Expr) UnmarshalText(text []byte) error {
	x, err := Parse(string(text))
	if err != nil {
		return err
	}
	*e = *x
	return nil
}

// Equal reports whether two expressions are the same terms in the same
// order, labels included (so that go-cmp compares them).
func (e *Expr) Equal(o *Expr) bool {
	if e == nil || o == nil {
		return e.String() == o.String()
	}
	eq := func(n int, same func(i int) bool) bool {
		for i := range n {
			if !same(i) {
				return false
			}
		}
		return true
	}
	return len(e.prog) == len(o.prog) && len(e.pools) == len(o.pools) && len(e.sets) == len(o.sets) &&
		len(e.labels) == len(o.labels) &&
		eq(len(e.prog), func(i int) bool { return e.prog[i] == o.prog[i] }) &&
		eq(len(e.pools), func(i int) bool { return e.pools[i] == o.pools[i] }) &&
		eq(len(e.sets), func(i int) bool { return e.sets[i] == o.sets[i] }) &&
		eq(len(e.labels), func(i int) bool { return e.labels[i] == o.labels[i] })
}

// Min returns the lowest total the expression can roll; math.MinInt when
// an open-ended die can make it arbitrarily low ("d6-d6p"). It is the real
// lowest total: "3d6>=1" (every die counts) has Min 3.
func (e *Expr) Min() int {
	if e == nil {
		return 0
	}
	if math.IsInf(e.bounds.lo, -1) {
		return math.MinInt
	}
	return int(e.bounds.lo)
}

// Max returns the highest total the expression can roll. It reports
// ok = false when an open-ended die can make the total arbitrarily high.
// It is the real highest total: "3d6>=7" (no die reaches 7) has Max 0, and
// "4d6!kh3" (three dice kept, however many explode) has Max 18.
func (e *Expr) Max() (max int, ok bool) {
	if e == nil {
		return 0, true
	}
	if math.IsInf(e.bounds.hi, 1) {
		return 0, false
	}
	return int(e.bounds.hi), true
}

// Mean returns the expected total. A penetrating die of s sides has mean
// (s+2)/2 (a d6p averages 4); an exploding one s(s+1)/(2(s−1)); sums and
// products of independent parts add and multiply their means. These are
// exact. Every other part — a group with a modifier, a computed count, a
// set that keeps or counts, a quotient — takes the mean of its
// distribution, exact for closed dice and within the truncation of 1e-12
// for open ones; NaN if that is too large to compute.
func (e *Expr) Mean() float64 {
	if e == nil || len(e.prog) == 0 {
		return 0
	}
	stack := make([]float64, 0, 8)
	fromDist := func(i int) float64 {
		d, err := e.suffixAt(i).Distribution(1e-12)
		if err != nil {
			return math.NaN()
		}
		return d.Mean()
	}
	for i, n := range e.prog {
		switch n.op {
		case opNum:
			stack = append(stack, float64(n.v))
		case opPool:
			g := &e.pools[n.v]
			k := e.pops(n)
			m := float64(g.Dice.N) * g.Dice.mean()
			if !g.plain() {
				m = fromDist(i)
			}
			stack = append(stack[:len(stack)-k], m)
		case opSet:
			st := &e.sets[n.v]
			m := 0.0
			for _, x := range stack[len(stack)-st.m:] {
				m += x
			}
			if st.sels.n > 0 || st.success.set() {
				m = fromDist(i)
			}
			stack = append(stack[:len(stack)-st.m], m)
		case opNeg:
			stack[len(stack)-1] = -stack[len(stack)-1]
		case opDiv, opCeil:
			// The quotient's mean is not the quotient of the means.
			stack = stack[:len(stack)-1]
			stack[len(stack)-1] = fromDist(i)
		default:
			r := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			l := &stack[len(stack)-1]
			switch n.op {
			case opAdd:
				*l += r
			case opSub:
				*l -= r
			case opMul:
				*l *= r
			}
		}
	}
	return stack[0]
}

// suffixAt returns the expression whose value the program computes at step
// i: the subtree ending there.
func (e *Expr) suffixAt(i int) *Expr {
	need := 1
	j := i
	for ; need > 0; j-- {
		need += e.pops(e.prog[j]) - 1
	}
	return &Expr{prog: e.prog[j+1 : i+1], pools: e.pools, sets: e.sets, labels: e.labels, general: true}
}
