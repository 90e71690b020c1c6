package chase_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"pgregory.net/rapid"
)

// horse returns a horse of the study tests: every attribute 10, its
// three speeds raised by faster.
func horse(name string, faster int) chase.Horse {
	return chase.Horse{Name: name, Breed: "Mustang", Age: 6, Height: 58, Weight: 750, TemperamentType: "quiet", HP: 20,
		Attributes: chase.Attributes{ShortSpeed: 10 + faster, MediumSpeed: 10 + faster, LongSpeed: 10 + faster, Agility: 10,
			Endurance: 10, HorseSense: 10, Temperament: 10, Trainability: 10, Mettle: 10, Soundness: 10, Strength: 10}}
}

// pursuit is the chase of the study tests: Bart flees through the
// badlands, Dill follows on a horse faster by faster.
func pursuit(faster int) chase.Setup {
	return chase.Setup{
		Pursued:  chase.Rider{Name: "Black Bart", Riding: 45, Trail: chase.TrailSomewhat, Horse: horse("Dusty", 0), Decider: chase.Canny{}},
		Pursuers: []chase.Rider{{Name: "Marshal Dill", Riding: 45, Tracking: 40, Horse: horse("Blaze", faster), Decider: chase.Patience{Gap: 20}}},
		Terrain:  chase.Badlands,
	}
}

// festival is the race of the study tests: three riders on the default
// course.
func festival() chase.RaceSetup {
	return chase.RaceSetup{
		Riders: []chase.Rider{
			{Name: "Kid Curry", Riding: 35, Initiative: 1, Horse: horse("Lightning", 2), Decider: chase.AllOut{}},
			{Name: "Slim Jim", Riding: 45, Horse: horse("Dusty", 0), Decider: chase.Canny{}},
			{Name: "Doc Holt", Riding: 50, Initiative: 3, Horse: horse("Sage", 1), Decider: chase.Steady{Red: 4}},
		},
	}
}

type fataler interface {
	Helper()
	Fatal(...any)
}

func simulate(t fataler, s chase.Setup, st chase.Study) *chase.Stats {
	t.Helper()
	got, err := chase.Simulate(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func simulateRace(t fataler, s chase.RaceSetup, st chase.Study) *chase.RaceStats {
	t.Helper()
	got, err := chase.SimulateRace(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// chasesOf binds Simulate to setup s, for the study properties.
func chasesOf(s chase.Setup) encountertest.Simulate[chase.Stats] {
	return func(ctx context.Context, st chase.Study) (*chase.Stats, error) { return chase.Simulate(ctx, s, st) }
}

// racesOf binds SimulateRace to setup s, for the study properties.
func racesOf(s chase.RaceSetup) encountertest.Simulate[chase.RaceStats] {
	return func(ctx context.Context, st chase.Study) (*chase.RaceStats, error) {
		return chase.SimulateRace(ctx, s, st)
	}
}

// TestPropStudyWorkers: a study of chases, or of races, gives the same
// statistics for 1, 2 and 7 workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	t.Run("chases", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyWorkers(t, chasesOf(pursuit(0)), 60) })
	})
	t.Run("races", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyWorkers(t, racesOf(festival()), 60) })
	})
}

// TestPropStudyShards: shards of a study of chases, or of races, written
// to JSON, read back and merged in any order, equal the whole study.
func TestPropStudyShards(t *testing.T) {
	t.Run("chases", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyShards(t, chasesOf(pursuit(0)), 60, chase.ErrStats) })
	})
	t.Run("races", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyShards(t, racesOf(festival()), 60, chase.ErrStats) })
	})
}

// TestPropStudyCancelled: a study of chases, or of races, cancelled after
// any number of chunks holds what its progress reported done, and
// completed is the whole study.
func TestPropStudyCancelled(t *testing.T) {
	t.Run("chases", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyCancelled(t, chasesOf(pursuit(0)), 60) })
	})
	t.Run("races", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.StudyCancelled(t, racesOf(festival()), 60) })
	})
}

