package brawl

import "github.com/deadmanshand/aces/dice"

// RoundSeconds is the length of a round of brawling (rule BR-2).
const RoundSeconds = 10

// Round plays one round of ten seconds (rule BR-2) and returns its events,
// a slice of the log valid until the next Round or Reset.
//
// The procedure:
//
//  1. Chips regained by last round's rest arrive (BR-7). A brawler pushed
//     down pays 1 chip of each colour to stand, and may not attack this round;
//     if he cannot pay he stays on the floor (BR-9 Push).
//  2. Exhaustion (BR-5) is read from the stacks: no red, at most 1 damage
//     this round; no blue, no to-hit bonus; no white, winded.
//  3. In seat order each Strategy says whether its brawler rests (BR-7) or
//     fights. A fighter antes one white chip into the pot; a winded one first
//     pays 1 red and 1 blue for it (BR-5).
//  4. Bets, colour by colour (red, blue, white), each colour in ascending
//     Wisdom, ties in seat order (BR-2), within the limits of BetLimits,
//     halved when stunned (BR-8) and capped by grabs, holds, trips and low
//     blows (BR-9). Head butts take their chips off what the bet counts for.
//  5. Turns, in descending blue bet, ties by higher Dex, then seat order
//     (BR-3). Each fighter still in the fight and on his feet attacks (or
//     moves, or passes): see Turn.
//  6. The highest natural attack roll among those still in the fight wins
//     the round's pot less the rake, plus any pot left by earlier ties; a tie,
//     or a round without attack rolls, leaves it for the next round (BR-6).
//     Brawlers damaged by half their white chips are stunned for the next
//     round (BR-8).
//  7. The brawl is over when at most one brawler is still in the fight, or
//     at the round limit.
//
// Dice are drawn only in step 5 (and by strategies that use View.Rand, when
// they are asked): for each special action opposed by a Counter Action, the
// actor's d20 then the counter's; then for each attack the attacker's d20,
// then the defender's d20 (not rolled when the defender lies knocked out or
// fallen), then the weapon's damage dice on a hit with a weapon; free attacks
// and counter-attacks follow at once in the same order.
//
// If a Strategy returns a choice the rules forbid, Round returns an error
// that wraps ErrBet, ErrChips, ErrSpecial, ErrTarget or ErrDecision and
// names the rule, and the brawl is put back as it was before the round — the
// dice too, when the Rand has State and SetState as *dice.Source has.
// After the brawl is over Round returns ErrOver.
func (b *Brawl) Round() ([]Event, error) {
	if b.over {
		return nil, ruleErr(ErrOver, "BR-5", "", "the brawl ended after round %d", b.round)
	}
	if len(b.seats) < 2 {
		return nil, ruleErr(ErrBrawler, "BR-2", "", "a brawl needs two brawlers, it has %d", len(b.seats))
	}
	b.snapshot()
	start := len(b.events)
	if err := b.playRound(); err != nil {
		b.restore()
		return nil, err
	}
	return b.events[start:], nil
}

func (b *Brawl) playRound() error {
	b.round++
	e := b.emit(RoundBegins, -1, -1)
	e.Carry = b.carry
	b.done()

	// 1. rest, standing up; 2. exhaustion
	stand := b.spec[Push].Stand
	for i := range b.seats {
		s := &b.seats[i]
		s.clearRound()
		if !s.In() {
			s.Regain = Chips{}
			continue
		}
		if !s.Regain.IsZero() {
			s.Stack = s.Stack.Plus(s.Regain)
			b.ledger.Regained = b.ledger.Regained.Plus(s.Regain)
			e := b.emit(RestEnds, i, -1)
			e.Chips = s.Regain
			s.Regain = Chips{}
			b.done()
		}
		if s.OnFloor {
			if s.Stack.Covers(stand) {
				s.Stack = s.Stack.Minus(stand)
				b.ledger.Spent = b.ledger.Spent.Plus(stand)
				s.OnFloor, s.StoodUp = false, true
				e := b.emit(StandsUp, i, -1)
				e.Chips = stand
				b.done()
				b.checkKO(i)
			} else {
				e := b.emit(StaysDown, i, -1)
				e.Chips = stand
				b.done()
			}
		}
		s.Weak, s.Fatigued = s.Stack.Red == 0, s.Stack.Blue == 0
	}

	// 3. ready and ante
	for i := range b.seats {
		if err := b.ready(i); err != nil {
			return err
		}
	}

	// 4. bets
	if err := b.bets(); err != nil {
		return err
	}

	// 5. turns
	b.attackOrder()
	for k := 0; k < len(b.order); k++ {
		if b.standing() <= 1 {
			break
		}
		i := b.order[k]
		s := &b.seats[i]
		if !s.In() || !s.Fighting {
			continue
		}
		s.Acted = true
		if s.OnFloor || s.StoodUp {
			e := b.emit(CannotAttack, i, -1)
			e.N = 0
			if s.StoodUp {
				e.N = 1
			}
			b.done()
			continue
		}
		t := b.strats[i].Turn(b.ask(i))
		if err := b.checkTurn(i, t, true); err != nil {
			return err
		}
		if err := b.playTurn(i, t); err != nil {
			return err
		}
	}

	// 6, 7
	b.endRound()
	return nil
}

