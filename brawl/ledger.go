package brawl

// Ledger accounts for every chip of a brawl (rule BR-10): chips come into
// the game only when dealt, regained from a rest or bought by a winded
// brawler; they leave it only by the rake, by being spent on special
// actions (and counter actions, auctions, standing up, buying a white), or
// as damage. So at every moment
//
//	Dealt + Regained + Bought = chips in stacks + pot + Raked + Spent + Damage
//
// colour by colour. Winning the pot only moves chips from the pot to a
// stack.
type Ledger struct {
	Dealt    Chips `json:"dealt"`    // the starting stacks (BR-1)
	Regained Chips `json:"regained"` // taken back after a rest (BR-7)
	Bought   Chips `json:"bought"`   // whites bought by winded brawlers (BR-5)
	Raked    Chips `json:"raked"`    // removed by the rake (BR-6)
	Spent    Chips `json:"spent"`    // paid for special actions and the rest (BR-9, BR-5)
	Damage   Chips `json:"damage"`   // removed from stacks by blows (BR-3, Body Blow)
}

// In returns the chips that came into the game.
func (l *Ledger) in() Chips { return l.Dealt.Plus(l.Regained).Plus(l.Bought) }

// Out returns the chips that left it.
func (l *Ledger) out() Chips { return l.Raked.Plus(l.Spent).Plus(l.Damage) }

// Balances reports whether the chips still in play — stacks plus pot —
// equal those that came in less those that went out, colour by colour.
func (l *Ledger) balances(inPlay Chips) bool { return l.in().Minus(l.out()) == inPlay }
