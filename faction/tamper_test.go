package faction

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/jsonedit"
	"pgregory.net/rapid"
)

// sentinel reports an error that wraps one of the package's sentinels.
func sentinel(err error) bool {
	for _, s := range []error{ErrTown, ErrFaction, ErrCharacter, ErrLocation, ErrPrivate, ErrDeed, ErrChips, ErrCard, ErrDays, ErrRand, ErrState} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

func TestPropertyTamperedSave(t *testing.T) {
	// For any save of a real game and any single edit of its JSON, loading
	// either refuses it with ErrState or gives a ledger that plays on and
	// saves again without error.
	rapid.Check(t, func(t *rapid.T) {
		town := drawTown(t)
		l, err := NewLedger(town, dice.NewSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(1, 20).Draw(t, "ops") {
			if _, err := apply(l, drawOp(t, len(town.Factions), len(town.Locations))); err != nil {
				t.Fatal(err)
			}
		}
		save, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		edited, what := jsonedit.Draw(t, save)
		var q Ledger
		if err := json.Unmarshal(edited, &q); err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("%s: error %v is no ErrState", what, err)
			}
			return
		}
		nf, nl := len(q.town.Factions), len(q.town.Locations)
		for range rapid.IntRange(1, 10).Draw(t, "ops after") {
			o := drawOp(t, nf, max(nl, 1))
			if o.Kind == 4 && nl == 0 {
				continue
			}
			if _, err := apply(&q, o); err != nil && !sentinel(err) {
				t.Fatalf("%s, then %+v: %v", what, o, err)
			}
		}
		again, err := json.Marshal(&q)
		if err != nil {
			t.Fatalf("%s: the loaded ledger does not save: %v", what, err)
		}
		var back Ledger
		if err := json.Unmarshal(again, &back); err != nil {
			t.Fatalf("%s: the loaded ledger's save is refused: %v", what, err)
		}
	})
}
