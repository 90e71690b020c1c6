package chase

import (
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The table loaders round-trip: every valid table, loaded from its own
// JSON, is the same table, zero values included. No loader fills a
// default: a field left out of the JSON is its zero value.

// rapidAttributes draws eleven scores in lo..hi.
func rapidAttributes(t *rapid.T, lo, hi int, label string) Attributes {
	var as Attributes
	for at := range NumAttributes {
		as.set(at, rapid.IntRange(lo, hi).Draw(t, label))
	}
	return as
}

// rapidSize draws a valid size, or the zero one when zero may be.
func rapidSize(t *rapid.T, zero bool) Size {
	if zero && rapid.Bool().Draw(t, "no size") {
		return Size{}
	}
	h := rapid.IntRange(1, int(maxHands)).Draw(t, "height")
	w := rapid.IntRange(1, maxWeight).Draw(t, "weight")
	return Size{
		Height: [2]Hands{Hands(h), Hands(rapid.IntRange(h, int(maxHands)).Draw(t, "taller"))},
		Weight: [2]int{w, rapid.IntRange(w, maxWeight).Draw(t, "heavier")},
	}
}

// rapidName draws the name of row i of a table: distinct from every other
// row's, ignoring case.
func rapidName(t *rapid.T, label string, i int) string {
	return rapid.SampledFrom([]string{"Arabian", "Pony", "Mule", "Swamp", "Mesa", "biting", "kicking"}).Draw(t, label) + fmt.Sprint(" ", i)
}

func rapidHorseRules(t *rapid.T) *HorseRules {
	hr := &HorseRules{Floor: rapid.IntRange(1, 18).Draw(t, "floor")}
	for i := range rapid.IntRange(1, 4).Draw(t, "breeds") {
		hr.Breeds = append(hr.Breeds, Breed{
			Name:  rapidName(t, "breed", i),
			Class: rapid.SampledFrom([]string{"", "light", "draft"}).Draw(t, "class"),
			Size:  rapidSize(t, false),
			Mare:  rapidSize(t, true),
			Mods:  rapidAttributes(t, -maxBreedMod, maxBreedMod, "mod"),
		})
	}
	switch rapid.IntRange(0, 2).Draw(t, "vices?") {
	case 1:
		hr.Vices = []Vice{}
	case 2:
		for i := range rapid.IntRange(1, 4).Draw(t, "vices") {
			hr.Vices = append(hr.Vices, Vice{Name: rapidName(t, "vice", i), Category: rapid.SampledFrom([]string{"", "stall"}).Draw(t, "category")})
		}
	}
	for i := range rapid.IntRange(1, len(hr.Vices)+2).Draw(t, "odds") {
		w := 0
		if i <= len(hr.Vices) {
			w = rapid.IntRange(0, 1000).Draw(t, "weight")
		}
		hr.ViceOdds = append(hr.ViceOdds, w)
	}
	if hr.ViceOdds[0] == 0 {
		hr.ViceOdds[0] = 1
	}
	switch rapid.IntRange(0, 2).Draw(t, "hp attributes?") {
	case 1:
		hr.HP.Attributes = []Attribute{}
	case 2:
		for range rapid.IntRange(1, int(NumAttributes)).Draw(t, "hp attributes") {
			hr.HP.Attributes = append(hr.HP.Attributes, Attribute(rapid.IntRange(0, int(NumAttributes)-1).Draw(t, "attribute")))
		}
	}
	hr.HP.PoundsPerHP = rapid.IntRange(0, maxWeight).Draw(t, "pounds per hp")
	if err := hr.validate(); err != nil {
		t.Fatalf("drew invalid rules: %v", err)
	}
	return hr
}

func rapidTerrain(t *rapid.T, i int) Terrain {
	return Terrain{
		Name:     rapidName(t, "terrain", i),
		Hazards:  RankSet(rapid.IntRange(0, 1<<14-1).Draw(t, "hazards")),
		Riding:   rapid.IntRange(-maxTerrainMod, maxTerrainMod).Draw(t, "riding"),
		Tracking: rapid.IntRange(-maxTerrainMod, maxTerrainMod).Draw(t, "tracking"),
	}
}

func rapidHorse(t *rapid.T) Horse {
	h := Horse{
		Name:            rapid.SampledFrom([]string{"", "Dusty"}).Draw(t, "name"),
		Breed:           rapidName(t, "breed", 0),
		Sex:             rapid.SampledFrom(append([]string{""}, sexes...)).Draw(t, "sex"),
		Age:             rapid.IntRange(0, maxAge).Draw(t, "age"),
		Height:          Hands(rapid.IntRange(1, int(maxHands)).Draw(t, "height")),
		Weight:          rapid.IntRange(1, maxWeight).Draw(t, "weight"),
		Attributes:      rapidAttributes(t, 1, maxAttribute, "attribute"),
		TemperamentType: rapid.SampledFrom(temperamentTypes).Draw(t, "temperament"),
		HP:              rapid.IntRange(1, 1000).Draw(t, "hp"),
	}
	switch rapid.IntRange(0, 2).Draw(t, "vices?") {
	case 1:
		h.Vices = []string{}
	case 2:
		h.Vices = []string{"biting", "pawing"}[:rapid.IntRange(1, 2).Draw(t, "vices")]
	}
	return h
}

func TestTablesRoundTrip(t *testing.T) {
	t.Run("CS-8 LoadHorseRules", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, rapidHorseRules(t), LoadHorseRules) })
	})
	t.Run("CS-7 LoadCourse", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			var c Course
			for from, i := 1, 0; from <= maxCourse && (i == 0 || rapid.Bool().Draw(t, "another stretch")); i++ {
				to := rapid.IntRange(from, maxCourse).Draw(t, "to")
				c = append(c, Stretch{From: from, To: to, Terrain: rapidTerrain(t, i)})
				from = to + 1
			}
			tabletest.Reloads(t, c, LoadCourse)
		})
	})
	t.Run("CS-6 LoadSpeedTable", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			st := SpeedTable{Opening: rapid.IntRange(1, maxRedPerPoint).Draw(t, "opening")}
			for p := Tactical; p < numPhases; p++ {
				st.Phases = append(st.Phases, SpeedRow{
					Phase: p,
					Speed: rapid.SampledFrom([]Attribute{ShortSpeed, MediumSpeed, LongSpeed}).Draw(t, "speed"),
					Red:   rapid.IntRange(0, maxRedPerPoint).Draw(t, "red"),
				})
			}
			tabletest.Reloads(t, st, LoadSpeedTable)
		})
	})
	t.Run("CS-8 LoadHorse", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, rapidHorse(t), LoadHorse) })
	})
	t.Run("the defaults", func(t *testing.T) {
		tabletest.Reloads(t, DefaultHorseRules(), LoadHorseRules)
		tabletest.Reloads(t, DefaultCourse(), LoadCourse)
		tabletest.Reloads(t, DefaultSpeedTable(), LoadSpeedTable)
	})
}

