package dice

// Total rolls the expression as Roll does — the same dice in the same
// order, to the same total — and returns the total alone, building no
// Result: for a caller that reads nothing else of the roll, as a study's
// damage does (a narrated one records its roll with Roll). It allocates
// nothing.
func (e *Expr) Total(r Rand) int {
	if e != nil && !e.general && len(e.groups) == 1 && !e.groups[0].neg {
		// Roll's path for one group of dice and constants, its faces
		// not kept
		_, _, s, _ := e.groups[0].dice.roll(r, faceLog{}, 0)
		return e.bias + s
	}
	return e.Roll(r).Total
}
