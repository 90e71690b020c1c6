package wounds

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestTimeline(t *testing.T) {
	t.Run("WO-7 minutes, hours and days on one clock, in time order", func(t *testing.T) {
		tab := testTables(t, Locations(Abdomen), Effect{Injuries: Injuries(SevereBleeding, InternalBleeding)}, maxTableGrade)
		// minutes 1..3: SB 3, 3, clots; hour 1: IB 3; hour 2: IB stops.
		p, s := scripted(t, tab, 5, 5, 1, 6, 1)
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: Abdomen, Damage: 2, Cause: Bullet})
		evs := advance(t, p, 3*Day)
		s.Done()
		var got []string
		for _, e := range evs {
			got = append(got, e.At.String()+" "+e.Kind.String())
		}
		want := []string{
			"day 0 00:01 bleeds", "day 0 00:02 bleeds", "day 0 00:03 bleeding stops",
			"day 0 01:00 bleeds", "day 0 02:00 bleeding stops", "day 2 heals", "day 3 heals",
		}
		if len(got) != len(want) {
			t.Fatalf("events\n got %q\nwant %q", got, want)
		}
		for k := range want {
			if got[k] != want[k] {
				t.Errorf("event %d: %q, want %q", k, got[k], want[k])
			}
		}
		// Bleeding wounds heal on their own clocks: the SB wound (6) from
		// minute 1, the IB wound (3) from hour 1.
		if n, ok := p.Next(); !ok || n != 3*Day+Minute {
			t.Errorf("next due %s %v", n, ok)
		}
	})
	t.Run("WO-7 time only moves forward", func(t *testing.T) {
		p, _ := scripted(t, plainTables(t))
		advance(t, p, Hour)
		if _, err := p.Advance(-Minute); !errors.Is(err, ErrTime) {
			t.Errorf("Advance(-1): %v", err)
		}
		if _, err := p.AdvanceTo(Minute); !errors.Is(err, ErrTime) {
			t.Errorf("AdvanceTo(earlier): %v", err)
		}
		if _, err := p.Advance(MaxTime); !errors.Is(err, ErrTime) {
			t.Errorf("Advance(MaxTime) past the end: %v", err)
		}
		if p.Now() != Hour {
			t.Errorf("clock moved to %s", p.Now())
		}
		if _, err := p.AdvanceTo(Hour); err != nil || p.Now() != Hour {
			t.Errorf("AdvanceTo(now): %v", err)
		}
		var zero Patient
		if _, err := zero.Advance(Day); !errors.Is(err, ErrBody) {
			t.Errorf("zero patient: %v", err)
		}
	})
	t.Run("Reset heals at once and keeps the buffers", func(t *testing.T) {
		p := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(3), nil)
		mustWound(t, p, Hit{Location: Chest, Damage: 9, Cause: Bullet})
		advance(t, p, 10*Day)
		p.Reset()
		if p.HP() != 30 || len(p.Wounds()) != 0 || len(p.Log()) != 0 || p.Now() != 0 || p.Down() || p.Dead() {
			t.Errorf("after Reset: HP %d wounds %d", p.HP(), len(p.Wounds()))
		}
		if _, ok := p.Next(); ok {
			t.Error("something scheduled after Reset")
		}
		p.ClearLog()
	})
}

func TestHealingAllocs(t *testing.T) {
	// A month or a season of healing allocates nothing once the patient's
	// buffers have grown: allocations do not grow with the days.
	src := dice.NewSource(1)
	p := newPatient(t, Body{Con: 12, MaxHP: 60}, src, nil)
	run := func(days Time) func() {
		return func() {
			src.Reseed(7)
			p.Reset()
			p.NurseAll(true)
			for _, h := range benchHits[:5] {
				p.Wound(h)
			}
			p.Advance(days * Day)
		}
	}
	run(90)() // grow the buffers
	for _, days := range []Time{30, 90} {
		if allocs := testing.AllocsPerRun(20, run(days)); allocs != 0 {
			t.Errorf("%d days: %v allocations, want 0", days, allocs)
		}
	}
}
