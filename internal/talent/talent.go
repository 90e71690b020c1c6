// Package talent is the vocabulary of the talent catalogue (rule CH-10): the
// canonical English names, in the catalogue's order, the form of a talent
// bought for something ("Greased Lightning (pistol)", "Weapon Bonus (Colt
// Peacemaker)"), and the text of the error that lists the catalogue. It
// holds names only: costs and effects belong to package character, and each
// encounter package reads the names it cares about into flags of its own
// when it builds a participant.
//
// Every error about a talent wraps the one sentinel ErrTalent, which
// character, gunfight, brawl, chase and trial re-export under that name.
package talent

import (
	"errors"
	"fmt"
	"strings"
)

// ErrTalent is the sentinel of every error about a talent in the SDK: a
// name outside the catalogue of rule CH-10 (the error lists it), a talent
// bought for a parameter it cannot take or without the one it needs, a
// talent on a character sheet that its ledger never paid for. The packages
// that read talents re-export it under the same name; their errors wrap it
// and their own sentinel.
var ErrTalent = errors.New("invalid talent")

// The canonical English names of the talents (rule CH-10), as the English
// rules spell them.
const (
	AdvancedSighting       = "Advanced Sighting"
	AstuteObservation      = "Astute Observation"
	BlindShooting          = "Blind-shooting"
	Courage                = "Courage"
	CrackShot              = "Crack Shot"
	DamageBonus            = "Damage Bonus"
	DeadEye                = "Dead Eye"
	DeadlyShot             = "Deadly Shot"
	Dodge                  = "Dodge"
	Endurance              = "Endurance"
	FanFiring              = "Fan Firing"
	FastHealer             = "Fast Healer"
	ForgettableFace        = "Forgettable Face"
	GreasedLightning       = "Greased Lightning"
	GreatAmbidexterity     = "Great Ambidexterity"
	Grit                   = "Grit"
	GuardianAngel          = "Guardian Angel"
	Hearty                 = "Hearty"
	HipShooter             = "Hip Shooter"
	HitPointBonus          = "Hit Point Bonus"
	HoldYourLiquor         = "Hold Your Liquor"
	ImprovedArcOfFire      = "Improved Arc of Fire"
	Inheritance            = "Inheritance"
	JackRabbitSpeed        = "Jack Rabbit Speed"
	KentuckyWindage        = "Kentucky Windage"
	MountedMarksmanship    = "Mounted Marksmanship"
	PerceiveTendency       = "Perceive Tendency"
	QuickAim               = "Quick Aim"
	QuickThinking          = "Quick Thinking"
	RapidReload            = "Rapid Reload"
	ReputationBonus        = "Reputation Bonus"
	ResistDiseaseInfection = "Resist Disease/Infection"
	ShotOnTheRun           = "Shot on the Run"
	Sprinter               = "Sprinter"
	ToughAsNails           = "Tough as Nails"
	VeteranGunfighter      = "Veteran Gunfighter"
	WeaponBonus            = "Weapon Bonus"
)

// names is the catalogue in the order of rule CH-10.
var names = [...]string{
	AdvancedSighting, AstuteObservation, BlindShooting, Courage, CrackShot,
	DamageBonus, DeadEye, DeadlyShot, Dodge, Endurance, FanFiring, FastHealer,
	ForgettableFace, GreasedLightning, GreatAmbidexterity, Grit, GuardianAngel,
	Hearty, HipShooter, HitPointBonus, HoldYourLiquor, ImprovedArcOfFire,
	Inheritance, JackRabbitSpeed, KentuckyWindage, MountedMarksmanship,
	PerceiveTendency, QuickAim, QuickThinking, RapidReload, ReputationBonus,
	ResistDiseaseInfection, ShotOnTheRun, Sprinter, ToughAsNails,
	VeteranGunfighter, WeaponBonus,
}

// aliases are the Spanish rules' spellings that differ from the English
// ones, read as the canonical names.
var aliases = map[string]string{
	"blind shooting": BlindShooting,
	"quick reload":   RapidReload,
}

// weaponTypes are the types Greased Lightning is bought for (rule CH-10).
var weaponTypes = [...]string{"pistol", "shotgun", "rifle", "knife", "bow"}

// Names returns the catalogue's names in the order of rule CH-10 (37 of
// them); each call returns a new slice.
func Names() []string { return append([]string(nil), names[:]...) }

// WeaponTypes returns the weapon types Greased Lightning is bought for, once
// each (rule CH-10): pistol, shotgun, rifle, knife, bow. Each call returns a
// new slice.
func WeaponTypes() []string { return append([]string(nil), weaponTypes[:]...) }

