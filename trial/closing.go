package trial

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
	var rolls [2]SkillRoll
	for k := range rolls {
		sk := t.cfg.side(k)
		rolls[k] = rollSkill(t.r, Oratory, sk.Mastery(Oratory), t.rules.average, sk.DieMod)
	}
	for k := range rolls {
		if e := t.push(KindSpeech); e != nil {
			e.Side, e.Roll = seatSide(k), rolls[k]
		}
	}
	earner, by := Nobody, rolls[0].Margin-rolls[1].Margin
	switch {
	case by > 0:
		earner = Prosecution
	case by < 0:
		earner, by = Defence, -by
	}
	points := ClosingPoints(by)
	if e := t.push(KindClosing); e != nil {
		e.Total, e.Earner, e.Points = by, earner, points
	}
	t.owe(earner, points)
	t.stage = 1
	return false, nil
}
