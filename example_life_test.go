package aces_test

import (
	"fmt"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/wounds"
)

// A character between scenes (rule WOD-7): two men brawl, then face each
// other in the street with the bruises the brawl left, then spend a week
// mending. Every encounter reads each sheet as it is (its bridges read his
// condition), and each sheet takes the scene's consequences in one call
// (character.Sheet.Apply); days pass on his wounds with Sheet.Pass.
func Example_characterBetweenScenes() {
	r := dice.NewSource(12)
	var men []*character.Sheet
	for _, name := range []string{"Wes", "Clay"} {
		s, _ := character.Roll(r)
		s.Name = name
		s.Equipment = append(s.Equipment, "Colt Peacemaker")
		men = append(men, s)
	}

	// A brawl: its lost hit points come out as one brawling wound.
	var setup brawl.Setup
	for _, s := range men {
		b, _ := brawl.NewBrawler(s.Name, s)
		setup.Brawlers = append(setup.Brawlers, brawl.Entrant{Brawler: b, Decider: brawl.Aggressive})
	}
	b, _ := brawl.New(setup, r)
	b.Run()
	for i, s := range men {
		c, _ := b.Consequences(i, nil)
		s.Apply(r, c)
		fmt.Printf("after the brawl: %s, %d of %d hit points\n", s.Name, s.HitPointsLeft(), s.MaxHitPoints())
	}

	// A duel: each man walks in with what the brawl left him.
	duel := gunfight.Setup{Distance: 30}
	for _, s := range men {
		sh, _ := gunfight.NewShooter(s.Name, s)
		duel.Shooters = append(duel.Shooters, sh)
		fmt.Printf("in the street: %s, %d of %d hit points\n", sh.Name, sh.Condition.Left(sh.HP), sh.HP)
	}
	f, _ := gunfight.NewFight(duel, r)
	o, _ := f.Run()
	for i, s := range men {
		c, _ := f.Consequences(i, nil)
		a, _ := s.Apply(r, c)
		fmt.Printf("after the duel: %s %s, %d of %d hit points; gunfight experience %d\n", s.Name, o.Results[i].Status, s.HitPointsLeft(), s.MaxHitPoints(), s.GunfightExperience())
		for _, w := range a.Awards {
			fmt.Printf("  %s\n", w)
		}
	}

	// A week of mending.
	for _, s := range men {
		s.Pass(r, wounds.Week)
		fmt.Printf("a week later: %s, %d of %d hit points; %s\n", s.Name, s.HitPointsLeft(), s.MaxHitPoints(), s.WoundPenalties())
	}
	// Output:
	// after the brawl: Wes, 19 of 21 hit points
	// after the brawl: Clay, 23 of 23 hit points
	// in the street: Wes, 19 of 21 hit points
	// in the street: Clay, 23 of 23 hit points
	// after the duel: Wes fled, 14 of 21 hit points; gunfight experience 1
	//   ran from a fight: Reputation 12 → 9 (RP 12 → 9), Fame 2 → 2, BP +0
	// after the duel: Clay standing, 23 of 23 hit points; gunfight experience 1
	//   won a fair fight: Reputation 11 → 14 (RP 11 → 14), Fame 2 → 4, BP +0
	// a week later: Wes, 17 of 21 hit points; +1 Speed, can't sprint
	// a week later: Clay, 23 of 23 hit points; none
}
