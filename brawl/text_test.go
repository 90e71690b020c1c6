package brawl

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"pgregory.net/rapid"
)

// The brawl is an encountertest.Table: the text interface every encounter
// has.
var _ encountertest.Table = (*Brawl)(nil)

// TestListed: at every decision of brawls of people played to their end,
// Tell says something, every line Choices lists is taken by Answer, and
// nonsense is refused without harm.
func TestListed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 3).Draw(t, "brawlers")
		s := Setup{Config: Config{Short: true, MaxRounds: rapid.IntRange(1, 3).Draw(t, "rounds")}}
		for i, br := range []Brawler{jake(), bill(), slim()}[:n] {
			br.Weapon = []*Weapon{nil, {Name: "knife", Damage: dice.MustParse("d4p")}}[rapid.IntRange(0, 1).Draw(t, "knife")]
			s.Brawlers = append(s.Brawlers, Entrant{Brawler: br, Decider: Person, Spot: i % 2})
		}
		b, err := New(s, dice.NewSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		encountertest.Listed(t, b, func(data []byte) (*Brawl, error) { return Resume(data) }, 5000)
	})
}

// TestChoices: the lines of each kind of decision, every number by hand
// from the rules. Jake (Str 13 Dex 12 Con 9) may bet ½ Str = 6 red, ½ Dex
// = 6 blue and ½ Con = 4 white (BR-2); Bill (Wis 10) bets before him (Wis
// 11) in each colour.
func TestChoices(t *testing.T) {
	b := persons(t, dice.NewSource(3))
	t.Run("BR-7 at the start of a round he fights, or rests taking back any three chips", func(t *testing.T) {
		waitFor(t, b, 0, DecideReady)
		want := []string{"fight", "rest 1 red 1 blue 1 white", "  CHIPS: any three, of red, blue and white (BR-7)"}
		if got := b.Choices(0); !slices.Equal(got, want) {
			t.Errorf("Choices(0) = %q, want %q", got, want)
		}
		if got := b.Choices(1); got != nil {
			t.Errorf("Choices(1) = %q while seat 0 is asked", got)
		}
		if got := b.Tell(0); !strings.Contains(got, "round 1 · you are Jake (seat 0) · your stacks 26 red 22 blue 20 white · limits 6 red 6 blue 4 white") ||
			!strings.HasSuffix(got, "you decide (ready):\nfight\nrest CHIPS: any three chips to take back next round (rest 1 red 2 white)") {
			t.Errorf("Tell(0) =\n%s", got)
		}
		answer(t, b, 0, "fight")
		waitFor(t, b, 1, DecideReady)
		answer(t, b, 1, "fight")
	})
	t.Run("BR-2 a bet: half his limit, rounded up, and the range 0..limit", func(t *testing.T) {
		waitFor(t, b, 1, DecideBet)
		if want, got := []string{"bet 3 red", "  N: 0..6"}, b.Choices(1); !slices.Equal(got, want) { // Bill: ½ Str 12 = 6
			t.Errorf("Bill's red: %q, want %q", got, want)
		}
		answer(t, b, 1, "bet 6 red")
		waitFor(t, b, 0, DecideBet)
		answer(t, b, 0, "bet 6 red")
		waitFor(t, b, 1, DecideBet)
		if want, got := []string{"bet 3 blue", "  N: 0..5"}, b.Choices(1); !slices.Equal(got, want) { // Bill: ½ Dex 11 = 5
			t.Errorf("Bill's blue: %q, want %q", got, want)
		}
		answer(t, b, 1, "bet 0 blue")
		waitFor(t, b, 0, DecideBet)
		answer(t, b, 0, "bet 6 blue")
		waitFor(t, b, 1, DecideBet)
		answer(t, b, 1, "bet 0 white")
		waitFor(t, b, 0, DecideBet)
		if want, got := []string{"bet 2 white", "  N: 0..4"}, b.Choices(0); !slices.Equal(got, want) { // Jake: ½ Con 9 = 4
			t.Errorf("Jake's white: %q, want %q", got, want)
		}
		answer(t, b, 0, "bet 0 white")
	})
	t.Run("BR-3, BR-9 a turn: every legal turn, the plain punch, each special he can pay for and each move", func(t *testing.T) {
		waitFor(t, b, 0, DecideTurn) // Jake bet more blue: he attacks first
		got := b.Choices(0)
		for _, want := range []string{"pass", "attack 1", "attack 1 with haymaker", "attack 1 with kidney punch", "move to 1", `move to 0 pick up "chair" and attack 1`} {
			if !slices.Contains(got, want) {
				t.Errorf("no %q in %q", want, got)
			}
		}
		for _, not := range []string{"attack 0", "attack 1 with kick", "attack 1 with counter action"} { // himself; Bill stands (BR-9 Kick); not on his turn
			if slices.Contains(got, not) {
				t.Errorf("%q listed in %q", not, got)
			}
		}
	})
}

// answer answers line for seat i, failing the test on an error.
func answer(t *testing.T, b *Brawl, i int, line string) {
	t.Helper()
	if err := b.Answer(i, line); err != nil {
		t.Fatal(err)
	}
}

