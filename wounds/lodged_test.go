package wounds

import (
	"testing"
)

func lodgedTables(t *testing.T) *Tables {
	return testTables(t, Locations(LeftThigh), Effect{Injuries: Injuries(LodgedBullet)}, maxTableGrade)
}

func TestLodgedBullet(t *testing.T) {
	shot := Hit{Location: LeftThigh, Damage: 8, Cause: Bullet}
	t.Run("WO-5 a day after the wound a Con check vs half Con: success, no festering", func(t *testing.T) {
		p, s := scripted(t, lodgedTables(t), 3, 3)
		mustWound(t, p, shot)
		if evs := advance(t, p, Day-Minute); len(evs) != 0 {
			t.Fatalf("events before a day %v", evs)
		}
		evs := advance(t, p, 40*Day)
		s.Done()
		c := kinds(evs, LodgedCheck)
		if len(c) != 1 || c[0].At != Day || c[0].Check.Target != 12 || c[0].Check.Label != "half Con" || !c[0].Check.Success {
			t.Fatalf("checks %v", c)
		}
		if got, want := c[0].String(), "day 1: left thigh lodged bullet: half Con: 2d10 3, 3 = 6 ≤ 6 (half of 12): success by 0: does not fester"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
		if !p.Wounds()[0].Bullet.Lodged || p.Wounds()[0].Bullet.Festering {
			t.Errorf("bullet %+v", p.Wounds()[0].Bullet)
		}
	})
	t.Run("WO-5 WOD-3 festering 1d4-2 a day; every third day a re-check vs half Con at a cumulative +1", func(t *testing.T) {
		p, s := scripted(t, lodgedTables(t),
			4, 4, // day 1: 8 > 6, festers
			4,       // day 2: d4 4 -2 = 2
			1,       // day 3: d4 1 -2 = -1 → 0
			3, 3, 3, // day 4: d4 3 → 1; re-check 3, 3 +1 = 7 > 6
			2,       // day 5: 0
			2,       // day 6: 0
			2, 2, 2, // day 7: 0; re-check 2, 2 +2 = 6 ≤ 6: stops festering
		)
		mustWound(t, p, shot)
		evs := advance(t, p, 60*Day)
		s.Done()
		c := kinds(evs, LodgedCheck)
		if len(c) != 3 {
			t.Fatalf("checks %v", c)
		}
		for k, want := range []struct {
			day, total, mod int
			note            string
		}{{1, 8, 0, "festers"}, {4, 7, 1, "still festers"}, {7, 6, 2, "stops festering"}} {
			e := c[k]
			if e.At != Time(want.day)*Day || e.Check.Total != want.total || e.Check.Mods.Sum() != want.mod || e.Check.Target != 12 || e.Note != want.note {
				t.Errorf("check %d: %v", k, e)
			}
		}
		f := kinds(evs, Festers)
		if len(f) != 6 {
			t.Fatalf("festers %v", f)
		}
		for k, dmg := range []int{2, 0, 1, 0, 0, 0} {
			if f[k].Amount != dmg || f[k].At != Time(k+2)*Day {
				t.Errorf("day %d festers %v", k+2, f[k])
			}
		}
		if got, want := f[1].String(), "day 3: left thigh festers: d4 1 -2 = -1 (counts as 0): no damage, HP 20"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
		ws := p.Wounds()
		if len(ws) != 2 || ws[1].Cause != Festering || ws[1].From != 0 || ws[1].Damage != 3 {
			t.Errorf("festering wound %+v", ws)
		}
		if p.HP() != 30 {
			t.Errorf("HP %d after healing", p.HP())
		}
	})
	t.Run("WO-5 only bullets lodge", func(t *testing.T) {
		p, s := scripted(t, lodgedTables(t))
		i := mustWound(t, p, Hit{Location: LeftThigh, Damage: 8, Cause: Edged})
		if p.Wounds()[i].Bullet.Lodged || p.Wounds()[i].Effect.Injuries.Has(LodgedBullet) {
			t.Error("a knife lodged a bullet")
		}
		advance(t, p, 40*Day)
		s.Done()
	})
	t.Run("WO-5 WOD-4 Resist Disease/Infection checks against full Con", func(t *testing.T) {
		s := scriptOf(t, 6, 6)
		p := newPatient(t, Body{Con: 12, MaxHP: 30, Talents: []string{talentResistDisease}}, s, lodgedTables(t))
		mustWound(t, p, shot)
		evs := advance(t, p, 40*Day)
		s.Done()
		if c := kinds(evs, LodgedCheck); len(c) != 1 || c[0].Check.Target != 12 || !c[0].Check.Success {
			t.Errorf("check %v", c)
		}
	})
}

func TestHalfCon(t *testing.T) {
	t.Run("DID-5 a check against half Con compares with the exact half: Con 9, 13 and 15, total by total", func(t *testing.T) {
		// "≤ half Con" is 2 × total ≤ Con: Con 9 (4½) takes 4 and not 5,
		// Con 13 (6½) 6 and not 7, Con 15 (7½) 7 and not 8.
		for _, con := range []int{9, 13, 15} {
			for total := 2; total <= 20; total++ {
				a := min(10, total-1)
				p := newPatient(t, Body{Con: con, MaxHP: 30}, scriptOf(t, a, total-a), nil)
				c := p.conCheck(0)
				if want := 2*total <= con; c.Success != want || c.Total != total {
					t.Errorf("Con %d, 2d10 %d: success %v, want %v", con, total, c.Success, want)
				}
			}
		}
	})
	t.Run("DID-5 the record prints the exact half: 6½ (half of 13)", func(t *testing.T) {
		p := newPatient(t, Body{Con: 13, MaxHP: 30}, scriptOf(t, 3, 3), nil)
		if got, want := p.conCheck(0).String(), "half Con: 2d10 3, 3 = 6 ≤ 6½ (half of 13): success by ½"; got != want {
			t.Errorf("got  %q\nwant %q", got, want)
		}
	})
}
