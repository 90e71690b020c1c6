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
// and injury tables can hold "2d6p" directly.
//
// The grammar (whitespace is allowed between terms, signs, operators and
// parentheses, not inside a group of dice):
//
//	expr    = [sign] product { sign product }
//	sign    = "+" | "-" | "−"
//	product = factor { ("*" | "×" | "/" | "÷") factor }
//	factor  = number | dice | "(" expr ")"
//	dice    = [number] ("d" | "D") (number | "%") [open [number]]
//	          ["r" number] [keep number] [(">=" | "≥") number]
//	open    = "p" (penetrating) | "!" (exploding)
//	keep    = "kh" | "k" (keep highest) | "kl" (keep lowest)
//	        | "dh" (drop highest) | "dl" (drop lowest)
//
// So "2d6+1", "d6-3", "60+2d8", "1d8+1d6+2", "2d6p", "d8!", "d%", "d20p6"
// (a d20 whose highest face penetrates into d6−1, the shot roll of rule
// DI-2), "4d6kh3", "4d6dl1", "2d20kl1", "1d20r1", "6d10>=8", "3d8*10",
// "(2d6+1)/2". What each part means:
//
//   - A number after the open mark names the die rolled on a highest face.
//     Penetrating and exploding work on any group, with any other part.
//   - "rN" rolls a die again, once, when its first face is N or less; the
//     second face stands, whatever it shows, and an open die chains from it.
//     N is 1..sides−1.
//   - A keep or drop chooses among the group's dice by their value (a face
//     with its chain): "4d6kh3" adds the three highest, "4d6dl1" the same;
//     "2d20kl1" keeps the lower d20. Among equal values the die rolled first
//     is kept. Keep 1..N dice, drop 1..N−1.
//   - ">=N" binds to the group before it and makes its value the number of
//     its (kept) dice whose value reaches N: "6d10>=8" counts the d10s
//     showing 8 or more. "6d10>=8+2" adds 2 to that count.
//   - "*" and "/" bind tighter than "+" and "-"; all four group left to
//     right. Division rounds down, toward minus infinity: 7/2 is 3 and
//     (−7)/2 is −4. A divisor whose range holds 0 ("10/(d6-1)") is refused.
//   - A sign before the first product negates that product: "-2d6*3+1" is
//     −(2d6×3) + 1.
//   - An expression holds at most MaxTerms terms and MaxTerms levels of
//     parentheses; a product of closed dice and numbers that could pass
//     ±2⁴⁰ is refused, so no total overflows.
//
// Results below zero are reported as rolled: clamping ("d6−3 HP, negatives
// count as 0") belongs to the rule that rolls, not to the notation.
//
// The zero Expr is the constant 0, and so is a nil *Expr: every method
// but UnmarshalText reads it as 0.
type Expr struct {
	prog  []node // the expression in postfix order, as written
	pools []pool // its groups of dice, in the order they are rolled

	// A plain sum of groups and numbers (all that notation had before keep,
	// reroll, success, products and parentheses) rolls through groups and
	// bias, term by term.
	general bool
	groups  []group
	bias    int
}

// op is a step of an expression's program.
type op uint8

const (
	opNum  op = iota // push the number v
	opPool           // roll pool v and push its value
	opAdd
	opSub
	opMul
	opDiv
	opNeg
)

