package chase_test

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
)

// Rolling a horse: 3d6 for each of the eleven attributes plus the breed's
// modifiers (rule CS-8), height and weight within the breed's ranges from
// the English rules, temperament type, vices and hit points.
func ExampleRollHorse() {
	src := dice.NewSource(1876)
	h, err := chase.RollHorse(src, chase.HorseSpec{Name: "Dusty", Breed: "Mustang", Sex: "mare"}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(h.String())
	// Output:
	// Dusty, Mustang mare, 12 years, 14.2 hands, 710 lbs, HP 26: Short Speed 11, Medium Speed 11, Long Speed 7, Agility 12, Endurance 10, Horse Sense 11, Temperament 10, Trainability 5, Mettle 5, Soundness 9, Strength 10; interested
}

// One turn of a chase: the bets are revealed, each horse moves and meets
// the cards it passes; a red card at or under the turn's speed is a hazard
// that takes a Riding check at Difficult (+0), and a failure costs a blue
// chip and a card of next turn's move (rule CS-3).
func ExampleChase_Step() {
	src := dice.NewSource(13)
	dusty, _ := chase.RollHorse(src, chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	blaze, _ := chase.RollHorse(src, chase.HorseSpec{Name: "Blaze", Breed: "Thoroughbred"}, nil)
	c, err := chase.New(chase.Setup{
		Pursued:  chase.Rider{Name: "Black Bart", Riding: 45, Horse: dusty, Decider: chase.AllOut{}},
		Pursuers: []chase.Rider{{Name: "Marshal Dill", Riding: 50, Tracking: 60, Horse: blaze, Decider: chase.Steady{}}},
		Weather:  chase.Rain,
	}, src)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("track:", c.State().Track)
	if err := c.Step(); err != nil {
		fmt.Println(err)
		return
	}
	st := c.State()
	for _, e := range c.Events() {
		if e.When == st.Turn { // the turn just played
			fmt.Println(e)
		}
	}
	fmt.Println("Bart holds", st.States[0].Chips)
	// Output:
	// track: [A♣ 9♥ A♠ 3♠ 10♦ A♦]
	// turn 1: Black Bart bets 2 red, 0 white
	// turn 1: Marshal Dill bets 2 red, 0 white
	// turn 1: Black Bart moves 4 cards, card 6 → card 10 (3 +1 for 2 red)
	// turn 1: Black Bart, hazard Q♦ on card 7: speed 4 < 10, passes freely
	// turn 1: Black Bart, hazard 3♥ on card 8 (speed 4 ≥ 3; 1st this turn, roll 1 of 1): Riding d100 1 +0 (Difficult) = 1 ≥ 45: failure by 44 — loses a blue chip, −1 card next turn
	// turn 1: Black Bart, obstacle J♣ on card 9: Temperament 9/2 = 4½ < 10: Riding d100 5 +0 (Difficult) = 5 ≥ 45: failure by 40 — loses a blue chip, −1 card next turn, 1 HP
	// turn 1: Black Bart, hazard 7♥ on card 10: speed 4 < 7, passes freely
	// turn 1: Marshal Dill moves 4 cards, before card 1 → card 4 (3 +1 for 2 red)
	// turn 1: Marshal Dill, obstacle A♣ on card 1: Temperament 3/2 = 1½ ≥ 1, no trouble
	// turn 1: Marshal Dill, hazard 9♥ on card 2: speed 4 < 9, passes freely
	// turn 1: Marshal Dill, obstacle A♠ on card 3: Temperament 3/2 = 1½ ≥ 1, no trouble
	// turn 1: Marshal Dill, obstacle 3♠ on card 4: Temperament 3/2 = 1½ < 3: Riding d100 67 +0 (Difficult) = 67 ≥ 50: success by 17
	// Bart holds 12 red, 30 blue, 20 white
}

// A tracking failure streak: with two or more obstacles between them, the
// pursuer rolls Tracking at Average (+40) once per obstacle; in rain two
// failures in a row lose the trail and the pursued escapes (rules CS-5,
// CSD-3, CSD-6).
func ExampleChase_Run() {
	src := dice.NewSource(1)
	dusty, _ := chase.RollHorse(src, chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	blaze, _ := chase.RollHorse(src, chase.HorseSpec{Name: "Blaze", Breed: "Thoroughbred"}, nil)
	c, err := chase.New(chase.Setup{
		Pursued:  chase.Rider{Name: "Black Bart", Riding: 45, Trail: chase.TrailWell, Horse: dusty},
		Pursuers: []chase.Rider{{Name: "Marshal Dill", Riding: 50, Tracking: 70, Horse: blaze}},
		Weather:  chase.Rain,
	}, src)
	if err != nil {
		fmt.Println(err)
		return
	}
	out, err := c.Run() // every rider on the default strategy, Canny
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range c.Events() {
		if e.Kind == chase.TrackingCheck || e.Kind == chase.TrailLost {
			fmt.Println(e)
		}
	}
	fmt.Println(out)
	// Output:
	// turn 1: Marshal Dill tracks past 3 obstacles, check 1 of 3: Tracking d100 56 +40 (Average) = 96 ≥ 70: success by 26, −1 card next turn
	// turn 1: Marshal Dill tracks past 3 obstacles, check 2 of 3: Tracking d100 64 +40 (Average) = 104 ≥ 70: success by 34, −1 card next turn
	// turn 1: Marshal Dill tracks past 3 obstacles, check 3 of 3: Tracking d100 35 +40 (Average) = 75 ≥ 70: success by 5, −1 card next turn
	// turn 2: Marshal Dill tracks past 3 obstacles, check 1 of 3: Tracking d100 59 +40 (Average) = 99 ≥ 70: success by 29, −1 card next turn
	// turn 2: Marshal Dill tracks past 3 obstacles, check 2 of 3: Tracking d100 19 +40 (Average) = 59 ≥ 70: failure by 11, −1 card next turn (1 failure in a row)
	// turn 2: Marshal Dill tracks past 3 obstacles, check 3 of 3: Tracking d100 8 +40 (Average) = 48 ≥ 70: failure by 22, −1 card next turn (2 failures in a row)
	// turn 2: Marshal Dill loses the trail after 2 failures in a row
	// turn 2: trail lost (Marshal Dill)
}

// A horse race (rule CS-7): initiative places the riders, every 5 points
// behind the best one card behind the line; 30 cards of plains, desert and
// plains; the first to reach card 30 wins.
func ExampleRace() {
	src := dice.NewSource(1849)
	var riders []chase.Rider
	for i, b := range []string{"Thoroughbred", "Quarter Horse", "Arabian", "Percheron"} {
		h, err := chase.RollHorse(src, chase.HorseSpec{Name: b, Breed: b}, nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		riders = append(riders, chase.Rider{Name: []string{"Kid", "Slim", "Doc", "Hank"}[i], Riding: 40, Initiative: i, Horse: h,
			Decider: []chase.Strategy{chase.AllOut{}, chase.AllOut{}, chase.Canny{}, chase.Steady{}}[i]})
	}
	rc, err := chase.NewRace(chase.RaceSetup{Riders: riders}, src)
	if err != nil {
		fmt.Println(err)
		return
	}
	out, err := rc.Run()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range rc.Events() {
		if e.Kind == chase.Initiative || e.Kind == chase.Finishes {
			fmt.Println(e)
		}
	}
	for place := 1; place <= len(out.Results); place++ {
		for i, r := range out.Results {
			if r.Place == place {
				fmt.Printf("%d. %s (%s)\n", place, r.Name, riders[i].Horse.Breed)
			}
		}
	}
	// Output:
	// start: Kid: initiative d10 1 = 1, starts on the line
	// start: Slim: initiative d10 8 +1 = 9, starts 1 card behind the line
	// start: Doc: initiative d10 2 +2 = 4, starts on the line
	// start: Hank: initiative d10 1 +3 = 4, starts on the line
	// turn 9: Kid finishes 1st
	// turn 10: Doc finishes 2nd
	// turn 11: Hank finishes 3rd
	// turn 11: Slim finishes 4th
	// 1. Kid (Thoroughbred)
	// 2. Doc (Arabian)
	// 3. Hank (Percheron)
	// 4. Slim (Quarter Horse)
}

// calmHorse is a horse of every attribute 10 — 20 red, 20 blue and 20
// white chips; bets of at most 10/2 = 5 red and 5 white — whom no card
// troubles (Temperament 20, Horse Sense 22).
func calmHorse(name string) chase.Horse {
	return chase.Horse{Name: name, Breed: "Mustang", Age: 6, Height: 58, Weight: 750, TemperamentType: "quiet", HP: 20,
		Attributes: chase.Attributes{ShortSpeed: 10, MediumSpeed: 10, LongSpeed: 10, Agility: 10, Endurance: 10,
			HorseSense: 22, Temperament: 20, Trainability: 10, Mettle: 10, Soundness: 10, Strength: 10}}
}

// personChase starts a chase in which a person plays Black Bart; Marshal
// Dill rides on the default strategy, Canny.
func personChase() (*chase.Chase, error) {
	return chase.New(chase.Setup{
		Pursued:  chase.Rider{Name: "Black Bart", Riding: 50, Horse: calmHorse("Dusty"), Decider: chase.Person},
		Pursuers: []chase.Rider{{Name: "Marshal Dill", Riding: 50, Tracking: 50, Horse: calmHorse("Blaze")}},
	}, dice.NewSource(7))
}

// printBetsAndMoves prints the bets and moves of the turn c played last.
func printBetsAndMoves(c *chase.Chase) {
	turn := c.State().Turn
	for _, e := range c.Events() {
		if e.When == turn && (e.Kind == chase.Bets || e.Kind == chase.Moves) {
			fmt.Println(e)
		}
	}
}

// A person's turn: the chase waits for his secret bet (rule CS-2), his
// View lists what he may bet, and Decide records the bet he types. Dill's
// Canny sees the pursued 6 cards ahead, within 8, and spurs all out: 4
// red, the most he may bet rounded down to even. Each moves 3 cards +1
// per 2 red.
func ExampleChase_Decide() {
	c, err := personChase()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Step())
	for _, i := range c.Waiting() {
		v, _ := c.View(i)
		fmt.Println(c.State().Riders[i].Name, "may bet up to", v.Options.Red, "red and", v.Options.White, "white")
		b, err := chase.ParseBet("red 4, recover blue")
		if err != nil {
			fmt.Println(err)
			return
		}
		if err := c.Decide(i, b); err != nil {
			fmt.Println(err)
			return
		}
	}
	if err := c.Step(); err != nil {
		fmt.Println(err)
		return
	}
	printBetsAndMoves(c)
	fmt.Println("Bart holds", c.State().States[0].Chips.Red, "red")
	// Output:
	// waiting for a decision: turn 1: the secret bets of Black Bart (rule CS-2)
	// Black Bart may bet up to 5 red and 5 white
	// turn 1: Black Bart bets 4 red, 0 white
	// turn 1: Marshal Dill bets 4 red, 0 white
	// turn 1: Black Bart moves 5 cards, card 6 → card 11 (3 +2 for 4 red)
	// turn 1: Marshal Dill moves 5 cards, before card 1 → card 5 (3 +2 for 4 red)
	// Bart holds 16 red
}

// A refused bet changes nothing: Bart may bet at most half his horse's
// Short Speed in red (rule CS-2), 10/2 = 5, so 6 is refused and he is
// still waiting; 4 is taken.
func ExampleChase_Decide_refused() {
	c, err := personChase()
	if err != nil {
		fmt.Println(err)
		return
	}
	err = c.Decide(0, chase.Bet{Red: 6})
	fmt.Println(err)
	fmt.Println(errors.Is(err, chase.ErrBet), c.Waiting())
	fmt.Println(c.Decide(0, chase.Bet{Red: 4}), c.Waiting())
	// Output:
	// chase: turn 1: Black Bart bets 6 red, over half the horse's Short Speed (10/2 = 5) in the Short phase (rule CS-2)
	// true [0]
	// <nil> []
}

// A chase saved while it waits for a person resumes waiting for him. Bart
// then rests a white chip: it earns him a blue one (rule CS-2) and takes a
// card off his move, 3 − 1 = 2 cards.
func ExampleResume() {
	c, err := personChase()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(errors.Is(c.Step(), chase.ErrWaiting))
	data, err := c.MarshalJSON()
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := chase.Resume(data)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("waiting for", r.Waiting())
	if err := r.Decide(0, chase.Bet{White: 1, Earn: chase.BlueChip}); err != nil {
		fmt.Println(err)
		return
	}
	if err := r.Step(); err != nil {
		fmt.Println(err)
		return
	}
	printBetsAndMoves(r)
	// Output:
	// true
	// waiting for [0]
	// turn 1: Black Bart bets 0 red, 1 white; earns 1 blue
	// turn 1: Marshal Dill bets 4 red, 0 white
	// turn 1: Black Bart moves 2 cards, card 6 → card 8 (3 −1 white)
	// turn 1: Marshal Dill moves 5 cards, before card 1 → card 5 (3 +2 for 4 red)
}

// The chase in words, as a person at the table plays it: Tell says what
// Bart is told, Choices lists a bet of each kind (the range of a bet's
// number on the line after it), and Answer reads his line and decides it —
// a line it cannot read is refused, wrapping ErrRefused, and changes
// nothing.
func ExampleChase_Tell() {
	c, err := personChase()
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := c.Step(); !errors.Is(err, chase.ErrWaiting) {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Tell(0))
	fmt.Println("--")
	for _, line := range c.Choices(0)[:5] {
		fmt.Println(line)
	}
	fmt.Println("--")
	err = c.Answer(0, "gallop")
	fmt.Println(errors.Is(err, chase.ErrRefused), c.Waiting())
	fmt.Println(c.Answer(0, "red 4, recover blue"), c.Waiting())
	// Output:
	// turn 1 of the chase, the Short phase, clear weather
	//   Black Bart, pursued (you): on card 6, 20 red, 20 blue, 20 white
	//   Marshal Dill, pursuer: before card 1, 20 red, 20 blue, 20 white
	// the nearest pursuer is 6 cards behind you
	// your limits: red 5, white 5
	// your secret bet:
	// bet red 0..5, white 0..5 (at most 3 + red/2); 2 red move one card more
	// trade 2:1 before the bet: up to 20 red for 10 blue, up to 20 red for 10 white, up to 20 blue for 10 red, up to 20 blue for 10 white, up to 20 white for 10 red, up to 20 white for 10 blue
	// earn (for white) any, red or blue; recover any, red, blue or white
	// --
	// nothing
	// red 4
	//   red: 1..5
	// white 1
	//   white: 1..3
	// --
	// true [0]
	// <nil> []
}
