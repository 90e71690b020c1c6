package reputation

import (
	"errors"

	ruletable "github.com/deadmanshand/aces/internal/table"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrCategory: an unknown Reputation or Fame category name.
	ErrCategory = errors.New("reputation: unknown category")
	// ErrStanding: a malformed Standing (negative RP or Fame, RP above the
	// score, a highest Fame below the Fame, a score out of range).
	ErrStanding = errors.New("reputation: invalid standing")
	// ErrNotEnoughRP: a re-roll asked for with fewer than 10 Reputation Points.
	ErrNotEnoughRP = errors.New("reputation: not enough Reputation Points")
	// ErrNoMulligan: a mulligan asked for when none is left this session.
	ErrNoMulligan = errors.New("reputation: no mulligan left")
	// ErrReroll: a roll that Reputation cannot re-roll (an unknown kind of
	// roll, or a check without dice).
	ErrReroll = errors.New("reputation: invalid re-roll")
	// ErrGroup: an empty group, or a group with a nil, repeated or invalid
	// member.
	ErrGroup = errors.New("reputation: invalid group")
	// ErrOath: an oath without words, an unknown oath state, or an oath kept
	// or broken when it is not sworn.
	ErrOath = errors.New("reputation: invalid oath")
	// ErrMonths: a negative number of months of Fame decay.
	ErrMonths = errors.New("reputation: invalid months")
	// ErrAward: an award whose deltas, or the scores they lead to, are out of
	// range.
	ErrAward = errors.New("reputation: invalid award")
	// ErrDeed: an unknown deed, or a malformed deed table (see
	// [TableError] for the row).
	ErrDeed = errors.New("reputation: invalid deed")
	// ErrSituation: bad input to the scrape rules (negative Fame, hit points
	// out of range, an unknown blow).
	ErrSituation = errors.New("reputation: invalid scrape situation")
)

// TableError reports a bad row of the deed table: which row (from 1; 0 for
// the table as a whole), the deed, the field and what is wrong. It wraps
// [ErrDeed], and reads "reputation: invalid deed: deeds row 2 (saved a
// life) fame: +1001 outside ±1000". It is the one shape of a table's error
// in every package of the SDK.
type TableError = ruletable.Error

// deedErr returns the TableError of row row of the deed table.
func deedErr(row int, name, field, format string, args ...any) error {
	return ruletable.Errorf(ErrDeed, "deeds", row, name, field, format, args...)
}
