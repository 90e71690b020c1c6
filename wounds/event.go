package wounds

import (
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// EventKind says what happened on a patient's timeline.
type EventKind uint8

// The kinds of event.
const (
	Wounded          EventKind = iota + 1 // a hit made a wound (Amount: its grade)
	FallsDown                             // hit points fell to 0 or below (rule GUD-7)
	Dies                                  // hit points fell to −10 or below, or sepsis
	KnockedOut                            // unconscious for 10 + 2d20 minutes (Amount)
	WakesUp                               // unconsciousness over
	Bleeds                                // a bleeding injury's damage (Amount) into its bleeding wound
	BleedingStops                         // a natural 1, a held bandage, surgery or Tough as Nails
	ToughCheck                            // Tough as Nails' Con check after 5 points of internal hemorrhaging
	Staunched                             // a pressure bandage on severe bleeding
	PressureReleased                      // the bandage let go before 20 minutes (Amount: the whole minutes held): bleeding again
	Examined                              // the victim looked at the wound (Amount: seconds)
	Diagnosed                             // internal bleeding found by Nursing or Medicine
	Cleaned                               // cleaned and dressed within the hour (Amount: the bonus)
	InfectionCheck                        // the secret Con check on 2d10 (rule WO-3)
	InfectedCheck                         // the infected wound's Con check on 2d8
	FallsIll                              // mild illness for Amount weeks
	Recovers                              // the illness is over
	Amputation                            // gross infection of a limb
	Sepsis                                // gross infection of the torso or head: death in Amount days
	LodgedCheck                           // a lodged bullet's Con check (rule WO-5)
	Festers                               // a festering bullet's daily damage (Amount)
	Operation                             // surgery's Medicine check
	SurgeryDamage                         // surgery's 1d4−1 penetrating damage (Amount)
	BulletRemoved                         // a lodged bullet taken out (Amount: days it stayed)
	BoneBroken                            // the bone's healing days rolled (Amount)
	BoneSet                               // the bone set by someone with Medicine
	BoneHeals                             // the bone has healed, well or badly
	Heals                                 // a wound healed Amount hit points
)

var eventNames = enum.From[EventKind](1, "event kind",
	"wounded", "falls down", "dies", "knocked out", "wakes up", "bleeds",
	"bleeding stops", "tough check", "staunched", "pressure released",
	"examined", "diagnosed", "cleaned", "infection check", "infected check",
	"falls ill", "recovers", "amputation", "sepsis", "lodged check", "festers",
	"operation", "surgery damage", "bullet removed", "bone broken", "bone set",
	"bone heals", "heals",
)

// String returns the kind's name: "heals".
func (k EventKind) String() string { return eventNames.String(k) }

// MarshalText encodes the kind by name.
func (k EventKind) MarshalText() ([]byte, error) { return eventNames.Marshal(k, ErrState) }

// UnmarshalText decodes a kind name, ignoring case.
func (k *EventKind) UnmarshalText(b []byte) error { return eventNames.Unmarshal(b, k, ErrState) }

// Event is one thing that happened on a patient's timeline: when, what,
// which wound, the roll if there was one, and the effect. It is a flat
// value; String formats it lazily as table talk:
//
//	day 6: left thigh (6) heals to 5
//	day 0 00:01: left thigh severe bleeding: d6 5 -2 = 3: bleeding wound 3, HP 14
type Event struct {
	At   Time      `json:"at"`
	Kind EventKind `json:"kind"`
	// Wound is the number of the wound the event is about; −1 for the
	// patient as a whole.
	Wound    int        `json:"wound"`
	Location Location   `json:"location,omitempty"`
	Cause    Cause      `json:"cause,omitempty"`
	Injury   InjuryKind `json:"injury,omitempty"`
	// Into is the number of the wound that took the damage (a bleeding,
	// festering or surgery wound), or −1.
	Into int `json:"into"`
	// Severity is the severity, after the event, of the wound that changed
	// (Into when there is one, else Wound).
	Severity int `json:"severity"`
	// Amount is the event's number: hit points lost or healed, minutes,
	// days or weeks, seconds, a bonus (see each kind).
	Amount int `json:"amount,omitempty"`
	// HP is the patient's hit points after the event.
	HP int `json:"hp"`
	// Check is the roll, when the event rolled (Check.Throw.Rolled > 0).
	Check dice.Check `json:"check,omitzero"`
	// Effect is the critical table's effect, on Wounded and Examined.
	Effect Effect `json:"effect,omitzero"`
	// By names the caregiver of a treatment; Note is a short reason.
	By   string `json:"by,omitempty"`
	Note string `json:"note,omitempty"`
	// Secret marks what only the GM knows: infection checks, and internal
	// bleeding not yet diagnosed (rules WO-3, WO-4).
	Secret bool `json:"secret,omitempty"`
	// OK is the outcome of a treatment or of a bone's healing: the
	// surgery or cleaning succeeded, the bone healed well.
	OK bool `json:"ok,omitempty"`
}

// rolled reports whether the event has a roll.
func (e *Event) rolled() bool { return e.Check.Throw.Rolled > 0 }

// String formats the event as table talk.
func (e Event) String() string {
	var b strings.Builder
	b.Write(e.At.appendTo(make([]byte, 0, 16)))
	b.WriteString(": ")
	base := placeOf(e.Location, e.Cause)
	loc := base
	if e.Cause != 0 && !e.Cause.Hit() && e.Cause != Brawling {
		loc += " " + e.Cause.String() + " wound"
	}
	w := func(ss ...string) {
		for _, s := range ss {
			b.WriteString(s)
		}
	}
	n := strconv.Itoa
	check := func() {
		if e.rolled() {
			w(": ", e.Check.String())
			if e.Check.Cmp == dice.NoTarget && e.Check.Total < 0 {
				w(" (counts as 0)")
			}
		}
	}
	switch e.Kind {
	case Wounded:
		w(base, " (", n(e.Severity), ") ", e.Cause.String(), " wound")
		if e.Amount != e.Severity {
			w(", grade ", n(e.Amount))
		}
		if !e.Effect.IsZero() {
			w(": ", e.Effect.String())
		}
		w("; HP ", n(e.HP))
	case FallsDown:
		w("down, HP ", n(e.HP))
	case Dies:
		w("dies")
		if e.Note != "" {
			w(" of ", e.Note)
		}
		w(", HP ", n(e.HP))
	case KnockedOut:
		w("knocked out by the ", loc, " wound")
		check()
		w(" minutes")
	case WakesUp:
		w("comes to")
	case Bleeds, Festers, SurgeryDamage:
		w(loc, " ")
		switch e.Kind {
		case Bleeds:
			w(e.Injury.Name())
		case Festers:
			w("festers")
		default:
			w("surgery damage")
		}
		check()
		if e.Into >= 0 && e.Amount > 0 {
			what := "bleeding"
			switch e.Kind {
			case Festers:
				what = "festering"
			case SurgeryDamage:
				what = "surgery"
			}
			w(": ", what, " wound ", n(e.Severity))
		} else {
			w(": no damage")
		}
		w(", HP ", n(e.HP))
	case BleedingStops:
		w(loc, " ", e.Injury.Name(), " stops")
		if e.rolled() {
			w(": ", e.Check.Throw.Dice.String(), " ", n(e.Check.Throw.Natural()))
		}
		if e.Note != "" {
			w(", ", e.Note)
		}
	case ToughCheck:
		w(loc, " internal hemorrhaging, Tough as Nails")
		check()
	case Staunched:
		w(loc, " severe bleeding staunched by ", orSomeone(e.By), " (pressure bandage, 300 counts)")
	case PressureReleased:
		w(loc, " pressure released after ", n(e.Amount), " minutes: bleeding again")
	case Examined:
		w(loc, " (", n(e.Severity), ") examined for ", n(e.Amount), " seconds: ", e.Effect.String())
	case Diagnosed:
		if e.Injury == 0 {
			w(loc, " examined by ", orSomeone(e.By), ": no internal bleeding")
		} else {
			w(loc, " ", e.Injury.Name(), " diagnosed by ", orSomeone(e.By))
		}
	case Cleaned:
		w(loc, " cleaned and dressed by ", orSomeone(e.By))
		check()
		if e.Amount != 0 {
			w(": -", n(e.Amount), " to the infection check")
		}
	case InfectionCheck:
		w(loc, " infection check")
		if e.Note != "" {
			w(" ", e.Note)
		}
		check()
		if e.Check.Success {
			w(": not infected")
		} else {
			w(": infected")
		}
	case InfectedCheck:
		w(loc, " infected wound")
		check()
		if e.Check.Success {
			w(": mild illness")
		} else {
			w(": gross infection")
		}
	case FallsIll:
		w("ill from the ", loc, " wound")
		check()
		if e.Amount == 1 {
			w(" week: -2 Str, Dex and Con")
		} else {
			w(" weeks: -2 Str, Dex and Con")
		}
	case Recovers:
		w("recovers from the infection of the ", loc, " wound")
	case Amputation:
		w(loc, " grossly infected: amputated")
	case Sepsis:
		w(loc, " grossly infected: sepsis, death in")
		if e.rolled() {
			w(" ", e.Check.String())
		}
		w(" days")
	case LodgedCheck:
		w(loc, " lodged bullet")
		check()
		w(": ", e.Note)
	case Operation:
		w(loc, " surgery on ", e.Injury.Name(), " by ", orSomeone(e.By))
		check()
	case BulletRemoved:
		w(loc, " bullet removed after ", n(e.Amount), " days")
	case BoneBroken:
		w(loc, " broken bone")
		check()
		w(" days")
	case BoneSet:
		w(loc, " bone set by ", orSomeone(e.By))
	case BoneHeals:
		w(loc, " bone heals")
		switch {
		case e.OK && !e.rolled():
			w(" (set)")
		case e.OK:
			w(" well: ", e.Check.String())
		default:
			w(" badly")
			if e.rolled() {
				w(": ", e.Check.String())
			} else if e.Note != "" {
				w(" (", e.Note, ")")
			}
			if !e.Effect.Permanent.IsZero() {
				w(": permanent ", e.Effect.Permanent.String())
			}
		}
	case Heals:
		w(loc, " (", n(e.Severity+e.Amount), ") heals to ", n(e.Severity))
		if e.Severity == 0 {
			w(": healed")
		}
	default:
		w(e.Kind.String())
	}
	return b.String()
}

func orSomeone(name string) string {
	if name == "" {
		return "someone"
	}
	return name
}
