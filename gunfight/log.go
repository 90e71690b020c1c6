package gunfight

// emit appends an event at the current count and returns it; the pointer is
// good until the next emit.
func (f *Fight) emit(k EventKind, who int) *Event {
	e := f.grow()
	e.At, e.Kind = f.now, k
	e.Who, e.WhoPronoun = f.men[who].name()
	return e
}

// name returns the man's name and pronoun, as an event names him.
func (m *man) name() (string, Pronoun) { return m.sh.Name, m.sh.Pronoun }

// grow appends a zero event to the log and returns it. The log's spare
// room is always zero — a new buffer is, and reset clears what a fight
// wrote before it truncates the log — so the event is neither built aside
// and copied (an Event is large) nor zeroed one by one.
func (f *Fight) grow() *Event {
	n := len(f.events)
	if n < cap(f.events) {
		f.events = f.events[:n+1]
	} else {
		f.events = append(f.events, Event{})
	}
	return &f.events[n]
}
