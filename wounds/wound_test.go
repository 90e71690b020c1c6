package wounds

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestSeverity(t *testing.T) {
	t.Run("WO-1 a wound's severity is the hit points it cost", func(t *testing.T) {
		p, _ := scripted(t, plainTables(t))
		i := mustWound(t, p, Hit{Location: LeftThigh, Damage: 7, Cause: Bullet})
		w := p.Wounds()[i]
		if w.Severity != 7 || w.Damage != 7 || p.HP() != 30-7 {
			t.Errorf("severity %d damage %d HP %d, want 7, 7, 23", w.Severity, w.Damage, p.HP())
		}
		if w.String() != "left thigh (7)" {
			t.Errorf("String %q", w.String())
		}
	})
	t.Run("WO-1 examining takes one second per severity level", func(t *testing.T) {
		p, _ := scripted(t, DefaultTables())
		i := mustWound(t, p, Hit{Location: LeftArm, Damage: 7, Cause: Bullet})
		if p.Wounds()[i].Known {
			t.Fatal("known before examined")
		}
		secs, err := p.Examine(i)
		if err != nil || secs != 7 {
			t.Fatalf("Examine = %d, %v; want 7 seconds", secs, err)
		}
		if !p.Wounds()[i].Known {
			t.Error("not known after examining")
		}
		e := p.Log()[len(p.Log())-1]
		if e.Kind != Examined || e.Amount != 7 {
			t.Errorf("event %v", e)
		}
		if got, want := e.String(), "day 0: left arm (7) examined for 7 seconds: broken bone; +2 Speed -2 Accuracy"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
	})
	t.Run("bad hits are errors", func(t *testing.T) {
		p, _ := scripted(t, nil)
		for _, h := range []Hit{
			{Location: LeftThigh, Damage: 0, Cause: Bullet},
			{Location: LeftThigh, Damage: -3, Cause: Bullet},
			{Location: LeftThigh, Damage: MaxDamage + 1, Cause: Bullet},
			{Location: 0, Damage: 3, Cause: Bullet},
			{Location: 99, Damage: 3, Cause: Bullet},
			{Location: Head, Damage: 3, Cause: 0},
		} {
			if _, err := p.Wound(h); !errors.Is(err, ErrWound) {
				t.Errorf("%+v: %v, want ErrWound", h, err)
			}
		}
		if len(p.Wounds()) != 0 || p.HP() != 30 {
			t.Error("a bad hit changed the patient")
		}
		if _, err := p.Examine(3); !errors.Is(err, ErrNoWound) {
			t.Errorf("Examine(3): %v", err)
		}
		var zero Patient
		if _, err := zero.Wound(Hit{Location: Head, Damage: 1, Cause: Blunt}); !errors.Is(err, ErrBody) {
			t.Errorf("zero patient: %v", err)
		}
		if _, err := NewPatient(Body{Con: 0, MaxHP: 20}, dice.NewSource(1), nil); !errors.Is(err, ErrBody) {
			t.Errorf("Con 0: %v", err)
		}
		if _, err := NewPatient(Body{Con: 10, MaxHP: 0}, dice.NewSource(1), nil); !errors.Is(err, ErrBody) {
			t.Errorf("MaxHP 0: %v", err)
		}
	})
}

func TestGrade(t *testing.T) {
	t.Run("GUD-3 Deadly Shot one grade worse, Guardian Angel one better, at least 1", func(t *testing.T) {
		for _, tc := range []struct {
			dmg    int
			ds, ga bool
			want   int
		}{{5, false, false, 5}, {5, true, false, 6}, {5, false, true, 4}, {5, true, true, 5}, {1, false, true, 1}} {
			if got := Grade(tc.dmg, tc.ds, tc.ga); got != tc.want {
				t.Errorf("Grade(%d, %v, %v) = %d, want %d", tc.dmg, tc.ds, tc.ga, got, tc.want)
			}
		}
	})
	t.Run("GUD-3 the grade picks the critical row and the infection excess; HP follow the damage", func(t *testing.T) {
		tab := DefaultTables()
		// Deadly Shot: a thigh wound of 5 is read as grade 6, serious by 1.
		p, _ := scripted(t, tab)
		i := mustWound(t, p, Hit{Location: LeftThigh, Damage: 5, Cause: Bullet, DeadlyShot: true})
		w := p.Wounds()[i]
		if w.Grade != 6 || w.Excess != 1 || w.Severity != 5 || p.HP() != 25 {
			t.Errorf("Deadly Shot: grade %d excess %d severity %d HP %d", w.Grade, w.Excess, w.Severity, p.HP())
		}
		if w.Effect != tab.Critical.Lookup(LeftThigh, 6) {
			t.Errorf("effect %v, want grade 6's", w.Effect)
		}
		// Guardian Angel: a thigh wound of 6 is read as grade 5, not serious.
		ga := newPatient(t, Body{Con: 12, MaxHP: 30, Talents: []string{talentGuardianAngel}}, dice.NewSource(1), tab)
		i = mustWound(t, ga, Hit{Location: LeftThigh, Damage: 6, Cause: Bullet})
		w = ga.Wounds()[i]
		if w.Grade != 5 || w.Excess != 0 || w.Severity != 6 || ga.HP() != 24 {
			t.Errorf("Guardian Angel: grade %d excess %d severity %d HP %d", w.Grade, w.Excess, w.Severity, ga.HP())
		}
		if _, ok := ga.Next(); !ok {
			t.Error("nothing scheduled")
		}
	})
}

