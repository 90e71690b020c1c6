package gunfight

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// The narration: each kind of event told as table talk by a small function
// of its own, so that a reader finds how an event reads beside the kind.

// narrators tell each kind of event after its count.
var narrators = [...]func(e *Event, b *strings.Builder){
	Initiative: tellInitiative,
	Drew:       tellDrew,
	HeldFire:   tellHeldFire,
	Shot:       tellAttack,
	Hit:        tellHit,
	KnockedOut: func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s is knocked out", e.Who) },
	FellDown:   func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s goes down (%d HP)", e.Who, e.HP) },
	Died:       func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s is dead (%d HP)", e.Who, e.HP) },
	Nerve:      tellNerve,
	InCover:    func(e *Event, b *strings.Builder) { tellWhy(e, b, "%s takes cover") },
	Fleeing:    func(e *Event, b *strings.Builder) { tellWhy(e, b, "%s turns and runs") },
	FledFight:  func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s has fled", e.Who) },
	LeftFight:  func(e *Event, b *strings.Builder) { tellWhy(e, b, "%s leaves the fight") },
	Reloaded:   tellReloaded,
	Moved:      tellMoved,
	StoodUp:    func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s gets up", e.Who) },
	Waited:     func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s waits", e.Who) },
	Idle:       func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s has nothing more to do", e.Who) },
	Struck:     tellAttack,
	Grabbed:    tellAttack,
	Wrestled:   tellWrestled,
	GunFired: func(e *Event, b *strings.Builder) {
		fmt.Fprintf(b, "%s fires %s in the struggle: d6 %d, %s", e.Who, e.Weapon, e.Die, e.Note)
	},
	Delayed: func(e *Event, b *strings.Builder) {
		fmt.Fprintf(b, "%s's shot is delayed %d %s", e.Who, e.Amount, plural(int(e.Amount), "count"))
	},
	Ended:     tellEnded,
	Dropped:   func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s drops %s: the arm is useless", e.Who, e.Weapon) },
	Bled:      tellBled,
	Dodged:    func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s dodges", e.Who) },
	StrayHit:  tellAttack,
	LeftCover: func(e *Event, b *strings.Builder) { fmt.Fprintf(b, "%s leaves cover", e.Who) },
	Staunched: tellStaunched,
	Released: func(e *Event, b *strings.Builder) {
		fmt.Fprintf(b, "%s lets go of the pressure on %s's %s: it bleeds again a minute from now", e.Who, e.Whom, e.Wound.Location)
	},
}

// String formats the event as table talk: "count 14: Hickok draws the
// Colt".
func (e Event) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "count %d: ", e.When)
	if int(e.Kind) < len(narrators) && narrators[e.Kind] != nil {
		narrators[e.Kind](&e, &b)
	} else {
		fmt.Fprintf(&b, "%s: %s", e.Who, e.Kind)
	}
	return b.String()
}

// tellWhy tells what he did (format names him) and, when the event has
// one, why: "Tutt takes cover (his nerve)".
func tellWhy(e *Event, b *strings.Builder, format string) {
	fmt.Fprintf(b, format, e.Who)
	if e.Note != "" {
		fmt.Fprintf(b, " (%s)", e.Note)
	}
}

// tellInitiative: his first declaration and his initiative (GU-2).
func tellInitiative(e *Event, b *strings.Builder) {
	fmt.Fprintf(b, "%s declares: %s; initiative d10 %d", e.Who, e.declared(), e.Die)
	e.Mods.write(b, modSpeed, modStr, e.WhomPronoun)
	e.Mods.write(b, modFame, modLight, e.WhomPronoun)
	e.Mods.write(b, modWeapon, modDistance, e.WhomPronoun)
	fmt.Fprintf(b, " = %d", e.Total)
	if e.Amount != 0 {
		fmt.Fprintf(b, ", first action at count %d", e.Amount)
	}
}

