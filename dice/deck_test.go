package dice_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

func TestDeck(t *testing.T) {
	t.Run("DI-7 a zero Deck is an unshuffled 52-card deck, A♥ first", func(t *testing.T) {
		var d dice.Deck
		c, err := d.Draw(nil)
		if err != nil || c.String() != "A♥" || d.Remaining() != 51 {
			t.Errorf("first card %v, %v; %d left", c, err, d.Remaining())
		}
	})
	t.Run("DI-7 cards are drawn without replacement", func(t *testing.T) {
		for _, jokers := range []bool{false, true} {
			d := mustDeck(t, dice.NewSource(7), jokers, dice.Never)
			seen := map[dice.Card]bool{}
			for range d.Remaining() { // 52 or 54: the deck is fresh
				c, err := d.Draw(nil)
				if err != nil || seen[c] {
					t.Fatalf("drew %v twice (err %v)", c, err)
				}
				seen[c] = true
			}
			if want := map[bool]int{false: 52, true: 54}[jokers]; len(seen) != want || len(d.Drawn()) != want {
				t.Errorf("jokers %v: %d distinct cards, %d in history; want %d", jokers, len(seen), len(d.Drawn()), want)
			}
			if seen[dice.Joker] != jokers || seen[dice.Joker2] != jokers {
				t.Errorf("jokers %v: jokers drawn %v %v", jokers, seen[dice.Joker], seen[dice.Joker2])
			}
			if _, err := d.Draw(nil); !errors.Is(err, dice.ErrDeckEmpty) {
				t.Errorf("draw from an empty Never deck: %v", err)
			}
		}
	})
	t.Run("DI-7 when empty the deck reshuffles and the history restarts", func(t *testing.T) {
		r := dice.NewSource(8)
		d := mustDeck(t, r, false, dice.WhenEmpty)
		for range 52 {
			if _, err := d.Draw(r); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := d.Draw(r); err != nil || len(d.Drawn()) != 1 || d.Remaining() != 51 {
			t.Errorf("after the 53rd draw: %v, history %d, left %d", err, len(d.Drawn()), d.Remaining())
		}
	})
	t.Run("DI-7 after a joker the deck reshuffles before the next draw", func(t *testing.T) {
		d := &dice.Deck{Jokers: true, Policy: dice.AfterJoker}
		// Unshuffled, the jokers are the last two cards: draw 52, then Joker.
		for range 53 {
			if _, err := d.Draw(nil); err != nil {
				t.Fatal(err)
			}
		}
		if last := d.Drawn()[52]; last != dice.Joker {
			t.Fatalf("53rd card %v", last)
		}
		// A shuffle of 54 cards draws IntN(54) … IntN(2): 53 faces of 1
		// leave the order rotated; what matters is that it shuffled.
		faces := make([]int, 53)
		for i := range faces {
			faces[i] = 1
		}
		s := dicetest.NewScript(t, faces...)
		if _, err := d.Draw(s); err != nil {
			t.Fatal(err)
		}
		s.Done()
		if d.Remaining() != 53 || len(d.Drawn()) != 1 {
			t.Errorf("after the joker: %d left, history %d", d.Remaining(), len(d.Drawn()))
		}
	})
	t.Run("a saved deck resumes with the same cards", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			// Saving a deck at any point and loading it deals the same cards
			// as the original.
			r := dice.NewSource(rapid.Uint64().Draw(t, "seed"))
			d := mustDeck(t, r, rapid.Bool().Draw(t, "jokers"), dice.WhenEmpty)
			for range rapid.IntRange(0, 60).Draw(t, "drawn") {
				d.Draw(r)
			}
			b, err := json.Marshal(d)
			if err != nil {
				t.Fatal(err)
			}
			var back dice.Deck
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			state, _ := r.MarshalBinary()
			r2 := new(dice.Source)
			r2.UnmarshalBinary(state)
			for i := range 60 {
				a, _ := d.Draw(r)
				c, _ := back.Draw(r2)
				if a != c {
					t.Fatalf("draw %d after resume: %v vs %v", i, a, c)
				}
			}
		})
	})
	t.Run("a broken saved deck is an error naming the card", func(t *testing.T) {
		var d dice.Deck
		for _, bad := range []string{
			`{"jokers":false,"policy":"never","drawn":[],"left":["A♥"]}`,
			`{"jokers":false,"policy":"sometimes","drawn":[],"left":[]}`,
			`{"jokers":false,"policy":"never","drawn":["A♥","A♥"],"left":[]}`,
			`[1, 2]`,
		} {
			if err := d.UnmarshalJSON([]byte(bad)); !errors.Is(err, dice.ErrDeck) {
				t.Errorf("Unmarshal(%s) = %v, want ErrDeck", bad, err)
			}
		}
		// 52 cards where one is a joker in a joker-less deck.
		var full dice.Deck
		b, _ := json.Marshal(&full)
		var j map[string]any
		json.Unmarshal(b, &j)
		left := j["left"].([]any)
		left[0] = "Joker"
		b, _ = json.Marshal(j)
		if err := json.Unmarshal(b, &d); !errors.Is(err, dice.ErrDeck) {
			t.Errorf("a joker in a 52-card deck: %v", err)
		}
	})
}

