package dice

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
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
	p.skipSpace()
	if p.pos == len(p.in) {
		return nil, p.fail(len(s), nil, "empty expression")
	}
	if err := p.sum(); err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(p.in) {
		switch p.in[p.pos] {
		case ')':
			return nil, p.fail(p.pos, nil, "a ) without its (")
		case '}':
			return nil, p.fail(p.pos, nil, "a } without its {")
		case ',':
			return nil, p.fail(p.pos, nil, "a , outside a set: write {a, b} or (a, b)")
		}
		return nil, p.fail(p.pos, nil, "expected + or -, * or / before %q", p.rest())
	}
	p.e.bounds = p.stack[0].b
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

// parser reads notation into the postfix program of an Expr, keeping what
// it knows of each value on the program's stack: its range (so a divisor
// that can be 0 is refused where it is written), and how many dice it rolls
// at most (so a set or a computed count stays within MaxCount).
type parser struct {
	in     string
	pos    int // byte offset
	e      *Expr
	stack  []item
	leaves int
	depth  int
}

// item is what the parser knows of a value on the stack.
type item struct {
	b    span // the range of the value
	dice int  // the most dice it rolls
	end  int  // the step of the program that makes it
	l, r span // the ranges of a division's operands, when it ends in one
}

func (p *parser) fail(pos int, err error, format string, args ...any) error {
	col := utf8.RuneCountInString(p.in[:min(pos, len(p.in))]) + 1
	return &SyntaxError{Input: p.in, Pos: col, Msg: fmt.Sprintf(format, args...), Err: err}
}

func (p *parser) top() *item { return &p.stack[len(p.stack)-1] }

// push appends a number, a pool or a set to the program, taking its
// operands off the stack and putting the value it makes on it.
func (p *parser) push(n node, pops int, it item) {
	p.e.prog = append(p.e.prog, n)
	it.end = len(p.e.prog) - 1
	p.stack = append(p.stack[:len(p.stack)-pops], it)
}

// emit appends an operator to the program and updates the stack.
func (p *parser) emit(o op) {
	p.e.prog = append(p.e.prog, node{op: o})
	if o == opNeg {
		t := p.top()
		t.b = t.b.neg()
		t.l, t.r = span{}, span{}
		t.end = len(p.e.prog) - 1
		return
	}
	r := p.stack[len(p.stack)-1]
	p.stack = p.stack[:len(p.stack)-1]
	l := p.top()
	*l = item{b: l.b.apply(o, r.b), dice: l.dice + r.dice, end: len(p.e.prog) - 1, l: l.b, r: r.b}
}

// skipSpace skips white space, and a comment: "#" to the end.
func (p *parser) skipSpace() {
	for p.pos < len(p.in) {
		switch p.in[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		case '#':
			p.pos = len(p.in)
		default:
			return
		}
	}
}

// accept consumes one of the tokens if the input continues with it, its
// letters in any case.
func (p *parser) accept(tokens ...string) bool {
	for _, t := range tokens {
		if foldPrefix(p.in[p.pos:], t) {
			p.pos += len(t)
			return true
		}
	}
	return false
}

// foldPrefix reports whether s begins with t, ASCII letters in any case.
func foldPrefix(s, t string) bool {
	if len(s) < len(t) {
		return false
	}
	for i := range len(t) {
		a, b := s[i], t[i]
		if a != b && (a|0x20 != b|0x20 || b|0x20 < 'a' || b|0x20 > 'z') {
			return false
		}
	}
	return true
}

// next reports whether the input continues with c, in either case.
func (p *parser) next(c byte) bool {
	return p.pos < len(p.in) && (p.in[p.pos]|0x20) == c
}

// nextAt reports whether the byte k ahead is c (in either case).
func (p *parser) nextAt(k int, c byte) bool {
	return p.pos+k < len(p.in) && (p.in[p.pos+k]|0x20) == c
}

