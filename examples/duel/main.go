// Command duel simulates gunfights with package gunfight: by default 10,000
// duels between two gunmen (embedded in gunmen.json: the standard duel,
// two pistoleers 30 ft apart), then one duel narrated count by count.
//
//	go run ./examples/duel
//	go run ./examples/duel -n 2000 -seed 7 -distance 50 -a-weapon "Winchester 1873" -a-tactic careful-rifleman
//	go run ./examples/duel -svg duel.svg
//
// The narrated duel is duel 0 of the study: the same dice as in the
// statistics. -svg draws its silhouettes with every shot.
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
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

//go:embed gunmen.json
var gunmen []byte

func main() {
	if err := run(os.Stdout, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "duel:", err)
		os.Exit(2)
	}
}

func run(w io.Writer, args []string) error {
	fl := flag.NewFlagSet("duel", flag.ContinueOnError)
	fl.SetOutput(w)
	n := fl.Uint64("n", 10_000, "duels to simulate")
	seed := fl.Uint64("seed", 1876, "seed of the study")
	distance := fl.Float64("distance", 0, "feet between the two (0: the embedded 30)")
	weapons := [2]*string{
		fl.String("a-weapon", "", "the first man's weapon (a row of the weapon table)"),
		fl.String("b-weapon", "", "the second man's weapon"),
	}
	tactics := [2]*string{
		fl.String("a-tactic", "", "the first man's tactic: "+strings.Join(gunfight.BuiltinNames(), ", ")),
		fl.String("b-tactic", "", "the second man's tactic"),
	}
	svg := fl.String("svg", "", "write the narrated duel's silhouettes with every shot to this SVG file")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if fl.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fl.Args())
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
	if *n == 0 {
		return errors.New("-n must be at least 1")
	}

	st, err := gunfight.Simulate(context.Background(), s, gunfight.Study{Seed: *seed, To: *n})
	if err != nil {
		return err
	}
	a, b := s.Shooters[0], s.Shooters[1]
	fmt.Fprintf(w, "== %s (%s, %s) against %s (%s, %s) at %g ft ==\n", a.Name, a.Weapons[0].Weapon, a.Tactic, b.Name, b.Weapons[0].Weapon, b.Tactic, s.Distance)
	fmt.Fprint(w, st)

	f, err := gunfight.NewFight(s, dice.NewSource(dice.StudySeed(*seed, 0)))
	if err != nil {
		return err
	}
	o, err := f.Run()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n== Duel 0 of the study, count by count ==\n")
	for _, e := range f.Events() {
		fmt.Fprintln(w, e)
	}
	for _, m := range o.Men {
		fmt.Fprintf(w, "%s: %s, %d of %d hit points, %d shots, %d hits\n", m.Name, m.Status, m.HP, m.MaxHP, m.Shots, m.Hits)
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
		fmt.Fprintf(w, "silhouettes drawn in %s\n", *svg)
	}
	return nil
}
