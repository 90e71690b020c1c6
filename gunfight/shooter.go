package gunfight

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// The talents a gunfight reads, by their canonical names (rule CH-10). A
// talent bought for a weapon type or a weapon is written as the character
// package prints it: "Greased Lightning (pistol)", "Weapon Bonus (Colt
// Peacemaker)". Talents are read once, when the fight is set up: a
// Shooter's Talents must be names of the catalogue (the others, such as
// Sprinter, are kept and ignored, or read by his wounds), Greased
// Lightning's a weapon type and Weapon Bonus's a weapon of the table, or
// NewFight refuses the setup.
const (
	TalentAdvancedSighting = talent.AdvancedSighting // two shot-location cards, keep the better
	TalentBlindShooting    = talent.BlindShooting    // darkness penalties halved
	// Courage: never flees because of wounds (reputation, GUD-9). Its
	// other effect, −4 to avoid ducking, does nothing here: the source
	// rules give no ducking rule to take it from (GUD-18).
	TalentCourage            = talent.Courage
	TalentCrackShot          = talent.CrackShot          // +1 Accuracy, not beyond 30 ft
	TalentDamageBonus        = talent.DamageBonus        // +1 damage always
	TalentDeadEye            = talent.DeadEye            // beyond 30 ft, range penalty one step better
	TalentDeadlyShot         = talent.DeadlyShot         // wound severity one grade worse
	TalentDodge              = talent.Dodge              // dodging −4 instead of −2
	TalentFanFiring          = talent.FanFiring          // fanning −3 instead of −6
	TalentGreasedLightning   = talent.GreasedLightning   // −1 Speed with one weapon type
	TalentGreatAmbidexterity = talent.GreatAmbidexterity // either hand without penalty, no +1 Speed
	TalentGrit               = talent.Grit               // wound penalties halved (wounds)
	TalentGuardianAngel      = talent.GuardianAngel      // wound severity one grade lower (wounds)
	TalentHearty             = talent.Hearty             // −1 damage from ranged weapons
	TalentHipShooter         = talent.HipShooter         // hip-shooting −2 instead of −4
	// Improved Arc of Fire ("shots into arc sectors B, C and D at a smaller
	// penalty") has no effect in a gunfight: the fight has no facing, so no
	// arc sectors (GUD-18). It is kept and ignored.
	TalentImprovedArcOfFire = talent.ImprovedArcOfFire
	// Jack Rabbit Speed "starts running sooner and faster" (GUD-18): a
	// move or flight at a run or a sprint takes Rules.JackRabbit.Sooner
	// counts less to start (ours: 2) and Rules.JackRabbit.Per5Ft counts
	// less for each 5 feet (ours: 1 — a run 4 → 3, a sprint 3 → 2), never
	// under 1 count per 5 feet.
	TalentJackRabbitSpeed   = talent.JackRabbitSpeed
	TalentKentuckyWindage   = talent.KentuckyWindage   // redraw the location card, keep the second
	TalentPerceiveTendency  = talent.PerceiveTendency  // −1 initiative
	TalentQuickAim          = talent.QuickAim          // standard aim halved
	TalentRapidReload       = talent.RapidReload       // reloads twice as fast
	TalentShotOnTheRun      = talent.ShotOnTheRun      // running-and-shooting one category better
	TalentVeteranGunfighter = talent.VeteranGunfighter // at least 1 gunfight experience
	TalentWeaponBonus       = talent.WeaponBonus       // +1 Accuracy with one weapon
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
//   - Side: men with the same non-zero side fight together; 0 fights alone.
//   - At is where he stands, in feet (see also Setup.Distance).
//   - Tactic names his Tactic: a built-in one or one of Setup.Custom.
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
	Tactic       string            `json:"tactic"`
	Incognito    bool              `json:"incognito,omitempty"`
	Ambidextrous bool              `json:"ambidextrous,omitempty"`
	At           Point             `json:"at,omitzero"`
	Pronoun      Pronoun           `json:"pronoun,omitempty"`
	Condition    *wounds.Condition `json:"condition,omitempty"`
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
		case strings.EqualFold(base, TalentAdvancedSighting):
			t.advancedSighting = true
		case strings.EqualFold(base, TalentBlindShooting):
			t.blindShooting = true
		case strings.EqualFold(base, TalentCourage):
			t.courage = true
		case strings.EqualFold(base, TalentCrackShot):
			t.crackShot = true
		case strings.EqualFold(base, TalentDamageBonus):
			t.damageBonus = true
		case strings.EqualFold(base, TalentDeadEye):
			t.deadEye = true
		case strings.EqualFold(base, TalentDeadlyShot):
			t.deadlyShot = true
		case strings.EqualFold(base, TalentDodge):
			t.dodge = true
		case strings.EqualFold(base, TalentFanFiring):
			t.fanFiring = true
		case strings.EqualFold(base, TalentGreatAmbidexterity):
			t.greatAmbidexterity = true
		case strings.EqualFold(base, TalentHearty):
			t.hearty = true
		case strings.EqualFold(base, TalentHipShooter):
			t.hipShooter = true
		case strings.EqualFold(base, TalentKentuckyWindage):
			t.kentuckyWindage = true
		case strings.EqualFold(base, TalentPerceiveTendency):
			t.perceiveTendency = true
		case strings.EqualFold(base, TalentQuickAim):
			t.quickAim = true
		case strings.EqualFold(base, TalentRapidReload):
			t.rapidReload = true
		case strings.EqualFold(base, TalentShotOnTheRun):
			t.shotOnTheRun = true
		case strings.EqualFold(base, TalentVeteranGunfighter):
			t.veteran = true
		case strings.EqualFold(base, TalentJackRabbitSpeed):
			t.jackRabbit = true
		case strings.EqualFold(base, TalentGreasedLightning):
			var c Class
			if c.UnmarshalText([]byte(opt)) == nil {
				t.greased |= 1 << c
			}
		case strings.EqualFold(base, TalentWeaponBonus):
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
