package chase

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/deadmanshand/aces/internal/study"
)

// marginTurns is how many turns RaceStats' histogram of winning margins
// covers one by one; wider margins share the last slot.
const marginTurns = 10

// RaceStats are the statistics of a study of many races, kept in integers
// as Stats are, merging exactly and marshalling to JSON after the same
// header (Version, Fingerprint, Seed and the Ranges of races held).
// Per-rider counts are indexed as the RaceSetup's riders:
//
//   - Places[i][p]: the races rider i finished in place p+1 (rule CS-7);
//     NotFinished[i] those he did not finish (the turn cap, or his horse
//     died: HorseDead[i]).
//   - Margins counts the races at least two riders finished, MarginSum and
//     MarginSumSq add up the turns between the winner's finish and the
//     runner-up's (0: the same turn), and MarginHist counts them turn by
//     turn (the last slot: 10 turns and more).
//   - TurnCap counts the races the turn cap stopped; TurnsSum and
//     TurnsSumSq the turns each race lasted.
type RaceStats struct {
	study.Header
	Names       []string `json:"names"`
	Races       int      `json:"races"`
	Places      [][]int  `json:"places"`
	NotFinished []int    `json:"notFinished"`
	HorseDead   []int    `json:"horseDead"`
	TurnCap     int      `json:"turnCap"`
	Margins     int      `json:"margins"`
	MarginSum   int64    `json:"marginSum"`
	MarginSumSq int64    `json:"marginSumSq"`
	MarginHist  []int    `json:"marginHist"`
	TurnsSum    int64    `json:"turnsSum"`
	TurnsSumSq  int64    `json:"turnsSumSq"`
}

// raceStatsFormat is the format of RaceStats: how they merge, load and
// count a study.
var raceStatsFormat = study.Format[RaceStats]{
	Unit: "races", Who: "riders", Version: StatsVersion, Err: ErrStats,
	Empty: newRaceStats, Tally: (*RaceStats).tally, Shape: (*RaceStats).shapeOK,
}

// newRaceStats returns empty stats for a study of the riders named.
func newRaceStats(names []string) *RaceStats {
	n := len(names)
	s := &RaceStats{
		Names:  names,
		Places: make([][]int, n), NotFinished: make([]int, n), HorseDead: make([]int, n), MarginHist: make([]int, marginTurns+1),
	}
	for i := range s.Places {
		s.Places[i] = make([]int, n)
	}
	return s
}

// tally lists every count of s, for Merge to add.
func (s *RaceStats) tally() study.Tally {
	return study.Tally{
		Header: &s.Header, Trials: &s.Races, Names: s.Names,
		Counts: []*int{&s.TurnCap, &s.Margins},
		Sums:   []*int64{&s.MarginSum, &s.MarginSumSq, &s.TurnsSum, &s.TurnsSumSq},
		Slots:  append([][]int{s.NotFinished, s.HorseDead, s.MarginHist}, s.Places...),
	}
}

// shapeOK reports whether every count has the length its study needs.
func (s *RaceStats) shapeOK() bool {
	n := len(s.Names)
	return len(s.Places) == n && study.Shape(n, s.NotFinished, s.HorseDead) && study.Shape(n, s.Places...) && len(s.MarginHist) == marginTurns+1
}

// add counts the race rc has just run.
func (s *RaceStats) add(rc *Race) {
	e := &rc.engine
	s.Races++
	if e.out.End == TurnCap {
		s.TurnCap++
	}
	t := int64(e.turn)
	s.TurnsSum += t
	s.TurnsSumSq += t * t
	for i := range e.st {
		st := &e.st[i]
		switch {
		case st.Place > 0:
			s.Places[i][st.Place-1]++
		case st.Status == Dead:
			s.NotFinished[i]++
			s.HorseDead[i]++
		default:
			s.NotFinished[i]++
		}
	}
	if first, second := e.podium[0], e.podium[1]; second > 0 {
		m := int64(second - first)
		s.Margins++
		s.MarginSum += m
		s.MarginSumSq += m * m
		s.MarginHist[min(int(m), marginTurns)]++
	}
}

// Merge adds o into s. Both must be of the same study — version, seed,
// fingerprint and riders — and hold disjoint ranges of races; otherwise
// (a nil o or s included) the error wraps ErrStats and s is unchanged.
func (s *RaceStats) Merge(o *RaceStats) error { return raceStatsFormat.Merge(s, o) }

// Missing returns the ranges of races in [from, to) that s does not hold,
// in order; nil when s holds them all.
func (s *RaceStats) Missing(from, to uint64) [][2]uint64 { return study.Missing(s.Ranges, from, to) }

// UnmarshalJSON decodes stats — unknown fields are errors — and checks
// them: their shape, their version, and that their ranges (within [0,
// MaxStudied), disjoint) hold their races; otherwise the error wraps
// ErrStats.
func (s *RaceStats) UnmarshalJSON(data []byte) error {
	type plain RaceStats
	return raceStatsFormat.Decode(data, s, func(st *RaceStats) any { return (*plain)(st) })
}

// PlaceRate returns the share of races rider i finished in place p (1 for
// a win), with its 95% confidence interval; the zero Rate when there is
// no such rider or place, or no race.
func (s *RaceStats) PlaceRate(i, p int) Rate {
	if i < 0 || i >= len(s.Places) || p < 1 || p > len(s.Places[i]) {
		return Rate{}
	}
	return study.Wilson(s.Places[i][p-1], s.Races)
}

// MeanMargin returns the mean and standard deviation of the turns by which
// the winner beat the runner-up, over the races two riders finished.
func (s *RaceStats) MeanMargin() (mean, sd float64) {
	return study.Mean(s.MarginSum, s.MarginSumSq, s.Margins)
}

// MeanTurns returns the mean and standard deviation of the turns a race
// lasted.
func (s *RaceStats) MeanTurns() (mean, sd float64) {
	return study.Mean(s.TurnsSum, s.TurnsSumSq, s.Races)
}

// String formats the statistics as a table.
func (s *RaceStats) String() string {
	var b strings.Builder
	if !raceStatsFormat.Title(&b, s) {
		return b.String()
	}
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprint(tw, "\twins")
	for p := 2; p <= len(s.Names); p++ {
		fmt.Fprintf(tw, "\t%d.", p)
	}
	fmt.Fprintln(tw, "\tnot finished\thorse dead")
	for i, n := range s.Names {
		fmt.Fprintf(tw, "%s\t%s", n, s.PlaceRate(i, 1))
		for p := 2; p <= len(s.Names); p++ {
			fmt.Fprintf(tw, "\t%d", s.Places[i][p-1])
		}
		fmt.Fprintf(tw, "\t%d\t%d\n", s.NotFinished[i], s.HorseDead[i])
	}
	tw.Flush()
	mean, sd := s.MeanMargin()
	fmt.Fprintf(&b, "winning margin: mean %.1f turns, sd %.1f, over %d races;", mean, sd, s.Margins)
	for m, k := range s.MarginHist {
		if k > 0 {
			fmt.Fprintf(&b, " %d:%d", m, k)
		}
	}
	mean, sd = s.MeanTurns()
	fmt.Fprintf(&b, "\nturns: mean %.1f, sd %.1f; stopped by the turn cap: %d\n", mean, sd, s.TurnCap)
	return b.String()
}
