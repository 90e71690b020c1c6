package trial

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/wounds"
)

// Skill names a skill the trial checks (rules TR-3 … TR-6): Oratory for
// opening and closing arguments, Law for legal manoeuvres in the evidence
// phase, Trade to bribe a juror and Intimidation to threaten one. A Skill
// marshals to JSON as its name.
type Skill uint8

// The skills of a trial.
const (
	Oratory Skill = iota
	Law
	Trade
	Intimidation
)

var skillNames = enum.New[Skill]("skill", "Oratory", "Law", "Trade", "Intimidation")

// String returns the skill's name: "Oratory".
func (k Skill) String() string { return skillNames.String(k) }

// MarshalText encodes the skill by name.
func (k Skill) MarshalText() ([]byte, error) { return skillNames.Marshal(k, ErrName) }

// Skills are one side's skill masteries, as percentages (rule DI-5: 100 is
// unskilled, lower is better): the counsel's Oratory and Law, and the
// Intimidation and Trade of whoever tampers with the jury for that side (the
// counsel or an intermediary, rule TR-3). A zero mastery means the skill is
// missing and reads as 100, so the zero Skills is an unskilled man speaking
// for himself. A side "has the Law skill" (rule TR-5) when its Law mastery
// is below 100.
//
// DieMod is the counsel's Reputation modifier to all die rolls (rules RE-1,
// RED-3): −1 for a Disreputable counsel, +1 for a Great or Legendary one, 0
// otherwise (reputation.DieMod with reputation.HigherIsBetter gives it from
// a score). It is added to his Oratory and Law checks, a d100 that must
// reach the mastery, so a bonus raises the total (rule DID-1). Tampering
// checks are rolled by whoever tampers for the side, the counsel or an
// intermediary, and take none.
//
// Condition is the body of the man who speaks for the side (rule WOD-7,
// package wounds; nil: unhurt at time 0): a man who cannot stand — dead,
// down or unconscious — cannot plead and is refused. No rule of the trial
// reads his wounds; his clock says when the trial starts for him, and its
// days pass on it ([Trial.Consequences]).
//
// Decider is the side's [Counsel], who makes its decisions: a built-in
// ([Greedy], [Cautious]), one of the caller's, or [Person] for a side
// played by a person; nil is the zero Greedy. It is saved by its name
// (see [Skills.MarshalJSON]).
type Skills struct {
	Oratory      int               `json:"oratory,omitempty"`
	Law          int               `json:"law,omitempty"`
	Intimidation int               `json:"intimidation,omitempty"`
	Trade        int               `json:"trade,omitempty"`
	DieMod       int               `json:"dieMod,omitempty"`
	Condition    *wounds.Condition `json:"condition,omitempty"`
	Decider      Counsel           `json:"-"`
}

// reputationWhy is the reason a [SkillRoll] gives the counsel's Reputation
// modifier (rule RED-3).
const reputationWhy = "Reputation"

// Mastery returns the mastery of a skill, 100 for a missing one (0).
func (s Skills) Mastery(k Skill) int {
	var m int
	switch k {
	case Oratory:
		m = s.Oratory
	case Law:
		m = s.Law
	case Trade:
		m = s.Trade
	case Intimidation:
		m = s.Intimidation
	}
	if m == 0 {
		return dice.MaxMastery
	}
	return m
}

// HasLaw reports whether the side's counsel has the Law skill (Law mastery
// below 100), which a Law check in the evidence phase needs (rule TR-5).
func (s Skills) HasLaw() bool { return s.Mastery(Law) < dice.MaxMastery }

// validate reports a mastery outside 0..100, a DieMod outside −1..1, a
// condition play could not have left a man in (wounds.Condition.Check,
// his maximum its hit points and their loss) or one in which he cannot
// stand (wounds.Condition.Fit: the error wraps wounds.ErrDown too); the
// error wraps [ErrSkill].
func (s Skills) validate() error {
	for k, m := range [...]int{s.Oratory, s.Law, s.Trade, s.Intimidation} {
		if m < 0 || m > dice.MaxMastery {
			return fmt.Errorf("%w: %v %d%%, want 1..100 (0 for none)", ErrSkill, Skill(k), m)
		}
	}
	if s.DieMod < -1 || s.DieMod > 1 {
		return fmt.Errorf("%w: Reputation's die modifier %d, want -1..1", ErrSkill, s.DieMod)
	}
	if c := s.Condition; c != nil {
		if err := c.Check(c.HP + c.Lost()); err != nil {
			return fmt.Errorf("%w: condition: %w", ErrSkill, err)
		}
		if err := c.Fit(); err != nil {
			return fmt.Errorf("%w: the counsel %w", ErrSkill, err)
		}
	}
	return nil
}

// SkillRoll is the record of a skill check in a trial (rule DI-5): the
// skill, the difficulty, the d100, the mastery, the counsel's Reputation
// modifier (rule RED-3), the total (d100 + the difficulty's bonus + the
// Reputation modifier), the margin (total − mastery) and the outcome. It is
// a compact copy of a dice.Check, so that the events that hold it stay
// small.
type SkillRoll struct {
	Skill      Skill           `json:"skill"`
	Difficulty dice.Difficulty `json:"difficulty"`
	D100       int             `json:"d100"`
	Mastery    int             `json:"mastery"`
	Reputation int             `json:"reputation,omitempty"`
	Total      int             `json:"total"`
	Margin     int             `json:"margin"`
	Success    bool            `json:"success"`
}

// rollSkill makes a check of skill k (rule DI-5) at difficulty d, with the
// counsel's Reputation modifier rep (rule RED-3), and returns its record:
// the d100 plus the difficulty's bonus and rep is the total, which
// succeeds when it reaches the mastery; the margin is the total less the
// mastery. It is dice.SkillCheck's arithmetic on the same d100, without
// the dice.Check (the mastery is valid, 1..100). Draws: one IntN(100).
func rollSkill(r dice.Rand, k Skill, mastery int, d dice.Difficulty, rep int) SkillRoll {
	d100 := dice.D(r, 100)
	total := d100 + d.Bonus + rep
	return SkillRoll{
		Skill: k, Difficulty: d, D100: d100, Mastery: mastery, Reputation: rep,
		Total: total, Margin: total - mastery, Success: total >= mastery,
	}
}

// String formats the check as dice.Check does: "Oratory: d100 47 +40
// (Average) +1 (Reputation) = 88 ≥ 72: success by 16".
func (s SkillRoll) String() string {
	var b strings.Builder
	b.WriteString(s.Skill.String())
	b.WriteString(": d100 ")
	b.WriteString(strconv.Itoa(s.D100))
	writeMod(&b, s.Difficulty.Bonus, s.Difficulty.Name)
	if s.Reputation != 0 {
		writeMod(&b, s.Reputation, reputationWhy)
	}
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(s.Total))
	b.WriteString(" ≥ ")
	b.WriteString(strconv.Itoa(s.Mastery))
	if s.Success {
		b.WriteString(": success by ")
		b.WriteString(strconv.Itoa(s.Margin))
	} else {
		b.WriteString(": failure by ")
		b.WriteString(strconv.Itoa(-s.Margin))
	}
	return b.String()
}

// SuccessChance returns the chance in 100 that a skill check succeeds (rule
// DI-5): the d100 faces with d100 + bonus ≥ mastery. A counsel weighs his
// choice of difficulty with it: Oratory 72% at Average (+40) succeeds on 32
// or more, 69 in 100.
func SuccessChance(mastery int, d dice.Difficulty) int {
	need := max(1, mastery-d.Bonus) // lowest d100 face that succeeds
	return max(0, min(100, 101-need))
}
