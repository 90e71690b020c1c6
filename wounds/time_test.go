package wounds

import "testing"

func TestTime(t *testing.T) {
	t.Run("WO-7 the clock counts tenths of a second: a second is 10, a minute 600", func(t *testing.T) {
		// GU-1: a count is a tenth of a second, so a minute is 60 × 10.
		for _, tc := range []struct {
			got, want Time
		}{{Tenth, 1}, {Second, 10}, {Minute, 600}, {Hour, 36000}, {Day, 864000}, {Week, 6048000}} {
			if tc.got != tc.want {
				t.Errorf("unit %d, want %d", tc.got, tc.want)
			}
		}
	})
	t.Run("String: seconds and tenths only where they are not zero", func(t *testing.T) {
		for _, tc := range []struct {
			t    Time
			want string
		}{
			{0, "day 0"},
			{3 * Day, "day 3"},
			{5 * Minute, "day 0 00:05"},
			{Day + 13*Hour + 7*Minute, "day 1 13:07"},
			{5*Minute + 7*Second, "day 0 00:05:07"},
			{5*Minute + 7*Second + 3, "day 0 00:05:07.3"},
			{587, "day 0 00:00:58.7"},
			{1187, "day 0 00:01:58.7"},
			{Hour + 5, "day 0 01:00:00.5"},
			{-(Minute + 5), "-day 0 00:01:00.5"},
		} {
			if got := tc.t.String(); got != tc.want {
				t.Errorf("%d: %q, want %q", int64(tc.t), got, tc.want)
			}
		}
	})
}

