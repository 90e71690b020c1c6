package brawl

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// TestWeaponBlow checks BRD-5 with Jake's knife (d4 3 + Str 1: weapon part
// W = 4; with 5 red bet and no white against it, T = 9) and Slim's Spur
// (W = 2; 1 + 2 red + 2 = 5): the defender loses min(chips, T) chips and
// W + max(0, T − chips − W) hit points.
func TestWeaponBlow(t *testing.T) {
	knife := func() Brawler {
		j := jake()
		j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4")}
		return j
	}
	hurt := func(t *testing.T, evs []Event) string {
		t.Helper()
		return one(t, evs, Hurt).String()
	}
	t.Run("BRD-5 a knife on a knocked-out man: 0 chips, 4 + max(0, 9 − 0 − 4) = 9 hit points, not 13", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{15, 3},
			knife(), &plan{bets: []Chips{{5, 3, 0}}, turns: []Turn{{Target: 1, Special: UseWeapon}}},
			bill(), &plan{},
			slim(), &plan{})
		setStack(b, 1, Chips{})
		b.leave(1, KnockedOut)
		evs := play(t, b)
		sc.Done()
		want := "round 1: Jake's knife lands on Bill: d20 15 +3 = 18, Bill lies on the floor; knife 3 +1 Str +5 red = 9 damage (4 off hit points)"
		if a := one(t, evs, Attacks); a.String() != want {
			t.Errorf("got  %s\nwant %s", a, want)
		}
		if got, want := hurt(t, evs), "round 1: Bill loses 9 hit points (4 from the weapon, 5 his chips could not cover; 13 left)"; got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
		if len(find(evs, Takes)) != 0 || b.seats[1].HP != 13 {
			t.Errorf("Bill at %d HP, want 22 − 9 = 13; takes %v", b.seats[1].HP, find(evs, Takes))
		}
	})
	t.Run("BRD-5 a Spur on a knocked-out man: 0 chips, 2 + max(0, 5 − 0 − 2) = 5 hit points, not 7", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{14},
			jake(), &plan{},
			bill(), &plan{},
			slim(), &plan{bets: []Chips{{2, 2, 0}}, turns: []Turn{{Target: 1, Special: Spur}}})
		setStack(b, 1, Chips{})
		b.leave(1, KnockedOut)
		evs := play(t, b)
		sc.Done()
		want := "round 1: Slim's spur lands on Bill: d20 14 +2 = 16, Bill lies on the floor; 1+2+2 = 5 damage (2 off hit points)"
		if a := one(t, evs, Attacks); a.String() != want {
			t.Errorf("got  %s\nwant %s", a, want)
		}
		if got, want := hurt(t, evs), "round 1: Bill loses 5 hit points (2 from the weapon, 3 his chips could not cover; 17 left)"; got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
		if b.seats[1].HP != 17 {
			t.Errorf("Bill at %d HP, want 22 − 5 = 17", b.seats[1].HP)
		}
	})
	for _, c := range []struct {
		name  string
		stack Chips // before his ante of 1 white
		take  int
		hurt  string
		hp    int
	}{
		{"BRD-5 chips run out partway: 2 chips, then 4 + max(0, 9 − 2 − 4) = 7 hit points, not 11",
			Chips{1, 0, 2}, 2, "round 1: Bill loses 7 hit points (4 from the weapon, 3 his chips could not cover; 15 left)", 15},
		{"BRD-5 chips cover all but the weapon part: 5 chips, then 4 + max(0, 9 − 5 − 4) = 4 hit points, not 8",
			Chips{3, 0, 3}, 5, "round 1: Bill loses 4 hit points (18 left)", 18},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, sc := table(t, Config{}, []int{15, 5, 3},
				knife(), &plan{bets: []Chips{{5, 3, 0}}, turns: []Turn{{Target: 1, Special: UseWeapon}}},
				bill(), &plan{})
			setStack(b, 1, c.stack)
			evs := play(t, b)
			sc.Done()
			want := "round 1: Jake's knife lands on Bill: d20 15 +3 = 18 > 5 (d20 5 +0); knife 3 +1 Str +5 red = 9 damage (4 off hit points)"
			if a := one(t, evs, Attacks); a.String() != want {
				t.Errorf("got  %s\nwant %s", a, want)
			}
			if n := one(t, evs, Takes).N; n != c.take {
				t.Errorf("Bill takes %d chips, want %d", n, c.take)
			}
			if got := hurt(t, evs); got != c.hurt {
				t.Errorf("got  %s\nwant %s", got, c.hurt)
			}
			if b.seats[1].HP != c.hp {
				t.Errorf("Bill at %d HP, want %d", b.seats[1].HP, c.hp)
			}
		})
	}
}
