package dice

import "errors"

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrNotation: a dice expression could not be parsed (see [SyntaxError]).
	ErrNotation = errors.New("dice: bad notation")
	// ErrDice: dice out of range (no dice, fewer than two sides, too many).
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
