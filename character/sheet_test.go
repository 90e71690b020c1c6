package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
)

var genName = rapid.StringMatching(`[A-Z][a-z]{0,8}( [A-Z][a-z]{0,8})?`)

func genScore(t *rapid.T, label string) character.Score {
	return character.Score{Whole: rapid.IntRange(3, 30).Draw(t, label+" whole"), Fraction: rapid.IntRange(1, 100).Draw(t, label+" fraction")}
}

func genFigure(t *rapid.T, label string) character.Figure {
	var mods []dice.Mod
	for range rapid.IntRange(0, dice.MaxMods).Draw(t, label+" mods") {
		mods = append(mods, dice.Mod{Value: rapid.IntRange(-20, 20).Draw(t, label+" mod"), Why: rapid.StringMatching(`[a-z]{0,6}`).Draw(t, label+" why")})
	}
	f := character.Figure{Name: genName.Draw(t, label+" name"), Base: rapid.IntRange(-5, 40).Draw(t, label+" base"), BaseWhy: rapid.StringMatching(`[a-z ]{0,10}`).Draw(t, label+" base why")}
	f.Mods.Add(mods...)
	f.Value = f.Base + f.Mods.Sum()
	return f
}

func distinctNames(t *rapid.T, label string, max int) []string {
	names := rapid.SliceOfNDistinct(genName, 0, max, strings.ToLower).Draw(t, label)
	if len(names) == 0 {
		return nil
	}
	return names
}

// genSheet draws any valid sheet, field by field.
func genSheet(t *rapid.T) *character.Sheet {
	s := &character.Sheet{Name: rapid.StringMatching(`[A-Za-z .'-]{0,20}`).Draw(t, "name")}
	for i := range s.Scores {
		s.Rolled[i] = genScore(t, "rolled")
		s.Scores[i] = genScore(t, "score")
	}
	mi := func(label string) int { return rapid.IntRange(-50, 50).Draw(t, label) }
	mn := func(label string) int { return rapid.IntRange(0, 50).Draw(t, label) } // BP bonuses, weights and counts
	s.Modifiers = character.Modifiers{
		Damage: mi("damage"), Lift: mn("lift"), Carry: mn("carry"), Drag: mn("drag"),
		IntAccuracy: mi("ia"), IntBPBonus: mn("ib"), IntLearning: mi("il"),
		WisSpeed: mi("ws"), WisBPBonus: mn("wb"), WisLearning: mi("wl"),
		DexSpeed: mi("ds"), DexAccuracy: mi("da"), ToHit: mi("th"),
		HitPoints: mi("hp"), Healing: mi("heal"),
		LooksCharisma: mi("lc"), LooksReputation: mi("lr"), LooksFame: mi("lf"),
		ChaBPBonus: mn("cb"), ChaLearning: mi("cl"), Compatriots: mn("cc"), ChaReputation: mi("cr"),
	}
	s.Background = character.Background{Nationality: genName.Draw(t, "nat"), SocialClass: genName.Draw(t, "class"), Age: rapid.IntRange(0, 150).Draw(t, "age"), Prior: genName.Draw(t, "prior"), PriorFame: mi("prior fame")}
	s.HitPoints = genFigure(t, "hp")
	for s.HitPoints.Value < 1 {
		s.HitPoints = genFigure(t, "hp")
	}
	s.Speed, s.Accuracy = genFigure(t, "speed"), genFigure(t, "accuracy")
	s.StartingReputation, s.StartingFame = genFigure(t, "rep"), genFigure(t, "fame")
	s.Reputation = rapid.IntRange(-200, 200).Draw(t, "reputation")
	s.Fame = rapid.IntRange(0, 300).Draw(t, "fame")
	s.Gunfights = rapid.IntRange(0, 50).Draw(t, "gunfights")
	s.Money = rapid.IntRange(0, 100000).Draw(t, "money")
	for _, n := range distinctNames(t, "skills", 8) {
		e := character.SkillEntry{Name: n, Mastery: rapid.IntRange(1, 100).Draw(t, "mastery"), Purchases: rapid.IntRange(0, 9).Draw(t, "purchases")}
		e.Universal = e.Purchases == 0 || rapid.Bool().Draw(t, "universal")
		s.Skills = append(s.Skills, e)
	}
	// Talents of the catalogue, each with the option it takes and paid for
	// by the ledger (Sheet.Validate checks both).
	for _, n := range rapid.SliceOfNDistinct(rapid.SampledFrom(character.DefaultTalents().Names()), 0, 5, rapid.ID[string]).Draw(t, "talents") {
		e := character.TalentEntry{Name: n, BP: rapid.IntRange(1, 100).Draw(t, "talent bp")}
		switch n {
		case character.GreasedLightning:
			e.Option = rapid.SampledFrom(character.WeaponTypes()).Draw(t, "weapon type")
		case character.WeaponBonus:
			e.Option = genName.Draw(t, "weapon")
		}
		s.Talents = append(s.Talents, e)
		_ = s.Ledger.Award(character.LedgerEntry{Kind: character.KindAdjustment, BP: e.BP})
		_ = s.Ledger.Spend(character.LedgerEntry{Kind: character.KindTalent, BP: e.BP, Item: e.Name, Note: e.Option})
	}
	for _, n := range distinctNames(t, "quirks", 3) {
		s.Quirks = append(s.Quirks, character.QuirkEntry{Name: n, Kind: character.QuirkKind(rapid.IntRange(1, 2).Draw(t, "kind")), BP: rapid.IntRange(1, 20).Draw(t, "quirk bp"), Random: rapid.Bool().Draw(t, "random")})
	}
	s.Equipment = distinctNames(t, "equipment", 4)
	s.Contacts = distinctNames(t, "contacts", 2)
	var pools [4]int
	for range rapid.IntRange(0, 12).Draw(t, "ledger") {
		e := character.LedgerEntry{
			Kind:  character.EntryKind(rapid.IntRange(1, 12).Draw(t, "entry kind")),
			BP:    rapid.IntRange(1, 30).Draw(t, "entry bp"),
			Pool:  character.Pool(rapid.IntRange(0, 3).Draw(t, "entry pool")),
			Item:  rapid.StringMatching(`[A-Za-z ]{0,10}`).Draw(t, "entry item"),
			Note:  rapid.StringMatching(`[a-z ]{0,8}`).Draw(t, "entry note"),
			Scene: rapid.IntRange(0, 9).Draw(t, "entry scene"),
		}
		if pools[e.Pool] >= e.BP && rapid.Bool().Draw(t, "spend") {
			_ = s.Ledger.Spend(e)
			pools[e.Pool] -= e.BP
		} else {
			_ = s.Ledger.Award(e)
			pools[e.Pool] += e.BP
		}
	}
	for _, p := range distinctNames(t, "paths", 3) {
		done := rapid.SliceOfNDistinct(genName, 0, 4, strings.ToLower).Draw(t, "done")
		s.Career.Progress = append(s.Career.Progress, character.PathProgress{Path: p, Done: done})
	}
	s.Career.Goals = distinctNames(t, "goals", 3)
	s.Career.Path = rapid.StringMatching(`([A-Z][a-z]{1,6})?`).Draw(t, "path")
	s.Career.LastScene = rapid.IntRange(0, 99).Draw(t, "last scene")
	return s
}

