package trial

import (
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/study"
)

// ErrStats: statistics of another study (version, fingerprint or seed),
// holding the same trials twice, or malformed; or a study whose trial
// numbers are out of [0, MaxStudied) or run backwards.
var ErrStats = errors.New("trial: statistics do not fit")

// StatsVersion is the version of the Stats format and of the results a
// seed gives: a change of rules that changes them bumps it (2: a tampered
// juror resists only moves away from his briber's column, TRD-5 — the
// built-in counsel never bring their own juror back, so their studies give
// what they gave; a counsel that does rolls no saving throw for it).
const StatsVersion = 2

// Share is a proportion of a study's trials with its 95% confidence
// interval (Wilson score): P the share, Lo and Hi the interval's ends. Its
// String is "61.2% (60.3–62.2%)". (Rate is a price on the jury board.)
type Share = study.Rate

// Stats are the statistics of a study of many trials, kept in integers —
// counts, sums and sums of squares — so that merging is exact and
// associative: the same trials give the same Stats, bit for bit, however
// they were split between workers, runs or machines. Rates and means are
// computed from them when asked.
//
// Stats begin with the study's header: the format's Version, a
// Fingerprint of the setup (the Config, its rules and the counsel), the
// study's Seed and the Ranges of trials they hold ([from, to), sorted and
// disjoint). Merge refuses stats of another study or overlapping ranges.
//
//   - Released (at the hearing, TR-1), Guilty, NotGuilty and Hung (the
//     verdicts, TR-7) add up to Trials.
//   - Deliberated counts the trials whose jury deliberated, DaysSum and
//     DaysSumSq the days they took, and DaysHist[d] the trials decided on
//     day d (0: without deliberation; TR-7, TRD-1).
//   - Tampering, by side (index 0 the prosecution, 1 the defence): Tried
//     the bribes and threats attempted, Swayed those that put the juror in
//     the side's pocket, Reported those the juror told the judge of (TR-3);
//     Dismissed the juries the judge dismissed for it.
type Stats struct {
	study.Header
	Trials      int    `json:"trials"`
	Released    int    `json:"released"`
	Guilty      int    `json:"guilty"`
	NotGuilty   int    `json:"notGuilty"`
	Hung        int    `json:"hung"`
	Deliberated int    `json:"deliberated"`
	DaysSum     int64  `json:"daysSum"`
	DaysSumSq   int64  `json:"daysSumSq"`
	DaysHist    []int  `json:"daysHist"`
	Tried       [2]int `json:"tried"`
	Swayed      [2]int `json:"swayed"`
	Reported    [2]int `json:"reported"`
	Dismissed   int    `json:"dismissed"`
}

// statsFormat is the format of Stats: how they merge, load and count a
// study.
var statsFormat = study.Format[Stats]{
	Unit: "trials", Version: StatsVersion, Err: ErrStats,
	Empty: newStats, Tally: (*Stats).tally, Shape: (*Stats).shapeOK, Check: (*Stats).verdictsOK,
}

// newStats returns empty stats (a trial's counts are not by participant:
// names is nil).
func newStats([]string) *Stats { return &Stats{DaysHist: make([]int, MaxDays+1)} }

// tally lists every count of s, for Merge to add.
func (s *Stats) tally() study.Tally {
	return study.Tally{
		Header: &s.Header, Trials: &s.Trials,
		Counts: []*int{&s.Released, &s.Guilty, &s.NotGuilty, &s.Hung, &s.Deliberated, &s.Dismissed},
		Sums:   []*int64{&s.DaysSum, &s.DaysSumSq},
		Slots:  [][]int{s.DaysHist, s.Tried[:], s.Swayed[:], s.Reported[:]},
	}
}

// shapeOK reports whether the histogram of days has a slot for each day
// of deliberation the rules allow, and day 0.
func (s *Stats) shapeOK() bool { return len(s.DaysHist) == MaxDays+1 }

