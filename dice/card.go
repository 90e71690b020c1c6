package dice

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
)

// Suit is a card suit, numbered as the Aces & Eights d4 names them (rule
// DI-7): 1 Hearts, 2 Clubs, 3 Spades, 4 Diamonds. Jokers have no suit (0).
type Suit uint8

// The suits in the order of the Aces & Eights d4.
const (
	Hearts Suit = iota + 1
	Clubs
	Spades
	Diamonds
)

var (
	suitSymbols = enum.New[Suit]("suit", "", "♥", "♣", "♠", "♦")
	suitNames   = enum.New[Suit]("suit", "", "Hearts", "Clubs", "Spades", "Diamonds")
)

// String returns the suit's symbol: "♥"; "" for no suit (a joker's).
func (s Suit) String() string { return suitSymbols.String(s) }

// Rank is a card rank: Ace 1, 2..10, Jack 11, Queen 12, King 13; jokers 0.
type Rank uint8

// The named ranks.
const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

var rankNames = enum.New[Rank]("rank", "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

// String returns the rank as printed on the card: "A", "7", "10", "K"; "?"
// for a joker's rank (0).
func (r Rank) String() string { return rankNames.String(r) }

// Card is a playing card of a 54-card deck: the 52 standard cards and two
// jokers. The zero Card is no card ([Card.Valid] is false). Cards print as
// table talk ("7♣", "A♥", "10♦", "Joker") and marshal to JSON as text, the
// second joker as "Joker 2".
type Card uint8

// The jokers.
const (
	Joker  Card = 53
	Joker2 Card = 54
)

// NewCard returns the card of a rank (Ace..King) and suit (Hearts..Diamonds);
// anything else wraps [ErrCard].
func NewCard(r Rank, s Suit) (Card, error) {
	if r < Ace || r > King || s < Hearts || s > Diamonds {
		return 0, fmt.Errorf("%w: rank %d of suit %d", ErrCard, r, s)
	}
	return Card(int(s-1)*13 + int(r)), nil
}

// Valid reports whether c is one of the 54 cards.
func (c Card) Valid() bool { return c >= 1 && c <= Joker2 }

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c == Joker || c == Joker2 }

// Rank returns the card's rank; 0 for jokers and invalid cards.
func (c Card) Rank() Rank {
	if c < 1 || c > 52 {
		return 0
	}
	return Rank((int(c)-1)%13 + 1)
}

// Suit returns the card's suit; 0 for jokers and invalid cards.
func (c Card) Suit() Suit {
	if c < 1 || c > 52 {
		return 0
	}
	return Suit((int(c)-1)/13 + 1)
}

// Red reports whether the card is a heart or a diamond. Jokers are neither
// red nor black.
func (c Card) Red() bool { s := c.Suit(); return s == Hearts || s == Diamonds }

// Black reports whether the card is a club or a spade.
func (c Card) Black() bool { s := c.Suit(); return s == Clubs || s == Spades }

// String returns the card as table talk: "7♣", "A♥", "Joker", "Joker 2";
// "no card" for the zero Card.
func (c Card) String() string {
	switch {
	case c == Joker:
		return "Joker"
	case c == Joker2:
		return "Joker 2"
	case !c.Valid():
		return "no card"
	}
	return c.Rank().String() + c.Suit().String()
}

// MarshalText encodes the card as [Card.String]; the zero Card is an error.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("%w: %d", ErrCard, uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes a card written as [ParseCard] accepts.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// ParseCard reads a card: a rank (A, 2..10, T, J, Q, K) then a suit symbol
// (♥ ♣ ♠ ♦) or letter (H C S D), in either case — "7♣", "10H", "qs" — or
// "Joker", "Joker 2". Anything else wraps [ErrCard].
func ParseCard(s string) (Card, error) {
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "joker", "joker 1", "joker1":
		return Joker, nil
	case "joker 2", "joker2":
		return Joker2, nil
	}
	bad := func(why string) (Card, error) { return 0, fmt.Errorf("%w: %q: %s", ErrCard, s, why) }
	var suit Suit
	for i, sym := range suitSymbols.List()[1:] {
		if strings.HasSuffix(t, sym) {
			suit, t = Suit(i+1), strings.TrimSuffix(t, sym)
			break
		}
	}
	if suit == 0 {
		if t == "" {
			return bad("empty")
		}
		switch t[len(t)-1] {
		case 'H', 'h':
			suit = Hearts
		case 'C', 'c':
			suit = Clubs
		case 'S', 's':
			suit = Spades
		case 'D', 'd':
			suit = Diamonds
		default:
			return bad("no suit")
		}
		t = t[:len(t)-1]
	}
	rank, err := rankNames.Parse(t, ErrCard)
	if strings.EqualFold(t, "T") {
		rank, err = 10, nil
	}
	if err != nil || rank == 0 || t != strings.TrimSpace(t) {
		return bad("no rank")
	}
	return NewCard(rank, suit)
}

