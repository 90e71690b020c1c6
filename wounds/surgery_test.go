package wounds

import (
	"errors"
	"testing"
)

func TestSurgery(t *testing.T) {
	doc := Caregiver{Name: "Doc", Medicine: 40} // Advanced (49–25)
	ibTables := func(t *testing.T) *Tables {
		return testTables(t, Locations(Abdomen), Effect{Injuries: Injuries(InternalBleeding)}, maxTableGrade)
	}
	gut := Hit{Location: Abdomen, Damage: 5, Cause: Bullet}
	t.Run("WO-4 WOD-1 internal bleeding surgery: Advanced Medicine, Difficult; 1d4-1 penetrating; infection vs half Con", func(t *testing.T) {
		p, s := scripted(t, ibTables(t),
			50,   // Medicine: d100 50 +0 = 50 ≥ 40
			4, 2, // d4p 4→2 = 5, -1 = 4
			3, 3, // half Con: 2d10 3, 3 = 6 ≤ 6
		)
		mustWound(t, p, gut)
		if _, err := p.Operate(0, InternalBleeding, Caregiver{Medicine: 60}); !errors.Is(err, ErrUnskilled) {
			t.Errorf("Average Medicine: %v", err)
		}
		evs, err := p.Operate(0, InternalBleeding, doc)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{
			"day 0: abdomen surgery on internal bleeding by Doc: Medicine: d100 50 +0 (Difficult) = 50 ≥ 40: success by 10",
			"day 0: abdomen internal bleeding stops, surgery",
			"day 0: abdomen surgery damage: d4p 4→2 -1 = 4: surgery wound 4, HP 21",
			"day 0: abdomen infection check after surgery: half Con: 2d10 3, 3 = 6 ≤ 6 (half of 12): success by 0: not infected",
		}
		if len(evs) != len(want) {
			t.Fatalf("events %v", evs)
		}
		for k := range want {
			if evs[k].String() != want[k] {
				t.Errorf("event %d\n got %q\nwant %q", k, evs[k], want[k])
			}
		}
		ws := p.Wounds()
		if ws[0].Internal.Active || len(ws) != 2 || ws[1].Cause != Surgery || ws[1].Severity != 4 || p.HP() != 21 {
			t.Errorf("after surgery %+v", ws)
		}
		advance(t, p, 40*Day) // the bleeding stopped: no more dice
		s.Done()
		if _, err := p.Operate(0, InternalBleeding, doc); !errors.Is(err, ErrNoInjury) {
			t.Errorf("operating on a stopped bleeding: %v", err)
		}
	})
	t.Run("WO-4 a failed surgery still cuts and risks infection; the bleeding goes on", func(t *testing.T) {
		p, s := scripted(t, ibTables(t), 30, 1, 5, 5, 4)
		mustWound(t, p, gut)
		evs, err := p.Operate(0, InternalBleeding, doc)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != 3 || evs[0].OK || evs[1].Into != -1 || evs[1].Amount != 0 || evs[2].Check.Success {
			t.Fatalf("events %v", evs)
		}
		if !p.Wounds()[0].Internal.Active || p.Wounds()[0].Infection.Stage != Infected {
			t.Errorf("state %+v", p.Wounds()[0])
		}
		evs = advance(t, p, Hour) // d6 4 → 1
		s.Done()
		if b := kinds(evs, Bleeds); len(b) != 1 || b[0].Amount != 1 {
			t.Errorf("bleeds %v", b)
		}
	})
	t.Run("WOD-2 Tough as Nails does not ease internal bleeding surgery", func(t *testing.T) {
		// d100 40 +0 (Difficult) = 40 ≥ 40; d4p 1 -1 = 0; half Con 2d10 3, 4 = 7 > 6.
		s := scriptOf(t, 40, 1, 3, 4)
		p := newPatient(t, Body{Con: 12, MaxHP: 30, Talents: []string{talentToughAsNails}}, s, ibTables(t))
		mustWound(t, p, gut)
		evs, err := p.Operate(0, InternalBleeding, doc)
		s.Done()
		if err != nil {
			t.Fatal(err)
		}
		if c := evs[0].Check; c.Total != 40 || !c.Success || c.Mods.List()[0].Why != "Difficult" {
			t.Errorf("Medicine check %v", c)
		}
		if c := kinds(evs, InfectionCheck)[0].Check; c.Target != 12 || c.Total != 7 || c.Success {
			t.Errorf("infection check %v", c)
		}
	})
	t.Run("WO-4 internal hemorrhaging surgery is Very Difficult", func(t *testing.T) {
		tab := testTables(t, Locations(Chest), Effect{Injuries: Injuries(InternalHemorrhaging)}, maxTableGrade)
		s := scriptOf(t, 55, 2, 1, 1)
		p := newPatient(t, Body{Con: 12, MaxHP: 30}, s, tab)
		mustWound(t, p, Hit{Location: Chest, Damage: 5, Cause: Bullet})
		evs, err := p.Operate(0, InternalHemorrhaging, doc)
		s.Done()
		if err != nil {
			t.Fatal(err)
		}
		// d100 55 -10 = 45 ≥ 40; d4p 2 -1 = 1; half Con 2d10 1, 1 = 2 ≤ 6.
		if c := evs[0].Check; c.Total != 45 || !c.Success {
			t.Errorf("Medicine %v", c)
		}
		if c := kinds(evs, InfectionCheck)[0].Check; c.Target != 12 {
			t.Errorf("infection target %d", c.Target)
		}
		if p.Wounds()[0].Hemorrhage.Active {
			t.Error("still hemorrhaging")
		}
	})
	t.Run("surgery errors", func(t *testing.T) {
		p, _ := scripted(t, ibTables(t))
		mustWound(t, p, gut)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 3, Cause: Bullet})
		for _, tc := range []struct {
			i    int
			kind InjuryKind
			c    Caregiver
			want error
		}{
			{0, BrokenBone, doc, ErrNoInjury},
			{0, InternalHemorrhaging, doc, ErrNoInjury},
			{1, LodgedBullet, doc, ErrNoInjury},
			{0, InternalBleeding, Caregiver{Medicine: 150}, ErrCaregiver},
			{0, InternalBleeding, Caregiver{Nursing: 10}, ErrUnskilled},
			{7, InternalBleeding, doc, ErrNoWound},
		} {
			if _, err := p.Operate(tc.i, tc.kind, tc.c); !errors.Is(err, tc.want) {
				t.Errorf("Operate(%d, %s): %v, want %v", tc.i, tc.kind, err, tc.want)
			}
		}
	})
	t.Run("WO-5 removing a bullet: mastery by location; then 2d10 + 1 per three days ≤ Con", func(t *testing.T) {
		p, s := scripted(t, lodgedTables(t),
			4, 4, // day 1: festers
			1, 1, // days 2, 3: d4 1 → 0
			1, 5, 5, // day 4: 0; re-check 5, 5 +1 = 11 > 6
			1, 1, // days 5, 6: 0
			30,   // day 6 surgery: d100 30 +40 (Average) = 70 ≥ 60
			5, 5, // 2d10 5, 5 +2 (6 days) = 12 ≤ 12
		)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 8, Cause: Bullet})
		advance(t, p, 6*Day)
		if _, err := p.Operate(0, LodgedBullet, Caregiver{Medicine: 80}); !errors.Is(err, ErrUnskilled) {
			t.Errorf("Novice on a thigh (needs Average): %v", err)
		}
		evs, err := p.Operate(0, LodgedBullet, Caregiver{Name: "Doc", Medicine: 60})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{
			"day 6: left thigh surgery on lodged bullet by Doc: Medicine: d100 30 +40 (Average) = 70 ≥ 60: success by 10",
			"day 6: left thigh bullet removed after 6 days",
			"day 6: left thigh infection check after removing the bullet: Con: 2d10 5, 5 +2 (days lodged) = 12 ≤ 12: success by 0: not infected",
		}
		if len(evs) != len(want) {
			t.Fatalf("events %v", evs)
		}
		for k := range want {
			if evs[k].String() != want[k] {
				t.Errorf("event %d\n got %q\nwant %q", k, evs[k], want[k])
			}
		}
		b := p.Wounds()[0].Bullet
		if b.Lodged || b.Festering || !b.Removed || b.RemovedAt != 6*Day {
			t.Errorf("bullet %+v", b)
		}
		advance(t, p, 60*Day) // no more festering
		s.Done()
	})
	t.Run("WO-5 a failed removal leaves the bullet; an infection after removal runs its course", func(t *testing.T) {
		p, s := scripted(t, lodgedTables(t), 10, 20, 9, 9, 1, 1, 1)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 8, Cause: Bullet})
		evs, _ := p.Operate(0, LodgedBullet, Caregiver{Medicine: 60}) // 10 + 40 = 50 < 60
		if len(evs) != 1 || evs[0].OK || !p.Wounds()[0].Bullet.Lodged {
			t.Fatalf("failed removal %v", evs)
		}
		evs, _ = p.Operate(0, LodgedBullet, Caregiver{Medicine: 60}) // 20 + 40 = 60; 2d10 9, 9 = 18 > 12
		if !evs[0].OK || p.Wounds()[0].Infection.Stage != Infected {
			t.Fatalf("removal %v", evs)
		}
		evs = advance(t, p, 2*Day) // 2d8 1, 1 = 2 ≤ 12: ill d3 1 week
		s.Done()
		if len(kinds(evs, FallsIll)) != 1 || len(kinds(evs, LodgedCheck)) != 0 {
			t.Errorf("events %v", evs)
		}
	})
}
