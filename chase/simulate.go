package chase

import (
	"context"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
)

// The defaults and bound of a study of chases or races, which are every
// encounter package's: DefaultStudySize chases when To is 0, chase
// numbers below MaxStudied (2^63), DefaultChunk chases a worker takes at
// a time.
const (
	DefaultStudySize = study.DefaultSize
	MaxStudied       = study.Max
	DefaultChunk     = study.DefaultChunk
)

// Study is the SDK's one study type (gunfight.Study tells all of it):
// chases, or races, [From, To) of the study with Seed, chase i on a
// dice.Source seeded with dice.StudySeed(Seed, i).
type Study = study.Study

// Simulate runs the chases of a study of s and returns their statistics,
// as gunfight.Simulate runs duels — a cancelled context returns those of
// the chunks completed, with its error. The setup's strategies (a nil one
// is Canny) play every chase, called from several goroutines at once, so
// a strategy must be safe for that (the built-ins are).
//
// Errors: a bad setup returns New's; a rider played by a [Person] (people
// cannot be studied) or a custom strategy without Name and Version wraps
// ErrStrategy; a study with From after To, or reaching beyond MaxStudied,
// wraps ErrStats; a strategy's bad bet stops the study with its error,
// naming the chase.
//
// Each worker checks the setup once and lays every chase of it afresh in
// one reused Chase, which keeps no log and no journal: the statistics
// read what they need from the riders' states and the engine's counts,
// and a studied chase cannot be saved. Any chase of a study is told in
// full by replaying it: New with dice.NewSource(dice.StudySeed(Seed, i)).
func Simulate(ctx context.Context, s Setup, st Study) (*Stats, error) {
	pursued, pursuers := s.start()
	return simulate[Setup, Chase, Stats](ctx, s, st, &statsFormat, chaseFingerprint, withDeciders, func(acc *Stats, c *Chase) {
		acc.add(c, pursued, pursuers)
	})
}

// simulate runs the games of a study of setup s — Simulate's chases,
// SimulateRace's races — and returns their statistics T, kept in format
// f. A game built from the setup checks it and finds its strategies, of
// which fingerprint prints the study's fingerprint and with puts in the
// setup, once; each worker then takes the setup in once and lays every
// game of it afresh in one reused game G, which keeps no log and no
// journal, and tally counts each game it has played.
func simulate[S, C, T any, G interface {
	*C
	game[S]
}](ctx context.Context, s S, st Study, f *study.Format[T], fingerprint func(S, []Strategy) (string, error), with func(S, []Strategy) S, tally func(*T, G)) (*T, error) {
	probe, err := build(G(new(C)), s, dice.NewSource(0), finder(nil))
	if err != nil {
		return nil, err
	}
	strats, err := probe.core().studied()
	if err != nil {
		return nil, err
	}
	fp, err := fingerprint(s, strats)
	if err != nil {
		return nil, err
	}
	s = with(s, strats) // as found, once
	return f.Run(ctx, st, fp, probe.core().names(), func() (func(uint64, *T) error, error) {
		src := dice.NewSource(0)
		g := G(new(C))
		g.core().forStudy()
		if err := g.take(s, finder(nil)); err != nil { // once: every game lays the same setup
			return nil, err
		}
		return func(seed uint64, acc *T) error {
			src.Reseed(seed)
			if err := g.lay(s, src); err != nil {
				return err
			}
			if _, err := g.core().Run(); err != nil {
				return err
			}
			tally(acc, g)
			return nil
		}, nil
	})
}

// chaseFingerprint returns the fingerprint of a chase study: its setup with
// the defaults filled in, its strategies and the Stats version.
func chaseFingerprint(c Setup, strats []Strategy) (string, error) {
	if c.Gap == 0 {
		c.Gap = layoutCards
	}
	if c.Terrain == (Terrain{}) {
		c.Terrain = open
	}
	if c.MaxTurns == 0 {
		c.MaxTurns = DefaultMaxTurns
	}
	if c.Speed == nil {
		t := DefaultSpeedTable()
		c.Speed = &t
	}
	c.Pursued = printed([]Rider{c.Pursued})[0]
	c.Pursuers = printed(c.Pursuers)
	return fingerprint("setup", c, strats)
}

