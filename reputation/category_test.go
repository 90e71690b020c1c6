package reputation

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/tabletest"
)

func TestCategories(t *testing.T) {
	t.Run("RE-1 bands at both edges: Disreputable 0-5, Low 6-20, Average 21-70, Great 71-100, Legendary 101+", func(t *testing.T) {
		for _, tc := range []struct {
			score int
			want  Category
		}{
			{0, Disreputable}, {5, Disreputable},
			{6, Low}, {20, Low},
			{21, Average}, {70, Average},
			{71, Great}, {100, Great},
			{101, Legendary}, {5000, Legendary}, {math.MaxInt, Legendary},
		} {
			if got := CategoryOf(tc.score); got != tc.want {
				t.Errorf("CategoryOf(%d) = %v, want %v", tc.score, got, tc.want)
			}
		}
	})
	t.Run("RE-1 Notoriety below 0 uses the same bands on the absolute value", func(t *testing.T) {
		for _, tc := range []struct {
			score int
			want  Category
		}{
			{-1, Disreputable}, {-5, Disreputable},
			{-6, Low}, {-20, Low},
			{-21, Average}, {-70, Average},
			{-71, Great}, {-100, Great},
			{-101, Legendary}, {math.MinInt, Legendary},
		} {
			if got := CategoryOf(tc.score); got != tc.want {
				t.Errorf("CategoryOf(%d) = %v, want %v", tc.score, got, tc.want)
			}
			if !Notorious(tc.score) {
				t.Errorf("Notorious(%d) = false", tc.score)
			}
		}
		if Notorious(0) {
			t.Error("Notorious(0) = true; 0 is Disreputable Reputation")
		}
		for score, want := range map[int]string{
			0: "Disreputable", 6: "Low Reputation", 70: "Average Reputation", 71: "Great Reputation",
			101: "Legendary Reputation", -1: "Disreputable Notoriety", -6: "Low Notoriety", -101: "Legendary Notoriety",
		} {
			if got := Title(score); got != want {
				t.Errorf("Title(%d) = %q, want %q", score, got, want)
			}
		}
	})
	t.Run("RE-1 ranges", func(t *testing.T) {
		for c, want := range map[Category][2]int{
			Disreputable: {0, 5}, Low: {6, 20}, Average: {21, 70}, Great: {71, 100}, Legendary: {101, math.MaxInt},
		} {
			if lo, hi := c.Range(); lo != want[0] || hi != want[1] {
				t.Errorf("%v.Range() = %d, %d, want %d, %d", c, lo, hi, want[0], want[1])
			}
		}
		if lo, hi := Category(9).Range(); lo <= hi {
			t.Errorf("Category(9).Range() = %d, %d, want an empty range", lo, hi)
		}
	})
	t.Run("RE-1 die-roll modifier: Disreputable -1, Low and Average 0, Great and Legendary +1", func(t *testing.T) {
		for _, tc := range []struct {
			score int
			want  int
		}{
			{0, -1}, {5, -1}, {6, 0}, {20, 0}, {21, 0}, {70, 0}, {71, 1}, {100, 1}, {101, 1}, {400, 1},
		} {
			if got := DieMod(tc.score, HigherIsBetter); got.Value != tc.want || got.Why != Title(tc.score) {
				t.Errorf("DieMod(%d, HigherIsBetter) = %v, want %+d (%s)", tc.score, got, tc.want, Title(tc.score))
			}
		}
	})
	t.Run("RE-1 mulligans per session: Great 1, Legendary 2, none while notorious", func(t *testing.T) {
		for _, tc := range []struct{ score, want int }{
			{0, 0}, {20, 0}, {70, 0}, {71, 1}, {100, 1}, {101, 2}, {300, 2}, {-71, 0}, {-101, 0},
		} {
			if got := Mulligans(tc.score); got != tc.want {
				t.Errorf("Mulligans(%d) = %d, want %d", tc.score, got, tc.want)
			}
		}
	})
	t.Run("RE-1 CHD-6 BP bonus: Great and Legendary +1 per full 10 BP earned, counted over every BP with the remainder carried", func(t *testing.T) {
		for _, tc := range []struct{ score, carry, earned, bonus, left int }{
			// Great: ⌊(carry + earned)/10⌋, (carry + earned) mod 10 left
			{71, 0, 9, 0, 9}, {71, 9, 1, 1, 0}, {71, 0, 10, 1, 0}, {71, 0, 19, 1, 9}, {100, 0, 20, 2, 0}, {100, 5, 25, 3, 0},
			// Legendary's +10%, the same tenth of every BP
			{101, 0, 4, 0, 4}, {101, 4, 5, 0, 9}, {101, 9, 1, 1, 0}, {101, 0, 15, 1, 5}, {101, 5, 5, 1, 0}, {150, 0, 25, 2, 5},
			// nobody else, nothing on zero or negative BP, nothing while
			// notorious: the remainder waits
			{70, 0, 100, 0, 0}, {70, 7, 100, 0, 7}, {5, 0, 100, 0, 0}, {71, 3, 0, 0, 3}, {101, 3, -20, 0, 3}, {-80, 0, 20, 0, 0}, {-150, 4, 20, 0, 4},
		} {
			if bonus, left := BPBonus(tc.score, tc.carry, tc.earned); bonus != tc.bonus || left != tc.left {
				t.Errorf("BPBonus(%d, %d, %d) = %d, %d; want %d, %d", tc.score, tc.carry, tc.earned, bonus, left, tc.bonus, tc.left)
			}
		}
	})
	t.Run("RE-1 Legendary is more often targeted", func(t *testing.T) {
		for score, want := range map[int]bool{100: false, 101: true, -100: false, -101: true, 0: false} {
			if got := MoreOftenTargeted(score); got != want {
				t.Errorf("MoreOftenTargeted(%d) = %v, want %v", score, got, want)
			}
		}
	})
	t.Run("RED-1 Notoriety has none of the benefits, but the Disreputable -1 still applies", func(t *testing.T) {
		for _, tc := range []struct{ score, want int }{
			{-1, -1}, {-5, -1}, {-6, 0}, {-70, 0}, {-71, 0}, {-100, 0}, {-101, 0}, {-500, 0},
		} {
			if got := DieMod(tc.score, HigherIsBetter).Value; got != tc.want {
				t.Errorf("DieMod(%d, HigherIsBetter) = %+d, want %+d", tc.score, got, tc.want)
			}
		}
	})
	t.Run("DID-1 the modifier works in each roll's favourable direction", func(t *testing.T) {
		for _, tc := range []struct {
			score int
			d     Direction
			want  int
		}{
			{80, HigherIsBetter, 1}, {80, LowerIsBetter, -1},
			{120, LowerIsBetter, -1},
			{3, HigherIsBetter, -1}, {3, LowerIsBetter, 1},
			{-3, LowerIsBetter, 1},
			{50, LowerIsBetter, 0},
		} {
			if got := DieMod(tc.score, tc.d).Value; got != tc.want {
				t.Errorf("DieMod(%d, %d) = %+d, want %+d", tc.score, tc.d, got, tc.want)
			}
		}
		// A Great character's ability check against Dex 12: the d20 shows 12,
		// his +1 lowers it to 11, and 11 < 12 succeeds.
		r := dicetest.NewScript(t, 12)
		c, err := dice.AbilityCheck(r, 12, DieMod(80, LowerIsBetter))
		r.Done()
		if err != nil || c.Total != 11 || !c.Success {
			t.Errorf("Great ability check d20 12 vs 12 = %v, %v; want total 11, a success", c, err)
		}
		// A Disreputable man's skill check at Riding 72% (Average +40): d100 32
		// would make 72 and succeed; his -1 makes it 71, a failure by 1.
		r = dicetest.NewScript(t, 32)
		c, err = dice.SkillCheck(r, 72, dice.Average(), DieMod(2, HigherIsBetter))
		r.Done()
		if err != nil || c.Total != 71 || c.Success {
			t.Errorf("Disreputable skill check d100 32 +40 -1 vs 72 = %v, %v; want 71, a failure", c, err)
		}
	})
}

