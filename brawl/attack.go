package brawl

// canStrike reports whether seat i may make a free attack or counter-attack.
func (b *Brawl) canStrike(i int) bool {
	s := &b.seats[i]
	return s.In() && !s.OnFloor && !s.StoodUp && s.Grip != Held
}

// strike resolves one attack of seat a on seat d with special action sp
// (already paid and not countered): the rolls and the damage (BR-3, BR-4,
// BR-9). A blow that lands on a man with chips waits for him to choose
// them (DecideAbsorb); the rest of it is land.
func (b *Brawl) strike(a, d int, sp Special, free FreeKind, depth int) {
	A, D := &b.seats[a], &b.seats[d]
	rule := &b.spec[sp]
	lying := D.Condition != InFight
	nat := b.roll20(a)
	if nat > A.natural {
		A.natural = nat
	}
	bonus := 0
	if !A.Fatigued {
		bonus = A.Count.Blue + rule.Blue
	}
	bonus += A.Brawler.DieMod
	total := nat + bonus
	var dnat, dmod, dtotal int
	if !lying {
		dnat = b.roll20(d)
		dmod = D.Brawler.ToHit + D.Brawler.DieMod
		dtotal = dnat + dmod
	}
	hit := nat != 1 && (lying || total > dtotal)
	D.lastBy = a

	// The blow's record, kept only in the log, is filled in place (damage
	// rolls dice but emits nothing, so e stays valid until done).
	var bl *Blow
	e := b.emit(Attacks, a, d)
	if e != nil {
		e.Special = sp
		e.Blow = Blow{Special: sp, Free: free, Natural: nat, Bonus: bonus, Total: total,
			Defended: !lying, DefNatural: dnat, DefMod: dmod, DefTotal: dtotal, Hit: hit}
		bl = &e.Blow
	}
	l := landed{A: a, D: d, Special: sp, Depth: depth, Lying: lying, Nat: nat, DefNat: dnat, Free: free}
	if hit {
		l.Damage, l.HP = b.damage(a, d, sp, lying, nat, dnat, bl)
	}
	if e != nil {
		b.done()
	}

	if !hit {
		b.next(l)
		return
	}
	D = &b.seats[d]
	if D.In() {
		l.White = D.Stack.White
		l.Take = min(l.Damage, D.Stack.Total())
		if l.Take > 0 {
			b.at.Stage, b.blow = absorbing, l
			return
		}
	}
	b.land(l)
}

// next plays what follows an attack: a free attack or counter-attack after
// a natural 1 (BR-4), or the end of the turn.
func (b *Brawl) next(l landed) {
	a, d := l.A, l.D
	if l.Lying || l.Depth >= maxFreeAttacks {
		b.endTurn()
		return
	}
	switch {
	case l.Nat == 1 && l.DefNat == 1:
		// both fumble: neither gets a free attack (ours)
	case l.Nat == 1:
		if b.canStrike(d) && b.seats[a].Condition != Dead && b.standing() > 1 {
			b.strike(d, a, NoSpecial, CounterAttack, l.Depth+1)
			return
		}
	case l.DefNat == 1:
		if b.canStrike(a) && b.seats[d].Condition != Dead && b.standing() > 1 {
			b.strike(a, d, NoSpecial, FreeAttack, l.Depth+1)
			return
		}
	}
	b.endTurn()
}

// damage works out the damage of a hit of seat a on seat d with special
// action sp, the attacker's natural roll nat and the defender's dnat (BR-3,
// BR-4, BR-5, BR-9): the chips it takes and the hit points that come off
// directly. With a record bl (the log's), it tells how there.
func (b *Brawl) damage(a, d int, sp Special, lying bool, nat, dnat int, bl *Blow) (dmg, hp int) {
	A, D := &b.seats[a], &b.seats[d]
	rule := &b.spec[sp]
	red, plus, spur := A.Count.Red, rule.Red, rule.Weapon
	var weapon string
	var base, strMod, gross int
	if sp == UseWeapon {
		w, _ := b.inHand(a)
		roll := w.Damage.Roll(b.r).Total + A.Brawler.DieMod
		weapon, base, strMod = w.Name, roll, A.Brawler.DamageMod
		hp = max(0, roll+strMod)
		gross = hp + red
	} else {
		base = 1
		gross = 1 + red + plus + spur
		hp = spur
	}
	var white, perWhite int
	if !lying {
		white, perWhite = D.Count.White, 2
		if dnat == 20 {
			perWhite = 4
		}
		if sp == KidneyPunch {
			perWhite = 0
		}
	}
	reduction := white * perWhite
	var extra int
	if nat == 20 {
		extra = red + plus
	}
	dmg = max(0, gross-reduction) + extra
	weak := A.Weak && (dmg > 1 || hp > 1)
	if weak {
		dmg, hp = min(dmg, 1), min(hp, 1)
	}
	if bl != nil {
		bl.Weapon, bl.Base, bl.StrMod, bl.Red, bl.Plus, bl.Spur, bl.Gross = weapon, base, strMod, red, plus, spur, gross
		bl.White, bl.PerWhite, bl.Reduction, bl.Extra = white, perWhite, reduction, extra
		bl.Weak, bl.Damage, bl.HP = weak, dmg, hp
	}
	return dmg, hp
}

