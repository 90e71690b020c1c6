package gunfight_test

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestPropReset: a fight played part-way, then Reset with a setup and dice,
// plays exactly the fight NewFight builds of them — its save (its journal,
// from the same setup and starting dice), its events and its outcome.
func TestPropReset(t *testing.T) {
	all := setups()
	rapid.Check(t, func(t *rapid.T) {
		before := all[rapid.IntRange(0, len(all)-1).Draw(t, "first setup")]
		s := all[rapid.IntRange(0, len(all)-1).Draw(t, "setup")]
		seed := rapid.Uint64().Draw(t, "seed")
		f, err := gunfight.NewFight(before, dice.NewSource(rapid.Uint64().Draw(t, "first seed")))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.RunUntil(gunfight.Count(rapid.IntRange(0, 80).Draw(t, "played"))); err != nil {
			t.Fatal(err)
		}
		if err := f.Reset(s, dice.NewSource(seed)); err != nil {
			t.Fatal(err)
		}
		want, err := gunfight.NewFight(s, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(string(saveOf(t, want)), string(saveOf(t, f))); d != "" {
			t.Fatalf("reset, the fight saves otherwise (-new +reset):\n%s", d)
		}
		wo, werr := want.Run()
		o, err := f.Run()
		if d := cmp.Diff(want.Events(), f.Events()); d != "" || werr != nil || err != nil {
			t.Fatalf("%v, %v (-new +reset):\n%s", werr, err, d)
		}
		if d := cmp.Diff(wo, o); d != "" {
			t.Fatalf("outcome (-new +reset):\n%s", d)
		}
	})
}

// TestResetRefuses: Reset with a setup NewFight refuses returns its error
// and leaves the fight as it was.
func TestResetRefuses(t *testing.T) {
	f, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(3))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RunUntil(20); err != nil {
		t.Fatal(err)
	}
	before := saveOf(t, f)
	bad := gunfight.StandardDuel()
	bad.Shooters = bad.Shooters[:1]
	if err := f.Reset(bad, dice.NewSource(4)); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("one shooter: %v, want ErrSetup", err)
	}
	if err := f.Reset(gunfight.StandardDuel(), nil); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("no dice: %v, want ErrSetup", err)
	}
	if after := saveOf(t, f); string(after) != string(before) {
		t.Errorf("a refused Reset changed the fight")
	}
}
