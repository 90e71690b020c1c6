// Package stamp names the scenes every encounter plays for the consequences
// it gives (package scene): the encounter, the fingerprint of its setup,
// the dice it started from, the seat and the time it ended on the
// participant's clock. Each encounter package calls Of once per
// participant when it hands out consequences.
package stamp

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/study"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// Of returns the stamp of seat (named name) of a scene of encounter, built
// from setup — fingerprinted as a study fingerprints a setup, with the
// save format's version — on dice that started at start (nil: dice that
// cannot be saved, and no state in the stamp), ended at ended on his
// clock. An error is the setup's JSON's.
func Of(encounter string, version int, setup any, start *dice.Source, seat int, name string, ended wounds.Time) (scene.Stamp, error) {
	fp, err := study.Fingerprint(version, setup)
	if err != nil {
		return scene.Stamp{}, err
	}
	s := scene.Stamp{Encounter: encounter, Fingerprint: fp, Seat: seat, Name: name, Ended: ended}
	if start != nil {
		b, _ := start.MarshalText()
		s.Dice = string(b)
	}
	return s, nil
}
