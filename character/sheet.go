package character

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
)

// Sheet is a character sheet: everything creation and play record about a
// character. A finished sheet comes from [Builder.Finish] (or [Roll]); it
// marshals to JSON and back losslessly, and loading rejects unknown fields
// and out-of-range values, naming the field.
//
// Encounter packages do not import this package: they declare the few
// methods they read (Abilities, BaseSpeed, BaseAccuracy, MaxHitPoints,
// HasTalent …) as a small interface of their own, which *Sheet satisfies.
type Sheet struct {
	Name string `json:"name"`
	// Pronouns is how narration refers to the character (he, she, they);
	// the zero value is He and is left out of the JSON.
	Pronouns Pronoun `json:"pronoun,omitempty"`
	// Rolled are the scores at the end of step 2 (after re-rolls, raises and
	// trades); Scores are the final scores (Looks' Charisma modifier and
	// talents such as Quick Thinking applied).
	Rolled Abilities `json:"rolled"`
	Scores Abilities `json:"abilities"`
	// Modifiers are the numbers the final scores feed (rule CH-1).
	Modifiers  Modifiers  `json:"modifiers"`
	Background Background `json:"background"`

	HitPoints          Figure `json:"hitPoints"`
	Speed              Figure `json:"speed"`
	Accuracy           Figure `json:"accuracy"`
	StartingReputation Figure `json:"startingReputation"`
	StartingFame       Figure `json:"startingFame"`

	// Reputation and Fame are the current scores; package reputation gives
	// them meaning. Reputation below 0 is Notoriety.
	Reputation int `json:"reputation"`
	Fame       int `json:"fame"`
	// ReputationCarry is the Reputation earned since the last point of the
	// Reputation Bonus talent, and BPCarry the BP earned since the last BP
	// bonus of a Great or Legendary Reputation (rule CHD-6): 0..9 each,
	// carried from one award to the next.
	ReputationCarry int `json:"reputationCarry,omitempty"`
	BPCarry         int `json:"bpCarry,omitempty"`
	// Gunfights is the character's gunfight experience.
	Gunfights int `json:"gunfightExperience"`
	// Money is in dollars.
	Money int `json:"money"`

	Skills    []SkillEntry  `json:"skills,omitempty"`
	Talents   []TalentEntry `json:"talents,omitempty"`
	Quirks    []QuirkEntry  `json:"quirks,omitempty"`
	Equipment []string      `json:"equipment,omitempty"`
	Contacts  []string      `json:"contacts,omitempty"`

	Ledger Ledger `json:"ledger"`
	Career Career `json:"career"`
}

// Abilities returns the whole scores an encounter reads most: Strength,
// Intelligence, Wisdom, Dexterity and Constitution.
func (s *Sheet) Abilities() (str, intl, wis, dex, con int) {
	a := &s.Scores
	return a[Strength].Whole, a[Intelligence].Whole, a[Wisdom].Whole, a[Dexterity].Whole, a[Constitution].Whole
}

// Pronoun returns how narration refers to the character: the sheet's
// Pronouns, He when none is given. The encounter packages read it through
// their bridges (brawl.NewBrawler and the like).
func (s *Sheet) Pronoun() Pronoun { return s.Pronouns }

// AbilityScore returns the whole score of ability a.
func (s *Sheet) AbilityScore(a Ability) int { return s.Scores[a].Whole }

// MaxHitPoints returns the character's hit points when unhurt (rule CH-5).
func (s *Sheet) MaxHitPoints() int { return s.HitPoints.Value }

// BaseSpeed returns base Speed (rule CH-6), added to initiative: lower is
// better.
func (s *Sheet) BaseSpeed() int { return s.Speed.Value }

// BaseAccuracy returns base Accuracy (rule CH-6), added to the shot roll:
// higher is better.
func (s *Sheet) BaseAccuracy() int { return s.Accuracy.Value }

// DamageModifier returns Strength's close-combat damage modifier.
func (s *Sheet) DamageModifier() int { return s.Modifiers.Damage }

// ToHit returns Dexterity's to-hit modifier at close quarters.
func (s *Sheet) ToHit() int { return s.Modifiers.ToHit }

// GunfightExperience returns the number of gunfights the character has
// experience of.
func (s *Sheet) GunfightExperience() int { return s.Gunfights }

// Standing returns the current Reputation and Fame.
func (s *Sheet) Standing() (reputation, fame int) { return s.Reputation, s.Fame }

// HasTalent reports whether the character has the talent (by its canonical
// name, case-insensitive), for any option.
func (s *Sheet) HasTalent(name string) bool {
	for _, t := range s.Talents {
		if strings.EqualFold(t.Name, name) {
			return true
		}
	}
	return false
}

