package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// CreationRules are the numbers of character creation. The rules give
// StartingBP (75), RerollCost (20), PriorBP (10) and PriorMoney (2d10); the
// rest are ours, the rules being silent (see [DefaultCreation]).
type CreationRules struct {
	// StartingBP is the BP every character starts with (rule CH-3): 75.
	StartingBP int `json:"startingBP"`
	// RerollCost is the BP to re-roll all seven abilities (rule CH-3): 20.
	RerollCost int `json:"rerollCost"`
	// PointsPerBP is how many fractional points one BP adds to an ability
	// (ours: 10, so 13/45 → 14/10 costs 7 BP).
	PointsPerBP int `json:"pointsPerBP"`
	// TradeLoss is how many whole points one ability loses to raise another
	// by one whole point (ours: 2; the Spanish rules: "you lower one ability some
	// points to raise another one point").
	TradeLoss int `json:"tradeLoss"`
	// CreationMax is the highest score raising or trading may reach at
	// creation (ours: 18/100).
	CreationMax Score `json:"creationMax"`
	// MaxQuirks is the most quirks and flaws a character may take (ours: 3).
	MaxQuirks int `json:"maxQuirks"`
	// MoneyDice × MoneyPer is the starting money in dollars (ours: 3d6 × $10).
	MoneyDice dice.Dice `json:"moneyDice"`
	MoneyPer  int       `json:"moneyPer"`
	// PriorBP is the "+10 BP" extra of prior experience (rule CH-4).
	PriorBP int `json:"priorBP"`
	// PriorMoney is the "2d10 dollars" extra of prior experience (rule CH-4).
	PriorMoney dice.Dice `json:"priorMoney"`
	// MaxExtras is the most prior-experience extras a character may get
	// (ours: 3; the rules say "a few").
	MaxExtras int `json:"maxExtras"`
}

// DefaultCreation returns the creation numbers: from the rules, 75 starting
// BP, 20 BP to re-roll all abilities, and the prior-experience extras of
// +10 BP and 2d10 dollars; ours, 10 fractional points per BP, 2 whole points
// lowered per point raised in a trade, scores raised to 18/100 at most,
// three quirks and flaws at most, starting money 3d6 × $10, and three
// prior-experience extras at most.
func DefaultCreation() CreationRules {
	return CreationRules{
		StartingBP:  startingBP,
		RerollCost:  20,
		PointsPerBP: 10,
		TradeLoss:   2,
		CreationMax: Score{18, 100},
		MaxQuirks:   3,
		MoneyDice:   dice.Dice{N: 3, Sides: 6},
		MoneyPer:    10,
		PriorBP:     10,
		PriorMoney:  dice.Dice{N: 2, Sides: 10},
		MaxExtras:   3,
	}
}

// validate reports a creation number out of range; the error is a
// [*TableError] naming the field.
func (c *CreationRules) validate() error {
	bad := func(field, format string, args ...any) error {
		return tableErr("creation."+field, 0, "", format, args...)
	}
	switch {
	case c.StartingBP < 0 || c.StartingBP > 1000:
		return bad("startingBP", "%d outside 0..1000", c.StartingBP)
	case c.RerollCost < 1 || c.RerollCost > 1000:
		return bad("rerollCost", "%d outside 1..1000", c.RerollCost)
	case c.PointsPerBP < 1 || c.PointsPerBP > 100:
		return bad("pointsPerBP", "%d outside 1..100", c.PointsPerBP)
	case c.TradeLoss < 1 || c.TradeLoss > 10:
		return bad("tradeLoss", "%d outside 1..10", c.TradeLoss)
	case c.CreationMax.Validate() != nil:
		return bad("creationMax", "%v", c.CreationMax.Validate())
	case c.MaxQuirks < 0 || c.MaxQuirks > 20:
		return bad("maxQuirks", "%d outside 0..20", c.MaxQuirks)
	case c.MoneyDice.Validate() != nil || c.MoneyDice.Open != dice.Closed:
		return bad("moneyDice", "%v: want closed dice", c.MoneyDice)
	case c.MoneyPer < 1 || c.MoneyPer > 1000:
		return bad("moneyPer", "%d outside 1..1000", c.MoneyPer)
	case c.PriorBP < 1 || c.PriorBP > 1000:
		return bad("priorBP", "%d outside 1..1000", c.PriorBP)
	case c.PriorMoney.Validate() != nil || c.PriorMoney.Open != dice.Closed:
		return bad("priorMoney", "%v: want closed dice", c.PriorMoney)
	case c.MaxExtras < 0 || c.MaxExtras > 20:
		return bad("maxExtras", "%d outside 0..20", c.MaxExtras)
	}
	return nil
}

// Rules gathers every table character creation and advancement read:
// creation numbers, modifier tables, skills, talents, quirks and flaws,
// background tables and profession paths. [DefaultRules] returns our
// defaults (the talents and the rules' own numbers from the source rules,
// the rest ours); a user replaces any part, in Go or as JSON with
// [LoadRules]. A Rules is read-only while builders use it.
type Rules struct {
	Creation   CreationRules    `json:"creation"`
	Modifiers  ModifierTables   `json:"modifiers"`
	Skills     SkillList        `json:"skills"`
	Talents    TalentList       `json:"talents"`
	Quirks     QuirkList        `json:"quirks"`
	Background BackgroundTables `json:"background"`
	Paths      PathList         `json:"paths"`
}

