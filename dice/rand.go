package dice

// Rand is the randomness every roll in the SDK draws from, at the level of
// picking a face: IntN returns a uniform integer in [0, n) and panics if n <= 0.
//
// *math/rand/v2.Rand satisfies it; [Source] is the seeded, savable production
// implementation; package dicetest has a scripted Rand (the faces you list) and
// a rapid Rand (property tests that shrink to die faces).
//
// A die of s sides is rolled as IntN(s)+1, one call per die, in the order the
// rule states. That order is part of each function's contract, so a seed gives
// the same resolution on every machine.
type Rand interface {
	IntN(n int) int
}

// D rolls one die of the given number of sides: a face in 1..sides — D(r,
// 20) is a d20, D(r, 100) the percentile dice. It panics if sides < 1, as
// Rand.IntN does.
func D(r Rand, sides int) int { return r.IntN(sides) + 1 }

// Sum rolls n dice of the given sides and returns their total, without a
// record (use [Dice.Roll] for one). It rolls nothing when n < 1, and panics
// if sides < 1, as [D] does.
func Sum(r Rand, n, sides int) int {
	t := 0
	for range n {
		t += r.IntN(sides) + 1
	}
	return t
}
