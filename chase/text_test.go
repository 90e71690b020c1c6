package chase

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// dillTold is what Marshal Dill is told at the start of tableChase, played
// by a person. By hand: calm horses have every attribute 10, so each holds
// 2 × 10 = 20 red (CS-1's default, 2 × Short Speed), 2 × 10 = 20 blue and
// 2 × 10 = 20 white; the deck in order lays A♥ … 6♥ and Bart stands on card
// 6, the pursuers before card 1, 6 cards behind: the Short phase (CS-6).
// Dill's limits are half the Short Speed, 10/2 = 5 red, and half the
// Endurance, 10/2 = 5 white; white is at most 3 + 5/2 = 5 too; each 2:1
// trade gives up to 20 chips for 10 (CS-2); a pursuer may give up (CSD-6).
const dillTold = `turn 1 of the chase, the Short phase, clear weather
  Black Bart, pursued: on card 6, 20 red, 20 blue, 20 white
  Marshal Dill, pursuer (you): before card 1, 20 red, 20 blue, 20 white
  Clay, pursuer: before card 1, 20 red, 20 blue, 20 white
the pursued is 6 cards ahead of you
ahead of you: card 1 A♥, card 2 2♥, card 3 3♥, card 4 4♥, card 5 5♥, card 6 6♥
your limits: red 5, white 5
your secret bet:
bet red 0..5, white 0..5 (at most 3 + red/2); 2 red move one card more
trade 2:1 before the bet: up to 20 red for 10 blue, up to 20 red for 10 white, up to 20 blue for 10 red, up to 20 blue for 10 white, up to 20 white for 10 red, up to 20 white for 10 blue
earn (for white) any, red or blue; recover any, red, blue or white
or give up`

