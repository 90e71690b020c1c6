package gunfight

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/deadmanshand/aces/wounds"
)

// StatsVersion is the version of the Stats format, and of the results a
// seed gives: it goes up whenever the rules change what a seed's duel does,
// so statistics from before and after never merge (2: every effect of a
// count applies together, GUD-8; 3: the built-in tactics' actions are
// checked as any tactic's, and a draw never ends in a useless arm, GU-12;
// 4: each wound bleeds on its own clock, a minute after it and every
// minute since, at the count it falls due, GU-13).
const StatsVersion = 4

// MaxGrade is the highest wound grade Stats counts on its own; worse wounds
// share the last slot.
const MaxGrade = 20

// EndSeconds is how many seconds Stats' histogram of the deciding count
// covers one by one; longer fights share the last slot.
const EndSeconds = 60

// Stats are the statistics of a study of many fights (rule GU-10), kept in
// integers — counts, sums and sums of squares — so that merging is exact
// and associative: the same duels give the same Stats, bit for bit, however
// they were split between workers, runs or machines. Means, rates and
// confidence intervals are computed from them when asked.
//
// Stats carry the study's seed, the ranges of duels they hold and a
// fingerprint of the setup (shooters, rules, options): Merge refuses stats of
// another study or overlapping ranges. Stats marshal to JSON; "duels" is the
// number of fights and "wins" the wins of each man by his index.
type Stats struct {
	Version     int         `json:"version"`
	Fingerprint string      `json:"fingerprint"`
	Seed        uint64      `json:"seed"`
	Ranges      [][2]uint64 `json:"ranges"` // duels [from, to) included, sorted and disjoint
	Names       []string    `json:"names"`
	Duels       int         `json:"duels"`
	Wins        []int       `json:"wins"`
	NoWinner    int         `json:"noWinner"`  // everyone down, or a standoff
	Standoffs   int         `json:"standoffs"` // ended with two sides still standing
	Fled        []int       `json:"fled"`
	Left        []int       `json:"left"`
	Down        []int       `json:"down"`
	Dead        []int       `json:"dead"`
	Shots       []int       `json:"shots"`
	Hits        []int       `json:"hits"`
	Wounded     []int       `json:"wounded"` // wounds taken
	// EndSum and EndSumSq add up the count each fight ended; EndHist
	// counts the fights ending in each second (the last slot: EndSeconds
	// and more).
	EndSum   int64 `json:"endSum"`
	EndSumSq int64 `json:"endSumSq"`
	EndHist  []int `json:"endHist"`
	// Locations counts hits by body location (index: wounds.Location);
	// Grades counts wounds by severity grade (index 1..MaxGrade, the last
	// slot for worse).
	Locations []int `json:"locations"`
	Grades    []int `json:"grades"`
}

// newStats returns empty stats for a study of n men.
func newStats(fp string, seed uint64, names []string) *Stats {
	n := len(names)
	return &Stats{
		Version: StatsVersion, Fingerprint: fp, Seed: seed, Names: names,
		Wins: make([]int, n), Fled: make([]int, n), Left: make([]int, n), Down: make([]int, n), Dead: make([]int, n),
		Shots: make([]int, n), Hits: make([]int, n), Wounded: make([]int, n),
		EndHist: make([]int, EndSeconds+1), Locations: make([]int, wounds.NumLocations+1), Grades: make([]int, MaxGrade+1),
	}
}

// add counts one fight: its outcome and the tally of its wounds.
func (s *Stats) add(o *Outcome, h *hitTally) {
	s.Duels++
	standing := 0
	for i, m := range o.Results {
		if m.Won {
			s.Wins[i]++
		}
		switch m.Status {
		case InFight:
			standing++
		case Fled:
			s.Fled[i]++
		case Left:
			s.Left[i]++
		case Down:
			s.Down[i]++
		case Dead:
			s.Dead[i]++
		}
		s.Shots[i] += m.Shots
		s.Hits[i] += m.Hits
		s.Wounded[i] += m.Wounds
	}
	if o.Winner < 0 {
		s.NoWinner++
		if standing > 1 {
			s.Standoffs++
		}
	}
	c := int64(o.Ended)
	s.EndSum += c
	s.EndSumSq += c * c
	s.EndHist[min(int(o.Ended/Second), EndSeconds)]++
	for l, k := range h.locations {
		s.Locations[l] += int(k)
	}
	for g, k := range h.grades {
		s.Grades[g] += int(k)
	}
}

