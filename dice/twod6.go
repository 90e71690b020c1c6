package dice

import (
	"fmt"
	"strings"
)

// Grade is a difficulty of the 2d6 system (rule DI-9): its name and the
// target the total must reach.
type Grade struct {
	Name   string `json:"name"`
	Target int    `json:"target"`
}

// GradeTable is the ordered difficulty ladder of the 2d6 system, easiest
// first. It marshals to JSON as an array of {"name", "target"}.
type GradeTable []Grade

// DefaultGrades is the default ladder — ours, not from the source rules:
// the 2d6 system refers to a table of difficulties it does not print. Very
// Easy 5, Easy 7, Average 9, Hard 11, Very Hard 13, Extreme 15.
func DefaultGrades() GradeTable {
	return GradeTable{{"Very Easy", 5}, {"Easy", 7}, {"Average", 9}, {"Hard", 11}, {"Very Hard", 13}, {"Extreme", 15}}
}

// Validate reports an empty ladder, a blank or repeated name, or targets that
// do not rise from easiest to hardest. The error is a [TableError] that
// names the row; it wraps [ErrDifficulty].
func (t GradeTable) Validate() error {
	bad := gradeRows.err
	if len(t) == 0 {
		return bad(0, "", "", "no rows")
	}
	for i, g := range t {
		switch {
		case strings.TrimSpace(g.Name) == "":
			return bad(i+1, "", "name", "blank")
		case i > 0 && g.Target <= t[i-1].Target:
			return bad(i+1, g.Name, "target", "%d is not harder than row %d's %d", g.Target, i, t[i-1].Target)
		}
		if err := repeated(gradeRows, t, i, gradeName); err != nil {
			return err
		}
	}
	return nil
}

// UnmarshalJSON decodes and validates a ladder. Unknown keys are an error,
// and so is a malformed row: a [TableError] that names it.
func (t *GradeTable) UnmarshalJSON(data []byte) error {
	return load(gradeRows, data, t)
}

// Lookup returns the grade with the given name (case-insensitive); an
// unknown name wraps [ErrDifficulty] and lists the ladder's names.
func (t GradeTable) Lookup(name string) (Grade, error) {
	return lookup(gradeRows, "grade", t, gradeName, name)
}

// harder returns the grade one step harder than g (the hardest stays).
func (t GradeTable) harder(g Grade) (Grade, error) {
	i, err := t.index(g.Name)
	if err != nil {
		return Grade{}, err
	}
	return t[min(i+1, len(t)-1)], nil
}

func (t GradeTable) index(name string) (int, error) {
	return find(gradeRows, "grade", t, gradeName, name)
}

func gradeName(g *Grade) string { return g.Name }

// MaxRating bounds a characteristic or skill of the 2d6 system.
const MaxRating = 30

var twoD6 = Dice{N: 2, Sides: 6}

// Check rolls the 2d6 system's skill roll (rule DI-9):
// characteristic + skill + 2d6 (+ modifiers) succeeds when it equals or
// exceeds the grade's target. Double 1 is an automatic failure (Fumble) and
// double 6 a critical success (Critical), whatever the total. With a skill
// of 0 the difficulty goes up one grade in the ladder. Ratings must be
// 0..MaxRating (else [ErrRating]); the grade must be in the ladder when the
// skill is 0 (else [ErrDifficulty]). Draws: two IntN(6).
func (t GradeTable) Check(r Rand, characteristic, skill int, g Grade, mods ...Mod) (Check, error) {
	if err := checkRatings(characteristic, skill); err != nil {
		return Check{}, err
	}
	label := g.Name
	if skill == 0 {
		h, err := t.harder(g)
		if err != nil {
			return Check{}, err
		}
		if h != g {
			label = h.Name + " (" + g.Name + ", untrained)"
		}
		g = h
	}
	c := roll2d6(r, characteristic, skill, mods)
	c.Label = label
	c.Cmp, c.Target = AtLeast, g.Target
	c.system = twoD6System
	c.settle()
	c.twoD6Naturals()
	return c, nil
}

// twoD6Naturals applies the 2d6 system's naturals to a settled check: double
// 1 is an automatic failure, double 6 a critical success.
func (c *Check) twoD6Naturals() {
	c.Fumble = c.Throw.Face(0) == 1 && c.Throw.Face(1) == 1
	c.Critical = c.Throw.Face(0) == 6 && c.Throw.Face(1) == 6
	if c.Fumble {
		c.Success = false
	}
	if c.Critical {
		c.Success = true
	}
}

func checkRatings(ratings ...int) error {
	for _, v := range ratings {
		if v < 0 || v > MaxRating {
			return fmt.Errorf("%w: %d, want 0..%d", ErrRating, v, MaxRating)
		}
	}
	return nil
}

func roll2d6(r Rand, characteristic, skill int, mods []Mod) Check {
	c := Check{Throw: twoD6.Roll(r)}
	c.Mods.Add(Mod{Value: characteristic, Why: "characteristic"}, Mod{Value: skill, Why: "skill"})
	c.Mods.Add(mods...)
	c.settle()
	return c
}

// Rating is one side of an opposed roll in the 2d6 system.
type Rating struct {
	Characteristic, Skill int
	Mods                  []Mod
}

// maxTieRerolls bounds the re-rolls of an opposed 2d6 roll. Ties recur with
// probability about 1/9 per round, so 100 ties in a row do not happen with
// fair dice; after them the contest is declared a tie.
const maxTieRerolls = 100

// Opposed2d6 rolls an opposed roll of the 2d6 system (rules DI-9, DID-4):
// each side rolls characteristic + skill + 2d6, the higher total wins, and on
// a tie both re-roll. Draws: side A's two dice, then side B's, repeated per
// tie.
func Opposed2d6(r Rand, a, b Rating) (Contest, error) {
	if err := checkRatings(a.Characteristic, a.Skill, b.Characteristic, b.Skill); err != nil {
		return Contest{}, err
	}
	for n := 0; ; n++ {
		c := Oppose(roll2d6(r, a.Characteristic, a.Skill, a.Mods), roll2d6(r, b.Characteristic, b.Skill, b.Mods), Neither)
		c.Rerolls = n
		if c.Winner != Neither || n == maxTieRerolls {
			return c, nil
		}
	}
}
