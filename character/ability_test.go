package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestRollAbilities(t *testing.T) {
	t.Run("CH-1 seven abilities rolled 3d6 then d100, in the order Str Int Wis Dex Con Lks Cha", func(t *testing.T) {
		r := dicetest.NewScript(t,
			3, 3, 4, 89, // Str 10/89
			2, 4, 4, 3, // Int 10/03
			6, 5, 1, 35, // Wis 12/35
			6, 6, 1, 47, // Dex 13/47
			1, 2, 4, 17, // Con 7/17
			3, 3, 3, 72, // Lks 9/72
			2, 2, 4, 24, // Cha 8/24
		)
		got := character.RollAbilities(r)
		r.Done()
		want := character.Abilities{{10, 89}, {10, 3}, {12, 35}, {13, 47}, {7, 17}, {9, 72}, {8, 24}}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("RollAbilities (-want +got):\n%s", diff)
		}
		if s := got.String(); s != "Str 10/89 Int 10/03 Wis 12/35 Dex 13/47 Con 7/17 Lks 9/72 Cha 8/24" {
			t.Errorf("String = %q", s)
		}
	})
	t.Run("CH-1 3d6 gives 3..18 and the d100 fraction 1..100", func(t *testing.T) {
		low := character.RollAbilities(dicetest.NewScript(t, repeat([]int{1, 1, 1, 1}, 7)...))
		high := character.RollAbilities(dicetest.NewScript(t, repeat([]int{6, 6, 6, 100}, 7)...))
		for a := range character.Ability(numAbilities) {
			if low[a] != (character.Score{Whole: 3, Fraction: 1}) || high[a] != (character.Score{Whole: 18, Fraction: 100}) {
				t.Errorf("%v: lowest %v, highest %v; want 3/01 and 18/100", a, low[a], high[a])
			}
		}
	})
}

func repeat(faces []int, n int) []int {
	var out []int
	for range n {
		out = append(out, faces...)
	}
	return out
}

func TestScoreArithmetic(t *testing.T) {
	t.Run("CH-1 Strength 13/45 needs 65 more fractional points to reach 14/10", func(t *testing.T) {
		s := character.Score{Whole: 13, Fraction: 45}
		for _, c := range []struct {
			add  int
			want character.Score
		}{
			{65, character.Score{Whole: 14, Fraction: 10}},
			{64, character.Score{Whole: 14, Fraction: 9}},
			{55, character.Score{Whole: 13, Fraction: 100}},
			{56, character.Score{Whole: 14, Fraction: 1}},
			{0, character.Score{Whole: 13, Fraction: 45}},
			{-45, character.Score{Whole: 12, Fraction: 100}},
			{-44, character.Score{Whole: 13, Fraction: 1}},
			{265, character.Score{Whole: 16, Fraction: 10}},
		} {
			got, err := s.Add(c.add)
			if err != nil || got != c.want {
				t.Errorf("13/45 + %d = %v, %v; want %v", c.add, got, err, c.want)
			}
		}
		if d := (character.Score{Whole: 14, Fraction: 10}).Points() - s.Points(); d != 65 {
			t.Errorf("from 13/45 to 14/10 is %d points, want 65", d)
		}
	})
	t.Run("CH-1 adding fraction past 100 rolls into the next whole score", func(t *testing.T) {
		got, err := character.Score{Whole: 13, Fraction: 100}.Add(1)
		if err != nil || got != (character.Score{Whole: 14, Fraction: 1}) {
			t.Errorf("13/100 + 1 = %v, %v; want 14/01", got, err)
		}
	})
	t.Run("CH-1 whole points keep the fraction", func(t *testing.T) {
		got, err := character.Score{Whole: 13, Fraction: 45}.AddWhole(2)
		if err != nil || got != (character.Score{Whole: 15, Fraction: 45}) {
			t.Errorf("13/45 + 2 whole = %v, %v; want 15/45", got, err)
		}
		if _, err := (character.Score{Whole: 4, Fraction: 45}).AddWhole(-2); !errors.Is(err, character.ErrScore) {
			t.Errorf("4/45 - 2 whole: err %v, want ErrScore (scores start at 3)", err)
		}
	})
	t.Run("scores stay within 3/01..30/100", func(t *testing.T) {
		if _, err := (character.Score{Whole: 3, Fraction: 1}).Add(-1); !errors.Is(err, character.ErrScore) {
			t.Errorf("3/01 - 1: err %v, want ErrScore", err)
		}
		if _, err := (character.Score{Whole: 30, Fraction: 100}).Add(1); !errors.Is(err, character.ErrScore) {
			t.Errorf("30/100 + 1: err %v, want ErrScore", err)
		}
		if _, err := (character.Score{Whole: 13, Fraction: 0}).Add(1); !errors.Is(err, character.ErrScore) {
			t.Errorf("13/0 + 1: err %v, want ErrScore for the invalid score", err)
		}
	})
}

