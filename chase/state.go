package chase

import (
	"encoding"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// stateVersion is the version of the saved format. Version 2: chips earned
// and traded above the maximum (rule CSD-7), collapse the moment the chips
// run out (rule CSD-8), a rider's Reputation modifier (rule RED-3).
// Version 3: each rider's strategy (or a person), the bets recorded for
// the coming turn, and the event log. Version 4: the event header (when,
// kind, who, whom) and the outcome core (ended, winner, results).
const stateVersion = 4

// Bounds on a saved state, so that a loaded one can always be played.
const (
	maxSavedTurns = MaxTurnCap
	maxSavedChips = MaxChips
	maxSavedTrack = 1 << 20
	maxSavedLog   = 1 << 24
)

// stateJSON is the saved form of a chase or race.
type stateJSON struct {
	Version  int               `json:"version"`
	Kind     string            `json:"kind"`
	Turn     int               `json:"turn"`
	Phase    Phase             `json:"phase"`
	Weather  Weather           `json:"weather"`
	MaxTurns int               `json:"maxTurns"`
	Speed    SpeedTable        `json:"speed"`
	Course   []Stretch         `json:"course"`
	Riders   []Rider           `json:"riders"`
	States   []RiderState      `json:"states"`
	Track    []dice.Card       `json:"track"`
	Deck     dice.Deck         `json:"deck"`
	Outcome  Outcome           `json:"outcome"`
	LastOut  int               `json:"lastOut"`
	Places   int               `json:"places,omitempty"`
	Deciders []encounter.Saved `json:"deciders"`
	Bets     []*Bet            `json:"bets,omitempty"`
	Events   []Event           `json:"events"`
	Dice     []byte            `json:"dice,omitempty"`
}

func (e *engine) marshal() ([]byte, error) {
	if !e.ready {
		return nil, errorf(ErrState, "nothing to save: not set up")
	}
	s := stateJSON{
		Version: stateVersion, Kind: e.what(), Turn: e.turn, Phase: e.phase, Weather: e.weather,
		MaxTurns: e.maxTurns, Speed: e.speed, Course: e.course, Riders: e.riders, States: e.st,
		Track: e.track, Deck: e.deck, Outcome: e.out, LastOut: e.lastOut, Places: e.places,
		Deciders: make([]encounter.Saved, len(e.riders)), Events: e.log,
	}
	for i := range e.riders {
		d, err := saveStrategy(e.strats[i])
		if err != nil {
			return nil, fmt.Errorf("rider %d (%s): %w", i+1, e.riders[i].Name, err)
		}
		s.Deciders[i] = d
		if e.decided[i] {
			if s.Bets == nil {
				s.Bets = make([]*Bet, len(e.riders))
			}
			s.Bets[i] = &e.bets[i]
		}
	}
	m, ok := e.rnd.(encoding.BinaryMarshaler)
	if !ok {
		return nil, errorf(ErrRand, "%T does not implement encoding.BinaryMarshaler", e.rnd)
	}
	b, err := m.MarshalBinary()
	if err != nil {
		return nil, errorf(ErrRand, "%v", err)
	}
	s.Dice = b
	return json.Marshal(s)
}

// resume restores a saved chase or race of kind into e, finding its
// strategies among the built-ins and custom; any error wraps [ErrState].
func (e *engine) resume(data []byte, kind string, custom []Strategy) error {
	var s stateJSON
	if err := encounter.Strict(data, &s); err != nil {
		return errorf(ErrState, "%v", err)
	}
	if err := s.validate(kind); err != nil {
		return err
	}
	src := new(dice.Source)
	if err := src.UnmarshalBinary(s.Dice); err != nil {
		return errorf(ErrState, "dice: %v", err)
	}
	n := len(s.Riders)
	*e = engine{
		ready: true, race: kind == "race", rnd: src, riders: s.Riders, st: s.States, track: s.Track, deck: s.Deck,
		turn: s.Turn, phase: s.Phase, weather: s.Weather, maxTurns: s.MaxTurns,
		course: s.Course, speed: s.Speed, out: s.Outcome, lastOut: s.LastOut, places: s.Places,
		log: s.Events, bets: make([]Bet, n), moves: make([]int, n), scratch: make([]Bet, n),
		strats: make([]Strategy, n), decided: make([]bool, n), refused: make([]bool, n),
	}
	if e.race {
		e.length = Course(s.Course).Length()
	}
	for i := range s.Deciders {
		d, err := findStrategy(s.Deciders[i], custom)
		if err != nil {
			return fmt.Errorf("%w: rider %d (%s): %w", ErrState, i+1, s.Riders[i].Name, err)
		}
		e.strats[i] = d
	}
	for i, b := range s.Bets {
		if b == nil {
			continue
		}
		if e.out.End != NotOver || !e.asked(i) {
			return errorf(ErrState, "a bet recorded for %s, who does not bet now", s.Riders[i].Name)
		}
		if err := e.checkBet(e.turn+1, i, b); err != nil {
			return fmt.Errorf("%w: the recorded bet: %w", ErrState, err)
		}
		e.bets[i], e.decided[i] = *b, true
	}
	e.turnAt = len(e.log)
	for k := len(e.log) - 1; k >= 0 && e.log[k].When == e.turn; k-- {
		e.turnAt = k
	}
	return nil
}

// checkLog reports a saved event log that play could not have written:
// an unknown kind, a rider who is not one of the riders or not under his
// name, turns out of order or after the saved turn.
func (s *stateJSON) checkLog() error {
	if len(s.Events) > maxSavedLog {
		return errorf(ErrState, "%d events", len(s.Events))
	}
	last := 0
	for k := range s.Events {
		ev := &s.Events[k]
		r := int(ev.Rider)
		switch {
		case ev.Kind == 0 || ev.Kind >= numEventKinds:
			return errorf(ErrState, "event %d: kind %v", k+1, ev.Kind)
		case r < -1 || r >= len(s.Riders) || (r < 0) != (ev.Who == "") || r >= 0 && ev.Who != s.Riders[r].Name:
			return errorf(ErrState, "event %d: rider %d named %q", k+1, r, ev.Who)
		case ev.When < last || ev.When > s.Turn:
			return errorf(ErrState, "event %d: turn %d after turn %d, the saved turn %d", k+1, ev.When, last, s.Turn)
		}
		last = ev.When
	}
	return nil
}

// validate reports a saved state the engine cannot play on.
func (s *stateJSON) validate(kind string) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrState, fmt.Sprintf(format, args...))
	}
	race := kind == "race"
	n := len(s.Riders)
	switch {
	case s.Version != stateVersion:
		return bad("version %d, want %d", s.Version, stateVersion)
	case s.Kind != kind:
		return bad("a saved %q, not a %s", s.Kind, kind)
	case n == 0 || n > MaxRiders || (!race && n < 2):
		return bad("%d riders", n)
	case len(s.States) != n:
		return bad("%d rider states for %d riders", len(s.States), n)
	case len(s.Deciders) != n:
		return bad("%d deciders for %d riders", len(s.Deciders), n)
	case s.Bets != nil && len(s.Bets) != n:
		return bad("%d recorded bets for %d riders", len(s.Bets), n)
	case s.MaxTurns < 1 || s.MaxTurns > maxSavedTurns:
		return bad("turn cap %d outside 1..%d", s.MaxTurns, maxSavedTurns)
	case s.Turn < 0 || s.Turn > s.MaxTurns:
		return bad("turn %d outside 0..%d", s.Turn, s.MaxTurns)
	case s.Phase == 0 || s.Phase >= numPhases || (race && s.Phase != Short):
		return bad("phase %v", s.Phase)
	case s.Weather >= numWeathers || (race && s.Weather != Clear):
		return bad("weather %v", s.Weather)
	case len(s.Track) > maxSavedTrack:
		return bad("%d track cards", len(s.Track))
	case s.LastOut < -1 || s.LastOut >= n:
		return bad("last out %d", s.LastOut)
	case s.Outcome.End >= numEnds || s.Outcome.Rider < -1 || s.Outcome.Rider >= n || s.Outcome.Ended < 0 || s.Outcome.Ended > s.Turn:
		return bad("outcome %v", s.Outcome)
	case !s.Deck.Jokers || s.Deck.Policy != dice.Never:
		return bad("the deck must hold two jokers and never reshuffle itself")
	}
	if err := s.Speed.Validate(); err != nil {
		return bad("%v", err)
	}
	length := 0
	if race {
		if err := Course(s.Course).Validate(); err != nil {
			return bad("%v", err)
		}
		length = Course(s.Course).Length()
		if len(s.Track) != length {
			return bad("%d track cards for a course of %d", len(s.Track), length)
		}
	} else {
		if len(s.Course) != 1 || s.Course[0].From != 1 || s.Course[0].To != 0 {
			return bad("a chase has one open-ended stretch of terrain")
		}
		if err := s.Course[0].Terrain.validate(); err != nil {
			return bad("terrain: %v", err)
		}
		if len(s.Track) < LayoutCards {
			return bad("%d track cards, fewer than the layout's %d", len(s.Track), LayoutCards)
		}
	}
	for i, c := range s.Track {
		if !c.Valid() {
			return bad("track card %d is not a card", i+1)
		}
	}
	places := 0
	for i := range s.States {
		st := &s.States[i]
		role := Racer
		if !race {
			role = Pursuer
			if i == 0 {
				role = Pursued
			}
		}
		if err := s.Riders[i].validate(role, i); err != nil {
			return bad("%v", err)
		}
		who := s.Riders[i].Name
		h := &s.Riders[i].Horse.Attributes
		switch {
		case st.Role != role:
			return bad("%s is a %v, want %v", who, st.Role, role)
		case st.Status >= numStatuses ||
			(race && (st.Status == GaveUp || st.Status == LostTrail)) ||
			(!race && st.Status == Finished) || (role == Pursued && st.Status != Riding && st.Status != Dead):
			return bad("%s has status %v", who, st.Status)
		case !chipsOK(st.Chips, st.Max):
			return bad("%s holds %v with a maximum of %v; each colour 0..%d", who, st.Chips, st.Max, MaxChips)
		case st.Max.Blue != 2*h.Agility || st.Max.White != 2*h.Endurance:
			return bad("%s has a maximum of %v; blue is 2 × Agility %d, white 2 × Endurance %d", who, st.Max, h.Agility, h.Endurance)
		case st.Status == Riding && !st.Blown && st.Chips.Total() == 0:
			return bad("%s rides on without chips and has not collapsed (rule CSD-8)", who)
		case st.Penalty < 0 || st.Penalty > maxSavedChips || st.Misses < 0 || st.Misses > 3 ||
			st.HPLost < 0 || st.HPLost > maxSavedChips || st.Moved < 0 || st.Moved > maxSavedChips:
			return bad("%s has penalties out of range", who)
		case st.Status == Riding && st.Misses >= s.Weather.Failures():
			return bad("%s still rides after %d tracking failures in a row in %v", who, st.Misses, s.Weather)
		case st.Init < -maxSavedChips || st.Init > maxSavedChips || (!race && st.Init != 0):
			return bad("%s has initiative %d", who, st.Init)
		case st.Place < 0 || st.Place > n || (st.Place > 0) != (st.Status == Finished):
			return bad("%s has place %d", who, st.Place)
		case race && (st.Pos < -maxSavedChips || st.Pos > length):
			return bad("%s on card %d of %d", who, st.Pos, length)
		case !race && (st.Pos < 0 || st.Pos > len(s.Track) || st.Pos > s.States[0].Pos):
			return bad("%s on card %d", who, st.Pos)
		}
		if st.Place > 0 {
			places++
			for j := range i {
				if s.States[j].Place == st.Place {
					return bad("%s and %s share place %d", s.Riders[j].Name, who, st.Place)
				}
			}
		}
	}
	if places != s.Places {
		return bad("%d places given, %d riders placed", s.Places, places)
	}
	if err := s.checkLog(); err != nil {
		return err
	}
	return s.checkOutcome(race)
}

