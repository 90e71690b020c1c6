package chase

import (
	"context"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
)

// DefaultStudySize is the size of a study (of chases or races) whose To
// is 0.
const DefaultStudySize = study.DefaultSize

// MaxStudied bounds the chase and race numbers of a study: they are
// numbered in [0, MaxStudied), that is [0, 2^63).
const MaxStudied = study.Max

// DefaultChunk is how many chases or races a worker of a study takes at a
// time.
const DefaultChunk = study.DefaultChunk

// Study says which chases (or races) to run: numbers [From, To) of the
// study with Seed (within [0, MaxStudied)) — chase i rolls a dice.Source
// seeded with dice.StudySeed(Seed, i), so a study can be split anywhere
// and recomputed anywhere — on Workers goroutines (0: GOMAXPROCS), in
// chunks of Chunk (0: DefaultChunk) taken in order; the statistics do not
// depend on either. The zero Study runs chases 0..DefaultStudySize−1 of
// seed 0.
//
//	type Study struct {
//		Seed     uint64
//		From, To uint64
//		Workers  int
//		Chunk    int
//		Progress func(done, total uint64)
//	}
//
// Progress, when set, is called after each chunk with the chases done so
// far and the total, from the worker that finished it; it must be safe for
// concurrent use, and calls may overlap and arrive out of order, so keep
// the largest done. By the time Simulate returns, the largest done
// reported is the Chases of the Stats it returns.
//
// Study is the one study type of every encounter package (gunfight.Study,
// brawl.Study and trial.Study are the same type).
type Study = study.Study

// Simulate runs the chases of a study of s and returns their statistics.
// The setup's strategies play every chase (a nil one is the default,
// Canny); they are called from several goroutines at once, each on its own
// chase, so a strategy must be safe for that (the built-ins are).
//
// The context is checked before every chunk: when it is cancelled the
// chunks under way finish, and Simulate returns the statistics of the
// chunks completed — their Ranges say which, and Stats.Missing what is
// left — with the context's error. A bad setup returns New's error; a
// rider played by a [Person] (people cannot be studied) or a custom
// strategy without Name and Version wraps ErrStrategy;
// a study with From after To, or reaching beyond MaxStudied, wraps
// ErrStats; a strategy's bad bet stops the study with its error, naming
// the chase.
//
// Each worker checks the setup once and lays every chase of it afresh in
// one reused Chase, which keeps no log and no journal: the statistics read what they need from
// the riders' states and the engine's counts, and a studied chase cannot
// be saved. Any chase of a study is told in full by
// replaying it: New with dice.NewSource(dice.StudySeed(Seed, i)).
func Simulate(ctx context.Context, s Setup, st Study) (*Stats, error) {
	probe, err := New(s, dice.NewSource(0))
	if err != nil {
		return nil, err
	}
	strats, err := probe.e.studied()
	if err != nil {
		return nil, err
	}
	fp, err := chaseFingerprint(s, strats)
	if err != nil {
		return nil, err
	}
	s = withDeciders(s, strats) // as found, once
	names := []string{s.Pursued.Name}
	for _, r := range s.Pursuers {
		names = append(names, r.Name)
	}
	return statsFormat.Run(ctx, st, fp, names, func() (func(uint64, *Stats) error, error) {
		src := dice.NewSource(0)
		c := new(Chase)
		c.e.forStudy()
		if err := c.take(s, finder(nil)); err != nil { // once: every chase lays the same setup
			return nil, err
		}
		start := make([]int, len(names))
		return func(seed uint64, acc *Stats) error {
			src.Reseed(seed)
			if err := c.lay(s, src); err != nil {
				return err
			}
			for i := range c.e.st {
				start[i] = c.e.st[i].Pos
			}
			if _, err := c.Run(); err != nil {
				return err
			}
			acc.add(c, start)
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
	strategies, err := strategyPrints(strats)
	if err != nil {
		return "", err
	}
	fp, err := study.Fingerprint(StatsVersion, struct {
		Setup      Setup                `json:"setup"`
		Strategies []study.DeciderPrint `json:"strategies"`
	}{c, strategies})
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
