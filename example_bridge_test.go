package aces_test

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// A character sheet goes into a gunfight through gunfight.NewShooter, which
// reads the sheet by its methods: the weapons from its equipment, loaded
// full with their spare rounds, and the talents checked against the
// catalogue. chase.NewRider, trial.NewSkills and brawl.NewBrawler do the
// same for their encounters. Draws: the sheet's (character.Roll).
func Example_sheetsIn() {
	s, _ := character.Roll(dice.NewSource(1876))
	s.Name = "Jake Ketchum"
	s.Equipment = append(s.Equipment, "Colt Peacemaker (12 rounds in loops)", "bedroll")
	sh, err := gunfight.NewShooter(s.Name, s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s: Speed %+d, Accuracy %+d, %d hit points, talents %v\n", sh.Name, sh.Speed, sh.Accuracy, sh.HP, sh.Talents)
	fmt.Printf("%s: %d loaded, %d in loops\n", sh.Weapons[0].Weapon, sh.Weapons[0].Loaded, sh.Weapons[0].Loop)

	s.Talents = append(s.Talents, character.TalentEntry{Name: "Quick Aimm", BP: 10})
	_, err = gunfight.NewShooter(s.Name, s)
	fmt.Println(errors.Is(err, gunfight.ErrSetup))
	// Output:
	// Jake Ketchum: Speed +4, Accuracy -2, 22 hit points, talents [Quick Aim]
	// Colt Peacemaker: 6 loaded, 12 in loops
	// true
}
