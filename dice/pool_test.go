package dice_test

import (
	"math"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// rollCase is an expression rolled with scripted faces: the total, the
// record's table talk, and which faces the record marks.
type rollCase struct {
	name     string
	expr     string
	faces    []int
	total    int
	text     string
	dropped  []int // faces left out by a keep or drop
	rerolled []int // faces rolled again
}

func TestNotationRolls(t *testing.T) {
	for _, c := range []rollCase{
		{"keep highest: 4d6kh3 rolls 6, 4, 1, 3 and adds 6+4+3 = 13", "4d6kh3", []int{6, 4, 1, 3}, 13,
			"4d6kh3: [6, 4, (1), 3] = 13", []int{2}, nil},
		{"drop lowest: 4d6dl1 is the same 13", "4d6dl1", []int{6, 4, 1, 3}, 13,
			"4d6dl1: [6, 4, (1), 3] = 13", []int{2}, nil},
		{"keep lowest: 2d20kl1 rolls 17 and 4 and keeps 4", "2d20kl1", []int{17, 4}, 4,
			"2d20kl1: [(17), 4] = 4", []int{0}, nil},
		{"drop highest: 3d6dh1 rolls 5, 2, 6 and adds 5+2 = 7", "3d6dh1", []int{5, 2, 6}, 7,
			"3d6dh1: [5, 2, (6)] = 7", []int{2}, nil},
		{"k alone keeps the highest; of two equal dice the first is kept", "2d6k1", []int{5, 5}, 5,
			"2d6kh1: [5, (5)] = 5", []int{1}, nil},
		{"reroll: d20r1 rolls 1, then 14, which stands", "d20r1", []int{1, 14}, 14,
			"d20r1: [1↻14] = 14", nil, []int{0}},
		{"reroll once only: d20r1 rolls 1, then 1 again, which stands", "d20r1", []int{1, 1}, 1,
			"d20r1: [1↻1] = 1", nil, []int{0}},
		{"reroll up to 2: 2d6r2 rolls 2 then 5, and 3", "2d6r2", []int{2, 5, 3}, 8,
			"2d6r2: [2↻5, 3] = 8", nil, []int{0}},
		{"success count: 6d10>=8 rolls 9, 3, 10, 8, 2, 1: three reach 8", "6d10>=8", []int{9, 3, 10, 8, 2, 1}, 3,
			"6d10>=8: [9, 3, 10, 8, 2, 1: 3 ≥ 8] = 3", nil, nil},
		{"success count with a number after it: 3d6>=5+2 rolls 5, 1, 6: 2 + 2 = 4", "3d6>=5+2", []int{5, 1, 6}, 4,
			"3d6>=5+2: [5, 1, 6: 2 ≥ 5] + 2 = 4", nil, nil},
		{"several terms: 1d8+1d6+2 rolls 8 and 6: 16", "1d8+1d6+2", []int{8, 6}, 16,
			"d8+d6+2: [8] + [6] + 2 = 16", nil, nil},
		{"multiplication: 3d8*10 rolls 1, 2, 3: 60", "3d8*10", []int{1, 2, 3}, 60,
			"3d8*10: [1, 2, 3] * 10 = 60", nil, nil},
		{"division rounds down: (2d6+1)/2 rolls 3, 3: 7/2 = 3", "(2d6+1)/2", []int{3, 3}, 3,
			"(2d6+1)/2: ([3, 3] + 1) / 2 = 3", nil, nil},
		{"division rounds down below zero: (d6-8)/2 rolls 1: -7/2 = -4", "(d6-8)/2", []int{1}, -4,
			"(d6-8)/2: ([1] - 8) / 2 = -4", nil, nil},
		{"products bind tighter than sums: 1+2d4*3 rolls 1, 4: 1 + 15 = 16", "1+2d4*3", []int{1, 4}, 16,
			"1+2d4*3: 1 + [1, 4] * 3 = 16", nil, nil},
		{"DI-8 compounding with a keep: 2d6!!kh1 rolls 6→3 (9) and 4: keeps 9", "2d6!!kh1", []int{6, 3, 4}, 9,
			"2d6!!kh1: [6→3, (4)] = 9", []int{2}, nil},
		{"exploding into new dice with a keep: 2d6!kh1 rolls 6, which explodes into a new 3, and 4: the dice are 6, 3, 4 and 6 is kept", "2d6!kh1", []int{6, 3, 4}, 6,
			"2d6!kh1: [6!, (3), (4)] = 6", []int{1, 2}, nil},
		{"DI-1 penetrating after a reroll: d6pr1 rolls 1, then 6, then 2: 6 + 1 = 7", "d6pr1", []int{1, 6, 2}, 7,
			"d6pr1: [1↻6→2] = 7", nil, []int{0}},
		{"DI-1 penetrating dice kept by value: 3d6pkh2 rolls 6→6→1 (11), 5, 2: 11 + 5 = 16", "3d6pkh2", []int{6, 6, 1, 5, 2}, 16,
			"3d6pkh2: [6→6→1, 5, (2)] = 16", []int{4}, nil},
		{"a negated product: -2d6*3+1 rolls 2, 3: -(5·3) + 1 = -14", "-2d6*3+1", []int{2, 3}, -14,
			"-2d6*3+1: -[2, 3] * 3 + 1 = -14", nil, nil},
	} {
		t.Run(c.name, c.check)
	}
}

// check rolls the case's expression with its faces and checks the total,
// the text, every face and which of them count.
func (c rollCase) check(t *testing.T) {
	s := dicetest.NewScript(t, c.faces...)
	got := dice.MustParse(c.expr).Roll(s)
	s.Done()
	if got.Total != c.total {
		t.Errorf("%s total %d, want %d", c.expr, got.Total, c.total)
	}
	if got.String() != c.text {
		t.Errorf("String() = %q, want %q", got.String(), c.text)
	}
	if got.Rolled != len(c.faces) || got.Len() != len(c.faces) || got.Cut {
		t.Errorf("Rolled %d Len %d Cut %v, want every face: %d, not cut", got.Rolled, got.Len(), got.Cut, len(c.faces))
	}
	kept, out := []int{}, []int{}
	for i, f := range c.faces {
		if got.Face(i) != f {
			t.Errorf("face %d is %d, want %d", i, got.Face(i), f)
		}
		if want := contains(c.dropped, i); got.Dropped(i) != want {
			t.Errorf("Dropped(%d) = %v, want %v", i, !want, want)
		}
		if want := contains(c.rerolled, i); got.Rerolled(i) != want {
			t.Errorf("Rerolled(%d) = %v, want %v", i, !want, want)
		}
		if contains(c.dropped, i) || contains(c.rerolled, i) {
			out = append(out, f)
		} else {
			kept = append(kept, f)
		}
	}
	if !slices.Equal(got.Faces(), c.faces) && len(c.faces) > 0 {
		t.Errorf("Faces() = %v, want %v", got.Faces(), c.faces)
	}
	if !slices.Equal(got.KeptFaces(), kept) || !slices.Equal(got.DroppedFaces(), out) {
		t.Errorf("KeptFaces() = %v, DroppedFaces() = %v; want %v, %v", got.KeptFaces(), got.DroppedFaces(), kept, out)
	}
}

func contains(list []int, i int) bool {
	for _, x := range list {
		if x == i {
			return true
		}
	}
	return false
}

func TestNotationDistributions(t *testing.T) {
	t.Run("DI-10 4d6kh3: 18 is 21/1296 (four 6s, or three and one of 5 others in 4 places), 3 is 1/1296, mean 15869/1296", func(t *testing.T) {
		d := dist(t, "4d6kh3")
		if !near(d.P(18), 21.0/1296) || !near(d.P(3), 1.0/1296) || d.Min() != 3 || d.Max() != 18 || !near(d.Mean(), 15869.0/1296) {
			t.Errorf("P(18)=%v P(3)=%v %d..%d mean %v", d.P(18), d.P(3), d.Min(), d.Max(), d.Mean())
		}
		if d4 := dist(t, "4d6dl1"); !sameDist(d, d4) {
			t.Errorf("4d6dl1 differs from 4d6kh3")
		}
	})
	t.Run("DI-10 2d20kl1: 1 is 39/400, 20 is 1/400, mean Σk²/400 = 2870/400", func(t *testing.T) {
		d := dist(t, "2d20kl1")
		if !near(d.P(1), 39.0/400) || !near(d.P(20), 1.0/400) || !near(d.Mean(), 2870.0/400) {
			t.Errorf("P(1)=%v P(20)=%v mean %v", d.P(1), d.P(20), d.Mean())
		}
	})
	t.Run("DI-10 d20r1: 1 is 1/400, every other face 21/400, mean 10.975", func(t *testing.T) {
		d := dist(t, "d20r1")
		if !near(d.P(1), 1.0/400) || !near(d.P(2), 21.0/400) || !near(d.P(20), 21.0/400) || !near(d.Mean(), 10.975) {
			t.Errorf("P(1)=%v P(2)=%v mean %v", d.P(1), d.P(2), d.Mean())
		}
	})
	t.Run("DI-10 6d10>=8: binomial of 6 and 0.3, three successes 20·0.3³·0.7³, mean 1.8", func(t *testing.T) {
		d := dist(t, "6d10>=8")
		if !near(d.P(3), 20*0.027*0.343) || !near(d.P(0), math.Pow(0.7, 6)) || d.Min() != 0 || d.Max() != 6 || !near(d.Mean(), 1.8) {
			t.Errorf("P(3)=%v P(0)=%v %d..%d mean %v", d.P(3), d.P(0), d.Min(), d.Max(), d.Mean())
		}
	})
	t.Run("DI-10 3d8*10: 30 is 1/512, 35 never, mean 135", func(t *testing.T) {
		d := dist(t, "3d8*10")
		if !near(d.P(30), 1.0/512) || d.P(35) != 0 || d.Min() != 30 || d.Max() != 240 || !near(d.Mean(), 135) {
			t.Errorf("P(30)=%v P(35)=%v mean %v", d.P(30), d.P(35), d.Mean())
		}
	})
	t.Run("DI-10 (2d6+1)/2 rounds down: 1 is 1/36 (a 3), 6 is 3/36 (12 or 13), mean 3.75", func(t *testing.T) {
		// (2d6+1)/2 is 2d6/2 rounded down plus... (x+1)/2 for x = 2..12:
		// 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6 with chances 1..6..1 of 36:
		// (1·1 + 2·5 + 3·9 + 4·11 + 5·7 + 6·3)/36 = 135/36 = 3.75.
		d := dist(t, "(2d6+1)/2")
		if !near(d.P(1), 1.0/36) || !near(d.P(6), 3.0/36) || d.Min() != 1 || d.Max() != 6 || !near(d.Mean(), 3.75) {
			t.Errorf("P(1)=%v P(6)=%v %d..%d mean %v", d.P(1), d.P(6), d.Min(), d.Max(), d.Mean())
		}
		if m := dice.MustParse("(2d6+1)/2").Mean(); !near(m, 3.75) {
			t.Errorf("Expr.Mean %v, want 3.75", m)
		}
	})
	t.Run("DI-1 DI-10 penetrating dice kept: 2d6pkh1 is 1 with 1/36 and 11 (6, 6, 1 and anything lower) with 2·(1/216)·(5/6)+1/216²", func(t *testing.T) {
		d := dist(t, "2d6pkh1")
		// 11 is one die 6→6→1 (1/216) and the other below 11; both
		// at 11 is 1/216². P(other < 11) = 1 − P(≥ 11) = 1 − 1/36.
		want := 2*(1.0/216)*(1-1.0/36) + 1.0/(216*216)
		if !near(d.P(1), 1.0/36) || !near(d.P(11), want) || d.Tail() > 1e-12 {
			t.Errorf("P(1)=%v P(11)=%v want %v tail %v", d.P(1), d.P(11), want, d.Tail())
		}
	})
	t.Run("DI-10 several terms with parentheses: (1d8+1d6+2)*2 has mean 2·(4.5+3.5+2) = 20, 8 (1, 1) with 1/48, odd totals never", func(t *testing.T) {
		d := dist(t, "(1d8+1d6+2)*2")
		if !near(d.Mean(), 20) || !near(d.P(8), 1.0/48) || d.P(9) != 0 || d.Min() != 8 || d.Max() != 32 {
			t.Errorf("mean %v P(8)=%v", d.Mean(), d.P(8))
		}
	})
}

func sameDist(a, b *dice.Dist) bool {
	if a.Min() != b.Min() || a.Max() != b.Max() {
		return false
	}
	for x := a.Min(); x <= a.Max(); x++ {
		if !near(a.P(x), b.P(x)) {
			return false
		}
	}
	return true
}

func TestNotationBounds(t *testing.T) {
	for _, c := range []struct {
		expr     string
		min, max int
		bounded  bool
	}{
		{"4d6kh3", 3, 18, true},
		{"2d20kl1", 1, 20, true},
		{"6d10>=8", 0, 6, true},
		{"3d8*10", 30, 240, true},
		{"(2d6+1)/2", 1, 6, true},
		{"(d6-8)/2", -4, -1, true},
		{"d6-d6p", math.MinInt, 5, true},
		{"4d6pkh3", 3, 0, false},
		{"20-3d6>=4", 17, 20, true},
	} {
		e := dice.MustParse(c.expr)
		max, ok := e.Max()
		if e.Min() != c.min || ok != c.bounded || (ok && max != c.max) {
			t.Errorf("%s: Min %d, Max %d %v; want %d, %d %v", c.expr, e.Min(), max, ok, c.min, c.max, c.bounded)
		}
	}
}
