package character_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/wounds"
)

func TestConHealing(t *testing.T) {
	t.Run("CHD-5 Con healing per hit point: none from Con 8 to 13, slower below 8, faster above 13, the wounds table's own number", func(t *testing.T) {
		heal := column(t, func(m *character.Modifiers) int { return m.Healing }, character.Constitution)
		w := wounds.DefaultConTable()
		for con := minScore; con <= maxScore; con++ {
			got := heal[con]
			if want := w.Days(con); got != want {
				t.Errorf("Con %d: the sheet says %+d days per hit point, wounds heals with %+d", con, got, want)
			}
			switch {
			case con >= 8 && con <= 13 && got != 0:
				t.Errorf("Con %d: %+d days, want 0 (no change from 8 to 13)", con, got)
			case con < 8 && got <= 0:
				t.Errorf("Con %d: %+d days, want more (slower below 8)", con, got)
			case con > 13 && got >= 0:
				t.Errorf("Con %d: %+d days, want fewer (faster above 13)", con, got)
			}
		}
		if heal[8] != 0 || heal[14] >= 0 || heal[7] <= 0 || heal[13] != 0 {
			t.Errorf("Con 7 %+d, 8 %+d, 13 %+d, 14 %+d", heal[7], heal[8], heal[13], heal[14])
		}
	})
	t.Run("CHD-5 one table: a replaced wounds table is the number the sheet shows", func(t *testing.T) {
		tab, err := wounds.NewConTable([]wounds.ConRow{{Min: 1, Max: 10, Days: 4}, {Min: 11, Max: 30, Days: -2}})
		if err != nil {
			t.Fatal(err)
		}
		m := character.DefaultModifiers()
		m.Healing = tab
		a := exampleAbilities() // Con 7/17
		got, err := m.Lookup(&a)
		if err != nil || got.Healing != 4 {
			t.Errorf("Con 7 heals %+d days per hit point (err %v), want the table's +4", got.Healing, err)
		}
		r := character.DefaultRules()
		r.Modifiers.Healing = tab
		data, _ := json.Marshal(r)
		back, err := character.LoadRules(data)
		if err != nil || back.Modifiers.Healing.Days(11) != -2 {
			t.Errorf("the healing table through JSON: err %v", err)
		}
		r.Modifiers.Healing = wounds.ConTable{}
		if err := r.Validate(); err == nil || !strings.Contains(err.Error(), "modifiers.healing") {
			t.Errorf("an empty healing table: err %v, want one naming modifiers.healing", err)
		}
	})
}
