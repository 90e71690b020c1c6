package chase

import (
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"pgregory.net/rapid"
)

// viewOf returns the view rider i of c would bet with this turn.
func viewOf(c *Chase, i int) *View {
	c.engine.setView(c.engine.turn+1, i)
	return &c.engine.view
}

func TestStrategies(t *testing.T) {
	t.Run("AllOut bets the most red it may, in pairs", func(t *testing.T) {
		c := sureChase(t, 0)
		if b := (AllOut{}).Bet(viewOf(c, 0)); b.Red != 4 {
			t.Errorf("bet %+v, want 4 red (Short Speed 10/2 = 5, an odd chip moves nothing)", b)
		}
		c.engine.st[0].Chips.Red = 3
		if b := (AllOut{}).Bet(viewOf(c, 0)); b.Red != 2 {
			t.Errorf("bet %+v, want 2 of the 3 red held", b)
		}
		c.engine.riders[0].Horse.Attributes.ShortSpeed = 12
		c.engine.takeRiders(0) // the limits are worked out as the setup is taken in
		c.engine.st[0].Chips.Red = 20
		if b := (AllOut{}).Bet(viewOf(c, 0)); b.Red != 6 {
			t.Errorf("bet %+v, want 6 red (Short Speed 12/2)", b)
		}
	})

	t.Run("Steady bets 2 red, and a white chip when out of red", func(t *testing.T) {
		c := sureChase(t, 0)
		if b := (Steady{}).Bet(viewOf(c, 0)); b.Red != 2 || b.White != 0 {
			t.Errorf("bet %+v, want 2 red", b)
		}
		if b := (Steady{Red: 9}).Bet(viewOf(c, 0)); b.Red != 4 {
			t.Errorf("bet %+v, want 4 red: the limit, 5, in pairs", b)
		}
		c.engine.st[0].Chips.Red = 0
		if b := (Steady{}).Bet(viewOf(c, 0)); b.Red != 0 || b.White != 1 || b.Earn != RedChip {
			t.Errorf("bet %+v, want 1 white earning red", b)
		}
	})

	t.Run("Canny spurs when close, rests when far, trades blue for red", func(t *testing.T) {
		c := sureChase(t, 3) // 3 cards apart
		if b := (Canny{}).Bet(viewOf(c, 0)); b.Red != 4 {
			t.Errorf("pursued 3 cards ahead bets %+v, want all out (4)", b)
		}
		if b := (Canny{}).Bet(viewOf(c, 1)); b.Red != 4 {
			t.Errorf("pursuer 3 cards behind bets %+v, want all out (4)", b)
		}
		c.engine.st[0].Pos = 16
		if b := (Canny{}).Bet(viewOf(c, 0)); b.White != 1 || b.Red != 0 {
			t.Errorf("pursued 13 cards ahead bets %+v, want 1 white", b)
		}
		if b := (Canny{}).Bet(viewOf(c, 1)); b.Red != 2 {
			t.Errorf("pursuer 13 cards behind bets %+v, want 2 red", b)
		}
		c.engine.st[1].Chips.Red = 0
		b := (Canny{}).Bet(viewOf(c, 1))
		if b.Trade != (Trade{Give: BlueChip, Get: RedChip, N: 5}) || b.Red != 2 {
			t.Errorf("pursuer out of red bets %+v, want 10 blue traded for 5 red, 2 bet", b)
		}
		if err := c.engine.checkBet(1, 1, &b); err != nil {
			t.Error(err)
		}
	})

	t.Run("Patience gives up at its gap or after its turns; only pursuers", func(t *testing.T) {
		c := sureChase(t, 0)
		p := Patience{Strategy: AllOut{}, Gap: 6}
		if b := p.Bet(viewOf(c, 1)); !b.GiveUp {
			t.Errorf("6 cards behind with Gap 6: %+v, want a give-up", b)
		}
		if b := p.Bet(viewOf(c, 0)); b.GiveUp || b.Red != 4 {
			t.Errorf("the pursued: %+v, want AllOut's bet", b)
		}
		p = Patience{Turns: 1}
		if b := p.Bet(viewOf(c, 1)); b.GiveUp {
			t.Errorf("turn 1 with Turns 1: %+v, want no give-up yet", b)
		}
		c.engine.turn = 1
		if b := p.Bet(viewOf(c, 1)); !b.GiveUp {
			t.Errorf("turn 2 with Turns 1: %+v, want a give-up", b)
		}
	})
}

