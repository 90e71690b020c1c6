// Command dice shows package dice: it rolls the worked examples of the
// source rules with their own faces (penetration, the skill check, the
// Savage Worlds trait test, a card from dice), then the same rules with
// seeded dice, and prints the exact odds of a few expressions as
// histograms — with -expr, of yours too.
//
//	go run ./examples/dice
//	go run ./examples/dice -seed 7 -expr "2d6p+1"
//
// The same seed rolls the same dice on every machine; -h lists the flags.
// The SDK's main example is examples/duel.
package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
)

func main() { cli.Main("dice", run) }

// faces is a dice.Rand that shows the faces of a worked example in order.
type faces []int

// IntN shows the next face of the worked example.
func (f *faces) IntN(n int) int {
	if len(*f) == 0 || (*f)[0] > n {
		panic("examples/dice: worked example ran out of faces")
	}
	x := (*f)[0]
	*f = (*f)[1:]
	return x - 1
}

func script(fs ...int) *faces { f := faces(fs); return &f }

// run parses the flags in args and writes the rolls and the odds to w; the
// usage and flag errors go to stderr.
func run(w, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("dice", stderr, "usage: dice [-seed N] [-expr NOTATION]",
		"Dice rolls the worked examples of the source rules, the same rules with seeded dice,\nand prints the exact odds of a few expressions.")
	seed := cli.Seed(fl, "seed for the seeded rolls")
	expr := fl.String("expr", "", "also roll this expression (e.g. 2d6p+1) and show its odds")
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	var extra *dice.Expr
	if *expr != "" {
		e, err := dice.Parse(*expr)
		if err != nil {
			return err
		}
		extra = e
	}

	fmt.Fprintln(w, "== The worked examples of the rules ==")
	fmt.Fprintln(w, "Penetration (DI-1), a d6 showing 6, 6, 3:")
	fmt.Fprintln(w, "  ", dice.Dice{N: 1, Sides: 6, Open: dice.Penetrating}.Roll(script(6, 6, 3)))
	fmt.Fprintln(w, "Riding 72% at Average (DI-5), a d100 of 31 and of 32:")
	for _, f := range []int{31, 32} {
		c, err := dice.SkillCheck(script(f), 72, dice.Average())
		if err != nil {
			return err
		}
		c.Label = "Riding"
		fmt.Fprintln(w, "  ", c)
	}
	fmt.Fprintln(w, "Virginia Dare shoots, Shooting d10 and a wild d6 (DI-8, the Savage Worlds rules' example):")
	t, err := dice.TraitTest(script(10, 10, 3, 4), 10, true, dice.TargetNumber)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "  ", t)
	fmt.Fprintln(w, "A card with dice (DI-7), d4 2 and d12 9, the d2 says 10:")
	fmt.Fprintln(w, "  ", dice.CardFromDice(script(2, 9, 2)))

	fmt.Fprintf(w, "\n== The same rules with seeded dice (-seed %d) ==\n", *seed)
	r := dice.NewSource(*seed)
	fmt.Fprintln(w, "Damage, 2d6 penetrating:", dice.MustParse("2d6p").Roll(r))
	fmt.Fprintln(w, "To hit, d20 penetrating into d6−1 on a 20:", dice.ShotRoll(r, true))
	c, _ := dice.SkillCheck(r, 72, dice.Average())
	c.Label = "Riding"
	fmt.Fprintln(w, "Skill check:", c)
	c, _ = dice.AbilityCheck(r, 13)
	c.Label = "Str 13"
	fmt.Fprintln(w, "Ability check:", c)
	fmt.Fprintln(w, "Shot location card:", dice.CardFromDice(r))
	t, _ = dice.TraitTest(r, 8, true, dice.TargetNumber)
	fmt.Fprintln(w, "Savage Worlds trait test:", t)
	if extra != nil {
		fmt.Fprintf(w, "Your expression: %v\n", extra.Roll(r))
	}

	fmt.Fprintln(w, "\n== Exact odds (DI-10) ==")
	exprs := []string{"3d6", "d6p", "2d6+1"}
	if extra != nil {
		exprs = append(exprs, extra.String())
	}
	for _, s := range exprs {
		e := dice.MustParse(s)
		d, err := e.Distribution(1e-12)
		if err != nil {
			if errors.Is(err, dice.ErrDice) {
				fmt.Fprintf(w, "\n%s: %v\n", s, err)
				continue
			}
			return err
		}
		fmt.Fprintf(w, "\n%s (mean %.2f):\n%s", s, e.Mean(), d.Histogram(30))
	}
	return nil
}
