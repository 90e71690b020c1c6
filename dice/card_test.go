package dice_test

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func card(t testing.TB, r dice.Rank, s dice.Suit) dice.Card {
	t.Helper()
	c, err := dice.NewCard(r, s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCardFromDice(t *testing.T) {
	t.Run("DI-7 d4 suits: 1 Hearts, 2 Clubs, 3 Spades, 4 Diamonds", func(t *testing.T) {
		for d4, want := range map[int]dice.Suit{1: dice.Hearts, 2: dice.Clubs, 3: dice.Spades, 4: dice.Diamonds} {
			got := dice.CardFromDice(dicetest.NewScript(t, d4, 5))
			if got.Card.Suit() != want || got.Card.Rank() != 5 {
				t.Errorf("d4 %d, d12 5 = %v, want 5%v", d4, got.Card, want)
			}
		}
	})
	t.Run("DI-7 d12 ranks: 1 Ace, 2-8 as shown, 10 Jack, 11 Queen, 12 King", func(t *testing.T) {
		want := map[int]dice.Rank{1: dice.Ace, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 10: dice.Jack, 11: dice.Queen, 12: dice.King}
		for d12, rank := range want {
			s := dicetest.NewScript(t, 2, d12)
			got := dice.CardFromDice(s)
			s.Done()
			if got.Card != card(t, rank, dice.Clubs) || got.D2 != 0 {
				t.Errorf("d12 %d = %v, want %v♣ and no d2", d12, got.Card, rank)
			}
		}
	})
	t.Run("DI-7 a d12 of 9 rolls a d2: 1 → 9, 2 → 10", func(t *testing.T) {
		s := dicetest.NewScript(t, 4, 9, 1, 4, 9, 2)
		nine, ten := dice.CardFromDice(s), dice.CardFromDice(s)
		s.Done()
		if nine.Card != card(t, 9, dice.Diamonds) || ten.Card != card(t, 10, dice.Diamonds) {
			t.Errorf("got %v and %v, want 9♦ and 10♦", nine.Card, ten.Card)
		}
		if want := "d4 4 (Diamonds), d12 9, d2 2 → 10♦"; ten.String() != want {
			t.Errorf("String() = %q, want %q", ten.String(), want)
		}
	})
	t.Run("DI-7 nines and tens come up 1/24 each, other ranks 1/12", func(t *testing.T) {
		// Enumerate all 4 × 12 × 2 equally likely outcomes (the d2 only
		// matters on a 9, so count each non-9 outcome twice).
		count := map[dice.Rank]int{}
		for d4 := 1; d4 <= 4; d4++ {
			for d12 := 1; d12 <= 12; d12++ {
				for d2 := 1; d2 <= 2; d2++ {
					faces := []int{d4, d12}
					if d12 == 9 {
						faces = append(faces, d2)
					}
					count[dice.CardFromDice(dicetest.NewScript(t, faces...)).Card.Rank()]++
				}
			}
		}
		for rank := dice.Ace; rank <= dice.King; rank++ {
			want := 8 // 1/12 of 96
			if rank == 9 || rank == 10 {
				want = 4 // 1/24 of 96
			}
			if count[rank] != want {
				t.Errorf("rank %v: %d of 96, want %d", rank, count[rank], want)
			}
		}
	})
}

func TestSavageCardFromDice(t *testing.T) {
	t.Run("DI-8 the Savage Worlds mapping: d12 1 is the Joker, with no d4", func(t *testing.T) {
		s := dicetest.NewScript(t, 1)
		if got := dice.SavageCardFromDice(s); got.Card != dice.Joker {
			t.Errorf("got %v", got)
		}
		s.Done()
	})
	t.Run("DI-8 the Savage Worlds mapping: 2-9 as shown, 10 J, 11 Q, 12 K; d4 1♠ 2♥ 3♦ 4♣", func(t *testing.T) {
		for _, c := range []struct {
			d12, d4 int
			want    dice.Card
		}{
			{2, 1, card(t, 2, dice.Spades)}, {9, 2, card(t, 9, dice.Hearts)},
			{10, 3, card(t, dice.Jack, dice.Diamonds)}, {11, 4, card(t, dice.Queen, dice.Clubs)}, {12, 1, card(t, dice.King, dice.Spades)},
		} {
			s := dicetest.NewScript(t, c.d12, c.d4)
			if got := dice.SavageCardFromDice(s); got.Card != c.want {
				t.Errorf("d12 %d d4 %d = %v, want %v", c.d12, c.d4, got.Card, c.want)
			}
			s.Done()
		}
	})
}

func TestUniformCard(t *testing.T) {
	t.Run("DI-7 the d52 is uniform over the 52 cards", func(t *testing.T) {
		r := dice.NewSource(52)
		const n = 52 * 4000
		var count [55]int
		for range n {
			c := dice.UniformCard(r, false)
			if !c.Valid() || c.IsJoker() {
				t.Fatalf("drew %v", c)
			}
			count[c]++
		}
		// Each card: mean 4000, sd sqrt(n p (1-p)) ≈ 62.6; allow 5 sd.
		sd := math.Sqrt(n * (1.0 / 52) * (51.0 / 52))
		for c := 1; c <= 52; c++ {
			if math.Abs(float64(count[c])-4000) > 5*sd {
				t.Errorf("%v drawn %d times of %d, want 4000 ± %.0f", dice.Card(c), count[c], n, 5*sd)
			}
		}
	})
	t.Run("DI-7 with jokers the d54 can draw them", func(t *testing.T) {
		s := dicetest.NewScript(t, 53, 54)
		if a, b := dice.UniformCard(s, true), dice.UniformCard(s, true); a != dice.Joker || b != dice.Joker2 {
			t.Errorf("got %v, %v", a, b)
		}
	})
}

func TestCardText(t *testing.T) {
	t.Run("every card prints and parses back", func(t *testing.T) {
		for c := dice.Card(1); c <= dice.Joker2; c++ {
			got, err := dice.ParseCard(c.String())
			if err != nil || got != c {
				t.Errorf("ParseCard(%q) = %v, %v", c.String(), got, err)
			}
		}
	})
	t.Run("cards print as table talk", func(t *testing.T) {
		for c, want := range map[dice.Card]string{
			card(t, 7, dice.Clubs): "7♣", card(t, dice.Ace, dice.Hearts): "A♥", card(t, 10, dice.Diamonds): "10♦",
			card(t, dice.King, dice.Spades): "K♠", dice.Joker: "Joker", dice.Joker2: "Joker 2", 0: "no card",
		} {
			if c.String() != want {
				t.Errorf("%d prints %q, want %q", uint8(c), c.String(), want)
			}
		}
	})
	t.Run("letters and either case are accepted", func(t *testing.T) {
		for s, want := range map[string]dice.Card{"7c": card(t, 7, dice.Clubs), "10H": card(t, 10, dice.Hearts), "td": card(t, 10, dice.Diamonds), " qs ": card(t, dice.Queen, dice.Spades), "JOKER": dice.Joker} {
			if got, err := dice.ParseCard(s); err != nil || got != want {
				t.Errorf("ParseCard(%q) = %v, %v; want %v", s, got, err, want)
			}
		}
	})
	t.Run("malformed cards are errors", func(t *testing.T) {
		for _, s := range []string{"", "♥", "1H", "11H", "07H", "+7H", "7X", "ZH", "7♥♥", "Joker 3"} {
			if _, err := dice.ParseCard(s); !errors.Is(err, dice.ErrCard) {
				t.Errorf("ParseCard(%q) = %v, want ErrCard", s, err)
			}
		}
		if _, err := dice.NewCard(14, dice.Hearts); !errors.Is(err, dice.ErrCard) {
			t.Errorf("NewCard(14) = %v", err)
		}
		if _, err := json.Marshal(dice.Card(0)); err == nil {
			t.Error("marshalled the zero Card")
		}
	})
	t.Run("colours: hearts and diamonds red, clubs and spades black, jokers neither", func(t *testing.T) {
		if !card(t, 2, dice.Hearts).Red() || !card(t, 2, dice.Diamonds).Red() || !card(t, 2, dice.Clubs).Black() || !card(t, 2, dice.Spades).Black() {
			t.Error("suit colours wrong")
		}
		if dice.Joker.Red() || dice.Joker.Black() || !dice.Joker2.IsJoker() {
			t.Error("joker colours wrong")
		}
	})
}
