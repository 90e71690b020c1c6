package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/gunfight"
)

// table is an encounter played in text: the methods every encounter type
// of the SDK has, the same in gunfight, brawl, chase and trial, so that one
// loop plays them all. They are listed in the order the loop uses them.
//
//   - Step plays on until a seat must decide (an error wrapping
//     ErrWaiting) or the encounter is Over; Waiting lists the seats that
//     must decide now.
//   - Tell(i) is what seat i is told: his view, and what is asked of him.
//   - Choices(i) lists a line for each kind of choice open to him, each a
//     choice Answer takes; a line that starts with two spaces gives the
//     legal range of a number in the choice above it and is no choice.
//   - Answer(i, line) reads a choice and decides it; a line it cannot read,
//     or a choice the rules refuse, is an error and changes nothing.
//   - Events is the log, each event told by its String.
//   - MarshalJSON is the save; Decisions and Entry(k) tell the decisions
//     of its journal (who made decision k, and what), and TakeBack(k)
//     takes the encounter back to before decision k.
type table[E fmt.Stringer] interface {
	Step() error
	Over() bool
	Waiting() []int
	Tell(i int) string
	Choices(i int) []string
	Answer(i int, line string) error
	Events() []E
	MarshalJSON() ([]byte, error)
	Decisions() int
	Entry(k int) (who int, choice string, ok bool)
	TakeBack(k int) error
}

// errWaiting is the error of an encounter waiting for a person: the one
// sentinel every encounter package shares.
var errWaiting = gunfight.ErrWaiting

// session plays one table at the terminal: it steps the encounter, tells
// what happened, and whenever a seat must decide, tells him what he knows
// and his choices, and reads a line — a choice (its number or its text),
// or a command. The story (the events, and "Game over.") is told at the
// margin; the table talk with the player (what he is told, his choices,
// the replies) is indented.
type session[E fmt.Stringer] struct {
	t      table[E]
	seat   int // the player's
	shown  int // events already told
	in     *bufio.Scanner
	out    io.Writer
	resume func(data []byte) (table[E], error)
}

// errQuit ends the game when the player asks to, or when input ends.
var errQuit = errors.New("quit")

// play runs the session to the end of the encounter or of the input. Each
// pass steps the table and, when it waits, asks the first seat waiting;
// after a load or a take-back, the next pass steps the table, which waits
// for its pending decision again.
func (s *session[E]) play() error {
	for !s.t.Over() {
		err := s.t.Step()
		s.tell()
		switch {
		case err == nil:
		case errors.Is(err, errWaiting) && len(s.t.Waiting()) > 0:
			if err := s.decide(s.t.Waiting()[0]); errors.Is(err, errQuit) {
				fmt.Fprintln(s.out, "  Game left unfinished.")
				return nil
			}
		default:
			return err
		}
	}
	fmt.Fprintln(s.out)
	s.indent(s.t.Tell(s.seat))
	fmt.Fprintln(s.out, "Game over.")
	return nil
}

// tell prints the events not yet told.
func (s *session[E]) tell() {
	events := s.t.Events()
	for _, e := range events[min(s.shown, len(events)):] {
		fmt.Fprintln(s.out, e)
	}
	s.shown = len(events)
}

// decide tells seat i what he knows and his choices, then reads lines
// until one decides for him, loads another game or takes choices back;
// commands and bad lines get a line of reply and the prompt again. It
// returns errQuit when the player leaves.
func (s *session[E]) decide(i int) error {
	choices := s.show(i)
	for {
		fmt.Fprint(s.out, "> ")
		if !s.in.Scan() {
			fmt.Fprintln(s.out)
			return errQuit
		}
		done, err := s.command(i, choices, strings.TrimSpace(s.in.Text()))
		if err != nil || done {
			return err
		}
	}
}

// show prints what seat i is told and his choices, numbered, each range
// line under its choice; it returns the choices as numbered.
func (s *session[E]) show(i int) []string {
	fmt.Fprintln(s.out)
	s.indent(s.t.Tell(i))
	lines := s.t.Choices(i)
	var choices []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "  ") {
			choices = append(choices, l)
		}
	}
	width := len(strconv.Itoa(len(choices)))
	k := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "  ") {
			fmt.Fprintf(s.out, "  %*s  %s\n", width, "", l)
			continue
		}
		k++
		fmt.Fprintf(s.out, "  %*d. %s\n", width, k, l)
	}
	return choices
}