// Any valid sheet marshals to JSON and back to itself.
func TestSheetJSONRoundTrip(t *testing.T) {
	rapid.Check(t, roundTrip)
}

func roundTrip(t *rapid.T) {
	s := genSheet(t)
	if err := s.Validate(); err != nil {
		t.Fatalf("generated an invalid sheet: %v", err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := character.LoadSheet(b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if diff := cmp.Diff(s, back); diff != "" {
		t.Fatalf("round trip (-want +got):\n%s", diff)
	}
}

func TestRolledSheetJSON(t *testing.T) {
	s, err := character.Roll(dice.NewSource(42))
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	var back character.Sheet
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, &back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	if !strings.Contains(string(b), `"abilities": {`) || !strings.Contains(string(b), `"Str": "`) {
		t.Errorf("unexpected JSON form:\n%s", b)
	}
}

func TestSheetJSONErrors(t *testing.T) {
	s, err := character.Roll(dice.NewSource(42))
	if err != nil {
		t.Fatal(err)
	}
	valid, _ := json.Marshal(s)
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(valid, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	first := func(m map[string]any, key string) map[string]any { return m[key].([]any)[0].(map[string]any) }
	for _, c := range []struct {
		name, field, says string
		data              []byte
	}{
		{"unknown field", "horse", "not a field", edit(func(m map[string]any) { m["horse"] = "Buttercup" })},
		{"unknown nested field", "color", "not a field", edit(func(m map[string]any) { first(m, "skills")["color"] = "red" })},
		{"mastery 140", "skills[0].mastery", "140 outside 1..100", edit(func(m map[string]any) { first(m, "skills")["mastery"] = 140 })},
		{"mastery 0", "skills[0].mastery", "0 outside 1..100", edit(func(m map[string]any) { first(m, "skills")["mastery"] = 0 })},
		{"bad score", "abilities", "fraction 101 outside 1..100", edit(func(m map[string]any) { m["abilities"].(map[string]any)["Dex"] = "13/101" })},
		{"bad rolled score", "rolled", `whole score "x"`, edit(func(m map[string]any) { m["rolled"].(map[string]any)["Str"] = "x/5" })},
		{"missing ability", "abilities", "Con is missing", edit(func(m map[string]any) { delete(m["abilities"].(map[string]any), "Con") })},
		{"missing abilities", "abilities.Str", "whole score 0", edit(func(m map[string]any) { delete(m, "abilities") })},
		{"figure off", "hitPoints", "is not the base", edit(func(m map[string]any) { m["hitPoints"].(map[string]any)["value"] = 99.0 })},
		{"money", "money", "$-1 is negative", edit(func(m map[string]any) { m["money"] = -1 })},
		{"fame", "fame", "-3 is negative", edit(func(m map[string]any) { m["fame"] = -3 })},
		{"wrong type", "money", "cannot unmarshal string", edit(func(m map[string]any) { m["money"] = "lots" })},
		{"repeated skill", "skills[1].name", "repeats skills[0]", edit(func(m map[string]any) {
			m["skills"].([]any)[1].(map[string]any)["name"] = first(m, "skills")["name"]
		})},
		{"untrained non-universal", "skills[0].purchases", "only once bought", edit(func(m map[string]any) {
			first(m, "skills")["purchases"] = 0
			delete(first(m, "skills"), "universal")
		})},
		{"ledger negative", "ledger[0].bp", "never goes negative", edit(func(m map[string]any) { first(m, "ledger")["bp"] = -75 })},
		{"ledger kind", "ledger", "unknown ledger entry kind", edit(func(m map[string]any) { first(m, "ledger")["kind"] = "theft" })},
		{"quirk kind", "", `quirk kind "mood"`, edit(func(m map[string]any) { first(m, "quirks")["kind"] = "mood" })},
		{"career", "career.goals[1]", "a goal pays once", edit(func(m map[string]any) { m["career"] = map[string]any{"goals": []string{"Marry", "marry"}} })},
		{"trailing data", "", "data after the value", append(append([]byte{}, valid...), []byte(` {}`)...)},
		{"not JSON", "", "invalid", []byte(`{"name":`)},
	} {
		_, err := character.LoadSheet(c.data)
		if !errors.Is(err, character.ErrSheet) {
			t.Errorf("%s: err %v does not wrap ErrSheet", c.name, err)
			continue
		}
		var fe *character.FieldError
		if c.field != "" && (!errors.As(err, &fe) || fe.Field != c.field) {
			t.Errorf("%s: err %v, want the field %q named", c.name, err, c.field)
		}
		if !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err %v, want it to say %q", c.name, err, c.says)
		}
	}
}

// smallSheet is a valid sheet with few rows — one skill, one talent, one
// quirk, a ledger of three entries, one objective done — whose JSON (about
// 1.5 kB, against a rolled sheet's 3.5 kB) keeps the fuzzer's inputs small
// and fast.
func smallSheet(t interface{ Fatal(...any) }) *character.Sheet {
	s, err := character.Roll(dice.NewSource(3))
	if err != nil {
		t.Fatal(err)
	}
	s.Skills = s.Skills[:1]
	s.Skills[0].Purchases = max(s.Skills[0].Purchases, 1)
	s.Talents = []character.TalentEntry{{Name: character.ReputationBonus, BP: 35}}
	s.Quirks = s.Quirks[:min(len(s.Quirks), 1)]
	s.Equipment, s.Contacts = []string{"rope"}, nil
	s.Ledger = character.Ledger{}
	for _, e := range []character.LedgerEntry{{Kind: character.KindStart, BP: 75}, {Kind: character.KindProfession, BP: 1, Item: "Cowboy: " + hireOn, Scene: 1}} {
		if err := s.Ledger.Award(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Ledger.Spend(character.LedgerEntry{Kind: character.KindTalent, BP: 35, Item: character.ReputationBonus}); err != nil {
		t.Fatal(err)
	}
	s.Career = character.Career{Path: "Cowboy", Progress: []character.PathProgress{{Path: "Cowboy", Done: []string{hireOn}}}, LastScene: 1}
	s.ReputationCarry, s.BPCarry = 3, 1
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSheetString(t *testing.T) {
	s := newSheet(t)
	out := s.String()
	for _, want := range []string{
		"Example\nAmerican, working class, age 24; prior: Orphan",
		"  Cha   8/24  bonus BP 0 (Cha skills), learning -1, compatriots 2, Reputation -2 [rolled 9/24]",
		"Hit points 21 = 20 +4 (d4) -3 (Constitution)",
		"Base Speed 1 = 0 +1 (Wisdom) +0 (Dexterity) (added to initiative: lower is better)",
		"Starting Reputation 6 = 9 (mean of the seven abilities) -1 (Looks) -2 (Charisma)",
		"Universal skills, untrained: Animal Handling 88%, Climbing 90%",
		"Building Points: 76 left",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("sheet lacks %q:\n%s", want, out)
		}
	}
}
