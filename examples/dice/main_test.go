package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "dice") }

func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out, &bytes.Buffer{}, []string{"-seed", "7", "-expr", "d8!+1"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"d6p 6→6→3 = 13",
		"Riding: d100 31 +40 (Average) = 71 ≥ 72: failure by 1",
		"Riding: d100 32 +40 (Average) = 72 ≥ 72: success by 0",
		"d10! 10→10→3, wild d6! 4 = 23 vs TN 4: success, 4 raises",
		"d4 2 (Clubs), d12 9, d2 2 → 10♣",
		"d6p (mean 4.00)",
		"d8!+1 (mean 6.14)",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestRunIsDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	if err := run(&a, &bytes.Buffer{}, []string{"-seed", "99"}); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, &bytes.Buffer{}, []string{"-seed", "99"}); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Error("the same seed printed different rolls")
	}
}

func TestRunRejectsBadNotation(t *testing.T) {
	err := run(&bytes.Buffer{}, &bytes.Buffer{}, []string{"-expr", "2d"})
	if !errors.Is(err, dice.ErrNotation) {
		t.Errorf("run(-expr 2d) = %v, want ErrNotation", err)
	}
}