// TestStudyCounts: every chase ends one way, every race places each rider
// once, and the tables say so.
func TestStudyCounts(t *testing.T) {
	st := simulate(t, pursuit(0), chase.Study{Seed: 1876, To: 1000})
	if ends := st.Caught + st.TrailLost + st.GaveUp + st.TurnCap + st.HorseDied; ends != st.Chases || st.Catches[1] != st.Caught || st.Catches[0] != 0 {
		t.Errorf("%d ends of %d chases; catches %v of %d caught", ends, st.Chases, st.Catches, st.Caught)
	}
	if st.TurnsSum < int64(st.Chases) || st.Ridden[0] <= 0 || !strings.Contains(st.String(), "1000 chases (seed 1876)") {
		t.Errorf("turns %d, ridden %v:\n%s", st.TurnsSum, st.Ridden, st)
	}
	rs := simulateRace(t, festival(), chase.Study{Seed: 1876, To: 1000})
	for i, places := range rs.Places {
		n := rs.NotFinished[i]
		for _, k := range places {
			n += k
		}
		if n != rs.Races {
			t.Errorf("%s placed %d times in %d races", rs.Names[i], n, rs.Races)
		}
	}
	hist := 0
	for _, k := range rs.MarginHist {
		hist += k
	}
	if hist != rs.Margins || rs.Margins == 0 || !strings.Contains(rs.String(), "1000 races (seed 1876)") {
		t.Errorf("margins %d, histogram %v:\n%s", rs.Margins, rs.MarginHist, rs)
	}
}

// TestStudySpeed: a pursuer on a horse 4 faster (Short, Medium and Long
// Speed) catches his man more often than on an equal horse: the
// difference of the two shares of 2,000 chases is above four of its
// standard errors.
func TestStudySpeed(t *testing.T) {
	const n = 2000
	equal := simulate(t, pursuit(0), chase.Study{Seed: 1876, To: n}).CaughtRate().P
	fast := simulate(t, pursuit(4), chase.Study{Seed: 1876, To: n}).CaughtRate().P
	encountertest.ClearlyAbove(t, "caught on a horse 4 faster, and on an equal one", fast, equal, n)
}

// named is a custom strategy a study accepts: it names itself.
type named struct {
	chase.Canny
	version string
}

func (named) Name() string      { return "named" }
func (n named) Version() string { return n.version }

// anonymous is a custom strategy without a name: it cannot be studied.
type anonymous struct{}

func (anonymous) Bet(*chase.View) chase.Bet { return chase.Bet{} }

