package chase

import (
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestRace(t *testing.T) {
	t.Run("CS-7 initiative start: every 5 points behind the best is one card (50 feet) back", func(t *testing.T) {
		mods := []int{0, 2, -1, 0, 4}
		var riders []Rider
		for i, m := range mods {
			r := rider(string(rune('A'+i)), 50, calm())
			r.Initiative = m
			riders = append(riders, r)
		}
		sc := script(t, 3, 6, 8, 10, 9) // totals 3, 8, 7, 10, 13
		rc, err := NewRace(RaceSetup{Riders: riders, Deck: deckOf(t)}, sc)
		if err != nil {
			t.Fatal(err)
		}
		want := []int{0, -1, 0, -1, -2} // (total − 3) / 5 cards behind
		for i, s := range rc.State().States {
			if s.Pos != want[i] {
				t.Errorf("%s starts on %d, want %d", riders[i].Name, s.Pos, want[i])
			}
		}
		ini := kinds(rc.Events(), Initiative)
		if got := ini[0].String(); got != "start: A: initiative d10 3 = 3, starts on the line" {
			t.Errorf("%q", got)
		}
		if got := ini[1].String(); got != "start: B: initiative d10 6 +2 = 8, starts 1 card behind the line" {
			t.Errorf("%q", got)
		}
		if got := ini[4].String(); got != "start: E: initiative d10 9 +4 = 13, starts 2 cards behind the line" {
			t.Errorf("%q", got)
		}
		sc.Done()
	})

	t.Run("CS-7 30 cards: plains 1–10 (jokers, 2s), desert 11–20 (J, 2, 3, 4), plains 21–30", func(t *testing.T) {
		rc, err := NewRace(RaceSetup{Riders: []Rider{rider("A", 50, calm())}}, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		if rc.State().Length != 30 || len(rc.State().Track) != 30 || rc.engine.deck.Remaining() != 24 {
			t.Errorf("length %d, %d cards laid, %d left; want 30, 30, 24", rc.State().Length, len(rc.State().Track), rc.engine.deck.Remaining())
		}
		for k := 1; k <= 30; k++ {
			want := "Plains"
			if k >= 11 && k <= 20 {
				want = "Desert"
			}
			if got := rc.engine.terrainAt(k).Name; got != want {
				t.Errorf("card %d is %s, want %s", k, got, want)
			}
		}
		if Plains.Hazards.String() != "Joker, 2" || Desert.Hazards.String() != "2, 3, 4, J" {
			t.Errorf("plains %v, desert %v", Plains.Hazards, Desert.Hazards)
		}
	})

	t.Run("CSD-5 plains: a black 2 is an automatic hazard, a black jack an obstacle", func(t *testing.T) {
		sc := script(t, 4, 60)
		rc := soloOn(t, with(calm(), Temperament, 20), sc, DefaultCourse(), "2♣", "J♣", "A♣")
		evs := raceTurn(t, rc, stand)
		if chk := kinds(evs, HazardCheck); len(chk) != 1 || chk[0].Card.String() != "2♣" || !chk[0].Auto {
			t.Errorf("hazards %v, want 2♣ automatic", chk)
		}
		if calmEv := kinds(evs, ObstacleCalm); len(calmEv) != 2 {
			t.Errorf("obstacles %v, want J♣ and A♣", calmEv)
		}
		sc.Done()
	})

	t.Run("CS-7 no trail knowledge in a race", func(t *testing.T) {
		sc := script(t, 4, 60)
		r := rider("Kid", 50, calm())
		r.Trail = TrailWell
		rc, err := NewRace(RaceSetup{Riders: []Rider{r}, Course: openCourse, Deck: deckOf(t, "3♥", "A♣", "2♣")}, sc)
		if err != nil {
			t.Fatal(err)
		}
		evs := raceTurn(t, rc, stand)
		if chk := kinds(evs, HazardCheck); len(chk) != 1 || chk[0].Speed != 3 {
			t.Errorf("hazards %v, want 3♥ checked at the full speed 3", chk)
		}
		sc.Done()
	})

	t.Run("CS-7 no tracking in a race", func(t *testing.T) {
		a, b := rider("A", 1, calm()), rider("B", 1, calm())
		rc, err := NewRace(RaceSetup{Riders: []Rider{a, b}, Course: openCourse, Deck: deckOf(t, blackFirst...)}, script(t, 1, 10))
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			evs := raceTurn(t, rc, fixed(Bet{Red: 4}), fixed(Bet{White: 3}))
			if n := len(kinds(evs, TrackingCheck)); n != 0 {
				t.Fatalf("%d tracking checks in a race", n)
			}
		}
		if gap := rc.State().States[0].Pos - rc.State().States[1].Pos; gap != 16 {
			t.Errorf("gap %d, want 15 + 1 behind the line", gap)
		}
	})

	t.Run("CS-7 a finishing order: by turn, then by how far the move would carry, then initiative", func(t *testing.T) {
		h := calm()
		riders := []Rider{rider("Slow", 1, h), rider("Fast", 1, h), rider("Even", 1, h)}
		// Initiative 2, 1, 1 — all on the line.
		rc, err := NewRace(RaceSetup{Riders: riders, Course: Course{{From: 1, To: 12, Terrain: Open}}}, dice.NewSource(5))
		if err != nil {
			t.Fatal(err)
		}
		for i := range rc.engine.st {
			rc.engine.st[i].Init, rc.engine.st[i].Pos = []int{2, 1, 1}[i], 0
		}
		// Fast rides 5 a turn: 5, 10, 12 (turn 3, would reach 15). Even rides
		// 4: 4, 8, 12 (turn 3, would reach 12). Slow rides 4 too: turn 3,
		// would reach 12, initiative 2 behind Even's 1.
		if _, err := runWith(&rc.engine, fixed(Bet{Red: 2}), fixed(Bet{Red: 4}), fixed(Bet{Red: 2})); err != nil {
			t.Fatal(err)
		}
		if order := finishOrder(rc.Outcome()); !slices.Equal(order, []int{1, 2, 0}) {
			t.Errorf("order %v, want Fast, Even, Slow", order)
		}
		fin := kinds(rc.Events(), Finishes)
		if len(fin) != 3 || fin[0].String() != "turn 3: Fast finishes 1st" || fin[2].String() != "turn 3: Slow finishes 3rd" {
			t.Errorf("finishes %v", fin)
		}
		if o := rc.Outcome(); o.End != RaceOver || o.Ended != 3 || o.Winner != 1 || len(o.Results) != 3 ||
			o.Results[1] != (Result{Name: "Fast", Role: Racer, Status: Finished, Pos: 12, Place: 1}) || o.Results[0].Place != 3 {
			t.Errorf("CS-7 the rider placed first wins: outcome %+v", o)
		}
	})

	t.Run("bad race setups are errors", func(t *testing.T) {
		ok := []Rider{rider("A", 50, calm())}
		for _, tc := range []struct {
			name string
			s    RaceSetup
			want error
		}{
			{"no riders", RaceSetup{}, ErrSetup},
			{"a course with a gap", RaceSetup{Riders: ok, Course: Course{{1, 10, Plains}, {12, 20, Desert}}}, ErrTable},
			{"a course longer than a deck", RaceSetup{Riders: ok, Course: Course{{1, 60, Plains}}}, ErrTable},
			{"a deck that cannot lay 30 cards", RaceSetup{Riders: ok, Deck: func() *dice.Deck {
				d, _ := dice.NewDeck(dice.NewSource(1), true, dice.Never)
				for range 30 {
					_, _ = d.Draw(nil)
				}
				return d
			}()}, ErrSetup},
			{"a negative turn cap", RaceSetup{Riders: ok, MaxTurns: -1}, ErrSetup},
			{"a turn cap no save holds", RaceSetup{Riders: ok, MaxTurns: maxTurnCap + 1}, ErrSetup},
			{"initiative modifier 99", RaceSetup{Riders: []Rider{{Name: "A", Riding: 50, Initiative: 99, Horse: calm()}}}, ErrSetup},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := NewRace(tc.s, dice.NewSource(1))
				wantErr(t, err, tc.want)
			})
		}
	})
}
