package character_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestExampleCharacterBuilt(t *testing.T) {
	t.Run("CH-4 the published example character, built step by step", func(t *testing.T) {
		b, r := exampleBuilder(t, nil, 4, 3, 4, 5)
		s := b.Sheet()
		// Step 4: Looks 9 (Charisma -1) turns the rolled Cha 9/24 into 8/24.
		if s.Rolled[character.Charisma] != (character.Score{Whole: 9, Fraction: 24}) || s.Scores[character.Charisma] != (character.Score{Whole: 8, Fraction: 24}) {
			t.Errorf("Cha rolled %v, final %v; want 9/24 and 8/24", s.Rolled[character.Charisma], s.Scores[character.Charisma])
		}
		if s.Scores != exampleAbilities() {
			t.Errorf("final scores %v, want the example %v", s.Scores, exampleAbilities())
		}
		if s.StartingReputation.Value != 6 || s.Reputation != 6 || s.StartingFame.Value != 0 || s.Fame != 0 {
			t.Errorf("Reputation %v, Fame %v", s.StartingReputation, s.StartingFame)
		}
		// Bonus BP: Wis 12 gives 1 (Wis skills); Int 10 and Cha 8 give none.
		if b.Sheet().Ledger.Balance() != 76 || s.Ledger.Available(character.WisSkills) != 1 {
			t.Errorf("BP %d (Wis pool %d); want 76 (1)", b.Sheet().Ledger.Balance(), s.Ledger.Available(character.WisSkills))
		}
		mustT[character.Figure](t)(b.RollHitPoints()) // d4 4
		mustT[int](t)(b.RollMoney())                  // 3d6 3, 4, 5
		done := mustT[*character.Sheet](t)(b.Finish())
		r.Done()
		for _, c := range []struct {
			name      string
			got, want int
		}{
			{"hit points 20 + d4 4 - 3", done.MaxHitPoints(), 21},
			{"base Speed +1 + 0", done.BaseSpeed(), 1},
			{"base Accuracy 0 + 1", done.BaseAccuracy(), 1},
			{"to-hit", done.ToHit(), 1},
			{"damage", done.DamageModifier(), 0},
			{"money 12 × $10", done.Money, 120},
			{"compatriots", done.Modifiers.Compatriots, 2},
		} {
			if c.got != c.want {
				t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
			}
		}
		str, in, wis, dex, con := done.Abilities()
		if str != 10 || in != 10 || wis != 12 || dex != 13 || con != 7 || done.Scores[character.Looks].Whole != 9 {
			t.Errorf("Abilities() = %d %d %d %d %d", str, in, wis, dex, con)
		}
		if err := done.Validate(); err != nil {
			t.Error(err)
		}
	})
}

