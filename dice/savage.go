package dice

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/words"
)

// TargetNumber is the Savage Worlds default Target Number (rule DI-8).
const TargetNumber = 4

// TraitRoll is the record of a Savage Worlds trait test (rule DI-8, seed
// 003): the exploding trait die, the exploding wild die of a Wild Card, which
// was kept, the modifiers (applied after explosions), the total, the Target
// Number, success, raises (each full 4 over the TN) and snake eyes.
type TraitRoll struct {
	Label     string
	Trait     Throw
	Wild      Throw // zero unless HasWild
	HasWild   bool
	KeptWild  bool
	Mods      Mods
	Total     int
	TN        int
	Success   bool
	Raises    int
	SnakeEyes bool // both dice showed a natural 1: critical failure
}

// TraitTest rolls a trait of die d4, d6, d8, d10 or d12 (die is 4..12, even;
// anything else wraps [ErrTrait]). The die explodes; a Wild Card also rolls
// an exploding wild d6 and keeps the better; modifiers apply after the
// explosions; the test succeeds at the Target Number tn or more, and each
// full 4 over tn is a raise (TN 4: a total of 11 is one raise, 12 is two).
// For a Wild Card, both dice showing a natural 1 is snake eyes, a critical
// failure whatever the total. Draws: the trait die's chain, then the wild
// die's.
func TraitTest(r Rand, die int, wild bool, tn int, mods ...Mod) (TraitRoll, error) {
	if die < 4 || die > 12 || die%2 != 0 {
		return TraitRoll{}, fmt.Errorf("%w: d%d, want d4, d6, d8, d10 or d12", ErrTrait, die)
	}
	return traitTest(r, die, wild, tn, mods), nil
}

// UnskilledTest is a trait test with a skill the character has not learned
// (rule DI-8): d4 − 2, the wild die also at −2 (the −2 applies to whichever
// die is kept). Draws as [TraitTest].
func UnskilledTest(r Rand, wild bool, tn int, mods ...Mod) TraitRoll {
	t := traitTest(r, 4, wild, tn, nil)
	t.Mods.Add(Mod{Value: -2, Why: "unskilled"})
	t.Mods.Add(mods...)
	t.settle()
	return t
}

// GroupRoll is the group roll for a band of Extras in a non-combat test
// (rule DI-8): one trait die and one wild die for the whole group, the better
// kept, as a Wild Card's test. Draws as [TraitTest].
func GroupRoll(r Rand, die, tn int, mods ...Mod) (TraitRoll, error) {
	t, err := TraitTest(r, die, true, tn, mods...)
	if err != nil {
		return TraitRoll{}, err
	}
	t.Label = "group"
	return t, nil
}

func traitTest(r Rand, die int, wild bool, tn int, mods []Mod) TraitRoll {
	t := TraitRoll{TN: tn, HasWild: wild}
	t.Trait = Dice{N: 1, Sides: die, Open: Exploding}.Roll(r)
	if wild {
		t.Wild = Dice{N: 1, Sides: 6, Open: Exploding}.Roll(r)
	}
	t.Mods.Add(mods...)
	t.settle()
	return t
}

func (t *TraitRoll) settle() {
	best := t.Trait.Sum
	t.KeptWild = t.HasWild && t.Wild.Sum > best
	if t.KeptWild {
		best = t.Wild.Sum
	}
	t.Total = best + t.Mods.Sum()
	t.SnakeEyes = t.HasWild && t.Trait.Natural() == 1 && t.Wild.Natural() == 1
	t.Success = !t.SnakeEyes && t.Total >= t.TN
	t.Raises = 0
	if t.Success {
		t.Raises = (t.Total - t.TN) / 4
	}
}

// String formats the test: "d8! 8→3, wild d6! 4 = 11 vs TN 4: success, 1 raise".
func (t TraitRoll) String() string {
	var b strings.Builder
	appendLabel(&b, t.Label)
	t.Trait.appendTo(&b)
	if t.HasWild {
		b.WriteString(", wild ")
		t.Wild.appendTo(&b)
		if t.KeptWild {
			b.WriteString(" (kept)")
		}
	}
	if t.Mods.n > 0 {
		b.WriteByte(' ')
		t.Mods.appendTo(&b)
	}
	fmt.Fprintf(&b, " = %d vs TN %d: ", t.Total, t.TN)
	switch {
	case t.SnakeEyes:
		b.WriteString("snake eyes, critical failure")
	case !t.Success:
		b.WriteString("failure")
	default:
		b.WriteString("success")
		if t.Raises > 0 {
			b.WriteString(", ")
			b.WriteString(words.Count(t.Raises, "raise", "raises"))
		}
	}
	return b.String()
}

// TraitContest is the record of an opposed Savage Worlds roll (rule DI-8):
// the active side rolls first, the higher total wins, a tie is a tie, and the
// winner counts raises using the loser's total as his Target Number.
type TraitContest struct {
	Active, Passive TraitRoll
	Winner          Side // SideA is the active side
	Raises          int
}

// OpposeTraits compares an active and a passive trait roll (rule DI-8).
func OpposeTraits(active, passive TraitRoll) TraitContest {
	c := TraitContest{Active: active, Passive: passive}
	d := active.Total - passive.Total
	switch {
	case d > 0:
		c.Winner = SideA
	case d < 0:
		c.Winner, d = SideB, -d
	}
	c.Raises = d / 4
	return c
}

// Cooperate returns the bonus helpers give the lead character (rule DI-8):
// +1 for each helper's success and each raise, at most +4 — no cap for a
// Strength task.
func Cooperate(helpers []TraitRoll, strength bool) Mod {
	n := 0
	for _, h := range helpers {
		if h.Success {
			n += 1 + h.Raises
		}
	}
	if !strength {
		n = min(n, 4)
	}
	return Mod{Value: n, Why: "cooperation"}
}
