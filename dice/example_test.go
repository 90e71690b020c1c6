package dice_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/deadmanshand/aces/dice"
)

// A Source is seeded once; every roll after that is the same on every
// machine. Draws here: one d20, one d6, one d100.
func ExampleNewSource() {
	r := dice.NewSource(1876)
	fmt.Println(dice.D(r, 20), dice.D(r, 6), dice.D(r, 100))
	// Output: 11 6 17
}

// Item i of a study draws from its own seed, so a study of many duels can
// be split anywhere and still roll the same dice.
func ExampleStudySeed() {
	r := new(dice.Source)
	for i := range uint64(3) {
		r.Reseed(dice.StudySeed(2026, i))
		fmt.Printf("duel %d opens with a d20 of %d\n", i, dice.D(r, 20))
	}
	// Output:
	// duel 0 opens with a d20 of 9
	// duel 1 opens with a d20 of 17
	// duel 2 opens with a d20 of 15
}

// Penetration (rule DI-1): on a 6, roll again and add the new roll minus 1.
func ExampleDice_Roll() {
	r := dice.NewSource(4)
	d6p := dice.Dice{N: 1, Sides: 6, Open: dice.Penetrating}
	for range 4 {
		fmt.Println(d6p.Roll(r))
	}
	// Output:
	// d6p 2 = 2
	// d6p 6→6→6→1 = 16
	// d6p 6→4 = 9
	// d6p 3 = 3
}

// The shot roll (rule DI-2): a natural 20 penetrates into d6−1.
func ExampleShotRoll() {
	r := dice.NewSource(1)
	for range 30 {
		if t := dice.ShotRoll(r, true); t.Natural() == 20 {
			fmt.Println(t) // 20 + (6−1) + (1−1)
			break
		}
	}
	// Output: d20p6 20→6→1 = 25
}

// A skill check (rule DI-5): Riding 72% at Average difficulty (+40).
func ExampleSkillCheck() {
	r := dice.NewSource(39)
	c, err := dice.SkillCheck(r, 72, dice.Average())
	if err != nil {
		panic(err)
	}
	c.Label = "Riding"
	fmt.Println(c)
	// Output: Riding: d100 35 +40 (Average) = 75 ≥ 72: success by 3
}

// An ability check (rule DI-4): d20 under the score; a bonus lowers the roll.
func ExampleAbilityCheck() {
	r := dice.NewSource(2)
	c, _ := dice.AbilityCheck(r, 13, dice.Mod{Value: -1, Why: "Great reputation"})
	c.Label = "Dex 13"
	fmt.Println(c) // a natural 13 would fail; the bonus saves it
	// Output: Dex 13: d20 13 -1 (Great reputation) = 12 < 13: success by 1
}

// Notation compiles once and rolls many times; the exact distribution
// answers "what are my odds".
func ExampleParse() {
	e, err := dice.Parse("2d6p + 1")
	if err != nil {
		panic(err)
	}
	r := dice.NewSource(2)
	fmt.Println(e.Roll(r))
	fmt.Println(e.Roll(r))
	d, _ := e.Distribution(1e-12)
	fmt.Printf("mean %.1f, P(at least 10) = %.3f\n", e.Mean(), d.AtLeast(10))
	// Output:
	// 2d6p+1: [4, 6→1] + 1 = 11
	// 2d6p+1: [1, 2] + 1 = 4
	// mean 9.0, P(at least 10) = 0.361
}

// The exact distribution of 3d6 as a histogram.
func ExampleExpr_Distribution() {
	d, _ := dice.MustParse("3d6").Distribution(1e-12)
	fmt.Printf("P(18) = 1/%.0f\n", 1/d.P(18))
	fmt.Print(d.Histogram(20))
	// Output:
	// P(18) = 1/216
	//  3    0.46% ▊
	//  4    1.39% ██▎
	//  5    2.78% ████▌
	//  6    4.63% ███████▍
	//  7    6.94% ███████████▏
	//  8    9.72% ███████████████▌
	//  9   11.57% ██████████████████▌
	// 10   12.50% ████████████████████
	// 11   12.50% ████████████████████
	// 12   11.57% ██████████████████▌
	// 13    9.72% ███████████████▌
	// 14    6.94% ███████████▏
	// 15    4.63% ███████▍
	// 16    2.78% ████▌
	// 17    1.39% ██▎
	// 18    0.46% ▊
}

