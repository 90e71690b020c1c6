package gunfight_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/talent"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// setups are the fights the save/resume property plays.
func setups() []gunfight.Setup {
	std := gunfight.StandardDuel()

	deck := gunfight.StandardDuel()
	deck.Cards = gunfight.DeckCards
	deck.Distance = 60
	deck.Shooters[0].Decider = gunfight.Fanner
	deck.Shooters[0].Weapons[0].Pocket = 6
	deck.Shooters[1].Decider = gunfight.CarefulRifleman
	deck.Shooters[1].Weapons = []gunfight.Carried{{Weapon: "Winchester 1873", Loaded: 3, Loop: 4}, {Weapon: "Colt Peacemaker", Loaded: 6}}
	deck.Shooters[1].Talents = []string{talent.AdvancedSighting, talent.KentuckyWindage}

	three := gunfight.StandardDuel()
	three.Cards = gunfight.DiceCards
	third := three.Shooters[1]
	third.Name, third.Decider, third.Reputation = "Kate", gunfight.DeliberateAimer, 10
	third.Weapons = []gunfight.Carried{{Weapon: "Double-barrel shotgun", Loaded: 2, Pocket: 4}}
	three.Shooters = append(three.Shooters, third)

	return []gunfight.Setup{std, deck, three}
}

