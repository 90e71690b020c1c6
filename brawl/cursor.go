package brawl

import "github.com/deadmanshand/aces/internal/enum"

// stage is where a round stands: between rounds, or at one of its
// decisions.
type stage uint8

// The stages of a round, in the order it passes them.
const (
	between    stage = iota // no round under way: the next Step begins one
	readying                // DecideReady of seat K and those after him (BR-7)
	betting                 // DecideBet of Colour by the K-th in the betting order (BR-2)
	turning                 // DecideTurn of the K-th in the attack order (BR-3)
	countering              // DecideCounter against Actor's Turn, of seat Seat and those after him (BR-9)
	raising                 // DecideRaise in the auction of Bids bids so far (BR-9)
	absorbing               // DecideAbsorb of the Blow's defender (BR-3)
)

var stageNames = enum.New[stage]("stage", "between", "readying", "betting", "turning", "countering", "raising", "absorbing")

// MarshalText encodes the stage by name.
func (s stage) MarshalText() ([]byte, error) { return stageNames.Marshal(s, ErrState) }

// UnmarshalText decodes a stage name, ignoring case.
func (s *stage) UnmarshalText(b []byte) error { return stageNames.Unmarshal(b, s, ErrState) }

// cursor says where the round stands: its stage, who is asked, and what of
// the turn being played is still to come (with the blow waiting for its
// chips, Brawl.blow).
type cursor struct {
	Stage  stage
	Colour Colour // betting: the colour being bet
	K      int    // readying: the seat; betting, turning: the index in the order

	// The turn of the K-th in the attack order (countering, raising,
	// absorbing).
	Actor int
	Turn  Turn

	// The Counter Action (countering, raising): the next seat offered it,
	// or the one who took it, and the auction of blue chips.
	Seat   int
	Bids   int // bids made, the actor's first
	Mine   int // blue the actor added
	Theirs int // blue the counter added
}

// landed is a blow that landed, waiting for its defender to choose the
// chips it takes (BR-3), with what the rest of it needs.
type landed struct {
	A       int     // the attacker
	D       int     // the defender
	Special Special // the special action that landed with it
	Depth   int     // free attacks before it in the chain (BR-4)
	Lying   bool    // the defender lay on the floor: no defence roll
	Nat     int     // the attacker's natural roll
	DefNat  int     // the defender's natural roll
	Damage  int     // chips of damage
	HP      int     // the weapon part, off hit points
	White   int     // the defender's white stack when it landed (BR-8)
	Take    int     // chips it takes: the damage, at most his stacks
	Free    FreeKind
}

// point is where a brawl stands in its own time, as its save checks it:
// the round, the stage, the colour being bet and the seat asked (−1
// between rounds), and what tells apart two asks of one seat in a round —
// the turn's place in the attack order, the bids of a Counter Action's
// auction so far, and the free attacks before a blow (BR-4). It is computed
// from the round's cursor, so it is the same at a decision's ask whether
// play stopped there or a replay passes through it, and no two asks of a
// brawl share one.
type point struct {
	Round  int    `json:"round"`
	Stage  stage  `json:"stage"`
	Colour Colour `json:"colour,omitempty"` // betting
	Seat   int    `json:"seat"`
	Turn   int    `json:"turn,omitempty"` // turning, countering, raising, absorbing
	Bid    int    `json:"bid,omitempty"`  // raising
	Blow   int    `json:"blow,omitempty"` // absorbing
}

// point returns where the brawl stands.
func (b *Brawl) point() point {
	p := point{Round: b.round, Stage: b.at.Stage}
	p.Seat, _ = b.asked()
	switch b.at.Stage {
	case betting:
		p.Colour = b.at.Colour
	case turning, countering:
		p.Turn = b.at.K
	case raising:
		p.Turn, p.Bid = b.at.K, b.at.Bids
	case absorbing:
		p.Turn, p.Blow = b.at.K, b.blow.Depth
	}
	return p
}
