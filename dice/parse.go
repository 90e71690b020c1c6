package dice

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SyntaxError describes malformed notation: the input, the column of the
// problem and what was expected. It wraps [ErrNotation], and [ErrDice] when
// the dice are out of range ("d0", "3d6kh4").
type SyntaxError struct {
	Input string
	// Pos is the column of the problem, counting runes (not bytes) from 1,
	// so a caret printed under Input after Pos−1 spaces points at it; the
	// end of the input is column RuneCount(Input)+1.
	Pos int
	Msg string
	Err error // ErrDice for dice out of range, else nil
}

// Error reports the problem with its column.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("dice: bad notation %q at column %d: %s", e.Input, e.Pos, e.Msg)
}

// Unwrap returns ErrNotation and, for dice out of range, ErrDice.
func (e *SyntaxError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrNotation, e.Err}
	}
	return []error{ErrNotation}
}

// Parse compiles dice notation (see [Expr] for the grammar). Malformed
// notation is a *[SyntaxError] naming the column; it never panics.
func Parse(s string) (*Expr, error) {
	p := parser{in: s, e: &Expr{}}
	if strings.TrimLeft(s, " \t") == "" {
		return nil, p.fail(len(s), nil, "empty expression")
	}
	if err := p.sum(); err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(p.in) {
		if p.in[p.pos] == ')' {
			return nil, p.fail(p.pos, nil, "a ) without its (")
		}
		return nil, p.fail(p.pos, nil, "expected + or -, * or / before %q", p.rest())
	}
	p.e.compile()
	return p.e, nil
}

// MustParse is Parse for notation known to be good, as in package-level
// variables; it panics on malformed notation.
func MustParse(s string) *Expr {
	e, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return e
}

// parser reads notation into the postfix program of an Expr, keeping the
// bounds of each value on its stack so that a divisor that can be 0 is
// refused where it is written.
type parser struct {
	in     string
	pos    int // byte offset
	e      *Expr
	bounds []span
	leaves int
	depth  int
}

func (p *parser) fail(pos int, err error, format string, args ...any) error {
	col := utf8.RuneCountInString(p.in[:min(pos, len(p.in))]) + 1
	return &SyntaxError{Input: p.in, Pos: col, Msg: fmt.Sprintf(format, args...), Err: err}
}

// emit appends a step to the program and updates the bounds stack.
func (p *parser) emit(n node, b span) {
	p.e.prog = append(p.e.prog, n)
	switch n.op {
	case opNum, opPool:
		p.bounds = append(p.bounds, b)
	case opNeg:
		top := &p.bounds[len(p.bounds)-1]
		*top = top.neg()
	default:
		r := p.bounds[len(p.bounds)-1]
		p.bounds = p.bounds[:len(p.bounds)-1]
		l := &p.bounds[len(p.bounds)-1]
		*l = l.apply(n.op, r)
	}
}

func (p *parser) skipSpace() {
	for p.pos < len(p.in) && (p.in[p.pos] == ' ' || p.in[p.pos] == '\t') {
		p.pos++
	}
}

// accept consumes one of the tokens if the input continues with it.
func (p *parser) accept(tokens ...string) bool {
	for _, t := range tokens {
		if strings.HasPrefix(p.in[p.pos:], t) {
			p.pos += len(t)
			return true
		}
	}
	return false
}

// sign consumes "+", "-" or "−" and reports whether one was there and
// whether it was a minus.
func (p *parser) sign() (found, neg bool) {
	switch {
	case p.accept("+"):
		return true, false
	case p.accept("-", "−"):
		return true, true
	}
	return false, false
}

// sum reads expr = [sign] product { sign product }.
func (p *parser) sum() error {
	p.skipSpace()
	_, neg := p.sign()
	if err := p.product(); err != nil {
		return err
	}
	if neg {
		p.emit(node{op: opNeg}, span{})
	}
	for {
		p.skipSpace()
		found, neg := p.sign()
		if !found {
			return nil
		}
		if err := p.product(); err != nil {
			return err
		}
		if neg {
			p.emit(node{op: opSub}, span{})
		} else {
			p.emit(node{op: opAdd}, span{})
		}
	}
}