func TestDownAndDead(t *testing.T) {
	t.Run("GUD-7 down at 0 HP, dead at -10", func(t *testing.T) {
		p, _ := scripted(t, plainTables(t))
		mustWound(t, p, Hit{Location: Chest, Damage: 29, Cause: Bullet})
		if p.Down() || p.Penalties().Down {
			t.Fatal("down at 1 HP")
		}
		mustWound(t, p, Hit{Location: Chest, Damage: 1, Cause: Bullet})
		if !p.Down() || p.Dead() || p.HP() != 0 {
			t.Fatalf("at 0 HP: down %v dead %v", p.Down(), p.Dead())
		}
		pen := p.Penalties()
		if !pen.Down || pen.CanAct() || pen.Fastest() != 0 {
			t.Errorf("down penalties %+v", pen)
		}
		mustWound(t, p, Hit{Location: Chest, Damage: 9, Cause: Bullet})
		if p.Dead() {
			t.Fatal("dead at -9")
		}
		mustWound(t, p, Hit{Location: Chest, Damage: 1, Cause: Bullet})
		if !p.Dead() || p.HP() != -10 || !p.Penalties().Dead {
			t.Fatalf("at -10: dead %v", p.Dead())
		}
		if got := kinds(p.Log(), FallsDown); len(got) != 1 || got[0].HP != 0 {
			t.Errorf("falls down events %v", got)
		}
		if got := kinds(p.Log(), Dies); len(got) != 1 || got[0].String() != "day 0: dies, HP -10" {
			t.Errorf("dies events %v", got)
		}
		if _, err := p.Wound(Hit{Location: Chest, Damage: 1, Cause: Bullet}); !errors.Is(err, ErrDead) {
			t.Errorf("wounding the dead: %v", err)
		}
		if _, err := p.Examine(0); !errors.Is(err, ErrDead) {
			t.Errorf("examining the dead: %v", err)
		}
		// Time passes; nothing happens to the dead.
		if evs := advance(t, p, 100*Day); len(evs) != 0 {
			t.Errorf("events after death: %v", evs)
		}
	})
	t.Run("GUD-7 bleeding keeps counting below 0", func(t *testing.T) {
		tab := testTables(t, Locations(LeftThigh), Effect{Injuries: Injuries(SevereBleeding)}, maxTableGrade)
		p, s := scripted(t, tab, 6, 6, 6)
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 30, Cause: Bullet})
		advance(t, p, 3*Minute)
		s.Done()
		if p.HP() != -12 || !p.Dead() {
			t.Errorf("HP %d dead %v, want -12 dead", p.HP(), p.Dead())
		}
	})
}

func TestWoundAllocs(t *testing.T) {
	p := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(1), nil)
	hits := []Hit{
		{Location: LeftThigh, Damage: 9, Cause: Bullet},
		{Location: Abdomen, Damage: 7, Cause: Bullet},
		{Location: Head, Damage: 4, Cause: Blunt},
	}
	var sink int
	allocs := testing.AllocsPerRun(200, func() {
		p.Reset()
		for _, h := range hits {
			i, _ := p.Wound(h)
			sink += i
		}
		pen := p.Penalties()
		sink += pen.Speed + pen.Accuracy
	})
	if allocs != 0 {
		t.Errorf("wounding and reading penalties: %v allocations, want 0", allocs)
	}
	_ = sink
}
