package chase

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/wounds"
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
//     most 100,000 and what [MaxEvents] allows the riders.
//   - Speed: the speed table (nil: DefaultSpeedTable).
//   - Deck: the deck to lay the track from (nil: a fresh deck with two
//     jokers, shuffled). The chase copies it; it must hold two jokers and
//     enough cards for the layout.
//   - Turn: how long a turn lasts on each rider's clock (0: DefaultTurn,
//     ten seconds), at most an hour: what the chase's consequences say it
//     took.
//
// Each rider's Decider bets for him: none is the default, [Canny];
// [Person] marks a rider played by a person, whose bets come from
// [Chase.Decide]. Riders' names must differ, ignoring case.
type Setup struct {
	Pursued  Rider
	Pursuers []Rider
	Gap      int
	Terrain  Terrain
	Weather  Weather
	MaxTurns int
	Speed    *SpeedTable
	Deck     *dice.Deck
	Turn     wounds.Time `json:",omitempty"`
}

// Chase is a pursuit on horseback played on a track of cards (rules CS-1 …
// CS-6, CSD-1 … CSD-6): one pursued rider, one or more pursuers. Rider 0
// is the pursued; the pursuers follow in the order of the setup. Build it
// with [New], play it with [Chase.Step] or [Chase.Run] (and, for riders
// played by people, [Chase.Waiting], [Chase.View] and [Chase.Decide]),
// read the log with [Chase.Events]. It saves its journal at any point
// ([Chase.MarshalJSON]), a bet made for the coming turn included, and
// [Resume] continues it identically; [Chase.TakeBack] takes bets back.
//
// A Chase is not safe for concurrent use: the caller serializes Decide,
// SetDecider and Step.
type Chase struct {
	engine
	setup Setup // as built, for the save (none in a study)
}

// New starts a chase: it validates the setup, shuffles the deck (unless one
// is given), lays the opening cards — max(6, Gap) — and hands out the
// chips (rule CS-1). r is the chase's randomness; the chase saves, and
// takes bets back, when r is a *dice.Source. A rider's Decider decoded
// from JSON holds a name: New finds it among the built-in strategies,
// [Person] and custom, by its Name and Version.
//
// Draws: Deck.Shuffle's, when no deck is given. Errors wrap [ErrSetup]
// (nil dice, two riders of one name among them, a turn cap too long to
// resume: see [MaxEvents]), [ErrSetup], [ErrHorse], [ErrTable], [ErrSetup]
// or [ErrStrategy] (a decider's name not found: it lists the built-ins).
func New(s Setup, r dice.Rand, custom ...Strategy) (*Chase, error) {
	return build(new(Chase), s, r, finder(custom))
}

// Reset starts a new chase in c, as [New] does (with no custom strategy),
// reusing c's memory: chases reset one after another in one Chase whose
// dice.Source is reseeded in place allocate nothing once its buffers have
// grown. A chase played at a table keeps its journal for its
// save (a few allocations a bet). On error c is left unusable until a
// Reset succeeds.
func (c *Chase) Reset(s Setup, r dice.Rand) error { return reset(c, s, r, finder(nil)) }

// keep keeps setup s, as built, for the save.
func (c *Chase) keep(s Setup) { c.setup = ownSetup(s, c.first) }

// seats counts the riders of setup s: the pursued and his pursuers.
func (c *Chase) seats(s *Setup) int { return 1 + len(s.Pursuers) }

// start returns the cards the riders of a chase of setup s start on
// (rule CS-1): the pursued on the last of the opening cards, max(6, Gap),
// the pursuers Gap cards behind him.
func (s *Setup) start() (pursued, pursuers int) {
	layout := max(layoutCards, s.gap())
	return layout, layout - s.gap()
}

// gap returns the setup's gap in cards: 0 is the rules' 6.
func (s *Setup) gap() int {
	if s.Gap == 0 {
		return layoutCards
	}
	return s.Gap
}

// take checks setup s whole and takes what every chase of it shares into
// the engine: the riders and their deciders (found with find), the
// tables, the terrain, the weather and the turn cap. A study takes its
// setup once and lays each of its chases from it (lay).
func (c *Chase) take(s Setup, find func(encounter.Saved) (Strategy, error)) error {
	e := &c.engine
	e.ready = false
	if len(s.Pursuers) == 0 {
		return errorf(ErrSetup, "no pursuers")
	}
	if len(s.Pursuers)+1 > maxRiders {
		return errorf(ErrSetup, "%d riders, at most %d", len(s.Pursuers)+1, maxRiders)
	}
	switch gap := s.gap(); {
	case gap < 0:
		return errorf(ErrSetup, "gap %d: the pursuers cannot start ahead of the pursued", gap)
	case gap > shortCards:
		return errorf(ErrSetup, "gap %d cards, at most %d (the Short phase's cards)", gap, shortCards)
	}
	if s.MaxTurns < 0 || s.MaxTurns > maxTurnCap {
		return errorf(ErrSetup, "turn cap %d outside 0..%d", s.MaxTurns, maxTurnCap)
	}
	if s.Weather >= numWeathers {
		return errorf(ErrSetup, "unknown weather %d", uint8(s.Weather))
	}
	if err := checkTurn(s.Turn); err != nil {
		return err
	}
	terrain := s.Terrain
	if terrain == (Terrain{}) {
		terrain = open
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
	e.riders = append(e.riders[:0], s.Pursued)
	e.riders = append(e.riders, s.Pursuers...)
	e.race = false
	if err := e.takeIn(find, s.Speed, s.Turn, s.MaxTurns); err != nil {
		return err
	}
	e.course = append(e.course[:0], Stretch{From: 1, Terrain: terrain})
	e.readCourse()
	e.weather, e.length = s.Weather, 0
	return e.checkCap(max(layoutCards, s.gap()))
}

// lay starts a chase of setup s, which take has taken into the engine, on
// dice r: it shuffles the deck (unless s gives one), lays the opening
// cards — max(6, Gap) — puts the riders on their cards and hands out the
// chips (rule CS-1).
func (c *Chase) lay(s Setup, r dice.Rand) error {
	e := &c.engine
	e.ready = false
	e.begin(r)
	e.clearRiders()
	e.turn, e.places, e.lastOut = 0, 0, -1
	e.log, e.turnAt = e.log[:0], 0
	pursued, pursuers := s.start()
	if err := e.startDeck(s.Deck, pursued); err != nil {
		return err
	}
	e.enter(openingPhase(s.gap()))
	for i := range e.riders {
		st := &e.st[i]
		st.Role, st.Pos = Pursuer, pursuers
		if i == 0 {
			st.Role, st.Pos = Pursued, pursued
		}
		e.startChips(i)
		if ev := e.emit(Start, i); ev != nil {
			ev.Pos = int32(st.Pos)
		}
	}
	e.out = running
	e.ready = true
	e.j.Synced()
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