func TestSteps(t *testing.T) {
	t.Run("CH-4 the steps go in order: a later step before an earlier is complete is an error", func(t *testing.T) {
		b := newBuilder(t, dicetest.NewScript(t), nil)
		if _, err := b.RollAbilities(); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "step 2 (abilities) before step 1 (Building Points) is complete") {
			t.Errorf("abilities before Start: err %v", err)
		}
		if err := b.Start("Kid"); err != nil {
			t.Fatal(err)
		}
		if _, err := b.RollHitPoints(); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "before step 2 (abilities) is complete (roll the abilities)") {
			t.Errorf("hit points in step 2: err %v", err)
		}
		if _, err := b.Finish(); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "step 2 (abilities) is not complete") {
			t.Errorf("Finish in step 2: err %v", err)
		}
		if err := b.Start("Kid"); !errors.Is(err, character.ErrStep) {
			t.Errorf("Start twice: err %v", err)
		}
	})
	t.Run("CH-4 a closed step does not reopen", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		if _, err := b.Reroll(); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "step 2 (abilities) is over") {
			t.Errorf("Reroll in step 4: err %v", err)
		}
		if _, err := b.ChooseBackground(exampleBackground); !errors.Is(err, character.ErrStep) {
			t.Errorf("background in step 4: err %v", err)
		}
		if err := b.FinalizeAbilities(); !errors.Is(err, character.ErrStep) {
			t.Errorf("step 4 twice: err %v", err)
		}
		mustT[character.TalentEntry](t)(b.BuyTalent(character.Courage, "")) // step 6
		if _, err := b.ChooseQuirk("Greedy"); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "step 5 (quirks and flaws) is over") {
			t.Errorf("a quirk in step 6: err %v", err)
		}
	})
	t.Run("CH-4 steps 5 and 6 may pass with no choices; steps 3, 4, 7 and 8 may not", func(t *testing.T) {
		r := dicetest.NewScript(t, append(append([]int{}, exampleFaces...), 1, 1, 1, 1)...)
		b := newBuilder(t, r, nil)
		_ = b.Start("")
		_, _ = b.RollAbilities()
		if err := b.FinalizeAbilities(); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "step 3 (background)") {
			t.Errorf("no background: err %v", err)
		}
		_, _ = b.ChooseBackground(exampleBackground)
		if _, err := b.RollHitPoints(); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "step 4") {
			t.Errorf("hit points before step 4: err %v", err)
		}
		_ = b.FinalizeAbilities()
		mustT[character.Figure](t)(b.RollHitPoints())
		if _, err := b.Finish(); !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "step 8 (money and equipment) is not complete") {
			t.Errorf("Finish without money: err %v", err)
		}
		if err := b.BuyEquipment("saddle", 30); !errors.Is(err, character.ErrStep) {
			t.Errorf("equipment before the money: err %v", err)
		}
		mustT[int](t)(b.RollMoney())
		s := mustT[*character.Sheet](t)(b.Finish())
		r.Done()
		if s.Money != 30 || b.Step() != character.StepEquipment {
			t.Errorf("money $%d, step %v", s.Money, b.Step())
		}
		if err := b.BuyEquipment("saddle", 30); !errors.Is(err, character.ErrStep) {
			t.Errorf("after Finish: err %v", err)
		}
	})
	t.Run("CH-4 step 8: money buys equipment", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil, 1, 6, 6, 6)
		mustT[character.Figure](t)(b.RollHitPoints())
		mustT[int](t)(b.RollMoney()) // $180
		if err := b.BuyEquipment("Colt revolver", 17); err != nil {
			t.Fatal(err)
		}
		if err := b.BuyEquipment("horse", 200); !errors.Is(err, character.ErrInsufficientMoney) || !strings.Contains(err.Error(), "$163 left") {
			t.Errorf("a $200 horse with $163: err %v", err)
		}
		if err := b.BuyEquipment("", 1); !errors.Is(err, character.ErrChoice) {
			t.Errorf("no name: err %v", err)
		}
		if s := b.Sheet(); s.Money != 163 || len(s.Equipment) != 1 {
			t.Errorf("$%d, %v", s.Money, s.Equipment)
		}
	})
}

