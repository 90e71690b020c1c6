// Package dicestate restores the saved state of a dice.Rand, for the
// packages whose saves carry their dice (wounds' patient, faction's
// ledger): the state goes into the dice in hand when they can take it, and
// otherwise into a new *dice.Source.
package dicestate

import (
	"encoding"

	"github.com/deadmanshand/aces/dice"
)

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
