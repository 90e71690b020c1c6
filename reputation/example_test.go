package reputation_test

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
)

// Categories, their die-roll modifier and their mulligans, Reputation and
// Notoriety alike (rules RE-1, RED-1).
func ExampleCategoryOf() {
	for _, score := range []int{0, 5, 6, 20, 21, 70, 71, 100, 101, -4, -12, -150} {
		fmt.Printf("%-5d %-12v %-23s die rolls %+d, mulligans %d\n",
			score, reputation.CategoryOf(score), reputation.Title(score),
			reputation.DieMod(score, reputation.HigherIsBetter).Value, reputation.Mulligans(score))
	}
	// Output:
	// 0     Disreputable Disreputable            die rolls -1, mulligans 0
	// 5     Disreputable Disreputable            die rolls -1, mulligans 0
	// 6     Low          Low Reputation          die rolls +0, mulligans 0
	// 20    Low          Low Reputation          die rolls +0, mulligans 0
	// 21    Average      Average Reputation      die rolls +0, mulligans 0
	// 70    Average      Average Reputation      die rolls +0, mulligans 0
	// 71    Great        Great Reputation        die rolls +1, mulligans 1
	// 100   Great        Great Reputation        die rolls +1, mulligans 1
	// 101   Legendary    Legendary Reputation    die rolls +1, mulligans 2
	// -4    Disreputable Disreputable Notoriety  die rolls -1, mulligans 0
	// -12   Low          Low Notoriety           die rolls +0, mulligans 0
	// -150  Legendary    Legendary Notoriety     die rolls +0, mulligans 0
}

// A failed Riding check re-rolled for 10 Reputation Points (rule RE-2).
func ExampleStanding_Reroll() {
	src := dice.NewSource(6)
	s, _ := reputation.NewStanding(35, 0)
	c, _ := dice.SkillCheck(src, 72, dice.Average())
	c.Label = "Riding"
	fmt.Println(c)
	if !c.Success {
		rr, err := s.Reroll(src, reputation.SkillCheck, c)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rr)
	}
	fmt.Println(s)
	// Output:
	// Riding: d100 18 +40 (Average) = 58 ≥ 72: failure by 14
	// skill check re-rolled for 10 RP (25 left): Riding: d100 18 +40 (Average) = 58 ≥ 72: failure by 14 → d100 53 +40 (Average) = 93 ≥ 72: success by 21
	// Average Reputation 35, 25 RP; Fame 0 (Little Known), highest 0
}

// A year of Fame decay: 1 point a month, never below 20% of the highest
// Fame he ever held (rule RE-5).
func ExampleStanding_Decay() {
	famous := reputation.Standing{Reputation: 60, RP: 60, Fame: 60, MaxFame: 60}
	d, _ := famous.Decay(12)
	fmt.Println(d)

	fading := reputation.Standing{Reputation: 30, RP: 30, Fame: 15, MaxFame: 61}
	d, _ = fading.Decay(12)
	fmt.Println(d)
	fmt.Println(fading.FameCategory(), fading.Songs())
	// Output:
	// 12 months: Fame 60 → 48 (floor 12, 20% of the highest 60)
	// 12 months: Fame 15 → 13 (floor 13, 20% of the highest 61)
	// Local true
}

// A Low-Reputation drifter faces a Famous gunman he recognises (rules RE-5,
// RE-7, RED-2): the drifter is rattled by the gunman's Fame, the gunman is
// not by the drifter's; the drifter's nerve gives way as the wounds come.
func ExampleFacing() {
	drifter := reputation.Combatant{Reputation: 12, Fame: 5}
	gunman := reputation.Combatant{Reputation: 85, Fame: 130}

	d, _ := reputation.Facing(drifter, gunman.Fame, true)
	g, _ := reputation.Facing(gunman, drifter.Fame, false)
	fmt.Println("drifter:", d)
	fmt.Println("gunman: ", g)

	for _, s := range []reputation.Situation{
		{Blow: reputation.ShotAt, LostHP: 0, MaxHP: 22},
		{Blow: reputation.Grazed, LostHP: 3, MaxHP: 22},
		{Blow: reputation.Wounded, LostHP: 8, MaxHP: 22},
		{Blow: reputation.ShotAt, LostHP: 8, MaxHP: 22, Armed: true},
	} {
		fmt.Println(d.Nerve.Explain(s))
	}
	fmt.Println(g.Nerve.Explain(reputation.Situation{Blow: reputation.Wounded, LostHP: 15, MaxHP: 25}))
	// Output:
	// drifter: recognises him: 5 × 25 Fame below × 2 + 2 × 50 Fame = Speed +12, Accuracy -12; Low Reputation: must seek cover after losing 25% of his hit points, must flee if shot at again
	// gunman:  does not know who he is: no Fame modifiers; Great Reputation: chooses freely whether to seek cover or stay in the fight
	// Low Reputation, shot at, 0 of 22 hit points lost: steady
	// Low Reputation, grazed, 3 of 22 hit points lost: steady
	// Low Reputation, wounded, 8 of 22 hit points lost: must seek cover
	// Low Reputation, shot at again after his nerve was shaken, 8 of 22 hit points lost: must flee
	// Great Reputation, wounded, 15 of 25 hit points lost: he chooses freely
}

