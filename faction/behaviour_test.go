package faction

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLevel(t *testing.T) {
	// The Cattlemen's ladder: watch 3, approach 6, offer work 10, warn 15,
	// threaten 20, act 26.
	f, err := DefaultTown().Faction("cattlemen")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		chips int
		level int
		step  Step
	}{
		{0, 0, NoStep}, {2, 0, NoStep}, {3, 1, Watch}, {5, 1, Watch}, {6, 2, Approach},
		{9, 2, Approach}, {10, 3, OfferWork}, {14, 3, OfferWork}, {15, 4, Warn},
		{20, 5, Threaten}, {25, 5, Threaten}, {26, 6, Act}, {MaxInterest, 6, Act},
	}
	for _, tt := range tests {
		if got := level(f.Behaviours, tt.chips); got != tt.level {
			t.Errorf("FA-1 Level at %d chips = %d, want %d", tt.chips, got, tt.level)
		}
		b, ok := f.StepAt(tt.chips)
		if b.Step != tt.step || ok != (tt.step != NoStep) {
			t.Errorf("FA-1 StepAt(%d) = %v, %v; want %v", tt.chips, b.Step, ok, tt.step)
		}
	}
}

func TestEvaluate(t *testing.T) {
	t.Run("FA-1 each faction behaves by the interest each character earned", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", map[string]int{"cattlemen": 4, "law": 1})
		arrive(t, l, "Sarah", map[string]int{"law": 5})
		got := l.Evaluate()
		want := []Event{
			{Kind: Behaves, Faction: "cattlemen", FactionName: "the Cattlemen's Association", Colour: "red", Character: "Jake",
				Interest: 4, Step: Watch, Does: "a Bar-H hand keeps an eye on the stranger at the livery", Change: Rises},
			{Kind: Behaves, Faction: "law", FactionName: "the Law", Colour: "blue", Character: "Jake", Interest: 1},
			{Kind: Behaves, Faction: "law", FactionName: "the Law", Colour: "blue", Character: "Sarah",
				Interest: 5, Step: Warn, Does: "a deputy reminds the stranger that guns are checked at the marshal's office", Change: Rises},
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("evaluation (-want +got):\n%s", diff)
		}
	})

	t.Run("FA-1 a step is new once, then steady", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", map[string]int{"cattlemen": 4})
		l.Evaluate()
		award(t, l, seen("Jake", "roped a steer"), "cattlemen", 1) // 5: still watching
		changes(t, l.Evaluate(), "cattlemen", Steady, Watch, 5)
		award(t, l, seen("Jake", "stopped a stampede"), "cattlemen", 8) // 13: offer work, past approach
		changes(t, l.Evaluate(), "cattlemen", Rises, OfferWork, 13)
		changes(t, l.Evaluate(), "cattlemen", Steady, OfferWork, 13)
	})

	t.Run("FA-1 decay takes a faction back down its ladder", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", map[string]int{"sporting": 5}) // approach at 5; floor 1
		changes(t, l.Evaluate(), "sporting", Rises, Approach, 5)
		if _, err := l.Advance(7); err != nil { // 4: watch
			t.Fatal(err)
		}
		changes(t, l.Evaluate(), "sporting", Falls, Watch, 4)
		if _, err := l.Advance(21); err != nil { // 1: below watch at 2
			t.Fatal(err)
		}
		changes(t, l.Evaluate(), "sporting", Falls, NoStep, 1)
		changes(t, l.Evaluate(), "sporting", Steady, NoStep, 1)
	})

	t.Run("interest at 0 is not reported", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", nil)
		if evs := l.Evaluate(); len(evs) != 0 {
			t.Errorf("%v", evs)
		}
	})
}

// changes checks that the evaluation holds exactly one event of faction f
// with the change, step and interest given.
func changes(t *testing.T, evs []Event, f string, ch Change, s Step, n int) {
	t.Helper()
	var got []Event
	for _, ev := range evs {
		if ev.Faction == f {
			got = append(got, ev)
		}
	}
	if len(got) != 1 || got[0].Change != ch || got[0].Step != s || got[0].Interest != n {
		t.Errorf("%s: %v; want one event, %v %v at %d", f, got, ch, s, n)
	}
}

func TestStepText(t *testing.T) {
	for s := Watch; s < numSteps; s++ {
		b, err := s.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Step
		if err := back.UnmarshalText(b); err != nil || back != s {
			t.Errorf("%v → %s → %v, %v", s, b, back, err)
		}
	}
	var s Step
	for _, in := range []string{"offer work", "Offer Work", " OFFER WORK "} {
		if err := s.UnmarshalText([]byte(in)); err != nil || s != OfferWork {
			t.Errorf("%q: %v, %v", in, s, err)
		}
	}
	// Names match one way, ignoring case and the blanks around them: a
	// spelling of another name is unknown, and the error lists the names.
	for _, in := range []string{"", "offer_work", "bribe"} {
		err := s.UnmarshalText([]byte(in))
		if want := `want "nothing", "watch", "approach", "offer work", "warn", "threaten" or "act"`; !errors.Is(err, ErrTown) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want ErrTown listing the steps", in, err)
		}
	}
	// NoStep has a name, "nothing", but no behaviour takes it (FA-1: a
	// rung is a step the faction takes).
	if b, err := NoStep.MarshalText(); err != nil || string(b) != "nothing" {
		t.Errorf("NoStep marshals as %q, %v", b, err)
	}
	if _, err := Step(numSteps).MarshalText(); !errors.Is(err, ErrTown) {
		t.Errorf("a step without a name marshals: %v", err)
	}
	for c := Steady; c < numChanges; c++ {
		b, _ := json.Marshal(c)
		var back Change
		if err := json.Unmarshal(b, &back); err != nil || back != c {
			t.Errorf("%v → %s → %v, %v", c, b, back, err)
		}
	}
}
