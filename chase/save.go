package chase

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/journal"
)

// saveVersion is the version of the saved format. Version 2: chips earned
// and traded above the maximum (rule CSD-7), collapse the moment the chips
// run out (rule CSD-8), a rider's Reputation modifier (rule RED-3).
// Version 3: each rider's strategy (or a person), the bets recorded for
// the coming turn, and the event log. Version 4: the event header (when,
// kind, who, whom) and the outcome core (ended, winner, results). Version
// 5: the journal — the setup as built with its strategies, the starting
// dice, every bet in the order it was made (a strategy's with the sides of
// its draws), each change of strategy and each move of the dice, and the
// point reached — in place of the state. Version 6: each rider's condition
// as he mounts (rule WOD-7) and the length of a turn, in the setup.
// Version 7: each rider's strategy is his "decider", in the setup, in
// place of a list beside it.
const saveVersion = 7

// ownSetup returns a copy of s that shares no memory with it, each rider's
// Decider the one the chase took (first): the chase's own record of how it
// was built, for its save.
func ownSetup(s Setup, first []Strategy) Setup {
	s = withDeciders(s, first)
	ownRider(&s.Pursued)
	for i := range s.Pursuers {
		ownRider(&s.Pursuers[i])
	}
	s.Speed, s.Deck = ownSpeed(s.Speed), ownDeck(s.Deck)
	return s
}

// ownRaceSetup returns a copy of s that shares no memory with it, its
// course and each rider's Decider as built.
func ownRaceSetup(s RaceSetup, first []Strategy) RaceSetup {
	s = raceWithDeciders(s, first)
	for i := range s.Riders {
		ownRider(&s.Riders[i])
	}
	if s.Course == nil {
		s.Course = defaultCourse
	}
	s.Course = slices.Clone(s.Course)
	s.Speed, s.Deck = ownSpeed(s.Speed), ownDeck(s.Deck)
	return s
}

// ownRider gives rider r his own vices and condition, so that a caller who
// changes his setup's afterwards changes nothing in the save.
func ownRider(r *Rider) {
	r.Horse.Vices = slices.Clone(r.Horse.Vices)
	r.Condition = r.Condition.Clone()
}

func ownSpeed(t *SpeedTable) *SpeedTable {
	if t == nil {
		return nil
	}
	c := SpeedTable{Opening: t.Opening, Phases: slices.Clone(t.Phases)}
	return &c
}

func ownDeck(d *dice.Deck) *dice.Deck {
	if d == nil {
		return nil
	}
	c := *d
	return &c
}

// save returns the journal's file of a chase or race built from setup,
// standing where it stands now. Errors wrap ErrState (not set up, or a
// study's), ErrRand (dice other than a *dice.Source) or ErrStrategy (a
// strategy that cannot be saved, in the setup or given to SetDecider).
func save[S any](e *engine, setup S) ([]byte, error) {
	if !e.ready {
		return nil, errorf(ErrState, "nothing to save: not set up")
	}
	for i, s := range e.first {
		if _, err := saveStrategy(s); err != nil {
			return nil, fmt.Errorf("rider %d (%s): %w", i+1, e.riders[i].Name, err)
		}
	}
	if e.unsaved != nil {
		return nil, e.unsaved
	}
	f, err := journal.Save(&e.j, saveVersion, setup, e.point())
	switch {
	case errors.Is(err, journal.ErrUnsavable):
		return nil, fmt.Errorf("%w: the %s's dice.Rand (%T) cannot be saved; use a *dice.Source", ErrRand, e.what(), e.rnd)
	case err != nil:
		return nil, errorf(ErrState, "%v", err)
	}
	return json.Marshal(f)
}

// MarshalJSON saves the chase at any point between calls — a bet made
// for the coming turn included — as its journal: the setup it was built
// from with each rider's strategy (a built-in with its parameters, a
// custom one by its Name and Version, or a person), the state of its dice
// then, every bet in the order it was made (a strategy's with the sides of
// the dice it drew on View.Rand), each change of strategy and each draw
// someone else made on its dice, and the point reached: the turns played
// and the riders who have bet for the coming one. [Resume] plays the
// journal again. A bet is written as [Bet.String] writes it:
//
//	{"who":1,"do":"red 4, recover red"}
//
// Dice other than a *dice.Source are an error wrapping [ErrRand]; a
// custom strategy without Name and Version, or under a built-in's name —
// in the setup, or given to SetDecider at any time — one wrapping
// [ErrStrategy].
func (c *Chase) MarshalJSON() ([]byte, error) {
	return save(&c.engine, c.setup)
}

// MarshalJSON saves the race as [Chase.MarshalJSON] saves a chase.
func (rc *Race) MarshalJSON() ([]byte, error) {
	return save(&rc.engine, rc.setup)
}

// Resume continues a chase saved with [Chase.MarshalJSON], a bet made
// for the coming turn included: it builds the chase with [New] from the
// saved setup (checked as a new one is) and the saved dice, and plays the
// journal again through the same engine, turn by turn, to the point the
// save reached. A strategy the journal asked is never asked again: its
// bets are in the journal. The strategies in force at that point are
// found again — a built-in by its name and parameters, a custom one among
// custom by its Name and Version; a custom strategy that played only
// earlier in the chase need not be given. A rider whose strategy's bet
// was refused just before the save is asked again at the next Step.
//
// Resuming costs what playing the journal costs: at most a second and
// 256 MB for the longest chase a setup allows (see [MaxEvents]).
//
// Any error wraps [ErrState]: malformed JSON, an unknown field, another
// format version, a setup New refuses, a journal that does not replay —
// a bet the rules refuse at its turn, a bet of a rider who does not bet
// then, an entry never reached, or a point reached that differs from the
// save's — naming the entry, or a strategy in force not found (wrapping
// also the SDK's unknown-decider error, listing the built-ins).
func Resume(data []byte, custom ...Strategy) (*Chase, error) {
	return resume[Setup](new(Chase), data, custom)
}

// ResumeRace continues a race saved with [Race.MarshalJSON], as [Resume]
// continues a chase: it builds the race with [NewRace] from the saved
// setup and plays the journal again.
func ResumeRace(data []byte, custom ...Strategy) (*Race, error) {
	return resume[RaceSetup](new(Race), data, custom)
}
