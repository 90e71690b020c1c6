// Package dicestate saves and restores the state of a dice.Rand, for the
// packages whose saves carry their dice (wounds' patient, faction's
// ledger): the dice must say their state (an encoding.BinaryMarshaler, as
// a *dice.Source is), and a saved state goes into the dice in hand when
// they can take it, otherwise into a new *dice.Source.
package dicestate

import (
	"encoding"
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// Save returns the state of r. Dice that cannot say it (no
// encoding.BinaryMarshaler) are an error that names their type, for the
// caller to wrap in its sentinel, as is an error of MarshalBinary.
func Save(r dice.Rand) ([]byte, error) {
	m, ok := r.(encoding.BinaryMarshaler)
	if !ok {
		return nil, fmt.Errorf("the dice.Rand (%T) cannot be saved: it is no encoding.BinaryMarshaler; use a *dice.Source", r)
	}
	return m.MarshalBinary()
}

// Restore returns the dice that roll on from state: r itself, with the
// state loaded, when r implements encoding.BinaryUnmarshaler, otherwise a
// new *dice.Source holding it. The error is the one UnmarshalBinary gave
// for a malformed state, for the caller to wrap in its sentinel.
func Restore(r dice.Rand, state []byte) (dice.Rand, error) {
	if u, ok := r.(encoding.BinaryUnmarshaler); ok && r != nil {
		if err := u.UnmarshalBinary(state); err != nil {
			return nil, err
		}
		return r, nil
	}
	src := dice.NewSource(0)
	if err := src.UnmarshalBinary(state); err != nil {
		return nil, err
	}
	return src, nil
}
