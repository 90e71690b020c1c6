package gunfight

import "github.com/deadmanshand/aces/wounds"

// The log. A Fight built by NewFight keeps every event, for narration; a
// Runner's fight runs with its log off (the study path), keeping only what
// Outcome and Stats read: the reason the fight ended and a tally of the
// wounds. grow is the one place that decides whether an event is kept.

// hitTally counts a fight's wounds by body location and by severity grade
// (the last grade slot for worse): what Stats reads of a fight besides its
// Outcome. It is flat, so a reused fight clears it without allocating.
type hitTally struct {
	locations [wounds.NumLocations + 1]int32
	grades    [MaxGrade + 1]int32
}

// add counts a wound at loc of grade g.
func (t *hitTally) add(loc wounds.Location, g int) {
	t.locations[loc]++
	t.grades[min(max(g, 1), MaxGrade)]++
}

// emit appends an event at the current count and returns it; the pointer is
// good until the next emit.
func (f *Fight) emit(k EventKind, who int) *Event {
	e := f.grow()
	e.When, e.Kind = f.now, k
	e.Who, e.WhoPronoun = f.men[who].name()
	return e
}

// name returns the man's name and pronoun, as an event names him.
func (m *man) name() (string, Pronoun) { return m.sh.Name, m.sh.Pronoun }

// grow appends a zero event to the log and returns it. The log's spare
// room is always zero — a new buffer is, and resetLog clears what a fight
// wrote before it truncates the log — so the event is neither built aside
// and copied (an Event is large) nor zeroed one by one.
//
// With the log off it returns the fight's scratch event, zeroed: the
// record is still written — a roll sums its modifiers from it — but
// nothing keeps it.
func (f *Fight) grow() *Event {
	if f.noLog {
		f.scratch = Event{}
		return &f.scratch
	}
	n := len(f.events)
	if n < cap(f.events) {
		f.events = f.events[:n+1]
	} else {
		f.events = append(f.events, Event{})
	}
	return &f.events[n]
}

// lastEvent returns the index of the event the last emit returned, for
// event; −1 with the log off.
func (f *Fight) lastEvent() int { return len(f.events) - 1 }

// event returns event k of the log (see lastEvent), to complete its record
// once the count's effects apply; with the log off, or for k = −1, the
// scratch event, whose contents are only ever written, never read for a rule.
func (f *Fight) event(k int) *Event {
	if k < 0 || f.noLog {
		return &f.scratch
	}
	return &f.events[k]
}

// resetLog empties the log for a new run of the fight.
func (f *Fight) resetLog() {
	clear(f.events) // the log's spare room is kept zeroed: see grow
	f.events = f.events[:0]
	f.reason = ""
	f.hits = hitTally{}
}
