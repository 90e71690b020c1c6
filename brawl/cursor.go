package brawl

import (
	"fmt"
	"slices"
	"strings"
)

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
	numStages
)

var stageNames = [numStages]string{"between", "readying", "betting", "turning", "countering", "raising", "absorbing"}

// MarshalText encodes the stage by name.
func (s stage) MarshalText() ([]byte, error) {
	if s >= numStages {
		return nil, fmt.Errorf("%w: stage %d", ErrState, s)
	}
	return []byte(stageNames[s]), nil
}

// UnmarshalText decodes a stage name.
func (s *stage) UnmarshalText(b []byte) error {
	for i, n := range stageNames {
		if n == string(b) {
			*s = stage(i)
			return nil
		}
	}
	return fmt.Errorf("%w: unknown stage %q (want %s)", ErrState, b, strings.Join(stageNames[:], ", "))
}

// cursor says where the round stands: its stage, who is asked, and what of
// the turn being played is still to come. It is saved with the brawl, so a
// save taken at a decision resumes at the same decision.
type cursor struct {
	Stage  stage  `json:"stage"`
	K      int    `json:"k,omitempty"`      // readying: the seat; betting, turning: the index in the order
	Colour Colour `json:"colour,omitempty"` // betting: the colour being bet

	// The turn of the K-th in the attack order (countering, raising,
	// absorbing).
	Actor int  `json:"actor,omitempty"`
	Turn  Turn `json:"turn,omitzero"`

	// The Counter Action (countering, raising): the next seat offered it,
	// or the one who took it, and the auction of blue chips.
	Seat   int `json:"seat,omitempty"`
	Bids   int `json:"bids,omitempty"`   // bids made, the actor's first
	Mine   int `json:"mine,omitempty"`   // blue the actor added
	Theirs int `json:"theirs,omitempty"` // blue the counter added

	// The blow that landed (absorbing).
	Blow landed `json:"blow,omitzero"`
}

// landed is a blow that landed, waiting for its defender to choose the
// chips it takes (BR-3), with what the rest of it needs.
type landed struct {
	A       int      `json:"a"`                 // the attacker
	D       int      `json:"d"`                 // the defender
	Special Special  `json:"special,omitempty"` // the special action that landed with it
	Depth   int      `json:"depth,omitempty"`   // free attacks before it in the chain (BR-4)
	Lying   bool     `json:"lying,omitempty"`   // the defender lay on the floor: no defence roll
	Nat     int      `json:"nat"`               // the attacker's natural roll
	DefNat  int      `json:"defNat,omitempty"`  // the defender's natural roll
	Damage  int      `json:"damage"`            // chips of damage
	HP      int      `json:"hp,omitempty"`      // the weapon part, off hit points
	White   int      `json:"white"`             // the defender's white stack when it landed (BR-8)
	Take    int      `json:"take"`              // chips it takes: the damage, at most his stacks
	Free    FreeKind `json:"free,omitempty"`
}