// fingerprint returns the fingerprint of a study of setup, which holds
// the defaults filled in, under key ("setup" for a chase, "race" for a
// race): the setup, the strategies and the Stats version. The keys are
// written in order, key then "strategies", as a map's are.
func fingerprint(key string, setup any, strats []Strategy) (string, error) {
	strategies, err := strategyPrints(strats)
	if err != nil {
		return "", err
	}
	fp, err := study.Fingerprint(StatsVersion, map[string]any{key: setup, "strategies": strategies})
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrSetup, err)
	}
	return fp, nil
}

// printed returns copies of riders as a fingerprint holds them: without
// their deciders, which it lists apart, and a horse's sex filled in.
func printed(rs []Rider) []Rider {
	out := slices.Clone(rs)
	for i := range out {
		out[i].Decider = nil
		if out[i].Horse.Sex == "" {
			out[i].Horse.Sex = sexes[0]
		}
	}
	return out
}

// names returns the riders' names, in order: a study's.
func (e *engine) names() []string {
	names := make([]string, len(e.riders))
	for i := range e.riders {
		names[i] = e.riders[i].Name
	}
	return names
}

// forStudy makes e an engine of a study's: it keeps no journal — a
// studied chase cannot be saved — and no log, since the statistics read
// the riders' states and what the engine counts as it plays (each horse's
// collapses, the turns the first two racers finished).
func (e *engine) forStudy() {
	e.j.Off, e.rec.Off, e.quiet = true, true, true
}

// studied returns the riders' strategies for a study, the defaults filled
// in; a person is an error, as people cannot be studied.
func (e *engine) studied() ([]Strategy, error) {
	for i, s := range e.strats {
		if s == nil {
			return nil, errorf(ErrStrategy, "rider %d (%s) is played by a person, and people cannot be studied", i+1, e.riders[i].Name)
		}
	}
	return append([]Strategy(nil), e.strats...), nil
}

// strategyPrints returns what a fingerprint holds of each strategy.
func strategyPrints(ss []Strategy) ([]study.DeciderPrint, error) {
	out := make([]study.DeciderPrint, len(ss))
	for i, s := range ss {
		p, err := strategyPrint(s)
		if err != nil {
			return nil, fmt.Errorf("%w: rider %d: %w", ErrStrategy, i+1, err)
		}
		out[i] = p
	}
	return out, nil
}

// strategyPrint returns what a fingerprint holds of strategy s: a built-in
// one by its name and parameters (Patience with the strategy it wraps),
// a custom one by its Name() and Version().
func strategyPrint(s Strategy) (study.DeciderPrint, error) {
	switch v := s.(type) {
	case nil:
		return study.DeciderPrint{}, fmt.Errorf("no strategy")
	case AllOut, *AllOut:
		return study.Decider(s, "all-out", nil)
	case Canny, *Canny:
		return study.Decider(s, "canny", nil)
	case Steady:
		return study.Decider(s, "steady", v)
	case *Steady:
		return study.Decider(s, "steady", *v)
	case Patience:
		return patiencePrint(v)
	case *Patience:
		return patiencePrint(*v)
	}
	return study.Decider(s, "", nil)
}

// patiencePrint prints Patience with the strategy it wraps (nil: Canny).
func patiencePrint(p Patience) (study.DeciderPrint, error) {
	inner := p.Strategy
	if inner == nil {
		inner = Canny{}
	}
	ip, err := strategyPrint(inner)
	if err != nil {
		return study.DeciderPrint{}, err
	}
	return study.Decider(p, "patience", struct {
		Strategy   study.DeciderPrint `json:"strategy"`
		Gap, Turns int
	}{ip, p.Gap, p.Turns})
}
