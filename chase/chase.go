package chase

import (
	"github.com/deadmanshand/aces/dice"
)

// Setup is how a chase starts (rule CS-1):
//
//   - Pursued flees; Pursuers (one or more) follow, in the order they
//     resolve.
//   - Gap is how many cards the pursuers start behind the pursued: 0 means
//     the rules' 6 (the pursued lays 6 cards and stands on the last, the
//     pursuers before the first). A smaller gap starts them closer, on
//     card 6 − Gap, and the chase in the Tactical phase; a larger one (at
//     most 20, the Short phase's cards) lays Gap cards. A negative gap is
//     an error.
//   - Terrain: the ground (the zero Terrain is Open: no automatic
//     hazards).
//   - Weather: clear, rain or heavy rain (rule CS-5).
//   - MaxTurns: the turn cap, 0 for DefaultMaxTurns (300, rule CSD-6), at
//     most MaxTurnCap.
//   - Speed: the speed table (nil: DefaultSpeedTable).
//   - Deck: the deck to lay the track from (nil: a fresh deck with two
//     jokers, shuffled). The chase copies it; it must hold two jokers and
//     enough cards for the layout.
type Setup struct {
	Pursued  Rider
	Pursuers []Rider
	Gap      int
	Terrain  Terrain
	Weather  Weather
	MaxTurns int
	Speed    *SpeedTable
	Deck     *dice.Deck
}

// Chase is a pursuit on horseback played on a track of cards (rules CS-1 …
// CS-6, CSD-1 … CSD-6): one pursued rider, one or more pursuers. Rider 0
// is the pursued; the pursuers follow in the order of the setup. Build it
// with [New], play it with [Chase.Turn] or [Chase.Run], read the log with
// [Chase.Events]. It marshals to JSON, dice included, and resumes
// identically.
type Chase struct {
	e engine
}

// New starts a chase: it validates the setup, shuffles the deck (unless one
// is given), lays the opening cards — max(6, Gap) — and hands out the
// chips (rule CS-1). r is the chase's randomness; the chase saves its state
// when r implements encoding.BinaryMarshaler (as *dice.Source does).
//
// Draws: Deck.Shuffle's, when no deck is given. Errors wrap [ErrSetup],
// [ErrRider], [ErrHorse], [ErrTable] or [ErrDeck].
func New(s Setup, r dice.Rand) (*Chase, error) {
	c := new(Chase)
	if err := c.Reset(s, r); err != nil {
		return nil, err
	}
	return c, nil
}

// Reset starts a new chase in c, as [New] does, reusing c's memory: a
// simulation that resets one Chase (and reseeds its dice.Source in place)
// allocates nothing per chase once its buffers have grown. On error c is
// left unusable until a Reset succeeds.
func (c *Chase) Reset(s Setup, r dice.Rand) error {
	e := &c.e
	e.ready = false
	if r == nil {
		return errorf(ErrSetup, "no dice")
	}
	if len(s.Pursuers) == 0 {
		return errorf(ErrSetup, "no pursuers")
	}
	if len(s.Pursuers)+1 > MaxRiders {
		return errorf(ErrSetup, "%d riders, at most %d", len(s.Pursuers)+1, MaxRiders)
	}
	gap := s.Gap
	switch {
	case gap < 0:
		return errorf(ErrSetup, "gap %d: the pursuers cannot start ahead of the pursued", gap)
	case gap == 0:
		gap = LayoutCards
	case gap > ShortCards:
		return errorf(ErrSetup, "gap %d cards, at most %d (the Short phase's cards)", gap, ShortCards)
	}
	if s.MaxTurns < 0 || s.MaxTurns > MaxTurnCap {
		return errorf(ErrSetup, "turn cap %d outside 0..%d", s.MaxTurns, MaxTurnCap)
	}
	if s.Weather >= numWeathers {
		return errorf(ErrSetup, "unknown weather %d", uint8(s.Weather))
	}
	terrain := s.Terrain
	if terrain == (Terrain{}) {
		terrain = Open
	}
	if err := terrain.validate(); err != nil {
		return tableErr("terrain", 0, terrain.Name, "%v", err)
	}
	if err := s.Pursued.validate(Pursued, 0); err != nil {
		return err
	}
	for i := range s.Pursuers {
		if err := s.Pursuers[i].validate(Pursuer, i+1); err != nil {
			return err
		}
	}
	e.setSpeed(s.Speed)
	if s.Speed != nil {
		if err := e.speed.Validate(); err != nil {
			return err
		}
	}

	e.race, e.rnd = false, r
	e.riders = append(e.riders[:0], s.Pursued)
	e.riders = append(e.riders, s.Pursuers...)
	e.initRiders(len(e.riders))
	e.course = append(e.course[:0], Stretch{From: 1, Terrain: terrain})
	e.turn, e.weather, e.length, e.places, e.lastOut = 0, s.Weather, 0, 0, -1
	e.maxTurns = s.MaxTurns
	if e.maxTurns == 0 {
		e.maxTurns = DefaultMaxTurns
	}
	e.log, e.turnAt = e.log[:0], 0
	layout := max(LayoutCards, gap)
	if err := e.startDeck(s.Deck, layout); err != nil {
		return err
	}
	e.phase = openingPhase(gap)
	for i := range e.riders {
		st := &e.st[i]
		st.Role, st.Pos = Pursuer, layout-gap
		if i == 0 {
			st.Role, st.Pos = Pursued, layout
		}
		e.startChips(i)
		e.emit(Start, i).Pos = int32(st.Pos)
	}
	e.out = Outcome{Rider: -1}
	e.ready = true
	return nil
}

