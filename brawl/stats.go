package brawl

import (
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/deadmanshand/aces/internal/study"
)

// ErrStats: statistics of another study (version, fingerprint, seed or
// brawlers), holding the same brawls twice, or malformed; or a study whose
// brawl numbers are out of [0, 2^63) or run backwards.
var ErrStats = errors.New("brawl: statistics do not fit")

// StatsVersion is the version of the Stats format and of the results a
// seed gives: a change of rules that changes them bumps it.
const StatsVersion = 1

// Rate is a share of a study's brawls with its 95% confidence interval,
// the SDK's one Rate (gunfight.Rate): "61.2% (60.3–62.2%)".
type Rate = study.Rate

// Stats are the statistics of a study of many brawls, kept as every
// study's are (see gunfight.Stats): in integers that merge exactly, after
// the study's header — the format's Version, a Fingerprint of the setup
// (brawlers, strategies, tables), the Seed and the Ranges of brawls held.
// Per-brawler counts are indexed as the Setup's Brawlers:
//
//   - Wins: brawls he won, the last man in the fight (BR-5); NoWinner
//     the brawls nobody won (the round limit, or nobody left standing).
//   - Standing, KnockedOut, Fallen, Dead: how he ended the brawl — still in
//     the fight, knocked out with no chips left (BR-5), fallen at 0 hit
//     points or below, or beaten to death (GUD-7).
//   - KnockOuts: the times his chips ran out during a brawl; KnockedOutBy
//     the knock-outs he dealt — the last man who attacked him, or drained
//     him with a Body Blow, in that round (BR-3, BR-9).
//   - HPLost: hit points lost, added over the brawls.
//   - RoundsSum and RoundsSumSq: the rounds each brawl lasted.
//   - Raked: the chips the house raked (BR-6); Specials the special actions
//     declared, indexed by Special (BR-9), the Counter Actions included.
type Stats struct {
	study.Header
	Names        []string `json:"names"`
	Brawls       int      `json:"brawls"`
	Wins         []int    `json:"wins"`
	NoWinner     int      `json:"noWinner"`
	Standing     []int    `json:"standing"`
	KnockedOut   []int    `json:"knockedOut"`
	Fallen       []int    `json:"fallen"`
	Dead         []int    `json:"dead"`
	KnockOuts    []int    `json:"knockOuts"`
	KnockedOutBy []int    `json:"knockedOutBy"`
	HPLost       []int    `json:"hpLost"`
	RoundsSum    int64    `json:"roundsSum"`
	RoundsSumSq  int64    `json:"roundsSumSq"`
	Raked        Chips    `json:"raked"`
	Specials     []int    `json:"specials"`
}

// statsFormat is the format of Stats: how they merge, load and count a
// study.
var statsFormat = study.Format[Stats]{
	Unit: "brawls", Who: "brawlers", Version: StatsVersion, Err: ErrStats,
	Empty: newStats, Tally: (*Stats).tally, Shape: (*Stats).shapeOK,
}

// newStats returns empty stats for a study of the brawlers named.
func newStats(names []string) *Stats {
	n := len(names)
	return &Stats{
		Names: names,
		Wins:  make([]int, n), Standing: make([]int, n), KnockedOut: make([]int, n), Fallen: make([]int, n), Dead: make([]int, n),
		KnockOuts: make([]int, n), KnockedOutBy: make([]int, n), HPLost: make([]int, n), Specials: make([]int, numSpecials),
	}
}

// perBrawler returns the per-brawler counts, in a fixed order.
func (s *Stats) perBrawler() [][]int {
	return [][]int{s.Wins, s.Standing, s.KnockedOut, s.Fallen, s.Dead, s.KnockOuts, s.KnockedOutBy, s.HPLost}
}

// tally lists every count of s, for Merge to add.
func (s *Stats) tally() study.Tally {
	return study.Tally{
		Header: &s.Header, Trials: &s.Brawls, Names: s.Names,
		Counts: []*int{&s.NoWinner, &s.Raked.Red, &s.Raked.Blue, &s.Raked.White},
		Sums:   []*int64{&s.RoundsSum, &s.RoundsSumSq},
		Slots:  append(s.perBrawler(), s.Specials),
	}
}

