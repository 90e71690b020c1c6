package trial

// opening plays the opening arguments (rule TR-4), one side per stage: the
// prosecution first, then the defence. Each counsel picks a difficulty; an
// Oratory check at it, with his Reputation modifier (rule RED-3), earns
// the opening table's points for that difficulty, or on a failure gives
// its penalty (Difficult and Very Difficult only) to the other side. The
// points are spent at once, by whichever side earned them.
//
// Draws: the prosecution's IntN(100), then the defence's. Spending draws
// nothing outside deliberation.
func (t *Trial) opening() (done bool, err error) {
	if t.stage == 2 {
		t.next(PhaseEvidence)
		return true, nil
	}
	side := seatSide(t.stage)
	p, err := t.obtain(side)
	if err != nil {
		return false, err
	}
	i := p.rung
	sk := t.cfg.side(side.seat())
	roll := rollSkill(t.r, Oratory, sk.Mastery(Oratory), t.rules.diffs[i], sk.DieMod)
	earner, points := Nobody, 0
	if roll.Success {
		earner, points = side, t.rules.points[i]
	} else if p := t.rules.penalty[i]; p > 0 {
		earner, points = side.Other(), p
	}
	if points == 0 {
		earner = Nobody
	}
	if e := t.push(KindOpening); e != nil {
		e.Side, e.Roll, e.Earner, e.Points = side, roll, earner, points
	}
	t.owe(earner, points)
	t.stage++
	return false, nil
}
