package chase

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/stamp"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// DefaultTurn is how long a turn of a chase or race lasts on each rider's
// clock when the setup gives none: ten seconds. Ours, not the source
// rules', which count a chase in cards and turns, not in time; it is data,
// replaced by Setup.Turn and RaceSetup.Turn.
const DefaultTurn = 10 * wounds.Second

// maxTurn bounds the length of a turn: an hour.
const maxTurn = wounds.Hour

// checkTurn reports a turn length outside 0..maxTurn (0: DefaultTurn).
func checkTurn(t wounds.Time) error {
	if t < 0 || t > maxTurn {
		return errorf(ErrSetup, "a turn of %d tenths of a second, want 0..%d (0: DefaultTurn)", int64(t), int64(maxTurn))
	}
	return nil
}

// Consequences returns what the chase left rider i with (rider 0 the
// pursued, then the pursuers), once it is over (package scene; rules
// WOD-7, CSD-2):
//
//   - the scene: the chase's setup fingerprint, the dice it started from,
//     his index and name, and its end on his clock — his condition's time
//     as he mounted, plus a turn's length (Setup.Turn, DefaultTurn: ours)
//     for every turn played;
//   - the hit points obstacles took from him (CSD-2), as one brawling wound
//     booked at the chase's end, as a brawl's are (GUD-10). The chase does
//     not see his wounds bleed while it lasts (ours).
//
// No deed of the default table is a chase's: deeds (nil: the defaults) is
// read for the one signature every encounter's Consequences has, and a GM
// adds his awards to the result. What became of his horse is the chase's
// own result ([Chase.Outcome], [Chase.State]). A rider out of range wraps
// [ErrSetup]; a chase not over wraps [ErrState].
func (c *Chase) Consequences(i int, deeds reputation.DeedTable) (scene.Consequences, error) {
	return c.engine.consequences("chase", withDeciders(c.setup, make([]Strategy, len(c.engine.riders))), i)
}

// Consequences returns what the race left rider i with, once it is over,
// as [Chase.Consequences] does for a chase.
func (rc *Race) Consequences(i int, deeds reputation.DeedTable) (scene.Consequences, error) {
	return rc.engine.consequences("race", raceWithDeciders(rc.setup, make([]Strategy, len(rc.engine.riders))), i)
}

// consequences returns rider i's consequences of the chase or race what,
// built from setup (its riders' deciders left out, as the scene's stamp
// names the setup without them).
func (e *engine) consequences(what string, setup any, i int) (scene.Consequences, error) {
	switch {
	case !e.ready || i < 0 || i >= len(e.riders):
		return scene.Consequences{}, errorf(ErrSetup, "consequences of rider %d of %d", i, len(e.riders))
	case e.out.End == NotOver:
		return scene.Consequences{}, errorf(ErrState, "the %s is not over: its consequences come when it ends", what)
	}
	var start *dice.Source
	if e.src != nil {
		s := e.j.Start()
		start = &s
	}
	c := scene.Consequences{Took: wounds.Time(e.turn) * e.turnTime}
	st, err := stamp.Of(what, saveVersion, setup, start, i, e.riders[i].Name, e.clock[i]+c.Took)
	if err != nil {
		return scene.Consequences{}, errorf(ErrState, "%v", err)
	}
	c.Scene = st
	if lost := e.st[i].HPLost; lost > 0 {
		c.Hits = []wounds.Hit{{Damage: lost, Cause: wounds.Brawling}}
	}
	return c, nil
}
