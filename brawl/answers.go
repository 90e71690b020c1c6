package brawl

// The answers to the decisions of a round, one function per kind: play
// asks them in the order of the rules. A study's brawl takes a built-in
// strategy's answer at once — its decision, over the brawl's own state,
// checked by the rule of its kind — as there is no journal to keep it in,
// no replay and no person; every other answer takes the one path of a
// decision (answer), which the journal, a replay and Decide go through.

// direct returns seat i's built-in strategy when the brawl takes its
// answers at once (a study's brawl), or nil.
func (b *Brawl) direct(i int) decisions {
	if !b.study {
		return nil
	}
	return b.plays[i]
}

// studied makes b a study's brawl: it keeps no log and no journal, and
// takes its built-in strategies' answers at once (a study has no person's
// seat and changes no decider).
func (b *Brawl) studied() {
	b.j.Off, b.rec.Off, b.study = true, true, true
	b.plays = b.plays[:0]
	for _, d := range b.deciders {
		b.plays = append(b.plays, builtinOf(d))
	}
}

// answerReady returns seat i's answer to DecideReady (BR-7, BR-5).
func (b *Brawl) answerReady(i int) (Ready, error) {
	if p := b.direct(i); p != nil {
		r := p.ready(b, i)
		if err := b.checkReady(i, r); err != nil {
			return r, refusal(err, Choice{Kind: DecideReady, Rest: r.Rest, Chips: r.Regain})
		}
		return r, nil
	}
	c, err := b.answer(i)
	if err != nil {
		return Ready{}, err
	}
	return Ready{Rest: c.Rest, Regain: c.Chips}, nil
}

// answerBet returns seat i's answer to DecideBet: his bet of the colour
// being bet (BR-2). A built-in is given his limit now (View.Limit), and
// its bet is legal when it is within it: the range the bet's options
// offer, whose rule (checkBet) says why another is refused.
func (b *Brawl) answerBet(i int) (int, error) {
	if p := b.direct(i); p != nil {
		col := b.at.Colour
		lim := b.seats[i].betMax(col)
		n := p.bet(b, i, col, lim)
		if n < 0 || n > lim {
			return n, refusal(b.checkBet(i, col, n), betOf(col, n))
		}
		return n, nil
	}
	c, err := b.answer(i)
	if err != nil {
		return 0, err
	}
	return c.N, nil
}

// answerTurn returns seat i's answer to DecideTurn (BR-3, BR-9), in its
// one form. A built-in's turn is checked once: the turn it found legal
// itself is not checked again.
func (b *Brawl) answerTurn(i int) (Turn, error) {
	if p := b.direct(i); p != nil {
		t, checked := p.turn(b, i)
		if !checked {
			if err := b.checkTurn(i, t, true); err != nil {
				return Turn{}, refusal(err, playTurn(t))
			}
		}
		b.form(&t)
		return t, nil
	}
	c, err := b.answer(i)
	if err != nil {
		return Turn{}, err
	}
	return c.Turn, nil
}

// answerCounter returns seat j's answer to DecideCounter: whether he
// counters the turn being played (BR-9).
func (b *Brawl) answerCounter(j int) (bool, error) {
	if p := b.direct(j); p != nil {
		return p.counter(b, j, b.at.Actor, b.at.Turn), nil
	}
	c, err := b.answer(j)
	if err != nil {
		return false, err
	}
	return c.Counter, nil
}

// answerRaise returns the bidder's answer to DecideRaise: the blue chips
// he adds to the Counter Action's auction (BR-9).
func (b *Brawl) answerRaise() (int, error) {
	i, mine, theirs := b.bidder()
	if p := b.direct(i); p != nil {
		n := p.raise(b, i, mine, theirs)
		if err := b.checkRaise(i, n); err != nil {
			return n, refusal(err, raiseBy(n))
		}
		return n, nil
	}
	c, err := b.answer(i)
	if err != nil {
		return 0, err
	}
	return c.N, nil
}

// answerAbsorb returns the defender's answer to DecideAbsorb: the chips
// the blow that landed takes from his stacks (BR-3).
func (b *Brawl) answerAbsorb() (Chips, error) {
	d := b.blow.D
	if p := b.direct(d); p != nil {
		mix := p.absorb(b, d, b.blow.Take)
		if err := b.checkAbsorb(d, mix); err != nil {
			return mix, refusal(err, absorbChips(mix))
		}
		return mix, nil
	}
	c, err := b.answer(d)
	if err != nil {
		return Chips{}, err
	}
	return c.Chips, nil
}
