package dice

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits on notation, so that every parsed expression is cheap to roll.
const (
	MaxTerms    = 20        // most terms in one expression
	MaxConstant = 1_000_000 // largest constant term
)

// Expr is a compiled dice expression: a sum of terms, each a group of
// [Dice] or a constant, added or subtracted. Parse it once, roll it many
// times; rolling allocates nothing. It marshals to JSON as its notation, so
// weapon and injury tables can hold "2d6p" directly.
//
// The grammar (whitespace is allowed between terms and signs):
//
//	expr  = [sign] term { sign term }
//	sign  = "+" | "-" | "−"
//	term  = number | [number] ("d" | "D") (number | "%") [open [number]]
//	open  = "p" (penetrating) | "!" (exploding)
//
// So "2d6+1", "d6-3", "60+2d8", "2d6p", "d8!", "d%" and "d20p6" (a d20 whose
// highest face penetrates into d6−1, the shot roll of rule DI-2). A number
// after the open mark names the die rolled on a highest face. Results below
// zero are reported as rolled: clamping ("d6−3 HP, negatives count as 0")
// belongs to the rule that rolls, not to the notation.
//
// The zero Expr is the constant 0, and so is a nil *Expr: every method
// but UnmarshalText reads it as 0.
type Expr struct {
	terms  []term  // as written, for printing
	groups []group // the dice terms, for rolling
	bias   int     // the constant terms, summed
}

// group is a dice term compiled for rolling.
type group struct {
	dice Dice
	neg  bool
}

// compile fills the rolling plan from the terms.
func (e *Expr) compile() {
	e.groups, e.bias = e.groups[:0], 0
	for _, t := range e.terms {
		if t.dice.N == 0 {
			e.bias += t.sign() * t.c
			continue
		}
		e.groups = append(e.groups, group{t.dice, t.neg})
	}
}

// term is one signed group of dice, or a constant when dice.N is 0.
type term struct {
	neg  bool
	dice Dice
	c    int
}

func (t term) sign() int {
	if t.neg {
		return -1
	}
	return 1
}

// SyntaxError describes malformed notation: the input, the byte offset of the
// problem and what was expected. It wraps [ErrNotation], and [ErrDice] when
// the dice are out of range ("d0").
type SyntaxError struct {
	Input string
	Pos   int // byte offset in Input
	Msg   string
	Err   error // ErrDice for dice out of range, else nil
}

// Error reports the problem with its column (counting runes from 1).
func (e *SyntaxError) Error() string {
	col := utf8.RuneCountInString(e.Input[:min(e.Pos, len(e.Input))]) + 1
	return fmt.Sprintf("dice: bad notation %q at column %d: %s", e.Input, col, e.Msg)
}

// Unwrap returns ErrNotation and, for dice out of range, ErrDice.
func (e *SyntaxError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrNotation, e.Err}
	}
	return []error{ErrNotation}
}

