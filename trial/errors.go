package trial

import (
	"errors"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/table"
	"github.com/deadmanshand/aces/internal/talent"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers test with errors.Is; the message says what was wrong and, where a
// rule forbids it, names the rule.
var (
	// ErrTalent: a talent outside the catalogue of rule CH-10 (the error
	// lists the catalogue) or bought for a parameter it cannot take: the
	// SDK's one sentinel for talents, shared with every package that reads
	// them. The errors of NewSkills that wrap it wrap ErrName too.
	ErrTalent = talent.ErrTalent
	// ErrCase: a case strength that is not Flimsy, Circumstantial or Solid
	// and Credible (rule TR-1).
	ErrCase = errors.New("trial: unknown case strength")
	// ErrJudge: a judge whose temperament is not Lenient, Fair, Harsh or
	// Hanging, whose severity is out of range, or who is bribed by nobody
	// known (rules TR-1, TR-3).
	ErrJudge = errors.New("trial: invalid judge")
	// ErrReputation: a defendant's Reputation score outside
	// ±reputation.MaxScore.
	ErrReputation = errors.New("trial: invalid defendant reputation")
	// ErrJury: a jury that is not twelve jurors, a Wisdom outside 3..30,
	// a position outside 1..6 or a juror whose record contradicts itself
	// (rule TR-2).
	ErrJury = errors.New("trial: invalid jury")
	// ErrMove: a juror who cannot be moved that way — not in this phase,
	// off the board, no such juror, named twice in one allocation, or not
	// moved at all (rule TR-2).
	ErrMove = errors.New("trial: invalid juror move")
	// ErrPoints: jury points spent beyond those earned, or a negative award
	// (rules TR-4 … TR-7).
	ErrPoints = errors.New("trial: not enough jury points")
	// ErrLaw: a Law check by counsel without the Law skill (rule TR-5).
	ErrLaw = errors.New("trial: no Law skill")
	// ErrRating: an evidence rating outside 1..6 (rule TR-5).
	ErrRating = errors.New("trial: invalid evidence rating")
	// ErrSkill: a skill mastery outside 0..100 (0 reads as unskilled, 100).
	ErrSkill = errors.New("trial: invalid skill mastery")
	// ErrAttempt: a tampering attempt on no such juror, with an unknown
	// method, or on a juror already in the same side's pocket (rule TR-3).
	ErrAttempt = errors.New("trial: invalid tampering attempt")
	// ErrPhase: evidence rated after it was weighed, a retrial asked for
	// before a hung jury, or a cost asked for in a phase where jury points
	// are not spent.
	ErrPhase = errors.New("trial: wrong phase")
	// ErrOver: a step, or a choice, asked of a trial that is over.
	ErrOver = errors.New("trial: the trial is over")
	// ErrTable: a malformed rules table; a [*TableError] names the table
	// and the row.
	ErrTable = errors.New("trial: invalid rules table")
	// ErrState: a saved trial that cannot be restored, a trial not made
	// by New or Resume, or one whose counsel cannot be saved.
	ErrState = errors.New("trial: invalid trial state")
	// ErrRand: nil dice given to [New], or dice that cannot be saved (a
	// save needs an encoding.BinaryMarshaler, as a *dice.Source is).
	ErrRand = errors.New("trial: dice missing or unsavable")
	// ErrName: an unknown name for a side, phase, personality, verdict,
	// skill, method or event kind, or a talent outside the catalogue
	// ([NewSkills]).
	ErrName = errors.New("trial: unknown name")
	// ErrCounsel: a choice the rules do not allow, from a counsel or a
	// person (a [*CounselError], which wraps ErrRefused too), a choice from
	// a side that is not waiting, a seat that is neither side's, or a
	// counsel that cannot be found or studied.
	ErrCounsel = errors.New("trial: counsel made a choice the rules forbid")
	// ErrRefused is the sentinel every refused choice wraps, in every
	// encounter package of the SDK: a [*CounselError] wraps it, so that
	// errors.Is(err, trial.ErrRefused) tells "that choice was refused, ask
	// again" from the errors of a trial that cannot go on.
	ErrRefused = encounter.ErrRefused
)

// CounselError reports a refused choice, a person's or a [Counsel]'s: the
// rule it breaks (Rule, "" for a line that is no choice at all), the side
// that chose it (Who: "prosecution" or "defence"), the choice (What) and
// why it was refused (Why), in the Phase it was made. It wraps [ErrCounsel],
// [ErrRefused] and the cause, so errors.Is(err, ErrPoints) holds for an
// overspent allocation. A refused choice changes nothing in the trial.
type CounselError struct {
	Rule  string // the rule's ID: "TR-4"
	Who   string // the side that chose: "prosecution" or "defence"
	What  Choice // the choice refused (the zero Choice for a line that is none)
	Why   string // what was wrong
	Phase Phase

	cause error // the sentinel of what was wrong (ErrMove, ErrPoints …)
}

// refusal returns the refusal of side's choice c by rule for cause.
func refusal(rule string, side Side, ph Phase, c Choice, cause error) *CounselError {
	return &CounselError{Rule: rule, Who: side.String(), What: c.clone(), Why: cause.Error(), Phase: ph, cause: cause}
}

// Error reads "trial: defence counsel in opening arguments broke TR-2 with
// "spend C to 2": trial: invalid juror move: juror C (Analytical) cannot be
// moved in opening arguments".
func (e *CounselError) Error() string {
	var b strings.Builder
	b.WriteString("trial: ")
	b.WriteString(e.Who)
	b.WriteString(" counsel in ")
	b.WriteString(e.Phase.String())
	if e.Rule != "" {
		b.WriteString(" broke ")
		b.WriteString(e.Rule)
	}
	if e.What.Kind != NoDecision {
		b.WriteString(" with \"")
		b.WriteString(e.What.String())
		b.WriteString("\"")
	}
	if e.Why != "" {
		b.WriteString(": ")
		b.WriteString(e.Why)
	}
	return b.String()
}

// Unwrap returns ErrCounsel, ErrRefused and the cause.
func (e *CounselError) Unwrap() []error {
	if e.cause == nil {
		return []error{ErrCounsel, ErrRefused}
	}
	return []error{ErrCounsel, ErrRefused, e.cause}
}

// TableError reports a malformed row of a rules table ([Rules]): the
// table, the row (counting from 1; 0 for the table as a whole), the row's
// difficulty or personality, the field and what is wrong. It wraps
// [ErrTable]. It is the SDK's one shape of a table's error, shared with
// every package that loads tables.
type TableError = table.Error
