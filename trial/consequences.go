package trial

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	scenestamp "github.com/deadmanshand/aces/internal/stamp"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// took returns how long the trial took, on the clock of each man who
// spoke in it: from the hearing to the verdict, the weeks until the
// circuit judge came (TR-3) and the days the jury deliberated (TR-7), 7 ×
// weeks + days; a trial that ended at the hearing took the hearing's
// hour (ours: the rules give it no length). Until the trial is over it is
// the time so far.
func (t *Trial) took() wounds.Time {
	if d := wounds.Time(7*t.weeks+t.day) * wounds.Day; d > 0 {
		return d
	}
	return wounds.Hour
}

// Consequences returns what the trial left the man who spoke for seat i
// (0 the prosecution, 1 the defence) with, once it is over (package scene;
// rule WOD-7): the scene — the trial's setup fingerprint, the dice it
// started from, his seat and side, and its end on his clock, his
// condition's time as the trial began plus the time it took (7 × the
// weeks until the circuit judge came and the days the jury deliberated,
// TR-3 and TR-7; the hearing's hour, ours, when it ended there; Took)
// — and nothing
// else: no wound, and no deed of the default table is a trial's (deeds,
// nil for the defaults, is read for the one signature every encounter's
// Consequences has; a GM adds his awards to the result). The verdict and
// the judge's standing for sentencing are the trial's own results, for
// whoever asked ([Trial.Outcome]). A seat neither side's wraps [ErrCounsel]; a trial
// not over wraps [ErrPhase].
func (t *Trial) Consequences(i int, deeds reputation.DeedTable) (scene.Consequences, error) {
	side, ok := seatOf(i)
	switch {
	case !ok:
		return scene.Consequences{}, fmt.Errorf("%w: consequences of seat %d: the seats are 0 (prosecution) and 1 (defence)", ErrCounsel, i)
	case t.rules == nil:
		return scene.Consequences{}, fmt.Errorf("%w: a trial not made by New or Resume", ErrState)
	case t.phase != PhaseOver:
		return scene.Consequences{}, fmt.Errorf("%w: the trial is not over: its consequences come when it ends", ErrPhase)
	}
	sk := t.cfg.Prosecution
	if side == Defence {
		sk = t.cfg.Defence
	}
	s, _ := t.saved() // a counsel that cannot be saved is fingerprinted without his name
	var start *dice.Source
	if t.src != nil {
		st := t.j.Start()
		start = &st
	}
	c := scene.Consequences{Took: t.took()}
	st, err := scenestamp.Of("trial", stateVersion, s, start, i, side.String(), sk.Condition.Clock()+c.Took)
	if err != nil {
		return scene.Consequences{}, fmt.Errorf("%w: %w", ErrState, err)
	}
	c.Scene = st
	return c, nil
}
