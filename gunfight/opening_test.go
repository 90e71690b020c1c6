package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestPropRunnerOpening: a Runner's fight opens every duel after its first
// with the first declarations it kept (opener), and plays each as a fight
// built anew on the same dice — the same events and outcome — whether its
// men walk in hurt past their nerve's threshold or not (GUD-16: their
// nerve declares their first action), and after a man was handed another
// tactic between two runs.
func TestPropRunnerOpening(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomSetup(t)
		if rapid.Bool().Draw(t, "hurt") {
			p, err := wounds.NewPatient(wounds.Body{Con: 11, MaxHP: 22}, dice.NewSource(1), nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := p.Wound(wounds.Hit{Damage: rapid.IntRange(1, 15).Draw(t, "lost"), Cause: wounds.Brawling}); err != nil {
				t.Fatal(err)
			}
			s.Shooters[0].Condition = p.Condition()
		}
		r, err := NewRunner(s)
		if err != nil {
			return // not a fight
		}
		r.KeepLog(true)
		for run := range rapid.IntRange(2, 4).Draw(t, "runs") {
			if rapid.IntRange(0, 3).Draw(t, "redecide") == 0 {
				man := rapid.IntRange(0, len(s.Shooters)-1).Draw(t, "man")
				tac := rapid.SampledFrom(builtins[:]).Draw(t, "tactic")
				if err := r.Fight().SetDecider(man, tac); err != nil {
					t.Fatal(err)
				}
				s.Shooters[man].Decider = tac
			}
			seed := rapid.Uint64().Draw(t, "seed")
			got, gerr := r.Run(seed)
			want, err := NewFight(s, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			wo, werr := want.Run()
			if (gerr != nil) != (werr != nil) {
				t.Fatalf("run %d: %v, want %v", run, gerr, werr)
			}
			if d := cmp.Diff(want.Events(), r.Fight().Events()); d != "" {
				t.Fatalf("run %d (-new +runner):\n%s", run, d)
			}
			if gerr == nil {
				if d := cmp.Diff(wo, got); d != "" {
					t.Fatalf("run %d: outcome (-new +runner):\n%s", run, d)
				}
			}
		}
	})
}
