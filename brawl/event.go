package brawl

import (
	"strconv"

	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/reputation"
)

// EventKind says what happened.
type EventKind uint8

// The kinds of event. Actor and Target are seats (−1 for none); Who and Whom
// their names.
const (
	RoundBegins     EventKind = iota + 1 // Carry: a pot left by a tie
	RestEnds                             // Actor takes back Chips after his rest (BR-7)
	StandsUp                             // Actor pays Chips to stand after a Push
	StaysDown                            // Actor cannot pay Chips to stand
	Rests                                // Actor rests; Chips come back next round (BR-7)
	BuysWhite                            // Actor, winded, pays Chips for the white of his ante (BR-5)
	Bets                                 // Actor antes 1 white and bets Chips; N 1 if stunned (BR-2)
	CannotAttack                         // N 0: on the floor; 1: just stood up; 2: Target no longer adjacent
	Declares                             // Actor declares Special against Target, paying Chips (BR-9)
	LosesReputation                      // Actor loses N Reputation for Special (Low Blow); see Event.Award
	Counters                             // Actor counters Target's Special, paying Chips; the auction: Target N blue, Actor M; Blow: the rolls
	Moves                                // Actor moves to spot N (Text), picking up Weapon
	LetsGo                               // Actor lets go of Target
	Attacks                              // Actor attacks Target: Blow (BR-3, BR-4)
	Takes                                // Actor removes Chips from his stacks for N damage (BR-3)
	Drained                              // Actor loses Chips from his stack to Target's Special (Body Blow)
	Stunned                              // Actor is stunned next round: N damage against M white (BR-8)
	KnockOut                             // Actor is knocked out: no chips left (BR-5)
	Hurt                                 // Actor loses N hit points, M left: Blow.HP the blow's weapon part, Blow.Damage what his chips could not cover (BRD-5)
	Falls                                // Actor is down at M hit points (GUD-7)
	Dies                                 // Actor is beaten to death at M hit points (GUD-7)
	BreaksFree                           // Actor breaks free of Target (Break Away)
	Effect                               // Actor suffers Target's Special (grab, hold, head butt, low blow, trip, push); N 1 if at once
	WinsPot                              // Actor wins with natural N: Chips less Rake plus Carry (BR-6)
	PotStays                             // nobody wins (M 1: a tie at natural N); Chips less Rake join Carry
	BrawlEnds                            // after N rounds with M in the fight; Actor the winner or −1
)

// eventNames name the kinds; 0, the zero Event's, is "none".
var eventNames = enum.New[EventKind]("event kind", "none",
	"round begins", "rest ends", "stands up", "stays down", "rests", "buys white",
	"bets", "cannot attack", "declares", "loses reputation", "counters", "moves",
	"lets go", "attacks", "takes", "drained", "stunned", "knocked out", "hurt",
	"falls", "dies", "breaks free", "effect", "wins pot", "pot stays", "brawl ends",
)

// String returns the kind's name: "attacks" ("none" for the zero kind).
func (k EventKind) String() string { return eventNames.String(k) }

// MarshalText encodes the kind by name.
func (k EventKind) MarshalText() ([]byte, error) { return eventNames.Marshal(k, ErrState) }

// UnmarshalText decodes a kind name, ignoring case.
func (k *EventKind) UnmarshalText(b []byte) error { return eventNames.Unmarshal(b, k, ErrState) }

// FreeKind says whether an attack was a free one (BR-4).
type FreeKind uint8

// The kinds of attack.
const (
	Regular       FreeKind = iota // the brawler's own attack on his turn
	FreeAttack                    // the defender rolled a natural 1: the attacker strikes again
	CounterAttack                 // the attacker rolled a natural 1: the defender strikes back
)

