package brawl

import "github.com/deadmanshand/aces/dice"

// Strategy makes a brawler's decisions. The engine asks it, checks every
// answer by the rules as it checks a person's (Brawl.Decide), and refuses a
// bad answer with an error naming the rule: Brawl.Step stops before the
// decision, which stays pending. A person plays a seat through
// Brawl.Decide instead (Person); simulations use Cautious, Aggressive or
// Random.
// To change one decision of a built-in strategy, embed it and override that
// method.
//
// Every method receives a View of the brawl from the deciding brawler's seat.
// The View and the Seats it shows belong to the engine: read them, do not
// keep or modify them.
//
// [Simulate] calls one setup's strategies from several goroutines at once,
// one brawl on each: a strategy must be safe for that (the built-in ones
// change no state of their own).
//
// The brawl journals every answer a strategy gives, with the dice it drew
// through View.Rand, and a save replays them without asking it again
// (package doc, "Saves"): a strategy whose answers depend only on its View
// and those dice, as every built-in's do, plays a resumed brawl on exactly
// as it would have; a custom strategy with state of its own resumes
// without that state (Resume is given it as it is then, and it is asked
// only from the point the save reached).
type Strategy interface {
	// Ready is asked at the start of each round, before the ante, of every
	// brawler still in the fight, in seat order: rest this round (BR-7), or
	// ante and fight. A winded brawler (no white chips, BR-5) who does not rest
	// pays 1 red and 1 blue for the white of his ante; if he has not got them
	// he must rest.
	Ready(v *View) Ready
	// Bet is asked colour by colour — red, then blue, then white — and within
	// a colour in ascending Wisdom (BR-2), so each brawler sees the bets
	// already placed. The answer must be 0..v.Limit(c).
	Bet(v *View, c Colour) int
	// Turn is asked on the brawler's turn (attack order of BR-3): whom to
	// attack and with which special action, if any (BR-9). v.Check tells
	// whether a Turn is legal.
	Turn(v *View) Turn
	// Absorb is asked when a blow's damage lands (BR-3): which n chips to
	// remove from his stacks. n is never more than he holds; the answer
	// must add up to n and fit his stacks.
	Absorb(v *View, n int) Chips
	// Counter is asked of each brawler adjacent to one declaring a special
	// action, in seat order, when he can pay for a Counter Action (BR-9):
	// whether to oppose actor's turn t. The first who says yes counters.
	Counter(v *View, actor int, t Turn) bool
	// Raise is asked in a Counter Action's auction, alternately of the actor
	// (first) and the counter: how many more blue chips to add, 0..his blue
	// stack. mine and theirs are the chips already added. The auction ends at
	// the first 0 after both have bid once.
	Raise(v *View, mine, theirs int) int
}

// Ready is a brawler's answer at the start of a round.
type Ready struct {
	// Rest: sit the round out (no ante, no bets, no attack) and take back
	// three chips at the start of the next round (BR-7).
	Rest bool
	// Regain: with Rest, the three chips of his choice (they must add up to
	// 3).
	Regain Chips
}

// Nobody is the Target of a Turn that attacks no one.
const Nobody = -1

// Turn is a brawler's answer on his turn: an attack, a special action, or
// both. The zero Turn attacks seat 0 with a plain punch; set Target to
// Nobody to attack no one.
type Turn struct {
	// Target is the seat attacked, or Nobody.
	Target int `json:"target"`
	// Special is the special action declared with the attack (BR-9), or
	// NoSpecial. Only Move may be declared without an attack.
	Special Special `json:"special,omitempty"`
	// Alt pays the special action's alternative cost (Break Away from a hold
	// with 4 blue instead of 4 red).
	Alt bool `json:"alt,omitempty"`
	// Spot is where a Move goes (an index into Config.Spots). A turn that
	// does not move does not read it: a spot of the saloon is taken as 0,
	// one outside it is refused.
	Spot int `json:"spot,omitempty"`
	// PickUp is the weapon a Move picks up from Config.Weapons ("chair"), or
	// "" for none.
	PickUp string `json:"pickUp,omitempty"`
}

