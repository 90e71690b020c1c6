package brawl_test

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"pgregory.net/rapid"
)

// saloon is the study setup of the tests: Jake (Aggressive) and Bill
// (Cautious) at the middle of the floor, Slim (Random) at the bar.
func saloon() brawl.Setup {
	slim := brawl.Brawler{Name: "Slim", Str: 9, Int: 13, Wis: 12, Dex: 16, Con: 10, ToHit: 2, HitPoints: 18}
	return brawl.Setup{Brawlers: []brawl.Entrant{
		{Brawler: jake, Decider: brawl.Aggressive},
		{Brawler: bill, Decider: brawl.Cautious},
		{Brawler: slim, Decider: brawl.Random, Spot: 1},
	}}
}

func simulate(t interface {
	Helper()
	Fatal(...any)
}, s brawl.Setup, st brawl.Study) *brawl.Stats {
	t.Helper()
	got, err := brawl.Simulate(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// studyOf binds Simulate to setup s, for the study properties.
func studyOf(s brawl.Setup) encountertest.Simulate[brawl.Stats] {
	return func(ctx context.Context, st brawl.Study) (*brawl.Stats, error) { return brawl.Simulate(ctx, s, st) }
}

// TestPropStudyWorkers: a study gives the same statistics for 1, 2 and 7
// workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyWorkers(t, studyOf(saloon()), 150) })
}

// TestPropStudyShards: shards of a study, written to JSON, read back and
// merged in any order, equal the whole study.
func TestPropStudyShards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyShards(t, studyOf(saloon()), 120, brawl.ErrStats) })
}

// TestPropStudyCancelled: a study cancelled after any number of chunks
// holds what its progress reported done, and completed is the whole study.
func TestPropStudyCancelled(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyCancelled(t, studyOf(saloon()), 150) })
}

// TestStudyCounts: every brawl is counted once in each tally that splits
// the brawls, and a knock-out dealt is a knock-out taken.
func TestStudyCounts(t *testing.T) {
	st := simulate(t, saloon(), brawl.Study{Seed: 1876, To: 2000})
	wins := st.NoWinner
	dealt, taken := 0, 0
	for i := range st.Names {
		wins += st.Wins[i]
		if ends := st.Standing[i] + st.KnockedOut[i] + st.Fallen[i] + st.Dead[i]; ends != st.Brawls {
			t.Errorf("%s ended %d brawls of %d", st.Names[i], ends, st.Brawls)
		}
		dealt += st.KnockedOutBy[i]
		taken += st.KnockOuts[i]
	}
	if wins != st.Brawls || dealt > taken || taken == 0 || st.RoundsSum < int64(st.Brawls) || st.Raked.Total() == 0 {
		t.Errorf("%d wins of %d brawls, %d knock-outs dealt of %d, %d rounds, %v raked", wins, st.Brawls, dealt, taken, st.RoundsSum, st.Raked)
	}
	used := 0
	for _, k := range st.Specials {
		used += k
	}
	if used == 0 || !strings.Contains(st.String(), "2000 brawls (seed 1876)") {
		t.Errorf("%d special actions; the table:\n%s", used, st)
	}
}

// TestStudyStrength: a brawler with Str 17 beats an otherwise equal
// brawler with Str 9 in clearly more than half of 10,000 brawls: his share
// of the brawls, less four standard errors of a fair coin's, is above ½.
func TestStudyStrength(t *testing.T) {
	strong := brawl.Brawler{Name: "Big Sam", Str: 17, Int: 10, Wis: 10, Dex: 12, Con: 10, HitPoints: 20}
	weak := strong
	weak.Name, weak.Str = "Little Joe", 9
	const n = 10_000
	st := simulate(t, brawl.Setup{Brawlers: []brawl.Entrant{{Brawler: strong, Decider: brawl.Aggressive}, {Brawler: weak, Decider: brawl.Aggressive}}},
		brawl.Study{Seed: 1876, To: n})
	margin := 4 * math.Sqrt(0.25/n)
	t.Logf("Str 17 wins %s, Str 9 %s", st.WinRate(0), st.WinRate(1))
	if p := st.WinRate(0).P; p-margin <= 0.5 {
		t.Errorf("Str 17 won %d of %d brawls (%.3f), want above %.3f", st.Wins[0], n, p, 0.5+margin)
	}
}

