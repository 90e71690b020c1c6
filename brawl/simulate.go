package brawl

import (
	"context"
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
)

// DefaultStudySize is the size of a study whose To is 0.
const DefaultStudySize = study.DefaultSize

// Study says which brawls to run, as gunfight.Study says which duels: it
// is the SDK's one study type. Brawl i of a study rolls a dice.Source
// seeded with dice.StudySeed(Seed, i), so the statistics of brawls
// [From, To) do not depend on how they are split between Workers and
// Chunks, and the largest done Progress reports is the Brawls of the
// Stats Simulate returns.
type Study = study.Study

// Simulate runs the brawls of a study of setup s and returns their
// statistics. The context is checked before every chunk: when it is
// cancelled the chunks under way finish, and Simulate returns the
// statistics of the chunks completed — their Ranges say which, and
// Stats.Missing what is left — with the context's error. A bad setup
// returns the error New gives; a person's seat, or a custom strategy
// without Name and Version, wraps ErrBrawler; a study with From after To, or
// reaching beyond 2^63, wraps ErrStats; a strategy's illegal decision
// stops the study with its error, naming the brawl.
//
// Each brawl is reset and replayed in one reused Brawl per worker, so a
// study allocates nothing per brawl. The brawl keeps no log and no
// journal: it plays the same rules on the same dice, and the statistics
// read its end and what it counted as it went (the knock-outs, the special
// actions). Any brawl of a study is told in full by replaying it: New with
// dice.NewSource(dice.StudySeed(Seed, i)) and the same Setup.
func Simulate(ctx context.Context, s Setup, st Study) (*Stats, error) {
	fp, err := fingerprint(s)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(s.Brawlers))
	for i := range s.Brawlers {
		names[i] = s.Brawlers[i].Brawler.Name
	}
	if _, _, err := seat(s); err != nil {
		return nil, err
	}
	return statsFormat.Run(ctx, st, fp, names, func() (func(uint64, *Stats) error, error) {
		b, src, err := seat(s)
		if err != nil {
			return nil, err
		}
		return func(seed uint64, acc *Stats) error {
			src.Reseed(seed)
			b.restart()
			if err := b.run(); err != nil {
				return err
			}
			acc.add(b)
			return nil
		}, nil
	})
}

// seat builds the brawl of s on a fresh dice.Source, refusing what
// Fingerprint refuses (a person's seat: people cannot be studied).
func seat(s Setup) (*Brawl, *dice.Source, error) {
	if _, err := fingerprint(s); err != nil {
		return nil, nil, err
	}
	src := dice.NewSource(0)
	b, err := New(s, src)
	if err != nil {
		return nil, nil, err
	}
	b.studied()
	return b, src, nil
}

// Fingerprint returns the fingerprint of a setup: an FNV-64a hash of its
// JSON with the tables it will use (the defaults where the Config has
// none), every strategy — a built-in by its name, a custom one by its
// Name() and Version() — and the Stats version. Two studies with the same
// fingerprint run the same brawls; a nil strategy counts as Cautious, the
// default. A custom strategy without Name and Version wraps ErrBrawler; so
// does a person's seat (people cannot be studied).
func fingerprint(s Setup) (string, error) {
	cfg := s.Config.clone()
	if cfg.Specials == nil {
		cfg.Specials = DefaultSpecials()
	}
	if cfg.Weapons == nil {
		cfg.Weapons = DefaultWeapons()
	}
	if cfg.Spots == nil {
		cfg.Spots = DefaultSpots()
	}
	if cfg.MaxRounds == 0 {
		cfg.MaxRounds = DefaultMaxRounds
	}
	strategies := make([]study.DeciderPrint, len(s.Brawlers))
	entrants := make([]entrantFields, len(s.Brawlers))
	for i, e := range s.Brawlers {
		entrants[i] = entrantFields{Brawler: e.Brawler, Spot: e.Spot}
		d, err := e.decider(nil, false)
		if err != nil {
			return "", fmt.Errorf("brawler %d: %w", i+1, err)
		}
		if d == nil {
			return "", fmt.Errorf("%w: brawler %d (%s) is played by a person; a study needs a strategy in every seat", ErrBrawler, i+1, e.Brawler.Name)
		}
		p, err := study.Decider(d, strategyName(d), nil)
		if err != nil {
			return "", fmt.Errorf("%w: brawler %d (%s): %w", ErrBrawler, i+1, e.Brawler.Name, err)
		}
		strategies[i] = p
	}
	fp, err := study.Fingerprint(StatsVersion, struct {
		Config     Config               `json:"config"`
		Brawlers   []entrantFields      `json:"brawlers"`
		Strategies []study.DeciderPrint `json:"strategies"`
	}{cfg, entrants, strategies})
	if err != nil {
		return "", errors.Join(ErrBrawler, err)
	}
	return fp, nil
}
