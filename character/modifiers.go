package character

import (
	"fmt"
	"strconv"

	"github.com/deadmanshand/aces/wounds"
)

// Band is a range of whole ability scores, Min..Max inclusive: one row of a
// modifier table.
type Band struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

func (b Band) band() Band { return b }

// String returns "13" for a one-score band and "19-20" otherwise.
func (b Band) String() string {
	if b.Min == b.Max {
		return strconv.Itoa(b.Min)
	}
	return strconv.Itoa(b.Min) + "-" + strconv.Itoa(b.Max)
}

type banded interface{ band() Band }

// StrengthRow is a row of the Strength table: the close-combat damage
// modifier and the pounds the character can lift, carry and drag.
type StrengthRow struct {
	Band
	Damage int `json:"damage"`
	Lift   int `json:"lift"`
	Carry  int `json:"carry"`
	Drag   int `json:"drag"`
}

// IntelligenceRow is a row of the Intelligence table: the Accuracy modifier
// (added to base Accuracy with Dexterity's), the bonus BP for skills that use
// Intelligence, and the skill learning modifier.
type IntelligenceRow struct {
	Band
	Accuracy int `json:"accuracy"`
	BPBonus  int `json:"bpBonus"`
	Learning int `json:"learning"`
}

// WisdomRow is a row of the Wisdom table: the Speed modifier (added to base
// Speed with Dexterity's; lower is quicker), the bonus BP for skills that use
// Wisdom, and the skill learning modifier.
type WisdomRow struct {
	Band
	Speed    int `json:"speed"`
	BPBonus  int `json:"bpBonus"`
	Learning int `json:"learning"`
}

// DexterityRow is a row of the Dexterity table: the Speed modifier (lower is
// quicker), the Accuracy modifier and the to-hit modifier at close quarters.
type DexterityRow struct {
	Band
	Speed    int `json:"speed"`
	Accuracy int `json:"accuracy"`
	ToHit    int `json:"toHit"`
}

// ConstitutionRow is a row of the Constitution table: the hit point
// modifier. Constitution's healing adjustment is not a column here but the
// wounds package's own table, [ModifierTables.Healing] (rule CHD-5).
type ConstitutionRow struct {
	Band
	HitPoints int `json:"hitPoints"`
}

// LooksRow is a row of the Looks table: the modifier Looks makes to the
// Charisma score, and the starting Reputation and Fame modifiers.
type LooksRow struct {
	Band
	Charisma   int `json:"charisma"`
	Reputation int `json:"reputation"`
	Fame       int `json:"fame"`
}

// CharismaRow is a row of the Charisma table: the bonus BP for skills that
// use Charisma, the skill learning modifier, the maximum number of
// compatriots (NPCs who may serve under the character) and the starting
// Reputation modifier.
type CharismaRow struct {
	Band
	BPBonus     int `json:"bpBonus"`
	Learning    int `json:"learning"`
	Compatriots int `json:"compatriots"`
	Reputation  int `json:"reputation"`
}

// ModifierTables says what each ability feeds (rules CH-1, CH-2): one table
// per ability, each a list of rows over bands of whole scores that together
// cover 3..30 in order without gaps. Fractions do not change the modifiers.
//
// Healing is Constitution's healing table, the very table the wounds
// package heals with (rule CHD-5, one table for one number): the days added
// to the healing of each hit point — none from Con 8 to 13, more below 8,
// fewer above 13. A character and his wounds.Patient read the same number
// when both are given the same table.
//
// The source rules omit these tables; [DefaultModifiers] is ours. A user with
// the printed tables loads their own (as JSON, validated by
// [Rules.Validate]: bands that cover 3..30 in order without gaps or
// overlaps, a modifier within −50..50, a BP bonus within 0..50, a
// compatriot count within 0..1000, lift, carry and drag within 0..100000
// lb).
type ModifierTables struct {
	Strength     []StrengthRow     `json:"strength"`
	Intelligence []IntelligenceRow `json:"intelligence"`
	Wisdom       []WisdomRow       `json:"wisdom"`
	Dexterity    []DexterityRow    `json:"dexterity"`
	Constitution []ConstitutionRow `json:"constitution"`
	Looks        []LooksRow        `json:"looks"`
	Charisma     []CharismaRow     `json:"charisma"`
	Healing      wounds.ConTable   `json:"healing"`
}

