package dice_test

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

func TestParseCanonical(t *testing.T) {
	for in, want := range map[string]string{
		"2d6+1":             "2d6+1",
		"1d6":               "d6",
		"d%":                "d100",
		" 2d6 + 1d4 - 1 ":   "2d6+d4-1",
		"d6−3":              "d6-3",
		"60+2d8":            "60+2d8",
		"2D6P":              "2d6p",
		"d8!":               "d8!",
		"+d20":              "d20",
		"-1+d6":             "-1+d6",
		"d20p6":             "d20p6",
		"7":                 "7",
		"d4!6":              "d4!6",
		"10d10-0":           "10d10-0",
		"1d4 +1d4+ 1d4-d4 ": "d4+d4+d4-d4",
		"4d6k3":             "4d6kh3",
		"2D20KL1":           "2d20kl1",
		"4d6DL1":            "4d6dl1",
		"1d20r1":            "d20r1",
		"6d10≥8":            "6d10>=8",
		"3d8 × 10":          "3d8*10",
		"(2d6+1) ÷ 2":       "(2d6+1)/2",
		"(2d6)":             "2d6",
		"-(2d6)":            "-2d6",
		"(-7)/2":            "(-7)/2",
		"-7/2":              "-7/2",
		"2*(3*4)":           "2*(3*4)",
		"(2*3)*4":           "2*3*4",
		"1-(2-3)":           "1-(2-3)",
		"(1-2)-3":           "1-2-3",
		"1+(-d6)":           "1+(-d6)",
		"d6p r1 ":           "",
		"2d6!kh1+d4pr1dl0":  "",
		"3d6pr2kh2>=4*2":    "3d6pr2kh2>=4*2",
	} {
		if want == "" {
			if _, err := dice.Parse(in); err == nil {
				t.Errorf("Parse(%q) parsed; want an error (modifiers are part of the group)", in)
			}
			continue
		}
		e, err := dice.Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		if e.String() != want {
			t.Errorf("Parse(%q).String() = %q, want %q", in, e.String(), want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		in      string
		col     int
		msg     string
		diceErr bool
	}{
		{"2d", 3, "number of sides", false},
		{"d0", 2, "0 sides", true},
		{"d1", 2, "a die with 1 side,", true},
		{"1d6++", 5, "expected a number or dice", false},
		{"", 1, "empty", false},
		{"   ", 4, "empty", false},
		{"2d6 1", 5, "expected + or -", false},
		{"3d6-", 5, "at the end", false},
		{"x", 1, "expected a number or dice", false},
		{"0d6", 1, "0 dice", true},
		{"101d6", 1, "101 dice", true},
		{"d1001", 2, "1001 sides", true},
		{"d6p1", 4, "continuation die with 1 side,", true},
		{"d6p0", 4, "d0", true},
		{"12345678", 1, "too long", false},
		{"2000000", 1, "larger than", false},
		{"2d6+1d4−x", 9, "expected a number or dice", false},
		{strings.Repeat("d6+", 20) + "d6", 61, "more than 20 terms", false},
		{"2d6−x", 5, "expected a number or dice", false},
		{"−−d6", 2, "expected a number or dice", false},
		{"4d6kh5", 4, "kh5 of 4 dice, want 1..4", true},
		{"4d6dl4", 4, "dl4 of 4 dice, want 1..3", true},
		{"4d6kh", 6, `expected a number after "kh"`, false},
		{"d6r6", 3, "a reroll of faces up to 6 on a d6, want 1..5", true},
		{"d6r", 4, `expected a number after "r"`, false},
		{"6d10>=0", 5, "success number of 0", false},
		{"6d10≥", 6, `expected a number after "≥"`, false},
		{"10/(d6-1)", 4, "a divisor that can be 0 (0..5)", false},
		{"(2d6+1", 1, "a ( without its )", false},
		{"(2d6 1)", 6, "expected ) before", false},
		{"2d6)", 4, "a ) without its (", false},
		{"2d6*", 5, "at the end", false},
		{"1000000*1000000*1000000", 17, "beyond", false},
		{strings.Repeat("(", 21) + "1" + strings.Repeat(")", 21), 21, "nested deeper than 20", false},
	} {
		_, err := dice.Parse(c.in)
		var se *dice.SyntaxError
		if !errors.As(err, &se) || !errors.Is(err, dice.ErrNotation) {
			t.Errorf("Parse(%q) = %v, want a SyntaxError wrapping ErrNotation", c.in, err)
			continue
		}
		if errors.Is(err, dice.ErrDice) != c.diceErr {
			t.Errorf("Parse(%q): errors.Is(ErrDice) = %v", c.in, !c.diceErr)
		}
		wantCol := "at column " + strconv.Itoa(c.col) + ":"
		if !strings.Contains(err.Error(), wantCol) || !strings.Contains(err.Error(), c.msg) || se.Pos != c.col {
			t.Errorf("Parse(%q) = %q (Pos %d), want %q and %q", c.in, err, se.Pos, wantCol, c.msg)
		}
	}
}

func TestSyntaxErrorCaret(t *testing.T) {
	// A caret after Pos−1 spaces sits under the character at fault, counted
	// in runes: the x after the Unicode minus of "2d6−x".
	_, err := dice.Parse("2d6−x")
	var se *dice.SyntaxError
	if !errors.As(err, &se) {
		t.Fatal(err)
	}
	under := []rune(se.Input)[se.Pos-1]
	if caret := strings.Repeat(" ", se.Pos-1) + "^"; under != 'x' || caret != "    ^" {
		t.Errorf("Pos %d points at %q (caret %q), want the x at column 5", se.Pos, under, caret)
	}
}

func TestExprBounds(t *testing.T) {
	for _, c := range []struct {
		expr     string
		min, max int
		bounded  bool
		mean     float64
	}{
		{"2d6+1", 3, 13, true, 8},
		{"d6-3", -2, 3, true, 0.5},
		{"60+2d8", 62, 76, true, 69},
		{"-d6", -6, -1, true, -3.5},
		{"3d6", 3, 18, true, 10.5},
		{"d6p", 1, 0, false, 4},                  // (6+2)/2
		{"d8!", 1, 0, false, 72.0 / 14},          // 8·9/(2·7)
		{"d20p6", 1, 0, false, 10.5 + 3.0/20},    // 10.5 + (1/20)·2.5·6/5
		{"2d6p-d6p", 2 - 1<<62, 0, false, 8 - 4}, // min checked separately
	} {
		e := dice.MustParse(c.expr)
		max, ok := e.Max()
		if ok != c.bounded || (ok && max != c.max) {
			t.Errorf("%s Max() = %d, %v; want %d, %v", c.expr, max, ok, c.max, c.bounded)
		}
		if c.expr != "2d6p-d6p" && e.Min() != c.min {
			t.Errorf("%s Min() = %d, want %d", c.expr, e.Min(), c.min)
		}
		if math.Abs(e.Mean()-c.mean) > 1e-12 {
			t.Errorf("%s Mean() = %v, want %v", c.expr, e.Mean(), c.mean)
		}
	}
}

func TestExprRoll(t *testing.T) {
	t.Run("DI-1 2d6p+d4-1: 6→6→3 and 2, then 4, less 1 = 18", func(t *testing.T) {
		s := dicetest.NewScript(t, 6, 6, 3, 2, 4)
		got := dice.MustParse("2d6p+d4-1").Roll(s)
		s.Done()
		if got.Total != 18 {
			t.Errorf("total %d, want 18", got.Total)
		}
		if want := "2d6p+d4-1: [6→6→3, 2] + [4] - 1 = 18"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("results below zero are reported as rolled", func(t *testing.T) {
		s := dicetest.NewScript(t, 1)
		if got := dice.MustParse("d6-3").Roll(s); got.Total != -2 {
			t.Errorf("d6-3 with a 1 = %d, want -2", got.Total)
		}
	})
	t.Run("a roll and a Dice throw draw the same faces", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			// Rolling "NdSp" as an expression or as Dice gives the same
			// total from the same source.
			seed := rapid.Uint64().Draw(t, "seed")
			d := dice.Dice{N: rapid.IntRange(1, 5).Draw(t, "n"), Sides: rapid.IntRange(2, 12).Draw(t, "sides"), Open: dice.Penetrating}
			e := dice.MustParse(d.String())
			if a, b := e.Roll(dice.NewSource(seed)).Total, d.Roll(dice.NewSource(seed)).Sum; a != b {
				t.Fatalf("%v: expression %d, dice %d", d, a, b)
			}
		})
	})
	t.Run("every roll lies within Min and Max", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			// 3d6+d4-2 always lands in 2..20, whatever the faces.
			e := dice.MustParse("3d6+d4-2")
			got := e.Roll(dicetest.NewRapid(t))
			max, _ := e.Max()
			if got.Total < e.Min() || got.Total > max {
				t.Fatalf("%v outside %d..%d", got, e.Min(), max)
			}
		})
	})
	t.Run("a same seed rolls the same results", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			// Two sources with one seed roll identical results.
			seed := rapid.Uint64().Draw(t, "seed")
			e := dice.MustParse("2d6p+d8!-d4+3")
			a, b := dice.NewSource(seed), dice.NewSource(seed)
			for range 20 {
				if x, y := e.Roll(a), e.Roll(b); x != y {
					t.Fatalf("%v vs %v", x, y)
				}
			}
		})
	})
}

