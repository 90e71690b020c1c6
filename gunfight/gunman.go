package gunfight

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/wounds"
)

// Gunman is what a gunfight reads from a character model to build a
// [Shooter]. A *character.Sheet satisfies it; so can any type of your own.
type Gunman interface {
	// Abilities returns the whole Strength, Intelligence, Wisdom, Dexterity
	// and Constitution scores.
	Abilities() (str, intl, wis, dex, con int)
	// BaseSpeed returns base Speed, added to initiative (rule CH-6).
	BaseSpeed() int
	// BaseAccuracy returns base Accuracy, added to the shot roll (rule CH-6).
	BaseAccuracy() int
	// DamageModifier returns Strength's close-combat damage modifier.
	DamageModifier() int
	// ToHit returns Dexterity's to-hit modifier at close quarters.
	ToHit() int
	// MaxHitPoints returns the hit points when unhurt.
	MaxHitPoints() int
	// Standing returns the current Reputation and Fame.
	Standing() (reputation, fame int)
	// GunfightExperience returns the gunfights he has experience of.
	GunfightExperience() int
	// TalentNames returns the names of his talents, each once.
	TalentNames() []string
	// TalentOptions returns what a talent was bought for: the weapon types
	// of Greased Lightning, the weapon of Weapon Bonus.
	TalentOptions(name string) []string
	// Gear returns his equipment, one item a string.
	Gear() []string
}

// NewShooter returns the Shooter of a character, as [Rules.NewShooter] does
// with the default rules.
func NewShooter(name string, g Gunman) (Shooter, error) {
	return DefaultRules().NewShooter(name, g)
}

// NewShooter returns the Shooter of a character named name: base Speed and
// Accuracy, Str, Dex, Wis and Con with their close-combat modifiers, hit
// points, Reputation and Fame, gunfight experience, talents and weapons,
// from g; the Tactic is left empty (the default, quick-draw). A nil r reads
// as [DefaultRules].
//
// Talents must be in the catalogue of rule CH-10; an unknown name is an
// error that lists the catalogue. Talents the gunfight has no use for
// (Sprinter, Fast Healer …) are kept, ignored by the fight or read by the
// man's wounds. Greased Lightning must name a weapon type and Weapon Bonus
// a weapon of r's table.
//
// Weapons come from the gear, in its order. Our default, not from the
// source rules, which leave the equipment list free text: an item that
// names a weapon of r's table (case-insensitive) is carried holstered and
// loaded full; an item labelled as a weapon ("weapon: Colt Navy", or the
// prior-experience extra's "extra hand weapon: Bowie knife") must name one.
// Spare rounds follow the name in parentheses, comma-separated: "N rounds"
// in a pocket, "N rounds in loops" in shell loops, "N cylinders" loaded for
// a cap-and-ball revolver — "Colt Peacemaker (12 rounds in loops)". An item
// with spare rounds is a weapon too. Other items are gear the fight
// ignores. An unknown weapon is an error that lists the table.
//
// If g has a method Pronoun() Pronoun, as *character.Sheet does, the
// Shooter's Pronoun is taken from it (He otherwise). If g has a method
// Mastery(skill string) (int, error), as *character.Sheet does, his
// Nursing and Medicine are read from it (GUD-17: either lets him staunch a
// bleed in the count); a skill it reports an error for is one he lacks.
//
// If g has a method Health() *wounds.Condition, as *character.Sheet does,
// his condition is read from it (rule GUD-16): he walks in with his hit
// points left, his wounds and their bleeding, HP staying his maximum; a
// man who cannot stand — dead, down or unconscious — is refused with an
// error wrapping [ErrSetup] and wounds.ErrDown that says why.
//
// Errors wrap [ErrSetup]. The rest of the Shooter is checked by NewFight.
func (r *Rules) NewShooter(name string, g Gunman) (Shooter, error) {
	if r == nil {
		r = DefaultRules()
	}
	str, _, wis, dex, con := g.Abilities()
	rep, fame := g.Standing()
	s := Shooter{
		Name: name, Speed: g.BaseSpeed(), Accuracy: g.BaseAccuracy(),
		Str: str, Dex: dex, Wis: wis, Con: con,
		StrMod: g.DamageModifier(), DexMod: g.ToHit(), HP: g.MaxHitPoints(),
		Reputation: rep, Fame: fame, Experience: g.GunfightExperience(),
	}
	if p, ok := g.(interface{ Pronoun() Pronoun }); ok {
		s.Pronoun = p.Pronoun()
	}
	if sk, ok := g.(interface{ Mastery(string) (int, error) }); ok {
		read := func(skill string) int {
			m, err := sk.Mastery(skill)
			if err != nil || m < 1 || m >= 100 {
				return 0 // he lacks it (100: no better than none)
			}
			return m
		}
		s.Nursing, s.Medicine = read("Nursing"), read("Medicine")
	}
	who := "shooter " + name
	if h, ok := g.(interface{ Health() *wounds.Condition }); ok {
		s.Condition = h.Health()
		if err := s.Condition.Fit(); err != nil {
			return Shooter{}, fmt.Errorf("%w: %s: %w", ErrSetup, who, err)
		}
	}
	ts, err := talent.Read(g)
	if err != nil {
		return Shooter{}, fmt.Errorf("%w: %s: %w", ErrSetup, who, err)
	}
	for _, t := range ts {
		s.Talents = append(s.Talents, t.String())
	}
	if err := s.checkTalents(who, r); err != nil {
		return Shooter{}, err
	}
	for _, item := range g.Gear() {
		c, ok, err := r.carried(item)
		if err != nil {
			return Shooter{}, within(ErrSetup, fmt.Sprintf("%s: gear %q", who, item), err)
		}
		if ok {
			s.Weapons = append(s.Weapons, c)
		}
	}
	return s, nil
}

