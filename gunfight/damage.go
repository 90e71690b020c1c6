package gunfight

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// damage rolls the damage of a hit by man i on man j (rules GU-6, GU-7,
// GUD-2): the weapon's dice with penetration, doubled on the head, then
// the Str modifier in close combat, Damage Bonus (+1), Hearty (−1 from
// ranged weapons), and his Reputation's ±1 on all die rolls (RE-1). It
// returns the damage, which may be 0 or less (no wound), and records the
// roll in e when there is one. Draws: the expression's dice.
func (f *Fight) damage(i, j int, x *dice.Expr, loc wounds.Location, ranged bool, e *Event) int {
	m := &f.men[i]
	t := &f.men[j]
	var d int
	var mods *Mods
	if e == nil {
		d = x.Total(f.r) // the roll's record is read only when narrated
	} else {
		res := x.Roll(f.r)
		d = res.Total
		e.Shot.Damage.record(res)
		e.Shot.Head = loc == wounds.Head
		mods = &e.Mods
	}
	if loc == wounds.Head {
		d *= 2
	}
	if !ranged {
		d += mods.add(modStr, m.sh.StrMod)
	}
	if m.tal.damageBonus {
		d += mods.add(modDamageBonus, 1)
	}
	if ranged && t.tal.hearty {
		d += mods.add(modHearty, -1)
	}
	d += mods.add(modDamageRep, m.dieMod)
	if e != nil {
		e.Amount = i16(d)
	}
	return d
}

// hit holds the wound of a hit until the count's actions have all resolved
// (GU-1). Damage of 0 or less leaves no wound, only a graze for the nerve
// rules; damage up to the rules' Graze is a graze (ours: 2). A blunt blow —
// fists, boots, a bare-handed or blunt close-combat blow, or wrestling — is
// a brawling wound whatever its damage (decision GUD-10); a bullet, a blade
// or a point is not. It returns the blow held, for the caller to mark a
// shot at him (GUD-13).
func (f *Fight) hit(from, to, dmg int, loc wounds.Location, cause wounds.Cause) *pending {
	blow := reputation.Wounded
	switch {
	case cause == wounds.Blunt:
		blow = reputation.BrawlingWound
	case dmg <= f.rules.Graze:
		blow = reputation.Grazed
	}
	p := f.holdBlow(from, to, blow)
	if dmg > 0 {
		p.hit = wounds.Hit{Location: loc, Damage: min(dmg, wounds.MaxDamage), Cause: cause, DeadlyShot: f.men[from].tal.deadlyShot}
	}
	return p
}

// holdBlow holds a blow by man from on man to until the end of the count and
// returns it, to add the wound.
func (f *Fight) holdBlow(from, to int, blow reputation.Blow) *pending {
	n := len(f.pend)
	if n < cap(f.pend) {
		f.pend = f.pend[:n+1]
	} else {
		f.pend = append(f.pend, pending{})
	}
	p := &f.pend[n]
	*p = pending{from: from, to: to, blow: blow}
	return p
}

