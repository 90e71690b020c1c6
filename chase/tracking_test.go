package chase

import (
	"testing"
)

func TestTracking(t *testing.T) {
	two := []string{"K♥", "Q♥", "J♥", "A♣", "2♣", "10♥", "9♥", "K♦", "Q♦"}

	t.Run("CS-5 one obstacle between: no Tracking roll", func(t *testing.T) {
		sc := script(t)
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())},
			Deck: deckOf(t, "K♥", "Q♥", "J♥", "A♣", "10♥", "9♥", "K♦", "Q♦", "J♦")}, sc)
		evs := turn(t, c, stand, stand)
		if n := len(kinds(evs, TrackingCheck)); n != 0 {
			t.Errorf("%d tracking checks past 1 obstacle, want 0", n)
		}
		sc.Done()
	})

	t.Run("CS-5 two obstacles: one Tracking roll each; more than 35% over keeps speed (CSD-3 Average)", func(t *testing.T) {
		sc := script(t, 46, 45)
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())},
			Deck: deckOf(t, two...)}, sc)
		evs := turn(t, c, stand, stand)
		tr := kinds(evs, TrackingCheck)
		if len(tr) != 2 {
			t.Fatalf("tracking %v, want 2 checks", tr)
		}
		want := []string{
			"turn 1: Dill tracks past 2 obstacles, check 1 of 2: Tracking d100 46 +40 (Average) = 86 ≥ 50: success by 36, keeps speed",
			"turn 1: Dill tracks past 2 obstacles, check 2 of 2: Tracking d100 45 +40 (Average) = 85 ≥ 50: success by 35, −1 card next turn",
		}
		for i := range want {
			if got := tr[i].String(); got != want[i] {
				t.Errorf("check %d\n got %q\nwant %q", i+1, got, want[i])
			}
		}
		if s := c.State().States[1]; s.Penalty != 1 || s.Misses != 0 {
			t.Errorf("penalty %d, misses %d; want 1 and 0", s.Penalty, s.Misses)
		}
		sc.Done()
	})

	t.Run("CSD-3 a failure costs a card and counts toward losing the trail", func(t *testing.T) {
		sc := script(t, 9, 9)
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())},
			Deck: deckOf(t, two...)}, sc)
		evs := turn(t, c, stand, stand)
		tr := kinds(evs, TrackingCheck)
		if got := tr[1].String(); got != "turn 1: Dill tracks past 2 obstacles, check 2 of 2: Tracking d100 9 +40 (Average) = 49 ≥ 50: failure by 1, −1 card next turn (2 failures in a row)" {
			t.Errorf("check %q", got)
		}
		if s := c.State().States[1]; s.Penalty != 2 || s.Misses != 2 || s.Status != Riding {
			t.Errorf("penalty %d, misses %d, %v; want 2, 2, riding", s.Penalty, s.Misses, s.Status)
		}
		sc.Done()
	})

	three := []string{"K♥", "Q♥", "J♥", "A♣", "2♣", "3♣", "9♥", "K♦", "Q♦"}
	for _, tc := range []struct {
		weather Weather
		faces   []int
	}{
		{Clear, []int{9, 9, 9}},
		{Rain, []int{9, 9}},
		{HeavyRain, []int{9}},
	} {
		t.Run("CS-5 failures in a row lose the trail: 3 clear, 2 rain, 1 heavy rain ("+tc.weather.String()+")", func(t *testing.T) {
			sc := script(t, tc.faces...)
			c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())},
				Weather: tc.weather, Deck: deckOf(t, three...)}, sc)
			evs := turn(t, c, stand, stand)
			lost := kinds(evs, TrailLost)
			n := len(tc.faces)
			if len(lost) != 1 || int(lost[0].Value) != n {
				t.Fatalf("trail lost %v", lost)
			}
			if got, want := lost[0].String(), "turn 1: Dill loses the trail after "+plural(n, "failure", "failures")+" in a row"; got != want {
				t.Errorf("%q, want %q", got, want)
			}
			if o := c.Outcome(); o.End != TrailGone || !o.End.Escaped() || o.Who != "Dill" {
				t.Errorf("outcome %v, want the trail lost by Dill (CSD-6)", o)
			}
			sc.Done()
		})
	}

	t.Run("CS-5 a success ends the run of failures", func(t *testing.T) {
		sc := script(t, 9, 10, 9)
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())},
			Deck: deckOf(t, three...)}, sc)
		turn(t, c, stand, stand)
		if s := c.State().States[1]; s.Misses != 1 || s.Status != Riding || s.Penalty != 3 {
			t.Errorf("misses %d, %v, penalty %d; want 1, riding, 3", s.Misses, s.Status, s.Penalty)
		}
		sc.Done()
	})

	t.Run("CS-5 failures in a row count across turns", func(t *testing.T) {
		sc := script(t, 5, 5, 5)
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())},
			Deck: deckOf(t, "K♥", "Q♥", "J♥", "A♣", "2♣", "10♥", "9♥", "K♦", "Q♦", "3♣", "4♣", "J♦")}, sc)
		turn(t, c, stand, stand) // Bart 6 → 9, Dill 0 → 3; A♣ 2♣ between: 2 failures
		// Dill: 3 + 2 (4 red) − 2 = 3 cards, to 6; Bart to 12; 3♣ 4♣ between.
		turn(t, c, stand, fixed(Bet{Red: 4}))
		if s := c.State().States[1]; s.Status != LostTrail || s.Pos != 6 {
			t.Errorf("Dill %v on card %d, want the trail lost on card 6", s.Status, s.Pos)
		}
		sc.Done()
	})

	t.Run("CS-5 the terrain's modifier applies to Tracking", func(t *testing.T) {
		sc := script(t, 55, 56)
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())},
			Terrain: Terrain{Name: "Rock", Tracking: -10}, Deck: deckOf(t, two...)}, sc)
		evs := turn(t, c, stand, stand)
		tr := kinds(evs, TrackingCheck)
		if got := tr[0].String(); got != "turn 1: Dill tracks past 2 obstacles, check 1 of 2: Tracking d100 55 +40 (Average) −10 (Rock) = 85 ≥ 50: success by 35, −1 card next turn" {
			t.Errorf("check %q", got)
		}
		if tr[1].Penalty != 0 {
			t.Errorf("56 − 10 + 40 = 86, success by 36, cost %d cards", tr[1].Penalty)
		}
		sc.Done()
	})
}
