package reputation

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func members(reps ...int) Group {
	g := make(Group, len(reps))
	for i, r := range reps {
		g[i] = &Standing{Reputation: r, RP: max(r, 0)}
	}
	return g
}

func TestGroup(t *testing.T) {
	t.Run("RE-3 group reputation is the members' average, rounded to nearest, halves up", func(t *testing.T) {
		for _, tc := range []struct {
			reps []int
			want int
		}{
			{[]int{40}, 40},
			{[]int{20, 22}, 21},
			{[]int{20, 21}, 21},     // 20.5
			{[]int{20, 23}, 22},     // 21.5
			{[]int{10, 10, 11}, 10}, // 10.33
			{[]int{10, 11, 11}, 11}, // 10.67
			{[]int{-3, -4}, -3},     // -3.5
			{[]int{-3, -5}, -4},
			{[]int{-10, 3}, -3}, // -3.5
			{[]int{-10, 4}, -3},
			{[]int{0, 0, 1}, 0},
		} {
			got, err := members(tc.reps...).Reputation()
			if err != nil || got != tc.want {
				t.Errorf("group of %v: %d, %v; want %d", tc.reps, got, err, tc.want)
			}
		}
	})
	t.Run("RE-3 after a session each member moves 1 point toward the group's reputation", func(t *testing.T) {
		g := members(20, 30, 40, 30)
		g[0].RP = 12 // RP move with the score, whatever was spent
		drifts, err := g.EndSession()
		if err != nil {
			t.Fatal(err)
		}
		for i, want := range [][2]int{{21, 13}, {30, 30}, {39, 39}, {30, 30}} {
			if g[i].Reputation != want[0] || g[i].RP != want[1] {
				t.Errorf("member %d: %d / %d RP, want %d / %d", i, g[i].Reputation, g[i].RP, want[0], want[1])
			}
		}
		want := Drift{Member: 0, GroupReputation: 30, GroupFame: 0,
			Before: Standing{Reputation: 20, RP: 12}, After: Standing{Reputation: 21, RP: 13}}
		if diff := cmp.Diff(want, drifts[0]); diff != "" {
			t.Errorf("drift (-want +got):\n%s", diff)
		}
		if got := drifts[0].String(); got != "member 0: Reputation 20 → 21 toward the group's 30, Fame 0 → 0 toward 0" {
			t.Errorf("String() = %q", got)
		}
	})
	t.Run("RE-3 a Notoriety pulled up by the group gains no RP until positive", func(t *testing.T) {
		g := members(-1, 60)
		g.EndSession() // group 30 (29.5): -1 → 0
		g.EndSession() // group 30: 0 → 1
		if g[0].Reputation != 1 || g[0].RP != 1 {
			t.Errorf("-1 after two sessions: %d / %d RP, want 1 / 1", g[0].Reputation, g[0].RP)
		}
	})
	t.Run("RE-5 group Fame works like group reputation", func(t *testing.T) {
		g := members(30, 30, 30)
		for i, f := range []int{0, 10, 49} {
			g[i].Fame, g[i].MaxFame = f, f
		}
		g[2].MaxFame = 80
		fame, err := g.Fame() // 59/3 = 19.67 → 20
		if err != nil || fame != 20 {
			t.Fatalf("group Fame of 0, 10, 49: %d, %v; want 20", fame, err)
		}
		g.EndSession()
		for i, want := range [][2]int{{1, 1}, {11, 11}, {48, 80}} {
			if g[i].Fame != want[0] || g[i].MaxFame != want[1] {
				t.Errorf("member %d: Fame %d max %d, want %d max %d", i, g[i].Fame, g[i].MaxFame, want[0], want[1])
			}
		}
		// A drift can put a name in the songs.
		g = members(30, 30)
		g[0].Fame, g[0].MaxFame = 49, 49
		g[1].Fame, g[1].MaxFame = 100, 100
		d, _ := g.EndSession()
		if !d[0].Songs || d[1].Songs || g[0].Fame != 50 {
			t.Errorf("49 toward 75: %+v", d[0])
		}
	})
	t.Run("RE-3 bad groups", func(t *testing.T) {
		a := &Standing{Reputation: 10, RP: 10}
		for name, g := range map[string]Group{
			"empty":    {},
			"nil":      {a, nil},
			"repeated": {a, a},
			"invalid":  {a, &Standing{Reputation: 5, RP: 9}},
		} {
			before := *a
			if _, err := g.EndSession(); !errors.Is(err, ErrGroup) {
				t.Errorf("%s group: err = %v, want ErrGroup", name, err)
			}
			if _, err := g.Fame(); !errors.Is(err, ErrGroup) {
				t.Errorf("%s group Fame: err = %v, want ErrGroup", name, err)
			}
			if *a != before {
				t.Errorf("%s group moved a member: %+v", name, *a)
			}
		}
	})
}

// Property: sessions never move a member past the group's score, never
// widen the spread of scores, and bring the group together within as many
// sessions as the spread was wide.
func TestGroupConverges(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 6).Draw(t, "members")
		g := make(Group, n)
		for i := range g {
			rep := rapid.IntRange(-150, 150).Draw(t, "reputation")
			fame := rapid.IntRange(0, 300).Draw(t, "fame")
			g[i] = &Standing{Reputation: rep, RP: max(rep, 0), Fame: fame, MaxFame: fame}
		}
		spread := func(f func(*Standing) int) int {
			lo, hi := f(g[0]), f(g[0])
			for _, s := range g {
				lo, hi = min(lo, f(s)), max(hi, f(s))
			}
			return hi - lo
		}
		rep := func(s *Standing) int { return s.Reputation }
		fame := func(s *Standing) int { return s.Fame }
		sessions := max(spread(rep), spread(fame))
		for range sessions {
			wideR, wideF := spread(rep), spread(fame)
			drifts, err := g.EndSession()
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range drifts {
				between(t, "Reputation", d.Before.Reputation, d.After.Reputation, d.GroupReputation)
				between(t, "Fame", d.Before.Fame, d.After.Fame, d.GroupFame)
			}
			if spread(rep) > wideR || spread(fame) > wideF {
				t.Fatalf("spread widened: Reputation %d → %d, Fame %d → %d", wideR, spread(rep), wideF, spread(fame))
			}
		}
		if spread(rep) != 0 || spread(fame) != 0 {
			t.Fatalf("after %d sessions the spread is Reputation %d, Fame %d", sessions, spread(rep), spread(fame))
		}
	})
}

// between fails unless after is one step from before toward the group's
// score, or equal to both.
func between(t *rapid.T, what string, before, after, group int) {
	switch {
	case before == group && after != before,
		before < group && after != before+1,
		before > group && after != before-1:
		t.Fatalf("%s %d moved to %d toward the group's %d", what, before, after, group)
	}
}