// The Aces & Eights way to draw a card with dice (rule DI-7): d4 for the
// suit, d12 for the rank, a d2 to split 9 from 10.
func ExampleCardFromDice() {
	r := dice.NewSource(1)
	for range 3 {
		fmt.Println(dice.CardFromDice(r))
	}
	// Output:
	// d4 1 (Hearts), d12 9, d2 2 → 10♥
	// d4 1 (Hearts), d12 3 → 3♥
	// d4 4 (Diamonds), d12 3 → 3♦
}

// A chase deck: 54 cards with two jokers, drawn without replacement.
func ExampleDeck() {
	r := dice.NewSource(1849)
	d, _ := dice.NewDeck(r, true, dice.WhenEmpty)
	for range 6 {
		c, _ := d.Draw(r)
		fmt.Print(c, " ")
	}
	fmt.Println("—", d.Remaining(), "left")
	// Output: 6♥ 7♠ 8♥ A♥ 3♥ 5♥ — 48 left
}

// A Savage Worlds trait test (rule DI-8): a Wild Card's d8 and wild d6.
func ExampleTraitTest() {
	r := dice.NewSource(15)
	t, _ := dice.TraitTest(r, 8, true, dice.TargetNumber, dice.Mod{Value: -2, Why: "dim light"})
	fmt.Println(t) // 8+3 = 11 beats the wild 4; 11−2 = 9 is one full 4 over TN 4
	// Output: d8! 8→3, wild d6! 4 -2 (dim light) = 9 vs TN 4: success, 1 raise
}

// The 2d6 system (rule DI-9): characteristic + skill + 2d6 against a grade.
func ExampleGradeTable_Check() {
	grades := dice.DefaultGrades()
	hard, _ := grades.Lookup("Hard")
	c, _ := grades.Check(dice.NewSource(10), 3, 2, hard)
	fmt.Println(c)
	// Output: Hard: 2d6 6, 6 +3 (characteristic) +2 (skill) = 17 ≥ 11: critical success
}

// Wrestling (rule GU-8): opposed d20 + Str, ties to the defender.
func ExampleOpposedRoll() {
	r := dice.NewSource(1)
	c := dice.OpposedRoll(r, dice.Dice{N: 1, Sides: 20},
		[]dice.Mod{{Value: 2, Why: "Str"}}, []dice.Mod{{Value: 1, Why: "Str"}}, dice.SideB)
	fmt.Println(c) // 16 against 16: the defender keeps his grip
	// Output: d20 14 +2 (Str) = 16 vs d20 15 +1 (Str) = 16: B wins by 0
}

// Any *math/rand/v2.Rand is a dice.Rand; a dice.Source with the same PCG
// state rolls the same dice, and can also be saved.
func ExampleRand() {
	var std dice.Rand = rand.New(rand.NewPCG(1, 2))
	var src dice.Source
	src.SetState(1, 2)
	fmt.Println(dice.D(std, 20), dice.D(std, 20), dice.D(std, 20))
	fmt.Println(dice.D(&src, 20), dice.D(&src, 20), dice.D(&src, 20))
	state, _ := src.MarshalText()
	fmt.Printf("%s\n", state)
	// Output:
	// 16 13 16
	// 16 13 16
	// pcg:7866c7ac11847119:17738ad64ee76a4b
}

// Ability scores the common way: four d6, the lowest dropped. The record
// keeps the dropped die, in parentheses.
func ExampleExpr_Roll_keep() {
	e := dice.MustParse("4d6kh3")
	r := dice.NewSource(1876)
	for range 3 {
		fmt.Println(e.Roll(r))
	}
	d, _ := e.Distribution(1e-12)
	fmt.Printf("18 comes up %.2f%% of the time, 3 %.3f%%; mean %.4f\n", 100*d.P(18), 100*d.P(3), d.Mean())
	// Output:
	// 4d6kh3: [4, 6, (1), 5] = 15
	// 4d6kh3: [5, (1), 2, 3] = 10
	// 4d6kh3: [(1), 2, 5, 4] = 11
	// 18 comes up 1.62% of the time, 3 0.077%; mean 12.2446
}

// An expression against a target, with its exact odds: 2d6+1 needing 8.
func ExampleExpr_Against() {
	e := dice.MustParse("2d6+1")
	t := e.Against(dice.NewSource(7), dice.AtLeast, 8)
	t.Label = "Jump"
	fmt.Println(t)
	p, _ := e.Chance(dice.AtLeast, 8)
	fmt.Printf("chance %.4f (21/36)\n", p)
	// Output:
	// Jump: 2d6+1: [4, 4] + 1 = 9 ≥ 8: success by 1
	// chance 0.5833 (21/36)
}
