package reputation

// PerTen counts a bonus of one for every full 10 earned, over everything
// earned since the last bonus (rule CHD-6): carry is what was earned before
// and not yet paid (0..9), earned what is earned now (nothing for 0 or
// less). It returns the bonus and the new remainder: carry 7 and 15 earned
// give a bonus of 2 and a remainder of 2.
func PerTen(carry, earned int) (bonus, left int) {
	if earned <= 0 {
		return 0, carry
	}
	total := carry + earned
	return total / 10, total % 10
}

// BPBonus returns the extra Building Points a Reputation score adds to BP
// earned (rules RE-1, CHD-6), counted over every BP earned with the
// remainder carried from one award to the next (see [PerTen]):
//
//   - Great (+1 BP per 10 BP earned) and Legendary (+10% of the BP earned):
//     +1 BP for every full 10 BP earned. Carried over a career, the two
//     readings are one number: a tenth of every BP, paid at each full ten.
//     9 earned give 0 (9 carried); 1 more gives 1 (0 carried).
//   - Others, and any negative score (Notoriety has none of the benefits):
//     nothing, and the BP earned do not count toward the next bonus.
//
// carry is the BP earned since the last bonus (0..9); left is the new one.
func BPBonus(score, carry, earned int) (bonus, left int) {
	if Notorious(score) {
		return 0, carry
	}
	switch CategoryOf(score) {
	case Great, Legendary:
		return PerTen(carry, earned)
	}
	return 0, carry
}

// ReputationBonus returns the extra Reputation the Reputation Bonus talent
// (rules CH-10, CHD-6) adds when the score moves from before to after: +1
// for every full 10 Reputation earned, counted over everything earned since
// the last bonus (carry, 0..9, is what was earned before; left the new
// remainder). Reputation earned is the part of a gain that lands above 0,
// as with Reputation Points: nothing while Notorious, and a Notoriety
// climbing back earns only what it gains past 0. A loss earns nothing and
// keeps the remainder. The bonus itself is not earned Reputation.
func ReputationBonus(before, after, carry int) (bonus, left int) {
	return PerTen(carry, max(after, 0)-max(before, 0))
}
