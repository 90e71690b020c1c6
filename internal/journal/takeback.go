package journal

import (
	"errors"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
)

// ErrRange is the error of a take-back to a decision the journal does not
// hold. Encounter packages wrap it in their own ErrState.
var ErrRange = errors.New("no such decision")

// Back is the part of a take-back every encounter shares: it checks k
// (0..Decisions(); outside, an error wrapping ErrRange), and for k below
// Decisions() puts src back where the journal began and calls replay with
// the entries that came before decision k. Replay builds the encounter
// anew on src, queues the entries with Replay(entries, k) and plays them;
// what it builds stands where decision k was asked, and the package makes
// it the encounter. When replay fails src is put back where it stood and
// Back returns replay's error. Back(Decisions()) does nothing and returns
// nil; dice that are not a *dice.Source (src nil) cannot be put back, an
// error wrapping ErrUnsavable. In every error case nothing has changed.
func (j *Journal[P]) Back(k int, src *dice.Source, replay func(entries []Entry[P]) error) error {
	n := len(j.decisions)
	switch {
	case k < 0 || k > n:
		return fmt.Errorf("%w: take back to decision %d of %d: want 0..%d", ErrRange, k, n, n)
	case k == n:
		return nil
	case src == nil:
		return fmt.Errorf("%w: a take-back replays from the dice the encounter started with", ErrUnsavable)
	}
	entries := slices.Clone(j.Before(k))
	now := *src
	*src = j.start
	if err := replay(entries); err != nil {
		*src = now
		return err
	}
	return nil
}