// rapidBetting draws a chase about to be played at any phase and turn,
// the pursued any number of cards ahead, each horse holding any chips up
// to its maximum (its red maximum raised by up to 30).
func rapidBetting(t *rapid.T) *Chase {
	c, _ := seededChase(t, rapid.Uint64().Draw(t, "seed"))
	c.engine.enter(Phase(rapid.IntRange(int(Tactical), int(Extreme)).Draw(t, "phase")))
	c.engine.turn = rapid.IntRange(0, 40).Draw(t, "turn")
	c.engine.st[0].Pos = rapid.IntRange(6, 60).Draw(t, "pos")
	for i := range c.engine.st {
		s := &c.engine.st[i]
		s.Max.Red += rapid.IntRange(0, 30).Draw(t, "extra red")
		s.Chips = Chips{
			Red:   rapid.IntRange(0, s.Max.Red).Draw(t, "red"),
			Blue:  rapid.IntRange(0, s.Max.Blue).Draw(t, "blue"),
			White: rapid.IntRange(0, s.Max.White).Draw(t, "white"),
		}
	}
	return c
}

func TestPropBuiltinBetsAreValid(t *testing.T) {
	// Whatever the chips, phase and gap, a built-in strategy's bet passes
	// the rules.
	strats := []Strategy{AllOut{}, Steady{}, Steady{Red: 3}, Canny{}, Patience{Gap: 10, Turns: 20}}
	rapid.Check(t, func(t *rapid.T) {
		c := rapidBetting(t)
		for _, st := range strats {
			for i := range c.engine.st {
				b := st.Bet(viewOf(c, i))
				if err := c.engine.checkBet(c.engine.turn+1, i, &b); err != nil {
					t.Fatalf("%T: %v", st, err)
				}
			}
		}
	})
}

func TestPropBuiltinBetsOneFunction(t *testing.T) {
	// A built-in strategy's bet through its View is the bet the engine
	// works out from its own state without one.
	strats := []Strategy{AllOut{}, Steady{}, Steady{Red: 5}, Canny{}, Patience{Gap: 10, Turns: 20}, Patience{Strategy: AllOut{}, Gap: 4}}
	rapid.Check(t, func(t *rapid.T) {
		c := rapidBetting(t)
		for _, st := range strats {
			for i := range c.engine.st {
				f := c.engine.footing(c.engine.turn+1, i)
				var direct Bet
				ok := builtinBet(st, &f, &direct)
				if viewed := st.Bet(viewOf(c, i)); !ok || direct != viewed {
					t.Fatalf("%#v, rider %d: through the View %+v, directly %+v (%v)", st, i, viewed, direct, ok)
				}
			}
		}
	})
}

func TestPatienceAsksOnAView(t *testing.T) {
	// Patience wrapping a custom strategy asks it through the View, as
	// the engine does, unless it gives up first.
	c := sureChase(t, 0)
	asked := 0
	p := Patience{Strategy: betFunc(func(v *View) Bet { asked++; return Bet{Red: 2} }), Gap: 6}
	f := c.engine.footing(1, 1)
	var b Bet
	if ok := builtinBet(p, &f, &b); !ok || !b.GiveUp {
		t.Errorf("6 cards behind with Gap 6, the engine's Patience: %+v (%v), want a give-up without a View", b, ok)
	}
	if ok := builtinBet(Patience{Strategy: p.Strategy, Gap: 7}, &f, &b); ok {
		t.Error("6 cards behind with Gap 7, the engine's Patience bet without asking its custom strategy on a View")
	}
	if b := p.Bet(viewOf(c, 1)); !b.GiveUp || asked != 0 {
		t.Errorf("6 cards behind with Gap 6: %+v, the custom strategy asked %d times; want a give-up, never asked", b, asked)
	}
	p.Gap = 7
	if b := p.Bet(viewOf(c, 1)); b.Red != 2 || asked != 1 {
		t.Errorf("6 cards behind with Gap 7: %+v, the custom strategy asked %d times; want its 2 red, asked once", b, asked)
	}
}

func TestEventStrings(t *testing.T) {
	for k := Start; k < numEventKinds; k++ {
		if narrators[k] == nil {
			t.Errorf("no narrator tells a %v", k)
		}
		s := Event{When: 2, Kind: k, Who: "X", Card: dice.Joker}.String()
		if strings.Contains(s, "event(") || !strings.HasPrefix(s, "turn 2: ") {
			t.Errorf("%v formats as %q", k, s)
		}
	}
	if got := (Event{Kind: Ends, End: TurnCap, When: 300}).String(); got != "turn 300: over: turn cap" {
		t.Errorf("%q", got)
	}
	if got := (Outcome{}).String(); got != "not over" {
		t.Errorf("%q", got)
	}
}
