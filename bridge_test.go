package aces_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/trial"
)

// A character sheet is every encounter's participant by its methods alone:
// no encounter package imports package character, and character imports
// none of them.
var (
	_ gunfight.Gunman = (*character.Sheet)(nil)
	_ brawl.Fighter   = (*character.Sheet)(nil)
	_ chase.Horseman  = (*character.Sheet)(nil)
	_ trial.Advocate  = (*character.Sheet)(nil)
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

// skilled sets the sheet's skills: Riding 62% (bought), Oratory 55%
// (bought), Intimidation 88% (universal, untrained), Commerce 70% (bought);
// no Tracking and no Law.
func skilled(s *character.Sheet, reputation int) *character.Sheet {
	s.Skills = []character.SkillEntry{
		{Name: character.Riding, Mastery: 62, Purchases: 1, Universal: true},
		{Name: character.Oratory, Mastery: 55, Purchases: 1},
		{Name: character.Intimidation, Mastery: 88, Universal: true},
		{Name: character.Commerce, Mastery: 70, Purchases: 1, Universal: true},
	}
	s.Reputation = reputation
	return s
}

func TestNewRiderFromSheet(t *testing.T) {
	horse, err := chase.RollHorse(dice.NewSource(3), chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	unused := []character.TalentEntry{{Name: character.Sprinter, BP: 30}, {Name: character.WeaponBonus, Option: "Sharps", BP: 50}}
	for _, c := range []struct {
		name       string
		reputation int
		want       chase.Rider
	}{
		{"RE-1 an Average rider (Reputation 30) rolls without modifier; no Tracking reads as 100%", 30,
			chase.Rider{Name: "Jake", Riding: 62, Tracking: 100, Initiative: -1, Horse: horse}},
		{"RE-1 a Great rider (Reputation 80) adds +1 to his rolls", 80,
			chase.Rider{Name: "Jake", Riding: 62, Tracking: 100, Initiative: -1, DieMod: 1, Horse: horse}},
		{"RE-1 a Disreputable rider (Reputation 3) takes −1", 3,
			chase.Rider{Name: "Jake", Riding: 62, Tracking: 100, Initiative: -1, DieMod: -1, Horse: horse}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := chase.NewRider("Jake", skilled(bridgeSheet(t, unused), c.reputation), horse)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("-want +got:\n%s", d)
			}
		})
	}
	t.Run("CH-10 a misspelled talent lists the catalogue", func(t *testing.T) {
		_, err := chase.NewRider("Jake", bridgeSheet(t, []character.TalentEntry{{Name: "Quick Aimm", BP: 10}}), horse)
		if !errors.Is(err, chase.ErrSetup) || !strings.Contains(err.Error(), `unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting`) {
			t.Errorf("got %v", err)
		}
	})
	t.Run("a rider from a sheet rides in a chase", func(t *testing.T) {
		a, _ := chase.NewRider("Jake", skilled(bridgeSheet(t, nil), 30), horse)
		b, _ := chase.NewRider("Clay", skilled(bridgeSheet(t, nil), 30), horse)
		b.Tracking = 40
		a.Decider, b.Decider = chase.Steady{}, chase.Steady{}
		c, err := chase.New(chase.Setup{Pursued: a, Pursuers: []chase.Rider{b}}, dice.NewSource(5))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Run(); err != nil {
			t.Fatal(err)
		}
	})
}

func TestNewSkillsFromSheet(t *testing.T) {
	unused := []character.TalentEntry{{Name: character.DeadEye, BP: 50}, {Name: character.GreasedLightning, Option: "knife", BP: 20}}
	for _, c := range []struct {
		name       string
		reputation int
		want       trial.Skills
	}{
		{"TR-3 his own Oratory and Intimidation, Commerce as Trade; no Law reads as 0 (100%)", 30,
			trial.Skills{Oratory: 55, Intimidation: 88, Trade: 70}},
		{"RED-3 a Legendary counsel (Reputation 120) adds +1", 120,
			trial.Skills{Oratory: 55, Intimidation: 88, Trade: 70, DieMod: 1}},
		{"RED-3 a Disreputable counsel (Reputation 0) takes −1", 0,
			trial.Skills{Oratory: 55, Intimidation: 88, Trade: 70, DieMod: -1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := trial.NewSkills(skilled(bridgeSheet(t, unused), c.reputation))
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("-want +got:\n%s", d)
			}
			cfg := trial.StandardTrial()
			cfg.Defence = got
			if _, err := trial.New(cfg, dice.NewSource(1)); err != nil {
				t.Error(err)
			}
		})
	}
	t.Run("CH-10 a misspelled talent lists the catalogue", func(t *testing.T) {
		_, err := trial.NewSkills(bridgeSheet(t, []character.TalentEntry{{Name: "Quick Aimm", BP: 10}}))
		if !errors.Is(err, trial.ErrName) || !strings.Contains(err.Error(), `unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting`) {
			t.Errorf("got %v", err)
		}
	})
}