func TestCategoryNames(t *testing.T) {
	for c := Disreputable; c <= Legendary; c++ {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatalf("marshal %v: %v", c, err)
		}
		var back Category
		if err := json.Unmarshal(b, &back); err != nil || back != c {
			t.Errorf("%s round-trips to %v, %v", b, back, err)
		}
	}
	var c Category
	if err := c.UnmarshalText([]byte(" great ")); err != nil || c != Great {
		t.Errorf(`UnmarshalText(" great ") = %v, %v`, c, err)
	}
	if err := json.Unmarshal([]byte(`"Heroic"`), &c); !errors.Is(err, ErrCategory) {
		t.Errorf(`unknown category "Heroic": err = %v, want ErrCategory`, err)
	}
	if _, err := Category(7).MarshalText(); !errors.Is(err, ErrCategory) {
		t.Errorf("marshal Category(7): err = %v, want ErrCategory", err)
	}
	if s := Category(7).String(); s != "category(7)" {
		t.Errorf("Category(7).String() = %q", s)
	}
}

// FuzzNames reads names of the enumerations with a text form: a name read
// reloads from its own JSON as the same value, and any other text is
// refused with the enumeration's sentinel.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"Great", "legendary", " Low ", "Heroic", "", "Minor Celebrity", "epic", "sworn", "BROKEN"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		tabletest.ReadsName[Category](t, s, ErrCategory)
		tabletest.ReadsName[FameCategory](t, s, ErrCategory)
		tabletest.ReadsName[OathState](t, s, ErrOath)
	})
}