// Merge adds o into s. Both must be of the same study — version, seed,
// fingerprint and men — and hold disjoint ranges of duels; otherwise (a nil
// o or s included) the error wraps [ErrStats] and s is unchanged.
func (s *Stats) Merge(o *Stats) error {
	switch {
	case s == nil || o == nil:
		return fmt.Errorf("%w: merging nil stats", ErrStats)
	case s.Version != o.Version:
		return fmt.Errorf("%w: version %d and %d", ErrStats, s.Version, o.Version)
	case s.Fingerprint != o.Fingerprint:
		return fmt.Errorf("%w: different setups (fingerprints %s and %s)", ErrStats, s.Fingerprint, o.Fingerprint)
	case s.Seed != o.Seed:
		return fmt.Errorf("%w: seeds %d and %d", ErrStats, s.Seed, o.Seed)
	case !slices.Equal(s.Names, o.Names):
		return fmt.Errorf("%w: different men", ErrStats)
	case !s.shapeOK() || !o.shapeOK():
		return fmt.Errorf("%w: malformed stats", ErrStats)
	}
	ranges := append(append([][2]uint64(nil), s.Ranges...), o.Ranges...)
	ranges, err := mergeRanges(ranges)
	if err != nil {
		return err
	}
	s.Ranges = ranges
	s.Duels += o.Duels
	s.NoWinner += o.NoWinner
	s.Standoffs += o.Standoffs
	s.EndSum += o.EndSum
	s.EndSumSq += o.EndSumSq
	for _, p := range [][2][]int{{s.Wins, o.Wins}, {s.Fled, o.Fled}, {s.Left, o.Left}, {s.Down, o.Down}, {s.Dead, o.Dead},
		{s.Shots, o.Shots}, {s.Hits, o.Hits}, {s.Wounded, o.Wounded}, {s.EndHist, o.EndHist},
		{s.Locations, o.Locations}, {s.Grades, o.Grades}} {
		for i := range p[0] {
			p[0][i] += p[1][i]
		}
	}
	return nil
}

// shapeOK reports whether every slice has the length its study needs.
func (s *Stats) shapeOK() bool {
	n := len(s.Names)
	for _, v := range [][]int{s.Wins, s.Fled, s.Left, s.Down, s.Dead, s.Shots, s.Hits, s.Wounded} {
		if len(v) != n {
			return false
		}
	}
	return len(s.EndHist) == EndSeconds+1 && len(s.Locations) == wounds.NumLocations+1 && len(s.Grades) == MaxGrade+1
}

// mergeRanges sorts ranges and joins adjacent ones; overlapping ranges wrap
// ErrStats (the same duels counted twice).
func mergeRanges(r [][2]uint64) ([][2]uint64, error) {
	slices.SortFunc(r, func(a, b [2]uint64) int {
		switch {
		case a[0] < b[0]:
			return -1
		case a[0] > b[0]:
			return 1
		}
		return 0
	})
	out := r[:0]
	for _, x := range r {
		if x[1] <= x[0] {
			continue
		}
		if n := len(out); n > 0 {
			last := &out[n-1]
			if x[0] < last[1] {
				return nil, fmt.Errorf("%w: duels %d..%d counted twice", ErrStats, x[0], min(x[1], last[1]))
			}
			if x[0] == last[1] {
				last[1] = x[1]
				continue
			}
		}
		out = append(out, x)
	}
	return out, nil
}

// Missing returns the ranges of duels in [from, to) that s does not hold,
// in order: what is left to run — and merge — to complete a study that was
// cut short. It returns nil when s holds them all. s's Ranges must be
// sorted and disjoint, as Simulate, Merge and UnmarshalJSON leave them.
func (s *Stats) Missing(from, to uint64) [][2]uint64 {
	var out [][2]uint64
	at := from
	for _, r := range s.Ranges {
		if r[1] <= at {
			continue
		}
		if r[0] >= to {
			break
		}
		if r[0] > at {
			out = append(out, [2]uint64{at, r[0]})
		}
		at = r[1]
		if at >= to {
			return out
		}
	}
	if at < to {
		out = append(out, [2]uint64{at, to})
	}
	return out
}

// UnmarshalJSON decodes stats — unknown fields are errors — and checks
// their shape, their ranges (within [0, MaxDuel)) and their counts (see
// countsOK); malformed stats wrap ErrStats.
func (s *Stats) UnmarshalJSON(data []byte) error {
	type plain Stats
	var p plain
	if err := strictJSON(data, &p); err != nil {
		return fmt.Errorf("%w: %v", ErrStats, err)
	}
	st := Stats(p)
	if st.Version != StatsVersion || !st.shapeOK() {
		return fmt.Errorf("%w: version %d or malformed counts", ErrStats, st.Version)
	}
	for _, x := range st.Ranges {
		if x[0] > MaxDuel || x[1] > MaxDuel {
			return fmt.Errorf("%w: duels %d..%d: duel numbers are limited to [0, 2^63)", ErrStats, x[0], x[1])
		}
	}
	r, err := mergeRanges(append([][2]uint64(nil), st.Ranges...))
	if err != nil {
		return err
	}
	total := uint64(0)
	for _, x := range r {
		total += x[1] - x[0]
	}
	if total != uint64(st.Duels) || st.Duels < 0 {
		return fmt.Errorf("%w: %d duels but ranges hold %d", ErrStats, st.Duels, total)
	}
	if err := st.countsOK(); err != nil {
		return err
	}
	st.Ranges = r
	*s = st
	return nil
}

// Rate is a proportion with its 95% confidence interval (Wilson score).
type Rate struct {
	P, Lo, Hi float64
}

