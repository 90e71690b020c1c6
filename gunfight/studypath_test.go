package gunfight_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The study path runs with the log off (a Runner, Simulate); a Fight keeps
// its log for narration. These tests prove the two play the same duels:
// the same outcome, results and statistics, and that duel i of a study,
// replayed from dice.StudySeed on a Fight, is the duel the study counted.

// studySeed is the seed of the studies below.
const studySeed = 1876

// studySetups are the golden setups and a wrestling one (the golden
// setups never wrestle).
func studySetups() []struct {
	name string
	s    gunfight.Setup
} {
	var out []struct {
		name string
		s    gunfight.Setup
	}
	for _, g := range goldenSetups() {
		out = append(out, struct {
			name string
			s    gunfight.Setup
		}{g.name, g.s})
	}
	return append(out, struct {
		name string
		s    gunfight.Setup
	}{"wrestling", wrestlingSetup()})
}

// duelsPerSetup is how many duels of each setup TestRecordFreeStudy plays:
// 10,000 in all over the golden setups; under the race detector, which
// checks the same code on fewer duels, 300 a setup; with -short, 100.
func duelsPerSetup() uint64 {
	switch {
	case testing.Short():
		return 100
	case raceDetector:
		return 300
	}
	return 1000
}

// brawler is a custom tactic that closes in, grabs and wrestles: each
// roll takes another option in turn (GU-8), so the record-free path meets
// every wrestling effect, which completes its event when the count's
// effects apply.
type brawler struct{}

func (brawler) Name() string    { return "brawler" }
func (brawler) Version() string { return "1" }
func (brawler) Declare(v *gunfight.View) gunfight.Action {
	j := v.Nearest
	if j < 0 {
		return gunfight.Action{Kind: gunfight.Wait}
	}
	if v.Men[v.Me()].Prone {
		return gunfight.Action{Kind: gunfight.Stand}
	}
	if by := v.GrippedBy; by >= 0 && v.Gripping != by && v.Now%3 == 0 {
		return gunfight.Action{Kind: gunfight.Wrestle, Hold: gunfight.BreakFree, Target: by}
	}
	if v.Men[j].Distance > 3 {
		pace := min(wounds.Run, v.Penalties.Fastest()) // as fast as his wounds let him (WO-4)
		if pace == 0 {
			return gunfight.Action{Kind: gunfight.Done}
		}
		return gunfight.Action{Kind: gunfight.Move, Target: j, Feet: max(1, int(v.Men[j].Distance)-2), Pace: pace}
	}
	if v.Gripping != j {
		return gunfight.Action{Kind: gunfight.Grab, Target: j}
	}
	holds := [...]gunfight.Hold{gunfight.ForWeapon, gunfight.ThrowDown, gunfight.Hurt, gunfight.HoldDown}
	h := holds[int(v.Now/20)%len(holds)]
	if h == gunfight.ForWeapon && !v.Men[j].Armed {
		h = gunfight.ThrowDown
	}
	return gunfight.Action{Kind: gunfight.Wrestle, Hold: h, Target: j}
}

// wrestlingSetup is an unarmed brawler against a quick-drawing pistoleer
// 12 ft away.
func wrestlingSetup() gunfight.Setup {
	s := gunfight.StandardDuel()
	s.Distance = 12
	s.Shooters[0].Str, s.Shooters[0].StrMod = 15, 2
	s.Shooters[0].Weapons = nil
	s.Shooters[0].Decider = brawler{}
	return s
}

// loggedDuel replays duel i of the study of s with a Fight built by
// NewFight, which keeps its log: the narrated duel.
func loggedDuel(t *testing.T, s gunfight.Setup, i uint64) (*gunfight.Fight, gunfight.Outcome, error) {
	t.Helper()
	f, err := gunfight.NewFight(s, dice.NewSource(dice.StudySeed(studySeed, i)))
	if err != nil {
		t.Fatal(err)
	}
	o, err := f.Run()
	if err != nil {
		o = f.Outcome()
	}
	return f, o, err
}

