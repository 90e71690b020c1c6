package faction

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestBuzz(t *testing.T) {
	// The example town rolls, in its order: the Cattlemen d4−1, the Law
	// d4−1, the League d3−1, the Sporting Crowd d4.
	tests := []struct {
		name  string
		faces []int
		bonus int
		want  [4]int
	}{
		{"FA-1 the buzz is each faction's roll", []int{4, 1, 3, 2}, 0, [4]int{3, 0, 2, 2}},
		{"FA-1 the GM's bonus is added to every roll", []int{4, 1, 3, 2}, 2, [4]int{5, 2, 4, 4}},
		{"FA-1 a buzz below zero is none", []int{1, 2, 1, 1}, -1, [4]int{0, 0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newLedger(t, nil)
			script := dicetest.NewScript(t, tt.faces...)
			l.r = script
			evs, err := l.Buzz(Arrival{Character: "Jake", Bonus: tt.bonus})
			if err != nil {
				t.Fatal(err)
			}
			script.Done()
			if len(evs) != 4 {
				t.Fatalf("%d events, want one per faction", len(evs))
			}
			for i, f := range []string{"cattlemen", "law", "temperance", "sporting"} {
				ev := evs[i]
				if ev.Kind != Buzzed || ev.Faction != f || ev.Chips != tt.want[i] || ev.Interest != tt.want[i] ||
					ev.Roll.Total != tt.faces[i]-1+boolInt(f == "sporting") || ev.Bonus != tt.bonus || ev.Deed != "rides into town" {
					t.Errorf("event %d: %+v, want %s buzz %d", i, ev, f, tt.want[i])
				}
				if got := interest(t, l, f, "Jake"); got != tt.want[i] {
					t.Errorf("%s interest %d, want %d", f, got, tt.want[i])
				}
			}
			aw := l.Awards()
			if len(aw) != 4 {
				t.Fatalf("%d awards recorded, want 4 (zero buzz included)", len(aw))
			}
			for i, a := range aw {
				if !a.Buzz || a.Chips != tt.want[i] || a.Day != 0 || a.Witnesses != nil {
					t.Errorf("award %d: %+v", i, a)
				}
			}
		})
	}

	t.Run("FA-1 the GM may set the buzz himself", func(t *testing.T) {
		l := newLedger(t, nil)
		script := dicetest.NewScript(t)
		l.r = script
		evs, err := l.Buzz(Arrival{Character: "Jake", How: "rides in with a dead man across his saddle", Chips: map[string]int{"the Law": 6, "sporting": 3}})
		if err != nil {
			t.Fatal(err)
		}
		script.Done()
		want := [4]int{0, 6, 0, 3}
		for i, ev := range evs {
			if ev.Chips != want[i] || ev.Roll.Expr != nil || ev.Deed != "rides in with a dead man across his saddle" {
				t.Errorf("event %d: %+v, want %d chips and no roll", i, ev, want[i])
			}
		}
	})

	t.Run("FA-1 a character arriving later is buzzed on his day", func(t *testing.T) {
		l := newLedger(t, nil)
		if _, err := l.Advance(4); err != nil {
			t.Fatal(err)
		}
		arrive(t, l, "Jake", map[string]int{"law": 2})
		if d, err := l.Arrived("Jake"); err != nil || d != 4 {
			t.Errorf("arrived %v, %v; want day 4", d, err)
		}
		for _, a := range l.Awards() {
			if a.Day != 4 {
				t.Errorf("buzz on %v, want day 4", a.Day)
			}
		}
	})
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestBuzzErrors(t *testing.T) {
	l := newLedger(t, nil)
	arrive(t, l, "Jake", nil)
	tests := []struct {
		name string
		a    Arrival
		want error
		say  string
	}{
		{"twice", Arrival{Character: "Jake"}, ErrCharacter, "already"},
		{"twice, in another case", Arrival{Character: "jAKE"}, ErrCharacter, `"jAKE" has already ridden into town as "Jake"`},
		{"no name", Arrival{Character: " "}, ErrCharacter, "no character"},
		{"bonus too big", Arrival{Character: "Sam", Bonus: MaxAward + 1}, ErrChips, "bonus"},
		{"bonus with chips", Arrival{Character: "Sam", Bonus: 1, Chips: map[string]int{}}, ErrChips, "bonus"},
		{"unknown faction", Arrival{Character: "Sam", Chips: map[string]int{"railroad": 1}}, ErrFaction, `"railroad"`},
		{"same faction twice", Arrival{Character: "Sam", Chips: map[string]int{"law": 1, "the law": 2}}, ErrFaction, "twice"},
		{"negative chips", Arrival{Character: "Sam", Chips: map[string]int{"law": -1}}, ErrChips, "-1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := l.Buzz(tt.a)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.say) {
				t.Errorf("error %v, want %v saying %q", err, tt.want, tt.say)
			}
		})
	}
	if got := l.Characters(); len(got) != 1 {
		t.Errorf("characters %q after refused arrivals", got)
	}
}

func TestNamesIgnoreCase(t *testing.T) {
	// "Jake" and "jake" are one character: an award, a witness, an
	// encounter and a lookup by either name reach him.
	l := newLedger(t, nil)
	arrive(t, l, "Jake", map[string]int{"law": 2})
	arrive(t, l, "Sarah", nil)
	award(t, l, seen("JAKE", "shot the lamp out"), "law", 3)
	if n := interest(t, l, "law", "jake"); n != 5 {
		t.Errorf("the Law's interest in jake %d, want 5", n)
	}
	if _, err := l.Award(Deed{Character: "Sarah", What: "sang", Witnesses: []string{"jake"}}, "law", 1); !errors.Is(err, ErrPrivate) {
		t.Errorf("a deed seen only by jake: %v, want ErrPrivate", err)
	}
	if _, err := l.Encounter("Main Street", "jake", "SARAH"); err != nil {
		t.Errorf("encounter: %v", err)
	}
	if a := l.Awards(); a[len(a)-1].Character != "Jake" {
		t.Errorf("the award is recorded to %q, want Jake", a[len(a)-1].Character)
	}
}
