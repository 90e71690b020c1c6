package journal

import (
	"errors"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// File is the JSON form of an encounter's save, S being its setup and P
// its point: where in its own time the encounter stands (gunfight: the
// count, the steps played at it, the phase and the man asked; brawl: the
// round, the stage, the colour and the seat asked; …), a comparable value
// the engine computes.
//
// Resume reads a File, builds the encounter from Setup with its own
// constructor (so the setup is checked as a new one is), sets its dice to
// Dice, replays Journal through the engine until it reaches At, and
// refuses the save unless it reaches At exactly, with every entry played
// and the dice at AtDice.
type File[S any, P comparable] struct {
	Version int `json:"version"`
	Setup   S   `json:"setup"`
	// Deciders are the seats' deciders when the encounter was built, for
	// a package whose setup does not name them; a change is a journal
	// entry.
	Deciders []encounter.Saved `json:"deciders,omitempty"`
	// Dice is the dice's state when the encounter was built
	// (dice.Source.MarshalBinary).
	Dice    []byte     `json:"dice"`
	Journal []Entry[P] `json:"journal"`
	At      P          `json:"at"`
	AtDice  []byte     `json:"atDice"`
}

// ErrUnsavable is the error of a save whose dice are not a *dice.Source:
// only its state can be saved. Encounter packages wrap it in their ErrRand.
var ErrUnsavable = errors.New("only a *dice.Source can be saved")

// Save returns the save of an encounter built from setup, whose journal
// is j, standing at point at. Draws someone else made on the encounter's
// dice since its last call are recorded first, as a move of the dice at
// at (Arrived): the save's dice are where they are now, and replay puts
// them there.
func Save[S any, P comparable](j *Journal[P], version int, setup S, at P) (*File[S, P], error) {
	if j.src == nil {
		return nil, ErrUnsavable
	}
	if j.Off {
		return nil, errors.New("a study's encounter keeps no journal")
	}
	j.Arrived(at)
	start, _ := j.start.MarshalBinary()
	now, _ := j.src.MarshalBinary()
	entries := j.entries
	if entries == nil {
		entries = []Entry[P]{}
	}
	return &File[S, P]{Version: version, Setup: setup, Dice: start, Journal: entries, At: at, AtDice: now}, nil
}

// Read decodes a save strictly (unknown fields refused), checks its
// version and the form of each entry for an encounter of seats seats
// (taken from the setup decoded: seats is called after decoding), and
// returns it with its starting dice.
func Read[S any, P comparable](data []byte, version int, seats func(*S) int) (*File[S, P], *dice.Source, error) {
	f := new(File[S, P])
	if err := encounter.Strict(data, f); err != nil {
		return nil, nil, err
	}
	if f.Version != version {
		return nil, nil, fmt.Errorf("version %d, want %d", f.Version, version)
	}
	src := new(dice.Source)
	if err := src.UnmarshalBinary(f.Dice); err != nil {
		return nil, nil, fmt.Errorf("dice: %w", err)
	}
	if err := new(dice.Source).UnmarshalBinary(f.AtDice); err != nil {
		return nil, nil, fmt.Errorf("atDice: %w", err)
	}
	n := seats(&f.Setup)
	var recorded []int // the seats with a choice recorded and not yet played
	for k := range f.Journal {
		e := &f.Journal[k]
		if err := e.check(n); err != nil {
			return nil, nil, fmt.Errorf("entry %d: %w", k, err)
		}
		switch {
		case !e.Decision():
		case len(recorded) > 0 && !e.Recorded:
			return nil, nil, fmt.Errorf("entry %d: a decision after a choice recorded and not yet played", k)
		case e.Recorded && slices.Contains(recorded, e.Who):
			return nil, nil, fmt.Errorf("entry %d: a second choice recorded for seat %d and not yet played", k, e.Who)
		case e.Recorded:
			// Several seats may have chosen at once (simultaneous
			// decisions), each once.
			recorded = append(recorded, e.Who)
		}
	}
	return f, src, nil
}

// Reached returns the error of a replay that stopped at point at with the
// dice in state src, when the save says it reached want with the dice in
// state wantDice, or when entries are left unplayed; nil when they agree.
func (j *Journal[P]) Reached(at, want P, src *dice.Source, wantDice []byte) error {
	if err := j.Unplayed(); err != nil {
		return err
	}
	if at != want {
		return fmt.Errorf("%w: the journal reaches %+v, the save says %+v", ErrReplay, at, want)
	}
	var d dice.Source
	if err := d.UnmarshalBinary(wantDice); err != nil || d != *src {
		return fmt.Errorf("%w: the dice at %+v are not where the save says", ErrReplay, at)
	}
	return nil
}