// checkAbsorb is the rule of DecideAbsorb: the chips a blow takes add up
// to its damage and fit the defender's stacks (BR-3).
func (b *Brawl) checkAbsorb(d int, mix Chips) error {
	D, take := &b.seats[d], b.blow.Take
	if mix.negative() || mix.Total() != take || !D.Stack.Covers(mix) {
		return ruleErr(ErrChips, "BR-3", D.Brawler.Name, "removes %v for %d damage from stacks of %v; the chips must add up to the damage and fit the stacks", mix, take, D.Stack)
	}
	return nil
}

// absorb plays the defender's checked choice of the chips the blow takes,
// then the rest of the blow.
func (b *Brawl) absorb(mix Chips) {
	l := b.blow
	D := &b.seats[l.D]
	D.Stack = D.Stack.Minus(mix)
	b.ledger.Damage = b.ledger.Damage.Plus(mix)
	if e := b.emit(Takes, l.D, -1); e != nil {
		e.N, e.Chips = l.Take, mix
		b.done()
	}
	b.at.Stage, b.blow = turning, landed{}
	b.land(l)
}

// land plays the rest of a blow of l.Damage damage whose weapon part is
// l.HP on the defender (BR-3, BR-5, BR-8, BRD-5, GUD-7), once his chips are
// taken: he has removed min(chips, damage) chips from his stacks and loses
// the weapon part + max(0, damage − chips − weapon part) hit points — the
// weapon part always hurts, and what his chips cannot cover hurts too,
// without counting the weapon part twice. A man out of the fight has no
// chips to remove. Then the special action's effect, then the next attack.
func (b *Brawl) land(l landed) {
	d, dmg, w, sp := l.D, l.Damage, l.HP, l.Special
	D := &b.seats[d]
	if D.In() {
		white := l.White
		D.damage += dmg
		div := 2
		if r := b.spec[sp].Stun; r > 0 {
			div = r
		}
		if dmg > 0 && !D.stunNext && (2*D.damage >= white || div*dmg >= white) {
			D.stunNext = true
			if e := b.emit(Stunned, d, -1); e != nil {
				e.N, e.M = D.damage, white
				if div != 2 && 2*D.damage < white {
					e.N, e.Special = dmg, sp
				}
				b.done()
			}
		}
		b.checkKO(d)
	}
	past := max(0, dmg-l.Take-w)
	if hp := w + past; hp > 0 {
		D = &b.seats[d]
		D.HP -= hp
		if e := b.emit(Hurt, d, -1); e != nil {
			e.N, e.M = hp, D.HP
			e.Blow.HP, e.Blow.Damage = w, past
			b.done()
		}
		switch {
		case D.HP <= -10 && D.Condition != Dead:
			b.leave(d, Dead)
			if e := b.emit(Dies, d, -1); e != nil {
				e.M = D.HP
				b.done()
			}
			b.leaveFight(d)
		case D.HP <= 0 && D.Condition == InFight:
			b.leave(d, Fallen)
			if e := b.emit(Falls, d, -1); e != nil {
				e.M = D.HP
				b.done()
			}
			b.leaveFight(d)
		}
	}
	b.effects(l.A, d, sp)
	b.next(l)
}

// effects applies a landed special action's lasting effect on seat d (BR-9).
func (b *Brawl) effects(a, d int, sp Special) {
	rule := &b.spec[sp]
	D := &b.seats[d]
	if !rule.Drain.IsZero() && D.In() {
		drain := Chips{min(rule.Drain.Red, D.Stack.Red), min(rule.Drain.Blue, D.Stack.Blue), min(rule.Drain.White, D.Stack.White)}
		if !drain.IsZero() {
			D.Stack = D.Stack.Minus(drain)
			b.ledger.Damage = b.ledger.Damage.Plus(drain)
			D.lastBy = a
			if e := b.emit(Drained, d, a); e != nil {
				e.Special, e.Chips = sp, drain
				b.done()
			}
			b.checkKO(d)
		}
	}
	D = &b.seats[d]
	if !D.In() {
		return
	}
	// now: the target has not had his turn this round; later: next round.
	now := D.Fighting && !D.Acted
	switch sp {
	case BreakAway, BreakHold:
		A := &b.seats[a]
		A.Grip = NoGrip
		if e := b.emit(BreaksFree, a, d); e != nil {
			e.Special = sp
			b.done()
		}
		return
	case Grab, Hold:
		b.releaseBy(a)
		D.Grip, D.GrippedBy = Grabbed, a
		capW := 1
		if sp == Hold {
			D.Grip, capW = Held, 0
		}
		D.Count.White = min(D.Count.White, capW)
	case HeadButt:
		if now {
			p := rule.Penalty
			D.Count = Chips{max(D.Count.Red-p.Red, 0), max(D.Count.Blue-p.Blue, 0), max(D.Count.White-p.White, 0)}
		} else {
			D.Pending.HeadButt = true
		}
	case LowBlow:
		if now {
			D.Count.Blue = min(D.Count.Blue, 1)
		} else {
			D.Pending.LowBlow = true
		}
	case Trip:
		if now {
			D.Count.Blue = min(D.Count.Blue, 1)
			D.Count.White = min(D.Count.White, 1)
		} else {
			D.Pending.Trip = true
		}
	case Push:
		D.OnFloor = true
	default:
		return
	}
	if e := b.emit(Effect, d, a); e != nil {
		e.Special = sp
		if now {
			e.N = 1
		}
		b.done()
	}
}
