package wounds

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestPenalties(t *testing.T) {
	arm := func(t *testing.T, pen Penalty) *Tables {
		return testTables(t, Locations(LeftArm, RightArm), Effect{Penalty: pen}, maxTableGrade)
	}
	t.Run("scale rounds to nearest, halves away from zero", func(t *testing.T) {
		for _, tc := range [][4]int{{4, 4, 8, 2}, {1, 5, 6, 1}, {1, 2, 6, 0}, {1, 3, 6, 1}, {-3, 1, 2, -2}, {-1, 1, 3, 0}, {-4, 1, 8, -1}} {
			if got := scale(tc[0], tc[1], tc[2]); got != tc[3] {
				t.Errorf("scale(%d, %d, %d) = %d, want %d", tc[0], tc[1], tc[2], got, tc[3])
			}
		}
	})
	t.Run("a wound's penalty shrinks as it heals and ends when healed", func(t *testing.T) {
		p, _ := scripted(t, arm(t, Penalty{Speed: 4, Accuracy: -4, Lost: Run}))
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 8, Cause: Edged})
		if pen := p.Penalties(); pen.Speed != 4 || pen.Accuracy != -4 || pen.Lost != Run || pen.Fastest() != Walk {
			t.Errorf("fresh %+v", pen)
		}
		advance(t, p, 26*Day) // 8+7+6+5: severity 4
		if pen := p.Penalties(); pen.Speed != 2 || pen.Accuracy != -2 || pen.Lost != Run {
			t.Errorf("half healed %+v", pen)
		}
		advance(t, p, 7*Day) // severity 2: 4×2/8 = 1
		if pen := p.Penalties(); pen.Speed != 1 || pen.Accuracy != -1 || pen.Lost != Run {
			t.Errorf("severity 2 %+v", pen)
		}
		advance(t, p, 2*Day) // severity 1: 4×1/8 = 0.5 rounds away from zero
		if pen := p.Penalties(); pen.Speed != 1 || pen.Accuracy != -1 || pen.Lost != Run {
			t.Errorf("severity 1 %+v", pen)
		}
		advance(t, p, Day)
		if pen := p.Penalties(); pen != (Penalties{}) || pen.String() != "none" {
			t.Errorf("healed %+v", pen)
		}
	})
	t.Run("CH-10 Grit halves wound penalties, rounded toward zero", func(t *testing.T) {
		tab := arm(t, Penalty{Speed: 3, Accuracy: -3, Lost: Run})
		plain := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(1), tab)
		gritty := newPatient(t, Body{Con: 12, MaxHP: 30, Talents: []string{talentGrit}}, dice.NewSource(1), tab)
		for _, p := range []*Patient{plain, gritty} {
			mustWound(t, p, Hit{Location: LeftArm, Damage: 5, Cause: Edged})
		}
		if pen := plain.Penalties(); pen.Speed != 3 || pen.Accuracy != -3 {
			t.Errorf("without Grit %+v", pen)
		}
		if pen := gritty.Penalties(); pen.Speed != 1 || pen.Accuracy != -1 || pen.Lost != Run {
			t.Errorf("Grit, one wound %+v, want +1 -1, can't run", pen)
		}
		mustWound(t, gritty, Hit{Location: RightArm, Damage: 5, Cause: Edged})
		if pen := gritty.Penalties(); pen.Speed != 3 || pen.Accuracy != -3 {
			t.Errorf("Grit, two wounds %+v, want (3+3)/2", pen)
		}
	})
	t.Run("WO-4 mangled: useless for life; a mangled arm fires long guns at -3", func(t *testing.T) {
		tab := testTables(t, Locations(LeftArm), Effect{Injuries: Injuries(Mangled), Permanent: Penalty{Accuracy: -1}}, maxTableGrade)
		p, _ := scripted(t, tab)
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 3, Cause: Bullet})
		advance(t, p, 30*Day)
		pen := p.Penalties()
		if !pen.Useless.Has(LeftArm) || pen.LongGun != -3 || pen.Accuracy != -1 {
			t.Errorf("penalties %+v", pen)
		}
		if got, want := pen.String(), "-1 Accuracy -3 Accuracy with long guns; useless: left arm"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
	})
	t.Run("WO-4 movement lost: that movement and faster ones; the slowest loss wins", func(t *testing.T) {
		tab := testTables(t, Locations(LeftThigh), Effect{Penalty: Penalty{Lost: Walk}}, maxTableGrade)
		p, _ := scripted(t, tab)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 3, Cause: Edged})
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 3, Cause: Edged})
		pen := p.Penalties()
		if pen.Lost != Walk || pen.Fastest() != Crawl || pen.CanMove(Walk) || !pen.CanMove(Crawl) || pen.CanMove(Sprint) {
			t.Errorf("penalties %+v", pen)
		}
		if (Penalty{Lost: Run}).add(Penalty{Lost: Walk}).Lost != Walk || (Penalty{}).add(Penalty{Lost: Sprint}).Lost != Sprint {
			t.Error("Penalty.Add does not keep the stricter loss")
		}
	})
}

func TestMangledLeg(t *testing.T) {
	t.Run("GUD-15 GU-12 a mangled leg cannot walk or run: he may crawl", func(t *testing.T) {
		for _, loc := range []Location{LeftThigh, RightLowerLeg, LeftFoot} {
			tab := testTables(t, Locations(loc), Effect{Injuries: Injuries(Mangled)}, maxTableGrade)
			p, _ := scripted(t, tab)
			mustWound(t, p, Hit{Location: loc, Damage: 3, Cause: Bullet})
			pen := p.Penalties()
			if pen.Lost != Walk || pen.CanMove(Walk) || !pen.CanMove(Crawl) || pen.Fastest() != Crawl {
				t.Errorf("%s: lost %v", loc, pen.Lost)
			}
		}
	})
	t.Run("GUD-15 whatever the body table says, and for life", func(t *testing.T) {
		// A table whose mangled thigh only loses the run still cannot walk;
		// healed, the leg stays useless.
		tab := testTables(t, Locations(LeftThigh), Effect{Injuries: Injuries(Mangled)}, maxTableGrade)
		rows := tab.Body.Rows()
		for k := range rows {
			rows[k].Useless = Penalty{Lost: Run}
		}
		body, err := NewBodyTable(rows)
		if err != nil {
			t.Fatal(err)
		}
		tab.Body = body
		p, _ := scripted(t, tab)
		p.NurseAll(true)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 2, Cause: Bullet})
		advance(t, p, 10*Day)
		if pen := p.Penalties(); pen.Lost != Walk || p.Wounds()[0].Severity != 0 {
			t.Errorf("healed: lost %v", pen.Lost)
		}
	})
	t.Run("GUD-15 the default body table says so too", func(t *testing.T) {
		body := DefaultBodyTable()
		for _, loc := range []Location{LeftThigh, RightThigh, LeftLowerLeg, RightLowerLeg, LeftFoot, RightFoot} {
			if got := body.Row(loc).Useless; got != (Penalty{Lost: Walk}) {
				t.Errorf("%s useless %v, want can't walk", loc, got)
			}
		}
	})
}
