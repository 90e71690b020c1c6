package wounds

import (
	"fmt"
	"strconv"

	"github.com/deadmanshand/aces/internal/enum"
)

// MaxDamage bounds the damage of one hit.
const MaxDamage = 1000

// Hit is a blow that makes a wound: where, how many hit points it cost
// (the wound's severity, rule WO-1), what caused it, and whether the
// attacker has Deadly Shot (one severity grade worse, rule GUD-3). A
// Brawling hit — the hit points a brawl took (rules WOD-7, GUD-10) — has
// no location (the zero Location) and no Deadly Shot.
type Hit struct {
	Location   Location `json:"location,omitempty"`
	Damage     int      `json:"damage"`
	Cause      Cause    `json:"cause"`
	DeadlyShot bool     `json:"deadlyShot,omitempty"`
}

// Validate reports a hit that cannot make a wound: damage outside
// 1..MaxDamage (a wound of severity 0 is no wound), an unknown location or
// cause, a Brawling hit with a location or a Deadly Shot. The error wraps
// ErrWound.
func (h Hit) Validate() error {
	switch {
	case h.Damage < 1 || h.Damage > MaxDamage:
		return fmt.Errorf("%w: damage %d, want 1..%d", ErrWound, h.Damage, MaxDamage)
	case !h.Cause.valid():
		return fmt.Errorf("%w: %s", ErrWound, h.Cause)
	case h.Cause == Brawling && (h.Location != 0 || h.DeadlyShot):
		return fmt.Errorf("%w: a brawling wound has no location (%s) and no Deadly Shot (GUD-10)", ErrWound, h.Location)
	case h.Cause != Brawling && !h.Location.Valid():
		return fmt.Errorf("%w: %s", ErrWound, h.Location)
	}
	return nil
}

// valid is Validate without the message, for the hot path.
func (h *Hit) valid() bool {
	if h.Damage < 1 || h.Damage > MaxDamage {
		return false
	}
	if h.Cause == Brawling {
		return h.Location == 0 && !h.DeadlyShot
	}
	return h.Location.Valid() && h.Cause.valid()
}

// Grade returns a wound's severity grade (rule GUD-3): the hit points it
// cost, one more if the attacker has Deadly Shot, one less if the victim has
// Guardian Angel, never below 1. The grade picks the critical table's row and
// the infection excess; hit points lost and healing follow the damage.
func Grade(damage int, deadlyShot, guardianAngel bool) int {
	g := damage
	if deadlyShot {
		g++
	}
	if guardianAngel {
		g--
	}
	return max(1, g)
}

