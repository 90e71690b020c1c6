package gunfight

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Bounds on the counters a save holds, far above what a fight reaches and
// far below where they would wrap.
const (
	maxSavedSeq   = 1 << 40 // actions scheduled in one fight
	maxSavedGen   = 1 << 30 // actions one man declares
	maxSavedShots = 100_000 // shots or hits one man takes
)

// checkFlags reports a save whose flags disagree with its count, its log,
// its queue and its men: a fight not started has no count, log, queue or
// busy man; a fight is over exactly when its log ends with the one Ended
// event, and then nobody is busy; a fight going on
// has at least two sides standing.
func (f *Fight) checkFlags(s *savedFight, busy int) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrState, fmt.Sprintf(format, args...))
	}
	ended := len(s.Events) > 0 && s.Events[len(s.Events)-1].Kind == Ended
	switch {
	case s.Seq > maxSavedSeq:
		return bad("sequence number %d, want at most %d", s.Seq, uint64(maxSavedSeq))
	case !s.Started && (s.Now != 0 || s.Still != 0 || len(s.Events) > 0 || len(s.Queue) > 0 || busy > 0 || s.Over):
		return bad("a fight not started, at count %d with %d events, %d queued and %d men busy", s.Now, len(s.Events), len(s.Queue), busy)
	case s.Over != ended:
		return bad("over is %v but the log ends with %s", s.Over, lastKind(s.Events))
	case s.Over && busy > 0:
		return bad("a fight over with %d men busy", busy)
	case !s.Over && f.sidesLeft() < 2:
		return bad("a fight going on with %d sides standing", f.sidesLeft())
	case !s.Over && s.Now > f.limit:
		return bad("a fight going on at count %d, past its limit %d", s.Now, f.limit)
	}
	for k, it := range s.Queue {
		m := &f.men[it.Value.Who]
		if it.Value.Gen > m.st.Gen || !m.st.Busy && it.Value.Gen == m.st.Gen {
			return bad("queued action %d of %s: generation %d, his is %d", k, m.sh.Name, it.Value.Gen, m.st.Gen)
		}
	}
	return nil
}

// lastKind names the kind of the last event, for errors.
func lastKind(evs []Event) string {
	if len(evs) == 0 {
		return "no event"
	}
	return evs[len(evs)-1].Kind.String()
}

// checkEvents reports a log the fight could not have written: an event
// before count 0, after the count saved or before the one above it, of an
// unknown kind, an Ended event before the last, a name that is nobody's,
// or an event that does not marshal again.
func (f *Fight) checkEvents(evs []Event, now Count) error {
	bad := func(k int, format string, args ...any) error {
		return fmt.Errorf("%w: event %d: %s", ErrState, k, fmt.Sprintf(format, args...))
	}
	name := func(s string) bool { return s == "" || f.index(s) >= 0 }
	for k := range evs {
		e := &evs[k]
		switch {
		case e.When < 0 || e.When > now || k > 0 && e.When < evs[k-1].When:
			return bad(k, "at count %d, out of order (saved at %d)", e.When, now)
		case e.Kind < Initiative || int(e.Kind) >= len(eventNames):
			return bad(k, "kind %d", uint8(e.Kind))
		case e.Kind == Ended && k != len(evs)-1:
			return bad(k, "the fight ends before its last event")
		case !name(e.Who) || !name(e.Whom):
			return bad(k, "%q or %q is nobody in the fight", e.Who, e.Whom)
		case e.Location != 0 && !e.Location.Valid():
			return bad(k, "location %d", uint8(e.Location))
		}
		if _, err := json.Marshal(e); err != nil {
			return bad(k, "%v", err)
		}
	}
	return nil
}

