package trial

import "github.com/deadmanshand/aces/dice"

// Tallies counts the dice each side rolls on a day of deliberation (rules
// TR-7, TRD-1): 1d6 for each juror leaning its way — positions 4 and 5 lean
// to the prosecution, 2 and 3 to the defence — and 2d6 for each juror in its
// extreme column, 6 for the prosecution and 1 for the defence. Totals are
// left zero; a nil board has no jurors and gives two zero tallies.
func Tallies(b *Board) (pros, def Tally) {
	if b == nil {
		return pros, def
	}
	for i := range b.Jurors {
		switch b.Jurors[i].Position {
		case 6:
			pros.Extreme++
		case 4, 5:
			pros.Leaning++
		case 2, 3:
			def.Leaning++
		case 1:
			def.Extreme++
		}
	}
	return pros, def
}

// dice returns how many d6 the tally rolls: one per leaning juror, two per
// juror in the extreme column.
func (t Tally) dice() int { return t.Leaning + 2*t.Extreme }

// deliberation plays one step of deliberation (rule TR-7), a day in two
// stages: the dice and their award, then the verdict. The first step
// reveals the tampered jurors, moving each to his side's column, and ends
// the trial at once if all twelve then stand in one extreme column. Each
// later step is a day: each side rolls its dice ([Tallies]); the higher
// total earns the difference in jury points, spent at once at deliberation
// costs, where each move of a tampered juror away from his briber's column
// meets his saving throw (TRD-5). All
// twelve in one extreme column is the verdict; after the fifth day without
// one the jury is hung.
//
// Draws, per day: the prosecution's d6s, then the defence's; then, for each
// move of a tampered juror away from his briber's column in the order the
// counsel listed them, one IntN(SavingThrow.Sides).
func (t *Trial) deliberation() (done bool, err error) {
	if t.stage == 1 {
		t.stage = 0
		if v := t.board.Unanimous(); v != Pending {
			t.finish(v)
		} else if t.day >= MaxDays {
			t.finish(Hung)
		}
		return true, nil
	}
	if !t.board.Revealed {
		for i := range t.board.Jurors {
			j := &t.board.Jurors[i]
			if j.Tampered == Nobody {
				continue
			}
			to := j.Tampered.Column()
			if e := t.push(KindReveal); e != nil {
				e.Side, e.Juror, e.From, e.To = j.Tampered, i, j.Position, to
			}
			j.Position = to
		}
		t.board.Revealed = true
		if v := t.board.Unanimous(); v != Pending {
			t.finish(v)
		}
		return true, nil
	}
	t.day++
	pros, def := Tallies(&t.board)
	pros.Total = dice.Sum(t.r, pros.dice(), 6)
	def.Total = dice.Sum(t.r, def.dice(), 6)
	earner, points := Nobody, 0
	switch d := pros.Total - def.Total; {
	case d > 0:
		earner, points = Prosecution, d
	case d < 0:
		earner, points = Defence, -d
	}
	if e := t.push(KindDay); e != nil {
		e.Pros, e.Def, e.Earner, e.Points = pros, def, earner, points
	}
	t.owe(earner, points)
	t.stage = 1
	return false, nil
}
