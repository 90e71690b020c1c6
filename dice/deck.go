package dice

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
)

// Reshuffle is a deck's reshuffle policy: when its cards go back in.
type Reshuffle uint8

const (
	// WhenEmpty reshuffles the whole deck before a draw from an empty deck.
	WhenEmpty Reshuffle = iota
	// AfterJoker reshuffles the whole deck before the draw that follows a
	// joker (as Savage Worlds' initiative deck does), and when empty.
	AfterJoker
	// Never: a draw from an empty deck is an error wrapping [ErrDeckEmpty].
	Never
)

var reshuffleNames = enum.New[Reshuffle]("reshuffle policy", "when empty", "after joker", "never")

// String returns the policy's name: "when empty", "after joker", "never".
func (p Reshuffle) String() string { return reshuffleNames.String(p) }

// check returns an error wrapping [ErrDeck] for a policy that is not one of
// the three, listing them.
func (p Reshuffle) check() error {
	if !reshuffleNames.Valid(p) {
		return fmt.Errorf("%w: unknown reshuffle policy %d, want %d (%s), %d (%s) or %d (%s)", ErrDeck, uint8(p),
			WhenEmpty, WhenEmpty, AfterJoker, AfterJoker, Never, Never)
	}
	return nil
}

// MarshalText encodes the policy by name; a policy without one is an error
// wrapping [ErrDeck].
func (p Reshuffle) MarshalText() ([]byte, error) { return reshuffleNames.Marshal(p, ErrDeck) }

// UnmarshalText decodes a policy's name, ignoring case ("After Joker"). An
// unknown name is an error wrapping [ErrDeck] that lists the policies.
func (p *Reshuffle) UnmarshalText(b []byte) error { return reshuffleNames.Unmarshal(b, p, ErrDeck) }

// Deck is a deck of playing cards drawn without replacement (rule DI-7): 52
// cards, or 54 with the two jokers, a reshuffle policy and the history of
// the cards drawn since the last shuffle.
//
// A zero Deck is an unshuffled 52-card deck that reshuffles when empty; set
// Jokers and Policy before the first draw (or call [Deck.Reset] after
// changing them). Use [NewDeck] for a shuffled one. Shuffling and
// reshuffling draw from the Rand given; a Deck holds no randomness, so it
// saves as JSON next to the encounter's [Source].
type Deck struct {
	Jokers bool
	Policy Reshuffle

	cards [54]Card // the deck in order; cards[:top] have been drawn
	top   int
	ready bool
}

// NewDeck returns a shuffled deck. A nil r, or a policy that is not
// WhenEmpty, AfterJoker or Never, is an error wrapping [ErrDeck]. Draws: as
// [Deck.Shuffle].
func NewDeck(r Rand, jokers bool, policy Reshuffle) (*Deck, error) {
	if r == nil {
		return nil, fmt.Errorf("%w: no dice to shuffle with", ErrDeck)
	}
	if err := policy.check(); err != nil {
		return nil, err
	}
	d := &Deck{Jokers: jokers, Policy: policy}
	d.Shuffle(r)
	return d, nil
}

// DeckOf returns a stacked deck: the cards given on top, in that order, and
// the rest of the full deck after them in the unshuffled order of
// [Deck.Reset]. It is how a test or a GM replaying a physical deck deals known
// cards. A card that is not in the deck, or given twice, is an error wrapping
// [ErrDeck], and so is an unknown policy.
func DeckOf(jokers bool, policy Reshuffle, top ...Card) (*Deck, error) {
	if err := policy.check(); err != nil {
		return nil, err
	}
	d := &Deck{Jokers: jokers, Policy: policy}
	d.Reset()
	n := d.size()
	if len(top) > n {
		return nil, fmt.Errorf("%w: %d cards on top of a %d-card deck", ErrDeck, len(top), n)
	}
	var seen [55]bool
	for i, c := range top {
		if !c.Valid() || int(c) > n {
			return nil, fmt.Errorf("%w: card %d (%v) is not in this deck", ErrDeck, i, c)
		}
		if seen[c] {
			return nil, fmt.Errorf("%w: card %v given twice", ErrDeck, c)
		}
		seen[c] = true
		d.cards[i] = c
	}
	i := len(top)
	for c := Card(1); int(c) <= n; c++ {
		if !seen[c] {
			d.cards[i] = c
			i++
		}
	}
	return d, nil
}

