package gunfight

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Fight is a gunfight in progress (rules GU-1 … GU-10): the men, the count,
// the scheduler and the log. Build one with NewFight, then Step it one count
// at a time, RunUntil a count, or Run it to the end; read Events and
// Outcome. A man a person plays (Person) stops it before each of his
// declarations: Waiting names him, View shows what he sees and may
// declare, Decide records his choice, and SetDecider hands any man to a
// tactic or a person. State is the whole fight for a game master. A Fight
// marshals to JSON at any point — its dice, deck, patients and a pending
// declaration included — and Resume continues it to exactly the outcome it
// would have had.
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
	q       Scheduler[slot]
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
	// reset, or a resume that restored their patients)
	bleedsStale bool
	sides       int // sides with a man in the fight
	started     bool
	over        bool
	phase       phase // where in its count the fight stopped
	dry         bool  // plan checks without rolling or changing anyone (check)
	view        View
}

// phase is where in a count a fight stopped: between counts, or in the
// middle of the declarations of the first count (opening) or of a count
// played (closing) — at a person who has not declared, or a refused
// declaration.
type phase uint8

// The phases.
const (
	playing phase = iota
	opening
	closing
)

// intN draws a face in [0, n) from the fight's dice: from the *dice.Source
// directly when that is what they are, else through the dice.Rand.
func (f *Fight) intN(n int) int {
	if f.src != nil {
		return f.src.IntN(n)
	}
	return f.r.IntN(n)
}

// Rules returns a copy of the rules the fight reads, frozen when it was
// built: changing the copy changes nothing in the fight.
func (f *Fight) Rules() *Rules { return f.rules.rules() }

// Setup returns a copy of the fight's setup, its rules included (nil when
// the fight reads the defaults): changing it changes nothing in the fight.
func (f *Fight) Setup() Setup { return f.setupCopy() }

// Now returns the current count.
func (f *Fight) Now() Count { return f.now }

// Over reports whether the fight has ended.
func (f *Fight) Over() bool { return f.over }

// Events returns every event so far. The slice aliases the fight's log: read
// it, and do not keep it past the next Step (appending to it copies). A
// Runner's fight has no events unless the runner keeps its log (KeepLog).
func (f *Fight) Events() []Event { return f.events[:len(f.events):len(f.events)] }

// Patient returns man i's body: his wounds and hit points (package
// wounds); nil when there is no man i.
func (f *Fight) Patient(i int) *wounds.Patient {
	if i < 0 || i >= len(f.men) {
		return nil
	}
	return f.men[i].pat
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
			it, ok := f.q.Peek()
			if !ok || it.At > c {
				return nil
			}
		}
		if err := f.Step(); err != nil {
			return err
		}
	}
	return nil
}
