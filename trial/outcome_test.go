package trial

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// exampleTrial plays ExampleTrial's trial (seed 7): guilty on day 2.
func exampleTrial(t *testing.T) *Trial {
	t.Helper()
	cfg := stateConfig()
	cfg.Prosecution.Decider, cfg.Defence.Decider = Greedy{}, Greedy{Attempts: 3}
	tr, err := New(cfg, dice.NewSource(7))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Run(); err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestOutcome(t *testing.T) {
	t.Run("TR-7 the core: when it ended, the winning seat, each side's result", func(t *testing.T) {
		// ExampleTrial's record: the prosecution earns 0 (a failed opening)
		// + 30 (evidence 5 vs 2) + 3 (closing) + 68 (day 1) + 79 (day 2) =
		// 180 points, the defence none; all twelve end in the Guilty
		// column on day 2; the defence bribed A, B and E.
		want := Outcome{
			Ended: 2, Winner: 0, Verdict: Guilty, Judge: Judge{Temperament: Harsh},
			Results: []Result{
				{Name: "prosecution", Side: Prosecution, Points: 180, Column: 12},
				{Name: "defence", Side: Defence, Tampered: 3},
			},
		}
		if d := cmp.Diff(want, exampleTrial(t).Outcome()); d != "" {
			t.Errorf("Outcome (-want +got):\n%s", d)
		}
	})
	t.Run("TR-1 a release at the hearing is the defence's", func(t *testing.T) {
		// d6 2 + 0 (Flimsy) − 1 (Lenient) + 0 (Reputation 0) = 1: 3 or
		// less walks free.
		tr, _ := New(Config{Case: Flimsy, Judge: Judge{Temperament: Lenient}}, dicetest.NewScript(t, 2))
		o, err := tr.Run()
		if err != nil || o.Verdict != Released || o.Winner != 1 || o.Ended != 0 {
			t.Errorf("%+v, %v", o, err)
		}
	})
	t.Run("the winner is −1 while the trial goes on", func(t *testing.T) {
		tr, _ := New(stateConfig(), dice.NewSource(7))
		if o := tr.Outcome(); o.Winner != -1 || o.Verdict != Pending || len(o.Results) != 2 {
			t.Errorf("%+v", o)
		}
	})
}

func TestEventHeader(t *testing.T) {
	// Every event starts with when (the day), kind, who (the side) and
	// whom (the juror's letter), as ExampleTrial's lines read.
	tr := exampleTrial(t)
	var got []Event
	for _, e := range tr.Events() {
		switch {
		case e.Kind == KindTampering && e.Juror == 1, e.Kind == KindDay && e.When == 2, e.Kind == KindEvidence:
			got = append(got, Event{When: e.When, Kind: e.Kind, Who: e.Who, Whom: e.Whom})
		}
	}
	want := []Event{
		{Kind: KindTampering, Who: "defence", Whom: "B"}, // defence bribes juror B
		{Kind: KindEvidence},                             // evidence: prosecution 4 +1 (Law) = 5 vs defence 2
		{When: 2, Kind: KindDay},                         // day 2: … → 79 jury points to the prosecution
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("headers (-want +got):\n%s", d)
	}
	for _, e := range tr.Events() {
		if e.Who != e.who() || e.Whom != e.whom() {
			t.Errorf("%v: by %q on %q, but its side is %v and its juror %s", e, e.Who, e.Whom, e.Side, Letter(e.Juror))
		}
	}
}
