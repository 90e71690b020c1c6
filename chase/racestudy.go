package chase

import (
	"context"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
)

// RaceStudySetup is a race as a study plays it, again and again: its
// RaceSetup and the strategy of every rider, in the riders' order. As with
// a StudySetup, the strategies are called from several goroutines at
// once, and a custom one takes part only with Name() and Version()
// methods.
type RaceStudySetup struct {
	Race       RaceSetup
	Strategies []Strategy
}

// SimulateRace runs the races of a study of s and returns their
// statistics, as Simulate does for chases: Study's numbers are races, a
// cancelled context returns the statistics of the chunks completed with
// the context's error, and the errors are Simulate's (NewRace's for a bad
// setup). Each race is reset and replayed in one reused Race per worker,
// which keeps its log; any race of a study is told in full by NewRace
// with dice.NewSource(dice.StudySeed(Seed, i)).
func SimulateRace(ctx context.Context, s RaceStudySetup, st Study) (*RaceStats, error) {
	run := study.Study(st)
	if err := run.Bounds(DefaultStudy, "races"); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrStats, err)
	}
	if len(s.Strategies) != len(s.Race.Riders) {
		return nil, fmt.Errorf("%w: %d strategies for %d riders", ErrStrategy, len(s.Strategies), len(s.Race.Riders))
	}
	if _, err := NewRace(s.Race, dice.NewSource(0)); err != nil {
		return nil, err
	}
	fp, err := raceFingerprint(s)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(s.Race.Riders))
	for i, r := range s.Race.Riders {
		names[i] = r.Name
	}
	acc, ranges, err := study.Run(ctx, run, study.Trials[RaceStats]{
		Name: "race",
		Worker: func() (func(uint64, *RaceStats) error, error) {
			src := dice.NewSource(0)
			rc := new(Race)
			return func(seed uint64, acc *RaceStats) error {
				src.Reseed(seed)
				if err := rc.Reset(s.Race, src); err != nil {
					return err
				}
				for rc.e.out.End == NotOver {
					if err := rc.e.play(s.Strategies); err != nil {
						return err
					}
				}
				acc.add(rc)
				return nil
			}, nil
		},
		Empty: func() *RaceStats { return newRaceStats(fp, st.Seed, names) },
		Merge: func(dst, src *RaceStats) { dst.add2(src) },
	})
	if acc != nil {
		acc.Ranges = ranges
	}
	return acc, err
}

// raceFingerprint returns the fingerprint of a race study: its setup with
// the defaults filled in, its strategies and the Stats version.
func raceFingerprint(s RaceStudySetup) (string, error) {
	r := s.Race
	if r.Course == nil {
		r.Course = DefaultCourse()
	}
	if r.MaxTurns == 0 {
		r.MaxTurns = DefaultMaxTurns
	}
	if r.Speed == nil {
		t := DefaultSpeedTable()
		r.Speed = &t
	}
	strategies, err := strategyPrints(s.Strategies)
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
