package brawl

import "github.com/deadmanshand/aces/dice"

// RoundSeconds is the length of a round of brawling (rule BR-2).
const RoundSeconds = 10

// Step plays on to the end of the round being played, or begins the next
// round and plays it (rule BR-2: ten seconds), unless a decision stops it
// first: a person's (the error wraps ErrWaiting and names him; Waiting and
// View say what he decides, Decide records it and the next Step goes on
// from exactly there), or a decider's answer the rules forbid (the error
// wraps ErrDecision and ErrBet, ErrChips, ErrSpecial or ErrTarget and names
// the rule; the answer is refused as Decide refuses it, its dice draws are
// rewound when the dice are a *dice.Source, and the decision stays
// pending, for the decider again, for Decide, or for another decider after
// SetDecider). After the brawl is over Step returns an error wrapping
// ErrOver. Every answer Step takes goes into the brawl's journal (package
// doc, "Saves"), and so do dice someone else drew on the brawl's
// *dice.Source since the brawl's last call.
//
// The round:
//
//  1. Chips regained by last round's rest arrive (BR-7). A brawler pushed
//     down pays 1 chip of each colour to stand, and may not attack this round;
//     if he cannot pay he stays on the floor (BR-9 Push).
//  2. Exhaustion (BR-5) is read from the stacks: no red, at most 1 damage
//     this round; no blue, no to-hit bonus; no white, winded.
//  3. In seat order each brawler still in the fight decides whether he rests
//     (BR-7) or fights (DecideReady). A fighter antes one white chip into the
//     pot; a winded one first pays 1 red and 1 blue for it (BR-5).
//  4. Bets, colour by colour (red, blue, white), each colour in ascending
//     Wisdom, ties in seat order (BR-2), within the limits of BetLimits,
//     halved when stunned (BR-8) and capped by grabs, holds, trips and low
//     blows (BR-9) (DecideBet). Head butts take their chips off what the bet
//     counts for.
//  5. Turns, in descending blue bet, ties by higher Dex, then seat order
//     (BR-3). Each fighter still in the fight and on his feet attacks (or
//     moves, or passes) (DecideTurn); a special action may be countered
//     (DecideCounter, DecideRaise); a blow that lands takes chips of the
//     defender's choice (DecideAbsorb).
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
func (b *Brawl) Step() error {
	if b.over {
		return ruleErr(ErrOver, "BR-5", "", "the brawl ended after round %d", b.round)
	}
	if b.j.Replaying() {
		if err := b.due(); err != nil {
			return err
		}
	} else {
		b.j.Arrived(b.point())
	}
	err := b.play()
	b.j.Synced()
	return err
}

// Run plays rounds until the brawl is over and returns its Outcome, or
// stops where Step stops — at a decision, with Step's error — and returns
// the Outcome so far.
func (b *Brawl) Run() (Outcome, error) {
	for !b.over {
		if err := b.Step(); err != nil {
			return b.Outcome(), err
		}
	}
	return b.Outcome(), nil
}

// run plays the brawl to its end with the least work, for studies: no
// Outcome is made.
func (b *Brawl) run() error {
	for !b.over {
		if err := b.play(); err != nil {
			return err
		}
	}
	return nil
}

