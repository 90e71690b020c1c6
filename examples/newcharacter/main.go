// Command newcharacter rolls an Aces & Eights character from a seed and
// prints a readable sheet, every derived number with where it comes from.
//
//	go run ./examples/newcharacter -seed 7 -name "Jesse Colter"
//	go run ./examples/newcharacter -seed 7 -json
//
// The same seed always gives the same character.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
)

func main() {
	if err := run(os.Stdout, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "newcharacter:", err)
		os.Exit(2)
	}
}

// run parses the flags in args, rolls the character and writes the sheet to w.
func run(w io.Writer, args []string) error {
	fs := flag.NewFlagSet("newcharacter", flag.ContinueOnError)
	fs.SetOutput(w)
	seed := fs.Uint64("seed", 1876, "seed of the dice")
	name := fs.String("name", "Jesse Colter", "the character's name")
	asJSON := fs.Bool("json", false, "print the sheet as JSON")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
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
