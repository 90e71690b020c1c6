package character_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

func TestSkillPurchase(t *testing.T) {
	t.Run("CH-8 each purchase lowers mastery by the ability + the mastery die (Accounting: Int + d8)", func(t *testing.T) {
		b, r := exampleBuilder(t, nil, 5, 3)
		p := mustT[character.SkillPurchase](t)(b.BuySkill(character.Accounting))
		// Int 10 + d8 5 = 15 from 100; Accounting costs 6 BP, Int's learning 0.
		if p.Before != 100 || p.After != 85 || p.Cost != 6 || p.Die != 8 || p.Roll != 5 || p.Ability != character.Intelligence || p.Score != 10 {
			t.Errorf("first purchase %+v; want 100 → 85 for 6 BP", p)
		}
		if s := p.String(); s != "Accounting: 6 BP, mastery 100% → 85% (Int 10 + d8 5 = 15)" {
			t.Errorf("String = %q", s)
		}
		p = mustT[character.SkillPurchase](t)(b.BuySkill(character.Accounting))
		// Int 10 + d8 3 = 13: 85 → 72.
		if p.Before != 85 || p.After != 72 || p.Purchase != 2 {
			t.Errorf("second purchase %+v; want 85 → 72", p)
		}
		r.Done()
		if m, err := b.Sheet().Mastery("accounting"); m != 72 || err != nil {
			t.Errorf("Mastery = %d, %v", m, err)
		}
		if got := b.Sheet().Ledger.Available(character.General); got != 75-12 {
			t.Errorf("general BP %d, want 63", got)
		}
	})
	t.Run("CH-8 a universal skill is used untrained at 100 - the ability score", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		s := b.Sheet()
		for _, c := range []struct {
			skill string
			want  int
		}{
			{character.Riding, 100 - 13},   // Dex 13
			{character.Gambling, 100 - 10}, // Int 10, Wis 12: the lowest
			{"Swimming", 100 - 7},          // Str 10, Con 7
			{character.Commerce, 100 - 8},  // Cha 8 after Looks
		} {
			if m, err := s.Mastery(c.skill); m != c.want || err != nil {
				t.Errorf("untrained %s = %d, %v; want %d", c.skill, m, err, c.want)
			}
		}
		if _, err := s.Mastery(character.Law); !errors.Is(err, character.ErrUntrained) {
			t.Errorf("untrained Law: err %v, want ErrUntrained (not universal)", err)
		}
		// Riding 87% at Average: d100 47 + 40 = 87 succeeds by 0; 46 fails.
		r := dicetest.NewScript(t, 47, 46)
		c1 := mustT[dice.Check](t)(s.SkillCheck(r, character.Riding, dice.Average()))
		c2 := mustT[dice.Check](t)(s.SkillCheck(r, character.Riding, dice.Average()))
		if !c1.Success || c1.Margin != 0 || c2.Success || c1.Label != "Riding" {
			t.Errorf("untrained Riding checks: %v / %v", c1, c2)
		}
		if _, err := s.SkillCheck(r, character.Law, dice.Average()); !errors.Is(err, character.ErrUntrained) {
			t.Errorf("Law check: err %v", err)
		}
	})
	t.Run("CH-8 a universal skill's first purchase counts the ability twice", func(t *testing.T) {
		b, r := exampleBuilder(t, nil, 8, 2)
		p := mustT[character.SkillPurchase](t)(b.BuySkill(character.Riding))
		// 100 - (2 × Dex 13 + d10 8) = 66.
		if !p.Twice || p.Before != 87 || p.After != 66 || p.String() != "Riding: 5 BP, mastery 87% → 66% (2 × Dex 13 + d10 8 = 34 from 100)" {
			t.Errorf("first Riding purchase: %v", p)
		}
		p = mustT[character.SkillPurchase](t)(b.BuySkill(character.Riding))
		// 66 - (13 + 2) = 51.
		if p.Twice || p.After != 51 {
			t.Errorf("second Riding purchase: %v; want 51", p)
		}
		r.Done()
	})
	t.Run("CHD-1 with several relevant abilities the lowest improves the skill (the English rules; the Spanish rules say the highest)", func(t *testing.T) {
		b, r := exampleBuilder(t, nil, 4)
		p := mustT[character.SkillPurchase](t)(b.BuySkill(character.Medicine))
		r.Done()
		// Medicine is Int/Wis: Int 10 is lower than Wis 12; 100 - (10 + d6 4) = 86.
		if p.Ability != character.Intelligence || p.Score != 10 || p.After != 86 {
			t.Errorf("Medicine: %v; want Int 10 + d6 4 → 86", p)
		}
	})
	t.Run("CH-8 the learning modifier changes the BP cost of Int, Wis and Cha skills (CHD-1: the lowest modifier)", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		m := &b.Sheet().Modifiers
		skills := character.DefaultSkills()
		for _, c := range []struct {
			skill    string
			listed   int
			learning int
			cost     int
		}{
			{character.Riding, 5, 0, 5},     // Dex: no learning modifier
			{character.Accounting, 6, 0, 6}, // Int 10: 0
			{character.Nursing, 6, 1, 5},    // Wis 12: +1 lowers the cost
			{character.Oratory, 6, -1, 7},   // Cha 8: -1 raises it
			{character.Medicine, 10, 0, 10}, // Int 0, Wis +1: the lowest, 0
			{character.Gambling, 5, 0, 5},   // Int 0, Wis +1: 0
			{"Survival", 5, 1, 4},           // Wis +1 (Con has none)
		} {
			sk := mustT[*character.Skill](t)(skills.Lookup(c.skill))
			if sk.Cost != c.listed || sk.Learning(m) != c.learning || sk.CostFor(m) != c.cost {
				t.Errorf("%s: listed %d, learning %d, cost %d; want %d, %d, %d", c.skill, sk.Cost, sk.Learning(m), sk.CostFor(m), c.listed, c.learning, c.cost)
			}
		}
		cheap := character.Modifiers{ChaLearning: 9}
		if sk := mustT[*character.Skill](t)(skills.Lookup(character.Oratory)); sk.CostFor(&cheap) != 1 {
			t.Errorf("Oratory with learning +9 costs %d, want the floor of 1", sk.CostFor(&cheap))
		}
	})
	t.Run("CH-3 bonus BP for Wis skills are spent first, and only on Wis skills", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil, 5, 5)
		s := b.Sheet()
		mustT[character.SkillPurchase](t)(b.BuySkill(character.Accounting)) // Int: the Wis BP stay
		if s.Ledger.Available(character.WisSkills) != 1 {
			t.Fatalf("Wis pool %d after an Int skill, want 1", s.Ledger.Available(character.WisSkills))
		}
		mustT[character.SkillPurchase](t)(b.BuySkill(character.Tracking)) // Wis: 6 - 1 = 5 BP, 1 from the pool
		if s.Ledger.Available(character.WisSkills) != 0 || s.Ledger.Available(character.General) != 75-6-4 {
			t.Errorf("after Tracking: Wis pool %d, general %d; want 0 and 65", s.Ledger.Available(character.WisSkills), s.Ledger.Available(character.General))
		}
	})
	t.Run("CH-3 a skill the BP cannot pay is refused, nothing rolled", func(t *testing.T) {
		rules := character.DefaultRules()
		rules.Creation.StartingBP = 4
		b, r := exampleBuilder(t, rules) // no faces left: a roll would fail the test
		_, err := b.BuySkill(character.Riding)
		if !errors.Is(err, character.ErrInsufficientBP) || !strings.Contains(err.Error(), "Riding costs 5 BP, 4 left") {
			t.Errorf("err %v", err)
		}
		r.Done()
		if m, _ := b.Sheet().Mastery(character.Riding); m != 87 || b.Sheet().Ledger.Balance() != 5 { // 4 + the Wis bonus BP
			t.Errorf("a refused purchase changed the sheet: Riding %d, BP %d", m, b.Sheet().Ledger.Balance())
		}
		if _, err := b.BuySkill("Basket Weaving"); !errors.Is(err, character.ErrChoice) {
			t.Errorf("unknown skill: err %v", err)
		}
	})
	t.Run("CH-8 mastery never goes below 1", func(t *testing.T) {
		rules := character.DefaultRules()
		rules.Skills = append(rules.Skills, character.Skill{Name: "Sharpshooting", Abilities: character.NewAbilitySet(character.Dexterity), Cost: 1, Die: 100})
		b, _ := exampleBuilder(t, rules, 100)
		p := mustT[character.SkillPurchase](t)(b.BuySkill("Sharpshooting"))
		if p.After != 1 {
			t.Errorf("100 - (13 + 100) gives %d, want the floor 1", p.After)
		}
		if _, err := b.BuySkill("Sharpshooting"); !errors.Is(err, character.ErrChoice) {
			t.Errorf("buying past mastery 1: err %v, want ErrChoice", err)
		}
	})
	t.Run("CH-8 skill checks come from dice (DI-5): Riding 72% at Average succeeds on 32", func(t *testing.T) {
		// An Average Reputation (45) adds nothing to the roll (RED-4).
		s := &character.Sheet{Reputation: 45, Skills: []character.SkillEntry{{Name: character.Riding, Mastery: 72, Purchases: 2, Universal: true}}}
		r := dicetest.NewScript(t, 32, 31)
		ok := mustT[dice.Check](t)(s.SkillCheck(r, character.Riding, dice.Average()))
		no := mustT[dice.Check](t)(s.SkillCheck(r, character.Riding, dice.Average()))
		if !ok.Success || no.Success || ok.String() != "Riding: d100 32 +40 (Average) = 72 ≥ 72: success by 0" {
			t.Errorf("checks %v / %v", ok, no)
		}
		if l := s.Skills[0].Level(); l != dice.LevelAverage {
			t.Errorf("Riding 72%% is %v, want Average (dice's default levels)", l)
		}
	})
	t.Run("skills bought in play with earned BP", func(t *testing.T) {
		b, r := exampleBuilder(t, nil, 6)
		s := b.Sheet()
		p, err := s.BuySkill(r, nil, character.Tracking)
		if err != nil || p.After != 100-(12+6) || p.Cost != 5 {
			t.Errorf("Tracking in play: %v, %v; want 82 for 5 BP", p, err)
		}
	})
}

