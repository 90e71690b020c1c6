package dice_test

import (
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"pgregory.net/rapid"
)

// totalForms are expressions of every shape Roll takes: one group with or
// without a constant, open dice (penetrating, exploding), several groups,
// a negative group, and the general forms (keep, a set, a product).
var totalForms = []string{
	"2d6p", "d8+1", "d6!", "3d6", "2d6+d4-1", "-d4+3", "1d20", "4d6kh3",
	"{2d6, d10}kh1", "2*d6", "d6p+d6p+2", "(d4)d6",
}

// Total rolls the same dice in the same order as Roll, to the same total:
// the source is where Roll leaves it.
func TestPropTotalIsRollsTotal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := dice.MustParse(rapid.SampledFrom(totalForms).Draw(t, "expr"))
		seed := rapid.Uint64().Draw(t, "seed")
		a, b := dice.NewSource(seed), dice.NewSource(seed)
		if got, want := e.Total(a), e.Roll(b).Total; got != want {
			t.Fatalf("%s: Total %d, Roll's total %d", e, got, want)
		}
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("%s: the source after Total draws %d, after Roll %d", e, x, y)
		}
	})
}

// A nil expression is the constant 0 for Total as for Roll.
func TestTotalNil(t *testing.T) {
	var e *dice.Expr
	if got := e.Total(dice.NewSource(1)); got != 0 {
		t.Fatalf("nil Total: %d, want 0", got)
	}
}

// Total is the roll's sum alone: the same dice as Roll from the same
// seed, without the faces.
func ExampleExpr_Total() {
	e := dice.MustParse("2d6p")
	fmt.Println(e.Roll(dice.NewSource(7)).Total == e.Total(dice.NewSource(7)))
	// Output: true
}
