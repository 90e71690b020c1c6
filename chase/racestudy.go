package chase

import (
	"context"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
)

// SimulateRace runs the races of a study of s and returns their
// statistics, as Simulate does for chases: the setup's strategies play
// every race (from several goroutines at once), Study's numbers are races, a
// cancelled context returns the statistics of the chunks completed with
// the context's error, and the errors are Simulate's (NewRace's for a bad
// setup). Each worker checks the setup once and lays every race of it
// afresh in one reused Race, which keeps no log and no journal; any race of a study is told in full
// by NewRace with dice.NewSource(dice.StudySeed(Seed, i)).
func SimulateRace(ctx context.Context, s RaceSetup, st Study) (*RaceStats, error) {
	probe, err := NewRace(s, dice.NewSource(0))
	if err != nil {
		return nil, err
	}
	strats, err := probe.engine.studied()
	if err != nil {
		return nil, err
	}
	fp, err := raceFingerprint(s, strats)
	if err != nil {
		return nil, err
	}
	s = raceWithDeciders(s, strats) // as found, once
	return raceStatsFormat.Run(ctx, st, fp, probe.engine.names(), func() (func(uint64, *RaceStats) error, error) {
		src := dice.NewSource(0)
		rc := new(Race)
		rc.engine.forStudy()
		if err := rc.take(s, finder(nil)); err != nil { // once: every race lays the same setup
			return nil, err
		}
		return func(seed uint64, acc *RaceStats) error {
			src.Reseed(seed)
			if err := rc.lay(s, src); err != nil {
				return err
			}
			if _, err := rc.Run(); err != nil {
				return err
			}
			acc.add(rc)
			return nil
		}, nil
	})
}

// raceFingerprint returns the fingerprint of a race study: its setup with
// the defaults filled in, its strategies and the Stats version.
func raceFingerprint(r RaceSetup, strats []Strategy) (string, error) {
	if r.Course == nil {
		r.Course = DefaultCourse()
	}
	r.Riders = printed(r.Riders)
	if r.MaxTurns == 0 {
		r.MaxTurns = DefaultMaxTurns
	}
	if r.Speed == nil {
		t := DefaultSpeedTable()
		r.Speed = &t
	}
	strategies, err := strategyPrints(strats)
	if err != nil {
		return "", err
	}
	fp, err := study.Fingerprint(StatsVersion, struct {
		Race       RaceSetup            `json:"race"`
		Strategies []study.DeciderPrint `json:"strategies"`
	}{r, strategies})
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrSetup, err)
	}
	return fp, nil
}