// TalentOptions returns the options the talent was bought for: the weapon
// types of Greased Lightning, the weapon of Weapon Bonus.
func (s *Sheet) TalentOptions(name string) []string {
	var opts []string
	for _, t := range s.Talents {
		if strings.EqualFold(t.Name, name) && t.Option != "" {
			opts = append(opts, t.Option)
		}
	}
	return opts
}

// TalentNames returns the names of the character's talents, each once, in
// the order bought.
func (s *Sheet) TalentNames() []string {
	names := make([]string, 0, len(s.Talents))
	for _, t := range s.Talents {
		if !containsFold(names, t.Name) {
			names = append(names, t.Name)
		}
	}
	return names
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func (s *Sheet) skill(name string) *SkillEntry {
	for i := range s.Skills {
		if s.Skills[i].Name == name {
			return &s.Skills[i]
		}
	}
	for i := range s.Skills {
		if strings.EqualFold(s.Skills[i].Name, name) {
			return &s.Skills[i]
		}
	}
	return nil
}

// Mastery returns the character's mastery of a skill: the mastery of a skill
// he bought, or the untrained mastery of a universal skill (100 minus the
// ability, rule CH-8). A skill not on the sheet wraps [ErrUntrained].
func (s *Sheet) Mastery(skill string) (int, error) {
	if e := s.skill(skill); e != nil {
		return e.Mastery, nil
	}
	return 0, fmt.Errorf("%w: %s has no %q (not bought, and not a universal skill)", ErrUntrained, s.displayName(), skill)
}

// SkillCheck rolls a skill check (rule DI-5, through dice.SkillCheck): d100
// plus the difficulty's bonus plus mods must reach the character's mastery.
// The check's Label is the skill's name. A skill the character cannot use
// wraps [ErrUntrained]; nil dice wrap [ErrSetup]. Draws: one IntN(100).
func (s *Sheet) SkillCheck(r dice.Rand, skill string, d dice.Difficulty, mods ...dice.Mod) (dice.Check, error) {
	if r == nil {
		return dice.Check{}, fmt.Errorf("%w: a skill check needs dice", ErrSetup)
	}
	e := s.skill(skill)
	if e == nil {
		_, err := s.Mastery(skill)
		return dice.Check{}, err
	}
	c, err := dice.SkillCheck(r, e.Mastery, d, mods...)
	c.Label = e.Name
	return c, err
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

func (s *Sheet) displayName() string {
	if s.Name == "" {
		return "the character"
	}
	return s.Name
}

// Validate reports the first field out of range, as a [*FieldError] naming
// it: invalid ability scores, a figure whose value is not its base plus its
// modifiers, a pronoun other than he, she or they, hit points below 1, a Reputation or Fame beyond
// reputation.MaxScore, negative Fame, money or gunfight experience, a
// modifier outside the bounds the tables allow, a skill mastery outside 1..100, repeated or empty names, a
// ledger that goes negative, a malformed career, a talent outside the
// catalogue of rule CH-10 (or bought for an option it cannot take) or one
// that no talent entry of the ledger paid for — these two wrap [ErrTalent]
// as well, and name the talent.
func (s *Sheet) Validate() error {
	for i := range s.Rolled {
		if err := s.Rolled[i].Validate(); err != nil {
			return fieldErr("rolled."+Ability(i).Abbrev(), "%v", err)
		}
		if err := s.Scores[i].Validate(); err != nil {
			return fieldErr("abilities."+Ability(i).Abbrev(), "%v", err)
		}
	}
	for _, f := range []struct {
		name string
		fig  *Figure
	}{{"hitPoints", &s.HitPoints}, {"speed", &s.Speed}, {"accuracy", &s.Accuracy}, {"startingReputation", &s.StartingReputation}, {"startingFame", &s.StartingFame}} {
		if err := f.fig.Validate(); err != nil {
			return fieldErr(f.name, "%v", err)
		}
	}
	switch {
	case !s.Pronouns.Valid():
		return fieldErr("pronoun", "%v: want he, she or they", s.Pronouns)
	case s.HitPoints.Value < 1:
		return fieldErr("hitPoints.value", "%d hit points: a character has at least 1", s.HitPoints.Value)
	case s.Reputation < -reputation.MaxScore || s.Reputation > reputation.MaxScore:
		return fieldErr("reputation", "%d outside ±%d", s.Reputation, reputation.MaxScore)
	case s.Fame < 0:
		return fieldErr("fame", "%d is negative", s.Fame)
	case s.Fame > reputation.MaxScore:
		return fieldErr("fame", "%d above %d", s.Fame, reputation.MaxScore)
	case s.Gunfights < 0:
		return fieldErr("gunfightExperience", "%d is negative", s.Gunfights)
	case s.Money < 0:
		return fieldErr("money", "$%d is negative", s.Money)
	case s.ReputationCarry < 0 || s.ReputationCarry > 9:
		return fieldErr("reputationCarry", "%d outside 0..9", s.ReputationCarry)
	case s.ReputationCarry != 0 && !s.HasTalent(ReputationBonus):
		return fieldErr("reputationCarry", "%d toward a Reputation Bonus the character does not have", s.ReputationCarry)
	case s.BPCarry < 0 || s.BPCarry > 9:
		return fieldErr("bpCarry", "%d outside 0..9", s.BPCarry)
	case s.Background.Age < 0 || s.Background.Age > 150:
		return fieldErr("background.age", "%d outside 0..150", s.Background.Age)
	}
	if err := s.Modifiers.validate(); err != nil {
		return err
	}
	skills, talents, quirks := foldSet{}, foldSet{}, foldSet{}
	for i, e := range s.Skills {
		f := fmt.Sprintf("skills[%d]", i)
		switch {
		case strings.TrimSpace(e.Name) == "":
			return fieldErr(f+".name", "empty")
		case e.Mastery < dice.MinMastery || e.Mastery > dice.MaxMastery:
			return fieldErr(f+".mastery", "%d outside %d..%d", e.Mastery, dice.MinMastery, dice.MaxMastery)
		case e.Purchases < 0 || e.Purchases > maxPurchases:
			return fieldErr(f+".purchases", "%d outside 0..%d", e.Purchases, maxPurchases)
		case e.Purchases == 0 && !e.Universal:
			return fieldErr(f+".purchases", "a skill that is not universal is on the sheet only once bought")
		}
		if j, dup := skills.add(e.Name, i); dup {
			return fieldErr(f+".name", "%q repeats skills[%d]", e.Name, j)
		}
	}
	for i, t := range s.Talents {
		f := fmt.Sprintf("talents[%d]", i)
		switch {
		case strings.TrimSpace(t.Name) == "":
			return fieldErr(f+".name", "empty")
		case t.BP < 0:
			return fieldErr(f+".bp", "%d is negative", t.BP)
		}
		if j, dup := talents.add(t.Name+"\x00"+t.Option, i); dup {
			return fieldErr(f, "%s repeats talents[%d]", t, j)
		}
	}
	for i, q := range s.Quirks {
		f := fmt.Sprintf("quirks[%d]", i)
		switch {
		case strings.TrimSpace(q.Name) == "":
			return fieldErr(f+".name", "empty")
		case q.Kind != Quirk && q.Kind != Flaw:
			return fieldErr(f+".kind", "must be quirk or flaw")
		case q.BP < 1:
			return fieldErr(f+".bp", "%d: a quirk or flaw gives at least 1 BP", q.BP)
		}
		if j, dup := quirks.add(q.Name, i); dup {
			return fieldErr(f+".name", "%q repeats quirks[%d]", q.Name, j)
		}
	}
	for i, e := range s.Equipment {
		if strings.TrimSpace(e) == "" {
			return fieldErr(fmt.Sprintf("equipment[%d]", i), "empty")
		}
	}
	for i, c := range s.Contacts {
		if strings.TrimSpace(c) == "" {
			return fieldErr(fmt.Sprintf("contacts[%d]", i), "empty")
		}
	}
	if err := s.Ledger.Validate(); err != nil {
		return err
	}
	if err := s.paidTalents(); err != nil {
		return err
	}
	return s.Career.validate()
}

// paidTalents reports the first talent of the sheet that is not in the
// catalogue of rule CH-10, or that no talent entry of the ledger paid for:
// each talent needs its own entry, of its name, option and BP.
func (s *Sheet) paidTalents() error {
	used := make([]bool, s.Ledger.Len())
	for i, t := range s.Talents {
		f := fmt.Sprintf("talents[%d]", i)
		if _, err := talent.Check(t.Name, t.Option); err != nil {
			return &FieldError{Field: f, Msg: err.Error(), Err: ErrTalent}
		}
		paid := false
		for k := range used {
			e := s.Ledger.Entry(k)
			if !used[k] && e.Kind == KindTalent && -e.BP == t.BP && strings.EqualFold(e.Item, t.Name) && strings.EqualFold(e.Note, t.Option) {
				used[k], paid = true, true
				break
			}
		}
		if !paid {
			name := t.Name
			if t.Option != "" {
				name += " (" + t.Option + ")"
			}
			return &FieldError{Field: f, Msg: fmt.Sprintf("%s (%d BP) was never paid for: no talent entry of the ledger spends %d BP on it", name, t.BP, t.BP), Err: ErrTalent}
		}
	}
	return nil
}

// foldSet finds repeated names, compared case-insensitively, in linear time.
type foldSet map[string]int

// add records name at index i; when it was seen before it returns that
// index and true.
func (fs foldSet) add(name string, i int) (int, bool) {
	k := strings.ToLower(name)
	if j, ok := fs[k]; ok {
		return j, true
	}
	fs[k] = i
	return i, false
}

// sheetAlias has the fields of Sheet without its methods.
type sheetAlias Sheet

// maxPurchases bounds a skill's purchases on a loaded sheet: far more than
// any career buys (each purchase costs BP and moves the mastery toward its
// limit), and small enough that buying more never overflows the count.
const maxPurchases = 1000

// SheetVersion is the version of the sheet's JSON form that this package
// writes and the newest it reads. Version 1 added the version itself and
// the remainders toward Reputation's bonuses (rule CHD-6); a sheet without a
// version is read as version 1. Version 2 is read only with talents of the
// catalogue that its ledger paid for; a sheet of version 1 is held to the
// same, and refused naming the talent.
const SheetVersion = 2

// MarshalJSON encodes the sheet with its version first:
// {"version": 1, "name": …}.
func (s Sheet) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Version int `json:"version"`
		*sheetAlias
	}{SheetVersion, (*sheetAlias)(&s)})
}

