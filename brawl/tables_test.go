package brawl

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// drawSpecials draws a valid special-action table: one row for each
// action from Move to Uppercut, in any order, every number 0..
// maxSpecialChips (zeros included), a Stun other than 1.
func drawSpecials(t *rapid.T) SpecialTable {
	n := rapid.IntRange(0, maxSpecialChips)
	chips := func(label string) Chips {
		return Chips{n.Draw(t, label+" red"), n.Draw(t, label+" blue"), n.Draw(t, label+" white")}
	}
	order := rapid.Permutation(func() []Special {
		var all []Special
		for s := Move; s < numSpecials; s++ {
			all = append(all, s)
		}
		return all
	}()).Draw(t, "order")
	var tab SpecialTable
	for _, s := range order {
		stun := n.Draw(t, "stun")
		if stun == 1 {
			stun = 0
		}
		tab = append(tab, SpecialRule{
			Special: s, Cost: chips("cost"), Alt: chips("alt"), Red: n.Draw(t, "red"), Blue: n.Draw(t, "blue"),
			Weapon: n.Draw(t, "weapon"), Drain: chips("drain"), Penalty: chips("penalty"), Stand: chips("stand"),
			Stun: stun, Reputation: n.Draw(t, "reputation"),
		})
	}
	return tab
}

// drawWeapons draws a valid weapon table of 0..6 rows, or nil.
func drawWeapons(t *rapid.T) WeaponTable {
	if rapid.Bool().Draw(t, "no weapons") {
		return nil
	}
	tab := WeaponTable{}
	for i := range rapid.IntRange(0, 6).Draw(t, "weapons") {
		notation := rapid.SampledFrom([]string{"0", "1", "d4", "d4p", "2d6+1", "d3p"}).Draw(t, "damage")
		name := rapid.SampledFrom([]string{"chair", "bottle", "cue", `the "good" knife`, "Stuhl ü"}).Draw(t, "name")
		tab = append(tab, Weapon{Name: fmt.Sprintf("%s %d", name, i), Damage: dice.MustParse(notation)})
	}
	return tab
}

// drawConfig draws a valid Config, its tables nil (the defaults) or drawn.
func drawConfig(t *rapid.T) Config {
	c := Config{
		Short:     rapid.Bool().Draw(t, "short"),
		MaxRounds: rapid.IntRange(0, 200).Draw(t, "maxRounds"),
		Weapons:   drawWeapons(t),
	}
	if rapid.Bool().Draw(t, "specials") {
		c.Specials = drawSpecials(t)
	}
	if rapid.Bool().Draw(t, "spots") {
		for i := range rapid.IntRange(1, maxSpots).Draw(t, "spots") {
			c.Spots = append(c.Spots, fmt.Sprintf("spot %d", i))
		}
	}
	return c
}

// loadsBack checks that a valid table loads from its own JSON as an equal
// table.
func loadsBack[T any](t *rapid.T, tab T, load func([]byte, *T) error) {
	data, err := json.Marshal(tab)
	if err != nil {
		t.Fatalf("marshal %+v: %v", tab, err)
	}
	var back T
	if err := load(data, &back); err != nil {
		t.Fatalf("its own JSON %s does not load: %v", data, err)
	}
	if d := cmp.Diff(tab, back); d != "" {
		t.Fatalf("%s loads otherwise (-table +loaded):\n%s", data, d)
	}
}

func unmarshal[T any](data []byte, v *T) error { return json.Unmarshal(data, v) }

// TestTablesRoundTrip: every valid table loads from its own JSON as an
// equal table, zero values included; a table left out of a Config stays
// out (nil: the default, as the field's doc says), and an empty weapon
// table stays empty.
func TestTablesRoundTrip(t *testing.T) {
	t.Run("BR-9 a special-action table", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			tab := drawSpecials(t)
			if err := tab.Validate(); err != nil {
				t.Fatal(err)
			}
			loadsBack(t, tab, unmarshal[SpecialTable])
		})
	})
	t.Run("BR-9 a weapon table", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			tab := drawWeapons(t)
			if err := tab.Validate(); err != nil {
				t.Fatal(err)
			}
			loadsBack(t, tab, unmarshal[WeaponTable])
		})
	})
	t.Run("a Config with its tables, read strictly as a save reads it", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			c := drawConfig(t)
			if err := c.Validate(); err != nil {
				t.Fatal(err)
			}
			loadsBack(t, c, func(data []byte, c *Config) error { return encounter.Strict(data, c) })
		})
	})
}
