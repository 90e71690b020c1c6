package character

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/words"
)

// Figure is a derived number that explains itself: its base, each modifier
// with where it comes from, and the value, which is always Base plus the sum
// of the modifiers. Hit points, base Speed, base Accuracy, starting
// Reputation and starting Fame are Figures.
type Figure struct {
	Name    string    `json:"name"`
	Base    int       `json:"base"`
	BaseWhy string    `json:"baseWhy,omitempty"`
	Mods    dice.Mods `json:"mods"`
	Value   int       `json:"value"`
}

func newFigure(name string, base int, baseWhy string, mods ...dice.Mod) Figure {
	f := Figure{Name: name, Base: base, BaseWhy: baseWhy}
	f.Mods.Add(mods...)
	f.Value = base + f.Mods.Sum()
	return f
}

// String explains the figure as table talk:
//
//	Hit points 21 = 20 +4 (d4) -3 (Constitution)
//	Starting Reputation 6 = 9 (mean of the seven abilities) -1 (Looks) -2 (Charisma)
func (f Figure) String() string {
	var b strings.Builder
	b.WriteString(f.Name)
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(f.Value))
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(f.Base))
	words.Note(&b, f.BaseWhy)
	if len(f.Mods.List()) > 0 {
		b.WriteByte(' ')
		b.WriteString(f.Mods.String())
	}
	return b.String()
}

// Equal reports whether two figures have the same name, base, modifiers and
// value (so that go-cmp compares them).
func (f Figure) Equal(g Figure) bool {
	if f.Name != g.Name || f.Base != g.Base || f.BaseWhy != g.BaseWhy || f.Value != g.Value || len(f.Mods.List()) != len(g.Mods.List()) {
		return false
	}
	fl, gl := f.Mods.List(), g.Mods.List()
	for i := range fl {
		if fl[i] != gl[i] {
			return false
		}
	}
	return true
}

// validate reports a figure whose value is not its base plus its modifiers.
func (f Figure) validate() error {
	if sum := f.Base + f.Mods.Sum(); f.Value != sum {
		return fmt.Errorf("value %d is not the base %d plus the modifiers %d", f.Value, f.Base, f.Mods.Sum())
	}
	return nil
}

// The base of hit points (rule CH-5).
const baseHitPoints = 20

// Names of the derived figures.
const (
	figureHitPoints          = "Hit points"
	figureSpeed              = "Base Speed"
	figureAccuracy           = "Base Accuracy"
	figureStartingReputation = "Starting Reputation"
	figureStartingFame       = "Starting Fame"
)

// RollHitPoints rolls hit points (rule CH-5): 20 + 1d4 + the Constitution
// hit point modifier, and 1d4 more with the Hit Point Bonus talent. With
// Con 7 (−3) and a d4 of 4 that is 21. Draws: IntN(4), then IntN(4) again
// with hitPointBonus. A rolling helper: nil dice panic.
func RollHitPoints(r dice.Rand, m *Modifiers, hitPointBonus bool) Figure {
	f := newFigure(figureHitPoints, baseHitPoints, "", dice.Mod{Value: dice.D(r, 4), Why: "d4"}, dice.Mod{Value: m.HitPoints, Why: "Constitution"})
	if hitPointBonus {
		f.Mods.Add(dice.Mod{Value: dice.D(r, 4), Why: HitPointBonus + " d4"})
		f.Value = f.Base + f.Mods.Sum()
	}
	return f
}

// BaseSpeed is base Speed (rule CH-6): the Wisdom and Dexterity Speed
// modifiers added together. It is added to the initiative roll, so lower is
// better: Wis 12 (+1) and Dex 13 (0) give base Speed 1.
func BaseSpeed(m *Modifiers) Figure {
	return newFigure(figureSpeed, 0, "", dice.Mod{Value: m.WisSpeed, Why: "Wisdom"}, dice.Mod{Value: m.DexSpeed, Why: "Dexterity"})
}

// BaseAccuracy is base Accuracy (rule CH-6): the Intelligence and Dexterity
// Accuracy modifiers added together. It is added to the shot roll, so higher
// is better: Int 10 (0) and Dex 13 (+1) give base Accuracy 1.
func BaseAccuracy(m *Modifiers) Figure {
	return newFigure(figureAccuracy, 0, "", dice.Mod{Value: m.IntAccuracy, Why: "Intelligence"}, dice.Mod{Value: m.DexAccuracy, Why: "Dexterity"})
}

// StartingReputation is the Reputation a character starts with (rules CH-7,
// CHD-2): the mean of the seven whole scores rounded down, plus the Looks and
// Charisma Reputation modifiers. The example character (10, 10, 12, 13, 7, 9,
// 8: mean 69/7 → 9; Looks −1; Charisma −2) starts at 6. It may be negative
// (Notoriety); package reputation interprets the number.
func StartingReputation(a *Abilities, m *Modifiers) Figure {
	return newFigure(figureStartingReputation, a.Mean(), "mean of the seven abilities",
		dice.Mod{Value: m.LooksReputation, Why: "Looks"}, dice.Mod{Value: m.ChaReputation, Why: "Charisma"})
}

// StartingFame is the Fame a character starts with (rule CH-7): 0 plus the
// Looks Fame modifier plus the modifier of his prior (background), if any
// (prior names the prior; priorFame is its modifier, left out when 0).
// Fame has no negative scale, so a total below 0 is raised to 0 — our
// default, the rules being silent — and the raise is listed as a modifier:
// Looks 9 (−1) alone gives "Starting Fame 0 = 0 -1 (Looks) +1 (Fame starts at 0 at least)".
func StartingFame(m *Modifiers, prior string, priorFame int) Figure {
	f := newFigure(figureStartingFame, 0, "", dice.Mod{Value: m.LooksFame, Why: "Looks"})
	if priorFame != 0 {
		f.Mods.Add(dice.Mod{Value: priorFame, Why: prior})
	}
	if sum := f.Mods.Sum(); sum < 0 {
		f.Mods.Add(dice.Mod{Value: -sum, Why: "Fame starts at 0 at least"})
	}
	f.Value = f.Base + f.Mods.Sum()
	return f
}