// Wound is one wound of a patient and the state of its injuries over time.
// A patient's wounds are numbered from 0 in the order received; the number
// is how treatments name a wound. Read wounds with Patient.Wounds; change
// them only through the patient.
type Wound struct {
	// Location is where the wound is; a Brawling wound has none (the zero
	// Location), and its JSON leaves it out.
	Location Location `json:"location,omitempty"`
	Cause    Cause    `json:"cause"`
	// At is when the wound was received.
	At Time `json:"at"`
	// Damage is the hit points the wound has cost in all (a bleeding
	// wound's grows while it bleeds); Severity is what is still missing
	// (rule WO-1: severity = hit points lost); healing lowers it to 0.
	Damage   int `json:"damage"`
	Severity int `json:"severity"`
	// Grade is the severity grade (rule GUD-3) the critical table and the
	// infection excess read; Excess is how far it exceeds the location's
	// threshold (0 for a wound that is not serious).
	Grade  int `json:"grade"`
	Excess int `json:"excess,omitempty"`
	// From is the number of the wound whose injury made this one (a
	// bleeding, festering or surgery wound), or −1; Bleeds is which injury
	// bled it (SB, IB or IH).
	From   int        `json:"from"`
	Bleeds InjuryKind `json:"bleeds,omitempty"`
	// Effect is what the critical table gave the wound.
	Effect Effect `json:"effect,omitzero"`

	// Known: the victim has examined the wound and knows its effects
	// (rule WO-1). Diagnosed: someone with Nursing or Medicine has found
	// its internal bleeding, which is secret until then (WO-4).
	Known     bool `json:"known,omitempty"`
	Diagnosed bool `json:"diagnosed,omitempty"`
	// Nursed: the wound is nursed; without nursing each hit point takes a
	// day longer to heal (WO-2). Rest is the days of rest (two a day for a
	// Fast Healer) gathered toward the next hit point.
	Nursed bool `json:"nursed,omitempty"`
	Rest   int  `json:"rest,omitempty"`
	// Out: the wound has knocked the patient out; he wakes at OutUntil.
	Out      bool `json:"out,omitempty"`
	OutUntil Time `json:"outUntil,omitempty"`

	Severe     Bleed     `json:"severe,omitzero"`
	Internal   Bleed     `json:"internal,omitzero"`
	Hemorrhage Bleed     `json:"hemorrhage,omitzero"`
	Bone       Bone      `json:"bone,omitzero"`
	Bullet     Lodge     `json:"bullet,omitzero"`
	Infection  Infection `json:"infection,omitzero"`

	// Useless: the part is mangled or amputated and never works again.
	// Permanent is what the wound leaves for life: the critical table's
	// permanent effect, a badly healed bone, a lost limb.
	Useless   bool    `json:"useless,omitempty"`
	Permanent Penalty `json:"permanent,omitzero"`

	next sched
	soon Time // the earliest of next, or never
}

// plan schedules process pr of the wound at t (never: not at all).
func (w *Wound) plan(pr proc, t Time) {
	w.next.set(pr, t)
	w.soon = w.next.soonest()
}

// Bleed is the state of one bleeding injury of a wound (severe bleeding,
// internal bleeding or internal hemorrhaging). Its damage goes into a
// wound of its own (cause Bleeding, From this wound), as rule WO-2 says.
type Bleed struct {
	// Active: bleeding now.
	Active bool `json:"active,omitempty"`
	// Lost: hit points this bleeding has cost so far.
	Lost int `json:"lost,omitempty"`
	// Pressure: a pressure bandage is being held (severe bleeding only),
	// since PressureAt; held 20 minutes it stops the bleeding.
	Pressure   bool `json:"pressure,omitempty"`
	PressureAt Time `json:"pressureAt,omitempty"`
}

// Bone is the state of a broken bone (rule WO-4).
type Bone struct {
	Broken bool `json:"broken,omitempty"`
	// Set: set by someone with Medicine; it will heal well.
	Set bool `json:"set,omitempty"`
	// Days: 60 + 2d8 − 2×Con, rolled when the bone breaks (0 until then).
	Days int `json:"days,omitempty"`
	// Healed, and Mishealed if it healed badly.
	Healed    bool `json:"healed,omitempty"`
	Mishealed bool `json:"mishealed,omitempty"`
}

// Lodge is the state of a lodged bullet (rule WO-5).
type Lodge struct {
	Lodged bool `json:"lodged,omitempty"`
	// Festering: the wound festers, 1d4−2 HP a day (into a wound of its
	// own, cause Festering).
	Festering bool `json:"festering,omitempty"`
	// Checks: re-checks made while festering; the next is at +Checks+1.
	Checks int `json:"checks,omitempty"`
	// Removed by surgery at RemovedAt.
	Removed   bool `json:"removed,omitempty"`
	RemovedAt Time `json:"removedAt,omitempty"`
}

// InfectionStage is where a wound's infection stands (rule WO-3).
type InfectionStage uint8

// The stages of an infection.
const (
	// NotInfected: no infection (never checked, or the check passed).
	NotInfected InfectionStage = iota
	// Infected: the Con check on 2d8 comes two days after the infection.
	Infected
	// Ill: mildly ill for 1d3 weeks, −2 Str, Dex and Con.
	Ill
	// Recovered from the illness.
	Recovered
	// Amputated: a gross infection of an extremity; the limb is lost.
	Amputated
	// Septic: a gross infection of the torso or head; death in 2d12 days.
	Septic
)

