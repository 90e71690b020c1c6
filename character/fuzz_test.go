package character_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/fuzzseed"
)

// FuzzLoadRules loads a small valid rule set's JSON with one span of it
// (a value, a member, or the whole document) replaced by the fuzzer's
// bytes, so that its inputs stay a few bytes long, and builds a character
// with whatever loads.
func FuzzLoadRules(f *testing.F) {
	data, err := json.Marshal(smallRules(f))
	if err != nil {
		f.Fatal(err)
	}
	set, err := fuzzseed.New(data)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Old: string(data), Text: `[]`}, {Old: `75`, Text: `-1`}, {Old: `30`, Text: `4`}, {Old: `8`, Text: `0`},
		{Old: `"3d6"`, Text: `"3d6p"`}, {Old: `"Int"`, Text: `"Wis/Cha"`}, {Old: `"Cowboy"`, Text: `"Riding"`},
		{Old: `"quirk"`, Text: `"flaw"`}, {Old: `"American"`, Text: `"Universal"`}, {Old: `"maxQuirks":3,`, Text: ``},
	})
	f.Fuzz(func(t *testing.T, in []byte) {
		r, err := character.LoadRules(set.Edit(in))
		if err != nil {
			if !errors.Is(err, character.ErrTable) && !errors.Is(err, character.ErrScore) && !errors.Is(err, character.ErrAbility) && !errors.Is(err, character.ErrChoice) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		b, err := character.NewBuilder(dice.NewSource(1), r)
		if err != nil {
			t.Fatalf("loaded rules refused by NewBuilder: %v", err)
		}
		if _, err := b.Run("F", character.AutoStrategy{Skills: []string{}, Talents: []character.TalentChoice{}}); err != nil && !errors.Is(err, character.ErrChoice) {
			t.Fatalf("a loaded rule set failed creation: %v", err)
		}
	})
}
