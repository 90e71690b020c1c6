package gunfight

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Carried is a weapon a man carries and its state when the fight starts:
// in hand or holstered (or in a boot, belt or pocket: NoHolster), for the off
// hand, cocked, trained on a man, rounds loaded, and spare rounds in a
// pocket, in shell loops, or spare loaded cylinders for a cap-and-ball
// revolver.
type Carried struct {
	Weapon    string `json:"weapon"`
	Drawn     bool   `json:"drawn,omitempty"`
	OffHand   bool   `json:"offHand,omitempty"`
	NoHolster bool   `json:"noHolster,omitempty"`
	Cocked    bool   `json:"cocked,omitempty"`
	Trained   string `json:"trained,omitempty"` // the name of the man it is trained on (drawn, aimed)
	Loaded    int    `json:"loaded,omitempty"`
	Pocket    int    `json:"pocket,omitempty"`
	Loop      int    `json:"loop,omitempty"`
	Cylinders int    `json:"cylinders,omitempty"`
}

// Shooter is a man in a gunfight: the handful of numbers the rules read,
// gunfight's own; [NewShooter] builds one from a character (a
// character.Sheet, or any [Gunman]). Zero abilities read as 10 and zero hit
// points as 22, so a zero Shooter with a name and a loaded gun can fight.
//
//   - Speed is his base Speed, added to initiative (lower is better);
//     Accuracy his base Accuracy, added to the shot roll (rule CH-6).
//   - Wis orders declarations (rule GU-2) and rolls the check when a gun is
//     knocked loose; Str and Dex are added to wrestling rolls (GU-8);
//     StrMod is his close-combat damage modifier, DexMod his close-combat
//     to-hit modifier (GU-7); Con and HP make his body (package wounds).
//   - Reputation and Fame drive his nerve and the famous-opponent penalties
//     (rule RE-7); Incognito: nobody recognises him.
//   - Experience is his gunfight experience (GU-9).
//   - Nursing and Medicine are his masteries of those skills (rule DI-5: a
//     percentage, lower is better; 0 for none): either lets him staunch a
//     severe bleed in the count (GUD-17).
//   - Talents are names of the catalogue of rule CH-10, as package
//     character prints them (a talent bought for a weapon type or a weapon
//     with it: "Greased Lightning (pistol)", "Weapon Bonus (Colt
//     Peacemaker)"); NewFight refuses a name outside the catalogue, a
//     Greased Lightning for no weapon type and a Weapon Bonus for no weapon
//     of the table. They are read once, when the fight is set up. A
//     gunfight reads: Advanced Sighting (two shot-location cards, keep the
//     better), Blind Shooting (darkness penalties halved), Courage (never
//     flees because of wounds, GUD-9 — its −4 to avoid ducking does
//     nothing here: the source rules give no ducking rule, GUD-18), Crack
//     Shot (+1 Accuracy within 30 ft), Damage Bonus (+1 damage always),
//     Dead Eye (beyond 30 ft, the range penalty one step better), Deadly
//     Shot (wound severity one grade worse), Dodge (dodging −4 instead of
//     −2), Fan Firing (fanning −3 instead of −6), Greased Lightning (−1
//     Speed with one weapon type), Great Ambidexterity (either hand without
//     penalty, no +1 Speed), Grit and Guardian Angel (wound penalties
//     halved, severity one grade lower: package wounds), Hearty (−1 damage
//     from ranged weapons), Hip Shooter (hip-shooting −2 instead of −4),
//     Jack Rabbit Speed (a run or sprint starts Rules.JackRabbit.Sooner
//     counts sooner and takes Rules.JackRabbit.Per5Ft counts less per
//     5 ft, never under 1: GUD-18), Kentucky Windage (redraw the location
//     card, keep the second), Perceive Tendency (−1 initiative), Quick Aim
//     (standard aim halved), Rapid Reload (reloads twice as fast), Shot on
//     the Run (running-and-shooting one category better), Veteran
//     Gunfighter (at least 1 gunfight of experience) and Weapon Bonus (+1
//     Accuracy with one weapon). Improved Arc of Fire has no effect: the
//     fight has no facing, so no arc sectors (GUD-18). The others (Sprinter
//     …) are kept and ignored, or read by his wounds.
//   - Side: men with the same non-zero side fight together; 0 fights alone.
//   - At is where he stands, in feet (see also Setup.Distance).
//   - Decider is the Tactic that declares for him: a built-in one
//     (QuickDraw …), Person for a person, or one of your own; nil is
//     QuickDraw. His JSON names it under "decider" — a built-in or a
//     person by name, a custom tactic by its Name and Version — and
//     NewFight finds a custom one by them among the tactics it is given.
//   - Pronoun is how the fight's narration and refusals refer to him: He
//     (the zero value), She or They; his wounds.Body and his nerve carry
//     it too.
//   - Condition is his body as he walks into the street (rule GUD-16,
//     package wounds; nil: unhurt at time 0). HP stays his maximum, from
//     which his nerve's thresholds count; he fights with the condition's
//     hit points left, every wound's Speed, Accuracy, movement and useless
//     limbs, an illness's −2 Str and Dex on his wrestling rolls, and his
//     bleeding on each wound's own clock (GU-13): the fight's count c is
//     his clock at the condition's time plus c. A man who comes in past his
//     nerve's threshold is past it: Low seeks cover at his first
//     declaration, Average too past 50%, and the "again" is armed from
//     count 0; only a wound taken in this fight makes a Disreputable man
//     leave. A man who cannot stand — dead, down or unconscious — is
//     refused. Str, Dex and Con are his scores as on his sheet, the
//     illness being the condition's; Speed, Accuracy, StrMod and DexMod
//     his modifiers as they are now.
type Shooter struct {
	Name         string            `json:"name"`
	Side         int               `json:"side,omitempty"`
	Speed        int               `json:"speed"`
	Accuracy     int               `json:"accuracy"`
	Str          int               `json:"str,omitempty"`
	Dex          int               `json:"dex,omitempty"`
	Wis          int               `json:"wis,omitempty"`
	Con          int               `json:"con,omitempty"`
	StrMod       int               `json:"strMod,omitempty"`
	DexMod       int               `json:"dexMod,omitempty"`
	HP           int               `json:"hp,omitempty"`
	Reputation   int               `json:"reputation"`
	Fame         int               `json:"fame,omitempty"`
	Experience   int               `json:"experience,omitempty"`
	Nursing      int               `json:"nursing,omitempty"`
	Medicine     int               `json:"medicine,omitempty"`
	Talents      []string          `json:"talents,omitempty"`
	Weapons      []Carried         `json:"weapons"`
	Incognito    bool              `json:"incognito,omitempty"`
	Ambidextrous bool              `json:"ambidextrous,omitempty"`
	At           Point             `json:"at,omitzero"`
	Pronoun      Pronoun           `json:"pronoun,omitempty"`
	Condition    *wounds.Condition `json:"condition,omitempty"`
	Decider      Tactic            `json:"-"`
}