func TestTablesNoDefaults(t *testing.T) {
	// A field left out of a table's JSON is zero, never a default: a
	// terrain without modifiers, a breed without class or mare sizes, horse
	// rules without vices or weight in their hit points.
	c, err := LoadCourse([]byte(`[{"from":1,"to":3,"terrain":{"name":"Mud","hazards":[]}}]`))
	if err != nil || c[0].Terrain != (Terrain{Name: "Mud"}) {
		t.Errorf("terrain: %+v, %v", c, err)
	}
	hr, err := LoadHorseRules([]byte(`{"breeds":[{"name":"Pony","size":{"height":["11","12"],"weight":[400,500]},"mods":{}}],"viceOdds":[1],"hp":{},"floor":1}`))
	if err != nil {
		t.Fatal(err)
	}
	want := &HorseRules{Breeds: []Breed{{Name: "Pony", Size: Size{Height: [2]Hands{44, 48}, Weight: [2]int{400, 500}}}}, ViceOdds: []int{1}, Floor: 1}
	if diff := cmp.Diff(want, hr); diff != "" {
		t.Errorf("horse rules (-want +got):\n%s", diff)
	}
	st, err := LoadSpeedTable([]byte(`{"opening":1,"phases":[{"phase":"Tactical","speed":"shortSpeed"},{"phase":"Short","speed":"shortSpeed"},{"phase":"Medium","speed":"mediumSpeed"},{"phase":"Long","speed":"longSpeed"},{"phase":"Extreme","speed":"longSpeed"}]}`))
	if err != nil || st.Phases[2].Red != 0 {
		t.Errorf("speed table: %+v, %v", st, err)
	}
}