func TestSkillListValidate(t *testing.T) {
	if err := rulesWith(func(r *character.Rules) { r.Skills = character.DefaultSkills() }); err != nil {
		t.Fatal(err)
	}
	t.Run("CH-8 the default list has every skill the rules name", func(t *testing.T) {
		l := character.DefaultSkills()
		for _, n := range []string{character.Riding, character.BroncBusting, character.Tracking, character.Nursing, character.Medicine, character.Oratory, character.Law, character.Intimidation, character.Commerce, character.Accounting, character.Gambling} {
			if _, err := l.Lookup(n); err != nil {
				t.Error(err)
			}
		}
		if a := mustT[*character.Skill](t)(l.Lookup(character.Accounting)); a.Die != 8 {
			t.Errorf("Accounting's mastery die is d%d, want d8 (the English rules)", a.Die)
		}
	})
	for _, c := range []struct {
		name   string
		break_ func(l character.SkillList) character.SkillList
		says   string
	}{
		{"empty name", func(l character.SkillList) character.SkillList { l[0].Name = " "; return l }, "invalid table: skills row 1: empty name"},
		{"repeat", func(l character.SkillList) character.SkillList { l[3].Name = "riding"; return l }, "row 25 (Riding): name repeats row 4"},
		{"no ability", func(l character.SkillList) character.SkillList { l[1].Abilities = 0; return l }, "no relevant ability"},
		{"cost", func(l character.SkillList) character.SkillList { l[2].Cost = 0; return l }, "cost 0 BP outside 1..100"},
		{"die", func(l character.SkillList) character.SkillList { l[2].Die = 1; return l }, "mastery die d1"},
		{"none", func(l character.SkillList) character.SkillList { return nil }, "no skills"},
	} {
		err := rulesWith(func(r *character.Rules) { r.Skills = c.break_(character.DefaultSkills()) })
		if !errors.Is(err, character.ErrTable) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err %v, want %q", c.name, err, c.says)
		}
	}
}