// tellDrew: a weapon drawn, or two (GU-3).
func tellDrew(e *Event, b *strings.Builder) {
	switch {
	case e.Whom == "":
		fmt.Fprintf(b, "%s draws %s", e.Who, e.Weapon)
	case e.Whom == e.Weapon:
		fmt.Fprintf(b, "%s draws both %s", e.Who, both(e.Weapon))
	default:
		fmt.Fprintf(b, "%s draws %s and %s", e.Who, e.Weapon, e.Whom)
	}
	if e.Die > 0 {
		fmt.Fprintf(b, " (no holster: d4 %d)", e.Die)
	}
}

// tellHeldFire: an action cut short, or a deliberate shot held into
// careful aim (GUD-5).
func tellHeldFire(e *Event, b *strings.Builder) {
	switch {
	case e.Act != 0 && e.Act != Fire:
		fmt.Fprintf(b, "%s cannot %s: %s", e.Who, e.Act, e.Note)
	case e.Note != "":
		fmt.Fprintf(b, "%s holds fire: %s", e.Who, e.Note)
	default:
		fmt.Fprintf(b, "%s holds fire and takes careful aim at %s", e.Who, e.Whom)
	}
}

// tellHit: a wound taken (GU-6).
func tellHit(e *Event, b *strings.Builder) {
	w := &e.Wound
	fmt.Fprintf(b, "%s is hit in the %s for %d", e.Who, w.Location, e.Amount)
	if w.Grade != e.Amount {
		fmt.Fprintf(b, " (grade %d)", w.Grade)
	}
	if w.Injuries != 0 {
		fmt.Fprintf(b, ": %s", w.Injuries)
	}
	if p := (wounds.Penalty{Speed: int(w.Speed), Accuracy: int(w.Accuracy), Lost: w.Lost}); !p.IsZero() {
		fmt.Fprintf(b, "; %s", p)
	}
	fmt.Fprintf(b, "; %d HP left", e.HP)
}

// tellNerve: what the nerve rules decide (RE-7).
func tellNerve(e *Event, b *strings.Builder) {
	n := &e.Nerve
	s := reputation.Situation{Blow: n.Blow, LostHP: int(n.LostHP), MaxHP: int(n.MaxHP), Armed: n.Armed, Shot: n.Shot}
	fmt.Fprintf(b, "%s's nerve: %s", e.Who, n.Nerve.Explain(s))
	if e.Note != "" {
		fmt.Fprintf(b, " (%s)", e.Note)
	}
}

// tellReloaded: rounds loaded, or a cylinder replaced (GU-3).
func tellReloaded(e *Event, b *strings.Builder) {
	if e.Note != "" {
		fmt.Fprintf(b, "%s %s in %s", e.Who, e.Note, e.Weapon)
	} else {
		fmt.Fprintf(b, "%s loads %d into %s", e.Who, e.Amount, e.Weapon)
	}
}

// tellMoved: a move, and how far he stands from the man he moved by.
func tellMoved(e *Event, b *strings.Builder) {
	fmt.Fprintf(b, "%s moves %d ft, %s ft from %s", e.Who, e.Amount, strconv.Itoa(int(e.Apart)), e.Whom)
}

// tellWrestled: an opposed wrestling roll (GU-8).
func tellWrestled(e *Event, b *strings.Builder) {
	fmt.Fprintf(b, "%s wrestles %s (%s): d20 %d", e.Who, e.Whom, e.Wrestle.Hold, e.Die)
	e.Mods.write(b, 0, numMods, e.WhomPronoun)
	fmt.Fprintf(b, " = %d vs %d: ", e.Total, e.Wrestle.Rival)
	if e.Wrestle.Won {
		b.WriteString("wins")
	} else {
		b.WriteString("fails")
	}
	if e.Note != "" {
		fmt.Fprintf(b, ", %s", e.Note)
	}
}

// tellBled: hit points lost to a wound's bleed (GU-13).
func tellBled(e *Event, b *strings.Builder) {
	fmt.Fprintf(b, "%s bleeds %d (%s); %d HP left", e.Who, e.Amount, e.Wound.Injuries, e.HP)
}

// tellEnded: the fight is over, and why.
func tellEnded(e *Event, b *strings.Builder) {
	if e.Who != "" {
		fmt.Fprintf(b, "the fight is over: %s is %s", e.Who, e.Note)
	} else {
		fmt.Fprintf(b, "the fight is over: %s", e.Note)
	}
}

