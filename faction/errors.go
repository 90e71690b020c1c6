package faction

import (
	"errors"

	"github.com/deadmanshand/aces/internal/table"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrTown: malformed town data (see [TableError], which names the entry).
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

// TableError reports a malformed town, naming the bad entry: the table
// ("town", "factions", "locations", "happenings"), the row (from 1; 0 for
// the table as a whole), the row's name, the field and what is wrong —
// `faction: invalid town: factions row 2 (law) behaviours row 3: threshold
// 0, want 1..1000000`. A faction's behaviours and members are fields of its
// row, each with its own row. It wraps [ErrTown].
type TableError = table.Error