// woundsLogged counts the wounds in a narrated duel's log into locs and
// grades, as Stats count them (GU-10): by body location, and by grade
// from 1 up to MaxGrade, worse ones in the last slot.
func woundsLogged(f *gunfight.Fight, locs, grades []int) {
	for _, e := range f.Events() {
		if e.Kind == gunfight.Hit {
			locs[e.Wound.Location]++
			grades[min(max(int(e.Wound.Grade), 1), gunfight.MaxGrade)]++
		}
	}
}

// manCounted is what a study counted of one man over its duels.
type manCounted struct {
	Won, Shots, Hits, Wounds, Fled, Left, Down, Dead int
}

// counted reads man k's counts from a study's Stats.
func counted(st *gunfight.Stats, k int) manCounted {
	return manCounted{st.Wins[k], st.Shots[k], st.Hits[k], st.Wounded[k], st.Fled[k], st.Left[k], st.Down[k], st.Dead[k]}
}

// narrated adds man k's result in a narrated duel to c.
func narrated(c *manCounted, r gunfight.Result) {
	if r.Won {
		c.Won++
	}
	c.Shots += r.Shots
	c.Hits += r.Hits
	c.Wounds += r.Wounds
	for _, p := range []struct {
		s gunfight.Status
		n *int
	}{{gunfight.Fled, &c.Fled}, {gunfight.Left, &c.Left}, {gunfight.Down, &c.Down}, {gunfight.Dead, &c.Dead}} {
		if r.Status == p.s {
			*p.n++
		}
	}
}

// narration is what a study's duels say when they are replayed on logged
// Fights: each man's counts, the sum of the deciding counts, and the
// wounds by location and grade read from their logs.
type narration struct {
	duels  int
	men    []manCounted
	end    int64
	locs   []int
	grades []int
}

// newNarration returns an empty narration of duels of s.
func newNarration(s gunfight.Setup) *narration {
	return &narration{men: make([]manCounted, len(s.Shooters)), locs: make([]int, wounds.NumLocations+1), grades: make([]int, gunfight.MaxGrade+1)}
}

// add counts one narrated duel.
func (n *narration) add(f *gunfight.Fight, o gunfight.Outcome) {
	n.duels++
	n.end += int64(o.Ended)
	for k, r := range o.Results {
		narrated(&n.men[k], r)
	}
	woundsLogged(f, n.locs, n.grades)
}

// check reports where a study's Stats differ from the narration.
func (n *narration) check(t *testing.T, st *gunfight.Stats) {
	t.Helper()
	if st.Duels != n.duels || st.EndSum != n.end {
		t.Errorf("GU-10 the study counted %d duels ending at %d in all; the narrated %d end at %d", st.Duels, st.EndSum, n.duels, n.end)
	}
	for k := range n.men {
		if got := counted(st, k); got != n.men[k] {
			t.Errorf("GU-10 the study counted %s as %+v; narrated, %+v", st.Names[k], got, n.men[k])
		}
	}
	if d := cmp.Diff(n.locs, st.Locations); d != "" {
		t.Errorf("GU-10 hits by location: the study's are not the narrated duels' (-narrated +study):\n%s", d)
	}
	if d := cmp.Diff(n.grades, st.Grades); d != "" {
		t.Errorf("GU-10 wounds by grade: the study's are not the narrated duels' (-narrated +study):\n%s", d)
	}
}