// applyPending applies the count's effects together (GU-1, GUD-8): the
// moves; each wound, in the order of declarations, through package wounds — its critical effects and
// penalties feed every later action — with down and dead (GUD-7); the other
// held effects (cover, leaving, fleeing, grips, wrestling); then the nerve
// rules (RE-7) once for every man shot at or hurt who is still in the
// fight, his blows of the count taken as one — their hit points added, the
// worst kind, and a shot at him if any of them was (GUD-8, GUD-13).
func (f *Fight) applyPending() {
	if len(f.effs) > 0 {
		f.applyMoves()
	}
	pend := f.pend  // nothing is held while they are applied
	var hurt uint32 // the men wounded at this count
	// The wounds are taken in the order of declarations (ascending Wisdom,
	// then setup order: GU-2), whatever order their actions resolved in, so
	// a wound's effects on the next and a death before the next (a dead
	// man takes no more wounds) never depend on the setup (GUD-8).
	switch len(pend) {
	case 0: // no blow at this count
	case 1: // one blow: no order to keep
		if p := &pend[0]; p.hit.Damage > 0 && f.men[p.to].st.Status == InFight && f.takeWound(p.to, p.hit) {
			hurt |= 1 << p.to
		}
	default:
		for _, from := range f.wis {
			for k := range pend {
				if p := &pend[k]; p.from == from && p.hit.Damage > 0 && f.men[p.to].st.Status == InFight && f.takeWound(p.to, p.hit) {
					hurt |= 1 << p.to
				}
			}
		}
	}
	for j := 0; hurt != 0; j, hurt = j+1, hurt>>1 {
		if hurt&1 != 0 {
			if st := &f.men[j].st; st.StaunchedBy != 0 || st.Act.Kind == Staunch {
				f.interrupt(j, "a man is hit") // GUD-17
			}
			f.fall(j)
			if f.men[j].st.Status == InFight {
				f.dropUseless(j)
			}
		}
	}
	if len(f.effs) > 0 {
		f.applyEffects()
	}
	switch len(pend) {
	case 0:
	case 1:
		if p := &pend[0]; f.men[p.to].st.Status == InFight {
			f.react(p.to, p.blow, p.shot)
		}
	default:
		var worst [MaxShooters]reputation.Blow
		var shot uint32 // the men a firearm was fired at
		for k := range pend {
			p := &pend[k]
			if blowRank(p.blow) > blowRank(worst[p.to]) {
				worst[p.to] = p.blow
			}
			if p.shot {
				shot |= 1 << p.to
			}
		}
		for j, b := range worst[:len(f.men)] {
			if b != 0 && f.men[j].st.Status == InFight {
				f.react(j, b, shot&(1<<j) != 0)
			}
		}
	}
	f.pend = f.pend[:0]
}

// wound gives man j a wound and takes him out of the fight when he can no
// longer act (GUD-7: down at 0 HP, dead at −10; unconscious).
func (f *Fight) wound(j int, h wounds.Hit) {
	if f.takeWound(j, h) {
		f.fall(j)
	}
}

// takeWound gives man j a wound through package wounds, counts it for Stats
// and logs it; false if the wound was refused.
func (f *Fight) takeWound(j int, h wounds.Hit) bool {
	t := &f.men[j]
	f.clockTo(j, f.now) // the wound keeps its count (GU-13)
	n, err := t.pat.Wound(h)
	if err != nil {
		return false
	}
	if !f.bleedsStale {
		f.planBleeds(j)
	}
	w := &t.pat.Wounds()[n]
	t.pen = penalties(t)
	f.hits.add(h.Location, w.Grade)
	if e := f.emit(Hit, j); e != nil {
		e.Wound.Location, e.Amount, e.Wound.Grade = h.Location, i16(h.Damage), i16(w.Grade)
		e.Wound.Injuries, e.HP = w.Effect.Injuries, i16(t.pat.HP())
		e.Wound.Speed, e.Wound.Accuracy, e.Wound.Lost = int8(max(-127, min(127, w.Effect.Penalty.Speed))), int8(max(-127, min(127, w.Effect.Penalty.Accuracy))), w.Effect.Penalty.Lost
	}
	return true
}

// fall takes man j out of the fight when his wounds leave him unable to act
// (GUD-7): dead at −10, down at 0, else knocked out. It is decided once all
// the wounds of a count are taken (GUD-8), so their order does not matter.
func (f *Fight) fall(j int) {
	t := &f.men[j]
	if t.pen.CanAct() || t.st.Status != InFight {
		return
	}
	switch {
	case t.pen.Dead:
		f.out(j, Dead)
		if e := f.emit(Died, j); e != nil {
			e.HP = i16(t.pat.HP())
		}
	case t.pen.Down:
		f.out(j, Down)
		if e := f.emit(FellDown, j); e != nil {
			e.HP = i16(t.pat.HP())
		}
	default:
		f.out(j, Down)
		if e := f.emit(KnockedOut, j); e != nil {
			e.HP = i16(t.pat.HP())
		}
	}
}