// shapeOK reports whether every count has the length its study needs: a
// slot per brawler, and one per Special.
func (s *Stats) shapeOK() bool {
	return study.Shape(len(s.Names), s.perBrawler()...) && len(s.Specials) == int(numSpecials)
}

// add counts the brawl b has just played.
func (s *Stats) add(b *Brawl) {
	s.Brawls++
	if w := b.winner; w >= 0 {
		s.Wins[w]++
	} else {
		s.NoWinner++
	}
	r := int64(b.round)
	s.RoundsSum += r
	s.RoundsSumSq += r * r
	for i := range b.seats {
		seat := &b.seats[i]
		s.HPLost[i] += seat.Brawler.startingHP() - seat.HP
		switch seat.Condition {
		case InFight:
			s.Standing[i]++
		case KnockedOut:
			s.KnockedOut[i]++
		case Fallen:
			s.Fallen[i]++
		case Dead:
			s.Dead[i]++
		}
	}
	s.Raked = s.Raked.Plus(b.ledger.Raked)
	for i := range b.seats {
		s.KnockOuts[i] += b.seats[i].knockOuts
		s.KnockedOutBy[i] += b.seats[i].dealt
	}
	for sp, n := range b.declared {
		s.Specials[sp] += n
	}
}

// Merge adds o into s. Both must be of the same study — version, seed,
// fingerprint and brawlers — and hold disjoint ranges of brawls;
// otherwise (a nil o or s included) the error wraps ErrStats and s is
// unchanged.
func (s *Stats) Merge(o *Stats) error { return statsFormat.Merge(s, o) }

// Missing returns the ranges of brawls in [from, to) that s does not hold,
// in order: what is left to run — and merge — to complete a study that was
// cut short; nil when s holds them all.
func (s *Stats) Missing(from, to uint64) [][2]uint64 { return study.Missing(s.Ranges, from, to) }

// UnmarshalJSON decodes stats — unknown fields are errors — and checks
// them: their shape, their version, and that their ranges (within [0,
// 2^63), disjoint) hold their brawls; otherwise the error wraps
// ErrStats.
func (s *Stats) UnmarshalJSON(data []byte) error {
	type plain Stats
	return statsFormat.Decode(data, s, func(st *Stats) any { return (*plain)(st) })
}

// WinRate returns brawler i's share of wins with its 95% confidence
// interval; the zero Rate when there is no brawler i or no brawl.
func (s *Stats) WinRate(i int) Rate {
	if i < 0 || i >= len(s.Wins) {
		return Rate{}
	}
	return study.Wilson(s.Wins[i], s.Brawls)
}

// noWinnerRate returns the share of brawls nobody won.
func (s *Stats) noWinnerRate() Rate { return study.Wilson(s.NoWinner, s.Brawls) }

// meanRounds returns the mean and standard deviation of the rounds a
// brawl lasted.
func (s *Stats) meanRounds() (mean, sd float64) {
	return study.Mean(s.RoundsSum, s.RoundsSumSq, s.Brawls)
}

// String formats the statistics as a table.
func (s *Stats) String() string {
	var b strings.Builder
	if !statsFormat.Title(&b, s) {
		return b.String()
	}
	d := float64(max(1, s.Brawls))
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\twins\tstanding\tknocked out\tfallen\tdead\tknock-outs dealt\tHP lost/brawl")
	for i, n := range s.Names {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%.2f\n", n, s.WinRate(i), s.Standing[i], s.KnockedOut[i], s.Fallen[i], s.Dead[i],
			s.KnockedOutBy[i], float64(s.HPLost[i])/d)
	}
	tw.Flush()
	mean, sd := s.meanRounds()
	fmt.Fprintf(&b, "no winner: %s\n", s.noWinnerRate())
	fmt.Fprintf(&b, "rounds: mean %.1f, sd %.1f\n", mean, sd)
	fmt.Fprintf(&b, "raked by the house: %v (%.1f chips/brawl)\n", s.Raked, float64(s.Raked.Total())/d)
	b.WriteString("special actions:")
	for sp, k := range s.Specials {
		if k > 0 {
			fmt.Fprintf(&b, " %s %d", Special(sp), k)
		}
	}
	b.WriteString("\n")
	return b.String()
}
