package trial

import (
	"encoding"
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// stateVersion is the version of the saved-trial format. Version 2 added
// the counsel's Reputation modifier (Skills.DieMod, rule RED-3); version 3
// the two counsel and the place within a phase — the stage, the points
// owed, the Law bonuses standing and a person's recorded choice — so that
// a trial saves while a decision is pending; version 4 the header every
// encounter's events share (when, kind, who, whom), the day renamed when;
// version 5 plays on with TRD-5 (a tampered juror's own side brings him
// back without his saving throw, which rolls no die for it). Only version
// 5 loads.
const stateVersion = 5

// savedTrial is the JSON form of a Trial.
type savedTrial struct {
	Version int                `json:"version"`
	Config  Config             `json:"config"`
	Counsel [2]encounter.Saved `json:"counsel"`
	Dice    []byte             `json:"dice"` // the dice.Rand's MarshalBinary, base64
	Phase   Phase              `json:"phase"`
	Stage   int                `json:"stage,omitempty"`
	Day     int                `json:"day,omitempty"`
	Judge   Judge              `json:"judge"`
	Hearing Hearing            `json:"hearing,omitzero"`
	Weeks   int                `json:"weeks,omitempty"`
	Reports int                `json:"reports,omitempty"`
	Board   *Board             `json:"board,omitempty"`
	Owed    *owed              `json:"owed,omitempty"`
	Bonus   [2]int             `json:"bonus,omitzero"`
	Chosen  [2]*Choice         `json:"chosen,omitzero"`
	Verdict Verdict            `json:"verdict"`
	Events  []Event            `json:"events"`
}

// MarshalJSON saves the trial at any point between calls, a pending
// decision included: its Config, its two counsel (a built-in by its name
// and parameters, a custom one by its Name() and Version(), a person as
// "person"), the state of its dice, the phase, the place within it and day,
// the judge, the hearing, the board with its secrets, a person's recorded
// choice, the verdict and every event. Dice that do not implement
// encoding.BinaryMarshaler (a *dice.Source does) wrap [ErrRand]; a custom
// counsel without Name and Version, or with a built-in's name, wraps
// [ErrState].
func (t *Trial) MarshalJSON() ([]byte, error) {
	m, ok := t.r.(encoding.BinaryMarshaler)
	if !ok {
		return nil, fmt.Errorf("%w: its dice.Rand (%T) cannot be saved; use a *dice.Source", ErrRand, t.r)
	}
	d, err := m.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("%w: saving the dice: %w", ErrRand, err)
	}
	s := savedTrial{
		Version: stateVersion, Config: t.cfg, Dice: d, Phase: t.phase, Stage: t.stage, Day: t.day,
		Judge: t.judge, Hearing: t.hearing, Weeks: t.weeks, Reports: t.reports,
		Bonus: t.bonus, Verdict: t.verdict, Events: t.events,
	}
	for k, c := range t.cfg.Counsel {
		var d any = c
		if isPerson(c) {
			d = nil
		}
		if s.Counsel[k], err = encounter.Save(d, builtins); err != nil {
			return nil, fmt.Errorf("%w: the %v counsel: %w", ErrState, seatSide(k), err)
		}
		if t.has[k] {
			c := t.chosen[k]
			s.Chosen[k] = &c
		}
	}
	if t.owed.Points > 0 {
		o := t.owed
		s.Owed = &o
	}
	if s.Events == nil {
		s.Events = []Event{}
	}
	if t.phase > PhaseJury && t.board.Jurors[0].Position != 0 {
		b := t.board
		s.Board = &b
	}
	return json.Marshal(s)
}