// UnmarshalJSON decodes a sheet strictly: an unknown field, a wrong type or
// an out-of-range value is an error that wraps [ErrSheet] and names the
// field (see [Sheet.Validate]); so is a version newer than [SheetVersion],
// written by a newer release of this package.
func (s *Sheet) UnmarshalJSON(data []byte) error {
	var t Sheet
	aux := struct {
		Version *int `json:"version"`
		*sheetAlias
		Rolled json.RawMessage `json:"rolled"`
		Scores json.RawMessage `json:"abilities"`
		Ledger json.RawMessage `json:"ledger"`
	}{sheetAlias: (*sheetAlias)(&t)}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&aux); err != nil {
		var ue *json.UnmarshalTypeError
		if errors.As(err, &ue) {
			return fieldErr(strings.TrimPrefix(ue.Field, "sheetAlias."), "%v", err)
		}
		if f, ok := strings.CutPrefix(err.Error(), `json: unknown field "`); ok {
			return fieldErr(strings.TrimSuffix(f, `"`), "not a field of a character sheet")
		}
		var fe *FieldError
		if errors.As(err, &fe) {
			return err
		}
		// a name the sheet's own types refuse ("quirk kind \"x\""), said
		// once under ErrSheet rather than with a second package prefix
		return fmt.Errorf("%w: %s", ErrSheet, strings.TrimPrefix(err.Error(), "character: "))
	}
	if dec.More() {
		return fmt.Errorf("%w: data after the sheet", ErrSheet)
	}
	if v := aux.Version; v != nil && (*v < 1 || *v > SheetVersion) {
		if *v > SheetVersion {
			return fieldErr("version", "%d is newer than this package reads (%d): update github.com/deadmanshand/aces to read it", *v, SheetVersion)
		}
		return fieldErr("version", "%d: sheet versions start at 1", *v)
	}
	for _, f := range []struct {
		name string
		raw  json.RawMessage
		into json.Unmarshaler
	}{{"rolled", aux.Rolled, &t.Rolled}, {"abilities", aux.Scores, &t.Scores}, {"ledger", aux.Ledger, &t.Ledger}} {
		if len(f.raw) == 0 || string(f.raw) == "null" {
			continue // Validate reports what is missing
		}
		if err := f.into.UnmarshalJSON(f.raw); err != nil {
			var fe *FieldError
			if errors.As(err, &fe) {
				return err
			}
			return fieldErr(f.name, "%v", err)
		}
	}
	if err := t.Validate(); err != nil {
		var fe *FieldError
		if v := aux.Version; (v == nil || *v < 2) && errors.As(err, &fe) && errors.Is(fe.Err, ErrTalent) {
			fe.Msg += " (a sheet of version 1, written before a loaded sheet's talents were checked: buy the talent again, or take it off)"
		}
		return err
	}
	*s = t
	return nil
}

