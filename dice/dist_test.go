package dice_test

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

func dist(t testing.TB, expr string) *dice.Dist {
	t.Helper()
	d, err := dice.MustParse(expr).Distribution(1e-12)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

func TestDistribution(t *testing.T) {
	t.Run("DI-10 3d6: P(18) = P(3) = 1/216, P(10) = 27/216, 3..18", func(t *testing.T) {
		d := dist(t, "3d6")
		if !near(d.P(18), 1.0/216) || !near(d.P(3), 1.0/216) || !near(d.P(10), 27.0/216) || d.P(19) != 0 || d.P(2) != 0 {
			t.Errorf("P(18)=%v P(3)=%v P(10)=%v", d.P(18), d.P(3), d.P(10))
		}
		if d.Min() != 3 || d.Max() != 18 || d.Tail() != 0 || !near(d.Mean(), 10.5) {
			t.Errorf("min %d max %d tail %v mean %v", d.Min(), d.Max(), d.Tail(), d.Mean())
		}
	})
	t.Run("DI-10 2d6: at least 7 is 21/36, at most 7 is 21/36", func(t *testing.T) {
		d := dist(t, "2d6")
		if !near(d.AtLeast(7), 21.0/36) || !near(d.CDF(7), 21.0/36) || !near(d.AtLeast(2), 1) || d.AtLeast(13) != 0 {
			t.Errorf("AtLeast(7)=%v CDF(7)=%v", d.AtLeast(7), d.CDF(7))
		}
	})
	t.Run("DI-1 DI-10 the penetrating d6 has mean 4.0", func(t *testing.T) {
		d := dist(t, "d6p")
		if math.Abs(d.Mean()-4) > 1e-9 || dice.MustParse("d6p").Mean() != 4 {
			t.Errorf("mean %v", d.Mean())
		}
		// 1..5 at 1/6; 6 is a 6 then a 1 (1/36); 11 is 6, 6, 1 (1/216).
		if !near(d.P(5), 1.0/6) || !near(d.P(6), 1.0/36) || !near(d.P(10), 1.0/36) || !near(d.P(11), 1.0/216) {
			t.Errorf("P(5)=%v P(6)=%v P(10)=%v P(11)=%v", d.P(5), d.P(6), d.P(10), d.P(11))
		}
		if d.Tail() <= 0 || d.Tail() > 1e-12 {
			t.Errorf("tail %v, want in (0, 1e-12]", d.Tail())
		}
	})
	t.Run("DI-8 DI-10 the exploding d6 never totals 6 and has mean 4.2", func(t *testing.T) {
		d := dist(t, "d6!")
		if d.P(6) != 0 || d.P(12) != 0 || !near(d.P(7), 1.0/36) || math.Abs(d.Mean()-4.2) > 1e-9 {
			t.Errorf("P(6)=%v P(7)=%v mean %v", d.P(6), d.P(7), d.Mean())
		}
	})
	t.Run("DI-2 DI-10 the shot roll: 20 is 1/120, 25 is 1/720", func(t *testing.T) {
		d := dist(t, "d20p6")
		if !near(d.P(19), 1.0/20) || !near(d.P(20), 1.0/120) || !near(d.P(24), 1.0/120) || !near(d.P(25), 1.0/720) {
			t.Errorf("P(19)=%v P(20)=%v P(24)=%v P(25)=%v", d.P(19), d.P(20), d.P(24), d.P(25))
		}
	})
	t.Run("DI-10 negative terms: d6-3 runs -2..3, -d6 runs -6..-1", func(t *testing.T) {
		if d := dist(t, "d6-3"); d.Min() != -2 || d.Max() != 3 || !near(d.P(-2), 1.0/6) {
			t.Errorf("d6-3: %d..%d", d.Min(), d.Max())
		}
		if d := dist(t, "-d6"); d.Min() != -6 || d.Max() != -1 {
			t.Errorf("-d6: %d..%d", d.Min(), d.Max())
		}
	})
	t.Run("bad precision and huge expressions are errors", func(t *testing.T) {
		for _, tail := range []float64{0, -1, 0.01, math.NaN()} {
			if _, err := dice.MustParse("d6").Distribution(tail); !errors.Is(err, dice.ErrPrecision) {
				t.Errorf("tail %v: %v", tail, err)
			}
		}
		if _, err := dice.MustParse("100d1000+100d1000").Distribution(1e-12); !errors.Is(err, dice.ErrDice) {
			t.Errorf("200d1000: %v", err)
		}
	})
}

func TestDistributionSumsToOne(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Every distribution's probabilities and its tail add up to 1
		// within 1e-9, and the tail is within the precision asked for.
		e := randomExpr(t)
		d := distOrSkip(t, e)
		sum := 0.0
		for x := d.Min(); x <= d.Max(); x++ {
			sum += d.P(x)
		}
		if math.Abs(sum+d.Tail()-1) > 1e-9 || d.Tail() > 1e-12 {
			t.Fatalf("%v: sum %v tail %v", e, sum, d.Tail())
		}
		if math.Abs(d.Mean()-e.Mean()) > 1e-6 {
			t.Fatalf("%v: tabulated mean %v, exact %v", e, d.Mean(), e.Mean())
		}
	})
}

