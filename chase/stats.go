package chase

import (
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/deadmanshand/aces/internal/study"
)

// ErrStats: statistics of another study (version, fingerprint, seed or
// riders), holding the same chases or races twice, or malformed; or a
// study whose numbers are out of [0, MaxStudied) or run backwards.
var ErrStats = errors.New("chase: statistics do not fit")

// StatsVersion is the version of the Stats and RaceStats formats and of
// the results a seed gives: a change of rules that changes them bumps it.
const StatsVersion = 1

// Rate is a share of a study's chases or races with its 95% confidence
// interval, the SDK's one Rate (gunfight.Rate): "61.2% (60.3–62.2%)".
type Rate = study.Rate

// Stats are the statistics of a study of many chases, kept as every
// study's are (see gunfight.Stats): in integers that merge exactly, after
// the study's header — the format's Version, a Fingerprint of the setup
// (riders, horses, terrain, tables, strategies), the Seed and the Ranges
// of chases held. How the chases ended (rule CSD-6): Caught, TrailLost,
// GaveUp, TurnCap and HorseDied add up to Chases. Per-rider counts are
// indexed as the riders, the pursued first:
//
//   - Catches: the chases he caught the pursued in.
//   - Collapses: his horse's collapses, out of chips (rule CSD-8), and
//     HorseDead the chases in which it died (rule CS-2).
//   - Ridden: the cards he rode, his last card less his first, added over
//     the chases; Gained, for a pursuer, the cards he gained on the
//     pursued (the gap at the start less the gap at the end; 0 for the
//     pursued).
//   - TurnsSum and TurnsSumSq: the turns each chase lasted.
type Stats struct {
	study.Header
	Names      []string `json:"names"`
	Chases     int      `json:"chases"`
	Caught     int      `json:"caught"`
	TrailLost  int      `json:"trailLost"`
	GaveUp     int      `json:"gaveUp"`
	TurnCap    int      `json:"turnCap"`
	HorseDied  int      `json:"horseDied"`
	Catches    []int    `json:"catches"`
	Collapses  []int    `json:"collapses"`
	HorseDead  []int    `json:"horseDead"`
	Ridden     []int    `json:"ridden"`
	Gained     []int    `json:"gained"`
	TurnsSum   int64    `json:"turnsSum"`
	TurnsSumSq int64    `json:"turnsSumSq"`
}

// statsFormat is the format of Stats: how they merge, load and count a
// study.
var statsFormat = study.Format[Stats]{
	Unit: "chases", Who: "riders", Version: StatsVersion, Err: ErrStats,
	Empty: newStats, Tally: (*Stats).tally, Shape: (*Stats).shapeOK, Check: (*Stats).endsOK,
}

// newStats returns empty stats for a study of the riders named.
func newStats(names []string) *Stats {
	n := len(names)
	return &Stats{
		Names:   names,
		Catches: make([]int, n), Collapses: make([]int, n), HorseDead: make([]int, n), Ridden: make([]int, n), Gained: make([]int, n),
	}
}

// perRider returns the per-rider counts, in a fixed order.
func (s *Stats) perRider() [][]int {
	return [][]int{s.Catches, s.Collapses, s.HorseDead, s.Ridden, s.Gained}
}

// tally lists every count of s, for Merge to add.
func (s *Stats) tally() study.Tally {
	return study.Tally{
		Header: &s.Header, Trials: &s.Chases, Names: s.Names,
		Counts: []*int{&s.Caught, &s.TrailLost, &s.GaveUp, &s.TurnCap, &s.HorseDied},
		Sums:   []*int64{&s.TurnsSum, &s.TurnsSumSq},
		Slots:  s.perRider(),
	}
}

// shapeOK reports whether every count has the length its study needs: a
// slot per rider.
func (s *Stats) shapeOK() bool { return study.Shape(len(s.Names), s.perRider()...) }

// endsOK reports loaded statistics whose ends do not add up to the chases.
func (s *Stats) endsOK() error {
	if s.Caught+s.TrailLost+s.GaveUp+s.TurnCap+s.HorseDied != s.Chases {
		return fmt.Errorf("%w: the ends of the chases do not add up to the chases", ErrStats)
	}
	return nil
}