// Skill mastery only goes down with purchases and always stays within
// 1..100, whatever the abilities and the dice.
func TestSkillMasteryProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := character.DefaultRules()
		rules.Creation.StartingBP = 1000
		r := dicetest.NewRapid(t)
		b := newBuilder(t, r, rules)
		if err := b.Start("P"); err != nil {
			t.Fatal(err)
		}
		if _, err := b.RollAbilities(); err != nil {
			t.Fatal(err)
		}
		if _, err := b.RollBackground(); err != nil {
			t.Fatal(err)
		}
		if err := b.FinalizeAbilities(); err != nil {
			t.Fatal(err)
		}
		names := make([]string, len(rules.Skills))
		for i, s := range rules.Skills {
			names[i] = s.Name
		}
		for range rapid.IntRange(1, 30).Draw(t, "purchases") {
			name := rapid.SampledFrom(names).Draw(t, "skill")
			before, err := b.Sheet().Mastery(name)
			if err != nil {
				before = 100
			}
			p, err := b.BuySkill(name)
			if before == 1 {
				if !errors.Is(err, character.ErrChoice) {
					t.Fatalf("%s at 1%%: err %v", name, err)
				}
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			after, _ := b.Sheet().Mastery(name)
			if p.Before != before || p.After != after || after >= before || after < 1 || after > 100 {
				t.Fatalf("%s: %d → %d (record %v)", name, before, after, p)
			}
		}
		if b.Sheet().Ledger.Balance() < 0 {
			t.Fatalf("ledger went negative")
		}
	})
}
