package trial

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/tabletest"
)

func TestDefaultRules(t *testing.T) {
	r := DefaultRules()
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var got Rules
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(r, got); d != "" {
		t.Errorf("round trip (-want +got):\n%s", d)
	}
	// A fresh copy each call.
	r.Opening[0].Points = 99
	if DefaultRules().Opening[0].Points == 99 {
		t.Error("DefaultRules shares its tables")
	}
}

func TestDefaultTampering(t *testing.T) {
	t.Run("TR-3 tampering difficulties: Illogical Easy, Conventional Average (ours), Contemplative Difficult, Analytical and Perceptive Very Difficult", func(t *testing.T) {
		want := TamperingTable{
			{Illogical, "Easy"}, {Conventional, "Average"}, {Contemplative, "Difficult"},
			{Analytical, "Very Difficult"}, {Perceptive, "Very Difficult"},
		}
		if d := cmp.Diff(want, DefaultRules().Tampering); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})
	t.Run("TR-3 default reports (ours): a juror tells half the time, the judge dismisses at the second", func(t *testing.T) {
		if r := DefaultRules().Reports; r.validate() != nil || r.On != 4 || r.Dismiss != 2 {
			t.Errorf("%+v", r)
		}
	})
}

func TestRulesJSONPartial(t *testing.T) {
	t.Run("a table left out, or null, is the default's", func(t *testing.T) {
		var r Rules
		if err := json.Unmarshal([]byte(`{"savingThrow":{"sides":10,"hold":8},"law":null}`), &r); err != nil {
			t.Fatal(err)
		}
		want := DefaultRules()
		want.SavingThrow = SavingThrow{Sides: 10, Hold: 8}
		if d := cmp.Diff(want, r); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})
	t.Run("a table named is read whole: a field left out of it is zero", func(t *testing.T) {
		var r Rules
		if err := json.Unmarshal([]byte(`{"reports":{"on":5}}`), &r); err != nil {
			t.Fatal(err)
		}
		if r.Reports != (ReportRule{On: 5}) {
			t.Errorf("reports %+v, want on 5 and dismiss 0 (never), not the default's 2", r.Reports)
		}
		if err := json.Unmarshal([]byte(`{"savingThrow":{"sides":10}}`), &r); !errors.Is(err, ErrTable) || !strings.Contains(err.Error(), "hold on 0") {
			t.Errorf("a saving throw without hold: %v, want ErrTable (hold 0)", err)
		}
	})
}

// drawRules draws valid rules: a ladder of one to six rungs, Average
// among them, with opening and Law rows for each in any order and any
// case, a tampering row for each personality, and any report rule and
// saving throw the tables allow — zeros included.
func drawRules(rt *rapid.T) Rules {
	names := rapid.SliceOfNDistinct(rapid.SampledFrom([]string{"Trivial", "Easy", "Difficult", "Very Difficult", "Hard", "Heroic"}), 0, 5, func(s string) string { return s }).Draw(rt, "rungs")
	names = slices.Insert(names, rapid.IntRange(0, len(names)).Draw(rt, "Average's rung"), "Average")
	var r Rules
	bonus := rapid.IntRange(-100, 100).Draw(rt, "first bonus")
	for _, n := range names {
		bonus = rapid.IntRange(-100, bonus).Draw(rt, "bonus")
		r.Difficulties = append(r.Difficulties, dice.Difficulty{Name: n, Bonus: bonus})
	}
	cased := func(n string) string {
		return rapid.SampledFrom([]string{n, strings.ToLower(n), strings.ToUpper(n)}).Draw(rt, "case")
	}
	points := 0
	for _, n := range names {
		points = rapid.IntRange(points, maxTablePoints).Draw(rt, "points")
		row := OpeningRow{Difficulty: cased(n), Points: points}
		if penaltyAllowed(n) {
			row.Penalty = rapid.IntRange(0, maxTablePoints).Draw(rt, "penalty")
		}
		r.Opening = append(r.Opening, row)
		r.Law = append(r.Law, LawRow{Difficulty: cased(n), Bonus: rapid.IntRange(0, maxTablePoints).Draw(rt, "law bonus")})
	}
	r.Opening = rapid.Permutation(r.Opening).Draw(rt, "opening rows")
	r.Law = rapid.Permutation(r.Law).Draw(rt, "law rows")
	for p := Illogical; p <= Perceptive; p++ {
		r.Tampering = append(r.Tampering, TamperingRow{Personality: p, Difficulty: cased(rapid.SampledFrom(names).Draw(rt, "tampering"))})
	}
	r.Tampering = rapid.Permutation(r.Tampering).Draw(rt, "tampering rows")
	r.Reports = ReportRule{On: rapid.IntRange(1, 7).Draw(rt, "on"), Dismiss: rapid.IntRange(0, maxTablePoints).Draw(rt, "dismiss")}
	sides := rapid.IntRange(2, 100).Draw(rt, "sides")
	r.SavingThrow = SavingThrow{Sides: sides, Hold: rapid.IntRange(1, sides+1).Draw(rt, "hold")}
	if err := r.Validate(); err != nil {
		rt.Fatalf("drew invalid rules: %v", err)
	}
	return r
}