// product reads product = factor { ("*" | "×" | "/" | "÷") factor }.
func (p *parser) product() error {
	if err := p.factor(); err != nil {
		return err
	}
	for {
		p.skipSpace()
		var o op
		switch {
		case p.accept("*", "×"):
			o = opMul
		case p.accept("/", "÷"):
			o = opDiv
		default:
			return nil
		}
		p.skipSpace()
		at := p.pos
		if err := p.factor(); err != nil {
			return err
		}
		if d := p.bounds[len(p.bounds)-1]; o == opDiv && d.lo <= 0 && d.hi >= 0 {
			return p.fail(at, nil, "a divisor that can be 0 (%s)", d)
		}
		p.emit(node{op: o}, span{})
		if b := p.bounds[len(p.bounds)-1]; math.Abs(b.lo) > maxTotal && !math.IsInf(b.lo, 0) || math.Abs(b.hi) > maxTotal && !math.IsInf(b.hi, 0) {
			return p.fail(at, nil, "a product that can reach %s, beyond ±%d", b, maxTotal)
		}
	}
}

// maxTotal bounds what a product of closed dice and numbers may reach, so
// that no total overflows.
const maxTotal = 1 << 40

// factor reads factor = "(" expr ")" | number | dice.
func (p *parser) factor() error {
	p.skipSpace()
	if p.pos < len(p.in) && p.in[p.pos] == '(' {
		if p.depth == MaxTerms {
			return p.fail(p.pos, nil, "parentheses nested deeper than %d", MaxTerms)
		}
		open := p.pos
		p.pos++
		p.depth++
		if err := p.sum(); err != nil {
			return err
		}
		p.depth--
		p.skipSpace()
		if !p.accept(")") {
			if p.pos == len(p.in) {
				return p.fail(open, nil, "a ( without its )")
			}
			return p.fail(p.pos, nil, "expected ) before %q", p.rest())
		}
		return nil
	}
	if p.leaves == MaxTerms {
		return p.fail(p.pos, nil, "more than %d terms", MaxTerms)
	}
	p.leaves++
	return p.term()
}

// rest returns the unread input, shortened for messages.
func (p *parser) rest() string {
	r := p.in[p.pos:]
	if utf8.RuneCountInString(r) > 12 {
		n := 0
		for i := range r {
			if n == 12 {
				r = r[:i] + "…"
				break
			}
			n++
		}
	}
	return r
}

// number reads up to 7 decimal digits; ok is false when there are none.
func (p *parser) number() (n int, ok bool, err error) {
	start := p.pos
	for p.pos < len(p.in) && p.in[p.pos] >= '0' && p.in[p.pos] <= '9' {
		p.pos++
	}
	if p.pos == start {
		return 0, false, nil
	}
	if p.pos-start > 7 {
		return 0, false, p.fail(start, nil, "number %s is too long", p.in[start:p.pos])
	}
	n, _ = strconv.Atoi(p.in[start:p.pos])
	return n, true, nil
}

// need reads the number a modifier must be followed by.
func (p *parser) need(what string) (int, error) {
	n, ok, err := p.number()
	if err == nil && !ok {
		err = p.fail(p.pos, nil, "expected a number after %s", what)
	}
	return n, err
}

// next reports whether the input continues with c, in either case.
func (p *parser) next(c byte) bool {
	return p.pos < len(p.in) && (p.in[p.pos]|0x20) == c
}

// term reads a constant or a group of dice with its modifiers.
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
		p.emit(node{op: opNum, v: n}, span{float64(n), float64(n)})
		return nil
	}
	p.pos++ // the d
	if !hasN {
		n = 1
	}
	var g pool
	d := &g.Dice
	d.N = n
	sidesAt := p.pos
	if p.accept("%") {
		d.Sides = 100
	} else {
		s, ok, err := p.number()
		if err != nil {
			return err
		}
		if !ok {
			return p.fail(p.pos, nil, `expected the number of sides after "d"`)
		}
		d.Sides = s
	}
	intoAt := p.pos
	switch {
	case p.next('p'):
		d.Open = Penetrating
	case p.next('!'):
		d.Open = Exploding
	}
	if d.Open != Closed {
		p.pos++
		intoAt = p.pos
		into, _, err := p.number()
		if err != nil {
			return err
		}
		d.Into = into
		if into == 0 && p.pos > intoAt {
			return p.fail(intoAt, ErrDice, "a die cannot continue into a d0")
		}
	}
	switch {
	case d.N < 1 || d.N > MaxCount:
		return p.fail(start, ErrDice, "%d dice, want 1..%d", d.N, MaxCount)
	case d.Sides < 2 || d.Sides > MaxSides:
		return p.fail(sidesAt, ErrDice, "a die with %s, want 2..%d", sidesText(d.Sides), MaxSides)
	case d.Into != 0 && (d.Into < 2 || d.Into > MaxSides):
		return p.fail(intoAt, ErrDice, "a continuation die with %s, want 2..%d", sidesText(d.Into), MaxSides)
	}
	if err := p.modifiers(&g); err != nil {
		return err
	}
	p.e.pools = append(p.e.pools, g)
	p.emit(node{op: opPool, v: len(p.e.pools) - 1}, g.span())
	return nil
}

