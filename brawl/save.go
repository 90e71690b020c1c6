package brawl

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// stateVersion is the version of the saved form: 5 saves each brawler's
// condition as he walked in (rule WOD-7) with his setup; 4 saved the
// brawl's journal — its setup, its starting dice and every decision
// answered — where 3 saved a snapshot of the brawl's state.
const stateVersion = 5

// saved returns the setup as a save holds it (see setup): a decider that
// cannot be saved goes under the unnamed name.
func (b *Brawl) saved() Setup {
	s := b.setup()
	for i := range s.Brawlers {
		if _, err := savedOf(b.first[i]); err != nil {
			s.Brawlers[i].Decider = unresolved{name: unnamed}
		}
	}
	return s
}

// strategyName returns the name a built-in strategy is saved under —
// "cautious", "aggressive" or "random" — or "" for any other.
func strategyName(s Strategy) string {
	switch builtinOf(s).(type) {
	case *cautious:
		return "cautious"
	case *aggressive:
		return "aggressive"
	case *random:
		return "random"
	}
	return ""
}

func strategyNamed(name string) Strategy {
	switch name {
	case "cautious":
		return Cautious
	case "aggressive":
		return Aggressive
	case "random":
		return Random
	}
	return nil
}

// unnamed is the name a decider change is journaled under when its
// strategy cannot be saved (it has no Name and Version): its answers are
// in the journal, so a replay does not need it, but a brawl cannot be
// saved while it plays a seat.
const unnamed = "unnamed"

// savedOf returns the saved form of strategy d (nil or Person: a person):
// a built-in's name, a custom one's Name and Version (a name Resume did not
// find is saved as it was read); an error when d cannot be saved.
func savedOf(d Strategy) (encounter.Saved, error) {
	if d == nil || isPerson(d) {
		return encounter.Saved{Name: encounter.Person}, nil
	}
	return encounter.Save(d, strategyBuiltins)
}

// journaled returns the saved form of d, or the unnamed one.
func journaled(d Strategy) encounter.Saved {
	s, err := savedOf(d)
	if err != nil {
		return encounter.Saved{Name: unnamed}
	}
	return s
}

// sameSaved reports whether two saved deciders name the same one.
func sameSaved(a, b encounter.Saved) bool {
	return a.Name == b.Name && a.Version == b.Version && bytes.Equal(a.Params, b.Params)
}

// unresolved stands for a custom strategy known only by its name and
// version — read from JSON, or from a save — until it is found among the
// custom strategies New or Resume is given. A replay never asks a
// decider (the answers are in the journal), so one named only earlier in
// a save's journal is not needed; Resume refuses a save whose seat it
// still plays at the point reached, and New one it cannot find.
type unresolved struct {
	person
	name, version string
}

// Name returns the strategy's name.
func (u unresolved) Name() string { return u.name }

// Version returns the strategy's version.
func (u unresolved) Version() string { return u.version }

// missing returns the error of u not found among custom, listing the
// names it could have been.
func (u unresolved) missing(custom []Strategy) error {
	_, _, err := encounter.Find(encounter.Saved{Name: u.name, Version: u.version}, strategyBuiltins, savedBuiltin, custom)
	return err
}

// deciderOf returns the strategy a save names: nil for a person, a
// built-in by its name, a custom one among custom by its Name and Version,
// or an unresolved one for a custom strategy not among them.
func deciderOf(s encounter.Saved, custom []Strategy) (Strategy, error) {
	d, person, err := encounter.Find(s, strategyBuiltins, savedBuiltin, custom)
	switch {
	case person:
		return nil, nil
	case err == nil:
		return d, nil
	case errors.Is(err, encounter.ErrUnknownDecider) && s.Params == nil &&
		s.Name != encounter.Person && !slices.Contains(strategyBuiltins.Names, s.Name):
		return unresolved{name: s.Name, version: s.Version}, nil
	}
	return nil, err
}

// MarshalJSON saves the brawl at any point between calls, a pending
// decision and a choice Decide recorded included: its journal (package
// doc, "Saves"). Dice that are not a *dice.Source wrap ErrRand; a seat
// played now by a custom strategy without Name and Version, or under a
// built-in's name, wraps ErrState.
func (b *Brawl) MarshalJSON() ([]byte, error) {
	if b.src == nil {
		return nil, fmt.Errorf("%w: the brawl's dice.Rand (%T) cannot be saved; use a *dice.Source", ErrRand, b.r)
	}
	for i, d := range b.deciders {
		if _, err := savedOf(d); err != nil {
			return nil, fmt.Errorf("%w: seat %d (%s): %w", ErrState, i, b.seats[i].Brawler.Name, err)
		}
	}
	s := b.saved()
	b.j.Arrived(b.point())
	f, err := journal.Save(&b.j, stateVersion, s, b.point())
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	return json.Marshal(f)
}

// Resume continues a brawl saved by MarshalJSON: it builds the brawl of
// the saved setup with New (so the setup is checked as a new one is) on the
// saved starting dice, and replays the journal through the same engine to
// the point the save says it reached, with the same events and the same
// dice. Each seat's decider then is found again: a person, a built-in by
// its name, a custom strategy among custom by its Name and Version. A
// custom strategy named only earlier in the journal is not needed (its
// answers are in the journal), and one with state of its own resumes
// without that state.
//
// Anything wrong wraps ErrState and says what: malformed JSON or a field
// the saved form has not, another version, a setup New refuses, an entry
// out of form, a journal that does not replay — a decision the rules refuse
// at its turn, an answer of a seat not asked, an entry never reached — named
// by its number, a point reached or dice there other than the save says,
// and a decider not found (listing the names it could have been).
//
// Resuming costs what playing the journal costs, and the round limit
// bounds the journal (New refuses one that may ask more than 100,000
// decisions). The longest journal we make —
// MaxBrawlers men who move in place every turn, so that every turn offers
// 31 counters, for sixty rounds: 56,729 decisions in a save of 1.6 MB —
// resumes in 896 million instructions (cachegrind) and 0.13–0.3 s on one
// core of a loaded AMD EPYC, with a heap of 55 MB (BenchmarkResume/longest);
// a journal of 100,000 decisions, at that cost a decision, in about half a
// second and 100 MB.
func Resume(data []byte, custom ...Strategy) (*Brawl, error) {
	f, src, err := journal.Read[Setup, point](data, stateVersion, func(s *Setup) int { return len(s.Brawlers) })
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	b := new(Brawl)
	if err := b.build(f.Setup, src, custom, true); err != nil {
		return nil, fmt.Errorf("%w: the setup: %w", ErrState, err)
	}
	b.custom = custom
	b.j.Replay(f.Journal, -1)
	err = b.replayTo(f.At)
	if err == nil {
		err = b.j.Reached(b.point(), f.At, src, f.AtDice)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	b.j.Done()
	b.custom = nil
	for i, d := range b.deciders {
		if u, ok := d.(unresolved); ok {
			return nil, fmt.Errorf("%w: seat %d (%s): %w", ErrState, i, b.seats[i].Brawler.Name, u.missing(custom))
		}
	}
	return b, nil
}
