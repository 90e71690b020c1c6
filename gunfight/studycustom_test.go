package gunfight_test

import (
	"context"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/gunfight"
)

// versioned is a custom tactic that names its version: the quick draw
// under another name.
type versioned struct{ version string }

func (versioned) Name() string      { return "my-draw" }
func (v versioned) Version() string { return v.version }
func (versioned) Declare(v *gunfight.View) gunfight.Action {
	return gunfight.QuickDraw.Declare(v)
}

// TestStudyCustomTactics: a study takes a custom tactic only with a
// Version, and shards of two versions of one tactic refuse to merge.
func TestStudyCustomTactics(t *testing.T) {
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.TacticFunc{Label: "my-draw", Func: func(v *gunfight.View) gunfight.Action {
		return versioned{}.Declare(v)
	}}
	if _, err := gunfight.Simulate(context.Background(), s, gunfight.Study{To: 10}); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("a custom tactic without a version: %v", err)
	}
	s.Shooters[0].Decider = versioned{"1"}
	one, err := gunfight.Simulate(context.Background(), s, gunfight.Study{To: 10})
	if err != nil {
		t.Fatal(err)
	}
	s.Shooters[0].Decider = versioned{"2"}
	two, err := gunfight.Simulate(context.Background(), s, gunfight.Study{From: 10, To: 20})
	if err != nil {
		t.Fatal(err)
	}
	if err := one.Merge(two); !errors.Is(err, gunfight.ErrStats) {
		t.Errorf("two versions of a tactic merged: %v", err)
	}
}
