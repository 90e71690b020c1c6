package wounds

import (
	"errors"
	"strings"
	"testing"
)

func TestSevereBleeding(t *testing.T) {
	sb := func(t *testing.T, faces ...int) (*Patient, func()) {
		tab := testTables(t, Locations(LeftThigh), Effect{Injuries: Injuries(SevereBleeding)}, maxTableGrade)
		p, s := scripted(t, tab, faces...)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 6, Cause: Bullet})
		return p, s.Done
	}
	t.Run("WO-4 severe bleeding: d6-2 a minute, negatives 0, until a natural 1", func(t *testing.T) {
		p, done := sb(t, 5, 2, 6, 1)
		evs := advance(t, p, 10*Minute)
		done()
		bleeds := kinds(evs, Bleeds)
		if len(bleeds) != 3 {
			t.Fatalf("bleeds %v", bleeds)
		}
		for k, want := range []struct {
			at         Time
			dmg, hp, s int
		}{{1 * Minute, 3, 21, 3}, {2 * Minute, 0, 21, 3}, {3 * Minute, 4, 17, 7}} {
			e := bleeds[k]
			if e.At != want.at || e.Amount != want.dmg || e.HP != want.hp || e.Severity != want.s || e.Into != 1 {
				t.Errorf("minute %d: %+v", k+1, e)
			}
		}
		if got, want := bleeds[0].String(), "day 0 00:01: left thigh severe bleeding: d6 5 -2 = 3: bleeding wound 3, HP 21"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
		stops := kinds(evs, BleedingStops)
		if len(stops) != 1 || stops[0].At != 4*Minute || stops[0].String() != "day 0 00:04: left thigh severe bleeding stops: d6 1, a natural 1: it clots" {
			t.Errorf("stops %v", stops)
		}
		if p.Wounds()[0].Severe.Active || p.Wounds()[0].Severe.Lost != 7 {
			t.Errorf("state %+v", p.Wounds()[0].Severe)
		}
	})
	t.Run("WO-4 a pressure bandage held 20 minutes stops it, no roll (WOD-1)", func(t *testing.T) {
		p, done := sb(t, 4)
		advance(t, p, Minute)
		if _, err := p.Staunch(0, Caregiver{Name: "Lay", Nursing: 100}); !errors.Is(err, ErrUnskilled) {
			t.Errorf("lay staunch: %v", err)
		}
		evs, err := p.Staunch(0, Caregiver{Name: "Kate", Nursing: 60})
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != 1 || evs[0].String() != "day 0 00:01: left thigh severe bleeding staunched by Kate (pressure bandage, 300 counts)" {
			t.Errorf("staunch events %v", evs)
		}
		if _, err := p.Staunch(0, Caregiver{Nursing: 60}); !errors.Is(err, ErrDone) {
			t.Errorf("second bandage: %v", err)
		}
		evs = advance(t, p, 30*Minute)
		done()
		if len(evs) != 1 || evs[0].Kind != BleedingStops || evs[0].At != 21*Minute {
			t.Errorf("events %v", evs)
		}
		if _, err := p.Staunch(0, Caregiver{Nursing: 60}); !errors.Is(err, ErrNoInjury) {
			t.Errorf("staunching a stopped bleeding: %v", err)
		}
	})
	t.Run("WO-4 pressure released before 20 minutes: it bleeds again", func(t *testing.T) {
		p, done := sb(t, 4, 5, 1)
		advance(t, p, Minute) // bleeds 2
		if _, err := p.Staunch(0, Caregiver{Medicine: 50}); err != nil {
			t.Fatal(err)
		}
		advance(t, p, 12*Minute) // no bleeding under the bandage
		evs, err := p.ReleasePressure(0)
		if err != nil {
			t.Fatal(err)
		}
		if evs[0].Amount != 12 || evs[0].String() != "day 0 00:13: left thigh pressure released after 12 minutes: bleeding again" {
			t.Errorf("release %v", evs)
		}
		evs = advance(t, p, 30*Minute) // minute 14: 3; minute 15: clots
		done()
		if b := kinds(evs, Bleeds); len(b) != 1 || b[0].At != 14*Minute || b[0].Amount != 3 {
			t.Errorf("bleeds %v", b)
		}
		if _, err := p.ReleasePressure(0); !errors.Is(err, ErrNoInjury) {
			t.Errorf("no bandage: %v", err)
		}
	})
}

