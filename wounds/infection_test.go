package wounds

import (
	"errors"
	"testing"
)

// infectionTables give no critical effects and a severity threshold of 5
// everywhere (the thigh's in the source rules' example).
func infectionTables(t *testing.T) *Tables { return testTables(t, 0, Effect{}, 5) }

func TestInfection(t *testing.T) {
	thigh := Hit{Location: LeftThigh, Damage: 6, Cause: Bullet}
	t.Run("WO-3 the thigh example: a 6-point thigh wound exceeds the threshold by 1: 2d10+1 ≤ Con", func(t *testing.T) {
		p, s := scripted(t, infectionTables(t), 5, 6)
		mustWound(t, p, thigh)
		if w := p.Wounds()[0]; w.Excess != 1 {
			t.Fatalf("excess %d", w.Excess)
		}
		if evs := advance(t, p, 59*Minute); len(evs) != 0 {
			t.Fatalf("check before the hour: %v", evs)
		}
		evs := advance(t, p, Minute)
		s.Done()
		if len(evs) != 1 {
			t.Fatalf("events %v", evs)
		}
		e := evs[0]
		if e.Kind != InfectionCheck || !e.Secret || e.Check.Total != 12 || e.Check.Target != 12 || !e.Check.Success {
			t.Errorf("check %+v", e)
		}
		if got, want := e.String(), "day 0 01:00: left thigh infection check: Con: 2d10 5, 6 +1 (excess) = 12 ≤ 12: success by 0: not infected"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
		if p.Wounds()[0].Infection.Stage != NotInfected {
			t.Error("infected")
		}
		advance(t, p, 30*Day) // no more dice
	})
	t.Run("WO-3 a wound at the threshold is not serious: no check", func(t *testing.T) {
		p, s := scripted(t, infectionTables(t))
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 5, Cause: Bullet})
		advance(t, p, 30*Day)
		s.Done()
	})
	t.Run("WO-3 infected: two days later 2d8 ≤ Con; success: ill 1d3 weeks, -2 Str, Dex and Con", func(t *testing.T) {
		p, s := scripted(t, infectionTables(t), 6, 6, 4, 5, 2)
		mustWound(t, p, thigh)
		advance(t, p, Hour)
		if p.Wounds()[0].Infection.Stage != Infected {
			t.Fatal("2d10 6, 6 +1 = 13 > 12 did not infect")
		}
		if evs := advance(t, p, 2*Day-Minute); len(kinds(evs, InfectedCheck)) != 0 {
			t.Fatal("2d8 check before two days")
		}
		evs := advance(t, p, Minute)
		s.Done()
		if c := kinds(evs, InfectedCheck); len(c) != 1 || c[0].Check.Total != 9 || !c[0].Check.Success || c[0].Check.Throw.Dice.Sides != 8 {
			t.Fatalf("2d8 check %v", c)
		}
		ill := kinds(evs, FallsIll)
		if len(ill) != 1 || ill[0].Amount != 2 || ill[0].String() != "day 2 01:00: ill from the left thigh wound: d3 2 = 2 weeks: -2 Str, Dex and Con" {
			t.Fatalf("ill %v", ill)
		}
		if pen := p.Penalties(); pen.Str != -2 || pen.Dex != -2 || pen.Con != -2 {
			t.Errorf("penalties while ill %+v", pen)
		}
		if p.con() != 10 {
			t.Errorf("Con while ill %d, want 10", p.con())
		}
		evs = advance(t, p, 2*Week)
		if r := kinds(evs, Recovers); len(r) != 1 || r[0].At != Hour+2*Day+2*Week {
			t.Errorf("recovers %v", r)
		}
		if pen := p.Penalties(); pen.Str != 0 || p.con() != 12 {
			t.Errorf("penalties after the illness %+v", pen)
		}
	})
	t.Run("WO-3 gross infection of an extremity: amputation", func(t *testing.T) {
		p, s := scripted(t, infectionTables(t), 6, 6, 7, 8)
		mustWound(t, p, thigh)
		evs := advance(t, p, 5*Day)
		s.Done()
		a := kinds(evs, Amputation)
		if len(a) != 1 || a[0].String() != "day 2 01:00: left thigh grossly infected: amputated" {
			t.Fatalf("amputation %v", a)
		}
		pen := p.Penalties()
		if !pen.Useless.Has(LeftThigh) || pen.Lost != Walk || p.Dead() { // GU-12: no walking on a lost leg
			t.Errorf("penalties %+v", pen)
		}
	})
	t.Run("WO-3 abdominal wounds +3 on the 2d8; gross infection of the torso: sepsis in 2d12 days", func(t *testing.T) {
		// 2d10 6, 6 +1 infects; 2d8 5, 5 +3 = 13 > 12: gross; 2d12 5, 4 = 9 days.
		p, s := scripted(t, infectionTables(t), 6, 6, 5, 5, 5, 4)
		mustWound(t, p, Hit{Location: Abdomen, Damage: 6, Cause: Bullet})
		evs := advance(t, p, 30*Day)
		s.Done()
		c := kinds(evs, InfectedCheck)
		if len(c) != 1 || c[0].Check.Total != 13 || c[0].Check.Success {
			t.Fatalf("2d8 %v", c)
		}
		sep := kinds(evs, Sepsis)
		if len(sep) != 1 || sep[0].Amount != 9 || sep[0].String() != "day 2 01:00: abdomen grossly infected: sepsis, death in 2d12 5, 4 = 9 days" {
			t.Fatalf("sepsis %v", sep)
		}
		d := kinds(evs, Dies)
		if len(d) != 1 || d[0].At != Hour+11*Day || d[0].Note != "sepsis" || !p.Dead() {
			t.Errorf("dies %v", d)
		}
	})
	t.Run("WO-3 cleaning within the hour: -1 on the 2d10 per full 10% of margin", func(t *testing.T) {
		// Nursing 60% at Easy (+80): d100 5 = 85, success by 25: -2.
		p, s := scripted(t, infectionTables(t), 5, 6, 6)
		mustWound(t, p, thigh)
		advance(t, p, 30*Minute)
		evs, err := p.Clean(0, Caregiver{Name: "Kate", Nursing: 60})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := evs[0].String(), "day 0 00:30: left thigh cleaned and dressed by Kate: Nursing: d100 5 +80 (Easy) = 85 ≥ 60: success by 25: -2 to the infection check"; got != want {
			t.Errorf("String\n got %q\nwant %q", got, want)
		}
		if _, err := p.Clean(0, Caregiver{Nursing: 60}); !errors.Is(err, ErrDone) {
			t.Errorf("second cleaning: %v", err)
		}
		evs = advance(t, p, 30*Minute)
		s.Done()
		// 2d10 6, 6 +1 -2 = 11 ≤ 12.
		if len(evs) != 1 || evs[0].Check.Total != 11 || !evs[0].Check.Success {
			t.Errorf("check %v", evs)
		}
	})
	t.Run("WO-3 cleaning rolls Medicine at Trivial when it is the better chance", func(t *testing.T) {
		p, s := scripted(t, infectionTables(t), 1)
		mustWound(t, p, thigh)
		evs, err := p.Clean(0, Caregiver{Name: "Doc", Medicine: 50})
		s.Done()
		if err != nil {
			t.Fatal(err)
		}
		// d100 1 +90 = 91 ≥ 50: success by 41: -4.
		if e := evs[0]; e.Check.Label != "Medicine" || e.Check.Mods.Sum() != 90 || e.Amount != 4 {
			t.Errorf("cleaning %v", e)
		}
	})
	t.Run("WO-3 a failed cleaning takes nothing off", func(t *testing.T) {
		p, _ := scripted(t, infectionTables(t), 10)
		mustWound(t, p, thigh)
		evs, _ := p.Clean(0, Caregiver{Nursing: 95}) // 10 + 80 = 90 < 95
		if evs[0].Amount != 0 || evs[0].OK || p.Wounds()[0].Infection.Bonus != 0 {
			t.Errorf("failed cleaning %v", evs[0])
		}
	})
	t.Run("WO-3 cleaning after the hour is too late", func(t *testing.T) {
		p, _ := scripted(t, infectionTables(t), 3, 3)
		mustWound(t, p, thigh)
		advance(t, p, 61*Minute)
		if _, err := p.Clean(0, Caregiver{Nursing: 50}); !errors.Is(err, ErrTooLate) {
			t.Errorf("late cleaning: %v", err)
		}
		if _, err := p.Clean(0, Caregiver{Nursing: 500}); !errors.Is(err, ErrCaregiver) {
			t.Errorf("bad mastery: %v", err)
		}
	})
	t.Run("WO-3 WOD-4 Resist Disease/Infection: +2 to the full-Con targets", func(t *testing.T) {
		s := scriptOf(t, 7, 6, 4, 4, 1)
		p := newPatient(t, Body{Con: 12, MaxHP: 30, Talents: []string{talentResistDisease}}, s, infectionTables(t))
		mustWound(t, p, Hit{Location: LeftThigh, Damage: 7, Cause: Bullet})
		evs := advance(t, p, 3*Day)
		// 2d10 7, 6 +2 = 15 > 14: infected; 2d8 4, 4 = 8 ≤ 14.
		c := kinds(evs, InfectionCheck)
		if len(c) != 1 || c[0].Check.Target != 14 || c[0].Check.Label != "Con +2" || c[0].Check.Success {
			t.Fatalf("infection check %v", c)
		}
		if c := kinds(evs, InfectedCheck); len(c) != 1 || c[0].Check.Target != 14 {
			t.Fatalf("2d8 check %v", c)
		}
	})
}
