package main

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
	"github.com/google/go-cmp/cmp"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "play") }

// TestNoInput: a real run whose standard input is empty leaves the game at
// the first prompt and exits 0, for the duel and the brawl.
func TestNoInput(t *testing.T) {
	for _, args := range [][]string{nil, {"-brawl", "-seed", "7"}} {
		out, errs, status := clitest.Exec(t, args...)
		if status != 0 || errs != "" || !strings.HasSuffix(out, "> \n  Game left unfinished.\n") {
			t.Errorf("%v: exit status %d, stderr %q, stdout:\n%s", args, status, errs, out)
		}
	}
}

// play runs the program with args on the script's lines as standard input
// and returns what it wrote; it fails the test unless it exits 0 with
// nothing on standard error.
func play(t *testing.T, script []string, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	err := run(strings.NewReader(strings.Join(script, "\n")+"\n"), &out, &errs, args)
	if cli.ExitCode(err) != 0 || errs.Len() > 0 {
		t.Fatalf("%v: %v (exit status %d), stderr %q", args, err, cli.ExitCode(err), errs.String())
	}
	return out.String()
}

// outputLines returns the output's lines, each without the prompts printed
// before it (a script's answers are not echoed).
func outputLines(out string) []string {
	var ls []string
	for l := range strings.Lines(out) {
		for strings.HasPrefix(l, "> ") {
			l = l[2:]
		}
		ls = append(ls, strings.TrimSuffix(l, "\n"))
	}
	return ls
}

// story returns the lines told at the margin — the events and the
// outcome — after the first line that is after, or all of them if after
// is "": the program indents everything else.
func story(t *testing.T, out, after string) []string {
	t.Helper()
	ls := outputLines(out)
	if after != "" {
		k := slices.Index(ls, after)
		if k < 0 {
			t.Fatalf("no line %q in:\n%s", after, out)
		}
		ls = ls[k+1:]
	}
	var told []string
	for _, l := range ls {
		if l != "" && !strings.HasPrefix(l, " ") {
			told = append(told, l)
		}
	}
	return told
}

// ones is n answers "1": the first option, every time.
func ones(n int) []string {
	s := make([]string, n)
	for i := range s {
		s[i] = "1"
	}
	return s
}

// bad is a line the game must answer with a reply and no change: typed
// after the first at answers of a script.
type bad struct {
	at    int
	line  string
	reply string // the start of the reply
}

// game is a scripted player of one encounter: the answers before the save
// point, the answers after it, and bad lines typed among the first ones.
type game struct {
	name   string
	args   []string
	shows  []string // lines of his first view and menu
	bad    []bad
	before []string
	after  []string
	ends   string // the start of the outcome line
}

// straight returns the game's lines with its bad lines, and a save to
// file at the save point unless file is "".
func (g game) straight(file string) []string {
	var script []string
	for k := 0; k <= len(g.before); k++ {
		for _, b := range g.bad {
			if b.at == k {
				script = append(script, b.line)
			}
		}
		if k < len(g.before) {
			script = append(script, g.before[k])
		}
	}
	if file != "" {
		script = append(script, "save "+file)
	}
	return append(script, g.after...)
}

func games(missing string) []game {
	return []game{{
		name: "duel",
		args: []string{"-seed", "12"},
		// The standard duel: 22 hit points, a holstered Colt with six
		// rounds; the draw takes 5 counts (GU-3).
		shows: []string{"  count 0: Hickok, 22/22 HP", "  weapon 0: the Colt, holstered, 6/6 rounds", "   1. draw 0 (5 counts)"},
		bad: []bad{
			{0, "dance", `  not taken: gunfight: impossible action: "dance": unknown action "dance": want "draw", "fire"`},
			{0, "99", "  no option 99: pick 1 to 19, or type help"},
			{0, "0", "  no option 0: pick 1 to 19, or type help"},
			{0, "fire 0 at 1", "  not taken: gunfight: Hickok cannot fire weapon 0 at man 1 (GU-3): the Colt is not drawn"},
			{0, "save", "  save where? type: save FILE"},
			{0, "load", "  load what? type: load FILE"},
			{0, "load " + missing, "  not loaded: open " + missing + ": "},
			{0, "help", "  Type an option's number"},
			{1, "reload 0", "  not taken: gunfight: Hickok cannot reload weapon 0 (GU-3): the Colt is full"},
			{1, "look", "  count 10: Hickok, 22/22 HP"},
		},
		// Hickok draws, by the action's text, then fires once, by the
		// menu's line; then he takes the first option each time.
		before: []string{"draw 0", "fire 0 at 1 (4 counts; to any location)"},
		after:  ones(100),
		ends:   "Outcome at count ",
	}, {
		name: "brawl",
		args: []string{"-brawl", "-seed", "7"},
		// Ned's chips (BR-1): 2 × Str 13 = 26 red, Int 10 + Dex 13 = 23
		// blue, Wis 11 + Con 12 = 23 white; his limits (BR-2): ½ Str, ½ Dex,
		// ½ Con, rounded down, 6 each.
		shows: []string{"  round 1 · you are Ned Barlow (seat 0) · your stacks 26 red 23 blue 23 white · limits 6 red 6 blue 6 white · pot no chips", "  1. fight", "  2. rest 1 red 1 blue 1 white"},
		bad: []bad{
			{0, "dance", `  not taken: brawl: illegal decision: choice "dance"`},
			{0, "12", "  no option 12: pick 1 to 2, or type help"},
			{0, "bet 3 red", `  not taken: brawl: BR-2: Ned Barlow answers "bet 3 red", a bet, when the decision asked is ready`},
			{0, "save", "  save where? type: save FILE"},
			{0, "load " + missing, "  not loaded: open " + missing + ": "},
			{1, "bet 7 red", "  not taken: brawl: BR-2: Ned Barlow bets 7 red, over his limit of 6"},
			{1, "", ""}, // an empty line: only the prompt again
		},
		// Ned fights and bets his limit of red and 3 blue; the save comes
		// before his white bet, mid-round. Then he takes the first option
		// each time.
		before: []string{"fight", "bet 6 red", "bet 3 blue"},
		after:  ones(1000),
		ends:   "Outcome after ",
	}}
}

