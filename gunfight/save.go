package gunfight

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// saveVersion is the version of the saved fight format: 3 saved each
// man's decider and a declaration pending; 4 gave the events the
// encounters' common header; 5 saved the staunch action, the pressure a
// man holds, the new events and each man's patient in the wounds format 3;
// 6 saves the fight's journal — its setup as built, the dice it started
// with, every declaration and hold answer, the changes of decider and of
// the dice, and the point reached — which Resume replays; 7 saves each
// man's condition as he walks in (rule GUD-16) with his setup.
const saveVersion = 7

// MarshalJSON saves the fight at any point between calls — between two
// counts, or stopped at a declaration, with the choice Decide recorded —
// as its journal: the setup it was built from (its rules included when
// they are not the defaults), the state its dice started in, every
// declaration answered so far in order — a person's, a tactic's, each
// Holder's hold answer — as Action.String writes it, with the sides of
// the dice a tactic drew through View.Rand, the changes of decider
// (SetDecider) and of the dice (another's draws on them between two
// calls), a choice recorded and not yet played, and the point reached
// with the dice there. Its size grows with the decisions, not the events:
// {"who":1,"do":"fire 0 at 0"} is one.
//
// A decider is named as it is found again: a built-in by its name, a
// person, or a custom tactic by its Name and Version. A fight that ever
// had a custom tactic without a Version() string method, or one named as
// a built-in, cannot be saved (the error wraps [ErrState]); nor can one
// whose dice are not a *dice.Source, the one source whose state a save
// holds (the error wraps [ErrRand]), nor a Runner's, which keeps no
// journal. Resume continues it to exactly the outcome it would have had.
func (f *Fight) MarshalJSON() ([]byte, error) {
	if f.src == nil {
		return nil, fmt.Errorf("%w: %w: the fight rolls a %T", ErrRand, journal.ErrUnsavable, f.r)
	}
	if f.unsaved != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, f.unsaved)
	}
	s := f.savedSetup()
	custom := false
	deciders := make([]encounter.Saved, len(f.first))
	for i, t := range f.first {
		var d any
		if t != nil {
			d = t
		}
		saved, err := encounter.Save(d, tacticBuiltins)
		if err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrState, i, f.men[i].sh.Name, err)
		}
		deciders[i] = saved
		_, builtin := t.(*gunman)
		custom = custom || (t != nil && !builtin)
	}
	file, err := journal.Save(&f.j, saveVersion, s, f.point())
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	if custom {
		file.Deciders = deciders
	}
	return json.Marshal(file)
}

// Resume continues a fight saved with MarshalJSON: it builds the fight of
// the saved setup with NewFight — so the setup is checked as a new one is
// — on a *dice.Source in the saved starting state, and replays its
// journal through the same engine to the point it reached, where it
// stands as it stood: pending the same declaration, with the choice Decide
// recorded, each man played by the decider he had. Replay asks no tactic:
// each answer is the journal's.
//
// A custom tactic is found among custom by its Name and Version: every
// one the save names — in its setup, or in a change of decider anywhere
// in its journal, in force at the end or not — must be given (one that is
// missing, or of another version, wraps [ErrState] and
// encounter.ErrUnknownDecider, listing the names it could have been).
// Unknown fields, another version, a setup NewFight refuses, and a journal
// that does not replay — an entry out of its form, a choice the rules
// refuse at its turn, an entry for another man than the one asked, a point
// reached that differs from the save's, with the dice elsewhere, or
// entries left past it — are refused with an error wrapping [ErrState]
// that names the entry. Resume never panics.
//
// Resuming costs what playing the journal costs. A standard duel's save
// at its end (about 1 KB, 16 declarations) resumes in about half a million
// instructions. The longest journal a fight can keep — MaxShooters men,
// each declaring every count, to MaxLimit: about 48,000 declarations in a
// 1.2 MB save — resumes in about 60 ms, allocating about 90 MB
// (BenchmarkResumeLongest): within the 1 s and 256 MB a resume may take.
func Resume(data []byte, custom ...Tactic) (*Fight, error) {
	file, src, err := journal.Read[Setup, point](data, saveVersion, func(s *Setup) int { return len(s.Shooters) })
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrState, err)
	}
	s := file.Setup
	s.Custom = slices.Clone(custom)
	tactics, err := savedDeciders(file, custom)
	if err != nil {
		return nil, err
	}
	f, err := NewFight(s, src)
	if err != nil {
		return nil, within(ErrState, "", err)
	}
	for i, t := range tactics {
		f.setTactic(i, t)
		f.first[i] = t
	}
	f.j.Replay(file.Journal, -1)
	if err := f.play(file.At, true); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	if err := f.j.Reached(f.point(), file.At, f.src, file.AtDice); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	f.j.Done()
	return f, nil
}

// savedDeciders finds the tactic each man was built with (nil: a person):
// by the save's deciders when one is custom, checked against the names of
// the setup; else by the setup's names, which are then built-in tactics
// or Person (a name that is neither is NewFight's to refuse).
func savedDeciders(file *journal.File[Setup, point], custom []Tactic) ([]Tactic, error) {
	n := len(file.Setup.Shooters)
	tactics := make([]Tactic, n)
	if file.Deciders == nil {
		for i := range file.Setup.Shooters {
			sh := &file.Setup.Shooters[i]
			t, err := findTactic(sh.Tactic, nil)
			if _, errCustom := findTactic(sh.Tactic, custom); err != nil && errCustom == nil {
				return nil, fmt.Errorf("%w: shooter %d (%s): custom tactic %q saved without its version: %w", ErrState, i, sh.Name, sh.Tactic, encounter.ErrUnknownDecider)
			}
			tactics[i] = t // an unknown name: NewFight says which are known
		}
		return tactics, nil
	}
	if len(file.Deciders) != n {
		return nil, fmt.Errorf("%w: %d deciders saved for %d shooters", ErrState, len(file.Deciders), n)
	}
	for i, d := range file.Deciders {
		sh := &file.Setup.Shooters[i]
		t, _, err := encounter.Find(d, tacticBuiltins, builtinTactic, custom)
		if err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrState, i, sh.Name, err)
		}
		named := sh.Tactic
		if named == "" {
			named = builtins[0].name
		}
		if !strings.EqualFold(named, d.Name) {
			return nil, fmt.Errorf("%w: shooter %d (%s): the setup names tactic %q, the save %q", ErrState, i, sh.Name, sh.Tactic, d.Name)
		}
		tactics[i] = t
	}
	return tactics, nil
}

// Decisions returns the number of decisions in the fight's journal: the
// declarations answered so far — a person's, a tactic's — and the hold
// answers of Holders (0 for a Runner's fight, which keeps none).
func (f *Fight) Decisions() int { return f.j.Decisions() }

// Entry returns decision k of the journal: the man who answered, and what
// — a declaration as Action.String writes it ("fire 0 at 1 deliberate"),
// or a hold answer ("hold fire", "fire") — so a tool can show a fight's
// decisions and pick one to take back; false when there is no decision k.
func (f *Fight) Entry(k int) (who int, choice string, ok bool) { return f.j.Decision(k) }
