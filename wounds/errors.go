package wounds

import (
	"errors"

	ruletable "github.com/deadmanshand/aces/internal/table"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrWound: a hit that cannot make a wound (severity 0 or less, an
	// unknown location or cause).
	ErrWound = errors.New("wounds: invalid wound")
	// ErrNoWound: a wound number that the patient does not have.
	ErrNoWound = errors.New("wounds: no such wound")
	// ErrNoInjury: a treatment for an injury the wound does not have (surgery
	// on a wound without internal bleeding, a bandage on a wound that does not
	// bleed).
	ErrNoInjury = errors.New("wounds: no such injury")
	// ErrUnskilled: a treatment by someone without the skill or mastery it
	// needs (surgery needs Advanced Medicine).
	ErrUnskilled = errors.New("wounds: caregiver lacks the skill")
	// ErrCaregiver: a caregiver with a mastery outside 0..100.
	ErrCaregiver = errors.New("wounds: invalid caregiver")
	// ErrTooLate: a treatment after its time (cleaning more than an hour
	// after the wound).
	ErrTooLate = errors.New("wounds: too late")
	// ErrDone: a treatment already given (a wound cleaned twice).
	ErrDone = errors.New("wounds: treatment already given")
	// ErrDead: a treatment of a dead patient.
	ErrDead = errors.New("wounds: patient is dead")
	// ErrTime: negative time, or time beyond MaxTime.
	ErrTime = errors.New("wounds: invalid time")
	// ErrBody: a patient with a Constitution or hit points out of range.
	ErrBody = errors.New("wounds: invalid body")
	// ErrTable: a malformed table (critical effects, body locations,
	// Constitution healing; see [TableError] for the row), or an injury or
	// movement a table names that is none.
	ErrTable = errors.New("wounds: invalid table")
	// ErrLocation: an unknown body location name.
	ErrLocation = errors.New("wounds: unknown location")
	// ErrState: a malformed saved patient.
	ErrState = errors.New("wounds: invalid saved state")
	// ErrRand: the patient's dice cannot be saved or restored (the dice.Rand
	// does not implement encoding.BinaryMarshaler), NewPatient was given
	// none, or he has none to roll with.
	ErrRand = errors.New("wounds: no dice, or dice that cannot be saved")
)

// TableError reports a bad row of a rules table — the body, critical or
// Con table, or the bullet surgery's difficulty: which table, which row
// (from 1; 0 for the table as a whole), the row's name (a location, a
// band of scores, the locations and grades of a critical row), the field
// and what is wrong. It wraps [ErrTable], and reads "wounds: invalid
// table: body table row 3 (chest) threshold: 41, want 0..40". It is the one
// shape of a table's error in every package of the SDK.
type TableError = ruletable.Error

// tableErr returns the TableError of row row of table.
func tableErr(table string, row int, name, field, format string, args ...any) error {
	return ruletable.Errorf(ErrTable, table, row, name, field, format, args...)
}
