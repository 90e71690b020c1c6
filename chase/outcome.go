package chase

import "fmt"

// End says how a chase or race ended (rule CSD-6).
type End uint8

// The ends of a chase or race.
const (
	NotOver   End = iota // still running
	Caught               // a pursuer reached the pursued's card
	TrailGone            // every pursuer lost the trail (or gave up, the last losing it)
	GaveUpEnd            // every pursuer gave up (or lost the trail, the last giving up)
	TurnCap              // the turn cap: the pursuers give up (a race stops)
	HorseDied            // a horse died collapsing
	RaceOver             // every racer finished or is out
	numEnds
)

var endNames = [numEnds]string{"not over", "caught", "trail lost", "gave up", "turn cap", "horse dead", "race over"}

// String returns the end's name: "trail lost".
func (e End) String() string {
	if e < numEnds {
		return endNames[e]
	}
	return fmt.Sprintf("End(%d)", uint8(e))
}

// MarshalText encodes the end by name.
func (e End) MarshalText() ([]byte, error) {
	if e >= numEnds {
		return nil, fmt.Errorf("%w: unknown end %d", ErrState, uint8(e))
	}
	return []byte(endNames[e]), nil
}

// UnmarshalText decodes the end by name.
func (e *End) UnmarshalText(b []byte) error {
	for i, n := range endNames {
		if n == string(b) {
			*e = End(i)
			return nil
		}
	}
	return fmt.Errorf("%w: unknown end %q", ErrState, b)
}

// Escaped reports whether the pursued got away: the trail lost, the
// pursuers gave up, or the turn cap.
func (e End) Escaped() bool { return e == TrailGone || e == GaveUpEnd || e == TurnCap }

// Outcome is how a chase or race ended (rule CSD-6): End (NotOver while it
// runs), the turn, and the rider who decided it — the catcher, the rider
// whose horse died, the pursuer who dropped out last — by index and name
// (−1 and "" for none, as for a turn cap or a race's end).
type Outcome struct {
	End   End    `json:"end"`
	Turn  int    `json:"turn,omitempty"`
	Rider int    `json:"rider"`
	Who   string `json:"who,omitempty"`
}

// String formats the outcome: "turn 12: caught (Marshal Dill)".
func (o Outcome) String() string {
	if o.End == NotOver {
		return "not over"
	}
	s := "turn " + itoa(o.Turn) + ": " + o.End.String()
	if o.Who != "" {
		s += " (" + o.Who + ")"
	}
	return s
}
