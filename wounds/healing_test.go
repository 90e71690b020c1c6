package wounds

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// healTimes returns the days at which wound i's heal events fell and the
// severity after each.
func healTimes(evs []Event, i int) (days, sev []int) {
	for _, e := range evs {
		if e.Kind == Heals && e.Wound == i {
			days = append(days, int(e.At/Day))
			sev = append(sev, e.Severity)
		}
	}
	return days, sev
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestHealing(t *testing.T) {
	for _, tc := range []struct {
		name    string
		body    Body
		nursed  bool
		damages []int
		// days at which wound 0 heals each hit point
		days []int
		// when every wound has healed
		all int
	}{
		{"WO-2 a 4-point wound heals in 4+3+2+1 = 10 days", Body{Con: 12, MaxHP: 30}, true,
			[]int{4}, []int{4, 7, 9, 10}, 10},
		{"WO-2 an 8-point wound heals in 36 days", Body{Con: 12, MaxHP: 30}, true,
			[]int{8}, []int{8, 15, 21, 26, 30, 33, 35, 36}, 36},
		{"WO-2 two 4-point wounds heal at once: 10 days in all", Body{Con: 12, MaxHP: 30}, true,
			[]int{4, 4}, []int{4, 7, 9, 10}, 10},
		{"WO-2 wounds of 4 and 8 heal side by side: 36 days in all", Body{Con: 12, MaxHP: 30}, true,
			[]int{4, 8}, []int{4, 7, 9, 10}, 36},
		{"WO-2 without nursing +1 day per hit point: 5+4+3+2 = 14 days", Body{Con: 12, MaxHP: 30}, false,
			[]int{4}, []int{5, 9, 12, 14}, 14},
		{"WO-2 Fast Healer heals twice as fast: 10 days of rest in 5", Body{Con: 12, MaxHP: 30, Talents: []string{talentFastHealer}}, true,
			[]int{4}, []int{2, 4, 5}, 5},
		{"WO-2 Fast Healer, 8 points: 36 days of rest in 18", Body{Con: 12, MaxHP: 30, Talents: []string{"fast healer"}}, true,
			[]int{8}, []int{4, 8, 11, 13, 15, 17, 18}, 18},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := dicetest.NewScript(t)
			p := newPatient(t, tc.body, s, plainTables(t))
			p.NurseAll(tc.nursed)
			for _, d := range tc.damages {
				mustWound(t, p, Hit{Location: LeftArm, Damage: d, Cause: Edged})
			}
			evs := advance(t, p, 100*Day)
			s.Done() // healing rolls no dice (WO-2: no penetration, no roll)
			days, _ := healTimes(evs, 0)
			if !equalInts(days, tc.days) {
				t.Errorf("wound 0 heals on days %v, want %v", days, tc.days)
			}
			last := Time(0)
			for i := range tc.damages {
				at := healedAt(evs, i)
				if at < 0 {
					t.Fatalf("wound %d never healed", i)
				}
				last = max(last, at)
			}
			if last != Time(tc.all)*Day {
				t.Errorf("all healed at %s, want day %d", last, tc.all)
			}
			if p.HP() != 30 {
				t.Errorf("HP %d, want 30", p.HP())
			}
		})
	}
	t.Run("WO-2 the event reads like table talk", func(t *testing.T) {
		p, _ := scripted(t, plainTables(t))
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 6, Cause: Bullet})
		evs := advance(t, p, 6*Day)
		if len(evs) != 1 || evs[0].String() != "day 6: left thigh (6) heals to 5" {
			t.Errorf("events %v", evs)
		}
	})
	t.Run("WO-2 Con above 13 shortens healing, below 8 lengthens it", func(t *testing.T) {
		days := func(con int) Time {
			p := newPatient(t, Body{Con: con, MaxHP: 30}, dice.NewSource(1), plainTables(t))
			p.NurseAll(true)
			mustWound(t, p, Hit{Location: LeftArm, Damage: 8, Cause: Edged})
			return healedAt(advance(t, p, 100*Day), 0)
		}
		for con := 8; con <= 13; con++ {
			if got := days(con); got != 36*Day {
				t.Errorf("Con %d heals in %s, want day 36", con, got)
			}
		}
		if days(14) >= 36*Day || days(18) >= days(14) || days(7) <= 36*Day || days(3) <= days(7) {
			t.Error("Con does not adjust healing")
		}
	})
	t.Run("WO-2 a Con table adds its days to every hit point, never below one day", func(t *testing.T) {
		tab := plainTables(t)
		con, err := NewConTable([]ConRow{{1, 9, 2}, {10, 19, 0}, {20, 30, -3}})
		if err != nil {
			t.Fatal(err)
		}
		tab.Con = con
		if got := tab.DaysPerHP(4, 5, true); got != 6 {
			t.Errorf("4 + 2 = %d", got)
		}
		if got := tab.DaysPerHP(4, 5, false); got != 7 {
			t.Errorf("4 + 2 + 1 unnursed = %d", got)
		}
		if got := tab.DaysPerHP(2, 25, true); got != 1 {
			t.Errorf("2 - 3 = %d, want at least 1", got)
		}
		// 4-point wound at Con 25: 1+1+1+1 = 4 days; at Con 5: 6+5+4+3 = 18.
		if got := tab.HealingDays(4, 25, true); got != 4 {
			t.Errorf("HealingDays(4, Con 25) = %d, want 4", got)
		}
		if got := tab.HealingDays(4, 5, true); got != 18 {
			t.Errorf("HealingDays(4, Con 5) = %d, want 18", got)
		}
		p := newPatient(t, Body{Con: 5, MaxHP: 30}, dice.NewSource(1), tab)
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 4, Cause: Edged})
		if got, _ := healTimes(advance(t, p, 30*Day), 0); !equalInts(got, []int{6, 11, 15, 18}) {
			t.Errorf("heals on days %v, want [6 11 15 18]", got)
		}
	})
	t.Run("WO-2 nursing changed midway counts from then on", func(t *testing.T) {
		p, _ := scripted(t, plainTables(t))
		i := mustWound(t, p, Hit{Location: LeftArm, Damage: 4, Cause: Edged})
		advance(t, p, 4*Day) // 4 days of rest, 5 needed unnursed
		if err := p.Nurse(i, true); err != nil {
			t.Fatal(err)
		}
		evs := advance(t, p, Day) // day 5: rest 5 ≥ 4
		if days, _ := healTimes(evs, i); !equalInts(days, []int{5}) {
			t.Errorf("heals on %v, want day 5", days)
		}
	})
	t.Run("WO-2 bleeding damage is a wound of its own that heals on its own", func(t *testing.T) {
		tab := testTables(t, Locations(LeftThigh), Effect{Injuries: Injuries(SevereBleeding)}, maxTableGrade)
		p, s := scripted(t, tab, 5, 6, 1) // 3, then 4, then clots
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 4, Cause: Bullet})
		evs := advance(t, p, 60*Day)
		s.Done()
		ws := p.Wounds()
		if len(ws) != 2 || ws[1].Cause != Bleeding || ws[1].From != 0 || ws[1].Damage != 7 || ws[1].Bleeds != SevereBleeding {
			t.Fatalf("wounds %+v", ws)
		}
		// The thigh heals in 10 days from day 0; the 7-point bleeding
		// wound, received at minute 1 and grown at minute 2 (rest starts
		// over), in 28 days of rest counted from its own day ticks.
		if at := healedAt(evs, 0); at != 10*Day {
			t.Errorf("thigh healed at %s", at)
		}
		if at := healedAt(evs, 1); at != 28*Day+Minute {
			t.Errorf("bleeding wound healed at %s, want day 28 00:01", at)
		}
		if p.HP() != 30 {
			t.Errorf("HP %d", p.HP())
		}
	})
}
