package wounds

import (
	"errors"
	"testing"
)

func TestBrokenBone(t *testing.T) {
	armBB := func(t *testing.T, pen Penalty) *Tables {
		return testTables(t, Locations(LeftArm, LeftThigh, Chest), Effect{Injuries: Injuries(BrokenBone), Penalty: pen}, maxTableGrade)
	}
	t.Run("WO-4 60 + 2d8 - 2×Con days; the difference added to the first hit point", func(t *testing.T) {
		// 2d8 5, 7: 60 + 12 - 24 = 48 days; ordinary healing of 4 is 10:
		// the first HP takes 4 + 38 = 42 days, then 3, 2, 1: days 42, 45,
		// 47, 48; unset, d100 30 ≤ 50: it heals badly. The days are rolled
		// a day after the break, when its healing starts.
		p, s := scripted(t, armBB(t, Penalty{}), 5, 7, 30)
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 4, Cause: Blunt})
		if evs := advance(t, p, Day-1); len(evs) != 0 {
			t.Fatalf("rolled before a day: %v", evs)
		}
		evs := advance(t, p, 1)
		if len(evs) != 1 || evs[0].Amount != 48 || evs[0].String() != "day 1: left arm broken bone: 2d8 5, 7 +60 -24 (2×Con) = 48 days" {
			t.Fatalf("bone %v", evs)
		}
		evs = advance(t, p, 60*Day)
		s.Done()
		if days, _ := healTimes(evs, 0); !equalInts(days, []int{42, 45, 47, 48}) {
			t.Errorf("heals on days %v, want [42 45 47 48]", days)
		}
		bh := kinds(evs, BoneHeals)
		if len(bh) != 1 || bh[0].At != 48*Day || bh[0].OK {
			t.Fatalf("bone heals %v", bh)
		}
		if got, want := bh[0].String(), "day 48: left arm bone heals badly: d100 30 = 30 > 50: failure by 20: permanent +5 Speed -2 Accuracy"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
		// WO-4: a badly set arm: +5 Speed, -2 Accuracy, for life.
		if pen := p.Penalties(); pen.Speed != 5 || pen.Accuracy != -2 {
			t.Errorf("penalties %+v", pen)
		}
	})
	t.Run("WOD-5 un-nursed, a broken bone's wound takes a day more per hit point: 52 days nursed, 56 un-nursed", func(t *testing.T) {
		for _, tc := range []struct {
			nursed bool
			days   []int
		}{
			// 2d8 8, 8: 60 + 16 - 24 = 52 days; the nursed wound's ordinary
			// healing is 4+3+2+1 = 10, so the first hit point takes 42 more.
			// Nursed: 4 + 42 = 46, then 3, 2, 1: days 46, 49, 51, 52.
			{true, []int{46, 49, 51, 52}},
			// Un-nursed: 5 + 42 = 47, then 4, 3, 2: days 47, 51, 54, 56.
			{false, []int{47, 51, 54, 56}},
		} {
			p, s := scripted(t, armBB(t, Penalty{}), 8, 8)
			p.NurseAll(tc.nursed)
			mustWound(t, p, Hit{Location: LeftArm, Damage: 4, Cause: Blunt})
			if _, err := p.SetBone(0, Caregiver{Name: "Doc", Medicine: 40}); err != nil {
				t.Fatal(err)
			}
			evs := advance(t, p, 70*Day)
			s.Done()
			if b := kinds(evs, BoneBroken); len(b) != 1 || b[0].Amount != 52 {
				t.Fatalf("bone %v", b)
			}
			if days, _ := healTimes(evs, 0); !equalInts(days, tc.days) {
				t.Errorf("nursed %v: heals on days %v, want %v", tc.nursed, days, tc.days)
			}
			last := tc.days[len(tc.days)-1]
			if bh := kinds(evs, BoneHeals); len(bh) != 1 || bh[0].At != Time(last)*Day || !bh[0].OK {
				t.Errorf("nursed %v: bone heals %v, want day %d", tc.nursed, bh, last)
			}
		}
	})
	t.Run("WO-4 a bone shorter than ordinary healing adds nothing", func(t *testing.T) {
		s := scriptOf(t, 1, 1, 99)
		p := newPatient(t, Body{Con: 30, MaxHP: 30}, s, armBB(t, Penalty{}))
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 4, Cause: Blunt})
		evs := advance(t, p, 30*Day) // 60 + 2 - 60 = 2 days; Con 30 heals 1+1+1+1
		s.Done()
		if kinds(evs, BoneBroken)[0].Amount != 2 {
			t.Errorf("bone days %v", kinds(evs, BoneBroken))
		}
		if at := healedAt(evs, 0); at != 4*Day {
			t.Errorf("healed at %s, want day 4", at)
		}
		if bh := kinds(evs, BoneHeals); len(bh) != 1 || !bh[0].OK {
			t.Errorf("bone %v", bh)
		}
	})
	t.Run("WO-4 WOD-1 set by someone with Medicine, no roll: it heals well", func(t *testing.T) {
		p, s := scripted(t, armBB(t, Penalty{}), 8, 8)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 3, Cause: Blunt})
		if _, err := p.SetBone(0, Caregiver{Nursing: 20}); !errors.Is(err, ErrUnskilled) {
			t.Errorf("set by a nurse: %v", err)
		}
		if evs, err := p.SetBone(0, Caregiver{Name: "Doc", Medicine: 70}); err != nil || evs[0].String() != "day 0: left thigh bone set by Doc" {
			t.Fatalf("set %v %v", evs, err)
		}
		if _, err := p.SetBone(0, Caregiver{Medicine: 70}); !errors.Is(err, ErrDone) {
			t.Errorf("set twice: %v", err)
		}
		// 60 + 16 - 24 = 52 days, and the wound is not nursed: a day more for
		// each of its 3 hit points (WOD-5), 55 days.
		evs := advance(t, p, 100*Day)
		s.Done()
		bh := kinds(evs, BoneHeals)
		if len(bh) != 1 || !bh[0].OK || bh[0].At != 55*Day || bh[0].String() != "day 55: left thigh bone heals (set)" {
			t.Errorf("bone %v", bh)
		}
		if pen := p.Penalties(); !pen.Penalty.IsZero() {
			t.Errorf("penalties %+v", pen)
		}
		if _, err := p.SetBone(0, Caregiver{Medicine: 70}); !errors.Is(err, ErrNoInjury) {
			t.Errorf("set a healed bone: %v", err)
		}
	})
	t.Run("WO-4 an unset bone heals well on d100 above 50", func(t *testing.T) {
		p, s := scripted(t, armBB(t, Penalty{}), 1, 1, 51)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 2, Cause: Blunt})
		evs := advance(t, p, 100*Day)
		s.Done()
		if bh := kinds(evs, BoneHeals); len(bh) != 1 || !bh[0].OK || bh[0].Check.Total != 51 {
			t.Errorf("bone %v", bh)
		}
	})
	t.Run("WO-4 badly healed: legs limited to a walk, arms +5 Speed -2 Accuracy", func(t *testing.T) {
		for loc, want := range map[Location]Penalty{LeftThigh: {Lost: Run}, LeftArm: {Speed: 5, Accuracy: -2}} {
			p, _ := scripted(t, armBB(t, Penalty{}), 1, 1, 50)
			mustWound(t, p, Hit{Location: loc, Damage: 2, Cause: Blunt})
			advance(t, p, 100*Day)
			if pen := p.Penalties(); pen.Penalty != want {
				t.Errorf("%s: %v, want %v", loc, pen.Penalty, want)
			}
		}
	})
	t.Run("WOD-6 untended broken ribs always heal badly: +1 Speed -1 Accuracy for life, no d100", func(t *testing.T) {
		// 2d8 1, 1: 60 + 2 - 24 = 38 days, un-nursed a day more for each
		// of the 2 hit points (WOD-5): day 40. Then the English rules'
		// reading: no roll, permanent +1 Speed -1 Accuracy.
		p, s := scripted(t, armBB(t, Penalty{}), 1, 1)
		mustWound(t, p, Hit{Location: Chest, Damage: 2, Cause: Blunt})
		evs := advance(t, p, 100*Day)
		s.Done()
		bh := kinds(evs, BoneHeals)
		if len(bh) != 1 || bh[0].OK || bh[0].String() != "day 40: chest bone heals badly (untended): permanent +1 Speed -1 Accuracy" {
			t.Fatalf("bone %v", bh)
		}
		if pen := p.Penalties(); pen.Penalty != (Penalty{Speed: 1, Accuracy: -1}) || !p.Wounds()[0].Bone.Mishealed {
			t.Errorf("penalties %v", pen.Penalty)
		}
	})
	t.Run("WOD-6 the Spanish reading: ribs under the 50% of any unset bone", func(t *testing.T) {
		// AlwaysMisheals off on the chest: d100 51 > 50 heals well, 50
		// badly.
		for _, tc := range []struct {
			d100 int
			want Penalty
		}{{51, Penalty{}}, {50, Penalty{Speed: 1, Accuracy: -1}}} {
			tb := armBB(t, Penalty{})
			rows := tb.Body.Rows()
			for k := range rows {
				if rows[k].Location == Chest {
					rows[k].AlwaysMisheals = false
				}
			}
			body, err := NewBodyTable(rows)
			if err != nil {
				t.Fatal(err)
			}
			tb.Body = body
			p, s := scripted(t, tb, 1, 1, tc.d100)
			mustWound(t, p, Hit{Location: Chest, Damage: 2, Cause: Blunt})
			advance(t, p, 100*Day)
			s.Done()
			if pen := p.Penalties(); pen.Penalty != tc.want {
				t.Errorf("d100 %d: %v, want %v", tc.d100, pen.Penalty, tc.want)
			}
		}
	})
	t.Run("WO-4 penalties apply in full until the bone heals", func(t *testing.T) {
		p, _ := scripted(t, armBB(t, Penalty{Speed: 4, Accuracy: -4}), 5, 7, 99)
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 4, Cause: Blunt})
		advance(t, p, 46*Day) // severity 2 of 4
		if w := p.Wounds()[0]; w.Severity != 2 {
			t.Fatalf("severity %d", w.Severity)
		}
		if pen := p.Penalties(); pen.Speed != 4 || pen.Accuracy != -4 {
			t.Errorf("penalties %+v, want the full +4 -4", pen)
		}
		advance(t, p, 2*Day)
		if pen := p.Penalties(); !pen.Penalty.IsZero() {
			t.Errorf("penalties after healing %+v", pen)
		}
	})
}