func TestInternalBleeding(t *testing.T) {
	ib := func(t *testing.T, body Body, faces ...int) (*Patient, func()) {
		tab := testTables(t, Locations(Abdomen), Effect{Injuries: Injuries(InternalBleeding)}, maxTableGrade)
		p, s := scripted(t, tab, faces...)
		if body.Con != 0 {
			p = newPatient(t, body, s, tab)
		}
		mustWound(t, p, Hit{Location: Abdomen, Damage: 5, Cause: Bullet})
		return p, s.Done
	}
	t.Run("WO-4 internal bleeding: d6-3 an hour, negatives 0, a natural 1 stops it; secret until diagnosed", func(t *testing.T) {
		p, done := ib(t, Body{}, 6, 2, 5, 1)
		evs := advance(t, p, 2*Hour+30*Minute)
		b := kinds(evs, Bleeds)
		if len(b) != 2 || b[0].Amount != 3 || b[1].Amount != 0 || !b[0].Secret || !b[1].Secret {
			t.Fatalf("bleeds %v", b)
		}
		if b[0].At != Hour || b[1].At != 2*Hour || b[0].HP != 22 {
			t.Errorf("times %s %s HP %d", b[0].At, b[1].At, b[0].HP)
		}
		if _, err := p.Diagnose(0, Caregiver{}); !errors.Is(err, ErrUnskilled) {
			t.Errorf("lay diagnosis: %v", err)
		}
		if evs, err := p.Diagnose(0, Caregiver{Name: "Doc", Medicine: 40}); err != nil || evs[0].String() != "day 0 02:30: abdomen internal bleeding diagnosed by Doc" {
			t.Fatalf("diagnose %v %v", evs, err)
		}
		evs = advance(t, p, 10*Hour)
		done()
		if b := kinds(evs, Bleeds); len(b) != 1 || b[0].Amount != 2 || b[0].Secret {
			t.Errorf("after diagnosis %v", b)
		}
		if s := kinds(evs, BleedingStops); len(s) != 1 || s[0].At != 4*Hour || s[0].Secret {
			t.Errorf("stops %v", s)
		}
	})
	t.Run("WOD-2 Tough as Nails does not touch internal bleeding", func(t *testing.T) {
		body := Body{Con: 12, MaxHP: 30, Talents: []string{talentToughAsNails}}
		// d6 6 → 3 an hour for four hours (12 lost, past 5 and 10), then a
		// natural 1: no Con check of Tough as Nails.
		p, done := ib(t, body, 6, 6, 6, 6, 1)
		evs := advance(t, p, 10*Hour)
		done()
		if tc := kinds(evs, ToughCheck); len(tc) != 0 {
			t.Fatalf("tough checks %v", tc)
		}
		if s := kinds(evs, BleedingStops); len(s) != 1 || s[0].At != 5*Hour || s[0].Note != "a natural 1" {
			t.Errorf("stops %v", s)
		}
		if p.Wounds()[0].Internal.Lost != 12 {
			t.Errorf("lost %d", p.Wounds()[0].Internal.Lost)
		}
	})
}

func TestHemorrhaging(t *testing.T) {
	t.Run("WO-4 internal hemorrhaging: d4+1 an hour until death", func(t *testing.T) {
		tab := testTables(t, Locations(Chest), Effect{Injuries: Injuries(InternalHemorrhaging)}, maxTableGrade)
		s := scriptOf(t, 4, 1, 4, 4, 4)
		p := newPatient(t, Body{Con: 12, MaxHP: 22}, s, tab)
		mustWound(t, p, Hit{Location: Chest, Damage: 2, Cause: Bullet})
		// 20 HP: -5 → 15, -2 → 13, -5 → 8, -5 → 3, -5 → -2 (down), -3 → -5 …
		evs := advance(t, p, 5*Hour)
		s.Done()
		if p.HP() != -2 || !p.Down() || p.Dead() {
			t.Fatalf("after 5 hours HP %d down %v dead %v", p.HP(), p.Down(), p.Dead())
		}
		for k, want := range []int{5, 2, 5, 5, 5} {
			if b := kinds(evs, Bleeds); b[k].Amount != want || b[k].At != Time(k+1)*Hour {
				t.Errorf("hour %d: %v", k+1, b[k])
			}
		}
		p.SetRand(scriptOf(t, 3, 4, 4))
		evs = advance(t, p, 10*Hour) // -4 → -6, -5 → -11 dead
		if !p.Dead() || p.HP() != -11 || evs[len(evs)-1].Kind != Dies {
			t.Errorf("HP %d dead %v; last %v", p.HP(), p.Dead(), evs[len(evs)-1])
		}
		if got := len(kinds(evs, Bleeds)); got != 2 {
			t.Errorf("%d bleeds after down, want 2", got)
		}
	})
}

