package chase

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// blackFirst deals the 26 black cards first: to a calm horse on open
// ground they are obstacles that never trouble it.
var blackFirst = []string{
	"A♣", "2♣", "3♣", "4♣", "5♣", "6♣", "7♣", "8♣", "9♣", "10♣", "J♣", "Q♣", "K♣",
	"A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "8♠", "9♠", "10♠", "J♠", "Q♠", "K♠",
}

// highRed deals the ten red cards worth 9 or more first: hazards that a
// horse moving 8 cards or fewer passes freely.
var highRed = []string{"K♥", "Q♥", "J♥", "10♥", "9♥", "K♦", "Q♦", "J♦", "10♦", "9♦"}

var openCourse = Course{{From: 1, To: 30, Terrain: Open}}

// soloRace starts a one-horse race on open ground over black cards; the
// script's first face is the initiative d10.
func soloRace(t *testing.T, h Horse, r dice.Rand) *Race {
	t.Helper()
	return soloOn(t, h, r, openCourse, blackFirst...)
}

// soloOn starts a one-horse race (Riding 50) on the course, dealing the
// cards given first, then the black cards, then the rest.
func soloOn(t *testing.T, h Horse, r dice.Rand, course Course, cards ...string) *Race {
	t.Helper()
	for _, b := range blackFirst {
		if !contains(cards, b) {
			cards = append(cards, b)
		}
	}
	rc, err := NewRace(RaceSetup{Riders: []Rider{rider("Kid", 50, h)}, Course: course, Deck: deckOf(t, cards...)}, r)
	if err != nil {
		t.Fatal(err)
	}
	return rc
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func raceTurn(t *testing.T, rc *Race, ss ...Strategy) []Event {
	t.Helper()
	if err := playTurn(&rc.engine, ss...); err != nil {
		t.Fatal(err)
	}
	return turnEvents(&rc.engine)
}

func TestTurn(t *testing.T) {
	t.Run("CS-2 base move is 3 cards", func(t *testing.T) {
		sc := script(t, 4)
		rc := soloRace(t, calm(), sc)
		raceTurn(t, rc, stand)
		if s := rc.State().States[0]; s.Pos != 3 || s.Moved != 3 {
			t.Errorf("on card %d having moved %d, want 3 and 3", s.Pos, s.Moved)
		}
		sc.Done()
	})

	t.Run("CS-2 +1 card per 2 red chips bet; red chips are spent", func(t *testing.T) {
		for _, tc := range []struct{ red, move, left int }{
			{0, 3, 20}, {1, 3, 19}, {2, 4, 18}, {4, 5, 16}, {5, 5, 15},
		} {
			rc := soloRace(t, calm(), script(t, 4))
			evs := raceTurn(t, rc, fixed(Bet{Red: tc.red}))
			s := rc.State().States[0]
			if s.Pos != tc.move || s.Chips.Red != tc.left {
				t.Errorf("%d red: moved to card %d holding %d red, want card %d and %d red", tc.red, s.Pos, s.Chips.Red, tc.move, tc.left)
			}
			mv := kinds(evs, Moves)[0]
			if int(mv.Speed) != tc.move || int(mv.Chips.Red) != tc.red {
				t.Errorf("%d red: move event %+v", tc.red, mv)
			}
		}
	})

	t.Run("CS-2 white chips are kept, each moves 1 card less and earns a chip of another colour", func(t *testing.T) {
		rc := soloRace(t, calm(), script(t, 4))
		raceTurn(t, rc, fixed(Bet{Red: 4})) // 20 red → 16, to card 5
		evs := raceTurn(t, rc, fixed(Bet{White: 2, Earn: RedChip, Recover: BlueChip}))
		s := rc.State().States[0]
		// 3 − 2 white = 1 card; white stays 20; 2 red earned: 18; moving fewer
		// than 3 cards recovers one chip: blue is full (20 of 20), so red: 19.
		if s.Pos != 6 || s.Chips != (Chips{Red: 19, Blue: 20, White: 20}) {
			t.Errorf("on card %d holding %v, want card 6 and 19 red, 20 blue, 20 white", s.Pos, s.Chips)
		}
		bet := kinds(evs, Bets)[0]
		if bet.Gain != (Pile{Red: 2}) || bet.String() != "turn 2: Kid bets 0 red, 2 white; earns 2 red" {
			t.Errorf("bet event %q gain %v", bet, bet.Gain)
		}
		if rec := kinds(evs, Recovers)[0]; rec.Colour != RedChip {
			t.Errorf("recovered %v, want red (blue full)", rec.Colour)
		}
	})

	t.Run("CS-2 earned chips go to the colour named, blue", func(t *testing.T) {
		rc := soloRace(t, calm(), script(t, 4))
		rc.engine.st[0].Chips.Blue = 10
		raceTurn(t, rc, fixed(Bet{White: 1, Earn: BlueChip, Recover: BlueChip}))
		if got := rc.State().States[0].Chips.Blue; got != 12 {
			t.Errorf("blue %d, want 10 + 1 earned + 1 recovered = 12", got)
		}
	})

	t.Run("CSD-7 a white bet earns chips above the horse's maximum; recovery stays capped", func(t *testing.T) {
		// A calm horse holds 20 red (2 × Short Speed 10), 20 blue (2 ×
		// Agility 10), 20 white (2 × Endurance 10): every colour at its
		// maximum. 2 white earn 2 blue: 22 of 20. It moves 3 − 2 = 1 card,
		// fewer than 3, but every colour is at its maximum or above, so it
		// recovers nothing (rule CS-6).
		rc := soloRace(t, calm(), script(t, 4))
		evs := raceTurn(t, rc, fixed(Bet{White: 2, Earn: BlueChip, Recover: BlueChip}))
		if s := rc.State().States[0]; s.Pos != 1 || s.Chips != (Chips{Red: 20, Blue: 22, White: 20}) || s.Max != (Chips{Red: 20, Blue: 20, White: 20}) {
			t.Errorf("on card %d holding %v of %v, want card 1 and 20 red, 22 blue, 20 white of 20 each", s.Pos, s.Chips, s.Max)
		}
		if got := kinds(evs, Bets)[0].String(); got != "turn 1: Kid bets 0 red, 2 white; earns 2 blue" {
			t.Errorf("bet %q", got)
		}
		rec := kinds(evs, Recovers)
		if len(rec) != 1 || rec[0].Colour != AnyColour || rec[0].String() != "turn 1: Kid's horse moved 1 card; every colour is full" {
			t.Errorf("recovery %v, want none: every colour full", rec)
		}
		// AnyColour earns red when red and blue are both at their maximum or
		// above: 20 + 1 = 21 red; 1 white moves 2 cards and recovers nothing.
		evs = raceTurn(t, rc, fixed(Bet{White: 1}))
		if s := rc.State().States[0]; s.Pos != 3 || s.Chips != (Chips{Red: 21, Blue: 22, White: 20}) {
			t.Errorf("on card %d holding %v, want card 3 and 21 red, 22 blue, 20 white", s.Pos, s.Chips)
		}
		if g := kinds(evs, Bets)[0].Gain; g != (Pile{Red: 1}) {
			t.Errorf("earned %v, want 1 red", g)
		}
	})

	t.Run("CSD-7 AnyColour earns blue when red is at its maximum and blue below", func(t *testing.T) {
		rc := soloRace(t, calm(), script(t, 4))
		rc.engine.st[0].Chips.Blue = 18
		raceTurn(t, rc, fixed(Bet{White: 1, Recover: WhiteChip}))
		// 18 + 1 earned = 19 blue; white is full, so the recovered chip (the
		// first colour below its maximum: red 20 of 20 is not, blue is) is
		// blue too: 20.
		if s := rc.State().States[0]; s.Chips != (Chips{Red: 20, Blue: 20, White: 20}) {
			t.Errorf("holding %v, want 20 red, 20 blue, 20 white", s.Chips)
		}
	})

	t.Run("CSD-7 a 2:1 trade may take a colour above the horse's maximum", func(t *testing.T) {
		rc := soloRace(t, calm(), script(t, 4))
		evs := raceTurn(t, rc, fixed(Bet{Trade: Trade{Give: BlueChip, Get: RedChip, N: 2}}))
		// 20 blue − 4 = 16; 20 red + 2 = 22 of a maximum of 20; the base
		// move of 3 recovers nothing.
		if s := rc.State().States[0]; s.Chips != (Chips{Red: 22, Blue: 16, White: 20}) || s.Pos != 3 {
			t.Errorf("on card %d holding %v, want card 3 and 22 red, 16 blue, 20 white", s.Pos, s.Chips)
		}
		if got := kinds(evs, Traded)[0].String(); got != "turn 1: Kid trades 4 blue for 2 red" {
			t.Errorf("trade %q", got)
		}
	})

	t.Run("CS-2 3 white chips stand still", func(t *testing.T) {
		rc := soloRace(t, calm(), script(t, 4))
		evs := raceTurn(t, rc, fixed(Bet{White: 3}))
		if s := rc.State().States[0]; s.Pos != 0 || s.Moved != 0 {
			t.Errorf("on card %d, moved %d; want 0 and 0", s.Pos, s.Moved)
		}
		if got := kinds(evs, Moves)[0].String(); got != "turn 1: Kid moves 0 cards, before card 1 → before card 1 (3 −3 white)" {
			t.Errorf("move %q", got)
		}
	})

	t.Run("CS-2 chips convert between colours 2:1", func(t *testing.T) {
		rc := soloRace(t, calm(), script(t, 4))
		raceTurn(t, rc, fixed(Bet{Red: 4}))
		evs := raceTurn(t, rc, fixed(Bet{Trade: Trade{Give: WhiteChip, Get: RedChip, N: 2}}))
		if s := rc.State().States[0]; s.Chips != (Chips{Red: 18, Blue: 20, White: 16}) {
			t.Errorf("holds %v, want 16+2 red, 20 blue, 20−4 white", s.Chips)
		}
		if got := kinds(evs, Traded)[0].String(); got != "turn 2: Kid trades 4 white for 2 red" {
			t.Errorf("trade %q", got)
		}
	})

	t.Run("CS-2 max red bet: half the horse's speed for the phase", func(t *testing.T) {
		h := with(calm(), ShortSpeed, 11) // 11/2 = 5½: at most 5 red
		rc := soloRace(t, h, script(t, 4))
		var lim Chips
		spy := betFunc(func(v *View) Bet { lim = v.Limit; return Bet{Red: 6} })
		err := playTurn(&rc.engine, spy)
		var be *BetError
		if !errors.As(err, &be) || !errors.Is(err, ErrBet) || be.Rule != "CS-2" {
			t.Fatalf("6 red on Short Speed 11: %v, want a CS-2 BetError", err)
		}
		if !strings.Contains(err.Error(), "(11/2 = 5½)") { // DID-5: the half printed exactly
			t.Errorf("message %q does not show 11/2 = 5½", err)
		}
		if lim.Red != 5 || lim.White != 5 {
			t.Errorf("view limits %v, want red 5 (Short 11/2), white 5 (Endurance 10/2)", lim)
		}
		if rc.State().Turn != 0 || rc.State().States[0].Chips.Red != 22 || rc.State().States[0].Pos != 0 {
			t.Errorf("a refused bet changed the race: turn %d, %v", rc.State().Turn, rc.State().States[0])
		}
		raceTurn(t, rc, fixed(Bet{Red: 5}))
		if got := rc.State().States[0].Pos; got != 5 {
			t.Errorf("5 red moved to card %d, want 5", got)
		}
	})

	t.Run("CS-2 bad bets are errors naming the rule, and change nothing", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			prep func(*RiderState)
			bet  Bet
			rule string
			msg  string
		}{
			{"red over the chips held", func(s *RiderState) { s.Chips.Red = 3 }, Bet{Red: 4}, "CS-2", "bets 4 red but holds 3"},
			{"white over half the Endurance", nil, Bet{Red: 4, White: 6}, "CS-2", "over half the horse's Endurance (10/2 = 5)"},
			{"white over the cards the bet moves", nil, Bet{White: 4}, "CS-2", "more than the 3 cards the bet moves"},
			{"white over the chips held", func(s *RiderState) { s.Chips.White = 1 }, Bet{White: 2}, "CS-2", "bets 2 white but holds 1"},
			{"negative red", nil, Bet{Red: -2}, "CS-2", "cannot be negative"},
			{"earning white for white", nil, Bet{White: 1, Earn: WhiteChip}, "CS-2", "red or blue"},
			{"trading over the chips held", func(s *RiderState) { s.Chips.Blue = 3 }, Bet{Trade: Trade{Give: BlueChip, Get: RedChip, N: 2}}, "CS-2", "holds 3 blue"},
			{"trading past the stack's limit", func(s *RiderState) { s.Chips.Red = maxChips - 1 }, Bet{Trade: Trade{Give: BlueChip, Get: RedChip, N: 2}}, "CSD-7", "trades for 2 red holding 9999, past the stack's limit of 10000"},
			{"trading a colour for itself", nil, Bet{Trade: Trade{Give: RedChip, Get: RedChip, N: 1}}, "CS-2", "changes colour"},
			{"trading a negative number", nil, Bet{Trade: Trade{Give: RedChip, Get: BlueChip, N: -1}}, "CS-2", "cannot be negative"},
			{"a racer giving up", nil, Bet{GiveUp: true}, "CSD-6", "only a pursuer"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				rc := soloRace(t, calm(), script(t, 4))
				if tc.prep != nil {
					tc.prep(&rc.engine.st[0])
				}
				before := rc.State().States[0]
				err := playTurn(&rc.engine, fixed(tc.bet))
				var be *BetError
				if !errors.As(err, &be) || be.Rule != tc.rule || !strings.Contains(err.Error(), tc.msg) {
					t.Fatalf("%v: want a %s BetError saying %q", err, tc.rule, tc.msg)
				}
				if rc.State().States[0] != before || rc.State().Turn != 0 || len(rc.Events()) != 1 {
					t.Errorf("the refused bet changed the race")
				}
			})
		}
	})

	t.Run("CS-2 bets are secret and revealed together", func(t *testing.T) {
		rc, err := NewRace(RaceSetup{Riders: []Rider{rider("A", 50, calm()), rider("B", 50, calm())}, Course: openCourse,
			Deck: deckOf(t, blackFirst...)}, script(t, 4, 4))
		if err != nil {
			t.Fatal(err)
		}
		var seen Chips
		a := fixed(Bet{Red: 4})
		b := betFunc(func(v *View) Bet { seen = v.States[0].Chips; return Bet{} })
		raceTurn(t, rc, a, b)
		if seen.Red != 20 {
			t.Errorf("B saw A holding %d red while betting, want 20: A's bet was not yet revealed", seen.Red)
		}
		evs := turnEvents(&rc.engine)
		if evs[0].Kind != Bets || evs[1].Kind != Bets || evs[2].Kind != Moves {
			t.Errorf("events %v: want both bets revealed before any move", evs[:3])
		}
	})

	t.Run("CSD-8 a bet that empties the horse collapses it before it moves: Soundness d20 below 12 lives", func(t *testing.T) {
		sc := script(t, 4, 11)
		rc := soloRace(t, with(calm(), Soundness, 12), sc)
		rc.engine.st[0].Chips = Chips{Red: 2}
		evs := raceTurn(t, rc, fixed(Bet{Red: 2})) // out of chips as the bet is paid
		col := kinds(evs, Collapses)
		if s := rc.State().States[0]; len(col) != 1 || !col[0].Roll.Success || s.Status != Riding || !s.Blown || s.Pos != 0 || s.Moved != 0 {
			t.Fatalf("collapse %v, state %+v; want it alive, blown, before card 1", col, s)
		}
		if got := col[0].String(); got != "turn 1: Kid's horse collapses before card 1, out of chips: Soundness d20 11 < 12: success — it lives, stops there and stands still next turn" {
			t.Errorf("collapse %q", got)
		}
		// It moved 0 cards, fewer than 3, but collapsed this turn: no chip back.
		if n := len(kinds(evs, Moves)) + len(kinds(evs, Recovers)); n != 0 || rc.State().States[0].Chips != (Chips{}) {
			t.Errorf("%d move or recovery events, chips %v: a collapsed horse neither moves nor recovers that turn", n, rc.State().States[0].Chips)
		}
		evs = raceTurn(t, rc, fixed(Bet{Red: 99})) // not asked: the horse is blown
		if s := rc.State().States[0]; s.Pos != 0 || s.Blown || s.Chips != (Chips{Red: 1}) {
			t.Errorf("after standing still: %+v, want before card 1, not blown, 1 red recovered", s)
		}
		if len(kinds(evs, Blown)) != 1 || len(kinds(evs, Recovers)) != 1 {
			t.Errorf("want a blown and a recovery event in %v", evs)
		}
		sc.Done()
	})

	t.Run("CSD-8 a horse whose last chip goes on a hazard collapses there, stops, and recovers from the next turn", func(t *testing.T) {
		// Card 1 A♣ (Temperament 20/2 = 10 ≥ 1, no trouble); card 2 2♥ at
		// speed 3 ≥ 2: Riding d100 10 +0 = 10 < 50 fails, the last blue chip
		// goes; Soundness d20 11 < 12: it lives on card 2, the rest of the
		// move lost, nothing recovered though it moved 2 cards.
		sc := script(t, 4, 10, 11)
		rc := soloOn(t, with(calm(), Soundness, 12), sc, openCourse, "A♣", "2♥")
		rc.engine.st[0].Chips = Chips{Blue: 1}
		evs := raceTurn(t, rc, stand)
		hz := kinds(evs, HazardCheck)
		if len(hz) != 1 || hz[0].Roll.Success || !hz[0].Lost {
			t.Fatalf("hazard checks %v, want one failure costing the blue chip", hz)
		}
		col := kinds(evs, Collapses)
		if len(col) != 1 || col[0].String() != "turn 1: Kid's horse collapses on card 2, out of chips: Soundness d20 11 < 12: success — it lives, stops there and stands still next turn" {
			t.Fatalf("collapse %v", col)
		}
		if s := rc.State().States[0]; s.Pos != 2 || s.Moved != 2 || !s.Blown || s.Chips != (Chips{}) || len(kinds(evs, Recovers)) != 0 {
			t.Errorf("state %+v: want card 2, moved 2, blown, no chip recovered", s)
		}
		evs = raceTurn(t, rc, stand)
		if s := rc.State().States[0]; s.Pos != 2 || s.Blown || s.Chips != (Chips{Red: 1}) || len(kinds(evs, Recovers)) != 1 {
			t.Errorf("next turn %+v: want card 2, standing still, 1 red recovered", s)
		}
		sc.Done()
	})

	t.Run("CSD-8 a horse out of chips collapses: Soundness d20 of 12 or more dies", func(t *testing.T) {
		sc := script(t, 4, 12)
		rc := soloRace(t, with(calm(), Soundness, 12), sc)
		rc.engine.st[0].Chips = Chips{Red: 2}
		raceTurn(t, rc, fixed(Bet{Red: 2}))
		if s := rc.State().States[0]; s.Status != Dead || s.Pos != 0 {
			t.Fatalf("status %v on card %d, want dead before card 1", s.Status, s.Pos)
		}
		if !rc.Over() || rc.Outcome().End != RaceOver {
			t.Errorf("outcome %v, want the race over: its only rider is out", rc.Outcome())
		}
		if order := finishOrder(rc.Outcome()); len(order) != 1 || rc.State().States[0].Place != 0 {
			t.Errorf("order %v, place %d", order, rc.State().States[0].Place)
		}
		sc.Done()
	})

	t.Run("CS-2 a decider no one has is an error; a person's missing bet waits", func(t *testing.T) {
		rc := soloRace(t, calm(), script(t, 4))
		r := rc.State().Riders[0]
		r.Decider = Person
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(bytes.Replace(data, []byte(`"person"`), []byte(`"nobody"`), 1), &r); err != nil {
			t.Fatal(err)
		}
		_, err = NewRace(RaceSetup{Riders: []Rider{r}}, dice.NewSource(1))
		wantErr(t, err, ErrStrategy)
		if !strings.Contains(fmt.Sprint(err), `"person", "all-out", "canny", "steady" or "patience"`) {
			t.Errorf("the error does not list the built-ins: %v", err)
		}
		wantErr(t, playTurn(&rc.engine, nil), ErrWaiting)
	})
}
