package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

func TestBleedingInTheCount(t *testing.T) {
	// 16 points in Tutt's right arm: severe bleeding (and mangled), the
	// wounds package's critical table. Severe bleeding takes d6 − 2 hit
	// points a minute — 600 counts — after the wound, a natural 1 clotting
	// it (WO-4).
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
		// Wounded at count 0: 22 − 16 = 6 HP. Minute 1 (count 600): d6 5
		// − 2 = 3, 3 HP left. Minute 2 (count 1200): d6 6 − 2 = 4, −1 HP:
		// down (GUD-7).
		f := bleeder(t, 22, 5, 6)
		f.bleed(599)
		if find(f.events, Bled, "") != nil {
			t.Fatalf("no minute has passed at count 599")
		}
		f.bleed(600)
		e := find(f.events, Bled, "Tutt")
		if e == nil || e.When != 600 || e.Amount != 3 || e.HP != 3 || !e.Wound.Injuries.Has(wounds.SevereBleeding) || f.men[1].st.Status != InFight {
			t.Fatalf("minute 1: %v", f.events)
		}
		f.bleed(1200)
		d := find(f.events, FellDown, "Tutt")
		if d == nil || d.When != 1200 || d.HP != -1 || f.men[1].st.Status != Down {
			t.Errorf("minute 2: %v", f.events)
		}
	})
	t.Run("GU-13 a natural 1 clots it", func(t *testing.T) {
		f := bleeder(t, 22, 1)
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
		f.bleed(600)
		if !f.men[1].st.Armed || f.men[1].st.Order != reputation.SeekCover || f.men[1].pat.HP() != 20 {
			t.Errorf("armed %v, order %v, HP %d", f.men[1].st.Armed, f.men[1].st.Order, f.men[1].pat.HP())
		}
		e := find(f.events, Nerve, "Tutt")
		if e == nil || e.Nerve.Blow != reputation.Bleeding || e.Nerve.LostHP != 20 || e.Nerve.MaxHP != 40 || e.Nerve.Reaction.Must != reputation.SeekCover {
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
	t.Run("a patient whose dice were taken away bleeds no more in the fight, and the fight goes on", func(t *testing.T) {
		f := bleeder(t, 22)
		f.men[1].pat.SetRand(nil)
		f.bleed(1200)
		if find(f.events, Bled, "") != nil || f.now != 1200 || f.bleedsDue() != noBleed {
			t.Errorf("now %d: %v", f.now, f.events)
		}
	})
	t.Run("GU-13 each bleed of a count logs the hit points it left", func(t *testing.T) {
		// Two neck wounds of 5 at count 0 (SB, the default critical table's
		// 4–6 row): 22 − 10 = 12 HP. At count 600 the first bleeds d6 5 − 2
		// = 3 (9 HP left), the second d6 6 − 2 = 4 (5 HP left).
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t, 5, 6))
		f.hit(0, 1, 5, wounds.Neck, wounds.Bullet)
		f.applyPending()
		f.hit(0, 1, 5, wounds.Neck, wounds.Bullet)
		f.applyPending()
		f.bleed(600)
		var hp []int16
		for _, e := range f.events {
			if e.Kind == Bled {
				hp = append(hp, e.HP)
			}
		}
		if len(hp) != 2 || hp[0] != 9 || hp[1] != 5 {
			t.Errorf("HP after each bleed %v, want [9 5]: %v", hp, f.events)
		}
	})
}

// waiters builds a fight of Hickok and Tutt who wait as listed, each
// initiative d10 showing 1 (the first two faces), so a first wait of n
// counts ends at count n + 1.
func waiters(t *testing.T, hickok, tutt []Count, faces ...int) *Fight {
	t.Helper()
	plan := func(ws []Count) []Action {
		var as []Action
		for _, w := range ws {
			as = append(as, Action{Kind: Wait, Counts: w})
		}
		return as
	}
	f, _ := scripted(t, []Shooter{testShooter("Hickok"), testShooter("Tutt")}, [][]Action{plan(hickok), plan(tutt)}, script(t, append([]int{1, 1}, faces...)...))
	if err := f.Step(); err != nil { // count 0: declarations and initiative
		t.Fatal(err)
	}
	return f
}

