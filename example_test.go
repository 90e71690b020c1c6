package aces_test

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// The taste of the README: a seeded skill check, a compiled damage roll and
// the exact odds of 3d6. Draws: one d100, then two d6 and a penetration.
func Example() {
	r := dice.NewSource(1876) // same seed, same dice, on every machine

	c, _ := dice.SkillCheck(r, 72, dice.Average) // Riding 72% at Average (+40)
	c.Label = "Riding"
	fmt.Println(c)

	damage := dice.MustParse("2d6p") // compiled once, rolled many times
	fmt.Println(damage.Roll(r))

	odds, _ := dice.MustParse("3d6").Distribution(1e-12)
	fmt.Printf("%.4f\n", odds.P(18)) // 1/216
	// Output:
	// Riding: d100 53 +40 (Average) = 93 ≥ 72: success by 21
	// 2d6p: [6→1, 5] = 11
	// 0.0046
}