func TestAbilityAdjustments(t *testing.T) {
	start := func(t *testing.T, rules *character.Rules, next ...int) (*character.Builder, *dicetest.Script) {
		r := dicetest.NewScript(t, append(append([]int{}, exampleFaces...), next...)...)
		b := newBuilder(t, r, rules)
		_ = b.Start("")
		mustT[character.Abilities](t)(b.RollAbilities())
		return b, r
	}
	t.Run("CH-3 20 BP re-roll all the abilities", func(t *testing.T) {
		reroll := repeat([]int{6, 6, 6, 50}, 7)
		b, r := start(t, nil, reroll...)
		a := mustT[character.Abilities](t)(b.Reroll())
		r.Done()
		for _, s := range a {
			if s != (character.Score{Whole: 18, Fraction: 50}) {
				t.Errorf("re-rolled %v, want all 18/50", a)
				break
			}
		}
		if b.Sheet().Ledger.Balance() != 55 || b.Sheet().Ledger.Entries()[1].String() != "-20 BP re-roll: all abilities" {
			t.Errorf("BP %d after a re-roll, want 75 - 20 = 55", b.Sheet().Ledger.Balance())
		}
	})
	t.Run("CH-3 a re-roll the BP cannot pay is refused", func(t *testing.T) {
		rules := character.DefaultRules()
		rules.Creation.StartingBP = 19
		b, r := start(t, rules)
		if _, err := b.Reroll(); !errors.Is(err, character.ErrInsufficientBP) || !strings.Contains(err.Error(), "costs 20 BP, 19 left") {
			t.Errorf("err %v", err)
		}
		r.Done()
	})
	t.Run("CH-3 BP raise an ability, carrying the fraction (ours: 10 points per BP)", func(t *testing.T) {
		b, _ := start(t, nil)
		// Dex 13/47 + 6 BP × 10 = 14/07.
		s := mustT[character.Score](t)(b.RaiseAbility(character.Dexterity, 6))
		if s != (character.Score{Whole: 14, Fraction: 7}) || b.Sheet().Ledger.Balance() != 69 {
			t.Errorf("Dex %v, BP %d; want 14/07 and 69", s, b.Sheet().Ledger.Balance())
		}
		if _, err := b.RaiseAbility(character.Dexterity, 50); !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), "past 18/100") {
			t.Errorf("past 18/100: err %v", err)
		}
		if _, err := b.RaiseAbility(character.Dexterity, 0); !errors.Is(err, character.ErrChoice) {
			t.Errorf("0 BP: err %v", err)
		}
		if _, err := b.Reroll(); !errors.Is(err, character.ErrStep) {
			t.Errorf("re-roll after a raise: err %v", err)
		}
	})
	t.Run("CH-3 an ability is raised by lowering another (ours: 2 points for 1)", func(t *testing.T) {
		b, _ := start(t, nil)
		if err := b.TradeAbilities(character.Dexterity, character.Strength); err != nil {
			t.Fatal(err)
		}
		s := b.Sheet()
		if s.Scores[character.Dexterity] != (character.Score{Whole: 14, Fraction: 47}) || s.Scores[character.Strength] != (character.Score{Whole: 8, Fraction: 89}) || b.Sheet().Ledger.Balance() != 75 {
			t.Errorf("Dex %v, Str %v, BP %d; want 14/47, 8/89, 75", s.Scores[character.Dexterity], s.Scores[character.Strength], b.Sheet().Ledger.Balance())
		}
		if err := b.TradeAbilities(character.Dexterity, character.Dexterity); !errors.Is(err, character.ErrChoice) {
			t.Errorf("itself: err %v", err)
		}
		_ = b.TradeAbilities(character.Dexterity, character.Strength) // Str 6/89
		_ = b.TradeAbilities(character.Dexterity, character.Strength) // Str 4/89
		if err := b.TradeAbilities(character.Dexterity, character.Strength); !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), "cannot lose 2 points") {
			t.Errorf("Str 4 → 2: err %v", err)
		}
	})
}

func TestQuirks(t *testing.T) {
	t.Run("CH-3 quirks and flaws give BP, more when rolled at random than when chosen", func(t *testing.T) {
		for _, q := range character.DefaultQuirks() {
			if q.RandomBP <= q.BP {
				t.Errorf("%s: random %d, chosen %d", q.Name, q.RandomBP, q.BP)
			}
		}
		b, r := exampleBuilder(t, nil, 2)
		e := mustT[character.QuirkEntry](t)(b.ChooseQuirk("bad eyesight"))
		if e.BP != 5 || e.Random || e.String() != "flaw Bad Eyesight, +5 BP (chosen)" {
			t.Errorf("chosen: %v", e)
		}
		// The second flaw not taken: Stutter is 1st, Bad Eyesight taken, Hard of Hearing is 2nd.
		e = mustT[character.QuirkEntry](t)(b.RollQuirk(character.Flaw))
		r.Done()
		if e.Name != "Hard of Hearing" || e.BP != 5 || !e.Random {
			t.Errorf("rolled: %v; want Hard of Hearing for its random 5 BP", e)
		}
		if b.Sheet().Ledger.Balance() != 76+5+5 {
			t.Errorf("BP %d, want 86", b.Sheet().Ledger.Balance())
		}
		if _, err := b.ChooseQuirk("Bad Eyesight"); !errors.Is(err, character.ErrChoice) {
			t.Errorf("twice: err %v", err)
		}
	})
	t.Run("CH-3 at most three quirks and flaws (ours)", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		for _, n := range []string{"Greedy", "Limp", "Braggart"} {
			mustT[character.QuirkEntry](t)(b.ChooseQuirk(n))
		}
		if _, err := b.ChooseQuirk("Drinker"); !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), "at most 3") {
			t.Errorf("a fourth: err %v", err)
		}
	})
	t.Run("a roll picks only among those not taken", func(t *testing.T) {
		rules := character.DefaultRules()
		rules.Creation.MaxQuirks = 20
		b, _ := exampleBuilder(t, rules, 1, 1, 1, 1, 1, 1, 1, 1)
		seen := map[string]bool{}
		for range 8 {
			e := mustT[character.QuirkEntry](t)(b.RollQuirk(character.Quirk))
			if seen[e.Name] {
				t.Errorf("%s rolled twice", e.Name)
			}
			seen[e.Name] = true
		}
		if _, err := b.RollQuirk(character.Quirk); !errors.Is(err, character.ErrChoice) {
			t.Errorf("none left: err %v", err)
		}
	})
	t.Run("the quirk list validates", func(t *testing.T) {
		if err := rulesWith(func(r *character.Rules) { r.Quirks = character.DefaultQuirks() }); err != nil {
			t.Fatal(err)
		}
		l := character.DefaultQuirks()
		l[0].RandomBP = l[0].BP
		if err := rulesWith(func(r *character.Rules) { r.Quirks = l }); !errors.Is(err, character.ErrTable) || !strings.Contains(err.Error(), "rolling at random gives more") {
			t.Errorf("err %v", err)
		}
		l = character.DefaultQuirks()[:8] // quirks only
		if err := rulesWith(func(r *character.Rules) { r.Quirks = l }); !errors.Is(err, character.ErrTable) || !strings.Contains(err.Error(), "one quirk and one flaw") {
			t.Errorf("err %v", err)
		}
	})
}

