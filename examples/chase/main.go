// Command chase narrates a pursuit on horseback and a horse race with
// package chase: the horses are rolled from their breeds, then every turn
// is told as table talk — the chips each rider bets, the cards he rides
// over, the hazards and obstacles and the Riding checks they call for, the
// pursuer's Tracking — until the pursuer catches his man, loses the trail
// or gives up, and the race's riders cross the line.
//
//	go run ./examples/chase
//	go run ./examples/chase -seed 7
//
// The same seed tells the same chase and race on every machine; -h lists
// the flags.
package main

import (
	"fmt"
	"io"

	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
)

func main() { cli.Main("chase", run) }

// run parses the flags in args and writes the pursuit and the race to w;
// the usage and flag errors go to stderr.
func run(w, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("chase", stderr, "usage: chase [-seed N]",
		"Chase tells a pursuit on horseback and a horse race, turn by turn, from a seed.")
	seed := fl.Uint64("seed", 1876, "seed for the dice")
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	if err := pursuit(w, dice.NewSource(dice.StudySeed(*seed, 0))); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return race(w, dice.NewSource(dice.StudySeed(*seed, 1)))
}

// pursuit tells a chase: Black Bart on a Mustang, who knows the badlands
// well, pursued by Marshal Dill on a Thoroughbred.
func pursuit(w io.Writer, src *dice.Source) error {
	dusty, err := chase.RollHorse(src, chase.HorseSpec{Name: "Dusty", Breed: chase.Mustang}, nil)
	if err != nil {
		return err
	}
	blaze, err := chase.RollHorse(src, chase.HorseSpec{Name: "Blaze", Breed: chase.Thoroughbred, Sex: chase.Mare}, nil)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "== The pursuit: Black Bart flees across the badlands, Marshal Dill on his trail ==")
	fmt.Fprintln(w, "Bart rides", dusty.String())
	fmt.Fprintln(w, "Dill rides", blaze.String())
	c, err := chase.New(chase.Setup{
		Pursued:  chase.Rider{Name: "Black Bart", Riding: 40, Trail: chase.TrailWell, Horse: dusty},
		Pursuers: []chase.Rider{{Name: "Marshal Dill", Riding: 45, Tracking: 35, Horse: blaze}},
		Terrain:  chase.Badlands,
	}, src)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "The opening cards:", c.Track())
	out, err := c.Run(chase.Canny{}, chase.Patience{Gap: 18})
	if err != nil {
		return err
	}
	for _, e := range c.Events() {
		fmt.Fprintln(w, e)
	}
	switch {
	case out.End == chase.Caught:
		fmt.Fprintln(w, "Marshal Dill has his man.")
	case out.End.Escaped():
		fmt.Fprintln(w, "Black Bart gets away.")
	default:
		fmt.Fprintln(w, "A horse lies dead on the trail.")
	}
	for i, s := range c.States() {
		fmt.Fprintf(w, "%s: card %d, %v left, %d HP lost to obstacles\n", c.Riders()[i].Name, s.Pos, s.Chips, s.HPLost)
	}
	return nil
}

// race tells the festival race of the Spanish rules (CS-7): four riders, 30
// cards of plains, desert and plains.
func race(w io.Writer, src *dice.Source) error {
	fmt.Fprintln(w, "== The festival race: 30 cards of plains, desert and plains ==")
	entries := []struct {
		name, breed string
		riding, ini int
		strat       chase.Strategy
	}{
		{"Kid Curry", chase.Thoroughbred, 35, 1, chase.AllOut{}},
		{"Slim Jim", chase.QuarterHorse, 45, 0, chase.Canny{}},
		{"Doc Holt", chase.Arabian, 50, 3, chase.Steady{}},
		{"Big Hank", chase.Percheron, 60, 2, chase.AllOut{}},
	}
	var riders []chase.Rider
	var strats []chase.Strategy
	for _, en := range entries {
		h, err := chase.RollHorse(src, chase.HorseSpec{Name: en.name + "'s horse", Breed: en.breed}, nil)
		if err != nil {
			return err
		}
		riders = append(riders, chase.Rider{Name: en.name, Riding: en.riding, Initiative: en.ini, Horse: h})
		strats = append(strats, en.strat)
	}
	rc, err := chase.NewRace(chase.RaceSetup{Riders: riders}, src)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "The course:", rc.Track())
	order, err := rc.Run(strats...)
	if err != nil {
		return err
	}
	for _, e := range rc.Events() {
		fmt.Fprintln(w, e)
	}
	fmt.Fprintln(w, "The finishing order:")
	for place, i := range order {
		s := rc.States()[i]
		status := fmt.Sprintf("finished on turn %d", finishTurn(rc, i))
		if s.Place == 0 {
			status = s.Status.String()
		}
		fmt.Fprintf(w, "%d. %s (%s, Short Speed %d), %s\n", place+1, riders[i].Name, riders[i].Horse.Breed,
			riders[i].Horse.Attributes.ShortSpeed, status)
	}
	return nil
}

// finishTurn returns the turn rider i crossed the line, from the log.
func finishTurn(rc *chase.Race, i int) int {
	for _, e := range rc.Events() {
		if e.Kind == chase.Finishes && int(e.Rider) == i {
			return int(e.Turn)
		}
	}
	return 0
}
