package brawl

import (
	"strconv"
	"strings"

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

func signed(b *strings.Builder, n int) {
	if n < 0 {
		b.WriteString("−")
		n = -n
	} else {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(n))
}

// withArticle returns the action's name as the object of "declares": "a
// haymaker", "an uppercut", "moving", "using a weapon".
func (s Special) withArticle() string {
	if s == Move || s == UseWeapon {
		return s.String()
	}
	return article(s.String()) + s.String()
}

func article(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an "
	}
	return "a "
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// String formats the event as table talk:
//
//	round 3: Jake antes 1 white and bets 4 red 3 blue 2 white
//	round 3: Jake's haymaker lands on Bill: d20 15 +5 = 20 > 12 (d20 9 +3); 1+4+3 = 8 damage, −2 for 1 white → 6
//	round 3: Jake wins the pot with a natural 18: 16 red 21 blue 9 white less the rake of 2 red 3 blue 1 white → 14 red 18 blue 8 white
func (e Event) String() string {
	var b strings.Builder
	if e.Kind != BrawlEnds {
		b.WriteString("round ")
		b.WriteString(strconv.Itoa(e.When))
		if e.Kind == RoundBegins {
			b.WriteString(" begins")
			if !e.Carry.IsZero() {
				b.WriteString(" with ")
				e.Carry.appendTo(&b)
				b.WriteString(" in the pot from a tie")
			}
			return b.String()
		}
		b.WriteString(": ")
	}
	w := func(ss ...string) {
		for _, s := range ss {
			b.WriteString(s)
		}
	}
	chips := func(c Chips) { c.appendTo(&b) }
	switch e.Kind {
	case RestEnds:
		w(e.Who, " takes back ")
		chips(e.Chips)
		w(" after ", e.WhoPronoun.Possessive(), " rest")
	case StandsUp:
		w(e.Who, " pays ")
		chips(e.Chips)
		w(" to get back on ", e.WhoPronoun.Possessive(), " feet")
	case StaysDown:
		w(e.Who, " cannot pay ")
		chips(e.Chips)
		w(" to stand and stays on the floor")
	case Rests:
		w(e.Who, " rests, to take back ")
		chips(e.Chips)
		w(" next round")
	case BuysWhite:
		w(e.Who, " is winded and pays ")
		chips(e.Chips)
		w(" for a white to ante")
	case Bets:
		w(e.Who, " antes 1 white and bets ")
		if e.Chips.IsZero() {
			w("nothing")
		} else {
			chips(e.Chips)
		}
		if e.N == 1 {
			w(" (partially stunned)")
		}
	case CannotAttack:
		switch e.N {
		case 0:
			w(e.Who, " is on the floor and cannot attack")
		case 1:
			w(e.Who, " has just got up and cannot attack this round")
		default:
			w(e.Who, " is no longer next to ", e.Whom, " and cannot attack ", e.WhomPronoun.Object())
		}
	case Declares:
		w(e.Who, " declares ", e.Special.withArticle())
		if e.Whom != "" {
			w(" against ", e.Whom)
		}
		w(", paying ")
		chips(e.Chips)
	case LosesReputation:
		w(e.Who, " loses ", strconv.Itoa(e.N), " Reputation for the ", e.Special.String())
	case Counters:
		bl := &e.Blow
		w(e.Who, " counters ", e.Whom, "'s ", e.Special.String(), ", paying ")
		chips(e.Chips)
		w(": d20 ", strconv.Itoa(bl.Natural), " ")
		signed(&b, bl.Bonus)
		w(" = ", strconv.Itoa(bl.Total))
		if bl.Hit {
			w(" > ")
		} else {
			w(" ≤ ")
		}
		w(strconv.Itoa(bl.DefTotal), " (d20 ", strconv.Itoa(bl.DefNatural), " ")
		signed(&b, bl.DefMod)
		w("): the ", e.Special.String())
		if bl.Hit {
			w(" goes ahead")
		} else {
			w(" fails")
		}
	case Moves:
		w(e.Who, " moves to ", e.Text)
		if e.Weapon != "" {
			w(" and picks up ", article(e.Weapon), e.Weapon)
		}
	case LetsGo:
		w(e.Who, " lets go of ", e.Whom)
	case Attacks:
		e.Blow.appendTo(&b, e.Who, e.Whom, e.WhomPronoun)
	case Takes:
		w(e.Who, " takes ", strconv.Itoa(e.N), " damage: ")
		chips(e.Chips)
	case Drained:
		w(e.Who, " loses ")
		chips(e.Chips)
		w(" from ", e.WhoPronoun.Possessive(), " stack to the ", e.Special.String())
	case Stunned:
		w(e.Who, " is partially stunned for next round: ")
		if e.Special != NoSpecial {
			w("the ", e.Special.String(), "'s ", strconv.Itoa(e.N), " damage ≥ ¼ of ", strconv.Itoa(e.M), " white")
		} else {
			w(strconv.Itoa(e.N), " damage ≥ ½ of ", strconv.Itoa(e.M), " white")
		}
	case KnockOut:
		w(e.Who, " is knocked out: all ", e.WhoPronoun.Possessive(), " stacks are empty")
	case Hurt:
		w(e.Who, " loses ", strconv.Itoa(e.N), plural(e.N, " hit point (", " hit points ("))
		if e.Blow.HP > 0 && e.Blow.Damage > 0 {
			w(strconv.Itoa(e.Blow.HP), " from the weapon, ", strconv.Itoa(e.Blow.Damage), " ", e.WhoPronoun.Possessive(), " chips could not cover; ")
		}
		w(strconv.Itoa(e.M), " left)")
	case Falls:
		w(e.Who, " goes down at ", strconv.Itoa(e.M), " hit points")
	case Dies:
		w(e.Who, " is beaten to death (", strconv.Itoa(e.M), " hit points)")
	case BreaksFree:
		w(e.Who, " breaks free of ", e.Whom)
	case Effect:
		e.effectTo(&b)
	case WinsPot:
		w(e.Who, " wins the pot with a natural ", strconv.Itoa(e.N), ": ")
		chips(e.Chips)
		if !e.Rake.IsZero() {
			w(" less the rake of ")
			chips(e.Rake)
		}
		if !e.Carry.IsZero() {
			w(" plus ")
			chips(e.Carry)
			w(" left by a tie")
		}
		w(" → ")
		chips(e.Chips.Minus(e.Rake).Plus(e.Carry))
	case PotStays:
		if e.M == 1 {
			w("a tie at a natural ", strconv.Itoa(e.N), " leaves the pot (")
		} else {
			w("no one still fighting rolled to attack; the pot (")
		}
		chips(e.Chips)
		if !e.Rake.IsZero() {
			w(" less the rake of ")
			chips(e.Rake)
		}
		w(") for the next round's winner")
	case BrawlEnds:
		w("the brawl ends after ", strconv.Itoa(e.N), plural(e.N, " round: ", " rounds: "))
		switch {
		case e.Actor >= 0:
			w(e.Who, " is the last ", e.WhoPronoun.Choose("man", "woman", "one"), " standing")
		case e.M == 0:
			w("nobody is left standing")
		default:
			w("the round limit, with ", strconv.Itoa(e.M), " still fighting")
		}
	default:
		w(e.Kind.String())
	}
	return b.String()
}

func (e *Event) effectTo(b *strings.Builder) {
	w := b.WriteString
	p := e.WhoPronoun
	when := p.Possessive() + " next round"
	if e.N == 1 {
		when = "this round"
	}
	switch e.Special {
	case Grab:
		w(e.Who + " is grabbed by " + e.Whom + ": at most 1 white counts until " + p.Says("breaks", "break") + " free")
	case Hold:
		w(e.Who + " is held by " + e.Whom + ": no white counts, and " + p.Subject() + " can only try to break free")
	case HeadButt:
		w(e.Who + " is head-butted: " + when + " counts 2 blue and 1 white fewer")
	case LowBlow:
		w(e.Who + " takes a low blow: at most 1 blue counts " + when)
	case Trip:
		w(e.Who + " is tripped: at most 1 blue and 1 white count " + when)
	case Push:
		w(e.Who + " is pushed to the floor: next round " + p.Says("pays", "pay") + " to stand and cannot attack")
	default:
		w(e.Who + " suffers " + e.Whom + "'s " + e.Special.String())
	}
}

// appendTo writes the blow of who on whom, whom's pronoun p telling of
// whom's white chips and natural 20.
func (bl *Blow) appendTo(b *strings.Builder, who, whom string, p Pronoun) {
	w := b.WriteString
	switch bl.Free {
	case FreeAttack:
		w("free attack after a natural 1: ")
	case CounterAttack:
		w("counter-attack after a natural 1: ")
	}
	name := bl.Special.String()
	if bl.Special == UseWeapon && bl.Weapon != "" {
		name = bl.Weapon
	}
	w(who + "'s " + name)
	if bl.Hit {
		w(" lands on " + whom + ": d20 ")
	} else {
		w(" misses " + whom + ": d20 ")
	}
	w(strconv.Itoa(bl.Natural) + " ")
	signed(b, bl.Bonus)
	w(" = " + strconv.Itoa(bl.Total))
	switch {
	case bl.Natural == 1:
		w(", a natural 1: mishap")
		if bl.Defended {
			w(" (d20 " + strconv.Itoa(bl.DefNatural) + " ")
			signed(b, bl.DefMod)
			w(")")
		}
	case !bl.Defended:
		w(", " + whom + " lies on the floor")
	default:
		if bl.Hit {
			w(" > ")
		} else {
			w(" ≤ ")
		}
		w(strconv.Itoa(bl.DefTotal) + " (d20 " + strconv.Itoa(bl.DefNatural) + " ")
		signed(b, bl.DefMod)
		if bl.DefNatural == 1 || bl.DefNatural == 20 {
			w(", a natural " + strconv.Itoa(bl.DefNatural))
		}
		w(")")
	}
	if !bl.Hit {
		return
	}
	w("; ")
	if bl.Special == UseWeapon {
		w(bl.Weapon + " " + strconv.Itoa(bl.Base))
		if bl.StrMod != 0 {
			w(" ")
			signed(b, bl.StrMod)
			w(" Str")
		}
		if bl.Red != 0 {
			w(" +" + strconv.Itoa(bl.Red) + " red")
		}
	} else {
		w("1")
		for _, n := range [...]int{bl.Red, bl.Plus, bl.Spur} {
			if n != 0 {
				w("+" + strconv.Itoa(n))
			}
		}
	}
	if bl.Gross != 1 || bl.Special == UseWeapon || bl.Red != 0 {
		w(" = " + strconv.Itoa(bl.Gross))
	}
	w(" damage")
	if bl.HP > 0 {
		w(" (" + strconv.Itoa(bl.HP) + " off hit points)")
	}
	changed := false
	if bl.White > 0 {
		changed = true
		switch bl.PerWhite {
		case 0:
			w(", " + p.Possessive() + " " + strconv.Itoa(bl.White) + " white " + plural(bl.White, "does", "do") + " not count")
			changed = false
		case 4:
			w(", −" + strconv.Itoa(bl.Reduction) + " for " + strconv.Itoa(bl.White) + " white doubled by " + p.Possessive() + " natural 20")
		default:
			w(", −" + strconv.Itoa(bl.Reduction) + " for " + strconv.Itoa(bl.White) + " white")
		}
	}
	if bl.Extra > 0 {
		changed = true
		w(", +" + strconv.Itoa(bl.Extra) + " red doubled by the natural 20")
	}
	if bl.Weak {
		changed = true
		w(", too weak for more than 1")
	}
	if changed {
		w(" → " + strconv.Itoa(bl.Damage))
	}
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
