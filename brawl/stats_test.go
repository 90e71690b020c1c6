package brawl

import (
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
)

func TestStrongerBrawlerWins(t *testing.T) {
	// Both brawlers play the same built-in strategy. With Aggressive the
	// strong man wins about 70%; with Cautious only about 54% (logged, not
	// asserted): two brawlers who bet their full white limits stop nearly
	// every punch (−2 per white against +1 per red), and the pot's lottery
	// decides most of the brawl.
	t.Run("a brawler with much higher Str and Dex wins most of 5,000 seeded brawls", func(t *testing.T) {
		const n = 5000
		strong := Brawler{Name: "Big Sam", Str: 17, Int: 10, Wis: 10, Dex: 17, Con: 10, ToHit: 2, DamageMod: 2, HitPoints: 20}
		weak := Brawler{Name: "Little Joe", Str: 7, Int: 10, Wis: 10, Dex: 7, Con: 10, ToHit: -1, DamageMod: -1, HitPoints: 20}
		for _, strat := range []struct {
			name   string
			s      Strategy
			assert bool
		}{{"aggressive", Aggressive, true}, {"cautious", Cautious, false}} {
			src := dice.NewSource(0)
			b, err := newBrawl(Config{}, src)
			if err != nil {
				t.Fatal(err)
			}
			b.join(strong, strat.s)
			b.join(weak, strat.s)
			wins, losses := 0, 0
			for i := range n {
				src.Reseed(dice.StudySeed(1876, uint64(i)))
				b.restart()
				if _, err := runAll(b); err != nil {
					t.Fatal(err)
				}
				switch b.winner {
				case 0:
					wins++
				case 1:
					losses++
				}
			}
			// A majority of the decided brawls, with four standard errors of
			// a fair coin's share to spare: p̂ − 4·√(¼/n) > ½.
			decided := wins + losses
			p := float64(wins) / float64(decided)
			margin := 4 * math.Sqrt(0.25/float64(decided))
			t.Logf("%s: strong wins %d, weak %d, undecided %d: %.3f (need > %.3f)", strat.name, wins, losses, n-decided, p, 0.5+margin)
			if strat.assert && (p-margin <= 0.5 || decided < n/2) {
				t.Errorf("%s: the strong brawler won %d of %d decided brawls (%.3f)", strat.name, wins, decided, p)
			}
		}
	})
}

// TestStatsTallied: Merge adds every count of Stats.
func TestStatsTallied(t *testing.T) {
	encountertest.Tallied(t, &statsFormat, []string{"Jake", "Bill"})
}
