package brawl

import (
	"errors"

	"github.com/deadmanshand/aces/internal/encounter"
)

// errIllegal is what checkTurn returns when no explanation is wanted.
var errIllegal = errors.New("brawl: illegal turn")

// checkTurn reports whether seat i may play t now. With explain false it
// returns errIllegal and allocates nothing.
func (b *Brawl) checkTurn(i int, t Turn, explain bool) error {
	s := &b.seats[i]
	name := s.Brawler.Name
	sp := t.Special
	if sp >= numSpecials || sp == CounterAction {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrSpecial, "BR-9", name, "declares %v, which is not a special action for %s own turn", sp, s.Brawler.Pronoun.Possessive())
	}
	if s.Grip == Held && !(t.Target == Nobody && sp == NoSpecial) && !(sp == BreakHold && t.Target == s.GrippedBy) {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrSpecial, "BR-9 Hold", name, "is held by %s and can only try to break the hold", b.seats[s.GrippedBy].Brawler.Name)
	}
	rule := &b.spec[sp]
	cost := rule.Cost
	if t.Alt {
		if rule.Alt.IsZero() {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9", name, "pays the alternative cost of a %v, which has none", sp)
		}
		cost = rule.Alt
	}
	if sp != NoSpecial && !s.Stack.Covers(cost) {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrChips, "BR-9", name, "declares a %v costing %v but holds %v", sp, cost, s.Stack)
	}
	spot := s.Spot
	if sp == Move {
		if s.Grip != NoGrip {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9 Moving", name, "is %v by %s and cannot move away", s.Grip, b.seats[s.GrippedBy].Brawler.Name)
		}
		if t.Spot < 0 || t.Spot >= len(b.spots) {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9 Moving", name, "moves to spot %d; the saloon has %d", t.Spot, len(b.spots))
		}
		if t.PickUp != "" {
			if _, ok := b.weapons.find(t.PickUp); !ok {
				if !explain {
					return errIllegal
				}
				names := make([]string, len(b.weapons))
				for k := range b.weapons {
					names[k] = b.weapons[k].Name
				}
				return ruleErr(ErrSpecial, "BR-9 Moving", name, "picks up %q, which is not in the saloon (%s)", t.PickUp, encounter.List(names))
			}
		}
		spot = t.Spot
	} else if t.PickUp != "" {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrSpecial, "BR-9 Moving", name, "picks up %q without declaring Moving", t.PickUp)
	} else if t.Spot < 0 || t.Spot >= len(b.spots) {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrSpecial, "BR-9 Moving", name, "names spot %d, which the saloon has not (it has %d), without declaring Moving", t.Spot, len(b.spots))
	}
	if t.Target == Nobody {
		if sp != NoSpecial && sp != Move {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9", name, "declares a %v without an attack; only Moving needs none", sp)
		}
		return nil
	}
	if t.Target < 0 || t.Target >= len(b.seats) {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrTarget, "BR-3", name, "attacks seat %d; there are %d", t.Target, len(b.seats))
	}
	if t.Target == i {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrTarget, "BR-3", name, "attacks %s", s.Brawler.Pronoun.Reflexive())
	}
	d := &b.seats[t.Target]
	if d.Condition == Dead {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrTarget, "BR-3", name, "attacks %s, who is dead", d.Brawler.Name)
	}
	if d.Spot != spot {
		if !explain {
			return errIllegal
		}
		return ruleErr(ErrTarget, "BR-3", name, "attacks %s, who is not adjacent (%s is at %s, %s at %s)",
			d.Brawler.Name, d.Brawler.Name, b.spotName(d.Spot), s.Brawler.Pronoun.Subject(), b.spotName(spot))
	}
	switch sp {
	case Kick, Spur:
		if !d.Lying() {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9 "+sp.title(), name, "uses a %v on %s, who is standing: it is for a man on the ground", sp, d.Brawler.Name)
		}
	case BreakAway:
		if s.Grip != Grabbed || s.GrippedBy != t.Target {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9 Break Away", name, "breaks away from %s, who does not grab %s", d.Brawler.Name, s.Brawler.Pronoun.Object())
		}
	case BreakHold:
		if s.Grip != Held || s.GrippedBy != t.Target {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9 Break Away", name, "breaks away from the hold of %s, who does not hold %s", d.Brawler.Name, s.Brawler.Pronoun.Object())
		}
	case UseWeapon:
		if _, ok := b.inHand(i); !ok {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9 Using a Weapon", name, "uses a weapon with none in hand")
		}
	case Grab, Hold:
		if !d.In() {
			if !explain {
				return errIllegal
			}
			return ruleErr(ErrSpecial, "BR-9 "+sp.title(), name, "tries a %v on %s, who is %v", sp, d.Brawler.Name, d.Condition)
		}
	}
	return nil
}

