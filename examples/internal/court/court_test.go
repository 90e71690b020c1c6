package court

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/trial"
	"github.com/google/go-cmp/cmp"
)

// TestPlay: the standard trial told phase by phase — its titles in the
// order the rules play them (TR-1 … TR-7), a board once the jury sits,
// every event told once — and a trial waiting for a person stops.
func TestPlay(t *testing.T) {
	tr, err := trial.New(trial.StandardTrial(), dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	told := 0
	err = Play(tr, func(p Phase) {
		titles = append(titles, p.Title)
		told += len(p.Events)
		if (p.Board != nil) != (p.Phase >= trial.PhaseJury) {
			t.Errorf("%s: board %v", p.Title, p.Board)
		}
	})
	if err != nil || told != len(tr.Events()) {
		t.Fatalf("%v; %d events told of %d", err, told, len(tr.Events()))
	}
	want := []string{"Hearing", "Jury", "Tampering", "Opening arguments", "Evidence", "Closing arguments", "The jury retires", "Deliberation, day 1"}
	if d := cmp.Diff(want, titles[:min(len(titles), len(want))]); d != "" {
		t.Errorf("titles (-want +got):\n%s", d)
	}

	c := trial.StandardTrial()
	c.Defence.Decider = trial.Person
	tr, err = trial.New(c, dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	if err := Play(tr, func(Phase) {}); !errors.Is(err, trial.ErrWaiting) {
		t.Errorf("a person's trial: %v, want ErrWaiting", err)
	}
}
