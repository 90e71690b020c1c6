package trial

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/study"
)

// ErrStats: statistics of another study (version, fingerprint or seed),
// holding the same trials twice, or malformed; or a study whose trial
// numbers are out of [0, MaxTrial) or run backwards.
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
// Stats carry the study's seed, the ranges of trials they hold and a
// fingerprint of the setup (the Config, its rules and the counsel): Merge
// refuses stats of another study or overlapping ranges.
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
	Version     int         `json:"version"`
	Fingerprint string      `json:"fingerprint"`
	Seed        uint64      `json:"seed"`
	Ranges      [][2]uint64 `json:"ranges"` // trials [from, to) included, sorted and disjoint
	Trials      int         `json:"trials"`
	Released    int         `json:"released"`
	Guilty      int         `json:"guilty"`
	NotGuilty   int         `json:"notGuilty"`
	Hung        int         `json:"hung"`
	Deliberated int         `json:"deliberated"`
	DaysSum     int64       `json:"daysSum"`
	DaysSumSq   int64       `json:"daysSumSq"`
	DaysHist    []int       `json:"daysHist"`
	Tried       [2]int      `json:"tried"`
	Swayed      [2]int      `json:"swayed"`
	Reported    [2]int      `json:"reported"`
	Dismissed   int         `json:"dismissed"`
}

// newStats returns empty stats.
func newStats(fp string, seed uint64) *Stats {
	return &Stats{Version: StatsVersion, Fingerprint: fp, Seed: seed, DaysHist: make([]int, MaxDays+1)}
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
	for k := range t.events {
		e := &t.events[k]
		side := int(e.Side) - 1
		switch e.Kind {
		case KindTampering:
			s.Tried[side]++
			if e.Ok {
				s.Swayed[side]++
			}
		case KindReport:
			if e.Ok {
				s.Reported[side]++
			}
		case KindDismissed:
			s.Dismissed++
		}
	}
}

// add2 adds o, of the same study and shape, into s.
func (s *Stats) add2(o *Stats) {
	s.Trials += o.Trials
	s.Released += o.Released
	s.Guilty += o.Guilty
	s.NotGuilty += o.NotGuilty
	s.Hung += o.Hung
	s.Deliberated += o.Deliberated
	s.DaysSum += o.DaysSum
	s.DaysSumSq += o.DaysSumSq
	study.Add(s.DaysHist, o.DaysHist)
	study.Add(s.Tried[:], o.Tried[:])
	study.Add(s.Swayed[:], o.Swayed[:])
	study.Add(s.Reported[:], o.Reported[:])
	s.Dismissed += o.Dismissed
}

// header returns what every study's statistics carry.
func (s *Stats) header() study.Header {
	return study.Header{Version: s.Version, Fingerprint: s.Fingerprint, Seed: s.Seed, Ranges: s.Ranges, Trials: s.Trials}
}

// Merge adds o into s. Both must be of the same study — version, seed and
// fingerprint — and hold disjoint ranges of trials; otherwise (a nil o or
// s included) the error wraps ErrStats and s is unchanged.
func (s *Stats) Merge(o *Stats) error {
	switch {
	case s == nil || o == nil:
		return fmt.Errorf("%w: merging nil stats", ErrStats)
	case len(s.DaysHist) != MaxDays+1 || len(o.DaysHist) != MaxDays+1:
		return fmt.Errorf("%w: malformed stats", ErrStats)
	}
	ranges, err := s.header().Merge(o.header())
	if err != nil {
		return fmt.Errorf("%w: %w", ErrStats, err)
	}
	s.add2(o)
	s.Ranges = ranges
	return nil
}

// Missing returns the ranges of trials in [from, to) that s does not hold,
// in order: what is left to run — and merge — to complete a study that was
// cut short; nil when s holds them all.
func (s *Stats) Missing(from, to uint64) [][2]uint64 { return study.Missing(s.Ranges, from, to) }

// UnmarshalJSON decodes stats and checks them: their version, their shape,
// that the verdicts add up and that their ranges hold their trials;
// otherwise the error wraps ErrStats.
func (s *Stats) UnmarshalJSON(data []byte) error {
	type plain Stats
	var p plain
	if err := json.Unmarshal(data, &p); err != nil {
		return fmt.Errorf("%w: %v", ErrStats, err)
	}
	st := Stats(p)
	if len(st.DaysHist) != MaxDays+1 || st.Released+st.Guilty+st.NotGuilty+st.Hung != st.Trials {
		return fmt.Errorf("%w: malformed counts", ErrStats)
	}
	r, err := st.header().Check(StatsVersion)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrStats, err)
	}
	st.Ranges = r
	*s = st
	return nil
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
	if len(s.DaysHist) != MaxDays+1 {
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
