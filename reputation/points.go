package reputation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// rerollCost is the price of one re-roll in Reputation Points (rule RE-2).
const rerollCost = 10

// RollKind names the rolls Reputation Points can buy a re-roll of (rule
// RE-2). The zero RollKind is no roll, so a caller always says which.
type RollKind uint8

// The rolls a re-roll may be bought for (rule RE-2).
const (
	CombatRoll   RollKind = iota + 1 // his own combat roll: a shot, a blow, damage, initiative
	AbilityCheck                     // his own ability check
	SkillCheck                       // his own skill check
	OthersRoll                       // another's roll that directly affects him (the shot at him)
)

var rollKindNames = enum.From[RollKind](1, "roll kind", "combat roll", "ability check", "skill check", "another's roll")

// String names the kind of roll: "skill check".
func (k RollKind) String() string { return rollKindNames.String(k) }

func (k RollKind) valid() error {
	if !rollKindNames.Valid(k) {
		return fmt.Errorf("%w: %v is not a combat roll, ability check, skill check or another's roll that affects him", ErrReroll, k)
	}
	return nil
}

// PayReroll spends 10 Reputation Points on one re-roll of a roll of the kind
// given (rule RE-2). The score does not change. With fewer than 10 RP the
// error wraps [ErrNotEnoughRP]; an unknown kind wraps [ErrReroll]; either way
// nothing is spent. Use it when the roll is not a [dice.Check]; otherwise
// [Standing.Reroll] pays and rolls in one step.
func (s *Standing) PayReroll(kind RollKind) error {
	if err := kind.valid(); err != nil {
		return err
	}
	if s.RP < rerollCost {
		return fmt.Errorf("%w: a re-roll costs %d RP and he has %d", ErrNotEnoughRP, rerollCost, s.RP)
	}
	s.RP -= rerollCost
	return nil
}

// Reroll is the record of a re-roll bought with Reputation Points or taken
// as a mulligan: what was re-rolled, how it was paid, what is left, and the
// check before and after. The new check stands, better or worse.
type Reroll struct {
	Kind          RollKind
	Mulligan      bool // a free mulligan, not Reputation Points
	Cost          int  // RP spent: 10, or 0 for a mulligan
	RPLeft        int  // Reputation Points left
	MulligansLeft int  // mulligans left this session
	Old, New      dice.Check
}

// String describes the re-roll as table talk:
//
//	skill check re-rolled for 10 RP (25 left): Riding: d100 12 +40 (Average) = 52 ≥ 72: failure by 20 → d100 47 +40 (Average) = 87 ≥ 72: success by 15
func (r Reroll) String() string {
	var b strings.Builder
	b.WriteString(r.Kind.String())
	if r.Mulligan {
		b.WriteString(" re-rolled with a mulligan (")
		b.WriteString(strconv.Itoa(r.MulligansLeft))
		b.WriteString(" left): ")
	} else {
		b.WriteString(" re-rolled for ")
		b.WriteString(strconv.Itoa(r.Cost))
		b.WriteString(" RP (")
		b.WriteString(strconv.Itoa(r.RPLeft))
		b.WriteString(" left): ")
	}
	b.WriteString(r.Old.String())
	b.WriteString(" → ")
	n := r.New
	n.Label = "" // said once, before the old roll
	b.WriteString(n.String())
	return b.String()
}

// Reroll spends 10 Reputation Points (rule RE-2) and rolls the check again:
// the same dice, modifiers, comparison, target and label; the new check
// stands. A re-roll can itself be re-rolled: pass the record's New check to
// Reroll again. The kind says which roll it is — his own combat roll,
// ability check or skill check, or another's roll that directly affects him
// (then the caller re-rolls that roll and he pays).
//
// Errors, with nothing spent and nothing rolled: fewer than 10 RP
// ([ErrNotEnoughRP]); nil dice, an unknown kind or a check without valid
// dice ([ErrReroll]). Fumble and Critical, which only other game systems set, are
// not re-derived. Draws: those of the check's dice ([dice.Dice.Roll]) — one
// IntN(100) for a skill check, one IntN(20) for an ability check.
func (s *Standing) Reroll(r dice.Rand, kind RollKind, c dice.Check) (Reroll, error) {
	if err := rerollable(r, kind, c); err != nil {
		return Reroll{}, err
	}
	if err := s.PayReroll(kind); err != nil {
		return Reroll{}, err
	}
	return s.reroll(r, kind, c, false), nil
}

func rerollable(r dice.Rand, kind RollKind, c dice.Check) error {
	if r == nil {
		return fmt.Errorf("%w: a re-roll of the %v needs dice", ErrReroll, kind)
	}
	if err := kind.valid(); err != nil {
		return err
	}
	if err := c.Throw.Dice.Validate(); err != nil {
		return fmt.Errorf("%w: the %v has no dice to roll again (%v)", ErrReroll, kind, err)
	}
	return nil
}

func (s *Standing) reroll(r dice.Rand, kind RollKind, c dice.Check, mulligan bool) Reroll {
	n := dice.RollAgainst(r, c.Throw.Dice, c.Cmp, c.Target, c.Mods.List()...)
	n.Label = c.Label
	rr := Reroll{Kind: kind, Mulligan: mulligan, RPLeft: s.RP, MulligansLeft: s.MulligansLeft(), Old: c, New: n}
	if !mulligan {
		rr.Cost = rerollCost
	}
	return rr
}