// node is one step of the program.
type node struct {
	op op
	v  int
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
// expression: "2d6+d4-1", "d100" for "d%", "4d6kh3" for "4d6k3".
func (e *Expr) String() string {
	if e == nil || len(e.prog) == 0 {
		return "0"
	}
	return e.render(false, func(b *strings.Builder, n node) {
		if n.op == opNum {
			b.WriteString(strconv.Itoa(n.v))
			return
		}
		e.pools[n.v].appendTo(b)
	})
}

// Precedences of the printed parts, for parentheses.
const (
	precSum  = 1 // a sum, a difference or a negation
	precProd = 2
	precLeaf = 3
)

// render prints the program, each number and group by leaf, with the
// parentheses the grammar needs; spaced puts spaces around operators, as
// a result's table talk does.
func (e *Expr) render(spaced bool, leaf func(*strings.Builder, node)) string {
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
	sym := [...]string{opAdd: "+", opSub: "-", opMul: "*", opDiv: "/"}
	for _, n := range e.prog {
		switch n.op {
		case opNum, opPool:
			var b strings.Builder
			leaf(&b, n)
			stack = append(stack, part{b.String(), precLeaf})
		case opNeg:
			top := &stack[len(stack)-1]
			*top = part{"-" + wrap(*top, precProd), precSum}
		default:
			r, l := stack[len(stack)-1], stack[len(stack)-2]
			stack = stack[:len(stack)-2]
			s := sym[n.op]
			if spaced {
				s = " " + s + " "
			}
			if n.op == opAdd || n.op == opSub {
				stack = append(stack, part{l.s + s + wrap(r, precProd), precSum})
			} else {
				stack = append(stack, part{wrap(l, precProd) + s + wrap(r, precLeaf), precProd})
			}
		}
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
// order (so that go-cmp compares them).
func (e *Expr) Equal(o *Expr) bool {
	if e == nil || o == nil {
		return e.String() == o.String()
	}
	if len(e.prog) != len(o.prog) || len(e.pools) != len(o.pools) {
		return false
	}
	for i := range e.prog {
		if e.prog[i] != o.prog[i] {
			return false
		}
	}
	for i := range e.pools {
		if e.pools[i] != o.pools[i] {
			return false
		}
	}
	return true
}

// span returns the range of totals the expression can roll.
func (e *Expr) span() span {
	stack := make([]span, 0, 8)
	for _, n := range e.prog {
		switch n.op {
		case opNum:
			stack = append(stack, span{float64(n.v), float64(n.v)})
		case opPool:
			stack = append(stack, e.pools[n.v].span())
		case opNeg:
			stack[len(stack)-1] = stack[len(stack)-1].neg()
		default:
			r := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			stack[len(stack)-1] = stack[len(stack)-1].apply(n.op, r)
		}
	}
	if len(stack) == 0 {
		return span{}
	}
	return stack[0]
}

// Min returns the lowest total the expression can roll; math.MinInt when
// an open-ended die can make it arbitrarily low ("d6-d6p").
func (e *Expr) Min() int {
	if e == nil {
		return 0
	}
	lo := e.span().lo
	if math.IsInf(lo, -1) {
		return math.MinInt
	}
	return int(lo)
}

// Max returns the highest total the expression can roll. It reports
// ok = false when an open-ended die can make the total arbitrarily high.
func (e *Expr) Max() (max int, ok bool) {
	if e == nil {
		return 0, true
	}
	hi := e.span().hi
	if math.IsInf(hi, 1) {
		return 0, false
	}
	return int(hi), true
}

// Mean returns the expected total. A penetrating die of s sides has mean
// (s+2)/2 (a d6p averages 4); an exploding one s(s+1)/(2(s−1)); sums and
// products of independent parts add and multiply their means. These are
// exact. A group with a reroll, a keep or a success count, and a quotient,
// take the mean of their distribution, exact for closed dice and within the
// truncation of 1e-12 for open ones; NaN if that is too large to compute.
func (e *Expr) Mean() float64 {
	if e == nil {
		return 0
	}
	stack := make([]float64, 0, 8)
	for i, n := range e.prog {
		switch n.op {
		case opNum:
			stack = append(stack, float64(n.v))
		case opPool:
			stack = append(stack, e.pools[n.v].mean())
		case opNeg:
			stack[len(stack)-1] = -stack[len(stack)-1]
		case opDiv:
			// The quotient's mean is not the quotient of the means: take
			// it from the distribution of the part of the program that
			// ends here.
			sub := e.suffixAt(i)
			d, err := sub.Distribution(1e-12)
			m := math.NaN()
			if err == nil {
				m = d.Mean()
			}
			stack = stack[:len(stack)-1]
			stack[len(stack)-1] = m
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
	if len(stack) == 0 {
		return 0
	}
	return stack[0]
}

// suffixAt returns the expression whose value the program computes at step
// i: the subtree ending there.
func (e *Expr) suffixAt(i int) *Expr {
	need := 1
	j := i
	for ; need > 0; j-- {
		switch e.prog[j].op {
		case opNum, opPool:
			need--
		case opNeg:
		default:
			need++
		}
	}
	sub := &Expr{prog: e.prog[j+1 : i+1], pools: e.pools, general: true}
	return sub
}