// distOrSkip returns the expression's distribution; an expression too
// large to compute exactly (a refusal the package documents) is not a case
// the property covers.
func distOrSkip(t *rapid.T, e *dice.Expr) *dice.Dist {
	d, err := e.Distribution(1e-12)
	if errors.Is(err, dice.ErrDice) && strings.Contains(err.Error(), "too large") {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// randomExpr draws an expression of every kind the notation has: sums of
// up to three terms, groups with every modifier (minimum and maximum, open
// dice with their compare points, rerolls once and until, chains of keeps
// and drops, successes and failures), Fate dice, computed counts and
// sides, sets that add, keep or count, products and quotients (rounded
// down or up), parentheses, labels and comments. The notation is drawn to
// be valid; what Parse still refuses (a rare combination) is drawn again.
func randomExpr(t *rapid.T) *dice.Expr {
	s := rapid.Custom(func(t *rapid.T) string { return randomNotation(t, 2) }).
		Filter(func(s string) bool { _, err := dice.Parse(s); return err == nil }).Draw(t, "notation")
	return dice.MustParse(s)
}

func randomNotation(t *rapid.T, depth int) string {
	s := ""
	for i := range rapid.IntRange(1, 3).Draw(t, "terms") {
		if i > 0 {
			s += rapid.SampledFrom([]string{"+", "-", "+-"}).Draw(t, "sign")
		}
		s += randomFactor(t, depth)
		if rapid.IntRange(0, 3).Draw(t, "product") == 0 {
			switch rapid.IntRange(0, 2).Draw(t, "op") {
			case 0:
				s += "*" + rapid.SampledFrom([]string{"2", "3", "d4", "-2"}).Draw(t, "factor")
			case 1:
				s += "/" + rapid.SampledFrom([]string{"2", "3", "d4", "(d6+1)"}).Draw(t, "divisor")
			default:
				s = "ceil((" + s + ")/" + rapid.SampledFrom([]string{"2", "3", "d4"}).Draw(t, "divisor") + ")"
			}
		}
	}
	if rapid.IntRange(0, 9).Draw(t, "comment") == 0 {
		s += " # a comment"
	}
	return s
}

func randomFactor(t *rapid.T, depth int) string {
	s := ""
	switch k := rapid.IntRange(0, 9).Draw(t, "kind"); {
	case k == 0:
		s = rapid.SampledFrom([]string{"1", "3", "10"}).Draw(t, "c")
	case k == 1 && depth > 0:
		s = "(" + randomNotation(t, depth-1) + ")"
	case k == 2 && depth > 0:
		s = randomSet(t, depth)
	case k == 3:
		s = randomFate(t)
	case k == 4:
		s = "(" + rapid.SampledFrom([]string{"d3", "1+d2", "2", "d4-1"}).Draw(t, "count") + ")" + randomDice(t, 0, true)
	default:
		s = randomDice(t, rapid.IntRange(1, 4).Draw(t, "n"), false)
	}
	if rapid.IntRange(0, 7).Draw(t, "label") == 0 {
		s += " [" + rapid.SampledFrom([]string{"fire", "cold", "to hit"}).Draw(t, "text") + "]"
	}
	return s
}

// randomDice draws a group of n dice (a computed count when counted) with
// modifiers chosen to make sense together.
func randomDice(t *rapid.T, n int, counted bool) string {
	sides := rapid.SampledFrom([]int{2, 4, 6, 8, 10, 20}).Draw(t, "sides")
	s := "d" + strconv.Itoa(sides)
	if !counted {
		s = strconv.Itoa(n) + s
	}
	lo, hi := 1, sides // the values a face can have
	if sides > 2 && rapid.IntRange(0, 4).Draw(t, "min") == 0 {
		lo = rapid.IntRange(2, sides-1).Draw(t, "mi")
		s += "mi" + strconv.Itoa(lo)
	}
	if sides > 2 && rapid.IntRange(0, 4).Draw(t, "max") == 0 {
		hi = rapid.IntRange(lo+1, sides).Draw(t, "ma")
		s += "ma" + strconv.Itoa(hi)
	}
	open := ""
	if hi == sides || hi > (sides+1)/2 {
		open = rapid.SampledFrom([]string{"", "", "", "p", "!", "!!"}).Draw(t, "open")
	}
	s += open
	goes := hi     // the lowest value that opens the die
	wrote := false // a compare point after the open mark
	if open != "" {
		// A compare point on exploding dice kept or dropped makes many
		// new dice: only on small dice.
		if (hi < sides || rapid.IntRange(0, 2).Draw(t, "cp") == 0) && hi > (sides+1)/2 && (open != "!" || sides <= 6) {
			// At least half the faces stop a chain: a chain that goes on
			// more often than not runs long, and its distribution is
			// costly.
			goes = rapid.IntRange(max(lo+1, (sides+1)/2+1), hi).Draw(t, "opens")
			s += ">=" + strconv.Itoa(goes)
			wrote = true
		}
	}
	rerolled := false
	if top := min(hi-1, goes-2); top >= lo && rapid.IntRange(0, 3).Draw(t, "reroll") == 0 {
		s += rapid.SampledFrom([]string{"r", "ro", "rr"}).Draw(t, "mode") + strconv.Itoa(rapid.IntRange(lo, top).Draw(t, "below"))
		rerolled = true
	}
	kept := false
	if n > 1 && rapid.Bool().Draw(t, "keep") {
		kept = true
		mark := rapid.SampledFrom([]string{"kh", "kl", "dh", "dl", "d"}).Draw(t, "mark")
		most := n
		if mark[0] == 'd' {
			most = n - 1
		}
		k := rapid.IntRange(1, most).Draw(t, "kept")
		s += mark + strconv.Itoa(k)
		if left := n - k; mark[0] == 'k' && k > 1 && rapid.Bool().Draw(t, "chain") {
			s += "dl1"
		} else if mark[0] == 'd' && left > 1 && rapid.Bool().Draw(t, "chain") {
			s += "kh" + strconv.Itoa(left-1)
		}
	}
	if !(kept && open == "!") && rapid.IntRange(0, 3).Draw(t, "success") == 0 {
		if open != "" && !wrote && !rerolled && !kept {
			// A compare point right after the open mark would be its
			// own: write the open one first.
			s += "=" + strconv.Itoa(sides)
		}
		s += rapid.SampledFrom([]string{">=", ">", "=", "<", "<="}).Draw(t, "cmp") + strconv.Itoa(rapid.IntRange(0, sides+2).Draw(t, "reach"))
		if rapid.Bool().Draw(t, "failures") {
			s += "f" + strconv.Itoa(lo)
		}
	}
	return s
}

// randomFate draws Fate dice with what they take.
func randomFate(t *rapid.T) string {
	n := rapid.IntRange(1, 4).Draw(t, "fate")
	s := strconv.Itoa(n) + "dF"
	if rapid.IntRange(0, 3).Draw(t, "fate reroll") == 0 {
		s += "r<0"
	}
	if n > 1 && rapid.IntRange(0, 2).Draw(t, "fate keep") == 0 {
		s += "kh" + strconv.Itoa(n-1)
	}
	if rapid.IntRange(0, 3).Draw(t, "fate count") == 0 {
		s += rapid.SampledFrom([]string{">=1", "=0", "<0"}).Draw(t, "fate cmp")
	}
	return s
}

// randomSet draws a set of two or three members that adds, keeps or
// counts.
func randomSet(t *rapid.T, depth int) string {
	m := rapid.IntRange(2, 3).Draw(t, "members")
	members := make([]string, m)
	for i := range members {
		members[i] = randomFactor(t, 0)
	}
	s := "{" + strings.Join(members, ", ") + "}"
	switch rapid.IntRange(0, 3).Draw(t, "set mods") {
	case 0:
		s += rapid.SampledFrom([]string{"kh1", "kl1", "dl1", "dh1kl1"}).Draw(t, "set keep")
	case 1:
		s += rapid.SampledFrom([]string{">=5", "<3", "=4"}).Draw(t, "set count")
	}
	return s
}

func TestEveryRollIsPossible(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Whatever the faces, the total rolled has a chance above 0 in the
		// distribution (or lies beyond its table, in the truncated tail),
		// lies within Min and Max, and the record counts every draw.
		e := randomExpr(t)
		r := &countingRand{r: dicetest.NewRapid(t)}
		got := e.Roll(r)
		d := distOrSkip(t, e)
		inTable := got.Total >= d.Min() && got.Total <= d.Max()
		if inTable && d.P(got.Total) == 0 || !inTable && d.Tail() == 0 {
			t.Fatalf("%v: total %d has chance 0 (%d..%d)", got, got.Total, d.Min(), d.Max())
		}
		if max, ok := e.Max(); got.Total < e.Min() || ok && got.Total > max {
			t.Fatalf("%v: outside %d..%d", got, e.Min(), max)
		}
		if got.Rolled != r.n {
			t.Fatalf("%v: Rolled %d, %d draws", got, got.Rolled, r.n)
		}
	})
}

