package character

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
)

// Checks the character rolls through his sheet. Each takes his Reputation's
// ±1 (rules RE-1, RED-3, RED-4): −1 Disreputable, +1 Great or Legendary,
// in the roll's favourable direction (DID-1), as an encounter adds it to
// the rolls he makes there.

// SkillCheck rolls a skill check (rule DI-5, through dice.SkillCheck): d100
// plus the difficulty's bonus plus mods plus his Reputation's modifier
// (RED-4: +1 Great or Legendary, −1 Disreputable, listed under his
// standing's title when not 0) must reach the character's mastery. The check's Label is the
// skill's name. A skill the character cannot use wraps [ErrUntrained]; nil
// dice wrap [ErrSetup]. Draws: one IntN(100).
func (s *Sheet) SkillCheck(r dice.Rand, skill string, d dice.Difficulty, mods ...dice.Mod) (dice.Check, error) {
	if r == nil {
		return dice.Check{}, fmt.Errorf("%w: a skill check needs dice", ErrSetup)
	}
	e := s.skill(skill)
	if e == nil {
		_, err := s.Mastery(skill)
		return dice.Check{}, err
	}
	c, err := dice.SkillCheck(r, e.Mastery, d, s.withReputation(reputation.HigherIsBetter, mods)...)
	c.Label = e.Name
	return c, err
}

// AbilityCheck rolls an ability check (rule DI-4, through
// dice.AbilityCheck): d20 plus mods plus his Reputation's modifier must be
// less than his score of ability a as it is now (an illness lowers
// Strength, Dexterity and Constitution by 2, WO-3). On a roll-under check
// a bonus lowers the roll (DID-1): a Great Reputation's +1 is −1 on the
// d20 (RED-4), listed under his standing's title ("Great Reputation"). The check's Label is the ability's
// name. An ability that is not one of the seven wraps [ErrAbility]; nil
// dice wrap [ErrSetup]. Draws: one IntN(20).
func (s *Sheet) AbilityCheck(r dice.Rand, a Ability, mods ...dice.Mod) (dice.Check, error) {
	switch {
	case r == nil:
		return dice.Check{}, fmt.Errorf("%w: an ability check needs dice", ErrSetup)
	case !a.Valid():
		return dice.Check{}, fmt.Errorf("%w: ability %d", ErrAbility, int(a))
	}
	c, err := dice.AbilityCheck(r, s.AbilityNow(a), s.withReputation(reputation.LowerIsBetter, mods)...)
	c.Label = a.String()
	return c, err
}

// withReputation returns mods with his Reputation's modifier in direction d
// added when it is not 0 (rule RED-4).
func (s *Sheet) withReputation(d reputation.Direction, mods []dice.Mod) []dice.Mod {
	m := reputation.DieMod(s.Reputation, d)
	if m.Value == 0 {
		return mods
	}
	return append(append(make([]dice.Mod, 0, len(mods)+1), mods...), m)
}
