package character_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
)

func TestDefaultModifiersExampleCharacter(t *testing.T) {
	t.Run("CH-2 the default tables reproduce the published example character", func(t *testing.T) {
		tables := character.DefaultModifiers()
		a := exampleAbilities()
		m, err := tables.Lookup(&a)
		if err != nil {
			t.Fatal(err)
		}
		// The 20 values of the example, worked from rule CH-2.
		for _, c := range []struct {
			name string
			got  []int
			want int
		}{
			{"Str 10/89 damage mod", []int{m.Damage}, 0},
			{"Str 10/89 lift", []int{m.Lift}, 200},
			{"Str 10/89 carry", []int{m.Carry}, 45},
			{"Str 10/89 drag", []int{m.Drag}, 500},
			{"Int 10/03 accuracy mod", []int{m.IntAccuracy}, 0},
			{"Int 10/03 BP bonus", []int{m.IntBPBonus}, 0},
			{"Int 10/03 learning mod", []int{m.IntLearning}, 0},
			{"Wis 12/35 speed mod", []int{m.WisSpeed}, 1},
			{"Wis 12/35 BP bonus", []int{m.WisBPBonus}, 1},
			{"Wis 12/35 learning mod", []int{m.WisLearning}, 1},
			{"Dex 13/47 speed mod", []int{m.DexSpeed}, 0},
			{"Dex 13/47 accuracy/to-hit mod", []int{m.DexAccuracy, m.ToHit}, 1},
			{"Con 7/17 hit point mod", []int{m.HitPoints}, -3},
			{"Lks 9/72 Charisma mod", []int{m.LooksCharisma}, -1},
			{"Lks 9/72 Reputation mod", []int{m.LooksReputation}, -1},
			{"Lks 9/72 Fame mod", []int{m.LooksFame}, -1},
			{"Cha 8/24 BP bonus", []int{m.ChaBPBonus}, 0},
			{"Cha 8/24 learning mod", []int{m.ChaLearning}, -1},
			{"Cha 8/24 max compatriots", []int{m.Compatriots}, 2},
			{"Cha 8/24 Reputation mod", []int{m.ChaReputation}, -2},
		} {
			for _, g := range c.got {
				if g != c.want {
					t.Errorf("%s = %d, want %d", c.name, g, c.want)
				}
			}
		}
	})
	t.Run("CHD-3 Wis 12 gives +1, the example winning over 'above 12 positive'", func(t *testing.T) {
		tables := character.DefaultModifiers()
		a := exampleAbilities()
		a[character.Wisdom] = character.Score{Whole: 12, Fraction: 1}
		m, _ := tables.Lookup(&a)
		if m.WisBPBonus != 1 || m.WisLearning != 1 {
			t.Errorf("Wis 12: BP bonus %d, learning %d; want 1 and 1", m.WisBPBonus, m.WisLearning)
		}
	})
}

// column reads one modifier of the default tables for every whole score.
func column(t *testing.T, pick func(m *character.Modifiers) int, ab character.Ability) map[int]int {
	t.Helper()
	tables := character.DefaultModifiers()
	out := map[int]int{}
	for w := minScore; w <= maxScore; w++ {
		a := exampleAbilities()
		a[ab] = character.Score{Whole: w, Fraction: 50}
		m, err := tables.Lookup(&a)
		if err != nil {
			t.Fatal(err)
		}
		out[w] = pick(&m)
	}
	return out
}

