package faction

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDecayAfter(t *testing.T) {
	def := DefaultDecay()
	tests := []struct {
		name               string
		d                  Decay
		chips, peak, times int
		wantLeft, wantTook int
	}{
		{"FA-1 one chip a week (default)", def, 9, 9, 1, 8, 1},
		{"FA-1 three weeks, three chips", def, 9, 9, 3, 6, 3},
		{"FA-1 never below a fifth of the highest (9 → floor 1)", def, 9, 9, 20, 1, 8},
		{"FA-1 a fifth of 12 is 2", def, 5, 12, 10, 2, 3},
		{"FA-1 at the floor nothing decays", def, 2, 12, 4, 2, 0},
		{"FA-1 below the floor decay does not raise it", Decay{Every: 7, Chips: 1, Floor: 5}, 3, 3, 2, 3, 0},
		{"FA-1 the Law's half floor", Decay{Every: 7, Chips: 1, FloorPercent: 50}, 6, 6, 5, 3, 3},
		{"FA-1 several chips at a time stop at the floor", Decay{Every: 1, Chips: 3, Floor: 2}, 10, 10, 5, 2, 3},
		{"FA-1 the larger floor wins", Decay{Every: 7, Chips: 1, Floor: 4, FloorPercent: 20}, 10, 10, 9, 4, 6},
		{"no decay", Decay{}, 10, 10, 9, 10, 0},
		{"no time", def, 10, 10, 0, 10, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			left, took := tt.d.after(tt.chips, tt.peak, tt.times)
			if left != tt.wantLeft || took != tt.wantTook {
				t.Errorf("After(%d, %d, %d) = %d, %d; want %d, %d", tt.chips, tt.peak, tt.times, left, took, tt.wantLeft, tt.wantTook)
			}
		})
	}
}

