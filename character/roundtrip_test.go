package character_test

import (
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/deadmanshand/aces/wounds"
)

// LoadRules round-trips: any valid rules, loaded from their own JSON, are
// the very rules, zero values included. It fills no default: a field left
// out of the JSON is zero.

// mod draws a table modifier: −50..50, zero often.
func mod(t *rapid.T, label string) int { return tabletest.Often0(t, -50, 50, label) }

// bands draws bands that cover minScore..MaxScore in order: one to six.
func bands(t *rapid.T, label string) []character.Band {
	firsts := rapid.SliceOfNDistinct(rapid.IntRange(minScore+1, maxScore), 0, 5, rapid.ID[int]).Draw(t, label)
	firsts = append(firsts, minScore)
	slices.Sort(firsts)
	out := make([]character.Band, len(firsts))
	for i, lo := range firsts {
		hi := maxScore
		if i+1 < len(firsts) {
			hi = firsts[i+1] - 1
		}
		out[i] = character.Band{Min: lo, Max: hi}
	}
	return out
}

// anyModifiers draws valid modifier tables: each ability's bands drawn
// anew, every column over its valid range, and a Con healing table of any
// bands.
func anyModifiers(t *rapid.T) character.ModifierTables {
	var m character.ModifierTables
	for _, b := range bands(t, "strength") {
		m.Strength = append(m.Strength, character.StrengthRow{Band: b, Damage: mod(t, "damage"),
			Lift: tabletest.Often0(t, 1, 100000, "lift"), Carry: tabletest.Often0(t, 1, 100000, "carry"), Drag: tabletest.Often0(t, 1, 100000, "drag")})
	}
	for _, b := range bands(t, "intelligence") {
		m.Intelligence = append(m.Intelligence, character.IntelligenceRow{Band: b, Accuracy: mod(t, "accuracy"),
			BPBonus: tabletest.Often0(t, 1, 50, "bp bonus"), Learning: mod(t, "learning")})
	}
	for _, b := range bands(t, "wisdom") {
		m.Wisdom = append(m.Wisdom, character.WisdomRow{Band: b, Speed: mod(t, "speed"),
			BPBonus: tabletest.Often0(t, 1, 50, "bp bonus"), Learning: mod(t, "learning")})
	}
	for _, b := range bands(t, "dexterity") {
		m.Dexterity = append(m.Dexterity, character.DexterityRow{Band: b, Speed: mod(t, "speed"), Accuracy: mod(t, "accuracy"), ToHit: mod(t, "to hit")})
	}
	for _, b := range bands(t, "constitution") {
		m.Constitution = append(m.Constitution, character.ConstitutionRow{Band: b, HitPoints: mod(t, "hit points")})
	}
	for _, b := range bands(t, "looks") {
		m.Looks = append(m.Looks, character.LooksRow{Band: b, Charisma: mod(t, "charisma"), Reputation: mod(t, "reputation"), Fame: mod(t, "fame")})
	}
	for _, b := range bands(t, "charisma") {
		m.Charisma = append(m.Charisma, character.CharismaRow{Band: b, BPBonus: tabletest.Often0(t, 1, 50, "bp bonus"),
			Learning: mod(t, "learning"), Compatriots: tabletest.Often0(t, 1, 1000, "compatriots"), Reputation: mod(t, "reputation")})
	}
	var heal []wounds.ConRow
	for _, b := range bands(t, "healing") {
		heal = append(heal, wounds.ConRow{Min: b.Min, Max: b.Max, Days: tabletest.Often0(t, -10, 10, "days")})
	}
	heal[0].Min = 1 // the healing table covers every score from 1
	var err error
	if m.Healing, err = wounds.NewConTable(heal); err != nil {
		t.Fatalf("the generator drew an invalid healing table: %v", err)
	}
	return m
}

// name draws the name of row i of a table: distinct from every other
// row's, ignoring case.
func name(t *rapid.T, label string, i int) string {
	return fmt.Sprint(rapid.SampledFrom([]string{"Riding", "greased lightning", "STUTTER", "Cowboy"}).Draw(t, label), " ", i)
}

