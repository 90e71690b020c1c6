package brawl

import "strconv"

// A choice has one form: the parts its kind reads, a turn's spot only
// when it moves, a weapon under the saloon's own name for it. It is the
// form Choice.String prints and parseChoice reads back, which the brawl's
// journal keeps (package doc, "Saves").

// kindRules are the rules under which each kind of decision is refused a
// part out of range.
var kindRules = [numDecisions]string{
	NoDecision: "BR-2", DecideReady: "BR-7", DecideBet: "BR-2", DecideTurn: "BR-3", DecideAbsorb: "BR-3",
	DecideCounter: "BR-9 Counter Action", DecideRaise: "BR-9 Counter Action",
}

// unread names a part of c that c's kind does not read and that is outside
// its range, or returns "": chips below zero, a colour other than red, blue
// or white, a negative count, a turn that names a seat, special action,
// spot or weapon the brawl has not. The rules of the kind check the parts
// it reads.
func (b *Brawl) unread(c *Choice) string {
	k, t := c.Kind, &c.Turn
	switch {
	case k != DecideReady && k != DecideAbsorb && c.Chips.negative():
		return "chips " + c.Chips.String()
	case k != DecideBet && c.Colour > White:
		return c.Colour.String()
	case k != DecideBet && k != DecideRaise && c.N < 0:
		return "count " + strconv.Itoa(c.N)
	case k == DecideTurn:
		return ""
	case t.Target < Nobody || t.Target >= len(b.seats) || t.Special >= numSpecials:
		return "turn " + t.String()
	case t.Spot < 0 || t.Spot >= len(b.spots):
		return "spot " + strconv.Itoa(t.Spot)
	case t.PickUp != "":
		if _, ok := b.weapons.find(t.PickUp); !ok {
			return "weapon " + strconv.Quote(t.PickUp)
		}
	}
	return ""
}

// read returns the parts of c its kind reads, the others zero.
func (c Choice) read() Choice {
	switch c.Kind {
	case DecideReady:
		return Choice{Kind: DecideReady, Rest: c.Rest, Chips: c.Chips}
	case DecideBet:
		return Choice{Kind: DecideBet, Colour: c.Colour, N: c.N}
	case DecideTurn:
		return Choice{Kind: DecideTurn, Turn: c.Turn}
	case DecideAbsorb:
		return Choice{Kind: DecideAbsorb, Chips: c.Chips}
	case DecideCounter:
		return Choice{Kind: DecideCounter, Counter: c.Counter}
	case DecideRaise:
		return Choice{Kind: DecideRaise, N: c.N}
	}
	return c
}

// form puts a legal turn in its one form: no spot unless it moves, and a
// weapon it picks up under the saloon's name for it (Find ignores case).
func (b *Brawl) form(t *Turn) {
	if t.Special != Move {
		t.Spot = 0
	} else if t.PickUp != "" {
		w, _ := b.weapons.find(t.PickUp)
		t.PickUp = w.Name
	}
}

// maxTexts bounds the choices whose text a brawl keeps (text).
const maxTexts = 1 << 12

// text returns c's text for the journal, c.String(), keeping the texts of
// the choices it has seen so that a reused brawl journals its deciders'
// answers without allocating.
func (b *Brawl) text(c *Choice) string {
	if s, ok := b.texts[*c]; ok {
		return s
	}
	s := c.String()
	if b.texts == nil {
		b.texts = make(map[Choice]string)
	}
	if len(b.texts) < maxTexts {
		b.texts[*c] = s
	}
	return s
}
