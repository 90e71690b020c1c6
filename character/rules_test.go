package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
)

func TestDefaultRules(t *testing.T) {
	r := character.DefaultRules()
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	t.Run("CH-3 the rules' own numbers: 75 BP, 20 BP to re-roll; CH-4 +10 BP and 2d10 dollars of prior experience", func(t *testing.T) {
		c := r.Creation
		if c.StartingBP != 75 || c.RerollCost != 20 || c.PriorBP != 10 || c.PriorMoney != (dice.Dice{N: 2, Sides: 10}) {
			t.Errorf("creation numbers %+v", c)
		}
	})
	t.Run("the default rules round-trip through JSON", func(t *testing.T) {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		back, err := character.LoadRules(b)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(r, back, conRows); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
	t.Run("Clone is deep", func(t *testing.T) {
		c := r.Clone()
		c.Talents[13].Options[0] = "musket"
		c.Paths[0].Objectives[0].BP = 99
		c.Modifiers.Strength[0].Damage = 9
		if r.Talents[13].Options[0] != "pistol" || r.Paths[0].Objectives[0].BP != 1 || r.Modifiers.Strength[0].Damage != -3 {
			t.Errorf("Clone shares memory")
		}
	})
}

func TestLoadRulesErrors(t *testing.T) {
	valid, _ := json.Marshal(character.DefaultRules())
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		_ = json.Unmarshal(valid, &m)
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	for _, c := range []struct {
		name string
		data []byte
		says string
	}{
		{"unknown field", edit(func(m map[string]any) { m["weapons"] = 1 }), `unknown field "weapons"`},
		{"bad skill row", edit(func(m map[string]any) { m["skills"].([]any)[2].(map[string]any)["die"] = 0 }), "invalid table: skills row 3 (Blacksmithing): mastery die d0"},
		{"bad talent row", edit(func(m map[string]any) { m["talents"].([]any)[0].(map[string]any)["cost"] = -1 }), "invalid table: talents row 1 (Advanced Sighting)"},
		{"missing table", edit(func(m map[string]any) { delete(m, "quirks") }), "one quirk and one flaw"},
		{"bad creation", edit(func(m map[string]any) { m["creation"].(map[string]any)["rerollCost"] = 0 }), "creation.rerollCost"},
		{"bad dice", edit(func(m map[string]any) { m["creation"].(map[string]any)["moneyDice"] = "3d6p" }), "creation.moneyDice"},
		{"bad band", edit(func(m map[string]any) {
			m["modifiers"].(map[string]any)["looks"].([]any)[0].(map[string]any)["max"] = 4
		}), "invalid table: modifiers.looks row 2 (4): band starts at 4, want 5"},
		{"background", edit(func(m map[string]any) { m["background"].(map[string]any)["priors"] = []any{} }), "background.priors"},
		{"paths", edit(func(m map[string]any) { m["paths"] = []any{map[string]any{"name": "Drifter"}} }), "(Drifter): no objectives"},
		{"not JSON", []byte("{"), "unexpected EOF"},
	} {
		_, err := character.LoadRules(c.data)
		if !errors.Is(err, character.ErrTable) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err %v, want ErrTable saying %q", c.name, err, c.says)
		}
	}
}

// smallRules is a valid rule set with the fewest rows: one band per
// modifier table, a few skills, talents and quirks, one row of each
// background table and one path of one objective. Its JSON (about 2 kB,
// against the defaults' 17 kB) keeps the fuzzer's inputs small and fast.
func smallRules(t interface{ Fatal(...any) }) *character.Rules {
	r := character.DefaultRules()
	m := &r.Modifiers
	all := character.Band{Min: minScore, Max: maxScore}
	m.Strength, m.Intelligence, m.Wisdom = m.Strength[7:8], m.Intelligence[7:8], m.Wisdom[7:8]
	m.Dexterity, m.Constitution, m.Looks, m.Charisma = m.Dexterity[7:8], m.Constitution[7:8], m.Looks[7:8], m.Charisma[7:8]
	m.Strength[0].Band, m.Intelligence[0].Band, m.Wisdom[0].Band = all, all, all
	m.Dexterity[0].Band, m.Constitution[0].Band, m.Looks[0].Band, m.Charisma[0].Band = all, all, all, all
	heal, err := wounds.NewConTable([]wounds.ConRow{{Min: 1, Max: dice.MaxAbility, Days: 0}})
	if err != nil {
		t.Fatal(err)
	}
	m.Healing = heal
	r.Skills, r.Talents = r.Skills[:3], r.Talents[:2]
	var quirks character.QuirkList
	for _, k := range []character.QuirkKind{character.Quirk, character.Flaw} {
		for _, q := range r.Quirks {
			if q.Kind == k {
				quirks = append(quirks, q)
				break
			}
		}
	}
	r.Quirks = quirks
	bg := &r.Background
	bg.Nationalities, bg.SocialClasses, bg.Priors = bg.Nationalities[:1], bg.SocialClasses[:1], bg.Priors[:1]
	r.Paths = r.Paths[:1]
	r.Paths[0].Objectives = r.Paths[0].Objectives[:1]
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	return r
}
