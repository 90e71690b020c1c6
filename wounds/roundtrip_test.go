package wounds

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The table loaders round-trip: every valid table, loaded from its own
// JSON, is the very table — its lookups included — zero values and all.

// anyPenalty draws a penalty a table row may hold: every field within its
// bounds, often zero.
func anyPenalty(t *rapid.T, label string) Penalty {
	return Penalty{
		Speed:    tabletest.Often0(t, -maxPenalty, maxPenalty, label+" speed"),
		Accuracy: tabletest.Often0(t, -maxPenalty, maxPenalty, label+" accuracy"),
		LongGun:  tabletest.Often0(t, -maxPenalty, maxPenalty, label+" long gun"),
		Lost:     Movement(tabletest.Often0(t, int(Crawl), int(Sprint), label+" lost")),
	}
}

// anyBodyTable draws a valid body table: a row per location, in any order,
// every field drawn over its valid range (a threshold of 0, no mastery
// needed, no misheal included).
func anyBodyTable(t *rapid.T) BodyTable {
	var rows []BodyRow
	for l := Head; l <= RightFoot; l++ {
		rows = append(rows, BodyRow{
			Location:       l,
			Threshold:      tabletest.Often0(t, 0, maxTableGrade, "threshold"),
			Bullet:         dice.Level(tabletest.Often0(t, int(dice.LevelUnskilled), int(dice.LevelMaster), "bullet surgery")),
			Abdominal:      rapid.Bool().Draw(t, "abdominal"),
			Misheal:        anyPenalty(t, "misheal"),
			AlwaysMisheals: rapid.Bool().Draw(t, "always misheals"),
			Useless:        anyPenalty(t, "useless"),
		})
	}
	bt, err := NewBodyTable(rapid.Permutation(rows).Draw(t, "row order"))
	if err != nil {
		t.Fatalf("the generator drew an invalid body table: %v", err)
	}
	return bt
}

// cuts draws the first grades of n bands that split 1..hi: 1 and n−1
// distinct grades above it, rising.
func cuts(t *rapid.T, hi int, label string) []int {
	n := rapid.IntRange(1, 5).Draw(t, label)
	firsts := rapid.SliceOfNDistinct(rapid.IntRange(2, hi), n-1, n-1, rapid.ID[int]).Draw(t, label+" firsts")
	firsts = append(firsts, 1)
	slices.Sort(firsts)
	return firsts
}

// anyCriticalTable draws a valid critical table: the locations split into
// groups that share rows, each group's grades cut into bands, the last one
// open, each band with any injuries and penalties (none included), the
// rows in any order.
func anyCriticalTable(t *rapid.T) *CriticalTable {
	groups := rapid.IntRange(1, 4).Draw(t, "groups")
	where := make([]LocationSet, groups)
	for l := Head; l <= RightFoot; l++ {
		g := rapid.IntRange(0, groups-1).Draw(t, "group")
		where[g] = where[g].With(l)
	}
	var rows []CriticalRow
	for _, w := range where {
		if w == 0 {
			continue
		}
		firsts := cuts(t, maxTableGrade, "bands")
		for i, lo := range firsts {
			hi := 0 // the last band is open
			if i+1 < len(firsts) {
				hi = firsts[i+1] - 1
			}
			rows = append(rows, CriticalRow{Where: w, Min: lo, Max: hi, Effect: Effect{
				Injuries:  InjurySet(tabletest.Often0(t, 1, 1<<numInjuries-1, "injuries")) &^ 1,
				Penalty:   anyPenalty(t, "penalty"),
				Permanent: anyPenalty(t, "permanent"),
			}})
		}
	}
	ct, err := NewCriticalTable(rapid.Permutation(rows).Draw(t, "row order"))
	if err != nil {
		t.Fatalf("the generator drew an invalid critical table: %v", err)
	}
	return ct
}

// anyConTable draws a valid Con table: scores 1..dice.MaxAbility cut into
// bands, each adding any days (none included).
func anyConTable(t *rapid.T) ConTable {
	firsts := cuts(t, dice.MaxAbility, "Con bands")
	var rows []ConRow
	for i, lo := range firsts {
		hi := dice.MaxAbility
		if i+1 < len(firsts) {
			hi = firsts[i+1] - 1
		}
		rows = append(rows, ConRow{Min: lo, Max: hi, Days: tabletest.Often0(t, -maxConDays, maxConDays, "days")})
	}
	ct, err := NewConTable(rows)
	if err != nil {
		t.Fatalf("the generator drew an invalid Con table: %v", err)
	}
	return ct
}

