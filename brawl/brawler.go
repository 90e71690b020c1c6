package brawl

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Bounds on a Brawler, so that every number the brawl computes stays small.
const (
	maxNameLen  = 64   // longest name, in runes
	maxModifier = 10   // largest to-hit or damage modifier, either sign
	maxHP       = 1000 // most hit points
)

// Brawler is a man in a saloon brawl: the few numbers of his character sheet
// the brawl reads, and his own weapon if he carries one.
//
//   - Str, Int, Wis, Dex, Con deal his chips (rule BR-1), set his bet limits
//     (BR-2) and his place in the betting order (ascending Wis) and the attack
//     order (ties by Dex, BR-3). Scores run 1..30 (dice.MaxAbility).
//   - ToHit is his Dexterity to-hit/Accuracy modifier, added to his defence
//     roll (BR-3); DamageMod his Strength close-combat damage modifier, added to
//     weapon damage (BR-9). Both −10..10.
//   - HitPoints are his hit points when unhurt (1..1000), his maximum. He
//     loses them only to weapons, spurs and blows after he is knocked out
//     (BR-5, BR-9); at 0 or below he is down, at −10 or below dead (GUD-7).
//   - Condition is his body as he walks in (rule WOD-7, package wounds; nil:
//     unhurt at time 0): he brawls with its hit points left, and a man who
//     cannot stand — dead, down or unconscious — is refused. What he lost
//     in the brawl comes out as one brawling wound (Brawl.Consequences).
//     His wounds change no chips — chips come from abilities (BR-1) — but
//     while an infected wound's illness runs his Str, Dex and Con are 2
//     lower (WO-3), and his chips, bet limits and place in the attack
//     order follow. ToHit and DamageMod are his modifiers as they are now:
//     a character model gives those of his lower scores.
//   - DieMod is his Reputation's modifier to all die rolls (RE-1): −1
//     Disreputable, +1 Great or Legendary, 0 otherwise. It is added in each
//     roll's favourable direction (DID-1): to his attack, defence and auction
//     totals and to his weapon damage. Natural rolls — the pot, the naturals
//     of BR-4 — are the faces before it.
//   - Weapon is his own weapon (a knife, a pistol butt), in hand from the
//     start; nil for bare fists. A chair or a bottle is picked up with the
//     Moving special action.
//   - Pronoun is how the brawl's narration refers to him: He (the zero
//     value), She or They.
//
// Build one from any character model with NewBrawler, or fill it in.
type Brawler struct {
	Name      string            `json:"name"`
	Str       int               `json:"str"`
	Int       int               `json:"int"`
	Wis       int               `json:"wis"`
	Dex       int               `json:"dex"`
	Con       int               `json:"con"`
	ToHit     int               `json:"toHit"`
	DamageMod int               `json:"damageMod"`
	HitPoints int               `json:"hitPoints"`
	Condition *wounds.Condition `json:"condition,omitempty"`
	DieMod    int               `json:"dieMod,omitempty"`
	Weapon    *Weapon           `json:"weapon,omitempty"`
	Pronoun   Pronoun           `json:"pronoun,omitempty"`
}

// Fighter is what the brawl reads from a character model. A
// *character.Sheet satisfies it; so can any type of your own.
type Fighter interface {
	// Abilities returns the whole Strength, Intelligence, Wisdom, Dexterity
	// and Constitution scores.
	Abilities() (str, intl, wis, dex, con int)
	// ToHit returns Dexterity's to-hit modifier at close quarters.
	ToHit() int
	// DamageModifier returns Strength's close-combat damage modifier.
	DamageModifier() int
	// MaxHitPoints returns the hit points when unhurt.
	MaxHitPoints() int
}

// NewBrawler returns the Brawler of a character: his abilities, to-hit and
// damage modifiers and maximum hit points from f. If f also has a method
// Health() *wounds.Condition, as *character.Sheet does, his condition is
// read from it (rule WOD-7): he brawls with the hit points he has left, and
// a man who cannot stand (dead, down or unconscious) is refused with an
// error wrapping ErrBrawler and wounds.ErrDown that says why. If f also has a method
// Standing() (reputation, fame int), as *character.Sheet does, DieMod is set
// from the Reputation score by reputation.DieMod (rules RE-1, DID-1). If f
// also tells its talents (TalentNames() []string and TalentOptions(name
// string) []string, as *character.Sheet does), a name outside the catalogue
// of rule CH-10 is an error wrapping ErrBrawler that lists the catalogue;
// the brawl reads no talent, so every catalogue talent is accepted and
// ignored. If f has a method Pronoun() Pronoun, as *character.Sheet does,
// the narration refers to the brawler by it (He otherwise). The rest is not
// validated; New does that.
func NewBrawler(name string, f Fighter) (Brawler, error) {
	if err := checkTalents(name, f); err != nil {
		return Brawler{}, err
	}
	str, intl, wis, dex, con := f.Abilities()
	b := Brawler{
		Name: name, Str: str, Int: intl, Wis: wis, Dex: dex, Con: con,
		ToHit: f.ToHit(), DamageMod: f.DamageModifier(), HitPoints: f.MaxHitPoints(),
	}
	if h, ok := f.(interface{ Health() *wounds.Condition }); ok {
		b.Condition = h.Health()
		if err := b.Condition.Fit(); err != nil {
			return Brawler{}, fmt.Errorf("%w: %s: %w", ErrBrawler, name, err)
		}
	}
	if s, ok := f.(interface{ Standing() (int, int) }); ok {
		rep, _ := s.Standing()
		b.DieMod = reputation.DieMod(rep, reputation.HigherIsBetter).Value
	}
	if p, ok := f.(interface{ Pronoun() Pronoun }); ok {
		b.Pronoun = p.Pronoun()
	}
	return b, nil
}

