package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
	"pgregory.net/rapid"
)

func TestNervesAgain(t *testing.T) {
	t.Run("GUD-9 an Average man sent to cover and hurt again on his way flees", func(t *testing.T) {
		// Tutt is Average (22 HP): 12 of 22 lost (55%, past 50%) sends him
		// to cover and arms the rule; 3 more on his way to cover — before
		// he gets there — make him flee.
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
		f.hit(0, 1, 12, wounds.LeftArm, wounds.Bullet)
		f.applyPending()
		tutt := &f.men[1]
		e := find(f.events, Nerve, "Tutt")
		if tutt.st.Order != reputation.SeekCover || !tutt.st.Armed || e == nil || e.Nerve.LostHP != 12 || e.Nerve.MaxHP != 22 {
			t.Fatalf("12 of 22: order %v, armed %v, %v", tutt.st.Order, tutt.st.Armed, e)
		}
		var a Action
		if _, err := f.ask(1, &a); err != nil || a.Kind != TakeCover {
			t.Fatalf("declared %v %v", a, err)
		}
		tutt.st.Act = a
		f.schedule(1, f.now+10)
		f.hit(0, 1, 3, wounds.LeftThigh, wounds.Bullet)
		f.applyPending()
		if tutt.st.Order != reputation.Flee {
			t.Errorf("hurt again on his way to cover (15 of 22): order %v; %v", tutt.st.Order, f.events)
		}
	})
	t.Run("GUD-9 a Low man in cover by choice is armed by his threshold, then flees when shot at", func(t *testing.T) {
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
		tutt := &f.men[1]
		tutt.sh.Reputation = 15
		tutt.nerve = reputation.NerveOf(15, false)
		tutt.st.Cover = true
		f.hit(0, 1, 5, wounds.LeftArm, wounds.Bullet) // 5 of 22: under 25%
		f.applyPending()
		if tutt.st.Armed {
			t.Fatalf("5 of 22 arms nothing")
		}
		f.hit(0, 1, 1, wounds.LeftArm, wounds.Bullet) // 6 of 22: 27%
		f.applyPending()
		e := find(f.events, Nerve, "Tutt")
		if !tutt.st.Armed || tutt.st.Order != reputation.Steady || e == nil || e.Note != "he is in cover already" {
			t.Fatalf("6 of 22 in cover: armed %v, order %v, %v", tutt.st.Armed, tutt.st.Order, e)
		}
		f.pend = append(f.pend, pending{from: 0, to: 1, blow: reputation.ShotAt})
		f.applyPending()
		if tutt.st.Order != reputation.Flee {
			t.Errorf("shot at again (a miss): order %v", tutt.st.Order)
		}
	})
	t.Run("GUD-9 CH-10 Courage stops both flights", func(t *testing.T) {
		for _, rep := range []int{15, 50} {
			f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
			tutt := &f.men[1]
			tutt.nerve = reputation.NerveOf(rep, true)
			f.hit(0, 1, 12, wounds.LeftArm, wounds.Bullet)
			f.applyPending()
			if tutt.st.Order != reputation.SeekCover || !tutt.st.Armed {
				t.Fatalf("Reputation %d: 12 of 22 still sends him to cover: %v", rep, tutt.st.Order)
			}
			tutt.st.Order, tutt.st.Cover = reputation.Steady, true
			f.hit(0, 1, 3, wounds.LeftThigh, wounds.Bullet)
			f.applyPending()
			if tutt.st.Order != reputation.Steady || tutt.st.Status != InFight {
				t.Errorf("Reputation %d with Courage: order %v", rep, tutt.st.Order)
			}
		}
	})
}

// TestPropNervesAgain (GUD-9, GUD-13): a man armed by his threshold who is
// shot at with a firearm (Low) or hurt (Average) again flees, unless Courage
// or his category says otherwise.
func TestPropNervesAgain(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rep := rapid.SampledFrom([]int{3, 15, 50, 90, 150}).Draw(t, "reputation")
		courage := rapid.Bool().Draw(t, "courage")
		blow := rapid.SampledFrom([]reputation.Blow{reputation.ShotAt, reputation.Grazed, reputation.Wounded, reputation.BrawlingWound}).Draw(t, "blow")
		f := pair(t, testShooter("Hickok"), testShooter("Tutt"), dicetest.NewRapid(t))
		tutt := &f.men[1]
		tutt.nerve = reputation.NerveOf(rep, courage)
		tutt.st.Armed = true
		tutt.st.Cover = rapid.Bool().Draw(t, "cover")
		shot := blow == reputation.ShotAt || rapid.Bool().Draw(t, "shot")
		f.pend = append(f.pend, pending{from: 0, to: 1, blow: blow, shot: shot})
		f.applyPending()
		var want bool
		switch reputation.CategoryOf(rep) {
		case reputation.Low:
			want = shot
		case reputation.Average:
			want = blow != reputation.ShotAt
		}
		want = want && !courage
		if got := tutt.st.Order == reputation.Flee; got != want {
			t.Fatalf("Reputation %d, Courage %v, %s: flees %v", rep, courage, blow, got)
		}
	})
}