// play runs the round from where it stands (b.at) to its end, or to a
// decision it cannot take now. Each stage asks its decisions in the order
// of the rules and plays each answer as it comes; a decision without an
// answer now (a person's, or a decider's refused answer) stops play with
// the cursor where it is, and the next call goes on from there.
func (b *Brawl) play() error {
	for {
		switch b.at.Stage {
		case between:
			b.beginRound()
		case readying: // 3. ready and ante, in seat order
			for ; b.at.K < len(b.seats); b.at.K++ {
				i := b.at.K
				if !b.seats[i].In() {
					continue
				}
				r, err := b.answerReady(i)
				if err != nil {
					return err
				}
				b.ready(i, r)
			}
			b.startBets()
		case betting: // 4. bets, colour by colour, in ascending Wisdom
			for {
				for ; b.at.K < len(b.order); b.at.K++ {
					i := b.order[b.at.K] // in the fight: no bet puts him out
					n, err := b.answerBet(i)
					if err != nil {
						return err
					}
					b.bet(i, b.at.Colour, n)
				}
				if b.at.Colour == White {
					break
				}
				b.at.Colour, b.at.K = b.at.Colour+1, 0
			}
			b.endBets()
		case turning: // 5. turns, in the attack order
			if b.at.K == len(b.order) || b.standing() <= 1 {
				b.endRound()
				b.at = cursor{}
				return nil
			}
			i := b.order[b.at.K]
			s := &b.seats[i]
			if !s.In() || !s.Fighting {
				b.at.K++
				continue
			}
			s.Acted = true
			if s.OnFloor || s.StoodUp {
				if e := b.emit(CannotAttack, i, -1); e != nil {
					if s.StoodUp {
						e.N = 1
					}
					b.done()
				}
				b.at.K++
				continue
			}
			t, err := b.answerTurn(i)
			if err != nil {
				return err
			}
			b.beginTurn(i, t)
		case countering:
			j := b.nextCounter()
			if j < 0 {
				b.resolveTurn(true)
				continue
			}
			yes, err := b.answerCounter(j)
			if err != nil {
				return err
			}
			b.counter(j, yes)
		case raising:
			n, err := b.answerRaise()
			if err != nil {
				return err
			}
			b.raise(n)
		case absorbing:
			mix, err := b.answerAbsorb()
			if err != nil {
				return err
			}
			b.absorb(mix)
		}
	}
}

// beginRound plays the start of a round, before its first decision:
// steps 1 and 2.
func (b *Brawl) beginRound() {
	b.round++
	if e := b.emit(RoundBegins, -1, -1); e != nil {
		e.Carry = b.carry
		b.done()
	}

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
			regain := s.Regain
			s.Regain = Chips{}
			if e := b.emit(RestEnds, i, -1); e != nil {
				e.Chips = regain
				b.done()
			}
		}
		if s.OnFloor {
			if s.Stack.Covers(stand) {
				s.Stack = s.Stack.Minus(stand)
				b.ledger.Spent = b.ledger.Spent.Plus(stand)
				s.OnFloor, s.StoodUp = false, true
				if e := b.emit(StandsUp, i, -1); e != nil {
					e.Chips = stand
					b.done()
				}
				b.checkKO(i)
			} else if e := b.emit(StaysDown, i, -1); e != nil {
				e.Chips = stand
				b.done()
			}
		}
		s.Weak, s.Fatigued = s.Stack.Red == 0, s.Stack.Blue == 0
	}
	b.at = cursor{Stage: readying}
}

// ready plays seat i's checked answer to DecideReady: a rest (BR-7), or
// the ante, with a white bought first when he is winded (BR-5).
func (b *Brawl) ready(i int, r Ready) {
	s := &b.seats[i]
	if r.Rest {
		s.Resting, s.Regain = true, r.Regain
		if e := b.emit(Rests, i, -1); e != nil {
			e.Chips = r.Regain
			b.done()
		}
		return
	}
	if s.Stack.White == 0 {
		s.Stack.Red--
		s.Stack.Blue--
		s.Stack.White++
		b.ledger.Spent = b.ledger.Spent.Plus(Chips{Red: 1, Blue: 1})
		b.ledger.Bought.White++
		if e := b.emit(BuysWhite, i, -1); e != nil {
			e.Chips = Chips{Red: 1, Blue: 1}
			b.done()
		}
	}
	s.Stack.White--
	b.pot.White++
	s.Fighting, s.contributed = true, true
	b.checkKO(i)
}

// checkReady is the rule of DecideReady (BR-7, BR-5).
func (b *Brawl) checkReady(i int, r Ready) error {
	s := &b.seats[i]
	name := s.Brawler.Name
	if r.Rest {
		if r.Regain.negative() || r.Regain.Total() != 3 {
			return ruleErr(ErrChips, "BR-7", name, "rests to take back %v; a rest takes back exactly three chips", r.Regain)
		}
		return nil
	}
	if r.Regain != (Chips{}) {
		return ruleErr(ErrDecision, "BR-7", name, "takes back %v without resting", r.Regain)
	}
	if s.Stack.White == 0 && (s.Stack.Red == 0 || s.Stack.Blue == 0) {
		return ruleErr(ErrDecision, "BR-5", name, "is winded and has no red and blue chip to buy a white: %s must rest", s.Brawler.Pronoun.Subject())
	}
	return nil
}