// tellStaunched: a pressure bandage on a severe bleed (GUD-17).
func tellStaunched(e *Event, b *strings.Builder) {
	if e.Whom == e.Who {
		fmt.Fprintf(b, "%s presses a bandage on %s %s: the bleeding stops while the pressure holds", e.Who, e.WhoPronoun.Possessive(), e.Wound.Location)
	} else {
		fmt.Fprintf(b, "%s presses a bandage on %s's %s: the bleeding stops while the pressure holds", e.Who, e.Whom, e.Wound.Location)
	}
}

// declared describes the declared action of an Initiative event.
func (e *Event) declared() string {
	switch e.Act {
	case Draw:
		return "draw " + e.Weapon
	case Fire:
		return "fire " + e.Weapon + " at " + e.Whom + e.Shot.aimWords()
	}
	s := e.Act.String()
	if e.Whom != "" {
		s += " " + e.Whom
	}
	return s
}

// aimWords describes how a shot was aimed: ", deliberately".
func (r *ShotRecord) aimWords() string {
	s := ""
	switch r.Aim {
	case Hip:
		s += " from the hip"
	case Fan:
		s += ", fanning"
	}
	switch r.Extra {
	case Deliberate:
		s += ", deliberately"
	case Careful:
		s += ", taking careful aim"
	}
	if r.Steady {
		s += ", steadied"
	}
	return s
}

// tellAttack: a shot, blow, grab or stray bullet (GU-4, GU-5, GU-7, GU-8):
// the roll, what it did, the card, where it went and its damage.
func tellAttack(e *Event, b *strings.Builder) {
	r := &e.Shot
	aim := r.At
	if aim == 0 {
		aim = wounds.Chest
	}
	switch e.Kind {
	case StrayHit:
		fmt.Fprintf(b, "%s's stray bullet hits %s", e.Who, e.Whom)
		e.writeLanding(b)
		return
	case Shot:
		fmt.Fprintf(b, "%s fires %s at %s's %s%s: ", e.Who, e.Weapon, e.Whom, aim, r.aimWords())
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
	e.Mods.write(b, 0, modSpeed, e.WhomPronoun)
	fmt.Fprintf(b, " = %d: %s", e.Total, r.Landing)
	if r.Landing == Missed {
		if r.Card.Valid() { // followed (Rules.Stray)
			fmt.Fprintf(b, ", %s → the stray bullet goes by at (%.1f, %.1f)", r.Card, r.X, r.Y)
		}
		return
	}
	if r.Card.Valid() {
		fmt.Fprintf(b, ", %s", r.Card)
		if r.Card2.Valid() {
			fmt.Fprintf(b, " (not %s)", r.Card2)
		}
	}
	e.writeLanding(b)
}

// writeLanding writes where a bullet or blow landed and its damage.
func (e *Event) writeLanding(b *strings.Builder) {
	r := &e.Shot
	if r.Region == "" {
		fmt.Fprintf(b, " → off the body (%.1f, %.1f)", r.X, r.Y)
		return
	}
	// The region names where on the silhouette, the location the wound
	// (GU-5): "left shoulder, in the chest" — the wounds package's chest
	// is the shoulders, breast, ribs and back.
	if loc := r.Location.String(); loc != r.Region {
		fmt.Fprintf(b, " → %s, in the %s (%.1f, %.1f)", r.Region, loc, r.X, r.Y)
	} else {
		fmt.Fprintf(b, " → %s (%.1f, %.1f)", r.Region, r.X, r.Y)
	}
	if e.Kind == Grabbed {
		b.WriteString(": a grip")
		return
	}
	if r.Damage.Expr != nil {
		fmt.Fprintf(b, "; %s ", r.Damage.Expr)
		r.Damage.writeFaces(b)
		fmt.Fprintf(b, " = %d", r.Damage.Roll)
		if r.Head {
			b.WriteString(" ×2 (head)")
		}
		e.Mods.write(b, modStr, numMods, e.WhomPronoun)
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
