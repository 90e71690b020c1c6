package wounds

import "github.com/deadmanshand/aces/dice"

// Lodged bullets (rule WO-5). A day after the wound, a Con check against
// half Con (2d10 ≤ Con/2, rule WOD-4). Failure: the wound festers, 1d4−2 hit
// points a day (a negative result counts as 0), into a festering wound of
// its own. Every third day of festering another check, against half Con
// again with a cumulative +1 on the roll (rule WOD-3: +1, then +2 …);
// success stops the festering. Resist Disease/Infection checks against full
// Con instead. Surgery removes the bullet (see Patient.Operate).

// lodgedCheck is a lodged bullet's Con check: the first a day after the
// wound, the re-checks every third day of festering. Draws: two IntN(10).
func (p *Patient) lodgedCheck(i int) {
	w := &p.wounds[i]
	b := &w.Bullet
	if !b.Lodged {
		return
	}
	var c dice.Check
	if b.Festering {
		b.Checks++
		c = p.conCheck(p.resist(), dice.Mod{Value: b.Checks, Why: "re-check"})
	} else {
		c = p.conCheck(p.resist())
	}
	e := p.event(LodgedCheck, i)
	e.Injury, e.Check = LodgedBullet, c
	switch {
	case !b.Festering && c.Success:
		e.Note = "does not fester"
	case !b.Festering:
		e.Note = "festers"
		b.Festering = true
		w.plan(procFester, p.now+Day)
		w.plan(procLodged, p.now+3*Day)
	case c.Success:
		e.Note = "stops festering"
		b.Festering = false
		w.plan(procFester, never)
	default:
		e.Note = "still festers"
		w.plan(procLodged, p.now+3*Day)
	}
	p.log = append(p.log, e)
}

// fester is a day of a festering bullet: 1d4−2 hit points, a negative
// result counting as 0, into the wound's festering wound. Draws: one
// IntN(4).
func (p *Patient) fester(i int) {
	if !p.wounds[i].Bullet.Festering {
		return
	}
	c := dice.RollAgainst(p.rnd, oneD4, dice.NoTarget, 0, dice.Mod{Value: -2})
	dmg := max(0, c.Total)
	j := p.injure(i, Festering, 0, dmg)
	e := p.event(Festers, i)
	e.Injury, e.Check, e.Amount, e.Into = LodgedBullet, c, dmg, j
	if j >= 0 {
		e.Severity = p.wounds[j].Severity
	}
	p.log = append(p.log, e)
	p.settle()
	if !p.dead {
		p.wounds[i].plan(procFester, p.now+Day)
	}
}