// indent prints text as table talk: each line two spaces in.
func (s *session[E]) indent(text string) {
	for l := range strings.Lines(text) {
		fmt.Fprintln(s.out, strings.TrimRight("  "+strings.TrimSuffix(l, "\n"), " "))
	}
}

// command carries out one typed line for seat i, whose choices are
// numbered as choices, and says whether it is done with his decision:
// answered it, loaded another game, or took choices back.
func (s *session[E]) command(i int, choices []string, line string) (done bool, err error) {
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "":
		return false, nil
	case "help", "?":
		s.indent(help)
		return false, nil
	case "look":
		s.show(i)
		return false, nil
	case "quit":
		return false, errQuit
	case "save":
		s.save(arg)
		return false, nil
	case "load":
		return s.load(arg), nil
	case "back":
		return s.back(arg), nil
	}
	if k, err := strconv.Atoi(line); err == nil {
		if k < 1 || k > len(choices) {
			fmt.Fprintf(s.out, "  no choice %d: pick 1 to %d, or type help\n", k, len(choices))
			return false, nil
		}
		line = choices[k-1]
	}
	if err := s.t.Answer(i, line); err != nil {
		fmt.Fprintf(s.out, "  not taken: %v\n", err)
		return false, nil
	}
	return true, nil
}

// save writes the game to the file name and says how it went.
func (s *session[E]) save(name string) {
	if name == "" {
		fmt.Fprintln(s.out, "  save where? type: save FILE")
		return
	}
	data, err := s.t.MarshalJSON()
	if err == nil {
		err = os.WriteFile(name, data, 0o644)
	}
	if err != nil {
		fmt.Fprintf(s.out, "  not saved: %v\n", err)
		return
	}
	fmt.Fprintf(s.out, "  saved to %s\n", name)
}

// load replaces the game by the one saved in the file name, and says
// whether it did. The events of the loaded game up to its save were told
// when it was played: the story goes on from there.
func (s *session[E]) load(name string) bool {
	if name == "" {
		fmt.Fprintln(s.out, "  load what? type: load FILE")
		return false
	}
	data, err := os.ReadFile(name)
	var t table[E]
	if err == nil {
		t, err = s.resume(data)
	}
	if err != nil {
		fmt.Fprintf(s.out, "  not loaded: %v\n", err)
		return false
	}
	s.t, s.shown = t, len(t.Events())
	fmt.Fprintf(s.out, "  loaded %s\n", name)
	return true
}

// back takes back the player's last n choices (arg, 1 when empty) and
// says whether it did: the game goes back to where the first of them was
// asked, which is asked again. The events told since are untold: the
// story goes on from there.
func (s *session[E]) back(arg string) bool {
	n := 1
	if arg != "" {
		var err error
		if n, err = strconv.Atoi(arg); err != nil || n < 1 {
			fmt.Fprintln(s.out, "  back how many? type: back N, to take back your last N choices")
			return false
		}
	}
	var mine []int // the journal's decisions that are the player's
	for k := range s.t.Decisions() {
		if who, _, _ := s.t.Entry(k); who == s.seat {
			mine = append(mine, k)
		}
	}
	switch {
	case len(mine) == 0:
		fmt.Fprintln(s.out, "  nothing to take back: you have made no choice yet")
		return false
	case n > len(mine):
		fmt.Fprintf(s.out, "  you have made only %d choices: back 1 to %d\n", len(mine), len(mine))
		return false
	}
	k := mine[len(mine)-n]
	_, choice, _ := s.t.Entry(k)
	if err := s.t.TakeBack(k); err != nil {
		fmt.Fprintf(s.out, "  not taken back: %v\n", err)
		return false
	}
	s.shown = len(s.t.Events())
	fmt.Fprintf(s.out, "  taken back to before your choice %q\n", choice)
	return true
}

// help lists the commands.
const help = `Type a choice's number, or a choice as text: a listed one, or one with
other numbers in the ranges its lines give ("move 10 ft toward 1 walk",
"bet 2 red"). Commands:
  save FILE   save the game, the decision waiting included
  load FILE   continue a saved game instead
  back N      take back your last N choices (back: the last one)
  look        show the table and the choices again
  help        this
  quit        leave the game (so does the end of input, Ctrl-D)`