func TestPriorExperience(t *testing.T) {
	finish := func(t *testing.T, next ...int) *character.Builder {
		b, _ := exampleBuilder(t, nil, append([]int{4, 3, 4, 5}, next...)...)
		mustT[character.Figure](t)(b.RollHitPoints())
		mustT[int](t)(b.RollMoney()) // $120
		return b
	}
	t.Run("CH-4 prior experience: a trade plus an improvement, +10 BP, a hand weapon, a contact, 2d10 dollars, a horse", func(t *testing.T) {
		b := finish(t, 6, 2, 7, 9)
		err := b.PriorExperience(
			character.Extra{Kind: character.ExtraTrade, Trade: "Blacksmithing"},
			character.Extra{Kind: character.ExtraBP},
			character.Extra{Kind: character.ExtraMoney},
		)
		if err != nil {
			t.Fatal(err)
		}
		s := mustT[*character.Sheet](t)(b.Finish())
		// Blacksmithing (Str 10, d8): 100 - (10 + 6) = 84, then 84 - (10 + 2) = 72, free.
		if m, _ := s.Mastery("Blacksmithing"); m != 72 {
			t.Errorf("Blacksmithing %d, want 72", m)
		}
		// 76 BP + 10; the trade's 2 × 5 BP awarded and spent.
		if s.Ledger.Balance() != 86 {
			t.Errorf("BP %d, want 86", s.Ledger.Balance())
		}
		// $120 + 2d10 (7 + 9).
		if s.Money != 136 {
			t.Errorf("money $%d, want $136", s.Money)
		}
	})
	t.Run("CH-4 prior experience: a second trade, a weapon, a contact, a horse", func(t *testing.T) {
		b := finish(t, 8, 1)
		err := b.PriorExperience(
			character.Extra{Kind: character.ExtraTrade, Trade: "Carpentry", Second: "gunsmithing"},
			character.Extra{Kind: character.ExtraWeapon, Item: "Bowie knife"},
			character.Extra{Kind: character.ExtraContact, Item: "Sheriff Dade"},
		)
		if err != nil {
			t.Fatal(err)
		}
		s := b.Sheet()
		if c, _ := s.Mastery("Carpentry"); c != 100-(13+8) {
			t.Errorf("Carpentry %d, want 79", c)
		}
		if g, _ := s.Mastery("Gunsmithing"); g != 100-(10+1) {
			t.Errorf("Gunsmithing %d, want 89 (Int 10, the lower of Int/Dex)", g)
		}
		if diff := cmp.Diff([]string{"extra hand weapon: Bowie knife"}, s.Equipment); diff != "" {
			t.Errorf("equipment: %s", diff)
		}
		if diff := cmp.Diff([]string{"Sheriff Dade"}, s.Contacts); diff != "" {
			t.Errorf("contacts: %s", diff)
		}
		if err := b.PriorExperience(character.Extra{Kind: character.ExtraHorse}); !errors.Is(err, character.ErrStep) {
			t.Errorf("twice: err %v", err)
		}
	})
	t.Run("CH-4 bad extras are refused before any is applied", func(t *testing.T) {
		for _, c := range []struct {
			extras []character.Extra
			says   string
		}{
			{[]character.Extra{{Kind: character.ExtraBP}, {Kind: character.ExtraTrade, Trade: character.Law}}, "Law is not a trade"},
			{[]character.Extra{{Kind: character.ExtraTrade}}, `no skill ""`},
			{[]character.Extra{{Kind: character.ExtraTrade, Trade: "Carpentry", Second: "carpentry"}}, "the second trade is the first"},
			{[]character.Extra{{Kind: character.ExtraContact}}, "a contact needs a description"},
			{[]character.Extra{{Kind: 99}}, "unknown kind 99"},
			{[]character.Extra{{Kind: character.ExtraBP}, {Kind: character.ExtraBP}, {Kind: character.ExtraBP}, {Kind: character.ExtraBP}}, "4 prior-experience extras, at most 3"},
		} {
			b := finish(t)
			before := b.Sheet().Ledger.Balance()
			err := b.PriorExperience(c.extras...)
			if !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), c.says) || b.Sheet().Ledger.Balance() != before {
				t.Errorf("%+v: err %v, BP %d (was %d)", c.extras, err, b.Sheet().Ledger.Balance(), before)
			}
		}
	})
	t.Run("CH-4 prior experience comes after step 8", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		if err := b.PriorExperience(character.Extra{Kind: character.ExtraBP}); !errors.Is(err, character.ErrStep) {
			t.Errorf("in step 4: err %v", err)
		}
	})
}

