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
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/trial"
	"github.com/deadmanshand/aces/wounds"
)

// hurtSheet is bridgeSheet (24 hit points, Con 13) given hits at time 0.
func hurtSheet(t *testing.T, hits ...wounds.Hit) *character.Sheet {
	t.Helper()
	s := bridgeSheet(t, nil, "Colt Peacemaker")
	if err := s.SetCondition(encountertest.Condition(t, s.Body(), 0, hits...)); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestBridgesReadTheCondition(t *testing.T) {
	horse, err := chase.RollHorse(dice.NewSource(3), chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("WOD-7 GUD-16 every bridge reads his condition: his maximum stays, his hit points left come with it", func(t *testing.T) {
		// A 6-point bullet in the left thigh (+1 Speed, no sprinting):
		// 24 − 6 = 18 left.
		s := hurtSheet(t, wounds.Hit{Location: wounds.LeftThigh, Damage: 6, Cause: wounds.Bullet})
		sh, err := gunfight.NewShooter("Jake", s)
		if err != nil || sh.HP != 24 || sh.Condition.HP != 18 {
			t.Errorf("shooter: HP %d, condition %+v, %v", sh.HP, sh.Condition, err)
		}
		b, err := brawl.NewBrawler("Jake", s)
		if err != nil || b.HitPoints != 24 || b.Condition.Left(b.HitPoints) != 18 {
			t.Errorf("brawler: %d, starting %d, %v", b.HitPoints, b.Condition.Left(b.HitPoints), err)
		}
		r, err := chase.NewRider("Jake", s, horse)
		// base Speed −1, and +1 from the thigh on the race's initiative.
		if err != nil || r.Condition.HP != 18 || r.Initiative != 0 {
			t.Errorf("rider: %+v, initiative %d, %v", r.Condition, r.Initiative, err)
		}
		k, err := trial.NewSkills(s)
		if err != nil || k.Condition.HP != 18 {
			t.Errorf("counsel: %+v, %v", k.Condition, err)
		}
	})
	down := hurtSheet(t, wounds.Hit{Damage: 25, Cause: wounds.Brawling}) // 24 − 25 = −1
	for _, c := range []struct {
		name string
		own  error
		do   func() error
	}{
		{"gunfight.NewShooter", gunfight.ErrSetup, func() error { _, err := gunfight.NewShooter("Jake", down); return err }},
		{"brawl.NewBrawler", brawl.ErrBrawler, func() error { _, err := brawl.NewBrawler("Jake", down); return err }},
		{"chase.NewRider", chase.ErrSetup, func() error { _, err := chase.NewRider("Jake", down, horse); return err }},
		{"trial.NewSkills", trial.ErrSkill, func() error { _, err := trial.NewSkills(down); return err }},
	} {
		t.Run("GUD-7 WOD-7 "+c.name+" refuses a man who cannot stand, under its own sentinel, saying why", func(t *testing.T) {
			err := c.do()
			if !errors.Is(err, c.own) || !errors.Is(err, wounds.ErrDown) || !strings.Contains(err.Error(), "down at -1 hit points") {
				t.Errorf("%v, want %v and wounds.ErrDown, saying he is down at -1", err, c.own)
			}
		})
	}
}