// add counts the chase c has just played, whose pursued started on card
// pursued and pursuers on card pursuers.
func (s *Stats) add(c *Chase, pursued, pursuers int) {
	e := &c.engine
	s.Chases++
	switch e.out.End {
	case Caught:
		s.Caught++
		s.Catches[e.out.Rider]++
	case TrailGone:
		s.TrailLost++
	case GaveUpEnd:
		s.GaveUp++
	case TurnCap:
		s.TurnCap++
	case HorseDied:
		s.HorseDied++
	}
	t := int64(e.turn)
	s.TurnsSum += t
	s.TurnsSumSq += t * t
	fled := e.st[0].Pos - pursued
	for i := range e.st {
		st := &e.st[i]
		if st.Status == Dead {
			s.HorseDead[i]++
		}
		if i == 0 {
			s.Ridden[i] += fled
			continue
		}
		s.Ridden[i] += st.Pos - pursuers
		s.Gained[i] += st.Pos - pursuers - fled
	}
	for i, n := range e.falls {
		s.Collapses[i] += n
	}
}

// Merge adds o into s. Both must be of the same study — version, seed,
// fingerprint and riders — and hold disjoint ranges of chases; otherwise
// (a nil o or s included) the error wraps ErrStats and s is unchanged.
func (s *Stats) Merge(o *Stats) error { return statsFormat.Merge(s, o) }

// Missing returns the ranges of chases in [from, to) that s does not hold,
// in order: what is left to run — and merge — to complete a study that was
// cut short; nil when s holds them all.
func (s *Stats) Missing(from, to uint64) [][2]uint64 { return study.Missing(s.Ranges, from, to) }

// UnmarshalJSON decodes stats — unknown fields are errors — and checks
// them: their shape, their version, that their ranges (within [0,
// MaxStudied), disjoint) hold their chases and that the ends add up to
// them; otherwise the error wraps ErrStats.
func (s *Stats) UnmarshalJSON(data []byte) error {
	type plain Stats
	return statsFormat.Decode(data, s, func(st *Stats) any { return (*plain)(st) })
}

// CaughtRate returns the share of chases in which a pursuer caught the
// pursued, with its 95% confidence interval.
func (s *Stats) CaughtRate() Rate { return study.Wilson(s.Caught, s.Chases) }

// EscapedRate returns the share of chases the pursued got away from: the
// trail lost, the pursuers gave up, or the turn cap (End.Escaped).
func (s *Stats) EscapedRate() Rate {
	return study.Wilson(s.TrailLost+s.GaveUp+s.TurnCap, s.Chases)
}

// HorseDiedRate returns the share of chases a dead horse ended.
func (s *Stats) HorseDiedRate() Rate { return study.Wilson(s.HorseDied, s.Chases) }

// MeanTurns returns the mean and standard deviation of the turns a chase
// lasted.
func (s *Stats) MeanTurns() (mean, sd float64) { return study.Mean(s.TurnsSum, s.TurnsSumSq, s.Chases) }

// String formats the statistics as a table.
func (s *Stats) String() string {
	var b strings.Builder
	if !statsFormat.Title(&b, s) {
		return b.String()
	}
	fmt.Fprintf(&b, "caught: %s\nescaped: %s (trail lost %d, gave up %d, turn cap %d)\nhorse dead: %s\n",
		s.CaughtRate(), s.EscapedRate(), s.TrailLost, s.GaveUp, s.TurnCap, s.HorseDiedRate())
	mean, sd := s.MeanTurns()
	fmt.Fprintf(&b, "turns: mean %.1f, sd %.1f\n", mean, sd)
	d := float64(max(1, s.Chases))
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\tcatches\tcollapses\thorse dead\tcards/chase\tgained/chase")
	for i, n := range s.Names {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.1f\t%.1f\n", n, s.Catches[i], s.Collapses[i], s.HorseDead[i], float64(s.Ridden[i])/d, float64(s.Gained[i])/d)
	}
	tw.Flush()
	return b.String()
}