func TestText(t *testing.T) {
	t.Run("CS-2 Tell shows a rider the table and the bet asked of him", func(t *testing.T) {
		c := tableChase(t, Steady{})
		_ = c.SetDecider(1, nil)
		if d := cmp.Diff(dillTold, c.Tell(1)); d != "" {
			t.Errorf("Dill is told (-want +got):\n%s", d)
		}
		if got := c.Tell(3); got != "" {
			t.Errorf("a rider the chase does not have is told %q", got)
		}
		if err := c.Answer(1, "red 4, recover blue"); err != nil {
			t.Fatal(err)
		}
		if got := c.Tell(1); !strings.HasSuffix(got, "\nyour bet is made: red 4, recover blue") {
			t.Errorf("Dill, his bet made, is told:\n%s", got)
		}
		// Clay's strategy bets for him: nothing is asked of him.
		if got := c.Tell(2); !strings.HasSuffix(got, "\nno bet to make now") || c.Choices(2) != nil {
			t.Errorf("Clay is told:\n%s\nand offered %q", got, c.Choices(2))
		}
	})

	t.Run("CS-2 Choices lists a bet of each kind with the range of its number", func(t *testing.T) {
		c := tableChase(t, Steady{})
		_ = c.SetDecider(1, nil)
		// By hand, as dillTold: red 0..5, the most rounded down to even is
		// 4; white with no red at most 3 cards' worth, 3 (CS-2); each trade
		// of 1 chip for 2, up to 10; a pursuer may give up (CSD-6).
		want := []string{
			"nothing",
			"red 4", "  red: 1..5",
			"white 1", "  white: 1..3",
			"white 1, earn red", "  white: 1..3",
			"white 1, earn blue", "  white: 1..3",
			"trade 2 red for 1 blue", "  blue: 1..10 (for 2 red each)",
			"trade 2 red for 1 white", "  white: 1..10 (for 2 red each)",
			"trade 2 blue for 1 red", "  red: 1..10 (for 2 blue each)",
			"trade 2 blue for 1 white", "  white: 1..10 (for 2 blue each)",
			"trade 2 white for 1 red", "  red: 1..10 (for 2 white each)",
			"trade 2 white for 1 blue", "  blue: 1..10 (for 2 white each)",
			"recover red", "recover blue", "recover white",
			"give up",
		}
		if d := cmp.Diff(want, c.Choices(1)); d != "" {
			t.Errorf("Dill's choices (-want +got):\n%s", d)
		}
		// Bart, the pursued, may not give up; holding 3 red, 1 blue and 2
		// white he bets red 0..3 (2, rounded down to even), white 0..2, and
		// trades only red for blue or white (3/2 = 1) and white for red or
		// blue (2/2 = 1); one blue trades nothing.
		c.engine.st[0].Chips = Chips{Red: 3, Blue: 1, White: 2}
		want = []string{
			"nothing",
			"red 2", "  red: 1..3",
			"white 1", "  white: 1..2",
			"white 1, earn red", "  white: 1..2",
			"white 1, earn blue", "  white: 1..2",
			"trade 2 red for 1 blue", "  blue: 1..1 (for 2 red each)",
			"trade 2 red for 1 white", "  white: 1..1 (for 2 red each)",
			"trade 2 white for 1 red", "  red: 1..1 (for 2 white each)",
			"trade 2 white for 1 blue", "  blue: 1..1 (for 2 white each)",
			"recover red", "recover blue", "recover white",
		}
		if d := cmp.Diff(want, c.Choices(0)); d != "" {
			t.Errorf("Bart's choices (-want +got):\n%s", d)
		}
	})

	t.Run("Answer reads and decides a bet; a line refused wraps ErrRefused and changes nothing", func(t *testing.T) {
		c := tableChase(t, Steady{})
		before := saved(t, c)
		for _, tc := range []struct {
			who  int
			line string
			what Bet
		}{
			{0, "red 6", Bet{Red: 6}},         // over half the Short Speed, 10/2 = 5 (CS-2)
			{0, "give up", Bet{GiveUp: true}}, // the pursued may not give up (CSD-6)
			{2, "nothing", Bet{}},             // Clay's strategy bets for him
			{5, "nothing", Bet{}},             // no rider 6
		} {
			err := c.Answer(tc.who, tc.line)
			var be *BetError
			if !errors.As(err, &be) || be.What != tc.what || !errors.Is(err, ErrRefused) || !errors.Is(err, ErrBet) {
				t.Errorf("Answer(%d, %q) = %v, want a BetError of %+v wrapping ErrRefused and ErrBet", tc.who, tc.line, err, tc.what)
			}
		}
		for _, line := range []string{"", "red", "jump over the moon", "red 4, red 2"} {
			if err := c.Answer(0, line); !errors.Is(err, ErrRefused) || !errors.Is(err, ErrBet) {
				t.Errorf("Answer(0, %q) = %v, want ErrRefused and ErrBet", line, err)
			}
		}
		if after := saved(t, c); !bytes.Equal(before, after) {
			t.Errorf("refused lines changed the chase")
		}
		if err := c.Answer(0, " RED 4,  recover Blue "); err != nil {
			t.Fatal(err)
		}
		if st := c.State(); !st.Decided[0] || st.Bets[0] != (Bet{Red: 4, Recover: BlueChip}) {
			t.Errorf("Bart's bet %v %v", st.Decided[0], st.Bets[0])
		}
	})

	t.Run("setup, state and over errors are no refusals", func(t *testing.T) {
		var z Chase
		for _, err := range []error{z.Decide(0, Bet{}), z.Answer(0, "nothing"), z.Step()} {
			if !errors.Is(err, ErrSetup) || errors.Is(err, ErrRefused) {
				t.Errorf("a chase not set up: %v, want ErrSetup and no refusal", err)
			}
		}
		if z.Tell(0) != "" || z.Choices(0) != nil {
			t.Errorf("a chase not set up tells %q, offers %q", z.Tell(0), z.Choices(0))
		}
		c := tableChase(t, Steady{})
		if _, err := runWith(&c.engine, AllOut{}, Canny{}, Canny{}); err != nil {
			t.Fatal(err)
		}
		if err := c.Step(); !errors.Is(err, ErrOver) || errors.Is(err, ErrRefused) {
			t.Errorf("a step after the end: %v, want ErrOver and no refusal", err)
		}
		if got, want := c.Tell(0), "\nno bet to make now\nthe chase is over: "+c.Outcome().String(); !strings.HasSuffix(got, want) {
			t.Errorf("Bart is told, the chase over:\n%s\nwant it to end with %q", got, want)
		}
		data := strings.Replace(string(saved(t, c)), `"do":"red 4`, `"do":"red 9`, 1)
		if _, err := Resume([]byte(data)); !errors.Is(err, ErrState) || errors.Is(err, ErrRefused) || errors.Is(err, ErrBet) {
			t.Errorf("a save with a bet the rules refuse: %v, want ErrState and no refusal", err)
		}
	})
}

