package wounds

import (
	"encoding/json"
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
)

// InjuryKind is a specific injury a wound can carry besides its lost hit
// points (rule WO-4). The critical table (WO-6) says which wounds carry
// which. Each prints as the source rules' abbreviation ("BB") and marshals
// to JSON as it.
type InjuryKind uint8

// The specific injuries.
const (
	// BrokenBone (BB): heals in 60 + 2d8 − 2×Con days; the difference from
	// ordinary healing is added to the first hit point; unless set by someone
	// with Medicine, 50% it heals badly, with permanent effects by location.
	BrokenBone InjuryKind = iota + 1
	// InternalBleeding (IB): hidden unless diagnosed; d6−3 HP an hour until a
	// natural 1 or surgery (Advanced Medicine, Difficult).
	InternalBleeding
	// InternalHemorrhaging (IH): d4+1 HP an hour until death or surgery (Very
	// Difficult).
	InternalHemorrhaging
	// SevereBleeding (SB): d6−2 HP a minute until a natural 1 or a pressure
	// bandage held 20 minutes.
	SevereBleeding
	// Unconsciousness (Unc): out for 10 + 2d20 minutes.
	Unconsciousness
	// Mangled (Man): the part never works again; a mangled arm fires a rifle
	// or shotgun at −3 Accuracy.
	Mangled
	// LodgedBullet (BL): a bullet too deep for a lay person; a Con check
	// a day later, or it festers (rule WO-5). Only bullet wounds get it.
	LodgedBullet
)

// numInjuries is one more than the last InjuryKind.
const numInjuries = 8

var (
	injuryCodes = enum.From[InjuryKind](1, "injury", "BB", "IB", "IH", "SB", "Unc", "Man", "BL")
	injuryNames = enum.From[InjuryKind](1, "injury",
		"broken bone", "internal bleeding", "internal hemorrhaging",
		"severe bleeding", "unconsciousness", "mangled", "lodged bullet")
)

// Valid reports whether k is one of the injuries.
func (k InjuryKind) valid() bool { return k >= BrokenBone && k <= LodgedBullet }

// String returns the source rules' abbreviation: "BB", "IB", "IH", "SB", "Unc",
// "Man", "BL".
func (k InjuryKind) String() string { return injuryCodes.String(k) }

// Name returns the injury's name in words: "broken bone".
func (k InjuryKind) Name() string { return injuryNames.String(k) }

// parseInjury reads an injury as UnmarshalText does.
func parseInjury(s string) (InjuryKind, error) {
	if k, err := injuryNames.Parse(normalName(s), ErrTable); err == nil {
		return k, nil
	}
	return injuryCodes.Parse(s, ErrTable)
}

// MarshalText encodes the injury by abbreviation.
func (k InjuryKind) MarshalText() ([]byte, error) { return injuryCodes.Marshal(k, ErrTable) }

