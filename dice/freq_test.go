package dice_test

import (
	"flag"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// longRolls rolls each form 100,000 times instead of 10,000:
//
//	go test ./dice -run TestDistributionMatchesSeededRolls -dice.long
var longRolls = flag.Bool("dice.long", false, "roll each form 100,000 times (not 10,000) against its distribution")

// TestDistributionMatchesSeededRolls rolls one expression of each form
// from a fixed seed and tests the frequencies of its totals against its
// Distribution with Pearson's chi-square: totals are pooled, in order,
// into bins expected at least 5 times (the last bin takes what is left,
// and the truncated tail), and the test fails when the chance of a worse
// fit is below 1e-4.
func TestDistributionMatchesSeededRolls(t *testing.T) {
	rolls := 10_000
	if *longRolls {
		rolls = 100_000
	}
	for i, expr := range []string{
		"3d6", "d6p", "2d6+1", "d8!+d4-2", "d20p6", // the forms of before
		"1d8 [fire] + 2d6 [cold] # labels and a comment",
		"1d20+-5", "(1d4)d6", "d(1d4+2)", "2d6mi3", "4d6ma5",
		"d10!>=9", "2d6!!>=5", "d6p>=5", "d6r<=2", "d6ro=3", "d6rr<=2",
		"6d10>=8f1", "6d10!>=9>=8", "4d6!kh3", "4dF",
		"{4d6, 3d8}kh1", "(1d20, 1d20)kh1", "{d6, d8, d10}>=5",
		"4d6kh3dl1", "ceil((2d6+1)/2)", "4d6d1", "d%",
	} {
		t.Run(expr, func(t *testing.T) {
			e := dice.MustParse(expr)
			d := dist(t, expr)
			r := dice.NewSource(uint64(20261202 + i))
			count := map[int]int{}
			for range rolls {
				count[e.Roll(r).Total]++
			}
			n := float64(rolls)
			var bins []struct{ want, got float64 }
			want, got := 0.0, 0.0
			for x := d.Min(); x <= d.Max(); x++ {
				want += n * d.P(x)
				got += float64(count[x])
				delete(count, x)
				if want >= 5 {
					bins = append(bins, struct{ want, got float64 }{want, got})
					want, got = 0, 0
				}
			}
			// What is left, the tail and any total beyond the table join
			// the last bin.
			want += n * d.Tail()
			for _, c := range count {
				got += float64(c)
			}
			if len(bins) == 0 {
				t.Fatalf("no bin expected 5 times")
			}
			bins[len(bins)-1].want += want
			bins[len(bins)-1].got += got
			if len(bins) == 1 {
				return // one total: nothing to test
			}
			chi2 := 0.0
			for _, b := range bins {
				chi2 += (b.got - b.want) * (b.got - b.want) / b.want
			}
			if p := chiSquareP(chi2, len(bins)-1); p < 1e-4 {
				t.Errorf("%d rolls: chi-square %.1f on %d degrees of freedom, p = %.2g", rolls, chi2, len(bins)-1, p)
			}
		})
	}
}

func TestChiSquareP(t *testing.T) {
	// The 5% points of the chi-square table: 3.841 on 1 degree of freedom,
	// 18.307 on 10; and 1e-4 at 15.137 on 1.
	for _, c := range []struct {
		x   float64
		dof int
		p   float64
	}{{3.841, 1, 0.05}, {18.307, 10, 0.05}, {15.137, 1, 1e-4}, {0, 4, 1}} {
		if got := chiSquareP(c.x, c.dof); math.Abs(got-c.p) > 1e-3*math.Max(c.p, 0.01) {
			t.Errorf("chiSquareP(%v, %d) = %v, want %v", c.x, c.dof, got, c.p)
		}
	}
}

// chiSquareP returns the chance that a chi-square variable of dof degrees
// of freedom is x or more: the regularized upper incomplete gamma function
// Q(dof/2, x/2), by its series below a+1 and its continued fraction above
// (Numerical Recipes, 6.2).
func chiSquareP(x float64, dof int) float64 {
	a, x := float64(dof)/2, x/2
	if x <= 0 {
		return 1
	}
	lg, _ := math.Lgamma(a)
	front := math.Exp(-x + a*math.Log(x) - lg)
	if x < a+1 {
		sum, del := 1/a, 1/a
		for ap := a + 1; math.Abs(del) > math.Abs(sum)*1e-15; ap++ {
			del *= x / ap
			sum += del
		}
		return 1 - sum*front
	}
	const tiny = 1e-300
	b := x + 1 - a
	c, d := 1/tiny, 1/b
	h := d
	for i := 1.0; i < 1000; i++ {
		an := -i * (i - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-15 {
			break
		}
	}
	return front * h
}
