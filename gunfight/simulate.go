package gunfight

import (
	"context"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/internal/study"
)

// DefaultStudySize is the size of a study whose To is 0.
const DefaultStudySize = study.DefaultSize

// MaxStudied bounds the duel numbers of a study: duels are numbered in
// [0, MaxStudied), that is [0, 2^63).
const MaxStudied = study.Max

// DefaultChunk is how many duels a worker takes at a time.
const DefaultChunk = study.DefaultChunk

// Study says which duels to run: duels [From, To) of the study with Seed
// (numbers in [0, MaxStudied)) — duel i rolls a dice.Source seeded with
// dice.StudySeed(Seed, i), so a study can be split anywhere and recomputed
// anywhere — on Workers goroutines (0: GOMAXPROCS), in chunks of Chunk
// duels (0: DefaultChunk) taken in order; the statistics do not depend on
// either. The zero Study runs duels 0..DefaultStudySize−1 of seed 0.
//
//	type Study struct {
//		Seed     uint64
//		From, To uint64
//		Workers  int
//		Chunk    int
//		Progress func(done, total uint64)
//	}
//
// Progress, when set, is called after each chunk with the duels done so far
// and the total, from the worker that finished it (one atomic update per
// chunk); it must be safe for concurrent use. Calls from different workers
// may overlap and arrive out of order, so keep the largest done; by the time
// Simulate returns, the largest done reported is the Duels of the Stats it
// returns — cancelled or not. Progress runs on a worker's time: store the
// number and draw elsewhere.
//
// Study is the one study type of every encounter package (brawl.Study,
// chase.Study and trial.Study are the same type).
type Study = study.Study

// Fingerprint returns the fingerprint of a setup: an FNV-64a hash of its
// JSON — each man's tactic by its name (a custom one by its Name and
// Version), QuickDraw where he has none — with the rules it will use (the
// defaults when Rules is nil) and the Stats version. Two studies with the
// same fingerprint run the same fights. A custom tactic without a
// Version() string method wraps ErrSetup: a study cannot tell two versions
// of it apart.
func Fingerprint(s Setup) (string, error) {
	if s.Rules == nil {
		s.Rules = &sharedDefaults().Rules
	}
	s.Shooters = slices.Clone(s.Shooters)
	for i := range s.Shooters {
		sh := &s.Shooters[i]
		switch d := sh.Decider.(type) {
		case nil:
			sh.Decider = builtins[0]
		case *gunman, person:
		default:
			if _, ok := d.(interface{ Version() string }); !ok {
				return "", fmt.Errorf("%w: shooter %d (%s): custom tactic %q: %w", ErrSetup, i, sh.Name, d.Name(), study.ErrDecider)
			}
		}
	}
	fp, err := study.Fingerprint(StatsVersion, s)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrSetup, err)
	}
	return fp, nil
}

// Simulate runs the duels of a study of setup s and returns their
// statistics (rule GU-10). The context is checked before every chunk
// (DefaultChunk duels unless Study.Chunk says otherwise): when it is
// cancelled the chunks under way finish, and Simulate returns the
// statistics of the chunks completed — their Ranges say which, and
// Stats.Missing what is left to run — together with the context's error.
// A study whose last chunk finished as it was cancelled is complete: no
// error. A bad setup wraps [ErrSetup]; a study with From after To, or
// reaching beyond MaxStudied, wraps [ErrStats]; a tactic's
// impossible action stops the study with its error.
func Simulate(ctx context.Context, s Setup, st Study) (*Stats, error) {
	fp, err := Fingerprint(s)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(s.Shooters))
	for i := range s.Shooters {
		names[i] = s.Shooters[i].Name
	}
	if _, err := NewRunner(s); err != nil {
		return nil, err
	}
	return statsFormat.Run(ctx, st, fp, names, func() (func(uint64, *Stats) error, error) {
		r, err := NewRunner(s)
		if err != nil {
			return nil, err
		}
		return func(seed uint64, acc *Stats) error {
			o, err := r.Run(seed)
			if err != nil {
				return err
			}
			acc.add(&o, &r.fight.hits)
			return nil
		}, nil
	})
}