func TestUnconsciousness(t *testing.T) {
	t.Run("WO-4 unconscious for 10 + 2d20 minutes", func(t *testing.T) {
		tab := testTables(t, Locations(Head), Effect{Injuries: Injuries(Unconsciousness)}, maxTableGrade)
		p, s := scripted(t, tab, 7, 12)
		mustWound(t, p, Hit{Location: Head, Damage: 3, Cause: Blunt})
		if pen := p.Penalties(); !pen.Unconscious || pen.CanAct() || pen.CanMove(Crawl) {
			t.Errorf("penalties right after the blow %+v", pen)
		}
		evs := advance(t, p, 0)
		s.Done()
		if len(evs) != 1 || evs[0].Amount != 29 || evs[0].String() != "day 0: knocked out by the head wound: 2d20 7, 12 +10 = 29 minutes" {
			t.Fatalf("events %v", evs)
		}
		advance(t, p, 28*Minute)
		if !p.Unconscious() {
			t.Fatal("awake at minute 28")
		}
		evs = advance(t, p, Minute)
		if p.Unconscious() || len(evs) != 1 || evs[0].Kind != WakesUp || evs[0].String() != "day 0 00:29: comes to" {
			t.Errorf("minute 29: %v", evs)
		}
	})
}

func TestInternalBleedingIsHidden(t *testing.T) {
	t.Run("WO-1 WO-4 examining shows the wound's effects but not its internal bleeding", func(t *testing.T) {
		p, _ := scripted(t, DefaultTables())
		i := mustWound(t, p, Hit{Location: Abdomen, Damage: 5, Cause: Bullet}) // IB, +1 Speed, can't sprint
		p.Examine(i)
		e := p.Log()[len(p.Log())-1]
		if e.Effect.Injuries.Has(InternalBleeding) || e.String() != "day 0: abdomen (5) examined for 5 seconds: +1 Speed, can't sprint" {
			t.Errorf("examined %v", e)
		}
		evs, _ := p.Diagnose(i, Caregiver{Name: "Kate", Nursing: 40})
		if evs[0].String() != "day 0: abdomen internal bleeding diagnosed by Kate" {
			t.Errorf("diagnosed %v", evs[0])
		}
		p.Examine(i)
		if e := p.Log()[len(p.Log())-1]; !e.Effect.Injuries.Has(InternalBleeding) {
			t.Errorf("examined after diagnosis %v", e)
		}
		j := mustWound(t, p, Hit{Location: LeftArm, Damage: 2, Cause: Bullet})
		if evs, _ := p.Diagnose(j, Caregiver{Name: "Kate", Nursing: 40}); evs[0].String() != "day 0: left arm examined by Kate: no internal bleeding" {
			t.Errorf("nothing found %v", evs[0])
		}
	})
}

