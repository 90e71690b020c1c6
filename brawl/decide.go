package brawl

import "fmt"

// asked returns the seat the round stands asking, and the decision, or −1
// and NoDecision between rounds.
func (b *Brawl) asked() (int, Decision) {
	switch b.at.Stage {
	case readying:
		return b.at.K, DecideReady
	case betting:
		return b.order[b.at.K], DecideBet
	case turning:
		return b.order[b.at.K], DecideTurn
	case countering:
		return b.at.Seat, DecideCounter
	case raising:
		i, _, _ := b.bidder()
		return i, DecideRaise
	case absorbing:
		return b.blow.D, DecideAbsorb
	}
	return -1, NoDecision
}

// Waiting returns the seat of the person who must decide now, or none: a
// round asks one brawler at a time, in the order of the rules (BR-2's
// betting order, BR-3's attack order, BR-9's counter auction), so the list
// holds at most one seat. It is empty between rounds, once the brawl is
// over, for a seat whose decider will answer at the next Step, and after
// Decide until that Step.
func (b *Brawl) Waiting() []int {
	if b.over || b.has {
		return nil
	}
	i, _ := b.asked()
	if i < 0 || b.deciders[i] != nil {
		return nil
	}
	return []int{i}
}

// Decide records choice c for seat i, the seat whose decision is pending;
// the next Step plays it and goes on. It is refused — an error wrapping
// ErrDecision (and ErrBet, ErrChips, ErrSpecial or ErrTarget when a rule
// forbids it), with the rule, who and why — when the brawl is over (ErrOver
// too), when nothing is asked of seat i now, when c is of another kind than
// the pending decision, when a part of c is outside its range (a colour
// other than red, blue or white, a negative count, a spot the saloon has
// not — in any part, read by its kind or not, under the rule of the kind
// asked), or when the rules forbid it; a refused choice changes nothing.
// The parts c's kind does not read are zeroed before it is recorded, so
// the brawl's save holds each choice in one form (Choice.String). Decide
// may answer a decider's seat too, when Step refused its answer.
func (b *Brawl) Decide(i int, c Choice) error {
	if b.over {
		return refusal(ruleErr(ErrOver, "BR-5", "", "the brawl ended after round %d: no decision is asked", b.round), c)
	}
	if err := b.check(i, &c); err != nil {
		return err
	}
	if part := b.unread(&c); part != "" {
		return refusal(ruleErr(ErrDecision, kindRules[c.Kind], b.seats[i].Brawler.Name, "answers %q with %s, outside its range", c, part), c)
	}
	if b.has {
		return refusal(ruleErr(ErrDecision, "BR-2", b.seats[i].Brawler.Name, "has already decided %q; Step plays it", b.chosen), c)
	}
	b.chosen, b.has = c.read(), true
	b.j.Record(i, b.chosen.String())
	return nil
}

// check is the one legality check of a round: a person's choice given to
// Decide and a decider's answer alike. It returns the refusal; a turn it
// accepts it leaves in its one form (form). The parts a choice's kind does
// not read are Decide's to check (unread): a decider's answer holds none
// (askInto), nor does a choice parseChoice reads.
func (b *Brawl) check(i int, c *Choice) error {
	who, kind := b.asked()
	if i < 0 || i >= len(b.seats) {
		return refusal(ruleErr(ErrDecision, "BR-2", "", "seat %d decides %q; the brawl has seats 0..%d", i, *c, len(b.seats)-1), *c)
	}
	name := b.seats[i].Brawler.Name
	if who != i {
		if who < 0 {
			return refusal(ruleErr(ErrDecision, "BR-2", name, "decides %q between rounds; nothing is asked until Step begins the round", *c), *c)
		}
		return refusal(ruleErr(ErrDecision, "BR-2", name, "decides %q, but %s is asked to decide (%v) now", *c, b.seats[who].Brawler.Name, kind), *c)
	}
	if c.Kind != kind {
		return refusal(ruleErr(ErrDecision, "BR-2", name, "answers %q, a %v, when the decision asked is %v", *c, c.Kind, kind), *c)
	}
	var err error
	switch kind {
	case DecideReady:
		err = b.checkReady(i, Ready{Rest: c.Rest, Regain: c.Chips})
	case DecideBet:
		err = b.checkBet(i, c.Colour, c.N)
	case DecideTurn:
		if err = b.checkTurn(i, c.Turn, true); err == nil {
			b.form(&c.Turn)
		}
	case DecideAbsorb:
		err = b.checkAbsorb(i, c.Chips)
	case DecideRaise:
		err = b.checkRaise(i, c.N)
	}
	if err != nil {
		return refusal(err, *c)
	}
	return nil
}