// startingHP returns his hit points when the brawl starts: his
// condition's hit points left, his maximum when he is unhurt (rule WOD-7).
func (b *Brawler) startingHP() int { return b.Condition.Left(b.HitPoints) }

// scores returns his Str, Int, Wis, Dex and Con as they are now: while his
// condition's illness runs (rules WO-3, WOD-7), Str, Dex and Con 2 lower,
// never below 1.
func (b *Brawler) scores() (str, intl, wis, dex, con int) {
	str, intl, wis, dex, con = b.Str, b.Int, b.Wis, b.Dex, b.Con
	if b.Condition.Ill() {
		str, dex, con = max(1, str-2), max(1, dex-2), max(1, con-2)
	}
	return
}

// chips returns the brawler's starting chips (rule BR-1) from his scores
// as they are now (see scores); see StartingChips.
func (b *Brawler) chips(short bool) Chips {
	str, intl, wis, dex, con := b.scores()
	return StartingChips(str, intl, wis, dex, con, short)
}

// limits returns his bet limits (rule BR-2) from his scores as they are
// now (see scores); see BetLimits.
func (b *Brawler) limits(stunned bool) Chips {
	str, _, _, dex, con := b.scores()
	return BetLimits(str, dex, con, stunned)
}

// Validate reports a brawler the brawl cannot seat: a blank or overlong name,
// an ability outside 1..30, a modifier outside −10..10, hit points outside
// 1..1000, a condition play could not have left a man of those hit points
// in (wounds.Condition.Check) or one in which he cannot stand
// (wounds.Condition.Fit: dead, down or unconscious), a DieMod outside
// −1..1, a pronoun other than He, She or They, or a malformed weapon. The
// error wraps ErrBrawler and names the field.
func (b *Brawler) Validate() error {
	name := strings.TrimSpace(b.Name)
	if name == "" || utf8.RuneCountInString(b.Name) > maxNameLen || !utf8.ValidString(b.Name) {
		return fmt.Errorf("%w: name %q must be 1..%d runes of text", ErrBrawler, b.Name, maxNameLen)
	}
	for _, a := range [...]struct {
		n string
		v int
	}{{"str", b.Str}, {"int", b.Int}, {"wis", b.Wis}, {"dex", b.Dex}, {"con", b.Con}} {
		if a.v < 1 || a.v > dice.MaxAbility {
			return fmt.Errorf("%w: %s: %s %d outside 1..%d", ErrBrawler, b.Name, a.n, a.v, dice.MaxAbility)
		}
	}
	if b.ToHit < -maxModifier || b.ToHit > maxModifier {
		return fmt.Errorf("%w: %s: toHit %d outside ±%d", ErrBrawler, b.Name, b.ToHit, maxModifier)
	}
	if b.DamageMod < -maxModifier || b.DamageMod > maxModifier {
		return fmt.Errorf("%w: %s: damageMod %d outside ±%d", ErrBrawler, b.Name, b.DamageMod, maxModifier)
	}
	if b.HitPoints < 1 || b.HitPoints > maxHP {
		return fmt.Errorf("%w: %s: hitPoints %d outside 1..%d", ErrBrawler, b.Name, b.HitPoints, maxHP)
	}
	if err := b.Condition.Check(b.HitPoints); err != nil {
		return fmt.Errorf("%w: %s: condition: %w", ErrBrawler, b.Name, err)
	}
	if err := b.Condition.Fit(); err != nil {
		return fmt.Errorf("%w: %s: %w", ErrBrawler, b.Name, err)
	}
	if b.DieMod < -1 || b.DieMod > 1 {
		return fmt.Errorf("%w: %s: dieMod %d outside −1..1", ErrBrawler, b.Name, b.DieMod)
	}
	if !b.Pronoun.Valid() {
		return fmt.Errorf("%w: %s: pronoun %v: want he, she or they", ErrBrawler, b.Name, b.Pronoun)
	}
	if b.Weapon != nil {
		if err := b.Weapon.check("weapon", 0); err != nil {
			return fmt.Errorf("%w: %s: %w", ErrBrawler, b.Name, err)
		}
	}
	return nil
}
