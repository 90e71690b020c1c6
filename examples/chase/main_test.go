package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "chase") }

func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), &out, &bytes.Buffer{}, []string{"-seed", "7"}); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{
		"== The pursuit: Black Bart flees across the badlands, Marshal Dill on his trail ==",
		"Bart rides Dusty, Mustang gelding",
		"start: Black Bart starts on card 6",
		"start: Marshal Dill starts before card 1",
		"turn 1: Black Bart bets",
		"Riding d100",
		"== The festival race: 30 cards of plains, desert and plains ==",
		"start: Kid Curry: initiative d10",
		"finishes 1st",
		"The finishing order:",
		"1. ",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
		}
	}
	if !strings.Contains(s, "over: ") {
		t.Errorf("the pursuit never ends:\n%s", s)
	}
}

func TestRunIsDeterministic(t *testing.T) {
	var a, b, c bytes.Buffer
	for _, o := range []struct {
		buf  *bytes.Buffer
		seed string
	}{{&a, "99"}, {&b, "99"}, {&c, "100"}} {
		if err := run(context.Background(), o.buf, &bytes.Buffer{}, []string{"-seed", o.seed}); err != nil {
			t.Fatal(err)
		}
	}
	if a.String() != b.String() {
		t.Error("the same seed told a different story")
	}
	if a.String() == c.String() {
		t.Error("seeds 99 and 100 told the same story")
	}
}

func TestRunRejectsBadFlags(t *testing.T) {
	if err := run(context.Background(), &bytes.Buffer{}, &bytes.Buffer{}, []string{"-seed", "x"}); err == nil {
		t.Error("a bad seed was accepted")
	}
}

func TestStudy(t *testing.T) { clitest.CheckStudy(t, run, "chases", "-seed", "7") }
