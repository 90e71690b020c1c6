package main

import (
	"context"
	"fmt"
	"io"

	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
)

// studies are the statistics of the program's study: its chases and its
// races, of the same numbers. They marshal to JSON as one file.
type studies struct {
	Chases *chase.Stats     `json:"chases"`
	Races  *chase.RaceStats `json:"races"`
}

// Merge merges the chases and the races of o into s; statistics of
// another study, or of the same numbers twice, wrap chase.ErrStats (and
// may leave s with o's chases merged but not its races: -merge then
// stops).
func (s *studies) Merge(o *studies) error {
	if s.Chases == nil || s.Races == nil || o.Chases == nil || o.Races == nil {
		return fmt.Errorf("%w: a statistics file without its chases or its races", chase.ErrStats)
	}
	if err := s.Chases.Merge(o.Chases); err != nil {
		return err
	}
	return s.Races.Merge(o.Races)
}

// Missing returns the numbers in [from, to) whose chase or race s lacks.
func (s *studies) Missing(from, to uint64) [][2]uint64 {
	var out [][2]uint64
	for _, m := range append(s.Chases.Missing(from, to), s.Races.Missing(from, to)...) {
		out = append(out, m)
		for k := len(out) - 1; k > 0 && out[k][0] < out[k-1][0]; k-- {
			out[k], out[k-1] = out[k-1], out[k]
		}
	}
	joined := out[:0]
	for _, m := range out {
		if n := len(joined); n > 0 && m[0] <= joined[n-1][1] {
			joined[n-1][1] = max(joined[n-1][1], m[1])
			continue
		}
		joined = append(joined, m)
	}
	return joined
}

// String formats the chases' statistics, then the races'.
func (s *studies) String() string {
	return "-- the pursuit --\n" + s.Chases.String() + "\n-- the festival race --\n" + s.Races.String()
}

// runStudy runs the study of the pursuit and the race: their horses are
// those seed rolls for the chase and the race it tells.
func runStudy(ctx context.Context, w, stderr io.Writer, f *cli.StudyFlags, seed uint64) error {
	ps, err := pursuitSetup(dice.NewSource(dice.StudySeed(seed, 0)))
	if err != nil {
		return err
	}
	rs, err := raceSetup(dice.NewSource(dice.StudySeed(seed, 1)))
	if err != nil {
		return err
	}
	head := fmt.Sprintf("== Black Bart and Marshal Dill across the badlands, and the festival race (seed %d) ==", seed)
	return cli.RunStudy(ctx, w, stderr, f, head, func(ctx context.Context, r cli.Run) (*studies, error) {
		progress := func(offset uint64) func(done, total uint64) {
			if r.Progress == nil {
				return nil
			}
			return func(done, total uint64) { r.Progress((offset+done)/2, total) }
		}
		st := chase.Study{Seed: seed, From: r.From, To: r.To, Workers: r.Workers, Chunk: r.Chunk, Progress: progress(0)}
		chases, err := chase.Simulate(ctx, ps, st)
		if chases == nil {
			return nil, err
		}
		st.Progress = progress(r.To - r.From)
		races, rerr := chase.SimulateRace(ctx, rs, st)
		if races == nil {
			return nil, rerr
		}
		if err == nil {
			err = rerr
		}
		return &studies{Chases: chases, Races: races}, err
	})
}