// verdictsOK reports loaded statistics whose verdicts do not add up to the
// trials.
func (s *Stats) verdictsOK() error {
	if s.Released+s.Guilty+s.NotGuilty+s.Hung != s.Trials {
		return fmt.Errorf("%w: the verdicts do not add up to the trials", ErrStats)
	}
	return nil
}

// add counts the trial t has just played.
func (s *Stats) add(t *Trial) {
	s.Trials++
	switch t.verdict {
	case Released:
		s.Released++
	case Guilty:
		s.Guilty++
	case Innocent:
		s.NotGuilty++
	case Hung:
		s.Hung++
	}
	d := t.day
	s.DaysHist[min(d, MaxDays)]++
	if d > 0 {
		s.Deliberated++
		s.DaysSum += int64(d)
		s.DaysSumSq += int64(d * d)
	}
	c := &t.counts
	for k := range 2 {
		s.Tried[k] += c.tried[k]
		s.Swayed[k] += c.swayed[k]
		s.Reported[k] += c.reported[k]
	}
	s.Dismissed += c.dismissed
}

// Merge adds o into s. Both must be of the same study — version, seed and
// fingerprint — and hold disjoint ranges of trials; otherwise (a nil o or
// s included) the error wraps ErrStats and s is unchanged.
func (s *Stats) Merge(o *Stats) error { return statsFormat.Merge(s, o) }

// Missing returns the ranges of trials in [from, to) that s does not hold,
// in order: what is left to run — and merge — to complete a study that was
// cut short; nil when s holds them all.
func (s *Stats) Missing(from, to uint64) [][2]uint64 { return study.Missing(s.Ranges, from, to) }

// UnmarshalJSON decodes stats — unknown fields are errors — and checks
// them: their version, their shape, that their ranges (within [0,
// MaxStudied), disjoint) hold their trials and that the verdicts add up to
// them; otherwise the error wraps ErrStats.
func (s *Stats) UnmarshalJSON(data []byte) error {
	type plain Stats
	return statsFormat.Decode(data, s, func(st *Stats) any { return (*plain)(st) })
}

// ReleasedRate returns the share of trials the hearing ended (TR-1), with
// its 95% confidence interval.
func (s *Stats) ReleasedRate() Share { return study.Wilson(s.Released, s.Trials) }

// GuiltyRate returns the share of guilty verdicts.
func (s *Stats) GuiltyRate() Share { return study.Wilson(s.Guilty, s.Trials) }

// NotGuiltyRate returns the share of not guilty verdicts.
func (s *Stats) NotGuiltyRate() Share { return study.Wilson(s.NotGuilty, s.Trials) }

// HungRate returns the share of hung juries.
func (s *Stats) HungRate() Share { return study.Wilson(s.Hung, s.Trials) }

// MeanDays returns the mean and standard deviation of the days of
// deliberation, over the trials whose jury deliberated.
func (s *Stats) MeanDays() (mean, sd float64) {
	return study.Mean(s.DaysSum, s.DaysSumSq, s.Deliberated)
}

// String formats the statistics.
func (s *Stats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d trials (seed %d)\n", s.Trials, s.Seed)
	if !s.shapeOK() {
		b.WriteString("malformed statistics: their days do not match the rules\n")
		return b.String()
	}
	fmt.Fprintf(&b, "released at the hearing: %s\nguilty: %s\nnot guilty: %s\nhung jury: %s\n",
		s.ReleasedRate(), s.GuiltyRate(), s.NotGuiltyRate(), s.HungRate())
	mean, sd := s.MeanDays()
	fmt.Fprintf(&b, "deliberation: %d trials, mean %.2f days, sd %.2f; by day:", s.Deliberated, mean, sd)
	for d, k := range s.DaysHist {
		if k > 0 {
			fmt.Fprintf(&b, " %d:%d", d, k)
		}
	}
	b.WriteString("\n")
	for i, side := range []Side{Prosecution, Defence} {
		fmt.Fprintf(&b, "tampering by the %s: %d tried, %d swayed, %d reported\n", side, s.Tried[i], s.Swayed[i], s.Reported[i])
	}
	fmt.Fprintf(&b, "juries dismissed: %d\n", s.Dismissed)
	return b.String()
}
