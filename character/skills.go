package character

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/words"
)

// Skill is one skill of the skill list (rule CH-8): its relevant abilities,
// its BP cost per purchase, its mastery die and whether it is universal.
//
// Mastery is a percentage where 100 is unskilled and lower is better. Each
// purchase lowers it by the relevant ability's whole score plus a roll of the
// mastery die (Accounting: Int + d8). When a skill has several relevant
// abilities the lowest score is used (rule CHD-1, the English rules; the Spanish rules use the
// highest). A universal skill can be used untrained with mastery 100 minus
// the ability score (our reading of the Spanish rules' "with the ability's value"),
// and its first purchase counts the ability twice: 100 − (2 × ability + die).
//
// The BP cost changes with the skill learning modifier when the skill uses
// Intelligence, Wisdom or Charisma: cost − modifier, at least 1 BP. With
// several of those abilities the lowest modifier counts (rule CHD-1).
type Skill struct {
	Name      string     `json:"name"`
	Abilities AbilitySet `json:"abilities"`
	Cost      int        `json:"cost"`
	Die       int        `json:"die"`
	Universal bool       `json:"universal,omitempty"`
	// Trade marks a trade (a craft such as Blacksmithing): prior experience
	// may grant one (rule CH-4).
	Trade bool `json:"trade,omitempty"`
}

// Names of the skills the rules name (rule CH-8); the default list has them
// all.
const (
	Accounting   = "Accounting"
	BroncBusting = "Bronc Busting"
	Commerce     = "Commerce" // "Trade/Commerce" in the rules; the Spanish rules' "Comercio"
	Gambling     = "Gambling"
	Intimidation = "Intimidation"
	Law          = "Law"
	Medicine     = "Medicine"
	Nursing      = "Nursing"
	Oratory      = "Oratory"
	Riding       = "Riding"
	Tracking     = "Tracking"
)

// Relevant returns the relevant ability used for the improvement per
// purchase and for untrained use: the one with the lowest whole score (rule
// CHD-1), the first in rolling order on a tie.
func (s *Skill) Relevant(a *Abilities) Ability {
	best, score := Strength, 1<<30
	for ab := range Ability(numAbilities) {
		if s.Abilities.Has(ab) && a[ab].Whole < score {
			best, score = ab, a[ab].Whole
		}
	}
	return best
}

// Learning returns the learning modifier that changes the skill's BP cost:
// the lowest modifier among its Intelligence, Wisdom and Charisma abilities,
// 0 when it uses none of them.
func (s *Skill) Learning(m *Modifiers) int {
	mod, found := 0, false
	for _, ab := range [...]Ability{Intelligence, Wisdom, Charisma} {
		if s.Abilities.Has(ab) {
			if l := m.learning(ab); !found || l < mod {
				mod, found = l, true
			}
		}
	}
	return mod
}

// CostFor returns the BP cost of one purchase for a character with modifiers
// m: the listed cost less the learning modifier, at least 1 BP. Riding (Dex,
// 5 BP) costs 5 BP for anyone; Medicine (Int/Wis, 10 BP) costs 10 BP with Int
// 10 (0) and Wis 12 (+1), since the lowest modifier counts.
func (s *Skill) CostFor(m *Modifiers) int {
	return max(1, s.Cost-s.Learning(m))
}

// Untrained returns the mastery of a universal skill not yet bought: 100
// minus the relevant ability's whole score (at least 1). A skill that is not
// universal cannot be used untrained: ok is false.
func (s *Skill) Untrained(a *Abilities) (mastery int, ok bool) {
	if !s.Universal {
		return dice.MaxMastery, false
	}
	return max(dice.MinMastery, dice.MaxMastery-a[s.Relevant(a)].Whole), true
}

// SkillList is the list of skills characters can learn. The default list
// ([DefaultSkills]) is ours, not from the source rules, which refer to a
// skill list they do not reproduce; it has every skill the rules name.
type SkillList []Skill

// Lookup returns the skill with the given name (case-insensitive); an unknown
// name wraps [ErrChoice].
func (l SkillList) Lookup(name string) (*Skill, error) {
	if s := rowNamed(l, func(s *Skill) string { return s.Name }, name); s != nil {
		return s, nil
	}
	return nil, fmt.Errorf("%w: no skill %q in the skill list", ErrChoice, name)
}

