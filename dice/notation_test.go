package dice_test

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
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
		// The forms of the bots (issue 30), each to its one spelling.
		"1d8 [fire] + 2d6 [ cold ]": "d8[fire]+2d6[cold]",
		"2d6+1 # to the jaw":        "2d6+1",
		"2d6+1\n":                   "2d6+1",
		"1d20+-5":                   "d20+(-5)",
		"2*-3":                      "2*(-3)",
		"(1d4)d6":                   "(d4)d6",
		"(2+1)d6":                   "(2+1)d6",
		"1d(2d4)":                   "d(2d4)",
		"0d6":                       "0d6",
		"2d6min3":                   "2d6mi3",
		"4d6MA5mi2":                 "4d6mi2ma5",
		"d10!>=9":                   "d10!>=9",
		"d10!≥9":                    "d10!>=9",
		"6d10!!>=10>=8":             "6d10!!>=10>=8",
		"d6!p":                      "d6p",
		"d6!p>5":                    "d6p>5",
		"d10!>=2":                   "d10!>=2",
		"d10rr<=9":                  "d10rr9",
		"d6ro2":                     "d6r2",
		"d6ro<=2":                   "d6r2",
		"d6r=3":                     "d6r=3",
		"d6rr<=2":                   "d6rr2",
		"d6rr>4":                    "d6rr>4",
		"6d10>=8f1":                 "6d10>=8f1",
		"6d10>=8f<=2":               "6d10>=8f2",
		"6d10=10f=1":                "6d10=10f=1",
		"4d6!kh3":                   "4d6!kh3",
		"4dF":                       "4dF",
		"4df-1":                     "4dF-1",
		"{4d6, 3d8}kh1":             "{4d6,3d8}kh1",
		"(1d20, 1d20)kh1":           "{d20,d20}kh1",
		"{d6,d8,d10}>=5":            "{d6,d8,d10}>=5",
		"4d6kh3dl1":                 "4d6kh3dl1",
		"4d6d1":                     "4d6dl1",
		"floor(7/2)":                "7/2",
		"CEIL((2d6+1)/2)":           "ceil((2d6+1)/2)",
		"ceil(2d6)":                 "2d6",
		"ceil(7/2)*2":               "ceil(7/2)*2",
		"(1d6+1)[fire]*2":           "(d6+1)[fire]*2",
		"1d20 [to hit] + 5 [Dex]":   "d20[to hit]+5[Dex]",
		"{d20+5 [sword], d20}kh1":   "{d20+5[sword],d20}kh1",
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
		{"1d6++", 6, "expected a number or dice at the end", false},
		{"1d6+++1", 6, "expected a number or dice", false},
		{"", 1, "empty", false},
		{"   ", 4, "empty", false},
		{"2d6 1", 5, "expected + or -", false},
		{"3d6-", 5, "at the end", false},
		{"x", 1, "expected a number or dice", false},
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
		{"d6r6", 3, "a reroll of every face of a d6", true},
		{"d6r0", 3, "a reroll that never happens on a d6", true},
		{"d6r", 4, `expected a number or a compare point after "r"`, false},
		{"d6rr>=1", 3, "a reroll of every face of a d6", true},
		{"d6rr<1", 3, "a reroll that never happens", true},
		{"d6!>=1", 3, "a d6 that goes on whatever it shows: it would roll forever", true},
		{"d6p<7", 3, "it would roll forever", true},
		{"d6!>6", 3, "a d6 that never explodes", true},
		{"d20!>=2", 4, "a d20 that goes on 95% of the time: at most 90%", true},
		{"d20p>=2", 4, "a d20 that goes on 95% of the time", true},
		{"d20rr<=19", 4, "a reroll until that takes 95% of the faces of a d20: at most 90%", true},
		{"d100!20rr<=19", 8, "a reroll until that takes 95% of the faces of the d20 it explodes into", true},
		{"d6mi6!", 6, "it would roll forever", true},
		{"d6ma5!", 6, "a d6 that never explodes", true},
		{"d6ma5p", 6, "a d6 that never penetrates", true},
		{"d6pma5", 4, "comes too late", false},
		{"d6mi7", 3, "a minimum of 7 above the highest face of a d6", true},
		{"d6mi0", 3, "a minimum of 0, want 1..1000", true},
		{"d6mi4ma3", 3, "a minimum of 4 above the maximum of 3", true},
		{"d6mi2mi3", 6, "comes too late", false},
		{"d6r1!", 5, `"!" comes too late`, false},
		{"4d6kh3r1", 7, "comes too late", false},
		{"6d10>=8kh3", 8, "comes too late", false},
		{"6d10f1", 5, "failures \"f1\" need a success count before them", false},
		{"d20p6>=19>=19", 10, "comes too late", false},
		{"d20p>=19 6", 10, "expected + or -", false},
		{"4dF!", 4, "Fate dice cannot explode or penetrate", false},
		{"4dFmi2", 4, "Fate dice take no minimum or maximum", false},
		{"d20mi2p6", 4, "a die with a continuation die takes no minimum or maximum", false},
		{"4d6!kh3>=5", 5, "a success count of exploding dice that are kept or dropped", false},
		{"4d6!6kh3", 6, "dice that explode into dice of another size", false},
		{"(d4)d6!kh1", 8, "exploding dice of a computed count or sides", false},
		{"4d6kh3kh2kh1dl1dl1", 16, "more than 4 keeps and drops", false},
		{"4d6kh3dl3", 7, "dl3 of 3 dice, want 1..2", true},
		{"4d6d4", 4, "dl4 of 4 dice, want 1..3", true},
		{"(1d4*30)d6", 1, "dice that can be 30..120, want 0..100", true},
		{"(d6-2)d6", 1, "dice that can be -1..4, want 0..100", true},
		{"d(d6)", 2, "sides that can be 1..6, want 2..1000", true},
		{"d(1d6*200)", 2, "sides that can be 200..1200, want 2..1000", true},
		{"(51d6>=1)d6", 1, "a group of up to 102 dice, want at most 100", true},
		{"{50d6, 51d6}", 1, "a set of up to 101 dice, want at most 100", true},
		{"(1d20, 1d20)kh3", 13, "kh3 of 2 members, want 1..2", true},
		{"{d6,d6}kh1>=4", 11, "a success count of a set that keeps or drops", false},
		{"1d8 [fire", 5, "a [ without its ]", false},
		{"1d8 []", 5, "an empty label", false},
		{"1d8 [a[b]", 5, "a label with", false},
		{"1d8 [" + strings.Repeat("x", 41) + "]", 5, "longer than 40", false},
		{"(1d8[a])[b]", 9, "a second label", false},
		{"1d20, 1d20", 5, "a , outside a set", false},
		{"{1d20, 1d20", 1, "a { without its }", false},
		{"ceil(7/2", 1, "a ceil( without its )", false},
		{"# only a comment", 17, "empty", false},
		{"6d10>=1234567", 5, "a compare point of 1234567", false},
		{"d6r>", 5, `expected a number after ">"`, false},
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
	t.Run("a plain sum rolls the same by its short path and by the general one", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			// "s" and "(s)*1" draw the same faces from one seed and total
			// the same: the short path of plain sums is only faster.
			s := ""
			for i := range rapid.IntRange(1, 3).Draw(t, "terms") {
				if i > 0 {
					s += rapid.SampledFrom([]string{"+", "-"}).Draw(t, "sign")
				}
				s += rapid.SampledFrom([]string{"3", "d6", "2d6p", "d8!", "3d4!!", "d20p6", "d4!6", "2d2!"}).Draw(t, "term")
			}
			seed := rapid.Uint64().Draw(t, "seed")
			a := dice.MustParse(s).Roll(dice.NewSource(seed))
			b := dice.MustParse("(" + s + ")*1").Roll(dice.NewSource(seed))
			if a.Total != b.Total || a.Rolled != b.Rolled || a.Cut != b.Cut || !slices.Equal(a.Faces(), b.Faces()) {
				t.Fatalf("%v and %v", a, b)
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
		"4d6kh3", "4d6dl1", "2d20kl1", "1d20r1", "6d10>=8", "3d8*10", "(2d6+1)/2", "-(d6p r1kh1)", "2d6!r2dh1≥4÷(d4+1)",
		"1d8 [fire] + 2d6 [cold] # breath", "1d20+-5", "(1d4)d6", "d(1d4+2)", "0d6", "2d6mi3ma5", "d10!>=9", "6d10!!>=10>=8",
		"d6!p>4", "d6ro<3", "d6rr<=2", "6d10>=8f1", "4d6!kh3", "4dF=0", "{4d6, 3d8}kh1", "(1d20, 1d20)kh1", "{d6,d8}>=5",
		"4d6kh3dl1", "floor(7/2)", "ceil((2d6+1)/2)", "4d6d1", "d6!>=1", "d6mi6!", "(1d4*30)d6", "{50d6, 51d6}"} {
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
		_, _ = res.KeptFaces(), res.DroppedFaces()
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
