package brawl

import (
	"strconv"
	"strings"
)

// The narration of a brawl's events, one function for each kind: each
// tells what happened after the round ("round 3: "), as Event.String
// prints it.

// teller writes an event's table talk.
type teller struct{ strings.Builder }

// w writes ss.
func (t *teller) w(ss ...string) {
	for _, s := range ss {
		t.WriteString(s)
	}
}

// chips writes c as table talk ("4 red 3 blue", "no chips").
func (t *teller) chips(c Chips) { c.appendTo(&t.Builder) }

// chipsSaid writes the actor's name, before, the event's chips and after:
// "Jake pays 1 red 1 blue 1 white to get back on his feet".
func (t *teller) chipsSaid(e *Event, before string, after ...string) {
	t.w(e.Who, before)
	t.chips(e.Chips)
	t.w(after...)
}

// tellers tell each kind of event but RoundBegins, which has no ": "
// after its round.
var tellers = [...]func(*teller, *Event){
	RestEnds:        tellRestEnds,
	StandsUp:        tellStandsUp,
	StaysDown:       tellStaysDown,
	Rests:           tellRests,
	BuysWhite:       tellBuysWhite,
	Bets:            tellBets,
	CannotAttack:    tellCannotAttack,
	Declares:        tellDeclares,
	LosesReputation: tellLosesReputation,
	Counters:        tellCounters,
	Moves:           tellMoves,
	LetsGo:          tellLetsGo,
	Attacks:         tellAttacks,
	Takes:           tellTakes,
	Drained:         tellDrained,
	Stunned:         tellStunned,
	KnockOut:        tellKnockOut,
	Hurt:            tellHurt,
	Falls:           tellFalls,
	Dies:            tellDies,
	BreaksFree:      tellBreaksFree,
	Effect:          tellEffect,
	WinsPot:         tellWinsPot,
	PotStays:        tellPotStays,
	BrawlEnds:       tellBrawlEnds,
}

// tellRoundBegins tells the start of a round, after its number: " begins",
// and any pot a tie left.
func tellRoundBegins(t *teller, e *Event) {
	t.w(" begins")
	if !e.Carry.IsZero() {
		t.w(" with ")
		t.chips(e.Carry)
		t.w(" in the pot from a tie")
	}
}

// tellRestEnds tells a RestEnds event: Actor takes back Chips after his rest (BR-7)
func tellRestEnds(t *teller, e *Event) {
	t.chipsSaid(e, " takes back ", " after ", e.WhoPronoun.Possessive(), " rest")
}

// tellStandsUp tells a StandsUp event: Actor pays Chips to stand after a Push
func tellStandsUp(t *teller, e *Event) {
	t.chipsSaid(e, " pays ", " to get back on ", e.WhoPronoun.Possessive(), " feet")
}

// tellStaysDown tells a StaysDown event: Actor cannot pay Chips to stand
func tellStaysDown(t *teller, e *Event) {
	t.chipsSaid(e, " cannot pay ", " to stand and stays on the floor")
}

// tellRests tells a Rests event: Actor rests; Chips come back next round (BR-7)
func tellRests(t *teller, e *Event) {
	t.chipsSaid(e, " rests, to take back ", " next round")
}

// tellBuysWhite tells a BuysWhite event: Actor, winded, pays Chips for the white of his ante (BR-5)
func tellBuysWhite(t *teller, e *Event) {
	t.chipsSaid(e, " is winded and pays ", " for a white to ante")
}

// tellBets tells a Bets event: Actor antes 1 white and bets Chips; N 1 if stunned (BR-2)
func tellBets(t *teller, e *Event) {
	t.w(e.Who, " antes 1 white and bets ")
	if e.Chips.IsZero() {
		t.w("nothing")
	} else {
		t.chips(e.Chips)
	}
	if e.N == 1 {
		t.w(" (partially stunned)")
	}
}

// tellCannotAttack tells a CannotAttack event: N 0: on the floor; 1: just stood up; 2: Target no longer adjacent
func tellCannotAttack(t *teller, e *Event) {
	switch e.N {
	case 0:
		t.w(e.Who, " is on the floor and cannot attack")
	case 1:
		t.w(e.Who, " has just got up and cannot attack this round")
	default:
		t.w(e.Who, " is no longer next to ", e.Whom, " and cannot attack ", e.WhomPronoun.Object())
	}
}

// tellDeclares tells a Declares event: Actor declares Special against Target, paying Chips (BR-9)
func tellDeclares(t *teller, e *Event) {
	t.w(e.Who, " declares ", e.Special.withArticle())
	if e.Whom != "" {
		t.w(" against ", e.Whom)
	}
	t.w(", paying ")
	t.chips(e.Chips)
}

// tellLosesReputation tells a LosesReputation event: Actor loses N Reputation for Special (Low Blow); see Event.Award
func tellLosesReputation(t *teller, e *Event) {
	t.w(e.Who, " loses ", strconv.Itoa(e.N), " Reputation for the ", e.Special.String())
}

// tellCounters tells a Counters event: Actor counters Target's Special, paying Chips; the auction: Target N blue, Actor M; Blow: the rolls
func tellCounters(t *teller, e *Event) {
	bl := &e.Blow
	t.w(e.Who, " counters ", e.Whom, "'s ", e.Special.String(), ", paying ")
	t.chips(e.Chips)
	t.w(": d20 ", strconv.Itoa(bl.Natural), " ")
	signed(&t.Builder, bl.Bonus)
	t.w(" = ", strconv.Itoa(bl.Total))
	if bl.Hit {
		t.w(" > ")
	} else {
		t.w(" ≤ ")
	}
	t.w(strconv.Itoa(bl.DefTotal), " (d20 ", strconv.Itoa(bl.DefNatural), " ")
	signed(&t.Builder, bl.DefMod)
	t.w("): the ", e.Special.String())
	if bl.Hit {
		t.w(" goes ahead")
	} else {
		t.w(" fails")
	}
}