// stepTo steps f until its count reaches c.
func stepTo(t *testing.T, f *Fight, c Count) {
	t.Helper()
	for f.now < c && !f.Over() {
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if f.now != c {
		t.Fatalf("stepped to count %d, want %d: %v", f.now, c, f.Events())
	}
}

// armBleeds gives Tutt 16 points in the right arm (severe bleeding) at
// count 0 — his nerve Great, so that no cover ends his waits — steps to
// count c and then once more.
func armBleeds(t *testing.T, f *Fight, c Count) *Fight {
	t.Helper()
	f.men[1].nerve.Category = reputation.Great
	f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
	f.applyPending()
	stepTo(t, f, c)
	if err := f.Step(); err != nil {
		t.Fatal(err)
	}
	return f
}

// bleeds returns the counts of the Bled events.
func bleeds(f *Fight) []Count {
	var at []Count
	for _, e := range f.Events() {
		if e.Kind == Bled {
			at = append(at, e.When)
		}
	}
	return at
}

func TestBleedingOnTheWoundsClock(t *testing.T) {
	t.Run("GU-13 the step that passes a bleed's count bleeds him first, at the count it was due", func(t *testing.T) {
		// Wounded at count 0; both wait 600 counts: the next step is count
		// 601, and the bleed it runs first was due at 600: d6 5 − 2 = 3.
		f := waiters(t, []Count{600}, []Count{600}, 5)
		f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		e := find(f.Events(), Bled, "Tutt")
		if e == nil || e.When != 600 || e.Amount != 3 || e.HP != 3 || f.now != 601 {
			t.Errorf("%v", f.Events())
		}
	})
	t.Run("GU-13 wounded at count 587, his first bleed comes at 1187, the next at 1787", func(t *testing.T) {
		// Hickok's waits end at 587, 1187, 1787; Tutt's at 601, 1201,
		// 1801. The neck wound of 5 (SB) at 587: d6 5 − 2 = 3 at 1187 (22
		// − 5 − 3 = 14 HP), d6 4 − 2 = 2 at 1787 (12 HP).
		f := waiters(t, []Count{586, 600, 600, 600}, []Count{600, 600, 600, 600}, 5, 4)
		stepTo(t, f, 587)
		f.hit(0, 1, 5, wounds.Neck, wounds.Bullet)
		f.applyPending()
		if w := f.Patient(1).Wounds()[0]; w.At != 587 {
			t.Fatalf("the wound was taken at %s, want count 587", w.At)
		}
		stepTo(t, f, 1801)
		if got := bleeds(f); len(got) != 2 || got[0] != 1187 || got[1] != 1787 {
			t.Errorf("bleeds at %v, want [1187 1787]: %v", got, f.Events())
		}
		if e := f.Events(); find(e, Bled, "Tutt").HP != 14 || f.Patient(1).HP() != 12 {
			t.Errorf("HP %d: %v", f.Patient(1).HP(), e)
		}
	})
	t.Run("GU-13 first wounded at count 707, he bleeds once, at 1307 — not twice at 1259 (issue 29's probe)", func(t *testing.T) {
		// Hickok's waits end at 601, 707, 1307; Tutt's at 601, 1201,
		// 1259. The neck wound of 5 (SB) at 707 bleeds a minute later, at
		// 1307: d6 4 − 2 = 2. Nothing bleeds at the step of count 1259.
		f := waiters(t, []Count{600, 106, 600, 600}, []Count{600, 600, 58, 600}, 4)
		stepTo(t, f, 707)
		f.hit(0, 1, 5, wounds.Neck, wounds.Bullet)
		f.applyPending()
		stepTo(t, f, 1259)
		if got := bleeds(f); len(got) != 0 {
			t.Fatalf("bled at %v by count 1259: %v", got, f.Events())
		}
		stepTo(t, f, 1307)
		e := find(f.Events(), Bled, "Tutt")
		if got := bleeds(f); len(got) != 1 || e.When != 1307 || e.Amount != 2 || e.HP != 15 {
			t.Errorf("bleeds at %v: %v", got, f.Events())
		}
	})
	t.Run("GU-13 a bleed that leaves one side standing ends the fight at its own count", func(t *testing.T) {
		// Tutt at 6 HP bleeds d6 6 − 2 = 4 at 600 (run by the step of
		// 601) and at 1200: down at −2, though the next action is at 1201.
		f := armBleeds(t, waiters(t, []Count{600, 600}, []Count{600, 600}, 6, 6), 601)
		d := find(f.Events(), FellDown, "Tutt")
		end := find(f.Events(), Ended, "")
		if d == nil || d.When != 1200 || end == nil || end.When != 1200 || f.now != 1200 || !f.Over() {
			t.Errorf("%v", f.Events())
		}
	})
	t.Run("GU-13 the wounds bleed up to the last count when time is up", func(t *testing.T) {
		// Limit 1000: after the step of 501 the next action (1101) is past
		// it, so the fight ends at 1000, after the bleed due at 600 (d6 5 −
		// 2 = 3).
		f := waiters(t, []Count{500, 600}, []Count{500, 600}, 5)
		f.limit = 1000
		armBleeds(t, f, 501)
		end := find(f.Events(), Ended, "")
		if got := bleeds(f); len(got) != 1 || got[0] != 600 || end == nil || end.When != 1000 || end.Note != "time is up" {
			t.Errorf("bleeds at %v: %v", got, f.Events())
		}
	})
}

// TestBleedCancelsAnActionOfTheCount: an action a bleed's nerve cancels is
// not resolved at the count it was due.
func TestBleedCancelsAnActionOfTheCount(t *testing.T) {
	t.Run("GUD-13 a man whose bleed sends him to cover does not complete the wait it cancelled", func(t *testing.T) {
		// Tutt (Average, 40 HP) takes 16 in the right arm at count 0 (severe
		// bleeding). His wait ends at count 600 (initiative 1 + 599),
		// Hickok's at 601. The step of count 600 first bleeds him there: d6
		// 6 − 2 = 4, 20 of 40 lost, 50% — his nerve sends him to cover and
		// cancels his wait, the first action of the count. Nobody waits at
		// 600; Tutt declares cover there, and the fight counts two men busy.
		tutt := testShooter("Tutt")
		tutt.HP = 40
		f, _ := scripted(t, []Shooter{testShooter("Hickok"), tutt}, [][]Action{{{Kind: Wait, Counts: 600}}, {{Kind: Wait, Counts: 599}}}, script(t, 1, 1, 6))
		if err := f.Step(); err != nil { // count 0: declarations and initiative
			t.Fatal(err)
		}
		f.hit(0, 1, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		if e := find(f.Events(), Waited, ""); e != nil {
			t.Errorf("the cancelled wait completed: %v", e)
		}
		if f.now != 600 || f.men[1].st.Act.Kind != TakeCover || !f.men[1].st.Busy || f.busy != 2 {
			t.Errorf("count %d, Tutt %v (busy %v), %d busy: %v", f.now, f.men[1].st.Act.Kind, f.men[1].st.Busy, f.busy, f.Events())
		}
	})
}