// Canonical returns the catalogue's spelling of name, compared
// case-insensitively around spaces, the Spanish rules' "Blind Shooting" and
// "Quick Reload" included; ok is false for a name outside the catalogue.
func Canonical(name string) (canon string, ok bool) {
	name = strings.TrimSpace(name)
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return n, true
		}
	}
	canon, ok = aliases[strings.ToLower(name)]
	return canon, ok
}

// TakesParameter reports whether a talent is bought for something named in
// parentheses: Greased Lightning for a weapon type, Weapon Bonus for a
// weapon. name must be canonical.
func TakesParameter(name string) bool { return name == GreasedLightning || name == WeaponBonus }

// Talent is a talent as an encounter reads it: its canonical name and the
// parameter it was bought for ("" for most).
type Talent struct {
	Name, Param string
}

// String formats the talent as the encounter packages read it: "Greased
// Lightning (pistol)", "Courage".
func (t Talent) String() string {
	if t.Param == "" {
		return t.Name
	}
	return t.Name + " (" + t.Param + ")"
}

// Parse reads a talent written as [Talent.String] writes it. The name must be
// in the catalogue (the error lists it); Greased Lightning and Weapon Bonus
// need a parameter and the others take none; Greased Lightning's must be a
// weapon type of [WeaponTypes]. Weapon Bonus's weapon is free text here: the
// encounter that reads it checks it against its weapon table. The error
// says what was wrong; callers wrap it with their own sentinel.
func Parse(s string) (Talent, error) {
	name, param := s, ""
	if i := strings.IndexByte(s, '('); i >= 0 {
		rest := strings.TrimSpace(s[i+1:])
		if !strings.HasSuffix(rest, ")") {
			return Talent{}, errorf("talent %q: unbalanced parenthesis", s)
		}
		name, param = s[:i], strings.TrimSuffix(rest, ")")
	}
	return Check(name, param)
}

// Check reads a talent given as its name and parameter, as [Parse] does,
// and returns it with the catalogue's spelling of both.
func Check(name, param string) (Talent, error) {
	canon, ok := Canonical(name)
	if !ok {
		return Talent{}, UnknownError(name)
	}
	param = strings.TrimSpace(param)
	t := Talent{Name: canon, Param: param}
	switch {
	case !TakesParameter(canon) && param != "":
		return Talent{}, errorf("talent %s takes no parameter, got %q", canon, param)
	case TakesParameter(canon) && param == "":
		what := "a weapon"
		if canon == GreasedLightning {
			what = "a weapon type (" + strings.Join(weaponTypes[:], ", ") + ")"
		}
		return Talent{}, errorf("talent %s needs %s in parentheses", canon, what)
	case canon == GreasedLightning:
		for _, w := range weaponTypes {
			if strings.EqualFold(w, param) {
				t.Param = w
				return t, nil
			}
		}
		return Talent{}, errorf("talent %s (%s): no such weapon type (the types are: %s)", canon, param, strings.Join(weaponTypes[:], ", "))
	}
	return t, nil
}

// UnknownError returns the error for a name outside the catalogue, listing
// the catalogue; it wraps ErrTalent: `unknown talent "Quick Aimm" (the
// catalogue has: Advanced Sighting, …, Weapon Bonus)`.
func UnknownError(name string) error { return NotIn(name, names[:]) }

// NotIn returns the error for a name outside a catalogue of talents — the
// rules' (see UnknownError), or one a user loaded — listing it; it wraps
// ErrTalent.
func NotIn(name string, catalogue []string) error {
	return errorf("unknown talent %q (the catalogue has: %s)", name, strings.Join(catalogue, ", "))
}

// talentError is an error about a talent: it says what was wrong and wraps
// ErrTalent, whose own text it does not repeat.
type talentError struct{ msg string }

// Error returns the message: `unknown talent "Quick Aimm" (…)`.
func (e *talentError) Error() string { return e.msg }

// Unwrap returns ErrTalent.
func (e *talentError) Unwrap() error { return ErrTalent }

// errorf returns a *talentError with a formatted message.
func errorf(format string, args ...any) error { return &talentError{msg: fmt.Sprintf(format, args...)} }

// Holder is what a character model offers about its talents; a
// *character.Sheet has both methods.
type Holder interface {
	// TalentNames returns the names of the talents, each once.
	TalentNames() []string
	// TalentOptions returns the parameters the talent was bought for.
	TalentOptions(name string) []string
}

// Read returns h's talents, checked as [Check] checks them: a talent bought
// for several parameters is one Talent per parameter. The first bad talent
// is the error.
func Read(h Holder) ([]Talent, error) {
	var ts []Talent
	for _, n := range h.TalentNames() {
		opts := h.TalentOptions(n)
		if len(opts) == 0 {
			opts = []string{""}
		}
		for _, o := range opts {
			t, err := Check(n, o)
			if err != nil {
				return nil, err
			}
			ts = append(ts, t)
		}
	}
	return ts, nil
}
