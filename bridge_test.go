package aces_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// A character sheet is every encounter's participant by its methods alone:
// no encounter package imports package character, and character imports
// none of them.
var (
	_ gunfight.Gunman = (*character.Sheet)(nil)
	_ brawl.Fighter   = (*character.Sheet)(nil)
)

// bridgeSheet returns a real character sheet with the numbers the bridges
// read set by hand: Str 14, Int 11, Wis 12, Dex 15, Con 13, base Speed −1,
// base Accuracy +2, 24 hit points, damage modifier +1, to-hit +1,
// Reputation 30 and Fame 12, 2 gunfights, and the talents and gear given.
func bridgeSheet(t *testing.T, talents []character.TalentEntry, gear ...string) *character.Sheet {
	t.Helper()
	s, err := character.Roll(dice.NewSource(1876))
	if err != nil {
		t.Fatal(err)
	}
	s.Name = "Jake Ketchum"
	for a, v := range map[character.Ability]int{character.Strength: 14, character.Intelligence: 11, character.Wisdom: 12, character.Dexterity: 15, character.Constitution: 13} {
		s.Scores[a].Whole = v
	}
	s.Speed.Value, s.Accuracy.Value, s.HitPoints.Value = -1, 2, 24
	s.Modifiers.Damage, s.Modifiers.ToHit = 1, 1
	s.Reputation, s.Fame, s.Gunfights = 30, 12, 2
	s.Talents, s.Equipment = talents, gear
	return s
}

func TestNewShooterFromSheet(t *testing.T) {
	base := gunfight.Shooter{
		Name: "Jake", Speed: -1, Accuracy: 2, Str: 14, Dex: 15, Wis: 12, Con: 13,
		StrMod: 1, DexMod: 1, HP: 24, Reputation: 30, Fame: 12, Experience: 2,
	}
	with := func(talents []string, weapons ...gunfight.Carried) gunfight.Shooter {
		s := base
		s.Talents, s.Weapons = talents, weapons
		return s
	}
	for _, c := range []struct {
		name    string
		talents []character.TalentEntry
		gear    []string
		want    gunfight.Shooter
	}{
		{"no talents, no gear: a man with nothing to shoot", nil, nil, with(nil)},
		{"weapons from the gear, loaded full, spare rounds where listed; other gear ignored",
			nil,
			[]string{"Colt Peacemaker (12 rounds in loops)", "horse: bay mare", "extra hand weapon: Bowie knife", "Winchester 1873 (20 rounds)", "Colt Navy (2 cylinders, 6 rounds)", "50 ft of rope"},
			with(nil,
				gunfight.Carried{Weapon: "Colt Peacemaker", Loaded: 6, Loop: 12},
				gunfight.Carried{Weapon: "Bowie knife"},
				gunfight.Carried{Weapon: "Winchester 1873", Loaded: 15, Pocket: 20},
				gunfight.Carried{Weapon: "Colt Navy", Loaded: 6, Cylinders: 2, Pocket: 6})},
		{"weapon names in any case read as the table spells them", nil, []string{"derringer", "weapon: SHARPS"},
			with(nil, gunfight.Carried{Weapon: "Derringer", Loaded: 2}, gunfight.Carried{Weapon: "Sharps", Loaded: 1})},
		{"CH-10 talents with their parameters; Sprinter and Fast Healer, of no use in a gunfight, are accepted",
			[]character.TalentEntry{
				{Name: character.Courage, BP: 10},
				{Name: character.GreasedLightning, Option: "pistol", BP: 20},
				{Name: character.Sprinter, BP: 30},
				{Name: character.GreasedLightning, Option: "bow", BP: 20},
				{Name: character.WeaponBonus, Option: "colt peacemaker", BP: 50},
				{Name: "fast healer", BP: 10},
			},
			[]string{"Colt Peacemaker"},
			with([]string{"Courage", "Greased Lightning (pistol)", "Greased Lightning (bow)", "Sprinter", "Weapon Bonus (colt peacemaker)", "Fast Healer"},
				gunfight.Carried{Weapon: "Colt Peacemaker", Loaded: 6})},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := gunfight.NewShooter("Jake", bridgeSheet(t, c.talents, c.gear...))
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("-want +got:\n%s", d)
			}
		})
	}
}

