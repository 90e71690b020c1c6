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
//
// The pursuit and the race are this program's own, not the package's
// standard ones (chase.StandardChase and chase.StandardRace, whose horses
// are fixed): here the seed rolls the horses — Black Bart's Mustang and
// Marshal Dill's Thoroughbred mare, the four racers' Thoroughbred, Quarter
// Horse, Arabian and Percheron — where the standard chase sets an Arabian
// fleeing a Thoroughbred; Bart (Riding 40) knows the badlands well and
// Dill (Riding 45, Tracking 35) gives up 18 cards behind, not 20; the
// racers are named riders of Riding 35, 45, 50 and 60 with their own
// initiative modifiers (1, 0, 3, 2) where the standard racers have 30 to
// 60 and 0 to 3 in order.
//
// # Studies
//
// -n N runs a study of N seeded chases and N seeded races of the same
// riders on the same horses instead (the horses the seed rolls for the
// told chase and race), and prints their statistics: how the chases
// ended, catches, collapses and dead horses, the cards ridden and gained;
// the races' finishing places by rider and winning margins. -from and -to
// run numbers [from, to) of the study; -stats-out FILE writes the
// statistics of both as JSON and -merge FILE... merges such files, as the
// duel program does (go doc ./examples/duel):
//
//	go run ./examples/chase -n 20000 -seed 7
//	go run ./examples/chase -seed 7 -from 0 -to 5000 -stats-out a.json
//	go run ./examples/chase -seed 7 -from 5000 -to 10000 -stats-out b.json
//	go run ./examples/chase -merge a.json b.json > all.json
//
// On a terminal a long study shows a progress bar on stderr; Ctrl-C stops
// it between chunks, prints the statistics of what was done, marked
// partial, and exits with status 130, naming what is left to run. A
// study's output depends only on its flags and seed.
package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"

	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
)

func main() { cli.MainContext("chase", run) }

// studyChunk is the chases (and races) a worker of a study runs between
// two looks at Ctrl-C and the progress bar (0: chase.DefaultChunk). Tests
// make it small.
var studyChunk = 0

// run parses the flags in args and writes the pursuit and the race, or the
// study's statistics, to w; the usage, flag errors and the progress bar go
// to stderr. Cancelling ctx stops a study between chunks.
func run(ctx context.Context, w, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("chase", stderr, "usage: chase [-seed N]\n       chase -n N [-seed N] [-from N] [-to N] [-workers N] [-stats-out FILE]\n       chase -merge FILE...",
		"Chase tells a pursuit on horseback and a horse race, turn by turn, from a seed; with -n it\nstudies many chases and races and prints their statistics.")
	seed := cli.Seed(fl, "seed for the dice")
	studyFlags := cli.AddStudyFlags(fl, "chases", chase.DefaultStudySize)
	studyFlags.Chunk = studyChunk
	study, merged, err := cli.ParseStudy[studies](studyFlags, fl, args, w, stderr)
	switch {
	case err != nil || merged:
		return err
	case study:
		return runStudy(ctx, w, stderr, studyFlags, *seed)
	}
	if err := pursuit(w, dice.NewSource(dice.StudySeed(*seed, 0))); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return race(w, dice.NewSource(dice.StudySeed(*seed, 1)))
}

