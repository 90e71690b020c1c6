package brawl_test

import (
	"fmt"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
)

var (
	jake = brawl.Brawler{Name: "Jake", Str: 13, Int: 10, Wis: 11, Dex: 12, Con: 9, ToHit: 1, DamageMod: 1, HitPoints: 20}
	bill = brawl.Brawler{Name: "Bill", Str: 12, Int: 9, Wis: 10, Dex: 11, Con: 14, HitPoints: 22}
)

// One round: the antes and the bets, colour by colour in ascending Wisdom,
// the attacks in descending blue bet, and the pot to the highest natural roll
// less the rake.
func ExampleBrawl_Step() {
	b, err := brawl.New(brawl.Setup{Config: brawl.Config{}, Brawlers: []brawl.Entrant{
		{Brawler: jake, Decider: brawl.Aggressive},
		{Brawler: bill, Decider: brawl.Cautious},
	}}, dice.NewSource(3))
	if err != nil {
		panic(err)
	}
	if err := b.Step(); err != nil {
		panic(err)
	}
	events := b.Events()
	for _, e := range events {
		fmt.Println(e)
	}
	jake := b.State().Seats[0]
	bill := b.State().Seats[1]
	fmt.Println("Jake:", jake.Stack, "· Bill:", bill.Stack)
	// Output:
	// round 1 begins
	// round 1: Bill antes 1 white and bets 3 red 2 blue 7 white
	// round 1: Jake antes 1 white and bets 6 red 6 blue 1 white
	// round 1: Jake declares a kidney punch against Bill, paying 3 blue 1 white
	// round 1: Jake's kidney punch lands on Bill: d20 6 +6 = 12 > 3 (d20 3 +0); 1+6 = 7 damage, his 7 white do not count
	// round 1: Bill takes 7 damage: 7 red
	// round 1: Bill's punch lands on Jake: d20 20 +2 = 22 > 11 (d20 10 +1); 1+3 = 4 damage, −2 for 1 white, +3 red doubled by the natural 20 → 5
	// round 1: Jake takes 5 damage: 5 white
	// round 1: Bill wins the pot with a natural 20: 9 red 8 blue 10 white less the rake of 1 red 1 blue 1 white → 8 red 7 blue 9 white
	// Jake: 20 red 13 blue 12 white · Bill: 22 red 25 blue 25 white
}

// slugger throws a haymaker at the first man next to him, every round,
// and plays every other decision as Aggressive does.
type slugger struct{ brawl.Strategy }

func (slugger) Turn(v *brawl.View) brawl.Turn {
	for i := 0; i < len(v.Seats); i++ {
		t := brawl.Turn{Target: i, Special: brawl.Haymaker}
		if v.Legal(t) {
			return t
		}
	}
	return brawl.Turn{Target: brawl.Nobody}
}

// A haymaker: 2 blue and 2 white out of the game for +3 red on the blow.
func Example_haymaker() {
	b, err := brawl.New(brawl.Setup{Config: brawl.Config{}, Brawlers: []brawl.Entrant{
		{Brawler: jake, Decider: slugger{brawl.Aggressive}},
		{Brawler: bill, Decider: brawl.Aggressive},
	}}, dice.NewSource(7))
	if err != nil {
		panic(err)
	}
	if err := b.Step(); err != nil {
		panic(err)
	}
	events := b.Events()
	for _, e := range events {
		switch {
		case e.Kind == brawl.Bets, e.Kind == brawl.Declares && e.Who == "Jake",
			e.Kind == brawl.Attacks && e.Who == "Jake", e.Kind == brawl.Takes && e.Who == "Bill":
			fmt.Println(e)
		}
	}
	// Output:
	// round 1: Bill antes 1 white and bets 6 red 5 blue 1 white
	// round 1: Jake antes 1 white and bets 6 red 6 blue 1 white
	// round 1: Jake declares a haymaker against Bill, paying 2 blue 2 white
	// round 1: Jake's haymaker lands on Bill: d20 16 +6 = 22 > 13 (d20 13 +0); 1+6+3 = 10 damage, −2 for 1 white → 8
	// round 1: Bill takes 8 damage: 8 white
}

