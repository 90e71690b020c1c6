package trial

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/journal"
)

// stateVersion is the version of the saved-trial format. Version 2 added
// the counsel's Reputation modifier (Skills.DieMod, rule RED-3); version 3
// the two counsel and the place within a phase — the stage, the points
// owed, the Law bonuses standing and a person's recorded choice — so that
// a trial saves while a decision is pending; version 4 the header every
// encounter's events share (when, kind, who, whom), the day renamed when;
// version 5 plays on with TRD-5 (a tampered juror's own side brings him
// back without his saving throw, which rolls no die for it). Version 6
// saves the trial's journal instead of its state: the setup as built, the
// dice it started with, every decision in the order it was made, the
// changes of counsel and evidence ratings, the moves of the dice by
// others, and the point reached with the dice there. Version 7 saves the
// condition of the man who speaks for each side (rule WOD-7) with its
// skills. Version 8 keeps each side's counsel in its skills, under
// "decider", instead of a list of two beside the Config, which is the
// whole setup. Only version 8 loads.
const stateVersion = 8

// built returns the Config the trial was built from: the evidence ratings
// and the counsel as given to New.
func (t *Trial) built() Config {
	c := t.cfg
	c.Evidence = t.rated
	c.Prosecution.Decider, c.Defence.Decider = t.first[0], t.first[1]
	return c
}

// saved returns the trial's setup as its save holds it: the Config it was
// built from. A counsel that cannot be saved wraps ErrState, and leaves
// the setup returned with it (for a fingerprint) without his name.
func (t *Trial) saved() (Config, error) {
	c := t.built()
	var err error
	for k := range 2 {
		if _, e := savedCounsel(c.side(k).Decider); e != nil {
			err = fmt.Errorf("%w: the %v counsel: %w", ErrState, seatSide(k), e)
			c.side(k).Decider = nil
		}
	}
	return c, err
}

// MarshalJSON saves the trial at any point between calls, a pending
// decision included, as its journal: the Config it was built from with its
// two counsel as built (a built-in by its name and parameters, a custom
// one by its Name() and Version(), a person as "person"), the state its
// dice started from, every decision made — each counsel's answer and
// each person's choice, in the order made, as [Choice.String] prints it,
// with the sides of the dice a counsel drew on [View.Rand] — every change
// of counsel ([Trial.SetDecider]) and of the evidence ratings
// ([Trial.SetEvidence]), every move of the dice by someone else between two
// steps, and the point reached (phase, day, part of the phase and the
// decision asked there) with the state of the dice there. Its size grows
// with the decisions, not the events: a trial has at most 16 decisions.
//
// Dice that are not a *dice.Source wrap [ErrRand]; a custom counsel
// without Name and Version, or with a built-in's name, given a seat at any
// time, wraps [ErrState].
func (t *Trial) MarshalJSON() ([]byte, error) {
	if t.unsaved != nil {
		return nil, t.unsaved
	}
	s, err := t.saved()
	if err != nil {
		return nil, err
	}
	f, err := journal.Save(&t.j, stateVersion, s, t.point())
	switch {
	case errors.Is(err, journal.ErrUnsavable):
		return nil, fmt.Errorf("%w: its dice.Rand (%T) cannot be saved; use a *dice.Source", ErrRand, t.r)
	case err != nil:
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	return json.Marshal(f)
}

// Resume goes on with a trial saved by [Trial.MarshalJSON], its dice a
// *dice.Source, exactly where it stopped — waiting for the same decision
// if one was pending. It builds the trial with [New] from the saved Config
// and counsel (so a bad Config is refused as New refuses it) and replays
// the journal through the same rules that played it: nothing play could
// not produce resumes. A counsel in a seat at the end comes back as saved:
// a built-in with its parameters, a person's seat as a person's, and a
// custom counsel found among custom by its Name() and Version(). Replay
// never asks a counsel, so a custom counsel the journal names only before
// the end need not be given; the trial saves him again by his name and
// version.
//
// The error wraps [ErrState] (with the cause: ErrCase, ErrCounsel …) for
// an unknown field, another version, a bad Config, a counsel neither built
// in nor among custom (the error lists the names it could be), and a
// journal that does not replay — a choice the rules refuse at its turn, an
// entry for a seat not asked, entries past the point the save says it
// reached or a point or dice state that differ from the save's; the error
// names the entry.
//
// A custom counsel with state of its own resumes without it: the
// guarantee covers counsel whose answers depend only on their [View].
//
// Resuming replays the whole trial: at most 16 decisions and 12 steps,
// about 60 µs for the longest trial (BenchmarkResume), plus an entry for
// each change of counsel or evidence and each move of the dice by others.
func Resume(data []byte, custom ...Counsel) (*Trial, error) {
	f, src, err := journal.Read[Config, point](data, stateVersion, func(*Config) int { return 2 })
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	t := &Trial{custom: custom}
	if err := t.reset(f.Setup, src, true); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	t.j.Replay(f.Journal, -1)
	if err := t.replayTo(f.At); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	if err := t.j.Reached(t.point(), f.At, src, f.AtDice); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	t.j.Done()
	for k := range 2 {
		if _, err := resolve(t.cfg.side(k).Decider, custom, false); err != nil {
			return nil, fmt.Errorf("%w: the %v counsel: %w", ErrState, seatSide(k), err)
		}
	}
	return t, nil
}
