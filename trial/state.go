package trial

import (
	"encoding"
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// stateVersion is the version of the saved-trial format. Version 2 adds
// the counsel's Reputation modifier (Skills.DieMod, rule RED-3); a version 1
// save, which has none, loads and plays as it did.
const stateVersion = 2

// savedTrial is the JSON form of a Trial.
type savedTrial struct {
	Version int     `json:"version"`
	Config  Config  `json:"config"`
	Dice    []byte  `json:"dice"` // the dice.Rand's MarshalBinary, base64
	Phase   Phase   `json:"phase"`
	Day     int     `json:"day,omitempty"`
	Judge   Judge   `json:"judge"`
	Hearing Hearing `json:"hearing,omitzero"`
	Weeks   int     `json:"weeks,omitempty"`
	Reports int     `json:"reports,omitempty"`
	Board   *Board  `json:"board,omitempty"`
	Verdict Verdict `json:"verdict"`
	Events  []Event `json:"events"`
}

// MarshalJSON saves the trial: its Config, the state of its dice, the phase
// and day, the judge, the hearing, the board with its secrets, the verdict
// and every event. The dice must implement encoding.BinaryMarshaler (a
// *dice.Source does), and the trial must not have stopped on an error;
// otherwise the error wraps [ErrState].
func (t *Trial) MarshalJSON() ([]byte, error) {
	if t.err != nil {
		return nil, fmt.Errorf("%w: the trial stopped on an error: %w", ErrState, t.err)
	}
	m, ok := t.r.(encoding.BinaryMarshaler)
	if !ok {
		return nil, fmt.Errorf("%w: its dice.Rand (%T) cannot be saved; use a *dice.Source", ErrState, t.r)
	}
	d, err := m.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("%w: saving the dice: %w", ErrState, err)
	}
	s := savedTrial{
		Version: stateVersion, Config: t.cfg, Dice: d, Phase: t.phase, Day: t.day,
		Judge: t.judge, Hearing: t.hearing, Weeks: t.weeks, Reports: t.reports,
		Verdict: t.verdict, Events: t.events,
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

// UnmarshalJSON restores a trial saved by MarshalJSON, its dice restored as
// a *dice.Source, so that it goes on exactly as it would have. The state is
// checked — a valid Config, a board of twelve valid jurors once drawn,
// phase, day, verdict and events that agree — and a bad one wraps
// [ErrState] or the sentinel of the bad part; the trial is then unchanged.
func (t *Trial) UnmarshalJSON(data []byte) error {
	var s savedTrial
	if err := strict(data, &s); err != nil {
		return fmt.Errorf("%w: %w", ErrState, err)
	}
	if s.Version < 1 || s.Version > stateVersion {
		return fmt.Errorf("%w: version %d, want 1..%d", ErrState, s.Version, stateVersion)
	}
	if s.Version == 1 && (s.Config.Prosecution.DieMod != 0 || s.Config.Defence.DieMod != 0) {
		return fmt.Errorf("%w: a version 1 save with a Reputation modifier", ErrState)
	}
	rules, err := s.Config.check()
	if err != nil {
		return err
	}
	if err := s.check(); err != nil {
		return err
	}
	src := new(dice.Source)
	if err := src.UnmarshalBinary(s.Dice); err != nil {
		return fmt.Errorf("%w: %w", ErrState, err)
	}
	if s.Config.Rules != nil {
		s.Config.Rules = rules.src
	}
	nt := Trial{
		cfg: s.Config, rules: rules, r: src, phase: s.Phase, day: s.Day,
		judge: s.Judge, hearing: s.Hearing, weeks: s.Weeks, reports: s.Reports,
		verdict: s.Verdict, events: s.Events,
		moves: t.moves[:0], attempts: t.attempts[:0],
	}
	if s.Board != nil {
		nt.board = *s.Board
	}
	*t = nt
	t.ownWisdoms()
	return nil
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