// validate reports a malformed list: an empty or repeated name (names compare
// case-insensitively), a skill without relevant abilities, a cost outside
// 1..100 BP or a mastery die outside d2..d100. The error is a [*TableError]
// naming the row.
func (l SkillList) validate() error {
	if len(l) == 0 {
		return tableErr("skills", 0, "", "no skills")
	}
	for i, s := range l {
		switch {
		case strings.TrimSpace(s.Name) == "":
			return tableErr("skills", i+1, "", "empty name")
		case s.Abilities == 0:
			return tableErr("skills", i+1, s.Name, "no relevant ability")
		case s.Abilities >= 1<<numAbilities:
			return tableErr("skills", i+1, s.Name, "unknown ability in the set")
		case s.Cost < 1 || s.Cost > 100:
			return tableErr("skills", i+1, s.Name, "cost %d BP outside 1..100", s.Cost)
		case s.Die < 2 || s.Die > 100:
			return tableErr("skills", i+1, s.Name, "mastery die d%d outside d2..d100", s.Die)
		}
		if err := repeatsName("skills", l, i, func(s *Skill) string { return s.Name }); err != nil {
			return err
		}
	}
	return nil
}

// DefaultSkills returns the default skill list — ours, not from the source
// rules (rule CH-8). It has every skill the rules name (Riding, Bronc
// Busting, Tracking, Nursing, Medicine, Oratory, Law, Intimidation, Commerce,
// Accounting with its d8 from the English rules, Gambling) and a few more a western
// needs. Trades (crafts) cost 5 BP, the "5-BP trade" of prior experience.
// Each call returns a new slice.
func DefaultSkills() SkillList {
	set := NewAbilitySet
	return SkillList{
		{Name: Accounting, Abilities: set(Intelligence), Cost: 6, Die: 8},
		{Name: "Animal Handling", Abilities: set(Wisdom), Cost: 5, Die: 8, Universal: true},
		{Name: "Blacksmithing", Abilities: set(Strength), Cost: 5, Die: 8, Trade: true},
		{Name: BroncBusting, Abilities: set(Strength, Dexterity), Cost: 7, Die: 6},
		{Name: "Card Sharping", Abilities: set(Intelligence, Dexterity), Cost: 8, Die: 6},
		{Name: "Carpentry", Abilities: set(Dexterity), Cost: 5, Die: 8, Trade: true},
		{Name: "Climbing", Abilities: set(Strength, Dexterity), Cost: 4, Die: 10, Universal: true},
		{Name: Commerce, Abilities: set(Charisma), Cost: 6, Die: 8, Universal: true},
		{Name: "Cooking", Abilities: set(Wisdom), Cost: 3, Die: 10, Universal: true},
		{Name: "Driving", Abilities: set(Dexterity, Wisdom), Cost: 4, Die: 8, Universal: true},
		{Name: Gambling, Abilities: set(Intelligence, Wisdom), Cost: 5, Die: 8, Universal: true},
		{Name: "Gunsmithing", Abilities: set(Intelligence, Dexterity), Cost: 5, Die: 8, Trade: true},
		{Name: "Hiding", Abilities: set(Dexterity), Cost: 4, Die: 10, Universal: true},
		{Name: "Hunting", Abilities: set(Wisdom), Cost: 5, Die: 8, Universal: true},
		{Name: Intimidation, Abilities: set(Charisma), Cost: 5, Die: 8, Universal: true},
		{Name: Law, Abilities: set(Intelligence), Cost: 8, Die: 6},
		{Name: "Leatherworking", Abilities: set(Dexterity), Cost: 5, Die: 8, Trade: true},
		{Name: "Literacy", Abilities: set(Intelligence), Cost: 4, Die: 12},
		{Name: Medicine, Abilities: set(Intelligence, Wisdom), Cost: 10, Die: 6},
		{Name: Nursing, Abilities: set(Wisdom), Cost: 6, Die: 8},
		{Name: "Observation", Abilities: set(Wisdom), Cost: 5, Die: 8, Universal: true},
		{Name: Oratory, Abilities: set(Charisma), Cost: 6, Die: 8},
		{Name: "Persuasion", Abilities: set(Charisma), Cost: 5, Die: 8, Universal: true},
		{Name: "Prospecting", Abilities: set(Intelligence, Wisdom), Cost: 5, Die: 8, Trade: true},
		{Name: Riding, Abilities: set(Dexterity), Cost: 5, Die: 10, Universal: true},
		{Name: "Roping", Abilities: set(Dexterity), Cost: 4, Die: 10},
		{Name: "Sneaking", Abilities: set(Dexterity), Cost: 4, Die: 10, Universal: true},
		{Name: "Survival", Abilities: set(Wisdom, Constitution), Cost: 5, Die: 8, Universal: true},
		{Name: "Swimming", Abilities: set(Strength, Constitution), Cost: 3, Die: 10, Universal: true},
		{Name: Tracking, Abilities: set(Wisdom), Cost: 6, Die: 8},
	}
}

