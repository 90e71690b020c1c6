package trial

import "github.com/deadmanshand/aces/dice"

// ClosingPoints returns the jury points of closing arguments for a
// difference of Oratory margins (rules TR-6, TRD-2): the difference ÷ 5,
// rounded to nearest, halves up — 12 earns 2 (2.4), 13 earns 3 (2.6), 2
// earns 0 and 3 earns 1. A difference is a whole number, so it never falls
// on a half; the rounding rule still says which way one would go. A negative
// difference is read by its size.
func ClosingPoints(difference int) int {
	if difference < 0 {
		difference = -difference
	}
	return (2*difference + ClosingDivisor) / (2 * ClosingDivisor)
}

// closing plays the closing arguments (rules TR-6, TRD-2): an opposed
// Oratory check, both at Average, each with its counsel's Reputation
// modifier (rule RED-3); the better margin earns the difference of
// the margins ÷ 5, rounded to nearest, spent at once. Equal margins earn
// nothing.
//
// Draws: the prosecution's IntN(100), then the defence's.
func (t *Trial) closing() (done bool, err error) {
	if t.stage == 1 {
		t.next(PhaseDeliberation)
		return true, nil
	}
	avg := t.rules.average
	ps, ds := t.skills(Prosecution), t.skills(Defence)
	a := checkSkill(t.r, ps.Mastery(Oratory), avg, ps.DieMod)
	b := checkSkill(t.r, ds.Mastery(Oratory), avg, ds.DieMod)
	for k, c := range [...]*dice.Check{&a, &b} {
		side, sk := Prosecution, ps
		if k == 1 {
			side, sk = Defence, ds
		}
		e := t.push(KindSpeech)
		e.Side, e.Roll = side, recordSkill(Oratory, avg, c, sk.DieMod)
	}
	ct := dice.Oppose(a, b, dice.Neither)
	e := t.push(KindClosing)
	e.Total = ct.By
	switch ct.Winner {
	case dice.SideA:
		e.Earner = Prosecution
	case dice.SideB:
		e.Earner = Defence
	}
	e.Points = ClosingPoints(ct.By)
	t.owe(e.Earner, e.Points)
	t.stage = 1
	return false, nil
}