// Resume restores a trial saved by [Trial.MarshalJSON], its dice restored
// as a *dice.Source, so that it goes on exactly as it would have — waiting
// for the same decision if one was pending. A built-in counsel comes back
// with its parameters and a person's seat as a person's; a custom counsel
// is found among custom by its Name() and Version(). The state is checked
// — a valid Config, a board of twelve valid jurors once drawn, phase,
// stage, day, points owed, recorded choices, verdict and events that agree
// — and a bad one wraps [ErrState] or the sentinel of the bad part; an
// unknown field is refused, and so is a counsel neither built in nor among
// custom (the error lists the names it could be).
func Resume(data []byte, custom ...Counsel) (*Trial, error) {
	var s savedTrial
	if err := encounter.Strict(data, &s); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	if s.Version != stateVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrState, s.Version, stateVersion)
	}
	rules, err := s.Config.check()
	if err != nil {
		return nil, err
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	src := new(dice.Source)
	if err := src.UnmarshalBinary(s.Dice); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRand, err)
	}
	if s.Config.Rules != nil {
		s.Config.Rules = rules.src
	}
	for k, saved := range s.Counsel {
		c, person, err := encounter.Find(saved, builtins, builtin, custom)
		if err != nil {
			return nil, fmt.Errorf("%w: the %v counsel: %w", ErrState, seatSide(k), err)
		}
		if person {
			c = Person
		}
		s.Config.Counsel[k] = c
	}
	t := &Trial{
		cfg: s.Config, rules: rules, r: src, phase: s.Phase, stage: s.Stage, day: s.Day,
		judge: s.Judge, hearing: s.Hearing, weeks: s.Weeks, reports: s.Reports,
		bonus: s.Bonus, verdict: s.Verdict, events: s.Events,
	}
	if s.Board != nil {
		t.board = *s.Board
	}
	if s.Owed != nil {
		t.owed = *s.Owed
	}
	t.ownWisdoms()
	if err := t.checkPlace(s.Owed != nil); err != nil {
		return nil, err
	}
	for k, c := range s.Chosen {
		if c == nil {
			continue
		}
		side := seatSide(k)
		if t.pending(side) == NoDecision {
			return nil, fmt.Errorf("%w: a recorded %v choice for the %v, who has nothing to decide", ErrState, c.Kind, side)
		}
		if err := t.check(side, *c); err != nil {
			return nil, fmt.Errorf("%w: the recorded choice: %w", ErrState, err)
		}
		t.chosen[k], t.has[k] = *c, true
	}
	return t, nil
}

// check verifies that the parts of a saved trial agree.
func (s *savedTrial) check() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrState}, a...)...)
	}
	over := s.Phase == PhaseOver
	switch {
	case s.Phase > PhaseOver:
		return bad("phase %d", s.Phase)
	case s.Verdict > Hung:
		return bad("verdict %d", s.Verdict)
	case over != (s.Verdict != Pending):
		return bad("phase %v with verdict %v", s.Phase, s.Verdict)
	case s.Day < 0 || s.Day > MaxDays:
		return bad("day %d, want 0..%d", s.Day, MaxDays)
	case s.Day > 0 && s.Phase < PhaseDeliberation:
		return bad("day %d in the %v", s.Day, s.Phase)
	case s.Weeks != 0 && (s.Weeks < 2 || s.Weeks > 4):
		return bad("%d weeks to trial, want 2..4 (1d3+1)", s.Weeks)
	case s.Reports < 0 || s.Reports > maxTablePoints:
		return bad("%d reported attempts", s.Reports)
	case s.Phase > PhaseHearing && (s.Hearing.Die < 1 || s.Hearing.Die > 6):
		return bad("hearing die %d", s.Hearing.Die)
	}
	if err := s.Judge.Validate(); err != nil {
		return err
	}
	needBoard := s.Phase > PhaseJury && !(over && (s.Verdict == Released || s.Hearing.Summary))
	switch {
	case needBoard && s.Board == nil:
		return bad("no jury board in the %v", s.Phase)
	case !needBoard && s.Board != nil && s.Phase <= PhaseJury:
		return bad("a jury board before the jury is drawn")
	case s.Board != nil && s.Board.Revealed && s.Phase < PhaseDeliberation:
		return bad("tampered jurors revealed in the %v", s.Phase)
	case s.Phase == PhaseDeliberation && s.Day > 0 && (s.Board == nil || !s.Board.Revealed):
		return bad("deliberation day %d without the reveal", s.Day)
	}
	for i := range s.Events {
		if err := s.Events[i].validate(); err != nil {
			return fmt.Errorf("event %d: %w", i, err)
		}
	}
	return nil
}