// ready asks seat i whether he rests, and antes for him if he fights.
func (b *Brawl) ready(i int) error {
	s := &b.seats[i]
	if !s.In() {
		return nil
	}
	r := b.strats[i].Ready(b.ask(i))
	s = &b.seats[i]
	name := s.Brawler.Name
	if r.Rest {
		if r.Regain.Negative() || r.Regain.Total() != 3 {
			return ruleErr(ErrChips, "BR-7", name, "rests to take back %v; a rest takes back exactly three chips", r.Regain)
		}
		s.Resting, s.Regain = true, r.Regain
		e := b.emit(Rests, i, -1)
		e.Chips = r.Regain
		b.done()
		return nil
	}
	if r.Regain != (Chips{}) {
		return ruleErr(ErrDecision, "BR-7", name, "takes back %v without resting", r.Regain)
	}
	if s.Stack.White == 0 {
		if s.Stack.Red == 0 || s.Stack.Blue == 0 {
			return ruleErr(ErrDecision, "BR-5", name, "is winded and has no red and blue chip to buy a white: %s must rest", s.Brawler.Pronoun.Subject())
		}
		s.Stack.Red--
		s.Stack.Blue--
		s.Stack.White++
		b.ledger.Spent = b.ledger.Spent.Plus(Chips{Red: 1, Blue: 1})
		b.ledger.Bought.White++
		e := b.emit(BuysWhite, i, -1)
		e.Chips = Chips{Red: 1, Blue: 1}
		b.done()
	}
	s.Stack.White--
	b.pot.White++
	s.Fighting, s.contributed = true, true
	b.checkKO(i)
	return nil
}

// betLimit returns seat i's limit for colour c under the rules (not counting
// his stack) and the rule that sets it.
func (b *Brawl) betLimit(i int, c Colour) (int, string) {
	s := &b.seats[i]
	n := BetLimits(s.Brawler.Str, s.Brawler.Dex, s.Brawler.Con, s.Stunned).Of(c)
	rule := "BR-2"
	if s.Stunned {
		rule = "BR-8"
	}
	capAt := func(k int, r string) {
		if n > k {
			n, rule = k, r
		}
	}
	if c == White {
		switch s.Grip {
		case Held:
			capAt(0, "BR-9 Hold")
		case Grabbed:
			capAt(1, "BR-9 Grab")
		}
	}
	if s.Pending.Trip && c != Red {
		capAt(1, "BR-9 Trip")
	}
	if s.Pending.LowBlow && c == Blue {
		capAt(1, "BR-9 Low Blow")
	}
	return n, rule
}

