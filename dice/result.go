package dice

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Result is the record of an expression rolled: the natural faces of all its
// dice in the order rolled — a rerolled face before the face that stands,
// an open die's chain after it, dropped dice as well as kept ones — and the
// total. [Result.Rerolled] and [Result.Dropped] say which faces do not
// count. When more than MaxFaces faces are rolled, the first are kept,
// Rolled counts them all and Total is still exact. Like a [Throw], a Result
// is a few machine words.
type Result struct {
	Expr   *Expr
	faces  faceLog
	Rolled int
	Total  int
}

// Roll rolls the expression. Draws: the groups of dice left to right as
// written, each as [Dice.Roll], a reroll's second face right after the face
// it replaces. It allocates nothing.
func (e *Expr) Roll(r Rand) Result {
	if e == nil {
		return Result{}
	}
	if e.general {
		return e.rollProgram(r)
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

// maxStack is the deepest the program's stack goes: one value per term.
const maxStack = MaxTerms

// rollProgram rolls an expression that is not a plain sum, step by step.
func (e *Expr) rollProgram(r Rand) Result {
	var (
		stack  [maxStack]int
		sp     int
		log    faceLog
		rolled int
	)
	for _, n := range e.prog {
		switch n.op {
		case opNum:
			stack[sp] = n.v
			sp++
		case opPool:
			log, rolled, stack[sp] = e.pools[n.v].roll(r, log, rolled)
			sp++
		case opNeg:
			stack[sp-1] = -stack[sp-1]
		default:
			sp--
			stack[sp-1] = n.op.apply(stack[sp-1], stack[sp])
		}
	}
	return Result{Expr: e, faces: log, Rolled: rolled, Total: stack[0]}
}

// apply returns a o b for a binary step; a quotient rounds down.
func (o op) apply(a, b int) int {
	switch o {
	case opAdd:
		return a + b
	case opSub:
		return a - b
	case opMul:
		return a * b
	}
	return floorDiv(a, b)
}

// floorDiv divides rounding toward minus infinity: 7/2 = 3, −7/2 = −4.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
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
// "2d6p+1: [6→6→3, 2] + 1 = 16", "4d6kh3: [6, 4, (1), 3] = 13" (a dropped
// die in parentheses), "d20r1: [1↻14] = 14" (a rerolled face, then the face
// that stands), "6d10>=8: [9, 3, 10, 8, 2, 1: 3 ≥ 8] = 3" (a success
// count), "(2d6+1)*10: ([3, 4] + 1) * 10 = 80".
func (r Result) String() string {
	if r.Expr == nil || len(r.Expr.prog) == 0 {
		return strconv.Itoa(r.Total)
	}
	var b strings.Builder
	b.WriteString(r.Expr.String())
	b.WriteString(": ")
	pools := r.dice()
	b.WriteString(r.Expr.render(true, func(b *strings.Builder, n node) {
		if n.op == opNum {
			b.WriteString(strconv.Itoa(n.v))
			return
		}
		p := pools[n.v]
		r.Expr.pools[n.v].appendDice(b, &r.faces, p.dice, p.complete)
	}))
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(r.Total))
	return b.String()
}

// rolledPool is a pool's dice as the record reads them.
type rolledPool struct {
	dice     []die
	complete bool
}

// dice reads back every pool's dice from the record, in the order rolled.
func (r Result) dice() []rolledPool {
	out := make([]rolledPool, len(r.Expr.pools))
	at, kept := 0, r.Kept()
	for i := range r.Expr.pools {
		d, next, complete := r.Expr.pools[i].replay(&r.faces, at, kept)
		out[i] = rolledPool{d, complete}
		at = next
	}
	return out
}

// die returns the die that face i belongs to, if the record holds it.
func (r Result) die(i int) (die, bool) {
	if r.Expr == nil || i < 0 || i >= r.Kept() {
		return die{}, false
	}
	for _, p := range r.dice() {
		for _, x := range p.dice {
			if i >= x.from && i < x.to {
				return x, true
			}
		}
	}
	return die{}, false
}

// Dropped reports whether face i (0-based, in the order rolled) belongs to
// a die that a keep or drop ("kh", "kl", "dh", "dl") left out of the total:
// in "4d6kh3" rolled 6, 4, 1, 3, face 2 (the 1) is dropped. Among equal
// values the die rolled first is kept. A group whose faces the record does
// not hold in full (more than MaxFaces faces were rolled) reports none
// dropped.
func (r Result) Dropped(i int) bool {
	x, ok := r.die(i)
	return ok && !x.kept
}

// Rerolled reports whether face i (0-based, in the order rolled) was rolled
// again by a reroll ("r1") and so does not count: in "d20r1" rolled 1, 14,
// face 0 is rerolled and face 1 stands.
func (r Result) Rerolled(i int) bool {
	x, ok := r.die(i)
	return ok && x.rerolled && i == x.from
}