// String formats the rate: "61.2% (60.3–62.2%)".
func (r Rate) String() string {
	return fmt.Sprintf("%.1f%% (%.1f–%.1f%%)", 100*r.P, 100*r.Lo, 100*r.Hi)
}

// wilson returns the Wilson score interval of k successes in n trials at
// 95%.
func wilson(k, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / den
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return Rate{P: p, Lo: max(0, c-h), Hi: min(1, c+h)}
}

// WinRate returns man i's share of wins with its 95% confidence interval;
// the zero Rate when there is no man i or no duel.
func (s *Stats) WinRate(i int) Rate {
	if i < 0 || i >= len(s.Wins) {
		return Rate{}
	}
	return wilson(s.Wins[i], s.Duels)
}

// NoWinnerRate returns the share of fights nobody won.
func (s *Stats) NoWinnerRate() Rate { return wilson(s.NoWinner, s.Duels) }

// MeanEnd returns the mean and standard deviation of the count the fights
// ended at.
func (s *Stats) MeanEnd() (mean, sd float64) {
	if s.Duels == 0 {
		return 0, 0
	}
	n := float64(s.Duels)
	mean = float64(s.EndSum) / n
	v := float64(s.EndSumSq)/n - mean*mean
	return mean, math.Sqrt(max(0, v))
}

// PerDuel returns a per-man total divided by the duels: shots or hits per
// duel.
func (s *Stats) PerDuel(total []int) float64 {
	if s.Duels == 0 {
		return 0
	}
	t := 0
	for _, v := range total {
		t += v
	}
	return float64(t) / float64(s.Duels)
}

// String formats the statistics as a table.
func (s *Stats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d duels (seed %d)\n", s.Duels, s.Seed)
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	if !s.shapeOK() {
		b.WriteString("malformed statistics: their counts do not match their men\n")
		return b.String()
	}
	fmt.Fprintln(tw, "\twins\tfled\tleft\tdown\tdead\tshots/duel\thits/duel")
	for i, n := range s.Names {
		d := max(1, s.Duels)
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%.2f\t%.2f\n", n, s.WinRate(i), s.Fled[i], s.Left[i], s.Down[i], s.Dead[i],
			float64(s.Shots[i])/float64(d), float64(s.Hits[i])/float64(d))
	}
	tw.Flush()
	mean, sd := s.MeanEnd()
	fmt.Fprintf(&b, "no winner: %s (standoffs %d)\n", s.NoWinnerRate(), s.Standoffs)
	fmt.Fprintf(&b, "deciding count: mean %.1f (%s), sd %.1f\n", mean, Count(math.Round(mean)), sd)
	b.WriteString("ended by second:")
	for sec, k := range s.EndHist {
		switch {
		case k == 0:
		case sec == EndSeconds:
			fmt.Fprintf(&b, " %d s or more:%d", sec, k)
		default:
			fmt.Fprintf(&b, " %d:%d", sec, k)
		}
	}
	b.WriteString("\nhits by location:")
	for l, k := range s.Locations {
		if k > 0 {
			fmt.Fprintf(&b, " %s %d", wounds.Location(l), k)
		}
	}
	b.WriteString("\nwounds by grade:")
	for g, k := range s.Grades {
		if k > 0 {
			fmt.Fprintf(&b, " %d:%d", g, k)
		}
	}
	b.WriteString("\n")
	return b.String()
}

// countsOK reports counts that a study cannot give: a negative count, a
// man with more wins than duels, more fights nobody won than duels, more
// standoffs than fights nobody won, fights ended by second that are not
// the duels, hits by location that are not the wounds by grade.
func (s *Stats) countsOK() error {
	bad := func(what string) error { return fmt.Errorf("%w: %s", ErrStats, what) }
	sum := func(v []int) (int, bool) {
		t := 0
		for _, x := range v {
			if x < 0 || x > math.MaxInt32 {
				return 0, false
			}
			t += x
		}
		return t, true
	}
	var sums [4]int
	for k, v := range [][]int{s.Wins, s.EndHist, s.Locations, s.Grades} {
		t, ok := sum(v)
		if !ok {
			return bad("a count out of range")
		}
		sums[k] = t
	}
	for _, v := range [][]int{s.Fled, s.Left, s.Down, s.Dead, s.Shots, s.Hits, s.Wounded} {
		if _, ok := sum(v); !ok {
			return bad("a count out of range")
		}
	}
	for i := range s.Wins {
		if s.Wins[i] > s.Duels {
			return bad("more wins than duels")
		}
	}
	switch {
	case s.NoWinner < 0 || s.NoWinner > s.Duels || s.Standoffs < 0 || s.Standoffs > s.NoWinner || s.EndSum < 0 || s.EndSumSq < 0:
		return bad("a count out of range")
	case sums[1] != s.Duels:
		return bad("the fights ended by second do not add up to the duels")
	case sums[2] != sums[3]:
		return bad("hits by location are not the wounds by grade")
	}
	return nil
}
