package dice

import (
	"fmt"
	"strings"
)

// Difficulty is a skill-check difficulty: its name and the bonus added to the
// d100 (rule DI-6). A difficulty is a plain value; [DifficultyTable] orders
// them and looks them up by name.
type Difficulty struct {
	Name  string `json:"name"`
	Bonus int    `json:"bonus"`
}

// The difficulties of the default table (rule DI-6, from the game family;
// the source rules use Average +40 and Difficult +0). Each is a function
// returning the value, so no caller can change a difficulty for the rest of
// the process: what a caller does to the value it was given stays its own.

// Trivial is the easiest difficulty: +90 (rule DI-6).
func Trivial() Difficulty { return Difficulty{"Trivial", 90} }

// Easy is +80 (rule DI-6).
func Easy() Difficulty { return Difficulty{"Easy", 80} }

// Average is +40 (rules DI-5, DI-6): Riding 72% at Average succeeds on a
// d100 of 32 or more.
func Average() Difficulty { return Difficulty{"Average", 40} }

// Difficult is +0 (rules DI-5, DI-6): the d100 alone must reach the mastery.
func Difficult() Difficulty { return Difficulty{"Difficult", 0} }

// VeryDifficult is the hardest difficulty: −10 (rule DI-6).
func VeryDifficult() Difficulty { return Difficulty{"Very Difficult", -10} }

// DifficultyTable is an ordered list of difficulties, easiest first. Rules
// that make a check "one grade easier" move along it. It marshals to JSON as
// an array of {"name", "bonus"}; a user with other numbers loads their own.
type DifficultyTable []Difficulty

// DefaultDifficulties returns a new copy of the default table: Trivial +90,
// Easy +80, Average +40, Difficult +0, Very Difficult −10 (rule DI-6).
// Changing the copy changes nothing else.
func DefaultDifficulties() DifficultyTable {
	return DifficultyTable{Trivial(), Easy(), Average(), Difficult(), VeryDifficult()}
}

// Validate reports a malformed table: empty, a blank or repeated name
// (names compare case-insensitively), a bonus outside −100..100, or bonuses
// that do not fall from easiest to hardest. The error is a [TableError]
// that names the row; it wraps [ErrDifficulty].
func (t DifficultyTable) Validate() error {
	bad := difficultyRows.err
	if len(t) == 0 {
		return bad(0, "", "", "no rows")
	}
	for i, d := range t {
		switch {
		case strings.TrimSpace(d.Name) == "":
			return bad(i+1, "", "name", "blank")
		case d.Bonus < -100 || d.Bonus > 100:
			return bad(i+1, d.Name, "bonus", "%+d, want -100..100", d.Bonus)
		case i > 0 && d.Bonus > t[i-1].Bonus:
			return bad(i+1, d.Name, "bonus", "%+d is easier than row %d's %+d", d.Bonus, i, t[i-1].Bonus)
		}
		if err := repeated(difficultyRows, t, i, difficultyName); err != nil {
			return err
		}
	}
	return nil
}

// UnmarshalJSON decodes and validates a table. Unknown keys are an error (a
// misspelt key would silently change the table), and so is a malformed
// row: a [TableError] that names it.
func (t *DifficultyTable) UnmarshalJSON(data []byte) error {
	return load(difficultyRows, data, t)
}

// Lookup returns the difficulty with the given name (case-insensitive).
// An unknown name is an error that wraps [ErrDifficulty] and lists the
// table's names.
func (t DifficultyTable) Lookup(name string) (Difficulty, error) {
	return lookup(difficultyRows, "difficulty", t, difficultyName, name)
}

func (t DifficultyTable) index(name string) (int, error) {
	return find(difficultyRows, "difficulty", t, difficultyName, name)
}

func difficultyName(d *Difficulty) string { return d.Name }

