package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestPropRunnerRedecided: a Runner whose man was handed another tactic
// between two runs (SetDecider on its fight) plays the next seed as a
// Runner built with that tactic does — its Reset hands out the tactics
// again only when one changed, and then every one.
func TestPropRunnerRedecided(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		man := rapid.IntRange(0, 1).Draw(t, "man")
		tac := rapid.SampledFrom(builtins[:]).Draw(t, "tactic")
		seed := rapid.Uint64().Draw(t, "seed")
		r, err := NewRunner(StandardDuel())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Run(seed ^ 1); err != nil { // a first run, reset after it
			t.Fatal(err)
		}
		if err := r.Fight().SetDecider(man, tac); err != nil {
			t.Fatal(err)
		}
		got, err := r.Run(seed)
		if err != nil {
			t.Fatal(err)
		}
		s := StandardDuel()
		s.Shooters[man].Decider = tac
		fresh, err := NewRunner(s)
		if err != nil {
			t.Fatal(err)
		}
		want, err := fresh.Run(seed)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("%s for man %d (-fresh +redecided):\n%s", tac.name, man, d)
		}
	})
}

// TestPropResetHeldNewDice: a Runner's fight reset with the setup it holds
// and dice of its own plays as a fight built on those dice — its men's
// patients roll with them too.
func TestPropResetHeldNewDice(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		r, err := NewRunner(StandardDuel())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Run(seed ^ 1); err != nil {
			t.Fatal(err)
		}
		f := r.Fight()
		if err := f.Reset(f.setup, dice.NewSource(seed)); err != nil {
			t.Fatal(err)
		}
		got, err := f.Run()
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewFight(StandardDuel(), dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		want, err := g.Run()
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("(-new fight +reset runner's):\n%s", d)
		}
		for i := range f.men {
			if f.men[i].pat.Now() != g.men[i].pat.Now() || f.men[i].pat.HP() != g.men[i].pat.HP() {
				t.Fatalf("man %d's patient: %s, %d HP; a new fight's %s, %d HP", i, f.men[i].pat.Now(), f.men[i].pat.HP(), g.men[i].pat.Now(), g.men[i].pat.HP())
			}
		}
	})
}
