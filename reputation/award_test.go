package reputation

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/google/go-cmp/cmp"
)

func TestAwards(t *testing.T) {
	t.Run("RE-6 Reputation, Fame and BP are awarded after each scene", func(t *testing.T) {
		s := Standing{Reputation: 45, RP: 40, Fame: 18, MaxFame: 18}
		w, err := s.Award(Award{Why: "won a fair fight", Reputation: 3, Fame: 4, BP: 2})
		if err != nil {
			t.Fatal(err)
		}
		want := Awarded{
			Award:  Award{Why: "won a fair fight", Reputation: 3, Fame: 4, BP: 2},
			Before: Standing{Reputation: 45, RP: 40, Fame: 18, MaxFame: 18},
			After:  Standing{Reputation: 48, RP: 43, Fame: 22, MaxFame: 22},
			BP:     2,
		}
		if diff := cmp.Diff(want, w); diff != "" {
			t.Errorf("award (-want +got):\n%s", diff)
		}
		if got := w.String(); got != "won a fair fight: Reputation 45 → 48 (RP 40 → 43), Fame 18 → 22, now Minor Celebrity, BP +2" {
			t.Errorf("String() = %q", got)
		}
	})
	t.Run("RE-1 BP earned get the bonus of the Reputation held when earned", func(t *testing.T) {
		// Great at 70+5: the bonus is the Great one (1 per 10) only if he was
		// Great before the award. 70 is Average: no bonus, though he ends Great.
		s := Standing{Reputation: 70, RP: 70}
		w, _ := s.Award(Award{Reputation: 5, BP: 20})
		if w.BPBonus != 0 || w.BP != 20 {
			t.Errorf("Average earning 20: bonus %d total %d, want 0 / 20", w.BPBonus, w.BP)
		}
		if !strings.Contains(w.String(), "now Great Reputation") {
			t.Errorf("String() = %q", w.String())
		}
		w, _ = s.Award(Award{BP: 20}) // Great now: +2
		if w.BPBonus != 2 || w.BP != 22 || !strings.HasSuffix(w.String(), "BP +20 +2 (Great Reputation) = +22") {
			t.Errorf("Great earning 20: %+v %q", w, w)
		}
		s = Standing{Reputation: 120, RP: 120}
		w, _ = s.Award(Award{BP: 15, Reputation: -30}) // Legendary when earned: 15 → +1, 5 carried (CHD-6)
		if w.BPBonus != 1 || w.BP != 16 || s.BPCarry != 5 {
			t.Errorf("Legendary earning 15: bonus %d total %d carry %d, want 1 / 16 / 5", w.BPBonus, w.BP, s.BPCarry)
		}
		w, _ = s.Award(Award{BP: 5}) // Great at 90: 5 carried + 5 → +1, 0 carried
		if w.BPBonus != 1 || w.BP != 6 || s.BPCarry != 0 {
			t.Errorf("Great earning 5 after 5 carried: bonus %d total %d carry %d, want 1 / 6 / 0", w.BPBonus, w.BP, s.BPCarry)
		}
	})
	t.Run("RE-6 awards out of range change nothing", func(t *testing.T) {
		s := Standing{Reputation: MaxScore - 5, RP: 0, Fame: MaxScore - 5, MaxFame: MaxScore - 5}
		before := s
		for _, a := range []Award{
			{Reputation: MaxDelta + 1}, {Fame: -MaxDelta - 1}, {BP: MaxDelta + 1},
			{Reputation: 6}, {Fame: 6},
		} {
			if _, err := s.Award(a); !errors.Is(err, ErrAward) || s != before {
				t.Errorf("%+v: err = %v, standing %+v", a, err, s)
			}
		}
		s = Standing{Reputation: -MaxScore + 1}
		if _, err := s.Award(Award{Reputation: -2}); !errors.Is(err, ErrAward) {
			t.Errorf("below -MaxScore: err = %v", err)
		}
	})
	t.Run("RE-6 the default deed table is ours, well formed, and keeps the rules it touches", func(t *testing.T) {
		d := DefaultDeeds()
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
		look := func(name string) Award {
			t.Helper()
			a, err := d.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			return a
		}
		if a := look("kept an oath"); a.Reputation != 0 || a.Fame != 0 || a.BP != 0 {
			t.Errorf("RE-4 keeping an oath gains nothing, the table gives %v", a)
		}
		if a := look("broke an oath"); a != DefaultOathPenalty() || a.Reputation >= 0 {
			t.Errorf("RE-4 breaking an oath: %v, want the default penalty %v", a, DefaultOathPenalty())
		}
		if a := look("won a fair fight"); a.BP != 0 || a.Reputation <= 0 {
			t.Errorf("CHD-4 winning a fight gives no BP by itself: %v", a)
		}
		if a := look("used a low blow in a brawl"); a.Reputation != -1 {
			t.Errorf("the English rules: a low blow costs 1 Reputation, the table says %v", a)
		}
		for _, bad := range []string{"backshot someone", "shot an unarmed man", "ran from a fight", "caught cheating at cards"} {
			if a := look(bad); a.Reputation >= 0 {
				t.Errorf("%q should cost Reputation: %v", bad, a)
			}
		}
		if a := look("  Won A Fair Fight "); a.Why != "won a fair fight" {
			t.Errorf("case-insensitive lookup: %v", a)
		}
		if _, err := d.Lookup("robbed a stage"); !errors.Is(err, ErrDeed) {
			t.Errorf("unknown deed: err = %v", err)
		}
	})
	t.Run("RE-6 deed tables load from JSON and name the bad row", func(t *testing.T) {
		b, err := json.Marshal(DefaultDeeds())
		if err != nil {
			t.Fatal(err)
		}
		var back DeedTable
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(DefaultDeeds(), back); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
		var mine DeedTable
		if err := json.Unmarshal([]byte(`[{"why":"robbed a stage","reputation":-6,"fame":4,"bp":1}]`), &mine); err != nil || len(mine) != 1 {
			t.Errorf("a GM's table: %v, %v", mine, err)
		}
		for _, tc := range []struct{ json, mention string }{
			{`[]`, "empty"},
			{`[{"why":"a","reputation":1},{"why":""}]`, "deeds row 2 why: no deed name"},
			{`[{"why":"a"},{"why":"b"},{"why":" A "}]`, "deeds row 3 ( A ) why: repeats the deed of row 1"},
			{`[{"why":"a","fame":1001}]`, "deeds row 1 (a) fame: +1001 outside ±1000"},
			{`[{"why":"a","bp":-1001}]`, "deeds row 1 (a) bp: -1001 outside ±1000"},
			{`[{"why":"a","honour":1}]`, "honour"},
			{`{"why":"a"}`, "cannot unmarshal"},
		} {
			var d DeedTable
			err := json.Unmarshal([]byte(tc.json), &d)
			if !errors.Is(err, ErrDeed) || !strings.Contains(err.Error(), tc.mention) {
				t.Errorf("%s: err = %v, want ErrDeed mentioning %q", tc.json, err, tc.mention)
			}
			// a bad row is the SDK's one TableError
			var te *TableError
			if strings.Contains(tc.mention, "row") && !errors.As(err, &te) {
				t.Errorf("%s: err = %v, want a TableError", tc.json, err)
			}
		}
		if err := new(DeedTable).UnmarshalJSON([]byte(`[{"why":"a"}] []`)); !errors.Is(err, ErrDeed) {
			t.Errorf("trailing data: err = %v", err)
		}
	})
	t.Run("RE-6 an award reads like table talk", func(t *testing.T) {
		for a, want := range map[Award]string{
			{Why: "backshot someone", Reputation: -10, Fame: 1}: "backshot someone: Reputation -10, Fame +1, BP +0",
			{Fame: 5}: "Reputation +0, Fame +5, BP +0",
		} {
			if got := a.String(); got != want {
				t.Errorf("String() = %q, want %q", got, want)
			}
		}
	})
}

func FuzzDeedTableJSON(f *testing.F) {
	b, _ := json.Marshal(DefaultDeeds())
	for _, s := range []string{string(b), `[]`, `[{"why":"a"}]`, `[{"why":"a"},{"why":"A"}]`, `[{"why":"a","fame":99999}]`, `null`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var d DeedTable
		if err := json.Unmarshal(data, &d); err != nil {
			var syn *json.SyntaxError
			if !errors.Is(err, ErrDeed) && !errors.As(err, &syn) {
				t.Fatalf("err = %v, want ErrDeed", err)
			}
			return
		}
		if d == nil { // JSON null leaves the table alone
			return
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("accepted %v: %v", d, err)
		}
		tabletest.Reloads(t, d, tabletest.Unmarshal[DeedTable])
		for _, a := range d {
			if got, err := d.Lookup(a.Why); err != nil || !equalFoldTrim(got.Why, a.Why) {
				t.Fatalf("Lookup(%q) = %v, %v", a.Why, got, err)
			}
		}
	})
}