func (b *Brawl) bets() error {
	// ascending Wisdom, ties in seat order: an insertion sort on the reused
	// order slice.
	b.order = b.order[:0]
	for i := range b.seats {
		if b.seats[i].Fighting && b.seats[i].In() {
			b.order = append(b.order, i)
		}
	}
	o := b.order
	for k := 1; k < len(o); k++ {
		for j := k; j > 0 && b.seats[o[j]].Brawler.Wis < b.seats[o[j-1]].Brawler.Wis; j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
	for _, c := range Colours {
		for _, i := range o {
			if !b.seats[i].In() {
				continue
			}
			n := b.strats[i].Bet(b.ask(i), c)
			s := &b.seats[i]
			lim, rule := b.betLimit(i, c)
			switch {
			case n < 0:
				return ruleErr(ErrBet, "BR-2", s.Brawler.Name, "bets %d %v; a bet cannot be negative", n, c)
			case n > lim:
				return ruleErr(ErrBet, rule, s.Brawler.Name, "bets %d %v, over %s limit of %d", n, c, s.Brawler.Pronoun.Possessive(), lim)
			case n > s.Stack.Of(c):
				return ruleErr(ErrChips, "BR-2", s.Brawler.Name, "bets %d %v but %s stack holds %d", n, c, s.Brawler.Pronoun.Possessive(), s.Stack.Of(c))
			}
			*s.Stack.at(c) -= n
			*s.Bet.at(c) += n
			*b.pot.at(c) += n
		}
	}
	hb := b.spec[HeadButt].Penalty
	for _, i := range o {
		s := &b.seats[i]
		if !s.In() {
			continue
		}
		s.Count = s.Bet
		if s.Pending.HeadButt {
			s.Count = s.Count.Minus(hb)
			s.Count = Chips{max(s.Count.Red, 0), max(s.Count.Blue, 0), max(s.Count.White, 0)}
		}
		s.Pending = Pending{}
		e := b.emit(Bets, i, -1)
		e.Chips = s.Bet
		if s.Stunned {
			e.N = 1
		}
		b.done()
		b.checkKO(i)
	}
	return nil
}

// attackOrder sorts the fighters by descending blue bet, ties by higher Dex,
// then seat (BR-3).
func (b *Brawl) attackOrder() {
	o := b.order[:0]
	for i := range b.seats {
		if b.seats[i].Fighting && b.seats[i].In() {
			o = append(o, i)
		}
	}
	before := func(x, y int) bool {
		sx, sy := &b.seats[x], &b.seats[y]
		if sx.Bet.Blue != sy.Bet.Blue {
			return sx.Bet.Blue > sy.Bet.Blue
		}
		if sx.Brawler.Dex != sy.Brawler.Dex {
			return sx.Brawler.Dex > sy.Brawler.Dex
		}
		return x < y
	}
	for k := 1; k < len(o); k++ {
		for j := k; j > 0 && before(o[j], o[j-1]); j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
	b.order = o
}

// standing returns how many brawlers are still in the fight.
func (b *Brawl) standing() int {
	n := 0
	for i := range b.seats {
		if b.seats[i].In() {
			n++
		}
	}
	return n
}

// checkKO knocks seat i out if all three of his stacks are empty (BR-5).
func (b *Brawl) checkKO(i int) {
	s := &b.seats[i]
	if !s.In() || !s.Stack.IsZero() {
		return
	}
	s.Condition = KnockedOut
	b.emit(KnockOut, i, -1)
	b.done()
	b.leaveFight(i)
}

// leaveFight ends the grips of a man who is out of the fight, and on him,
// and whatever was still to come to him (a rest's chips, pending effects).
func (b *Brawl) leaveFight(i int) {
	s := &b.seats[i]
	s.Grip, s.OnFloor, s.Regain, s.Pending, s.stunNext = NoGrip, false, Chips{}, Pending{}, false
	for j := range b.seats {
		if b.seats[j].Grip != NoGrip && b.seats[j].GrippedBy == i {
			b.seats[j].Grip = NoGrip
		}
	}
}

func (b *Brawl) endRound() {
	// 6. the pot
	n := 0
	for i := range b.seats {
		if b.seats[i].contributed {
			n++
		}
	}
	rake := Rake(b.pot, n)
	b.ledger.Raked = b.ledger.Raked.Plus(rake)
	best, who, tie := 0, -1, false
	for i := range b.seats {
		s := &b.seats[i]
		if !s.In() || s.natural == 0 {
			continue
		}
		switch {
		case s.natural > best:
			best, who, tie = s.natural, i, false
		case s.natural == best:
			tie = true
		}
	}
	net := b.pot.Minus(rake)
	if who >= 0 && !tie {
		won := net.Plus(b.carry)
		e := b.emit(WinsPot, who, -1)
		e.N, e.Chips, e.Rake, e.Carry = best, b.pot, rake, b.carry
		b.pot, b.carry = Chips{}, Chips{}
		b.seats[who].Stack = b.seats[who].Stack.Plus(won)
	} else {
		e := b.emit(PotStays, -1, -1)
		e.N, e.Chips, e.Rake, e.Carry = best, b.pot, rake, b.carry
		if tie {
			e.M = 1
		}
		b.carry = b.carry.Plus(net)
		b.pot = Chips{}
	}
	b.done()

	// stunning takes effect next round (BR-8)
	for i := range b.seats {
		s := &b.seats[i]
		s.Stunned, s.stunNext = s.stunNext && s.In(), false
	}

	// 7. the end
	left := b.standing()
	if left <= 1 || b.round >= b.max {
		b.over = true
		b.winner = -1
		if left == 1 {
			for i := range b.seats {
				if b.seats[i].In() {
					b.winner = i
				}
			}
		}
		e := b.emit(BrawlEnds, b.winner, -1)
		e.N, e.M = b.round, left
		b.done()
	}
	for i := range b.seats {
		s := &b.seats[i]
		s.Fighting, s.Acted, s.StoodUp = false, false, false
	}
}

// roll20 rolls a d20 for seat i and marks him as a contributor to the pot
// (the rake counts brawlers who rolled dice).
func (b *Brawl) roll20(i int) int {
	b.seats[i].contributed = true
	return dice.D20(b.r)
}
