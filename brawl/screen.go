package brawl

import (
	"slices"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Screen is the whole brawl at a moment, for a game master's screen: every
// seat as it stands, who plays it, the pot, the chip accounts and what the
// round waits for. It is a copy: changing it changes nothing in the brawl.
type Screen struct {
	Round  int    `json:"round"`  // the round being played, or the last one
	Over   bool   `json:"over"`   // the brawl has ended
	Winner int    `json:"winner"` // the last man standing once it is over, or −1
	Pot    Chips  `json:"pot"`    // the round's bets and antes
	Carry  Chips  `json:"carry"`  // left by ties for the next round's winner (BR-6)
	Ledger Ledger `json:"ledger"` // the chip accounts (BR-10)
	Seats  []Seat `json:"seats"`  // every brawler, in setup order
	// InPlay is the chips in all stacks and the pot, carried chips
	// included: what the Ledger accounts for (BR-10).
	InPlay Chips `json:"inPlay"`
	// Deciders names who plays each seat: "person", a built-in strategy's
	// name, a custom one's Name, or "custom".
	Deciders []string `json:"deciders"`
	// Asked is the seat the round waits on and Decision what he decides
	// (−1 and NoDecision between rounds); Chosen his answer recorded by
	// Decide, not yet played.
	Asked    int      `json:"asked"`
	Decision Decision `json:"decision"`
	Chosen   *Choice  `json:"chosen,omitempty"`
	Spots    []string `json:"spots"` // the saloon
}

// State returns the whole brawl as it stands, for a game master's screen
// (a brawl hides nothing from its players either; see View).
func (b *Brawl) State() Screen {
	t := Screen{
		Round: b.round, Over: b.over, Winner: b.winner, Pot: b.pot, Carry: b.carry, Ledger: b.ledger,
		Seats: slices.Clone(b.seats), InPlay: b.inPlay(), Deciders: make([]string, len(b.seats)), Spots: slices.Clone(b.spots),
	}
	for i, s := range t.Seats {
		if s.Brawler.Weapon != nil {
			w := s.Brawler.Weapon.clone()
			t.Seats[i].Brawler.Weapon = &w
		}
	}
	for i, d := range b.deciders {
		switch n, ok := d.(encounter.Named); {
		case d == nil:
			t.Deciders[i] = encounter.Person
		case strategyName(d) != "":
			t.Deciders[i] = strategyName(d)
		case ok:
			t.Deciders[i] = n.Name()
		default:
			t.Deciders[i] = "custom"
		}
	}
	t.Asked, t.Decision = b.asked()
	if b.over {
		t.Asked, t.Decision = -1, NoDecision
	}
	if b.has {
		c := b.chosen
		t.Chosen = &c
	}
	return t
}

// limits returns the viewing brawler's bet limits now, colour by colour:
// BR-2's, halved when stunned (BR-8), capped by a grab, hold, trip or low
// blow (BR-9) and by his stacks.
func (v *View) limits() Chips {
	return Chips{v.Limit(Red), v.Limit(Blue), v.Limit(White)}
}

// String shows the table from the viewing brawler's seat, then what he may
// choose: round, his stacks and limits, the pot, every seat with its
// chips, spot, grip and condition, and the options.
func (v *View) String() string {
	b, me := v.b, v.me
	var sb strings.Builder
	s := &b.seats[me]
	sb.WriteString("round " + strconv.Itoa(b.round) + " · you are " + s.Brawler.Name + " (seat " + strconv.Itoa(me) + ")")
	sb.WriteString(" · your stacks " + s.Stack.String() + " · limits " + v.limits().String())
	if s.Stunned {
		sb.WriteString(" (stunned)")
	}
	sb.WriteString(" · pot " + v.Pot.String() + "\n")
	for i := range b.seats {
		o := &b.seats[i]
		sb.WriteString("  " + strconv.Itoa(i) + " " + o.Brawler.Name + ": " + o.Stack.String() + ", " + strconv.Itoa(o.HP) + " hp, " + o.Condition.String() + ", at " + b.spotName(o.Spot))
		if !o.Bet.IsZero() {
			sb.WriteString(", bet " + o.Bet.String())
		}
		if o.Hand != "" {
			sb.WriteString(", holds " + o.Hand)
		}
		if o.Grip != NoGrip {
			sb.WriteString(", " + o.Grip.String() + " by " + b.seats[o.GrippedBy].Brawler.Name)
		}
		if o.OnFloor {
			sb.WriteString(", on the floor")
		}
		if o.Resting {
			sb.WriteString(", resting")
		}
		sb.WriteByte('\n')
	}
	o := v.Options()
	if o.Kind != NoDecision {
		sb.WriteString("you decide (" + o.Kind.String() + "):\n")
	}
	sb.WriteString(o.text())
	return sb.String()
}