// LoadSheet reads a character sheet from JSON, as [Sheet.UnmarshalJSON]
// does; malformed JSON too is an error wrapping [ErrSheet].
func LoadSheet(data []byte) (*Sheet, error) {
	var s Sheet
	if err := s.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return &s, nil
}

// String formats the sheet for reading, every derived number with its
// explanation.
func (s *Sheet) String() string {
	var b strings.Builder
	name := s.Name
	if name == "" {
		name = "Unnamed"
	}
	if s.Pronouns != He {
		name += " (" + s.Pronouns.Subject() + "/" + s.Pronouns.Object() + ")"
	}
	fmt.Fprintf(&b, "%s\n%s\n", name, s.Background)

	m := &s.Modifiers
	b.WriteString("\nAbilities (what each feeds)\n")
	for a := range Ability(NumAbilities) {
		fmt.Fprintf(&b, "  %s %6s  ", a.Abbrev(), s.Scores[a])
		switch a {
		case Strength:
			fmt.Fprintf(&b, "damage %+d, lift %d lb, carry %d lb, drag %d lb", m.Damage, m.Lift, m.Carry, m.Drag)
		case Intelligence:
			fmt.Fprintf(&b, "accuracy %+d, bonus BP %d (Int skills), learning %+d", m.IntAccuracy, m.IntBPBonus, m.IntLearning)
		case Wisdom:
			fmt.Fprintf(&b, "speed %+d, bonus BP %d (Wis skills), learning %+d", m.WisSpeed, m.WisBPBonus, m.WisLearning)
		case Dexterity:
			fmt.Fprintf(&b, "speed %+d, accuracy %+d, to-hit %+d", m.DexSpeed, m.DexAccuracy, m.ToHit)
		case Constitution:
			fmt.Fprintf(&b, "hit points %+d, healing %+d days per hit point", m.HitPoints, m.Healing)
		case Looks:
			fmt.Fprintf(&b, "Charisma %+d, Reputation %+d, Fame %+d", m.LooksCharisma, m.LooksReputation, m.LooksFame)
		case Charisma:
			fmt.Fprintf(&b, "bonus BP %d (Cha skills), learning %+d, compatriots %d, Reputation %+d", m.ChaBPBonus, m.ChaLearning, m.Compatriots, m.ChaReputation)
		}
		if s.Rolled[a] != s.Scores[a] {
			fmt.Fprintf(&b, " [rolled %s]", s.Rolled[a])
		}
		b.WriteByte('\n')
	}

	b.WriteString("\nDerived\n")
	fmt.Fprintf(&b, "  %s\n", s.HitPoints)
	fmt.Fprintf(&b, "  %s (added to initiative: lower is better)\n", s.Speed)
	fmt.Fprintf(&b, "  %s (added to the shot roll: higher is better)\n", s.Accuracy)
	fmt.Fprintf(&b, "  %s\n", s.StartingReputation)
	fmt.Fprintf(&b, "  %s\n", s.StartingFame)
	fmt.Fprintf(&b, "  Reputation %d, Fame %d, gunfight experience %d, $%d\n", s.Reputation, s.Fame, s.Gunfights, s.Money)

	var trained, untrained []string
	for _, e := range s.Skills {
		if e.Purchases == 0 {
			untrained = append(untrained, fmt.Sprintf("%s %d%%", e.Name, e.Mastery))
		} else {
			trained = append(trained, e.String())
		}
	}
	if len(trained) > 0 {
		fmt.Fprintf(&b, "\nSkills\n  %s\n", strings.Join(trained, "\n  "))
	}
	if len(untrained) > 0 {
		fmt.Fprintf(&b, "\nUniversal skills, untrained: %s\n", strings.Join(untrained, ", "))
	}
	if len(s.Talents) > 0 {
		b.WriteString("\nTalents\n")
		for _, t := range s.Talents {
			fmt.Fprintf(&b, "  %s\n", t)
		}
	}
	if len(s.Quirks) > 0 {
		b.WriteString("\nQuirks and flaws\n")
		for _, q := range s.Quirks {
			fmt.Fprintf(&b, "  %s\n", q)
		}
	}
	if len(s.Equipment) > 0 {
		fmt.Fprintf(&b, "\nEquipment: %s\n", strings.Join(s.Equipment, ", "))
	}
	if len(s.Contacts) > 0 {
		fmt.Fprintf(&b, "Contacts: %s\n", strings.Join(s.Contacts, ", "))
	}

	fmt.Fprintf(&b, "\nBuilding Points: %d left\n", s.Ledger.Balance())
	for _, e := range s.Ledger.entries {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	return b.String()
}
