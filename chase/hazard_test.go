package chase

import (
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestCardValue(t *testing.T) {
	t.Run("CSD-1 a joker counts 11, an ace 1; J, Q, K count 10 (CS-3)", func(t *testing.T) {
		for s, want := range map[string]int{"A♥": 1, "2♣": 2, "9♦": 9, "10♠": 10, "J♥": 10, "Q♣": 10, "K♦": 10, "Joker": 11, "Joker 2": 11} {
			c, err := dice.ParseCard(s)
			if err != nil {
				t.Fatal(err)
			}
			if got := CardValue(c); got != want {
				t.Errorf("CardValue(%s) = %d, want %d", s, got, want)
			}
		}
	})
}

func TestHazards(t *testing.T) {
	t.Run("CS-3 a hazard worth more than this turn's speed passes freely", func(t *testing.T) {
		sc := script(t, 4, 70)
		rc := soloOn(t, calm(), sc, openCourse, "5♥", "4♦")
		evs := raceTurn(t, rc, fixed(Bet{Red: 2})) // speed 4: 4 < 5 free; 4♦: 4 ≥ 4, a check
		free := kinds(evs, HazardPassed)
		if len(free) != 1 || free[0].String() != "turn 1: Kid, hazard 5♥ on card 1: speed 4 < 5, passes freely" {
			t.Errorf("free passes %v", free)
		}
		if n := len(kinds(evs, HazardCheck)); n != 1 {
			t.Errorf("%d checks, want 1 (4♦)", n)
		}
		sc.Done()
	})

	t.Run("CS-3 speed equal to the value: an immediate Riding check at Difficult (+0)", func(t *testing.T) {
		sc := script(t, 4, 50)
		rc := soloOn(t, calm(), sc, openCourse, "3♥")
		evs := raceTurn(t, rc, stand)
		chk := kinds(evs, HazardCheck)
		if len(chk) != 1 {
			t.Fatalf("checks %v", chk)
		}
		want := "turn 1: Kid, hazard 3♥ on card 1 (speed 3 ≥ 3; 1st this turn, roll 1 of 1): Riding d100 50 +0 (Difficult) = 50 ≥ 50: success by 0"
		if got := chk[0].String(); got != want {
			t.Errorf("check\n got %q\nwant %q", got, want)
		}
		if s := rc.State().States[0]; s.Chips.Blue != 20 || s.Penalty != 0 {
			t.Errorf("a success cost something: %+v", s)
		}
		sc.Done()
	})

	t.Run("CS-3 a failed check: −1 speed next turn and a blue chip", func(t *testing.T) {
		sc := script(t, 4, 49)
		rc := soloOn(t, calm(), sc, openCourse, "3♥")
		evs := raceTurn(t, rc, stand)
		if got := kinds(evs, HazardCheck)[0].String(); got != "turn 1: Kid, hazard 3♥ on card 1 (speed 3 ≥ 3; 1st this turn, roll 1 of 1): Riding d100 49 +0 (Difficult) = 49 ≥ 50: failure by 1 — loses a blue chip, −1 card next turn" {
			t.Errorf("check %q", got)
		}
		if s := rc.State().States[0]; s.Chips.Blue != 19 || s.Penalty != 1 {
			t.Errorf("after the failure: blue %d, penalty %d; want 19 and 1", s.Chips.Blue, s.Penalty)
		}
		evs = raceTurn(t, rc, stand)
		if s := rc.State().States[0]; s.Pos != 5 || s.Moved != 2 || s.Penalty != 0 {
			t.Errorf("next turn on card %d having moved %d, want 5 and 3 − 1 = 2", s.Pos, s.Moved)
		}
		if got := kinds(evs, Moves)[0].String(); got != "turn 2: Kid moves 2 cards, card 3 → card 5 (3 −1 penalty)" {
			t.Errorf("move %q", got)
		}
		sc.Done()
	})

	t.Run("CSD-1 this turn's speed counts after bets and penalties", func(t *testing.T) {
		sc := script(t, 4, 49)
		rc := soloOn(t, calm(), sc, openCourse, "3♥", "A♣", "2♣", "4♥")
		raceTurn(t, rc, stand) // 3♥ fails: −1 next turn
		evs := raceTurn(t, rc, fixed(Bet{Red: 2}))
		// 3 + 1 (2 red) − 1 (penalty) = 3 < 4: 4♥ passes freely, no dice.
		if free := kinds(evs, HazardPassed); len(free) != 1 || free[0].Speed != 3 || free[0].Card.String() != "4♥" {
			t.Errorf("free passes %v, want 4♥ at speed 3", free)
		}
		sc.Done()
	})

	t.Run("CS-3 a joker never passes freely", func(t *testing.T) {
		sc := script(t, 4, 80)
		rc := soloOn(t, calm(), sc, openCourse, "Joker")
		evs := raceTurn(t, rc, stand)
		chk := kinds(evs, HazardCheck)
		if len(chk) != 1 || chk[0].Value != 11 {
			t.Fatalf("checks %v", chk)
		}
		if got := chk[0].String(); got != "turn 1: Kid, hazard Joker on card 1 (a joker never passes freely; 1st this turn, roll 1 of 1): Riding d100 80 +0 (Difficult) = 80 ≥ 50: success by 30" {
			t.Errorf("check %q", got)
		}
		sc.Done()
	})

	t.Run("CS-3 two hazards in one turn take 3 rolls", func(t *testing.T) {
		sc := script(t, 4, 60, 60, 60)
		rc := soloOn(t, calm(), sc, openCourse, "A♥", "2♦")
		evs := raceTurn(t, rc, stand)
		chk := kinds(evs, HazardCheck)
		if len(chk) != 3 {
			t.Fatalf("%d rolls, want 1 + 2 = 3", len(chk))
		}
		for i, want := range [][2]int{{1, 1}, {1, 2}, {2, 2}} {
			if int(chk[i].N) != want[0] || int(chk[i].Of) != want[1] {
				t.Errorf("roll %d is %d of %d, want %d of %d", i, chk[i].N, chk[i].Of, want[0], want[1])
			}
		}
		sc.Done()
	})

	t.Run("CS-3 three hazards in one turn take 6 rolls", func(t *testing.T) {
		sc := script(t, 4, 60, 60, 60, 60, 60, 60)
		rc := soloOn(t, calm(), sc, openCourse, "A♥", "2♥", "3♦")
		evs := raceTurn(t, rc, stand)
		if n := len(kinds(evs, HazardCheck)); n != 6 {
			t.Fatalf("%d rolls, want 1 + 2 + 3 = 6", n)
		}
		sc.Done()
	})

	t.Run("CS-3 each failed roll of a hazard costs a blue chip and a card", func(t *testing.T) {
		sc := script(t, 4, 60, 10, 20)
		rc := soloOn(t, calm(), sc, openCourse, "A♥", "2♦")
		raceTurn(t, rc, stand)
		if s := rc.State().States[0]; s.Chips.Blue != 18 || s.Penalty != 2 {
			t.Errorf("blue %d, penalty %d; want 20 − 2 = 18 and 2", s.Chips.Blue, s.Penalty)
		}
		sc.Done()
	})

	t.Run("CS-3 hazards passed freely are not counted", func(t *testing.T) {
		sc := script(t, 4, 60, 60, 60)
		rc := soloOn(t, calm(), sc, openCourse, "9♥", "A♥", "2♦")
		evs := raceTurn(t, rc, stand)
		if n := len(kinds(evs, HazardCheck)); n != 3 {
			t.Errorf("%d rolls, want 3: the free 9♥ does not count", n)
		}
		sc.Done()
	})

	t.Run("CS-3 Horse Sense: after a passed check, Horse Sense / 2 below the value takes another Riding check", func(t *testing.T) {
		h := with(calm(), HorseSense, 9) // 9/2 = 4½
		sc := script(t, 4, 50, 49)
		rc := soloOn(t, h, sc, openCourse, "A♣", "5♥", "2♣", "3♣")
		evs := raceTurn(t, rc, fixed(Bet{Red: 4})) // speed 5: 5♥ 5 ≥ 5
		hs := kinds(evs, HorseSenseCheck)
		if len(hs) != 1 {
			t.Fatalf("horse sense checks %v", hs)
		}
		if got := hs[0].String(); got != "turn 1: Kid, Horse Sense 9/2 = 4½ < 5 (5♥): Riding d100 49 +0 (Difficult) = 49 ≥ 50: failure by 1 — loses a blue chip, −1 card next turn" {
			t.Errorf("horse sense %q", got)
		}
		if s := rc.State().States[0]; s.Chips.Blue != 19 || s.Penalty != 1 {
			t.Errorf("blue %d, penalty %d; want 19 and 1", s.Chips.Blue, s.Penalty)
		}
		sc.Done()
	})

	t.Run("CS-3 Horse Sense only after the Riding check was passed", func(t *testing.T) {
		h := with(calm(), HorseSense, 3) // 3/2 = 1½ < 3
		sc := script(t, 4, 10)
		rc := soloOn(t, h, sc, openCourse, "3♥")
		evs := raceTurn(t, rc, stand)
		if n := len(kinds(evs, HorseSenseCheck)); n != 0 {
			t.Errorf("%d Horse Sense checks after a failed Riding check, want 0", n)
		}
		sc.Done()
	})

	t.Run("CS-3 Horse Sense: J, Q and K count 10", func(t *testing.T) {
		thicket := Course{{From: 1, To: 30, Terrain: Terrain{Name: "Thicket", Hazards: Ranks(dice.King)}}}
		for _, tc := range []struct {
			hs    int
			faces []int
		}{
			{19, []int{4, 60, 60}}, // 19/2 = 9½ < 10: a second check
			{20, []int{4, 60}},     // 20/2 = 10, not below 10: none
		} {
			sc := script(t, tc.faces...)
			rc := soloOn(t, with(calm(), HorseSense, tc.hs), sc, thicket, "K♥")
			evs := raceTurn(t, rc, stand)
			if got, want := len(kinds(evs, HorseSenseCheck)), len(tc.faces)-2; got != want {
				t.Errorf("Horse Sense %d against K♥: %d checks, want %d", tc.hs, got, want)
			}
			sc.Done()
		}
	})

	t.Run("DID-5 half the Horse Sense is exact: odd scores 9, 13 and 15 against the values either side", func(t *testing.T) {
		// The card's rank is a hazard here, so it takes its Riding check
		// (d100 60 passes); then Horse Sense's check comes when half the
		// score is below the value: 9 is 4½ (below 5, not below 4), 13 is
		// 6½ (below 7, not 6), 15 is 7½ (below 8, not 7).
		for _, tc := range []struct {
			hs     int
			rank   dice.Rank
			card   string
			checks int
			text   string
		}{
			{9, 5, "5♥", 1, "Horse Sense 9/2 = 4½ < 5"}, {9, 4, "4♥", 0, ""},
			{13, 7, "7♥", 1, "Horse Sense 13/2 = 6½ < 7"}, {13, 6, "6♥", 0, ""},
			{15, 8, "8♥", 1, "Horse Sense 15/2 = 7½ < 8"}, {15, 7, "7♥", 0, ""},
		} {
			course := Course{{From: 1, To: 30, Terrain: Terrain{Name: "Thicket", Hazards: Ranks(tc.rank)}}}
			faces := []int{4, 60}
			if tc.checks > 0 {
				faces = append(faces, 60)
			}
			sc := script(t, faces...)
			rc := soloOn(t, with(calm(), HorseSense, tc.hs), sc, course, tc.card)
			hs := kinds(raceTurn(t, rc, stand), HorseSenseCheck)
			if len(hs) != tc.checks || (tc.checks > 0 && !strings.Contains(hs[0].String(), tc.text)) {
				t.Errorf("Horse Sense %d against %s: %v, want %d checks saying %q", tc.hs, tc.card, hs, tc.checks, tc.text)
			}
			sc.Done()
		}
	})

	t.Run("CS-3 the terrain does not affect the Horse Sense check", func(t *testing.T) {
		mtn := Course{{From: 1, To: 30, Terrain: Terrain{Name: "Scree", Riding: -10}}}
		sc := script(t, 4, 60, 50)
		rc := soloOn(t, with(calm(), HorseSense, 1), sc, mtn, "A♥") // 1/2 = ½ < 1
		evs := raceTurn(t, rc, stand)
		chk, hs := kinds(evs, HazardCheck), kinds(evs, HorseSenseCheck)
		if len(chk) != 1 || len(hs) != 1 {
			t.Fatalf("checks %v, horse sense %v", chk, hs)
		}
		if got := chk[0].String(); got != "turn 1: Kid, hazard A♥ on card 1 (speed 3 ≥ 1; 1st this turn, roll 1 of 1): Riding d100 60 +0 (Difficult) −10 (Scree) = 50 ≥ 50: success by 0" {
			t.Errorf("hazard %q", got)
		}
		if got := hs[0].String(); got != "turn 1: Kid, Horse Sense 1/2 = ½ < 1 (A♥): Riding d100 50 +0 (Difficult) = 50 ≥ 50: success by 0" {
			t.Errorf("horse sense %q", got)
		}
		sc.Done()
	})

	t.Run("CS-3 knowing the trail: well counts the speed 2 less, somewhat 1 less", func(t *testing.T) {
		layout := append([]string(nil), highRed[:6]...)
		for _, tc := range []struct {
			trail  Trail
			faces  []int
			checks []string // cards checked
		}{
			{TrailUnknown, []int{60, 60, 60}, []string{"4♥", "3♦"}},  // counts 5: both (1 + 2 rolls)
			{TrailSomewhat, []int{60, 60, 60}, []string{"4♥", "3♦"}}, // counts 4: both
			{TrailWell, []int{60}, []string{"3♦"}},                   // counts 3: 4♥ free, 3♦ checked
		} {
			sc := script(t, tc.faces...)
			bart := rider("Bart", 50, calm())
			bart.Trail = tc.trail
			c := newChase(t, Setup{Pursued: bart, Pursuers: []Rider{rider("Dill", 50, calm())},
				Deck: deckOf(t, append(layout, "4♥", "3♦", "Q♦", "J♦", "10♦")...)}, sc)
			evs := turn(t, c, fixed(Bet{Red: 4}), stand)
			var got []string
			for _, e := range kinds(evs, HazardCheck) {
				if e.N == 1 {
					got = append(got, e.Card.String())
				}
				if int(e.Speed) != 5-int(tc.trail) {
					t.Errorf("trail %v: counted speed %d, want %d", tc.trail, e.Speed, 5-int(tc.trail))
				}
			}
			if len(got) != len(tc.checks) {
				t.Fatalf("trail %v: checked %v, want %v", tc.trail, got, tc.checks)
			}
			for i := range got {
				if got[i] != tc.checks[i] {
					t.Errorf("trail %v: checked %v, want %v", tc.trail, got, tc.checks)
				}
			}
			sc.Done()
		}
	})
}
