package trial

import (
	"context"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
)

// A study of trials runs DefaultStudySize of them when its To is 0,
// numbers them below MaxStudied (2^63) and gives each worker DefaultChunk
// at a time, as every encounter package's study does.
const (
	DefaultStudySize = study.DefaultSize
	MaxStudied       = study.Max
	DefaultChunk     = study.DefaultChunk
)

// Study is the study type of every encounter package, told in full at
// gunfight.Study; trial i of one rolls dice.StudySeed(Seed, i).
type Study = study.Study

// Simulate runs the trials of a study of cfg, with its two counsel, and
// returns their statistics; a cancelled context stops it between chunks,
// with the statistics of the chunks completed (see gunfight.Simulate). A
// bad Config returns New's error; a side played by a [Person] (people
// cannot be studied), or a custom counsel without Name and Version, wraps
// ErrCounsel; a study with From after To, or reaching beyond MaxStudied,
// wraps ErrStats; a counsel's forbidden choice stops the study with its
// error, naming the trial. The evidence must be rated in the Config.
//
// A worker plays its trials in one reused Trial, which keeps neither
// journal nor log (it cannot be saved): the statistics read what it
// counts as it plays. Trial i of a study is told in full by New with
// dice.NewSource(dice.StudySeed(Seed, i)).
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
