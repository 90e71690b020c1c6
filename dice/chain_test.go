package dice_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// stuck is a broken source: every die shows the same face, the highest
// (top) or the lowest.
type stuck struct{ top bool }

func (s stuck) IntN(n int) int {
	if s.top {
		return n - 1
	}
	return 0
}

func TestRunawayChainsStop(t *testing.T) {
	// A source stuck on one face would roll an open die forever: every
	// chain stops after MaxChain (1,000) rolls of one die, and the record
	// says it was cut. The totals are worked out from 1,000 rolls.
	for _, c := range []struct {
		expr          string
		top           bool
		total, rolled int
	}{
		{"d6!", true, 6 * 1000, 1000},                  // a 6 and 999 new 6s
		{"d6!!", true, 6 * 1000, 1000},                 // one die, 1,000 faces of 6
		{"d6p", true, 6 + 999*5, 1000},                 // DI-1: each 6 after the first adds 5
		{"2d6!", true, 2 * 6 * 1000, 2000},             // each written die its own 1,000 rolls
		{"d6!kh1", true, 6, 1000},                      // 1,000 dice of 6, one kept
		{"d20p6", true, 20 + 999*5, 1000},              // DI-2: the d6 chain after a 20
		{"d6rr<=2", false, 1, 1000},                    // a 1, rolled again 999 times
		{"d6!>=5rr1", false, 1, 1000},                  // the same, in an exploding group
		{"{d6!, 3}kh1", true, 6 * 1000, 1000},          // in a set
		{"(d2)d6p", true, 2 * (6 + 999*5), 1 + 2*1000}, // a computed count of 2
	} {
		got := dice.MustParse(c.expr).Roll(stuck{c.top})
		if got.Total != c.total || got.Rolled != c.rolled || !got.Cut {
			t.Errorf("%s stuck: total %d rolled %d cut %v, want %d, %d, cut", c.expr, got.Total, got.Rolled, got.Cut, c.total, c.rolled)
		}
		if s := got.String(); !strings.HasSuffix(s, " (a chain cut at 1000 rolls)") || !strings.Contains(s, "…") {
			t.Errorf("%s: String() = %q, want the record's end and the cut shown", c.expr, s)
		}
		b, _ := json.Marshal(got)
		var back dice.Result
		if err := json.Unmarshal(b, &back); err != nil || !back.Equal(got) || !strings.Contains(string(b), `"cut":true`) {
			t.Errorf("%s: JSON %s round trip: %v", c.expr, b, err)
		}
	}
	if got := dice.MustParse("d6r<=2").Roll(stuck{}); got.Cut || got.Rolled != 2 {
		t.Errorf("a reroll once is no chain: %v", got)
	}
	for name, th := range map[string]dice.Throw{
		"Penetrate":  d6p.Roll(stuck{true}),
		"Explode":    d6x.Roll(stuck{true}),
		"Dice.Roll":  dice.Dice{N: 2, Sides: 6, Open: dice.Exploding}.Roll(stuck{true}),
		"ShotRoll":   dice.ShotRoll(stuck{true}, true),
		"one d20p6":  shotDie.Roll(stuck{true}),
		"SkillCheck": mustSkill(t).Throw,
	} {
		if name == "SkillCheck" {
			if th.Cut {
				t.Errorf("a d100 is no chain")
			}
			continue
		}
		if !th.Cut || th.Rolled%1000 != 0 || !strings.Contains(th.String(), "(cut)") {
			t.Errorf("%s stuck: %v (rolled %d, cut %v)", name, th, th.Rolled, th.Cut)
		}
	}
	tr, err := dice.TraitTest(stuck{true}, 8, true, dice.TargetNumber)
	if err != nil || !tr.Trait.Cut || !tr.Wild.Cut || tr.Total != 8*1000 {
		t.Errorf("DI-8 trait test stuck: %v, %v", tr, err)
	}
	// The guard is not a rule: the distribution and the bounds ignore it.
	if _, ok := dice.MustParse("d6!").Max(); ok {
		t.Errorf("d6! has a Max")
	}
}

func mustSkill(t *testing.T) dice.Check {
	c, err := dice.SkillCheck(stuck{true}, 50, dice.Average())
	if err != nil {
		t.Fatal(err)
	}
	return c
}