// The fraction always carries correctly: adding n points to a valid score
// moves its Points by exactly n, leaves a fraction in 1..100, and adding −n
// brings it back.
func TestScoreCarryProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := character.Score{Whole: rapid.IntRange(3, 30).Draw(t, "whole"), Fraction: rapid.IntRange(1, 100).Draw(t, "fraction")}
		n := rapid.IntRange(-3000, 3000).Draw(t, "points")
		got, err := s.Add(n)
		if p := s.Points() + n; p < 301 || p > 3100 {
			if !errors.Is(err, character.ErrScore) {
				t.Fatalf("%v + %d: err %v, want ErrScore out of range", s, n, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%v + %d: %v", s, n, err)
		}
		if got.Points() != s.Points()+n || got.Fraction < 1 || got.Fraction > 100 || got.Whole*100+got.Fraction != got.Points() {
			t.Fatalf("%v + %d = %v (points %d), want points %d", s, n, got, got.Points(), s.Points()+n)
		}
		back, err := got.Add(-n)
		if err != nil || back != s {
			t.Fatalf("%v + %d - %d = %v, %v", s, n, n, back, err)
		}
		parsed, err := character.ParseScore(got.String())
		if err != nil || parsed != got {
			t.Fatalf("ParseScore(%q) = %v, %v", got.String(), parsed, err)
		}
	})
}

func TestParseScore(t *testing.T) {
	t.Run("CH-1 scores print and parse as whole/fraction", func(t *testing.T) {
		for _, c := range []struct {
			in   string
			want character.Score
			out  string
		}{
			{"13/45", character.Score{Whole: 13, Fraction: 45}, "13/45"},
			{"10/03", character.Score{Whole: 10, Fraction: 3}, "10/03"},
			{"13/5", character.Score{Whole: 13, Fraction: 5}, "13/05"},
			{"13/100", character.Score{Whole: 13, Fraction: 100}, "13/100"},
			{"3/1", character.Score{Whole: 3, Fraction: 1}, "3/01"},
			{"30/100", character.Score{Whole: 30, Fraction: 100}, "30/100"},
			{"018/050", character.Score{Whole: 18, Fraction: 50}, "18/50"},
		} {
			got, err := character.ParseScore(c.in)
			if err != nil || got != c.want || got.String() != c.out {
				t.Errorf("ParseScore(%q) = %v (%q), %v; want %v (%q)", c.in, got, got.String(), err, c.want, c.out)
			}
		}
	})
	t.Run("CH-1 malformed or out-of-range scores are errors", func(t *testing.T) {
		for _, c := range []struct{ in, says string }{
			{"13/0", "fraction 0 outside 1..100"},
			{"13/101", "fraction 101 outside 1..100"},
			{"x/5", `whole score "x"`},
			{"13", "want whole/fraction"},
			{"13/", `fraction ""`},
			{"/5", `whole score ""`},
			{"2/50", "whole score 2 outside 3..30"},
			{"31/1", "whole score 31 outside 3..30"},
			{" 13/45", `whole score " 13"`},
			{"13/45 ", `fraction "45 "`},
			{"+13/45", `whole score "+13"`},
			{"1000/1", `"1000"`},
			{"13/4/5", `fraction "4/5"`},
			{"", "want whole/fraction"},
		} {
			_, err := character.ParseScore(c.in)
			if !errors.Is(err, character.ErrScore) || !strings.Contains(err.Error(), c.says) {
				t.Errorf("ParseScore(%q): err %v, want ErrScore saying %q", c.in, err, c.says)
			}
		}
	})
}

