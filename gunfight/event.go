package gunfight

import (
	"fmt"
	"iter"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// EventKind says what happened in a fight.
type EventKind uint8

// The kinds of event.
const (
	Initiative EventKind = iota + 1 // a man declares his first action and rolls initiative (GU-2)
	Drew                            // a weapon drawn (GU-3)
	HeldFire                        // a deliberate shooter holds fire into careful aim (GUD-5), or holds it for want of a target
	Shot                            // a shot: roll, modifiers, outcome, card, point, damage (GU-4, GU-5, GU-6)
	Hit                             // a wound taken (GU-6, package wounds)
	KnockedOut                      // unconscious: out of the fight (GUD-7)
	FellDown                        // 0 hit points or below: out of the fight (GUD-7)
	Died                            // −10 hit points or below (GUD-7)
	Nerve                           // the nerve rules decide (RE-7)
	InCover                         // reached cover
	Fleeing                         // starts to run from the fight
	FledFight                       // out of the fight, running
	LeftFight                       // left the fight at once
	Reloaded                        // rounds loaded or a cylinder replaced (GU-3)
	Moved                           // moved
	StoodUp                         // got up after a throw
	Waited                          // a wait over
	Idle                            // nothing more to do
	Struck                          // a blow in close combat (GU-7)
	Grabbed                         // a grab (GU-8)
	Wrestled                        // an opposed wrestling roll (GU-8)
	GunFired                        // a contested gun goes off: the d6 (GU-8)
	Delayed                         // a shot delayed by a failed grab (GU-8)
	Ended                           // the fight is over
	Dropped                         // a gun drops from a hand made useless (GU-12)
	Bled                            // hit points lost to a wound's bleed, at the count it fell due on its own clock (GU-13)
	Dodged                          // a dodge over (GU-11)
	StrayHit                        // a missed shot's bullet hits a man in the line of fire (GU-4)
	LeftCover                       // a move or a flight takes him out of cover (GUD-14)
	Staunched                       // a pressure bandage on a severe bleed (GUD-17)
	Released                        // the pressure let go: the wound bleeds again a minute later (GUD-17)
)

var eventNames = enum.New[EventKind]("event", "none", "initiative", "drew", "held fire", "shot", "hit", "knocked out", "fell down", "died",
	"nerve", "in cover", "fleeing", "fled", "left", "reloaded", "moved", "stood up", "waited", "idle", "struck",
	"grabbed", "wrestled", "gun fired", "delayed", "ended", "dropped", "bled", "dodged", "stray", "left cover",
	"staunched", "released")

// String names the kind: "shot".
func (k EventKind) String() string { return eventNames.String(k) }

// MarshalText encodes the kind by name.
func (k EventKind) MarshalText() ([]byte, error) { return eventNames.Marshal(k, ErrState) }

// modKind names a modifier in a record: why a roll was changed.
type modKind uint8

// The modifiers a fight records. The first group changes a shot or blow,
// the second initiative, the third damage.
const (
	modAccuracy     modKind = iota // base Accuracy
	modRange                       // range band (Dead Eye: one step better)
	modAim                         // hip-shooting, unaimed, fanning
	modExtra                       // deliberate or careful aim
	modSteady                      // steady hand
	modWounds                      // wound penalties
	modFame                        // a famous opponent (RE-5, RE-7)
	modLight                       // visibility
	modMoving                      // shooting on the move
	modTargetMoving                // a moving target
	modCover                       // target in cover
	modDodging                     // target dodging (GU-11)
	modCrackShot                   // Crack Shot, within 30 ft
	modWeaponBonus                 // Weapon Bonus
	modWeapon                      // the weapon model
	modReputation                  // +1/−1 to all die rolls (RE-1, DID-1)
	modDistance                    // close combat: always +8 (GU-7)
	modDex                         // the attacker's Dex modifier (GU-7)
	modFoeDex                      // minus the defender's Dex modifier (GU-7)
	modHolders                     // +4 per extra holder (GU-8)
	modSpeed                       // base Speed
	modExperience                  // gunfight experience (GU-9)
	modGreased                     // Greased Lightning
	modPerceive                    // Perceive Tendency
	modAmbidextrous                // an ambidextrous man's +1 Speed
	modStr                         // close-combat damage: Str modifier
	modDamageBonus                 // Damage Bonus
	modHearty                      // Hearty
	modDamageRep                   // Reputation on the damage roll
	numMods
)

var modNames = enum.New[modKind]("modifier", "Accuracy", "range", "aim", "aiming", "steady hand", "wounds", "Fame", "light",
	"moving", "moving target", "cover", "dodging", talent.CrackShot, talent.WeaponBonus, "weapon", "Reputation", "close combat",
	"Dex", "his Dex", "holders", "Speed", "experience", talent.GreasedLightning, talent.PerceiveTendency, "ambidextrous",
	"Str", talent.DamageBonus, talent.Hearty, "Reputation")

// String names the modifier.
func (k modKind) String() string { return modNames.String(k) }

// Mods are the modifiers of a roll's record, one slot for each reason a
// roll may be changed — a shot's or blow's (base Accuracy, range, aim,
// deliberate or careful aim, steady hand, wounds, Fame, light, moving,
// a moving target, cover, dodging, Crack Shot, Weapon Bonus, the weapon
// model, Reputation; in close combat +8, the Dex modifiers, holders), an
// initiative's (Speed, experience, Greased Lightning, Perceive Tendency,
// ambidextrous) and a damage roll's (Str, Damage Bonus, Hearty,
// Reputation) — zero for those that did not apply, each kept within ±127.
// Event.Modifiers lists those that applied, with their reasons.
type Mods [numMods]int8

// sum adds the modifiers of kinds from..to-1.
func (m *Mods) sum(from, to modKind) int {
	to = min(to, numMods)
	if from >= to {
		return 0
	}
	s := 0
	for _, v := range m[from:to] {
		s += int(v)
	}
	return s
}

// set records a modifier, clamped to ±127; a nil record (no event: the
// log is off) records nothing.
func (m *Mods) set(k modKind, v int) {
	if m != nil {
		m[k] = int8(modValue(v))
	}
}

// add records a modifier as set does and returns its value as recorded,
// with a record or without: the roll it modifies is the same either way.
func (m *Mods) add(k modKind, v int) int {
	v = modValue(v)
	if m != nil {
		m[k] = int8(v)
	}
	return v
}

// modValue is a modifier as a record keeps it: within ±127.
func modValue(v int) int { return max(-127, min(127, v)) }

// write lists the non-zero modifiers of kinds from..to-1: " +1 (Accuracy)
// -4 (aim)"; foe is the pronoun of the man whose Dex modFoeDex takes off
// ("her Dex").
func (m *Mods) write(b *strings.Builder, from, to modKind, foe Pronoun) {
	for k := from; k < to; k++ {
		if v := m[k]; v != 0 {
			fmt.Fprintf(b, " %+d (%s)", v, why(k, foe))
		}
	}
}

// why is the reason a modifier of kind k gives: its name, the foe's Dex
// in his pronoun ("her Dex").
func why(k modKind, foe Pronoun) string {
	if k == modFoeDex {
		return foe.Possessive() + " Dex"
	}
	return modNames.String(k)
}

// Modifiers yields the modifiers of the event's roll that applied, each
// with its reason as the narration gives it — "+2 (range)", "-1 (her
// Dex)" — in the order of Mods.
func (e *Event) Modifiers() iter.Seq[dice.Mod] {
	return func(yield func(dice.Mod) bool) {
		for k, v := range e.Mods {
			if v != 0 && !yield(dice.Mod{Value: int(v), Why: why(modKind(k), e.WhomPronoun)}) {
				return
			}
		}
	}
}

// Damage is the record of a damage roll: the expression, its natural faces
// (the first MaxFaces) and its total before doubling and modifiers.
type Damage struct {
	Expr  *dice.Expr `json:"expr,omitempty"`
	Faces [8]uint8   `json:"faces,omitzero"`
	N     uint8      `json:"n,omitempty"` // faces rolled (kept up to 8)
	Roll  int16      `json:"roll,omitempty"`
}

// A result keeps at least as many faces as a Damage record holds, so the
// record's faces are the result's first ones (this fails to compile otherwise).
var _ [dice.MaxFaces - len(Damage{}.Faces)]struct{}

// record copies a result's faces: the first min(Rolled, 8), which a result
// always keeps (it keeps dice.MaxFaces ≥ 8).
func (d *Damage) record(r dice.Result) {
	d.Expr = r.Expr
	n := min(r.Rolled, len(d.Faces))
	for i := range n {
		d.Faces[i] = uint8(min(r.Face(i), 255))
	}
	d.N = uint8(min(r.Rolled, 255))
	d.Roll = int16(min(r.Total, 30000))
}

// writeFaces lists the faces: a penetrating die's chain joined by arrows
// ("6→2, 3") when the expression is one group of penetrating dice, else
// separated by commas.
func (d *Damage) writeFaces(b *strings.Builder) {
	sides := 0
	if s := d.Expr.String(); strings.Contains(s, "p") {
		// "2d6p", "d8p+1": the sides between 'd' and 'p'
		if i, j := strings.IndexByte(s, 'd'), strings.IndexByte(s, 'p'); i >= 0 && j > i+1 && strings.Count(s, "d") == 1 {
			if n, err := strconv.Atoi(s[i+1 : j]); err == nil {
				sides = n
			}
		}
	}
	n := min(int(d.N), len(d.Faces))
	for i := range n {
		if i > 0 {
			if sides > 0 && int(d.Faces[i-1]) == sides {
				b.WriteString("→")
			} else {
				b.WriteString(", ")
			}
		}
		fmt.Fprintf(b, "%d", d.Faces[i])
	}
	if int(d.N) > n {
		b.WriteString(" …")
	}
}

// Event is one thing that happened in a fight: when, what, who, and the
// record of any roll — faces, modifiers with their reasons, where a shot
// or blow landed and what it did, the wound, the nerve rules' reading, the
// wrestling roll. It is a flat value of small value records: a fight
// appends events to a reused slice and String formats one lazily, as
// table talk (narrate.go):
//
//	count 14: Hickok fires the Colt at Tutt's chest: d20 17 +1 (Accuracy) = 18: shot clock, 7♣ → left shoulder, in the chest (4.8, 55.9); 2d6p 6→2, 3 = 10 → 10 damage
//
// Each kind fills the fields it tells; the others are zero.
type Event struct {
	// The header every encounter's Event starts with: when (the count),
	// what, the man who acted (Who) and the man or gun acted on (Whom),
	// by name; WhoPronoun and WhomPronoun are the pronouns of Who and of
	// the man Whom names (He when Whom names the second gun of a Drew
	// event).
	When        Count     `json:"when"`
	Kind        EventKind `json:"kind"`
	Who         string    `json:"who,omitempty"`
	Whom        string    `json:"whom,omitempty"`
	WhoPronoun  Pronoun   `json:"whoPronoun,omitempty"`
	WhomPronoun Pronoun   `json:"whomPronoun,omitempty"`

	// Act is the action: the first declared (Initiative), the one cut short
	// (HeldFire).
	Act ActionKind `json:"act,omitempty"`
	// Weapon is the weapon drawn, fired, loaded, struck with, fought for
	// or dropped, as the narration names it ("the Colt").
	Weapon string `json:"weapon,omitempty"`
	// Amount is the damage a shot, blow, wrestling roll or wound did, the
	// hit points bled (Bled), the rounds loaded (Reloaded), the feet moved
	// (Moved), the counts of a delay (Delayed), or the count of his first
	// action (Initiative).
	Amount int16 `json:"amount,omitempty"`
	// Apart is the feet between him and Whom after a move (Moved).
	Apart int16 `json:"apart,omitempty"`
	// HP is his hit points after (Hit, Bled, KnockedOut, FellDown, Died).
	HP int16 `json:"hp,omitempty"`
	// Note is a short reason: why a fight ended, why an action was forced
	// or cut short, what a wrestling roll did.
	Note string `json:"note,omitempty"`

	// The roll: the natural die (the d20 of a shot, blow or wrestling
	// roll, the d10 of Initiative, the d4 of a draw without holster, the
	// d6 of a contested gun), the die with its penetration (Roll), the
	// modifiers, and the total.
	Die   int16 `json:"die,omitempty"`
	Roll  int16 `json:"roll,omitempty"`
	Total int16 `json:"total,omitempty"`
	Mods  Mods  `json:"mods,omitzero"`

	Shot    ShotRecord    `json:"shot,omitzero"`    // Shot, Struck, Grabbed, StrayHit; Initiative: how the declared shot is aimed
	Wound   WoundRecord   `json:"wound,omitzero"`   // Hit, Bled; Staunched, Released: the wound's location
	Nerve   NerveRecord   `json:"nerve,omitzero"`   // Nerve
	Wrestle WrestleRecord `json:"wrestle,omitzero"` // Wrestled
}

// ShotRecord is how a shot, blow or grab was made and where it went (rules
// GU-4, GU-5, GU-7): how it was aimed and at what, what the roll did
// (Landing), the card of the shot clock (Card2: the other card of Advanced
// Sighting or Kentucky Windage), the silhouette, the point in inches (X,
// Y), the region and body location it hit (none: off the body), and the
// damage roll — doubled on the head.
type ShotRecord struct {
	Aim      AimMode         `json:"aim,omitempty"`
	Extra    Extra           `json:"extra,omitempty"`
	Steady   bool            `json:"steady,omitempty"`
	At       wounds.Location `json:"at,omitempty"` // the point aimed at (0: the chest)
	Landing  Landing         `json:"landing,omitempty"`
	Card     dice.Card       `json:"card,omitzero"`
	Card2    dice.Card       `json:"card2,omitzero"`
	Aspect   Aspect          `json:"aspect,omitempty"`
	X        float32         `json:"x,omitempty"`
	Y        float32         `json:"y,omitempty"`
	Region   string          `json:"region,omitempty"`
	Location wounds.Location `json:"location,omitempty"`
	Head     bool            `json:"head,omitempty"` // a head hit: damage doubled
	Damage   Damage          `json:"damage,omitzero"`
}

// WoundRecord is a wound taken (rule GU-6, package wounds): where, its
// severity grade, its injuries and the penalty it brings (Speed, Accuracy,
// movement lost).
type WoundRecord struct {
	Location wounds.Location  `json:"location,omitempty"`
	Grade    int16            `json:"grade,omitempty"`
	Injuries wounds.InjurySet `json:"injuries,omitempty"`
	Speed    int8             `json:"speed,omitempty"`
	Accuracy int8             `json:"accuracy,omitempty"`
	Lost     wounds.Movement  `json:"lost,omitempty"`
}

// NerveRecord is what the nerve rules read and decided (rule RE-7): his
// nerve, the blow, whether it was (or included) a firearm shot at him
// (GUD-13), whether his threshold was crossed before, the hit points lost
// of his maximum, and the reaction.
type NerveRecord struct {
	Nerve    reputation.Nerve    `json:"nerve,omitzero"`
	Blow     reputation.Blow     `json:"blow,omitempty"`
	Shot     bool                `json:"shot,omitempty"`
	Armed    bool                `json:"armed,omitempty"`
	LostHP   int16               `json:"lostHP,omitempty"`
	MaxHP    int16               `json:"maxHP,omitempty"`
	Reaction reputation.Reaction `json:"reaction,omitzero"`
}

// WrestleRecord is an opposed wrestling roll (rule GU-8): the hold tried,
// the other side's total, and whether he won.
type WrestleRecord struct {
	Hold  Hold  `json:"hold,omitempty"`
	Rival int16 `json:"rival,omitempty"`
	Won   bool  `json:"won,omitempty"`
}

// mods sums the record's modifiers.
func (e *Event) mods() int { return e.Mods.sum(0, numMods) }

// point returns where the shot or blow went, in inches on its silhouette.
func (r *ShotRecord) point() Point { return Point{float64(r.X), float64(r.Y)} }

// i16 clamps a number into an event field.
func i16(v int) int16 { return int16(max(-30000, min(30000, v))) }
