package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "brawl") }

func TestRun(t *testing.T) {
	for _, args := range [][]string{nil, {"-seed", "7"}, {"-seed", "7", "-short"}} {
		var out bytes.Buffer
		if err := run(context.Background(), &out, &out, args); err != nil {
			t.Fatal(err)
		}
		s := out.String()
		for _, want := range []string{
			"Jake Slade, a drover with a short temper, at the middle of the floor:",
			"— round 1 begins —",
			"antes 1 white and bets",
			"the brawl ends after",
			"The house raked",
		} {
			if !strings.Contains(s, want) {
				t.Errorf("%v: output lacks %q:\n%s", args, want, s)
			}
		}
	}
}

func TestRunShortHalvesTheChips(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), &out, &out, []string{"-short"}); err != nil {
		t.Fatal(err)
	}
	// Jake Slade: Str 14, Int 10, Dex 13, Wis 11, Con 12 → 28 red 23 blue
	// 23 white, halved 14 red 11 blue 11 white.
	if !strings.Contains(out.String(), "at the middle of the floor: 14 red 11 blue 11 white, 22 hit points") {
		t.Errorf("%s", out.String())
	}
}

func TestRunIsDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	if err := run(context.Background(), &a, &a, []string{"-seed", "99"}); err != nil {
		t.Fatal(err)
	}
	if err := run(context.Background(), &b, &b, []string{"-seed", "99"}); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Error("the same seed told two different brawls")
	}
}

func TestRunRejectsBadFlags(t *testing.T) {
	for _, bad := range [][]string{{"-seed", "x"}, {"extra"}} {
		if err := run(context.Background(), &bytes.Buffer{}, &bytes.Buffer{}, bad); err == nil {
			t.Errorf("%v was accepted", bad)
		}
	}
}

func TestStudy(t *testing.T) {
	clitest.CheckStudy(t, run, "brawls", "-seed", "7")
	clitest.CheckStudy(t, run, "brawls", "-short")
}
