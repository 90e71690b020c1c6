package gunfight

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
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

// ModKind names a modifier in a record: why a roll was changed.
type ModKind uint8

// The modifiers a fight records. The first group changes a shot or blow,
// the second initiative, the third damage.
const (
	ModAccuracy     ModKind = iota // base Accuracy
	ModRange                       // range band (Dead Eye: one step better)
	ModAim                         // hip-shooting, unaimed, fanning
	ModExtra                       // deliberate or careful aim
	ModSteady                      // steady hand
	ModWounds                      // wound penalties
	ModFame                        // a famous opponent (RE-5, RE-7)
	ModLight                       // visibility
	ModMoving                      // shooting on the move
	ModTargetMoving                // a moving target
	ModCover                       // target in cover
	ModDodging                     // target dodging (GU-11)
	ModCrackShot                   // Crack Shot, within 30 ft
	ModWeaponBonus                 // Weapon Bonus
	ModWeapon                      // the weapon model
	ModReputation                  // +1/−1 to all die rolls (RE-1, DID-1)
	ModDistance                    // close combat: always +8 (GU-7)
	ModDex                         // the attacker's Dex modifier (GU-7)
	ModFoeDex                      // minus the defender's Dex modifier (GU-7)
	ModHolders                     // +4 per extra holder (GU-8)
	ModSpeed                       // base Speed
	ModExperience                  // gunfight experience (GU-9)
	ModGreased                     // Greased Lightning
	ModPerceive                    // Perceive Tendency
	ModAmbidextrous                // an ambidextrous man's +1 Speed
	ModStr                         // close-combat damage: Str modifier
	ModDamageBonus                 // Damage Bonus
	ModHearty                      // Hearty
	ModDamageRep                   // Reputation on the damage roll
	NumMods
)

var modNames = enum.New[ModKind]("modifier", "Accuracy", "range", "aim", "aiming", "steady hand", "wounds", "Fame", "light",
	"moving", "moving target", "cover", "dodging", TalentCrackShot, TalentWeaponBonus, "weapon", "Reputation", "close combat",
	"Dex", "his Dex", "holders", "Speed", "experience", TalentGreasedLightning, TalentPerceiveTendency, "ambidextrous",
	"Str", TalentDamageBonus, TalentHearty, "Reputation")

// String names the modifier.
func (k ModKind) String() string { return modNames.String(k) }

// Mods are the modifiers of a record, one slot per ModKind; zero slots
// are modifiers that did not apply. A modifier is kept within ±127.
type Mods [NumMods]int8

// Sum adds the modifiers of kinds from..to-1.
func (m *Mods) Sum(from, to ModKind) int {
	to = min(to, NumMods)
	if from >= to {
		return 0
	}
	s := 0
	for _, v := range m[from:to] {
		s += int(v)
	}
	return s
}

// set records a modifier, clamped to ±127.
func (m *Mods) set(k ModKind, v int) {
	m[k] = int8(max(-127, min(127, v)))
}

// add records a modifier as set does and returns the value recorded.
func (m *Mods) add(k ModKind, v int) int {
	m.set(k, v)
	return int(m[k])
}

