package dice_test

import (
	"errors"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// TestFormDistributions checks the exact odds of every form against
// numbers worked out by hand.
func TestFormDistributions(t *testing.T) {
	type want struct {
		total int
		p     float64
	}
	for _, c := range []struct {
		name     string
		expr     string
		min, max int
		mean     float64
		p        []want
	}{
		{"labels change nothing: 20 is the d8's 8 and two 6s, 1/8 · 1/36 = 1/288; mean 4.5 + 7",
			"1d8 [fire] + 2d6 [cold]", 3, 20, 11.5, []want{{20, 1.0 / 288}, {3, 1.0 / 288}}},
		{"1d20+-5 runs −4..15, each 1/20", "1d20+-5", -4, 15, 5.5, []want{{-4, 0.05}, {15, 0.05}}},
		{"(1d4)d6: 1 is a count of 1 and a 1, 1/4 · 1/6; 24 is four 6s, 1/4 · 1/1296; mean 2.5 · 3.5",
			"(1d4)d6", 1, 24, 8.75, []want{{1, 1.0 / 24}, {24, 1.0 / (4 * 1296)}}},
		{"(2+1)d6 is 3d6: 10 is 27/216", "(2+1)d6", 3, 18, 10.5, []want{{10, 27.0 / 216}}},
		{"d(1d4+2): 1 is Σ 1/4 · 1/s over s = 3..6 = 57/240; mean Σ 1/4 · (s+1)/2 = 11/4",
			"d(1d4+2)", 1, 6, 2.75, []want{{1, 57.0 / 240}, {6, 1.0 / 24}}},
		{"0d6 is 0", "0d6", 0, 0, 0, []want{{0, 1}}},
		{"2d6mi3: 6 is both dice at 3 or less, (1/2)²; 12 is 1/36; a die averages (3+3+3+4+5+6)/6 = 4",
			"2d6mi3", 6, 12, 8, []want{{6, 0.25}, {12, 1.0 / 36}, {7, 2 * 0.5 / 6}}},
		{"4d6ma5: 20 is every die 5 or 6, (1/3)⁴; a die averages (1+2+3+4+5+5)/6 = 10/3",
			"4d6ma5", 4, 20, 40.0 / 3, []want{{20, 1.0 / 81}, {4, 1.0 / 1296}}},
		{"d10!>=9: 1..8 are 1/10 each, 9 never, 10 is a 9 then a 1 (1/100); mean 5.5 / (1 − 0.2)",
			"d10!>=9", 1, math.MaxInt, 6.875, []want{{8, 0.1}, {9, 0}, {10, 0.01}, {11, 0.02}}},
		{"DI-1 d6p>=5: 5 is a 5 then a 1 (5 + 0), 1/36; 6 is 5, 2 or 6, 1, 2/36; mean 3.5 + (1/3) · 2.5 / (1 − 1/3)",
			"d6p>=5", 1, math.MaxInt, 4.75, []want{{4, 1.0 / 6}, {5, 1.0 / 36}, {6, 2.0 / 36}}},
		{"d6r<=2: 1 is a 1 or 2 then a 1, 2/36; 6 is 1/6 + 2/36; mean (4/6)·4.5 + (2/6)·3.5",
			"d6r<=2", 1, 6, 25.0 / 6, []want{{1, 2.0 / 36}, {2, 2.0 / 36}, {6, 8.0 / 36}}},
		{"d6ro=3: 3 is a 3 then a 3, 1/36; the others 1/6 + 1/36; mean (18·7 + 3)/36",
			"d6ro=3", 1, 6, 129.0 / 36, []want{{3, 1.0 / 36}, {4, 7.0 / 36}}},
		{"d6rr<=2: 3..6 a quarter each", "d6rr<=2", 3, 6, 4.5, []want{{3, 0.25}, {6, 0.25}, {2, 0}}},
		{"6d10>=8f1: a die adds 1 (3/10), takes 1 (1/10) or nothing; 6 is 0.3⁶, −6 is 0.1⁶; mean 6 · 0.2",
			"6d10>=8f1", -6, 6, 1.2, []want{{6, math.Pow(0.3, 6)}, {-6, 1e-6}}},
		{"4d6=6 is binomial: none is (5/6)⁴", "4d6=6", 0, 4, 4.0 / 6, []want{{0, 625.0 / 1296}, {4, 1.0 / 1296}}},
		{"6d10!!>=10>=8 (the old 6d10!>=8) is binomial of 6 and 0.3: 3 is 20 · 0.3³ · 0.7³",
			"6d10!!>=10>=8", 0, 6, 1.8, []want{{3, 20 * 0.027 * 0.343}}},
		{"6d10!>=8: each die explodes on 8+ into new dice, mean 6 · 5.5 / (1 − 0.3)",
			"6d10!>=8", 6, math.MaxInt, 6 * 5.5 / 0.7, []want{{6, 1e-6}}},
		{"4d6!kh3: 18 is three 6s among all the dice: the 6s, E, are negative binomial, P(E ≥ 3) = 1 − (5/6)⁴(1 + 4/6 + 10/36) = 2906/46656; 3 is four 1s",
			"4d6!kh3", 3, 18, math.NaN(), []want{{18, 2906.0 / 46656}, {3, 1.0 / 1296}}},
		{"4dF: the coefficients of (x⁻¹ + 1 + x)⁴ are 1, 4, 10, 16, 19, 16, 10, 4, 1 of 81",
			"4dF", -4, 4, 0, []want{{0, 19.0 / 81}, {1, 16.0 / 81}, {4, 1.0 / 81}, {-3, 4.0 / 81}}},
		{"{4d6, 3d8}kh1: 24 is 4d6 at 24 (1/1296) or 3d8 at 24 (1/512): (512 + 1296 − 1)/663552",
			"{4d6, 3d8}kh1", 4, 24, math.NaN(), []want{{24, 1807.0 / 663552}}},
		{"(1d20, 1d20)kh1: k is (2k − 1)/400; mean (2 · 2870 − 210)/400",
			"(1d20, 1d20)kh1", 1, 20, 13.825, []want{{20, 39.0 / 400}, {1, 1.0 / 400}, {10, 19.0 / 400}}},
		{"{d6, d8, d10}>=5: all three reach 5 with (1/3)(1/2)(3/5); none with (2/3)(1/2)(2/5); mean 1/3 + 1/2 + 3/5",
			"{d6, d8, d10}>=5", 0, 3, 43.0 / 30, []want{{3, 0.1}, {0, 2.0 / 15}}},
		{"4d6kh3dl1 keeps the three highest, then drops the lowest of them, so adds the two highest: 12 is two 6s or more, 1 − (625 + 4 · 125)/1296 = 171/1296; 2 is four 1s",
			"4d6kh3dl1", 2, 12, math.NaN(), []want{{12, 171.0 / 1296}, {2, 1.0 / 1296}}},
		{"4d6dh1dl1 adds the second and third highest: 12 is three 6s or more, (4 · 5 + 1)/1296; 2 is three 1s or more",
			"4d6dh1dl1", 2, 12, math.NaN(), []want{{12, 21.0 / 1296}, {2, 21.0 / 1296}}},
		{"4d6d1 is 4d6dl1: 18 is 21/1296", "4d6d1", 3, 18, 15869.0 / 1296, []want{{18, 21.0 / 1296}}},
		{"ceil((2d6+1)/2): x + 1 = 3..13 halved up is 2, 2, 3, 3, …, 7: 7 is 1/36, 2 is 3/36; mean 153/36",
			"ceil((2d6+1)/2)", 2, 7, 153.0 / 36, []want{{7, 1.0 / 36}, {2, 3.0 / 36}}},
		{"a divisor that cannot be 0 any more: 10/(3d6>=1) is 10/3 = 3", "10/(3d6>=1)", 3, 3, 3, []want{{3, 1}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := dice.MustParse(c.expr)
			d := dist(t, c.expr)
			for _, w := range c.p {
				if !near(d.P(w.total), w.p) {
					t.Errorf("P(%d) = %v, want %v", w.total, d.P(w.total), w.p)
				}
			}
			max, ok := e.Max()
			if !ok {
				max = math.MaxInt
			}
			if e.Min() != c.min || max != c.max {
				t.Errorf("Min %d Max %d, want %d, %d", e.Min(), max, c.min, c.max)
			}
			if d.Tail() == 0 && (d.Min() != c.min || d.Max() != c.max) {
				t.Errorf("the distribution runs %d..%d, want %d..%d", d.Min(), d.Max(), c.min, c.max)
			}
			if !math.IsNaN(c.mean) && (math.Abs(e.Mean()-c.mean) > 1e-9 || math.Abs(d.Mean()-c.mean) > 1e-9) {
				t.Errorf("Mean %v (tabulated %v), want %v", e.Mean(), d.Mean(), c.mean)
			}
		})
	}
}

// TestDistributionMatchesEnumeration rolls each form with every sequence of
// faces (the roller itself, an independent account of what the notation
// means) and compares the chance of each total with the distribution.
// Closed forms agree exactly; open ones within what the enumeration left
// out (sequences less likely than its cut).
func TestDistributionMatchesEnumeration(t *testing.T) {
	for _, expr := range []string{
		"1d8 [fire] + 2d6", "1d20+-5", "(1d4)d6", "d(1d4+2)", "(d3-1)d4kh1", "2d6mi3", "4d6ma5", "3d4mi2ma3",
		"d10!>=9", "d6!!>=5", "d6p>=5", "d6r<=2", "d6ro=3", "d6rr<=2", "3d6rr1kh2", "d20p6",
		"4d10>=8f1", "4d6=6", "3d10!!>=10>=8", "3d6!>=6>=5", "2d4!=4<=2f=4", "4d6!kh3", "3d6!dl1", "3d4!kl2", "3d6!>=5dh1",
		"4dF", "3dFr<0kh2", "{4d6, 3d8}kh1", "(1d20, 1d20)kh1", "{d6, d8, d10}>=5", "{d4, d6, 2d4, 3}dh1kl1",
		"{d6+1, 2d4}=5", "4d6kh3dl1", "ceil((2d6+1)/2)", "4d6d1", "(d4+1)d(d3+1)", "5d4kh3kl2dl1",
	} {
		t.Run(expr, func(t *testing.T) {
			e := dice.MustParse(expr)
			got, lost := enumerate(t, e, 2e-6)
			d, err := e.Distribution(1e-12)
			if err != nil {
				t.Fatal(err)
			}
			for x := min(d.Min(), minKey(got)); x <= max(d.Max(), maxKey(got)); x++ {
				if diff := math.Abs(got[x] - d.P(x)); diff > lost+1e-12 {
					t.Errorf("P(%d): enumerated %v, distribution %v", x, got[x], d.P(x))
				}
			}
		})
	}
}

// enumerate rolls e with every sequence of faces down to those less likely
// than cut, and returns the chance of each total and the chance left out.
func enumerate(t *testing.T, e *dice.Expr, cut float64) (map[int]float64, float64) {
	type branch struct {
		faces []int
		p     float64
	}
	probs := map[int]float64{}
	lost := 0.0
	stack := []branch{{nil, 1}}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		f := &forkRand{faces: b.faces}
		total, ok := f.roll(e)
		if ok {
			probs[total] += b.p
			continue
		}
		for face := range f.fork {
			p := b.p / float64(f.fork)
			if p < cut {
				lost += p
				continue
			}
			stack = append(stack, branch{append(append([]int{}, b.faces...), face), p})
		}
		if len(probs) > 1e6 || len(stack) > 1e7 {
			t.Fatal("too many sequences to enumerate")
		}
	}
	return probs, lost
}

// forkRand rolls the faces listed, then stops the roll at the next die,
// noting its sides.
type forkRand struct {
	faces []int
	i     int
	fork  int
}

var errFork = errors.New("fork")

func (f *forkRand) IntN(n int) int {
	if f.i == len(f.faces) {
		f.fork = n
		panic(errFork)
	}
	f.i++
	return f.faces[f.i-1]
}

// roll rolls e with the listed faces: the total, or false when it needs
// one more.
func (f *forkRand) roll(e *dice.Expr) (total int, ok bool) {
	defer func() {
		if x := recover(); x != nil {
			if x != errFork {
				panic(x)
			}
			ok = false
		}
	}()
	return e.Roll(f).Total, true
}

func minKey(m map[int]float64) int {
	first, lo := true, 0
	for k := range m {
		if first || k < lo {
			lo, first = k, false
		}
	}
	return lo
}

func maxKey(m map[int]float64) int {
	first, hi := true, 0
	for k := range m {
		if first || k > hi {
			hi, first = k, false
		}
	}
	return hi
}
