package reputation

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// StartSession starts a game session: the mulligans used are forgotten, so a
// Great character has his 1 mulligan again and a Legendary one his 2 (rule
// RE-1).
func (s *Standing) StartSession() { s.MulligansUsed = 0 }

// MulligansLeft returns the mulligans he may still use this session: his
// Reputation's allowance (Great 1, Legendary 2, none while notorious — see
// [Mulligans]) less those used, never below 0. A score that falls during the
// session takes the allowance down with it.
func (s Standing) MulligansLeft() int {
	return max(Mulligans(s.Reputation)-s.MulligansUsed, 0)
}

// UseMulligan spends one of this session's mulligans — a free re-roll (rule
// RE-1). With none left the error wraps [ErrNoMulligan] and nothing changes.
// Use it when the roll is not a [dice.Check]; otherwise [Standing.Mulligan]
// spends and rolls in one step.
func (s *Standing) UseMulligan() error {
	if s.MulligansLeft() < 1 {
		return fmt.Errorf("%w: %s allows %d a session and %d are used", ErrNoMulligan, s.Title(), Mulligans(s.Reputation), s.MulligansUsed)
	}
	s.MulligansUsed++
	return nil
}

// Mulligan re-rolls a check for free with one of this session's mulligans
// (rule RE-1), as [Standing.Reroll] does for Reputation Points: the same
// dice, modifiers, comparison, target and label, and the new check stands.
// A mulligan re-rolls the same kinds of roll as Reputation Points (ours: the
// rules say only "one free re-roll").
//
// Errors, with nothing spent and nothing rolled: no mulligan left
// ([ErrNoMulligan]); nil dice, an unknown kind or a check without valid
// dice ([ErrReroll]). Draws: those of the check's dice.
func (s *Standing) Mulligan(r dice.Rand, kind RollKind, c dice.Check) (Reroll, error) {
	if err := rerollable(r, kind, c); err != nil {
		return Reroll{}, err
	}
	if err := s.UseMulligan(); err != nil {
		return Reroll{}, err
	}
	return s.reroll(r, kind, c, true), nil
}
