package chase

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/table"
	"github.com/deadmanshand/aces/internal/talent"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrTalent: a talent outside the catalogue of rule CH-10 (the error
	// lists the catalogue) or bought for a parameter it cannot take: the
	// SDK's one sentinel for talents, shared with every package that reads
	// them. The errors of NewRider that wrap it wrap ErrSetup too.
	ErrTalent = talent.ErrTalent
	// ErrHorse: a horse sheet out of range (an attribute outside 1..30, a
	// height or weight no horse has, no breed, a sex or temperament type
	// the English rules do not name), or a malformed one; a breed that is
	// not in the breed table.
	ErrHorse = errors.New("chase: invalid horse")
	// ErrTable: a malformed rules table (breeds, terrains, the speed
	// table, a race course, the horse tables); see [TableError] for the row.
	ErrTable = errors.New("chase: invalid table")
	// ErrSetup: a chase or race that cannot start: no pursuer, a negative
	// or too large gap, a negative turn cap or one too long to resume (see
	// MaxEvents), more than 64 riders; a rider without a name, or whose
	// Riding or Tracking mastery is outside 1..100 (and the like: see
	// [Rider]); a deck that cannot supply the layout (too few cards left,
	// or no jokers where rule CS-1 asks for two); a character model with a
	// talent outside the catalogue ([NewRider]).
	ErrSetup = errors.New("chase: invalid setup")
	// ErrBet: a bet that breaks rule CS-2 (over the limit, over the chips
	// held, a bad trade or colour), from a strategy or from Decide, or a
	// bet Decide cannot take (the rider is not waiting, the chase is
	// over); a bet ParseBet cannot read. See [BetError]; each wraps
	// [ErrRefused] too.
	ErrBet = errors.New("chase: invalid bet")
	// ErrStrategy: a setup with a wrong number of strategies, a rider
	// SetDecider does not know, a person in a study, or a strategy that
	// cannot be saved or studied (a custom one without Name and Version).
	ErrStrategy = errors.New("chase: missing strategy")
	// ErrOver: a Step asked of a chase or race that has ended.
	ErrOver = errors.New("chase: already over")
	// ErrState: a malformed saved chase or race, a journal that does not
	// replay (Resume names the entry), one Resume cannot continue (a
	// strategy it cannot find), or a bet TakeBack does not have.
	ErrState = errors.New("chase: invalid saved state")
	// ErrRand: the dice cannot be saved, or put back for TakeBack (the
	// dice.Rand is not a *dice.Source).
	ErrRand = errors.New("chase: dice cannot be saved")
)

// TableError reports a bad row of a rules table: which table, which row
// (counting from 1; 0 for the table as a whole), its name, the field and
// what is wrong: "chase: invalid table: breeds row 3 (Quarter Horse):
// height 16.2 above 15.2". It wraps [ErrTable]. It is the one shape of the
// SDK's table errors.
type TableError = table.Error

// tableErr returns the error of row (0: the whole table) of table, named
// name.
func tableErr(tbl string, row int, name, format string, args ...any) error {
	return table.Errorf(ErrTable, tbl, row, name, "", format, args...)
}

// ErrRefused is the SDK's one sentinel for a refused choice: every
// [*BetError] wraps it besides [ErrBet], and so does every line
// [Chase.Answer] cannot read, so errors.Is(err, chase.ErrRefused) holds
// for a refusal in any encounter. Setup, state, waiting and over errors
// do not wrap it.
var ErrRefused = encounter.ErrRefused

// BetError reports a bet, a strategy's or a person's, that the rules do
// not allow, or that Decide cannot take: in which turn, which rule it
// breaks, whose it is (Who), the bet refused (What) and why. A refused bet
// changes nothing. It wraps [ErrBet] and [ErrRefused].
type BetError struct {
	Turn int
	Rule string // "CS-2", "CSD-6" …
	Who  string
	What Bet
	Why  string
}

// Error reports the bet: "chase: turn 3: Black Bart bets 6 red, over half
// the horse's Short Speed (11/2 = 5½) in the Short phase (rule CS-2)".
func (e *BetError) Error() string {
	return fmt.Sprintf("chase: turn %d: %s %s (rule %s)", e.Turn, e.Who, e.Why, e.Rule)
}

// Unwrap returns [ErrBet] and [ErrRefused].
func (e *BetError) Unwrap() []error { return []error{ErrBet, ErrRefused} }

func errorf(sentinel error, format string, args ...any) error {
	return fmt.Errorf("%w: %s", sentinel, fmt.Sprintf(format, args...))
}

func itoa(n int) string { return fmt.Sprint(n) }
