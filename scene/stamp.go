package scene

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/words"
	"github.com/deadmanshand/aces/wounds"
)

// Stamp names a scene as one participant lived it: the encounter it was
// ("gunfight", "brawl", "chase", "race", "trial"), the fingerprint of its
// setup (an FNV-64a hash of the setup's JSON, 16 hex digits), the state of
// the dice it started from (a dice.Source's text form; empty when its dice
// could not be saved), his seat and his name there, and the time it ended
// on his clock. Two scenes with the same setup, dice and seat are the same
// scene; a character takes no consequences stamped at or before the last he
// took.
type Stamp struct {
	Encounter   string      `json:"encounter"`
	Fingerprint string      `json:"fingerprint"`
	Dice        string      `json:"dice,omitempty"`
	Seat        int         `json:"seat"`
	Name        string      `json:"name"`
	Ended       wounds.Time `json:"ended"`
}

// String names the scene as table talk: "brawl 3f2a9c0d1e2b3c4d, seat 1
// (Jesse Colter), ended day 0 00:01".
func (s Stamp) String() string {
	var b strings.Builder
	b.WriteString(s.Encounter)
	if s.Fingerprint != "" {
		b.WriteByte(' ')
		b.WriteString(s.Fingerprint)
	}
	fmt.Fprintf(&b, ", seat %d", s.Seat)
	words.Note(&b, s.Name)
	b.WriteString(", ended ")
	b.WriteString(s.Ended.String())
	return b.String()
}

// maxNameLen bounds the encounter's name and the participant's in a Stamp,
// in bytes.
const maxNameLen = 256

// validate reports a stamp no scene could have: no encounter, a seat below
// 0, a name or fingerprint beyond maxNameLen, an end outside
// 0..wounds.MaxTime.
func (s *Stamp) validate() error {
	switch {
	case strings.TrimSpace(s.Encounter) == "" || len(s.Encounter) > maxNameLen:
		return fmt.Errorf("%w: scene with no encounter named (or a name beyond %d bytes)", ErrConsequences, maxNameLen)
	case s.Seat < 0:
		return fmt.Errorf("%w: %s: seat %d", ErrConsequences, s.Encounter, s.Seat)
	case len(s.Name) > maxNameLen || len(s.Fingerprint) > maxNameLen || len(s.Dice) > maxNameLen:
		return fmt.Errorf("%w: %s: a name, fingerprint or dice state beyond %d bytes", ErrConsequences, s.Encounter, maxNameLen)
	case s.Ended < 0 || s.Ended > wounds.MaxTime:
		return fmt.Errorf("%w: %s: ended at %d tenths of a second, want 0..%d", ErrConsequences, s.Encounter, int64(s.Ended), int64(wounds.MaxTime))
	}
	return nil
}
