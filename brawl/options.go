package brawl

import (
	"strconv"
	"strings"
)

// View returns the brawl seen from seat i — his stacks and limits, the
// pot, every seat with its chips, spot and grips (a brawl hides nothing:
// bets are placed in the open, one after another) — and what he may choose
// now (View.Options). It is false for a seat that does not exist. The View
// is valid until the next call that changes the brawl (Step, Decide,
// Answer, SetDecider, Reset, TakeBack).
func (b *Brawl) View(i int) (*View, bool) {
	if i < 0 || i >= len(b.seats) {
		return nil, false
	}
	v := new(View)
	b.see(v, i)
	return v, true
}

// decision returns the kind of decision asked of the viewing brawler now,
// or NoDecision when nothing is (another is asked, the round has not
// begun, the brawl is over, or a choice is recorded and waits for Step).
func (v *View) decision() Decision {
	if v.b.over || v.b.has {
		return NoDecision
	}
	i, d := v.b.asked()
	if i != v.me {
		return NoDecision
	}
	return d
}

// Options returns what the viewing brawler may choose now: the pending
// decision and its legal answers.
func (v *View) Options() Options {
	b, i := v.b, v.me
	o := Options{Kind: v.decision(), Seat: i}
	s := &b.seats[i]
	switch o.Kind {
	case DecideReady:
		o.Fight = b.checkReady(i, Ready{}) == nil
	case DecideBet:
		o.Colour, o.Max = b.at.Colour, v.Limit(b.at.Colour)
	case DecideTurn:
		o.Turns = v.turns()
	case DecideAbsorb:
		o.Damage, o.Stack = b.blow.Take, s.Stack
	case DecideCounter:
		o.Actor, o.Against = b.at.Actor, b.at.Turn
	case DecideRaise:
		_, o.Mine, o.Theirs = b.bidder()
		o.Max = s.Stack.Blue
	}
	return o
}

// turns lists every legal turn of the viewing brawler: passing, each
// target with each special action he can pay for (and its alternative
// cost), each move with each weapon to pick up and each target there.
func (v *View) turns() []Turn {
	var ts []Turn
	add := func(t Turn) {
		if v.Legal(t) {
			ts = append(ts, t)
		}
	}
	for target := Nobody; target < len(v.Seats); target++ {
		for sp := NoSpecial; sp < numSpecials; sp++ {
			if sp == Move {
				continue
			}
			add(Turn{Target: target, Special: sp})
			if !v.b.spec[sp].Alt.IsZero() {
				add(Turn{Target: target, Special: sp, Alt: true})
			}
		}
	}
	for spot := range v.b.spots {
		for w := -1; w < len(v.b.weapons); w++ {
			pick := ""
			if w >= 0 {
				pick = v.b.weapons[w].Name
			}
			for target := Nobody; target < len(v.Seats); target++ {
				add(Turn{Target: target, Special: Move, Spot: spot, PickUp: pick})
			}
		}
	}
	return ts
}

// Options is what a brawler may choose now: the decision asked (Kind) and
// the legal answers, as ranges or lists. Brawl.Choices lists them as lines
// a person may answer.
type Options struct {
	Kind Decision `json:"kind"` // NoDecision: nothing is asked of him now
	Seat int      `json:"seat"` // the brawler asked

	// DecideReady: he may rest, taking back any three chips (BR-7); he may
	// fight unless he is winded without a red and a blue chip (BR-5).
	Fight bool `json:"fight,omitempty"`
	// DecideBet: he bets 0..Max chips of Colour (BR-2, BR-8, BR-9).
	// DecideRaise: he adds 0..Max blue chips.
	Colour Colour `json:"colour,omitempty"`
	Max    int    `json:"max,omitempty"`
	// DecideTurn: the legal turns.
	Turns []Turn `json:"turns,omitempty"`
	// DecideAbsorb: a blow takes Damage chips from his stacks, of his
	// choice (BR-3).
	Damage int   `json:"damage,omitempty"`
	Stack  Chips `json:"stack,omitzero"`
	// DecideCounter: he may counter Actor's turn Against (BR-9).
	Actor   int  `json:"actor,omitempty"`
	Against Turn `json:"against,omitzero"`
	// DecideRaise: the blue chips he and the other have added so far.
	Mine   int `json:"mine,omitempty"`
	Theirs int `json:"theirs,omitempty"`
}

// choices returns every legal choice, in the order text lists them.
func (o Options) choices() []Choice {
	var cs []Choice
	switch o.Kind {
	case DecideReady:
		if o.Fight {
			cs = append(cs, fight())
		}
		for _, c := range mixes(3, Chips{Red: 3, Blue: 3, White: 3}) {
			cs = append(cs, restFor(c))
		}
	case DecideBet:
		for n := 0; n <= o.Max; n++ {
			cs = append(cs, betOf(o.Colour, n))
		}
	case DecideTurn:
		for _, t := range o.Turns {
			cs = append(cs, playTurn(t))
		}
	case DecideAbsorb:
		for _, c := range mixes(o.Damage, o.Stack) {
			cs = append(cs, absorbChips(c))
		}
	case DecideCounter:
		cs = append(cs, counterIt(true), counterIt(false))
	case DecideRaise:
		for n := 0; n <= o.Max; n++ {
			cs = append(cs, raiseBy(n))
		}
	}
	return cs
}

// mixes returns every mix of n chips that fits within st, most red first.
func mixes(n int, st Chips) []Chips {
	var out []Chips
	for r := min(n, st.Red); r >= 0; r-- {
		for bl := min(n-r, st.Blue); bl >= 0; bl-- {
			if w := n - r - bl; w <= st.White {
				out = append(out, Chips{Red: r, Blue: bl, White: w})
			}
		}
	}
	return out
}

// text lists the options for a person, one choice or range a line, in
// the words parseChoice reads:
//
//	bet N red: N from 0 to 3
//	fight
//	rest CHIPS: any three chips to take back next round (rest 1 red 2 white)
//	attack 1
//	attack 1 with haymaker
func (o Options) text() string {
	var b strings.Builder
	switch o.Kind {
	case NoDecision:
		return "nothing to decide now"
	case DecideReady:
		if o.Fight {
			b.WriteString("fight\n")
		}
		b.WriteString("rest CHIPS: any three chips to take back next round (rest 1 red 2 white)")
	case DecideBet:
		b.WriteString("bet N " + o.Colour.String() + ": N from 0 to " + strconv.Itoa(o.Max))
	case DecideTurn:
		for k, t := range o.Turns {
			if k > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(t.String())
		}
	case DecideAbsorb:
		b.WriteString("absorb CHIPS: " + strconv.Itoa(o.Damage) + " chips of your choice from " + o.Stack.String() + " (absorb " + mixes(o.Damage, o.Stack)[0].String() + ")")
	case DecideCounter:
		b.WriteString("counter: pay for a counter action against seat " + strconv.Itoa(o.Actor) + "'s " + o.Against.String() + "\nno counter")
	case DecideRaise:
		b.WriteString("raise N: N blue from 0 to " + strconv.Itoa(o.Max) + " (you have added " + strconv.Itoa(o.Mine) + ", they " + strconv.Itoa(o.Theirs) + ")")
	}
	return b.String()
}