// endFits reports whether the riders stand as the outcome's end says: the
// catcher on the pursued's card, the named horse dead, no pursuer left
// riding when they gave up or lost the trail, the turn cap reached.
func (s *stateJSON) endFits() bool {
	o := s.Outcome
	switch o.End {
	case Caught:
		return o.Rider > 0 && s.States[o.Rider].In() && s.States[o.Rider].Pos == s.States[0].Pos
	case HorseDied:
		return o.Rider >= 0 && s.States[o.Rider].Status == Dead
	case TrailGone, GaveUpEnd:
		for i := range s.States {
			if s.States[i].Role == Pursuer && s.States[i].In() {
				return false
			}
		}
	case TurnCap:
		return s.Turn == s.MaxTurns
	}
	return true
}

// checkOutcome reports an outcome the riders' states could not have led
// to: a finished chase or race whose outcome is not of its last turn or
// names the wrong rider, or one still running past its turn cap, without
// riders, or — a chase — with a dead horse or no pursuer left.
func (s *stateJSON) checkOutcome(race bool) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrState, fmt.Sprintf(format, args...))
	}
	o := s.Outcome
	if o.Rider >= 0 && o.Who != s.Riders[o.Rider].Name || o.Rider < 0 && o.Who != "" {
		return bad("outcome names %q for rider %d", o.Who, o.Rider)
	}
	if o.End != NotOver {
		ends := o.End != RaceOver // a chase ends any way but a race's
		if race {
			ends = o.End == RaceOver || o.End == TurnCap
		}
		if o.Ended != s.Turn || !ends || !s.endFits() {
			return bad("outcome %v of a %s at turn %d", o, s.Kind, s.Turn)
		}
		if w := winnerOf(race, o.End, o.Rider, s.States); o.Winner != w {
			return bad("outcome names rider %d the winner, not %d", o.Winner, w)
		}
		if want := resultsOf(nil, s.Riders, s.States); !slices.Equal(o.Results, want) {
			return bad("outcome's results %v, not the riders' %v", o.Results, want)
		}
		return nil
	}
	if o.Ended != 0 || o.Winner != -1 || o.Results != nil || o.Rider != -1 || o.Who != "" || s.Turn >= s.MaxTurns {
		return bad("outcome %v of a %s still running at turn %d of %d", o, s.Kind, s.Turn, s.MaxTurns)
	}
	riding, pursuers := 0, 0
	for i := range s.States {
		st := &s.States[i]
		switch {
		case st.Status == Dead && !race:
			return bad("a chase still running with %s's horse dead", s.Riders[i].Name)
		case st.Status == Riding:
			riding++
			if st.Role == Pursuer {
				pursuers++
			}
		}
	}
	if riding == 0 || !race && (s.States[0].Status != Riding || pursuers == 0) {
		return bad("a %s still running with %d riders riding", s.Kind, riding)
	}
	return nil
}