// View is a brawl seen from one brawler's seat — a brawl hides nothing:
// bets are placed in the open, one after another — handed to his Strategy
// and given to a person by Brawl.View, with what he may choose now
// (Options). Its slices are the brawl's own: read them, do not keep or
// modify them. A *View is valid until the next call that changes the
// brawl. The one handed to a Strategy lives inside the Brawl, so asking a
// strategy allocates nothing.
type View struct {
	// Round is the round being played, from 1.
	Round int
	// Seats are every brawler at the brawl, in setup order: his chips,
	// spot, grips and what he did this round.
	Seats []Seat
	// Pot is the chips in the pot now, those carried from ties included
	// (BR-6).
	Pot Chips
	// Spots are the places of the saloon, which Seat.Spot and Turn.Spot
	// index; brawlers at one spot are adjacent (BR-3).
	Spots []string
	// Weapons are the improvised weapons a Move can pick up (BR-9).
	Weapons WeaponTable
	// Specials are the rows of the special-action table, indexed by
	// Special: Specials[Haymaker] is the haymaker's (BR-9); the row of
	// NoSpecial, the plain punch, is zero.
	Specials []SpecialRule
	// Rand is the brawl's dice, for strategies that decide at random
	// (Random does), through the recorder of the brawl's journal: the
	// draws a strategy makes while it is asked are part of the brawl's
	// sequence, and the journal keeps the sides of each with its answer,
	// so a replay makes them again and a save resumes with the same dice
	// (package doc, "Saves"). The draws of an answer the brawl refuses are
	// rewound (when the dice are a *dice.Source), so asking again draws
	// the same faces.
	Rand dice.Rand

	b  *Brawl
	me int
}

// see points v at the brawl as seat i sees it now.
func (b *Brawl) see(v *View, i int) {
	*v = View{
		Round: b.round, Seats: b.seats, Pot: b.pot.Plus(b.carry), Spots: b.spots,
		Weapons: b.weapons, Specials: b.spec[:], Rand: &b.rec, b: b, me: i,
	}
}

// Me returns the seat of the brawler deciding.
func (v *View) Me() int { return v.me }

// Self returns the deciding brawler's seat: &v.Seats[v.Me()].
func (v *View) Self() *Seat { return &v.Seats[v.me] }

// Limit returns the most chips of colour c the deciding brawler may bet now:
// his limit under BR-2, halved if stunned (BR-8), capped by a grab, a hold,
// a trip or a low blow (BR-9), and never more than his stack.
func (v *View) Limit(c Colour) int { return v.b.limit(v.me, c) }

// limit is View.Limit for seat i: while the bets are placed, his limits
// set as they opened.
func (b *Brawl) limit(i int, c Colour) int {
	s := &b.seats[i]
	if b.at.Stage == betting {
		return s.betMax(c)
	}
	lim, _ := b.betLimits(i)
	return min(lim.Of(c), s.Stack.Of(c))
}

// Adjacent reports whether seat i is adjacent to the deciding brawler (at the
// same spot in the saloon, and not himself: BR-3).
func (v *View) Adjacent(i int) bool { return v.b.adjacent(v.me, i) }

// adjacent is View.Adjacent for seat me.
func (b *Brawl) adjacent(me, i int) bool {
	return i != me && i >= 0 && i < len(b.seats) && b.seats[i].Spot == b.seats[me].Spot
}

// Check reports whether t is a legal turn for the deciding brawler now, and
// if not, the error the engine would return (a *RuleError wrapping
// ErrTarget, ErrSpecial or ErrChips and naming the rule, its What the
// turn).
func (v *View) Check(t Turn) error {
	err := v.b.checkTurn(v.me, t, true)
	if e, ok := err.(*RuleError); ok {
		e.What = Choice{Kind: DecideTurn, Turn: t}
	}
	return err
}

// Legal is Check without the explanation; it allocates nothing.
func (v *View) Legal(t Turn) bool { return v.b.legal(v.me, t) }

// legal is View.Legal for seat i.
func (b *Brawl) legal(i int, t Turn) bool { return b.checkTurn(i, t, false) == nil }
