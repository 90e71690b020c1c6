package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// NewFlagSet returns an empty flag set for the program name that writes
// its messages to stderr and returns its errors (flag.ContinueOnError).
// Its usage, printed on -h and after a bad flag, is the synopsis lines,
// a blank line, the summary (a sentence or two on what the program does),
// where to read the rest (the program's package doc comment, by go doc
// ./examples/NAME), then every flag with its default.
func NewFlagSet(name string, stderr io.Writer, synopsis, summary string) *flag.FlagSet {
	fl := flag.NewFlagSet(name, flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.Usage = func() {
		fmt.Fprintf(stderr, "%s\n\n%s\nMore: go doc ./examples/%s (from the module's root).\n\nflags:\n",
			strings.TrimRight(synopsis, "\n"), strings.TrimRight(summary, "\n"), name)
		fl.PrintDefaults()
	}
	return fl
}

// DefaultSeed is the seed every program rolls with when -seed is not
// given.
const DefaultSeed = 1876

// Seed adds the -seed flag, the seed of the program's dice (DefaultSeed
// when not given), with usage saying what it seeds.
func Seed(fl *flag.FlagSet, usage string) *uint64 { return fl.Uint64("seed", DefaultSeed, usage) }

// usageError is a flag error that the flag set has already printed, with
// the usage; Main exits without printing it again.
type usageError struct{ err error }

// Error is the flag error's text.
func (e *usageError) Error() string { return e.err.Error() }

// Unwrap returns the flag error.
func (e *usageError) Unwrap() error { return e.err }

// Parse parses args with fl, for a program that takes only flags. On -h
// or -help it prints the usage and returns ErrHelp (exit status 0); a bad
// flag is printed with the usage and returned (exit status 2); arguments
// after the flags are an error (NoArgs).
func Parse(fl *flag.FlagSet, args []string) error {
	if err := ParseArgs(fl, args); err != nil {
		return err
	}
	return NoArgs(fl)
}

// ParseArgs parses args with fl as Parse does, leaving the arguments after
// the flags in fl.Args().
func ParseArgs(fl *flag.FlagSet, args []string) error {
	err := fl.Parse(args)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		return ErrHelp
	default:
		return &usageError{err}
	}
}

// NoArgs returns an error naming the arguments left after the flags, if
// any: for programs that take only flags.
func NoArgs(fl *flag.FlagSet) error {
	if fl.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q (every option is a flag: -h lists them)", fl.Args())
	}
	return nil
}

// Visited returns the names of the flags set on the command line, for
// flags whose default depends on whether the user gave them.
func Visited(fl *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}
