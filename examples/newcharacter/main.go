// Command newcharacter rolls a character with package character, from a
// seed, and prints a readable sheet: abilities with their fractions and
// what each feeds, every derived number with where it comes from, skills,
// talents, quirks and flaws, and the Building Points ledger. The builder
// walks the steps of character creation, choosing with the automatic
// strategy (character.AutoStrategy).
//
//	go run ./examples/newcharacter
//	go run ./examples/newcharacter -seed 7 -name "Jesse Colter"
//	go run ./examples/newcharacter -seed 7 -json
//
// The same seed always gives the same character; -json prints the sheet as
// the JSON that character.LoadSheet reads back; -h lists the flags.
package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
)

func main() { cli.Main("newcharacter", run) }

// run parses the flags in args, rolls the character and writes the sheet to
// w; the usage and flag errors go to stderr.
func run(w, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("newcharacter", stderr, "usage: newcharacter [-seed N] [-name NAME] [-json]",
		"Newcharacter rolls a character from a seed and prints the sheet, every derived number\nwith where it comes from.")
	seed := cli.Seed(fl, "seed of the dice")
	name := fl.String("name", "Jesse Colter", "the character's name")
	asJSON := fl.Bool("json", false, "print the sheet as JSON")
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	b, err := character.NewBuilder(dice.NewSource(*seed), nil)
	if err != nil {
		return err
	}
	sheet, err := b.Run(*name, character.AutoStrategy{})
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(sheet)
	}
	fmt.Fprintf(w, "Seed %d\n\n", *seed)
	_, err = io.WriteString(w, sheet.String())
	return err
}