// Shift returns the difficulty grades steps harder (positive) or easier
// (negative) than d, stopping at the ends of the table: Tough as Nails makes
// a check "one grade easier" with Shift(d, -1).
func (t DifficultyTable) Shift(d Difficulty, grades int) (Difficulty, error) {
	i, err := t.index(d.Name)
	if err != nil {
		return Difficulty{}, err
	}
	i = max(0, min(len(t)-1, i+grades))
	return t[i], nil
}

// MinMastery and MaxMastery bound a skill mastery. 100 is unskilled; lower is
// better; training lowers it.
const (
	MinMastery = 1
	MaxMastery = 100
)

// SkillCheck is the Aces & Eights skill check (rule DI-5): d100 plus the
// difficulty's bonus plus the modifiers succeeds when the total is greater
// than or equal to the mastery (100 is unskilled; lower is better). The
// margin is in percentage points: Riding 72% at Average (+40) fails on a 31
// (71, by 1) and succeeds on a 32 (72, by 0).
//
// The mastery must be 1..100, or the error wraps [ErrMastery]. The
// difficulty is used as given; look names up with [DifficultyTable.Lookup].
// Draws: one IntN(100).
func SkillCheck(r Rand, mastery int, d Difficulty, mods ...Mod) (c Check, err error) {
	err = c.rollSkill(r, mastery, d, mods)
	return c, err
}

// Skill is the in-place form of [SkillCheck]: it replaces c with the new
// check, or leaves c alone and returns the error. Engines that keep records
// in memory they own (an event in a reused slice) fill them this way; it
// copies no record. Draws: one IntN(100).
func (c *Check) Skill(r Rand, mastery int, d Difficulty, mods ...Mod) error {
	if !masteryOK(mastery) {
		return masteryError(mastery)
	}
	*c = Check{}
	return c.rollSkill(r, mastery, d, mods)
}

// masteryOK reports whether a mastery is within 1..100.
func masteryOK(mastery int) bool { return mastery >= MinMastery && mastery <= MaxMastery }

// masteryError says that a mastery is outside 1..100.
func masteryError(mastery int) error {
	return fmt.Errorf("%w: %d%%, want %d..%d", ErrMastery, mastery, MinMastery, MaxMastery)
}

// rollSkill rolls a skill check (rule DI-5) onto the blank record c and
// sets only what the check decides: the difficulty's bonus as the first
// modifier, then the other modifiers, the d100, the total and the verdict.
// A mastery outside 1..100 is the error, and c stays blank.
func (c *Check) rollSkill(r Rand, mastery int, d Difficulty, mods []Mod) error {
	if !masteryOK(mastery) {
		return masteryError(mastery)
	}
	c.Mods.list[0] = Mod{Value: d.Bonus, Why: d.Name}
	c.Mods.n = 1
	modSum := d.Bonus
	if len(mods) > 0 {
		c.Mods.Add(mods...)
		modSum = c.Mods.Sum()
	}
	f := r.IntN(100) + 1
	c.Throw.Dice.N, c.Throw.Dice.Sides = 1, 100 // one d100
	c.Throw.faces.w0 = uint64(f)
	c.Throw.Rolled, c.Throw.Sum = 1, f
	c.Cmp, c.Target = AtLeast, mastery
	c.Total = f + modSum
	c.Margin = c.Total - mastery
	c.Success = c.Margin >= 0
	return nil
}

// SkillChance returns the chance that a skill check succeeds (rule DI-5):
// the share of d100 faces that, with the difficulty's bonus and the
// modifiers, reach the mastery. Riding 72% at Average (+40) needs a 32 or
// more: 69 faces of 100, 0.69. A mastery outside 1..100 has chance 0.
func SkillChance(mastery int, d Difficulty, mods ...Mod) float64 {
	if mastery < MinMastery || mastery > MaxMastery {
		return 0
	}
	need := mastery - d.Bonus
	for _, m := range mods {
		need -= m.Value
	}
	faces := 100 - max(need, 1) + 1 // faces need..100
	return float64(max(0, min(100, faces))) / 100
}
