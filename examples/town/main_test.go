package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "town") }

// scenes are the headers every day prints, one per scene.
var scenes = []string{
	"== 1. Two riders ==",
	"== 2. Riding into Judas Crossing ==",
	"== 3. A brawl at the Silver Spur ==",
	"== 4. The duel on Main Street ==",
	"== 5. The weeks after: the loser's wounds ==",
	"== 6. The trial ==",
	"== 7. The town talks ==",
}

// day runs the program with args and returns what it printed.
func day(t *testing.T, args ...string) string {
	t.Helper()
	var b bytes.Buffer
	if err := run(&b, &bytes.Buffer{}, args); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, b.String())
	}
	return b.String()
}

// mentionsEveryScene fails the test for each scene the output leaves out.
func mentionsEveryScene(t *testing.T, name, out string) {
	t.Helper()
	at := -1
	for _, s := range scenes {
		i := strings.Index(out, s)
		if i < 0 {
			t.Errorf("%s: output lacks %q", name, s)
			continue
		}
		if i < at {
			t.Errorf("%s: %q is out of order", name, s)
		}
		at = i
	}
}

func TestDayCompletes(t *testing.T) {
	out := day(t)
	mentionsEveryScene(t, "default seed", out)
	// Scenes 1 to 3 roll only character, faction and brawl dice; the lines
	// below hold for the default seed whatever the later scenes roll.
	for _, want := range []string{
		"A day in Judas Crossing (seed 1876)",
		"rides in off the Mesa road — the Cattlemen's Association's interest in",
		"fights dirty",
		"the brawl ends after",
		"used a low blow in a brawl: Reputation",
		"count 0: ",
		"the fight is over",
		"By nightfall on day 0:",
		"interest                       chips",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestDayIsDeterministic(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, seed := range []string{"1876", "7", "42"} {
		var outs []string
		for _, procs := range []int{1, 2, 1} {
			runtime.GOMAXPROCS(procs)
			outs = append(outs, day(t, "-seed", seed))
		}
		for i, o := range outs[1:] {
			if o != outs[0] {
				t.Errorf("seed %s: run %d told another day than run 0", seed, i+1)
			}
		}
	}
	if day(t, "-seed", "7") == day(t, "-seed", "8") {
		t.Error("seeds 7 and 8 told the same day")
	}
}

func TestManySeeds(t *testing.T) {
	// What some day among twenty must tell.
	wants := []string{
		"won a fair fight: Reputation",
		"gunfight experience +1",
		"carried to Doc Fenwick's back room",
		"end of week 1: ",
		"hearing: d6",
		"6 guilty  5         4         3         2         1 innocent",
		"Verdict",
		"— they ",
	}
	told := make([]bool, len(wants))
	for seed := range 20 {
		name := "seed " + strconv.Itoa(seed)
		out := day(t, "-seed", strconv.Itoa(seed))
		mentionsEveryScene(t, name, out)
		for i, w := range wants {
			told[i] = told[i] || strings.Contains(out, w)
		}
	}
	for i, w := range wants {
		if !told[i] {
			t.Errorf("no day of twenty tells %q", w)
		}
	}
}

func TestSVG(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "duel.svg")
	out := day(t, "-seed", "3", "-svg", svg)
	if !strings.Contains(out, "silhouettes are drawn in "+svg) {
		t.Errorf("output does not tell where the drawing went:\n%s", out)
	}
	data, err := os.ReadFile(svg)
	if err != nil || !bytes.HasPrefix(data, []byte("<svg")) {
		t.Errorf("svg: %v, %.40q", err, data)
	}
}

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-seed", "x"}, {"extra"}, {"-svg", filepath.Join(t.TempDir(), "no", "such", "dir.svg"), "-seed", "3"}} {
		if err := run(&bytes.Buffer{}, &bytes.Buffer{}, args); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// morning returns a town after scenes 1 and 2 of seed, printing into b.
func morning(t *testing.T, seed uint64, b *bytes.Buffer) *town {
	t.Helper()
	tw := &town{w: b, seed: seed, deeds: reputation.DefaultDeeds()}
	if err := tw.riders(dice.NewSource(dice.StudySeed(seed, sceneRiders))); err != nil {
		t.Fatal(err)
	}
	if err := tw.rideIn(dice.NewSource(dice.StudySeed(seed, sceneRideIn))); err != nil {
		t.Fatal(err)
	}
	tw.brawlKiller = -1
	return tw
}

// rest plays scenes 4 to 7 of a town whose brawl the test has set up.
func rest(t *testing.T, tw *town) {
	t.Helper()
	for _, sc := range []struct {
		n    int
		play func(*dice.Source) error
	}{{sceneDuel, tw.duel}, {sceneWounds, tw.convalescence}, {sceneTrial, tw.trial}, {sceneTalk, tw.talk}} {
		if err := sc.play(dice.NewSource(dice.StudySeed(tw.seed, uint64(sc.n)))); err != nil {
			t.Fatalf("scene %d: %v", sc.n, err)
		}
	}
}

// beat applies to rider i the consequences of a brawl of one round that
// left him lost hit points, dead if they kill him, and tells nothing.
func beat(t *testing.T, tw *town, i, lost int) {
	t.Helper()
	m := tw.men[i]
	clock := m.sheet.Condition.Clock()
	c := scene.Consequences{
		Scene: scene.Stamp{Encounter: "brawl", Seat: i, Name: m.name(), Ended: clock + brawl.RoundTime},
		Took:  brawl.RoundTime,
		Hits:  []wounds.Hit{{Damage: lost, Cause: wounds.Brawling}},
		Dead:  m.sheet.HitPointsLeft()-lost <= -10,
	}
	a, err := m.sheet.Apply(dice.NewSource(1), c)
	if err != nil {
		t.Fatal(err)
	}
	m.noteDeath(a.Timeline)
	if _, err := m.pass(duelAt, dice.NewSource(1)); err != nil {
		t.Fatal(err)
	}
}

// The scenes that cannot happen are told, and the day goes on.
func TestScenesThatCannotHappen(t *testing.T) {
	t.Run("a rider beaten to death in the brawl", func(t *testing.T) {
		var b bytes.Buffer
		tw := morning(t, 5, &b)
		beat(t, tw, 1, tw.men[1].sheet.MaxHitPoints()+10)
		tw.brawlKiller, tw.brawlVictim = 0, tw.men[1].name()
		rest(t, tw)
		for _, want := range []string{
			"There is no duel: " + tw.men[1].name() + " was carried out of the Silver Spur feet first",
			"No duel was fought",
			"for beating " + tw.men[1].name() + " to death in the Silver Spur",
			tw.men[1].name() + " lies on Boot Hill since day 0",
		} {
			if !strings.Contains(b.String(), want) {
				t.Errorf("output lacks %q:\n%s", want, b.String())
			}
		}
	})
	t.Run("a rider beaten down in the brawl", func(t *testing.T) {
		var b bytes.Buffer
		tw := morning(t, 6, &b)
		m := tw.men[0]
		beat(t, tw, 0, m.sheet.MaxHitPoints()+3)
		rest(t, tw)
		for _, want := range []string{
			"There is no duel: " + m.name() + " cannot stand (down at -3 hit points",
			m.name() + " is carried to Doc Fenwick's back room at -3 of",
			"bruises (",
			"there is no trial",
		} {
			if !strings.Contains(b.String(), want) {
				t.Errorf("output lacks %q:\n%s", want, b.String())
			}
		}
	})
}

// fullDay runs the whole day of seed and returns the town.
func fullDay(t *testing.T, seed uint64) *town {
	t.Helper()
	var b bytes.Buffer
	tw := &town{w: &b, seed: seed, deeds: reputation.DefaultDeeds()}
	for k, play := range []func(*dice.Source) error{tw.riders, tw.rideIn, tw.saloon, tw.duel, tw.convalescence, tw.trial, tw.talk} {
		if err := play(dice.NewSource(dice.StudySeed(seed, uint64(k+1)))); err != nil {
			t.Fatalf("seed %d, scene %d: %v\n%s", seed, k+1, err, b.String())
		}
	}
	return tw
}

func TestEachSceneStartsAsTheOneBeforeLeftHim(t *testing.T) {
	t.Run("WOD-7 GUD-16 each scene starts with the hit points and penalties the one before left, and the healing between", func(t *testing.T) {
		for _, seed := range []uint64{1876, 3, 6, 7, 11, 19, 42, 101} {
			tw := fullDay(t, seed)
			for _, m := range tw.men {
				for k := 1; k < len(m.moments); k++ {
					before, now := m.moments[k-1], m.moments[k]
					if now.clock < before.clock {
						t.Errorf("seed %d, %s: scene %d at %s, after %s", seed, m.name(), now.scene, now.clock, before.clock)
					}
					if now.end {
						continue // what a scene did is the scene's
					}
					hp := before.hp
					for _, e := range now.since {
						switch e.Kind {
						case wounds.Heals:
							hp += e.Amount
						case wounds.Bleeds, wounds.Festers, wounds.SurgeryDamage:
							hp -= e.Amount
						}
					}
					if now.hp != hp {
						t.Errorf("seed %d, %s: scene %d starts at %d hit points; the one before left %d, and the time between makes it %d", seed, m.name(), now.scene, now.hp, before.hp, hp)
					}
					if len(now.since) == 0 && now.pen != before.pen {
						t.Errorf("seed %d, %s: scene %d starts with %v, the one before left %v and nothing happened between", seed, m.name(), now.scene, now.pen, before.pen)
					}
				}
			}
		}
	})
	t.Run("WOD-7 GUD-16 seed 1876, by hand: the brawl's loser walks into the duel with its bruises, and they heal while he waits for the judge", func(t *testing.T) {
		// Jack Sutter (23 hit points) comes out of the brawl at 20 — its
		// result says so — with a brawling wound of 3 (WOD-7). A brawling
		// wound heals a day after it at the soonest (WO-2), so the hour to
		// sundown changes nothing: he walks into the duel at 20 of 23 with
		// no penalty (a brawling wound carries none, GUD-10). Unhit there,
		// he leaves at 20; the 14 hours to the hearing's morning heal
		// nothing, so the trial starts at 20. Un-nursed at Con 11 (no Con
		// days), the bruises heal in (3+1) + (2+1) + (1+1) = 9 days, on day
		// 9 of his clock: the trial's three weeks end with him at 23.
		// Jesse Colter (21) lost nothing in the brawl he won, walks into
		// the duel at 21 and dies in it at −14.
		tw := fullDay(t, 1876)
		type mark struct {
			scene int
			end   bool
			hp    int
		}
		got := map[string][]mark{}
		for _, m := range tw.men {
			for _, mo := range m.moments {
				got[m.name()] = append(got[m.name()], mark{mo.scene, mo.end, mo.hp})
				if mo.hp > 0 && (mo.pen.Speed != 0 || mo.pen.Accuracy != 0) {
					t.Errorf("%s, scene %d: penalties %v, want none", m.name(), mo.scene, mo.pen)
				}
			}
		}
		want := map[string][]mark{
			"Jack Sutter":  {{sceneBrawl, false, 23}, {sceneBrawl, true, 20}, {sceneDuel, false, 20}, {sceneDuel, true, 20}, {sceneTrial, false, 20}, {sceneTrial, true, 23}},
			"Jesse Colter": {{sceneBrawl, false, 21}, {sceneBrawl, true, 21}, {sceneDuel, false, 21}, {sceneDuel, true, -14}},
		}
		if d := cmp.Diff(want, got, cmp.AllowUnexported(mark{})); d != "" {
			t.Errorf("(-by hand +the day):\n%s", d)
		}
		jack := tw.men[0].sheet
		if c := jack.Condition; c == nil || c.Wounds[0].Cause != wounds.Brawling || c.Wounds[0].Damage != 3 || !c.Wounds[0].Healed() {
			t.Errorf("Jack's condition %+v", c)
		}
	})
}
