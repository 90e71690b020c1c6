package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestExitCode(t *testing.T) {
	for _, c := range []struct {
		err  error
		want int
	}{
		{nil, 0},
		{ErrHelp, 0},
		{fmt.Errorf("interrupted after 3 of 9 duels: %w", context.Canceled), 130},
		{errors.New("-n must be at least 1"), 2},
		{&usageError{errors.New("flag provided but not defined: -x")}, 2},
	} {
		if got := ExitCode(c.err); got != c.want {
			t.Errorf("ExitCode(%v) = %d, want %d", c.err, got, c.want)
		}
	}
}

func TestMessage(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{errors.New("-n must be at least 1"), "trial: -n must be at least 1"},
		{errors.New(`trial: unknown case strength: "airtight"`), `trial: unknown case strength: "airtight"`},
		{errors.New("trials: 3"), "trial: trials: 3"},
	} {
		if got := Message("trial", c.err); got != c.want {
			t.Errorf("Message(%q) = %q, want %q", c.err, got, c.want)
		}
	}
}

func TestParse(t *testing.T) {
	var errs bytes.Buffer
	fl := NewFlagSet("prog", &errs, "usage: prog [flags]", "Prog does things.")
	fl.Int("n", 3, "how many")
	if err := Parse(fl, []string{"-h"}); !errors.Is(err, ErrHelp) {
		t.Errorf("-h: %v, want ErrHelp", err)
	}
	want := "usage: prog [flags]\n\nProg does things.\nMore: go doc ./examples/prog (from the module's root).\n\nflags:\n  -n int\n    \thow many (default 3)\n"
	if d := cmp.Diff(want, errs.String()); d != "" {
		t.Errorf("-h usage (-want +got):\n%s", d)
	}

	errs.Reset()
	err := Parse(fl, []string{"-m"})
	var told *usageError
	if !errors.As(err, &told) || ExitCode(err) != 2 {
		t.Errorf("-m: %v, want a usage error with exit status 2", err)
	}
	if !strings.HasPrefix(errs.String(), "flag provided but not defined: -m\nusage: prog") {
		t.Errorf("-m told %q", errs.String())
	}

	if err := ParseArgs(fl, []string{"-n", "4", "rest"}); err != nil || NoArgs(fl) == nil || !Visited(fl)["n"] || Visited(fl)["m"] {
		t.Errorf("ParseArgs -n 4 rest: %v, NoArgs %v, visited %v", err, NoArgs(fl), Visited(fl))
	}
	if err := Parse(fl, []string{"-n", "4", "rest"}); err == nil || ExitCode(err) != 2 || !strings.Contains(err.Error(), `"rest"`) {
		t.Errorf("Parse -n 4 rest: %v", err)
	}
	if err := Parse(fl, nil); err != nil {
		t.Errorf("no arguments: %v", err)
	}
}

