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
// leaves it out.
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
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

//go:embed gunmen.json
var gunmen []byte

// studyChunk is the duels a worker runs between two looks at Ctrl-C and
// the progress bar (0: gunfight.DefaultChunk). Tests make it small.
var studyChunk = 0

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() { <-ctx.Done(); stop() }() // a second Ctrl-C kills at once
	err := run(ctx, os.Stdout, os.Stderr, os.Args[1:])
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "duel:", err)
		os.Exit(exitCode(err))
	}
}

// exitCode is 130 (as a shell reports SIGINT) for an interrupted run, 2 for
// any other failure.
func exitCode(err error) int {
	if errors.Is(err, context.Canceled) {
		return 130
	}
	return 2
}

// run is the program: it parses args and writes the report to stdout, the
// progress bar (on a terminal) and notes to stderr. Cancelling ctx stops a
// study between chunks.
func run(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fl := flag.NewFlagSet("duel", flag.ContinueOnError)
	fl.SetOutput(stderr)
	n := fl.Uint64("n", 10_000, "duels to simulate")
	seed := fl.Uint64("seed", 1876, "seed of the study")
	from := fl.Uint64("from", 0, "the first duel to run: run duels [-from, -to) of the study")
	to := fl.Uint64("to", 0, "the duel to stop before (default -from plus -n)")
	workers := fl.Int("workers", 0, "goroutines running duels (0: one per core); the statistics do not depend on it")
	distance := fl.Float64("distance", 0, "feet between the two (0: the embedded 30)")
	weapons := [2]*string{
		fl.String("a-weapon", "", "the first man's weapon (a row of the weapon table)"),
		fl.String("b-weapon", "", "the second man's weapon"),
	}
	tactics := [2]*string{
		fl.String("a-tactic", "", "the first man's tactic: "+strings.Join(gunfight.BuiltinNames(), ", ")),
		fl.String("b-tactic", "", "the second man's tactic"),
	}
	statsOut := fl.String("stats-out", "", "write the statistics as JSON to this file (for -merge)")
	narrate := fl.Bool("narrate", true, "narrate the study's first duel count by count")
	svg := fl.String("svg", "", "write the narrated duel's silhouettes with every shot to this SVG file")
	merge := fl.Bool("merge", false, "merge the statistics JSON files named as arguments; write the merged JSON to stdout")
	fl.Usage = func() {
		fmt.Fprint(stderr, "usage: duel [flags]\n       duel -merge FILE...\n")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	set := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *merge {
		if len(set) > 1 {
			return errors.New("-merge takes only the files to merge")
		}
		return mergeFiles(stdout, stderr, fl.Args())
	}
	if fl.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fl.Args())
	}
	switch {
	case set["n"] && set["to"]:
		return errors.New("-n and -to both say where the study stops: give one")
	case *n == 0:
		return errors.New("-n must be at least 1")
	case !set["to"]:
		if *from > ^uint64(0)-*n {
			return fmt.Errorf("-from %d plus -n %d is beyond the last duel", *from, *n)
		}
		*to = *from + *n
	case *to <= *from:
		return fmt.Errorf("-to %d must be above -from %d", *to, *from)
	}
	if *svg != "" && !*narrate {
		return errors.New("-svg draws the narrated duel: it needs -narrate")
	}

	var s gunfight.Setup
	if err := json.Unmarshal(gunmen, &s); err != nil {
		return fmt.Errorf("gunmen.json: %w", err)
	}
	if *distance != 0 {
		s.Distance = *distance
	}
	rules := gunfight.DefaultRules()
	for i := range 2 {
		if *weapons[i] != "" {
			_, wp, err := rules.Weapons.Lookup(*weapons[i])
			if err != nil {
				return err
			}
			s.Shooters[i].Weapons = []gunfight.Carried{{Weapon: wp.Name, Loaded: wp.Capacity}}
		}
		if *tactics[i] != "" {
			if _, err := gunfight.Builtin(*tactics[i]); err != nil {
				return err
			}
			s.Shooters[i].Tactic = *tactics[i]
		}
	}

	bar := startProgress(stderr, *to-*from)
	st, err := gunfight.Simulate(ctx, s, gunfight.Study{Seed: *seed, From: *from, To: *to, Workers: *workers, Chunk: studyChunk, Progress: bar.callback()})
	bar.finish()
	partial := err != nil && ctx.Err() != nil && st != nil
	if err != nil && !partial {
		return err
	}
	a, b := s.Shooters[0], s.Shooters[1]
	fmt.Fprintf(stdout, "== %s (%s, %s) against %s (%s, %s) at %g ft ==\n", a.Name, a.Weapons[0].Weapon, a.Tactic, b.Name, b.Weapons[0].Weapon, b.Tactic, s.Distance)
	if *from != 0 || set["to"] {
		fmt.Fprintf(stdout, "duels %d..%d of the study\n", *from, *to)
	}
	left := st.Missing(*from, *to)
	if partial {
		fmt.Fprintf(stdout, "PARTIAL: interrupted after %d of %d duels", st.Duels, *to-*from)
		if st.Duels > 0 {
			fmt.Fprintf(stdout, "; the statistics are those of duels %s", ranges(st.Ranges))
		}
		fmt.Fprintln(stdout)
	}
	fmt.Fprint(stdout, st)
	if *statsOut != "" {
		if err := writeStatsFile(*statsOut, st); err != nil {
			return err
		}
	}
	if partial {
		return fmt.Errorf("interrupted after %d of %d duels (statistics partial); duels %s are left to run: %w", st.Duels, *to-*from, ranges(left), err)
	}
	if !*narrate {
		return nil
	}

	f, err := gunfight.NewFight(s, dice.NewSource(dice.StudySeed(*seed, *from)))
	if err != nil {
		return err
	}
	o, err := f.Run()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n== Duel %d of the study, count by count ==\n", *from)
	for _, e := range f.Events() {
		fmt.Fprintln(stdout, e)
	}
	for _, m := range o.Men {
		fmt.Fprintf(stdout, "%s: %s, %d of %d hit points, %d shots, %d hits\n", m.Name, m.Status, m.HP, m.MaxHP, m.Shots, m.Hits)
	}
	if *svg != "" {
		out, err := os.Create(*svg)
		if err != nil {
			return err
		}
		if err := gunfight.DrawFight(out, f); err != nil {
			out.Close()
			return err
		}
		if err := out.Close(); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "silhouettes drawn in %s\n", *svg)
	}
	return nil
}

