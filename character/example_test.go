package character_test

import (
	"fmt"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
)

// Roll a complete character from a seed and print the sheet: every derived
// number shows where it comes from.
func ExampleBuilder_Run() {
	src := dice.NewSource(7)
	b, err := character.NewBuilder(src, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := b.Run("Jesse Colter", character.AutoStrategy{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(s)
	// Output:
	// Jesse Colter
	// American, lower class, age 23; prior: Survivor of a massacre (Fame +2)
	//
	// Abilities (what each feeds)
	//   Str  13/62  damage +1, lift 260 lb, carry 60 lb, drag 650 lb
	//   Int   9/93  accuracy +0, bonus BP 0 (Int skills), learning +0
	//   Wis  12/81  speed +1, bonus BP 1 (Wis skills), learning +1
	//   Dex   7/31  speed +2, accuracy -2, to-hit -2
	//   Con   6/75  hit points -4, healing +1 days per hit point
	//   Lks  13/15  Charisma +1, Reputation +1, Fame +0
	//   Cha  10/01  bonus BP 0 (Cha skills), learning +0, compatriots 3, Reputation +0 [rolled 9/01]
	//
	// Derived
	//   Hit points 20 = 20 +4 (d4) -4 (Constitution)
	//   Base Speed 3 = 0 +1 (Wisdom) +2 (Dexterity) (added to initiative: lower is better)
	//   Base Accuracy -2 = 0 +0 (Intelligence) -2 (Dexterity) (added to the shot roll: higher is better)
	//   Starting Reputation 11 = 10 (mean of the seven abilities) +1 (Looks) +0 (Charisma)
	//   Starting Fame 2 = 0 +0 (Looks) +2 (Survivor of a massacre)
	//   Reputation 11, Fame 2, gunfight experience 0, $70
	//
	// Skills
	//   Gambling 71% (Average, 2 purchases)
	//   Hunting 49% (Advanced, 2 purchases)
	//   Observation 60% (Average, 2 purchases)
	//   Persuasion 64% (Average, 2 purchases)
	//   Riding 54% (Average, 3 purchases)
	//   Survival 74% (Average, 2 purchases)
	//   Tracking 73% (Average, 2 purchases)
	//   Roping 78% (Novice, 2 purchases)
	//
	// Universal skills, untrained: Animal Handling 88%, Climbing 93%, Commerce 90%, Cooking 88%, Driving 93%, Hiding 93%, Intimidation 90%, Sneaking 93%, Swimming 94%
	//
	// Talents
	//   Quick Aim, 10 BP
	//
	// Quirks and flaws
	//   quirk Compulsive Gambler, +6 BP (rolled at random)
	//   flaw Hard of Hearing, +5 BP (rolled at random)
	//
	// Building Points: 0 left
	//   +75 BP start
	//   +1 BP bonus: Wisdom [Wis skills]
	//   +6 BP quirk: Compulsive Gambler (rolled at random)
	//   +5 BP quirk: Hard of Hearing (rolled at random)
	//   -10 BP talent: Quick Aim
	//   -5 BP skill: Riding
	//   -4 BP skill: Gambling
	//   -1 BP skill: Gambling [Wis skills]
	//   -4 BP skill: Observation
	//   -5 BP skill: Tracking
	//   -4 BP skill: Survival
	//   -5 BP skill: Persuasion
	//   -4 BP skill: Hunting
	//   -4 BP skill: Roping
	//   -5 BP skill: Riding
	//   -5 BP skill: Gambling
	//   -4 BP skill: Observation
	//   -5 BP skill: Tracking
	//   -4 BP skill: Survival
	//   -5 BP skill: Persuasion
	//   -4 BP skill: Hunting
	//   -4 BP skill: Roping
	//   -5 BP skill: Riding
}

// A character generator drives the steps itself; here, a skill purchase in
// step 6.
func ExampleBuilder_BuySkill() {
	src := dice.NewSource(11)
	b, _ := character.NewBuilder(src, nil)
	_ = b.Start("Doc Ames")
	a, _ := b.RollAbilities()
	fmt.Println(a)
	_, _ = b.RollBackground()
	_ = b.FinalizeAbilities()

	untrained, _ := b.Sheet().Mastery(character.Riding)
	fmt.Printf("Riding untrained: %d%%\n", untrained)
	for range 2 {
		p, err := b.BuySkill(character.Riding)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(p)
	}
	p, _ := b.BuySkill(character.Medicine)
	fmt.Println(p)
	fmt.Println("BP left:", b.Sheet().Ledger.Balance())
	// Output:
	// Str 10/87 Int 8/44 Wis 8/57 Dex 11/73 Con 11/95 Lks 10/45 Cha 8/39
	// Riding untrained: 89%
	// Riding: 5 BP, mastery 89% → 74% (2 × Dex 11 + d10 4 = 26 from 100)
	// Riding: 5 BP, mastery 74% → 61% (Dex 11 + d10 2 = 13)
	// Medicine: 11 BP (learning -1), mastery 100% → 86% (Int 8 + d6 6 = 14)
	// BP left: 54
}

// Talents cost BP; Greased Lightning is bought once per weapon type, and
// Inheritance turns BP into dollars.
func ExampleBuilder_BuyTalent() {
	src := dice.NewSource(3)
	b, _ := character.NewBuilder(src, nil)
	_ = b.Start("Kid Malone")
	_, _ = b.RollAbilities()
	_, _ = b.RollBackground()
	_ = b.FinalizeAbilities()

	for _, weapon := range []string{"pistol", "rifle", "pistol"} {
		e, err := b.BuyTalent(character.GreasedLightning, weapon)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(e)
	}
	e, _ := b.BuyInheritance(12)
	fmt.Println(e, "→ $", b.Sheet().Money)
	fmt.Println("BP left:", b.Sheet().Ledger.Balance())
	_, err := b.BuyTalent(character.DamageBonus, "")
	fmt.Println(err)
	// Output:
	// Greased Lightning (pistol), 20 BP
	// Greased Lightning (rifle), 20 BP
	// character: invalid choice: Greased Lightning is already bought for pistol
	// Inheritance, 12 BP → $ 120
	// BP left: 23
	// character: insufficient building points: talent Damage Bonus costs 75 BP, 23 left
}

// After a scene the GM awards BP for the profession path the character
// declared, a personal goal and a remarkable event; gunfight experience is
// recorded at the same time.
func ExampleSheet_EndScene() {
	s, _ := character.Roll(dice.NewSource(5))
	paths := character.DefaultPaths()
	scenes := []character.Scene{
		{Number: 1, Path: "Lawman", Objectives: []string{"Be sworn in as a deputy"},
			Goals: []character.Goal{{Name: "Buy your first horse", BP: 1}}},
		{Number: 2, Path: "Lawman", Objectives: []string{"Catch a horse thief"},
			Events: []character.Event{{What: "stopped the runaway stage", BP: 1}}, Gunfights: 1},
		{Number: 3, Path: "Lawman", Objectives: []string{"Bring in a gang"}},
	}
	for _, sc := range scenes {
		a, err := s.EndScene(paths, sc)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(a)
	}
	fmt.Println("earned:", s.Ledger.Earned(), "BP; gunfight experience:", s.GunfightExperience())
	// Output:
	// scene 1 (Lawman): +1 BP Be sworn in as a deputy; +1 BP personal goal: Buy your first horse; total +2 BP
	// scene 2 (Lawman): +2 BP Catch a horse thief; +1 BP remarkable: stopped the runaway stage; gunfight experience +1; total +3 BP
	// character: objectives out of order: Lawman: reaching "Bring in a gang" leaves 2 earlier objectives undone (Arrest a wanted man; Be made sheriff or town marshal); at most one may be skipped
	// earned: 5 BP; gunfight experience: 1
}

// Ability scores carry their fraction into the whole score.
func ExampleScore_Add() {
	s, _ := character.ParseScore("13/45")
	t, _ := s.Add(65)
	fmt.Println(s, "+ 65 =", t)
	_, err := character.ParseScore("13/101")
	fmt.Println(err)
	// Output:
	// 13/45 + 65 = 14/10
	// character: invalid ability score: 13/101: fraction 101 outside 1..100
}