// anyTables draws valid tables: each table the default's or drawn anew,
// and a bullet-surgery difficulty of any name and bonus (0 included).
func anyTables(t *rapid.T) *Tables {
	tab := DefaultTables()
	if rapid.Bool().Draw(t, "a body table") {
		tab.Body = anyBodyTable(t)
	}
	if rapid.Bool().Draw(t, "a critical table") {
		tab.Critical = anyCriticalTable(t)
	}
	if rapid.Bool().Draw(t, "a Con table") {
		tab.Con = anyConTable(t)
	}
	tab.BulletSurgery = dice.Difficulty{
		Name:  rapid.SampledFrom([]string{"Average", "Hard", "Easy", ""}).Draw(t, "bullet surgery"),
		Bonus: tabletest.Often0(t, -100, 100, "bullet surgery bonus"),
	}
	if err := tab.Validate(); err != nil {
		t.Fatalf("the generator drew invalid tables: %v", err)
	}
	return tab
}

func TestTablesRoundTrip(t *testing.T) {
	t.Run("any valid body table loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			tabletest.Reloads(t, anyBodyTable(t), tabletest.Unmarshal[BodyTable], tabletest.Whole)
		})
	})
	t.Run("any valid critical table loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			tabletest.Reloads(t, anyCriticalTable(t), tabletest.Unmarshal[*CriticalTable], tabletest.Whole)
		})
	})
	t.Run("any valid Con table loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			tabletest.Reloads(t, anyConTable(t), tabletest.Unmarshal[ConTable], tabletest.Whole)
		})
	})
	t.Run("any valid tables load by LoadTables from their own JSON as themselves", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyTables(t), LoadTables, tabletest.Whole) })
	})
	t.Run("the defaults load from their own JSON as themselves", func(t *testing.T) {
		tabletest.Reloads(t, DefaultTables(), LoadTables, tabletest.Whole)
	})
}

// TestLoadTablesGivenWhole: a key left out keeps its default; a key given
// is read whole, so a field left out within it is zero — never the
// default's.
func TestLoadTablesGivenWhole(t *testing.T) {
	t.Run("a bullet-surgery difficulty given without its bonus has bonus 0, not Average's 40", func(t *testing.T) {
		got, err := LoadTables([]byte(`{"bulletSurgery": {"name": "Difficult"}}`))
		if err != nil {
			t.Fatal(err)
		}
		want := DefaultTables()
		want.BulletSurgery = dice.Difficult() // Difficult's bonus is 0 (DI-6)
		if d := cmp.Diff(want, got, tabletest.Whole); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})
	t.Run("a bullet-surgery difficulty given without its name has no name, not Average's", func(t *testing.T) {
		got, err := LoadTables([]byte(`{"bulletSurgery": {"bonus": 10}}`))
		if err != nil {
			t.Fatal(err)
		}
		if got.BulletSurgery != (dice.Difficulty{Bonus: 10}) {
			t.Errorf("bullet surgery %+v, want no name and bonus 10", got.BulletSurgery)
		}
	})
	t.Run("keys left out, or a null bullet-surgery difficulty, keep their defaults", func(t *testing.T) {
		for _, in := range []string{`{}`, `{"bulletSurgery": null}`} {
			got, err := LoadTables([]byte(in))
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(DefaultTables(), got, tabletest.Whole); d != "" {
				t.Errorf("%s (-want +got):\n%s", in, d)
			}
		}
	})
	t.Run("a key given replaces only its table", func(t *testing.T) {
		con := []ConRow{{Min: 1, Max: dice.MaxAbility, Days: 0}}
		data, _ := json.Marshal(map[string]any{"con": con})
		got, err := LoadTables(data)
		if err != nil {
			t.Fatal(err)
		}
		want := DefaultTables()
		want.Con, _ = NewConTable(con)
		if d := cmp.Diff(want, got, tabletest.Whole); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})
}