// Modifiers is every number the seven abilities feed, looked up in the
// modifier tables (rule CH-1):
//
//   - Strength: close-combat damage modifier; pounds lifted, carried, dragged.
//   - Intelligence: Accuracy modifier, BP bonus for Int skills, learning
//     modifier.
//   - Wisdom: Speed modifier, BP bonus for Wis skills, learning modifier.
//   - Dexterity: Speed modifier, Accuracy modifier, close-quarters to-hit.
//   - Constitution: hit point modifier; healing adjustment in days per hit
//     point, from the wounds table (rule CHD-5).
//   - Looks: Charisma modifier, starting Reputation and Fame modifiers.
//   - Charisma: BP bonus for Cha skills, learning modifier, maximum
//     compatriots, starting Reputation modifier.
type Modifiers struct {
	Damage int `json:"damage"`
	Lift   int `json:"lift"`
	Carry  int `json:"carry"`
	Drag   int `json:"drag"`

	IntAccuracy int `json:"intAccuracy"`
	IntBPBonus  int `json:"intBPBonus"`
	IntLearning int `json:"intLearning"`

	WisSpeed    int `json:"wisSpeed"`
	WisBPBonus  int `json:"wisBPBonus"`
	WisLearning int `json:"wisLearning"`

	DexSpeed    int `json:"dexSpeed"`
	DexAccuracy int `json:"dexAccuracy"`
	ToHit       int `json:"toHit"`

	HitPoints int `json:"hitPoints"`
	Healing   int `json:"healing"`

	LooksCharisma   int `json:"looksCharisma"`
	LooksReputation int `json:"looksReputation"`
	LooksFame       int `json:"looksFame"`

	ChaBPBonus    int `json:"chaBPBonus"`
	ChaLearning   int `json:"chaLearning"`
	Compatriots   int `json:"compatriots"`
	ChaReputation int `json:"chaReputation"`
}

// learning returns the skill learning modifier of ability a: Intelligence's,
// Wisdom's or Charisma's; 0 for the other abilities, which have none.
func (m *Modifiers) learning(a Ability) int {
	switch a {
	case Intelligence:
		return m.IntLearning
	case Wisdom:
		return m.WisLearning
	case Charisma:
		return m.ChaLearning
	}
	return 0
}

// bPBonus returns the bonus BP that ability a gives for skills using it:
// Intelligence's, Wisdom's or Charisma's; 0 for the other abilities.
func (m *Modifiers) bpBonus(a Ability) int {
	switch a {
	case Intelligence:
		return m.IntBPBonus
	case Wisdom:
		return m.WisBPBonus
	case Charisma:
		return m.ChaBPBonus
	}
	return 0
}

func lookupRow[R banded](rows []R, whole int) (R, bool) {
	for _, r := range rows {
		if b := r.band(); whole >= b.Min && whole <= b.Max {
			return r, true
		}
	}
	var zero R
	return zero, false
}

// rowFor returns the row of ability ab's whole score in rows; a score the
// table does not cover leaves an error wrapping [ErrScore] in *err, unless
// one is there already (the first ability missed is the one reported).
func rowFor[R banded](rows []R, a *Abilities, ab Ability, err *error) R {
	r, ok := lookupRow(rows, a[ab].Whole)
	if !ok && *err == nil {
		*err = fmt.Errorf("%w: %s %v is not in the %s table", ErrScore, ab.Abbrev(), a[ab], ab)
	}
	return r
}

