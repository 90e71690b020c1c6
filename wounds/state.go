package wounds

import (
	"encoding"
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// stateVersion is the version of the saved patient format.
const stateVersion = 1

// maxSavedWounds bounds the wounds of a saved patient.
const maxSavedWounds = 10000

// patientJSON is the saved form of a Patient.
type patientJSON struct {
	Version int     `json:"version"`
	Body    Body    `json:"body"`
	Now     Time    `json:"now"`
	HP      int     `json:"hp"`
	Down    bool    `json:"down,omitempty"`
	Dead    bool    `json:"dead,omitempty"`
	Nursing bool    `json:"nursing,omitempty"`
	Wounds  []Wound `json:"wounds"`
	Dice    []byte  `json:"dice,omitempty"`
}

// MarshalJSON saves the patient: body, clock, hit points, every wound with
// the state of its injuries and what is next due, and the state of its dice
// when they implement encoding.BinaryMarshaler (as *dice.Source does), so
// that the patient resumes with the same dice. Dice that cannot be saved
// are an error wrapping ErrRand (nil dice save nothing). The tables and
// the log are not saved.
func (p *Patient) MarshalJSON() ([]byte, error) {
	if err := p.ready(); err != nil {
		return nil, err
	}
	s := patientJSON{
		Version: stateVersion, Body: p.body, Now: p.now, HP: p.hp,
		Down: p.down, Dead: p.dead, Nursing: p.nursing, Wounds: p.wounds,
	}
	if s.Wounds == nil {
		s.Wounds = []Wound{}
	}
	if p.rnd != nil {
		m, ok := p.rnd.(encoding.BinaryMarshaler)
		if !ok {
			return nil, fmt.Errorf("%w: %T does not implement encoding.BinaryMarshaler", ErrRand, p.rnd)
		}
		b, err := m.MarshalBinary()
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrRand, err)
		}
		s.Dice = b
	}
	return json.Marshal(s)
}

// UnmarshalJSON restores a saved patient, validated; a malformed one wraps
// ErrState (ErrBody for a bad body) and leaves p unchanged. The patient
// keeps the tables it had (the default tables for a zero Patient). Saved
// dice are restored into the patient's Rand when it implements
// encoding.BinaryUnmarshaler, otherwise into a new *dice.Source. The log
// starts empty.
func (p *Patient) UnmarshalJSON(data []byte) error {
	var s patientJSON
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("%w: %v", ErrState, err)
	}
	if s.Version != stateVersion {
		return fmt.Errorf("%w: version %d, want %d", ErrState, s.Version, stateVersion)
	}
	if err := s.Body.Validate(); err != nil {
		return err
	}
	if err := s.validate(); err != nil {
		return err
	}
	rnd := p.rnd
	if s.Dice != nil {
		if u, ok := rnd.(encoding.BinaryUnmarshaler); ok && rnd != nil {
			if err := u.UnmarshalBinary(s.Dice); err != nil {
				return fmt.Errorf("%w: %v", ErrState, err)
			}
		} else {
			src := dice.NewSource(0)
			if err := src.UnmarshalBinary(s.Dice); err != nil {
				return fmt.Errorf("%w: %v", ErrState, err)
			}
			rnd = src
		}
	}
	tables := p.tables
	if tables == nil {
		tables = defaultTables
	}
	log := p.log[:0]
	if log == nil {
		log = make([]Event, 0, 64)
	}
	*p = Patient{
		body: s.Body, flags: readTalents(s.Body.Talents), tables: tables, rnd: rnd,
		now: s.Now, hp: s.HP, down: s.Down, dead: s.Dead, nursing: s.Nursing,
		wounds: s.Wounds, log: log, lazy: p.lazy[:0],
	}
	return nil
}