func TestProgressBar(t *testing.T) {
	for _, c := range []struct {
		done, total uint64
		elapsed     time.Duration
		want        string
	}{
		{0, 1000, 0, "[······························]   0%  0 of 1000 duels  0s"},
		{500, 1000, 2 * time.Second, "[###############···············]  50%  500 of 1000 duels  2s, about 2s left"},
		{1000, 1000, 3 * time.Second, "[##############################] 100%  1000 of 1000 duels  3s"},
	} {
		if got := bar(c.done, c.total, "duels", c.elapsed); got != c.want {
			t.Errorf("bar(%d, %d, %v) = %q, want %q", c.done, c.total, c.elapsed, got, c.want)
		}
	}
	if isTerminal(&bytes.Buffer{}) {
		t.Error("a buffer is a terminal")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(f) {
		t.Error("a file is a terminal")
	}
	p := StartProgress(f, 10, "duels")
	if p != nil || p.Callback() != nil {
		t.Error("a bar on a file")
	}
	p.Finish() // a nil bar finishes quietly
}

// TestProgressKeepsLargest: workers report out of order; the bar shows the
// largest count done.
func TestProgressKeepsLargest(t *testing.T) {
	p := &Progress{total: 100}
	for _, d := range []uint64{30, 10, 60, 40} {
		p.update(d, 100)
	}
	if got := p.done.Load(); got != 60 {
		t.Errorf("done %d, want 60", got)
	}
}

func TestRanges(t *testing.T) {
	if got := Ranges(nil); got != "none" {
		t.Errorf("Ranges(nil) = %q", got)
	}
	if got := Ranges([][2]uint64{{0, 3072}, {4096, 5000}}); got != "0..3072, 4096..5000" {
		t.Errorf("Ranges = %q", got)
	}
}

// tally is statistics for the merge tests: a count, refusing to merge with
// a tally of another kind.
type tally struct {
	Kind  string `json:"kind"`
	Count int    `json:"count"`
}

var errKind = errors.New("tally: kinds differ")

func (s *tally) Merge(o *tally) error {
	if s.Kind != o.Kind {
		return fmt.Errorf("%w: %s and %s", errKind, s.Kind, o.Kind)
	}
	s.Count += o.Count
	return nil
}

func TestStatsFiles(t *testing.T) {
	dir := t.TempDir()
	file := func(name string, st tally) string {
		p := filepath.Join(dir, name)
		if err := WriteStatsFile(p, st); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a, b, c := file("a.json", tally{"duel", 2}), file("b.json", tally{"duel", 5}), file("c.json", tally{"duel", 1})
	if data, err := os.ReadFile(a); err != nil || string(data) != "{\n  \"kind\": \"duel\",\n  \"count\": 2\n}\n" {
		t.Errorf("a.json holds %q: %v", data, err)
	}
	if st, err := MergeFiles[tally]([]string{a, b, c}); err != nil || *st != (tally{"duel", 8}) {
		t.Errorf("merged %v: %v", st, err)
	}
	other := file("other.json", tally{"brawl", 1})
	if _, err := MergeFiles[tally]([]string{a, b, c, other}); !errors.Is(err, errKind) || !strings.Contains(err.Error(), "cannot merge "+other+" with "+a+" … "+c) {
		t.Errorf("another kind: %v", err)
	}
	junk := filepath.Join(dir, "junk.json")
	if err := os.WriteFile(junk, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := MergeFiles[tally]([]string{a, junk}); err == nil || !strings.HasPrefix(err.Error(), junk+": ") {
		t.Errorf("junk: %v", err)
	}
	if _, err := MergeFiles[tally]([]string{a, filepath.Join(dir, "none.json")}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	if _, err := MergeFiles[tally](nil); err == nil {
		t.Error("no files merged")
	}
	if err := WriteStatsFile(filepath.Join(dir, "no", "such", "dir.json"), tally{}); err == nil {
		t.Error("a file written into a missing directory")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 5 {
		t.Errorf("temporary files left: %v", entries)
	}
}

func TestWriteFile(t *testing.T) {
	name := filepath.Join(t.TempDir(), "chart.svg")
	if err := WriteFile(name, func(w io.Writer) error { _, err := io.WriteString(w, "<svg/>"); return err }); err != nil {
		t.Fatal(err)
	}
	broken := errors.New("the pen broke")
	if err := WriteFile(name, func(w io.Writer) error { io.WriteString(w, "<sv"); return broken }); !errors.Is(err, broken) {
		t.Errorf("a failed write: %v", err)
	}
	data, err := os.ReadFile(name)
	fi, _ := os.Stat(name)
	if err != nil || string(data) != "<svg/>" || fi.Mode().Perm() != 0o644 {
		t.Errorf("the file holds %q (mode %v) after a failed rewrite: %v", data, fi.Mode(), err)
	}
	if entries, _ := os.ReadDir(filepath.Dir(name)); len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		noun string
		want string
	}{
		{1, "shot", "1 shot"}, {0, "hit", "0 hits"}, {4, "shot", "4 shots"}, {-1, "hit point", "-1 hit point"}, {-5, "hit point", "-5 hit points"},
	} {
		if got := Count(c.n, c.noun); got != c.want {
			t.Errorf("Count(%d, %q) = %q, want %q", c.n, c.noun, got, c.want)
		}
	}
}
