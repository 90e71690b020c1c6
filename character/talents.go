package character

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/talent"
)

// The canonical English names of the talents (rule CH-10), the
// vocabulary every package shares. Other packages match on these strings —
// an encounter package reads the ones it cares about into its own flags
// when it builds a participant (see [Sheet.HasTalent] and
// [Sheet.TalentNames]); nothing imports this package to do so.
const (
	AdvancedSighting       = talent.AdvancedSighting
	AstuteObservation      = talent.AstuteObservation
	BlindShooting          = talent.BlindShooting
	Courage                = talent.Courage
	CrackShot              = talent.CrackShot
	DamageBonus            = talent.DamageBonus
	DeadEye                = talent.DeadEye
	DeadlyShot             = talent.DeadlyShot
	Dodge                  = talent.Dodge
	Endurance              = talent.Endurance
	FanFiring              = talent.FanFiring
	FastHealer             = talent.FastHealer
	ForgettableFace        = talent.ForgettableFace
	GreasedLightning       = talent.GreasedLightning
	GreatAmbidexterity     = talent.GreatAmbidexterity
	Grit                   = talent.Grit
	GuardianAngel          = talent.GuardianAngel
	Hearty                 = talent.Hearty
	HipShooter             = talent.HipShooter
	HitPointBonus          = talent.HitPointBonus
	HoldYourLiquor         = talent.HoldYourLiquor
	ImprovedArcOfFire      = talent.ImprovedArcOfFire
	Inheritance            = talent.Inheritance
	JackRabbitSpeed        = talent.JackRabbitSpeed
	KentuckyWindage        = talent.KentuckyWindage
	MountedMarksmanship    = talent.MountedMarksmanship
	PerceiveTendency       = talent.PerceiveTendency
	QuickAim               = talent.QuickAim
	QuickThinking          = talent.QuickThinking
	RapidReload            = talent.RapidReload
	ReputationBonus        = talent.ReputationBonus
	ResistDiseaseInfection = talent.ResistDiseaseInfection
	ShotOnTheRun           = talent.ShotOnTheRun
	Sprinter               = talent.Sprinter
	ToughAsNails           = talent.ToughAsNails
	VeteranGunfighter      = talent.VeteranGunfighter
	WeaponBonus            = talent.WeaponBonus
)

// WeaponTypes returns the weapon types Greased Lightning is bought for, once
// each (rule CH-10): pistol, shotgun, rifle, knife, bow.
func WeaponTypes() []string { return talent.WeaponTypes() }

// Talent is a talent of the catalogue (rule CH-10): its canonical name, its
// BP cost, its effect in words, and how it may be bought.
type Talent struct {
	Name   string `json:"name"`
	Cost   int    `json:"cost"`
	Effect string `json:"effect"`
	// Options, when not empty, are the choices the talent is bought for
	// (Greased Lightning: a weapon type); one must be named. Nil is left
	// out of the JSON; an empty list is written, and loads as one.
	Options []string `json:"options,omitzero"`
	// Repeat lets the talent be bought once per option.
	Repeat bool `json:"repeat,omitempty"`
	// Named talents need a free-text choice, such as Weapon Bonus's weapon.
	Named bool `json:"named,omitempty"`
	// Variable talents cost as many BP as the buyer chooses, at least Cost
	// (Inheritance: 10+).
	Variable bool `json:"variable,omitempty"`
	// Note records what the sources disagree on.
	Note string `json:"note,omitempty"`
}

// TalentList is the talent catalogue.
type TalentList []Talent

// Lookup returns the talent with the given name (case-insensitive); an
// unknown name is an error that lists the catalogue and wraps both
// [ErrChoice] and [ErrTalent].
func (l TalentList) Lookup(name string) (*Talent, error) {
	if t := rowNamed(l, func(t *Talent) string { return t.Name }, name); t != nil {
		return t, nil
	}
	return nil, fmt.Errorf("%w: %w", ErrChoice, talent.NotIn(name, l.Names()))
}

// Names returns the catalogue's names in its order (a new slice).
func (l TalentList) Names() []string {
	names := make([]string, len(l))
	for i := range l {
		names[i] = l[i].Name
	}
	return names
}