// modifiers reads what follows a group of dice, in this order: a reroll
// ("r1"), a keep or drop ("kh3", "kl1", "k3", "dh1", "dl1"), a success count
// (">=8" or "≥8").
func (p *parser) modifiers(g *pool) error {
	d := &g.Dice
	if at := p.pos; p.next('r') {
		p.pos++
		n, err := p.need(`"r"`)
		if err != nil {
			return err
		}
		if n < 1 || n >= d.Sides {
			return p.fail(at, ErrDice, "a reroll of faces up to %d on a d%d, want 1..%d", n, d.Sides, d.Sides-1)
		}
		g.reroll = n
	}
	at := p.pos
	switch {
	case p.accept("kh", "KH", "Kh", "kH"):
		g.sel = keepHigh
	case p.accept("kl", "KL", "Kl", "kL"):
		g.sel = keepLow
	case p.accept("dh", "DH", "Dh", "dH"):
		g.sel = dropHigh
	case p.accept("dl", "DL", "Dl", "dL"):
		g.sel = dropLow
	case p.next('k'):
		p.pos++
		g.sel = keepHigh
	}
	if g.sel != all {
		n, err := p.need(fmt.Sprintf("%q", p.in[at:p.pos]))
		if err != nil {
			return err
		}
		lo, hi := 1, d.N
		if g.sel == dropHigh || g.sel == dropLow {
			hi = d.N - 1
		}
		if n < lo || n > hi {
			return p.fail(at, ErrDice, "%s%d of %d dice, want %d..%d", g.sel, n, d.N, lo, hi)
		}
		g.selN = n
	}
	if at := p.pos; p.accept(">=", "≥") {
		n, err := p.need(fmt.Sprintf("%q", p.in[at:p.pos]))
		if err != nil {
			return err
		}
		if n < 1 || n > MaxConstant {
			return p.fail(at, nil, "a success number of %d, want 1..%d", n, MaxConstant)
		}
		g.atLeast = n
	}
	return nil
}

// span is the range of values a part of an expression can take; an open
// die makes it unbounded (±Inf).
type span struct{ lo, hi float64 }

// String shows the span as [lo, hi].
func (s span) String() string {
	f := func(x float64) string {
		if math.IsInf(x, 0) {
			return "∞"
		}
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return f(s.lo) + ".." + f(s.hi)
}

func (s span) neg() span { return span{-s.hi, -s.lo} }

// apply returns the span of s o t.
func (s span) apply(o op, t span) span {
	switch o {
	case opAdd:
		return span{s.lo + t.lo, s.hi + t.hi}
	case opSub:
		return span{s.lo - t.hi, s.hi - t.lo}
	}
	out := span{math.Inf(1), math.Inf(-1)}
	for _, a := range [2]float64{s.lo, s.hi} {
		for _, b := range [2]float64{t.lo, t.hi} {
			var v float64
			switch {
			case o == opMul && (a == 0 || b == 0):
				v = 0
			case o == opMul:
				v = a * b
			case math.IsInf(b, 0) && !math.IsInf(a, 0) && a*b < 0:
				v = -1 // a negative quotient that never reaches 0 rounds down to -1
			default:
				v = math.Floor(a / b)
			}
			if !math.IsNaN(v) {
				out.lo, out.hi = math.Min(out.lo, v), math.Max(out.hi, v)
			}
		}
	}
	return out
}
