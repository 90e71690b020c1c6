package chase

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// sureChase starts a chase of sure riders (Riding 1 and Tracking 1: every
// check succeeds, tracking by more than 35) on calm horses with Medium
// Speed 12 and Long Speed 14, so positions do not depend on the dice.
func sureChase(t *testing.T, gap int) *Chase {
	t.Helper()
	h := with(with(calm(), MediumSpeed, 12), LongSpeed, 14)
	bart, dill := rider("Bart", 1, h), rider("Dill", 1, h)
	dill.Tracking = 1
	return newChase(t, Setup{Pursued: bart, Pursuers: []Rider{dill}, Gap: gap}, dice.NewSource(uint64(gap)))
}

func TestPhases(t *testing.T) {
	spur := fixed(Bet{Red: 4}) // 5 cards a turn

	t.Run("CS-6 Tactical until the pursued is 300 feet (6 cards) ahead, then Short", func(t *testing.T) {
		c := sureChase(t, 2)
		turn(t, c, spur, stand) // Bart 6 → 11, Dill 4 → 7: 4 cards apart
		if c.State().Phase != Tactical {
			t.Fatalf("phase %v at a gap of %d, want Tactical", c.State().Phase, c.State().States[0].Pos-c.State().States[1].Pos)
		}
		evs := turn(t, c, spur, stand) // 16 and 10: 6 cards apart
		if c.State().Phase != Short {
			t.Fatalf("phase %v at a gap of %d, want Short", c.State().Phase, c.State().States[0].Pos-c.State().States[1].Pos)
		}
		np := kinds(evs, NewPhase)
		if len(np) != 1 || np[0].String() != "turn 2: the chase enters the Short phase" {
			t.Errorf("new phase %v", np)
		}
	})

	t.Run("CSD-4 the six opening cards count toward the Short phase's 20", func(t *testing.T) {
		c := sureChase(t, 0)
		turn(t, c, spur, stand)               // 11
		turn(t, c, spur, stand)               // 16
		turn(t, c, fixed(Bet{Red: 2}), stand) // 20
		if c.State().Phase != Short || len(c.State().Track) != 20 {
			t.Fatalf("on card %d: phase %v, %d cards laid; want Short and 20", c.State().States[0].Pos, c.State().Phase, len(c.State().Track))
		}
		turn(t, c, stand, stand) // 23
		if c.State().Phase != Medium {
			t.Fatalf("on card %d: phase %v, want Medium", c.State().States[0].Pos, c.State().Phase)
		}
	})

	t.Run("CS-6 Short to Medium: red chips 2 × Medium Speed", func(t *testing.T) {
		c := sureChase(t, 0)
		turn(t, c, spur, stand)
		turn(t, c, spur, stand)
		evs := turn(t, c, spur, stand) // Bart on card 21: Medium
		np := kinds(evs, NewPhase)
		if len(np) != 2 {
			t.Fatalf("new phase events %v, want one per rider", np)
		}
		if got := np[0].String(); got != "turn 3: the chase enters the Medium phase; Bart receives 24 red (speed 12)" {
			t.Errorf("%q", got)
		}
		// Bart: 20 − 3 × 4 = 8, + 24 = 32 of 20 + 24 = 44. Dill: 20 + 24 = 44 of 44.
		if s := c.State().States[0]; s.Chips.Red != 32 || s.Max.Red != 44 {
			t.Errorf("Bart holds %d red of %d, want 32 of 44", s.Chips.Red, s.Max.Red)
		}
		if s := c.State().States[1]; s.Chips.Red != 44 || s.Max.Red != 44 {
			t.Errorf("Dill holds %d red of %d, want 44 of 44", s.Chips.Red, s.Max.Red)
		}
		var lim Chips
		turn(t, c, betFunc(func(v *View) Bet { lim = v.Limit; return Bet{} }), stand)
		if lim.Red != 6 {
			t.Errorf("Medium phase red limit %d, want Medium Speed 12/2 = 6", lim.Red)
		}
	})

	t.Run("CS-6 Medium to Long: a fresh deck from card 55, red chips 2 × Long Speed", func(t *testing.T) {
		c := sureChase(t, 0)
		c.engine.enter(Medium)
		c.engine.st[0].Pos, c.engine.st[1].Pos = 52, 49
		evs := turn(t, c, stand, stand) // Bart to 55
		sh := kinds(evs, Shuffled)
		if len(sh) != 1 || sh[0].Pos != 55 || sh[0].String() != "turn 1: a fresh deck is shuffled for card 55" {
			t.Fatalf("shuffles %v, want one for card 55", sh)
		}
		if c.State().Phase != Long {
			t.Fatalf("phase %v, want Long", c.State().Phase)
		}
		if s := c.State().States[0]; s.Chips.Red != 20+28 || s.Max.Red != 48 {
			t.Errorf("Bart holds %d red of %d, want 20 + 2 × 14 = 48 of 48", s.Chips.Red, s.Max.Red)
		}
		if got := uniqueCards(c.State().Track[:54]); got != 54 {
			t.Errorf("the first deck laid %d distinct cards of 54", got)
		}
		var lim Chips
		turn(t, c, betFunc(func(v *View) Bet { lim = v.Limit; return Bet{} }), stand)
		if lim.Red != 7 {
			t.Errorf("Long phase red limit %d, want Long Speed 14/2 = 7", lim.Red)
		}
	})

	t.Run("CS-6 Long to Extreme: another fresh deck from card 109, until the pursuers give up or lose the trail", func(t *testing.T) {
		c := sureChase(t, 0)
		c.engine.enter(Long)
		c.engine.st[0].Pos, c.engine.st[1].Pos = 106, 103
		evs := turn(t, c, stand, stand)
		if c.State().Phase != Extreme {
			t.Fatalf("phase %v, want Extreme", c.State().Phase)
		}
		// Dealing cards 7 … 109 at once: the first deck to 54, fresh decks
		// for 55 and 109.
		if sh := kinds(evs, Shuffled); len(sh) != 2 || sh[0].Pos != 55 || sh[1].Pos != 109 {
			t.Errorf("shuffles %v, want cards 55 and 109", sh)
		}
		np := kinds(evs, NewPhase)
		if len(np) != 1 || np[0].Rider != -1 || np[0].String() != "turn 1: the chase enters the Extreme phase" {
			t.Errorf("new phase %v: Extreme brings no red chips", np)
		}
		turn(t, c, stand, fixed(Bet{GiveUp: true}))
		if o := c.Outcome(); o.End != GaveUpEnd {
			t.Errorf("outcome %v, want gave up", o)
		}
	})

	t.Run("CS-6 moving fewer than 3 cards recovers one chip of the colour chosen, never above the maximum", func(t *testing.T) {
		c := sureChase(t, 0)
		c.engine.st[0].Chips = Chips{Red: 5, Blue: 20, White: 20}
		evs := turn(t, c, fixed(Bet{White: 1, Earn: RedChip, Recover: WhiteChip}), stand)
		// White is full: the recovered chip goes to red. 5 + 1 earned + 1 = 7.
		rec := kinds(evs, Recovers)
		if len(rec) != 1 || rec[0].Colour != RedChip || c.State().States[0].Chips.Red != 7 {
			t.Errorf("recovered %v, red %d; want red and 7", rec, c.State().States[0].Chips.Red)
		}
		if got := rec[0].String(); got != "turn 1: Bart's horse moved 2 cards and recovers a red chip" {
			t.Errorf("%q", got)
		}
		c = sureChase(t, 0)
		evs = turn(t, c, fixed(Bet{White: 1}), stand) // everything full
		// The white chip earns a red above the maximum (rule CSD-7): 21 of
		// 20; recovery finds every colour at its maximum or above.
		rec = kinds(evs, Recovers)
		if want := c.State().States[0].Max; len(rec) != 1 || rec[0].Colour != AnyColour || c.State().States[0].Chips != (Chips{Red: want.Red + 1, Blue: want.Blue, White: want.White}) {
			t.Errorf("recovered %v with every colour full: %v of %v", rec, c.State().States[0].Chips, want)
		}
	})

	t.Run("CS-6 recovery counts tracking: a move cut below 3 by tracking recovers", func(t *testing.T) {
		c := sureChase(t, 0)
		c.engine.st[1].Penalty = 2 // as if two tracking successes cost a card each
		c.engine.st[1].Chips.Blue = 10
		evs := turn(t, c, stand, fixed(Bet{Recover: BlueChip}))
		if rec := kinds(evs, Recovers); len(rec) != 1 || rec[0].Who != "Dill" || c.State().States[1].Chips.Blue != 11 {
			t.Errorf("recovered %v, blue %d; want Dill and 11", rec, c.State().States[1].Chips.Blue)
		}
	})
}

func uniqueCards(cs []dice.Card) int {
	seen := map[dice.Card]bool{}
	for _, c := range cs {
		seen[c] = true
	}
	return len(seen)
}
