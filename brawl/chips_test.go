package brawl

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestChips(t *testing.T) {
	t.Run("BR-1 chips: red 2×Str, blue Int+Dex, white Wis+Con; short brawl halves, rounding down", func(t *testing.T) {
		for _, c := range []struct {
			name                     string
			str, intl, wis, dex, con int
			short                    bool
			want                     Chips
		}{
			{"Jake", 13, 10, 11, 12, 9, false, Chips{26, 22, 20}},
			{"Jake short", 13, 10, 11, 12, 9, true, Chips{13, 11, 10}},
			{"Slim", 10, 12, 13, 15, 10, false, Chips{20, 27, 23}},
			{"Slim short: 27/2 = 13, 23/2 = 11", 10, 12, 13, 15, 10, true, Chips{10, 13, 11}},
			{"weakest", 3, 3, 3, 3, 3, false, Chips{6, 6, 6}},
		} {
			if got := StartingChips(c.str, c.intl, c.wis, c.dex, c.con, c.short); got != c.want {
				t.Errorf("%s: StartingChips = %v, want %v", c.name, got, c.want)
			}
		}
	})
	t.Run("BR-1 Join deals the starting chips and the ledger records them", func(t *testing.T) {
		b, _ := table(t, Config{Short: true}, nil, jake(), &plan{}, bill(), &plan{})
		if got := b.seats[0].Stack; got != (Chips{13, 11, 10}) {
			t.Errorf("Jake short = %v", got)
		}
		if got := b.seats[1].Stack; got != (Chips{12, 10, 12}) {
			t.Errorf("Bill short = %v", got)
		}
		if d := cmp.Diff(Chips{25, 21, 22}, b.ledger.Dealt); d != "" {
			t.Errorf("dealt (-want +got):\n%s", d)
		}
	})
	t.Run("BR-2 limits ½ Str, ½ Dex, ½ Con rounded down; BR-8 stunned halves again", func(t *testing.T) {
		for _, c := range []struct {
			str, dex, con int
			stunned       bool
			want          Chips
		}{
			{13, 12, 9, false, Chips{6, 6, 4}},
			{13, 12, 9, true, Chips{3, 3, 2}},
			{12, 11, 14, false, Chips{6, 5, 7}},
			{12, 11, 14, true, Chips{3, 2, 3}},
			{3, 3, 3, true, Chips{0, 0, 0}},
		} {
			if got := BetLimits(c.str, c.dex, c.con, c.stunned); got != c.want {
				t.Errorf("BetLimits(%d, %d, %d, %v) = %v, want %v", c.str, c.dex, c.con, c.stunned, got, c.want)
			}
		}
	})
	t.Run("Chips as table talk", func(t *testing.T) {
		for _, c := range []struct {
			c    Chips
			want string
		}{
			{Chips{4, 3, 2}, "4 red 3 blue 2 white"},
			{Chips{White: 1}, "1 white"},
			{Chips{}, "no chips"},
		} {
			if got := c.c.String(); got != c.want {
				t.Errorf("%#v.String() = %q, want %q", c.c, got, c.want)
			}
		}
	})
}

func TestRake(t *testing.T) {
	t.Run("BR-6 rake: pot 16/21/9 with 2-4 brawlers rakes 2/3/1, 5-8 double", func(t *testing.T) {
		pot := Chips{16, 21, 9}
		for _, c := range []struct {
			brawlers int
			want     Chips
		}{
			{1, Chips{2, 3, 1}},
			{2, Chips{2, 3, 1}},
			{3, Chips{2, 3, 1}},
			{4, Chips{2, 3, 1}},
			{5, Chips{4, 6, 2}},
			{6, Chips{4, 6, 2}},
			{7, Chips{4, 6, 2}},
			{8, Chips{4, 6, 2}},
			{9, Chips{6, 9, 3}},
			{0, Chips{}},
		} {
			if got := Rake(pot, c.brawlers); got != c.want {
				t.Errorf("Rake(%v, %d) = %v, want %v", pot, c.brawlers, got, c.want)
			}
		}
	})
	t.Run("BR-6 rake: 1-10 chips one, 11-20 two, never more than the pot", func(t *testing.T) {
		for _, c := range []struct {
			pot      Chips
			brawlers int
			want     Chips
		}{
			{Chips{1, 10, 11}, 2, Chips{1, 1, 2}},
			{Chips{20, 0, 30}, 4, Chips{2, 0, 3}},
			{Chips{1, 2, 0}, 5, Chips{1, 2, 0}},
		} {
			if got := Rake(c.pot, c.brawlers); got != c.want {
				t.Errorf("Rake(%v, %d) = %v, want %v", c.pot, c.brawlers, got, c.want)
			}
		}
	})
}
