package aces_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/trial"
)

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
