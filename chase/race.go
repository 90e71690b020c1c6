package chase

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/wounds"
)

// RaceSetup is how a horse race starts (rule CS-7):
//
//   - Riders: any number, at least one, in the order they resolve.
//   - Course: the track's terrain by stretches (nil: DefaultCourse, the
//     source rules' 30 cards — plains 1–10, desert 11–20, plains 21–30).
//   - MaxTurns: the turn cap, 0 for DefaultMaxTurns (300), at most
//     100,000 and what [MaxEvents] allows the riders.
//   - Speed: the speed table (nil: DefaultSpeedTable); the race is run in
//     the Short phase throughout, so red chips are Opening × Short Speed
//     and the red bet limit half the Short Speed.
//   - Deck: the deck to lay the course from (nil: a fresh deck with two
//     jokers, shuffled); it must hold two jokers and a card for every card
//     of the course.
//   - Turn: how long a turn lasts on each rider's clock (0: DefaultTurn,
//     ten seconds), at most an hour, as in a chase.
//
// Each rider's Decider bets for him: none is the default, [Canny];
// [Person] marks a rider played by a person, whose bets come from
// [Race.Decide]. Riders' names must differ, ignoring case.
type RaceSetup struct {
	Riders   []Rider
	Course   Course
	MaxTurns int
	Speed    *SpeedTable
	Deck     *dice.Deck
	Turn     wounds.Time `json:",omitempty"`
}

// Race is a horse race, the Spanish rules' adaptation of the chase (rule CS-7):
// the course is laid at the start; an initiative roll places the riders —
// every 5 points behind the best is one card (50 feet) behind the line;
// each turn every rider bets and moves as in the chase, meeting the
// hazards and obstacles of the course, whose terrains make some ranks
// automatic hazards (rule CSD-5). There is no trail knowledge and no
// tracking. A rider finishes when he reaches the last card; riders who
// cross in the same turn are placed by how far their move would have
// carried them, then by the lower initiative, then by index. The race is
// over when every rider has finished or is out (his horse died), or at
// the turn cap. It saves its journal at any point ([Race.MarshalJSON]),
// a bet made for the coming turn included, and [ResumeRace] continues it
// identically; [Race.TakeBack] takes bets back.
//
// A Race is not safe for concurrent use: the caller serializes Decide,
// SetDecider and Step.
type Race struct {
	engine
	setup RaceSetup // as built, for the save (none in a study)
}

// NewRace starts a race: it validates the setup, shuffles the deck (unless
// one is given), lays the course, hands out the chips (rule CS-1) and
// rolls every rider's initiative: d10 plus his Initiative modifier, less
// his Reputation's DieMod (lower is better, rules RED-3, DID-1), and every
// full 5 points behind the best start one card behind the line (rule
// CS-7).
//
// Draws: Deck.Shuffle's when no deck is given, then one IntN(10) per rider
// in order. A rider's Decider decoded from JSON holds a name: NewRace
// finds it as [New] does, among the built-ins, [Person] and custom. Errors
// wrap [ErrSetup] (nil dice, two riders of one name among them, a turn cap
// too long to resume: see [MaxEvents]), [ErrSetup], [ErrHorse],
// [ErrTable], [ErrSetup] or [ErrStrategy].
func NewRace(s RaceSetup, r dice.Rand, custom ...Strategy) (*Race, error) {
	return build(new(Race), s, r, finder(custom))
}

// Reset starts a new race in rc, as [NewRace] does (with no custom
// strategy), reusing rc's memory: races reset one after another in one
// Race allocate nothing once its buffers have grown; a race played at a table
// keeps its journal. On error rc is left unusable until a Reset succeeds.
func (rc *Race) Reset(s RaceSetup, r dice.Rand) error { return reset(rc, s, r, finder(nil)) }

// keep keeps setup s, as built, for the save.
func (rc *Race) keep(s RaceSetup) { rc.setup = ownRaceSetup(s, rc.first) }

// seats counts the riders of setup s.
func (rc *Race) seats(s *RaceSetup) int { return len(s.Riders) }

