package faction

import "github.com/deadmanshand/aces/internal/enum"

// Step is what a faction does about a character whose doings interest it:
// watch him, approach him, offer him work, warn him, threaten him, or act
// against him (rule FA-1). The steps are a vocabulary for tools — a
// program may react to Act differently from Watch — and their order in a
// faction's behaviours is the town's to choose: one faction offers a man
// work before it warns him, another warns him first. The vocabulary is a
// default, not from the source rules, which say only that each faction
// behaves according to the interest each character has earned.
//
// The zero Step is NoStep: nothing yet. A Step marshals to JSON as its
// name ("offer work").
type Step uint8

// The steps a faction takes toward a character.
const (
	NoStep    Step = iota // nothing yet: interest below every threshold
	Watch                 // they keep an eye on him
	Approach              // they seek him out: a drink, a word, a question
	OfferWork             // they offer him work
	Warn                  // they warn him off
	Threaten              // they threaten him
	Act                   // they move: hire him, arrest him, run him out, kill him
	numSteps
)

var stepNames = enum.New[Step]("step", "nothing", "watch", "approach", "offer work", "warn", "threaten", "act")

// String returns the step's name: "offer work".
func (s Step) String() string { return stepNames.String(s) }

// MarshalText encodes the step by name; a step without one is an error
// wrapping ErrTown.
func (s Step) MarshalText() ([]byte, error) { return stepNames.Marshal(s, ErrTown) }

// UnmarshalText decodes a step's name, ignoring case ("Offer Work"). An
// unknown name is an error wrapping ErrTown that lists the steps.
func (s *Step) UnmarshalText(b []byte) error { return stepNames.Unmarshal(b, s, ErrTown) }

// Behaviour is one rung of a faction's ladder: when its interest in a
// character reaches At chips, the faction takes Step, as Does describes
// ("the Colonel offers riding wages, forty dollars a month and found").
//
// Interest does not tell praise from enmity (rule FA-1): the same chips
// reach the same rung whether he saved the bank or robbed it, so a ladder
// reads as rising attention — a faction courts a useful man and comes to
// fear a dangerous one. The thresholds of the example town are ours, not
// from the source rules.
type Behaviour struct {
	At   int    `json:"at"`             // interest (chips) at which the step is taken, ≥ 1
	Step Step   `json:"step"`           // what kind of step
	Does string `json:"does,omitempty"` // what the faction does, as table talk
}

// Change says how a faction's step toward a character moved since the
// ledger last evaluated it.
type Change uint8

// How a step moved.
const (
	Steady Change = iota // the same rung as at the last evaluation
	Rises                // a higher rung: the faction takes a new step
	Falls                // a lower rung (decay): the faction steps back
	numChanges
)

var changeNames = enum.New[Change]("change", "steady", "rises", "falls")

// String returns the change's name: "rises".
func (c Change) String() string { return changeNames.String(c) }

// MarshalText encodes the change by name; a change without one is an error
// wrapping ErrState.
func (c Change) MarshalText() ([]byte, error) { return changeNames.Marshal(c, ErrState) }

// UnmarshalText decodes a change's name, ignoring case. An unknown name is
// an error wrapping ErrState that lists the changes.
func (c *Change) UnmarshalText(b []byte) error { return changeNames.Unmarshal(b, c, ErrState) }

// level returns how many rungs of a ladder interest reaches: the number of
// behaviours whose threshold is at most chips (the ladder is sorted, as
// [Town.Validate] requires). 0 is no step; level k means behaviours[k-1].
func level(behaviours []Behaviour, chips int) int {
	n := 0
	for n < len(behaviours) && behaviours[n].At <= chips {
		n++
	}
	return n
}

// StepAt returns the behaviour a faction shows at an interest of chips:
// the highest rung whose threshold chips reach, and false when they reach
// none.
func (f *Faction) StepAt(chips int) (Behaviour, bool) {
	n := level(f.Behaviours, chips)
	if n == 0 {
		return Behaviour{}, false
	}
	return f.Behaviours[n-1], true
}

// Evaluate is AppendEvaluate into a new slice.
func (l *Ledger) Evaluate() []Event { return l.AppendEvaluate(nil) }

// AppendEvaluate looks at every faction's interest in every character and
// the step it takes toward him (rule FA-1): the highest rung of the
// faction's ladder of behaviours that the interest reaches — a faction
// whose interest leaps past several rungs takes the highest at once. It
// appends one event per character and faction, characters in the order
// they arrived and factions in the town's order, skipping interest that is
// 0 and was 0 at the last evaluation. Each event says how the step moved
// since the last evaluation: [Rises] (a new step, "reaches"), [Falls]
// (decay took the interest below a rung) or [Steady]; the ledger remembers
// the steps reported. Evaluate rolls no dice; call it at the end of a day,
// or whenever the GM wants to know what the factions do.
func (l *Ledger) AppendEvaluate(dst []Event) []Event {
	if l.ready() != nil {
		return dst
	}
	nf := len(l.town.Factions)
	for ci := range l.chars {
		for fi := range nf {
			c := l.cell(ci, fi)
			f := &l.town.Factions[fi]
			lvl := level(f.Behaviours, c.chips)
			ch := Steady
			switch {
			case lvl > c.level:
				ch = Rises
			case lvl < c.level:
				ch = Falls
			case c.chips == 0:
				continue
			}
			c.level = lvl
			dst = append(dst, Event{})
			ev := &dst[len(dst)-1]
			l.fill(ev, Behaves, ci, fi)
			ev.Change = ch
			if lvl > 0 {
				ev.Step, ev.Does = f.Behaviours[lvl-1].Step, f.Behaviours[lvl-1].Does
			}
		}
	}
	return dst
}
