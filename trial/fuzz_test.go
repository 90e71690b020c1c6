package trial

import (
	"encoding/json"
	"errors"
	"testing"
)

// sentinel reports whether err wraps one of the package's sentinels.
func sentinel(err error) bool {
	for _, s := range []error{ErrCase, ErrJudge, ErrReputation, ErrJury, ErrRating, ErrSkill, ErrTable, ErrState, ErrName} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

func FuzzNew(f *testing.F) {
	rules := DefaultRules()
	withRules := stateConfig()
	withRules.Rules = &rules
	rep := openingConfig()
	rep.Prosecution.DieMod, rep.Defence.DieMod = 1, -1
	summary := baseConfig()
	summary.Summary = true
	npcs := baseConfig()
	npcs.Wisdoms = []int{3, 8, 11, 14, 17, 9, 9, 9, 9, 9, 9, 9}
	for _, c := range []Config{stateConfig(), withRules, rep, summary, npcs} {
		data, err := json.Marshal(c)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var cfg Config
		if json.Unmarshal(data, &cfg) != nil {
			return
		}
		tr, err := New(cfg, newSource(uint64(len(data))))
		if err != nil {
			if !sentinel(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		if _, err := tr.Run(Greedy{Attempts: 2}, Cautious{}); errors.Is(err, ErrRating) {
			// The trial waits for the GM's evidence ratings.
			if err := tr.SetEvidence(Ratings{3, 4}); err != nil {
				t.Fatal(err)
			}
			if _, err := tr.Run(Greedy{Attempts: 2}, Cautious{}); err != nil {
				t.Fatal(err)
			}
		} else if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatalf("the trial does not save: %v", err)
		}
		var again Trial
		if err := json.Unmarshal(b, &again); err != nil {
			t.Fatalf("its own save does not load: %v\n%s", err, b)
		}
	})
}
