package wounds

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Condition is a man's body between scenes (rule WOD-7): his clock, his
// hit points left, whether he is down or dead, whether he is nursed, and
// every wound he carries with its injuries and what is next due on its
// clock — a patient's state without the body (Con, maximum hit points,
// talents), the tables or the dice. A character keeps one between scenes;
// an encounter builds each participant's body in it, so he comes into the
// scene as he is (GUD-16: his hit points, each wound's penalties, his
// bleeding on its own clock).
//
// Patient.Condition returns a patient's condition and Patient.SetCondition
// builds a patient in one, checked as strictly as a saved patient is
// (Validate). A nil *Condition is a man unhurt at time 0; the methods read
// it so. A Condition marshals to JSON as {"now", "hp", "down", "dead",
// "nursing", "wounds"}; decoding refuses unknown fields, and the body it is
// read with validates the rest.
type Condition struct {
	Now     Time    `json:"now"`
	HP      int     `json:"hp"`
	Down    bool    `json:"down,omitempty"`
	Dead    bool    `json:"dead,omitempty"`
	Nursing bool    `json:"nursing,omitempty"`
	Wounds  []Wound `json:"wounds,omitempty"`
}

// ErrDown is wrapped by the error of a man who cannot stand (see
// Condition.Fit): dead, down or unconscious.
var ErrDown = errors.New("wounds: cannot stand")

// Condition returns the patient's condition now: a deep copy that shares
// nothing with him. A patient not built with NewPatient returns nil.
func (p *Patient) Condition() *Condition {
	if p.ready() != nil {
		return nil
	}
	c := &Condition{Now: p.now, HP: p.hp, Down: p.down, Dead: p.dead, Nursing: p.nursing}
	if len(p.wounds) > 0 {
		c.Wounds = append([]Wound(nil), p.wounds...)
	}
	return c
}

// SetCondition puts the patient in condition c, as if he had lived to it:
// his clock, hit points and wounds with their clocks are c's (copied), his
// log starts empty. A nil c is a man unhurt at time 0 (Reset). The
// condition is checked as strictly as a saved patient (see
// Condition.Validate) against the patient's body: one play could not have
// left a man of his maximum hit points and talents in wraps ErrState and
// leaves the patient unchanged. His body, tables and dice stay.
func (p *Patient) SetCondition(c *Condition) error {
	if err := p.ready(); err != nil {
		return err
	}
	if c == nil {
		p.Reset()
		return nil
	}
	if err := c.validate(p.body.MaxHP, p.flags); err != nil {
		return err
	}
	p.now, p.hp, p.down, p.dead, p.nursing = c.Now, c.HP, c.Down, c.Dead, c.Nursing
	p.wounds = append(p.wounds[:0], c.Wounds...)
	p.log, p.lazy = p.log[:0], p.lazy[:0]
	p.sumsOK = false
	return nil
}

// Validate reports a condition that play could not have left a man of body
// b in: a clock out of range, a wound out of range or whose injuries, flags
// and plans disagree, hit points other than b's maximum less the wounds'
// severities, down or dead flags that disagree with them. The error wraps
// ErrState and names the wound. A nil condition is valid.
func (c *Condition) Validate(b Body) error {
	if c == nil {
		return nil
	}
	if b.MaxHP < 1 || b.MaxHP > MaxHP {
		return fmt.Errorf("%w: %w: max HP %d, want 1..%d", ErrState, ErrBody, b.MaxHP, MaxHP)
	}
	return c.validate(b.MaxHP, readTalents(b.Talents))
}

// Check is Validate for an encounter that knows a man's maximum hit points
// but not his talents (a brawl, a chase, a trial): the same checks, but a
// wound's severity grade may be one below its damage (Guardian Angel) or
// one above (the attacker's Deadly Shot), whatever talents he has. The
// error wraps ErrState. A nil condition is valid.
func (c *Condition) Check(maxHP int) error {
	if c == nil {
		return nil
	}
	if maxHP < 1 || maxHP > MaxHP {
		return fmt.Errorf("%w: %w: max HP %d, want 1..%d", ErrState, ErrBody, maxHP, MaxHP)
	}
	return c.validate(maxHP, anyTalents)
}

// Clone returns a deep copy of c (nil for nil).
func (c *Condition) Clone() *Condition {
	if c == nil {
		return nil
	}
	d := *c
	if c.Wounds != nil {
		d.Wounds = append([]Wound(nil), c.Wounds...)
	}
	return &d
}

// Clock returns the time on his clock: Now, 0 for a nil condition.
func (c *Condition) Clock() Time {
	if c == nil {
		return 0
	}
	return c.Now
}

// Left returns his hit points left for a man of maxHP maximum hit points:
// HP, maxHP for a nil condition (unhurt).
func (c *Condition) Left(maxHP int) int {
	if c == nil {
		return maxHP
	}
	return c.HP
}

// Lost returns the hit points his wounds have cost him now: the sum of
// their severities (0 for a nil condition). His maximum is HP + Lost.
func (c *Condition) Lost() int {
	if c == nil {
		return 0
	}
	n := 0
	for i := range c.Wounds {
		n += c.Wounds[i].Severity
	}
	return n
}

// Unconscious reports whether a wound keeps him out cold (rule WO-4).
func (c *Condition) unconscious() bool {
	if c == nil || c.Dead {
		return false
	}
	for i := range c.Wounds {
		if c.Wounds[i].Out {
			return true
		}
	}
	return false
}

// Ill reports whether an infected wound's mild illness is running (rule
// WO-3): −2 Str, Dex and Con while it lasts.
func (c *Condition) Ill() bool {
	if c == nil || c.Dead {
		return false
	}
	for i := range c.Wounds {
		if c.Wounds[i].Infection.Stage == Ill {
			return true
		}
	}
	return false
}

// Fit reports whether a man in this condition can stand, at the
// condition's time: above 0 hit points and conscious (rules GUD-7, WO-4).
// It returns nil when he can, and otherwise an error wrapping ErrDown that
// says why — dead, down at his hit points, or unconscious — and when. An
// encounter refuses such a man, wrapping this error in its own.
func (c *Condition) Fit() error {
	switch {
	case c == nil:
		return nil
	case c.Dead:
		return fmt.Errorf("%w: dead at %s", ErrDown, c.Now)
	case c.HP <= 0:
		return fmt.Errorf("%w: down at %d hit points at %s (GUD-7)", ErrDown, c.HP, c.Now)
	case c.unconscious():
		return fmt.Errorf("%w: unconscious at %s (WO-4)", ErrDown, c.Now)
	}
	return nil
}

// Penalties returns what a man of body b suffers in this condition (see
// Patient.Penalties, which a patient of body b in it returns): his wounds'
// penalties, halved by Grit, permanent effects, the illness, useless parts,
// unconscious, down and dead. A nil condition suffers nothing.
func (c *Condition) Penalties(b Body) Penalties {
	if c == nil {
		return Penalties{}
	}
	var s penaltySums
	for i := range c.Wounds {
		s.add(&c.Wounds[i])
	}
	return s.penalties(readTalents(b.Talents)&grit != 0, c.Down, c.Dead)
}

// UnmarshalJSON decodes a condition, refusing unknown fields (ErrState).
// What the fields say is checked against a body, by Validate or by the
// patient or encounter that reads the condition.
func (c *Condition) UnmarshalJSON(data []byte) error {
	type plain Condition
	var v plain
	if err := encounter.Strict(data, &v); err != nil {
		if errors.Is(err, ErrState) {
			return err
		}
		return fmt.Errorf("%w: condition: %v", ErrState, err)
	}
	*c = Condition(v)
	return nil
}
