// Command play lets a person play any of the SDK's five encounters at the
// terminal against its built-in deciders, each from its package's
// standard setup with the player in one seat:
//
//   - by default, the standard duel (gunfight.StandardDuel): you are
//     Hickok, man 0, against Tutt on his quick-draw tactic;
//   - -brawl, the standard brawl (brawl.StandardBrawl): you are Jake,
//     seat 0, against Bill, who plays cautious;
//   - -chase, the standard chase (chase.StandardChase): you are the
//     Arabian rider, rider 0, the pursued, with the Thoroughbred rider
//     after you, patient for 20 cards;
//   - -horserace, the standard race (chase.StandardRace): you are the
//     Thoroughbred rider, rider 0, against three riders who ride canny,
//     steady and all out;
//   - -trial, the standard trial (trial.StandardTrial): you speak for the
//     defence, seat 1, against a greedy prosecutor.
//
// (-race would be swallowed by go run, which reads it as its own.)
//
//	go run ./examples/play
//	go run ./examples/play -brawl -seed 7
//
// Whenever it is his turn to decide, the player is told what his seat
// knows and is asked (Tell), then his choices, numbered (Choices; a line
// under a choice gives the legal range of a number in it), and the prompt
// "> ". He types a choice's number, or a choice as text — the listed
// choices with other numbers in their ranges too ("move 10 ft toward 1
// walk", "bet 2 red", "opening Difficult") — or a command:
//
//	save FILE   save the game, the decision waiting included
//	load FILE   continue a saved game instead
//	back N      take back your last N choices (back: the last one)
//	look        show the table and the choices again
//	help        list the commands
//	quit        leave the game
//
// A line that is no choice, or a choice the rules refuse, gets one line
// saying why and the prompt again: nothing changes. The end of input
// (Ctrl-D) leaves the game too; either way the program exits with status
// 0. The events are told as they happen; at the end, what the player's
// seat is told then, and "Game over." -seed N picks the dice: the same seed
// and the same answers tell the same game, a game loaded from a save ends
// exactly as it would have without the stop, and a choice taken back and
// made again gives the same game as if it had been made once.
//
// The program is the SDK's encounter contract at work, one loop for all
// five encounters, through the methods every encounter type has: Step
// until the encounter is Over; when Step says it is waiting (ErrWaiting),
// ask the first seat of Waiting, telling him Tell and Choices, and hand his
// line to Answer, which refuses a bad one without harm; save is
// MarshalJSON, load the package's Resume, back TakeBack. Events tells the
// story, and Decisions and Entry find the player's last choices in the
// game's journal for back.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/trial"
)

func main() {
	cli.Main("play", func(stdout, stderr io.Writer, args []string) error {
		return run(os.Stdin, stdout, stderr, args)
	})
}

// run is the program: it parses args, then plays the game, reading the
// player's lines from stdin and telling the game on stdout.
func run(stdin io.Reader, stdout, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("play", stderr, "usage: play [-brawl | -chase | -horserace | -trial] [-seed N]",
		"Play lets you play one of the SDK's encounters — the standard duel as Hickok, or a brawl,\na chase, a horse race or a trial — against its built-in deciders, typing your choices;\nsave FILE and load FILE keep a game, back N takes choices back.")
	seed := cli.Seed(fl, "seed for the dice")
	picked := map[string]*bool{}
	for _, g := range games[1:] {
		picked[g.flag] = fl.Bool(g.flag, false, "play "+g.title+" instead of the duel")
	}
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	g := games[0]
	var flags []string
	for _, h := range games[1:] {
		if *picked[h.flag] {
			g = h
			flags = append(flags, "-"+h.flag)
		}
	}
	if len(flags) > 1 {
		return fmt.Errorf("%s: play one encounter at a time", strings.Join(flags, " and "))
	}
	return g.play(bufio.NewScanner(stdin), stdout, *seed)
}

// game is an encounter the program plays: its flag, what it is, and how
// to play it.
type game struct {
	flag  string // "" for the duel, the default
	title string
	play  func(in *bufio.Scanner, out io.Writer, seed uint64) error
}

// games are the five encounters, the duel first.
var games = []game{
	encounter("", "the standard duel: you are Hickok (man 0), against Tutt, on his quick-draw tactic", 0,
		func(r dice.Rand) (table[gunfight.Event], error) {
			s := gunfight.StandardDuel()
			s.Shooters[0].Decider = gunfight.Person
			return gunfight.NewFight(s, r)
		},
		func(data []byte) (table[gunfight.Event], error) { return gunfight.Resume(data) }),
	encounter("brawl", "the standard brawl: you are Jake (seat 0), against Bill, who plays cautious", 0,
		func(r dice.Rand) (table[brawl.Event], error) {
			s := brawl.StandardBrawl()
			s.Brawlers[0].Decider = brawl.Person
			return brawl.New(s, r)
		},
		func(data []byte) (table[brawl.Event], error) { return brawl.Resume(data) }),
	encounter("chase", "the standard chase: you are the Arabian rider (rider 0), pursued by the Thoroughbred rider", 0,
		func(r dice.Rand) (table[chase.Event], error) {
			s := chase.StandardChase()
			s.Pursued.Decider = chase.Person
			return chase.New(s, r)
		},
		func(data []byte) (table[chase.Event], error) { return chase.Resume(data) }),
	encounter("horserace", "the standard horse race: you are the Thoroughbred rider (rider 0), against three", 0,
		func(r dice.Rand) (table[chase.Event], error) {
			s := chase.StandardRace()
			s.Riders[0].Decider = chase.Person
			return chase.NewRace(s, r)
		},
		func(data []byte) (table[chase.Event], error) { return chase.ResumeRace(data) }),
	encounter("trial", "the standard trial: you speak for the defence (seat 1), against a greedy prosecutor", 1,
		func(r dice.Rand) (table[trial.Event], error) {
			c := trial.StandardTrial()
			c.Defence.Decider = trial.Person
			return trial.New(c, r)
		},
		func(data []byte) (table[trial.Event], error) { return trial.Resume(data) }),
}

// encounter returns the game of an encounter whose events are E: the
// player holds seat; start builds it on the dice, resume loads a save.
func encounter[E fmt.Stringer](flag, title string, seat int, start func(dice.Rand) (table[E], error), resume func([]byte) (table[E], error)) game {
	return game{flag: flag, title: strings.SplitN(title, ":", 2)[0], play: func(in *bufio.Scanner, out io.Writer, seed uint64) error {
		t, err := start(dice.NewSource(seed))
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%s (seed %d).\n", strings.ToUpper(title[:1])+title[1:], seed)
		fmt.Fprintln(out, "Type a choice's number or its text; help lists the commands.")
		s := &session[E]{t: t, seat: seat, in: in, out: out, resume: resume}
		return s.play()
	}}
}
