package dice_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestMasteryLevels(t *testing.T) {
	tab := dice.DefaultMasteryLevels()
	t.Run("DI-11 the default bands meet at their edges", func(t *testing.T) {
		for _, c := range []struct {
			mastery int
			want    dice.Level
		}{
			{100, dice.LevelUnskilled}, {99, dice.LevelNovice}, {75, dice.LevelNovice},
			{74, dice.LevelAverage}, {50, dice.LevelAverage}, {49, dice.LevelAdvanced},
			{25, dice.LevelAdvanced}, {24, dice.LevelExpert}, {11, dice.LevelExpert},
			{10, dice.LevelMaster}, {1, dice.LevelMaster},
		} {
			if got, err := tab.Level(c.mastery); err != nil || got != c.want {
				t.Errorf("Level(%d%%) = %v, %v; want %v", c.mastery, got, err, c.want)
			}
		}
	})
	t.Run("DI-11 surgery needs at least Advanced: 49% and better", func(t *testing.T) {
		// The default Advanced band runs 49–25 (DI-11's default).
		if worst := tab[dice.LevelAdvanced].Worst; worst != 49 {
			t.Fatalf("the Advanced row's worst is %d%%", worst)
		}
		if l, _ := tab.Level(49); l != dice.LevelAdvanced {
			t.Errorf("49%% is %v", l)
		}
		if l, _ := tab.Level(50); l >= dice.LevelAdvanced {
			t.Error("50% counts as Advanced")
		}
	})
	t.Run("DI-11 masteries outside 1..100 are errors", func(t *testing.T) {
		for _, m := range []int{0, 101} {
			if _, err := tab.Level(m); !errors.Is(err, dice.ErrMastery) {
				t.Errorf("Level(%d) = %v", m, err)
			}
		}
	})
	t.Run("DI-11 a table round-trips through JSON and a broken one names its row", func(t *testing.T) {
		b, err := json.Marshal(tab)
		if err != nil {
			t.Fatal(err)
		}
		var back dice.MasteryTable
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		for _, bad := range []string{
			`[]`,
			`[{"level":"Unskilled","best":100,"worst":100},{"level":"Novice","best":75,"worst":98},{"level":"Average","best":50,"worst":74},{"level":"Advanced","best":25,"worst":49},{"level":"Expert","best":11,"worst":24},{"level":"Master","best":1,"worst":10}]`,
			`[{"level":"Unskilled","best":100,"worst":100},{"level":"Average","best":75,"worst":99},{"level":"Novice","best":50,"worst":74},{"level":"Advanced","best":25,"worst":49},{"level":"Expert","best":11,"worst":24},{"level":"Master","best":1,"worst":10}]`,
			`[{"level":"Unskilled","best":100,"worst":100},{"level":"Novice","best":75,"worst":99},{"level":"Average","best":50,"worst":74},{"level":"Advanced","best":25,"worst":49},{"level":"Expert","best":11,"worst":24},{"level":"Master","best":2,"worst":10}]`,
			`[{"level":"Grand","best":1,"worst":100}]`,
		} {
			if err := json.Unmarshal([]byte(bad), &back); !errors.Is(err, dice.ErrMasteryTable) {
				t.Errorf("Unmarshal(%.60s…) = %v, want ErrMasteryTable", bad, err)
			}
		}
	})
}
