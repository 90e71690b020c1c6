package gunfight

import (
	"fmt"
	"math"
	"math/bits"
	"strings"
	"text/tabwriter"

	"github.com/deadmanshand/aces/internal/study"
	"github.com/deadmanshand/aces/wounds"
)

// StatsVersion is the version of the Stats format, and of the results a
// seed gives: it goes up whenever the rules change what a seed's duel does,
// so statistics from before and after never merge (2: every effect of a
// count applies together, GUD-8; 3: the built-in tactics' actions are
// checked as any tactic's, and a draw never ends in a useless arm, GU-12;
// 4: the rules' last edges — each wound bleeds on its own clock, a minute
// after it, at the count it falls due (GU-13); Low's "shot at" is a
// firearm's, bleeding past the threshold sends a man to cover, cover ends
// with a move, a mangled arm keeps a long gun, Reputation on the Wisdom
// check, staunching in the count (a new action: every setup's fingerprint
// changes), Jack Rabbit Speed — and built-in tactics that close in to a
// band before they fire, GUD-13 … GUD-18, RED-3; 5: an action a bleed's
// nerve cancels at the count it was due is not resolved, and the fight no
// longer miscounts the men busy after it).
const StatsVersion = 5

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
// Stats begin with the study's header: the format's Version, a
// Fingerprint of the setup (shooters, rules, options), the study's Seed
// and the Ranges of duels they hold ([from, to), sorted and disjoint).
// Merge refuses stats of another study or overlapping ranges. Stats marshal
// to JSON; "duels" is the number of fights and "wins" the wins of each man
// by his index.
type Stats struct {
	study.Header
	Names     []string `json:"names"`
	Duels     int      `json:"duels"`
	Wins      []int    `json:"wins"`
	NoWinner  int      `json:"noWinner"`  // everyone down, or a standoff
	Standoffs int      `json:"standoffs"` // ended with two sides still standing
	Fled      []int    `json:"fled"`
	Left      []int    `json:"left"`
	Down      []int    `json:"down"`
	Dead      []int    `json:"dead"`
	Shots     []int    `json:"shots"`
	Hits      []int    `json:"hits"`
	Wounded   []int    `json:"wounded"` // wounds taken
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

// statsFormat is the format of Stats: how they merge, load and count a
// study.
var statsFormat = study.Format[Stats]{
	Unit: "duels", Who: "men", Version: StatsVersion, Err: ErrStats,
	Empty: newStats, Tally: (*Stats).tally, Shape: (*Stats).shapeOK, Check: (*Stats).countsOK,
}

// newStats returns empty stats for a study of the men named.
func newStats(names []string) *Stats {
	n := len(names)
	return &Stats{
		Names: names,
		Wins:  make([]int, n), Fled: make([]int, n), Left: make([]int, n), Down: make([]int, n), Dead: make([]int, n),
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
	for set := h.locSet; set != 0; set &= set - 1 {
		l := bits.TrailingZeros32(set)
		s.Locations[l] += int(h.locations[l])
	}
	for set := h.gradeSet; set != 0; set &= set - 1 {
		g := bits.TrailingZeros32(set)
		s.Grades[g] += int(h.grades[g])
	}
}

// tally lists every count of s, for Merge to add.
func (s *Stats) tally() study.Tally {
	return study.Tally{
		Header: &s.Header, Trials: &s.Duels, Names: s.Names,
		Counts: []*int{&s.NoWinner, &s.Standoffs},
		Sums:   []*int64{&s.EndSum, &s.EndSumSq},
		Slots:  append(s.perMan(), s.EndHist, s.Locations, s.Grades),
	}
}

// perMan returns the per-man counts, in a fixed order.
func (s *Stats) perMan() [][]int {
	return [][]int{s.Wins, s.Fled, s.Left, s.Down, s.Dead, s.Shots, s.Hits, s.Wounded}
}

// Merge adds o into s. Both must be of the same study — version, seed,
// fingerprint and men — and hold disjoint ranges of duels; otherwise (a nil
// o or s included) the error wraps [ErrStats] and s is unchanged.
func (s *Stats) Merge(o *Stats) error { return statsFormat.Merge(s, o) }

// shapeOK reports whether every slice has the length its study needs.
func (s *Stats) shapeOK() bool {
	return study.Shape(len(s.Names), s.perMan()...) &&
		len(s.EndHist) == EndSeconds+1 && len(s.Locations) == wounds.NumLocations+1 && len(s.Grades) == MaxGrade+1
}

// Missing returns the ranges of duels in [from, to) that s does not hold,
// in order: what is left to run — and merge — to complete a study that was
// cut short. It returns nil when s holds them all. s's Ranges must be
// sorted and disjoint, as Simulate, Merge and UnmarshalJSON leave them.
func (s *Stats) Missing(from, to uint64) [][2]uint64 { return study.Missing(s.Ranges, from, to) }

// UnmarshalJSON decodes stats — unknown fields are errors — and checks
// their shape, their version, their ranges (within [0, MaxStudied),
// disjoint, holding Duels duels) and their counts: none negative, no man
// with more wins than duels, no more fights nobody won than duels nor
// more standoffs than those, the fights ended by second adding up to the
// duels, the hits by location to the wounds by grade. Malformed stats wrap
// ErrStats.
func (s *Stats) UnmarshalJSON(data []byte) error {
	type plain Stats
	return statsFormat.Decode(data, s, func(st *Stats) any { return (*plain)(st) })
}

// Rate is a proportion with its 95% confidence interval (Wilson score):
// P the share, Lo and Hi the interval's ends. Its String is
// "61.2% (60.3–62.2%)".
type Rate = study.Rate

// WinRate returns man i's share of wins with its 95% confidence interval;
// the zero Rate when there is no man i or no duel.
func (s *Stats) WinRate(i int) Rate {
	if i < 0 || i >= len(s.Wins) {
		return Rate{}
	}
	return study.Wilson(s.Wins[i], s.Duels)
}

// NoWinnerRate returns the share of fights nobody won.
func (s *Stats) NoWinnerRate() Rate { return study.Wilson(s.NoWinner, s.Duels) }

// MeanEnd returns the mean and standard deviation of the count the fights
// ended at.
func (s *Stats) MeanEnd() (mean, sd float64) { return study.Mean(s.EndSum, s.EndSumSq, s.Duels) }

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
	if !statsFormat.Title(&b, s) {
		return b.String()
	}
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
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
