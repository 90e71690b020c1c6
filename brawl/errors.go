package brawl

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
	ruletable "github.com/deadmanshand/aces/internal/table"
	"github.com/deadmanshand/aces/internal/talent"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message names the rule and says what was
// wrong.
var (
	// ErrTalent: a talent outside the catalogue of rule CH-10 (the error
	// lists the catalogue) or bought for a parameter it cannot take: the
	// SDK's one sentinel for talents, shared with every package that reads
	// them. The errors of NewBrawler that wrap it wrap ErrBrawler too.
	ErrTalent = talent.ErrTalent
	// ErrBrawler: a malformed brawler (abilities out of range, negative hit
	// points, a bad weapon, a talent outside the catalogue in NewBrawler)
	// or a bad seating (too few or too many brawlers).
	ErrBrawler = errors.New("brawl: invalid brawler")
	// ErrBet: a bet over the limit of rule BR-2 (halved when stunned, capped by
	// a grab, hold, trip or low blow), or a negative bet.
	ErrBet = errors.New("brawl: bet over the limit")
	// ErrChips: more chips than the stack holds — a bet, a special action's
	// cost, a counter action, an auction raise, a rest that does not take
	// back exactly three chips, or a damage mix that does not add up.
	ErrChips = errors.New("brawl: not enough chips")
	// ErrSpecial: a special action that is not allowed now (a Kick on a
	// standing man, a Break Away from nobody's grip, a weapon not in hand …).
	ErrSpecial = errors.New("brawl: illegal special action")
	// ErrTarget: an attack on nobody, on himself, on a dead man, or on a
	// brawler who is not adjacent; or an attack by a man who may not attack.
	ErrTarget = errors.New("brawl: illegal target")
	// ErrDecision: a choice refused, from a person (Brawl.Decide,
	// Brawl.Answer) or a Strategy (Brawl.Step) — every refusal wraps it and
	// ErrRefused, besides ErrBet, ErrChips, ErrSpecial or ErrTarget when one
	// of those rules forbids it — and any other choice the rules forbid (a
	// winded brawler who neither rests nor can buy a white chip, a choice of
	// the wrong kind or by a seat not asked, a line that is no choice …).
	ErrDecision = errors.New("brawl: illegal decision")
	// ErrSetup: a brawl set up without dice.
	ErrSetup = errors.New("brawl: invalid setup")
	// ErrRand: a brawl whose dice cannot be saved (MarshalJSON needs a
	// *dice.Source).
	ErrRand = errors.New("brawl: dice cannot be saved")
	// ErrTable: a malformed special-action, weapon or saloon table.
	ErrTable = errors.New("brawl: invalid table")
	// ErrState: a saved brawl that cannot be resumed (malformed JSON, a
	// field the saved form has not, another version, a setup New refuses, a
	// journal that does not replay, a strategy that cannot be saved or found
	// again), a decision TakeBack cannot take the brawl back to, or the
	// consequences of a brawl not over.
	ErrState = errors.New("brawl: invalid saved state")
	// ErrOver: a step or a decision asked for after the brawl has ended.
	ErrOver = errors.New("brawl: the brawl is over")
	// ErrRefused: a choice refused, in any encounter of the SDK: every
	// refusal of Decide, Answer and of a Strategy's answer wraps it, besides
	// ErrDecision. A choice after the end, a save that does not resume and
	// a setup New refuses do not. It is the SDK's one ErrRefused.
	ErrRefused = encounter.ErrRefused
)

// TableError reports a bad row of a rules table — the special actions, the
// weapons, the saloon's spots — or a bad number of the Config: which table,
// which row (from 1; 0 for the table as a whole), the row's name, the
// field and what is wrong. It wraps ErrTable. It is the one shape of a
// table's error in every package of the SDK.
type TableError = ruletable.Error

// tableErr returns the TableError of row row of table.
func tableErr(tab string, row int, name, field, format string, args ...any) error {
	return ruletable.Errorf(ErrTable, tab, row, name, field, format, args...)
}

// RuleError is a choice that breaks a rule: which rule, whose choice, the
// choice, and what was wrong. It wraps one of the sentinel errors; a
// refused choice wraps ErrDecision and ErrRefused too, and a choice after
// the end ErrOver and ErrDecision.
type RuleError struct {
	Rule string // the rule's ID: "BR-2"
	Who  string // the brawler whose choice it was
	What Choice // the choice refused (a turn View.Check was asked about)
	Why  string // what was wrong
	Err  error  // the sentinel

	refused bool // a refused choice: it wraps ErrDecision and ErrRefused too
}

// Error reads "brawl: BR-2: Jake bets 7 red, over his limit of 6 (½ Str 13)".
func (e *RuleError) Error() string {
	if e.Who == "" {
		return fmt.Sprintf("brawl: %s: %s", e.Rule, e.Why)
	}
	return fmt.Sprintf("brawl: %s: %s %s", e.Rule, e.Who, e.Why)
}

// Unwrap returns the sentinel, and for a refused choice ErrDecision and
// ErrRefused too (not ErrRefused after the end: nothing was asked).
func (e *RuleError) Unwrap() []error {
	errs := []error{e.Err}
	if e.refused && e.Err != ErrDecision {
		errs = append(errs, ErrDecision)
	}
	if e.refused && e.Err != ErrOver {
		errs = append(errs, ErrRefused)
	}
	return errs
}

func ruleErr(sentinel error, rule, who, format string, args ...any) error {
	return &RuleError{Rule: rule, Who: who, Why: fmt.Sprintf(format, args...), Err: sentinel}
}