func TestDefaultModifierShape(t *testing.T) {
	type col struct {
		name    string
		ab      character.Ability
		pick    func(m *character.Modifiers) int
		falling bool // Speed: lower is better
		count   bool // a count or weight, never negative
	}
	cols := []col{
		{"Str damage", character.Strength, func(m *character.Modifiers) int { return m.Damage }, false, false},
		{"Str lift", character.Strength, func(m *character.Modifiers) int { return m.Lift }, false, true},
		{"Str carry", character.Strength, func(m *character.Modifiers) int { return m.Carry }, false, true},
		{"Str drag", character.Strength, func(m *character.Modifiers) int { return m.Drag }, false, true},
		{"Int accuracy", character.Intelligence, func(m *character.Modifiers) int { return m.IntAccuracy }, false, false},
		{"Int BP bonus", character.Intelligence, func(m *character.Modifiers) int { return m.IntBPBonus }, false, true},
		{"Int learning", character.Intelligence, func(m *character.Modifiers) int { return m.IntLearning }, false, false},
		{"Wis speed", character.Wisdom, func(m *character.Modifiers) int { return m.WisSpeed }, true, false},
		{"Wis BP bonus", character.Wisdom, func(m *character.Modifiers) int { return m.WisBPBonus }, false, true},
		{"Wis learning", character.Wisdom, func(m *character.Modifiers) int { return m.WisLearning }, false, false},
		{"Dex speed", character.Dexterity, func(m *character.Modifiers) int { return m.DexSpeed }, true, false},
		{"Dex accuracy", character.Dexterity, func(m *character.Modifiers) int { return m.DexAccuracy }, false, false},
		{"Dex to-hit", character.Dexterity, func(m *character.Modifiers) int { return m.ToHit }, false, false},
		{"Con hit points", character.Constitution, func(m *character.Modifiers) int { return m.HitPoints }, false, false},
		{"Con healing", character.Constitution, func(m *character.Modifiers) int { return m.Healing }, true, false},
		{"Lks Charisma", character.Looks, func(m *character.Modifiers) int { return m.LooksCharisma }, false, false},
		{"Lks Reputation", character.Looks, func(m *character.Modifiers) int { return m.LooksReputation }, false, false},
		{"Lks Fame", character.Looks, func(m *character.Modifiers) int { return m.LooksFame }, false, false},
		{"Cha BP bonus", character.Charisma, func(m *character.Modifiers) int { return m.ChaBPBonus }, false, true},
		{"Cha learning", character.Charisma, func(m *character.Modifiers) int { return m.ChaLearning }, false, false},
		{"Cha compatriots", character.Charisma, func(m *character.Modifiers) int { return m.Compatriots }, false, true},
		{"Cha Reputation", character.Charisma, func(m *character.Modifiers) int { return m.ChaReputation }, false, false},
	}
	t.Run("CH-1 every modifier improves (or holds) as the score rises; Speed and healing time fall", func(t *testing.T) {
		for _, c := range cols {
			v := column(t, c.pick, c.ab)
			for w := minScore + 1; w <= maxScore; w++ {
				if (!c.falling && v[w] < v[w-1]) || (c.falling && v[w] > v[w-1]) {
					t.Errorf("%s: %d at %d, %d at %d", c.name, v[w-1], w-1, v[w], w)
				}
			}
		}
	})
	t.Run("CH-1 in general above 12 is positive and below 9 negative", func(t *testing.T) {
		for _, c := range cols {
			if c.count {
				continue
			}
			v := column(t, c.pick, c.ab)
			sign := 1
			if c.falling {
				sign = -1
			}
			for w := minScore; w <= maxScore; w++ {
				good := sign * v[w]
				if w >= 16 && good <= 0 || w > 12 && good < 0 || w < 9 && good > 0 || w <= 5 && good >= 0 {
					t.Errorf("%s at %d is %+d", c.name, w, v[w])
				}
			}
		}
	})
}

func TestModifierTablesValidate(t *testing.T) {
	if err := rulesWith(func(r *character.Rules) { r.Modifiers = character.DefaultModifiers() }); err != nil {
		t.Fatalf("default tables: %v", err)
	}
	for _, c := range []struct {
		name   string
		break_ func(m *character.ModifierTables)
		says   string
	}{
		{"gap", func(m *character.ModifierTables) { m.Wisdom[3].Min++ }, "invalid table: modifiers.wisdom row 4 (7-6): band starts at 7, want 6"},
		{"overlap", func(m *character.ModifierTables) { m.Dexterity[5].Max++ }, "invalid table: modifiers.dexterity row 7 (9): band starts at 9, want 10"},
		{"short", func(m *character.ModifierTables) { m.Looks = m.Looks[:18] }, "invalid table: modifiers.looks row 18 (21-24): the last band ends at 24, want 30"},
		{"past 30", func(m *character.ModifierTables) { m.Charisma[18].Max = 31 }, "band ends at 31, past the highest score 30"},
		{"empty", func(m *character.ModifierTables) { m.Strength = nil }, "invalid table: modifiers.strength: no rows"},
		{"wild modifier", func(m *character.ModifierTables) { m.Constitution[2].HitPoints = -60 }, "invalid table: modifiers.constitution row 3 (5): hitPoints -60 outside -50..50"},
		{"negative BP bonus", func(m *character.ModifierTables) { m.Intelligence[0].BPBonus = -1 }, "bpBonus -1 outside 0..50"},
		{"negative lift", func(m *character.ModifierTables) { m.Strength[0].Lift = -1 }, "lift, carry and drag"},
		{"negative compatriots", func(m *character.ModifierTables) { m.Charisma[0].Compatriots = -1 }, "compatriots -1"},
	} {
		m := character.DefaultModifiers()
		c.break_(&m)
		err := rulesWith(func(r *character.Rules) { r.Modifiers = m })
		var te *character.TableError
		if !errors.Is(err, character.ErrTable) || !errors.As(err, &te) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err %v, want a TableError saying %q", c.name, err, c.says)
		}
	}
}

func TestModifierLookupOutOfTable(t *testing.T) {
	m := character.DefaultModifiers()
	m.Strength = m.Strength[:1] // only 3
	a := exampleAbilities()
	if _, err := m.Lookup(&a); !errors.Is(err, character.ErrScore) || !strings.Contains(err.Error(), "Str 10/89") {
		t.Errorf("Lookup: err %v, want ErrScore naming Str 10/89", err)
	}
	a[character.Dexterity].Fraction = 0
	d := character.DefaultModifiers()
	if _, err := d.Lookup(&a); !errors.Is(err, character.ErrScore) {
		t.Errorf("Lookup of an invalid score: err %v", err)
	}
}
