package character

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
)

// A character between scenes (rule WOD-7). The sheet keeps his condition —
// his clock, hit points left and every wound with its clocks — and offers
// what the encounters' bridges read: his hit points left, his wounds'
// penalties, his condition for a fight, and his abilities as they are now.

// Body returns the body his wounds live in (package wounds): his name,
// Constitution (the sheet's score: the wounds take an illness's −2 off it
// themselves, WO-3), maximum hit points as rolled at creation (CH-5), his
// talents and his pronoun.
func (s *Sheet) Body() wounds.Body {
	return wounds.Body{
		Name: s.Name, Con: s.Scores[Constitution].Whole, MaxHP: s.HitPoints.Value,
		Talents: s.TalentNames(), Pronoun: s.Pronouns,
	}
}

// Health returns his condition now (rule WOD-7), a deep copy that shares
// nothing with the sheet: what an encounter builds his body in (the
// bridges — gunfight.NewShooter, brawl.NewBrawler, chase.NewRider,
// trial.NewSkills — read it through this method). Nil is a man unhurt at
// time 0.
func (s *Sheet) Health() *wounds.Condition { return s.Condition.Clone() }

// HitPointsLeft returns his hit points now: his maximum (rule CH-5) less
// his wounds' severities.
func (s *Sheet) HitPointsLeft() int { return s.Condition.Left(s.MaxHitPoints()) }

// WoundPenalties returns what his wounds do to him now (rules WO-3, WO-4,
// WOD-7): their Speed, Accuracy and movement penalties (halved by Grit),
// permanent ones, an illness's −2 Str, Dex and Con, useless parts, and
// whether he is unconscious, down or dead.
func (s *Sheet) WoundPenalties() wounds.Penalties { return s.Condition.Penalties(s.Body()) }

// Fit reports whether he can stand now — above 0 hit points and conscious
// (rules GUD-7, WO-4): nil, or an error wrapping wounds.ErrDown that says
// why. Every encounter refuses a man who cannot stand.
func (s *Sheet) Fit() error { return s.Condition.Fit() }

// current returns his scores and modifiers as they are now. While an
// infected wound's illness runs (rule WO-3) Strength, Dexterity and
// Constitution are 2 lower — never below minScore, the tables' floor
// (ours) — and the modifiers are those of the lower scores in his rules'
// tables (the default rules when the sheet has none); otherwise they are
// the sheet's own.
func (s *Sheet) current() (Abilities, *Modifiers) {
	if !s.Condition.Ill() {
		return s.Scores, &s.Modifiers
	}
	a := s.Scores
	for _, ab := range [...]Ability{Strength, Dexterity, Constitution} {
		a[ab].Whole = max(minScore, a[ab].Whole-2)
	}
	m, err := s.rules().Modifiers.Lookup(&a)
	if err != nil {
		return a, &s.Modifiers // the tables cover minScore..maxScore: cannot happen
	}
	return a, &m
}

// rules returns the rules the sheet reads: its own, or the defaults.
func (s *Sheet) rules() *Rules {
	if s.Rules == nil {
		return defaultRules
	}
	return s.Rules
}

// woundTables returns the wound tables his body heals by: the defaults,
// with his rules' Constitution healing table (rule CHD-5: one table for
// one number), or nil for the defaults themselves.
func (s *Sheet) woundTables() *wounds.Tables {
	if s.Rules == nil {
		return nil
	}
	t := wounds.DefaultTables()
	t.Con = s.Rules.Modifiers.Healing
	return t
}

// Patient returns his body as a wounds.Patient in his condition now, rolling
// with r and reading the tables t (nil: the default tables, with his rules'
// Constitution healing table, rule CHD-5). Treat him and move his clock on
// it, then keep what it did with SetCondition. Nil dice wrap ErrSetup; a
// condition his body could not be in (a sheet changed by hand) wraps
// ErrCondition.
func (s *Sheet) Patient(r dice.Rand, t *wounds.Tables) (*wounds.Patient, error) {
	if r == nil {
		return nil, fmt.Errorf("%w: his body needs dice for its timeline", ErrSetup)
	}
	if t == nil {
		t = s.woundTables()
	}
	p, err := wounds.NewPatient(s.Body(), r, t)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCondition, s.displayName(), err)
	}
	if err := p.SetCondition(s.Condition); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCondition, s.displayName(), err)
	}
	return p, nil
}

// SetCondition puts him in condition c (a deep copy is kept): what a
// patient from Patient was left in after treatment and time, say. The
// condition must be one his body could be in (wounds.Condition.Validate)
// and time never moves back: a condition whose clock is before his wraps
// ErrCondition, and changes nothing.
func (s *Sheet) SetCondition(c *wounds.Condition) error {
	if err := c.Validate(s.Body()); err != nil {
		return fmt.Errorf("%w: %s: %w", ErrCondition, s.displayName(), err)
	}
	if now := s.Condition.Clock(); c.Clock() < now {
		return fmt.Errorf("%w: %s: a condition at %s, but his clock is at %s: time never moves back", ErrCondition, s.displayName(), c.Clock(), now)
	}
	s.Condition = c.Clone()
	return nil
}

// Pass lets d of his time pass between scenes (rule WOD-7): his wounds
// bleed, get checked for infection, fester and heal on their own clocks
// (WO-2 … WO-5) as package wounds plays them, rolling with r; it returns
// what happened. A dead man's clock moves and nothing happens. Nil dice
// wrap ErrSetup, a span outside 0..wounds.MaxTime from his clock
// wounds.ErrTime; either way nothing changes. Draws: those of his
// timeline (see wounds.Patient.AdvanceTo).
func (s *Sheet) Pass(r dice.Rand, d wounds.Time) ([]wounds.Event, error) {
	p, err := s.Patient(r, nil)
	if err != nil {
		return nil, err
	}
	evs, err := p.Advance(d)
	if err != nil {
		return nil, err
	}
	s.Condition = p.Condition()
	return evs, nil
}
