package chase

import (
	"github.com/deadmanshand/aces/dice"
)

// startDeck takes the caller's deck or shuffles a fresh one with two
// jokers (rule CS-1) and lays n cards from it. The engine reshuffles
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
	e.track, e.spots = e.track[:0], e.spots[:0]
	for range n {
		c, err := e.deck.Draw(nil)
		if err != nil {
			return errorf(ErrSetup, "%v", err)
		}
		e.put(c)
	}
	return nil
}

// spot is a card of the track as the rules read it: its value (rule
// CSD-1), the stretch of the course it lies in (its terrain) and the
// modifier that terrain gives the Riding checks made on it, and whether
// it is a hazard — a red card, a joker or a rank its terrain makes an
// automatic hazard (rules CS-3, CSD-5) — or an obstacle, a black card
// (rule CS-4).
type spot struct {
	card    dice.Card
	value   int8
	stretch uint8 // the index of its stretch in the course
	riding  int8  // its terrain's Riding modifier (±50)
	hazard  bool
	auto    bool // one of its terrain's automatic hazards (rule CSD-5)
}

// cards is how the rules read each card of the deck on one stretch of
// the course, indexed by card.
type cards [dice.Joker2 + 1]spot

// readCourse reads every card of the deck on each stretch of the course,
// and the stretch of each card of a race's course, once, as the setup is
// taken in: laying a card then looks its spot up.
func (e *engine) readCourse() {
	e.lie = resize(e.lie, len(e.course))
	e.along = e.along[:0]
	for st := range e.course {
		t := &e.course[st].Terrain
		for c := dice.Card(1); c <= dice.Joker2; c++ {
			auto := t.Hazards.has(c)
			e.lie[st][c] = spot{
				card: c, value: int8(CardValue(c)), stretch: uint8(st), riding: int8(t.Riding),
				hazard: c.IsJoker() || c.Red() || auto, auto: auto,
			}
		}
		for k := e.course[st].From; k <= e.course[st].To; k++ {
			e.along = append(e.along, uint8(st))
		}
	}
}

// put lays card c as the next card of the track.
func (e *engine) put(c dice.Card) {
	st := e.stretchAt(len(e.track) + 1)
	e.track = append(e.track, c)
	e.spots = append(e.spots, &e.lie[st][c])
}

// spotAt returns card k of the track (k ≥ 1) as the rules read it,
// dealing cards as needed (deal).
func (e *engine) spotAt(k int) *spot {
	if k > len(e.spots) {
		e.deal(k)
	}
	return e.spots[k-1]
}

// deal lays cards until the track has k: a fresh deck is shuffled for the
// Long phase's first card (55) and the Extreme phase's (109) in a chase,
// and whenever the deck runs out.
func (e *engine) deal(k int) {
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
		e.put(c)
	}
}

// stretchAt returns the index in the course of the stretch card k lies
// in: the last stretch holds every card past the others (a chase's one
// stretch is open-ended).
func (e *engine) stretchAt(k int) int {
	if k >= 1 && k <= len(e.along) {
		return int(e.along[k-1])
	}
	return len(e.course) - 1
}

// terrainAt returns the terrain of card k.
func (e *engine) terrainAt(k int) *Terrain { return &e.course[e.stretchAt(k)].Terrain }

// terrain returns the terrain of spot p.
func (e *engine) terrain(p *spot) *Terrain { return &e.course[p.stretch].Terrain }

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
