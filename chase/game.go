package chase

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// game is a *Chase (S a Setup) or a *Race (S a RaceSetup) as it is
// built: Chase and Race each play on the engine they embed, and differ
// only in the setup they take in and how they lay a game of it.
type game[S any] interface {
	// take checks setup s whole and takes what every game of it shares
	// into the engine, finding the deciders the riders name with find.
	take(s S, find func(encounter.Saved) (Strategy, error)) error
	// lay starts a game of setup s, which take has taken in, on dice r.
	lay(s S, r dice.Rand) error
	// keep keeps setup s, as built, for the save.
	keep(s S)
	// seats counts the riders of setup s.
	seats(s *S) int
	// core returns the engine the game plays on.
	core() *engine
}

// core returns the engine itself: the one a Chase or Race embeds.
func (e *engine) core() *engine { return e }

// build starts g, a new chase or race, as reset does, and returns it; the
// zero G (nil) when the setup is refused.
func build[S any, G game[S]](g G, s S, r dice.Rand, find func(encounter.Saved) (Strategy, error)) (G, error) {
	if err := reset(g, s, r, find); err != nil {
		var none G
		return none, err
	}
	return g, nil
}

// reset starts a new chase or race of setup s in g on dice r, finding the
// deciders the riders name with find: it takes the setup in, lays the
// game and, unless the game keeps no journal (a study's), keeps the setup
// for the save. On error g is left unusable until a reset succeeds.
func reset[S any, G game[S]](g G, s S, r dice.Rand, find func(encounter.Saved) (Strategy, error)) error {
	e := g.core()
	e.ready = false
	if r == nil {
		return errorf(ErrSetup, "no dice")
	}
	if err := g.take(s, find); err != nil {
		return err
	}
	if err := g.lay(s, r); err != nil {
		return err
	}
	if !e.j.Off {
		g.keep(s)
	}
	return nil
}

// resume reads a save of a chase or race g, builds g from the saved setup
// on the saved dice, and plays the journal again on its engine; nil when
// the save is refused (the error wraps ErrState).
func resume[S any, G game[S]](g G, data []byte, custom []Strategy) (G, error) {
	var none G
	f, src, err := journal.Read[S, point](data, saveVersion, g.seats)
	if err != nil {
		return none, errorf(ErrState, "%v", err)
	}
	if err := reset(g, f.Setup, src, resumer(custom)); err != nil {
		return none, fmt.Errorf("%w: the setup: %w", ErrState, err)
	}
	if err := g.core().resume(f.Journal, f.At, f.AtDice, custom); err != nil {
		return none, err
	}
	return g, nil
}