// betLimits returns seat i's limits now, colour by colour, under the
// rules (not counting his stack), and the rule that sets each: BR-2's,
// halved when he is stunned (BR-8), capped by a hold, a grab, a trip or a
// low blow (BR-9).
func (b *Brawl) betLimits(i int) (lim Chips, rules [3]limitRule) {
	s := &b.seats[i]
	lim = s.limits[0]
	if s.Stunned {
		lim, rules = s.limits[1], [3]limitRule{byStun, byStun, byStun}
	}
	capAt := func(c Colour, k int, r limitRule) {
		if lim.Of(c) > k {
			*lim.at(c), rules[c] = k, r
		}
	}
	switch s.Grip {
	case Held:
		capAt(White, 0, byHold)
	case Grabbed:
		capAt(White, 1, byGrab)
	}
	if s.Pending.Trip {
		capAt(Blue, 1, byTrip)
		capAt(White, 1, byTrip)
	}
	if s.Pending.LowBlow {
		capAt(Blue, 1, byLowBlow)
	}
	return lim, rules
}

// limitRule is the rule that sets a bet limit (Brawl.betLimits).
type limitRule uint8

// The rules that set bet limits.
const (
	byLimits  limitRule = iota // BR-2
	byStun                     // BR-8
	byHold                     // BR-9 Hold
	byGrab                     // BR-9 Grab
	byTrip                     // BR-9 Trip
	byLowBlow                  // BR-9 Low Blow
)

// String returns the rule's ID.
func (r limitRule) String() string {
	return [...]string{"BR-2", "BR-8", "BR-9 Hold", "BR-9 Grab", "BR-9 Trip", "BR-9 Low Blow"}[r]
}

// startBets puts the fighters in betting order — ascending Wisdom, ties in
// seat order (BR-2): the order of every seat by Wisdom (byWisdom), of those
// who fight this round.
func (b *Brawl) startBets() {
	b.order = b.order[:0]
	for _, i := range b.wisest {
		if b.seats[i].Fighting && b.seats[i].In() {
			b.order = append(b.order, i)
		}
	}
	for i := range b.seats {
		b.seats[i].lim, _ = b.betLimits(i)
	}
	b.at = cursor{Stage: betting, Colour: Red}
}