// TestPropListed: every bet Choices lists is one Answer takes, in a chase
// (of a few turns, as each listed bet is tried on a copy resumed from the
// start) and in a race played by people to their end, and nonsense is
// refused without harm (encountertest.Listed).
func TestPropListed(t *testing.T) {
	t.Run("a chase", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			c := cappedChase(t, rapid.Uint64().Draw(t, "seed"), rapid.IntRange(1, 6).Draw(t, "turns"))
			encountertest.Listed(t, c, func(b []byte) (*Chase, error) { return Resume(b) }, 400)
		})
	})
	t.Run("a race", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			rc := peopleRace(t, rapid.Uint64().Draw(t, "seed"))
			encountertest.Listed(t, rc, func(b []byte) (*Race, error) { return ResumeRace(b) }, 400)
		})
	})
}

// FuzzAnswer gives a waiting rider any line of at most 48 bytes (a longer
// one, quoted in the error, makes new coverage the fuzzer spends seconds
// minimising): Answer takes it as the bet ParseBet reads, or refuses it
// with ErrRefused and ErrBet and changes nothing.
func FuzzAnswer(f *testing.F) {
	for _, s := range []string{"nothing", "red 4, recover blue", "white 2, earn red", "trade 6 blue for 3 red", "give up", "red 6", "red -1", "trade 3 blue for 1 red", "earn green"} {
		f.Add(uint8(0), s)
		f.Add(uint8(1), s)
	}
	f.Fuzz(func(t *testing.T, who uint8, line string) {
		if len(line) > 48 {
			return
		}
		c := newChase(t, deciding(Setup{
			Pursued:  rider("Black Bart", 50, calm()),
			Pursuers: []Rider{rider("Marshal Dill", 50, calm())},
		}, Person, Person), dice.NewSource(1))
		i := int(who % 3)
		before := saved(t, c)
		err := c.Answer(i, line)
		if err != nil {
			if !errors.Is(err, ErrRefused) || !errors.Is(err, ErrBet) {
				t.Fatalf("Answer(%d, %q) = %v, want ErrRefused and ErrBet", i, line, err)
			}
			if after := saved(t, c); !bytes.Equal(before, after) {
				t.Fatalf("a refused line changed the chase")
			}
			return
		}
		b, perr := ParseBet(line)
		if perr != nil || recorded(b) != c.State().Bets[i] {
			t.Fatalf("Answer(%d, %q) took %v; ParseBet reads %v, %v", i, line, c.State().Bets[i], b, perr)
		}
	})
}

// recorded returns a legal bet b in the one form the chase records it
// (Chase.Decide): a give-up alone, no trade's colours without a trade, no
// colour earned without white.
func recorded(b Bet) Bet {
	if b.GiveUp {
		return Bet{GiveUp: true}
	}
	if b.Trade.N == 0 {
		b.Trade = Trade{}
	}
	if b.White == 0 {
		b.Earn = AnyColour
	}
	return b
}
