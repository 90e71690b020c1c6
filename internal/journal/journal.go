package journal

import (
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// Journal is the journal a playing encounter keeps, P being the package's
// point (see File). The zero Journal records; Off stops it, for studies.
//
// It also watches the dice: an encounter calls Synced when a call of its
// own has drawn, and Arrived at the start of each call that draws, so that
// draws someone else made on the same source in between are recorded as a
// move of the dice (only a *dice.Source can be watched, and saved).
type Journal[P comparable] struct {
	// Off keeps nothing: a study's encounter pays nothing for a journal.
	Off bool

	entries   []Entry[P]
	decisions []int // the index in entries of each decision
	src       *dice.Source
	start     dice.Source // src's state when the journal began
	hi, lo    uint64      // where the encounter's own draws left src

	queue     []Entry[P] // entries to replay
	left      int        // decisions still to replay
	replaying bool
}

// Watch makes src the dice the journal watches (nil: none), notes their
// state as the one the encounter starts from (the save's Dice) and as the
// encounter's own.
func (j *Journal[P]) Watch(src *dice.Source) {
	j.src = src
	if src != nil {
		j.start = *src
	}
	j.Synced()
}

// Synced notes the dice state a call of the encounter's own left.
func (j *Journal[P]) Synced() {
	if j.src != nil {
		j.hi, j.lo = j.src.State()
	}
}

// Arrived records, at the start of a call that draws, a move of the dice
// when they are not where the encounter's own draws left them: someone
// else drew on them, and play goes on from their state now, at point at.
// A replay records none (it applies the moves it replays).
func (j *Journal[P]) Arrived(at P) {
	if j.Off || j.src == nil || j.replaying {
		return
	}
	if hi, lo := j.src.State(); hi != j.hi || lo != j.lo {
		b, _ := j.src.MarshalBinary()
		moved := at // a copy of its own, so at itself does not escape
		j.entries = append(j.entries, Entry[P]{Who: -1, Dice: b, At: &moved})
		j.hi, j.lo = hi, lo
	}
}

// Answer records the answer a decider of seat who gave when asked, in
// its package's text form, and the draws d it made before answering.
func (j *Journal[P]) Answer(who int, do string, d Draws) {
	if j.Off {
		return
	}
	var sides []int
	if len(d.Sides) > 0 {
		sides = slices.Clone(d.Sides)
	}
	j.decisions = append(j.decisions, len(j.entries))
	j.entries = append(j.entries, Entry[P]{Who: who, Do: do, Draws: sides, Dice: d.after})
}

// Record records the choice Decide took for seat who, in its package's
// text form, as not yet played: the engine calls Played when a Step takes
// it.
func (j *Journal[P]) Record(who int, do string) {
	if j.Off {
		return
	}
	j.decisions = append(j.decisions, len(j.entries))
	j.entries = append(j.entries, Entry[P]{Who: who, Do: do, Recorded: true})
}

// Played notes that a Step has taken the choice Decide recorded.
func (j *Journal[P]) Played() {
	if n := len(j.decisions); n > 0 {
		j.entries[j.decisions[n-1]].Recorded = false
	}
}

// PlayedBy notes that a Step has taken, or dropped, the choice Decide
// recorded for seat who: for an encounter where several seats' choices
// wait at once (simultaneous decisions), so that the last decision is not
// necessarily seat who's. It does nothing when seat who has no recorded
// choice.
func (j *Journal[P]) PlayedBy(who int) {
	for n := len(j.decisions) - 1; n >= 0; n-- {
		if e := &j.entries[j.decisions[n]]; e.Who == who {
			e.Recorded = false
			return
		}
	}
}

// Drop removes from the journal the choice Decide recorded for seat who
// that no Step has played, when the rules void it before its turn (a
// trial's tampering chosen on a jury dismissed before it was tried): it
// changed nothing, so replay must not meet it. It does nothing when seat
// who has no such choice.
func (j *Journal[P]) Drop(who int) {
	for n := len(j.decisions) - 1; n >= 0; n-- {
		k := j.decisions[n]
		if e := &j.entries[k]; e.Who == who {
			if e.Recorded {
				j.entries = slices.Delete(j.entries, k, k+1)
				j.decisions = slices.Delete(j.decisions, n, n+1)
				for m := n; m < len(j.decisions); m++ {
					j.decisions[m]--
				}
			}
			return
		}
	}
}

// Decider records that seat who is played by s from now on.
func (j *Journal[P]) Decider(who int, s encounter.Saved) {
	if j.Off {
		return
	}
	j.entries = append(j.entries, Entry[P]{Who: who, Decider: &s})
}

// DeciderAt records that seat who is played by s from now on, a change
// made at point at: replay applies it there (Due), for a package whose
// engine reads a seat's decider between decisions (gunfight asks a
// Holder whether it holds fire only when its decider is one).
func (j *Journal[P]) DeciderAt(who int, s encounter.Saved, at P) {
	if j.Off {
		return
	}
	j.entries = append(j.entries, Entry[P]{Who: who, Decider: &s, At: &at})
}

// Set records another call that changed the encounter at point at, in
// its package's text form, for seat who (−1 for none).
func (j *Journal[P]) Set(who int, set string, at P) {
	if j.Off {
		return
	}
	j.entries = append(j.entries, Entry[P]{Who: who, Set: set, At: &at})
}

// Entries returns the journal so far. The slice aliases the journal:
// read it, do not keep it past the next call.
func (j *Journal[P]) Entries() []Entry[P] { return j.entries }

// Decisions returns the number of decisions in the journal.
func (j *Journal[P]) Decisions() int { return len(j.decisions) }

// Decision returns decision k: who answered and what; false when there is
// no decision k.
func (j *Journal[P]) Decision(k int) (who int, do string, ok bool) {
	if k < 0 || k >= len(j.decisions) {
		return 0, "", false
	}
	e := &j.entries[j.decisions[k]]
	return e.Who, e.Do, true
}

// Before returns the entries that came before decision k (all of them
// when k is the number of decisions): the journal a take-back replays.
func (j *Journal[P]) Before(k int) []Entry[P] {
	if k >= len(j.decisions) {
		return j.entries
	}
	return j.entries[:j.decisions[k]]
}

// Start returns the dice's state when the journal began: the state a
// take-back replays from.
func (j *Journal[P]) Start() dice.Source { return j.start }

// Reset empties the journal, keeping its memory and its Off; it watches
// src (nil: none).
func (j *Journal[P]) Reset(src *dice.Source) {
	j.entries, j.decisions, j.queue, j.left, j.replaying = j.entries[:0], j.decisions[:0], nil, 0, false
	j.Watch(src)
}