// byWisdom puts every seat in the order of betting (BR-2), ascending
// Wisdom, ties in seat order, with an insertion sort on the reused wisest
// slice. A brawler's Wisdom does not change in a brawl: the order is made
// when the brawl is built.
func (b *Brawl) byWisdom() {
	b.wisest = b.wisest[:0]
	for i := range b.seats {
		b.wisest = append(b.wisest, i)
	}
	o := b.wisest
	for k := 1; k < len(o); k++ {
		for j := k; j > 0 && b.seats[o[j]].Brawler.Wis < b.seats[o[j-1]].Brawler.Wis; j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
}

// checkBet is the rule of DecideBet: n chips of colour c, within seat i's
// limit (BR-2, BR-8, BR-9) and his stack. It is asked only while the bets
// are placed, when his limits are those set as the bets opened.
func (b *Brawl) checkBet(i int, c Colour, n int) error {
	s := &b.seats[i]
	lim := s.lim.Of(c)
	switch {
	case c != b.at.Colour:
		return ruleErr(ErrBet, "BR-2", s.Brawler.Name, "bets %v when the bets are of %v: colour by colour, red, blue, white", c, b.at.Colour)
	case n < 0:
		return ruleErr(ErrBet, "BR-2", s.Brawler.Name, "bets %d %v; a bet cannot be negative", n, c)
	case n > lim:
		_, rules := b.betLimits(i)
		return ruleErr(ErrBet, rules[c].String(), s.Brawler.Name, "bets %d %v, over %s limit of %d", n, c, s.Brawler.Pronoun.Possessive(), lim)
	case n > s.Stack.Of(c):
		return ruleErr(ErrChips, "BR-2", s.Brawler.Name, "bets %d %v but %s stack holds %d", n, c, s.Brawler.Pronoun.Possessive(), s.Stack.Of(c))
	}
	return nil
}

// bet plays seat i's checked bet of n chips of colour c.
func (b *Brawl) bet(i int, c Colour, n int) {
	s := &b.seats[i]
	*s.Stack.at(c) -= n
	*s.Bet.at(c) += n
	*b.pot.at(c) += n
}

// endBets counts each bet for what it is worth after a head butt, reports
// the bets, and puts the fighters in attack order.
func (b *Brawl) endBets() {
	hb := b.spec[HeadButt].Penalty
	for _, i := range b.order {
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
		if e := b.emit(Bets, i, -1); e != nil {
			e.Chips = s.Bet
			if s.Stunned {
				e.N = 1
			}
			b.done()
		}
		b.checkKO(i)
	}
	b.attackOrder()
	b.at = cursor{Stage: turning}
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
	for k := 1; k < len(o); k++ {
		for j := k; j > 0 && b.before(o[j], o[j-1]); j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
	b.order = o
}

// before reports whether seat x attacks before seat y: more blue bet,
// then higher Dex, then the lower seat (BR-3).
func (b *Brawl) before(x, y int) bool {
	sx, sy := &b.seats[x], &b.seats[y]
	if sx.Bet.Blue != sy.Bet.Blue {
		return sx.Bet.Blue > sy.Bet.Blue
	}
	if sx.dex != sy.dex {
		return sx.dex > sy.dex
	}
	return x < y
}

// standing returns how many brawlers are still in the fight: the count
// kept as they leave it (leave).
func (b *Brawl) standing() int { return b.left }

// leave puts seat i out of the fight in condition c — knocked out, fallen
// or dead — or, when he is out already, from one of those to another.
func (b *Brawl) leave(i int, c Condition) {
	if b.seats[i].In() {
		b.left--
	}
	b.seats[i].Condition = c
}

// checkKO knocks seat i out if all three of his stacks are empty (BR-5).
func (b *Brawl) checkKO(i int) {
	if s := &b.seats[i]; s.In() && s.Stack.IsZero() {
		b.knockOut(i)
	}
}

// knockOut knocks seat i out (BR-5).
func (b *Brawl) knockOut(i int) {
	b.leave(i, KnockedOut)
	s := &b.seats[i]
	s.knockOuts++
	if s.lastBy >= 0 {
		b.seats[s.lastBy].dealt++
	}
	if b.emit(KnockOut, i, -1) != nil {
		b.done()
	}
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
	// 6. the pot: raked for those who contributed to it, won by the
	// highest natural attack roll of those still in the fight
	n, best, who, tie := 0, 0, -1, false
	for i := range b.seats {
		s := &b.seats[i]
		if s.contributed {
			n++
		}
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
	rake := Rake(b.pot, n)
	b.ledger.Raked = b.ledger.Raked.Plus(rake)
	pot, carry := b.pot, b.carry
	net := pot.Minus(rake)
	b.pot = Chips{}
	if who >= 0 && !tie {
		b.carry = Chips{}
		b.seats[who].Stack = b.seats[who].Stack.Plus(net.Plus(carry))
		if e := b.emit(WinsPot, who, -1); e != nil {
			e.N, e.Chips, e.Rake, e.Carry = best, pot, rake, carry
			b.done()
		}
	} else {
		b.carry = carry.Plus(net)
		if e := b.emit(PotStays, -1, -1); e != nil {
			e.N, e.Chips, e.Rake, e.Carry = best, pot, rake, carry
			if tie {
				e.M = 1
			}
			b.done()
		}
	}

	// each man's round is over; stunning takes effect next round (BR-8)
	left := 0
	for i := range b.seats {
		s := &b.seats[i]
		s.Stunned, s.stunNext = s.stunNext && s.In(), false
		s.Fighting, s.Acted, s.StoodUp = false, false, false
		if s.In() {
			left++
		}
	}

	// 7. the end
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
		if e := b.emit(BrawlEnds, b.winner, -1); e != nil {
			e.N, e.M = b.round, left
			b.done()
		}
	}
}

// roll20 rolls a d20 for seat i and marks him as a contributor to the pot
// (the rake counts brawlers who rolled dice).
func (b *Brawl) roll20(i int) int {
	b.seats[i].contributed = true
	return dice.D(b.r, 20)
}
