package character

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// Strategy makes the player's choices of character creation for
// [Builder.Run]. Each method is called once, at its step, with the builder:
// it looks at the sheet ([Builder.Sheet]: his scores, the BP left in his
// ledger) and makes its choices by calling the builder's methods for that
// step, whose errors it may return to stop creation. An interactive
// generator implements it with prompts; [AutoStrategy] plays sensibly on its
// own.
type Strategy interface {
	// Abilities is called in step 2, after the roll: Reroll, RaiseAbility,
	// TradeAbilities, or nothing.
	Abilities(b *Builder) error
	// Background is called in step 3 and must RollBackground or
	// ChooseBackground.
	Background(b *Builder) error
	// QuirksAndFlaws is called in step 5: RollQuirk, ChooseQuirk, or nothing.
	QuirksAndFlaws(b *Builder) error
	// SkillsAndTalents is called in step 6: BuySkill, BuyTalent,
	// BuyInheritance, or nothing.
	SkillsAndTalents(b *Builder) error
	// Equipment is called in step 8, after the money is rolled:
	// BuyEquipment, or nothing.
	Equipment(b *Builder) error
}

// PriorExperiencer is a Strategy that also grants the optional prior
// experience extras (rule CH-4); Run calls it after step 8.
type PriorExperiencer interface {
	PriorExperience(b *Builder) error
}

// Run drives creation from step 1 to the end, asking s for every choice,
// and returns the finished sheet. The builder rolls the abilities (step 2),
// finalizes them (4), rolls hit points (7) and starting money (8) itself —
// unless the strategy already did. A strategy that leaves a required choice
// undone (no background) gets an error wrapping [ErrStep]; so does a
// builder already started. Draws: those of each step, in order.
func (b *Builder) Run(name string, s Strategy) (*Sheet, error) {
	if err := b.Start(name); err != nil {
		return nil, err
	}
	if _, err := b.RollAbilities(); err != nil {
		return nil, err
	}
	if err := s.Abilities(b); err != nil {
		return nil, fmt.Errorf("%v: %w", StepAbilities, err)
	}
	if err := s.Background(b); err != nil {
		return nil, fmt.Errorf("%v: %w", StepBackground, err)
	}
	if !b.background {
		return nil, fmt.Errorf("%w: the strategy chose no background in %v", ErrStep, StepBackground)
	}
	if !b.final {
		if err := b.FinalizeAbilities(); err != nil {
			return nil, err
		}
	}
	if err := s.QuirksAndFlaws(b); err != nil {
		return nil, fmt.Errorf("%v: %w", StepQuirks, err)
	}
	if err := s.SkillsAndTalents(b); err != nil {
		return nil, fmt.Errorf("%v: %w", StepSkillsTalents, err)
	}
	if !b.hp {
		if _, err := b.RollHitPoints(); err != nil {
			return nil, err
		}
	}
	if !b.money {
		if _, err := b.RollMoney(); err != nil {
			return nil, err
		}
	}
	if err := s.Equipment(b); err != nil {
		return nil, fmt.Errorf("%v: %w", StepEquipment, err)
	}
	if p, ok := s.(PriorExperiencer); ok {
		if err := p.PriorExperience(b); err != nil {
			return nil, fmt.Errorf("%v: %w", StepPriorExperience, err)
		}
	}
	return b.Finish()
}

// TalentChoice names a talent and, where it needs one, its option.
type TalentChoice struct {
	Name, Option string
}

// AutoStrategy makes every creation choice by itself, deterministically
// (it draws no dice of its own; the builder's rolls are the only
// randomness). The zero AutoStrategy uses the defaults below.
//
//   - Abilities: re-roll once (20 BP) when the mean whole score is below
//     RerollBelow (default 9); no raises or trades.
//   - Background: rolled.
//   - Quirks and flaws: one quirk and one flaw rolled at random, for the
//     larger BP.
//   - Talents: the first of Talents (default Quick Aim, Courage, Hit Point
//     Bonus) the General BP cover, at most MaxTalents (default 1).
//   - Skills: rounds over Skills (default Riding, Gambling, Observation,
//     Tracking, Survival, Persuasion, Hunting, Roping), one purchase of each
//     affordable skill per round, until a round buys nothing.
//   - Equipment: none bought; the money is kept.
type AutoStrategy struct {
	RerollBelow int
	Talents     []TalentChoice
	MaxTalents  int
	Skills      []string
}