// checkRounds reports a saved weapon (man i's k-th, g) that cannot be his:
// a weapon he carries sits in its own place, on its table row, with no more
// spare rounds or cylinders than he brought, and no more rounds in all
// than he brought (rounds move from his pocket or loops into the gun, a
// cylinder brings its rounds); a weapon taken from another man is a row
// someone carries, taken without spare rounds.
func (f *Fight) checkRounds(i, k int, g gun) error {
	w := &f.rules.Weapons[g.Row]
	carried := f.men[i].sh.Weapons
	if k >= len(carried) {
		if g.Carry != -1 || g.Pocket != 0 || g.Loop != 0 || g.Cylinders != 0 {
			return fmt.Errorf("a weapon taken from another, carried as %d with spare rounds", g.Carry)
		}
		for j := range f.men {
			if slices.Contains(f.men[j].rows, g.Row) {
				return nil
			}
		}
		return fmt.Errorf("row %d, which nobody carries", g.Row)
	}
	c := carried[k]
	switch {
	case g.Carry != k || g.Row != f.men[i].rows[k]:
		return fmt.Errorf("carried as %d, row %d: want %d, row %d (%s)", g.Carry, g.Row, k, f.men[i].rows[k], w.Name)
	case g.Pocket > c.Pocket || g.Loop > c.Loop || g.Cylinders > c.Cylinders:
		return fmt.Errorf("%d, %d spare rounds and %d cylinders: he brought %d, %d and %d", g.Pocket, g.Loop, g.Cylinders, c.Pocket, c.Loop, c.Cylinders)
	case g.Loaded+g.Pocket+g.Loop > c.Loaded+c.Pocket+c.Loop+c.Cylinders*w.Capacity:
		return fmt.Errorf("%d rounds in all: he brought %d", g.Loaded+g.Pocket+g.Loop, c.Loaded+c.Pocket+c.Loop+c.Cylinders*w.Capacity)
	}
	return nil
}

// checkReload reports a reload under way (a) that its gun (g) could not
// have been given (rule GU-3): a cylinder for a cap-and-ball gun with one
// to spare, or rounds that fit and that he has on hand.
func (f *Fight) checkReload(g *gun, a *Action) error {
	w := &f.rules.Weapons[g.Row]
	if a.Cylinder {
		if !w.CapAndBall || g.Cylinders == 0 {
			return fmt.Errorf("a cylinder for %s, %d spare", w.Label(), g.Cylinders)
		}
		return nil
	}
	have := g.Pocket
	if a.Loop {
		have = g.Loop
	}
	if w.CapAndBall || a.Rounds < 1 || a.Rounds > w.Capacity-g.Loaded || a.Rounds > have {
		return fmt.Errorf("%d rounds into %s holding %d of %d, %d on hand", a.Rounds, w.Label(), g.Loaded, w.Capacity, have)
	}
	return nil
}

// unknownFields reports a field of raw — the JSON a value was restored
// from — that the value does not marshal again: a field a decoder ignored
// (those of other packages — the deck, the patients — do not refuse
// unknown fields themselves). Fields left out of the marshalled form
// because they are zero (omitempty) pass when raw gives them as zero too.
// A restored value that cannot marshal again is an error too.
func unknownFields(raw []byte, restored json.Marshaler) error {
	again, err := restored.MarshalJSON()
	if err != nil {
		return err
	}
	var a, b any
	if json.Unmarshal(raw, &a) != nil || json.Unmarshal(again, &b) != nil {
		return fmt.Errorf("does not decode")
	}
	return sameFields(a, b, "")
}

// sameFields walks a (as saved) and b (as marshalled again) together.
func sameFields(a, b any, at string) error {
	switch x := a.(type) {
	case map[string]any:
		y, _ := b.(map[string]any)
		for k, v := range x {
			w, ok := y[k]
			if !ok {
				if zeroJSON(v) {
					continue
				}
				return fmt.Errorf("unknown field %q", at+k)
			}
			if err := sameFields(v, w, at+k+"."); err != nil {
				return err
			}
		}
	case []any:
		y, _ := b.([]any)
		for i := range min(len(x), len(y)) {
			if err := sameFields(x[i], y[i], fmt.Sprintf("%s%d.", at, i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// zeroJSON reports whether a decoded JSON value is a zero: null, false, 0,
// "", or an empty array or object.
func zeroJSON(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case bool:
		return !x
	case float64:
		return x == 0
	case string:
		return x == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}
