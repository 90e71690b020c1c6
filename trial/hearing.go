package trial

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/reputation"
)

// HearingThreshold is the hearing total that sends the defendant to trial
// (rule TR-1): 3 or less and the judge lets him go; 4 or more and he faces a
// jury.
const HearingThreshold = 4

// Case is the strength of the prosecution's case at the hearing (rule TR-1),
// and its value is its modifier to the hearing roll: Flimsy 0,
// Circumstantial +2, Solid and Credible +3. The zero Case is Flimsy. A Case
// marshals to JSON as its name.
type Case int8

// The case strengths of rule TR-1.
const (
	Flimsy         Case = 0
	Circumstantial Case = 2
	Solid          Case = 3
)

// caseNames names the case strengths in the order of their modifiers, and
// caseOrder holds the strengths in that order.
var (
	caseNames = enum.New[uint8]("case", "Flimsy", "Circumstantial", "Solid and Credible")
	caseOrder = [...]Case{Flimsy, Circumstantial, Solid}
)

// valid reports whether c is one of the three case strengths.
func (c Case) valid() bool { return c == Flimsy || c == Circumstantial || c == Solid }

// index returns the place of a valid case among caseOrder.
func (c Case) index() uint8 { return uint8(max(0, int(c)-1)) }

// String returns "Flimsy", "Circumstantial" or "Solid and Credible".
func (c Case) String() string {
	if !c.valid() {
		return "case(" + strconv.Itoa(int(c)) + ")"
	}
	return caseNames.String(c.index())
}