// Lookup returns the modifiers of a set of scores. A score outside the
// tables wraps [ErrScore] and names the ability.
func (t *ModifierTables) Lookup(a *Abilities) (Modifiers, error) {
	var m Modifiers
	if err := a.validate(); err != nil {
		return m, err
	}
	var err error
	str := rowFor(t.Strength, a, Strength, &err)
	in := rowFor(t.Intelligence, a, Intelligence, &err)
	wis := rowFor(t.Wisdom, a, Wisdom, &err)
	dex := rowFor(t.Dexterity, a, Dexterity, &err)
	con := rowFor(t.Constitution, a, Constitution, &err)
	lks := rowFor(t.Looks, a, Looks, &err)
	cha := rowFor(t.Charisma, a, Charisma, &err)
	if err != nil {
		return m, err
	}
	m = Modifiers{
		Damage: str.Damage, Lift: str.Lift, Carry: str.Carry, Drag: str.Drag,
		IntAccuracy: in.Accuracy, IntBPBonus: in.BPBonus, IntLearning: in.Learning,
		WisSpeed: wis.Speed, WisBPBonus: wis.BPBonus, WisLearning: wis.Learning,
		DexSpeed: dex.Speed, DexAccuracy: dex.Accuracy, ToHit: dex.ToHit,
		HitPoints: con.HitPoints, Healing: t.Healing.Days(a[Constitution].Whole),
		LooksCharisma: lks.Charisma, LooksReputation: lks.Reputation, LooksFame: lks.Fame,
		ChaBPBonus: cha.BPBonus, ChaLearning: cha.Learning, Compatriots: cha.Compatriots, ChaReputation: cha.Reputation,
	}
	return m, nil
}

// looksCharisma returns the modifier Looks makes to the Charisma score for a
// whole Looks score, or an error wrapping [ErrScore].
func (t *ModifierTables) looksCharisma(looks int) (int, error) {
	r, ok := lookupRow(t.Looks, looks)
	if !ok {
		return 0, fmt.Errorf("%w: Looks %d is not in the Looks table", ErrScore, looks)
	}
	return r.Charisma, nil
}

// modLimit bounds every modifier in a table; weights and counts are bounded
// separately.
const modLimit = 50

// validate reports a malformed table: bands that do not cover 3..30 in order
// without gaps or overlaps, an empty healing table, a modifier outside −50..50, a BP bonus outside
// 0..50, a compatriot count outside 0..1000, or lift, carry or drag outside
// 0..100000 lb. The error is a [*TableError] naming the table and the row.
func (t *ModifierTables) validate() error {
	if err := validateBands("modifiers.strength", t.Strength); err != nil {
		return err
	}
	for i, r := range t.Strength {
		if err := checkMods("modifiers.strength", i, r.Band, "damage", r.Damage); err != nil {
			return err
		}
		if r.Lift < 0 || r.Carry < 0 || r.Drag < 0 || r.Lift > 100000 || r.Carry > 100000 || r.Drag > 100000 {
			return tableErr("modifiers.strength", i+1, r.Band.String(), "lift, carry and drag must be 0..100000 lb")
		}
	}
	if err := validateBands("modifiers.intelligence", t.Intelligence); err != nil {
		return err
	}
	for i, r := range t.Intelligence {
		if err := checkMods("modifiers.intelligence", i, r.Band, "accuracy", r.Accuracy, "learning", r.Learning); err != nil {
			return err
		}
		if err := checkBPBonus("modifiers.intelligence", i, r.Band, r.BPBonus); err != nil {
			return err
		}
	}
	if err := validateBands("modifiers.wisdom", t.Wisdom); err != nil {
		return err
	}
	for i, r := range t.Wisdom {
		if err := checkMods("modifiers.wisdom", i, r.Band, "speed", r.Speed, "learning", r.Learning); err != nil {
			return err
		}
		if err := checkBPBonus("modifiers.wisdom", i, r.Band, r.BPBonus); err != nil {
			return err
		}
	}
	if err := validateBands("modifiers.dexterity", t.Dexterity); err != nil {
		return err
	}
	for i, r := range t.Dexterity {
		if err := checkMods("modifiers.dexterity", i, r.Band, "speed", r.Speed, "accuracy", r.Accuracy, "toHit", r.ToHit); err != nil {
			return err
		}
	}
	if err := validateBands("modifiers.constitution", t.Constitution); err != nil {
		return err
	}
	for i, r := range t.Constitution {
		if err := checkMods("modifiers.constitution", i, r.Band, "hitPoints", r.HitPoints); err != nil {
			return err
		}
	}
	if len(t.Healing.Rows()) == 0 {
		return tableErr("modifiers.healing", 0, "", "no rows; the Constitution healing table (the wounds package's) must cover every score")
	}
	if err := validateBands("modifiers.looks", t.Looks); err != nil {
		return err
	}
	for i, r := range t.Looks {
		if err := checkMods("modifiers.looks", i, r.Band, "charisma", r.Charisma, "reputation", r.Reputation, "fame", r.Fame); err != nil {
			return err
		}
	}
	if err := validateBands("modifiers.charisma", t.Charisma); err != nil {
		return err
	}
	for i, r := range t.Charisma {
		if err := checkMods("modifiers.charisma", i, r.Band, "learning", r.Learning, "reputation", r.Reputation); err != nil {
			return err
		}
		if err := checkBPBonus("modifiers.charisma", i, r.Band, r.BPBonus); err != nil {
			return err
		}
		if r.Compatriots < 0 || r.Compatriots > 1000 {
			return tableErr("modifiers.charisma", i+1, r.Band.String(), "compatriots %d outside 0..1000", r.Compatriots)
		}
	}
	return nil
}

