package main

import (
	"bytes"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
	"github.com/google/go-cmp/cmp"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "play") }

// TestNoInput: a real run whose standard input is empty leaves the game at
// the first prompt and exits 0, for each of the five encounters.
func TestNoInput(t *testing.T) {
	for _, g := range scripts("missing.json") {
		out, errs, status := clitest.Exec(t, g.args...)
		if status != 0 || errs != "" || !strings.HasSuffix(out, "> \n  Game left unfinished.\n") {
			t.Errorf("%v: exit status %d, stderr %q, stdout:\n%s", g.args, status, errs, out)
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

// story returns the lines told at the margin — the events, and "Game
// over." — after the first line that is after, or all of them if after is
// "": the program indents everything else but its first two lines, which
// say what is played.
func story(t *testing.T, out, after string) []string {
	t.Helper()
	ls := outputLines(out)[2:]
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

// ones is n answers "1": the first choice, every time.
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

// script is a scripted player of one encounter: the answers before the
// save point, the answers after it, and bad lines typed among the first
// ones; back of the answers before the save point are taken back and
// made again in one run.
type script struct {
	name   string
	args   []string
	shows  []string // lines of the first decision's talk
	bad    []bad
	before []string
	back   int
	after  []string
}

// straight returns the script's lines with its bad lines, and a save to
// file at the save point unless file is "".
func (g script) straight(file string) []string {
	var lines []string
	for k := 0; k <= len(g.before); k++ {
		for _, b := range g.bad {
			if b.at == k {
				lines = append(lines, b.line)
			}
		}
		if k < len(g.before) {
			lines = append(lines, g.before[k])
		}
	}
	if file != "" {
		lines = append(lines, "save "+file)
	}
	return append(lines, g.after...)
}

// common are the bad lines every encounter answers alike, at its first
// decision: commands without their argument, a number that is no choice,
// a missing file, a take-back before any choice.
func common(missing string, choices int) []bad {
	pick := "pick 1 to " + strconv.Itoa(choices)
	return []bad{
		{0, "99", "  no choice 99: " + pick + ", or type help"},
		{0, "0", "  no choice 0: " + pick + ", or type help"},
		{0, "save", "  save where? type: save FILE"},
		{0, "load", "  load what? type: load FILE"},
		{0, "load " + missing, "  not loaded: open " + missing + ": "},
		{0, "back", "  nothing to take back: you have made no choice yet"},
		{0, "back x", "  back how many? type: back N"},
		{0, "help", "  Type a choice's number"},
		{0, "", ""}, // an empty line: only the prompt again
	}
}

func scripts(missing string) []script {
	return []script{{
		name: "duel",
		args: []string{"-seed", "12"},
		// The standard duel: 22 hit points, a holstered Colt with six
		// rounds; the draw takes 5 counts (GU-3).
		shows: []string{"  count 0: Hickok, 22/22 HP", "  weapon 0: the Colt, holstered, 6/6 rounds", "   1. draw 0"},
		bad: append(common(missing, 19),
			bad{0, "dance", `  not taken: gunfight: impossible action: "dance": unknown action "dance": want "draw", "fire"`},
			bad{0, "fire 0 at 1", "  not taken: gunfight: Hickok cannot fire weapon 0 at man 1 (GU-3): the Colt is not drawn"},
			bad{1, "reload 0", "  not taken: gunfight: Hickok cannot reload weapon 0 (GU-3): the Colt is full"},
			bad{1, "back 2", "  you have made only 1 choices: back 1 to 1"},
			bad{1, "look", "  count 10: Hickok, 22/22 HP"},
		),
		// Hickok draws, by the action's text, then fires once, by the
		// choice's number; then he takes the first choice each time.
		before: []string{"draw 0", "1"},
		back:   1,
		after:  ones(3000),
	}, {
		name: "brawl",
		args: []string{"-brawl", "-seed", "7"},
		// Jake's chips (BR-1): 2 × Str 13 = 26 red, Int 10 + Dex 12 = 22
		// blue, Wis 11 + Con 9 = 20 white; his limits (BR-2): ½ Str, ½ Dex,
		// ½ Con, rounded down: 6 red, 6 blue, 4 white.
		shows: []string{"  round 1 · you are Jake (seat 0) · your stacks 26 red 22 blue 20 white · limits 6 red 6 blue 4 white · pot no chips", "  1. fight", "  2. rest 1 red 1 blue 1 white"},
		bad: append(common(missing, 2),
			bad{0, "dance", `  not taken: brawl: illegal decision: choice "dance"`},
			bad{0, "bet 3 red", `  not taken: brawl: BR-2: Jake answers "bet 3 red", a bet, when the decision asked is ready`},
			bad{1, "bet 7 red", "  not taken: brawl: BR-2: Jake bets 7 red, over his limit of 6"},
		),
		// Jake fights and bets his limit of red and 3 blue; the save comes
		// before his white bet, mid-round. Then he takes the first choice
		// each time.
		before: []string{"fight", "bet 6 red", "bet 3 blue"},
		back:   2,
		after:  ones(1000),
	}, {
		name: "chase",
		args: []string{"-chase", "-seed", "13"},
		// The Arabian's chips (CS-1): 2 × Short Speed 11 = 22 red,
		// 2 × Agility 7 = 14 blue, 2 × Endurance 12 = 24 white; his red
		// bet at most half his Short Speed, 11/2 rounded down = 5 (CS-2).
		shows: []string{"    Arabian rider, pursued (you): on card 6, 22 red, 14 blue, 24 white", "  your limits: red 5, white 6", "   2. red 4"},
		bad: append(common(missing, 14),
			bad{0, "dance", `  not taken: chase: invalid bet: "dance": cannot read "dance"`},
			bad{0, "red 6", "  not taken: chase: turn 1: Arabian rider bets 6 red, over half the horse's Short Speed (11/2 = 5½) in the Short phase (rule CS-2)"},
		),
		// He rides hard twice, then bets nothing each turn.
		before: []string{"red 5", "red 4"},
		back:   1,
		after:  ones(400),
	}, {
		name: "horserace",
		args: []string{"-horserace", "-seed", "3"},
		// The Thoroughbred's chips (CS-1): 2 × Short Speed 13 = 26 red,
		// 2 × Agility 11 = 22 blue, 2 × Endurance 9 = 18 white; his red
		// bet at most 13/2 rounded down = 6 (CS-2). The course is the
		// rules' 30 cards (CS-7).
		shows: []string{"  turn 1 of the race, 30 cards", "    Thoroughbred rider, racer (you): before card 1, 26 red, 22 blue, 18 white", "  your limits: red 6, white 4"},
		bad: append(common(missing, 14),
			bad{0, "red 7", "  not taken: chase: turn 1: Thoroughbred rider bets 7 red, over half the horse's Short Speed (13/2 = 6½) in the Short phase (rule CS-2)"},
			bad{1, "give up", "  not taken: chase: "},
		),
		before: []string{"red 6", "2", "white 1, earn red"},
		back:   3,
		after:  ones(400),
	}, {
		name: "trial",
		args: []string{"-trial", "-seed", "4"},
		// Before the trial the defence may tamper (TR-3) or not.
		shows: []string{"  Before the trial: you speak for the defence, who wants the jurors at 1, innocent.", "   1. tamper none"},
		bad: append(common(missing, 25),
			bad{0, "dance", `  not taken: trial: defence counsel in tampering: trial: unknown name: choice "dance"`},
			bad{0, "opening Easy", "  not taken: trial: defence counsel in tampering broke TR-3"},
		),
		// The defence tampers with nobody, then takes the first choice
		// each time.
		before: []string{"tamper none", "opening Average"},
		back:   1,
		after:  ones(100),
	}}
}

// TestPlay: a scripted game shows the player what he is told and his
// choices, ends with "Game over." and exits 0; the bad lines get their
// replies and change nothing (the game tells the same story without
// them); a save changes nothing either; the game loaded from the save in
// a new run, from another seed, given the same answers, tells exactly
// the events the straight game told after the save point, and ends the
// same; and choices taken back and made again tell the story the
// straight game told from where they were first made.
func TestPlay(t *testing.T) {
	dir := t.TempDir()
	for _, g := range scripts(filepath.Join(dir, "missing.json")) {
		t.Run(g.name, func(t *testing.T) {
			out := play(t, g.straight(""), g.args...)
			told := story(t, out, "")
			if len(told) < 2 || told[len(told)-1] != "Game over." {
				t.Fatalf("not played to the end:\n%s", out)
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

			kept := g.before[:len(g.before)-g.back]
			from := len(story(t, play(t, kept, g.args...), ""))
			again := slices.Concat(g.before, []string{"back " + strconv.Itoa(g.back)}, g.before[len(kept):], g.after)
			backOut := play(t, again, g.args...)
			var undone string
			for _, l := range outputLines(backOut) {
				if strings.HasPrefix(l, "  taken back to before your choice ") {
					undone = l
				}
			}
			if undone == "" {
				t.Fatalf("nothing taken back:\n%s", backOut)
			}
			if d := cmp.Diff(clean[from:], story(t, backOut, undone)); d != "" {
				t.Errorf("choices taken back and made again (+) are not the straight game (-):\n%s", d)
			}
		})
	}
}

// TestEndOfInput: input that ends mid-game leaves it, with status 0; so
// does quit.
func TestEndOfInput(t *testing.T) {
	for _, g := range scripts("missing.json") {
		out := play(t, g.before[:1], g.args...)
		if !strings.HasSuffix(out, "> \n  Game left unfinished.\n") || strings.Contains(out, "Game over.") {
			t.Errorf("%s: %s", g.name, out)
		}
		out = play(t, []string{g.before[0], "quit", "1"}, g.args...)
		if !strings.HasSuffix(out, ">   Game left unfinished.\n") || strings.Contains(out, "Game over.") {
			t.Errorf("%s quit: %s", g.name, out)
		}
	}
}

// TestBadFlags: a bad flag, an argument or two encounters at once is an
// error, exit status 2.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-seed", "x"}, {"extra"}, {"-brawl", "-trial"}} {
		var out, errs bytes.Buffer
		err := run(strings.NewReader(""), &out, &errs, args)
		if cli.ExitCode(err) != cli.ExitFailure {
			t.Errorf("%v: %v", args, err)
		}
	}
}
