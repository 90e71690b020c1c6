package gunfight_test

import (
	"context"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/wounds"
)

// A quick-draw duel narrated count by count: the standard duel, two
// pistoleers 30 ft apart.
func Example() {
	f, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(31))
	if err != nil {
		panic(err)
	}
	o, err := f.Run()
	if err != nil {
		panic(err)
	}
	for _, e := range f.Events() {
		fmt.Println(e)
	}
	fmt.Println("winner:", o.Results[o.Winner].Name)
	// Output:
	// count 0: Hickok declares: draw the Colt; initiative d10 2 +3 (Speed) -1 (experience) = 4, first action at count 9
	// count 0: Tutt declares: draw the Colt; initiative d10 3 +3 (Speed) -1 (experience) = 5, first action at count 10
	// count 9: Hickok draws the Colt
	// count 10: Tutt draws the Colt
	// count 13: Hickok fires the Colt at Tutt's chest: d20 18 +1 (Accuracy) +2 (range) = 21: shot clock, J♠ → right ribs, in the chest (-5.6, 49.4); 2d6p 6→1, 6→1 = 12 → 12 damage
	// count 13: Tutt is hit in the chest for 12: broken bone, internal hemorrhaging, lodged bullet; +3 Speed -3 Accuracy, can't run; 10 HP left
	// count 13: Tutt's nerve: Average Reputation, wounded, 12 of 22 hit points lost: must seek cover
	// count 18: Hickok fires the Colt at Tutt's chest: d20 14 +1 (Accuracy) +2 (range) = 17: shot clock, A♥ → head (0.0, 63.5); 2d6p 4, 4 = 8 ×2 (head) → 16 damage
	// count 18: Tutt is hit in the head for 16: broken bone, internal hemorrhaging, unconsciousness, lodged bullet; +4 Speed -4 Accuracy; -6 HP left
	// count 18: Tutt goes down (-6 HP)
	// count 18: the fight is over: Hickok is left standing
	// winner: Hickok
}

// A rifleman takes careful aim (rule GU-3): he brings the Winchester to
// bear, 4 counts, and aims 20 more for +6 Accuracy, while the pistoleer 50
// ft away draws and walks in to the 30 ft a built-in pistoleer fires from
// (Builtin), steadying himself after the run before he fires.
func Example_carefulAim() {
	s := gunfight.StandardDuel()
	s.Distance = 50
	s.Shooters[0].Decider = gunfight.CarefulRifleman
	s.Shooters[0].Weapons = []gunfight.Carried{{Weapon: "Winchester 1873", Drawn: true, Loaded: 3}}
	f, err := gunfight.NewFight(s, dice.NewSource(4))
	if err != nil {
		panic(err)
	}
	if _, err := f.Run(); err != nil {
		panic(err)
	}
	for _, e := range f.Events() {
		fmt.Println(e)
	}
	// Output:
	// count 0: Hickok declares: fire the Winchester at Tutt, taking careful aim; initiative d10 2 +3 (Speed) -1 (experience) +1 (weapon) = 5, first action at count 29
	// count 0: Tutt declares: draw the Colt; initiative d10 10 +3 (Speed) -1 (experience) = 12, first action at count 17
	// count 17: Tutt draws the Colt
	// count 25: Tutt moves 10 ft, 40 ft from Hickok
	// count 29: Hickok fires the Winchester at Tutt's chest, taking careful aim: d20 19 +1 (Accuracy) +2 (range) +6 (aiming) -2 (moving target) = 26: exact → breast, in the chest (0.0, 51.5); 2d6p+1 6→1, 6→4 = 16 → 16 damage
	// count 29: Tutt is hit in the chest for 16: broken bone, internal hemorrhaging, severe bleeding, unconsciousness, lodged bullet; +4 Speed -4 Accuracy, can't walk; 6 HP left
	// count 29: Tutt is knocked out
	// count 29: the fight is over: Hickok is left standing
}

// A shot on the shot clock (rules GU-4, GU-5): the roll says how far from
// the aimed point the bullet lands, the card which way.
func ExampleShotClock() {
	r := dice.NewSource(1)
	rules := gunfight.DefaultRules()
	clock, body := &rules.Clock, &rules.Silhouettes.Front
	roll := dice.D(r, 20) + 3 // Accuracy +1, +2 at 30 ft
	fmt.Println("d20 + 3 =", roll, "→", clock.Judge(roll))
	card := dice.UniformCard(r, false)
	aim := body.AimPoint(wounds.Chest)
	p := clock.Land(aim, roll, card)
	fmt.Printf("aimed at the breast (%.1f, %.1f); %s, %.1f in → (%.1f, %.1f)\n", aim.X, aim.Y, card, clock.Ring(roll), p.X, p.Y)
	if k := body.Locate(p); k >= 0 {
		fmt.Println("hits the", body.Regions[k].Name, "in the", body.Regions[k].Location)
	} else {
		fmt.Println("off the body")
	}
	// Output:
	// d20 + 3 = 17 → shot clock
	// aimed at the breast (0.0, 51.5); Q♠, 12.0 in → (-11.7, 48.6)
	// hits the right upper arm in the right arm
}

