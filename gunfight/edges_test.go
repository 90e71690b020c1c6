package gunfight

import (
	"strings"
	"testing"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// lowTutt is Hickok against Tutt of Low Reputation (15): 22 hit points, so
// his threshold is 25% — 6 hit points lost (6 × 100 ≥ 25 × 22).
func lowTutt(t *testing.T) *Fight {
	u := testShooter("Tutt")
	u.Reputation = 15
	return pair(t, testShooter("Hickok"), u, script(t))
}

func TestShotAtAgain(t *testing.T) {
	t.Run("GUD-13 a knife wound is no shot at him: an armed Low man does not flee", func(t *testing.T) {
		f := lowTutt(t)
		f.men[1].st.Armed = true
		f.hit(0, 1, 3, wounds.LeftThigh, wounds.Edged)
		f.applyPending()
		if f.men[1].st.Order != reputation.Steady || find(f.events, Nerve, "") != nil {
			t.Errorf("order %v: %v", f.men[1].st.Order, f.events)
		}
	})
	t.Run("GUD-13 a bullet wound is: he flees", func(t *testing.T) {
		f := lowTutt(t)
		f.men[1].st.Armed = true
		f.hit(0, 1, 3, wounds.LeftThigh, wounds.Bullet).shot = true
		f.applyPending()
		if f.men[1].st.Order != reputation.Flee {
			t.Errorf("order %v: %v", f.men[1].st.Order, f.events)
		}
	})
	t.Run("GUD-13 GUD-8 a punch and a missed shot at one count are one blow, and a shot at him", func(t *testing.T) {
		// The punch (2, blunt) is the worst kind of the two; the missed
		// shot makes the merged blow a shot at him: he flees.
		f := lowTutt(t)
		f.men[1].st.Armed = true
		f.hit(0, 1, 2, wounds.Chest, wounds.Blunt)
		f.holdBlow(0, 1, reputation.ShotAt).shot = true
		f.applyPending()
		e := find(f.events, Nerve, "Tutt")
		if f.men[1].st.Order != reputation.Flee || e == nil || e.Nerve.Blow != reputation.BrawlingWound || !e.Nerve.Shot {
			t.Fatalf("order %v: %v", f.men[1].st.Order, f.events)
		}
		if want := "count 0: Tutt's nerve: Low Reputation, hurt brawling and shot at again after his nerve was shaken, 2 of 22 hit points lost: must flee"; e.String() != want {
			t.Errorf("got  %s\nwant %s", e, want)
		}
	})
}

func TestCoverEnds(t *testing.T) {
	t.Run("GUD-14 a move takes him out of cover, and its -4 with it", func(t *testing.T) {
		// Initiative d10 1 each (Speed 0, no experience): Tutt's cover is
		// done at 1 + 10 = 11; there he declares a walk of 10 ft away and
		// leaves cover at once.
		f, _ := scripted(t, []Shooter{testShooter("Hickok"), testShooter("Tutt")},
			[][]Action{{{Kind: Wait, Counts: 100}}, {{Kind: TakeCover}, {Kind: Move, Target: 0, Feet: -10, Pace: wounds.Walk}}}, script(t, 1, 1))
		if err := f.RunUntil(11); err != nil {
			t.Fatal(err)
		}
		e := find(f.Events(), LeftCover, "Tutt")
		if e == nil || e.When != 11 || f.men[1].st.Cover || e.String() != "count 11: Tutt leaves cover" {
			t.Errorf("cover %v: %v", f.men[1].st.Cover, f.Events())
		}
		f.inHand(0, 0, false)
		var mods Mods
		f.shotMods(0, 1, f.men[0].st.Guns[0].Row, 30, &mods)
		if mods[modCover] != 0 {
			t.Errorf("a shot at him still takes cover's %d", mods[modCover])
		}
	})
	t.Run("GUD-14 flight outranks cover: a fleeing man past his threshold keeps fleeing", func(t *testing.T) {
		f := lowTutt(t)
		tutt := &f.men[1]
		f.schedule(1, 50)
		tutt.st.Act, tutt.st.Fleeing = Action{Kind: Flee, Pace: wounds.Sprint}, true
		f.hit(0, 1, 6, wounds.LeftThigh, wounds.Bullet).shot = true
		f.applyPending()
		e := find(f.events, Nerve, "Tutt")
		if tutt.st.Order != reputation.Steady || !tutt.st.Busy || tutt.st.Act.Kind != Flee || e == nil || e.Note != "he keeps fleeing" {
			t.Errorf("order %v, busy %v: %v", tutt.st.Order, tutt.st.Busy, f.events)
		}
	})
}

func TestMangledArmLongGun(t *testing.T) {
	// 16 points in the right arm mangle it (the wounds package's critical
	// table: Useless, with the LongGun −3 of WO-4).
	hold := func(t *testing.T, weapon string) *Fight {
		h := testShooter("Hickok")
		h.Weapons = []Carried{{Weapon: weapon, Loaded: 1}}
		f := pair(t, h, testShooter("Tutt"), script(t))
		f.inHand(0, 0, false)
		f.hit(1, 0, 16, wounds.RightArm, wounds.Bullet)
		f.applyPending()
		f.men[0].st.Order = reputation.Steady
		return f
	}
	t.Run("GUD-15 a mangled arm supports a rifle: it is kept and fires at -3", func(t *testing.T) {
		f := hold(t, "Winchester 1873")
		if f.men[0].st.Main != 1 || find(f.events, Dropped, "") != nil {
			t.Fatalf("the rifle dropped: %v", f.events)
		}
		if _, _, err := f.check(0, Action{Kind: Fire, Target: 1}); err != nil {
			t.Fatal(err)
		}
		var mods Mods
		f.shotMods(0, 1, f.men[0].st.Guns[0].Row, 30, &mods)
		if p := f.men[0].pen; p.LongGun != -3 || int(mods[modWounds]) != p.Accuracy-3 {
			t.Errorf("long gun %d, wounds %d, accuracy %d", p.LongGun, mods[modWounds], p.Accuracy)
		}
	})
	t.Run("GUD-15 a pistol in a mangled hand is dropped", func(t *testing.T) {
		f := hold(t, "Colt Peacemaker")
		if f.men[0].st.Main != 0 || find(f.events, Dropped, "Hickok") == nil {
			t.Errorf("%v", f.events)
		}
	})
	t.Run("GUD-15 GU-12 a mangled leg can neither walk nor run: he crawls", func(t *testing.T) {
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
		f.hit(1, 0, 16, wounds.LeftThigh, wounds.Bullet)
		f.applyPending()
		f.men[0].st.Order = reputation.Steady
		for _, p := range []wounds.Movement{wounds.Walk, wounds.Run} {
			if _, _, err := f.check(0, Action{Kind: Move, Target: 1, Feet: 5, Pace: p}); err == nil {
				t.Errorf("he may %s", p)
			}
		}
		if _, c, err := f.check(0, Action{Kind: Move, Target: 1, Feet: 5, Pace: wounds.Crawl}); err != nil || c != 50 {
			t.Errorf("a crawl of 5 ft: %d counts (want 50), %v", c, err)
		}
	})
}

func TestWisdomCheckReputation(t *testing.T) {
	t.Run("RED-3 Reputation's ±1 reaches the Wisdom check to keep a loosened gun", func(t *testing.T) {
		// Hickok grips Tutt and fights for his Colt, which Tutt has let
		// go of (Loose): a Dex roll. Hickok d20 1 + Dex 10 = 11; Tutt
		// (Great Reputation 80: +1) d20 20 + 10 + 1 = 31: Hickok loses, so
		// Tutt checks Wisdom 10: d20 10, −1 for Great Reputation (a bonus
		// lowers a roll-under check, DID-1) = 9 < 10: he keeps it (a 10
		// alone would not be below 10).
		u := testShooter("Tutt")
		u.Reputation, u.At = 80, Point{X: 2}
		f := pair(t, testShooter("Hickok"), u, script(t, 1, 20, 10))
		f.inHand(1, 0, false)
		f.men[0].st.Grip, f.men[0].st.ForGun, f.men[0].st.Loose = 2, 1, true
		f.grips = true
		f.men[0].st.Act = Action{Kind: Wrestle, Hold: ForWeapon, Target: 1}
		f.resolveWrestle(0)
		f.applyPending()
		e := find(f.events, Wrestled, "Hickok")
		if e == nil || f.men[1].st.Main != 1 || !strings.HasSuffix(e.Note, "keeps hold of the Colt (Wisdom check d20 10 -1 (Reputation) = 9 < 10)") {
			t.Errorf("%v", f.events)
		}
	})
}

func TestLandingNamesTheLocation(t *testing.T) {
	t.Run("GU-5 GU-7 a blow on the left shoulder is a chest wound, and the log says so", func(t *testing.T) {
		// The default front silhouette puts the left shoulder (4..9,
		// 52..58 in) in the chest, as the wounds package's locations do
		// (shoulder, breast, ribs and back are the chest).
		e := Event{When: 22, Kind: Struck, Who: "Hickok", Whom: "Tutt", Weapon: "his fists",
			Shot: ShotRecord{Landing: OnClock, Region: "left shoulder", Location: wounds.Chest, X: 7.4, Y: 52.4}}
		var b strings.Builder
		e.writeLanding(&b)
		if want := " → left shoulder, in the chest (7.4, 52.4)"; b.String() != want {
			t.Errorf("got  %q\nwant %q", b.String(), want)
		}
		sil := DefaultSilhouettes()
		if err := sil.validate(); err != nil {
			t.Fatal(err)
		}
		if k := sil.Front.Locate(Point{7.4, 52.4}); k < 0 || sil.Front.Regions[k].Name != "left shoulder" || sil.Front.Regions[k].Location != wounds.Chest {
			t.Errorf("region %d", k)
		}
	})
}

func TestDocTimeline(t *testing.T) {
	t.Run("GU-2 GU-3 the package doc's worked timeline: off-hand draw at 16, aimed shots at 20 and 25", func(t *testing.T) {
		// Hickok: Speed 3, one gunfight (−1): initiative d10 4 + 3 − 1 =
		// 6; draw 5 + off hand 5 → 16; bring to bear 4 → 20; a pistol's
		// 2nd shot 5 → 25. Both shots roll a natural 1 (a miss).
		h := testShooter("Hickok")
		h.Speed, h.Experience = 3, 1
		fire := Action{Kind: Fire, Target: 1}
		f, _ := scripted(t, []Shooter{h, testShooter("Tutt")},
			[][]Action{{{Kind: Draw, OffHand: true}, fire, fire}, {{Kind: Wait, Counts: 100}}}, script(t, 4, 10, 1, 1))
		if err := f.RunUntil(25); err != nil {
			t.Fatal(err)
		}
		var at []Count
		for _, e := range f.Events() {
			if e.Who == "Hickok" && (e.Kind == Drew || e.Kind == Shot) {
				at = append(at, e.When)
			}
		}
		if len(at) != 3 || at[0] != 16 || at[1] != 20 || at[2] != 25 {
			t.Errorf("draw and shots at %v: %v", at, f.Events())
		}
	})
}