type noBackground struct{ character.AutoStrategy }

func (noBackground) Background(*character.Builder) error { return nil }

type withPrior struct{ character.AutoStrategy }

func (withPrior) PriorExperience(b *character.Builder) error {
	return b.PriorExperience(character.Extra{Kind: character.ExtraBP}, character.Extra{Kind: character.ExtraHorse, Item: "bay mare"})
}

func TestRun(t *testing.T) {
	t.Run("CH-4 a strategy that makes no required choice stops creation", func(t *testing.T) {
		_, err := newBuilder(t, dice.NewSource(1), nil).Run("X", noBackground{})
		if !errors.Is(err, character.ErrStep) || !strings.Contains(err.Error(), "chose no background") {
			t.Errorf("err %v", err)
		}
	})
	t.Run("CH-4 a strategy may grant prior experience", func(t *testing.T) {
		s, err := newBuilder(t, dice.NewSource(1), nil).Run("X", withPrior{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(s.Equipment, ","), "horse: bay mare") {
			t.Errorf("equipment %v", s.Equipment)
		}
	})
	t.Run("a builder runs once", func(t *testing.T) {
		b := newBuilder(t, dice.NewSource(1), nil)
		_, _ = b.Run("X", character.AutoStrategy{})
		if _, err := b.Run("X", character.AutoStrategy{}); !errors.Is(err, character.ErrStep) {
			t.Errorf("err %v", err)
		}
	})
}

// A seeded automatic creation is deterministic: the same seed gives the same
// sheet, and a reused builder gives the same sheet as a new one.
func TestRollDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		a, err := character.Roll(dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		b, err := character.Roll(dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(a, b); diff != "" {
			t.Fatalf("seed %d twice (-first +second):\n%s", seed, diff)
		}
		reused := newBuilder(t, dice.NewSource(seed+1), nil)
		_, _ = reused.Run("", character.AutoStrategy{})
		reused.Reset(dice.NewSource(seed), nil)
		c, err := reused.Run("", character.AutoStrategy{})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(a, c); diff != "" {
			t.Fatalf("seed %d on a reset builder (-new +reset):\n%s", seed, diff)
		}
	})
}

// Whatever the dice, automatic creation finishes a valid sheet: every step
// done, the ledger never negative, every derived number its base plus its
// modifiers.
func TestRollAlwaysValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := character.Roll(dicetest.NewRapid(t))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		if s.Ledger.Balance() < 0 || s.MaxHitPoints() < 15 || s.MaxHitPoints() > 20+4+9+4 {
			t.Fatalf("BP %d, hit points %d", s.Ledger.Balance(), s.MaxHitPoints())
		}
		for _, e := range s.Skills {
			if e.Mastery < 1 || e.Mastery > 100 {
				t.Fatalf("%v", e)
			}
		}
	})
}
