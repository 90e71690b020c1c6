package gunfight

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// StandardDuel returns the standard duel (rule GU-10 and the benchmark
// contract): two pistoleers 30 ft apart in daylight, each with a holstered
// Colt Peacemaker loaded with six and no spare rounds, quick-drawing and
// firing aimed until one is down, gone or out of rounds — shot clock,
// silhouettes, wounds and nerves included. Hickok (Speed 3, Accuracy +1,
// Wis 12, 22 HP, Reputation 45, Fame 10, one gunfight behind him) and Tutt
// (the same, Wis 10) are a ready configuration to start from: change the
// copy it returns.
func StandardDuel() Setup {
	man := func(name string, wis int) Shooter {
		return Shooter{
			Name: name, Speed: 3, Accuracy: 1, Str: 12, Dex: 12, Wis: wis, Con: 11, HP: 22,
			Reputation: 45, Fame: 10, Experience: 1, Decider: QuickDraw,
			Weapons: []Carried{{Weapon: "Colt Peacemaker", Loaded: 6}},
		}
	}
	return Setup{Shooters: []Shooter{man("Hickok", 12), man("Tutt", 10)}, Distance: 30}
}

// Runner runs many fights of one setup on one Fight, reset for each
// (Fight.Reset) with its dice reseeded in place: after the first run a
// fight allocates nothing. It is what Simulate gives each worker. Its fight
// runs with the log off — the study path keeps only what Outcome and Stats
// need, and no journal — unless KeepLog turns the log on; any one run is
// narrated by replaying its seed on a Fight of its own, which keeps its
// log.
type Runner struct {
	src   dice.Source
	fight *Fight
}

// NewRunner sets up a runner for s (see NewFight for the errors; a man a
// person plays wraps ErrSetup too: a study needs a tactic for every man),
// its log off.
func NewRunner(s Setup) (*Runner, error) {
	r := &Runner{}
	f, err := NewFight(s, &r.src)
	if err != nil {
		return nil, err
	}
	if err := f.studied(); err != nil {
		return nil, err
	}
	f.noLog = true
	f.j.Off, f.rec.Off = true, true // the study path keeps no journal
	r.fight = f
	return r, nil
}

// KeepLog turns the log of the runner's fight on or off from the next Run:
// on, Fight().Events() are the last run's events, recorded into a reused
// buffer; off (the default), there are none. The outcome is the same
// either way.
func (r *Runner) KeepLog(on bool) { r.fight.noLog = !on }

// Run runs one fight rolled from seed to its end: the source is reseeded in
// place (dice.Source.Reseed) and the fight reset to its setup
// (Fight.Reset). The outcome's Results and the fight's events alias the
// runner's buffers until the next Run.
func (r *Runner) Run(seed uint64) (Outcome, error) {
	r.src.Reseed(seed)
	f := r.fight
	if err := f.Reset(f.setup, &r.src); err != nil {
		return Outcome{}, err
	}
	for !f.over {
		if err := f.Step(); err != nil {
			return Outcome{}, fmt.Errorf("seed %d: %w", seed, err)
		}
	}
	return f.Outcome(), nil
}

// Fight returns the runner's fight: its events are those of the last Run
// when the runner keeps its log (KeepLog), else none.
func (r *Runner) Fight() *Fight { return r.fight }