var stageNames = enum.New[InfectionStage]("infection stage", "not infected", "infected", "ill", "recovered", "amputated", "septic")

// String returns the stage's name: "septic".
func (s InfectionStage) String() string { return stageNames.String(s) }

// MarshalText encodes the stage by name.
func (s InfectionStage) MarshalText() ([]byte, error) { return stageNames.Marshal(s, ErrState) }

// UnmarshalText decodes a stage name, ignoring case.
func (s *InfectionStage) UnmarshalText(b []byte) error { return stageNames.Unmarshal(b, s, ErrState) }

// Infection is the state of a wound's infection (rule WO-3).
type Infection struct {
	Stage InfectionStage `json:"stage,omitempty"`
	// Checked: the secret infection check has been rolled.
	Checked bool `json:"checked,omitempty"`
	// Cleaned: cleaned and dressed within the hour; Bonus is the −1 per
	// full 10% of the skill check's margin it takes off the 2d10.
	Cleaned bool `json:"cleaned,omitempty"`
	Bonus   int  `json:"bonus,omitempty"`
	// Until: the end of the illness, or the death by sepsis.
	Until Time `json:"until,omitempty"`
}

// Healed reports whether the wound has healed: no hit points missing.
func (w *Wound) Healed() bool { return w.Severity == 0 }

// String names the wound with its current severity: "left thigh (6)";
// a Brawling wound, which has no location, is "bruises (3)".
func (w Wound) String() string {
	return w.place() + " (" + strconv.Itoa(w.Severity) + ")"
}

// place names where the wound is: its location, "bruises" for a Brawling
// wound.
func (w *Wound) place() string { return placeOf(w.Location, w.Cause) }

// placeOf names where a wound of cause c at l is: l, "bruises" for a
// Brawling wound.
func placeOf(l Location, c Cause) string {
	if c == Brawling && l == 0 {
		return "bruises"
	}
	return l.String()
}

// proc is one of a wound's timed processes; their order is the order of
// processes due at the same minute.
type proc uint8

const (
	procKnockout   proc = iota // roll the minutes out (at the wound)
	procBone                   // roll the broken bone's days (a day after the wound)
	procWake                   // wake up
	procSevere                 // severe bleeding, every minute
	procPressure               // pressure held 20 minutes
	procInternal               // internal bleeding, every hour
	procHemorrhage             // internal hemorrhaging, every hour
	procInfection              // the secret infection check, an hour after the wound
	procCourse                 // the infected-wound check, two days after infection
	procIllness                // the illness ends
	procSepsis                 // death by sepsis
	procFester                 // festering, every day
	procLodged                 // the lodged bullet's checks
	procHeal                   // healing, every day
	numProcs
)

var procNames = [numProcs]string{
	"knockout", "bone", "wake", "severe", "pressure", "internal", "hemorrhage",
	"infection", "course", "illness", "sepsis", "fester", "lodged", "heal",
}

// never marks a process that is not scheduled.
const never Time = -1

// sched holds when each process of a wound is next due. Each time is kept
// less never, so that the zero sched has nothing planned and a wound zeroed
// in place needs no schedule written: read it with at, write it with set.
type sched [numProcs]Time

// at returns when process pr is due, or never.
func (s *sched) at(pr proc) Time { return s[pr] + never }

// set plans process pr at t (never: not at all).
func (s *sched) set(pr proc, t Time) { s[pr] = t - never }

// soonest returns the earliest time scheduled, or never.
func (s *sched) soonest() Time {
	t := never
	for _, v := range s {
		if at := v + never; at != never && (t == never || at < t) {
			t = at
		}
	}
	return t
}

// idle returns a schedule with nothing planned.
func idle() sched { return sched{} }
