package character

import (
	"slices"
	"testing"
)

func TestGearIsACopyOfTheEquipment(t *testing.T) {
	s := &Sheet{Equipment: []string{"Colt Peacemaker (12 rounds in loops)", "bedroll"}}
	g := s.Gear()
	if !slices.Equal(g, s.Equipment) {
		t.Fatalf("Gear() = %q, want %q", g, s.Equipment)
	}
	g[0] = "changed"
	if s.Equipment[0] != "Colt Peacemaker (12 rounds in loops)" {
		t.Error("Gear shares the sheet's equipment")
	}
}