// TestRefusals: every refusal — of Decide, of Answer, of a strategy's
// answer — wraps ErrRefused and ErrDecision, names its rule, who and the
// choice, keeps its text, and changes nothing; the errors of the end, of
// waiting and of a bad setup are not refusals.
func TestRefusals(t *testing.T) {
	b := persons(t, dice.NewSource(3))
	waitFor(t, b, 0, DecideReady)
	answer(t, b, 0, "fight")
	waitFor(t, b, 1, DecideReady)
	answer(t, b, 1, "fight")
	waitFor(t, b, 1, DecideBet)
	answer(t, b, 1, "bet 3 red")
	err := b.Step()
	if !errors.Is(err, ErrWaiting) || errors.Is(err, ErrRefused) {
		t.Errorf("waiting for Jake: %v, want ErrWaiting and no refusal", err)
	}
	before := saveOf(t, b)
	for _, c := range []struct {
		line       string
		sentinel   error
		rule, text string
		what       Choice
	}{
		// BR-2: Jake may bet ½ Str 13 = 6 red.
		{"bet 7 red", ErrBet, "BR-2", "brawl: BR-2: Jake bets 7 red, over his limit of 6", Choice{Kind: DecideBet, Colour: Red, N: 7}},
		{"bet 2 blue", ErrBet, "BR-2", "brawl: BR-2: Jake bets blue when the bets are of red: colour by colour, red, blue, white", Choice{Kind: DecideBet, Colour: Blue, N: 2}},
		{"fight", ErrDecision, "BR-2", `brawl: BR-2: Jake answers "fight", a ready, when the decision asked is bet`, Choice{Kind: DecideReady}},
	} {
		err := b.Answer(0, c.line)
		var re *RuleError
		if !errors.Is(err, ErrRefused) || !errors.Is(err, ErrDecision) || !errors.Is(err, c.sentinel) || !errors.As(err, &re) {
			t.Errorf("%q: %v, want a *RuleError wrapping ErrRefused, ErrDecision and %v", c.line, err, c.sentinel)
			continue
		}
		if re.Rule != c.rule || re.Who != "Jake" || re.What != c.what || !strings.HasPrefix(err.Error(), c.text) || !strings.HasSuffix(err.Error(), re.Why) {
			t.Errorf("%q: %+v (%v)", c.line, re, err)
		}
	}
	for _, line := range []string{"jump over the moon", "bet", "bet 3 green", ""} {
		if err := b.Answer(0, line); !errors.Is(err, ErrRefused) || !errors.Is(err, ErrDecision) {
			t.Errorf("%q: %v, want ErrRefused and ErrDecision", line, err)
		}
	}
	if err := b.Decide(1, Choice{Kind: DecideBet, Colour: Red, N: 1}); !errors.Is(err, ErrRefused) {
		t.Errorf("Bill out of turn: %v", err)
	}
	if after := saveOf(t, b); string(after) != string(before) {
		t.Fatal("a refusal changed the brawl")
	}
	answer(t, b, 0, "bet 6 red")

	over := persons(t, dice.NewSource(1))
	for i := range 2 {
		if err := over.SetDecider(i, Aggressive); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := over.Run(); err != nil {
		t.Fatal(err)
	}
	if err := over.Answer(0, "fight"); !errors.Is(err, ErrOver) || !errors.Is(err, ErrDecision) || errors.Is(err, ErrRefused) {
		t.Errorf("after the end: %v, want ErrOver and ErrDecision, not ErrRefused", err)
	}
	if err := over.Step(); !errors.Is(err, ErrOver) || errors.Is(err, ErrRefused) {
		t.Errorf("a step after the end: %v, want ErrOver, not ErrRefused", err)
	}
	if _, err := New(Setup{Brawlers: []Entrant{{Brawler: jake()}}}, dice.NewSource(1)); !errors.Is(err, ErrBrawler) || errors.Is(err, ErrRefused) {
		t.Errorf("a bad setup: %v, want ErrBrawler, not ErrRefused", err)
	}
}

// FuzzAnswer: no line makes Answer panic; a line it refuses wraps
// ErrRefused and changes nothing, and one it takes is the choice its
// String writes.
func FuzzAnswer(f *testing.F) {
	for _, s := range []string{"fight", "rest 1 red 2 white", "bet 3 red", "Bet  6 RED", "pass", "attack 1 with haymaker",
		`move to 2 pick up "chair" and attack 1`, "absorb 2 red", "no counter", "raise 1", "bet -1 red", "jump"} {
		f.Add(uint8(0), s)
		f.Add(uint8(3), s)
	}
	f.Fuzz(func(t *testing.T, at uint8, line string) {
		if len(line) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		b := persons(t, dice.NewSource(uint64(at)))
		for range at % 8 { // walk to a decision: fight, then bet the middle of each range
			if err := b.Step(); !errors.Is(err, ErrWaiting) {
				return
			}
			i := b.Waiting()[0]
			if err := b.Answer(i, b.Choices(i)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Step(); !errors.Is(err, ErrWaiting) {
			return
		}
		i := b.Waiting()[0]
		before := saveOf(t, b)
		if err := b.Answer(i, line); err != nil {
			if !errors.Is(err, ErrRefused) {
				t.Fatalf("Answer(%q): %v does not wrap ErrRefused", line, err)
			}
			if string(saveOf(t, b)) != string(before) {
				t.Fatalf("refused %q changed the brawl", line)
			}
			return
		}
		c, err := parseChoice(line)
		if err != nil || b.chosen != c.read() && c.Kind != DecideTurn {
			t.Fatalf("Answer(%q) took %v", line, b.chosen)
		}
	})
}