func validateBands[R banded](table string, rows []R) error {
	if len(rows) == 0 {
		return tableErr(table, 0, "", "no rows; the bands must cover %d..%d", minScore, maxScore)
	}
	next := minScore
	for i, r := range rows {
		b := r.band()
		switch {
		case b.Min != next:
			return tableErr(table, i+1, b.String(), "band starts at %d, want %d (bands run %d..%d in order without gaps or overlaps)", b.Min, next, minScore, maxScore)
		case b.Max < b.Min:
			return tableErr(table, i+1, b.String(), "band ends at %d, before it starts", b.Max)
		case b.Max > maxScore:
			return tableErr(table, i+1, b.String(), "band ends at %d, past the highest score %d", b.Max, maxScore)
		}
		next = b.Max + 1
	}
	if next != maxScore+1 {
		return tableErr(table, len(rows), rows[len(rows)-1].band().String(), "the last band ends at %d, want %d", next-1, maxScore)
	}
	return nil
}

// checkMods takes name, value pairs.
func checkMods(table string, i int, b Band, pairs ...any) error {
	for j := 0; j+1 < len(pairs); j += 2 {
		v := pairs[j+1].(int)
		if v < -modLimit || v > modLimit {
			return tableErr(table, i+1, b.String(), "%s %d outside %d..%d", pairs[j], v, -modLimit, modLimit)
		}
	}
	return nil
}

func checkBPBonus(table string, i int, b Band, v int) error {
	if v < 0 || v > modLimit {
		return tableErr(table, i+1, b.String(), "bpBonus %d outside 0..%d", v, modLimit)
	}
	return nil
}

// validate reports a modifier of a loaded sheet outside the bounds any
// valid table gives (see [ModifierTables]), as a [*FieldError].
func (m *Modifiers) validate() error {
	for _, f := range [...]struct {
		name   string
		v, min int
	}{
		{"damage", m.Damage, -modLimit}, {"intAccuracy", m.IntAccuracy, -modLimit}, {"intBPBonus", m.IntBPBonus, 0},
		{"intLearning", m.IntLearning, -modLimit}, {"wisSpeed", m.WisSpeed, -modLimit}, {"wisBPBonus", m.WisBPBonus, 0},
		{"wisLearning", m.WisLearning, -modLimit}, {"dexSpeed", m.DexSpeed, -modLimit}, {"dexAccuracy", m.DexAccuracy, -modLimit},
		{"toHit", m.ToHit, -modLimit}, {"hitPoints", m.HitPoints, -modLimit}, {"healing", m.Healing, -modLimit},
		{"looksCharisma", m.LooksCharisma, -modLimit}, {"looksReputation", m.LooksReputation, -modLimit},
		{"looksFame", m.LooksFame, -modLimit}, {"chaBPBonus", m.ChaBPBonus, 0}, {"chaLearning", m.ChaLearning, -modLimit},
		{"chaReputation", m.ChaReputation, -modLimit},
	} {
		if f.v < f.min || f.v > modLimit {
			return fieldErr("modifiers."+f.name, "%d outside %d..%d", f.v, f.min, modLimit)
		}
	}
	for _, f := range [...]struct {
		name   string
		v, max int
	}{{"lift", m.Lift, 100000}, {"carry", m.Carry, 100000}, {"drag", m.Drag, 100000}, {"compatriots", m.Compatriots, 1000}} {
		if f.v < 0 || f.v > f.max {
			return fieldErr("modifiers."+f.name, "%d outside 0..%d", f.v, f.max)
		}
	}
	return nil
}