// ranges formats ranges of duels: "0..3072, 4096..5000" (each from..to,
// to excluded); "none" when there are none.
func ranges(rs [][2]uint64) string {
	if len(rs) == 0 {
		return "none"
	}
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = fmt.Sprintf("%d..%d", r[0], r[1])
	}
	return strings.Join(parts, ", ")
}

// marshalStats is the one JSON form of Stats this program writes, in
// -stats-out files and by -merge: indented, with a final newline.
func marshalStats(st *gunfight.Stats) ([]byte, error) {
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// writeStatsFile writes st's JSON to name through a temporary file in the
// same directory, so a job killed while writing leaves no half file.
func writeStatsFile(name string, st *gunfight.Stats) error {
	b, err := marshalStats(st)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return fmt.Errorf("-stats-out %s: %w", name, err)
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// mergeFiles merges the statistics files named and writes the merged JSON
// to stdout; it notes on stderr when the duels merged have gaps. Files of
// different studies or holding the same duels twice are an error wrapping
// gunfight.ErrStats.
func mergeFiles(stdout, stderr io.Writer, files []string) error {
	if len(files) == 0 {
		return errors.New("-merge needs the statistics files to merge")
	}
	var total *gunfight.Stats
	for k, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		st := new(gunfight.Stats)
		if err := json.Unmarshal(data, st); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if total == nil {
			total = st
			continue
		}
		if err := total.Merge(st); err != nil {
			before := files[0]
			if k > 1 {
				before += " … " + files[k-1]
			}
			return fmt.Errorf("cannot merge %s with %s: %w", name, before, err)
		}
	}
	b, err := marshalStats(total)
	if err != nil {
		return err
	}
	if len(total.Ranges) > 1 {
		fmt.Fprintf(stderr, "duel: note: the merged statistics hold duels %s, with gaps\n", ranges(total.Ranges))
	}
	_, err = stdout.Write(b)
	return err
}
