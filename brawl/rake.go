package brawl

// Rake returns the chips taken out of a pot before it is won (rule BR-6):
// for each colour, one chip per 1–10 chips of that colour in the pot (or
// fraction), times one per four brawlers (or fraction) who rolled dice or
// otherwise contributed to the pot — never more than the pot holds. A pot of
// 16 red 21 blue 9 white among 2–4 brawlers is raked 2 red 3 blue 1 white;
// among 5–8 brawlers, 4 red 6 blue 2 white. A colour with no chips, or
// fewer than none, is not raked, and neither is a pot with no brawlers; no
// pot, however large, makes the rake overflow.
func Rake(pot Chips, brawlers int) Chips {
	if brawlers < 1 {
		return Chips{}
	}
	per := ceilDiv(brawlers, 4)
	return Chips{rakeOf(pot.Red, per), rakeOf(pot.Blue, per), rakeOf(pot.White, per)}
}

// rakeOf returns the rake of n chips of one colour in the pot: one chip
// per 1–10 chips, times per, at most n (none of no chips or fewer).
func rakeOf(n, per int) int {
	if n <= 0 {
		return 0
	}
	k := ceilDiv(n, 10)
	if k > n/per {
		return n // k × per would pass the pot (or overflow)
	}
	return k * per
}

// ceilDiv returns n / d rounded up, for n ≥ 0 and d > 0, without overflow.
func ceilDiv(n, d int) int {
	q := n / d
	if n%d != 0 {
		q++
	}
	return q
}