// TestPlay: a scripted game shows the player his view and options, ends
// with its outcome and exits 0; the bad lines get their replies and change
// nothing (the game tells the same story without them); a save changes
// nothing either; and the game loaded from the save in a new run, from
// another seed, given the same answers, tells exactly the events the
// straight game told after the save point, and ends the same.
func TestPlay(t *testing.T) {
	dir := t.TempDir()
	for _, g := range games(filepath.Join(dir, "missing.json")) {
		t.Run(g.name, func(t *testing.T) {
			out := play(t, g.straight(""), g.args...)
			told := story(t, out, "")
			if !slices.ContainsFunc(told, func(l string) bool { return strings.HasPrefix(l, g.ends) }) {
				t.Fatalf("no outcome line %q…:\n%s", g.ends, out)
			}
			shown := outputLines(out)
			for _, want := range g.shows {
				if !slices.Contains(shown, want) {
					t.Errorf("no line %q in:\n%s", want, out)
				}
			}
			for _, b := range g.bad {
				if b.reply != "" && !slices.ContainsFunc(shown, func(l string) bool { return strings.HasPrefix(l, b.reply) }) {
					t.Errorf("%q: no reply %q in:\n%s", b.line, b.reply, out)
				}
			}
			clean := story(t, play(t, slices.Concat(g.before, g.after), g.args...), "")
			if d := cmp.Diff(clean, told); d != "" {
				t.Errorf("bad lines changed the game (-without +with):\n%s", d)
			}

			saved := filepath.Join(dir, g.name+".json")
			withSave := play(t, g.straight(saved), g.args...)
			if d := cmp.Diff(clean, story(t, withSave, "")); d != "" {
				t.Errorf("a save changed the game (-without +with):\n%s", d)
			}
			afterSave := story(t, withSave, "  saved to "+saved)
			if len(afterSave) < 2 {
				t.Fatalf("nothing told after the save:\n%s", withSave)
			}
			loaded := play(t, slices.Concat([]string{"load " + saved}, g.after), append(g.args, "-seed", "99")...)
			if d := cmp.Diff(afterSave, story(t, loaded, "  loaded "+saved)); d != "" {
				t.Errorf("the loaded game (+) is not the straight one after the save (-):\n%s", d)
			}
		})
	}
}

// TestEndOfInput: input that ends mid-game leaves it, with status 0.
func TestEndOfInput(t *testing.T) {
	for _, g := range games("missing.json") {
		out := play(t, g.before[:2], g.args...)
		if !strings.HasSuffix(out, "> \n  Game left unfinished.\n") || strings.Contains(out, g.ends) {
			t.Errorf("%s: %s", g.name, out)
		}
		out = play(t, []string{g.before[0], "quit", "1"}, g.args...)
		if !strings.HasSuffix(out, ">   Game left unfinished.\n") || strings.Contains(out, g.ends) {
			t.Errorf("%s quit: %s", g.name, out)
		}
	}
}

// TestBadFlags: a bad flag or an argument is an error, exit status 2.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-seed", "x"}, {"extra"}} {
		var out, errs bytes.Buffer
		err := run(strings.NewReader(""), &out, &errs, args)
		if cli.ExitCode(err) != cli.ExitFailure {
			t.Errorf("%v: %v", args, err)
		}
	}
}