func FuzzParseScore(f *testing.F) {
	for _, s := range []string{"13/45", "10/03", "13/100", "13/0", "13/101", "x/5", "", "3/1", "99/99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		s, err := character.ParseScore(in)
		if err != nil {
			if !errors.Is(err, character.ErrScore) {
				t.Fatalf("ParseScore(%q): %v does not wrap ErrScore", in, err)
			}
			return
		}
		if s.Validate() != nil {
			t.Fatalf("ParseScore(%q) = invalid %v", in, s)
		}
		back, err := character.ParseScore(s.String())
		if err != nil || back != s {
			t.Fatalf("round trip of %q: %v → %q → %v, %v", in, s, s.String(), back, err)
		}
	})
}

func TestAbility(t *testing.T) {
	for _, c := range []struct {
		in   string
		want character.Ability
	}{{"Strength", character.Strength}, {"int", character.Intelligence}, {"WIS", character.Wisdom}, {"Dex", character.Dexterity}, {"constitution", character.Constitution}, {"Lks", character.Looks}, {"looks", character.Looks}, {"Cha", character.Charisma}} {
		got, err := character.ParseAbility(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseAbility(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	if _, err := character.ParseAbility("Luck"); !errors.Is(err, character.ErrAbility) {
		t.Errorf("ParseAbility(Luck): err %v, want ErrAbility", err)
	}
	set := character.NewAbilitySet(character.Wisdom, character.Intelligence)
	if set.String() != "Int/Wis" || !set.Has(character.Wisdom) || set.Has(character.Dexterity) {
		t.Errorf("set = %v", set)
	}
	b, _ := json.Marshal(set)
	if string(b) != `["Int","Wis"]` {
		t.Errorf("set JSON = %s", b)
	}
	var back character.AbilitySet
	if err := json.Unmarshal(b, &back); err != nil || back != set {
		t.Errorf("set round trip = %v, %v", back, err)
	}
	for _, bad := range []string{`["Int","Int"]`, `["Luck"]`, `"Int"`} {
		if err := json.Unmarshal([]byte(bad), &back); !errors.Is(err, character.ErrAbility) {
			t.Errorf("set %s: err %v, want ErrAbility", bad, err)
		}
	}
}

func TestAbilitiesJSON(t *testing.T) {
	a := exampleAbilities()
	b, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"Str":"10/89","Int":"10/03","Wis":"12/35","Dex":"13/47","Con":"7/17","Lks":"9/72","Cha":"8/24"}`
	if string(b) != want {
		t.Errorf("JSON = %s, want %s", b, want)
	}
	var back character.Abilities
	if err := json.Unmarshal(b, &back); err != nil || back != a {
		t.Errorf("round trip = %v, %v", back, err)
	}
	for _, c := range []struct{ in, says string }{
		{`{"Str":"10/89"}`, "Int is missing"},
		{`{"Str":"10/89","Int":"10/03","Wis":"12/35","Dex":"13/47","Con":"7/17","Lks":"9/72","Cha":"8/0"}`, "Cha: character: invalid ability score"},
		{`{"Str":"10/89","Int":"10/03","Wis":"12/35","Dex":"13/47","Con":"7/17","Lks":"9/72","Cha":"8/24","Luck":"3/3"}`, `"Luck"`},
		{`{"Str":"10/89","Strength":"10/89","Int":"10/03","Wis":"12/35","Dex":"13/47","Con":"7/17","Lks":"9/72","Cha":"8/24"}`, "Str given twice"},
	} {
		if err := json.Unmarshal([]byte(c.in), &back); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("Unmarshal(%s): err %v, want one saying %q", c.in, err, c.says)
		}
	}
}

func TestMean(t *testing.T) {
	t.Run("CHD-2 the mean of the seven whole scores is rounded down", func(t *testing.T) {
		a := exampleAbilities() // 10+10+12+13+7+9+8 = 69; 69/7 = 9.86
		if got := a.Mean(); got != 9 {
			t.Errorf("Mean = %d, want 9", got)
		}
		a[character.Charisma].Whole = 14 // 75/7 = 10.71
		if got := a.Mean(); got != 10 {
			t.Errorf("Mean = %d, want 10", got)
		}
	})
}

// exampleAbilities is the published example character of rule CH-2.
func exampleAbilities() character.Abilities {
	return character.Abilities{{10, 89}, {10, 3}, {12, 35}, {13, 47}, {7, 17}, {9, 72}, {8, 24}}
}