// write lists the non-zero modifiers of kinds from..to-1: " +1 (Accuracy)
// -4 (aim)"; foe is the pronoun of the man whose Dex ModFoeDex takes off
// ("her Dex").
func (m *Mods) write(b *strings.Builder, from, to ModKind, foe Pronoun) {
	for k := from; k < to; k++ {
		if v := m[k]; v != 0 {
			name := modNames.String(k)
			if k == ModFoeDex {
				name = foe.Possessive() + " Dex"
			}
			fmt.Fprintf(b, " %+d (%s)", v, name)
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
// record of any roll — faces, modifiers with their reasons, landing, card,
// the point the bullet went and what it did. It is a flat value: a fight
// appends events to a reused slice and String formats one lazily, as table
// talk:
//
//	count 14: Hickok fires the Colt at Tutt's chest: d20 17 +1 (Accuracy) = 18: shot clock, 7♣ → left shoulder (4.8, 55.9); 2d6p 6→2, 3 = 10 → 10 damage
type Event struct {
	// The header every encounter's Event starts with: when (the count),
	// what, the man who acted (Who) and the man or gun acted on (Whom),
	// by name.
	When Count     `json:"when"`
	Kind EventKind `json:"kind"`
	Who  string    `json:"who,omitempty"`
	Whom string    `json:"whom,omitempty"`

	// The action (Initiative: the first declared; Shot, Struck: how it
	// was aimed; Wrestled: the hold).
	Act    ActionKind      `json:"act,omitempty"`
	Aim    AimMode         `json:"aim,omitempty"`
	Extra  Extra           `json:"extra,omitempty"`
	Steady bool            `json:"steady,omitempty"`
	Hold   Hold            `json:"hold,omitempty"`
	AimAt  wounds.Location `json:"aimAt,omitempty"`

	// Where it went: the landing, the card (Card2: the other card of
	// Advanced Sighting or Kentucky Windage), the silhouette, the point in
	// inches (X, Y), the body location (0: off the body).
	Landing  Landing         `json:"landing,omitempty"`
	Card     dice.Card       `json:"card,omitzero"`
	Card2    dice.Card       `json:"card2,omitzero"`
	Aspect   Aspect          `json:"aspect,omitempty"`
	Location wounds.Location `json:"location,omitempty"`
	Head     bool            `json:"head,omitempty"` // a head hit: damage doubled
	Won      bool            `json:"won,omitempty"`  // a wrestling roll won

	// The roll: the natural die, the die with penetration, the modifiers
	// and the total; Rival is the other side's total in a wrestling roll.
	Die   int16 `json:"die,omitempty"`
	Roll  int16 `json:"roll,omitempty"`
	Total int16 `json:"total,omitempty"`
	Rival int16 `json:"rival,omitempty"`
	Mods  Mods  `json:"mods,omitzero"`

	// WhoPronoun and WhomPronoun are the pronouns of Who and of the man
	// Whom names (He when Whom names the second gun of a Drew event).
	WhoPronoun  Pronoun `json:"whoPronoun,omitempty"`
	WhomPronoun Pronoun `json:"whomPronoun,omitempty"`

	X float32 `json:"x,omitempty"`
	Y float32 `json:"y,omitempty"`

	// What it did: the damage roll, the damage dealt (Amount; also counts,
	// rounds or feet for other kinds), hit points after, the wound's grade,
	// injuries and penalty (Speed, Accuracy, movement lost).
	Damage   Damage           `json:"damage,omitzero"`
	Amount   int16            `json:"amount,omitempty"`
	HP       int16            `json:"hp,omitempty"`
	Grade    int16            `json:"grade,omitempty"`
	Injuries wounds.InjurySet `json:"injuries,omitempty"`
	Speed    int8             `json:"speed,omitempty"`
	Accuracy int8             `json:"accuracy,omitempty"`
	Lost     wounds.Movement  `json:"lost,omitempty"`

	// The nerve rules (Nerve events): his nerve, the blow, whether it was
	// (or included) a firearm shot at him (GUD-13), whether his threshold
	// was crossed before, the hit points lost of his maximum, and the
	// reaction.
	Nerve    reputation.Nerve    `json:"nerve,omitzero"`
	Blow     reputation.Blow     `json:"blow,omitempty"`
	Shot     bool                `json:"shot,omitempty"`
	Armed    bool                `json:"armed,omitempty"`
	LostHP   int16               `json:"lostHP,omitempty"`
	MaxHP    int16               `json:"maxHP,omitempty"`
	Reaction reputation.Reaction `json:"reaction,omitzero"`

	Weapon string `json:"weapon,omitempty"`
	Region string `json:"region,omitempty"`
	// Note is a short reason: why a fight ended, why an action was forced.
	Note string `json:"note,omitempty"`
}

// Point returns where the shot or blow went, in inches on its silhouette.
func (e *Event) Point() Point { return Point{float64(e.X), float64(e.Y)} }

// Penalty returns the wound's penalty (Hit events).
func (e *Event) Penalty() wounds.Penalty {
	return wounds.Penalty{Speed: int(e.Speed), Accuracy: int(e.Accuracy), Lost: e.Lost}
}

// Situation returns what the nerve rules read (Nerve events).
func (e *Event) Situation() reputation.Situation {
	return reputation.Situation{Blow: e.Blow, LostHP: int(e.LostHP), MaxHP: int(e.MaxHP), Armed: e.Armed, Shot: e.Shot}
}

func (e *Event) mods() int { return e.Mods.Sum(0, NumMods) }

// String formats the event as table talk.
func (e Event) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "count %d: ", e.When)
	switch e.Kind {
	case Initiative:
		fmt.Fprintf(&b, "%s declares: %s; initiative d10 %d", e.Who, e.declared(), e.Die)
		e.Mods.write(&b, ModSpeed, ModStr, e.WhomPronoun)
		e.Mods.write(&b, ModFame, ModLight, e.WhomPronoun)
		e.Mods.write(&b, ModWeapon, ModDistance, e.WhomPronoun)
		fmt.Fprintf(&b, " = %d", e.Total)
		if e.Amount != 0 {
			fmt.Fprintf(&b, ", first action at count %d", e.Amount)
		}
	case Drew:
		switch {
		case e.Whom == "":
			fmt.Fprintf(&b, "%s draws %s", e.Who, e.Weapon)
		case e.Whom == e.Weapon:
			fmt.Fprintf(&b, "%s draws both %s", e.Who, both(e.Weapon))
		default:
			fmt.Fprintf(&b, "%s draws %s and %s", e.Who, e.Weapon, e.Whom)
		}
		if e.Die > 0 {
			fmt.Fprintf(&b, " (no holster: d4 %d)", e.Die)
		}
	case HeldFire:
		if e.Act != 0 && e.Act != Fire {
			fmt.Fprintf(&b, "%s cannot %s: %s", e.Who, e.Act, e.Note)
		} else if e.Note != "" {
			fmt.Fprintf(&b, "%s holds fire: %s", e.Who, e.Note)
		} else {
			fmt.Fprintf(&b, "%s holds fire and takes careful aim at %s", e.Who, e.Whom)
		}
	case Shot, Struck, Grabbed, StrayHit:
		e.writeAttack(&b)
	case Hit:
		fmt.Fprintf(&b, "%s is hit in the %s for %d", e.Who, e.Location, e.Amount)
		if e.Grade != e.Amount {
			fmt.Fprintf(&b, " (grade %d)", e.Grade)
		}
		if e.Injuries != 0 {
			fmt.Fprintf(&b, ": %s", e.Injuries)
		}
		if p := e.Penalty(); !p.IsZero() {
			fmt.Fprintf(&b, "; %s", p)
		}
		fmt.Fprintf(&b, "; %d HP left", e.HP)
	case KnockedOut:
		fmt.Fprintf(&b, "%s is knocked out", e.Who)
	case FellDown:
		fmt.Fprintf(&b, "%s goes down (%d HP)", e.Who, e.HP)
	case Died:
		fmt.Fprintf(&b, "%s is dead (%d HP)", e.Who, e.HP)
	case Nerve:
		fmt.Fprintf(&b, "%s's nerve: %s", e.Who, e.Nerve.Explain(e.Situation()))
		if e.Note != "" {
			fmt.Fprintf(&b, " (%s)", e.Note)
		}
	case LeftCover:
		fmt.Fprintf(&b, "%s leaves cover", e.Who)
	case Staunched:
		if e.Whom == e.Who {
			fmt.Fprintf(&b, "%s presses a bandage on %s %s: the bleeding stops while the pressure holds", e.Who, e.WhoPronoun.Possessive(), e.Location)
		} else {
			fmt.Fprintf(&b, "%s presses a bandage on %s's %s: the bleeding stops while the pressure holds", e.Who, e.Whom, e.Location)
		}
	case Released:
		fmt.Fprintf(&b, "%s lets go of the pressure on %s's %s: it bleeds again a minute from now", e.Who, e.Whom, e.Location)
	case InCover:
		fmt.Fprintf(&b, "%s takes cover", e.Who)
		if e.Note != "" {
			fmt.Fprintf(&b, " (%s)", e.Note)
		}
	case Fleeing:
		fmt.Fprintf(&b, "%s turns and runs", e.Who)
		if e.Note != "" {
			fmt.Fprintf(&b, " (%s)", e.Note)
		}
	case FledFight:
		fmt.Fprintf(&b, "%s has fled", e.Who)
	case LeftFight:
		fmt.Fprintf(&b, "%s leaves the fight", e.Who)
		if e.Note != "" {
			fmt.Fprintf(&b, " (%s)", e.Note)
		}
	case Reloaded:
		if e.Note != "" {
			fmt.Fprintf(&b, "%s %s in %s", e.Who, e.Note, e.Weapon)
		} else {
			fmt.Fprintf(&b, "%s loads %d into %s", e.Who, e.Amount, e.Weapon)
		}
	case Moved:
		fmt.Fprintf(&b, "%s moves %d ft, %s ft from %s", e.Who, e.Amount, strconv.Itoa(int(e.Total)), e.Whom)
	case StoodUp:
		fmt.Fprintf(&b, "%s gets up", e.Who)
	case Waited:
		fmt.Fprintf(&b, "%s waits", e.Who)
	case Idle:
		fmt.Fprintf(&b, "%s has nothing more to do", e.Who)
	case Wrestled:
		fmt.Fprintf(&b, "%s wrestles %s (%s): d20 %d", e.Who, e.Whom, e.Hold, e.Die)
		e.Mods.write(&b, 0, NumMods, e.WhomPronoun)
		fmt.Fprintf(&b, " = %d vs %d: ", e.Total, e.Rival)
		if e.Won {
			b.WriteString("wins")
		} else {
			b.WriteString("fails")
		}
		if e.Note != "" {
			fmt.Fprintf(&b, ", %s", e.Note)
		}
	case GunFired:
		fmt.Fprintf(&b, "%s fires %s in the struggle: d6 %d, %s", e.Who, e.Weapon, e.Die, e.Note)
	case Delayed:
		fmt.Fprintf(&b, "%s's shot is delayed %d %s", e.Who, e.Amount, plural(int(e.Amount), "count"))
	case Dropped:
		fmt.Fprintf(&b, "%s drops %s: the arm is useless", e.Who, e.Weapon)
	case Dodged:
		fmt.Fprintf(&b, "%s dodges", e.Who)
	case Bled:
		fmt.Fprintf(&b, "%s bleeds %d (%s); %d HP left", e.Who, e.Amount, e.Injuries, e.HP)
	case Ended:
		if e.Who != "" {
			fmt.Fprintf(&b, "the fight is over: %s is %s", e.Who, e.Note)
		} else {
			fmt.Fprintf(&b, "the fight is over: %s", e.Note)
		}
	default:
		fmt.Fprintf(&b, "%s: %s", e.Who, e.Kind)
	}
	return b.String()
}

// declared describes the declared action of an Initiative event.
func (e *Event) declared() string {
	switch e.Act {
	case Draw:
		return "draw " + e.Weapon
	case Fire:
		return "fire " + e.Weapon + " at " + e.Whom + e.aimWords()
	}
	s := e.Act.String()
	if e.Whom != "" {
		s += " " + e.Whom
	}
	return s
}

// aimWords describes how a shot was aimed: ", deliberately".
func (e *Event) aimWords() string {
	s := ""
	switch e.Aim {
	case Hip:
		s += " from the hip"
	case Fan:
		s += ", fanning"
	}
	switch e.Extra {
	case Deliberate:
		s += ", deliberately"
	case Careful:
		s += ", taking careful aim"
	}
	if e.Steady {
		s += ", steadied"
	}
	return s
}

// writeAttack formats a shot, blow or grab.
func (e *Event) writeAttack(b *strings.Builder) {
	aim := e.AimAt
	if aim == 0 {
		aim = wounds.Chest
	}
	switch e.Kind {
	case StrayHit:
		fmt.Fprintf(b, "%s's stray bullet hits %s", e.Who, e.Whom)
		e.writeLanding(b)
		return
	case Shot:
		fmt.Fprintf(b, "%s fires %s at %s's %s%s: ", e.Who, e.Weapon, e.Whom, aim, e.aimWords())
	case Struck:
		fmt.Fprintf(b, "%s strikes at %s's %s with %s: ", e.Who, e.Whom, aim, e.own(e.Weapon))
	case Grabbed:
		fmt.Fprintf(b, "%s grabs at %s's %s: ", e.Who, e.Whom, aim)
	}
	if e.Roll != e.Die {
		fmt.Fprintf(b, "d20 %d+%d", e.Die, e.Roll-e.Die)
	} else {
		fmt.Fprintf(b, "d20 %d", e.Die)
	}
	e.Mods.write(b, 0, ModSpeed, e.WhomPronoun)
	fmt.Fprintf(b, " = %d: %s", e.Total, e.Landing)
	if e.Landing == Missed {
		if e.Card.Valid() { // followed (Rules.Stray)
			fmt.Fprintf(b, ", %s → the stray bullet goes by at (%.1f, %.1f)", e.Card, e.X, e.Y)
		}
		return
	}
	if e.Card.Valid() {
		fmt.Fprintf(b, ", %s", e.Card)
		if e.Card2.Valid() {
			fmt.Fprintf(b, " (not %s)", e.Card2)
		}
	}
	e.writeLanding(b)
}

// writeLanding writes where a bullet or blow landed and its damage.
func (e *Event) writeLanding(b *strings.Builder) {
	if e.Region == "" {
		fmt.Fprintf(b, " → off the body (%.1f, %.1f)", e.X, e.Y)
		return
	}
	// The region names where on the silhouette, the location the wound
	// (GU-5): "left shoulder, in the chest" — the wounds package's chest
	// is the shoulders, breast, ribs and back.
	if loc := e.Location.String(); loc != e.Region {
		fmt.Fprintf(b, " → %s, in the %s (%.1f, %.1f)", e.Region, loc, e.X, e.Y)
	} else {
		fmt.Fprintf(b, " → %s (%.1f, %.1f)", e.Region, e.X, e.Y)
	}
	if e.Kind == Grabbed {
		b.WriteString(": a grip")
		return
	}
	if e.Damage.Expr != nil {
		fmt.Fprintf(b, "; %s ", e.Damage.Expr)
		e.Damage.writeFaces(b)
		fmt.Fprintf(b, " = %d", e.Damage.Roll)
		if e.Head {
			b.WriteString(" ×2 (head)")
		}
		e.Mods.write(b, ModStr, NumMods, e.WhomPronoun)
		fmt.Fprintf(b, " → %d damage", e.Amount)
	}
}

// both names two of one weapon, drawn at once: "the Colt" makes "Colts",
// "the knife" "knives".
func both(label string) string {
	s := strings.TrimPrefix(label, "the ")
	switch {
	case strings.HasSuffix(s, "fe"):
		return s[:len(s)-2] + "ves"
	case strings.HasSuffix(s, "s"), strings.HasSuffix(s, "x"), strings.HasSuffix(s, "sh"), strings.HasSuffix(s, "ch"):
		return s + "es"
	}
	return s + "s"
}

// own declines a label the weapon table words for a man ("his fists") to
// the pronoun of Who ("her fists", "their fists").
func (e *Event) own(label string) string {
	if rest, ok := strings.CutPrefix(label, "his "); ok {
		return e.WhoPronoun.Possessive() + " " + rest
	}
	return label
}

// i16 clamps a number into an event field.
func i16(v int) int16 { return int16(max(-30000, min(30000, v))) }
