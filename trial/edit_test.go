package trial

import (
	"encoding/json"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/internal/jsonedit"
)

func TestPropEditedSave(t *testing.T) {
	// For any save of a real trial and any single edit of its JSON, loading
	// refuses it with a sentinel, or gives a trial that plays to its verdict
	// and saves again.
	rapid.Check(t, func(t *rapid.T) {
		cfg := stateConfig()
		cfg.Prosecution.DieMod = rapid.IntRange(-1, 1).Draw(t, "dieMod")
		tr, err := New(cfg, newSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 9).Draw(t, "steps") {
			if tr.Phase() == PhaseOver {
				break
			}
			if err := tr.stepWith(Greedy{Attempts: 2}, Cautious{}); err != nil {
				t.Fatal(err)
			}
		}
		data, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		bad := jsonedit.Edit(t, data, "guilty", "defence", "Harsh", "deliberation", "Illogical", "Average")
		got, err := Resume(bad)
		if err != nil {
			if !sentinel(err) {
				t.Fatalf("refused without a sentinel: %v", err)
			}
			return
		}
		_, err = got.runWith(Greedy{Attempts: 2}, Cautious{})
		if errors.Is(err, ErrRating) {
			if err = got.SetEvidence(Ratings{3, 4}); err == nil {
				_, err = got.runWith(Greedy{Attempts: 2}, Cautious{})
			}
		}
		if err != nil {
			t.Fatalf("the edited trial does not play: %v\n%s", err, bad)
		}
		if _, err := json.Marshal(got); err != nil {
			t.Fatalf("the edited trial does not save: %v\n%s", err, bad)
		}
	})
}
