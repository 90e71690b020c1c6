package gunfight

import (
	"fmt"
	"slices"
)

// TakeBack takes the fight back to its decision k (0 ≤ k ≤ Decisions()):
// it replays the journal's first k decisions — from the setup and the
// dice the fight was built with — and stops where decision k was asked,
// before it was asked. The fight then stands there as it stood: a
// person's declaration waits (Waiting), a tactic's is asked at the next
// Step, a Holder is asked there whether he holds fire. The deciders in
// force now stay in force (a change is journaled), and so do the custom
// tactics the fight knows. TakeBack(Decisions()) changes nothing; a k
// outside 0..Decisions() wraps [ErrState], a fight whose dice are not a
// *dice.Source [ErrRand], and neither changes anything.
func (f *Fight) TakeBack(k int) error {
	n := f.j.Decisions()
	switch {
	case f.j.Off:
		return fmt.Errorf("%w: a Runner's fight keeps no journal to take back", ErrState)
	case k < 0 || k > n:
		return fmt.Errorf("%w: take back to decision %d of %d: want 0..%d", ErrState, k, n, n)
	case f.src == nil:
		return fmt.Errorf("%w: a take-back replays from the dice the fight started with: the fight rolls a %T", ErrRand, f.r)
	case k == n:
		return nil
	}
	entries := slices.Clone(f.j.Before(k))
	now := *f.src
	*f.src = f.j.Start()
	back, err := f.rebuilt()
	if err == nil {
		back.j.Replay(entries, k)
		err = back.play(point{}, false)
	}
	if err != nil {
		*f.src = now
		return fmt.Errorf("%w: %w", ErrState, err)
	}
	back.j.Done()
	for i := range back.men {
		if a, b := back.saved(i, back.men[i].tac), f.saved(i, f.men[i].tac); a.Name != b.Name || a.Version != b.Version {
			back.SetDecider(i, f.men[i].tac)
		}
		back.setTactic(i, f.men[i].tac)
	}
	back.custom = f.custom
	*f = *back
	f.view.f = f
	return nil
}

// rebuilt returns the fight as it was built — its setup, its rules, each
// man's tactic — rolling f's dice as they stand, and knowing every custom
// tactic f knows.
func (f *Fight) rebuilt() (*Fight, error) { return NewFight(f.savedSetup(), f.src, f.custom...) }
