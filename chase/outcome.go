package chase

import "github.com/deadmanshand/aces/internal/enum"

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

// endNames name the ends.
var endNames = enum.New[End]("end", "not over", "caught", "trail lost", "gave up", "turn cap", "horse dead", "race over")

// String returns the end's name: "trail lost".
func (e End) String() string { return endNames.String(e) }

// Escaped reports whether the pursued got away: the trail lost, the
// pursuers gave up, or the turn cap.
func (e End) Escaped() bool { return e == TrailGone || e == GaveUpEnd || e == TurnCap }

// Outcome is how a chase or race ended (rule CSD-6). It starts with the
// core every encounter's Outcome has:
//
//   - Ended: the turn it ended (0 while it runs).
//   - Winner: the winning rider's index, −1 for none: in a chase the
//     pursuer who caught the pursued, or the pursued (0) when he got away
//     (trail lost, the pursuers given up, the turn cap); −1 when a horse
//     died, which ends the chase without a winner (our reading: the
//     source rules name none); in a race the rider placed first, −1 when
//     nobody finished.
//   - Results: each rider's result, in the setup's order (nil while it
//     runs).
//
// Then the chase's own: End (NotOver while it runs), and the rider who
// decided it — the catcher, the rider whose horse died, the pursuer who
// dropped out last — by index and name (−1 and "" for none, as for a
// turn cap or a race's end).
//
// The Results of an Outcome a Chase or Race returns alias its memory
// until its next Reset.
type Outcome struct {
	Ended   int      `json:"ended"`
	Winner  int      `json:"winner"`
	Results []Result `json:"results"`
	End     End      `json:"end"`
	Rider   int      `json:"rider"`
	Who     string   `json:"who,omitempty"`
}

// Result is how one rider ended a chase or race: his name, role and
// status, the card he stands on and, in a race, his place (0 for none).
type Result struct {
	Name   string `json:"name"`
	Role   Role   `json:"role"`
	Status Status `json:"status"`
	Pos    int    `json:"pos"`
	Place  int    `json:"place,omitempty"`
}

// running is the outcome of a chase or race still running.
var running = Outcome{Winner: -1, Rider: -1}

// resultsOf writes each rider's result into dst, reusing its memory.
func resultsOf(dst []Result, riders []Rider, st []RiderState) []Result {
	dst = resize(dst, len(riders))
	for i := range riders {
		s := &st[i]
		dst[i] = Result{Name: riders[i].Name, Role: s.Role, Status: s.Status, Pos: s.Pos, Place: s.Place}
	}
	return dst
}

// winnerOf returns the winner of a chase or race that ended with end,
// decided by rider.
func winnerOf(race bool, end End, rider int, st []RiderState) int {
	switch {
	case race:
		for i := range st {
			if st[i].Place == 1 {
				return i
			}
		}
	case end == Caught:
		return rider
	case end.Escaped():
		return 0
	}
	return -1
}

// String formats the outcome: "turn 12: caught (Marshal Dill)".
func (o Outcome) String() string {
	if o.End == NotOver {
		return "not over"
	}
	s := "turn " + itoa(o.Ended) + ": " + o.End.String()
	if o.Who != "" {
		s += " (" + o.Who + ")"
	}
	return s
}