// checkTalents reports a talent outside the catalogue of rule CH-10 (the
// error lists it) or one whose parameter is wrong: Greased Lightning's must
// be a weapon type, Weapon Bonus's a weapon of rules' table.
func (s *Shooter) checkTalents(who string, rules *Rules) error {
	for _, n := range s.Talents {
		t, err := talent.Parse(n)
		if err != nil {
			return fmt.Errorf("%w: %s: %w", ErrSetup, who, err)
		}
		if t.Name == talent.WeaponBonus {
			if _, _, err := rules.Weapons.Lookup(t.Param); err != nil {
				return within(ErrSetup, who+": "+t.String(), err)
			}
		}
	}
	return nil
}

// carried reads one item of gear as a weapon carried holstered and loaded
// full, with its spare rounds; ok is false for gear that is not a weapon.
func (r *Rules) carried(item string) (c Carried, ok bool, err error) {
	name, labelled := strings.TrimSpace(item), false
	if i := indexFold(name, "weapon:"); i >= 0 {
		name, labelled = strings.TrimSpace(name[i+len("weapon:"):]), true
	}
	spare := ""
	if i := strings.IndexByte(name, '('); i >= 0 && strings.HasSuffix(name, ")") {
		name, spare = strings.TrimSpace(name[:i]), name[i+1:len(name)-1]
	}
	_, w, err := r.Weapons.Lookup(name)
	if err != nil {
		if labelled || spare != "" {
			return Carried{}, false, err
		}
		return Carried{}, false, nil
	}
	c = Carried{Weapon: w.Name}
	if w.Class.Firearm() {
		c.Loaded = w.Capacity
	}
	for part := range strings.SplitSeq(spare, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		num, what, _ := strings.Cut(part, " ")
		n, err := strconv.Atoi(num)
		if err != nil || n < 0 {
			return Carried{}, false, fmt.Errorf("%w: %q is not a number of rounds", ErrWeapon, num)
		}
		switch strings.ToLower(strings.TrimSpace(what)) {
		case "round", "rounds":
			c.Pocket += n
		case "round in loops", "rounds in loops":
			c.Loop += n
		case "cylinder", "cylinders":
			c.Cylinders += n
		default:
			return Carried{}, false, fmt.Errorf(`%w: spare %q, want "N rounds", "N rounds in loops" or "N cylinders"`, ErrWeapon, part)
		}
	}
	return c, true, nil
}

// indexFold returns the index of the first instance of the ASCII text sub
// in s, compared case-insensitively, or -1.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}