var (
	defaultAutoTalents = []TalentChoice{{Name: QuickAim}, {Name: Courage}, {Name: HitPointBonus}}
	defaultAutoSkills  = []string{Riding, Gambling, "Observation", Tracking, "Survival", "Persuasion", "Hunting", "Roping"}
)

// Abilities re-rolls once when the mean whole score is below RerollBelow.
func (a AutoStrategy) Abilities(b *Builder) error {
	below := a.RerollBelow
	if below == 0 {
		below = 9
	}
	if b.sheet.Scores.Mean() < below && b.sheet.Ledger.Balance() >= b.rules.Creation.RerollCost {
		_, err := b.Reroll()
		return err
	}
	return nil
}

// Background rolls the background.
func (a AutoStrategy) Background(b *Builder) error {
	_, err := b.RollBackground()
	return err
}

// QuirksAndFlaws rolls one quirk and one flaw at random, within the limit.
func (a AutoStrategy) QuirksAndFlaws(b *Builder) error {
	for _, k := range [...]QuirkKind{Quirk, Flaw} {
		if len(b.sheet.Quirks) >= b.rules.Creation.MaxQuirks {
			break
		}
		if _, err := b.RollQuirk(k); err != nil {
			return err
		}
	}
	return nil
}

// SkillsAndTalents buys talents, then skills in rounds.
func (a AutoStrategy) SkillsAndTalents(b *Builder) error {
	talents, skills, maxTalents := a.Talents, a.Skills, a.MaxTalents
	if talents == nil {
		talents = defaultAutoTalents
	}
	if skills == nil {
		skills = defaultAutoSkills
	}
	if maxTalents == 0 {
		maxTalents = 1
	}
	bought := 0
	for _, c := range talents {
		if bought >= maxTalents {
			break
		}
		t, err := b.rules.Talents.Lookup(c.Name)
		if err != nil {
			return err
		}
		if t.Variable || t.Cost > b.sheet.Ledger.Available(General) || b.sheet.HasTalent(t.Name) && !t.Repeat {
			continue
		}
		if _, err := b.BuyTalent(c.Name, c.Option); err != nil {
			return err
		}
		bought++
	}
	var buf [16]*Skill
	defs := buf[:0]
	for _, name := range skills {
		sk, err := b.rules.Skills.Lookup(name)
		if err != nil {
			return err
		}
		defs = append(defs, sk)
	}
	if err := b.enter(StepSkillsTalents); err != nil {
		return err
	}
	for {
		boughtAny := false
		for _, sk := range defs {
			if sk.CostFor(&b.sheet.Modifiers) > b.sheet.Ledger.skillBudget(sk.Abilities) {
				continue
			}
			if e := b.sheet.skill(sk.Name); e != nil && e.Mastery <= dice.MinMastery {
				continue
			}
			if _, err := b.sheet.buySkillDef(b.r, sk, false); err != nil {
				return err
			}
			boughtAny = true
		}
		if !boughtAny {
			return nil
		}
	}
}

// Equipment buys nothing.
func (a AutoStrategy) Equipment(b *Builder) error { return nil }

// Roll creates a complete character automatically: the default rules and
// the zero [AutoStrategy]. The same dice give the same character; nil dice
// wrap [ErrSetup]. Draws: those of [Builder.Run], starting with the 28 of
// the abilities.
func Roll(r dice.Rand) (*Sheet, error) {
	b, err := NewBuilder(r, nil)
	if err != nil {
		return nil, err
	}
	return b.Run("", AutoStrategy{})
}
