package brawl_test

import (
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
)

// mover makes a brawl ask the most decisions a round it can keep asking:
// it fights whenever it can pay, bets nothing, and on its turn moves to
// where it stands (a special action every other man there who can pay is
// offered to counter) and punches the first man beside it; it never
// counters.
type mover struct{ brawl.Strategy } // mover{brawl.Cautious}

func (mover) Name() string    { return "mover" }
func (mover) Version() string { return "1" }

func (mover) Bet(v *brawl.View, c brawl.Colour) int { return 0 }

func (mover) Counter(v *brawl.View, actor int, t brawl.Turn) bool { return false }

func (mover) Turn(v *brawl.View) brawl.Turn {
	for i := range len(v.Seats) {
		if v.Adjacent(i) && v.Seats[i].In() {
			t := brawl.Turn{Target: i, Special: brawl.Move, Spot: v.Self().Spot}
			if v.Legal(t) {
				return t
			}
			return brawl.Turn{Target: i}
		}
	}
	return brawl.Turn{Target: brawl.Nobody}
}

// longest is the longest journal we make: MaxBrawlers men of 30 in every
// ability and 1,000 hit points (120 chips a colour, short of knock-outs)
// at one spot, every one a mover, for DefaultMaxRounds rounds — every
// turn offers 31 counters.
func longest() brawl.Setup {
	var s brawl.Setup
	for i := range brawl.MaxBrawlers {
		b := brawl.Brawler{Name: fmt.Sprintf("Brawler %d", i), Str: 30, Int: 30, Wis: 30, Dex: 30, Con: 30, HitPoints: 1000}
		s.Brawlers = append(s.Brawlers, brawl.Entrant{Brawler: b, Decider: mover{brawl.Cautious}})
	}
	return s
}

// BenchmarkResume resumes the save of a brawl at its end: the standard
// brawl's two men (Jake, Aggressive, and Bill, Cautious, seed 1), the three of the
// study benchmark (seed 1), and the longest journal (longest). It reports
// the save's size and the journal's decisions.
func BenchmarkResume(b *testing.B) {
	for _, c := range []struct {
		name  string
		setup brawl.Setup
	}{
		{"duel", brawl.StandardBrawl()},
		{"saloon", saloon()},
		{"longest", longest()},
	} {
		b.Run(c.name, func(b *testing.B) {
			br, err := brawl.New(c.setup, dice.NewSource(1))
			if err != nil {
				b.Fatal(err)
			}
			if _, err := br.Run(); err != nil {
				b.Fatal(err)
			}
			data, err := br.MarshalJSON()
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				r, err := brawl.Resume(data, mover{brawl.Cautious})
				if err != nil {
					b.Fatal(err)
				}
				sink += len(r.Events())
			}
			b.ReportMetric(float64(len(data)), "save-bytes")
			b.ReportMetric(float64(br.Decisions()), "decisions")
			b.ReportMetric(float64(len(br.Events())), "events")
		})
	}
}
