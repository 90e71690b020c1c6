package faction_test

import (
	"fmt"
	"log"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/faction"
)

// A brawl won in the Silver Spur, seen by half the saloon: the GM hands Jake
// black chips of the Sporting Crowd and a blue chip of the Law. A deed
// nobody saw earns nothing.
func ExampleLedger_Award() {
	l, err := faction.NewLedger(faction.DefaultTown(), dice.NewSource(1))
	if err != nil {
		log.Fatal(err)
	}
	// Jake rides in quietly; the GM gives the Sporting Crowd 2 chips of buzz.
	if _, err := l.Buzz(faction.Arrival{Character: "Jake", Chips: map[string]int{"sporting": 2}}); err != nil {
		log.Fatal(err)
	}
	brawl := faction.Deed{
		Character: "Jake",
		What:      "won a brawl at the Silver Spur",
		Witnesses: []string{"Belle Ransome", "Doc Fenwick", "half the faro table"},
	}
	for _, chips := range []struct {
		faction string
		n       int
	}{{"sporting", 3}, {"law", 1}} {
		ev, err := l.Award(brawl, chips.faction, chips.n)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(ev)
	}
	_, err = l.Award(faction.Deed{Character: "Jake", What: "buried the stranger in the arroyo"}, "law", 5)
	fmt.Println(err)
	// Output:
	// day 0: Jake won a brawl at the Silver Spur, witnessed by Belle Ransome, Doc Fenwick and half the faro table: +3 black chips — the Sporting Crowd's interest in Jake rises to 5
	// day 0: Jake won a brawl at the Silver Spur, witnessed by Belle Ransome, Doc Fenwick and half the faro table: +1 blue chip — the Law's interest in Jake rises to 1
	// faction: private act: nobody witnessed Jake's deed (buried the stranger in the arroyo): private acts earn no interest
}

// Five quiet weeks: interest fades a chip a week. The Cattlemen never
// forget more than four fifths of their highest interest (9: floor 1); the
// Law never forgets more than half (6: floor 3).
func ExampleLedger_Advance() {
	l, err := faction.NewLedger(faction.DefaultTown(), dice.NewSource(1))
	if err != nil {
		log.Fatal(err)
	}
	if _, err := l.Buzz(faction.Arrival{Character: "Jake", Chips: map[string]int{"cattlemen": 9, "law": 6}}); err != nil {
		log.Fatal(err)
	}
	for range 5 {
		evs, err := l.Advance(7)
		if err != nil {
			log.Fatal(err)
		}
		for _, ev := range evs {
			fmt.Println(ev)
		}
	}
	// Output:
	// day 7: the Cattlemen's Association's interest in Jake fades by 1 to 8
	// day 7: the Law's interest in Jake fades by 1 to 5
	// day 14: the Cattlemen's Association's interest in Jake fades by 1 to 7
	// day 14: the Law's interest in Jake fades by 1 to 4
	// day 21: the Cattlemen's Association's interest in Jake fades by 1 to 6
	// day 21: the Law's interest in Jake fades by 1 to 3 and holds there
	// day 28: the Cattlemen's Association's interest in Jake fades by 1 to 5
	// day 35: the Cattlemen's Association's interest in Jake fades by 1 to 4
}

// Jake stops a stampede at the stock pens. At the end of the day the
// Cattlemen's interest has leapt past "approach" to "offer work", and a card
// says who brings the offer.
func ExampleLedger_Evaluate() {
	l, err := faction.NewLedger(faction.DefaultTown(), dice.NewSource(3))
	if err != nil {
		log.Fatal(err)
	}
	if _, err := l.Buzz(faction.Arrival{Character: "Jake", Chips: map[string]int{"cattlemen": 4}}); err != nil {
		log.Fatal(err)
	}
	for _, ev := range l.Evaluate() {
		fmt.Println(ev)
	}
	if _, err := l.Advance(2); err != nil {
		log.Fatal(err)
	}
	stampede := faction.Deed{Character: "Jake", What: "turned a stampede at the stock pens", Witnesses: []string{"Ransom Pike", "a dozen drovers"}}
	if _, err := l.Award(stampede, "cattlemen", 8); err != nil {
		log.Fatal(err)
	}
	for _, ev := range l.Evaluate() {
		fmt.Println(ev)
	}
	who, err := l.WhoActs("cattlemen", "Jake")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(who)
	// Output:
	// day 0: the Cattlemen's Association's interest in Jake reaches 4 — they watch: a Bar-H hand keeps an eye on the stranger at the livery
	// day 2: the Cattlemen's Association's interest in Jake reaches 12 — they offer work: the Colonel offers riding wages, forty dollars a month and found
	// day 2: 10♥ — the Cattlemen's Association sends a range rider of the Association; their interest in Jake is 12 — they offer work: the Colonel offers riding wages, forty dollars a month and found
}