func (p *parser) digitAt(k int) bool {
	return p.pos+k < len(p.in) && p.in[p.pos+k] >= '0' && p.in[p.pos+k] <= '9'
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

// sum reads expr = [sign] product { sign [sign] product }: a sign after an
// operator ("1d20+-5") negates the product after it.
func (p *parser) sum() error {
	p.skipSpace()
	if err := p.signedProduct(); err != nil {
		return err
	}
	for {
		p.skipSpace()
		found, sub := p.sign()
		if !found {
			return nil
		}
		p.skipSpace()
		if err := p.signedProduct(); err != nil {
			return err
		}
		if sub {
			p.emit(opSub)
		} else {
			p.emit(opAdd)
		}
	}
}

// signedProduct reads [sign] product, negating the product after a minus.
func (p *parser) signedProduct() error {
	_, neg := p.sign()
	if err := p.product(); err != nil {
		return err
	}
	if neg {
		p.emit(opNeg)
	}
	return nil
}

// product reads product = factor { ("*" | "×" | "/" | "÷") [sign] factor }.
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
		_, neg := p.sign()
		if err := p.factor(); err != nil {
			return err
		}
		if neg {
			p.emit(opNeg)
		}
		if d := p.top().b; o == opDiv && d.lo <= 0 && d.hi >= 0 {
			return p.fail(at, nil, "a divisor that can be 0 (%s)", d)
		}
		p.emit(o)
		if b := p.top().b; math.Abs(b.lo) > maxTotal && !math.IsInf(b.lo, 0) || math.Abs(b.hi) > maxTotal && !math.IsInf(b.hi, 0) {
			return p.fail(at, nil, "a product that can reach %s, beyond ±%d", b, maxTotal)
		}
	}
}

// maxTotal bounds what a product of closed dice and numbers may reach, so
// that no total overflows.
const maxTotal = 1 << 40

// MaxLabel is the longest label, in runes: "1d8 [fire]".
const MaxLabel = 40

// factor reads factor = primary [label].
func (p *parser) factor() error {
	p.skipSpace()
	if err := p.primary(); err != nil {
		return err
	}
	p.skipSpace()
	if p.pos < len(p.in) && p.in[p.pos] == '[' {
		return p.label()
	}
	return nil
}

// label reads "[text]" and gives it to the value just made.
func (p *parser) label() error {
	at := p.pos
	end := strings.IndexByte(p.in[at:], ']')
	if end < 0 {
		return p.fail(at, nil, "a [ without its ]")
	}
	text := strings.TrimSpace(p.in[at+1 : at+end])
	switch {
	case text == "":
		return p.fail(at, nil, "an empty label")
	case utf8.RuneCountInString(text) > MaxLabel:
		return p.fail(at, nil, "a label longer than %d characters", MaxLabel)
	case strings.ContainsAny(text, "[") || strings.ContainsFunc(text, unicode.IsControl) || !utf8.ValidString(text):
		return p.fail(at, nil, "a label with %q in it: a label is plain text between [ and ]", text)
	}
	last := &p.e.prog[len(p.e.prog)-1]
	if last.label != 0 {
		return p.fail(at, nil, "a second label for %q", p.e.labels[last.label-1])
	}
	p.e.labels = append(p.e.labels, text)
	last.label = len(p.e.labels)
	p.pos = at + end + 1
	return nil
}

// primary reads a number, a group of dice, a parenthesised expression, a
// set, or floor( ) or ceil( ) of an expression.
func (p *parser) primary() error {
	if p.pos == len(p.in) {
		return p.fail(p.pos, nil, "expected a number or dice at the end")
	}
	at := p.pos
	switch {
	case p.in[p.pos] == '(' || p.in[p.pos] == '{':
		return p.group()
	case p.accept("floor(", "ceil("):
		return p.round(at)
	}
	if p.leaves == MaxTerms {
		return p.fail(p.pos, nil, "more than %d terms", MaxTerms)
	}
	p.leaves++
	return p.term()
}

// enter and leave count the levels of parentheses and braces.
func (p *parser) enter(at int) error {
	if p.depth == MaxTerms {
		return p.fail(at, nil, "parentheses nested deeper than %d", MaxTerms)
	}
	p.depth++
	return nil
}

// group reads "(" expr ")", a set "(" expr "," expr … ")" or "{" expr
// {"," expr} "}", and the count of dice a parenthesised expression may be
// ("(1d4)d6").
func (p *parser) group() error {
	open := p.pos
	brace := p.in[p.pos] == '{'
	if err := p.enter(open); err != nil {
		return err
	}
	p.pos++
	members := 0
	for {
		if err := p.sum(); err != nil {
			return err
		}
		members++
		p.skipSpace()
		if !p.accept(",") {
			break
		}
	}
	p.depth--
	closer := ")"
	if brace {
		closer = "}"
	}
	if !p.accept(closer) {
		if p.pos == len(p.in) {
			return p.fail(open, nil, "a %c without its %s", p.in[open], closer)
		}
		return p.fail(p.pos, nil, "expected %s before %q", closer, p.rest())
	}
	if brace || members > 1 {
		return p.set(open, members)
	}
	if p.next('d') && (p.digitAt(1) || p.nextAt(1, 'f') || p.nextAt(1, '%') || p.nextAt(1, '(')) {
		if p.leaves == MaxTerms {
			return p.fail(p.pos, nil, "more than %d terms", MaxTerms)
		}
		p.leaves++
		return p.dice(open, 0, true)
	}
	return nil
}

