package dice

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/table"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrNotation: a dice expression could not be parsed (see [SyntaxError]).
	ErrNotation = errors.New("dice: bad notation")
	// ErrDice: dice out of range (no dice, fewer than two sides, too many),
	// or a malformed record of a roll (a throw, a result, modifiers).
	ErrDice = errors.New("dice: invalid dice")
	// ErrAbility: an ability score outside 1..MaxAbility.
	ErrAbility = errors.New("dice: invalid ability score")
	// ErrMastery: a skill mastery outside 1..100.
	ErrMastery = errors.New("dice: invalid skill mastery")
	// ErrDifficulty: a difficulty not in the table, or a malformed table.
	ErrDifficulty = errors.New("dice: unknown difficulty")
	// ErrMasteryTable: a malformed mastery-level table, or an unknown level.
	ErrMasteryTable = errors.New("dice: invalid mastery table")
	// ErrTrait: a Savage Worlds trait die that is not d4, d6, d8, d10 or d12.
	ErrTrait = errors.New("dice: invalid trait die")
	// ErrRating: a characteristic or skill of the 2d6 system outside 0..MaxRating.
	ErrRating = errors.New("dice: invalid rating")
	// ErrCard: a malformed card.
	ErrCard = errors.New("dice: invalid card")
	// ErrDeckEmpty: a draw from an empty deck that may not be reshuffled.
	ErrDeckEmpty = errors.New("dice: deck is empty")
	// ErrDeck: a malformed saved deck.
	ErrDeck = errors.New("dice: invalid deck")
	// ErrSourceState: a malformed saved Source state.
	ErrSourceState = errors.New("dice: invalid source state")
	// ErrPrecision: a distribution asked for with a tail outside (0, 1e-3].
	ErrPrecision = errors.New("dice: invalid distribution precision")
)

// TableError reports a malformed row of one of the package's rules tables
// (the difficulties, the 2d6 grades, the mastery levels): which table,
// which row (from 1; 0 for the table as a whole), the row's name, the field
// and what is wrong — "dice: unknown difficulty: difficulties row 2 (Hard)
// bonus: +5 is easier than row 1's +1". It wraps the package's sentinel
// for that table, [ErrDifficulty] or [ErrMasteryTable].
type TableError = table.Error

// unknown returns the error of a name a table does not have, listing the
// names it has.
func unknown(sentinel error, what, name string, names []string) error {
	return fmt.Errorf("%w: %s", sentinel, encounter.Unknown(what, name, names))
}