// size returns the number of cards in the full deck: 52 or 54.
func (d *Deck) size() int {
	if d.Jokers {
		return 54
	}
	return 52
}

// Reset puts every card back in order — A♥ … K♥, A♣ … K♣, A♠ … K♠,
// A♦ … K♦, then the jokers — and clears the history.
func (d *Deck) Reset() {
	for i := range d.cards {
		d.cards[i] = Card(i + 1)
	}
	d.top = 0
	d.ready = true
}

// Shuffle puts every card back and shuffles the whole deck (Fisher–Yates).
// Draws: IntN(i+1) for i from 51 (53 with jokers) down to 1.
func (d *Deck) Shuffle(r Rand) {
	d.Reset()
	n := d.size()
	for i := n - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		d.cards[i], d.cards[j] = d.cards[j], d.cards[i]
	}
}

// Remaining returns the number of cards left to draw.
func (d *Deck) Remaining() int {
	if !d.ready {
		return d.size()
	}
	return d.size() - d.top
}

// Drawn returns the cards drawn since the last shuffle, in order. The slice
// aliases the deck and is valid until the next draw or shuffle.
func (d *Deck) Drawn() []Card {
	return d.cards[:d.top]
}

// Draw deals the top card. The policy decides what happens first: an empty
// deck is reshuffled (WhenEmpty, AfterJoker) or refused with an error
// wrapping [ErrDeckEmpty] (Never); after a joker, AfterJoker reshuffles.
// A Policy field set to an unknown policy is an error wrapping [ErrDeck].
// r is used only to reshuffle and may be nil when no reshuffle can happen
// (a reshuffle with a nil r panics). Draws: none, or those of [Deck.Shuffle].
func (d *Deck) Draw(r Rand) (Card, error) {
	if !d.ready {
		d.Reset()
	}
	n := d.size()
	switch {
	case d.Policy > Never:
		return 0, d.Policy.check()
	case d.top == n && d.Policy == Never:
		return 0, fmt.Errorf("%w: all %d cards drawn and the policy is never to reshuffle", ErrDeckEmpty, n)
	case d.top == n:
		d.Shuffle(r)
	case d.Policy == AfterJoker && d.top > 0 && d.cards[d.top-1].IsJoker():
		d.Shuffle(r)
	}
	c := d.cards[d.top]
	d.top++
	return c, nil
}

type deckJSON struct {
	Jokers bool      `json:"jokers"`
	Policy Reshuffle `json:"policy"`
	Drawn  []Card    `json:"drawn"`
	Left   []Card    `json:"left"`
}

// MarshalJSON saves the deck: its options, the cards drawn since the last
// shuffle and the cards left in order.
func (d Deck) MarshalJSON() ([]byte, error) {
	if !d.ready {
		d.Reset()
	}
	return json.Marshal(deckJSON{d.Jokers, d.Policy, d.cards[:d.top], d.cards[d.top:d.size()]})
}

// UnmarshalJSON restores a saved deck: the deck that was saved, card for
// card (a zero Deck's JSON loads as the unshuffled deck it is). Drawn and
// left together must be the full deck, each card once, and no key may be
// one a deck does not save; otherwise the error wraps [ErrDeck] and says
// what is wrong.
func (d *Deck) UnmarshalJSON(data []byte) error {
	var j deckJSON
	if err := encounter.Strict(data, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrDeck, err)
	}
	nd := Deck{Jokers: j.Jokers, Policy: j.Policy, ready: true}
	all := append(append([]Card(nil), j.Drawn...), j.Left...)
	if len(all) != nd.size() {
		return fmt.Errorf("%w: %d cards, want %d", ErrDeck, len(all), nd.size())
	}
	var seen [55]bool
	for i, c := range all {
		if !c.Valid() || int(c) > nd.size() {
			return fmt.Errorf("%w: card %d (%v) is not in this deck", ErrDeck, i, c)
		}
		if seen[c] {
			return fmt.Errorf("%w: card %v appears twice", ErrDeck, c)
		}
		seen[c] = true
		nd.cards[i] = c
	}
	for i := len(all); i < len(nd.cards); i++ {
		nd.cards[i] = Card(i + 1) // the jokers' slots of a 52-card deck, as Reset leaves them
	}
	nd.top = len(j.Drawn)
	*d = nd
	return nil
}