func TestNewBrawlerFromSheet(t *testing.T) {
	t.Run("a sheet's numbers; Hold Your Liquor and Weapon Bonus, of no use in a brawl, are accepted", func(t *testing.T) {
		s := bridgeSheet(t, []character.TalentEntry{{Name: character.HoldYourLiquor, BP: 10}, {Name: character.WeaponBonus, Option: "Sharps", BP: 50}})
		got, err := brawl.NewBrawler("Jake", s)
		if err != nil {
			t.Fatal(err)
		}
		want := brawl.Brawler{Name: "Jake", Str: 14, Int: 11, Wis: 12, Dex: 15, Con: 13, ToHit: 1, DamageMod: 1, HitPoints: 24}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("-want +got:\n%s", d)
		}
	})
	t.Run("CH-10 a misspelled talent lists the catalogue", func(t *testing.T) {
		_, err := brawl.NewBrawler("Jake", bridgeSheet(t, []character.TalentEntry{{Name: "Quick Aimm", BP: 10}}))
		if !errors.Is(err, brawl.ErrBrawler) || !strings.Contains(err.Error(), `unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting`) {
			t.Errorf("got %v", err)
		}
	})
}

func TestNewShooterReadsSkillsFromSheet(t *testing.T) {
	t.Run("GUD-17 a sheet's Nursing and Medicine reach the Shooter", func(t *testing.T) {
		// Nursing bought to 45%; Medicine not bought (the sheet reports it
		// untrained): none.
		s := bridgeSheet(t, nil)
		s.Skills = []character.SkillEntry{{Name: character.Nursing, Mastery: 45, Purchases: 1}}
		sh, err := gunfight.NewShooter("Jake", s)
		if err != nil || sh.Nursing != 45 || sh.Medicine != 0 {
			t.Errorf("Nursing %d, Medicine %d, %v", sh.Nursing, sh.Medicine, err)
		}
	})
}

// Every "unknown talent" error of the SDK wraps the one ErrTalent, which
// each package that reads talents re-exports, and its own sentinel, and
// lists the catalogue.
func TestErrTalentEverywhere(t *testing.T) {
	t.Run("CH-10 the packages re-export one sentinel", func(t *testing.T) {
		for _, e := range []error{gunfight.ErrTalent, brawl.ErrTalent, chase.ErrTalent, trial.ErrTalent} {
			if e != character.ErrTalent {
				t.Errorf("%v is not character.ErrTalent", e)
			}
		}
	})
	typo := func(t *testing.T) *character.Sheet {
		return bridgeSheet(t, []character.TalentEntry{{Name: "Quick Aimm", BP: 10}})
	}
	horse, err := chase.RollHorse(dice.NewSource(3), chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		own  error
		do   func(t *testing.T) error
	}{
		{"gunfight.NewShooter", gunfight.ErrSetup, func(t *testing.T) error { _, err := gunfight.NewShooter("Jake", typo(t)); return err }},
		{"gunfight.NewFight", gunfight.ErrSetup, func(t *testing.T) error {
			a, b := gunfight.Shooter{Name: "Jake", Talents: []string{"Quick Aimm"}}, gunfight.Shooter{Name: "Clay"}
			_, err := gunfight.NewFight(gunfight.Setup{Shooters: []gunfight.Shooter{a, b}}, dice.NewSource(1))
			return err
		}},
		{"brawl.NewBrawler", brawl.ErrBrawler, func(t *testing.T) error { _, err := brawl.NewBrawler("Jake", typo(t)); return err }},
		{"chase.NewRider", chase.ErrSetup, func(t *testing.T) error { _, err := chase.NewRider("Jake", typo(t), horse); return err }},
		{"trial.NewSkills", trial.ErrName, func(t *testing.T) error { _, err := trial.NewSkills(typo(t)); return err }},
	} {
		t.Run("CH-10 "+c.name+" refuses Quick Aimm under ErrTalent and its own sentinel, listing the catalogue", func(t *testing.T) {
			err := c.do(t)
			if !errors.Is(err, character.ErrTalent) || !errors.Is(err, c.own) {
				t.Fatalf("error %v, want one wrapping ErrTalent and %v", err, c.own)
			}
			for _, n := range character.DefaultTalents().Names() {
				if !strings.Contains(err.Error(), n) {
					t.Errorf("%q does not list %q", err, n)
				}
			}
			if !strings.Contains(err.Error(), `unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting`) {
				t.Errorf("%q", err)
			}
		})
	}
}