// studied is a custom strategy a study accepts: it names itself.
type studied struct {
	brawl.Strategy
	version string
}

func (studied) Name() string      { return "studied" }
func (s studied) Version() string { return s.version }

// unnamed is a custom strategy without a name.
type unnamed struct{ brawl.Strategy }

func TestStudyRefuses(t *testing.T) {
	s := saloon()
	other := saloon()
	other.Brawlers[2].Spot = 0
	encountertest.StudyRefusals(t, studyOf(s), studyOf(other), brawl.ErrStats)
	s.Brawlers[1].Decider = unnamed{brawl.Cautious}
	if _, err := brawl.Simulate(context.Background(), s, brawl.Study{To: 10}); !errors.Is(err, brawl.ErrBrawler) || !strings.Contains(err.Error(), "Name() and Version()") {
		t.Errorf("an unnamed custom strategy: %v", err)
	}
	s.Brawlers[1].Decider = studied{brawl.Cautious, "1"}
	one := simulate(t, s, brawl.Study{To: 10})
	s.Brawlers[1].Decider = studied{brawl.Cautious, "2"}
	two := simulate(t, s, brawl.Study{From: 10, To: 20})
	if err := one.Merge(two); !errors.Is(err, brawl.ErrStats) {
		t.Errorf("two versions of a strategy merged: %v", err)
	}
	s.Brawlers[1].Decider = brawl.Aggressive
	if err := one.Merge(simulate(t, s, brawl.Study{From: 10, To: 20})); !errors.Is(err, brawl.ErrStats) {
		t.Errorf("a custom and a built-in strategy merged: %v", err)
	}
}

// BenchmarkSimulate runs studies of 10,000 brawls of the saloon's three
// men; -cpu 1,2 shows the speed-up.
func BenchmarkSimulate(b *testing.B) {
	encountertest.BenchmarkStudy(b, studyOf(saloon()), 10_000, "brawls")
}

// TestStudyReplay: brawl i of a study is the brawl New plays from dice.StudySeed(seed, i), as Simulate's doc says.
func TestStudyReplay(t *testing.T) {
	s := saloon()
	for i := uint64(40); i < 45; i++ {
		st := simulate(t, s, brawl.Study{Seed: 7, From: i, To: i + 1})
		b, err := brawl.New(s, dice.NewSource(dice.StudySeed(7, i)))
		if err != nil {
			t.Fatal(err)
		}
		o, err := b.Run()
		if err != nil {
			t.Fatal(err)
		}
		won := st.NoWinner == 1 && o.Winner < 0 || o.Winner >= 0 && st.Wins[o.Winner] == 1
		if !won || st.RoundsSum != int64(o.Rounds) || st.Raked != o.Ledger.Raked {
			t.Errorf("brawl %d: replayed winner %d after %d rounds, raked %v; the study: %+v", i, o.Winner, o.Rounds, o.Ledger.Raked, st)
		}
	}
}

// FuzzStatsJSON: statistics read from any JSON are refused, or load again
// from their own JSON and are safe to print, merge and ask what is missing.
func FuzzStatsJSON(f *testing.F) { encountertest.FuzzStats(f, studyOf(saloon()), brawl.ErrStats) }

// TestStatsGolden pins the JSON of a small study, byte for byte: a change
// to it is a change of the statistics format (or of what a seed gives)
// and bumps StatsVersion. The values are those of version 1, before the
// study layer was written once.
func TestStatsGolden(t *testing.T) {
	encountertest.GoldenJSON(t, simulate(t, saloon(), brawl.Study{Seed: 1876, To: 10}), `
{"version":1,
"fingerprint":"9e0fcf375b73c6e4",
"seed":1876,
"ranges":[[0,10]],
"names":["Jake","Bill","Slim"],
"brawls":10,
"wins":[7,3,0],
"noWinner":0,
"standing":[7,3,0],
"knockedOut":[3,7,10],
"fallen":[0,0,0],
"dead":[0,0,0],
"knockOuts":[3,7,10],
"knockedOutBy":[11,4,0],
"hpLost":[7,37,18],
"roundsSum":145,
"roundsSumSq":2625,
"raked":{"red":173,"blue":173,"white":193},
"specials":[0,10,0,0,0,0,0,0,0,0,30,0,31,0,0,48,0,0,0,0,0,0]}
`)
}
