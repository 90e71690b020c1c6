package trial

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
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

var skillNames = [...]string{"Oratory", "Law", "Trade", "Intimidation"}

// String returns the skill's name: "Oratory".
func (k Skill) String() string { return nameOf(skillNames[:], int(k), "skill") }

// MarshalText encodes the skill by name.
func (k Skill) MarshalText() ([]byte, error) {
	if int(k) >= len(skillNames) {
		return nil, fmt.Errorf("%w: skill %d", ErrName, k)
	}
	return []byte(skillNames[k]), nil
}

// UnmarshalText decodes a skill name, case-insensitively; an unknown name
// wraps [ErrName].
func (k *Skill) UnmarshalText(b []byte) error {
	i, err := parseName(skillNames[:], b, "skill")
	*k = Skill(i)
	return err
}

// Skills are one side's skill masteries, as percentages (rule DI-5: 100 is
// unskilled, lower is better): the counsel's Oratory and Law, and the
// Intimidation and Trade of whoever tampers with the jury for that side (the
// counsel or an intermediary, rule TR-3). A zero mastery means the skill is
// missing and reads as 100, so the zero Skills is an unskilled man speaking
// for himself. A side "has the Law skill" (rule TR-5) when its Law mastery
// is below 100.
type Skills struct {
	Oratory      int `json:"oratory,omitempty"`
	Law          int `json:"law,omitempty"`
	Intimidation int `json:"intimidation,omitempty"`
	Trade        int `json:"trade,omitempty"`
}

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

// Validate reports a mastery outside 0..100; the error wraps [ErrSkill].
func (s Skills) Validate() error {
	for k, m := range [...]int{s.Oratory, s.Law, s.Trade, s.Intimidation} {
		if m < 0 || m > dice.MaxMastery {
			return fmt.Errorf("%w: %v %d%%, want 1..100 (0 for none)", ErrSkill, Skill(k), m)
		}
	}
	return nil
}

// SkillRoll is the record of a skill check in a trial (rule DI-5): the
// skill, the difficulty, the d100, the mastery, the total (d100 + the
// difficulty's bonus), the margin (total − mastery) and the outcome. It is a
// compact copy of a dice.Check, so that the events that hold it stay small.
type SkillRoll struct {
	Skill      Skill           `json:"skill"`
	Difficulty dice.Difficulty `json:"difficulty"`
	D100       int             `json:"d100"`
	Mastery    int             `json:"mastery"`
	Total      int             `json:"total"`
	Margin     int             `json:"margin"`
	Success    bool            `json:"success"`
}

// rollSkill makes the check with dice.SkillCheck; the mastery is valid.
// Draws: one IntN(100).
func rollSkill(r dice.Rand, k Skill, mastery int, d dice.Difficulty) SkillRoll {
	c, err := dice.SkillCheck(r, mastery, d)
	if err != nil {
		panic("trial: " + err.Error()) // masteries are validated before play
	}
	return SkillRoll{
		Skill: k, Difficulty: d, D100: c.Throw.Natural(), Mastery: mastery,
		Total: c.Total, Margin: c.Margin, Success: c.Success,
	}
}

// String formats the check as dice.Check does: "Oratory: d100 47 +40
// (Average) = 87 ≥ 72: success by 15".
func (s SkillRoll) String() string {
	var b strings.Builder
	b.WriteString(s.Skill.String())
	b.WriteString(": d100 ")
	b.WriteString(strconv.Itoa(s.D100))
	writeMod(&b, s.Difficulty.Bonus, s.Difficulty.Name)
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
