package trial_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/trial"
	"pgregory.net/rapid"
)

// courtroom is the trial of the study tests: a contested case whose
// defence tries to bribe or threaten two jurors.
func courtroom() trial.Config {
	return trial.Config{
		Case:        trial.Circumstantial,
		Judge:       trial.Judge{Temperament: trial.Fair},
		Defendant:   5,
		Evidence:    trial.Ratings{Prosecution: 4, Defence: 3},
		Prosecution: trial.Skills{Oratory: 45, Law: 55, Decider: trial.Greedy{}},
		Defence:     trial.Skills{Oratory: 50, Law: 70, Trade: 60, Intimidation: 75, Decider: trial.Greedy{Attempts: 2}},
	}
}

type fataler interface {
	Helper()
	Fatal(...any)
}

func simulate(t fataler, s trial.Config, st trial.Study) *trial.Stats {
	t.Helper()
	got, err := trial.Simulate(context.Background(), s, st)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// studyOf binds Simulate to cfg, for the study properties.
func studyOf(cfg trial.Config) encountertest.Simulate[trial.Stats] {
	return func(ctx context.Context, st trial.Study) (*trial.Stats, error) { return trial.Simulate(ctx, cfg, st) }
}

// TestPropStudyWorkers: a study gives the same statistics for 1, 2 and 7
// workers and any chunk size.
func TestPropStudyWorkers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyWorkers(t, studyOf(courtroom()), 150) })
}

// TestPropStudyShards: shards of a study, written to JSON, read back and
// merged in any order, equal the whole study.
func TestPropStudyShards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyShards(t, studyOf(courtroom()), 150, trial.ErrStats) })
}

// TestPropStudyCancelled: a study cancelled after any number of chunks
// holds what its progress reported done, and completed is the whole study.
func TestPropStudyCancelled(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.StudyCancelled(t, studyOf(courtroom()), 150) })
}

// TestStudyCounts: the verdicts add up to the trials, the days to the
// trials deliberated, and the defence's tampering is seen.
func TestStudyCounts(t *testing.T) {
	st := simulate(t, courtroom(), trial.Study{Seed: 1876, To: 2000})
	days := 0
	for d, k := range st.DaysHist {
		if d > 0 {
			days += k
		}
	}
	switch {
	case st.Released+st.Guilty+st.NotGuilty+st.Hung != st.Trials:
		t.Errorf("verdicts %d+%d+%d+%d of %d trials", st.Released, st.Guilty, st.NotGuilty, st.Hung, st.Trials)
	case days != st.Deliberated || st.Deliberated == 0 || st.DaysSum < int64(st.Deliberated):
		t.Errorf("%d trials deliberated, %d by the histogram, %d days", st.Deliberated, days, st.DaysSum)
	case st.Tried[0] != 0 || st.Tried[1] == 0 || st.Swayed[1] > st.Tried[1] || st.Reported[1] > st.Tried[1]-st.Swayed[1]:
		t.Errorf("tried %v, swayed %v, reported %v", st.Tried, st.Swayed, st.Reported)
	case !strings.Contains(st.String(), "2000 trials (seed 1876)"):
		t.Errorf("the table:\n%s", st)
	}
}

// TestStudyHangingJudge: a Notorious defendant before a hanging judge on a
// solid case is found guilty more often than a reputable one before a
// lenient judge on a flimsy case: the difference of the two shares of
// 2,000 trials is above four of its standard errors.
func TestStudyHangingJudge(t *testing.T) {
	const n = 2000
	hard, soft := courtroom(), courtroom()
	hard.Case, hard.Judge, hard.Defendant = trial.Solid, trial.Judge{Temperament: trial.Hanging}, -15
	soft.Case, soft.Judge, soft.Defendant = trial.Flimsy, trial.Judge{Temperament: trial.Lenient}, 15
	h := simulate(t, hard, trial.Study{Seed: 1876, To: n}).GuiltyRate().P
	s := simulate(t, soft, trial.Study{Seed: 1876, To: n}).GuiltyRate().P
	encountertest.ClearlyAbove(t, "guilty before a hanging judge, and before a lenient one", h, s, n)
}

// named is a custom counsel a study accepts: it names itself.
type named struct {
	trial.Cautious
	version string
}

func (named) Name() string      { return "named" }
func (n named) Version() string { return n.version }

// unnamed is a custom counsel without a name.
type unnamed struct{ trial.Cautious }