// Two riders come into Judas Crossing; each faction rolls its buzz dice,
// the Law's and the Cattlemen's d4−1, the League's d3−1, the Sporting
// Crowd's d4. Sarah rides in with a dead man across her saddle: the GM
// adds 2 to every roll.
func ExampleLedger_Buzz() {
	l, err := faction.NewLedger(faction.DefaultTown(), dice.NewSource(7))
	if err != nil {
		log.Fatal(err)
	}
	for _, a := range []faction.Arrival{
		{Character: "Jake"},
		{Character: "Sarah", How: "rides in with a dead man across her saddle", Bonus: 2},
	} {
		evs, err := l.Buzz(a)
		if err != nil {
			log.Fatal(err)
		}
		for _, ev := range evs {
			fmt.Println(ev)
		}
	}
	// Output:
	// day 0: Jake rides into town — the Cattlemen's Association's interest in Jake is 3 red chips (d4-1: [4] - 1 = 3)
	// day 0: Jake rides into town — the Law's interest in Jake is 3 blue chips (d4-1: [4] - 1 = 3)
	// day 0: Jake rides into town — the Ladies' Temperance League's interest in Jake is 2 white chips (d3-1: [3] - 1 = 2)
	// day 0: Jake rides into town — the Sporting Crowd's interest in Jake is 4 black chips (d4: [4] = 4)
	// day 0: Sarah rides in with a dead man across her saddle — the Cattlemen's Association's interest in Sarah is 2 red chips (d4-1: [1] - 1 = 0, +2 bonus)
	// day 0: Sarah rides in with a dead man across her saddle — the Law's interest in Sarah is 2 blue chips (d4-1: [1] - 1 = 0, +2 bonus)
	// day 0: Sarah rides in with a dead man across her saddle — the Ladies' Temperance League's interest in Sarah is 2 white chips (d3-1: [1] - 1 = 0, +2 bonus)
	// day 0: Sarah rides in with a dead man across her saddle — the Sporting Crowd's interest in Sarah is 4 black chips (d4: [2] = 2, +2 bonus)
}

// An evening at the Silver Spur: four cards from the town's deck say whom
// Jake and Sarah meet. A joker brings a happening; a spade, the Law, whose
// interest in Jake (5) has it warn him; a heart, the League, which cares
// for neither; a club, the Sporting Crowd, which wants Sarah (9) at its
// tables.
func ExampleLedger_Encounter() {
	l, err := faction.NewLedger(faction.DefaultTown(), dice.NewSource(22))
	if err != nil {
		log.Fatal(err)
	}
	if _, err := l.Buzz(faction.Arrival{Character: "Jake", Chips: map[string]int{"law": 5, "sporting": 2}}); err != nil {
		log.Fatal(err)
	}
	if _, err := l.Buzz(faction.Arrival{Character: "Sarah", Chips: map[string]int{"sporting": 9}}); err != nil {
		log.Fatal(err)
	}
	for range 4 {
		ev, err := l.Encounter("the Silver Spur saloon", "Jake", "Sarah")
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(ev)
	}
	// Output:
	// day 0, the Silver Spur saloon: Joker 2 — a dust storm closes the roads until tomorrow
	// day 0, the Silver Spur saloon: 4♠ — a townsman sworn in for the posse (the Law); their interest in Jake is 5 — they warn: a deputy reminds the stranger that guns are checked at the marshal's office
	// day 0, the Silver Spur saloon: J♥ — Miss Clara Doane, the schoolteacher (the Ladies' Temperance League)
	// day 0, the Silver Spur saloon: 9♣ — a house gambler of the Silver Spur (the Sporting Crowd); their interest in Sarah is 9 — they offer work: Vail offers a chair at the Silver Spur, dealing or keeping order
}

// A town of your own, in JSON: one faction is enough. A broken town is
// refused with the entry that is wrong.
func ExampleLoadTown() {
	town, err := faction.LoadTown([]byte(`{
	  "name": "Red Rock",
	  "factions": [{
	    "id": "miners", "name": "the Miners' Union", "colour": "green", "suit": "clubs",
	    "behaviours": [{"at": 3, "step": "approach", "does": "the union boss buys a round"}],
	    "members": [{"ranks": "A-Q", "name": "a hard-rock miner"}, {"ranks": "K", "name": "Big Tom Reilly"}]
	  }],
	  "locations": [{"name": "the Glory Hole saloon"}],
	  "happenings": ["a cave-in at the Number Two shaft"]
	}`))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d faction, decay %v\n", town.Name, len(town.Factions), town.Decay)
	_, err = faction.LoadTown([]byte(`{"name": "Red Rock", "factions": [{"id": "miners", "name": "the Miners' Union", "colour": "green",
	  "members": [{"ranks": "A-Q", "name": "a hard-rock miner"}]}], "happenings": ["a cave-in"]}`))
	fmt.Println(err)
	// Output:
	// Red Rock: 1 faction, decay 1 chip every 7 days, never below 20% of the highest
	// faction: invalid town: factions row 1 (miners) members: no member holds rank K
}
