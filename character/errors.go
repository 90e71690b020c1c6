package character

import (
	"errors"
	"fmt"
	"strings"

	ruletable "github.com/deadmanshand/aces/internal/table"
	"github.com/deadmanshand/aces/internal/talent"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrTalent: a talent outside the catalogue of rule CH-10 (the error
	// lists the catalogue), bought for an option it cannot take, or on a
	// loaded sheet whose ledger never paid for it: the SDK's one sentinel
	// for talents, shared with every package that reads them. The errors
	// that wrap it wrap ErrChoice too (the builder's BuyTalent) or ErrSheet (a loaded sheet).
	ErrTalent = talent.ErrTalent
	// ErrScore: an ability score that is malformed ("x/5") or out of range
	// (whole score outside 3..30, fraction outside 1..100: "13/0", "13/101").
	ErrScore = errors.New("character: invalid ability score")
	// ErrAbility: an ability name that is not one of the seven.
	ErrAbility = errors.New("character: unknown ability")
	// ErrTable: a malformed rules table (see [TableError] for the row).
	ErrTable = errors.New("character: invalid table")
	// ErrInsufficientBP: a purchase that would take the Building Points
	// ledger below zero.
	ErrInsufficientBP = errors.New("character: insufficient building points")
	// ErrInsufficientMoney: a purchase the character's dollars do not cover.
	ErrInsufficientMoney = errors.New("character: insufficient money")
	// ErrStep: a creation step taken out of order, or a sheet asked for
	// before creation is finished.
	ErrStep = errors.New("character: creation step out of order")
	// ErrChoice: an invalid choice — an unknown skill, talent, quirk or
	// background entry, a talent bought twice, a limit exceeded.
	ErrChoice = errors.New("character: invalid choice")
	// ErrUntrained: a skill the character has not bought and that is not
	// universal.
	ErrUntrained = errors.New("character: skill not trained")
	// ErrAward: an invalid scene award — an unknown path or objective,
	// an objective of another path (double-dipping), too many remarkable
	// event BP, a scene already awarded.
	ErrAward = errors.New("character: invalid scene award")
	// ErrPaidTwice: a profession objective or personal goal that has already
	// paid its BP; nothing pays twice.
	ErrPaidTwice = errors.New("character: already awarded")
	// ErrObjectiveOrder: profession objectives taken out of order, skipping
	// more than one.
	ErrObjectiveOrder = errors.New("character: objectives out of order")
	// ErrSetup: a builder, or a purchase that rolls, without dice.
	ErrSetup = errors.New("character: no dice")
	// ErrSheet: a malformed character sheet (see [FieldError] for the field).
	ErrSheet = errors.New("character: invalid sheet")
	// ErrCondition: a condition or consequences the sheet cannot take (rule
	// WOD-7): a condition his body could not be in, time moving back,
	// consequences of a scene that did not start from his condition now or
	// that do not add up, or a dead man's scene. Consequences taken twice
	// wrap [ErrPaidTwice].
	ErrCondition = errors.New("character: condition refused")
)

// TableError reports a bad row of a rules table — the modifier tables,
// skills, talents, quirks, background tables, paths or creation numbers:
// which table, which row (counting from 1; 0 for the table as a whole),
// the row's name or band, and what is wrong. It wraps [ErrTable], and
// reads "character: invalid table: skills row 3 (Blacksmithing): mastery
// die d0 outside d2..d100". It is the one shape of a table's error in
// every package of the SDK.
type TableError = ruletable.Error

// tableErr returns the TableError of row row of table.
func tableErr(table string, row int, name, format string, args ...any) error {
	return ruletable.Errorf(ErrTable, table, row, name, "", format, args...)
}

// FieldError reports a bad field of a character sheet: its path in the JSON
// form ("skills[2].mastery") and what is wrong. It wraps [ErrSheet]; Err,
// when set, is a second sentinel it matches (a talent's field:
// [ErrTalent]).
type FieldError struct {
	Field string
	Msg   string
	Err   error
}

// Error reports the field and the problem: "character: invalid sheet:
// skills[2].mastery: 140 outside 1..100".
func (e *FieldError) Error() string {
	return fmt.Sprintf("character: invalid sheet: %s: %s", e.Field, e.Msg)
}

// Unwrap returns [ErrSheet].
func (e *FieldError) Unwrap() error { return ErrSheet }

// Is reports whether target is Err, so that errors.Is finds it as well as
// [ErrSheet].
func (e *FieldError) Is(target error) bool { return e.Err != nil && target == e.Err }

// sheetMsg is err's text without the ErrSheet prefix, so that an error
// about a part of the sheet says "character: invalid sheet" once.
func sheetMsg(err error) string {
	return strings.TrimPrefix(err.Error(), ErrSheet.Error()+": ")
}

func fieldErr(field, format string, args ...any) error {
	return &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
}