// UnmarshalText decodes an injury by abbreviation ("BB") or name ("broken
// bone"), in any case, with a space, hyphen or underscore between words.
// An unknown one wraps ErrTable and lists the abbreviations.
func (k *InjuryKind) UnmarshalText(b []byte) error {
	v, err := parseInjury(string(b))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// InjurySet is a set of specific injuries, a bit per kind: what one row of
// the critical table gives a wound. The zero InjurySet is empty. It
// marshals to JSON as a list of abbreviations (["BB", "SB"]).
type InjurySet uint16

// Injuries returns the set of the given kinds.
func Injuries(ks ...InjuryKind) InjurySet {
	var s InjurySet
	for _, k := range ks {
		s = s.With(k)
	}
	return s
}

// With returns the set with k added; an invalid kind adds nothing.
func (s InjurySet) With(k InjuryKind) InjurySet {
	if !k.valid() {
		return s
	}
	return s | 1<<k
}

// without returns the set with k removed.
func (s InjurySet) without(k InjuryKind) InjurySet { return s &^ (1 << k) }

// Has reports whether k is in the set.
func (s InjurySet) Has(k InjuryKind) bool { return k.valid() && s&(1<<k) != 0 }

// valid reports whether the set holds only valid kinds.
func (s InjurySet) valid() bool {
	return s&^InjurySet(1<<numInjuries-2) == 0
}

// String lists the injuries by name: "broken bone, severe bleeding"; "none"
// when empty.
func (s InjurySet) String() string {
	if s == 0 {
		return "none"
	}
	var b strings.Builder
	for k := BrokenBone; k <= LodgedBullet; k++ {
		if s.Has(k) {
			if b.Len() > 0 {
				b.WriteString(", ")
			}
			b.WriteString(k.Name())
		}
	}
	return b.String()
}

// MarshalJSON encodes the set as a list of abbreviations.
func (s InjurySet) MarshalJSON() ([]byte, error) {
	return json.Marshal(memberNames(s.Has, BrokenBone, LodgedBullet, InjuryKind.String))
}

// UnmarshalJSON decodes a list of abbreviations or names.
func (s *InjurySet) UnmarshalJSON(data []byte) error {
	names, err := decodeNames(data, ErrTable, "injuries")
	if err != nil {
		return err
	}
	var set InjurySet
	for _, n := range names {
		k, err := parseInjury(n)
		if err != nil {
			return err
		}
		set = set.With(k)
	}
	*s = set
	return nil
}

// Movement is a way of moving, slowest first. The source rules name the rule
// "movement type not possible: that movement and faster ones" (WO-4) but
// list no types; these four are ours (default, not from the source rules),
// and a gunfight or chase maps its own onto them. The zero Movement means
// none: in a Penalty it says no movement is lost.
type Movement uint8

// The movements, slowest first.
const (
	Crawl Movement = iota + 1
	Walk
	Run
	Sprint
)

var movementNames = enum.New[Movement]("movement", "none", "crawl", "walk", "run", "sprint")

// Valid reports whether m is none or one of the four movements.
func (m Movement) Valid() bool { return m <= Sprint }

// String returns the movement's name: "walk"; "none" for the zero Movement.
func (m Movement) String() string { return movementNames.String(m) }

// MarshalText encodes the movement by name.
func (m Movement) MarshalText() ([]byte, error) { return movementNames.Marshal(m, ErrTable) }

// UnmarshalText decodes a movement name, ignoring case: "walk"; "none" for
// none.
func (m *Movement) UnmarshalText(b []byte) error { return movementNames.Unmarshal(b, m, ErrTable) }

// Cause is what made a wound.
type Cause uint8

// The causes. Bullet, Edged and Blunt are hits: they are looked up in the
// critical table and checked for infection. Bleeding, Surgery and
// Festering wounds are the damage of an injury, counted as a wound of its
// own (rule WO-2): no critical effects, no infection check of their own.
// Brawling is the hit points a brawl took (rules WOD-7, GUD-10): one wound
// of that many points, with no location, no critical effect and no
// infection check, that heals as WO-2 says.
const (
	Bullet Cause = iota + 1
	Edged
	Blunt
	Bleeding
	Surgery
	Festering
	Brawling
)

var causeNames = enum.From[Cause](1, "cause", "bullet", "edged", "blunt", "bleeding", "surgery", "festering", "brawling")

// Valid reports whether c is one of the causes.
func (c Cause) valid() bool { return c >= Bullet && c <= Brawling }

// Hit reports whether the cause is a blow from outside (bullet, edged,
// blunt) rather than the damage of an injury.
func (c Cause) Hit() bool { return c >= Bullet && c <= Blunt }

// String returns the cause's name: "bullet".
func (c Cause) String() string { return causeNames.String(c) }

// MarshalText encodes the cause by name.
func (c Cause) MarshalText() ([]byte, error) { return causeNames.Marshal(c, ErrWound) }

// UnmarshalText decodes a cause name, ignoring case.
func (c *Cause) UnmarshalText(b []byte) error { return causeNames.Unmarshal(b, c, ErrWound) }
