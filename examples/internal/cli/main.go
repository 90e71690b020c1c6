package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// ErrHelp is what Parse returns when the arguments ask for help (-h or
// -help): the usage is printed and the program exits with status 0.
var ErrHelp = flag.ErrHelp

// The exit statuses of a failed run.
const (
	// ExitInterrupted is the status of a run stopped by Ctrl-C, as a shell
	// reports SIGINT.
	ExitInterrupted = 130
	// ExitFailure is the status of any other failure, bad flags included.
	ExitFailure = 2
)

// ExitCode is the exit status for the error a program's run returned: 0 for
// nil and for ErrHelp, ExitInterrupted for an error wrapping
// context.Canceled, ExitFailure for any other.
func ExitCode(err error) int {
	switch {
	case err == nil || errors.Is(err, ErrHelp):
		return 0
	case errors.Is(err, context.Canceled):
		return ExitInterrupted
	default:
		return ExitFailure
	}
}

// Main runs a program that needs no context: run gets the command-line
// arguments after the program's name and the standard output and error.
// Main then exits with ExitCode of what run returned, after printing the
// error on standard error (Message) unless Parse has already told it (with
// the usage).
func Main(name string, run func(stdout, stderr io.Writer, args []string) error) {
	exit(name, run(os.Stdout, os.Stderr, os.Args[1:]))
}

// MainContext runs a program as Main does, with a context that Ctrl-C (or
// SIGTERM) cancels: a long run stops between chunks of its work and
// returns an error wrapping context.Canceled (exit status 130). A second
// Ctrl-C kills the program at once.
func MainContext(name string, run func(ctx context.Context, stdout, stderr io.Writer, args []string) error) {
	exit(name, untilSignal(func(ctx context.Context) error { return run(ctx, os.Stdout, os.Stderr, os.Args[1:]) }))
}

// untilSignal calls run with a context that the first SIGINT or SIGTERM
// cancels; the next signal gets its default action again, death.
func untilSignal(run func(ctx context.Context) error) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() { <-ctx.Done(); stop() }()
	return run(ctx)
}

// exit prints err (unless it is help or already told) and exits with its
// status.
func exit(name string, err error) {
	var told *usageError
	if err != nil && !errors.Is(err, ErrHelp) && !errors.As(err, &told) {
		fmt.Fprintln(os.Stderr, Message(name, err))
	}
	os.Exit(ExitCode(err))
}

// Message is the line that tells err on standard error: "name: " and the
// error, without the name a second time when the error already starts with
// it (the sentinels of package trial start "trial: ", as the program does).
func Message(name string, err error) string {
	msg := err.Error()
	if strings.HasPrefix(msg, name+": ") {
		return msg
	}
	return name + ": " + msg
}
