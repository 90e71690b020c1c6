package brawl

import "github.com/deadmanshand/aces/internal/enum"

// Condition is whether a brawler is still in the fight.
type Condition uint8

// The conditions.
const (
	// InFight: still brawling (he may be resting or on the floor).
	InFight Condition = iota
	// KnockedOut: all three stacks reached zero (BR-5). Further damage comes
	// off his hit points; he can be beaten to death.
	KnockedOut
	// Fallen: his hit points fell to 0 or below (GUD-7): down, out of the
	// fight.
	Fallen
	// Dead: his hit points fell to −10 or below (GUD-7).
	Dead
	numConditions
)

var conditionNames = enum.New[Condition]("condition", "in the fight", "knocked out", "fallen", "dead")

// String returns "in the fight", "knocked out", "fallen" or "dead".
func (c Condition) String() string { return conditionNames.String(c) }

// MarshalText encodes the condition by name.
func (c Condition) MarshalText() ([]byte, error) { return conditionNames.Marshal(c, ErrState) }

// UnmarshalText decodes a condition name, ignoring case.
func (c *Condition) UnmarshalText(b []byte) error { return conditionNames.Unmarshal(b, c, ErrState) }

// Grip is how a brawler is gripped by another (BR-9).
type Grip uint8

// The grips.
const (
	NoGrip  Grip = iota
	Grabbed      // by a Grab: he counts at most 1 white chip until he breaks free
	Held         // by a Hold: he counts no white chips and can only try to break free
	numGrips
)

var gripNames = enum.New[Grip]("grip", "none", "grabbed", "held")

// String returns "none", "grabbed" or "held".
func (g Grip) String() string { return gripNames.String(g) }

// MarshalText encodes the grip by name.
func (g Grip) MarshalText() ([]byte, error) { return gripNames.Marshal(g, ErrState) }

// UnmarshalText decodes a grip name, ignoring case.
func (g *Grip) UnmarshalText(b []byte) error { return gripNames.Unmarshal(b, g, ErrState) }

// Pending are effects of special actions waiting for a brawler's next
// action (BR-9): they cap or reduce the chips he bets in the next round he
// fights, and are used up by it.
type Pending struct {
	Trip     bool `json:"trip,omitempty"`     // at most 1 blue and 1 white
	LowBlow  bool `json:"lowBlow,omitempty"`  // at most 1 blue
	HeadButt bool `json:"headButt,omitempty"` // his bet counts 2 blue and 1 white fewer
}

// Seat is a brawler at the brawl: his Brawler, his chip stacks, his hit
// points and where he stands, and what he did this round. Strategies read
// seats through their View; they must not modify them.
type Seat struct {
	Brawler   Brawler   `json:"brawler"`
	Stack     Chips     `json:"stack"`     // his three stacks (BR-1)
	HP        int       `json:"hp"`        // hit points now
	Condition Condition `json:"condition"` // in the fight, knocked out, fallen or dead
	Spot      int       `json:"spot"`      // where he stands: adjacent to those at the same spot
	Hand      string    `json:"hand,omitempty"`
	OnFloor   bool      `json:"onFloor,omitempty"` // pushed down (Push): stands next round
	Grip      Grip      `json:"grip,omitempty"`    // grabbed or held …
	GrippedBy int       `json:"grippedBy"`         // … by this seat (meaningful when Grip is set)
	Stunned   bool      `json:"stunned,omitempty"` // partially stunned this round (BR-8)
	Regain    Chips     `json:"regain,omitzero"`   // chips due at the start of next round from a rest (BR-7)
	Pending   Pending   `json:"pending,omitzero"`  // effects waiting for his next action

	// The round being played.
	Fighting bool  `json:"-"` // anted this round
	Resting  bool  `json:"-"` // resting this round
	Bet      Chips `json:"-"` // chips bet this round, besides the ante
	Count    Chips `json:"-"` // chips his bet counts for now (after grabs, trips, head butts)
	Acted    bool  `json:"-"` // had his turn
	StoodUp  bool  `json:"-"` // stood up this round and may not attack
	Weak     bool  `json:"-"` // no red chips when the round began: 1 damage at most (BR-5)
	Fatigued bool  `json:"-"` // no blue chips when the round began: no to-hit bonus (BR-5)

	natural     int  // his best natural attack roll this round (BR-6)
	contributed bool // anted or rolled a die this round (the rake's count)
	damage      int  // chip damage taken this round (BR-8)
	stunNext    bool // stunned next round
	lastBy      int  // who last attacked him, or drained him, this round, or −1: he deals a knock-out (Stats)
	knockOuts   int  // the times he was knocked out in this brawl (Stats)
	dealt       int  // the knock-outs he dealt in this brawl (Stats)

	// What his scores as they are now give, worked out when he is dealt
	// in (Brawler.scores: an illness lowers them): his Dex for the attack
	// order (BR-3), his bet limits unstunned and stunned (BR-2, BR-8).
	dex    int
	limits [2]Chips

	// His limits this round, colour by colour (Brawl.betLimits), set when
	// the bets open: placing bets moves only chips, so nothing changes
	// them while the bets are placed.
	lim Chips
}

// betMax returns the most chips of colour c he may bet while the bets are
// placed: his limit this round, at most his stack.
func (s *Seat) betMax(c Colour) int { return min(s.lim.Of(c), s.Stack.Of(c)) }

// In reports whether he is still in the fight.
func (s *Seat) In() bool { return s.Condition == InFight }

// Lying reports whether he lies on the floor: pushed down, knocked out or
// fallen (a Kick or a Spur needs it).
func (s *Seat) Lying() bool { return s.OnFloor || (s.Condition != InFight && s.Condition != Dead) }

// Winded reports whether he has no white chips (BR-5).
func (s *Seat) Winded() bool { return s.Stack.White == 0 }

func (s *Seat) clearRound() {
	s.Fighting, s.Resting, s.Acted, s.StoodUp = false, false, false, false
	s.Bet, s.Count = Chips{}, Chips{}
	s.natural, s.contributed, s.damage, s.lastBy = 0, false, 0, -1
}