// closedDice draws closed dice adding at most 60.
func closedDice(t *rapid.T, label string) dice.Dice {
	n := rapid.IntRange(1, 6).Draw(t, label+" count")
	return dice.Dice{N: n, Sides: rapid.IntRange(2, 60/n).Draw(t, label+" sides")}
}

// anyCreation draws creation numbers over their valid ranges.
func anyCreation(t *rapid.T) character.CreationRules {
	return character.CreationRules{
		StartingBP:  tabletest.Often0(t, 1, 1000, "starting BP"),
		RerollCost:  rapid.IntRange(1, 1000).Draw(t, "reroll cost"),
		PointsPerBP: rapid.IntRange(1, 100).Draw(t, "points per BP"),
		TradeLoss:   rapid.IntRange(1, 10).Draw(t, "trade loss"),
		CreationMax: character.Score{
			Whole:    rapid.IntRange(minScore, maxScore).Draw(t, "creation max"),
			Fraction: rapid.IntRange(minFraction, maxFraction).Draw(t, "fraction"),
		},
		MaxQuirks:  tabletest.Often0(t, 1, 20, "max quirks"),
		MoneyDice:  closedDice(t, "money"),
		MoneyPer:   rapid.IntRange(1, 1000).Draw(t, "money per"),
		PriorBP:    rapid.IntRange(1, 1000).Draw(t, "prior BP"),
		PriorMoney: closedDice(t, "prior money"),
		MaxExtras:  tabletest.Often0(t, 1, 20, "max extras"),
	}
}

// anySkills draws a skill list of one to six skills, any relevant
// abilities, costs and dice, universal or a trade or neither.
func anySkills(t *rapid.T) character.SkillList {
	var l character.SkillList
	for i := range rapid.IntRange(1, 6).Draw(t, "skills") {
		l = append(l, character.Skill{
			Name:      name(t, "skill", i),
			Abilities: character.AbilitySet(rapid.IntRange(1, 1<<numAbilities-1).Draw(t, "abilities")),
			Cost:      rapid.IntRange(1, 100).Draw(t, "cost"),
			Die:       rapid.IntRange(2, 100).Draw(t, "die"),
			Universal: rapid.Bool().Draw(t, "universal"),
			Trade:     rapid.Bool().Draw(t, "trade"),
		})
	}
	return l
}

// anyTalents draws a catalogue of one to six talents of every kind: plain,
// with options (none, an empty list, or some; repeated or not), named,
// variable; with or without an effect and a note.
func anyTalents(t *rapid.T) character.TalentList {
	var l character.TalentList
	for i := range rapid.IntRange(1, 6).Draw(t, "talents") {
		tal := character.Talent{
			Name:   name(t, "talent", i),
			Cost:   rapid.IntRange(1, 1000).Draw(t, "cost"),
			Effect: rapid.SampledFrom([]string{"", "+1 Accuracy"}).Draw(t, "effect"),
			Note:   rapid.SampledFrom([]string{"", "the Spanish rules: 40 BP"}).Draw(t, "note"),
		}
		switch rapid.IntRange(0, 4).Draw(t, "kind") {
		case 1:
			tal.Options = []string{}
		case 2:
			tal.Options = rapid.SliceOfNDistinct(rapid.SampledFrom([]string{"pistol", "rifle", "knife"}), 1, 3, rapid.ID[string]).Draw(t, "options")
			tal.Repeat = rapid.Bool().Draw(t, "repeat")
		case 3:
			tal.Named = true
		case 4:
			tal.Variable = true
		}
		l = append(l, tal)
	}
	return l
}

