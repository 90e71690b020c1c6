package reputation

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/pronoun"
)

func TestFame(t *testing.T) {
	t.Run("RE-5 Fame bands at both edges", func(t *testing.T) {
		for _, tc := range []struct {
			fame int
			want FameCategory
		}{
			{0, LittleKnown}, {10, LittleKnown},
			{11, Local}, {20, Local},
			{21, MinorCelebrity}, {70, MinorCelebrity},
			{71, MajorCelebrity}, {100, MajorCelebrity},
			{101, Famous}, {200, Famous},
			{201, Epic}, {math.MaxInt, Epic},
			{-1, LittleKnown},
		} {
			if got := FameCategoryOf(tc.fame); got != tc.want {
				t.Errorf("FameCategoryOf(%d) = %v, want %v", tc.fame, got, tc.want)
			}
		}
		for c, want := range map[FameCategory][2]int{
			LittleKnown: {0, 10}, Local: {11, 20}, MinorCelebrity: {21, 70},
			MajorCelebrity: {71, 100}, Famous: {101, 200}, Epic: {201, math.MaxInt},
		} {
			if lo, hi := c.Range(); lo != want[0] || hi != want[1] {
				t.Errorf("%v.Range() = %d, %d, want %d, %d", c, lo, hi, want[0], want[1])
			}
		}
	})
	t.Run("RE-5 Fame floor is 20% of the highest Fame, rounded up", func(t *testing.T) {
		for _, tc := range []struct{ highest, want int }{
			{0, 0}, {1, 1}, {4, 1}, {5, 1}, {6, 2}, {10, 2}, {11, 3},
			{60, 12}, {61, 13}, {64, 13}, {65, 13}, {66, 14}, {100, 20}, {250, 50},
			{-3, 0}, {math.MaxInt, math.MaxInt/5 + 1},
		} {
			if got := FameFloor(tc.highest); got != tc.want {
				t.Errorf("FameFloor(%d) = %d, want %d", tc.highest, got, tc.want)
			}
		}
	})
	t.Run("RE-5 Fame decays 1 point per month", func(t *testing.T) {
		s := Standing{Reputation: 40, RP: 40, Fame: 60, MaxFame: 60}
		d, err := s.Decay(12)
		want := FameDecay{Months: 12, Before: 60, After: 48, Floor: 12, Max: 60}
		if err != nil || d != want || s.Fame != 48 || s.MaxFame != 60 {
			t.Errorf("Decay(12) from 60 = %+v, %v, Fame %d max %d; want %+v, Fame 48 max 60", d, err, s.Fame, s.MaxFame, want)
		}
		if got, want := d.String(), "12 months: Fame 60 → 48 (floor 12, 20% of the highest 60)"; got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
		d, _ = s.Decay(1)
		if d.After != 47 || d.String() != "1 month: Fame 48 → 47 (floor 12, 20% of the highest 60)" {
			t.Errorf("Decay(1) from 48 = %v", d)
		}
		d, _ = s.Decay(0)
		if d.After != 47 {
			t.Errorf("Decay(0) moved Fame to %d", d.After)
		}
	})
	t.Run("RE-5 Fame never decays below 20% of the highest ever held", func(t *testing.T) {
		// Highest 60: floor 12. Fame 15 loses 3 in three months and stops.
		s := Standing{Fame: 15, MaxFame: 60}
		if d, _ := s.Decay(2); d.After != 13 {
			t.Errorf("2 months from 15: %d, want 13", d.After)
		}
		if d, _ := s.Decay(1); d.After != 12 {
			t.Errorf("1 more month from 13: %d, want 12", d.After)
		}
		if d, _ := s.Decay(12); d.After != 12 {
			t.Errorf("12 more months at the floor: %d, want 12", d.After)
		}
		// Highest 61: the floor is 12.2, so Fame stops at 13, not 12.
		s = Standing{Fame: 61, MaxFame: 61}
		if d, _ := s.Decay(1000); d.After != 13 || d.Floor != 13 {
			t.Errorf("1000 months from 61: %+v, want 13 with floor 13", d)
		}
		// Below the floor already (a GM's award put it there): decay leaves it.
		s = Standing{Fame: 5, MaxFame: 60}
		if d, _ := s.Decay(6); d.After != 5 {
			t.Errorf("Fame 5 below floor 12 decayed to %d", d.After)
		}
	})
	t.Run("RE-5 decay takes no negative months", func(t *testing.T) {
		s := Standing{Fame: 30, MaxFame: 30}
		if _, err := s.Decay(-1); !errors.Is(err, ErrMonths) || s.Fame != 30 {
			t.Errorf("Decay(-1): err = %v, Fame %d; want ErrMonths and Fame 30", err, s.Fame)
		}
	})
	t.Run("RE-5 the first time Fame reaches 50: songs", func(t *testing.T) {
		s := Standing{Fame: 40, MaxFame: 40}
		w, err := s.Award(Award{Fame: 9})
		if err != nil || w.Songs || s.Songs() {
			t.Fatalf("Fame 49: songs %v/%v, %v", w.Songs, s.Songs(), err)
		}
		w, _ = s.Award(Award{Fame: 1})
		if !w.Songs || !s.Songs() {
			t.Fatalf("Fame 50: songs %v/%v, want both", w.Songs, s.Songs())
		}
		if w, _ = s.Award(Award{Fame: 5}); w.Songs {
			t.Error("Fame 55: songs again; only the first time counts")
		}
		s.Decay(20)
		if s.Fame != 35 || !s.Songs() {
			t.Errorf("after decay to %d: Songs() = %v; the songs stay", s.Fame, s.Songs())
		}
		s.Award(Award{Fame: 20})
		if w, _ := s.Award(Award{Fame: 0}); w.Songs {
			t.Error("back at 55 after decay: songs again")
		}
	})
	t.Run("RE-5 from the songs on, a 10% weekly chance a notorious foe starts boasting", func(t *testing.T) {
		s := Standing{Fame: 49, MaxFame: 49}
		r := dicetest.NewScript(t) // no songs yet: no die is rolled
		if b := s.RollBoast(r); b != (Boast{}) || b.String() != "no songs yet: nobody boasts" {
			t.Errorf("Fame 49: %+v %q", b, b)
		}
		r.Done()
		s = Standing{Fame: 20, MaxFame: 50} // decayed since: the songs stay
		r = dicetest.NewScript(t, 1, 10, 11, 100)
		for _, want := range []Boast{{true, 1, true, pronoun.He}, {true, 10, true, pronoun.He}, {true, 11, false, pronoun.He}, {true, 100, false, pronoun.He}} {
			if b := s.RollBoast(r); b != want {
				t.Errorf("d100 %d: %+v, want %+v", want.Roll, b, want)
			}
		}
		r.Done()
		if got := (Boast{true, 7, true, pronoun.He}).String(); got != "d100 7 ≤ 10: a notorious foe starts boasting he can whip him" {
			t.Errorf("String() = %q", got)
		}
		if got := (Boast{true, 64, false, pronoun.He}).String(); got != "d100 64 > 10: nobody boasts this week" {
			t.Errorf("String() = %q", got)
		}
	})
	t.Run("RE-5 the highest Fame follows every rise", func(t *testing.T) {
		s := Standing{}
		s.Award(Award{Fame: 30})
		s.Award(Award{Fame: -10})
		s.Award(Award{Fame: 5})
		if s.Fame != 25 || s.MaxFame != 30 {
			t.Errorf("0 +30 -10 +5: Fame %d max %d, want 25 max 30", s.Fame, s.MaxFame)
		}
		s.Award(Award{Fame: -100})
		if s.Fame != 0 {
			t.Errorf("Fame below 0: %d", s.Fame)
		}
	})
}

