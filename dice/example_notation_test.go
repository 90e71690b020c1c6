package dice_test

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// The examples below show each form of the notation a dice bot's players
// type, with its exact odds worked out by hand in a comment.

// odds prints P(total) for the totals asked of an expression.
func odds(expr string, totals ...int) {
	d, err := dice.MustParse(expr).Distribution(1e-12)
	if err != nil {
		panic(err)
	}
	for _, x := range totals {
		fmt.Printf("P(%d) = %.6f\n", x, d.P(x))
	}
}

// Labels travel with their terms; a comment is left out. A 20 needs the
// d8's 8 and two 6s: 1/8 · 1/36 = 1/288 = 0.003472.
func ExampleParse_labels() {
	e := dice.MustParse("1d8 [fire] + 2d6 [cold] # the dragon's breath")
	fmt.Println(e.Roll(dice.NewSource(1)))
	odds(e.String(), 20)
	// Output:
	// d8[fire]+2d6[cold]: [1] [fire] + [5, 1] [cold] = 7
	// P(20) = 0.003472
}

// A sign after an operator, as macros write it: 1d20+-5 is 1d20 − 5, and
// totals 0 or less on a 5 or less: 5/20.
func ExampleParse_signAfterOperator() {
	e := dice.MustParse("1d20+-5")
	fmt.Println(e.Roll(dice.NewSource(1)))
	p, _ := e.Chance(dice.AtMost, 0)
	fmt.Printf("P(≤ 0) = %.2f\n", p)
	// Output:
	// d20+(-5): [14] + (-5) = 9
	// P(≤ 0) = 0.25
}

// A computed count: (1d4)d6 rolls a d4 for the number of d6. A 1 needs a
// count of 1 and a 1: 1/4 · 1/6 = 1/24 = 0.041667; the mean is 2.5 · 3.5.
// Computed sides: d(1d4+2) is a d3 to a d6, so a 1 is 1/4 · (1/3 + 1/4 +
// 1/5 + 1/6) = 57/240 = 0.2375.
func ExampleParse_computedCount() {
	e := dice.MustParse("(1d4)d6")
	fmt.Println(e.Roll(dice.NewSource(10)))
	odds(e.String(), 1)
	fmt.Printf("mean %.2f\n", e.Mean())
	odds("d(1d4+2)", 1)
	// Output:
	// (d4)d6: ([3])d6 [6, 2, 6] = 14
	// P(1) = 0.041667
	// mean 8.75
	// P(1) = 0.237500
}

// A minimum per die: 2d6mi3 counts a 1 or 2 as 3, so totals 6 when both
// dice show 3 or less, (3/6)² = 0.25.
func ExampleParse_minimum() {
	e := dice.MustParse("2d6mi3")
	fmt.Println(e.Roll(dice.NewSource(3)))
	odds(e.String(), 6)
	// Output:
	// 2d6mi3: [2↑3, 1↑3] = 6
	// P(6) = 0.250000
}

// A maximum per die: 4d6ma5 totals 20 when every die shows 5 or 6,
// (2/6)⁴ = 1/81 = 0.012346.
func ExampleParse_maximum() {
	e := dice.MustParse("4d6ma5")
	fmt.Println(e.Roll(dice.NewSource(2)))
	odds(e.String(), 20)
	// Output:
	// 4d6ma5: [4, 6↓5, 1, 1] = 11
	// P(20) = 0.012346
}

// A compare point on an exploding die: d10!>=9 explodes on 9 or 10, each
// explosion a new die. It never totals 9 (a 9 goes on); 10 is a 9 and a 1,
// 1/100; the mean is 5.5 / (1 − 2/10) = 6.875. On a penetrating die (rule
// DI-1): d6p>=5 totals 5 only as a 5 then a 1 (5 + 1 − 1), 1/36 =
// 0.027778.
func ExampleParse_explodeOn() {
	e := dice.MustParse("d10!>=9")
	fmt.Println(e.Roll(dice.NewSource(10)))
	odds(e.String(), 9, 10)
	fmt.Printf("mean %.3f\n", e.Mean())
	odds("d6p>=5", 5)
	// Output:
	// d10!>=9: [10!, 9!, 3] = 22
	// P(9) = 0.000000
	// P(10) = 0.010000
	// mean 6.875
	// P(5) = 0.027778
}

// Reroll once and reroll until: d6r<=2 rolls a 1 or 2 again once, so a 1
// is 2/6 · 1/6 = 1/18 = 0.055556; d6rr<=2 rolls again until 3 or more, so
// each of 3..6 is 1/4.
func ExampleParse_rerolls() {
	fmt.Println(dice.MustParse("d6r<=2").Roll(dice.NewSource(3)))
	odds("d6r<=2", 1)
	odds("d6rr<=2", 1, 3)
	// Output:
	// d6r2: [2↻1] = 1
	// P(1) = 0.055556
	// P(1) = 0.000000
	// P(3) = 0.250000
}

