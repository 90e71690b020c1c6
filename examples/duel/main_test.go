package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "duel") }

// TestExitStatus: a failed run exits 2 and says why on one line of
// standard error, after the program's name.
func TestExitStatus(t *testing.T) {
	out, errs, status := clitest.Exec(t, "-n", "0")
	if status != 2 || out != "" || errs != "duel: -n must be at least 1\n" {
		t.Errorf("-n 0: exit status %d, stdout %q, stderr %q", status, out, errs)
	}
}

// runOK runs the program in the background context and fails the test on
// an error or on anything written to stderr (tests never see a progress
// bar: their stderr is not a terminal).
func runOK(t interface {
	Helper()
	Fatalf(format string, args ...any)
}, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if err := run(context.Background(), &out, &errs, args); err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	if errs.Len() > 0 {
		t.Fatalf("%v: stderr %q", args, errs.String())
	}
	return out.String()
}

func TestRun(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "duel.svg")
	out := runOK(t, "-n", "300", "-seed", "7", "-svg", svg)
	for _, want := range []string{"300 duels (seed 7)", "Hickok", "Tutt", "Duel 0 of the study, count by count", "initiative d10", "the fight is over"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "PARTIAL") {
		t.Errorf("a complete run is marked partial:\n%s", out)
	}
	if data, err := os.ReadFile(svg); err != nil || !bytes.HasPrefix(data, []byte("<svg")) {
		t.Errorf("svg: %v", err)
	}
}