// Three partners end a session: each moves 1 point toward the group's
// Reputation and Fame (rules RE-3, RE-5).
func ExampleGroup_EndSession() {
	kid := reputation.Standing{Reputation: 14, RP: 14, Fame: 2, MaxFame: 2}
	doc := reputation.Standing{Reputation: 66, RP: 40, Fame: 35, MaxFame: 35}
	marshal := reputation.Standing{Reputation: 90, RP: 90, Fame: 70, MaxFame: 80}
	drifts, err := reputation.Group{&kid, &doc, &marshal}.EndSession()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range drifts {
		fmt.Println(d)
	}
	// Output:
	// member 0: Reputation 14 → 15 toward the group's 57, Fame 2 → 3 toward 36
	// member 1: Reputation 66 → 65 toward the group's 57, Fame 35 → 36 toward 36
	// member 2: Reputation 90 → 89 toward the group's 57, Fame 70 → 69 toward 36
}

// Twelve weeks in the life of a man whose name is in the songs (rule RE-5).
func ExampleStanding_RollBoast() {
	src := dice.NewSource(7)
	s := reputation.Standing{Reputation: 75, RP: 75, Fame: 52, MaxFame: 52}
	for week := 1; week <= 12; week++ {
		fmt.Printf("week %d: %v\n", week, s.RollBoast(src))
	}
	// Output:
	// week 1: d100 60 > 10: nobody boasts this week
	// week 2: d100 52 > 10: nobody boasts this week
	// week 3: d100 79 > 10: nobody boasts this week
	// week 4: d100 62 > 10: nobody boasts this week
	// week 5: d100 42 > 10: nobody boasts this week
	// week 6: d100 3 ≤ 10: a notorious foe starts boasting he can whip him
	// week 7: d100 81 > 10: nobody boasts this week
	// week 8: d100 93 > 10: nobody boasts this week
	// week 9: d100 63 > 10: nobody boasts this week
	// week 10: d100 61 > 10: nobody boasts this week
	// week 11: d100 67 > 10: nobody boasts this week
	// week 12: d100 81 > 10: nobody boasts this week
}

// Awards after a scene from the default deed table — ours, not the
// rulebook's (rule RE-6).
func ExampleStanding_Award() {
	deeds := reputation.DefaultDeeds()
	s := reputation.Standing{Reputation: 68, RP: 58, Fame: 47, MaxFame: 47}
	for _, deed := range []string{"won a fair fight", "brought an outlaw to justice"} {
		a, err := deeds.Lookup(deed)
		if err != nil {
			fmt.Println(err)
			return
		}
		a.BP = 12 // the GM adds the scene's BP
		w, _ := s.Award(a)
		fmt.Println(w)
	}
	// Output:
	// won a fair fight: Reputation 68 → 71 (RP 58 → 61), now Great Reputation, Fame 47 → 49, BP +12
	// brought an outlaw to justice: Reputation 71 → 74 (RP 61 → 64), Fame 49 → 52, BP +12 +1 (Great Reputation) = +13; his name is in the songs now
}

// An oath sworn, and broken (rule RE-4).
func ExampleOath_Break() {
	s := reputation.Standing{Reputation: 24, RP: 24, Fame: 9, MaxFame: 9}
	o, _ := reputation.Swear("to bring the Dalton boys in")
	fmt.Println(o)
	w, _ := o.Break(&s, reputation.DefaultOathPenalty())
	fmt.Println(o)
	fmt.Println(w)
	// Output:
	// oath "to bring the Dalton boys in": sworn
	// oath "to bring the Dalton boys in": broken
	// broke an oath: Reputation 24 → 14 (RP 24 → 14), now Low Reputation, Fame 9 → 9, BP +0
}