// validate reports a malformed catalogue: an empty or repeated name, a cost
// outside 1..1000 BP, a repeatable talent without options, a talent both
// named and with options, or a variable talent that repeats. The error is a
// [*TableError] naming the row.
func (l TalentList) validate() error {
	if len(l) == 0 {
		return tableErr("talents", 0, "", "no talents")
	}
	for i, t := range l {
		switch {
		case strings.TrimSpace(t.Name) == "":
			return tableErr("talents", i+1, "", "empty name")
		case t.Cost < 1 || t.Cost > 1000:
			return tableErr("talents", i+1, t.Name, "cost %d BP outside 1..1000", t.Cost)
		case t.Repeat && len(t.Options) == 0:
			return tableErr("talents", i+1, t.Name, "repeat needs options to repeat over")
		case t.Named && len(t.Options) > 0:
			return tableErr("talents", i+1, t.Name, "a talent is either named or has options, not both")
		case t.Variable && (t.Repeat || t.Named || len(t.Options) > 0):
			return tableErr("talents", i+1, t.Name, "a variable talent takes no option")
		}
		for j, o := range t.Options {
			if strings.TrimSpace(o) == "" {
				return tableErr("talents", i+1, t.Name, "option %d is empty", j+1)
			}
			for k := range j {
				if strings.EqualFold(t.Options[k], o) {
					return tableErr("talents", i+1, t.Name, "option %q repeats", o)
				}
			}
		}
		if err := repeatsName("talents", l, i, func(t *Talent) string { return t.Name }); err != nil {
			return err
		}
	}
	return nil
}

// DefaultTalents returns the talent catalogue of rule CH-10: the 37 talents
// with the English rules' costs and the Spanish rules' effects. Where the two
// disagree on a cost, the English one is used and the Note names the
// Spanish: Mounted Marksmanship 10 BP (the Spanish rules: 40) and Quick Aim
// 10 BP (the Spanish rules: 40).
// Greased Lightning is bought once per weapon type; Weapon Bonus names its
// weapon; Inheritance costs 10 BP or more and gives $10 per BP. Each call
// returns a new slice.
func DefaultTalents() TalentList {
	return TalentList{
		{Name: AdvancedSighting, Cost: 70, Effect: "draws a second shot-location card and keeps the better"},
		{Name: AstuteObservation, Cost: 50, Effect: "where others see, he observes: notices traps and subtleties"},
		{Name: BlindShooting, Cost: 45, Effect: "darkness penalties to shooting are halved", Note: "the Spanish rules spell it Blind Shooting"},
		{Name: Courage, Cost: 10, Effect: "-4 bonus to avoid ducking; never flees a gunfight because of wounds"},
		{Name: CrackShot, Cost: 50, Effect: "+1 Accuracy, not beyond 30 ft"},
		{Name: DamageBonus, Cost: 75, Effect: "+1 damage in every case (close combat, shooting …)"},
		{Name: DeadEye, Cost: 50, Effect: "beyond 30 ft the range penalty is one step better"},
		{Name: DeadlyShot, Cost: 50, Effect: "wound severity one grade worse; hit points lost unchanged"},
		{Name: Dodge, Cost: 25, Effect: "shots at him while he dodges take -4 instead of -2"},
		{Name: Endurance, Cost: 15, Effect: "+4 Con for checks against fatigue"},
		{Name: FanFiring, Cost: 35, Effect: "fanning penalty -3 instead of -6"},
		{Name: FastHealer, Cost: 10, Effect: "heals twice as fast"},
		{Name: ForgettableFace, Cost: 25, Effect: "his looks do not stay in others' memory"},
		{Name: GreasedLightning, Cost: 20, Effect: "-1 Speed with one weapon type", Options: WeaponTypes(), Repeat: true},
		{Name: GreatAmbidexterity, Cost: 25, Effect: "uses either hand without penalty, and without the +1 Speed ambidextrous people usually have"},
		{Name: Grit, Cost: 50, Effect: "wound penalties are halved"},
		{Name: GuardianAngel, Cost: 30, Effect: "wound severity one grade lower"},
		{Name: Hearty, Cost: 50, Effect: "-1 damage from ranged weapons"},
		{Name: HipShooter, Cost: 25, Effect: "shooting from the hip at -2 instead of -4"},
		{Name: HitPointBonus, Cost: 20, Effect: "+1d4 hit points at creation"},
		{Name: HoldYourLiquor, Cost: 10, Effect: "+2 against intoxication"},
		{Name: ImprovedArcOfFire, Cost: 15, Effect: "shots into arc sectors B, C and D at a smaller penalty"},
		{Name: Inheritance, Cost: 10, Effect: "$10 of starting money per BP spent (10 BP or more)", Variable: true},
		{Name: JackRabbitSpeed, Cost: 20, Effect: "starts running sooner and faster"},
		{Name: KentuckyWindage, Cost: 45, Effect: "redraws the shot-location card and must keep the second"},
		{Name: MountedMarksmanship, Cost: 10, Effect: "reduces the penalties for shooting from horseback", Note: "the Spanish rules: 40 BP"},
		{Name: PerceiveTendency, Cost: 20, Effect: "-1 to initiative in a gunfight or duel"},
		{Name: QuickAim, Cost: 10, Effect: "halves the time of standard aiming (not deliberate or careful aim)", Note: "the Spanish rules: 40 BP"},
		{Name: QuickThinking, Cost: 10, Effect: "+1 Intelligence and +1 Wisdom"},
		{Name: RapidReload, Cost: 20, Effect: "reloads firearms twice as fast", Note: "the Spanish rules call it Quick Reload"},
		{Name: ReputationBonus, Cost: 35, Effect: "+1 Reputation per 10 earned"},
		{Name: ResistDiseaseInfection, Cost: 20, Effect: "disease and infection checks are Easy instead of Average"},
		{Name: ShotOnTheRun, Cost: 50, Effect: "running-and-shooting penalties one category better"},
		{Name: Sprinter, Cost: 30, Effect: "may sprint 10 seconds per hour"},
		{Name: ToughAsNails, Cost: 25, Effect: "internal hemorrhaging: surgery one grade easier; after a failed one, infection against full Con; per 5 points lost, a full-Con check stops it"},
		{Name: VeteranGunfighter, Cost: 20, Effect: "starts with 1 gunfight experience"},
		{Name: WeaponBonus, Cost: 50, Effect: "+1 Accuracy with one chosen weapon", Named: true},
	}
}

