package brawl

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

func TestHelpersClamp(t *testing.T) {
	t.Run("BR-6 the rake of a huge pot never overflows and never passes the pot", func(t *testing.T) {
		for _, c := range []struct {
			pot      Chips
			brawlers int
			want     Chips
		}{
			{Chips{Red: math.MaxInt}, 1, Chips{Red: math.MaxInt/10 + 1}},
			{Chips{Red: math.MaxInt, Blue: 5}, math.MaxInt, Chips{Red: math.MaxInt, Blue: 5}},
			{Chips{Red: -3, Blue: 21}, 4, Chips{Blue: 3}},
			{Chips{Red: 16}, -1, Chips{}},
		} {
			if got := Rake(c.pot, c.brawlers); got != c.want {
				t.Errorf("Rake(%v, %d) = %v, want %v", c.pot, c.brawlers, got, c.want)
			}
		}
	})
	t.Run("BR-6 property: the rake is never negative and never more than the pot holds", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			pot := Chips{rapid.Int().Draw(t, "red"), rapid.Int().Draw(t, "blue"), rapid.Int().Draw(t, "white")}
			r := Rake(pot, rapid.Int().Draw(t, "brawlers"))
			for _, c := range Colours {
				if r.Of(c) < 0 || r.Of(c) > max(pot.Of(c), 0) {
					t.Fatalf("Rake(%v) = %v", pot, r)
				}
			}
		})
	})
	t.Run("BR-1 BR-2 chips and limits of negative or huge abilities are never negative", func(t *testing.T) {
		if got := StartingChips(-5, -1, math.MinInt, 12, math.MaxInt, false); got != (Chips{0, 12, 30}) {
			t.Errorf("StartingChips = %v, want 0 red 12 blue 30 white (scores read as 0..30)", got)
		}
		if got := BetLimits(-13, math.MaxInt, -1, true); got != (Chips{0, 7, 0}) {
			t.Errorf("BetLimits = %v, want 0 red 7 blue (30/2/2) 0 white", got)
		}
		rapid.Check(t, func(t *rapid.T) {
			a := rapid.SliceOfN(rapid.Int(), 5, 5).Draw(t, "abilities")
			short := rapid.Bool().Draw(t, "short")
			if c := StartingChips(a[0], a[1], a[2], a[3], a[4], short); c.negative() {
				t.Fatalf("StartingChips%v = %v", a, c)
			}
			if l := BetLimits(a[0], a[3], a[4], short); l.negative() {
				t.Fatalf("BetLimits%v = %v", a, l)
			}
		})
	})
}