// A wrestle for a gun (rule GU-8): Kate grabs the arm of the man with the
// Colt and fights him for it — Str to make him let go, Dex to take it —
// while he tries to fire it in the struggle (20 counts and a d6); once she
// has it, the gun is still contested until the grip ends (GUD-11): he
// breaks free before her 20 counts are up, and she shoots it normally.
func Example_wrestleForGun() {
	kate := gunfight.Shooter{Name: "Kate", Str: 15, Dex: 14, Wis: 14, Reputation: 80}
	cole := gunfight.Shooter{Name: "Cole", Speed: 4, Str: 11, Dex: 10, Wis: 9, Reputation: 80, Decider: gunfight.HipShooter,
		Weapons: []gunfight.Carried{{Weapon: "Colt Peacemaker", Drawn: true, Loaded: 6}}}
	wrestler := gunfight.TacticFunc{Label: "wrestler", Func: func(v *gunfight.View) gunfight.Action {
		switch {
		case len(v.Weapons) > 0 && v.Weapons[0].Loaded > 0:
			return gunfight.Action{Kind: gunfight.Fire, Target: 1, Aim: gunfight.Hip}
		case len(v.Weapons) > 0:
			return gunfight.Action{Kind: gunfight.Done}
		case v.Gripping < 0:
			return gunfight.Action{Kind: gunfight.Grab, Target: 1, At: wounds.RightArm}
		}
		return gunfight.Action{Kind: gunfight.Wrestle, Hold: gunfight.ForWeapon, Target: 1, Weapon: 0}
	}}
	kate.Decider = wrestler
	s := gunfight.Setup{Shooters: []gunfight.Shooter{kate, cole}, Distance: 3}
	f, err := gunfight.NewFight(s, dice.NewSource(6))
	if err != nil {
		panic(err)
	}
	if _, err := f.Run(); err != nil {
		panic(err)
	}
	for _, e := range f.Events() {
		fmt.Println(e)
	}
	// Output:
	// count 0: Kate declares: grab Cole; initiative d10 2 -1 (Reputation) = 1, first action at count 3
	// count 0: Cole declares: fire the Colt at Kate from the hip; initiative d10 6 +4 (Speed) -1 (Reputation) = 9, first action at count 9
	// count 3: Kate grabs at Cole's right arm: d20 14 +1 (Reputation) +8 (close combat) = 23: shot clock, 8♣ → off the body (-8.5, 48.8)
	// count 3: Cole's shot is delayed 5 counts
	// count 5: Kate grabs at Cole's right arm: d20 13 +1 (Reputation) +8 (close combat) = 22: shot clock, K♥ → right ribs, in the chest (-6.0, 51.5): a grip
	// count 14: Cole fires the Colt at Kate's chest from the hip: d20 8 +8 (range) -4 (aim) +1 (Reputation) = 13: miss
	// count 19: Cole fires the Colt at Kate's chest from the hip: d20 14 +8 (range) -4 (aim) +1 (Reputation) = 19: shot clock, 6♥ → off the body (5.1, 58.9)
	// count 24: Cole fires the Colt at Kate's chest from the hip: d20 19 +8 (range) -4 (aim) +1 (Reputation) = 24: shot clock, 9♥ → breast, in the chest (1.2, 52.4); 2d6p 1, 2 = 3 +1 (Reputation) → 4 damage
	// count 24: Kate is hit in the chest for 4; 18 HP left
	// count 25: Kate wrestles Cole (for the weapon): d20 18 +1 (Reputation) +15 (Str) = 34 vs 24: wins, Cole lets go of the Colt
	// count 29: Cole holds fire: he has let go of it in the struggle
	// count 45: Kate wrestles Cole (for the weapon): d20 14 +1 (Reputation) +14 (Dex) = 29 vs 22: wins, takes the Colt
	// count 49: Cole wrestles Kate (break free): d20 15 +1 (Reputation) +11 (Str) = 27 vs 17: wins, breaks free of Kate
	// count 49: Cole has nothing more to do
	// count 65: Kate fires the Colt at Cole's chest from the hip: d20 19 +8 (range) -4 (aim) +1 (Reputation) = 24: shot clock, K♥ → breast, in the chest (1.5, 51.7); 2d6p 4, 2 = 6 +1 (Reputation) → 7 damage
	// count 65: Cole is hit in the chest for 7: broken bone; +1 Speed -1 Accuracy, can't sprint; 15 HP left
	// count 70: Kate fires the Colt at Cole's chest from the hip: d20 9 +8 (range) -4 (aim) +1 (Reputation) = 14: shot clock, 4♦ → off the body (-15.4, 57.4)
	// count 75: Kate fires the Colt at Cole's chest from the hip: d20 18 +8 (range) -4 (aim) +1 (Reputation) = 23: shot clock, 9♦ → breast, in the chest (-1.7, 54.0); 2d6p 1, 3 = 4 +1 (Reputation) → 5 damage
	// count 75: Cole is hit in the chest for 5: broken bone; +1 Speed -1 Accuracy, can't sprint; 10 HP left
	// count 75: Kate has nothing more to do
	// count 75: the fight is over: a standoff: nobody has anything left to do
}

// A study of 2,000 standard duels (rule GU-10): the same statistics on any
// number of workers.
func ExampleSimulate() {
	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{Seed: 1876, To: 2000})
	if err != nil {
		panic(err)
	}
	fmt.Println("duels:", st.Duels, "wins:", st.Wins, "no winner:", st.NoWinner)
	fmt.Println("Hickok wins", st.WinRate(0))
	mean, _ := st.MeanEnd()
	fmt.Printf("shots per duel %.2f, hits per duel %.2f, over at count %.1f on average\n", st.PerDuel(st.Shots), st.PerDuel(st.Hits), mean)
	// Output:
	// duels: 2000 wins: [630 676] no winner: 694
	// Hickok wins 31.5% (29.5–33.6%)
	// shots per duel 8.21, hits per duel 2.63, over at count 48.5 on average
}
