package character_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/tabletest"
)

// fuzzDoc is the fuzzseed Set of v's JSON, with the seed inputs of seeds
// and one that replaces the whole document with an empty array.
func fuzzDoc(f *testing.F, v any, seeds []fuzzseed.Seed) *fuzzseed.Set {
	data, err := json.Marshal(v)
	if err != nil {
		f.Fatal(err)
	}
	set, err := fuzzseed.New(data)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, seeds)
	f.Add(fuzzseed.Input(0, `[]`))
	return set
}

// FuzzLoadRules loads a small valid rule set's JSON with one span of it
// (a value, a member, or the whole document) replaced by the fuzzer's
// bytes, so that its inputs stay a few bytes long, checks that whatever
// loads loads again from its own JSON as itself, and builds a character
// with it.
func FuzzLoadRules(f *testing.F) {
	set := fuzzDoc(f, smallRules(f), []fuzzseed.Seed{
		{Old: `75`, Text: `-1`}, {Old: `30`, Text: `4`}, {Old: `8`, Text: `0`},
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
		tabletest.Reloads(t, r, character.LoadRules, tabletest.Whole)
		b, err := character.NewBuilder(dice.NewSource(1), r)
		if err != nil {
			t.Fatalf("loaded rules refused by NewBuilder: %v", err)
		}
		if _, err := b.Run("F", character.AutoStrategy{Skills: []string{}, Talents: []character.TalentChoice{}}); err != nil && !errors.Is(err, character.ErrChoice) {
			t.Fatalf("a loaded rule set failed creation: %v", err)
		}
	})
}

// FuzzLoadSheet loads a real sheet's JSON with one span of it (a value, a
// member, or the whole document) replaced by the fuzzer's bytes, so that
// its inputs stay a few bytes long, and checks that whatever loads is
// valid and loads again once saved.
func FuzzLoadSheet(f *testing.F) {
	set := fuzzDoc(f, smallSheet(f), []fuzzseed.Seed{
		{Old: `1`, Text: `2`}, {Old: `"9/50"`, Text: `"13/45"`}, {Old: `"Str":"9/50",`, Text: `"Riding":"9/50",`},
		{Old: `"quirk"`, Text: `"flaw"`}, {Old: `"start"`, Text: `"general"`}, {Old: `"Animal Handling"`, Text: `"Riding"`},
		{Old: `"Reputation Bonus"`, Text: `"skill"`}, {Old: `"Cowboy"`, Text: `"talent"`}, {Old: `8`, Text: `-200`},
		{Old: `"reputationCarry":3,`, Text: ``}, {Old: `[{"name":"Reputation Bonus","bp":35}]`, Text: `[{"name":"Reputation Bonus","bp":35},{"name":"Grit","bp":50}]`},
		{Old: `"version":3,`, Text: `"version":1,`},
	})
	f.Fuzz(func(t *testing.T, in []byte) {
		edited := set.Edit(in)
		s, err := character.LoadSheet(edited)
		if err != nil {
			if !errors.Is(err, character.ErrSheet) {
				t.Fatalf("error %v does not wrap ErrSheet", err)
			}
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("loaded an invalid sheet: %v", err)
		}
		again, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := character.LoadSheet(again); err != nil {
			t.Fatalf("%s loads, but its save %s does not: %v", edited, again, err)
		}
	})
}

// FuzzNames reads names of the enumerations with a text form: a name read
// reloads from its own JSON as the same value (an ability by name, by
// abbreviation or as "Lk" reloads as its abbreviation), and any other text
// is refused with the enumeration's sentinel.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"Dexterity", " dex ", "Lk", "Int skills", "remarkable event", "FLAW", "", "Luck"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		tabletest.ReadsName[character.Ability](t, s, character.ErrAbility)
		tabletest.ReadsName[character.Pool](t, s, character.ErrSheet)
		tabletest.ReadsName[character.EntryKind](t, s, character.ErrSheet)
		tabletest.ReadsName[character.QuirkKind](t, s, character.ErrChoice)
	})
}