// DefaultRules returns a new copy of the default rules, which the caller may
// change: [DefaultCreation], [DefaultModifiers], [DefaultSkills],
// [DefaultTalents], [DefaultQuirks], [DefaultBackground] and [DefaultPaths].
func DefaultRules() *Rules {
	return &Rules{
		Creation:   DefaultCreation(),
		Modifiers:  DefaultModifiers(),
		Skills:     DefaultSkills(),
		Talents:    DefaultTalents(),
		Quirks:     DefaultQuirks(),
		Background: DefaultBackground(),
		Paths:      DefaultPaths(),
	}
}

// defaultRules is shared, read-only, by builders given nil rules.
var defaultRules = func() *Rules {
	r := DefaultRules()
	if err := r.Validate(); err != nil {
		panic("character: the default rules are invalid: " + err.Error())
	}
	return r
}()

// Validate reports the first malformed table, as a [*TableError] naming
// the table and row:
//
//   - creation numbers out of range (each field's bounds in the error);
//   - modifier tables whose bands do not cover 3..30 in order without gaps
//     or overlaps, an empty healing table, a modifier outside −50..50, a BP
//     bonus outside 0..50, compatriots outside 0..1000, lift, carry or drag
//     outside 0..100000 lb;
//   - skills with an empty or repeated name, no relevant ability, a cost
//     outside 1..100 BP or a mastery die outside d2..d100;
//   - talents with an empty or repeated name, a cost outside 1..1000 BP, a
//     repeatable talent without options, one both named and with options,
//     or a variable talent that repeats;
//   - quirks and flaws with an empty or repeated name, a kind that is
//     neither, a BP value outside 1..100, a random BP not above the chosen
//     BP (random gives more, rule CH-3), or no quirk or no flaw at all;
//   - background tables that are empty, with an empty or repeated name, a
//     weight outside 1..10000, a prior's Fame outside −50..50, an age base
//     outside 10..80 or invalid age dice;
//   - paths with an empty or repeated name, no objectives, an empty or
//     repeated objective, or an objective paying outside 1..100 BP.
//
// Names compare case-insensitively.
func (r *Rules) Validate() error {
	for _, validate := range [...]func() error{
		r.Creation.validate, r.Modifiers.validate, r.Skills.validate, r.Talents.validate,
		r.Quirks.validate, r.Background.validate, r.Paths.validate,
	} {
		if err := validate(); err != nil {
			return err
		}
	}
	return nil
}

// LoadRules reads rules from JSON (the form json.Marshal gives a *Rules) and
// validates them. Every table must be present, and no default fills a field
// left out: it is zero. So the JSON of any valid Rules loads as those very
// rules. An unknown field is an error, and so is a bad row, named by a
// [*TableError]. Errors wrap [ErrTable].
func LoadRules(data []byte) (*Rules, error) {
	var r Rules
	if err := encounter.Strict(data, &r); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrTable, err)
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &r, nil
}

// Clone returns a deep copy of the rules.
func (r *Rules) Clone() *Rules {
	c := *r
	m := &c.Modifiers
	m.Strength = slices.Clone(m.Strength)
	m.Intelligence = slices.Clone(m.Intelligence)
	m.Wisdom = slices.Clone(m.Wisdom)
	m.Dexterity = slices.Clone(m.Dexterity)
	m.Constitution = slices.Clone(m.Constitution)
	m.Looks = slices.Clone(m.Looks)
	m.Charisma = slices.Clone(m.Charisma)
	c.Skills = slices.Clone(c.Skills)
	c.Talents = slices.Clone(c.Talents)
	for i := range c.Talents {
		c.Talents[i].Options = slices.Clone(c.Talents[i].Options)
	}
	c.Quirks = slices.Clone(c.Quirks)
	c.Background.Nationalities = slices.Clone(c.Background.Nationalities)
	c.Background.SocialClasses = slices.Clone(c.Background.SocialClasses)
	c.Background.Priors = slices.Clone(c.Background.Priors)
	c.Paths = slices.Clone(c.Paths)
	for i := range c.Paths {
		c.Paths[i].Objectives = slices.Clone(c.Paths[i].Objectives)
	}
	return &c
}

// rowNamed returns the row of a table with the given name, or nil: an exact
// match first, then one that differs only in case (a valid table's names are
// unique case-insensitively, so the two agree).
func rowNamed[T any](rows []T, nameOf func(*T) string, name string) *T {
	for i := range rows {
		if nameOf(&rows[i]) == name {
			return &rows[i]
		}
	}
	for i := range rows {
		if strings.EqualFold(nameOf(&rows[i]), name) {
			return &rows[i]
		}
	}
	return nil
}

// repeatsName returns the error of row i of a table whose name repeats an
// earlier row's (names compare case-insensitively), or nil.
func repeatsName[T any](table string, rows []T, i int, nameOf func(*T) string) error {
	name := nameOf(&rows[i])
	for j := range i {
		if strings.EqualFold(nameOf(&rows[j]), name) {
			return tableErr(table, i+1, name, "name repeats row %d", j+1)
		}
	}
	return nil
}
