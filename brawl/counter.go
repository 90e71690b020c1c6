package brawl

// nextCounter returns the next seat, from the cursor's on, who may be
// offered a Counter Action against the turn being played (BR-9): adjacent
// to the actor, in the fight, not resting, held or on the floor, and able
// to pay; or −1 when there is none. Seats are offered it in seat order.
func (b *Brawl) nextCounter() int {
	i := b.at.Actor
	cost := b.spec[CounterAction].Cost
	for j := b.at.Seat; j < len(b.seats); j++ {
		c := &b.seats[j]
		if j == i || !c.In() || c.Resting || c.Grip == Held || c.OnFloor || c.Spot != b.seats[i].Spot || !c.Stack.Covers(cost) {
			continue
		}
		b.at.Seat = j
		return j
	}
	b.at.Seat = len(b.seats)
	return -1
}

// counter plays seat j's answer to the offer of a Counter Action: a no
// passes the offer on; a yes pays for it and opens the auction. The first
// who says yes counters.
func (b *Brawl) counter(j int, yes bool) {
	if !yes {
		b.at.Seat = j + 1
		return
	}
	cost := b.spec[CounterAction].Cost
	c := &b.seats[j]
	c.Stack = c.Stack.Minus(cost)
	b.ledger.Spent = b.ledger.Spent.Plus(cost)
	b.at.Stage, b.at.Seat, b.at.Bids, b.at.Mine, b.at.Theirs = raising, j, 0, 0, 0
}

// bidder returns who bids next in the auction of blue chips, with his chips
// added so far and the other's: the actor bids first, then they alternate.
func (b *Brawl) bidder() (seat, mine, theirs int) {
	if b.at.Bids%2 == 0 {
		return b.at.Actor, b.at.Mine, b.at.Theirs
	}
	return b.at.Seat, b.at.Theirs, b.at.Mine
}

// checkRaise is the rule of DecideRaise: 0 up to the bidder's blue stack.
func (b *Brawl) checkRaise(i, n int) error {
	bs := &b.seats[i]
	if n < 0 || n > bs.Stack.Blue {
		return ruleErr(ErrChips, "BR-9 Counter Action", bs.Brawler.Name, "raises %d blue in the auction but %s stack holds %d", n, bs.Brawler.Pronoun.Possessive(), bs.Stack.Blue)
	}
	return nil
}

// raise plays the bidder's checked raise of n blue chips. The first 0
// after both have bid once ends the auction; then both roll d20 + the blue
// they added, and the special action proceeds only if the actor's total
// exceeds (BR-9).
func (b *Brawl) raise(n int) {
	bidder, _, _ := b.bidder()
	bs := &b.seats[bidder]
	bs.Stack.Blue -= n
	b.ledger.Spent.Blue += n
	if bidder == b.at.Actor {
		b.at.Mine += n
	} else {
		b.at.Theirs += n
	}
	b.at.Bids++
	if n != 0 || b.at.Bids < 2 {
		return
	}
	i, j, t := b.at.Actor, b.at.Seat, b.at.Turn
	an := b.roll20(i)
	cn := b.roll20(j)
	at := an + b.at.Mine + b.seats[i].Brawler.DieMod
	ct := cn + b.at.Theirs + b.seats[j].Brawler.DieMod
	ok := at > ct
	b.declared[CounterAction]++
	if e := b.emit(Counters, j, i); e != nil {
		e.Special, e.Chips, e.N, e.M = t.Special, b.spec[CounterAction].Cost, b.at.Mine, b.at.Theirs
		e.Blow = Blow{Special: t.Special, Natural: an, Bonus: at - an, Total: at, Defended: true,
			DefNatural: cn, DefMod: ct - cn, DefTotal: ct, Hit: ok}
		b.done()
	}
	b.checkKO(j)
	b.checkKO(i)
	if !b.seats[i].In() {
		b.endTurn()
		return
	}
	b.resolveTurn(ok)
}