// tellMoves tells a Moves event: Actor moves to spot N (Text), picking up Weapon
func tellMoves(t *teller, e *Event) {
	t.w(e.Who, " moves to ", e.Text)
	if e.Weapon != "" {
		t.w(" and picks up ", article(e.Weapon), e.Weapon)
	}
}

// tellLetsGo tells a LetsGo event: Actor lets go of Target
func tellLetsGo(t *teller, e *Event) {
	t.w(e.Who, " lets go of ", e.Whom)
}

// tellAttacks tells a Attacks event: Actor attacks Target: Blow (BR-3, BR-4)
func tellAttacks(t *teller, e *Event) {
	e.Blow.appendTo(&t.Builder, e.Who, e.Whom, e.WhomPronoun)
}

// tellTakes tells a Takes event: Actor removes Chips from his stacks for N damage (BR-3)
func tellTakes(t *teller, e *Event) {
	t.w(e.Who, " takes ", strconv.Itoa(e.N), " damage: ")
	t.chips(e.Chips)
}

// tellDrained tells a Drained event: Actor loses Chips from his stack to Target's Special (Body Blow)
func tellDrained(t *teller, e *Event) {
	t.chipsSaid(e, " loses ", " from ", e.WhoPronoun.Possessive(), " stack to the ", e.Special.String())
}

// tellStunned tells a Stunned event: Actor is stunned next round: N damage against M white (BR-8)
func tellStunned(t *teller, e *Event) {
	t.w(e.Who, " is partially stunned for next round: ")
	if e.Special != NoSpecial {
		t.w("the ", e.Special.String(), "'s ", strconv.Itoa(e.N), " damage ≥ ¼ of ", strconv.Itoa(e.M), " white")
	} else {
		t.w(strconv.Itoa(e.N), " damage ≥ ½ of ", strconv.Itoa(e.M), " white")
	}
}

// tellKnockOut tells a KnockOut event: Actor is knocked out: no chips left (BR-5)
func tellKnockOut(t *teller, e *Event) {
	t.w(e.Who, " is knocked out: all ", e.WhoPronoun.Possessive(), " stacks are empty")
}

// tellHurt tells a Hurt event: Actor loses N hit points, M left: Blow.HP the blow's weapon part, Blow.Damage what his chips could not cover (BRD-5)
func tellHurt(t *teller, e *Event) {
	t.w(e.Who, " loses ", strconv.Itoa(e.N), plural(e.N, " hit point (", " hit points ("))
	if e.Blow.HP > 0 && e.Blow.Damage > 0 {
		t.w(strconv.Itoa(e.Blow.HP), " from the weapon, ", strconv.Itoa(e.Blow.Damage), " ", e.WhoPronoun.Possessive(), " chips could not cover; ")
	}
	t.w(strconv.Itoa(e.M), " left)")
}

// tellFalls tells a Falls event: Actor is down at M hit points (GUD-7)
func tellFalls(t *teller, e *Event) {
	t.w(e.Who, " goes down at ", strconv.Itoa(e.M), " hit points")
}

// tellDies tells a Dies event: Actor is beaten to death at M hit points (GUD-7)
func tellDies(t *teller, e *Event) {
	t.w(e.Who, " is beaten to death (", strconv.Itoa(e.M), " hit points)")
}

// tellBreaksFree tells a BreaksFree event: Actor breaks free of Target (Break Away)
func tellBreaksFree(t *teller, e *Event) {
	t.w(e.Who, " breaks free of ", e.Whom)
}

// tellEffect tells a Effect event: Actor suffers Target's Special (grab, hold, head butt, low blow, trip, push); N 1 if at once
func tellEffect(t *teller, e *Event) {
	e.effectTo(&t.Builder)
}

// tellWinsPot tells a WinsPot event: Actor wins with natural N: Chips less Rake plus Carry (BR-6)
func tellWinsPot(t *teller, e *Event) {
	t.w(e.Who, " wins the pot with a natural ", strconv.Itoa(e.N), ": ")
	t.chips(e.Chips)
	if !e.Rake.IsZero() {
		t.w(" less the rake of ")
		t.chips(e.Rake)
	}
	if !e.Carry.IsZero() {
		t.w(" plus ")
		t.chips(e.Carry)
		t.w(" left by a tie")
	}
	t.w(" → ")
	t.chips(e.Chips.Minus(e.Rake).Plus(e.Carry))
}

// tellPotStays tells a PotStays event: nobody wins (M 1: a tie at natural N); Chips less Rake join Carry
func tellPotStays(t *teller, e *Event) {
	if e.M == 1 {
		t.w("a tie at a natural ", strconv.Itoa(e.N), " leaves the pot (")
	} else {
		t.w("no one still fighting rolled to attack; the pot (")
	}
	t.chips(e.Chips)
	if !e.Rake.IsZero() {
		t.w(" less the rake of ")
		t.chips(e.Rake)
	}
	t.w(") for the next round's winner")
}

// tellBrawlEnds tells a BrawlEnds event: after N rounds with M in the fight; Actor the winner or −1
func tellBrawlEnds(t *teller, e *Event) {
	t.w("the brawl ends after ", strconv.Itoa(e.N), plural(e.N, " round: ", " rounds: "))
	switch {
	case e.Actor >= 0:
		t.w(e.Who, " is the last ", e.WhoPronoun.Choose("man", "woman", "one"), " standing")
	case e.M == 0:
		t.w("nobody is left standing")
	default:
		t.w("the round limit, with ", strconv.Itoa(e.M), " still fighting")
	}
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
