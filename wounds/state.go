package wounds

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/internal/dicestate"
	"github.com/deadmanshand/aces/internal/encounter"
)

// stateVersion is the version of the saved patient format: 4 has the
// brawling wound, a wound of cause "brawling" with no location (rule
// WOD-7); 3 counted the clock, and every time saved with a wound, in tenths
// of a second (2 counted minutes), with a seed giving another timeline: a
// broken bone's days rolled a day after the break, untended broken ribs
// always healing badly (no d100), a mangled leg unable to walk.
const stateVersion = 4

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
		b, err := dicestate.Save(p.rnd)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrRand, err)
		}
		s.Dice = b
	}
	return json.Marshal(s)
}

// UnmarshalJSON restores a saved patient, checked as strictly as
// NewPatient checks a body: unknown fields, numbers out of range, flags
// that disagree, or processes planned other than the injuries say — any
// state play could not have left — wrap ErrState (and ErrBody for a bad
// body), and leave p unchanged. The patient keeps the tables it had (the
// default tables for a zero Patient). Saved dice are restored into the
// patient's Rand when it implements encoding.BinaryUnmarshaler, otherwise
// into a new *dice.Source. The log starts empty.
func (p *Patient) UnmarshalJSON(data []byte) error {
	if p == nil {
		return fmt.Errorf("%w: UnmarshalJSON on a nil *Patient", ErrState)
	}
	var s patientJSON
	if err := encounter.StrictAs(data, &s, ErrState); err != nil {
		return err
	}
	if s.Version != stateVersion {
		return fmt.Errorf("%w: version %d, want %d", ErrState, s.Version, stateVersion)
	}
	if err := s.Body.Validate(); err != nil {
		return fmt.Errorf("%w: %w", ErrState, err)
	}
	c := Condition{Now: s.Now, HP: s.HP, Down: s.Down, Dead: s.Dead, Nursing: s.Nursing, Wounds: s.Wounds}
	if err := c.validate(s.Body.MaxHP, readTalents(s.Body.Talents)); err != nil {
		return err
	}
	rnd := p.rnd
	if s.Dice != nil {
		var err error
		if rnd, err = dicestate.Restore(rnd, s.Dice); err != nil {
			return fmt.Errorf("%w: %v", ErrState, err)
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
	if err := encounter.Strict(data, &v); err != nil {
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
