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

// table is an encounter as the terminal plays it: the contract's methods
// every encounter has, and what the program needs to show and answer it.
type table interface {
	Waiting() []int
	Step() error
	Over() bool
	MarshalJSON() ([]byte, error)

	// told returns the log's lines from event from on, and the log's length.
	told(from int) (lines []string, n int)
	// ask returns what seat i sees, without his options, and his options
	// as the menu numbers them (from 1).
	ask(i int) (view string, menu []string)
	// pick decides option k (from 0) of the menu ask last returned for
	// seat i.
	pick(i, k int) error
	// answer decides the text seat i typed: a choice as its String prints
	// it, read back by the package's parser.
	answer(i int, text string) error
	// result is the outcome: a line, then a line for each participant.
	result() []string
}

// errWaiting is the error of an encounter waiting for a person: the one
// sentinel every encounter package shares.
var errWaiting = gunfight.ErrWaiting

// session plays one table at the terminal: it steps the encounter, tells
// what happened, and whenever the player must decide, shows his view and
// options and reads a line — an option (its number or its text), or a
// command. The story (events and outcome) is told at the margin; the
// table talk with the player (views, menus, replies) is indented.
type session struct {
	t      table
	shown  int // events already told
	in     *bufio.Scanner
	out    io.Writer
	resume func(data []byte) (table, error)
}

// errQuit ends the game when the player asks to, or when input ends.
var errQuit = errors.New("quit")

// play runs the session to the end of the encounter or of the input. Each
// pass steps the table and, when it waits, asks the first seat waiting;
// after a load, the next pass steps the loaded table, which waits for its
// own pending decision.
func (s *session) play() error {
	for !s.t.Over() {
		err := s.t.Step()
		s.tell()
		switch {
		case err == nil:
		case errors.Is(err, errWaiting):
			waiting := s.t.Waiting()
			if len(waiting) == 0 {
				return err
			}
			if err := s.decide(waiting[0]); errors.Is(err, errQuit) {
				fmt.Fprintln(s.out, "  Game left unfinished.")
				return nil
			} else if err != nil {
				return err
			}
		default:
			return err
		}
	}
	for _, l := range s.t.result() {
		fmt.Fprintln(s.out, l)
	}
	return nil
}

// tell prints the events not yet told.
func (s *session) tell() {
	lines, n := s.t.told(s.shown)
	for _, l := range lines {
		fmt.Fprintln(s.out, l)
	}
	s.shown = n
}

// decide shows seat i his view and options, then reads lines until one
// decides for him or loads another game. Commands and bad lines get a
// line of reply and the prompt again.
func (s *session) decide(i int) error {
	menu := s.show(i)
	for {
		fmt.Fprint(s.out, "> ")
		if !s.in.Scan() {
			fmt.Fprintln(s.out)
			return errQuit
		}
		switch done, err := s.command(i, menu, strings.TrimSpace(s.in.Text())); {
		case err != nil:
			return err
		case done:
			return nil
		}
	}
}

// show prints seat i's view and his numbered options, and returns the
// options.
func (s *session) show(i int) []string {
	view, menu := s.t.ask(i)
	fmt.Fprintln(s.out)
	s.indent(view)
	width := len(strconv.Itoa(len(menu)))
	for k, o := range menu {
		fmt.Fprintf(s.out, "  %*d. %s\n", width, k+1, o)
	}
	return menu
}

// indent prints text as table talk: each line two spaces in.
func (s *session) indent(text string) {
	for l := range strings.Lines(text) {
		fmt.Fprintln(s.out, "  "+strings.TrimSuffix(l, "\n"))
	}
}

// command carries out one typed line for seat i, whose options are menu,
// and says whether it is done with his decision: answered it, or loaded
// another game.
func (s *session) command(i int, menu []string, line string) (done bool, err error) {
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
	}
	k, err := strconv.Atoi(line)
	if err != nil {
		k = match(menu, line)
	} else if k < 1 || k > len(menu) {
		fmt.Fprintf(s.out, "  no option %d: pick 1 to %d, or type help\n", k, len(menu))
		return false, nil
	}
	if k > 0 {
		err = s.t.pick(i, k-1)
	} else {
		err = s.t.answer(i, line)
	}
	if err != nil {
		fmt.Fprintf(s.out, "  not taken: %v\n", err)
		return false, nil
	}
	return true, nil
}

// match returns the number (from 1) of the menu line that reads as text,
// case and spacing aside, or 0.
func match(menu []string, text string) int {
	text = strings.Join(strings.Fields(text), " ")
	for k, o := range menu {
		if strings.EqualFold(strings.Join(strings.Fields(o), " "), text) {
			return k + 1
		}
	}
	return 0
}

// save writes the game to the file name and says how it went.
func (s *session) save(name string) {
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
func (s *session) load(name string) bool {
	if name == "" {
		fmt.Fprintln(s.out, "  load what? type: load FILE")
		return false
	}
	data, err := os.ReadFile(name)
	var t table
	if err == nil {
		t, err = s.resume(data)
	}
	if err != nil {
		fmt.Fprintf(s.out, "  not loaded: %v\n", err)
		return false
	}
	s.t = t
	_, s.shown = s.t.told(0)
	fmt.Fprintf(s.out, "  loaded %s\n", name)
	return true
}

// lines returns the String of each item from from on, and how many items
// there are.
func lines[T fmt.Stringer](items []T, from int) ([]string, int) {
	var out []string
	for _, it := range items[min(from, len(items)):] {
		out = append(out, it.String())
	}
	return out, len(items)
}

// withoutMenu returns a view's text less the options it ends with, which
// the menu shows numbered instead; the whole view if it does not end so.
func withoutMenu(view, options string) string {
	head, _ := strings.CutSuffix(view, options)
	return head
}

// help lists the commands.
const help = `Type an option's number, or its text as the menu prints it (a gunfight's
options also take other values in their ranges: "move 10 ft toward 1 walk",
"fire 0 at 1 to head"). Commands:
  save FILE   save the game, the decision waiting included
  load FILE   continue a saved game instead
  look        show the table and the options again
  help        this
  quit        leave the game (so does the end of input, Ctrl-D)`
