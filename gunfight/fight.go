package gunfight

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/journal"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Fight is a gunfight in progress (rules GU-1 … GU-10): the men, the count,
// the scheduler and the log. Build one with NewFight, then Step it one count
// at a time, RunUntil a count, or Run it to the end; read Events and
// Outcome. A man a person plays (Person) stops it before each of his
// declarations: Waiting names him, View shows what he sees and may
// declare, Decide records his choice — or, in text, Tell, Choices and
// Answer — and SetDecider hands any man to a tactic or a person. State is
// the whole fight for a game master. A Fight keeps its journal — its
// setup, the dice it started with and every declaration answered — so it
// marshals to JSON at any point, a pending declaration included, Resume
// continues it to exactly the outcome it would have had, and TakeBack
// replays fewer of its decisions. Reset makes it a new fight.
//
// A Fight is not safe for concurrent use: the caller serializes Step,
// Decide, SetDecider and the rest.
type Fight struct {
	rules   *table
	setup   Setup
	r       dice.Rand
	src     *dice.Source // r when it is a *dice.Source, called directly
	deck    dice.Deck
	men     []man
	q       scheduler
	events  []Event
	noLog   bool     // the log is off: a Runner's study path (see grow)
	scratch Event    // the event written with the log off
	reason  string   // why the fight ended (the Ended event's note)
	hits    hitTally // the wounds, for Stats
	pend    []pending
	effs    []effect // the count's effects, held (GUD-8)
	order   []int
	scrape  []reputation.Scrape // [i*n+j]: man i facing man j
	dist    []float64           // [i*n+j]: feet between men i and j
	wis     []int               // the men in ascending Wisdom (GU-2)
	results []Result
	light   int
	limit   Count
	now     Count
	still   int   // steps played at the current count
	busy    int   // men with an action scheduled
	grips   bool  // someone has had a grip on someone: wrestling rules apply
	bleedAt Count // the earliest of the men's bleedAt (bleeding.go)
	// bleedsStale: the men's bleedAt are to be worked out again (after
	// reset)
	bleedsStale bool
	sides       int // sides with a man in the fight
	started     bool
	over        bool
	phase       phase   // where in its count the fight stopped
	view        View    // the view handed to tactics, filled again for each (see)
	melees      []Melee // the melee profiles views show, one per weapon row (weaponState)

	j        journal.Journal[point] // the journal: off on the study path
	rec      journal.Recorder       // the dice as a tactic sees them (View.Rand)
	draws    journal.Draws          // the draws of the tactic answering now
	said     string                 // its answer, as the journal writes it
	first    []Tactic               // each man's tactic as built (nil: a person): the save's setup names them
	custom   []Tactic               // the custom tactics the fight knows, for a journal to name
	unsaved  error                  // a tactic set that no save can name (SetDecider)
	holding  int                    // the man asked whether he holds fire (phase resolving)
	stepSeq  uint64                 // the count being resolved takes the actions scheduled before it
	stopped  error                  // why the replay stopped at a hold answer (resolveFire)
	stepping bool                   // in the Step that journaled calls
	// redecided: a man's tactic was set since the last Reset, which sets
	// every man's again (with the new dice) only then or with new dice
	redecided bool
}

// phase is where in a count a fight stopped: between counts, or in the
// middle of the declarations of the first count (opening) or of a count
// played (closing) — at a person who has not declared, or a refused
// declaration — or, only when a replay stops there (TakeBack), among the
// actions of a count, where a Holder is asked whether he holds fire
// (resolving).
type phase uint8

// The phases.
const (
	playing phase = iota
	opening
	closing
	resolving
)

// intN draws a face in [0, n) from the fight's dice: from the *dice.Source
// directly when that is what they are, else through the dice.Rand.
func (f *Fight) intN(n int) int {
	if f.src != nil {
		return f.src.IntN(n)
	}
	return f.r.IntN(n)
}

// Setup returns a copy of the fight's setup, its rules included (nil when
// the fight reads the defaults): changing it changes nothing in the fight.
func (f *Fight) Setup() Setup { return f.setupCopy() }

// Over reports whether the fight has ended.
func (f *Fight) Over() bool { return f.over }

// Events returns every event so far. The slice aliases the fight's log: read
// it, and do not keep it past the next Step (appending to it copies). A
// Runner's fight has no events unless the runner keeps its log (KeepLog).
func (f *Fight) Events() []Event { return f.events[:len(f.events):len(f.events)] }

// Patient returns a copy of man i's body: his wounds and hit points
// (package wounds), the caller's to keep — changing it changes nothing in
// the fight (a man's condition comes in with his Shooter; bleeding is
// staunched in the count). The copy rolls with its own *dice.Source where
// the fight's dice are (with other dice, with the fight's), and its log
// starts empty: the fight's Events tell its wounds. Nil when there is no
// man i.
func (f *Fight) Patient(i int) *wounds.Patient {
	if i < 0 || i >= len(f.men) {
		return nil
	}
	p := f.men[i].pat
	r := f.r
	if f.src != nil {
		own := *f.src
		r = &own
	}
	c, err := wounds.NewPatient(p.Body(), r, p.Tables())
	if err != nil {
		return nil // the fight built p from the same body and tables
	}
	p.SetRand(nil) // his state without the fight's dice, which c has its own of
	b, err := p.MarshalJSON()
	p.SetRand(f.r)
	if err != nil || c.UnmarshalJSON(b) != nil {
		return nil // a fight's patient saves and loads: every state play gives does
	}
	return c
}

// Run runs the fight to its end and returns the outcome; it stops where
// Step does — at a person's declaration (an error wrapping ErrWaiting) or
// a refused one — with that error.
func (f *Fight) Run() (Outcome, error) {
	for !f.over {
		if err := f.Step(); err != nil {
			return Outcome{}, err
		}
	}
	return f.Outcome(), nil
}

// RunUntil steps the fight while the next count is at most c; the fight may
// end before. It stops between counts, so the fight can be saved there, or
// where Step does, with its error (ErrWaiting at a person's declaration).
func (f *Fight) RunUntil(c Count) error {
	for !f.over {
		if f.started && f.phase == playing {
			if _, it, ok := f.q.peek(); !ok || it.At > c {
				return nil
			}
		}
		if err := f.Step(); err != nil {
			return err
		}
	}
	return nil
}
