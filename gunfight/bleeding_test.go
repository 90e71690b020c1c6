package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

func TestBleedingInTheCount(t *testing.T) {
	// 16 points in Tutt's right arm: severe bleeding (and mangled), the
	// wounds package's critical table. Severe bleeding takes d6 − 2 hit
	// points a minute — 600 counts — a natural 1 clotting it (WO-4).
	bleeder := func(t *testing.T, hp int, faces ...int) *Fight {
		b := testShooter("Tutt")
		b.HP = hp
		f := pair(t, testShooter("Hickok"), b, script(t, faces...))
		f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		if !f.men[1].pat.Wounds()[0].Severe.Active {
			t.Fatalf("no severe bleeding: %v", f.events)
		}
		return f
	}
	t.Run("GU-13 severe bleeding takes d6 − 2 a minute while the fight goes on, and can put him down", func(t *testing.T) {
		// 22 − 16 = 6 HP. Minute 1 (count 600): d6 5 − 2 = 3, 3 HP left.
		// Minute 2 (count 1200): d6 6 − 2 = 4, −1 HP: down (GUD-7).
		f := bleeder(t, 22, 5, 6)
		f.now = 599
		f.bleed(599)
		if find(f.events, Bled, "") != nil {
			t.Fatalf("no minute has passed at count 599")
		}
		f.now = 600
		f.bleed(600)
		e := find(f.events, Bled, "Tutt")
		if e == nil || e.When != 600 || e.Amount != 3 || e.HP != 3 || !e.Injuries.Has(wounds.SevereBleeding) || f.men[1].st.Status != InFight {
			t.Fatalf("minute 1: %v", f.events)
		}
		f.now = 1200
		f.bleed(1200)
		d := find(f.events, FellDown, "Tutt")
		if d == nil || d.When != 1200 || d.HP != -1 || f.men[1].st.Status != Down {
			t.Errorf("minute 2: %v", f.events)
		}
	})
	t.Run("GU-13 a natural 1 clots it", func(t *testing.T) {
		f := bleeder(t, 22, 1)
		f.now = 600
		f.bleed(600)
		if find(f.events, Bled, "") != nil || f.men[1].pat.HP() != 6 {
			t.Errorf("%v", f.events)
		}
	})
	t.Run("GUD-13 hit points bled past the threshold send him to cover at once and arm the again", func(t *testing.T) {
		// Tutt (Average) has 40 HP: 16 lost is 40%, under 50%; minute 1, d6
		// 6 − 2 = 4: 20 of 40 lost, 50% — past the threshold.
		f := bleeder(t, 40, 6)
		if f.men[1].st.Armed {
			t.Fatalf("16 of 40 arms nothing")
		}
		f.now = 600
		f.bleed(600)
		if !f.men[1].st.Armed || f.men[1].st.Order != reputation.SeekCover || f.men[1].pat.HP() != 20 {
			t.Errorf("armed %v, order %v, HP %d", f.men[1].st.Armed, f.men[1].st.Order, f.men[1].pat.HP())
		}
		e := find(f.events, Nerve, "Tutt")
		if e == nil || e.Blow != reputation.Bleeding || e.LostHP != 20 || e.MaxHP != 40 || e.Reaction.Must != reputation.SeekCover {
			t.Fatalf("the nerve event: %v", f.events)
		}
		if want := "count 600: Tutt's nerve: Average Reputation, bleeding, 20 of 40 hit points lost: must seek cover"; e.String() != want {
			t.Errorf("got  %s\nwant %s", e, want)
		}
	})
	t.Run("GUD-13 a bleed is neither a shot nor a new wound: an armed man bleeding does not flee", func(t *testing.T) {
		// Armed already (Average, 20 of 40 lost before), minute 1 bleeds d6
		// 6 − 2 = 4 more: 24 of 40 — no flight, no order.
		f := bleeder(t, 40, 6)
		f.men[1].st.Armed = true
		f.now = 600
		f.bleed(600)
		if f.men[1].st.Order != reputation.Steady || find(f.events, Nerve, "") != nil {
			t.Errorf("order %v: %v", f.men[1].st.Order, f.events)
		}
	})
	t.Run("GU-13 the count bleeds him as it passes a minute", func(t *testing.T) {
		// Both wait 600 counts: initiative d10 1 + 600 = count 601, in
		// minute 1. Tutt's wound bleeds there: d6 5 − 2 = 3.
		wait := []Action{{Kind: Wait, Counts: 600}}
		f, _ := scripted(t, []Shooter{testShooter("Hickok"), testShooter("Tutt")}, [][]Action{wait, wait}, script(t, 1, 1, 5))
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		if e := find(f.Events(), Bled, "Tutt"); e == nil || e.When != 601 || e.Amount != 3 || e.HP != 3 {
			t.Errorf("%v", f.Events())
		}
	})
}