// MarshalText encodes the case by name.
func (c Case) MarshalText() ([]byte, error) {
	if !c.valid() {
		return nil, fmt.Errorf("%w: %d", ErrCase, c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes "Flimsy", "Circumstantial" or "Solid and Credible"
// ("Solid" is accepted too), ignoring case; anything else wraps [ErrCase]
// and lists the names.
func (c *Case) UnmarshalText(b []byte) error {
	if strings.EqualFold(strings.TrimSpace(string(b)), "Solid") {
		*c = Solid
		return nil
	}
	i, err := caseNames.Parse(string(b), ErrCase)
	if err != nil {
		return err
	}
	*c = caseOrder[i]
	return nil
}

// Temperament is the judge's personality (rule TR-1), and its value is its
// modifier to the hearing roll: Lenient −1, Fair 0, Harsh +1, Hanging +2.
// The zero Temperament is Fair. A Temperament marshals to JSON as its name.
type Temperament int8

// The judges' temperaments of rule TR-1.
const (
	Lenient Temperament = -1
	Fair    Temperament = 0
	Harsh   Temperament = 1
	Hanging Temperament = 2
)

// valid reports whether t is one of the four temperaments.
func (t Temperament) valid() bool { return t >= Lenient && t <= Hanging }

// temperamentNames names the temperaments from Lenient (−1) up: a
// temperament's name is at its modifier + 1.
var temperamentNames = enum.New[uint8]("temperament", "Lenient", "Fair", "Harsh", "Hanging")

// String returns "Lenient", "Fair", "Harsh" or "Hanging".
func (t Temperament) String() string {
	if !t.valid() {
		return "temperament(" + strconv.Itoa(int(t)) + ")"
	}
	return temperamentNames.String(uint8(t + 1))
}

// MarshalText encodes the temperament by name.
func (t Temperament) MarshalText() ([]byte, error) {
	if !t.valid() {
		return nil, fmt.Errorf("%w: temperament %d", ErrJudge, t)
	}
	return []byte(t.String()), nil
}

// UnmarshalText decodes a temperament name, ignoring case; an unknown name
// wraps [ErrJudge] and lists the names.
func (t *Temperament) UnmarshalText(b []byte) error {
	i, err := temperamentNames.Parse(string(b), ErrJudge)
	if err != nil {
		return err
	}
	*t = Temperament(i) - 1
	return nil
}

// MaxSeverity bounds the severity a judge gathers from reported tampering.
const MaxSeverity = 100

// Judge is the judge who presides: his temperament (rule TR-1); the severity
// he has gathered, +1 for each tampering attempt reported to him (rules TR-3,
// TRD-3 — recorded for sentencing and for the hearing of any retrial); and
// the side that bribed him, if any (rule TR-3: he keeps that side's tampered
// jurors and strikes the other side's Law roll). The zero Judge is a fair,
// honest judge.
type Judge struct {
	Temperament Temperament `json:"temperament"`
	Severity    int         `json:"severity,omitempty"`
	BribedBy    Side        `json:"bribedBy,omitempty"`
}

// Modifier returns the judge's modifier to a hearing roll: his temperament's
// plus his severity (rule TRD-3).
func (j Judge) Modifier() int { return int(j.Temperament) + j.Severity }

// validate reports an unknown temperament, a severity outside
// 0..MaxSeverity or an unknown briber; the error wraps [ErrJudge].
func (j Judge) validate() error {
	switch {
	case !j.Temperament.valid():
		return fmt.Errorf("%w: temperament %d", ErrJudge, j.Temperament)
	case j.Severity < 0 || j.Severity > MaxSeverity:
		return fmt.Errorf("%w: severity %d, want 0..%d", ErrJudge, j.Severity, MaxSeverity)
	case j.BribedBy > Defence:
		return fmt.Errorf("%w: bribed by %v", ErrJudge, j.BribedBy)
	}
	return nil
}

// ReputationModifier returns the defendant's Reputation modifier (rule TR-1),
// used at the hearing and to shift every juror (rule TR-2): Legendary −2,
// Great −1, Average 0, Low +1, Disreputable +2, and +3 for any Notoriety (a
// negative score, rule RED-1). The reason names the category: "Low
// Reputation", "Notorious".
func ReputationModifier(score int) dice.Mod {
	if reputation.Notorious(score) {
		return dice.Mod{Value: 3, Why: "Notorious"}
	}
	switch reputation.CategoryOf(score) {
	case reputation.Legendary:
		return dice.Mod{Value: -2, Why: "Legendary Reputation"}
	case reputation.Great:
		return dice.Mod{Value: -1, Why: "Great Reputation"}
	case reputation.Average:
		return dice.Mod{Value: 0, Why: "Average Reputation"}
	case reputation.Low:
		return dice.Mod{Value: 1, Why: "Low Reputation"}
	}
	return dice.Mod{Value: 2, Why: "Disreputable"}
}

func checkReputation(score int) error {
	if score < -reputation.MaxScore || score > reputation.MaxScore {
		return fmt.Errorf("%w: %d outside ±%d", ErrReputation, score, reputation.MaxScore)
	}
	return nil
}

// Hearing is the record of the hearing before the judge (rule TR-1): the d6,
// each term with its source — the case, the judge (temperament plus
// severity), the defendant's Reputation — and the total. A total of 4 or
// more sends him to trial; 3 or less and he is released. In a summary trial
// for a minor crime (rule TRD-4) the same roll is the judge's verdict: 4 or
// more guilty.
type Hearing struct {
	Summary       bool        `json:"summary,omitempty"`
	Die           int         `json:"die"`
	Case          Case        `json:"case"`
	Temperament   Temperament `json:"temperament"`
	Severity      int         `json:"severity,omitempty"`
	Reputation    int         `json:"reputation"` // the defendant's score
	CaseMod       int         `json:"caseMod"`
	JudgeMod      int         `json:"judgeMod"`
	ReputationMod int         `json:"reputationMod"`
	Total         int         `json:"total"`
}

// Hear holds the hearing (rule TR-1): 1d6 + the case (Flimsy 0,
// Circumstantial +2, Solid and Credible +3) + the judge (Lenient −1, Fair 0,
// Harsh +1, Hanging +2, plus his severity) + the defendant's Reputation
// modifier ([ReputationModifier]). 3 or less: released; 4 or more: trial.
// A bad case, judge or score returns an error wrapping [ErrCase], [ErrJudge]
// or [ErrReputation] and rolls nothing. Draws: one IntN(6).
func Hear(r dice.Rand, c Case, j Judge, score int) (Hearing, error) {
	var h Hearing
	if err := h.set(c, j, score); err != nil {
		return h, err
	}
	h.roll(r)
	return h, nil
}

// SummaryTrial is the summary trial of a minor crime before the judge alone
// (rule TRD-4): the hearing's roll decides — 4 or more guilty, 3 or less
// released. Arguments, errors and draws as [Hear].
func SummaryTrial(r dice.Rand, c Case, j Judge, score int) (Hearing, error) {
	h := Hearing{Summary: true}
	if err := h.set(c, j, score); err != nil {
		return h, err
	}
	h.roll(r)
	return h, nil
}

func (h *Hearing) set(c Case, j Judge, score int) error {
	if !c.valid() {
		return fmt.Errorf("%w: %d, want 0 (Flimsy), 2 (Circumstantial) or 3 (Solid and Credible)", ErrCase, c)
	}
	if err := j.validate(); err != nil {
		return err
	}
	if err := checkReputation(score); err != nil {
		return err
	}
	h.Case, h.Temperament, h.Severity, h.Reputation = c, j.Temperament, j.Severity, score
	h.CaseMod, h.JudgeMod, h.ReputationMod = int(c), j.Modifier(), ReputationModifier(score).Value
	return nil
}

func (h *Hearing) roll(r dice.Rand) {
	h.Die = dice.D(r, 6)
	h.Total = h.Die + h.CaseMod + h.JudgeMod + h.ReputationMod
}

// Verdict returns what the hearing decides: Released for 3 or less; for 4 or
// more, Pending (a jury trial follows) or, in a summary trial, Guilty.
func (h Hearing) Verdict() Verdict {
	switch {
	case h.Total < HearingThreshold:
		return Released
	case h.Summary:
		return Guilty
	}
	return Pending
}

// String formats the hearing as table talk: "hearing: d6 3 +3 (Solid and
// Credible case) +1 (Harsh judge) +1 (Low Reputation) = 8: to trial".
func (h Hearing) String() string {
	var b strings.Builder
	if h.Summary {
		b.WriteString("summary trial: d6 ")
	} else {
		b.WriteString("hearing: d6 ")
	}
	b.WriteString(strconv.Itoa(h.Die))
	writeMod(&b, h.CaseMod, h.Case.String()+" case")
	why := h.Temperament.String() + " judge"
	if h.Severity != 0 {
		why += ", severity +" + strconv.Itoa(h.Severity)
	}
	writeMod(&b, h.JudgeMod, why)
	writeMod(&b, h.ReputationMod, ReputationModifier(h.Reputation).Why)
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(h.Total))
	switch h.Verdict() {
	case Released:
		b.WriteString(": released")
	case Guilty:
		b.WriteString(": guilty")
	default:
		b.WriteString(": to trial")
	}
	return b.String()
}

// writeMod writes " +3 (why)".
func writeMod(b *strings.Builder, v int, why string) {
	b.WriteByte(' ')
	b.WriteString(dice.Mod{Value: v, Why: why}.String())
}
