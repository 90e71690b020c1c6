package character

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// Weighted is an entry of a background table with its weight: an entry of
// weight 6 comes up six times as often as one of weight 1.
type Weighted struct {
	Name   string `json:"name"`
	Weight int    `json:"weight"`
}

// Prior is a prior or particular of a character's past (step 3) and the
// modifier it makes to starting Fame (rule CH-7: "Starting Fame is 0 plus any
// modifiers from Looks or Priors & Particulars").
type Prior struct {
	Name string `json:"name"`
	Fame int    `json:"fame,omitempty"`
}

// BackgroundTables are the tables of step 3 (rule CH-4): nationality, social
// class, age and priors & particulars. Background is mostly flavour; only a
// prior's Fame modifier changes a number.
//
// The source rules refer to these tables without printing them;
// [DefaultBackground] is ours.
type BackgroundTables struct {
	Nationalities []Weighted `json:"nationalities"`
	SocialClasses []Weighted `json:"socialClasses"`
	AgeBase       int        `json:"ageBase"`
	AgeDice       dice.Dice  `json:"ageDice"`
	Priors        []Prior    `json:"priors"`
}

// Background is a character's background (step 3).
type Background struct {
	Nationality string `json:"nationality"`
	SocialClass string `json:"socialClass"`
	Age         int    `json:"age"`
	Prior       string `json:"prior"`
	PriorFame   int    `json:"priorFame,omitempty"`
}

// String formats the background: "American, working class, age 24; prior:
// Cattle drover".
func (b Background) String() string {
	s := fmt.Sprintf("%s, %s, age %d; prior: %s", b.Nationality, strings.ToLower(b.SocialClass), b.Age, b.Prior)
	if b.PriorFame != 0 {
		s += fmt.Sprintf(" (Fame %+d)", b.PriorFame)
	}
	return s
}

// DefaultBackground returns the default background tables — ours, not from
// the source rules (rule CH-4 step 3): nationalities and social classes
// weighted for the 1870s frontier, age 15 + 2d6, and a dozen priors, a few of
// which give a starting Fame modifier. Each call returns new slices.
func DefaultBackground() BackgroundTables {
	return BackgroundTables{
		Nationalities: []Weighted{
			{"American", 60}, {"Irish", 8}, {"German", 8}, {"Mexican", 8}, {"English", 6},
			{"Scandinavian", 3}, {"Chinese", 3}, {"French", 2}, {"Italian", 2},
		},
		SocialClasses: []Weighted{{"Lower class", 20}, {"Working class", 45}, {"Middle class", 28}, {"Upper class", 7}},
		AgeBase:       15,
		AgeDice:       dice.Dice{N: 2, Sides: 6},
		Priors: []Prior{
			{Name: "Orphan"},
			{Name: "Farm boy"},
			{Name: "Cattle drover"},
			{Name: "Army veteran", Fame: 1},
			{Name: "Railroad worker"},
			{Name: "Former convict", Fame: 1},
			{Name: "Son of a preacher"},
			{Name: "Son of a famous lawman", Fame: 2},
			{Name: "Survivor of a massacre", Fame: 2},
			{Name: "Gold rush prospector"},
			{Name: "Riverboat hand"},
			{Name: "Pony Express rider", Fame: 1},
		},
	}
}