// checkCursor refuses a saved round that could not arise from play: a
// stage at a decision nobody could be asked, an order that is not the
// fighters', a cursor out of range.
func (b *Brawl) checkCursor() error {
	n, at := len(b.seats), &b.at
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: the round under way (%v): %s", ErrState, at.Stage, fmt.Sprintf(format, args...))
	}
	seen := make([]bool, n)
	for _, i := range b.order {
		if i < 0 || i >= n || seen[i] {
			return bad("order %v is not a list of seats", b.order)
		}
		seen[i] = true
	}
	if at.Stage >= numStages {
		return bad("stage %d", at.Stage)
	}
	if at.Stage == between {
		if *at != (cursor{}) {
			return bad("a cursor between rounds")
		}
		if !b.pot.IsZero() {
			return bad("%v in the pot between rounds", b.pot)
		}
		return nil
	}
	if b.over || b.round == 0 {
		return bad("a round under way in a brawl over or not begun")
	}
	if at.Colour > White {
		return bad("colour %d", at.Colour)
	}
	inOrder := func(what string) (int, error) {
		if at.K < 0 || at.K >= len(b.order) {
			return 0, bad("%s %d of %d in the order", what, at.K, len(b.order))
		}
		for _, i := range b.order {
			if !b.seats[i].Fighting {
				return 0, bad("%s in the order does not fight this round", b.seats[i].Brawler.Name)
			}
		}
		return b.order[at.K], nil
	}
	switch at.Stage {
	case readying:
		if at.K < 0 || at.K >= n || !b.seats[at.K].In() {
			return bad("seat %d is not one to ask", at.K)
		}
		for i := range b.seats {
			s := &b.seats[i]
			if asked := s.Fighting || s.Resting; asked != (i < at.K && (s.In() || s.Fighting)) || s.Fighting && s.Resting {
				return bad("%s has (or has not) said whether he fights, out of seat order (BR-2)", s.Brawler.Name)
			}
		}
	case betting:
		i, err := inOrder("bettor")
		if err != nil {
			return err
		}
		if !b.seats[i].In() {
			return bad("%s bets out of the fight", b.seats[i].Brawler.Name)
		}
		saved, cur := slices.Clone(b.order), b.at
		b.startBets()
		b.at = cur
		ok := slices.Equal(saved, b.order)
		b.order = saved
		if !ok {
			return bad("betting order %v is not the fighters' in ascending Wisdom (BR-2)", saved)
		}
	default:
		i, err := inOrder("attacker")
		if err != nil {
			return err
		}
		for k := 1; k < len(b.order); k++ {
			if b.before(b.order[k], b.order[k-1]) {
				return bad("attack order %v is not by descending blue bet, then Dex (BR-3)", b.order)
			}
		}
		s := &b.seats[i]
		if at.Stage == turning {
			if !s.In() || !s.Acted || s.OnFloor || s.StoodUp || b.standing() <= 1 {
				return bad("%s is not one to take a turn", s.Brawler.Name)
			}
			break
		}
		if at.Actor != i {
			return bad("the actor is seat %d, the turn is seat %d's", at.Actor, i)
		}
		if err := b.checkTurnShape(at.Turn); err != nil {
			return bad("%v", err)
		}
	}
	switch at.Stage {
	case countering, raising:
		if at.Turn.Special == NoSpecial {
			return bad("a counter action against a plain punch")
		}
		if at.Seat < 0 || at.Seat >= n || at.Seat == at.Actor || b.seats[at.Seat].Spot != b.seats[at.Actor].Spot || !b.seats[at.Seat].In() || !b.seats[at.Actor].In() {
			return bad("seat %d cannot counter seat %d", at.Seat, at.Actor)
		}
		if at.Stage == countering && (at.Bids != 0 || at.Mine != 0 || at.Theirs != 0) {
			return bad("an auction before the counter")
		}
		if at.Bids < 0 || at.Mine < 0 || at.Theirs < 0 || at.Mine > maxChips || at.Theirs > maxChips || at.Bids > 2*maxChips {
			return bad("auction %d bids, %d and %d blue", at.Bids, at.Mine, at.Theirs)
		}
	case absorbing:
		l := &at.Blow
		if l.A < 0 || l.A >= n || l.D < 0 || l.D >= n || l.A == l.D || !b.seats[l.D].In() {
			return bad("a blow of seat %d on seat %d", l.A, l.D)
		}
		if l.Take < 1 || l.Take > l.Damage || l.Take > b.seats[l.D].Stack.Total() || l.HP < 0 || l.Special >= numSpecials ||
			l.Depth < 0 || l.Depth > MaxFreeAttacks || l.Nat < 1 || l.Nat > 20 || l.DefNat < 0 || l.DefNat > 20 || l.White < 0 || l.White > maxChips || l.Free > CounterAttack {
			return bad("a blow of %d damage taking %d chips", l.Damage, l.Take)
		}
	}
	return nil
}

// checkTurnShape refuses a saved turn no check could have passed: a seat,
// spot, special action or weapon out of the brawl's range.
func (b *Brawl) checkTurnShape(t Turn) error {
	if t.Target < Nobody || t.Target >= len(b.seats) || t.Special >= numSpecials || t.Spot < 0 || t.Spot >= len(b.spots) {
		return fmt.Errorf("turn %v", t)
	}
	if t.PickUp != "" {
		if _, ok := b.weapons.Find(t.PickUp); !ok {
			return fmt.Errorf("turn %v picks up a weapon not in the saloon", t)
		}
	}
	return nil
}
