package chase

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/talent"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Horseman is what a chase reads from a character model to build a
// [Rider]. A *character.Sheet satisfies it; so can any type of your own.
type Horseman interface {
	// Mastery returns his mastery of a skill by name, as a percentage
	// (lower is better); an error for a skill he cannot use.
	Mastery(skill string) (int, error)
	// BaseSpeed returns base Speed, added to initiative (rule CH-6).
	BaseSpeed() int
	// Standing returns the current Reputation and Fame.
	Standing() (reputation, fame int)
	// TalentNames returns the names of his talents, each once.
	TalentNames() []string
	// TalentOptions returns what a talent was bought for.
	TalentOptions(name string) []string
}

// The skills a chase reads from a character model, by their names in the
// skill list (rule CH-8).
const (
	skillRiding   = "Riding"
	skillTracking = "Tracking"
)

// NewRider returns the Rider of a character named name on horse: his
// Riding and Tracking masteries from h (the skills named "Riding" and
// "Tracking"; 100, unskilled, for a skill h says he cannot use — rule
// DI-5), his Reputation's DieMod (rules RE-1, RED-3),
// and his base Speed as the race's initiative modifier (our reading: the
// source rules start the race with "an initiative roll", and a gunfight's
// initiative is a d10 plus base Speed, rule GU-2; lower is better either
// way). How well he knows the trail is the chase's, not the sheet's: set
// Trail on the result. If h has a method Pronoun() Pronoun, as
// *character.Sheet does, the rider's Pronoun is taken from it (He
// otherwise).
//
// If h has a method Health() *wounds.Condition, as *character.Sheet does,
// his condition is read from it (rule WOD-7): a man who cannot stand —
// dead, down or unconscious — is refused with an error wrapping
// [ErrSetup] and wounds.ErrDown that says why. If h has a method
// WoundPenalties() wounds.Penalties, as *character.Sheet does, his wounds'
// Speed penalty is added to his initiative modifier (the race reads his
// Speed, so it reads his wounds' too: GUD-16, WOD-7).
//
// Talents must be in the catalogue of rule CH-10 (an unknown name is an
// error wrapping [ErrSetup] that lists the catalogue, and Greased
// Lightning must name a weapon type); the chase reads none of them, so
// every catalogue talent is accepted and ignored. The rest of the Rider is
// checked by [New] and [NewRace].
func NewRider(name string, h Horseman, horse Horse) (Rider, error) {
	if _, err := talent.Read(h); err != nil {
		return Rider{}, fmt.Errorf("%w: rider %s: %w", ErrSetup, name, err)
	}
	mastery := func(skill string) int {
		m, err := h.Mastery(skill)
		if err != nil {
			return dice.MaxMastery
		}
		return m
	}
	rep, _ := h.Standing()
	r := Rider{
		Name:       name,
		Riding:     mastery(skillRiding),
		Tracking:   mastery(skillTracking),
		Initiative: h.BaseSpeed(),
		DieMod:     reputation.DieMod(rep, reputation.HigherIsBetter).Value,
		Horse:      horse,
	}
	if p, ok := h.(interface{ Pronoun() Pronoun }); ok {
		r.Pronoun = p.Pronoun()
	}
	if hl, ok := h.(interface{ Health() *wounds.Condition }); ok {
		r.Condition = hl.Health()
		if err := r.Condition.Fit(); err != nil {
			return Rider{}, fmt.Errorf("%w: rider %s: %w", ErrSetup, name, err)
		}
	}
	if wp, ok := h.(interface{ WoundPenalties() wounds.Penalties }); ok {
		r.Initiative += wp.WoundPenalties().Speed
	}
	return r, nil
}