// SkillEntry is a skill on a character sheet: its current mastery (1..100,
// lower is better), how many times it was bought, and whether it is a
// universal skill (listed untrained, Purchases 0, at 100 minus the ability).
type SkillEntry struct {
	Name      string `json:"name"`
	Mastery   int    `json:"mastery"`
	Purchases int    `json:"purchases"`
	Universal bool   `json:"universal,omitempty"`
}

// Level returns the entry's mastery level in the default table of package
// dice (Novice … Master); an untrained universal skill is at whatever level
// its mastery falls in.
func (e SkillEntry) Level() dice.Level {
	l, err := dice.DefaultMasteryLevels().Level(e.Mastery)
	if err != nil {
		return dice.LevelUnskilled
	}
	return l
}

// String formats the entry: "Riding 68% (Average, 1 purchase)",
// "Swimming 88% (universal, untrained)".
func (e SkillEntry) String() string {
	var b strings.Builder
	b.WriteString(e.Name)
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(e.Mastery))
	b.WriteString("% (")
	if e.Purchases == 0 {
		b.WriteString("universal, untrained)")
		return b.String()
	}
	b.WriteString(e.Level().String())
	b.WriteString(", ")
	b.WriteString(words.Count(e.Purchases, "purchase", "purchases"))
	b.WriteByte(')')
	return b.String()
}

// SkillPurchase is the record of one skill purchase: the BP paid, the
// ability and mastery die that made the improvement, and the mastery before
// and after.
type SkillPurchase struct {
	Skill    string
	Cost     int     // BP paid, after the learning modifier
	Learning int     // the learning modifier applied to the listed cost
	Ability  Ability // the relevant ability used (the lowest, rule CHD-1)
	Score    int     // its whole score
	Twice    bool    // first purchase of a universal skill: the ability counts twice
	Die      int     // sides of the mastery die
	Roll     int     // the mastery die's face
	Before   int     // mastery before (100, or the untrained mastery of a universal skill)
	After    int     // mastery after, never below 1
	Purchase int     // which purchase this was: 1 for the first
}

// String formats the purchase as table talk:
//
//	Riding: 5 BP, mastery 87% → 66% (2 × Dex 13 + d10 8 = 34 from 100)
//	Accounting: 6 BP, mastery 100% → 85% (Int 10 + d8 5 = 15)
func (p SkillPurchase) String() string {
	var b strings.Builder
	b.WriteString(p.Skill)
	b.WriteString(": ")
	b.WriteString(strconv.Itoa(p.Cost))
	b.WriteString(" BP")
	if p.Learning != 0 {
		b.WriteString(" (learning ")
		if p.Learning > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(p.Learning))
		b.WriteByte(')')
	}
	b.WriteString(", mastery ")
	b.WriteString(strconv.Itoa(p.Before))
	b.WriteString("% → ")
	b.WriteString(strconv.Itoa(p.After))
	b.WriteString("% (")
	n := p.Score + p.Roll
	if p.Twice {
		b.WriteString("2 × ")
		n += p.Score
	}
	b.WriteString(p.Ability.Abbrev())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.Score))
	b.WriteString(" + d")
	b.WriteString(strconv.Itoa(p.Die))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.Roll))
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(n))
	if p.Twice {
		b.WriteString(" from 100")
	}
	b.WriteByte(')')
	return b.String()
}