// take checks setup s whole and takes what every race of it shares into
// the engine: the riders and their deciders (found with find), the
// tables, the course and the turn cap. A study takes its setup once and
// lays each of its races from it (lay).
func (rc *Race) take(s RaceSetup, find func(encounter.Saved) (Strategy, error)) error {
	e := &rc.engine
	e.ready = false
	e.race = true
	switch {
	case len(s.Riders) == 0:
		return errorf(ErrSetup, "no riders")
	case len(s.Riders) > maxRiders:
		return errorf(ErrSetup, "%d riders, at most %d", len(s.Riders), maxRiders)
	case s.MaxTurns < 0 || s.MaxTurns > maxTurnCap:
		return errorf(ErrSetup, "turn cap %d outside 0..%d", s.MaxTurns, maxTurnCap)
	}
	if err := checkTurn(s.Turn); err != nil {
		return err
	}
	course := s.Course
	if course == nil {
		course = defaultCourse
	} else if err := course.validate(); err != nil {
		return err
	}
	for i := range s.Riders {
		if err := s.Riders[i].validate(Racer, i); err != nil {
			return err
		}
	}
	e.riders = append(e.riders[:0], s.Riders...)
	if err := e.takeIn(find, s.Speed, s.Turn, s.MaxTurns); err != nil {
		return err
	}
	e.course = append(e.course[:0], course...)
	e.readCourse()
	e.length = course.length()
	e.weather = Clear
	return e.checkCap(0)
}

// lay starts a race of setup s, which take has taken into the engine, on
// dice r: it shuffles the deck (unless s gives one), lays the course,
// hands out the chips (rule CS-1) and rolls every rider's initiative to
// put him on his card (rule CS-7).
func (rc *Race) lay(s RaceSetup, r dice.Rand) error {
	e := &rc.engine
	e.ready = false
	e.begin(r)
	e.clearRiders()
	e.turn, e.places, e.lastOut, e.crossed = 0, 0, -1, false
	e.enter(Short)
	e.log, e.turnAt = e.log[:0], 0
	if err := e.startDeck(s.Deck, e.length); err != nil {
		return err
	}
	best := 0
	for i := range e.riders {
		st := &e.st[i]
		st.Role = Racer
		e.startChips(i)
		face := dice.D(r, 10)
		rd := &e.riders[i]
		st.Init = face + rd.Initiative - rd.DieMod
		if i == 0 || st.Init < best {
			best = st.Init
		}
		if ev := e.emit(Initiative, i); ev != nil {
			ev.Roll = Roll{Die: 10, Face: int16(face), Mod: int16(rd.Initiative), Rep: int16(-rd.DieMod), Total: int16(st.Init)}
		}
	}
	for i := range e.st {
		st := &e.st[i]
		lag := (st.Init - best) / 5
		st.Pos = -lag
		if !e.quiet {
			e.log[i].Speed = int16(lag) // the rider's Initiative event
		}
	}
	e.out = running
	e.ready = true
	e.j.Synced()
	return nil
}

// placeFinishers places the racers who reached the last card this turn:
// furthest intended move first, then lower initiative, then index. It
// looks for them only when a move reached it (crossed).
func (e *engine) placeFinishers() {
	if !e.crossed {
		return
	}
	e.crossed = false
	for {
		best := -1
		for i := range e.st {
			s := &e.st[i]
			if !s.In() || s.Pos < e.length {
				continue
			}
			if best < 0 || e.ahead(i, best) {
				best = i
			}
		}
		if best < 0 {
			return
		}
		e.places++
		s := &e.st[best]
		s.Status, s.Place = Finished, e.places
		if e.places <= len(e.podium) {
			e.podium[e.places-1] = e.turn
		}
		if ev := e.emit(Finishes, best); ev != nil {
			ev.Value = int16(e.places)
		}
	}
}

// ahead reports whether racer i crossed the line ahead of racer j in the
// same turn.
func (e *engine) ahead(i, j int) bool {
	ri := e.st[i].Pos - e.st[i].Moved + e.moves[i]
	rj := e.st[j].Pos - e.st[j].Moved + e.moves[j]
	if ri != rj {
		return ri > rj
	}
	if e.st[i].Init != e.st[j].Init {
		return e.st[i].Init < e.st[j].Init
	}
	return i < j
}
