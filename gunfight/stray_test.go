package gunfight

import (
	"math"
	"testing"

	"github.com/deadmanshand/aces/wounds"
)

func TestStrayBullets(t *testing.T) {
	// Hickok at (0, 0) fires at Tutt at (30, 0); Ringo stands behind Tutt
	// at (40, 0.5), half a foot off the line of fire. d20 11 + 2 (range,
	// 30 ft) = 13: a miss, one point short of 14. Followed, the bullet goes
	// 16.5 + 1.5 = 18 inches from the aimed breast (0, 51.5) in the card's
	// direction: A♠ (the 27th card) is straight down, (0, 33.5).
	three := func(t *testing.T, on bool, faces ...int) *Fight {
		a, b, c := testShooter("Hickok"), testShooter("Tutt"), testShooter("Ringo")
		a.Side, b.Side, c.Side = 1, 2, 2
		b.At, c.At = Point{X: 30}, Point{X: 40, Y: 0.5}
		rules := DefaultRules()
		rules.Stray.On = on
		f, err := NewFight(Setup{Shooters: []Shooter{a, b, c}, Rules: rules}, script(t, faces...))
		if err != nil {
			t.Fatal(err)
		}
		f.started = true
		f.inHand(0, 0, false)
		f.men[0].st.Act = Action{Kind: Fire, Target: 1, Aim: Hip}
		return f
	}
	t.Run("GU-4 stray bullets are not followed by default", func(t *testing.T) {
		f := three(t, false, 15) // d20 15 + 2 − 4 (hip) = 13: a miss
		f.resolveFire(0)
		if e := find(f.events, Shot, "Hickok"); e == nil || e.Shot.Landing != Missed || e.Shot.Card.Valid() {
			t.Errorf("%v", e)
		}
	})
	t.Run("GU-4 a followed miss lands on the clock beyond the widest ring, and hits the man in the line of fire", func(t *testing.T) {
		// Hip: −4, so d20 15 + 2 − 4 = 13. Ringo is hit at (0, 33.5), in
		// the groin of his front silhouette (y 30..36): 2d6p 3, 3 = 6.
		f := three(t, true, 15, 27, 3, 3)
		f.resolveFire(0)
		e := find(f.events, Shot, "Hickok")
		if e == nil || e.Total != 13 || e.Shot.Landing != Missed || e.Shot.Card.String() != "A♠" || math.Abs(float64(e.Shot.X)) > 1e-3 || math.Abs(float64(e.Shot.Y)-33.5) > 1e-3 {
			t.Fatalf("shot %v", e)
		}
		s := find(f.events, StrayHit, "Hickok")
		if s == nil || s.Whom != "Ringo" || s.Shot.Region != "groin" || s.Amount != 6 {
			t.Fatalf("stray %v: %v", s, f.events)
		}
		f.applyPending()
		if h := find(f.events, Hit, "Ringo"); h == nil || h.Amount != 6 || h.Wound.Location != wounds.Groin || f.men[2].pat.HP() != 16 {
			t.Errorf("Ringo %v", h)
		}
	})
	t.Run("GU-4 a man off the line of fire is not hit", func(t *testing.T) {
		f := three(t, true, 15, 27)
		f.men[2].st.Pos = Point{X: 40, Y: 3}
		f.measure()
		f.resolveFire(0)
		if s := find(f.events, StrayHit, ""); s != nil {
			t.Errorf("%v", s)
		}
	})
}