func TestStudyRefuses(t *testing.T) {
	s := pursuit(0)
	encountertest.StudyRefusals(t, chasesOf(s), chasesOf(pursuit(1)), chase.ErrStats)
	other := festival()
	other.Riders[0].Decider = chase.Canny{}
	encountertest.StudyRefusals(t, racesOf(festival()), racesOf(other), chase.ErrStats)
	s.Pursued.Decider = anonymous{}
	if _, err := chase.Simulate(context.Background(), s, chase.Study{To: 10}); !errors.Is(err, chase.ErrStrategy) || !strings.Contains(err.Error(), "Name() and Version()") {
		t.Errorf("an unnamed custom strategy: %v", err)
	}
	s = pursuit(0)
	s.Pursuers[0].Decider = chase.Person
	if _, err := chase.Simulate(context.Background(), s, chase.Study{To: 10}); !errors.Is(err, chase.ErrStrategy) || !strings.Contains(err.Error(), "people cannot be studied") {
		t.Errorf("a person studied: %v", err)
	}
	r := festival()
	r.Riders[2].Decider = chase.Person
	if _, err := chase.SimulateRace(context.Background(), r, chase.Study{To: 10}); !errors.Is(err, chase.ErrStrategy) {
		t.Errorf("a person in a race studied: %v", err)
	}
	s = pursuit(0)
	s.Pursuers[0].Decider = chase.Patience{Strategy: named{version: "1"}, Gap: 20}
	one := simulate(t, s, chase.Study{To: 10})
	s.Pursuers[0].Decider = chase.Patience{Strategy: named{version: "2"}, Gap: 20}
	if err := one.Merge(simulate(t, s, chase.Study{From: 10, To: 20})); !errors.Is(err, chase.ErrStats) {
		t.Errorf("two versions of a wrapped strategy merged: %v", err)
	}
	s.Pursuers[0].Decider = chase.Patience{Gap: 21}
	if err := one.Merge(simulate(t, s, chase.Study{From: 10, To: 20})); !errors.Is(err, chase.ErrStats) {
		t.Errorf("two patiences merged: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"version": 1, "chases": 3, "ranges": [[0, 3]]}`), new(chase.Stats)); !errors.Is(err, chase.ErrStats) || !strings.Contains(err.Error(), "ends") {
		t.Errorf("stats of 3 chases that ended no way loaded: %v", err)
	}
}

// BenchmarkSimulate runs studies of 2,000 chases and of 2,000 races;
// -cpu 1,2 shows the speed-up.
func BenchmarkSimulate(b *testing.B) {
	b.Run("chase", func(b *testing.B) { encountertest.BenchmarkStudy(b, chasesOf(pursuit(0)), 2000, "chases") })
	b.Run("race", func(b *testing.B) { encountertest.BenchmarkStudy(b, racesOf(festival()), 2000, "races") })
}

// TestStudyReplay: chase i of a study is the chase New plays from
// dice.StudySeed(seed, i), and race i the race NewRace plays.
func TestStudyReplay(t *testing.T) {
	s, r := pursuit(0), festival()
	for i := uint64(40); i < 45; i++ {
		st := simulate(t, s, chase.Study{Seed: 7, From: i, To: i + 1})
		c, err := chase.New(s, dice.NewSource(dice.StudySeed(7, i)))
		if err != nil {
			t.Fatal(err)
		}
		out, err := c.Run()
		if err != nil {
			t.Fatal(err)
		}
		if st.TurnsSum != int64(c.State().Turn) || (out.End == chase.Caught) != (st.Caught == 1) {
			t.Errorf("chase %d: replayed %v; the study: %+v", i, out, st)
		}
		rs := simulateRace(t, r, chase.Study{Seed: 7, From: i, To: i + 1})
		rc, err := chase.NewRace(r, dice.NewSource(dice.StudySeed(7, i)))
		if err != nil {
			t.Fatal(err)
		}
		ro, err := rc.Run()
		if err != nil {
			t.Fatal(err)
		}
		if w := ro.Winner; w < 0 || rs.Places[w][0] != 1 || rs.TurnsSum != int64(rc.State().Turn) {
			t.Errorf("race %d: replayed winner %d; the study: %+v", i, w, rs)
		}
	}
}

// FuzzStatsJSON: chase statistics read from any JSON are refused, or load
// again from their own JSON and are safe to print, merge and ask what is
// missing.
func FuzzStatsJSON(f *testing.F) { encountertest.FuzzStats(f, chasesOf(pursuit(0)), chase.ErrStats) }

// FuzzRaceStatsJSON: race statistics read from any JSON are refused, or
// load again from their own JSON and are safe to print, merge and ask what
// is missing.
func FuzzRaceStatsJSON(f *testing.F) { encountertest.FuzzStats(f, racesOf(festival()), chase.ErrStats) }

// TestStatsGolden pins the JSON of a small study of chases and of races,
// byte for byte: a change to it is a change of the statistics formats (or
// of what a seed gives) and bumps StatsVersion. The values are those of
// version 1, before the study layer was written once.
func TestStatsGolden(t *testing.T) {
	encountertest.GoldenJSON(t, simulate(t, pursuit(0), chase.Study{Seed: 1876, To: 10}), `
{"version":1,
"fingerprint":"cc20f58053a2fd24",
"seed":1876,
"ranges":[[0,10]],
"names":["Black Bart","Marshal Dill"],
"chases":10,
"caught":0,
"trailLost":0,
"gaveUp":10,
"turnCap":0,
"horseDied":0,
"catches":[0,0],
"collapses":[0,0],
"horseDead":[0,0],
"ridden":[790,647],
"gained":[0,-143],
"turnsSum":318,
"turnsSumSq":10904}
`)
	encountertest.GoldenJSON(t, simulateRace(t, festival(), chase.Study{Seed: 1876, To: 10}), `
{"version":1,
"fingerprint":"b13df43e0da7f4c5",
"seed":1876,
"ranges":[[0,10]],
"names":["Kid Curry","Slim Jim","Doc Holt"],
"races":10,
"places":[[7,3,0],[3,4,3],[0,3,7]],
"notFinished":[0,0,0],
"horseDead":[0,0,0],
"turnCap":0,
"margins":10,
"marginSum":7,
"marginSumSq":9,
"marginHist":[4,5,1,0,0,0,0,0,0,0,0],
"turnsSum":100,
"turnsSumSq":1002}
`)
}
