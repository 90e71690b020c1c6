package chase

import (
	"testing"
)

func TestObstacles(t *testing.T) {
	t.Run("CS-4 Temperament / 2 below the card's value takes a Riding check", func(t *testing.T) {
		h := with(calm(), Temperament, 9) // 9/2 = 4½
		sc := script(t, 4, 30)
		rc := soloOn(t, h, sc, openCourse, "4♣", "5♣", "A♠")
		evs := raceTurn(t, rc, stand)
		calmEv, chk := kinds(evs, ObstacleCalm), kinds(evs, ObstacleCheck)
		if len(calmEv) != 2 || len(chk) != 1 {
			t.Fatalf("calm %v, checks %v", calmEv, chk)
		}
		if got := calmEv[0].String(); got != "turn 1: Kid, obstacle 4♣ on card 1: Temperament 9/2 = 4½ ≥ 4, no trouble" {
			t.Errorf("calm %q", got)
		}
		if got := chk[0].String(); got != "turn 1: Kid, obstacle 5♣ on card 2: Temperament 9/2 = 4½ < 5: Riding d100 30 +0 (Difficult) = 30 ≥ 50: failure by 20 — loses a blue chip, −1 card next turn, 1 HP" {
			t.Errorf("check %q", got)
		}
		sc.Done()
	})

	t.Run("CS-4 failure: a blue chip, −1 base speed next turn and 1 HP", func(t *testing.T) {
		h := with(calm(), Temperament, 9)
		sc := script(t, 4, 30)
		rc := soloOn(t, h, sc, openCourse, "4♣", "5♣", "A♠", "2♠", "3♠")
		raceTurn(t, rc, stand)
		s := rc.State().States[0]
		if s.Chips.Blue != 19 || s.Penalty != 1 || s.HPLost != 1 {
			t.Errorf("blue %d, penalty %d, HP lost %d; want 19, 1, 1", s.Chips.Blue, s.Penalty, s.HPLost)
		}
		raceTurn(t, rc, stand)
		if s := rc.State().States[0]; s.Pos != 5 || s.Penalty != 0 {
			t.Errorf("next turn on card %d, penalty %d; want 3 + 2 = 5 and the penalty spent", s.Pos, s.Penalty)
		}
		sc.Done()
	})

	t.Run("CSD-2 the obstacle's hit point comes off the rider, not the horse", func(t *testing.T) {
		h := with(calm(), Temperament, 9)
		sc := script(t, 4, 30, 20)
		rc := soloOn(t, h, sc, openCourse, "5♣", "6♠")
		raceTurn(t, rc, stand)
		if s := rc.State().States[0]; s.HPLost != 2 || rc.State().Riders[0].Horse.HP != 20 {
			t.Errorf("rider lost %d HP, horse has %d; want 2 and its 20", s.HPLost, rc.State().Riders[0].Horse.HP)
		}
		sc.Done()
	})

	t.Run("CS-4 J, Q and K count 10", func(t *testing.T) {
		for _, tc := range []struct {
			temp  int
			faces []int
		}{
			{20, []int{4}},     // 20/2 = 10, not below 10
			{19, []int{4, 80}}, // 19/2 = 9½ < 10
		} {
			sc := script(t, tc.faces...)
			rc := soloOn(t, with(calm(), Temperament, tc.temp), sc, openCourse, "Q♠", "A♣", "2♣")
			evs := raceTurn(t, rc, stand)
			if got, want := len(kinds(evs, ObstacleCheck)), len(tc.faces)-1; got != want {
				t.Errorf("Temperament %d against Q♠: %d checks, want %d", tc.temp, got, want)
			}
			sc.Done()
		}
	})

	t.Run("CS-4 the terrain's modifier applies to the obstacle's check", func(t *testing.T) {
		scree := Course{{From: 1, To: 30, Terrain: Terrain{Name: "Scree", Riding: -10}}}
		sc := script(t, 4, 55)
		rc := soloOn(t, with(calm(), Temperament, 9), sc, scree, "7♠", "A♣", "2♣")
		evs := raceTurn(t, rc, stand)
		chk := kinds(evs, ObstacleCheck)
		if len(chk) != 1 || chk[0].Roll.Total != 45 || chk[0].Roll.Success {
			t.Fatalf("check %v: want 55 − 10 = 45, a failure against 50", chk)
		}
		sc.Done()
	})

	t.Run("CSD-5 a black card the terrain makes a hazard is a hazard, not an obstacle", func(t *testing.T) {
		desert := Course{{From: 1, To: 30, Terrain: Desert}}
		sc := script(t, 4, 60, 70)
		rc := soloOn(t, with(calm(), Temperament, 3), sc, desert, "J♣", "A♣", "5♣")
		evs := raceTurn(t, rc, stand)
		chk := kinds(evs, HazardCheck)
		if len(chk) != 1 || !chk[0].Auto {
			t.Fatalf("hazard checks %v", chk)
		}
		// J♣ is worth 10, above the speed of 3, yet checked: always a hazard.
		if got := chk[0].String(); got != "turn 1: Kid, hazard J♣ on card 1 (always a hazard in desert; 1st this turn, roll 1 of 1): Riding d100 60 +0 (Difficult) = 60 ≥ 50: success by 10" {
			t.Errorf("hazard %q", got)
		}
		if n := len(kinds(evs, ObstacleCheck)) + len(kinds(evs, ObstacleCalm)); n != 2 {
			t.Errorf("%d obstacles, want 2 (A♣ calm: 3/2 = 1½ is not below 1; 5♣ checked)", n)
		}
		sc.Done()
	})
}