// Successes less failures: 6d10>=8f1 counts each die of 8 or more and
// takes away each 1. All six succeed with 0.3⁶ = 0.000729; the mean is
// 6 · (0.3 − 0.1) = 1.2.
func ExampleParse_successes() {
	e := dice.MustParse("6d10>=8f1")
	fmt.Println(e.Roll(dice.NewSource(18)))
	odds(e.String(), 6)
	fmt.Printf("mean %.1f\n", e.Mean())
	// Output:
	// 6d10>=8f1: [9, 2, 5, 9, 5, 1: 2 ≥ 8 − 1 ≤ 1] = 1
	// P(6) = 0.000729
	// mean 1.2
}

// Exploding into new dice, kept: 4d6!kh3. Every 6 rolls a new die, kept
// or dropped on its own, so 18 needs three 6s among all the dice. The 6s
// rolled before the fourth die that is not a 6 are negative binomial:
// P(three or more) = 1 − (5/6)⁴ · (1 + 4/6 + 10/36) = 2906/46656 =
// 0.062286, where 4d6kh3 gives only 21/1296 = 0.016204.
func ExampleParse_explodeKept() {
	e := dice.MustParse("4d6!kh3")
	fmt.Println(e.Roll(dice.NewSource(2)))
	odds(e.String(), 18)
	odds("4d6kh3", 18)
	// Output:
	// 4d6!kh3: [4, 6!, (1), (1), 2] = 12
	// P(18) = 0.062286
	// P(18) = 0.016204
}

// Fate dice: 4dF shows −1, 0 or +1 on each die. A 0 total is 19 of the 81
// outcomes (the middle coefficient of (x⁻¹ + 1 + x)⁴): 0.234568.
func ExampleParse_fate() {
	e := dice.MustParse("4dF")
	fmt.Println(e.Roll(dice.NewSource(1)))
	odds(e.String(), 0, 4)
	// Output:
	// 4dF: [+1, +1, -1, 0] = 1
	// P(0) = 0.234568
	// P(4) = 0.012346
}

// A set keeps its best member: {4d6, 3d8}kh1. It totals 24 when either
// does: 1/1296 + 1/512 − 1/663552 = 1807/663552 = 0.002723.
func ExampleParse_set() {
	e := dice.MustParse("{4d6, 3d8}kh1")
	fmt.Println(e.Roll(dice.NewSource(1)))
	odds(e.String(), 24)
	// Output:
	// {4d6,3d8}kh1: {[5, 5, 1, 3] = 14, ([2, 4, 8] = 14)} = 14
	// P(24) = 0.002723
}

// Advantage: (1d20, 1d20)kh1 is the higher of two d20s. A 20 is
// (2·20 − 1)/400 = 0.0975; the mean is 13.825.
func ExampleParse_advantage() {
	e := dice.MustParse("(1d20, 1d20)kh1")
	fmt.Println(e.Roll(dice.NewSource(1)))
	odds(e.String(), 20)
	fmt.Printf("mean %.3f\n", e.Mean())
	// Output:
	// {d20,d20}kh1: {([14] = 14), [15] = 15} = 15
	// P(20) = 0.097500
	// mean 13.825
}

// Keeps and drops in a chain: 4d6kh3dl1 keeps three, then drops the
// lowest of those — the two highest. 12 is two 6s or more: 1 − (625 + 4 ·
// 125)/1296 = 171/1296 = 0.131944. The bare d drops the lowest: 4d6d1 is
// 4d6dl1, 18 with 21/1296 = 0.016204.
func ExampleParse_chainedKeeps() {
	fmt.Println(dice.MustParse("4d6kh3dl1").Roll(dice.NewSource(1876)))
	odds("4d6kh3dl1", 12)
	fmt.Println(dice.MustParse("4d6d1").Roll(dice.NewSource(1876)))
	odds("4d6d1", 18)
	// Output:
	// 4d6kh3dl1: [(4), 6, (1), 5] = 11
	// P(12) = 0.131944
	// 4d6dl1: [4, 6, (1), 5] = 15
	// P(18) = 0.016204
}

// ceil rounds a quotient up: ceil((2d6+1)/2) is 7 only on a 12, 1/36 =
// 0.027778, and 2 on a 2 or 3 (3/2 and 4/2 both up to 2), 3/36 = 0.083333.
func ExampleParse_ceil() {
	e := dice.MustParse("ceil((2d6+1)/2)")
	fmt.Println(e.Roll(dice.NewSource(4)))
	odds(e.String(), 7, 2)
	// Output:
	// ceil((2d6+1)/2): ceil(([2, 6] + 1) / 2) = 5
	// P(7) = 0.027778
	// P(2) = 0.083333
}

// The old meaning of 6d10!>=8 — explode on 10, count the dice of 8 or
// more — is now written 6d10!!>=10>=8: each die counts with chance 3/10,
// so three successes are 20 · 0.3³ · 0.7³ = 0.185220.
func ExampleParse_oldExplodeCount() {
	e := dice.MustParse("6d10!!>=10>=8")
	fmt.Println(e.Roll(dice.NewSource(2)))
	odds(e.String(), 3)
	// Output:
	// 6d10!!>=10>=8: [7, 10→1, 1, 4, 2, 5: 1 ≥ 8] = 1
	// P(3) = 0.185220
}