// chipsOK reports a stack and its maximum within 0..MaxChips in every
// colour; the stack may stand above the maximum (rule CSD-7).
func chipsOK(c, m Chips) bool {
	in := func(v int) bool { return v >= 0 && v <= MaxChips }
	return in(m.Red) && in(m.Blue) && in(m.White) && in(c.Red) && in(c.Blue) && in(c.White)
}

// MarshalJSON saves the chase at any point between calls: riders, chips,
// positions, penalties, the track and the deck, the phase, the tables in
// use, each rider's strategy (a built-in with its parameters, a custom one
// by its Name and Version, or a person), the bets recorded for the coming
// turn, the event log, the outcome and the state of its dice, so that
// [Resume] continues it exactly. Dice that do not implement
// encoding.BinaryMarshaler are an error wrapping [ErrRand]; a custom
// strategy without Name and Version, or under a built-in's name, one
// wrapping [ErrStrategy].
func (c *Chase) MarshalJSON() ([]byte, error) { return c.e.marshal() }

// MarshalJSON saves the race as [Chase.MarshalJSON] saves a chase.
func (rc *Race) MarshalJSON() ([]byte, error) { return rc.e.marshal() }

// Resume continues a chase saved with [Chase.MarshalJSON], a bet pending
// included: its dice in a new *dice.Source restored from the save, each
// rider's strategy found again — a built-in by its name and parameters, a
// custom one among custom by its Name and Version. Any error wraps
// [ErrState]: malformed JSON, an unknown field, another format version, a
// state play could not have reached, or a strategy not found (wrapping
// also the SDK's unknown-decider error, listing the built-ins).
func Resume(data []byte, custom ...Strategy) (*Chase, error) {
	c := new(Chase)
	if err := c.e.resume(data, "chase", custom); err != nil {
		return nil, err
	}
	return c, nil
}

// ResumeRace continues a race saved with [Race.MarshalJSON], as [Resume]
// continues a chase.
func ResumeRace(data []byte, custom ...Strategy) (*Race, error) {
	rc := new(Race)
	if err := rc.e.resume(data, "race", custom); err != nil {
		return nil, err
	}
	return rc, nil
}