// UniformCard draws a card uniformly from a full deck, with replacement: one
// of 52 (54 with jokers), each equally likely — the default reading of the
// Spanish seed's d52 (rule DI-7). Draws: one IntN(52) or IntN(54).
func UniformCard(r Rand, jokers bool) Card {
	if jokers {
		return Card(r.IntN(54) + 1)
	}
	return Card(r.IntN(52) + 1)
}

// DiceCard is the record of a card made with dice: the faces and the card.
// D2 is 0 when it was not rolled.
type DiceCard struct {
	Card        Card
	D4, D12, D2 int
	Savage      bool // made with the Savage Worlds mapping, not Aces & Eights'
}

// CardFromDice makes a card the Aces & Eights way (rule DI-7): d4 for the
// suit (1 Hearts, 2 Clubs, 3 Spades, 4 Diamonds), d12 for the rank (1 Ace,
// 2–8 as shown, 9 → 9 or 10 by a d2, 10 Jack, 11 Queen, 12 King). Nines and
// tens come up 1/24 each, the other ranks 1/12. Draws: IntN(4), IntN(12),
// then IntN(2) only when the d12 shows 9.
func CardFromDice(r Rand) DiceCard {
	dc := DiceCard{D4: D(r, 4), D12: D(r, 12)}
	rank := dc.D12
	switch {
	case rank == 9:
		dc.D2 = r.IntN(2) + 1
		rank = 8 + dc.D2
	case rank >= 10:
		rank++
	}
	dc.Card = Card((dc.D4-1)*13 + rank)
	return dc
}

// savageSuits is the Savage Worlds rules' d4 suit order, also its tie-break order.
var savageSuits = [...]Suit{Spades, Hearts, Diamonds, Clubs}

// SavageCardFromDice makes a card with the Savage Worlds rules' own mapping (rule DI-8):
// d12 for the rank (1 Joker, 2–9 as shown, 10 Jack, 11 Queen, 12 King) and
// then, unless it is the Joker, d4 for the suit (1♠ 2♥ 3♦ 4♣, which is also
// the tie-break order). This deck has no aces and no tens; never mix it with
// [CardFromDice]. Draws: IntN(12), then IntN(4) unless the d12 shows 1.
func SavageCardFromDice(r Rand) DiceCard {
	dc := DiceCard{D12: D(r, 12), Savage: true}
	if dc.D12 == 1 {
		dc.Card = Joker
		return dc
	}
	rank := Rank(dc.D12)
	if dc.D12 >= 10 {
		rank++
	}
	dc.D4 = D(r, 4)
	dc.Card = Card(int(savageSuits[dc.D4-1]-1)*13 + int(rank))
	return dc
}

// String formats the record: "d4 2 (Clubs), d12 9, d2 2 → 10♣".
func (dc DiceCard) String() string {
	var b strings.Builder
	if dc.Savage {
		fmt.Fprintf(&b, "d12 %d", dc.D12)
		if dc.D4 != 0 {
			fmt.Fprintf(&b, ", d4 %d (%s)", dc.D4, suitNames.String(dc.Card.Suit()))
		}
	} else {
		fmt.Fprintf(&b, "d4 %d (%s), d12 %d", dc.D4, suitNames.String(dc.Card.Suit()), dc.D12)
		if dc.D2 != 0 {
			fmt.Fprintf(&b, ", d2 %d", dc.D2)
		}
	}
	b.WriteString(" → ")
	b.WriteString(dc.Card.String())
	return b.String()
}
