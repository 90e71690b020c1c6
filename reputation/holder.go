package reputation

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/talent"
)

// Holder is what package reputation reads from a character model to build
// his [Standing]. A *character.Sheet satisfies it; so can any type of your
// own.
type Holder interface {
	// Standing returns the current Reputation and Fame.
	Standing() (reputation, fame int)
}

// StandingOf returns the standing of a character model (the bridge from a
// character sheet): his Reputation and Fame, as many Reputation Points as
// his score (a model that keeps no RP spends none), and the highest Fame he
// ever held — from a method HighestFame() int when h has one, as
// *character.Sheet does, so the songs of Fame 50 come once (rule RED-5),
// and his Fame otherwise. If h has a method HasTalent(name string) bool, as
// *character.Sheet does, the Reputation Bonus talent is read from it
// (CH-10); a Pronoun() Pronoun method gives the standing's pronoun. The
// remainders toward his bonuses (CHD-6) are the model's to keep: the
// standing starts them at 0. A standing the rules cannot reach wraps
// [ErrStanding]. A standing reads no hit points: a man who cannot stand
// still has his Reputation.
func StandingOf(h Holder) (Standing, error) {
	rep, fame := h.Standing()
	s := Standing{Reputation: rep, RP: max(rep, 0), Fame: fame, MaxFame: fame}
	if hf, ok := h.(interface{ HighestFame() int }); ok {
		s.MaxFame = max(hf.HighestFame(), fame)
	}
	if t, ok := h.(interface{ HasTalent(string) bool }); ok {
		s.ReputationBonus = t.HasTalent(talent.ReputationBonus)
	}
	if p, ok := h.(interface{ Pronoun() Pronoun }); ok {
		s.Pronoun = p.Pronoun()
	}
	if err := s.Validate(); err != nil {
		return Standing{}, fmt.Errorf("%w (from %T)", err, h)
	}
	return s, nil
}
