package gunfight

import (
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	tableerr "github.com/deadmanshand/aces/internal/table"
	"github.com/deadmanshand/aces/internal/talent"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong.
var (
	// ErrTalent: a talent outside the catalogue of rule CH-10 (the error
	// lists the catalogue) or bought for a parameter it cannot take: the
	// SDK's one sentinel for talents, shared with every package that reads
	// them. The errors of NewShooter and NewFight that wrap it wrap ErrSetup too.
	ErrTalent = talent.ErrTalent
	// ErrAction: an action impossible in the current state — firing an empty
	// gun, aiming an undrawn one, careful aim with a fanned pistol, a steady
	// hand without a free hand, a blow out of reach. See [ActionError].
	ErrAction = errors.New("gunfight: impossible action")
	// ErrWeapon: an unknown weapon, or a carried weapon that does not fit
	// its table row (more rounds than it holds).
	ErrWeapon = errors.New("gunfight: bad weapon")
	// ErrTable: a malformed rules table (weapons, actions, ranges, shot clock,
	// silhouettes …). See [TableError].
	ErrTable = errors.New("gunfight: invalid table")
	// ErrSetup: a setup the rules cannot run: fewer than two shooters,
	// a negative distance, a shooter out of range, an unknown tactic, a
	// talent outside the catalogue or bought for no weapon of the table.
	ErrSetup = errors.New("gunfight: invalid setup")
	// ErrState: a saved fight that cannot be resumed — malformed, of
	// another version, naming a tactic not given, or a journal that does
	// not replay — a fight that cannot be saved (a tactic no save can
	// name), or a take-back to no decision of the journal.
	ErrState = errors.New("gunfight: invalid saved fight")
	// ErrRand: the fight's dice cannot be saved (the dice.Rand does not
	// implement encoding.BinaryMarshaler).
	ErrRand = errors.New("gunfight: dice cannot be saved")
	// ErrStats: statistics that cannot be merged (different studies or
	// overlapping ranges), or a bad study range.
	ErrStats = errors.New("gunfight: statistics do not match")
	// ErrOver: a step asked of a fight that has ended.
	ErrOver = errors.New("gunfight: the fight is over")
	// ErrRefused is the sentinel every refused choice wraps, in every
	// encounter package of the SDK: an [*ActionError] of Decide, of a
	// tactic's declaration, and Answer's refusal of a line it cannot read.
	// Setup, state, waiting and over errors do not wrap it.
	ErrRefused = encounter.ErrRefused
)

// ActionError is the refusal of an action the rules do not allow — a
// person's choice (Decide, Answer) or a tactic's declaration: the rule
// that forbids it, who, what he declared and why. It wraps [ErrAction]
// and [ErrRefused]; a refused action changes nothing.
type ActionError struct {
	Rule string // the rule ID: "GU-3"
	Who  string
	What Action
	Why  string
}

// Error reports the action, the rule and the reason: "gunfight: Hickok
// cannot fire weapon 0 at man 1 (GU-3): the Colt is empty".
func (e *ActionError) Error() string {
	return fmt.Sprintf("gunfight: %s cannot %s (%s): %s", e.Who, e.What.verb(), e.Rule, e.Why)
}

// Unwrap returns ErrAction and ErrRefused.
func (e *ActionError) Unwrap() []error { return []error{ErrAction, ErrRefused} }

// TableError is the error of a malformed table: which table, which row
// (1-based; 0 for the table as a whole), the row's name, the field and
// what is wrong — "gunfight: invalid table: weapons row 3 (Colt
// Peacemaker) capacity: 0, want 1..100". It wraps [ErrTable]; it is the
// one shape of a table's error in every package of the SDK.
type TableError = tableerr.Error

// tableErr is the error of a bad row (or field) of a rules table.
func tableErr(tbl string, row int, name, field, format string, args ...any) error {
	return tableerr.Errorf(ErrTable, tbl, row, name, field, format, args...)
}

// sentinels are the package's sentinel errors, whose text within strips.
var sentinels = []error{ErrAction, ErrWeapon, ErrTable, ErrSetup, ErrState, ErrRand, ErrStats, ErrOver}

// nested is an error of this package raised inside another: its message
// names the outer sentinel once, then where, then the inner message without
// its own sentinel's text; errors.Is finds both sentinels.
type nested struct {
	msg   string
	outer error
	inner error
}

// Error is the message, each sentinel named once.
func (e *nested) Error() string { return e.msg }

// Unwrap returns both errors, so errors.Is finds either sentinel.
func (e *nested) Unwrap() []error { return []error{e.outer, e.inner} }

// within wraps err under sentinel with a context ("shooter 0 (Hickok)"):
// "gunfight: invalid setup: shooter 0 (Hickok): unknown tactic …", not
// "gunfight: invalid setup: shooter 0 (Hickok): gunfight: invalid setup:
// unknown tactic …". An empty context is left out.
func within(sentinel error, context string, err error) error {
	msg := err.Error()
	for {
		trimmed := msg
		for _, s := range sentinels {
			if errors.Is(err, s) {
				trimmed = strings.TrimPrefix(trimmed, s.Error()+": ")
			}
		}
		if trimmed == msg {
			break
		}
		msg = trimmed
	}
	head := sentinel.Error() + ": "
	if context != "" {
		head += context + ": "
	}
	return &nested{msg: head + msg, outer: sentinel, inner: err}
}

// plural returns word, with an s unless n is 1: "1 shooter", "3 shooters".
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
