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
// Oratory check, both at Average; the better margin earns the difference of
// the margins ÷ 5, rounded to nearest, spent at once. Equal margins earn
// nothing.
//
// Draws: the prosecution's IntN(100), then the defence's.
func (t *Trial) closing(pc, dc Counsel) error {
	avg := t.rules.average
	a, _ := dice.SkillCheck(t.r, t.skills(Prosecution).Mastery(Oratory), avg)
	b, _ := dice.SkillCheck(t.r, t.skills(Defence).Mastery(Oratory), avg)
	for k, c := range [...]*dice.Check{&a, &b} {
		e := t.push(KindSpeech)
		e.Side = Prosecution
		if k == 1 {
			e.Side = Defence
		}
		e.Roll = SkillRoll{
			Skill: Oratory, Difficulty: avg, D100: c.Throw.Natural(), Mastery: c.Target,
			Total: c.Total, Margin: c.Margin, Success: c.Success,
		}
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
	if err := t.award(e.Earner, e.Points, pc, dc); err != nil {
		return err
	}
	t.phase = PhaseDeliberation
	return nil
}
