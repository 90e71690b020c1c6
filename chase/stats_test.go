package chase

import (
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
)

// thoroughbredWins races a Thoroughbred against a Percheron n times,
// race i seeded with dice.StudySeed(seed, i): both horses rolled afresh,
// both riders Riding 50 and all out, the order of the riders alternating so
// that ties favour neither. It returns the Thoroughbred's wins.
func thoroughbredWins(t testing.TB, seed uint64, n int) int {
	src := dice.NewSource(0)
	var rc Race
	riders := make([]Rider, 2)
	strats := []Strategy{AllOut{}, AllOut{}}
	wins := 0
	for i := range n {
		src.Reseed(dice.StudySeed(seed, uint64(i)))
		tb, err := RollHorse(src, HorseSpec{Name: "Thoroughbred", Breed: "Thoroughbred", Age: 6}, nil)
		if err != nil {
			t.Fatal(err)
		}
		pc, err := RollHorse(src, HorseSpec{Name: "Percheron", Breed: "Percheron", Age: 6}, nil)
		if err != nil {
			t.Fatal(err)
		}
		tIdx := i % 2
		riders[tIdx] = Rider{Name: "T", Riding: 50, Horse: tb}
		riders[1-tIdx] = Rider{Name: "P", Riding: 50, Horse: pc}
		if err := rc.Reset(RaceSetup{Riders: riders}, src); err != nil {
			t.Fatal(err)
		}
		if _, err := runWith(&rc.engine, strats...); err != nil {
			t.Fatal(err)
		}
		if rc.Outcome().Winner == tIdx {
			wins++
		}
	}
	return wins
}

func TestThoroughbredOutrunsPercheron(t *testing.T) {
	// CS-8 (breed modifiers, default) and CS-7: the Thoroughbred (Short
	// Speed +2) outruns the Percheron (Short Speed −3) in most races. With
	// n = 5,000 the share's standard error is at most √(0.25/n) ≈ 0.0071;
	// we ask the share to clear one half by four of them (0.528).
	const n = 5000
	wins := thoroughbredWins(t, 1876, n)
	share := float64(wins) / n
	floor := 0.5 + 4*math.Sqrt(0.25/n)
	t.Logf("Thoroughbred wins %d of %d races (%.3f; floor %.3f)", wins, n, share, floor)
	if share < floor {
		t.Errorf("the Thoroughbred won %.3f of the races, want at least %.3f", share, floor)
	}
}

// TestStatsTallied: Merge adds every count of Stats and of RaceStats.
func TestStatsTallied(t *testing.T) {
	encountertest.Tallied(t, &statsFormat, []string{"Bart", "Dill"})
	encountertest.Tallied(t, &raceStatsFormat, []string{"Kid", "Jim", "Doc"})
}
