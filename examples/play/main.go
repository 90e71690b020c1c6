// Command play lets a person play an encounter at the terminal against the
// SDK's built-in deciders: by default the standard duel, as Hickok against
// Tutt on his quick-draw tactic; with -brawl, a saloon brawl of three, as
// the first brawler against two built-in strategies.
//
//	go run ./examples/play
//	go run ./examples/play -brawl -seed 7
//
// Whenever it is his turn to decide, the player sees what he may know (his
// view of the table) and his options, numbered, then the prompt "> ". He
// types an option's number, or its text as the menu prints it (a gunfight
// also reads other values of an option's ranges, "move 10 ft toward 1
// walk", "fire 0 at 1 to head"), or a command:
//
//	save FILE   save the game, the decision waiting included
//	load FILE   continue a saved game instead
//	look        show the table and the options again
//	help        list the commands
//	quit        leave the game
//
// A line that is no option, or a choice the rules refuse, gets one line
// saying why and the prompt again: nothing changes. The end of input
// (Ctrl-D) leaves the game too; either way the program exits with status
// 0. The events are told as they happen, and the outcome at the end. -seed
// N picks the dice: the same seed and the same answers tell the same game,
// and a game loaded from a save ends exactly as it would have without the
// stop.
//
// The program is the SDK's encounter contract at work, the same code for
// both encounters: Step until the encounter is Over; when Step says it is
// waiting (ErrWaiting), ask the first seat of Waiting, showing him his View
// and its Options, and record his answer with Decide, which refuses an
// illegal one without harm; save is MarshalJSON, load is the package's
// Resume.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/deadmanshand/aces/examples/internal/cli"
)

func main() {
	cli.Main("play", func(stdout, stderr io.Writer, args []string) error {
		return run(os.Stdin, stdout, stderr, args)
	})
}

// run is the program: it parses args, then plays the game, reading the
// player's lines from stdin and telling the game on stdout.
func run(stdin io.Reader, stdout, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("play", stderr, "usage: play [-brawl] [-seed N]",
		"Play lets you play the standard duel as Hickok, or with -brawl a saloon brawl, against\nthe SDK's built-in deciders, typing your choices; save FILE and load FILE keep a game.")
	seed := fl.Uint64("seed", 1876, "seed for the dice")
	inBrawl := fl.Bool("brawl", false, "play a saloon brawl instead of the duel")
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	s := &session{in: bufio.NewScanner(stdin), out: stdout}
	var intro string
	var err error
	if *inBrawl {
		s.t, intro, err = newSaloon(*seed)
		s.resume = resumeSaloon
	} else {
		s.t, intro, err = newDuel(*seed)
		s.resume = resumeDuel
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, intro)
	fmt.Fprintln(stdout, "Type an option's number or its text; help lists the commands.")
	return s.play()
}
