package brawl

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// Weapon is something to hit a man with in a brawl (rule BR-9): its name and
// its damage dice. It marshals to JSON as {"name": "chair", "damage": "d4p"}.
type Weapon struct {
	Name   string     `json:"name"`
	Damage *dice.Expr `json:"damage"`
}

// check reports a weapon without a name, without damage dice, or whose
// dice can roll below 0, as row row of table (0 for a brawler's own).
func (w *Weapon) check(table string, row int) error {
	if strings.TrimSpace(w.Name) == "" || len(w.Name) > 4*maxNameLen {
		return tableErr(table, row, w.Name, "name", "want 1..%d runes", maxNameLen)
	}
	if w.Damage == nil {
		return tableErr(table, row, w.Name, "damage", "no damage dice")
	}
	if w.Damage.Min() < 0 {
		return tableErr(table, row, w.Name, "damage", "%s can roll below 0", w.Damage)
	}
	return nil
}

// clone returns a copy of w with dice of its own, so that nothing done to
// w's dice reaches the copy.
func (w Weapon) clone() Weapon {
	if w.Damage != nil {
		if e, err := dice.Parse(w.Damage.String()); err == nil {
			w.Damage = e
		}
	}
	return w
}

// clone returns a copy of the table and its weapons (nil for nil).
func (t WeaponTable) clone() WeaponTable {
	if t == nil {
		return nil
	}
	c := make(WeaponTable, len(t))
	for i, w := range t {
		c[i] = w.clone()
	}
	return c
}

// WeaponTable lists the improvised weapons lying about the saloon that a
// brawler can pick up with the Moving special action (rule BR-9). It
// marshals to JSON as an array of weapons and is validated when loaded.
type WeaponTable []Weapon

// DefaultWeapons is the saloon's furniture from the rules (BR-9, the English rules):
// a chair d4, a heavy chair d6, an empty bottle d3, a bottle half full or more
// d4. The dice penetrate, as all damage does (rule DI-1): "d4p".
func DefaultWeapons() WeaponTable {
	return WeaponTable{
		{Name: "chair", Damage: dice.MustParse("d4p")},
		{Name: "heavy chair", Damage: dice.MustParse("d6p")},
		{Name: "empty bottle", Damage: dice.MustParse("d3p")},
		{Name: "bottle", Damage: dice.MustParse("d4p")},
	}
}

// maxWeapons is the most rows a WeaponTable may have.
const maxWeapons = 64

// maxWeaponName is the longest name of a weapon lying about the saloon, in
// bytes: a Move that picks one up names it in the brawl's journal, whose
// entries stay short (package doc, "Saves").
const maxWeaponName = 32

// Validate reports an overlong table, a weapon without a name or damage
// dice, dice that can roll below 0, a name that is not 1..32
// bytes of printable text, or a name used twice (names compare
// case-insensitively). The error is a *TableError naming the row (from 1).
// An empty table is a saloon with nothing to pick up.
func (t WeaponTable) Validate() error {
	if len(t) > maxWeapons {
		return tableErr("weapons", 0, "", "", "%d weapons, at most %d", len(t), maxWeapons)
	}
	for i := range t {
		if err := t[i].check("weapons", i+1); err != nil {
			return err
		}
		if n := t[i].Name; len(n) > maxWeaponName || !printable(n) {
			return tableErr("weapons", i+1, "", "name", "%q is not 1..%d bytes of printable text", n, maxWeaponName)
		}
		for j := range i {
			if strings.EqualFold(strings.TrimSpace(t[j].Name), strings.TrimSpace(t[i].Name)) {
				return tableErr("weapons", i+1, t[i].Name, "name", "repeats row %d's", j+1)
			}
		}
	}
	return nil
}

// printable reports whether s is UTF-8 text that strconv.Quote writes as it
// is (but for quotes and backslashes).
func printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !strconv.IsPrint(r) {
			return false
		}
	}
	return true
}

// Find returns the weapon with the given name (case-insensitive).
func (t WeaponTable) find(name string) (Weapon, bool) {
	for _, w := range t {
		if strings.EqualFold(w.Name, name) {
			return w, true
		}
	}
	return Weapon{}, false
}

// UnmarshalJSON decodes and validates a table; an unknown field is an
// error.
func (t *WeaponTable) UnmarshalJSON(data []byte) error {
	var rows []Weapon
	if err := encounter.Strict(data, &rows); err != nil {
		return tableErr("weapons", 0, "", "", "%v", err)
	}
	if err := WeaponTable(rows).Validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}