// countingRand counts the draws made through it.
type countingRand struct {
	r dice.Rand
	n int
}

func (c *countingRand) IntN(n int) int { c.n++; return c.r.IntN(n) }

func TestDistributionMatchesSimulation(t *testing.T) {
	// 200,000 rolls from a fixed seed. For each total, the observed count
	// lies within 5 standard deviations sqrt(np(1-p)) of the expected count
	// np, plus 3 counts for the rare totals of open dice (where np < 1 and
	// the normal approximation fails; a Poisson count of mean 0.1 reaches 4
	// about once in 250,000). With ~150 totals checked, a false alarm has
	// odds under 1 in 10,000.
	const n = 200_000
	for _, expr := range []string{"3d6", "d6p", "2d6+1", "d8!+d4-2", "d20p6"} {
		e := dice.MustParse(expr)
		d := dist(t, expr)
		r := dice.NewSource(20261130)
		count := map[int]int{}
		for range n {
			count[e.Roll(r).Total]++
		}
		for x := d.Min(); x <= d.Max(); x++ {
			p := d.P(x)
			want, sd := n*p, math.Sqrt(n*p*(1-p))
			if got := float64(count[x]); math.Abs(got-want) > 5*sd+3 {
				t.Errorf("%s: total %d came up %.0f times, want %.1f ± %.1f", expr, x, got, want, 5*sd+3)
			}
		}
	}
}

func TestHistogram(t *testing.T) {
	got := dist(t, "2d6").Histogram(12)
	want := "" +
		" 2    2.78% ██\n" +
		" 3    5.56% ████\n" +
		" 4    8.33% ██████\n" +
		" 5   11.11% ████████\n" +
		" 6   13.89% ██████████\n" +
		" 7   16.67% ████████████\n" +
		" 8   13.89% ██████████\n" +
		" 9   11.11% ████████\n" +
		"10    8.33% ██████\n" +
		"11    5.56% ████\n" +
		"12    2.78% ██\n"
	if got != want {
		t.Errorf("Histogram(12) =\n%s\nwant\n%s", got, want)
	}
}
