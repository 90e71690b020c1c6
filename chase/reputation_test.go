package chase

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/reputation"
)

// repRider is a rider of Riding 50 on a calm horse whose Reputation score
// is score.
func repRider(name string, score int) Rider {
	r := rider(name, 50, calm())
	r.DieMod = reputation.DieMod(score, reputation.HigherIsBetter).Value
	return r
}

func TestReputation(t *testing.T) {
	t.Run("RED-3 Reputation's modifier: Disreputable −1, Great and Legendary +1, others 0", func(t *testing.T) {
		for _, tc := range []struct{ score, want int }{{0, -1}, {5, -1}, {6, 0}, {70, 0}, {71, 1}, {100, 1}, {101, 1}} {
			if got := repRider("Kid", tc.score).DieMod; got != tc.want {
				t.Errorf("Reputation %d: DieMod %d, want %d", tc.score, got, tc.want)
			}
		}
	})

	t.Run("RED-3 Reputation's modifier reaches the Riding checks", func(t *testing.T) {
		// Card 1 A♣ troubles no calm horse; card 2 2♥ at speed 3 ≥ 2 takes
		// one Riding check at Difficult (+0) against Riding 50.
		for _, tc := range []struct {
			score, face, blue, penalty int
			want                       string
		}{
			// Great: 49 + 1 = 50 reaches 50, where 49 alone fails by 1.
			{80, 49, 20, 0, "turn 1: Kid, hazard 2♥ on card 2 (speed 3 ≥ 2; 1st this turn, roll 1 of 1): Riding d100 49 +0 (Difficult) +1 (Reputation) = 50 ≥ 50: success by 0"},
			// Disreputable: 50 − 1 = 49 fails by 1, where 50 alone succeeds.
			{3, 50, 19, 1, "turn 1: Kid, hazard 2♥ on card 2 (speed 3 ≥ 2; 1st this turn, roll 1 of 1): Riding d100 50 +0 (Difficult) −1 (Reputation) = 49 ≥ 50: failure by 1 — loses a blue chip, −1 card next turn"},
		} {
			sc := script(t, 4, tc.face)
			rc := soloOn(t, calm(), sc, openCourse, "A♣", "2♥")
			rc.engine.riders[0] = repRider("Kid", tc.score)
			hz := kinds(raceTurn(t, rc, stand), HazardCheck)
			if len(hz) != 1 || hz[0].String() != tc.want || int(hz[0].Roll.Rep) != rc.engine.riders[0].DieMod || hz[0].Roll.Mod != 0 {
				t.Fatalf("Reputation %d: hazard checks %v\nwant %q", tc.score, hz, tc.want)
			}
			if s := rc.State().States[0]; s.Chips.Blue != tc.blue || s.Penalty != tc.penalty {
				t.Errorf("Reputation %d: blue %d, penalty %d; want %d and %d", tc.score, s.Chips.Blue, s.Penalty, tc.blue, tc.penalty)
			}
			sc.Done()
		}
	})

	t.Run("RED-3 Reputation's modifier reaches the Tracking checks", func(t *testing.T) {
		// Dill on card 3, Bart on card 9: the obstacles A♣ and 2♣ (cards 4
		// and 5) lie between, two Tracking checks at Average (+40) against
		// Tracking 50.
		two := []string{"K♥", "Q♥", "J♥", "A♣", "2♣", "10♥", "9♥", "K♦", "Q♦"}
		for _, tc := range []struct {
			score         int
			faces         []int
			want          [2]string
			penalty, miss int
		}{
			{80, []int{45, 9}, [2]string{
				// 45 + 40 + 1 = 86, by 36: more than 35, keeps speed.
				"turn 1: Dill tracks past 2 obstacles, check 1 of 2: Tracking d100 45 +40 (Average) +1 (Reputation) = 86 ≥ 50: success by 36, keeps speed",
				// 9 + 40 + 1 = 50, by 0: a success costing a card.
				"turn 1: Dill tracks past 2 obstacles, check 2 of 2: Tracking d100 9 +40 (Average) +1 (Reputation) = 50 ≥ 50: success by 0, −1 card next turn",
			}, 1, 0},
			{3, []int{46, 10}, [2]string{
				// 46 + 40 − 1 = 85, by 35: not more than 35, a card.
				"turn 1: Dill tracks past 2 obstacles, check 1 of 2: Tracking d100 46 +40 (Average) −1 (Reputation) = 85 ≥ 50: success by 35, −1 card next turn",
				// 10 + 40 − 1 = 49: a failure, a card, 1 in a row.
				"turn 1: Dill tracks past 2 obstacles, check 2 of 2: Tracking d100 10 +40 (Average) −1 (Reputation) = 49 ≥ 50: failure by 1, −1 card next turn (1 failure in a row)",
			}, 2, 1},
		} {
			sc := script(t, tc.faces...)
			c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{repRider("Dill", tc.score)}, Deck: deckOf(t, two...)}, sc)
			tr := kinds(turn(t, c, stand, stand), TrackingCheck)
			if len(tr) != 2 {
				t.Fatalf("Reputation %d: tracking %v, want 2 checks", tc.score, tr)
			}
			for i := range tc.want {
				if got := tr[i].String(); got != tc.want[i] {
					t.Errorf("Reputation %d, check %d\n got %q\nwant %q", tc.score, i+1, got, tc.want[i])
				}
			}
			if s := c.State().States[1]; s.Penalty != tc.penalty || s.Misses != tc.miss {
				t.Errorf("Reputation %d: penalty %d, misses %d; want %d and %d", tc.score, s.Penalty, s.Misses, tc.penalty, tc.miss)
			}
			sc.Done()
		}
	})

	t.Run("RED-3 DID-1 a Great rider's +1 lowers his race initiative, where lower is better", func(t *testing.T) {
		// Kid: d10 5 + 2 − 1 = 6. Ned: d10 5 + 2 = 7. Both within 5 of the
		// best: on the line.
		kid, ned := repRider("Kid", 80), repRider("Ned", 40)
		kid.Initiative, ned.Initiative = 2, 2
		sc := script(t, 5, 5)
		rc, err := NewRace(RaceSetup{Riders: []Rider{kid, ned}, Course: openCourse, Deck: deckOf(t)}, sc)
		if err != nil {
			t.Fatal(err)
		}
		in := kinds(rc.Events(), Initiative)
		want := []string{
			"start: Kid: initiative d10 5 +2 −1 (Reputation) = 6, starts on the line",
			"start: Ned: initiative d10 5 +2 = 7, starts on the line",
		}
		for i := range want {
			if got := in[i].String(); got != want[i] {
				t.Errorf("initiative %d\n got %q\nwant %q", i, got, want[i])
			}
		}
		if s := rc.State().States; s[0].Init != 6 || s[1].Init != 7 {
			t.Errorf("initiatives %d and %d, want 6 and 7", s[0].Init, s[1].Init)
		}
		sc.Done()
	})

	t.Run("RED-3 a DieMod outside −1..1 is refused", func(t *testing.T) {
		r := rider("Kid", 50, calm())
		r.DieMod = 2
		_, err := NewRace(RaceSetup{Riders: []Rider{r}}, script(t))
		if !errors.Is(err, ErrSetup) {
			t.Fatalf("DieMod 2: %v, want ErrSetup", err)
		}
	})
}