// dollarsPerInheritanceBP is what each BP spent on Inheritance gives in
// starting money (rule CH-10): $10.
const dollarsPerInheritanceBP = 10

// TalentEntry is a talent on a character sheet: its name, the option it was
// bought for (a weapon type, a weapon; empty for most) and the BP paid.
type TalentEntry struct {
	Name   string `json:"name"`
	Option string `json:"option,omitempty"`
	BP     int    `json:"bp"`
}

// String formats the entry: "Greased Lightning (pistol), 20 BP".
func (e TalentEntry) String() string {
	s := e.Name
	if e.Option != "" {
		s += " (" + e.Option + ")"
	}
	return fmt.Sprintf("%s, %d BP", s, e.BP)
}

// checkTalent validates buying talent t for option with bp BP against the
// talents a sheet already has; it returns the option as the catalogue spells
// it and the BP to pay.
func checkTalent(t *Talent, option string, bp int, have []TalentEntry) (string, int, error) {
	option = strings.TrimSpace(option)
	switch {
	case t.Variable:
		if option != "" {
			return "", 0, fmt.Errorf("%w: %w", ErrChoice, &talentError{fmt.Sprintf("%s takes no option, got %q", t.Name, option)})
		}
		if bp < t.Cost {
			return "", 0, fmt.Errorf("%w: %s costs at least %d BP, got %d", ErrChoice, t.Name, t.Cost, bp)
		}
	case len(t.Options) > 0:
		found := ""
		for _, o := range t.Options {
			if strings.EqualFold(o, option) {
				found = o
			}
		}
		if found == "" {
			return "", 0, fmt.Errorf("%w: %w", ErrChoice, &talentError{fmt.Sprintf("%s needs one of %s, got %q", t.Name, strings.Join(t.Options, ", "), option)})
		}
		option, bp = found, t.Cost
	case t.Named:
		if option == "" {
			return "", 0, fmt.Errorf("%w: %w", ErrChoice, &talentError{t.Name + " needs a choice (which weapon)"})
		}
		bp = t.Cost
	default:
		if option != "" {
			return "", 0, fmt.Errorf("%w: %w", ErrChoice, &talentError{fmt.Sprintf("%s takes no option, got %q", t.Name, option)})
		}
		bp = t.Cost
	}
	for _, h := range have {
		if !strings.EqualFold(h.Name, t.Name) {
			continue
		}
		if !t.Repeat {
			return "", 0, fmt.Errorf("%w: %s is already bought", ErrChoice, t.Name)
		}
		if strings.EqualFold(h.Option, option) {
			return "", 0, fmt.Errorf("%w: %s is already bought for %s", ErrChoice, t.Name, option)
		}
	}
	return option, bp, nil
}

// talentError is an error about a talent that wraps [ErrTalent] without
// repeating its text.
type talentError struct{ msg string }

// Error returns the message, which names the talent and what is wrong.
func (e *talentError) Error() string { return e.msg }

// Unwrap returns ErrTalent.
func (e *talentError) Unwrap() error { return ErrTalent }
