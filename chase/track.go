package chase

import (
	"github.com/deadmanshand/aces/dice"
)

// startDeck takes the caller's deck or shuffles a fresh one with two
// jokers (rule CS-1) and checks it can lay n cards. The engine reshuffles
// itself, so the deck's policy is set to Never.
func (e *engine) startDeck(d *dice.Deck, n int) error {
	if d == nil {
		e.deck.Jokers, e.deck.Policy = true, dice.Never
		e.deck.Shuffle(e.rnd)
	} else {
		if !d.Jokers {
			return errorf(ErrSetup, "the deck has no jokers; rule CS-1 plays with two")
		}
		e.deck = *d
		e.deck.Policy = dice.Never
	}
	if r := e.deck.Remaining(); r < n {
		return errorf(ErrSetup, "%d cards left, the layout needs %d", r, n)
	}
	e.track = e.track[:0]
	for range n {
		c, err := e.deck.Draw(nil)
		if err != nil {
			return errorf(ErrSetup, "%v", err)
		}
		e.track = append(e.track, c)
	}
	return nil
}

// cardAt returns card k of the track (k ≥ 1), dealing cards as needed: a
// fresh deck is shuffled for the Long phase's first card (55) and the
// Extreme phase's (109) in a chase, and whenever the deck runs out.
func (e *engine) cardAt(k int) dice.Card {
	for len(e.track) < k {
		n := len(e.track) + 1
		if e.deck.Remaining() == 0 || (!e.race && freshDeckAt(n)) {
			e.deck.Jokers, e.deck.Policy = true, dice.Never
			e.deck.Shuffle(e.rnd)
			if ev := e.emit(Shuffled, -1); ev != nil {
				ev.Pos = int32(n)
			}
		}
		c, _ := e.deck.Draw(nil)
		e.track = append(e.track, c)
	}
	return e.track[k-1]
}

// terrainAt returns the terrain of card k.
func (e *engine) terrainAt(k int) *Terrain {
	for i := range e.course {
		s := &e.course[i]
		if k >= s.From && (s.To == 0 || k <= s.To) {
			return &s.Terrain
		}
	}
	return &e.course[len(e.course)-1].Terrain
}

// CardValue returns a card's value for hazards and obstacles (rules CS-3,
// CSD-1): Ace 1, 2–10 as printed, Jack, Queen and King 10, a joker 11.
func CardValue(c dice.Card) int {
	switch {
	case c.IsJoker():
		return 11
	case c.Rank() >= 10:
		return 10
	}
	return int(c.Rank())
}