// validate reports a malformed table: an empty table, an empty or repeated
// name, a weight outside 1..10000, a prior's Fame outside −50..50, an age
// base outside 10..80 or invalid age dice. The error is a [*TableError].
func (t *BackgroundTables) validate() error {
	if err := validateWeighted("background.nationalities", t.Nationalities); err != nil {
		return err
	}
	if err := validateWeighted("background.socialClasses", t.SocialClasses); err != nil {
		return err
	}
	if t.AgeBase < 10 || t.AgeBase > 80 {
		return tableErr("background.ageBase", 0, "", "%d outside 10..80", t.AgeBase)
	}
	if err := t.AgeDice.Validate(); err != nil || t.AgeDice.Open != dice.Closed || t.AgeDice.N*t.AgeDice.Sides > 60 {
		return tableErr("background.ageDice", 0, "", "%v: want closed dice adding at most 60 years", t.AgeDice)
	}
	if len(t.Priors) == 0 {
		return tableErr("background.priors", 0, "", "no priors")
	}
	for i, p := range t.Priors {
		if strings.TrimSpace(p.Name) == "" {
			return tableErr("background.priors", i+1, "", "empty name")
		}
		if p.Fame < -modLimit || p.Fame > modLimit {
			return tableErr("background.priors", i+1, p.Name, "fame %d outside %d..%d", p.Fame, -modLimit, modLimit)
		}
		if err := repeatsName("background.priors", t.Priors, i, func(p *Prior) string { return p.Name }); err != nil {
			return err
		}
	}
	return nil
}

func validateWeighted(table string, rows []Weighted) error {
	if len(rows) == 0 {
		return tableErr(table, 0, "", "no entries")
	}
	for i, w := range rows {
		if strings.TrimSpace(w.Name) == "" {
			return tableErr(table, i+1, "", "empty name")
		}
		if w.Weight < 1 || w.Weight > 10000 {
			return tableErr(table, i+1, w.Name, "weight %d outside 1..10000", w.Weight)
		}
		if err := repeatsName(table, rows, i, func(w *Weighted) string { return w.Name }); err != nil {
			return err
		}
	}
	return nil
}

func pickWeighted(r dice.Rand, rows []Weighted) string {
	total := 0
	for _, w := range rows {
		total += w.Weight
	}
	n := r.IntN(total)
	for _, w := range rows {
		if n < w.Weight {
			return w.Name
		}
		n -= w.Weight
	}
	return rows[len(rows)-1].Name
}

func findWeighted(rows []Weighted, name string) (string, bool) {
	for _, w := range rows {
		if strings.EqualFold(w.Name, name) {
			return w.Name, true
		}
	}
	return "", false
}

// Roll rolls a background. Draws: IntN(total nationality weight),
// IntN(total social class weight), the age dice (IntN(6) twice by default),
// then IntN(number of priors). A rolling helper: nil dice panic.
func (t *BackgroundTables) Roll(r dice.Rand) Background {
	var b Background
	b.Nationality = pickWeighted(r, t.Nationalities)
	b.SocialClass = pickWeighted(r, t.SocialClasses)
	b.Age = t.AgeBase + t.AgeDice.Roll(r).Sum
	p := t.Priors[r.IntN(len(t.Priors))]
	b.Prior, b.PriorFame = p.Name, p.Fame
	return b
}

// check validates a chosen background against the tables: the nationality,
// social class and prior must be entries of the tables (matched
// case-insensitively) and the age at least the age base and at most 99.
// It returns the background as the tables spell it,
// with the prior's Fame modifier filled in; a bad entry wraps [ErrChoice].
func (t *BackgroundTables) check(b Background) (Background, error) {
	var ok bool
	if b.Nationality, ok = findWeighted(t.Nationalities, b.Nationality); !ok {
		return b, fmt.Errorf("%w: nationality %q is not in the table", ErrChoice, b.Nationality)
	}
	if b.SocialClass, ok = findWeighted(t.SocialClasses, b.SocialClass); !ok {
		return b, fmt.Errorf("%w: social class %q is not in the table", ErrChoice, b.SocialClass)
	}
	if b.Age < t.AgeBase || b.Age > 99 {
		return b, fmt.Errorf("%w: age %d outside %d..99", ErrChoice, b.Age, t.AgeBase)
	}
	for _, p := range t.Priors {
		if strings.EqualFold(p.Name, b.Prior) {
			b.Prior, b.PriorFame = p.Name, p.Fame
			return b, nil
		}
	}
	return b, fmt.Errorf("%w: prior %q is not in the table", ErrChoice, b.Prior)
}
