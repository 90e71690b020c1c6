package trial

import (
	"encoding/json"
	"sync"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

func TestMisuse(t *testing.T) {
	t.Run("Tallies of a nil board are zero", func(t *testing.T) {
		if p, d := Tallies(nil); p != (Tally{}) || d != (Tally{}) {
			t.Errorf("Tallies(nil) = %v, %v", p, d)
		}
	})

	t.Run("the zero View returns zero values and Spend spends nothing", func(t *testing.T) {
		var v View
		if v.Me() != -1 || v.Rand() != nil || v.Options().Kind != NoDecision || v.String() == "" {
			t.Error("the zero View is not empty")
		}
		if err := v.Check(Choice{Kind: DecideSpend, Moves: []Move{{0, 6}}}); err == nil {
			t.Error("the zero View accepts a move")
		}
		if ms := Spend(&v, 10, nil); len(ms) != 0 {
			t.Errorf("Spend on the zero View: %v", ms)
		}
		for _, c := range []Counsel{Greedy{Attempts: 3}, Cautious{}} {
			if got := c.Choose(&v); got.Kind != NoDecision || got.Attempts != nil || got.Moves != nil || got.Difficulty != "" {
				t.Errorf("%T with the zero View: %+v", c, got)
			}
		}
	})
}

func TestFrozenRules(t *testing.T) {
	t.Run("tables changed after New never reach the trial", func(t *testing.T) {
		rules := DefaultRules()
		cfg := stateConfig()
		cfg.Rules = &rules
		tr, err := New(cfg, dice.NewSource(7))
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(tr)
		rules.Difficulties[2].Bonus = 99
		rules.Opening[0].Points = 50
		rules.Reports.On = 1
		if got, _ := json.Marshal(tr); string(got) != string(want) {
			t.Errorf("changing the tables changed the trial's save:\n%s", cmp.Diff(string(want), string(got)))
		}
		// Reset with changed, valid tables plays by them, not by the copy.
		rules = DefaultRules()
		rules.Reports.On = 1
		if err := tr.Reset(cfg, dice.NewSource(7)); err != nil {
			t.Fatal(err)
		}
		if on := tr.Config().Rules.Reports.On; on != 1 {
			t.Errorf("Reset kept the old tables: reports on %d, want 1", on)
		}
	})

	t.Run("nothing a View or Config hands out reaches the trial", func(t *testing.T) {
		rules := DefaultRules()
		cfg := stateConfig()
		cfg.Rules = &rules
		for _, c := range []Config{stateConfig(), cfg} {
			tr, err := New(c, dice.NewSource(7))
			if err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(tr)
			spy := &stub{spend: func(v *View, _ int) []Move {
				b := v.Board()
				b.Jurors[0].Position = 1
				if o := v.Options(); len(o.Moves) > 0 {
					o.Moves[0].Cost = 77
				}
				return nil
			}}
			spy.opening = dice.Average()
			got := tr.Config()
			if got.Rules != nil {
				got.Rules.Law[0].Bonus = 5
			}
			if g, _ := json.Marshal(tr); string(g) != string(want) {
				t.Errorf("changing Config() changed the trial")
			}
			if _, err := tr.runWith(spy, spy); err != nil {
				t.Fatal(err)
			}
			if d := tr.rules.diffs[0]; d != dice.DefaultDifficulties()[0] {
				t.Errorf("a counsel changed the trial's difficulty ladder: %+v", d)
			}
		}
		if d := defaultRules.diffs[0]; d != dice.DefaultDifficulties()[0] {
			t.Errorf("a counsel changed the default difficulty ladder: %+v", d)
		}
	})

	t.Run("trials built from one shared decoded Config on several goroutines", func(t *testing.T) {
		rules := DefaultRules()
		cfg := stateConfig()
		cfg.Rules = &rules
		data, err := json.Marshal(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var shared Config
		if err := json.Unmarshal(data, &shared); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		verdicts := make([]Verdict, 8)
		for i := range verdicts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tr, err := New(shared, dice.NewSource(7))
				if err != nil {
					t.Error(err)
					return
				}
				verdicts[i], err = tr.runWith(Greedy{}, Greedy{Attempts: 2})
				if err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		for i, v := range verdicts {
			if v != verdicts[0] {
				t.Errorf("trial %d: %v, trial 0: %v", i, v, verdicts[0])
			}
		}
	})
}