func TestDeckOf(t *testing.T) {
	sevenClubs, _ := dice.ParseCard("7♣")
	d, err := dice.DeckOf(true, dice.Never, sevenClubs, dice.Joker)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for range 4 {
		c, err := d.Draw(nil)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, c.String())
	}
	if want := "7♣ Joker A♥ 2♥"; strings.Join(got, " ") != want {
		t.Errorf("dealt %v, want %s", got, want)
	}
	if d.Remaining() != 50 {
		t.Errorf("%d left, want 50", d.Remaining())
	}
	for _, top := range [][]dice.Card{{sevenClubs, sevenClubs}, {0}, {dice.Joker2}} {
		if _, err := dice.DeckOf(false, dice.Never, top...); !errors.Is(err, dice.ErrDeck) {
			t.Errorf("DeckOf(%v) = %v, want ErrDeck", top, err)
		}
	}
}

func mustDeck(t interface {
	Helper()
	Fatal(...any)
}, r dice.Rand, jokers bool, policy dice.Reshuffle) *dice.Deck {
	t.Helper()
	d, err := dice.NewDeck(r, jokers, policy)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDeckRefusesWhatItCannotSave(t *testing.T) {
	t.Run("an unknown policy is refused when the deck is made", func(t *testing.T) {
		if _, err := dice.NewDeck(dice.NewSource(1), true, dice.Reshuffle(3)); !errors.Is(err, dice.ErrDeck) || !strings.Contains(err.Error(), "never") {
			t.Errorf("NewDeck(Reshuffle(3)) = %v, want ErrDeck listing the policies", err)
		}
		if _, err := dice.DeckOf(true, dice.Reshuffle(3)); !errors.Is(err, dice.ErrDeck) {
			t.Errorf("DeckOf(Reshuffle(3)) = %v, want ErrDeck", err)
		}
		d := dice.Deck{Policy: dice.Reshuffle(9)}
		if _, err := d.Draw(nil); !errors.Is(err, dice.ErrDeck) {
			t.Errorf("Draw with Reshuffle(9) = %v, want ErrDeck", err)
		}
	})
	t.Run("nil dice are refused by the constructor", func(t *testing.T) {
		if d, err := dice.NewDeck(nil, false, dice.WhenEmpty); !errors.Is(err, dice.ErrDeck) || d != nil {
			t.Errorf("NewDeck(nil) = %v, %v; want nil, ErrDeck", d, err)
		}
	})
	t.Run("every deck made saves", func(t *testing.T) {
		for p := dice.WhenEmpty; p <= dice.Never; p++ {
			d := mustDeck(t, dice.NewSource(2), true, p)
			if _, err := json.Marshal(d); err != nil {
				t.Errorf("%v: %v", p, err)
			}
		}
	})
}
