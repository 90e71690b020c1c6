package brawl

import (
	"encoding/json"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/jsonedit"
)

func TestSaveEdits(t *testing.T) {
	t.Run("any single edit of a real save is refused with a sentinel, or loads into a brawl that plays to the end and saves and loads again", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			b, err := newBrawl(Config{MaxRounds: 12}, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			j := jake()
			j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4")}
			b.join(j, builtins[rapid.IntRange(0, 2).Draw(t, "jake's strategy")])
			b.join(bill(), builtins[rapid.IntRange(0, 2).Draw(t, "bill's strategy")])
			b.join(slim(), Random{})
			for stop := rapid.IntRange(0, 6).Draw(t, "rounds"); b.Rounds() < stop && !b.Over(); {
				if _, err := round(b); err != nil {
					t.Fatal(err)
				}
			}
			data, err := json.Marshal(b)
			if err != nil {
				t.Fatal(err)
			}
			edited := jsonedit.Edit(t, data, "cautious", "random", "chair", "knife", "attacks", "hurt", "red", "knocked out", "dead", "held", "Jake", "Bill")
			got, err := Resume(edited)
			if err != nil {
				if !errors.Is(err, ErrState) && !errors.Is(err, ErrTable) && !errors.Is(err, ErrBrawler) {
					t.Fatalf("error %v wraps no sentinel", err)
				}
				return
			}
			if _, err := runAll(got); err != nil {
				t.Fatalf("the edited save %s\nloaded, then: %v", edited, err)
			}
			again, err := json.Marshal(got)
			if err != nil {
				t.Fatalf("the edited save %s\nplayed, then cannot save: %v", edited, err)
			}
			if _, err := Resume(again); err != nil {
				t.Fatalf("the edited save %s\nplayed and saved as %s\nwhich does not load: %v", edited, again, err)
			}
		})
	})
}
