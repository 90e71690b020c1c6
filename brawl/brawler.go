package brawl

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
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
//   - HitPoints are his hit points when the brawl starts (1..1000). He loses
//     them only to weapons, spurs and blows after he is knocked out (BR-5,
//     BR-9); at 0 or below he is down, at −10 or below dead (GUD-7).
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
	Name      string  `json:"name"`
	Str       int     `json:"str"`
	Int       int     `json:"int"`
	Wis       int     `json:"wis"`
	Dex       int     `json:"dex"`
	Con       int     `json:"con"`
	ToHit     int     `json:"toHit"`
	DamageMod int     `json:"damageMod"`
	HitPoints int     `json:"hitPoints"`
	DieMod    int     `json:"dieMod,omitempty"`
	Weapon    *Weapon `json:"weapon,omitempty"`
	Pronoun   Pronoun `json:"pronoun,omitempty"`
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
// damage modifiers and hit points from f. If f also has a method
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
	if s, ok := f.(interface{ Standing() (int, int) }); ok {
		rep, _ := s.Standing()
		b.DieMod = reputation.DieMod(rep, reputation.HigherIsBetter).Value
	}
	if p, ok := f.(interface{ Pronoun() Pronoun }); ok {
		b.Pronoun = p.Pronoun()
	}
	return b, nil
}

// chips returns the brawler's starting chips (rule BR-1); see StartingChips.
func (b *Brawler) chips(short bool) Chips {
	return StartingChips(b.Str, b.Int, b.Wis, b.Dex, b.Con, short)
}

// Validate reports a brawler the brawl cannot seat: a blank or overlong name,
// an ability outside 1..30, a modifier outside −10..10, hit points outside
// 1..1000, a DieMod outside −1..1, a pronoun other than He, She or They, or
// a malformed weapon. The error wraps
// ErrBrawler and names the field.
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
