package character

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
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
	// them meaning. Reputation below 0 is Notoriety. MaxFame is the highest
	// Fame he ever held when it is above his Fame now (0: his Fame now is
	// his highest): the songs of Fame 50 are sung once (rule RED-5).
	Reputation int `json:"reputation"`
	Fame       int `json:"fame"`
	MaxFame    int `json:"maxFame,omitempty"`
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

	// Condition is his body between scenes (rule WOD-7): his clock, hit
	// points left and every wound with its injuries and clocks; nil is a
	// man unhurt at time 0. LastScene is the stamp of the last scene whose
	// consequences he took ([Sheet.Apply]): he takes none stamped at or
	// before it.
	Condition *wounds.Condition `json:"condition,omitempty"`
	LastScene *scene.Stamp      `json:"lastScene,omitempty"`

	// Rules are the rules the sheet reads where play changes his numbers:
	// the modifier tables an illness's lower scores are looked up in (rule
	// WO-3), the Constitution healing table of his wounds (CHD-5) and the
	// profession paths of his scenes (CH-11). A builder given rules of its
	// own sets them; nil reads as the default rules. They are not saved
	// with the sheet: a loaded sheet reads the defaults until its rules are
	// set again. Read-only, like a builder's.
	Rules *Rules `json:"-"`
}

// Abilities returns the whole scores an encounter reads most, as on the
// sheet: Strength, Intelligence, Wisdom, Dexterity and Constitution. An
// infected wound's illness (−2 Str, Dex and Con while it runs, rule WO-3)
// is his condition's ([Sheet.Health]): every encounter reads it there and
// takes it off these scores itself, and the modifiers that follow from it
// come as they are now from [Sheet.DamageModifier], [Sheet.ToHit],
// [Sheet.BaseSpeed] and [Sheet.BaseAccuracy] (WOD-7).
func (s *Sheet) Abilities() (str, intl, wis, dex, con int) {
	a := &s.Scores
	return a[Strength].Whole, a[Intelligence].Whole, a[Wisdom].Whole, a[Dexterity].Whole, a[Constitution].Whole
}

// Pronoun returns how narration refers to the character: the sheet's
// Pronouns, He when none is given. The encounter packages read it through
// their bridges (brawl.NewBrawler and the like).
func (s *Sheet) Pronoun() Pronoun { return s.Pronouns }

// AbilityNow returns the whole score of ability a as it is now: while an
// infected wound's illness runs, Strength, Dexterity and Constitution 2
// lower, never below minScore (rule WO-3).
func (s *Sheet) AbilityNow(a Ability) int {
	sc, _ := s.current()
	return sc[a].Whole
}

// MaxHitPoints returns the character's hit points when unhurt (rule CH-5):
// as rolled at creation, whatever his Constitution does later — an
// illness's −2 Con changes his healing, never his maximum (ours: the rules
// roll hit points once). [Sheet.HitPointsLeft] is what he has now.
func (s *Sheet) MaxHitPoints() int { return s.HitPoints.Value }

// BaseSpeed returns base Speed (rule CH-6), added to initiative: lower is
// better. While ill (WO-3) it moves with his lower Dexterity's Speed
// modifier. His wounds' own Speed penalties are not in it: an encounter
// reads them from his condition ([Sheet.Health], [Sheet.WoundPenalties]).
func (s *Sheet) BaseSpeed() int {
	_, m := s.current()
	return s.Speed.Value + m.DexSpeed - s.Modifiers.DexSpeed
}

// BaseAccuracy returns base Accuracy (rule CH-6), added to the shot roll:
// higher is better. While ill (WO-3) it moves with his lower Dexterity's
// Accuracy modifier; his wounds' own penalties are read from his condition.
func (s *Sheet) BaseAccuracy() int {
	_, m := s.current()
	return s.Accuracy.Value + m.DexAccuracy - s.Modifiers.DexAccuracy
}

// DamageModifier returns Strength's close-combat damage modifier, of his
// Strength as it is now (an illness lowers it, WO-3).
func (s *Sheet) DamageModifier() int {
	_, m := s.current()
	return m.Damage
}

// ToHit returns Dexterity's to-hit modifier at close quarters, of his
// Dexterity as it is now (an illness lowers it, WO-3).
func (s *Sheet) ToHit() int {
	_, m := s.current()
	return m.ToHit
}

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
		if err := f.fig.validate(); err != nil {
			return fieldErr(f.name, "%s", sheetMsg(err))
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
	case s.MaxFame != 0 && (s.MaxFame < s.Fame || s.MaxFame > reputation.MaxScore):
		return fieldErr("maxFame", "%d: the highest Fame he held is 0 (his Fame now) or %d..%d", s.MaxFame, s.Fame, reputation.MaxScore)
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
	if err := s.Ledger.validate(); err != nil {
		return err
	}
	if err := s.paidTalents(); err != nil {
		return err
	}
	if err := s.Career.validate(); err != nil {
		return err
	}
	return s.validLife()
}

// validLife reports a condition his body could not be in, or a last scene
// that ended after his clock (or is malformed).
func (s *Sheet) validLife() error {
	if err := s.Condition.Validate(s.Body()); err != nil {
		return &FieldError{Field: "condition", Msg: err.Error(), Err: ErrCondition}
	}
	if l := s.LastScene; l != nil {
		if err := (&scene.Consequences{Scene: *l}).Validate(); err != nil {
			return fieldErr("lastScene", "%v", err)
		}
		if l.Ended > s.Condition.Clock() {
			return fieldErr("lastScene", "ended at %s, after his clock (%s)", l.Ended, s.Condition.Clock())
		}
	}
	return nil
}

// paidTalents reports the first talent of the sheet that is not in the
// catalogue of rule CH-10, or that no talent entry of the ledger paid for:
// each talent needs its own entry, of its name, option and BP.
func (s *Sheet) paidTalents() error {
	used := make([]bool, len(s.Ledger.entries))
	for i, t := range s.Talents {
		f := fmt.Sprintf("talents[%d]", i)
		if _, err := talent.Check(t.Name, t.Option); err != nil {
			return &FieldError{Field: f, Msg: err.Error(), Err: ErrTalent}
		}
		paid := false
		for k := range used {
			e := s.Ledger.entries[k]
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
// same, and refused naming the talent. Version 3 adds his condition between
// scenes (rule WOD-7), the stamp of the last scene whose consequences he
// took, and his highest Fame (RED-5); a sheet of version 1 or 2 has none of
// them — an unhurt man at time 0 whose highest Fame is his Fame.
const SheetVersion = 3

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
// written by a newer release of this package. The sheet keeps the Rules it
// had (they are not saved).
func (s *Sheet) UnmarshalJSON(data []byte) error {
	t := Sheet{Rules: s.Rules}
	aux := struct {
		Version *int `json:"version"`
		*sheetAlias
		Rolled json.RawMessage `json:"rolled"`
		Scores json.RawMessage `json:"abilities"`
		Ledger json.RawMessage `json:"ledger"`
	}{sheetAlias: (*sheetAlias)(&t)}
	if err := encounter.Strict(data, &aux); err != nil {
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
			return fieldErr(f.name, "%s", sheetMsg(err))
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
