package trial

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Advocate is what a trial reads from a character model to build a side's
// [Skills]. A *character.Sheet satisfies it; so can any type of your own.
type Advocate interface {
	// Mastery returns his mastery of a skill by name, as a percentage
	// (lower is better); an error for a skill he cannot use.
	Mastery(skill string) (int, error)
	// Standing returns the current Reputation and Fame.
	Standing() (reputation, fame int)
	// TalentNames returns the names of his talents, each once.
	TalentNames() []string
	// TalentOptions returns what a talent was bought for.
	TalentOptions(name string) []string
}

// NewSkills returns the Skills of a man who speaks for a side and tampers
// for it himself (rule TR-3): his Oratory, Law and Intimidation masteries
// from a, his Trade mastery from the skill the skill list calls Commerce
// ("Trade/Commerce", rule CH-8; a skill named Trade is read first), and his
// Reputation's DieMod (rules RE-1, RED-3). A skill a says he cannot use is
// 0, which the trial reads as 100, unskilled. A side whose counsel and
// tamperer are different men takes Oratory and Law from one result and
// Intimidation and Trade from the other.
//
// Talents must be in the catalogue of rule CH-10 (an unknown name is an
// error wrapping [ErrName] that lists the catalogue, and Greased Lightning
// must name a weapon type); the trial reads none of them, so every
// catalogue talent is accepted and ignored. If a has a method Health()
// *wounds.Condition, as *character.Sheet does, his condition is read
// from it (rule WOD-7): a man who cannot stand — dead, down or
// unconscious — is refused with an error wrapping [ErrSkill] and
// wounds.ErrDown that says why. The result is checked by [New]; its
// Decider is nil, the zero Greedy, until the caller sets it.
func NewSkills(a Advocate) (Skills, error) {
	if _, err := talent.Read(a); err != nil {
		return Skills{}, fmt.Errorf("%w: %w", ErrName, err)
	}
	mastery := func(names ...string) int {
		for _, n := range names {
			if m, err := a.Mastery(n); err == nil {
				return m
			}
		}
		return 0
	}
	rep, _ := a.Standing()
	s := Skills{
		Oratory:      mastery(Oratory.String()),
		Law:          mastery(Law.String()),
		Intimidation: mastery(Intimidation.String()),
		Trade:        mastery(Trade.String(), "Commerce"),
		DieMod:       reputation.DieMod(rep, reputation.HigherIsBetter).Value,
	}
	if h, ok := a.(interface{ Health() *wounds.Condition }); ok {
		s.Condition = h.Health()
		if err := s.Condition.Fit(); err != nil {
			return Skills{}, fmt.Errorf("%w: the counsel %w", ErrSkill, err)
		}
	}
	return s, nil
}