// improve applies one purchase of skill sk, rolled on r, to a mastery: the
// rule of CH-8. It does not touch BP.
func improve(r dice.Rand, sk *Skill, a *Abilities, before, purchases int) SkillPurchase {
	ab := sk.Relevant(a)
	p := SkillPurchase{Skill: sk.Name, Ability: ab, Score: a[ab].Whole, Die: sk.Die, Before: before, Purchase: purchases + 1}
	p.Roll = dice.D(r, sk.Die)
	if sk.Universal && purchases == 0 {
		p.Twice = true
		p.After = dice.MaxMastery - (2*p.Score + p.Roll)
	} else {
		p.After = before - (p.Score + p.Roll)
	}
	p.After = max(dice.MinMastery, min(p.After, before))
	return p
}

// BuySkill buys one purchase of a skill during play with BP from the ledger
// (rule CH-8): it costs the skill's BP adjusted by the learning modifier,
// drawn first from the matching bonus pool, and lowers mastery by the
// relevant ability (the lowest of several, rule CHD-1) plus the mastery die
// — the ability twice on a universal skill's first purchase. BP short wraps
// [ErrInsufficientBP]; a skill already at mastery 1 or not in rules.Skills
// wraps [ErrChoice]; nil dice wrap [ErrSetup]; either way nothing changes
// and nothing is rolled. Draws: one IntN(die) for the mastery die.
func (s *Sheet) BuySkill(r dice.Rand, rules *Rules, name string) (SkillPurchase, error) {
	if r == nil {
		return SkillPurchase{}, fmt.Errorf("%w: buying %s needs dice for the mastery die", ErrSetup, name)
	}
	if rules == nil {
		rules = defaultRules
	}
	return s.buySkill(r, rules, name, false)
}

// buySkill buys a skill; with general it pays from General BP only (a free
// purchase whose BP were just awarded there).
func (s *Sheet) buySkill(r dice.Rand, rules *Rules, name string, general bool) (SkillPurchase, error) {
	sk, err := rules.Skills.Lookup(name)
	if err != nil {
		return SkillPurchase{}, err
	}
	return s.buySkillDef(r, sk, general)
}

func (s *Sheet) buySkillDef(r dice.Rand, sk *Skill, general bool) (SkillPurchase, error) {
	cost := sk.CostFor(&s.Modifiers)
	set := sk.Abilities
	if general {
		set = 0
	}
	if have := s.Ledger.skillBudget(set); have < cost {
		return SkillPurchase{}, fmt.Errorf("%w: %s costs %d BP, %d left for it", ErrInsufficientBP, sk.Name, cost, have)
	}
	e := s.skill(sk.Name)
	before, purchases := dice.MaxMastery, 0
	if e != nil {
		before, purchases = e.Mastery, e.Purchases
	} else if m, ok := sk.Untrained(&s.Scores); ok {
		before = m
	}
	if before <= dice.MinMastery {
		return SkillPurchase{}, fmt.Errorf("%w: %s is already at mastery %d%%, the best there is", ErrChoice, sk.Name, before)
	}
	p := improve(r, sk, &s.Scores, before, purchases)
	p.Cost, p.Learning = cost, sk.Learning(&s.Modifiers)
	if err := s.Ledger.spendSkill(set, cost, sk.Name, "", 0); err != nil {
		return SkillPurchase{}, err // cannot happen: the budget was checked
	}
	if e == nil {
		s.Skills = append(s.Skills, SkillEntry{Name: sk.Name, Universal: sk.Universal})
		e = &s.Skills[len(s.Skills)-1]
	}
	e.Mastery, e.Purchases = p.After, p.Purchase
	return p, nil
}

// refreshUntrained sets the mastery of every universal skill not yet bought
// to 100 minus its ability, adding the ones missing from the sheet.
func (s *Sheet) refreshUntrained(skills SkillList) {
	for i := range skills {
		sk := &skills[i]
		m, ok := sk.Untrained(&s.Scores)
		if !ok {
			continue
		}
		if e := s.skill(sk.Name); e != nil {
			if e.Purchases == 0 {
				e.Mastery = m
			}
			continue
		}
		s.Skills = append(s.Skills, SkillEntry{Name: sk.Name, Mastery: m, Universal: true})
	}
}