// refusal marks a rule error as the refusal of choice c: it wraps
// ErrDecision and ErrRefused besides its own sentinel.
func refusal(err error, c Choice) error {
	if e, ok := err.(*RuleError); ok {
		e.What, e.refused = c, true
	}
	return err
}

// answer returns seat i's answer to the decision the round stands at: in
// a replay, the journal's; else the choice Decide recorded, or his
// decider's answer, refused by check as Decide's would be (its draws on
// the dice rewound), and journaled with the draws it made. A person's seat
// without a recorded choice waits.
func (b *Brawl) answer(i int) (*Choice, error) {
	if b.j.Replaying() {
		return b.replay(i)
	}
	if b.has {
		b.has = false
		b.j.Played()
		return &b.chosen, nil
	}
	d := b.deciders[i]
	if d == nil {
		_, kind := b.asked()
		return nil, fmt.Errorf("brawl: round %d: %s (seat %d) decides (%v): %w", b.round, b.seats[i].Brawler.Name, i, kind, ErrWaiting)
	}
	c := &b.reply
	b.rec.Ask()
	b.askInto(d, i, c)
	if err := b.check(i, c); err != nil {
		b.rec.Rewind()
		return nil, err
	}
	if !b.j.Off {
		b.j.Answer(i, b.text(c), b.rec.Answered())
	}
	return c, nil
}

// ask returns seat i's decider's answer to the pending decision.
func (b *Brawl) ask(d Strategy, i int) Choice {
	var c Choice
	b.askInto(d, i, &c)
	return c
}

// askInto puts the pending decision to decider d of seat i, and writes
// the answer into c: a built-in strategy's decision is called directly
// over the brawl's state; any other Strategy is asked through a View of
// the brawl from seat i.
func (b *Brawl) askInto(d Strategy, i int, c *Choice) {
	p := builtinOf(d)
	if p == nil {
		b.viewed.s = d
		b.see(&b.viewed.v, i)
		p = &b.viewed
	}
	*c = Choice{}
	switch b.at.Stage {
	case readying:
		r := p.ready(b, i)
		c.Kind, c.Rest, c.Chips = DecideReady, r.Rest, r.Regain
	case betting:
		c.Kind, c.Colour, c.N = DecideBet, b.at.Colour, p.bet(b, i, b.at.Colour, b.limit(i, b.at.Colour))
	case turning:
		c.Kind = DecideTurn
		c.Turn, _ = p.turn(b, i)
	case countering:
		c.Kind, c.Counter = DecideCounter, p.counter(b, i, b.at.Actor, b.at.Turn)
	case raising:
		_, mine, theirs := b.bidder()
		c.Kind, c.N = DecideRaise, p.raise(b, i, mine, theirs)
	case absorbing:
		c.Kind, c.Chips = DecideAbsorb, p.absorb(b, i, b.blow.Take)
	}
}

// viewed asks a Strategy through a View: how the brawl asks any decider
// but a built-in one. The View shows the brawl from the seat asked.
type viewed struct {
	s Strategy
	v View
}

func (w *viewed) ready(*Brawl, int) Ready                  { return w.s.Ready(&w.v) }
func (w *viewed) bet(_ *Brawl, _ int, c Colour, _ int) int { return w.s.Bet(&w.v, c) }
func (w *viewed) turn(*Brawl, int) (Turn, bool)            { return w.s.Turn(&w.v), false }
func (w *viewed) absorb(_ *Brawl, _, n int) Chips          { return w.s.Absorb(&w.v, n) }
func (w *viewed) counter(_ *Brawl, _, a int, t Turn) bool  { return w.s.Counter(&w.v, a, t) }
func (w *viewed) raise(_ *Brawl, _, mine, theirs int) int  { return w.s.Raise(&w.v, mine, theirs) }
