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

// game is a scripted player of one encounter: bad lines (each with the
// reply it must get), the answers before the save point, and the answers
// after it.
type game struct {
	name   string
	args   []string
	bad    [][2]string // a line and the start of its reply
	before []string
	after  []string
	ends   string // the start of the outcome line
}

func games(missing string) []game {
	return []game{{
		name: "duel",
		args: []string{"-seed", "12"},
		bad: [][2]string{
			{"dance", `  not taken: gunfight: impossible action: "dance": unknown action "dance": want "draw", "fire"`},
			{"99", "  no option 99: pick 1 to 19, or type help"},
			{"0", "  no option 0: pick 1 to 19, or type help"},
			{"fire 0 at 1", "  not taken: gunfight: Hickok cannot fire weapon 0 at man 1 (GU-3): the Colt is not drawn"},
			{"save", "  save where? type: save FILE"},
			{"load", "  load what? type: load FILE"},
			{"load " + missing, "  not loaded: open " + missing + ": "},
			{"help", "  Type an option's number"},
		},
		// Hickok draws, by its text, then fires once, by the menu's line.
		before: []string{"draw 0", "fire 0 at 1 (4 counts; to any location)"},
		after:  ones(300),
		ends:   "Outcome at count ",
	}, {
		name: "brawl",
		args: []string{"-brawl", "-seed", "7"},
		bad: [][2]string{
			{"dance", `  not taken: brawl: illegal decision: choice "dance"`},
			{"12", "  no option 12: pick 1 to 11, or type help"},
			{"bet 3 red", `  not taken: brawl: BR-2: Ned Barlow answers "bet 3 red", a bet, when the decision asked is ready`},
			{"save", "  save where? type: save FILE"},
			{"load " + missing, "  not loaded: open " + missing + ": "},
			{"look", ""},
		},
		// Ned fights and bets his limit of red (½ Str 13 = 6, rule BR-2)
		// and 3 blue; the save comes before his white bet, mid-round.
		before: []string{"fight", "bet 6 red", "bet 3 blue"},
		after:  ones(3000),
		ends:   "Outcome after ",
	}}
}

// TestPlay: a scripted game ends with its outcome and exits 0; the bad
// lines get their replies and change nothing (the game tells the same
// story without them); a save changes nothing either; and the game
// loaded from the save in a new run, from another seed, given the same
// answers, tells exactly the events the straight game told after the save
// point, and ends the same.
func TestPlay(t *testing.T) {
	dir := t.TempDir()
	for _, g := range games(filepath.Join(dir, "missing.json")) {
		t.Run(g.name, func(t *testing.T) {
			saved := filepath.Join(dir, g.name+".json")
			var bad []string
			for _, b := range g.bad {
				bad = append(bad, b[0])
			}
			straight := slices.Concat(bad, g.before, g.after)
			out := play(t, straight, g.args...)
			told := story(t, out, "")
			if !slices.ContainsFunc(told, func(l string) bool { return strings.HasPrefix(l, g.ends) }) {
				t.Fatalf("no outcome line %q…:\n%s", g.ends, out)
			}
			replies := outputLines(out)
			for _, b := range g.bad {
				if !slices.ContainsFunc(replies, func(l string) bool { return strings.HasPrefix(l, b[1]) }) {
					t.Errorf("%q: no reply %q in:\n%s", b[0], b[1], out)
				}
			}
			clean := story(t, play(t, slices.Concat(g.before, g.after), g.args...), "")
			if d := cmp.Diff(clean, told); d != "" {
				t.Errorf("bad lines changed the game (-without +with):\n%s", d)
			}

			withSave := play(t, slices.Concat(g.before, []string{"save " + saved}, g.after), g.args...)
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
