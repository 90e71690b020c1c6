// Command brawl narrates a saloon brawl with package brawl: four men, their
// poker chips, and the punches, haymakers and broken chairs of a Saturday
// night at the Silver Dollar, round by round, until one is left standing.
// Each man's stacks come from his abilities; each round he antes and bets
// chips, declares special actions, and the dice decide who lands what; then
// the survivors' chips, the Reputation the brawl earned and the house's
// rake.
//
//	go run ./examples/brawl
//	go run ./examples/brawl -seed 7 -short
//
// The same seed tells the same brawl on every machine; -short halves every
// starting stack (BR-1); -h lists the flags.
//
// # Studies
//
// -n N runs a study of N seeded brawls of the same four men instead, and
// prints their statistics: wins, how each man ended, knock-outs dealt,
// hit points lost, rounds, the rake and the special actions. -from and
// -to run brawls [from, to) of the study; -stats-out FILE writes the
// statistics as JSON and -merge FILE... merges such files, as the duel
// program does (go doc ./examples/duel):
//
//	go run ./examples/brawl -n 20000 -seed 7
//	go run ./examples/brawl -seed 7 -from 0 -to 5000 -stats-out a.json
//	go run ./examples/brawl -seed 7 -from 5000 -to 10000 -stats-out b.json
//	go run ./examples/brawl -merge a.json b.json > all.json
//
// On a terminal a long study shows a progress bar on stderr; Ctrl-C stops
// it between chunks, prints the statistics of the brawls done, marked
// partial, and exits with status 130, naming the brawls left to run. A
// study's output depends only on its flags and seed. Brawl i of the study
// is the brawl told by dice.StudySeed(seed, i) as a seed: the study's
// statistics never come from the brawl this program tells.
package main

import (
	"context"
	"fmt"
	"io"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
)

func main() { cli.MainContext("brawl", run) }

// The men in the Silver Dollar, their strategies and where they stand.
var cast = []struct {
	b        brawl.Brawler
	s        brawl.Strategy
	spot     int
	portrait string
}{
	{brawl.Brawler{Name: "Jake Slade", Str: 14, Int: 10, Wis: 11, Dex: 13, Con: 12, ToHit: 1, DamageMod: 1, HitPoints: 22},
		brawl.Aggressive, 0, "a drover with a short temper"},
	{brawl.Brawler{Name: "Big Bill", Str: 16, Int: 8, Wis: 9, Dex: 10, Con: 15, DamageMod: 2, HitPoints: 25},
		brawl.Cautious, 0, "the blacksmith, slow and hard to hurt"},
	{brawl.Brawler{Name: "Slim Tuttle", Str: 9, Int: 13, Wis: 12, Dex: 16, Con: 10, ToHit: 2, HitPoints: 18, DieMod: -1},
		brawl.Random, 1, "a cardsharp with no reputation to lose"},
	{brawl.Brawler{Name: "Doc Holloway", Str: 11, Int: 14, Wis: 14, Dex: 12, Con: 9, ToHit: 1, HitPoints: 19,
		Weapon: &brawl.Weapon{Name: "pistol butt", Damage: dice.MustParse("d4p")}},
		brawl.Cautious, 1, "the dentist, who keeps his Colt by the barrel"},
}

// studyChunk is the brawls a worker of a study runs between two looks at
// Ctrl-C and the progress bar (0: the study default, 1024). Tests make it small.
var studyChunk = 0

// run parses the flags in args and writes the brawl, or the study's
// statistics, to w; the usage, flag errors and the progress bar go to
// stderr. Cancelling ctx stops a study between chunks.
func run(ctx context.Context, w, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("brawl", stderr, "usage: brawl [-seed N] [-short]\n       brawl -n N [-seed N] [-short] [-from N] [-to N] [-workers N] [-stats-out FILE]\n       brawl -merge FILE...",
		"Brawl tells a saloon brawl between four men, round by round, from a seed; with -n it\nstudies many brawls and prints their statistics.")
	seed := cli.Seed(fl, "seed for the dice")
	short := fl.Bool("short", false, "a short brawl: every starting stack halved (BR-1)")
	studyFlags := cli.AddStudyFlags(fl, "brawls", brawl.DefaultStudySize)
	studyFlags.Chunk = studyChunk
	study, merged, err := cli.ParseStudy[brawl.Stats](studyFlags, fl, args, w, stderr)
	switch {
	case err != nil || merged:
		return err
	case study:
		head := fmt.Sprintf("== Saturday nights at the Silver Dollar (seed %d) ==", *seed)
		if *short {
			head = fmt.Sprintf("== Saturday nights at the Silver Dollar, short brawls (seed %d) ==", *seed)
		}
		return cli.RunStudy(ctx, w, stderr, studyFlags, head,
			func(ctx context.Context, r cli.Run) (*brawl.Stats, error) {
				return brawl.Simulate(ctx, setup(*short), brawl.Study{Seed: *seed, From: r.From, To: r.To, Workers: r.Workers, Chunk: r.Chunk, Progress: r.Progress})
			})
	}
	b, err := brawl.New(setup(*short), dice.NewSource(*seed))
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Saturday night at the Silver Dollar (seed %d). Somebody spills a drink.\n\n", *seed)
	start := b.State()
	for i, c := range cast {
		s := start.Seats[i]
		fmt.Fprintf(w, "%s, %s, at %s: %v, %d hit points (plays %s)\n",
			c.b.Name, c.portrait, start.Spots[c.spot], s.Stack, s.HP, start.Deciders[i])
	}
	if _, err := b.Run(); err != nil {
		return err
	}
	events := b.Events()
	for _, e := range events {
		if e.Kind == brawl.RoundBegins {
			fmt.Fprintf(w, "\n— %s —\n", e)
			continue
		}
		fmt.Fprintln(w, "  ", e)
	}
	fmt.Fprintln(w)
	end := b.State()
	for _, s := range end.Seats {
		fmt.Fprintf(w, "%s: %v, %v, %s\n", s.Brawler.Name, s.Condition, s.Stack, cli.Count(s.HP, "hit point"))
	}
	for _, e := range events {
		if a, ok := e.Award(); ok {
			fmt.Fprintf(w, "%s: Reputation %+d (%s)\n", e.Who, a.Reputation, a.Why)
		}
	}
	l := end.Ledger
	fmt.Fprintf(w, "The house raked %v; %v were spent on special actions, getting up and buying whites.\n", l.Raked, l.Spent)
	return nil
}

// setup is the brawl of the cast as a study plays it.
func setup(short bool) brawl.Setup {
	s := brawl.Setup{Config: brawl.Config{Short: short}}
	for _, c := range cast {
		s.Brawlers = append(s.Brawlers, brawl.Entrant{Brawler: c.b, Decider: c.s, Spot: c.spot})
	}
	return s
}
