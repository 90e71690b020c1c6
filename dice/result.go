package dice

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Result is the record of an expression rolled: the natural faces of all its
// dice in the order rolled — a rerolled face before the face that stands,
// an open die's chain after it, dropped dice as well as kept ones — and the
// total. [Result.Rerolled] and [Result.Dropped] say which faces do not
// count; [Result.KeptFaces] and [Result.DroppedFaces] list the faces that
// count and those that do not. When more than MaxFaces faces are rolled,
// the first are kept, Rolled counts them all and Total is still exact. Cut
// says that a runaway chain was stopped at [MaxChain] rolls of one die (a
// broken source; fair dice never do it). Like a [Throw], a Result is a few
// machine words.
type Result struct {
	Expr   *Expr
	faces  faceLog
	Rolled int
	Total  int
	Cut    bool
}

// Roll rolls the expression. Draws: the groups of dice left to right as
// written (a computed count or sides before its group, a set's members in
// order), each die as [Dice.Roll], the faces it is rolled again right after
// the face they replace, an exploding "!" die's new dice right after it. It
// allocates nothing.
func (e *Expr) Roll(r Rand) Result {
	if e == nil {
		return Result{}
	}
	if e.general {
		var t tally
		total := e.eval(r, &t, nil)
		return Result{Expr: e, faces: t.log, Rolled: t.rolled, Total: total, Cut: t.cut}
	}
	if len(e.groups) == 1 && !e.groups[0].neg {
		// one group of dice and constants, as most damage is ("2d6p",
		// "d8+1"): the same roll without the loop's bookkeeping
		log, rolled, s, cut := e.groups[0].dice.roll(r, faceLog{}, 0)
		return Result{Expr: e, faces: log, Rolled: rolled, Total: e.bias + s, Cut: cut}
	}
	var (
		log    faceLog
		rolled int
		total  = e.bias
		cut    bool
	)
	for i := range e.groups {
		g := &e.groups[i]
		var s int
		var c bool
		log, rolled, s, c = g.dice.roll(r, log, rolled)
		if g.neg {
			s = -s
		}
		total += s
		cut = cut || c
	}
	return Result{Expr: e, faces: log, Rolled: rolled, Total: total, Cut: cut}
}

// maxStack is the deepest the program's stack goes: one value per term.
const maxStack = MaxTerms

// eval rolls the program step by step; tr, when not nil, records what each
// die did.
func (e *Expr) eval(r Rand, t *tally, tr *trace) int {
	var (
		stack [maxStack]int
		sp    int
	)
	for _, n := range e.prog {
		switch n.op {
		case opNum:
			if tr != nil {
				tr.start[sp] = t.rolled
			}
			stack[sp] = n.v
			sp++
		case opPool:
			g := &e.pools[n.v]
			count, sides := g.Dice.N, g.Dice.Sides
			if g.sized {
				sp--
				sides = stack[sp]
			}
			if g.counted {
				sp--
				count = stack[sp]
			}
			if tr != nil {
				if !g.counted && !g.sized {
					tr.start[sp] = t.rolled
				}
				tr.begin(n.v, count, sides, t.rolled)
			}
			stack[sp] = g.roll(r, count, sides, t, tr)
			if tr != nil {
				tr.finish(g)
			}
			sp++
		case opSet:
			st := &e.sets[n.v]
			sp -= st.m
			v := st.value(stack[sp : sp+st.m])
			if tr != nil {
				tr.set(n.v, st, stack[sp:sp+st.m], tr.start[sp:sp+st.m], t.rolled)
			}
			stack[sp] = v
			sp++
		case opNeg:
			stack[sp-1] = -stack[sp-1]
		default:
			sp--
			stack[sp-1] = n.op.apply(stack[sp-1], stack[sp])
		}
	}
	return stack[0]
}

