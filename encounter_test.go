package aces_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/trial"
)

// encounter is the small interface a tool writes once to drive any
// encounter of the SDK: the contract's methods whose signatures hold no
// package type.
type encounter interface {
	Waiting() []int
	Step() error
	Over() bool
	MarshalJSON() ([]byte, error)
}

// horse is a calm, average mount.
func horse(name string) chase.Horse {
	return chase.Horse{Name: name, Breed: "Mustang", Age: 6, Height: 58, Weight: 750, TemperamentType: "quiet", HP: 20,
		Attributes: chase.Attributes{ShortSpeed: 10, MediumSpeed: 10, LongSpeed: 10, Agility: 10, Endurance: 10,
			HorseSense: 22, Temperament: 20, Trainability: 10, Mettle: 10, Soundness: 10, Strength: 10}}
}

// encounters builds one encounter of each type from seed, with every seat
// a person's when people is set and the built-in deciders' otherwise.
func encounters(t *testing.T, seed uint64, people bool) map[string]encounter {
	t.Helper()
	duel := gunfight.StandardDuel()
	jake := brawl.Brawler{Name: "Jake", Str: 13, Int: 10, Wis: 11, Dex: 12, Con: 9, ToHit: 1, DamageMod: 1, HitPoints: 20}
	bill := brawl.Brawler{Name: "Bill", Str: 12, Int: 9, Wis: 10, Dex: 11, Con: 14, HitPoints: 22}
	saloon := brawl.Setup{Brawlers: []brawl.Entrant{{Brawler: jake}, {Brawler: bill}}}
	pursuit := chase.Setup{
		Pursued:  chase.Rider{Name: "Black Bart", Riding: 50, Horse: horse("Dusty")},
		Pursuers: []chase.Rider{{Name: "Marshal Dill", Riding: 50, Tracking: 50, Horse: horse("Blaze")}},
	}
	race := chase.RaceSetup{Riders: []chase.Rider{
		{Name: "Ada", Riding: 40, Horse: horse("Dusty")},
		{Name: "Bo", Riding: 60, Horse: horse("Blaze")},
	}}
	court := trial.Config{
		Case:        trial.Solid,
		Evidence:    trial.Ratings{Prosecution: 4, Defence: 2},
		Prosecution: trial.Skills{Oratory: 45, Law: 60},
		Defence:     trial.Skills{Oratory: 70, Trade: 50},
	}
	if people {
		duel.Shooters[0].Decider, duel.Shooters[1].Decider = gunfight.Person, gunfight.Person
		saloon.Brawlers[0].Decider, saloon.Brawlers[1].Decider = brawl.Person, brawl.Person
		pursuit.Pursued.Decider, pursuit.Pursuers[0].Decider = chase.Person, chase.Person
		race.Riders[0].Decider, race.Riders[1].Decider = chase.Person, chase.Person
		court.Prosecution.Decider, court.Defence.Decider = trial.Person, trial.Person
	}
	es := map[string]encounter{}
	var err error
	add := func(name string, e encounter, e2 error) {
		if e2 != nil {
			t.Fatalf("%s: %v", name, e2)
		}
		es[name] = e
	}
	f, err := gunfight.NewFight(duel, dice.NewSource(seed))
	add("gunfight", f, err)
	b, err := brawl.New(saloon, dice.NewSource(seed))
	add("brawl", b, err)
	c, err := chase.New(pursuit, dice.NewSource(seed))
	add("chase", c, err)
	r, err := chase.NewRace(race, dice.NewSource(seed))
	add("race", r, err)
	tr, err := trial.New(court, dice.NewSource(seed))
	add("trial", tr, err)
	return es
}

// TestOneInterface: one small interface drives every encounter to its end
// when deciders play every seat, and stops every one of them before a
// person's first decision, with the one shared ErrWaiting, when people do — a save taken then holds the wait.
func TestOneInterface(t *testing.T) {
	for _, waiting := range []error{brawl.ErrWaiting, chase.ErrWaiting, trial.ErrWaiting} {
		if waiting != gunfight.ErrWaiting {
			t.Errorf("%v is not the one ErrWaiting", waiting)
		}
	}
	for name, e := range encounters(t, 7, false) {
		steps := 0
		for ; !e.Over() && steps < 10_000; steps++ {
			if err := e.Step(); err != nil {
				t.Fatalf("%s: step %d: %v", name, steps, err)
			}
		}
		if !e.Over() || steps == 0 {
			t.Errorf("%s: not over after %d steps", name, steps)
		}
		if _, err := e.MarshalJSON(); err != nil {
			t.Errorf("%s: save at the end: %v", name, err)
		}
	}
	for name, e := range encounters(t, 7, true) {
		var err error
		for steps := 0; err == nil && !e.Over() && steps < 100; steps++ {
			err = e.Step() // a trial's hearing asks nobody
		}
		if !errors.Is(err, gunfight.ErrWaiting) {
			t.Errorf("%s: a person's seat does not wait: %v", name, err)
		}
		if len(e.Waiting()) == 0 {
			t.Errorf("%s: waits, but nobody is waiting", name)
		}
		data, err := e.MarshalJSON()
		if err != nil || !json.Valid(data) {
			t.Errorf("%s: save while waiting: %v", name, err)
		}
		if e.Over() {
			t.Errorf("%s: over while waiting", name)
		}
	}
}

// consequent is the one method that gives what an encounter left a
// participant with (package scene), the same in every encounter package.
type consequent interface {
	Consequences(i int, deeds reputation.DeedTable) (scene.Consequences, error)
}

// TestOneConsequences: every encounter, played to its end, gives each
// seat's consequences through the one method, and they validate (WOD-7).
func TestOneConsequences(t *testing.T) {
	for name, e := range encounters(t, 7, false) {
		c, ok := e.(consequent)
		if !ok {
			t.Errorf("%s has no Consequences(int, reputation.DeedTable)", name)
			continue
		}
		for !e.Over() {
			if err := e.Step(); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		got, err := c.Consequences(0, nil)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if err := got.Validate(); err != nil || got.Scene.Encounter == "" {
			t.Errorf("%s: %v: %v", name, got, err)
		}
	}
}