func TestExprText(t *testing.T) {
	var e dice.Expr
	if err := e.UnmarshalText([]byte("2d6p + 1")); err != nil || e.String() != "2d6p+1" {
		t.Fatalf("UnmarshalText = %v, %v", e.String(), err)
	}
	if err := e.UnmarshalText([]byte("2d")); !errors.Is(err, dice.ErrNotation) {
		t.Fatalf("UnmarshalText(2d) = %v", err)
	}
	var zero dice.Expr
	if zero.String() != "0" || zero.Roll(dice.NewSource(1)).Total != 0 {
		t.Error("the zero Expr is not the constant 0")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"2d6+1", "d6-3", "60+2d8", "2d6p", "d8!", "d%", "d20p6", "1d6++", "2d", "d0", "−d4", "",
		"4d6kh3", "4d6dl1", "2d20kl1", "1d20r1", "6d10>=8", "3d8*10", "(2d6+1)/2", "-(d6p r1kh1)", "2d6!r2dh1≥4÷(d4+1)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := dice.Parse(s)
		if err != nil {
			if !errors.Is(err, dice.ErrNotation) {
				t.Fatalf("Parse(%q) error %v does not wrap ErrNotation", s, err)
			}
			return
		}
		back, err := dice.Parse(e.String())
		if err != nil || !back.Equal(e) || back.String() != e.String() {
			t.Fatalf("Parse(%q) = %q does not round-trip: %v, %v", s, e.String(), back, err)
		}
		// What parses rolls within its bounds and tells its record.
		res := e.Roll(dice.NewSource(uint64(len(s))))
		if max, ok := e.Max(); res.Total < e.Min() || ok && res.Total > max {
			t.Fatalf("%v outside %d..%d", res, e.Min(), max)
		}
		_ = res.String()
	})
}

