// Command balance draws balance curves with package gunfight: it sweeps one
// parameter of the standard duel (gunfight.StandardDuel: Hickok against
// Tutt, Colt Peacemakers, quick-draw) and prints, for every value, each
// man's probability of winning with its 95% confidence interval (Wilson).
//
//	go run ./examples/balance
//	go run ./examples/balance -param distance -min 5 -max 150 -step 5 -n 10000 -svg distance.svg
//	go run ./examples/balance -param accuracy -min -3 -max 5 -svg accuracy.svg
//	go run ./examples/balance -a-weapon "Winchester 1873" -a-tactic careful-rifleman -svg rifle.svg
//
// -param distance sweeps the feet between the two (default 5 to 150 ft in
// steps of 5); -param accuracy sweeps the first man's Accuracy (default −3
// to +5 in steps of 1) while the second keeps his +1, at -distance feet.
// Each point is a study of -n duels with the same -seed: duel i of every
// point rolls the same dice (common random numbers), so the curve moves
// with the parameter rather than with the luck of each point, and the
// whole table is the same for a seed on any machine and any number of
// -workers. -svg writes the curves with their interval bands as an SVG
// chart that a browser opens.
//
// Ctrl-C stops between chunks of duels, prints the points finished and
// exits with status 130. -h lists the flags.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"text/tabwriter"

	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/examples/internal/duelflags"
	"github.com/deadmanshand/aces/gunfight"
)

func main() { cli.MainContext("balance", run) }

// maxPoints bounds a sweep: more points than a chart can show is a typo in
// -step.
const maxPoints = 1000

// sweep is a parameter that can be swept: its default range, its label and
// how it changes the setup.
type sweep struct {
	min, max, step float64
	integer        bool
	label          func(s gunfight.Setup) string
	apply          func(s *gunfight.Setup, v float64)
}

var sweeps = map[string]sweep{
	"distance": {
		min: 5, max: 150, step: 5,
		label: func(gunfight.Setup) string { return "distance (ft)" },
		apply: func(s *gunfight.Setup, v float64) { s.Distance = v },
	},
	"accuracy": {
		min: -3, max: 5, step: 1, integer: true,
		label: func(s gunfight.Setup) string { return s.Shooters[0].Name + "'s Accuracy" },
		apply: func(s *gunfight.Setup, v float64) { s.Shooters[0].Accuracy = int(v) },
	},
}

// run is the program: it parses args, runs the sweep and writes the table
// to stdout (and the chart to -svg). Cancelling ctx stops it with the
// points finished printed.
func run(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("balance", stderr, "usage: balance [flags]",
		"Balance sweeps the distance or the first man's Accuracy in the standard duel and prints\neach man's win probability with its 95% interval at every value.")
	param := fl.String("param", "distance", "the parameter to sweep: distance or accuracy (the first man's)")
	lo := fl.Float64("min", 0, "the first value (default: distance 5, accuracy -3)")
	hi := fl.Float64("max", 0, "the last value (default: distance 150, accuracy 5)")
	step := fl.Float64("step", 0, "the step between values (default: distance 5, accuracy 1)")
	n := fl.Uint64("n", 10_000, "duels per point")
	seed := cli.Seed(fl, "seed of every point's study")
	distance := fl.Float64("distance", 30, "feet between the two when the sweep is not of distance")
	workers := fl.Int("workers", 0, "goroutines running duels (0: one per core); the results do not depend on it")
	arms := duelflags.Add(fl)
	svg := fl.String("svg", "", "write the curves with their 95% bands to this SVG file")
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	set := cli.Visited(fl)
	sw, ok := sweeps[*param]
	if !ok {
		return fmt.Errorf("-param %q: want distance or accuracy", *param)
	}
	if set["min"] {
		sw.min = *lo
	}
	if set["max"] {
		sw.max = *hi
	}
	if set["step"] {
		sw.step = *step
	}
	values, err := sw.values(*param)
	if err != nil {
		return err
	}
	if *n == 0 {
		return errors.New("-n must be at least 1")
	}
	if *param == "distance" && set["distance"] {
		return errors.New("-distance fixes the distance of another sweep; -param distance sweeps it with -min and -max")
	}

	s := gunfight.StandardDuel()
	s.Distance = *distance
	if err := arms.Apply(&s); err != nil {
		return err
	}

	a, b := s.Shooters[0], s.Shooters[1]
	c := curve{
		Title:  fmt.Sprintf("%s (%s, %s) against %s (%s, %s)", a.Name, a.Weapons[0].Weapon, a.Decider.Name(), b.Name, b.Weapons[0].Weapon, b.Decider.Name()),
		XLabel: sw.label(s),
		Names:  [2]string{a.Name, b.Name},
		Duels:  *n,
		Seed:   *seed,
	}
	if *param != "distance" {
		c.Title += fmt.Sprintf(" at %g ft", s.Distance)
	}
	var stopped error
	for _, v := range values {
		p := s
		p.Shooters = append([]gunfight.Shooter(nil), s.Shooters...)
		sw.apply(&p, v)
		st, err := gunfight.Simulate(ctx, p, gunfight.Study{Seed: *seed, To: *n, Workers: *workers})
		if err != nil && ctx.Err() != nil {
			stopped = fmt.Errorf("interrupted at %s %g: %d of %d points done: %w", *param, v, len(c.Points), len(values), err)
			break
		}
		if err != nil {
			return fmt.Errorf("%s %g: %w", *param, v, err)
		}
		c.Points = append(c.Points, point{X: v, Stats: st})
	}
	c.table(stdout)
	if stopped != nil {
		return stopped
	}
	if *svg != "" {
		if err := cli.WriteFile(*svg, c.SVG); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "chart drawn in %s\n", *svg)
	}
	return nil
}

