package character

import "slices"

// Gear returns a copy of the equipment list, one item a string, as the
// encounter packages read a character's weapons from it: an item naming a
// weapon of the gunfight's table is a weapon, "Colt Peacemaker (12 rounds
// in loops)" one with its spare rounds.
func (s *Sheet) Gear() []string { return slices.Clone(s.Equipment) }
