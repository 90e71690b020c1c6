package wounds

// Healing (rule WO-2). Every wound heals at once, each on its own: after
// resting as many days as its current severity it heals one hit point and
// drops one severity, so a 4-point wound takes 4+3+2+1 = 10 days, an
// 8-point wound 36, and two 4-point wounds 10 days in all. Healing rolls no
// dice.
//
// The days each hit point takes are adjusted by Constitution (the Con
// table: default +1 day at Con 6–7 … −1 at Con 14–16 …, never below one
// day), one day more when the wound is not nursed, and, for the first hit
// point of a wound with a broken bone, the days by which the bone's healing
// exceeds the wound's ordinary nursed healing (WO-4). The un-nursed day per
// hit point comes on top of a bone's longer time too (WOD-5): a 4-point
// wound whose bone takes 52 days heals in 52 days nursed, 56 un-nursed. A Fast Healer heals twice as
// fast: each day of rest counts as two, the surplus carried to the next hit
// point, so every wound heals in half the days, rounded up.

// DaysPerHP returns the days of rest a wound of the given severity needs
// to heal its next hit point (rule WO-2): the severity, plus the Con
// table's days for con, never below 1, plus 1 without nursing. A Fast
// Healer gathers two days of rest a day. Nil tables adjust nothing for
// Con.
func (t *Tables) DaysPerHP(severity, con int, nursed bool) int {
	days := 0
	if t != nil {
		days = t.Con.Days(con)
	}
	d := max(1, severity+days)
	if !nursed {
		d++
	}
	return d
}

// HealingDays returns the days of rest a wound of the given severity needs
// to heal completely, with no broken bone: the sum of DaysPerHP from its
// severity down to 1 (a nursed 4-point wound at Con 8–13: 10 days; 8
// points: 36).
func (t *Tables) HealingDays(severity, con int, nursed bool) int {
	total := 0
	for s := severity; s >= 1; s-- {
		total += t.DaysPerHP(s, con, nursed)
	}
	return total
}

// need returns the rest wound w needs for its next hit point: DaysPerHP,
// and for the first hit point of a broken bone's wound the days by which
// the bone's healing exceeds the wound's ordinary nursed healing (never
// fewer), so that an un-nursed wound's extra days come on top (WOD-5).
func (p *Patient) need(w *Wound) int {
	con := p.con()
	d := p.tables.DaysPerHP(w.Severity, con, w.Nursed)
	if w.Bone.Broken && !w.Bone.Healed && w.Severity == w.Damage {
		d += max(0, w.Bone.Days-p.tables.HealingDays(w.Severity, con, true))
	}
	return d
}

// heal is a day of rest for wound i: it gathers a day (two for a Fast
// Healer) and heals as many hit points as the rest pays for. When the wound
// has healed, so has its broken bone. Draws: none, or one IntN(100) when an
// unset bone heals (see healBone).
func (p *Patient) heal(i int) {
	w := &p.wounds[i]
	if w.Severity <= 0 {
		return
	}
	if p.flags&fastHealer != 0 {
		w.Rest += 2
	} else {
		w.Rest++
	}
	healed := 0
	for w.Severity > 0 {
		n := p.need(w)
		if w.Rest < n {
			break
		}
		w.Rest -= n
		w.Severity--
		healed++
	}
	if healed > 0 {
		p.gain(healed)
		e := p.event(Heals, i)
		e.Amount = healed
		p.log = append(p.log, e)
	}
	if w.Severity > 0 {
		w.plan(procHeal, p.now+Day)
		return
	}
	w.Rest = 0
	if w.Bone.Broken && !w.Bone.Healed {
		p.healBone(i)
	}
}
