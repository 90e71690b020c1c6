package brawl

// counter offers a Counter Action to the brawlers adjacent to seat i and,
// if one takes it, runs the auction and the roll (BR-9). It reports whether
// the special action proceeds.
func (b *Brawl) counter(i int, t Turn) (bool, error) {
	cost := b.spec[CounterAction].Cost
	for j := range b.seats {
		c := &b.seats[j]
		if j == i || !c.In() || c.Resting || c.Grip == Held || c.OnFloor || c.Spot != b.seats[i].Spot || !c.Stack.Covers(cost) {
			continue
		}
		if !b.strats[j].Counter(b.ask(j), i, t) {
			continue
		}
		c = &b.seats[j]
		c.Stack = c.Stack.Minus(cost)
		b.ledger.Spent = b.ledger.Spent.Plus(cost)
		// the auction of blue chips: the actor bids first, then they
		// alternate; the first 0 after both have bid ends it.
		mine, theirs := 0, 0
		for k := 0; ; k++ {
			bidder, have, against := i, &mine, &theirs
			if k%2 == 1 {
				bidder, have, against = j, &theirs, &mine
			}
			n := b.strats[bidder].Raise(b.ask(bidder), *have, *against)
			bs := &b.seats[bidder]
			if n < 0 || n > bs.Stack.Blue {
				return false, ruleErr(ErrChips, "BR-9 Counter Action", bs.Brawler.Name, "raises %d blue in the auction but %s stack holds %d", n, bs.Brawler.Pronoun.Possessive(), bs.Stack.Blue)
			}
			bs.Stack.Blue -= n
			b.ledger.Spent.Blue += n
			*have += n
			if n == 0 && k >= 1 {
				break
			}
		}
		an := b.roll20(i)
		cn := b.roll20(j)
		at := an + mine + b.seats[i].Brawler.DieMod
		ct := cn + theirs + b.seats[j].Brawler.DieMod
		ok := at > ct
		e := b.emit(Counters, j, i)
		e.Special, e.Chips, e.N, e.M = t.Special, cost, mine, theirs
		e.Blow = Blow{Special: t.Special, Natural: an, Bonus: at - an, Total: at, Defended: true,
			DefNatural: cn, DefMod: ct - cn, DefTotal: ct, Hit: ok}
		b.done()
		b.checkKO(j)
		b.checkKO(i)
		return ok, nil
	}
	return true, nil
}
