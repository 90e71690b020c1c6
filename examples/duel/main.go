// Command duel simulates gunfights with package gunfight: by default 10,000
// duels between two gunmen (embedded in gunmen.json: the standard duel,
// two pistoleers 30 ft apart), then one duel narrated count by count.
//
//	go run ./examples/duel
//	go run ./examples/duel -n 2000 -seed 7 -distance 50 -a-weapon "Winchester 1873" -a-tactic careful-rifleman
//	go run ./examples/duel -svg duel.svg
//
// The narrated duel is the first of the study's duels: the same dice as in
// the statistics. -svg draws its silhouettes with every shot; -narrate=false
// leaves it out. -h lists every flag.
//
// # Split and merge
//
// A study is its seed, its configuration flags and the numbers of its
// duels, so it can be cut anywhere and run anywhere. -from N -to M runs
// duels [N, M) of the study (-to defaults to -from plus -n), -stats-out FILE
// writes their statistics as JSON, and -merge FILE... merges such files into
// the statistics of all their duels, as JSON on stdout:
//
//	go run ./examples/duel -seed 7 -from 0 -to 500 -stats-out a.json
//	go run ./examples/duel -seed 7 -from 500 -to 1000 -stats-out b.json
//	go run ./examples/duel -merge a.json b.json > all.json
//
// all.json is exactly what -from 0 -to 1000 -stats-out writes. Files of
// another seed or configuration (their fingerprints differ) or holding the
// same duels twice refuse to merge. The package gunfight documentation
// ("Studies at scale") shards 10^10 duels onto a job array this way.
//
// # Long runs
//
// On a terminal a run that takes more than about a second shows a progress
// bar on stderr. Ctrl-C (or SIGTERM) stops it between chunks of 1024
// duels: it prints the statistics of the duels completed, marked partial,
// writes them to -stats-out if given, and exits with status 130, naming the
// range left to run. -workers sets how many cores it uses; the statistics
// are the same for any number.
package main

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/examples/internal/duelflags"
	"github.com/deadmanshand/aces/gunfight"
)

//go:embed gunmen.json
var gunmen []byte

// studyChunk is the duels a worker runs between two looks at Ctrl-C and
// the progress bar (0: gunfight.DefaultChunk). Tests make it small.
var studyChunk = 0

func main() { cli.MainContext("duel", run) }

// run is the program: it parses args and writes the report to stdout, the
// progress bar (on a terminal) and notes to stderr. Cancelling ctx stops a
// study between chunks.
func run(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("duel", stderr, "usage: duel [flags]\n       duel -merge FILE...",
		"Duel simulates a study of seeded duels between two gunmen (the standard duel: Hickok and\nTutt, Colt Peacemakers, 30 ft), prints its statistics, then tells its first duel count by count.")
	seed := cli.Seed(fl, "seed of the study")
	studyFlags := cli.AddAlwaysStudyFlags(fl, "duels", gunfight.DefaultStudySize)
	studyFlags.Chunk = studyChunk
	distance := fl.Float64("distance", 0, "feet between the two (0: the embedded 30)")
	arms := duelflags.Add(fl)
	narrate := fl.Bool("narrate", true, "narrate the study's first duel count by count")
	svg := fl.String("svg", "", "write the narrated duel's silhouettes with every shot to this SVG file")
	_, merged, err := cli.ParseStudy[gunfight.Stats](studyFlags, fl, args, stdout, stderr)
	switch {
	case err != nil || merged:
		return err
	case *svg != "" && !*narrate:
		return errors.New("-svg draws the narrated duel: it needs -narrate")
	}

	var s gunfight.Setup
	if err := json.Unmarshal(gunmen, &s); err != nil {
		return fmt.Errorf("gunmen.json: %w", err)
	}
	if *distance != 0 {
		s.Distance = *distance
	}
	if err := arms.Apply(&s); err != nil {
		return err
	}

	a, b := s.Shooters[0], s.Shooters[1]
	head := fmt.Sprintf("== %s (%s, %s) against %s (%s, %s) at %g ft ==", a.Name, a.Weapons[0].Weapon, a.Decider.Name(), b.Name, b.Weapons[0].Weapon, b.Decider.Name(), s.Distance)
	err = cli.RunStudy(ctx, stdout, stderr, studyFlags, head, func(ctx context.Context, r cli.Run) (*gunfight.Stats, error) {
		return gunfight.Simulate(ctx, s, gunfight.Study{Seed: *seed, From: r.From, To: r.To, Workers: r.Workers, Chunk: r.Chunk, Progress: r.Progress})
	})
	if err != nil || !*narrate {
		return err
	}

	from, _ := studyFlags.Range()
	f, err := gunfight.NewFight(s, dice.NewSource(dice.StudySeed(*seed, from)))
	if err != nil {
		return err
	}
	o, err := f.Run()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n== Duel %d of the study, count by count ==\n", from)
	for _, e := range f.Events() {
		fmt.Fprintln(stdout, e)
	}
	for _, m := range o.Results {
		fmt.Fprintf(stdout, "%s: %s, %d of %d hit points, %s, %s\n", m.Name, m.Status, m.HP, m.MaxHP, cli.Count(m.Shots, "shot"), cli.Count(m.Hits, "hit"))
	}
	if *svg != "" {
		if err := cli.WriteFile(*svg, func(w io.Writer) error { return gunfight.DrawFight(w, f) }); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "silhouettes drawn in %s\n", *svg)
	}
	return nil
}
