package clitest

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli"
)

// Program is a program's run function, as cli.MainContext calls it.
type Program func(ctx context.Context, stdout, stderr io.Writer, args []string) error

// CheckStudy checks a program's study flags (cli.StudyFlags) as its user
// meets them, with args added to every run: a study's output is the same
// for one and two workers; the statistics of two ranges merged by -merge,
// in either order, are byte for byte the file of the whole study; a study
// cancelled before it starts prints partial statistics, writes them, and
// returns an error that exits 130 naming what is left; and misused flags
// are refused. unit names the trials in the plural ("brawls").
func CheckStudy(t *testing.T, run Program, unit string, args ...string) {
	t.Helper()
	dir := t.TempDir()
	exec := func(ctx context.Context, more ...string) (string, error) {
		var out, errs bytes.Buffer
		err := run(ctx, &out, &errs, append(append([]string(nil), args...), more...))
		if err == nil && errs.Len() > 0 {
			t.Errorf("%v: stderr %q", more, errs.String())
		}
		return out.String(), err
	}
	ok := func(more ...string) string {
		t.Helper()
		out, err := exec(context.Background(), more...)
		if err != nil {
			t.Fatalf("%v: %v", more, err)
		}
		return out
	}
	whole := filepath.Join(dir, "whole.json")
	one := ok("-n", "120", "-workers", "1", "-stats-out", whole)
	if two := ok("-n", "120", "-workers", "2"); one != two || !strings.Contains(one, "120 "+unit) || strings.Contains(one, "PARTIAL") {
		t.Errorf("-n 120 on one worker:\n%s\non two:\n%s", one, two)
	}
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	if out := ok("-from", "0", "-to", "70", "-stats-out", a); !strings.Contains(out, unit+" 0..70 of the study") {
		t.Errorf("-from 0 -to 70:\n%s", out)
	}
	ok("-from", "70", "-n", "50", "-stats-out", b)
	want, err := os.ReadFile(whole)
	if err != nil {
		t.Fatal(err)
	}
	for _, files := range [][]string{{a, b}, {b, a}} {
		var out, errs bytes.Buffer
		if err := run(context.Background(), &out, &errs, append([]string{"-merge"}, files...)); err != nil || out.String() != string(want) {
			t.Errorf("-merge %v: %v\n%s\nwant\n%s", files, err, out.String(), want)
		}
	}
	var out, errs bytes.Buffer
	if err := run(context.Background(), &out, &errs, []string{"-merge", a, a}); err == nil {
		t.Error("-merge of a file with itself: the same trials twice merged")
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	part := filepath.Join(dir, "part.json")
	got, err := exec(ctx, "-n", "50", "-stats-out", part)
	if !errors.Is(err, context.Canceled) || cli.ExitCode(err) != cli.ExitInterrupted ||
		!strings.Contains(err.Error(), unit+" 0..50 are left to run") || !strings.Contains(got, "PARTIAL: interrupted after 0 of 50 "+unit) {
		t.Errorf("cancelled: %v\n%s", err, got)
	}
	if _, err := os.Stat(part); err != nil {
		t.Errorf("cancelled: no statistics written: %v", err)
	}

	for _, bad := range [][]string{
		{"-n", "0"}, {"-n", "5", "-to", "9"}, {"-from", "9", "-to", "3"}, {"-workers", "2"}, {"-stats-out", part},
		{"-merge", "-n", "5", a}, {"-merge"}, {"-n", "5", "extra"},
	} {
		if _, err := exec(context.Background(), bad...); err == nil || cli.ExitCode(err) != cli.ExitFailure {
			t.Errorf("%v: %v", bad, err)
		}
	}
}
