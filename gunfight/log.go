package gunfight

import "github.com/deadmanshand/aces/wounds"

// The log. A Fight built by NewFight keeps every event, for narration; a
// Runner's fight runs with its log off (the study path), keeping only what
// Outcome and Stats read: the reason the fight ended and a tally of the
// wounds. emit is the one place that decides whether there is an event.

// hitTally counts a fight's wounds by body location and by severity grade
// (the last grade slot for worse): what Stats reads of a fight besides its
// Outcome, with a bit for each location and grade counted, so that Stats
// adds those alone. It is flat, so a reused fight clears it without
// allocating.
type hitTally struct {
	locations        [wounds.NumLocations + 1]int32
	grades           [MaxGrade + 1]int32
	locSet, gradeSet uint32 // bit l: locations[l] counted; bit g: grades[g]
}

// The sets of hitTally hold every location and grade.
const (
	_ = uint32(1) << wounds.NumLocations
	_ = uint32(1) << MaxGrade
)

// add counts a wound at loc of grade g.
func (t *hitTally) add(loc wounds.Location, g int) {
	g = min(max(g, 1), MaxGrade)
	t.locations[loc]++
	t.grades[g]++
	t.locSet |= 1 << loc
	t.gradeSet |= 1 << g
}

// emit appends an event at the current count and returns it, for the
// caller to fill in; the pointer is good until the next emit. With the log
// off (the study path) there is no event: emit returns nil, and the rules
// go on with their own numbers — a caller writes into the event only when
// there is one, so narration and study run the same functions.
func (f *Fight) emit(k EventKind, who int) *Event {
	if f.noLog {
		return nil
	}
	e := f.grow()
	e.When, e.Kind = f.now, k
	e.Who, e.WhoPronoun = f.men[who].name()
	return e
}

// work returns the record of a roll whose rules read it back as they go
// (a blow, a grab, a wrestling roll, a stray bullet): the event emit
// appends, or with the log off the fight's scratch event, zeroed, which
// nothing keeps.
func (f *Fight) work(k EventKind, who int) *Event {
	if !f.noLog {
		return f.emit(k, who)
	}
	f.scratch = Event{When: f.now, Kind: k}
	f.scratch.Who, f.scratch.WhoPronoun = f.men[who].name()
	return &f.scratch
}

// name returns the man's name and pronoun, as an event names him.
func (m *man) name() (string, Pronoun) { return m.sh.Name, m.sh.Pronoun }

// grow appends a zero event to the log (which is on) and returns it. The
// log's spare room is always zero — a new buffer is, and resetLog clears
// what a fight wrote before it truncates the log — so the event is neither
// built aside and copied (an Event is large) nor zeroed one by one.
func (f *Fight) grow() *Event {
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