func TestResultJSON(t *testing.T) {
	s := dicetest.NewScript(t, 6, 1, 4)
	res := dice.MustParse("2d6p+1").Roll(s)
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"expr":"2d6p+1","faces":[6,1,4],"rolled":3,"total":11}`; string(b) != want {
		t.Errorf("Marshal = %s, want %s", b, want)
	}
	var back dice.Result
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(res) || back.String() != res.String() {
		t.Errorf("round trip: %v, %v", back, err)
	}
	for _, bad := range []string{
		`{"expr":"2d","faces":[],"rolled":0,"total":0}`,
		`{"faces":[1],"rolled":1,"total":1}`,
		`{"expr":"d6","faces":[1,2],"rolled":1,"total":1}`,
		`{"expr":"d6","faces":[0],"rolled":1,"total":0}`,
		`[]`,
	} {
		if err := back.UnmarshalJSON([]byte(bad)); !errors.Is(err, dice.ErrDice) && !errors.Is(err, dice.ErrNotation) {
			t.Errorf("Unmarshal(%s) = %v", bad, err)
		}
	}
}

func TestNilExprIsZero(t *testing.T) {
	var e *dice.Expr
	max, ok := e.Max()
	if e.String() != "0" || e.Min() != 0 || max != 0 || !ok || e.Mean() != 0 || e.Roll(dice.NewSource(1)).Total != 0 {
		t.Errorf("a nil *Expr is not the constant 0: %q", e.String())
	}
	if b, err := e.MarshalText(); err != nil || string(b) != "0" {
		t.Errorf("MarshalText = %s, %v", b, err)
	}
	if d, err := e.Distribution(1e-12); err != nil || d.P(0) != 1 {
		t.Errorf("Distribution = %v, %v", d, err)
	}
}
