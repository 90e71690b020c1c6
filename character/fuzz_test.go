package character_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/fuzzseed"
)

// fuzzSet is the fuzzseed Set of one document, with seed inputs that put
// each text of edits in place of the span old.
func fuzzSet(f *testing.F, doc []byte, edits ...[2]string) *fuzzseed.Set {
	set, err := fuzzseed.New(doc)
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte{})
	for _, e := range edits {
		in, err := set.Replace(0, e[0], e[1])
		if err != nil {
			f.Fatal(err)
		}
		f.Add(in)
	}
	return set
}

// FuzzLoadRules loads a small valid rule set's JSON with one span of it
// (a value, a member, or the whole document) replaced by the fuzzer's
// bytes, so that its inputs stay a few bytes long, and builds a character
// with whatever loads.
func FuzzLoadRules(f *testing.F) {
	data, err := json.Marshal(smallRules(f))
	if err != nil {
		f.Fatal(err)
	}
	set := fuzzSet(f, data,
		[2]string{string(data), `[]`},
		[2]string{`75`, `-1`},
		[2]string{`30`, `4`},
		[2]string{`8`, `0`},
		[2]string{`"3d6"`, `"3d6p"`},
		[2]string{`"Int"`, `"Wis/Cha"`},
		[2]string{`"Cowboy"`, `"Riding"`},
		[2]string{`"quirk"`, `"flaw"`},
		[2]string{`"American"`, `"Universal"`},
		[2]string{`"maxQuirks":3,`, ``},
	)
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