// inHand returns the weapon in seat i's hand.
func (b *Brawl) inHand(i int) (Weapon, bool) {
	s := &b.seats[i]
	if s.Hand == "" {
		return Weapon{}, false
	}
	if w := s.Brawler.Weapon; w != nil && w.Name == s.Hand {
		return *w, true
	}
	return b.weapons.find(s.Hand)
}

// beginTurn plays seat i's checked turn t up to the Counter Action: the
// special action's cost (BR-9), then the offer of a counter.
func (b *Brawl) beginTurn(i int, t Turn) {
	b.at.Stage, b.at.Actor, b.at.Turn = countering, i, t
	sp := t.Special
	if sp == NoSpecial {
		b.resolveTurn(true)
		return
	}
	cost := b.spec[sp].Cost
	if t.Alt {
		cost = b.spec[sp].Alt
	}
	s := &b.seats[i]
	s.Stack = s.Stack.Minus(cost)
	b.ledger.Spent = b.ledger.Spent.Plus(cost)
	b.declared[sp]++
	if e := b.emit(Declares, i, t.Target); e != nil {
		e.Special, e.Chips = sp, cost
		b.done()
	}
	if rep := b.spec[sp].Reputation; rep > 0 {
		if e := b.emit(LosesReputation, i, -1); e != nil {
			e.Special, e.N = sp, rep
			b.done()
		}
	}
	b.checkKO(i)
	if !b.seats[i].In() {
		b.endTurn()
		return
	}
	b.at.Seat = 0
}

// resolveTurn plays the rest of the turn being played, once any Counter
// Action is settled: the move (if it proceeds), then the attack.
func (b *Brawl) resolveTurn(proceeds bool) {
	i, t := b.at.Actor, b.at.Turn
	sp := t.Special
	if sp == Move && proceeds {
		s := &b.seats[i]
		if s.Spot != t.Spot {
			b.releaseBy(i)
		}
		s.Spot = t.Spot
		if t.PickUp != "" {
			w, _ := b.weapons.find(t.PickUp)
			s.Hand = w.Name
		}
		if e := b.emit(Moves, i, -1); e != nil {
			e.N, e.Text = t.Spot, b.spotName(t.Spot)
			if t.PickUp != "" {
				e.Weapon = s.Hand
			}
			b.done()
		}
	}
	if t.Target == Nobody {
		b.endTurn()
		return
	}
	if b.seats[t.Target].Spot != b.seats[i].Spot {
		if e := b.emit(CannotAttack, i, t.Target); e != nil {
			e.N = 2
			b.done()
		}
		b.endTurn()
		return
	}
	if sp == Move || !proceeds {
		sp = NoSpecial
	}
	b.strike(i, t.Target, sp, Regular, 0)
}

// endTurn moves on to the next in the attack order.
func (b *Brawl) endTurn() {
	b.at = cursor{Stage: turning, K: b.at.K + 1}
}

// releaseBy ends every grip seat i has on others.
func (b *Brawl) releaseBy(i int) {
	for j := range b.seats {
		if b.seats[j].Grip != NoGrip && b.seats[j].GrippedBy == i {
			b.seats[j].Grip = NoGrip
			if b.emit(LetsGo, i, j) != nil {
				b.done()
			}
		}
	}
}