// The rake of the rules' example, and a round's pot raked and won.
func ExampleRake() {
	pot := brawl.Chips{Red: 16, Blue: 21, White: 9}
	fmt.Println("2-4 brawlers:", brawl.Rake(pot, 4))
	fmt.Println("5-8 brawlers:", brawl.Rake(pot, 6))

	b, err := brawl.New(brawl.Setup{Config: brawl.Config{}, Brawlers: []brawl.Entrant{
		{Brawler: jake, Decider: brawl.Aggressive},
		{Brawler: bill, Decider: brawl.Aggressive},
	}}, dice.NewSource(11))
	if err != nil {
		panic(err)
	}
	if err := b.Step(); err != nil {
		panic(err)
	}
	events := b.Events()
	for _, e := range events {
		if e.Kind == brawl.Bets || e.Kind == brawl.WinsPot || e.Kind == brawl.PotStays {
			fmt.Println(e)
		}
	}
	// Output:
	// 2-4 brawlers: 2 red 3 blue 1 white
	// 5-8 brawlers: 4 red 6 blue 2 white
	// round 1: Bill antes 1 white and bets 6 red 5 blue 1 white
	// round 1: Jake antes 1 white and bets 6 red 6 blue 1 white
	// round 1: Jake wins the pot with a natural 17: 12 red 11 blue 4 white less the rake of 2 red 2 blue 1 white → 10 red 9 blue 3 white
}

// A short brawl to the end: the last chips go, and the blows that follow
// come off hit points.
func Example_knockOut() {
	b, err := brawl.New(brawl.Setup{Config: brawl.Config{Short: true}, Brawlers: []brawl.Entrant{
		{Brawler: jake, Decider: brawl.Aggressive},
		{Brawler: bill, Decider: brawl.Aggressive},
	}}, dice.NewSource(2))
	if err != nil {
		panic(err)
	}
	if _, err := b.Run(); err != nil {
		panic(err)
	}
	events := b.Events()
	last := 0
	for i, e := range events {
		if e.Kind == brawl.RoundBegins {
			last = i
		}
	}
	for _, e := range events[last:] {
		fmt.Println(e)
	}
	// Output:
	// round 6 begins
	// round 6: Bill takes back 3 white after his rest
	// round 6: Bill antes 1 white and bets 6 red
	// round 6: Jake antes 1 white and bets 5 red
	// round 6: Jake's punch lands on Bill: d20 15 +0 = 15 > 4 (d20 4 +0); 1+5 = 6 damage
	// round 6: Bill takes 3 damage: 1 red 2 white
	// round 6: Bill is partially stunned for next round: 6 damage ≥ ½ of 2 white
	// round 6: Bill is knocked out: all his stacks are empty
	// round 6: Bill loses 3 hit points (19 left)
	// round 6: Jake wins the pot with a natural 15: 11 red 2 white less the rake of 2 red 1 white → 9 red 1 white
	// the brawl ends after 6 rounds: Jake is the last man standing
}

// The same brawl as the knock-out, told of a woman and of someone who goes
// by "they": the narration takes each brawler's Pronoun (He when none is
// given). The dice do not care.
func Example_pronoun() {
	jo, belle := jake, bill
	jo.Name, jo.Pronoun = "Jo", brawl.They
	belle.Name, belle.Pronoun = "Belle", brawl.She
	b, err := brawl.New(brawl.Setup{Config: brawl.Config{Short: true}, Brawlers: []brawl.Entrant{
		{Brawler: jo, Decider: brawl.Aggressive},
		{Brawler: belle, Decider: brawl.Aggressive},
	}}, dice.NewSource(2))
	if err != nil {
		panic(err)
	}
	if _, err := b.Run(); err != nil {
		panic(err)
	}
	events := b.Events()
	for _, e := range events {
		switch e.Kind {
		case brawl.RestEnds, brawl.KnockOut, brawl.BrawlEnds:
			if e.When == 6 || e.Kind == brawl.BrawlEnds {
				fmt.Println(e)
			}
		}
	}
	// Output:
	// round 6: Belle takes back 3 white after her rest
	// round 6: Belle is knocked out: all her stacks are empty
	// the brawl ends after 6 rounds: Jo is the last one standing
}