// anyQuirks draws a list with at least one quirk and one flaw.
func anyQuirks(t *rapid.T) character.QuirkList {
	var l character.QuirkList
	for i := range rapid.IntRange(2, 6).Draw(t, "quirks") {
		kind := character.Quirk
		if i == 1 || (i > 1 && rapid.Bool().Draw(t, "flaw")) {
			kind = character.Flaw
		}
		bp := rapid.IntRange(1, 99).Draw(t, "bp")
		l = append(l, character.QuirkDef{
			Name: name(t, "quirk", i), Kind: kind, BP: bp,
			RandomBP: rapid.IntRange(bp+1, 100).Draw(t, "random bp"),
			Effect:   rapid.SampledFrom([]string{"", "-1 Accuracy beyond 30 ft"}).Draw(t, "effect"),
		})
	}
	return l
}

// anyBackground draws background tables: weights, an age base and dice,
// and priors with a Fame modifier or none.
func anyBackground(t *rapid.T) character.BackgroundTables {
	weighted := func(label string) []character.Weighted {
		var w []character.Weighted
		for i := range rapid.IntRange(1, 4).Draw(t, label) {
			w = append(w, character.Weighted{Name: name(t, label, i), Weight: rapid.IntRange(1, 10000).Draw(t, "weight")})
		}
		return w
	}
	bg := character.BackgroundTables{
		Nationalities: weighted("nationalities"),
		SocialClasses: weighted("social classes"),
		AgeBase:       rapid.IntRange(10, 80).Draw(t, "age base"),
		AgeDice:       closedDice(t, "age"),
	}
	for i := range rapid.IntRange(1, 4).Draw(t, "priors") {
		bg.Priors = append(bg.Priors, character.Prior{Name: name(t, "prior", i), Fame: tabletest.Often0(t, -50, 50, "fame")})
	}
	return bg
}

// anyPaths draws profession paths: none (nil or empty), or up to three
// with one to four objectives.
func anyPaths(t *rapid.T) character.PathList {
	switch rapid.IntRange(0, 2).Draw(t, "paths?") {
	case 0:
		return nil
	case 1:
		return character.PathList{}
	}
	var l character.PathList
	for i := range rapid.IntRange(1, 3).Draw(t, "paths") {
		p := character.Path{Name: name(t, "path", i)}
		for j := range rapid.IntRange(1, 4).Draw(t, "objectives") {
			p.Objectives = append(p.Objectives, character.Objective{Name: name(t, "objective", j), BP: rapid.IntRange(1, 100).Draw(t, "bp")})
		}
		l = append(l, p)
	}
	return l
}

// anyRules draws valid rules: the defaults with any of their tables drawn
// anew, over their valid ranges — zeros included.
func anyRules(t *rapid.T) *character.Rules {
	r := character.DefaultRules()
	if rapid.Bool().Draw(t, "creation") {
		r.Creation = anyCreation(t)
	}
	if rapid.Bool().Draw(t, "modifiers") {
		r.Modifiers = anyModifiers(t)
	}
	if rapid.Bool().Draw(t, "skills") {
		r.Skills = anySkills(t)
	}
	if rapid.Bool().Draw(t, "talents") {
		r.Talents = anyTalents(t)
	}
	if rapid.Bool().Draw(t, "quirks") {
		r.Quirks = anyQuirks(t)
	}
	if rapid.Bool().Draw(t, "background") {
		r.Background = anyBackground(t)
	}
	if rapid.Bool().Draw(t, "paths") {
		r.Paths = anyPaths(t)
	}
	if err := r.Validate(); err != nil {
		t.Fatalf("the generator drew invalid rules: %v", err)
	}
	return r
}

func TestLoadRulesRoundTrip(t *testing.T) {
	t.Run("any valid rules load from their own JSON as themselves", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyRules(t), character.LoadRules, tabletest.Whole) })
	})
	t.Run("the default rules load from their own JSON as themselves", func(t *testing.T) {
		tabletest.Reloads(t, character.DefaultRules(), character.LoadRules, tabletest.Whole)
	})
}

// TestLoadRulesEmptyOptions: a talent's empty list of options is written
// and loads as an empty list, not as nil (it was left out of the JSON).
func TestLoadRulesEmptyOptions(t *testing.T) {
	r := character.DefaultRules()
	r.Talents[0].Options = []string{}
	tabletest.Reloads(t, r, character.LoadRules, tabletest.Whole)
}
