package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
	"github.com/deadmanshand/aces/trial"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "trial") }

func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), &out, &bytes.Buffer{}, []string{"-seed", "7"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"The people against a man of Low Reputation (seed 7)",
		"hearing: d6 4 +2 (Circumstantial case) +0 (Fair judge) +1 (Low Reputation) = 7: to trial",
		"== Jury ==",
		"6 guilty  5         4         3         2         1 innocent",
		"defence bribes juror B (Illogical): Trade: d100 23 +80 (Easy) = 103 ≥ 60: success by 43",
		"== Opening arguments ==",
		"== Evidence ==",
		"== Closing arguments ==",
		"juror A was in the defence's pocket: 6 → 1",
		"== Deliberation, day 1 ==",
		"verdict: guilty on day 5",
		"Verdict: guilty.",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	// The board is printed after every phase from the jury on: jury,
	// tampering, opening, evidence, closing, the reveal and five days.
	if got := strings.Count(out.String(), "6 guilty"); got != 11 {
		t.Errorf("the board is printed %d times, want 11", got)
	}
}

func TestRunIsDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	if err := run(context.Background(), &a, &bytes.Buffer{}, []string{"-seed", "99", "-reputation", "-40", "-case", "solid", "-judge", "hanging"}); err != nil {
		t.Fatal(err)
	}
	if err := run(context.Background(), &b, &bytes.Buffer{}, []string{"-seed", "99", "-reputation", "-40", "-case", "solid", "-judge", "hanging"}); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Error("the same seed told two different trials")
	}
	if !strings.Contains(a.String(), "Notorious") {
		t.Errorf("a score of -40 is not Notorious:\n%s", a.String())
	}
}

func TestRunReleased(t *testing.T) {
	// A Legendary man on a flimsy case before a lenient judge needs a 7
	// to stand trial: he walks free.
	var out bytes.Buffer
	if err := run(context.Background(), &out, &bytes.Buffer{}, []string{"-reputation", "150", "-case", "flimsy", "-judge", "lenient"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "released at the hearing") || strings.Contains(out.String(), "6 guilty") {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestRunBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want error
	}{
		{[]string{"-case", "airtight"}, trial.ErrCase},
		{[]string{"-judge", "cruel"}, trial.ErrJudge},
		{[]string{"-prosecution-evidence", "9"}, trial.ErrRating},
		{[]string{"-reputation", "5000000"}, trial.ErrReputation},
	} {
		if err := run(context.Background(), &bytes.Buffer{}, &bytes.Buffer{}, tc.args); !errors.Is(err, tc.want) {
			t.Errorf("run(%q) = %v, want %v", tc.args, err, tc.want)
		}
	}
	if err := run(context.Background(), &bytes.Buffer{}, &bytes.Buffer{}, []string{"-verdict", "guilty"}); err == nil {
		t.Error("an unknown flag was accepted")
	}
	if err := run(context.Background(), &bytes.Buffer{}, &bytes.Buffer{}, []string{"-bribes", "-1"}); err == nil {
		t.Error("-bribes -1 was accepted")
	}
	_, errs, status := clitest.Exec(t, "-case", "airtight")
	if status != 2 || errs != "trial: unknown case strength: unknown case \"airtight\": want \"Flimsy\", \"Circumstantial\" or \"Solid and Credible\"\n" {
		t.Errorf("-case airtight: exit status %d, stderr %q", status, errs)
	}
}

func TestStudy(t *testing.T) {
	clitest.CheckStudy(t, run, "trials", "-seed", "7")
	clitest.CheckStudy(t, run, "trials", "-reputation", "-15", "-case", "solid", "-judge", "hanging", "-bribes", "0")
}