// validate reports a saved patient whose state the timeline cannot run.
func (s *patientJSON) validate() error {
	bad := func(i int, format string, args ...any) error {
		return fmt.Errorf("%w: wound %d: %s", ErrState, i, fmt.Sprintf(format, args...))
	}
	switch {
	case s.Now < 0 || s.Now > MaxTime:
		return fmt.Errorf("%w: clock at %d minutes, want 0..%d", ErrState, int64(s.Now), int64(MaxTime))
	case len(s.Wounds) > maxSavedWounds:
		return fmt.Errorf("%w: %d wounds, want at most %d", ErrState, len(s.Wounds), maxSavedWounds)
	}
	const maxDamage = 1 << 20
	hp := s.Body.MaxHP
	for i := range s.Wounds {
		w := &s.Wounds[i]
		switch {
		case !w.Location.Valid():
			return bad(i, "no valid location")
		case !w.Cause.Valid():
			return bad(i, "no valid cause")
		case w.At < 0 || w.At > s.Now:
			return bad(i, "received at %d, clock at %d", int64(w.At), int64(s.Now))
		case w.Damage < 1 || w.Damage > maxDamage:
			return bad(i, "damage %d", w.Damage)
		case w.Severity < 0 || w.Severity > w.Damage:
			return bad(i, "severity %d of damage %d", w.Severity, w.Damage)
		case w.Grade < 1 || w.Grade > maxDamage+1 || w.Excess < 0 || w.Excess > w.Grade:
			return bad(i, "grade %d, excess %d", w.Grade, w.Excess)
		case w.From < -1 || w.From >= i:
			return bad(i, "from wound %d", w.From)
		case w.Cause.Hit() && w.From != -1:
			return bad(i, "a %s wound from wound %d", w.Cause, w.From)
		case w.Bleeds != 0 && (w.Cause != Bleeding || (w.Bleeds != SevereBleeding && w.Bleeds != InternalBleeding && w.Bleeds != InternalHemorrhaging)):
			return bad(i, "bleeds %s", w.Bleeds)
		case !w.Effect.Injuries.valid() || !w.Effect.Penalty.valid() || !w.Effect.Permanent.valid():
			return bad(i, "effect out of range")
		case !w.Permanent.Lost.Valid() || w.Permanent.Speed < -maxDamage || w.Permanent.Speed > maxDamage ||
			w.Permanent.Accuracy < -maxDamage || w.Permanent.Accuracy > maxDamage ||
			w.Permanent.LongGun < -maxDamage || w.Permanent.LongGun > maxDamage:
			return bad(i, "permanent penalty out of range")
		case w.Rest < 0 || w.Rest > maxDamage:
			return bad(i, "rest %d", w.Rest)
		case w.OutUntil < 0 || w.OutUntil > MaxTime:
			return bad(i, "out until %d", int64(w.OutUntil))
		case w.Bone.Days < 0 || w.Bone.Days > maxDamage:
			return bad(i, "bone days %d", w.Bone.Days)
		case w.Bullet.Checks < 0 || w.Bullet.Checks > maxDamage:
			return bad(i, "bullet checks %d", w.Bullet.Checks)
		case w.Infection.Stage > Septic:
			return bad(i, "infection stage %d", w.Infection.Stage)
		case w.Infection.Bonus < 0 || w.Infection.Bonus > 20:
			return bad(i, "cleaning bonus %d", w.Infection.Bonus)
		}
		for _, b := range [...]Bleed{w.Severe, w.Internal, w.Hemorrhage} {
			if b.Lost < 0 || b.Lost > maxDamage || b.PressureAt < 0 || b.PressureAt > s.Now {
				return bad(i, "bleeding out of range")
			}
		}
		for pr := range numProcs {
			if at := w.next.at(pr); at != never && (at < s.Now || at > MaxTime+Week) {
				return bad(i, "%s due at %d, clock at %d", procNames[pr], int64(at), int64(s.Now))
			}
		}
		hp -= w.Severity
	}
	if hp != s.HP {
		return fmt.Errorf("%w: %d HP, but max %d less the wounds is %d", ErrState, s.HP, s.Body.MaxHP, hp)
	}
	if s.Down != (s.HP <= 0) && !s.Dead {
		return fmt.Errorf("%w: down is %v at %d HP", ErrState, s.Down, s.HP)
	}
	return nil
}

// woundNext is the saved form of a wound's schedule: process name → time.
type woundNext map[string]Time

// MarshalJSON encodes the wound with what is next due ("next": {"heal":
// 2880}).
func (w Wound) MarshalJSON() ([]byte, error) {
	type plain Wound
	next := woundNext{}
	for pr := range numProcs {
		if at := w.next.at(pr); at != never {
			next[procNames[pr]] = at
		}
	}
	return json.Marshal(struct {
		plain
		Next woundNext `json:"next,omitempty"`
	}{plain(w), next})
}

// UnmarshalJSON decodes a wound saved by MarshalJSON. An unknown process
// name in "next" wraps ErrState.
func (w *Wound) UnmarshalJSON(data []byte) error {
	type plain Wound
	v := struct {
		plain
		Next woundNext `json:"next"`
	}{plain: plain{From: -1}}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	n := idle()
	for name, at := range v.Next {
		found := false
		for pr, pn := range procNames {
			if pn == name {
				n.set(proc(pr), at)
				found = true
			}
		}
		if !found {
			return fmt.Errorf("%w: unknown process %q", ErrState, name)
		}
		if at < 0 {
			return fmt.Errorf("%w: process %q due at %d", ErrState, name, int64(at))
		}
	}
	*w = Wound(v.plain)
	w.next = n
	w.soon = n.soonest()
	return nil
}
