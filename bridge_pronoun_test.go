package aces_test

import (
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// A sheet tells its pronoun to every bridge that reads one.
var _ interface{ Pronoun() character.Pronoun } = (*character.Sheet)(nil)

// TestBridgesReadThePronoun builds a woman, a man and a "they" from sheets
// into each encounter and checks the participant's pronoun.
func TestBridgesReadThePronoun(t *testing.T) {
	horse, err := chase.RollHorse(dice.NewSource(3), chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []character.Pronoun{character.He, character.She, character.They} {
		s := bridgeSheet(t, nil)
		s.Pronouns = p
		b, err := brawl.NewBrawler("Kate", s)
		if err != nil || b.Pronoun != p {
			t.Errorf("%v: brawler %v, %v", p, b.Pronoun, err)
		}
		g, err := gunfight.NewShooter("Kate", s)
		if err != nil || g.Pronoun != p {
			t.Errorf("%v: shooter %v, %v", p, g.Pronoun, err)
		}
		r, err := chase.NewRider("Kate", s, horse)
		if err != nil || r.Pronoun != p {
			t.Errorf("%v: rider %v, %v", p, r.Pronoun, err)
		}
	}
}