func TestToughAsNails(t *testing.T) {
	doc := Caregiver{Name: "Doc", Medicine: 40} // Advanced
	ih := Hit{Location: Chest, Damage: 2, Cause: Bullet}
	patient := func(t *testing.T, tough bool, faces ...int) (*Patient, func()) {
		tab := testTables(t, Locations(Chest), Effect{Injuries: Injuries(InternalHemorrhaging)}, maxTableGrade)
		body := Body{Name: "Clay", Con: 12, MaxHP: 30}
		if tough {
			body.Talents = []string{talentToughAsNails}
		}
		s := scriptOf(t, faces...)
		p := newPatient(t, body, s, tab)
		mustWound(t, p, ih) // 28 HP
		return p, s.Done
	}
	t.Run("WOD-2 Tough as Nails eases internal hemorrhaging", func(t *testing.T) {
		t.Run("the surgery is Difficult, not Very Difficult; the infection check after it is against full Con", func(t *testing.T) {
			// d100 45 +0 (Difficult) = 45 ≥ 40 (Very Difficult: 45 -10 = 35 < 40);
			// d4p 2 -1 = 1; Con 12: 2d10 5, 6 = 11 ≤ 12 (half Con 6 would fail).
			p, done := patient(t, true, 45, 2, 5, 6)
			evs, err := p.Operate(0, InternalHemorrhaging, doc)
			done()
			if err != nil {
				t.Fatal(err)
			}
			if c := evs[0].Check; c.Total != 45 || !c.Success || c.Mods.List()[0].Why != "Difficult" || c.Mods.List()[0].Value != 0 {
				t.Errorf("Medicine check %v", c)
			}
			if c := kinds(evs, InfectionCheck)[0].Check; c.Target != 12 || c.Total != 11 || !c.Success || c.Label != "Con" {
				t.Errorf("infection check %v", c)
			}
			if p.Wounds()[0].Hemorrhage.Active || p.HP() != 27 {
				t.Errorf("hemorrhaging %v, HP %d", p.Wounds()[0].Hemorrhage.Active, p.HP())
			}
		})
		t.Run("after a failed surgery the infection check is against full Con", func(t *testing.T) {
			// d100 30 +0 = 30 < 40; d4p 3 -1 = 2; Con 12: 2d10 6, 6 = 12 ≤ 12.
			p, done := patient(t, true, 30, 3, 6, 6)
			evs, err := p.Operate(0, InternalHemorrhaging, doc)
			done()
			if err != nil {
				t.Fatal(err)
			}
			if c := evs[0].Check; c.Total != 30 || c.Success {
				t.Errorf("Medicine check %v", c)
			}
			if c := kinds(evs, InfectionCheck)[0].Check; c.Target != 12 || c.Total != 12 || !c.Success {
				t.Errorf("infection check %v", c)
			}
			if w := p.Wounds()[0]; !w.Hemorrhage.Active || w.Infection.Stage != NotInfected || p.HP() != 26 {
				t.Errorf("hemorrhaging %v, infection %s, HP %d", w.Hemorrhage.Active, w.Infection.Stage, p.HP())
			}
		})
		t.Run("every 5 hit points lost to it, a Con check against full Con stops it", func(t *testing.T) {
			// hour 1: d4 4 +1 = 5 (5 lost, past 5): 2d10 7, 6 = 13 > 12 goes on;
			// hour 2: d4 1 +1 = 2 (7 lost); hour 3: d4 3 +1 = 4 (11 lost, past
			// 10): 2d10 6, 6 = 12 ≤ 12 stops it. HP 28 → 23 → 21 → 17.
			p, done := patient(t, true, 4, 7, 6, 1, 3, 6, 6)
			evs := advance(t, p, 10*Hour)
			done()
			tc := kinds(evs, ToughCheck)
			if len(tc) != 2 {
				t.Fatalf("tough checks %v", tc)
			}
			for k, want := range []struct {
				at     Time
				total  int
				passed bool
			}{{Hour, 13, false}, {3 * Hour, 12, true}} {
				c := tc[k].Check
				if tc[k].At != want.at || c.Target != 12 || c.Total != want.total || c.Success != want.passed ||
					tc[k].Injury != InternalHemorrhaging || !tc[k].Secret {
					t.Errorf("tough check %d: %v", k, tc[k])
				}
				if !strings.Contains(tc[k].String(), "internal hemorrhaging, Tough as Nails") {
					t.Errorf("tough check %d reads %q", k, tc[k])
				}
			}
			if s := kinds(evs, BleedingStops); len(s) != 1 || s[0].At != 3*Hour || s[0].Note != "Tough as Nails" || s[0].Injury != InternalHemorrhaging {
				t.Errorf("stops %v", s)
			}
			if b := kinds(evs, Bleeds); len(b) != 3 || b[0].Amount != 5 || b[1].Amount != 2 || b[2].Amount != 4 {
				t.Errorf("bleeds %v", b)
			}
			if w := p.Wounds()[0]; w.Hemorrhage.Active || w.Hemorrhage.Lost != 11 || p.HP() != 17 {
				t.Errorf("hemorrhaging %v, lost %d, HP %d", w.Hemorrhage.Active, w.Hemorrhage.Lost, p.HP())
			}
		})
		t.Run("without the talent: Very Difficult surgery, infection against half Con, no check to stop it", func(t *testing.T) {
			// d100 45 -10 = 35 < 40; d4p 2 -1 = 1; half Con 6: 2d10 5, 6 = 11 > 6;
			// then four hours of d4+1: 5, 2, 4, 5. HP 28 → 27 → 22 → 20 → 16 → 11.
			p, done := patient(t, false, 45, 2, 5, 6, 4, 1, 3, 4)
			evs, err := p.Operate(0, InternalHemorrhaging, doc)
			if err != nil {
				t.Fatal(err)
			}
			if c := evs[0].Check; c.Total != 35 || c.Success || c.Mods.List()[0].Why != "Very Difficult" {
				t.Errorf("Medicine check %v", c)
			}
			if c := kinds(evs, InfectionCheck)[0].Check; c.Target != 12 || c.Total != 11 || c.Success {
				t.Errorf("infection check %v", c)
			}
			evs = advance(t, p, 4*Hour)
			done()
			if tc := kinds(evs, ToughCheck); len(tc) != 0 {
				t.Errorf("tough checks %v", tc)
			}
			if w := p.Wounds()[0]; !w.Hemorrhage.Active || w.Hemorrhage.Lost != 16 || p.HP() != 11 {
				t.Errorf("hemorrhaging %v, lost %d, HP %d", w.Hemorrhage.Active, w.Hemorrhage.Lost, p.HP())
			}
		})
	})
}
