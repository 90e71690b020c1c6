package brawl

// canStrike reports whether seat i may make a free attack or counter-attack.
func (b *Brawl) canStrike(i int) bool {
	s := &b.seats[i]
	return s.In() && !s.OnFloor && !s.StoodUp && s.Grip != Held
}

// attack resolves one attack of seat a on seat d with special action sp
// (already paid and not countered): the rolls, the damage, the effects, and
// the free attacks that natural 1s give (BR-3, BR-4, BR-9).
func (b *Brawl) attack(a, d int, sp Special, free FreeKind, depth int) error {
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

	// the record is filled in place in the log (damage rolls dice but emits
	// nothing, so e stays valid until done).
	e := b.emit(Attacks, a, d)
	e.Special = sp
	bl := &e.Blow
	bl.Special, bl.Free = sp, free
	bl.Natural, bl.Bonus, bl.Total = nat, bonus, total
	bl.Defended, bl.DefNatural, bl.DefMod, bl.DefTotal = !lying, dnat, dmod, dtotal
	bl.Hit = hit
	if hit {
		b.damage(bl, a, d, sp, lying)
	}
	dmg, hp := bl.Damage, bl.HP
	b.done()

	if hit {
		if err := b.hurt(d, dmg, hp, sp); err != nil {
			return err
		}
		b.effects(a, d, sp)
	}
	if lying || depth >= MaxFreeAttacks {
		return nil
	}
	switch {
	case nat == 1 && dnat == 1:
		// both fumble: neither gets a free attack (ours)
	case nat == 1:
		if b.canStrike(d) && b.seats[a].Condition != Dead && b.standing() > 1 {
			return b.attack(d, a, NoSpecial, CounterAttack, depth+1)
		}
	case dnat == 1:
		if b.canStrike(a) && b.seats[d].Condition != Dead && b.standing() > 1 {
			return b.attack(a, d, NoSpecial, FreeAttack, depth+1)
		}
	}
	return nil
}

// damage works out a hit's damage into bl (BR-3, BR-4, BR-5, BR-9).
func (b *Brawl) damage(bl *Blow, a, d int, sp Special, lying bool) {
	A, D := &b.seats[a], &b.seats[d]
	rule := &b.spec[sp]
	bl.Red, bl.Plus, bl.Spur = A.Count.Red, rule.Red, rule.Weapon
	if sp == UseWeapon {
		w, _ := b.inHand(a)
		roll := w.Damage.Roll(b.r).Total + A.Brawler.DieMod
		bl.Weapon, bl.Base, bl.StrMod = w.Name, roll, A.Brawler.DamageMod
		bl.HP = max(0, roll+A.Brawler.DamageMod)
		bl.Gross = bl.HP + bl.Red
	} else {
		bl.Base = 1
		bl.Gross = 1 + bl.Red + bl.Plus + bl.Spur
		bl.HP = bl.Spur
	}
	if !lying {
		bl.White = D.Count.White
		bl.PerWhite = 2
		if bl.DefNatural == 20 {
			bl.PerWhite = 4
		}
		if sp == KidneyPunch {
			bl.PerWhite = 0
		}
	}
	bl.Reduction = bl.White * bl.PerWhite
	if bl.Natural == 20 {
		bl.Extra = bl.Red + bl.Plus
	}
	bl.Damage = max(0, bl.Gross-bl.Reduction) + bl.Extra
	if A.Weak && (bl.Damage > 1 || bl.HP > 1) {
		bl.Weak = true
		bl.Damage = min(bl.Damage, 1)
		bl.HP = min(bl.HP, 1)
	}
}

// hurt lands a blow of dmg damage whose weapon part is w on seat d (BR-3,
// BR-5, BR-8, BRD-5, GUD-7): he removes min(chips, dmg) chips from his
// stacks and loses w + max(0, dmg − chips − w) hit points — the weapon part
// always hurts, and what his chips cannot cover hurts too, without counting
// the weapon part twice. A man out of the fight has no chips to remove.
func (b *Brawl) hurt(d, dmg, w int, sp Special) error {
	D := &b.seats[d]
	take := 0
	if D.In() {
		white := D.Stack.White
		take = min(dmg, D.Stack.Total())
		if take > 0 {
			mix := b.strats[d].Absorb(b.ask(d), take)
			D = &b.seats[d]
			if mix.Negative() || mix.Total() != take || !D.Stack.Covers(mix) {
				return ruleErr(ErrChips, "BR-3", D.Brawler.Name, "removes %v for %d damage from stacks of %v; the chips must add up to the damage and fit the stacks", mix, take, D.Stack)
			}
			D.Stack = D.Stack.Minus(mix)
			b.ledger.Damage = b.ledger.Damage.Plus(mix)
			e := b.emit(Takes, d, -1)
			e.N, e.Chips = take, mix
			b.done()
		}
		D.damage += dmg
		div := 2
		if r := b.spec[sp].Stun; r > 0 {
			div = r
		}
		if dmg > 0 && !D.stunNext && (2*D.damage >= white || div*dmg >= white) {
			D.stunNext = true
			e := b.emit(Stunned, d, -1)
			e.N, e.M = D.damage, white
			if div != 2 && 2*D.damage < white {
				e.N, e.Special = dmg, sp
			}
			b.done()
		}
		b.checkKO(d)
	}
	past := max(0, dmg-take-w)
	hp := w + past
	if hp <= 0 {
		return nil
	}
	D = &b.seats[d]
	D.HP -= hp
	e := b.emit(Hurt, d, -1)
	e.N, e.M = hp, D.HP
	e.Blow.HP, e.Blow.Damage = w, past
	b.done()
	switch {
	case D.HP <= -10 && D.Condition != Dead:
		D.Condition = Dead
		b.emit(Dies, d, -1).M = D.HP
		b.done()
		b.leaveFight(d)
	case D.HP <= 0 && D.Condition == InFight:
		D.Condition = Fallen
		b.emit(Falls, d, -1).M = D.HP
		b.done()
		b.leaveFight(d)
	}
	return nil
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
			e := b.emit(Drained, d, a)
			e.Special, e.Chips = sp, drain
			b.done()
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
		b.emit(BreaksFree, a, d).Special = sp
		b.done()
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
	e := b.emit(Effect, d, a)
	e.Special = sp
	if now {
		e.N = 1
	}
	b.done()
}
