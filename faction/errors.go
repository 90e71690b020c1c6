package faction

import "errors"

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrTown: malformed town data (see [TownError], which names the entry).
	ErrTown = errors.New("faction: invalid town")
	// ErrFaction: a faction the town does not have.
	ErrFaction = errors.New("faction: unknown faction")
	// ErrCharacter: a blank character name, a character who has not ridden
	// into town (no buzz yet), or one who already has.
	ErrCharacter = errors.New("faction: invalid character")
	// ErrLocation: a location the town does not have.
	ErrLocation = errors.New("faction: unknown location")
	// ErrPrivate: a deed nobody in town witnessed. Private acts earn no
	// interest (rule FA-1).
	ErrPrivate = errors.New("faction: private act")
	// ErrDeed: a deed without a description.
	ErrDeed = errors.New("faction: invalid deed")
	// ErrChips: an award outside 1..MaxAward chips, a buzz outside
	// 0..MaxAward, or interest that would pass MaxInterest.
	ErrChips = errors.New("faction: invalid chips")
	// ErrCard: an invalid card, or a deck that cannot be drawn from.
	ErrCard = errors.New("faction: invalid card")
	// ErrDays: time moved backwards or past MaxDay.
	ErrDays = errors.New("faction: invalid days")
	// ErrRand: no dice.Rand, or one that cannot be saved.
	ErrRand = errors.New("faction: invalid dice")
	// ErrState: a malformed saved ledger.
	ErrState = errors.New("faction: invalid saved ledger")
)

// TownError reports a malformed town and names the bad entry, as a path
// into the town's JSON: `factions[1] "law": behaviours[2]`. It wraps
// [ErrTown].
type TownError struct {
	Entry string // where: "factions[1] \"law\": members"; empty for the town as a whole
	Msg   string // what was wrong
}

// Error reports the entry and the problem.
func (e *TownError) Error() string {
	if e.Entry == "" {
		return ErrTown.Error() + ": " + e.Msg
	}
	return ErrTown.Error() + ": " + e.Entry + ": " + e.Msg
}

// Unwrap returns ErrTown.
func (e *TownError) Unwrap() error { return ErrTown }