func TestNewShooterRefusesBadSheets(t *testing.T) {
	for _, c := range []struct {
		name    string
		talents []character.TalentEntry
		gear    []string
		also    error    // a second sentinel the error wraps, if any
		has     []string // what the message must say
	}{
		{"CH-10 a misspelled talent lists the catalogue", []character.TalentEntry{{Name: "Quick Aimm", BP: 10}}, nil, nil,
			[]string{`shooter Jake`, `unknown talent "Quick Aimm"`, "the catalogue has: Advanced Sighting, Astute Observation", "Weapon Bonus"}},
		{"CH-10 Weapon Bonus must name a weapon of the table", []character.TalentEntry{{Name: character.WeaponBonus, Option: "Colt Peacmaker", BP: 50}}, nil, gunfight.ErrWeapon,
			[]string{"Weapon Bonus (Colt Peacmaker)", `unknown weapon "Colt Peacmaker"`, "the table has: Colt Peacemaker, Smith & Wesson Schofield"}},
		{"CH-10 Greased Lightning must name a weapon type", []character.TalentEntry{{Name: character.GreasedLightning, Option: "lasso", BP: 20}}, nil, nil,
			[]string{"Greased Lightning (lasso)", "pistol, shotgun, rifle, knife, bow"}},
		{"a weapon the gear labels as one must be in the table", nil, []string{"weapon: Colt Peacmaker"}, gunfight.ErrWeapon,
			[]string{`gear "weapon: Colt Peacmaker"`, "the table has: Colt Peacemaker"}},
		{"an item with spare rounds is a weapon and must be in the table", nil, []string{"Peacemaker (12 rounds)"}, gunfight.ErrWeapon,
			[]string{`unknown weapon "Peacemaker"`}},
		{"spare rounds must be counted", nil, []string{"Colt Peacemaker (a dozen rounds)"}, gunfight.ErrWeapon,
			[]string{`"a" is not a number of rounds`}},
		{"spare rounds go in a pocket, in loops or in cylinders", nil, []string{"Colt Peacemaker (12 rounds in a hat)"}, gunfight.ErrWeapon,
			[]string{`spare "12 rounds in a hat"`, `"N rounds in loops"`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := gunfight.NewShooter("Jake", bridgeSheet(t, c.talents, c.gear...))
			if !errors.Is(err, gunfight.ErrSetup) || (c.also != nil && !errors.Is(err, c.also)) {
				t.Fatalf("error %v, want one wrapping %v and %v", err, gunfight.ErrSetup, c.also)
			}
			for _, h := range c.has {
				if !strings.Contains(err.Error(), h) {
					t.Errorf("%q does not say %q", err, h)
				}
			}
		})
	}
}

// Two sheets fight: the bridge's Shooters are a setup NewFight takes.
func TestShootersFromSheetsFight(t *testing.T) {
	a := bridgeSheet(t, []character.TalentEntry{{Name: character.Sprinter, BP: 30}}, "Colt Peacemaker (12 rounds in loops)")
	b := bridgeSheet(t, []character.TalentEntry{{Name: character.Grit, BP: 50}}, "Smith & Wesson Schofield")
	var s gunfight.Setup
	for _, m := range []struct {
		name  string
		sheet *character.Sheet
	}{{"Jake", a}, {"Clay", b}} {
		sh, err := gunfight.NewShooter(m.name, m.sheet)
		if err != nil {
			t.Fatal(err)
		}
		s.Shooters = append(s.Shooters, sh)
	}
	s.Distance = 30
	f, err := gunfight.NewFight(s, dice.NewSource(7))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Run(); err != nil {
		t.Fatal(err)
	}
}