// setSpeed copies the speed table (nil: the default) into the engine.
func (e *engine) setSpeed(t *SpeedTable) {
	if t == nil {
		e.speed.Opening = 2
		e.speed.Phases = append(e.speed.Phases[:0], defaultSpeedRows...)
		return
	}
	e.speed.Opening = t.Opening
	e.speed.Phases = append(e.speed.Phases[:0], t.Phases...)
}

// Turn plays one turn of the chase (rules CS-2 … CS-6): every rider still
// riding bets in secret through his strategy (strategies[i] for rider i;
// rider 0 is the pursued; a rider whose horse is blown is not asked and
// stands still), then the bets are revealed, the horses move and
// meet hazards and obstacles — a horse collapses the moment its chips run
// out (rule CSD-8) — the pursuers track, tired horses recover, and the
// chase may end (rule CSD-6) or enter a new phase. A bad bet is a [*BetError] and a wrong number of
// strategies wraps [ErrStrategy]; either way nothing changes and the turn
// may be asked again. A chase that is over wraps [ErrOver].
//
// The events of the turn are [Chase.TurnEvents]. Draws: see [Chase.Run].
func (c *Chase) Turn(strategies ...Strategy) error { return c.e.play(strategies) }

// Run plays turns until the chase ends and returns the outcome. Each turn
// draws, in order: the Soundness d20 of each horse its bet leaves without
// chips (riders in index order); the Riding checks of each rider's move
// (riders in index order; cards in the order passed; each hazard's rolls
// and then its Horse Sense check; one check per troublesome obstacle), a
// shuffle where the track needs a fresh deck, and the Soundness d20 right
// after the check that takes a horse's last chip; then each pursuer's
// Tracking checks.
func (c *Chase) Run(strategies ...Strategy) (Outcome, error) {
	for c.e.out.End == NotOver {
		if err := c.e.play(strategies); err != nil {
			return c.e.out, err
		}
	}
	return c.e.out, nil
}

// Over reports whether the chase has ended.
func (c *Chase) Over() bool { return c.e.out.End != NotOver }

// Outcome returns how the chase ended (End NotOver while it runs).
func (c *Chase) Outcome() Outcome { return c.e.out }

// Turns returns the number of turns played.
func (c *Chase) Turns() int { return c.e.turn }

// Phase returns the phase the chase is in.
func (c *Chase) Phase() Phase { return c.e.phase }

// Riders returns the riders, the pursued first. The slice aliases the
// chase: do not change it.
func (c *Chase) Riders() []Rider { return c.e.riders }

// States returns where every rider stands, the pursued first. The slice
// aliases the chase and changes as it plays.
func (c *Chase) States() []RiderState { return c.e.st }

// Track returns the cards laid so far; Track()[0] is card 1. The slice
// aliases the chase.
func (c *Chase) Track() []dice.Card { return c.e.track }

// Events returns every event since the chase started (or was loaded),
// oldest first. The slice aliases the chase's log and is valid until the
// next turn.
func (c *Chase) Events() []Event { return c.e.log }

// TurnEvents returns the events of the last turn played.
func (c *Chase) TurnEvents() []Event { return c.e.log[c.e.turnAt:] }
