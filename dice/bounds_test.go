package dice_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"pgregory.net/rapid"
)

// TestMinMaxAreReal checks that Min and Max are the lowest and highest
// totals the expression can really roll, each worked out by hand.
func TestMinMaxAreReal(t *testing.T) {
	const open = math.MaxInt // Max unbounded
	for _, c := range []struct {
		expr     string
		min, max int
		why      string
	}{
		{"3d6>=7", 0, 0, "no d6 reaches 7"},
		{"3d6>=1", 3, 3, "every d6 reaches 1"},
		{"2d6=7", 0, 0, "no d6 shows 7"},
		{"3d6<4", 0, 3, "each die may or may not be below 4"},
		{"6d10>=8f1", -6, 6, "six failures, or six successes"},
		{"4d6kh2>=1", 2, 2, "two kept dice, each reaching 1"},
		{"d6!!=6=6", 0, 0, "a compounding d6 never totals 6: a 6 goes on"},
		{"d6!!=6=12", 0, 0, "6 + 6 goes on too"},
		{"d6!!=6=13", 0, 1, "6, 6, 1"},
		{"d6p=6=6", 0, 1, "DI-1: 6 then 1 penetrates to 6 + 0"},
		{"d20p6=25", 0, 1, "DI-2: 20, then 6 − 1, then 1 − 1"},
		{"d20p6=26", 0, 1, "DI-2: 20, then a 6 adds 5 and goes on, then a 2 adds 1"},
		{"d4!!6=10", 0, 0, "a 4 goes on into d6s: 4 + 1..5, 4 + 6 + 1..5, … never 10"},
		{"d6!>=5=5", 0, open, "every 5 is a new die that explodes, and counts"},
		{"d6!>=5<=2", 0, 1, "only the last die of the chain can be below 5"},
		{"4d6!kh3", 3, 18, "three dice kept, however many explode"},
		{"4d6!kl1", 1, 5, "a chain always ends on a die below 6"},
		{"2d6!>=5kl1", 1, 4, "a chain always ends on a die below 5"},
		{"4d6!", 4, open, "explosions without end"},
		{"4d6!dl1", 3, open, "the dice kept grow with the explosions"},
		{"-(4d6!kh3)", -18, -3, "negated"},
		{"4dF", -4, 4, "Fate dice"},
		{"(1d4)d6", 1, 24, "one to four d6"},
		{"(d4-1)d6", 0, 18, "none to three d6"},
		{"d(1d4+2)", 1, 6, "a d3 to a d6"},
		{"2d6mi3", 6, 12, "each die at least 3"},
		{"4d6ma5", 4, 20, "each die at most 5"},
		{"d6rr<=2", 3, 6, "a 1 or 2 is rolled again until it is not"},
		{"{4d6, 3d8}kh1", 4, 24, "the higher of 4..24 and 3..24"},
		{"{d6, d8}kl1", 1, 6, "the lower of 1..6 and 1..8"},
		{"{d6, d8, d10}=9", 0, 1, "only the d10 shows 9"},
		{"{d6, d8, d10}>=7", 0, 2, "the d8 and the d10 can"},
		{"ceil((2d6+1)/2)", 2, 7, "3/2 up to 2, 13/2 up to 7"},
		{"10/(3d6>=1)", 3, 3, "the divisor is always 3"},
		{"d6-d6p", math.MinInt, 5, "DI-1: unbounded below"},
	} {
		e := dice.MustParse(c.expr)
		max, ok := e.Max()
		if !ok {
			max = open
		}
		if e.Min() != c.min || max != c.max {
			t.Errorf("%s (%s): Min %d, Max %d; want %d, %d", c.expr, c.why, e.Min(), max, c.min, c.max)
		}
	}
}

func TestMinMaxMatchTheDistribution(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// When the distribution is exact (no open chain cut), its lowest and
		// highest totals are Min and Max; else they lie within them.
		e := randomExpr(t)
		d := distOrSkip(t, e)
		max, ok := e.Max()
		switch {
		case d.Tail() == 0 && (d.Min() != e.Min() || !ok || d.Max() != max):
			t.Fatalf("%v: Min %d Max %d %v, distribution %d..%d", e, e.Min(), max, ok, d.Min(), d.Max())
		case d.Min() < e.Min() || ok && d.Max() > max:
			t.Fatalf("%v: distribution %d..%d outside Min %d Max %d", e, d.Min(), d.Max(), e.Min(), max)
		}
	})
}

func TestChancesStayWithinOne(t *testing.T) {
	// Adding a hundred probabilities of 0.01 gives 1.0000000000000007:
	// a chance is clamped to [0, 1].
	p, err := dice.MustParse("d100").SkillChance(1, dice.Trivial())
	if err != nil || p != 1 {
		t.Errorf("SkillChance(1, Trivial) = %v, %v; want exactly 1", p, err)
	}
	d := dist(t, "d100")
	if d.AtLeast(-5) != 1 || d.CDF(100) != 1 || d.CDF(0) != 0 {
		t.Errorf("AtLeast(-5) = %v, CDF(100) = %v", d.AtLeast(-5), d.CDF(100))
	}
}

func TestLabelsAndComments(t *testing.T) {
	// Labels are part of the expression: String, JSON and Equal keep them;
	// comments are not.
	e := dice.MustParse("1d8 [fire] + 2d6 [cold] # the dragon's breath\n")
	if e.String() != "d8[fire]+2d6[cold]" {
		t.Errorf("String() = %q", e.String())
	}
	b, err := json.Marshal(e)
	if err != nil || string(b) != `"d8[fire]+2d6[cold]"` {
		t.Errorf("Marshal = %s, %v", b, err)
	}
	var back dice.Expr
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(e) {
		t.Errorf("round trip: %v, %v", back.String(), err)
	}
	if plain := dice.MustParse("1d8+2d6"); plain.Equal(e) {
		t.Errorf("an expression without labels equals one with")
	}
	var d dice.Dice
	if err := d.UnmarshalText([]byte("2d6 [cold]")); err == nil {
		t.Errorf("Dice took a label it cannot keep")
	}
}
