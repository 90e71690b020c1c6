package trial

import "fmt"

// Ratings are the GM's secret ratings of each side's presentation of the
// evidence, 1 to 6 (rule TR-5). Zero means "not rated yet": a trial needs
// both before its evidence phase (see [Trial.SetEvidence]).
type Ratings struct {
	Prosecution int `json:"prosecution"`
	Defence     int `json:"defence"`
}

// validate reports a rating outside 1..6 (or 0 when unrated is allowed);
// the error wraps [ErrRating].
func (r Ratings) validate(unrated bool) error {
	for _, v := range [...]struct {
		side Side
		r    int
	}{{Prosecution, r.Prosecution}, {Defence, r.Defence}} {
		if unrated && v.r == 0 {
			continue
		}
		if v.r < minRating || v.r > maxRating {
			return fmt.Errorf("%w: %v rated %d, want %d..%d", ErrRating, v.side, v.r, minRating, maxRating)
		}
	}
	return nil
}

// EvidencePoints returns who earns jury points for the evidence and how
// many (rule TR-5): the side with the better rating (after Law bonuses)
// earns 10 × the difference; equal ratings earn nothing (Nobody, 0).
// Ratings of 5 and 3 give the prosecution 20.
func EvidencePoints(prosecution, defence int) (Side, int) {
	switch d := prosecution - defence; {
	case d > 0:
		return Prosecution, EvidenceMultiplier * d
	case d < 0:
		return Defence, -EvidenceMultiplier * d
	}
	return Nobody, 0
}

// evidence plays the evidence phase (rule TR-5). The GM's ratings are
// given; then each counsel, the prosecution first, one per stage, may try
// a Law check at a difficulty he chooses — only counsel with the Law skill
// (mastery below 100) are asked. A success adds the Law table's bonus for
// that difficulty to his rating, unless the judge was bribed by the other
// side and strikes it (rule TR-3). The better rating earns 10 × the
// difference, spent at once.
//
// Draws: the prosecution's IntN(100) if he tries, then the defence's.
func (t *Trial) evidence() (done bool, err error) {
	switch t.stage {
	case 0, 1:
		if t.stage == 0 {
			if err := t.cfg.Evidence.validate(false); err != nil {
				return false, fmt.Errorf("%w (the GM rates each side before the evidence phase)", err)
			}
		}
		side := seatSide(t.stage)
		if t.skills(side).HasLaw() {
			p, err := t.obtain(side)
			if err != nil {
				return false, err
			}
			if p.rung != noRung {
				t.law(side, p.rung)
			}
		}
		t.stage++
		return false, nil
	case 2:
		var tallies [2]Tally
		tallies[0].Rating, tallies[1].Rating = t.cfg.Evidence.Prosecution, t.cfg.Evidence.Defence
		for k := range tallies {
			tallies[k].Bonus = t.bonus[k]
			tallies[k].Total = tallies[k].Rating + tallies[k].Bonus
		}
		earner, points := EvidencePoints(tallies[0].Total, tallies[1].Total)
		if e := t.push(KindEvidence); e != nil {
			e.Pros, e.Def, e.Earner, e.Points = tallies[0], tallies[1], earner, points
		}
		t.owe(earner, points)
		t.stage++
		return false, nil
	}
	t.next(PhaseClosing)
	return true, nil
}

// law rolls a side's checked Law check at rung i of the ladder (rules
// TR-5, RED-3) and keeps the bonus that stands.
func (t *Trial) law(side Side, i int) {
	sk := t.cfg.side(side.seat())
	roll := rollSkill(t.r, Law, sk.Mastery(Law), t.rules.diffs[i], sk.DieMod) // rule RED-3
	bonus, struck := 0, false
	if roll.Success {
		bonus, struck = t.rules.law[i], t.judge.BribedBy == side.Other()
		if !struck {
			t.bonus[side.seat()] = bonus
		}
	}
	if e := t.push(KindLaw); e != nil {
		e.Side, e.Roll, e.Mod, e.Ok = side, roll, bonus, struck
	}
}