// pursuitSetup rolls the horses of the pursuit from src: Black Bart on a
// Mustang, who knows the badlands well, pursued by Marshal Dill on a
// Thoroughbred, with their strategies.
func pursuitSetup(src *dice.Source) (chase.Setup, error) {
	dusty, err := chase.RollHorse(src, chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	if err != nil {
		return chase.Setup{}, err
	}
	blaze, err := chase.RollHorse(src, chase.HorseSpec{Name: "Blaze", Breed: "Thoroughbred", Sex: "mare"}, nil)
	if err != nil {
		return chase.Setup{}, err
	}
	return chase.Setup{
		Pursued:  chase.Rider{Name: "Black Bart", Riding: 40, Trail: chase.TrailWell, Horse: dusty, Decider: chase.Canny{}},
		Pursuers: []chase.Rider{{Name: "Marshal Dill", Riding: 45, Tracking: 35, Horse: blaze, Decider: chase.Patience{Gap: 18}}},
		Terrain:  chase.Badlands,
	}, nil
}

// pursuit tells the chase of pursuitSetup.
func pursuit(w io.Writer, src *dice.Source) error {
	s, err := pursuitSetup(src)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "== The pursuit: Black Bart flees across the badlands, Marshal Dill on his trail ==")
	fmt.Fprintln(w, "Bart rides", s.Pursued.Horse.String())
	fmt.Fprintln(w, "Dill rides", s.Pursuers[0].Horse.String())
	c, err := chase.New(s, src)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "The opening cards:", c.State().Track)
	out, err := c.Run()
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
	st := c.State()
	for i, s := range st.States {
		fmt.Fprintf(w, "%s: card %d, %v left, %d HP lost to obstacles\n", st.Riders[i].Name, s.Pos, s.Chips, s.HPLost)
	}
	return nil
}

// raceSetup rolls the horses of the festival race of the Spanish rules
// (CS-7) from src: four riders, 30 cards of plains, desert and plains.
func raceSetup(src *dice.Source) (chase.RaceSetup, error) {
	entries := []struct {
		name, breed string
		riding, ini int
		strat       chase.Strategy
	}{
		{"Kid Curry", "Thoroughbred", 35, 1, chase.AllOut{}},
		{"Slim Jim", "Quarter Horse", 45, 0, chase.Canny{}},
		{"Doc Holt", "Arabian", 50, 3, chase.Steady{}},
		{"Big Hank", "Percheron", 60, 2, chase.AllOut{}},
	}
	var riders []chase.Rider
	for _, en := range entries {
		h, err := chase.RollHorse(src, chase.HorseSpec{Name: en.name + "'s horse", Breed: en.breed}, nil)
		if err != nil {
			return chase.RaceSetup{}, err
		}
		riders = append(riders, chase.Rider{Name: en.name, Riding: en.riding, Initiative: en.ini, Horse: h, Decider: en.strat})
	}
	return chase.RaceSetup{Riders: riders}, nil
}

// race tells the race of raceSetup.
func race(w io.Writer, src *dice.Source) error {
	fmt.Fprintln(w, "== The festival race: 30 cards of plains, desert and plains ==")
	s, err := raceSetup(src)
	if err != nil {
		return err
	}
	riders := s.Riders
	rc, err := chase.NewRace(s, src)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "The course:", rc.State().Track)
	if _, err := rc.Run(); err != nil {
		return err
	}
	st := rc.State()
	for _, e := range rc.Events() {
		fmt.Fprintln(w, e)
	}
	fmt.Fprintln(w, "The finishing order:")
	for place, i := range finishingOrder(st.States) {
		s := st.States[i]
		status := fmt.Sprintf("finished on turn %d", finishTurn(rc, i))
		if s.Place == 0 {
			status = s.Status.String()
		}
		fmt.Fprintf(w, "%d. %s (%s, Short Speed %d), %s\n", place+1, riders[i].Name, riders[i].Horse.Breed,
			riders[i].Horse.Attributes.ShortSpeed, status)
	}
	return nil
}

// finishingOrder returns the riders' indices in finishing order: the
// finishers by place, then the riders still riding (at the turn cap)
// furthest first, then those whose horse died.
func finishingOrder(states []chase.RiderState) []int {
	order := make([]int, len(states))
	for i := range order {
		order[i] = i
	}
	rank := func(i int) (int, int) {
		switch s := &states[i]; {
		case s.Place > 0:
			return 0, s.Place
		case s.In():
			return 1, -s.Pos
		}
		return 2, 0
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ga, ka := rank(a)
		gb, kb := rank(b)
		return cmp.Or(ga-gb, ka-kb)
	})
	return order
}

// finishTurn returns the turn rider i crossed the line, from the log.
func finishTurn(rc *chase.Race, i int) int {
	for _, e := range rc.Events() {
		if e.Kind == chase.Finishes && int(e.Rider) == i {
			return e.When
		}
	}
	return 0
}