func TestRunFlags(t *testing.T) {
	out := runOK(t, "-n", "200", "-distance", "60", "-a-weapon", "Winchester 1873", "-a-tactic", "careful-rifleman", "-b-tactic", "fanner")
	if !strings.Contains(out, "Winchester 1873, careful-rifleman") || !strings.Contains(out, "at 60 ft") {
		t.Errorf("%s", out)
	}
	out = runOK(t, "-from", "100", "-n", "50", "-seed", "3", "-narrate=false", "-workers", "1")
	if !strings.Contains(out, "duels 100..150 of the study") || !strings.Contains(out, "50 duels (seed 3)") || strings.Contains(out, "count by count") {
		t.Errorf("-from 100 -n 50 -narrate=false:\n%s", out)
	}
	out = runOK(t, "-from", "100", "-to", "120", "-seed", "3")
	if !strings.Contains(out, "20 duels (seed 3)") || !strings.Contains(out, "Duel 100 of the study") {
		t.Errorf("-from 100 -to 120:\n%s", out)
	}
	var help, usage bytes.Buffer
	if err := run(context.Background(), &help, &usage, []string{"-h"}); cli.ExitCode(err) != 0 || help.Len() > 0 || !strings.Contains(usage.String(), "duel -merge FILE...") {
		t.Errorf("-h: %v, stdout %q, stderr %q", err, help.String(), usage.String())
	}
	for _, bad := range [][]string{
		{"-a-weapon", "Gatling"}, {"-b-tactic", "dance"}, {"-n", "0"}, {"-distance", "-5"}, {"extra"},
		{"-n", "10", "-to", "20"}, {"-from", "20", "-to", "20"}, {"-from", "30", "-to", "20"},
		{"-from", "18446744073709551615", "-n", "2"}, {"-svg", "x.svg", "-narrate=false"},
		{"-merge", "-n", "10", "a.json"}, {"-merge"}, {"-nope"},
	} {
		var out, errs bytes.Buffer
		if err := run(context.Background(), &out, &errs, bad); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// TestSplitMerge is the example: the files of duels [0, 500) and
// [500, 1000), merged, are exactly the file of [0, 1000).
func TestSplitMerge(t *testing.T) {
	dir := t.TempDir()
	a, b, whole := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json"), filepath.Join(dir, "whole.json")
	runOK(t, "-seed", "7", "-from", "0", "-to", "500", "-stats-out", a, "-narrate=false")
	runOK(t, "-seed", "7", "-from", "500", "-to", "1000", "-stats-out", b, "-narrate=false")
	runOK(t, "-seed", "7", "-n", "1000", "-stats-out", whole)
	want, err := os.ReadFile(whole)
	if err != nil {
		t.Fatal(err)
	}
	for _, files := range [][]string{{a, b}, {b, a}} {
		got := runOK(t, append([]string{"-merge"}, files...)...)
		if d := cmp.Diff(string(want), got); d != "" {
			t.Errorf("-merge %v (-whole +merged):\n%s", files, d)
		}
	}
	var st gunfight.Stats
	if err := json.Unmarshal(want, &st); err != nil || st.Duels != 1000 || len(st.Wins) != 2 {
		t.Errorf("the file holds %d duels, wins %v: %v", st.Duels, st.Wins, err)
	}
}

func TestMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	file := func(name string, args ...string) string {
		p := filepath.Join(dir, name)
		runOK(t, append(args, "-stats-out", p, "-narrate=false")...)
		return p
	}
	a := file("a.json", "-seed", "7", "-n", "100")
	b := file("b.json", "-seed", "7", "-from", "50", "-n", "100")
	far := file("far.json", "-seed", "7", "-from", "100", "-n", "100", "-distance", "40")
	seed := file("seed.json", "-seed", "8", "-from", "100", "-n", "100")
	junk := filepath.Join(dir, "junk.json")
	if err := os.WriteFile(junk, []byte(`{"version": 1, "duels": 3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		files []string
		want  string
	}{
		{"another setup", []string{a, far}, "different setups (fingerprints"},
		{"another seed", []string{a, seed}, "seeds 7 and 8"},
		{"the same duels twice", []string{a, b}, "duels 50..100 counted twice"},
		{"malformed", []string{a, junk}, "junk.json"},
	} {
		var out, errs bytes.Buffer
		err := run(context.Background(), &out, &errs, append([]string{"-merge"}, c.files...))
		if !errors.Is(err, gunfight.ErrStats) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v, want ErrStats saying %q on one line", c.name, err, c.want)
		}
		if out.Len() > 0 {
			t.Errorf("%s: wrote %q", c.name, out.String())
		}
	}
	var out, errs bytes.Buffer
	if err := run(context.Background(), &out, &errs, []string{"-merge", a, filepath.Join(dir, "none.json")}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

func TestMergeNotesGaps(t *testing.T) {
	dir := t.TempDir()
	a, c := filepath.Join(dir, "a.json"), filepath.Join(dir, "c.json")
	runOK(t, "-seed", "7", "-n", "100", "-stats-out", a, "-narrate=false")
	runOK(t, "-seed", "7", "-from", "200", "-n", "100", "-stats-out", c, "-narrate=false")
	var out, errs bytes.Buffer
	if err := run(context.Background(), &out, &errs, []string{"-merge", a, c}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errs.String(), "0..100, 200..300, with gaps") {
		t.Errorf("stderr %q", errs.String())
	}
	var st gunfight.Stats
	if err := json.Unmarshal(out.Bytes(), &st); err != nil || st.Duels != 200 {
		t.Errorf("merged %d duels: %v", st.Duels, err)
	}
}

// TestPropSplitMergeFiles: the statistics files of a study split at any
// point, merged by -merge, are byte for byte the file of the whole study.
func TestPropSplitMergeFiles(t *testing.T) {
	dir := t.TempDir()
	rapid.Check(t, func(t *rapid.T) {
		seed := strconv.FormatUint(rapid.Uint64().Draw(t, "seed"), 10)
		n := rapid.IntRange(2, 300).Draw(t, "duels")
		cut := rapid.IntRange(1, n-1).Draw(t, "cut")
		a, b, whole := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json"), filepath.Join(dir, "whole.json")
		runOK(t, "-seed", seed, "-to", strconv.Itoa(cut), "-stats-out", a, "-narrate=false", "-distance", "20")
		runOK(t, "-seed", seed, "-from", strconv.Itoa(cut), "-to", strconv.Itoa(n), "-stats-out", b, "-narrate=false", "-distance", "20")
		runOK(t, "-seed", seed, "-n", strconv.Itoa(n), "-stats-out", whole, "-narrate=false", "-distance", "20")
		want, err := os.ReadFile(whole)
		if err != nil {
			t.Fatal(err)
		}
		if got := runOK(t, "-merge", b, a); got != string(want) {
			t.Fatalf("split at %d of %d (-whole +merged):\n%s", cut, n, cmp.Diff(string(want), got))
		}
	})
}

// countdown is a context cancelled by its own Err: the first calls find it
// alive, every call after them cancelled. Simulate asks before every chunk,
// so it interrupts a study after a chosen number of chunks.
type countdown struct {
	context.Context
	mu    sync.Mutex
	alive int
	done  chan struct{}
}

func newCountdown(alive int) *countdown {
	c := &countdown{Context: context.Background(), alive: alive, done: make(chan struct{})}
	if alive == 0 {
		close(c.done)
	}
	return c
}

func (c *countdown) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.alive == 0 {
		return context.Canceled
	}
	c.alive--
	if c.alive == 0 {
		close(c.done)
	}
	return nil
}

func (c *countdown) Done() <-chan struct{} { return c.done }

var partialLine = regexp.MustCompile(`PARTIAL: interrupted after (\d+) of (\d+) duels(?:; the statistics are those of duels (.*))?\n`)

// TestPropInterruptedRun: a run interrupted after any number of chunks
// writes the statistics of exactly the duels it reports as done — the same
// file as runs of those ranges merged — and names the rest.
func TestPropInterruptedRun(t *testing.T) {
	dir := t.TempDir()
	defer func(c int) { studyChunk = c }(studyChunk)
	studyChunk = 50 // chunks of 50 duels: many interruptions in a small study
	rapid.Check(t, func(t *rapid.T) {
		seed := strconv.FormatUint(rapid.Uint64().Draw(t, "seed"), 10)
		from := rapid.IntRange(0, 1000).Draw(t, "from")
		n := rapid.IntRange(1, 500).Draw(t, "duels")
		workers := strconv.Itoa(rapid.IntRange(1, 2).Draw(t, "workers"))
		alive := rapid.IntRange(0, (n+49)/50).Draw(t, "checks before Ctrl-C")
		part := filepath.Join(dir, "part.json")
		os.Remove(part)
		var out, errs bytes.Buffer
		err := run(newCountdown(alive), &out, &errs, []string{"-seed", seed, "-from", strconv.Itoa(from), "-n", strconv.Itoa(n), "-workers", workers, "-stats-out", part})
		if errs.Len() > 0 {
			t.Fatalf("stderr %q", errs.String())
		}
		m := partialLine.FindStringSubmatch(out.String())
		if err == nil {
			if m != nil {
				t.Fatalf("a complete run marked partial:\n%s", out.String())
			}
			return // finished before the Ctrl-C
		}
		if !errors.Is(err, context.Canceled) || strings.Contains(err.Error(), "\n") || m == nil || strings.Contains(out.String(), "count by count") {
			t.Fatalf("got %v and\n%s", err, out.String())
		}
		data, rerr := os.ReadFile(part)
		if rerr != nil {
			t.Fatal(rerr)
		}
		var st gunfight.Stats
		if err := json.Unmarshal(data, &st); err != nil {
			t.Fatal(err)
		}
		done, _ := strconv.Atoi(m[1])
		if st.Duels != done || m[2] != strconv.Itoa(n) || (done > 0) != (m[3] != "") || done > 0 && m[3] != cli.Ranges(st.Ranges) {
			t.Fatalf("reported %q, the file holds %d duels %s", m[0], st.Duels, cli.Ranges(st.Ranges))
		}
		if left := cli.Ranges(st.Missing(uint64(from), uint64(from+n))); !strings.Contains(err.Error(), "duels "+left+" are left") {
			t.Fatalf("error %q does not name the duels left, %s", err, left)
		}
		if done == 0 {
			if !slicesZero(st.Wins) || st.NoWinner != 0 || len(st.Ranges) != 0 {
				t.Fatalf("no duels done, yet %s", data)
			}
			return
		}
		var files []string
		for k, r := range st.Ranges {
			f := filepath.Join(dir, fmt.Sprintf("range%d.json", k))
			runOK(t, "-seed", seed, "-from", strconv.FormatUint(r[0], 10), "-to", strconv.FormatUint(r[1], 10), "-stats-out", f, "-narrate=false")
			files = append(files, f)
		}
		if got := runOK(t, append([]string{"-merge"}, files...)...); got != string(data) {
			t.Fatalf("the duels reported done, rerun (-partial +rerun):\n%s", cmp.Diff(string(data), got))
		}
	})
}

func slicesZero(v []int) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}

// TestGunmenAreTheStandardDuel: the embedded gunmen.json, which the doc
// calls the standard duel, is gunfight.StandardDuel, the duel that
// examples/balance sweeps.
func TestGunmenAreTheStandardDuel(t *testing.T) {
	var s gunfight.Setup
	if err := json.Unmarshal(gunmen, &s); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(gunfight.StandardDuel(), s); d != "" {
		t.Errorf("gunmen.json is not gunfight.StandardDuel() (-standard +embedded):\n%s", d)
	}
}