// round reads the rest of floor( expr ) or ceil( expr ): floor of a
// division is the division (it rounds down already), ceil rounds it up; of
// anything else, a whole number, both are the number itself.
func (p *parser) round(at int) error {
	ceil := p.in[at]|0x20 == 'c'
	if err := p.closed(at, p.in[at:p.pos]); err != nil {
		return err
	}
	last := &p.e.prog[len(p.e.prog)-1]
	if ceil && last.op == opDiv && last.label == 0 {
		last.op = opCeil
		t := p.top()
		t.b = t.l.apply(opCeil, t.r)
	}
	return nil
}

// closed reads the expression after an opening parenthesis, written as
// what at open, and its closing one.
func (p *parser) closed(open int, what string) error {
	if err := p.enter(open); err != nil {
		return err
	}
	if err := p.sum(); err != nil {
		return err
	}
	p.depth--
	p.skipSpace()
	if !p.accept(")") {
		if p.pos == len(p.in) {
			return p.fail(open, nil, "a %s without its )", what)
		}
		return p.fail(p.pos, nil, "expected ) before %q", p.rest())
	}
	return nil
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

// compare reads a compare point, ">=8" or "≤2", if one is there.
func (p *parser) compare() (cmp, error) {
	at := p.pos
	var c cmp
	switch {
	case p.accept(">=", "≥"):
		c.op = cmpGE
	case p.accept("<=", "≤"):
		c.op = cmpLE
	case p.accept(">"):
		c.op = cmpGT
	case p.accept("<"):
		c.op = cmpLT
	case p.accept("="):
		c.op = cmpEQ
	default:
		return c, nil
	}
	n, err := p.need(strconv.Quote(p.in[at:p.pos]))
	if err != nil {
		return c, err
	}
	if n > MaxConstant {
		return c, p.fail(at, nil, "a compare point of %d, want 0..%d", n, MaxConstant)
	}
	c.n = n
	return c, nil
}

// bareOrCompare reads what follows "r", "ro", "rr" or "f": a compare point,
// or a bare number N, which means N or less.
func (p *parser) bareOrCompare(what string) (cmp, error) {
	c, err := p.compare()
	if err != nil || c.set() {
		return c, err
	}
	n, ok, err := p.number()
	switch {
	case err != nil:
		return c, err
	case !ok:
		return c, p.fail(p.pos, nil, "expected a number or a compare point after %q", what)
	}
	return cmp{op: cmpLE, n: n}, nil
}

// span is the range of values a part of an expression can take; an open
// die makes it unbounded (±Inf).
type span struct{ lo, hi float64 }

// String shows the span as lo..hi.
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

// spanOf returns the span of the whole numbers lo..hi, ±inf becoming ±Inf.
func spanOf(lo, hi int) span {
	f := func(v int) float64 {
		switch {
		case v >= inf:
			return math.Inf(1)
		case v <= -inf:
			return math.Inf(-1)
		}
		return float64(v)
	}
	return span{f(lo), f(hi)}
}

// ivs returns the span as a set of whole numbers.
func (s span) ivs() ivset {
	f := func(x float64) int {
		switch {
		case math.IsInf(x, 1) || x >= inf:
			return inf
		case math.IsInf(x, -1) || x <= -inf:
			return -inf
		}
		return int(x)
	}
	return ivOf(f(s.lo), f(s.hi))
}

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
			case math.IsInf(b, 0) && !math.IsInf(a, 0) && a*b < 0 && o == opDiv:
				v = -1 // a negative quotient that never reaches 0 rounds down to -1
			case math.IsInf(b, 0) && !math.IsInf(a, 0) && a*b > 0 && o == opCeil:
				v = 1 // a positive quotient that never reaches 0 rounds up to 1
			case o == opCeil:
				v = math.Ceil(a / b)
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