func TestStudyRefuses(t *testing.T) {
	s := courtroom()
	other := courtroom()
	other.Defendant = 6
	encountertest.StudyRefusals(t, studyOf(s), studyOf(other), trial.ErrStats)
	s.Defence.Decider = unnamed{}
	if _, err := trial.Simulate(context.Background(), s, trial.Study{To: 10}); !errors.Is(err, trial.ErrCounsel) || !strings.Contains(err.Error(), "Name() and Version()") {
		t.Errorf("an unnamed custom counsel: %v", err)
	}
	s.Defence.Decider = trial.Person
	if _, err := trial.Simulate(context.Background(), s, trial.Study{To: 10}); !errors.Is(err, trial.ErrCounsel) || !strings.Contains(err.Error(), "person") {
		t.Errorf("a person studied: %v", err)
	}
	s.Prosecution.Decider, s.Defence.Decider = nil, trial.Greedy{Attempts: 2}
	if a, b := simulate(t, s, trial.Study{To: 10}), simulate(t, courtroom(), trial.Study{To: 10}); a.Fingerprint != b.Fingerprint {
		t.Errorf("no counsel is not the zero Greedy: fingerprints %s and %s", a.Fingerprint, b.Fingerprint)
	}
	s.Defence.Decider = named{version: "1"}
	one := simulate(t, s, trial.Study{To: 10})
	s.Defence.Decider = named{version: "2"}
	if err := one.Merge(simulate(t, s, trial.Study{From: 10, To: 20})); !errors.Is(err, trial.ErrStats) {
		t.Errorf("two versions of a counsel merged: %v", err)
	}
	s.Defence.Decider = trial.Greedy{Attempts: 3}
	two := simulate(t, s, trial.Study{From: 10, To: 20})
	s.Defence.Decider = trial.Greedy{Attempts: 1}
	if err := two.Merge(simulate(t, s, trial.Study{To: 10})); !errors.Is(err, trial.ErrStats) {
		t.Errorf("greedy counsel of 3 and 1 attempts merged: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"version": 2, "trials": 3, "guilty": 2, "daysHist": [3, 0, 0, 0, 0, 0], "ranges": [[0, 3]]}`), new(trial.Stats)); !errors.Is(err, trial.ErrStats) || !strings.Contains(err.Error(), "verdicts") {
		t.Errorf("stats of 3 trials with 2 verdicts loaded: %v", err)
	}
	s = courtroom()
	s.Evidence = trial.Ratings{}
	if got, err := trial.Simulate(context.Background(), s, trial.Study{To: 3}); got != nil || !errors.Is(err, trial.ErrRating) {
		t.Errorf("evidence not rated: %v, %v", got, err)
	}
}

// TestStudyReplay: trial i of a study is the trial New plays from
// dice.StudySeed(seed, i).
func TestStudyReplay(t *testing.T) {
	s := courtroom()
	st := simulate(t, s, trial.Study{Seed: 7, From: 41, To: 42})
	tr, err := trial.New(s, dice.NewSource(dice.StudySeed(7, 41)))
	if err != nil {
		t.Fatal(err)
	}
	o, err := tr.Run()
	v := o.Verdict
	if err != nil {
		t.Fatal(err)
	}
	got := map[trial.Verdict]int{trial.Released: st.Released, trial.Guilty: st.Guilty, trial.Innocent: st.NotGuilty, trial.Hung: st.Hung}
	if got[v] != 1 || st.DaysHist[o.Ended] != 1 {
		t.Errorf("replayed: %v on day %d; the study: %+v", v, o.Ended, st)
	}
}

// BenchmarkSimulate runs studies of 10,000 trials; -cpu 1,2 shows the
// speed-up.
func BenchmarkSimulate(b *testing.B) {
	encountertest.BenchmarkStudy(b, studyOf(courtroom()), 10_000, "trials")
}

// FuzzStatsJSON: statistics read from any JSON are refused, or load again
// from their own JSON and are safe to print, merge and ask what is missing.
func FuzzStatsJSON(f *testing.F) { encountertest.FuzzStats(f, studyOf(courtroom()), trial.ErrStats) }

// TestStatsGolden pins the JSON of a small study, byte for byte: a change
// to it is a change of the statistics format (or of what a seed gives)
// and bumps StatsVersion. The values are those of version 1, before the
// study layer was written once.
func TestStatsGolden(t *testing.T) {
	encountertest.GoldenJSON(t, simulate(t, courtroom(), trial.Study{Seed: 1876, To: 10}), `
{"version":2,
"fingerprint":"565dc7a151bc1ecd",
"seed":1876,
"ranges":[[0,10]],
"trials":10,
"released":0,
"guilty":6,
"notGuilty":1,
"hung":3,
"deliberated":10,
"daysSum":31,
"daysSumSq":125,
"daysHist":[0,3,1,2,0,4],
"tried":[0,20],
"swayed":[0,19],
"reported":[0,1],
"dismissed":0}
`)
}
