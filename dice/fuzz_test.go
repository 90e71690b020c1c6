package dice_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// The loaders never panic, and every error they return wraps the package
// sentinel of what they load.

func FuzzLoadTables(f *testing.F) {
	for _, s := range []string{
		`[{"name":"Easy","bonus":50},{"name":"Hard","bonus":-20}]`,
		`[{"level":"Unskilled","best":100,"worst":100}]`,
		`[{"name":"Easy","target":7}]`, `[]`, `{`, `null`, `[{"name":"A","bonus":1e99}]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var d dice.DifficultyTable
		if err := d.UnmarshalJSON(data); err != nil && !errors.Is(err, dice.ErrDifficulty) {
			t.Fatalf("DifficultyTable: %v", err)
		} else if err == nil && d.Validate() != nil {
			t.Fatalf("DifficultyTable loaded an invalid table")
		}
		var m dice.MasteryTable
		if err := m.UnmarshalJSON(data); err != nil && !errors.Is(err, dice.ErrMasteryTable) {
			t.Fatalf("MasteryTable: %v", err)
		}
		var g dice.GradeTable
		if err := g.UnmarshalJSON(data); err != nil && !errors.Is(err, dice.ErrDifficulty) {
			t.Fatalf("GradeTable: %v", err)
		}
	})
}

func FuzzLoadDeck(f *testing.F) {
	deck, _ := dice.NewDeck(dice.NewSource(1), true, dice.AfterJoker)
	full, _ := json.Marshal(deck)
	f.Add(full)
	f.Add([]byte(`{"jokers":false,"policy":"never","drawn":[],"left":["A♥"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d dice.Deck
		if err := d.UnmarshalJSON(data); err != nil {
			if !errors.Is(err, dice.ErrDeck) && !errors.Is(err, dice.ErrCard) {
				t.Fatalf("Deck: %v", err)
			}
			return
		}
		// A loaded deck deals exactly its remaining cards, all distinct.
		d.Policy = dice.Never
		seen := map[dice.Card]bool{}
		for _, c := range d.Drawn() {
			seen[c] = true
		}
		for d.Remaining() > 0 {
			c, err := d.Draw(nil)
			if err != nil || seen[c] {
				t.Fatalf("dealt %v twice or failed: %v", c, err)
			}
			seen[c] = true
		}
		if len(seen) != d.Size() {
			t.Fatalf("dealt %d distinct cards of %d", len(seen), d.Size())
		}
	})
}

func FuzzLoadSource(f *testing.F) {
	b, _ := dice.NewSource(5).MarshalBinary()
	f.Add(b)
	txt, _ := dice.NewSource(5).MarshalText()
	f.Add(txt)
	f.Fuzz(func(t *testing.T, data []byte) {
		var s dice.Source
		if err := s.UnmarshalBinary(data); err != nil && !errors.Is(err, dice.ErrSourceState) {
			t.Fatalf("UnmarshalBinary: %v", err)
		}
		if err := s.UnmarshalText(data); err != nil && !errors.Is(err, dice.ErrSourceState) {
			t.Fatalf("UnmarshalText: %v", err)
		}
	})
}

func FuzzLoadThrow(f *testing.F) {
	f.Add([]byte(`{"dice":"2d6p","faces":[6,2,4],"rolled":3,"sum":11}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var th dice.Throw
		if err := th.UnmarshalJSON(data); err != nil {
			if !errors.Is(err, dice.ErrDice) && !errors.Is(err, dice.ErrNotation) {
				t.Fatalf("Throw: %v", err)
			}
			return
		}
		_ = th.String()
	})
}