// savedAt plays s from seed until count stop and returns its save.
func savedAt(t interface{ Fatal(...any) }, s gunfight.Setup, seed uint64, stop gunfight.Count) []byte {
	f, err := gunfight.NewFight(s, dice.NewSource(seed))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RunUntil(stop); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestPropSaveResume: stopping a fight at any count, saving it, loading it
// and finishing it gives the same event log and outcome as running it
// straight through.
func TestPropSaveResume(t *testing.T) {
	all := setups()
	rapid.Check(t, func(t *rapid.T) {
		s := all[rapid.IntRange(0, len(all)-1).Draw(t, "setup")]
		seed := rapid.Uint64().Draw(t, "seed")
		stop := gunfight.Count(rapid.IntRange(0, 120).Draw(t, "stop"))
		resumesAsStraight(t, s, seed, stop)
	})
}

// resumesAsStraight fails t unless s played from seed, saved at count stop,
// loaded (its custom tactics found again) and finished gives the events and
// outcome of the fight run straight through.
func resumesAsStraight(t *rapid.T, s gunfight.Setup, seed uint64, stop gunfight.Count) {
	straight, err := gunfight.NewFight(s, dice.NewSource(seed))
	if err != nil {
		t.Fatal(err)
	}
	want, err := straight.Run()
	if err != nil {
		t.Fatal(err)
	}
	data := savedAt(t, s, seed, stop)
	g, err := gunfight.Resume(data, customs(s)...)
	if err != nil {
		t.Fatalf("resume: %v\n%s", err, data)
	}
	got, err := g.Run()
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(straight.Events(), g.Events()); d != "" {
		t.Fatalf("stopped at %d (-straight +resumed):\n%s", stop, d)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("outcome (-straight +resumed):\n%s", d)
	}
}

// TestPropDeterministic: the same seed gives the same fight.
func TestPropDeterministic(t *testing.T) {
	all := setups()
	rapid.Check(t, func(t *rapid.T) {
		s := all[rapid.IntRange(0, len(all)-1).Draw(t, "setup")]
		seed := rapid.Uint64().Draw(t, "seed")
		var logs [2][]gunfight.Event
		for k := range logs {
			f, err := gunfight.NewFight(s, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.Run(); err != nil {
				t.Fatal(err)
			}
			logs[k] = append([]gunfight.Event(nil), f.Events()...)
		}
		if d := cmp.Diff(logs[0], logs[1]); d != "" {
			t.Fatalf("(-first +second):\n%s", d)
		}
	})
}

// TestPropTime: time never goes backwards in a fight, and every man's first
// action completes at exactly the count his initiative and its counts make,
// unless his nerve or a wound cuts it short first.
func TestPropTime(t *testing.T) {
	all := setups()
	rapid.Check(t, func(t *rapid.T) {
		s := all[rapid.IntRange(0, len(all)-1).Draw(t, "setup")]
		f, err := gunfight.NewFight(s, dice.NewSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		due := map[string]gunfight.Count{}
		last := gunfight.Count(0)
		for _, e := range f.Events() {
			if e.When < last {
				t.Fatalf("count %d after %d: %s", e.When, last, e)
			}
			last = e.When
			if e.Kind == gunfight.Initiative && e.Amount > 0 {
				due[e.Who] = gunfight.Count(e.Amount)
			}
			switch e.Kind {
			case gunfight.Nerve, gunfight.Delayed, gunfight.FellDown, gunfight.KnockedOut, gunfight.Died, gunfight.LeftFight:
				delete(due, e.Who) // his first action was cut short or put off
			}
			if at, ok := due[e.Who]; ok && (e.Kind == gunfight.Drew || e.Kind == gunfight.Shot) {
				if e.When != at {
					t.Fatalf("%s's first action came at %d, declared for %d", e.Who, e.When, at)
				}
				delete(due, e.Who)
			}
		}
	})
}

func TestSaveErrors(t *testing.T) {
	f, err := gunfight.NewFight(gunfight.StandardDuel(), rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := json.Marshal(f); !errors.Is(err, gunfight.ErrRand) {
		t.Errorf("dice that cannot be saved: %v", err)
	}
	for _, bad := range []string{`{`, `{"version": 9}`, `{"version": 2, "setup": {"shooters": []}, "dice": "cGNnOgAAAAAAAAABAAAAAAAAAAI="}`} {
		if _, err := gunfight.Resume([]byte(bad)); !errors.Is(err, gunfight.ErrState) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// slowShooters is a fight that lasts minutes: both men start with the Colt
// drawn, 20 ft apart, and fire a shot every 400 counts at the other (a
// named, versioned tactic that reads only the View, so the fight saves and
// resumes) until their six rounds are gone — time for wounds to bleed.
func slowShooters() gunfight.Setup {
	s := gunfight.StandardDuel()
	s.Distance = 20
	slow := versionedFunc{gunfight.TacticFunc{Label: "slow", Func: func(v *gunfight.View) gunfight.Action {
		them := 1 - v.Me()
		switch {
		case v.Weapons[0].Loaded == 0 || !v.Weapons[0].Drawn || !(v.Men[them].Status == gunfight.InFight):
			return gunfight.Action{Kind: gunfight.Done}
		case v.Men[v.Me()].Doing.Kind == gunfight.Wait:
			return gunfight.Action{Kind: gunfight.Fire, Weapon: 0, Target: them}
		}
		return gunfight.Action{Kind: gunfight.Wait, Counts: 400}
	}}, "1"}
	for i := range s.Shooters {
		s.Shooters[i].Decider = slow
		s.Shooters[i].Weapons[0].Drawn = true
	}
	return s
}

// TestPropSaveResumeBleeding: a fight where the wounds bleed, stopped at
// any count, saved, loaded and finished gives the same event log and
// outcome as running it straight through (GU-13: the bleeds' own counts
// survive the save).
func TestPropSaveResumeBleeding(t *testing.T) {
	s := slowShooters()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		stop := gunfight.Count(rapid.IntRange(0, 3000).Draw(t, "stop"))
		resumesAsStraight(t, s, seed, stop)
	})
}

func TestSlowShootersBleed(t *testing.T) {
	// The setup of TestPropSaveResumeBleeding is worth its name: of 200
	// seeds, some fights log a bleed.
	s := slowShooters()
	n := 0
	for seed := range uint64(200) {
		f, err := gunfight.NewFight(s, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		for _, e := range f.Events() {
			if e.Kind == gunfight.Bled {
				n++
				break
			}
		}
	}
	if n == 0 {
		t.Error("no fight of the slow shooters bleeds")
	}
	t.Logf("%d of 200 fights bleed", n)
}