// values lists the sweep's values: min, min+step, … up to max. Each is
// computed from min (no drift from adding steps).
func (sw sweep) values(param string) ([]float64, error) {
	switch {
	case !(sw.step > 0):
		return nil, fmt.Errorf("-step %g: want a step above 0", sw.step)
	case !(sw.max >= sw.min) || math.IsInf(sw.max, 0) || math.IsInf(sw.min, 0):
		return nil, fmt.Errorf("-min %g and -max %g: want min ≤ max", sw.min, sw.max)
	case sw.integer && (sw.min != math.Trunc(sw.min) || sw.max != math.Trunc(sw.max) || sw.step != math.Trunc(sw.step)):
		return nil, fmt.Errorf("-param %s takes whole numbers: -min %g -max %g -step %g", param, sw.min, sw.max, sw.step)
	case param == "distance" && !(sw.min > 0):
		return nil, fmt.Errorf("-min %g ft: the distance must be above 0", sw.min)
	}
	count := math.Floor((sw.max-sw.min)/sw.step+1e-9) + 1
	if count > maxPoints {
		return nil, fmt.Errorf("%g points from %g to %g in steps of %g: at most %d", count, sw.min, sw.max, sw.step, maxPoints)
	}
	out := make([]float64, int(count))
	for i := range out {
		v := sw.min + float64(i)*sw.step
		out[i] = math.Round(v*1e9) / 1e9 // 0.1+0.2 prints as 0.3
	}
	return out, nil
}

// curve is a finished sweep: the studies of its points.
type curve struct {
	Title  string
	XLabel string
	Names  [2]string
	Duels  uint64
	Seed   uint64
	Points []point
}

// point is one value of the parameter and its study.
type point struct {
	X     float64
	Stats *gunfight.Stats
}

// table writes the sweep as a table: each value, each man's win rate with
// its interval, and the fights nobody won.
func (c *curve) table(w io.Writer) {
	fmt.Fprintf(w, "== %s ==\n", c.Title)
	fmt.Fprintf(w, "win probability by %s: %d duels a point, seed %d, 95%% intervals\n", c.XLabel, c.Duels, c.Seed)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s wins\t%s wins\tno winner\n", c.XLabel, c.Names[0], c.Names[1])
	for _, p := range c.Points {
		fmt.Fprintf(tw, "%g\t%s\t%s\t%s\n", p.X, p.Stats.WinRate(0), p.Stats.WinRate(1), p.Stats.NoWinnerRate())
	}
	tw.Flush()
}