// Parse compiles dice notation (see [Expr] for the grammar). Malformed
// notation is a *[SyntaxError] naming the position; it never panics.
func Parse(s string) (*Expr, error) {
	p := parser{in: s}
	e, err := p.expr()
	if err != nil {
		return nil, err
	}
	return e, nil
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

type parser struct {
	in  string
	pos int
}

func (p *parser) fail(pos int, err error, format string, args ...any) error {
	return &SyntaxError{Input: p.in, Pos: pos, Msg: fmt.Sprintf(format, args...), Err: err}
}

func (p *parser) skipSpace() {
	for p.pos < len(p.in) && (p.in[p.pos] == ' ' || p.in[p.pos] == '\t') {
		p.pos++
	}
}

// sign consumes "+", "-" or "−" and reports whether one was there and
// whether it was a minus.
func (p *parser) sign() (found, neg bool) {
	switch {
	case strings.HasPrefix(p.in[p.pos:], "+"):
		p.pos++
		return true, false
	case strings.HasPrefix(p.in[p.pos:], "-"):
		p.pos++
		return true, true
	case strings.HasPrefix(p.in[p.pos:], "−"):
		p.pos += len("−")
		return true, true
	}
	return false, false
}

func (p *parser) expr() (*Expr, error) {
	e := &Expr{}
	p.skipSpace()
	if p.pos == len(p.in) {
		return nil, p.fail(p.pos, nil, "empty expression")
	}
	_, neg := p.sign()
	for {
		p.skipSpace()
		if len(e.terms) == MaxTerms {
			return nil, p.fail(p.pos, nil, "more than %d terms", MaxTerms)
		}
		t, err := p.term()
		if err != nil {
			return nil, err
		}
		t.neg = neg
		e.terms = append(e.terms, t)
		p.skipSpace()
		if p.pos == len(p.in) {
			e.compile()
			return e, nil
		}
		var found bool
		if found, neg = p.sign(); !found {
			return nil, p.fail(p.pos, nil, "expected + or - before %q", p.rest())
		}
	}
}

// rest returns the unread input, shortened for messages.
func (p *parser) rest() string {
	r := p.in[p.pos:]
	if len(r) > 12 {
		r = r[:12] + "…"
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

func (p *parser) term() (term, error) {
	start := p.pos
	n, hasN, err := p.number()
	if err != nil {
		return term{}, err
	}
	if p.pos == len(p.in) || (p.in[p.pos] != 'd' && p.in[p.pos] != 'D') {
		if !hasN {
			if p.pos == len(p.in) {
				return term{}, p.fail(p.pos, nil, "expected a number or dice at the end")
			}
			return term{}, p.fail(p.pos, nil, "expected a number or dice, found %q", p.rest())
		}
		if n > MaxConstant {
			return term{}, p.fail(start, nil, "constant %d is larger than %d", n, MaxConstant)
		}
		return term{c: n}, nil
	}
	p.pos++ // the d
	if !hasN {
		n = 1
	}
	d := Dice{N: n}
	sidesAt := p.pos
	if strings.HasPrefix(p.in[p.pos:], "%") {
		p.pos++
		d.Sides = 100
	} else {
		s, ok, err := p.number()
		if err != nil {
			return term{}, err
		}
		if !ok {
			return term{}, p.fail(p.pos, nil, `expected the number of sides after "d"`)
		}
		d.Sides = s
	}
	intoAt := p.pos
	if p.pos < len(p.in) {
		switch p.in[p.pos] {
		case 'p', 'P':
			d.Open = Penetrating
		case '!':
			d.Open = Exploding
		}
		if d.Open != Closed {
			p.pos++
			intoAt = p.pos
			into, _, err := p.number()
			if err != nil {
				return term{}, err
			}
			d.Into = into
			if into == 0 && p.pos > intoAt {
				return term{}, p.fail(intoAt, ErrDice, "a die cannot continue into a d0")
			}
		}
	}
	switch {
	case d.N < 1 || d.N > MaxCount:
		return term{}, p.fail(start, ErrDice, "%d dice, want 1..%d", d.N, MaxCount)
	case d.Sides < 2 || d.Sides > MaxSides:
		return term{}, p.fail(sidesAt, ErrDice, "a die with %s, want 2..%d", sidesText(d.Sides), MaxSides)
	case d.Into != 0 && (d.Into < 2 || d.Into > MaxSides):
		return term{}, p.fail(intoAt, ErrDice, "a continuation die with %s, want 2..%d", sidesText(d.Into), MaxSides)
	}
	return term{dice: d}, nil
}

// String returns the canonical notation, which parses back to the same
// expression: "2d6+d4-1", "d100" for "d%".
func (e *Expr) String() string {
	if e == nil || len(e.terms) == 0 {
		return "0"
	}
	var b strings.Builder
	for i, t := range e.terms {
		if t.neg {
			b.WriteByte('-')
		} else if i > 0 {
			b.WriteByte('+')
		}
		if t.dice.N == 0 {
			b.WriteString(strconv.Itoa(t.c))
		} else {
			t.dice.appendTo(&b)
		}
	}
	return b.String()
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
		return e == o
	}
	if len(e.terms) != len(o.terms) {
		return false
	}
	for i := range e.terms {
		if e.terms[i] != o.terms[i] {
			return false
		}
	}
	return true
}

// Min returns the lowest total the expression can roll.
func (e *Expr) Min() int {
	if e == nil {
		return 0
	}
	t := 0
	for _, x := range e.terms {
		lo, hi := x.bounds()
		if x.neg {
			t -= hi
		} else {
			t += lo
		}
	}
	return t
}

// Max returns the highest total the expression can roll. It reports
// ok = false when an open-ended die can make the total arbitrarily high.
func (e *Expr) Max() (max int, ok bool) {
	if e == nil {
		return 0, true
	}
	t := 0
	for _, x := range e.terms {
		lo, hi := x.bounds()
		if x.neg {
			t -= lo
			continue
		}
		if x.dice.N > 0 && x.dice.Open != Closed {
			return 0, false
		}
		t += hi
	}
	return t, true
}

// bounds returns a term's lowest and highest unsigned value; for open dice
// the highest is the closed maximum (open dice are unbounded above).
func (t term) bounds() (lo, hi int) {
	if t.dice.N == 0 {
		return t.c, t.c
	}
	return t.dice.N, t.dice.N * t.dice.Sides
}

// Mean returns the exact expected total. A penetrating die of s sides has
// mean (s+2)/2 (a d6p averages 4); an exploding one s(s+1)/(2(s−1)).
func (e *Expr) Mean() float64 {
	if e == nil {
		return 0
	}
	m := 0.0
	for _, t := range e.terms {
		v := float64(t.c)
		if t.dice.N > 0 {
			v = float64(t.dice.N) * t.dice.mean()
		}
		m += float64(t.sign()) * v
	}
	return m
}

// mean returns the expected value of one die of d.
func (d Dice) mean() float64 {
	s := float64(d.Sides)
	first := (s + 1) / 2
	if d.Open == Closed {
		return first
	}
	c := float64(d.chainDie())
	// After a highest face (probability 1/s) the chain adds a geometric
	// number of continuation rolls, each worth its face (minus 1 when
	// penetrating); the chain goes on with probability 1/c per roll.
	each := (c + 1) / 2
	if d.Open == Penetrating {
		each--
	}
	return first + (1/s)*each*c/(c-1)
}

// Result is the record of an expression rolled: the natural faces of all its
// dice in the order rolled (an open die's chain follows it) and the total.
// When more than MaxFaces faces are rolled, the first are kept, Rolled counts
// them all and Total is still exact. Like a [Throw], a Result is a few words
// returned in registers, so rolling copies nothing through memory.
type Result struct {
	Expr   *Expr
	faces  faceLog
	Rolled int
	Total  int
}

// Roll rolls the expression. Draws: the terms left to right, each as
// [Dice.Roll]. It allocates nothing.
func (e *Expr) Roll(r Rand) Result {
	if e == nil {
		return Result{}
	}
	if len(e.groups) == 1 && !e.groups[0].neg {
		// one group of dice and constants, as most damage is ("2d6p",
		// "d8+1"): the same roll without the loop's bookkeeping
		log, rolled, s := e.groups[0].dice.roll(r, faceLog{}, 0)
		return Result{Expr: e, faces: log, Rolled: rolled, Total: e.bias + s}
	}
	var (
		log    faceLog
		rolled int
		total  = e.bias
	)
	for i := range e.groups {
		g := &e.groups[i]
		var s int
		log, rolled, s = g.dice.roll(r, log, rolled)
		if g.neg {
			s = -s
		}
		total += s
	}
	return Result{Expr: e, faces: log, Rolled: rolled, Total: total}
}

// Equal reports whether two results are the same expression with the same
// faces, count and total.
func (r Result) Equal(o Result) bool {
	return r.Expr.Equal(o.Expr) && r.faces == o.faces && r.Rolled == o.Rolled && r.Total == o.Total
}

type resultJSON struct {
	Expr   *Expr `json:"expr"`
	Faces  []int `json:"faces"`
	Rolled int   `json:"rolled"`
	Total  int   `json:"total"`
}

// MarshalJSON encodes the result with its expression's notation and the
// kept faces: {"expr": "2d6p+1", "faces": [6, 1, 4], "rolled": 3,
// "total": 11}.
func (r Result) MarshalJSON() ([]byte, error) {
	e := r.Expr
	if e == nil {
		e = &Expr{}
	}
	return json.Marshal(resultJSON{e, r.Faces(), r.Rolled, r.Total})
}

// UnmarshalJSON decodes a result. The expression must parse, and the faces
// must be min(rolled, MaxFaces) faces of 1..MaxSides; otherwise the error
// wraps [ErrNotation] or [ErrDice].
func (r *Result) UnmarshalJSON(data []byte) error {
	var j resultJSON
	if err := json.Unmarshal(data, &j); err != nil {
		if errors.Is(err, ErrNotation) {
			return err
		}
		return fmt.Errorf("%w: %v", ErrDice, err)
	}
	if j.Expr == nil {
		return fmt.Errorf("%w: a result without its expression", ErrDice)
	}
	if j.Rolled < 0 || len(j.Faces) != min(j.Rolled, MaxFaces) {
		return fmt.Errorf("%w: %d faces recorded of %d rolled", ErrDice, len(j.Faces), j.Rolled)
	}
	n := Result{Expr: j.Expr, Rolled: j.Rolled, Total: j.Total}
	for i, f := range j.Faces {
		if f < 1 || f > MaxSides {
			return fmt.Errorf("%w: face %d is %d", ErrDice, i, f)
		}
		n.faces.set(i, f)
	}
	*r = n
	return nil
}

// Kept returns how many faces the record holds: Rolled, at most MaxFaces.
func (r Result) Kept() int { return min(r.Rolled, MaxFaces) }

// Face returns face i (0-based) in the order rolled, for i < Kept; else 0.
func (r Result) Face(i int) int {
	if i >= r.Rolled {
		return 0
	}
	return r.faces.get(i) // 0 for i < 0 and past MaxFaces
}

// Faces returns the kept faces in the order rolled, in a new slice.
func (r Result) Faces() []int {
	out := make([]int, r.Kept())
	for i := range out {
		out[i] = r.faces.get(i)
	}
	return out
}

// String formats the result as table talk, each group of dice in brackets:
// "2d6p+1: [6→6→3, 2] + 1 = 16".
func (r Result) String() string {
	var b strings.Builder
	if r.Expr == nil {
		return strconv.Itoa(r.Total)
	}
	b.WriteString(r.Expr.String())
	b.WriteString(": ")
	at, kept := 0, r.Kept()
	truncated := r.Rolled > MaxFaces
	for i, t := range r.Expr.terms {
		switch {
		case t.neg:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		if t.dice.N == 0 {
			b.WriteString(strconv.Itoa(t.c))
			continue
		}
		n := t.dice.facesOf(&r.faces, at, kept)
		b.WriteByte('[')
		appendFaces(&b, t.dice, &r.faces, at, at+n, truncated && at+n == kept)
		b.WriteByte(']')
		at += n
	}
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(r.Total))
	return b.String()
}

// facesOf returns how many of the faces [from, to) of a log belong to one
// throw of d.
func (d Dice) facesOf(log *faceLog, from, to int) int {
	i := from
	for range d.N {
		if i == to {
			break
		}
		f := log.get(i)
		i++
		if d.Open == Closed || f != d.Sides {
			continue
		}
		c := d.chainDie()
		for i < to {
			g := log.get(i)
			i++
			if g != c {
				break
			}
		}
	}
	return i - from
}