func TestFameCategoryNames(t *testing.T) {
	for c := LittleKnown; c <= Epic; c++ {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var back FameCategory
		if err := json.Unmarshal(b, &back); err != nil || back != c {
			t.Errorf("%s round-trips to %v, %v", b, back, err)
		}
	}
	var c FameCategory
	if err := json.Unmarshal([]byte(`"Infamous"`), &c); !errors.Is(err, ErrCategory) {
		t.Errorf(`"Infamous": err = %v, want ErrCategory`, err)
	}
	if _, err := FameCategory(6).MarshalText(); !errors.Is(err, ErrCategory) {
		t.Errorf("marshal FameCategory(6): err = %v", err)
	}
}

// Property: whatever awards and months pass, decay never takes Fame below 20%
// (rounded up) of the highest Fame ever held, never raises it, and MaxFame is
// that highest Fame.
func TestFameDecayProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		start := rapid.IntRange(0, 300).Draw(t, "fame")
		s := Standing{Fame: start, MaxFame: start}
		highest := start
		for range rapid.IntRange(1, 30).Draw(t, "steps") {
			if rapid.Bool().Draw(t, "award") {
				if _, err := s.Award(Award{Fame: rapid.IntRange(-60, 120).Draw(t, "delta")}); err != nil {
					t.Fatal(err)
				}
				highest = max(highest, s.Fame)
				continue
			}
			before := s.Fame
			d, err := s.Decay(rapid.IntRange(0, 40).Draw(t, "months"))
			if err != nil {
				t.Fatal(err)
			}
			floor := FameFloor(highest)
			if s.Fame > before {
				t.Fatalf("decay raised Fame %d → %d", before, s.Fame)
			}
			if before >= floor && s.Fame < floor {
				t.Fatalf("decay took Fame %d → %d, below 20%% of the highest %d (%d)", before, s.Fame, highest, floor)
			}
			if d.Floor != floor || d.After != s.Fame {
				t.Fatalf("record %+v, want floor %d after %d", d, floor, s.Fame)
			}
		}
		if s.MaxFame != highest {
			t.Fatalf("MaxFame %d, highest seen %d", s.MaxFame, highest)
		}
	})
}

func TestDecayRecordCmp(t *testing.T) {
	s := Standing{Fame: 100, MaxFame: 150}
	got, _ := s.Decay(100)
	want := FameDecay{Months: 100, Before: 100, After: 30, Floor: 30, Max: 150}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("RE-5 decay of 100 months (-want +got):\n%s", diff)
	}
}