// TestRecordFreeStudy: for each golden setup (and a wrestling one), 1,000
// duels (see duelsPerSetup) of a study run record-free — a Runner, then Simulate — give each
// duel the outcome, reason and results of the same duel replayed on a
// logged Fight, and the study's Stats count what the replayed duels and
// their logs say.
func TestRecordFreeStudy(t *testing.T) {
	n := duelsPerSetup()
	for _, g := range studySetups() {
		t.Run(g.name, func(t *testing.T) {
			r, err := gunfight.NewRunner(g.s)
			if err != nil {
				t.Fatal(err)
			}
			want := newNarration(g.s)
			wrestled := 0
			for i := range n {
				o, err := r.Run(dice.StudySeed(studySeed, i))
				if err != nil {
					t.Fatalf("duel %d: %v", i, err) // no golden duel fails
				}
				if evs := r.Fight().Events(); len(evs) != 0 {
					t.Fatalf("duel %d: the record-free runner kept %d events", i, len(evs))
				}
				f, lo, lerr := loggedDuel(t, g.s, i)
				if lerr != nil {
					t.Fatalf("duel %d: the logged fight failed: %v", i, lerr)
				}
				if d := cmp.Diff(lo, o); d != "" {
					t.Fatalf("GU-10 duel %d: the record-free outcome differs from the logged one (-logged +free):\n%s", i, d)
				}
				evs := f.Events()
				if last := evs[len(evs)-1]; last.Kind != gunfight.Ended || last.Note != o.Reason {
					t.Fatalf("duel %d: reason %q, but the log ends %v", i, o.Reason, last)
				}
				for _, e := range evs {
					if e.Kind == gunfight.Wrestled {
						wrestled++
					}
				}
				want.add(f, lo)
			}
			if g.name == "wrestling" && wrestled < int(n) {
				t.Errorf("only %d wrestling rolls in %d duels: the setup does not test the wrestling effects", wrestled, n)
			}
			st, err := gunfight.Simulate(context.Background(), g.s, gunfight.Study{Seed: studySeed, To: n})
			if err != nil {
				t.Fatal(err)
			}
			want.check(t, st)
		})
	}
}

// TestReplayStudyDuel: duel i of a study, counted alone (Simulate over
// [i, i+1)), is the duel a logged Fight seeded with dice.StudySeed(seed, i)
// narrates: the same winner, each man's end, shots, hits and wounds, the
// same deciding count and the same wounds.
func TestReplayStudyDuel(t *testing.T) {
	step := uint64(50)
	if testing.Short() || raceDetector {
		step = 250
	}
	for _, g := range studySetups() {
		for i := uint64(0); i < 1000; i += step {
			t.Run(fmt.Sprintf("%s duel %d", g.name, i), func(t *testing.T) {
				st, err := gunfight.Simulate(context.Background(), g.s, gunfight.Study{Seed: studySeed, From: i, To: i + 1, Workers: 1})
				if err != nil {
					t.Fatal(err)
				}
				f, o, err := loggedDuel(t, g.s, i)
				if err != nil {
					t.Fatal(err)
				}
				want := newNarration(g.s)
				want.add(f, o)
				want.check(t, st)
			})
		}
	}
}

// TestRecordFreeProperty: for any seed and setup, a Runner with its log
// off and one keeping it reach the same outcome, error included, and the
// logged one's events are those of a Fight built by NewFight.
func TestRecordFreeProperty(t *testing.T) {
	setups := studySetups()
	free := make([]*gunfight.Runner, len(setups))
	logged := make([]*gunfight.Runner, len(setups))
	for k, g := range setups {
		var err error
		if free[k], err = gunfight.NewRunner(g.s); err != nil {
			t.Fatal(err)
		}
		if logged[k], err = gunfight.NewRunner(g.s); err != nil {
			t.Fatal(err)
		}
		logged[k].KeepLog(true)
	}
	rapid.Check(t, func(rt *rapid.T) {
		k := rapid.IntRange(0, len(setups)-1).Draw(rt, "setup")
		seed := rapid.Uint64().Draw(rt, "seed")
		o, err := free[k].Run(seed)
		o.Results = append([]gunfight.Result(nil), o.Results...) // the next Run reuses them
		lo, lerr := logged[k].Run(seed)
		if fmt.Sprint(err) != fmt.Sprint(lerr) {
			rt.Fatalf("errors %v and %v", err, lerr)
		}
		if d := cmp.Diff(lo, o); d != "" {
			rt.Fatalf("the record-free outcome differs (-logged +free):\n%s", d)
		}
		f, err := gunfight.NewFight(setups[k].s, dice.NewSource(seed))
		if err != nil {
			rt.Fatal(err)
		}
		f.Run()
		if d := cmp.Diff(f.Events(), logged[k].Fight().Events()); d != "" {
			rt.Fatalf("a runner keeping its log recorded another duel (-fight +runner):\n%s", d)
		}
	})
}
