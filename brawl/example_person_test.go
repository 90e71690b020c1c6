package brawl_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
)

// personVsBill seats Jake, played by a person, against Bill, played by
// the Cautious strategy.
func personVsBill(seed uint64) *brawl.Brawl {
	b, err := brawl.New(brawl.Setup{Brawlers: []brawl.Entrant{
		{Brawler: jake, Decider: brawl.Person},
		{Brawler: bill, Decider: brawl.Cautious},
	}}, dice.NewSource(seed))
	if err != nil {
		panic(err)
	}
	return b
}

// A person's round: Step stops before each of Jake's decisions, View
// shows what he may choose, and Decide records his choice. Jake fights,
// bets his limits of red and blue (½ Str 13 = 6, ½ Dex 12 = 6) and no
// white, and punches Bill.
func ExampleBrawl_Decide() {
	b := personVsBill(3)
	for {
		err := b.Step()
		if !errors.Is(err, brawl.ErrWaiting) {
			break
		}
		v, _ := b.View(0)
		o := v.Options()
		c := brawl.Choice{Kind: o.Kind} // DecideReady: fight
		switch o.Kind {
		case brawl.DecideBet:
			c.Colour, c.N = o.Colour, min(o.Max, 6)
			if o.Colour == brawl.White {
				c.N = 0
			}
		case brawl.DecideTurn:
			c.Turn = brawl.Turn{Target: 1}
		case brawl.DecideAbsorb:
			c.Chips = brawl.Chips{Red: min(o.Damage, o.Stack.Red)} // what red cannot cover comes off blue, then white
			c.Chips.Blue = min(o.Damage-c.Chips.Red, o.Stack.Blue)
			c.Chips.White = o.Damage - c.Chips.Red - c.Chips.Blue
		}
		fmt.Printf("%v: %v\n", o.Kind, c)
		if err := b.Decide(0, c); err != nil {
			panic(err)
		}
	}
	for _, e := range b.Events() {
		fmt.Println(e)
	}
	// Output:
	// ready: fight
	// bet: bet 6 red
	// bet: bet 6 blue
	// bet: bet 0 white
	// turn: attack 1
	// absorb: absorb 7 red
	// round 1 begins
	// round 1: Bill antes 1 white and bets 3 red 2 blue 7 white
	// round 1: Jake antes 1 white and bets 6 red 6 blue
	// round 1: Jake's punch lands on Bill: d20 6 +6 = 12 > 3 (d20 3 +0); 1+6 = 7 damage, −14 for 7 white → 0
	// round 1: Bill's punch lands on Jake: d20 20 +2 = 22 > 11 (d20 10 +1); 1+3 = 4 damage, +3 red doubled by the natural 20 → 7
	// round 1: Jake takes 7 damage: 7 red
	// round 1: Bill wins the pot with a natural 20: 9 red 8 blue 9 white less the rake of 1 red 1 blue 1 white → 8 red 7 blue 8 white
}

// The brawl in text, as a person at the table plays it: Choices lists
// what Jake may answer (a free number at a typical value, and its range
// on the line after), Answer reads his line and decides it, and a refused
// line changes nothing: the same decision waits, and a legal one goes on.
// Bill (Wis 10) bets before Jake (Wis 11) in each colour.
func ExampleBrawl_Answer() {
	b := personVsBill(3)
	b.Step() // Jake is asked to fight or rest
	fmt.Println(b.Choices(0))
	b.Answer(0, "fight")
	b.Step() // Bill (Cautious) has bet his red; Jake's red is asked
	fmt.Printf("%q\n", b.Choices(0))
	err := b.Answer(0, "bet 7 red")
	fmt.Println(err)
	fmt.Println(errors.Is(err, brawl.ErrBet), errors.Is(err, brawl.ErrRefused), b.Waiting())
	fmt.Println(b.Answer(0, "bet six red"))
	fmt.Println(b.Answer(0, "Bet 6 RED"), b.Waiting())
	// Output:
	// [fight rest 1 red 1 blue 1 white   CHIPS: any three, of red, blue and white (BR-7)]
	// ["bet 3 red" "  N: 0..6"]
	// brawl: BR-2: Jake bets 7 red, over his limit of 6
	// true true [0]
	// brawl: illegal decision: choice "bet six red": want a number at "six red" (choices read: fight, rest CHIPS, bet N COLOUR, pass, attack N [with SPECIAL] [alt], move to N [pick up "WEAPON"] [and attack N], absorb CHIPS, counter, no counter, raise N)
	// <nil> []
}

// A save taken while Jake's decision is pending resumes pending the same
// decision.
func ExampleResume() {
	b := personVsBill(3)
	b.Step()
	b.Answer(0, "fight")
	err := b.Step()
	fmt.Println(err)
	data, err := json.Marshal(b)
	if err != nil {
		panic(err)
	}
	r, err := brawl.Resume(data)
	if err != nil {
		panic(err)
	}
	v, _ := r.View(0)
	fmt.Println(r.Waiting(), v.Options().Kind, r.Choices(0))
	fmt.Println(r.Answer(0, "bet 6 red"), r.Step())
	// Output:
	// brawl: round 1: Jake (seat 0) decides (bet): waiting for a decision
	// [0] bet [bet 3 red   N: 0..6]
	// <nil> brawl: round 1: Jake (seat 0) decides (bet): waiting for a decision
}

// The brawl journals every answer, a person's and a strategy's alike;
// TakeBack(k) replays the first k and stops where decision k was asked.
// Jake bets 6 red, takes it back (decision 3), and bets 2.
func ExampleBrawl_TakeBack() {
	b := personVsBill(3)
	b.Step()
	b.Answer(0, "fight")
	b.Step()
	b.Answer(0, "bet 6 red")
	for k := range b.Decisions() {
		who, choice, _ := b.Entry(k)
		fmt.Printf("%d: seat %d %s\n", k, who, choice)
	}
	fmt.Println(b.TakeBack(3), b.Waiting())
	fmt.Println(b.Decide(0, brawl.Choice{Kind: brawl.DecideBet, Colour: brawl.Red, N: 2}), b.Decisions())
	// Output:
	// 0: seat 0 fight
	// 1: seat 1 fight
	// 2: seat 1 bet 3 red
	// 3: seat 0 bet 6 red
	// <nil> [0]
	// <nil> 4
}