// MarshalJSON writes the shooter with his decider named under "decider"
// ({"name":"quick-draw"}; a custom tactic with its "version"), left out
// when he has none (QuickDraw). A custom tactic without a Version() string
// method, or named as a built-in, cannot be written: the error wraps
// [ErrSetup].
func (s Shooter) MarshalJSON() ([]byte, error) {
	type plain Shooter
	v := struct {
		plain
		Decider *encounter.Saved `json:"decider,omitempty"`
	}{plain: plain(s)}
	if s.Decider != nil {
		d, err := savedTactic(s.Decider)
		if err != nil {
			return nil, fmt.Errorf("%w: shooter %s: %w", ErrSetup, s.Name, err)
		}
		v.Decider = &d
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads a shooter as MarshalJSON writes it (unknown fields
// are errors). A built-in tactic or Person named under "decider" becomes
// his Decider; a custom one stays a name, which NewFight (or Resume)
// finds among the tactics it is given.
func (s *Shooter) UnmarshalJSON(data []byte) error {
	type plain Shooter
	var v struct {
		plain
		Decider *encounter.Saved `json:"decider,omitempty"`
	}
	if err := encounter.Strict(data, &v); err != nil {
		return err
	}
	*s = Shooter(v.plain)
	if v.Decider != nil {
		t, err := namedTactic(*v.Decider)
		if err != nil {
			return fmt.Errorf("%w: shooter %s: %w", ErrSetup, s.Name, err)
		}
		s.Decider = t
	}
	return nil
}

func or10(v int) int {
	if v == 0 {
		return 10
	}
	return v
}

func (s *Shooter) str() int { return or10(s.Str) }
func (s *Shooter) dex() int { return or10(s.Dex) }
func (s *Shooter) wis() int { return or10(s.Wis) }
func (s *Shooter) con() int { return or10(s.Con) }
func (s *Shooter) hp() int {
	if s.HP == 0 {
		return 22
	}
	return s.HP
}

// talents are a man's talents as flags, read once.
type talents struct {
	advancedSighting, blindShooting, courage, crackShot, damageBonus, deadEye bool
	deadlyShot, fanFiring, greatAmbidexterity, hearty, hipShooter             bool
	kentuckyWindage, perceiveTendency, quickAim, rapidReload, shotOnTheRun    bool
	veteran, dodge, jackRabbit                                                bool
	greased                                                                   uint16 // bit per Class
	bonus                                                                     []string
}

// readTalents reads talent names into flags; catalogue talents it has no
// use for are ignored (they belong to other packages), and names outside
// the catalogue, which validate refuses, too.
func readTalents(names []string) talents {
	var t talents
	for _, n := range names {
		tl, err := talent.Parse(n)
		if err != nil {
			continue
		}
		base, opt := tl.Name, tl.Param
		switch {
		case strings.EqualFold(base, talent.AdvancedSighting):
			t.advancedSighting = true
		case strings.EqualFold(base, talent.BlindShooting):
			t.blindShooting = true
		case strings.EqualFold(base, talent.Courage):
			t.courage = true
		case strings.EqualFold(base, talent.CrackShot):
			t.crackShot = true
		case strings.EqualFold(base, talent.DamageBonus):
			t.damageBonus = true
		case strings.EqualFold(base, talent.DeadEye):
			t.deadEye = true
		case strings.EqualFold(base, talent.DeadlyShot):
			t.deadlyShot = true
		case strings.EqualFold(base, talent.Dodge):
			t.dodge = true
		case strings.EqualFold(base, talent.FanFiring):
			t.fanFiring = true
		case strings.EqualFold(base, talent.GreatAmbidexterity):
			t.greatAmbidexterity = true
		case strings.EqualFold(base, talent.Hearty):
			t.hearty = true
		case strings.EqualFold(base, talent.HipShooter):
			t.hipShooter = true
		case strings.EqualFold(base, talent.KentuckyWindage):
			t.kentuckyWindage = true
		case strings.EqualFold(base, talent.PerceiveTendency):
			t.perceiveTendency = true
		case strings.EqualFold(base, talent.QuickAim):
			t.quickAim = true
		case strings.EqualFold(base, talent.RapidReload):
			t.rapidReload = true
		case strings.EqualFold(base, talent.ShotOnTheRun):
			t.shotOnTheRun = true
		case strings.EqualFold(base, talent.VeteranGunfighter):
			t.veteran = true
		case strings.EqualFold(base, talent.JackRabbitSpeed):
			t.jackRabbit = true
		case strings.EqualFold(base, talent.GreasedLightning):
			var c Class
			if c.UnmarshalText([]byte(opt)) == nil && c.Valid() {
				t.greased |= 1 << c
			}
		case strings.EqualFold(base, talent.WeaponBonus):
			if opt != "" {
				t.bonus = append(t.bonus, opt)
			}
		}
	}
	return t
}

// validate reports a shooter the rules cannot use.
func (s *Shooter) validate(i int, rules *Rules) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: shooter %d (%s): %s", ErrSetup, i, s.Name, fmt.Sprintf(format, args...))
	}
	ability := func(name string, v int) error {
		if v < 0 || v > 30 {
			return bad("%s %d, want 1..30 (0 reads as 10)", name, v)
		}
		return nil
	}
	switch {
	case strings.TrimSpace(s.Name) == "":
		return bad("no name")
	case s.Speed < -20 || s.Speed > 20:
		return bad("Speed %d, want -20..20", s.Speed)
	case s.Accuracy < -20 || s.Accuracy > 20:
		return bad("Accuracy %d, want -20..20", s.Accuracy)
	case s.StrMod < -10 || s.StrMod > 10 || s.DexMod < -10 || s.DexMod > 10:
		return bad("modifiers Str %d, Dex %d, want -10..10", s.StrMod, s.DexMod)
	case s.HP < 0 || s.HP > wounds.MaxHP:
		return bad("HP %d, want 1..%d (0 reads as 22)", s.HP, wounds.MaxHP)
	case s.Reputation < -reputation.MaxScore || s.Reputation > reputation.MaxScore:
		return bad("Reputation %d outside ±%d", s.Reputation, reputation.MaxScore)
	case s.Fame < 0 || s.Fame > reputation.MaxScore:
		return bad("Fame %d, want 0..%d", s.Fame, reputation.MaxScore)
	case s.Experience < 0 || s.Experience > 10000:
		return bad("experience %d, want 0..10000", s.Experience)
	case s.Nursing < 0 || s.Nursing > 100 || s.Medicine < 0 || s.Medicine > 100:
		return bad("Nursing %d%%, Medicine %d%%: want 1..100 (0 for none)", s.Nursing, s.Medicine)
	case len(s.Weapons) > 16:
		return bad("%d weapons, want at most 16", len(s.Weapons))
	case !(s.At.X >= -1e6 && s.At.X <= 1e6 && s.At.Y >= -1e6 && s.At.Y <= 1e6):
		return bad("position (%v, %v) out of range", s.At.X, s.At.Y)
	}
	for _, e := range []error{ability("Str", s.Str), ability("Dex", s.Dex), ability("Wis", s.Wis), ability("Con", s.Con)} {
		if e != nil {
			return e
		}
	}
	if err := s.checkTalents(fmt.Sprintf("shooter %d (%s)", i, s.Name), rules); err != nil {
		return err
	}
	hands := 0
	for j, c := range s.Weapons {
		_, w, err := rules.Weapons.Lookup(c.Weapon)
		if err != nil {
			return within(ErrSetup, fmt.Sprintf("shooter %d (%s) weapon %d", i, s.Name, j), err)
		}
		wbad := func(format string, args ...any) error {
			return within(ErrSetup, fmt.Sprintf("shooter %d (%s) weapon %d (%s)", i, s.Name, j, w.Name), fmt.Errorf("%w: %s", ErrWeapon, fmt.Sprintf(format, args...)))
		}
		switch {
		case c.Loaded < 0 || c.Loaded > w.Capacity:
			return wbad("%d rounds loaded, it holds %d", c.Loaded, w.Capacity)
		case c.Pocket < 0 || c.Pocket > 1000 || c.Loop < 0 || c.Loop > 1000 || c.Cylinders < 0 || c.Cylinders > 20:
			return wbad("spare rounds out of range")
		case !w.Class.Firearm() && (c.Pocket > 0 || c.Loop > 0 || c.Loaded > 0 || c.Cocked):
			return wbad("a %s takes no rounds", w.Class)
		case c.Cylinders > 0 && !w.CapAndBall:
			return wbad("spare cylinders for a weapon that is not cap and ball")
		case c.Trained != "" && !c.Drawn:
			return wbad("trained on %s but not drawn", c.Trained)
		}
		if c.Drawn {
			hands++
		}
	}
	if !s.Pronoun.Valid() {
		return bad("pronoun %v: want he, she or they", s.Pronoun)
	}
	if hands > 2 {
		return bad("%d weapons in hand, %s two hands", hands, s.Pronoun.Says("has", "have"))
	}
	return nil
}