func TestAdvance(t *testing.T) {
	t.Run("FA-1 interest decays week by week from arrival", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", map[string]int{"cattlemen": 9, "law": 6})
		// The Cattlemen (floor 20% of 9 = 1) lose a chip a week; the Law
		// (floor 50% of 6 = 3) loses one a week down to 3.
		want := [][2]int{{8, 5}, {7, 4}, {6, 3}, {5, 3}, {4, 3}}
		for w, iv := range want {
			evs, err := l.Advance(6)
			if err != nil || len(evs) != 0 {
				t.Fatalf("week %d, day 6: %v, %v; want no decay before the week is out", w+1, evs, err)
			}
			evs, err = l.Advance(1)
			if err != nil {
				t.Fatal(err)
			}
			if got := interest(t, l, "cattlemen", "Jake"); got != iv[0] {
				t.Errorf("week %d: cattlemen %d, want %d", w+1, got, iv[0])
			}
			if got := interest(t, l, "law", "Jake"); got != iv[1] {
				t.Errorf("week %d: law %d, want %d", w+1, got, iv[1])
			}
			wantEvs := 1
			if w < 3 {
				wantEvs = 2
			}
			if len(evs) != wantEvs {
				t.Errorf("week %d: %d events, want %d: %v", w+1, len(evs), wantEvs, evs)
			}
			for _, ev := range evs {
				if ev.Kind != Decayed || ev.Day != Day(7*(w+1)) || ev.Chips != 1 || ev.Times != 1 {
					t.Errorf("week %d: %+v", w+1, ev)
				}
			}
		}
	})

	t.Run("FA-1 decay counts from the character's arrival", func(t *testing.T) {
		l := newLedger(t, nil)
		if _, err := l.Advance(3); err != nil {
			t.Fatal(err)
		}
		arrive(t, l, "Jake", map[string]int{"sporting": 10})
		evs, err := l.Advance(14) // days 4..17: decays on days 10 and 17
		if err != nil {
			t.Fatal(err)
		}
		want := []Event{{
			Day: 17, Kind: Decayed, Faction: "sporting", FactionName: "the Sporting Crowd", Colour: "black",
			Character: "Jake", Chips: 2, Interest: 8, Times: 2, Floor: 2,
		}}
		if diff := cmp.Diff(want, evs); diff != "" {
			t.Errorf("events (-want +got):\n%s", diff)
		}
	})

	t.Run("FA-1 a jump of weeks ends as day by day, events dated when decay stopped", func(t *testing.T) {
		day := newLedger(t, nil)
		jump := newLedger(t, nil)
		for _, l := range []*Ledger{day, jump} {
			arrive(t, l, "Jake", map[string]int{"cattlemen": 9, "law": 6, "temperance": 1})
			arrive(t, l, "Sarah", map[string]int{"sporting": 20})
		}
		for range 40 {
			if _, err := day.Advance(1); err != nil {
				t.Fatal(err)
			}
		}
		evs, err := jump.Advance(40)
		if err != nil {
			t.Fatal(err)
		}
		for _, who := range []string{"Jake", "Sarah"} {
			for _, f := range []string{"cattlemen", "law", "temperance", "sporting"} {
				if a, b := interest(t, day, f, who), interest(t, jump, f, who); a != b {
					t.Errorf("%s in %s: %d day by day, %d in one jump", f, who, a, b)
				}
			}
		}
		// Temperance 1 → 0 on day 7; law 6 → 3 on day 21; cattlemen 9 → 4
		// on day 35 (5 weeks); Sarah's 20 → 15 on day 35 (floor 4).
		type dayChips struct {
			day   Day
			f     string
			chips int
		}
		var got []dayChips
		for _, ev := range evs {
			got = append(got, dayChips{ev.Day, ev.Faction, ev.Chips})
		}
		want := []dayChips{{7, "temperance", 1}, {21, "law", 3}, {35, "cattlemen", 5}, {35, "sporting", 5}}
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(dayChips{})); diff != "" {
			t.Errorf("events in day order (-want +got):\n%s", diff)
		}
	})

	t.Run("days out of range", func(t *testing.T) {
		l := newLedger(t, nil)
		if _, err := l.Advance(-1); !errors.Is(err, ErrDays) {
			t.Errorf("Advance(-1): %v", err)
		}
		if _, err := l.Advance(int(MaxDay) + 1); !errors.Is(err, ErrDays) {
			t.Errorf("past MaxDay: %v", err)
		}
		if _, err := l.Advance(int(MaxDay)); err != nil || l.Day() != MaxDay {
			t.Errorf("to MaxDay: %v, %v", l.Day(), err)
		}
	})
}

func TestDecayValidate(t *testing.T) {
	for _, d := range []Decay{
		{Every: 0, Chips: 1}, {Every: 367, Chips: 1}, {Every: 7, Chips: -1}, {Every: 7, Chips: MaxAward + 1},
		{Every: 7, Chips: 1, Floor: -1}, {Every: 7, Chips: 1, FloorPercent: 101}, {Every: -1},
	} {
		if err := d.Validate(); !errors.Is(err, ErrTown) {
			t.Errorf("%+v: %v, want ErrTown", d, err)
		}
	}
	for _, d := range []Decay{{}, DefaultDecay(), {Every: 1, Chips: MaxAward, Floor: MaxInterest, FloorPercent: 100}} {
		if err := d.Validate(); err != nil {
			t.Errorf("%+v: %v", d, err)
		}
	}
}

func TestDecayString(t *testing.T) {
	for d, want := range map[Decay]string{
		{}:                             "no decay",
		DefaultDecay():                 "1 chip every 7 days, never below 20% of the highest",
		{Every: 1, Chips: 2}:           "2 chips every day",
		{Every: 3, Chips: 1, Floor: 4}: "1 chip every 3 days, never below 4",
		{Every: 7, Chips: 1, Floor: 2, FloorPercent: 50}: "1 chip every 7 days, never below 2 or 50% of the highest, whichever is more",
	} {
		if got := d.String(); got != want {
			t.Errorf("%+v: %q, want %q", d, got, want)
		}
	}
}
