package gunfight

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/internal/journal"
)

// saveVersion is the version of the saved fight format: 3 saved each
// man's decider and a declaration pending; 4 gave the events the
// encounters' common header; 5 saved the staunch action, the pressure a
// man holds, the new events and each man's patient in the wounds format 3;
// 6 saved the fight's journal — its setup as built, the dice it started
// with, every declaration and hold answer, the changes of decider and of
// the dice, and the point reached — which Resume replays; 7 saved each
// man's condition as he walks in (rule GUD-16) with his setup; 8 names
// each man's tactic in his shooter ("decider": its name, and a custom
// one's version), where 7 named it under "tactic" and listed custom ones
// apart; 9: an action a bleed cancels at the count it was due is not
// resolved (a journal of 8 that reached such a count replays otherwise).
const saveVersion = 9

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
	for i, t := range f.first {
		if _, err := savedTactic(t); err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrState, i, f.men[i].sh.Name, err)
		}
	}
	file, err := journal.Save(&f.j, saveVersion, s, f.point())
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
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
	if file.Deciders != nil {
		return nil, fmt.Errorf("%w: a fight's save names each man's tactic in its setup, not under \"deciders\"", ErrState)
	}
	f, err := NewFight(file.Setup, src, custom...)
	if err != nil {
		return nil, within(ErrState, "", err)
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

// Decisions returns the number of decisions in the fight's journal: the
// declarations answered so far — a person's, a tactic's — and the hold
// answers of Holders (0 for a Runner's fight, which keeps none).
func (f *Fight) Decisions() int { return f.j.Decisions() }

// Entry returns decision k of the journal: the man who answered, and what
// — a declaration as Action.String writes it ("fire 0 at 1 deliberate"),
// or a hold answer ("hold fire", "fire") — so a tool can show a fight's
// decisions and pick one to take back; false when there is no decision k.
func (f *Fight) Entry(k int) (who int, choice string, ok bool) { return f.j.Decision(k) }