// apply returns a o b for a binary step; a quotient rounds down, or up
// for ceil.
func (o op) apply(a, b int) int {
	switch o {
	case opAdd:
		return a + b
	case opSub:
		return a - b
	case opMul:
		return a * b
	case opCeil:
		return -floorDiv(-a, b)
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
// faces, count, total and cut.
func (r Result) Equal(o Result) bool {
	return r.Expr.Equal(o.Expr) && r.faces == o.faces && r.Rolled == o.Rolled && r.Total == o.Total && r.Cut == o.Cut
}

type resultJSON struct {
	Expr   *Expr `json:"expr"`
	Faces  []int `json:"faces"`
	Rolled int   `json:"rolled"`
	Total  int   `json:"total"`
	Cut    bool  `json:"cut,omitempty"`
}

// MarshalJSON encodes the result with its expression's notation and the
// faces it holds: {"expr": "2d6p+1", "faces": [6, 1, 4], "rolled": 3,
// "total": 11}, and "cut": true when a chain was cut. A Fate die's faces −,
// blank and + are held as 1, 2 and 3.
func (r Result) MarshalJSON() ([]byte, error) {
	e := r.Expr
	if e == nil {
		e = &Expr{}
	}
	return json.Marshal(resultJSON{e, r.Faces(), r.Rolled, r.Total, r.Cut})
}

// UnmarshalJSON decodes a result. The expression must parse, and the faces
// must be min(rolled, MaxFaces) faces of 1..MaxSides, and no key may be one
// a result does not have; otherwise the error wraps [ErrNotation] or
// [ErrDice].
func (r *Result) UnmarshalJSON(data []byte) error {
	var j resultJSON
	if err := encounter.Strict(data, &j); err != nil {
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
	n := Result{Expr: j.Expr, Rolled: j.Rolled, Total: j.Total, Cut: j.Cut}
	for i, f := range j.Faces {
		if f < 1 || f > MaxSides {
			return fmt.Errorf("%w: face %d is %d", ErrDice, i, f)
		}
		n.faces.set(i, f)
	}
	*r = n
	return nil
}

// Len returns how many faces the record holds: Rolled, at most MaxFaces.
func (r Result) Len() int { return min(r.Rolled, MaxFaces) }

// Face returns face i (0-based) in the order rolled, for i < Len; else 0.
func (r Result) Face(i int) int { return r.faces.face(i, r.Rolled) }

// Faces returns every face the record holds, in the order rolled, in a new
// slice: counted or not. A Fate die's faces −, blank and + are 1, 2 and 3.
func (r Result) Faces() []int { return r.faces.list(r.Len()) }

// KeptFaces returns the faces that count toward the total, in the order
// rolled, in a new slice: every face but the rerolled ones and those of the
// dice (and set members) a keep or drop left out. For "4d6kh3" rolling 6,
// 4, 1, 3 it is [6, 4, 3].
func (r Result) KeptFaces() []int { return r.facesWhere(false) }

// DroppedFaces returns the faces that do not count, in the order rolled,
// in a new slice: the rerolled ones and those a keep or drop left out. For
// "4d6kh3" rolling 6, 4, 1, 3 it is [1].
func (r Result) DroppedFaces() []int { return r.facesWhere(true) }

func (r Result) facesWhere(dropped bool) []int {
	out := []int{}
	if r.Expr == nil {
		return out
	}
	tr := r.trace()
	for i := range r.Len() {
		if (tr.dropped(i) || tr.rerolled(i)) == dropped {
			out = append(out, r.faces.get(i))
		}
	}
	return out
}

// Dropped reports whether face i (0-based, in the order rolled) belongs to
// a die that a keep or drop ("kh", "kl", "dh", "dl", "d") left out of the
// total, or to a set's member left out: in "4d6kh3" rolled 6, 4, 1, 3, face
// 2 (the 1) is dropped. Among equal values the die rolled first is kept. A
// group whose faces the record does not hold in full (more than MaxFaces
// faces were rolled) reports none dropped.
func (r Result) Dropped(i int) bool {
	if r.Expr == nil || i < 0 || i >= r.Len() {
		return false
	}
	return r.trace().dropped(i)
}

// Rerolled reports whether face i (0-based, in the order rolled) was rolled
// again by a reroll ("r1", "rr<=2") and so does not count: in "d20r1"
// rolled 1, 14, face 0 is rerolled and face 1 stands.
func (r Result) Rerolled(i int) bool {
	if r.Expr == nil || i < 0 || i >= r.Len() {
		return false
	}
	return r.trace().rerolled(i)
}

// String formats the result as table talk, each group of dice in brackets:
// "2d6p+1: [6→6→3, 2] + 1 = 16" (a chain joined by arrows), "4d6kh3: [6, 4,
// (1), 3] = 13" (a dropped die in parentheses), "d20r1: [1↻14] = 14" (a
// rerolled face, then the face that stands), "2d6!: [6!, 3, 4] = 13" (a
// die that exploded into a new one), "2d6mi3: [1↑3, 5] = 8" (a face raised
// to the minimum; ↓ lowered to the maximum), "6d10>=8f1: [9, 1, 10, 3, 8,
// 2: 3 ≥ 8 − 1 ≤ 1] = 2" (successes less failures), "4dF: [+1, 0, -1, +1]
// = 1", "(1d4)d6: ([3])d6 [2, 5, 1] = 8" (a computed count), "{4d6,3d8}kh1:
// {[6, 4, 1, 5] = 16, ([2, 3, 8] = 13)} = 16" (a set, a dropped member in
// parentheses), "d8[fire]+2d6[cold]: [5] [fire] + [3, 4] [cold] = 12"
// (labels), "(2d6+1)*10: ([3, 4] + 1) * 10 = 80".
func (r Result) String() string {
	if r.Expr == nil || len(r.Expr.prog) == 0 {
		return strconv.Itoa(r.Total)
	}
	tr := r.trace()
	s := r.Expr.String() + ": " + r.Expr.render(true, func(i int, n node, args []string) string {
		return tr.talk(r.Expr, &r.faces, n, args)
	}) + " = " + strconv.Itoa(r.Total)
	if r.Cut {
		s += " (a chain cut at " + strconv.Itoa(MaxChain) + " rolls)"
	}
	return s
}
