package trial

import (
	"context"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
)

// DefaultStudySize is the size of a study whose To is 0.
const DefaultStudySize = study.DefaultSize

// MaxStudied bounds the trial numbers of a study: trials are numbered in
// [0, MaxStudied), that is [0, 2^63).
const MaxStudied = study.Max

// DefaultChunk is how many trials a worker of a study takes at a time.
const DefaultChunk = study.DefaultChunk

// Study says which trials to run: trials [From, To) of the study with Seed
// (numbers in [0, MaxStudied)) — trial i rolls a dice.Source seeded with
// dice.StudySeed(Seed, i), so a study can be split anywhere and recomputed
// anywhere — on Workers goroutines (0: GOMAXPROCS), in chunks of Chunk
// trials (0: DefaultChunk) taken in order; the statistics do not depend on
// either. The zero Study runs trials 0..DefaultStudySize−1 of seed 0.
//
//	type Study struct {
//		Seed     uint64
//		From, To uint64
//		Workers  int
//		Chunk    int
//		Progress func(done, total uint64)
//	}
//
// Progress, when set, is called after each chunk with the trials done so
// far and the total, from the worker that finished it; it must be safe for
// concurrent use, and calls may overlap and arrive out of order, so keep
// the largest done. By the time Simulate returns, the largest done
// reported is the Trials of the Stats it returns.
//
// Study is the one study type of every encounter package (gunfight.Study,
// brawl.Study and chase.Study are the same type).
type Study = study.Study

// Simulate runs the trials of a study of cfg, with its two counsel, and
// returns their statistics.
// The context is checked before every chunk: when it is cancelled the
// chunks under way finish, and Simulate returns the statistics of the
// chunks completed — their Ranges say which, and Stats.Missing what is
// left — with the context's error. A bad Config returns New's error; a
// side played by a [Person] (people cannot be studied), or a custom counsel
// without Name and Version, wraps ErrCounsel; a study with From after To, or reaching beyond MaxStudied,
// wraps ErrStats; a counsel's forbidden choice stops the study with its
// error, naming the trial. The evidence must be rated in the Config.
//
// Each trial is reset and replayed in one reused Trial per worker, which
// keeps no journal (it cannot be saved) and no log: the rules are played
// by the same functions, and the statistics read what the trial counts as
// it plays. Any trial of a study is told in full by replaying it: New
// with dice.NewSource(dice.StudySeed(Seed, i)).
func Simulate(ctx context.Context, cfg Config, st Study) (*Stats, error) {
	if _, err := New(cfg, dice.NewSource(0)); err != nil {
		return nil, err
	}
	fp, err := Fingerprint(cfg)
	if err != nil {
		return nil, err
	}
	return statsFormat.Run(ctx, st, fp, nil, func() (func(uint64, *Stats) error, error) {
		src := dice.NewSource(0)
		t := new(Trial)
		t.j.Off, t.rec.Off, t.quiet = true, true, true // a study keeps no journal and no log
		return func(seed uint64, acc *Stats) error {
			src.Reseed(seed)
			if err := t.Reset(cfg, src); err != nil {
				return err
			}
			for !t.Over() {
				if err := t.Step(); err != nil {
					return err
				}
			}
			acc.add(t)
			return nil
		}, nil
	})
}

// Fingerprint returns the fingerprint of a study of cfg: an FNV-64a hash of
// its JSON with the rules it will use (the defaults when Rules is nil),
// the two counsel (each side's Decider) — a built-in one by its name and
// parameters (nil is the zero Greedy), a custom one by its Name() and
// Version() — and the Stats version. Two studies with the same fingerprint run the same trials. A
// side played by a [Person], or a custom counsel without Name and Version,
// wraps ErrCounsel.
func Fingerprint(cfg Config) (string, error) {
	if cfg.Rules == nil {
		r := DefaultRules()
		cfg.Rules = &r
	}
	var counsel [2]study.DeciderPrint
	for k := range counsel {
		sk := cfg.side(k)
		p, err := counselPrint(sk.Decider)
		if err != nil {
			return "", fmt.Errorf("%w: %v: %w", ErrCounsel, seatSide(k), err)
		}
		counsel[k] = p
		sk.Decider = nil // printed beside the Config, as the print's format has it
	}
	fp, err := study.Fingerprint(StatsVersion, struct {
		Config  Config                `json:"config"`
		Counsel [2]study.DeciderPrint `json:"counsel"`
	}{cfg, counsel})
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrState, err)
	}
	return fp, nil
}

// counselPrint returns what a fingerprint holds of counsel c.
func counselPrint(c Counsel) (study.DeciderPrint, error) {
	if absent(c) {
		return study.Decider(Greedy{}, "greedy", Greedy{})
	}
	switch v := c.(type) {
	case person:
		return study.DeciderPrint{}, fmt.Errorf("a person cannot be studied")
	case Greedy:
		return study.Decider(c, "greedy", v)
	case *Greedy:
		return study.Decider(c, "greedy", *v)
	case Cautious:
		return study.Decider(c, "cautious", v)
	case *Cautious:
		return study.Decider(c, "cautious", *v)
	}
	return study.Decider(c, "", nil)
}