func TestLoadersRoundTrip(t *testing.T) {
	t.Run("every valid Rules reads back from its JSON", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) { tabletest.Reloads(rt, drawRules(rt), tabletest.Unmarshal) })
	})
	t.Run("every valid opening table reads back from its JSON", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) { tabletest.Reloads(rt, drawRules(rt).Opening, tabletest.Unmarshal) })
	})
	t.Run("every valid Law table reads back from its JSON", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) { tabletest.Reloads(rt, drawRules(rt).Law, tabletest.Unmarshal) })
	})
	t.Run("every valid tampering table reads back from its JSON", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) { tabletest.Reloads(rt, drawRules(rt).Tampering, tabletest.Unmarshal) })
	})
	t.Run("empty and absent opening and Law tables read back as themselves", func(t *testing.T) {
		tabletest.Reloads(t, OpeningTable{}, tabletest.Unmarshal)
		tabletest.Reloads(t, OpeningTable(nil), tabletest.Unmarshal)
		tabletest.Reloads(t, LawTable{}, tabletest.Unmarshal)
		tabletest.Reloads(t, LawTable(nil), tabletest.Unmarshal)
	})
}

func TestRulesBadRows(t *testing.T) {
	for _, tc := range []struct {
		name, json, says string
	}{
		{"negative points", `{"opening":[{"difficulty":"Trivial","points":-1},{"difficulty":"Easy","points":2},{"difficulty":"Average","points":3},{"difficulty":"Difficult","points":5},{"difficulty":"Very Difficult","points":8}]}`, "opening row 1 (Trivial): -1 outside 0..100"},
		{"a penalty at Average", `{"opening":[{"difficulty":"Trivial","points":1},{"difficulty":"Easy","points":2},{"difficulty":"Average","points":3,"penalty":1},{"difficulty":"Difficult","points":5},{"difficulty":"Very Difficult","points":8}]}`, "opening row 3 (Average): a failure gives points only at Difficult"},
		{"points falling", `{"opening":[{"difficulty":"Trivial","points":1},{"difficulty":"Easy","points":2},{"difficulty":"Average","points":3},{"difficulty":"Difficult","points":2},{"difficulty":"Very Difficult","points":8}]}`, "Difficult earns fewer"},
		{"a repeated row", `{"law":[{"difficulty":"Trivial"},{"difficulty":"trivial"},{"difficulty":"Average"},{"difficulty":"Difficult"},{"difficulty":"Very Difficult"}]}`, "law row 2 (trivial): repeats the difficulty of row 1"},
		{"a missing row", `{"law":[{"difficulty":"Trivial"},{"difficulty":"Easy"}]}`, "law: 2 rows for 5 difficulties"},
		{"an unknown difficulty", `{"law":[{"difficulty":"Trivial"},{"difficulty":"Easy"},{"difficulty":"Average"},{"difficulty":"Hard"},{"difficulty":"Very Difficult"}]}`, "law row 4 (Hard): not in the difficulty table"},
		{"a bonus over 100", `{"law":[{"difficulty":"Trivial","bonus":101},{"difficulty":"Easy"},{"difficulty":"Average"},{"difficulty":"Difficult"},{"difficulty":"Very Difficult"}]}`, "law row 1 (Trivial): 101 outside 0..100"},
		{"no difficulty", `{"law":[{"bonus":1}]}`, "law row 1: no difficulty"},
		{"a personality twice", `{"tampering":[{"personality":"Illogical","difficulty":"Easy"},{"personality":"illogical","difficulty":"Easy"}]}`, "tampering row 2 (Illogical): repeats the personality"},
		{"a personality missing", `{"tampering":[{"personality":"Illogical","difficulty":"Easy"}]}`, "no row for Conventional"},
		{"an unknown personality", `{"tampering":[{"personality":"Sober","difficulty":"Easy"}]}`, "Sober"},
		{"a tampering difficulty not in the ladder", `{"tampering":[{"personality":"Illogical","difficulty":"Easy"},{"personality":"Conventional","difficulty":"Easy"},{"personality":"Contemplative","difficulty":"Easy"},{"personality":"Analytical","difficulty":"Easy"},{"personality":"Perceptive","difficulty":"Herculean"}]}`, `tampering row 5 (Perceptive): "Herculean" is not in the difficulty table`},
		{"a juror tells on 0", `{"reports":{"on":0,"dismiss":2}}`, "reports: on 0"},
		{"a negative dismissal", `{"reports":{"on":4,"dismiss":-1}}`, "reports: dismiss -1"},
		{"a d1 saving throw", `{"savingThrow":{"sides":1,"hold":1}}`, "saving throw: d1"},
		{"a saving throw on 8 of a d6", `{"savingThrow":{"sides":6,"hold":8}}`, "hold on 8"},
		{"a ladder without Average", `{"difficulties":[{"name":"Easy","bonus":80},{"name":"Hard","bonus":0}]}`, `no "Average" row`},
		{"a bad ladder", `{"difficulties":[{"name":"Easy","bonus":0},{"name":"Average","bonus":40}]}`, "row 2 (Average)"},
		{"a wrong type", `{"law":{"difficulty":"Easy"}}`, "law"},
		{"a rung named none", `{"difficulties":[{"name":"Average","bonus":40},{"name":"None","bonus":0}]}`, "difficulties row 2 (None): the name reads as no Law check"},
		{"a rung's name with blanks around it", `{"difficulties":[{"name":" Average","bonus":40}]}`, "difficulties row 1 ( Average): blanks around the name"},
		{"a rung's name over 40 bytes", `{"difficulties":[{"name":"Average","bonus":40},{"name":"` + strings.Repeat("x", 41) + `","bonus":0}]}`, "a name of 41 bytes, at most 40"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r Rules
			err := json.Unmarshal([]byte(tc.json), &r)
			var te *TableError
			if !errors.Is(err, ErrTable) || !errors.As(err, &te) {
				t.Fatalf("err = %v, want a TableError wrapping ErrTable", err)
			}
			if !strings.Contains(err.Error(), tc.says) {
				t.Errorf("err = %q, want it to say %q", err, tc.says)
			}
			if r.Opening != nil {
				t.Error("a refused table was kept")
			}
		})
	}
}

func TestCustomRulesPlay(t *testing.T) {
	// A GM's table where opening arguments pay double, on a renamed ladder.
	r := DefaultRules()
	for i := range r.Opening {
		r.Opening[i].Points *= 2
	}
	cfg := baseConfig()
	cfg.Rules = &r
	tr, err := New(cfg, dice.NewSource(3))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.runWith(Greedy{}, Cautious{}); err != nil {
		t.Fatal(err)
	}
	for _, e := range kinds(tr.Events(), KindOpening) {
		if e.Roll.Success && e.Points%2 != 0 {
			t.Errorf("%v: odd points from a doubled table", e)
		}
	}
	bad := DefaultRules()
	bad.SavingThrow.Sides = 0
	cfg.Rules = &bad
	if _, err := New(cfg, dice.NewSource(3)); !errors.Is(err, ErrTable) {
		t.Errorf("New with a bad table: %v, want ErrTable", err)
	}
}

func TestRulesJSONNull(t *testing.T) {
	r := DefaultRules()
	r.SavingThrow.Hold = 6
	if err := json.Unmarshal([]byte(` null `), &r); err != nil || r.SavingThrow.Hold != 6 {
		t.Errorf("null: %v, %+v", err, r.SavingThrow)
	}
}