// Blow is the record of an attack (BR-3, BR-4, BR-9): the rolls, and on a
// hit how the damage was made.
type Blow struct {
	Special Special  `json:"special"`
	Free    FreeKind `json:"free,omitempty"`
	Weapon  string   `json:"weapon,omitempty"` // the weapon used (Using a Weapon)

	Natural int `json:"natural"` // the attacker's d20
	Bonus   int `json:"bonus"`   // blue chips counted, the special's blue, his DieMod
	Total   int `json:"total"`

	Defended   bool `json:"defended"` // false when the target lay on the floor: no defence roll
	DefNatural int  `json:"defNatural,omitempty"`
	DefMod     int  `json:"defMod,omitempty"` // the defender's to-hit modifier and DieMod
	DefTotal   int  `json:"defTotal,omitempty"`

	Hit bool `json:"hit"`

	Base      int  `json:"base,omitempty"`      // 1 for a blow; the weapon's roll
	StrMod    int  `json:"strMod,omitempty"`    // the Str damage modifier (weapons)
	Red       int  `json:"red,omitempty"`       // red chips bet
	Plus      int  `json:"plus,omitempty"`      // red added by the special action
	Spur      int  `json:"spur,omitempty"`      // weapon damage added by the special action
	Gross     int  `json:"gross,omitempty"`     // damage before the white chips
	White     int  `json:"white,omitempty"`     // white chips the defender's bet counts
	PerWhite  int  `json:"perWhite,omitempty"`  // 2 per white, 4 on his natural 20, 0 for a Kidney Punch
	Reduction int  `json:"reduction,omitempty"` // White × PerWhite
	Extra     int  `json:"extra,omitempty"`     // the doubled red of a natural 20, past the white chips
	Weak      bool `json:"weak,omitempty"`      // the attacker had no red: 1 damage at most
	Damage    int  `json:"damage,omitempty"`    // chips of damage
	HP        int  `json:"hp,omitempty"`        // hit points off directly (weapon + Str, spur)
}

// Event is one thing that happened in a brawl: a flat record kept in the
// brawl's reused log and formatted only when String is called. Which fields
// mean what depends on Kind (see the kinds). WhoPronoun and WhomPronoun are
// the pronouns of Who and Whom, which the narration uses.
type Event struct {
	When        int       `json:"when"` // the round, from 1
	Kind        EventKind `json:"kind"`
	Who         string    `json:"who,omitempty"`  // the Actor's name, "" for none
	Whom        string    `json:"whom,omitempty"` // the Target's name, "" for none
	Actor       int       `json:"actor"`
	Target      int       `json:"target"`
	WhoPronoun  Pronoun   `json:"whoPronoun,omitempty"`
	WhomPronoun Pronoun   `json:"whomPronoun,omitempty"`
	Special     Special   `json:"special,omitempty"`
	Chips       Chips     `json:"chips,omitzero"`
	Rake        Chips     `json:"rake,omitzero"`
	Carry       Chips     `json:"carry,omitzero"`
	N           int       `json:"n,omitempty"`
	M           int       `json:"m,omitempty"`
	Text        string    `json:"text,omitempty"`
	Weapon      string    `json:"weapon,omitempty"`
	Blow        Blow      `json:"blow,omitzero"`
}

// String formats the event as table talk:
//
//	round 3: Jake antes 1 white and bets 4 red 3 blue 2 white
//	round 3: Jake's haymaker lands on Bill: d20 15 +5 = 20 > 12 (d20 9 +3); 1+4+3 = 8 damage, −2 for 1 white → 6
//	round 3: Jake wins the pot with a natural 18: 16 red 21 blue 9 white less the rake of 2 red 3 blue 1 white → 14 red 18 blue 8 white
//
// Each kind is told by its own function (narrate.go).
func (e Event) String() string {
	var t teller
	if e.Kind != BrawlEnds {
		t.w("round ", strconv.Itoa(e.When))
		if e.Kind == RoundBegins {
			tellRoundBegins(&t, &e)
			return t.String()
		}
		t.w(": ")
	}
	if int(e.Kind) < len(tellers) && tellers[e.Kind] != nil {
		tellers[e.Kind](&t, &e)
	} else {
		t.w(e.Kind.String())
	}
	return t.String()
}

// LowBlowDeed is the deed a Low Blow's Reputation loss is recorded under: the
// name of the row of reputation.DefaultDeeds that costs 1 Reputation.
const LowBlowDeed = "used a low blow in a brawl"

// Award returns the Reputation award a LosesReputation event asks the caller
// to apply to the attacker's reputation.Standing (rule BR-9: using a Low
// Blow costs 1 Reputation): Reputation −N, under LowBlowDeed. The brawl does
// not keep anyone's Reputation; it reports the loss. For any other event ok
// is false.
func (e Event) Award() (a reputation.Award, ok bool) {
	if e.Kind != LosesReputation {
		return reputation.Award{}, false
	}
	return reputation.Award{Why: LowBlowDeed, Reputation: -e.N}, true
}