func TestProcessClocks(t *testing.T) {
	t.Run("GU-13 WO-7 severe bleeding keeps its wound's clock: wounded at 58.7 s, it bleeds at 1:58.7, 2:58.7 …", func(t *testing.T) {
		// The wound at count 587; a minute is 600 counts, so the first
		// bleed is due at 587 + 600 = 1187, the second at 1787. d6 5 - 2 =
		// 3, then d6 6 - 2 = 4: 30 - 8 - 3 = 19, then 15 HP.
		tab := testTables(t, Locations(LeftThigh), Effect{Injuries: Injuries(SevereBleeding)}, maxTableGrade)
		p, s := scripted(t, tab, 5, 6)
		advance(t, p, 587)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 8, Cause: Bullet})
		if n, ok := p.Next(); !ok || n != 1187 {
			t.Fatalf("next due %s %v, want day 0 00:01:58.7", n, ok)
		}
		evs, err := p.AdvanceTo(1787)
		if err != nil {
			t.Fatal(err)
		}
		s.Done()
		b := kinds(evs, Bleeds)
		if len(b) != 2 || b[0].At != 1187 || b[1].At != 1787 || b[0].HP != 19 || b[1].HP != 15 {
			t.Fatalf("bleeds %v", b)
		}
		if got, want := b[0].String(), "day 0 00:01:58.7: left thigh severe bleeding: d6 5 -2 = 3: bleeding wound 3, HP 19"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
		if n, ok := p.Next(); !ok || n != 2387 {
			t.Errorf("next due %s, want 2387", n)
		}
	})
	t.Run("GU-13 WO-2 two wounds bleed on their own clocks, each event with the hit points left after it", func(t *testing.T) {
		// Wounds at 100 and 400 (tenths): bleeds at 700 (d6 6 - 2 = 4: 30 -
		// 4 - 4 - 4 = 18 HP) and 1000 (d6 5 - 2 = 3: 15 HP); the wound at
		// 100 again at 1300 (d6 3 - 2 = 1: 14 HP).
		tab := testTables(t, Locations(LeftThigh, RightThigh), Effect{Injuries: Injuries(SevereBleeding)}, maxTableGrade)
		p, s := scripted(t, tab, 6, 5, 3)
		advance(t, p, 100)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 4, Cause: Bullet})
		advance(t, p, 300)
		mustWound(t, p, Hit{Location: RightThigh, Damage: 4, Cause: Bullet})
		evs := advance(t, p, 900) // to 1300
		s.Done()
		b := kinds(evs, Bleeds)
		type got struct {
			at     Time
			wound  int
			amount int
			hp     int
		}
		var have []got
		for _, e := range b {
			have = append(have, got{e.At, e.Wound, e.Amount, e.HP})
		}
		want := []got{{700, 0, 4, 18}, {1000, 1, 3, 15}, {1300, 0, 1, 14}}
		if len(have) != len(want) {
			t.Fatalf("bleeds %v", b)
		}
		for k := range want {
			if have[k] != want[k] {
				t.Errorf("bleed %d: %+v, want %+v", k, have[k], want[k])
			}
		}
	})
	t.Run("WO-4 WO-7 internal bleeding and hemorrhaging every hour after their wound", func(t *testing.T) {
		// Wounded in the abdomen at 0:20:30: IB at 1:20:30 (d6 6 - 3 = 3),
		// 2:20:30 (d6 1: stops). Wounded in the chest at 0:45: IH at 1:45
		// and 2:45 (d4 2 + 1 = 3 each).
		ib := testTables(t, Locations(Abdomen, Chest), Effect{}, maxTableGrade)
		rows := []CriticalRow{
			{Where: Locations(Abdomen), Min: 1, Effect: Effect{Injuries: Injuries(InternalBleeding)}},
			{Where: Locations(Chest), Min: 1, Effect: Effect{Injuries: Injuries(InternalHemorrhaging)}},
			{Where: allLocations &^ Locations(Abdomen, Chest), Min: 1},
		}
		ct, err := NewCriticalTable(rows)
		if err != nil {
			t.Fatal(err)
		}
		ib.Critical = ct
		p, s := scripted(t, ib, 6, 2, 1, 2)
		advance(t, p, 20*Minute+30*Second)
		mustWound(t, p, Hit{Location: Abdomen, Damage: 2, Cause: Bullet})
		advance(t, p, 24*Minute+30*Second) // to 0:45
		mustWound(t, p, Hit{Location: Chest, Damage: 2, Cause: Bullet})
		evs := advance(t, p, 2*Hour)
		s.Done()
		var got []string
		for _, e := range evs {
			if e.Kind == Bleeds || e.Kind == BleedingStops {
				got = append(got, e.At.String()+" "+e.Injury.String())
			}
		}
		want := []string{"day 0 01:20:30 IB", "day 0 01:45 IH", "day 0 02:20:30 IB", "day 0 02:45 IH"}
		if len(got) != len(want) {
			t.Fatalf("got %q, want %q", got, want)
		}
		for k := range want {
			if got[k] != want[k] {
				t.Errorf("%d: %q, want %q", k, got[k], want[k])
			}
		}
	})
	t.Run("WO-2 WO-7 healing counts the wound's own days: wounded at 13:00, a 2-point wound heals at day 2 13:00 and day 3 13:00", func(t *testing.T) {
		// Nursed, Con 12: a day of rest per severity point — 2 days for the
		// first hit point, 1 for the second (WO-2), each day from 13:00.
		p, _ := scripted(t, plainTables(t))
		p.NurseAll(true)
		advance(t, p, 13*Hour)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 2, Cause: Blunt})
		evs := advance(t, p, 5*Day)
		h := kinds(evs, Heals)
		if len(h) != 2 || h[0].At != 2*Day+13*Hour || h[1].At != 3*Day+13*Hour {
			t.Errorf("heals %v", h)
		}
	})
	t.Run("WO-5 WO-7 the lodged bullet's check a day after its wound, festering a day after the check", func(t *testing.T) {
		// Wounded at 0:00:12.5; the check at day 1 00:00:12.5: half Con
		// 12 = 6, 2d10 5, 5 = 10 fails; festers a day later, d4 4 - 2 = 2.
		tab := testTables(t, Locations(LeftThigh), Effect{Injuries: Injuries(LodgedBullet)}, maxTableGrade)
		p, s := scripted(t, tab, 5, 5, 4)
		advance(t, p, 125)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 2, Cause: Bullet})
		evs := advance(t, p, 2*Day)
		s.Done()
		lc, fe := kinds(evs, LodgedCheck), kinds(evs, Festers)
		if len(lc) != 1 || lc[0].At != Day+125 || len(fe) != 1 || fe[0].At != 2*Day+125 || fe[0].Amount != 2 {
			t.Errorf("check %v, festering %v", lc, fe)
		}
	})
}
