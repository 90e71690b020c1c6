package chase

import (
	"errors"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestEnds(t *testing.T) {
	t.Run("CSD-6 caught: a pursuer reaches the pursued's card, and stops there", func(t *testing.T) {
		c := sureChase(t, 1) // Bart on 6, Dill on 5
		evs := turn(t, c, stand, fixed(Bet{Red: 4}))
		// Bart 6 → 9; Dill would ride 5 cards to 10 but stops on 9.
		if s := c.State().States; s[0].Pos != 9 || s[1].Pos != 9 {
			t.Errorf("Bart on %d, Dill on %d; want both on 9", s[0].Pos, s[1].Pos)
		}
		o := c.Outcome()
		if o.End != Caught || o.Who != "Dill" || o.Rider != 1 || o.Ended != 1 || o.End.Escaped() {
			t.Fatalf("outcome %+v, want caught by Dill on turn 1", o)
		}
		if got := kinds(evs, Catches)[0].String(); got != "turn 1: Dill catches up on card 9" {
			t.Errorf("%q", got)
		}
		if got := o.String(); got != "turn 1: caught (Dill)" {
			t.Errorf("outcome %q", got)
		}
		want := []Result{{Name: "Bart", Role: Pursued, Status: Riding, Pos: 9}, {Name: "Dill", Role: Pursuer, Status: Riding, Pos: 9}}
		if o.Winner != 1 || !slices.Equal(o.Results, want) {
			t.Errorf("CSD-6 the catcher wins: winner %d, results %+v", o.Winner, o.Results)
		}
		if c := kinds(evs, Catches)[0]; c.Who != "Dill" || c.Whom != "Bart" {
			t.Errorf("the catch: who %q, whom %q", c.Who, c.Whom)
		}
		if n := len(kinds(evs, TrackingCheck)) + len(kinds(evs, Recovers)); n != 0 {
			t.Errorf("%d tracking or recovery events after the catch", n)
		}
		wantErr(t, playTurn(&c.engine, stand, stand), ErrOver)
	})

	t.Run("CSD-6 a horse dies: the chase ends", func(t *testing.T) {
		sc := script(t, 20)
		c := newChase(t, Setup{Pursued: rider("Bart", 50, with(calm(), Soundness, 12)), Pursuers: []Rider{rider("Dill", 50, calm())},
			Deck: deckOf(t, highRed...)}, sc)
		c.engine.st[0].Chips = Chips{Red: 2}
		evs := turn(t, c, fixed(Bet{Red: 2}), stand)
		if o := c.Outcome(); o.End != HorseDied || o.Who != "Bart" {
			t.Fatalf("outcome %v, want Bart's horse dead", o)
		}
		if got := kinds(evs, Collapses)[0].String(); got != "turn 1: Bart's horse collapses on card 6, out of chips: Soundness d20 20 < 12: failure — the horse dies" {
			t.Errorf("%q", got)
		}
		sc.Done()
	})

	t.Run("CSD-6 a pursuer's strategy gives up", func(t *testing.T) {
		c := sureChase(t, 0)
		evs := turn(t, c, stand, fixed(Bet{GiveUp: true, Red: 99}))
		if o := c.Outcome(); o.End != GaveUpEnd || !o.End.Escaped() || o.Who != "Dill" {
			t.Fatalf("outcome %v", o)
		}
		if got := kinds(evs, GivesUp)[0].String(); got != "turn 1: Dill gives up the chase" {
			t.Errorf("%q", got)
		}
		if c.State().States[1].Status != GaveUp || c.State().States[0].Pos != 6 {
			t.Errorf("states %+v: nobody moves once the last pursuer gives up", c.State().States)
		}
	})

	t.Run("CSD-6 with two pursuers the chase goes on until the last is out", func(t *testing.T) {
		h := calm()
		dill, ike := rider("Dill", 1, h), rider("Ike", 1, h)
		dill.Tracking, ike.Tracking = 1, 1
		c := newChase(t, Setup{Pursued: rider("Bart", 1, h), Pursuers: []Rider{dill, ike}}, dice.NewSource(9))
		turn(t, c, stand, fixed(Bet{GiveUp: true}), stand)
		if c.Over() {
			t.Fatalf("over after one of two pursuers gave up: %v", c.Outcome())
		}
		c.engine.st[2].Misses = 2 // Ike's next failure would lose the trail; make him quit instead
		turn(t, c, stand, stand, fixed(Bet{GiveUp: true}))
		if o := c.Outcome(); o.End != GaveUpEnd || o.Who != "Ike" {
			t.Errorf("outcome %v, want gave up (Ike, the last out)", o)
		}
	})

	t.Run("CSD-6 only a pursuer may give up", func(t *testing.T) {
		c := sureChase(t, 0)
		var be *BetError
		if err := playTurn(&c.engine, fixed(Bet{GiveUp: true}), stand); !errors.As(err, &be) || be.Rule != "CSD-6" {
			t.Errorf("the pursued giving up: %v, want a CSD-6 BetError", err)
		}
	})

	t.Run("CSD-6 after 300 turns (the default cap) the pursuers give up", func(t *testing.T) {
		c := sureChase(t, 0)
		if c.engine.maxTurns != 300 {
			t.Errorf("default cap %d, want 300", c.engine.maxTurns)
		}
		h := calm()
		dill := rider("Dill", 1, h)
		dill.Tracking = 1
		c = newChase(t, Setup{Pursued: rider("Bart", 1, h), Pursuers: []Rider{dill}, MaxTurns: 2}, dice.NewSource(3))
		o, err := runWith(&c.engine, stand, stand)
		if err != nil {
			t.Fatal(err)
		}
		if o.End != TurnCap || o.Ended != 2 || !o.End.Escaped() || c.State().Turn != 2 {
			t.Errorf("outcome %+v after %d turns, want the turn cap at 2", o, c.State().Turn)
		}
		if o.Winner != 0 {
			t.Errorf("CSD-6 at the turn cap the pursued gets away and wins: winner %d", o.Winner)
		}
		if last := c.Events()[len(c.Events())-1]; last.String() != "turn 2: over: turn cap" {
			t.Errorf("last event %q", last)
		}
	})

	t.Run("a chase or race never set up, or whose reset failed, is an error, not a panic", func(t *testing.T) {
		var c Chase
		wantErr(t, playTurn(&c.engine), ErrSetup)
		_, err := runWith(&c.engine, stand, stand)
		wantErr(t, err, ErrSetup)
		_, err = c.MarshalJSON()
		wantErr(t, err, ErrState)
		var rc Race
		wantErr(t, playTurn(&rc.engine, stand), ErrSetup)
		ok := sureChase(t, 0)
		if err := ok.Reset(Setup{}, dice.NewSource(1)); !errors.Is(err, ErrSetup) {
			t.Fatalf("reset with no riders: %v", err)
		}
		wantErr(t, playTurn(&ok.engine, stand, stand), ErrSetup)
	})
}
