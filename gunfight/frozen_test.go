package gunfight_test

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/google/go-cmp/cmp"
)

// duelEvents plays s to its end from seed and returns the log.
func duelEvents(t *testing.T, s gunfight.Setup, seed uint64) []gunfight.Event {
	t.Helper()
	f, err := gunfight.NewFight(s, dice.NewSource(seed))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Run(); err != nil {
		t.Fatal(err)
	}
	return append([]gunfight.Event(nil), f.Events()...)
}

// The rules are frozen into a fight when it is built: a copy of its own,
// validated there; nothing done to a Rules, a Setup or what a fight hands
// out afterwards reaches a fight.
func TestFrozenRules(t *testing.T) {
	const seed = 7
	want := duelEvents(t, gunfight.StandardDuel(), seed)

	t.Run("a weapon appended to the default table fights", func(t *testing.T) {
		s := gunfight.StandardDuel()
		s.Rules = gunfight.DefaultRules()
		s.Rules.Weapons = append(s.Rules.Weapons, gunfight.Weapon{Name: "Colt Lightning", Short: "the Lightning",
			Class: gunfight.Pistol, Damage: dice.MustParse("2d6p"), Capacity: 6})
		for i := range s.Shooters {
			s.Shooters[i].Weapons[0].Weapon = "Colt Lightning"
		}
		f, err := gunfight.NewFight(s, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("a table that does not validate is an error at NewFight", func(t *testing.T) {
		edits := map[string]func(r *gunfight.Rules){
			"a row without a class": func(r *gunfight.Rules) { r.Weapons = append(r.Weapons, gunfight.Weapon{Name: "Thing"}) },
			"no range tables":       func(r *gunfight.Rules) { r.Ranges = nil },
			"a range without bands": func(r *gunfight.Rules) { r.Ranges[0].Bands = nil },
			"no paces":              func(r *gunfight.Rules) { r.Paces = r.Paces[:2] },
			"no light":              func(r *gunfight.Rules) { r.Light = nil },
			"no silhouette regions": func(r *gunfight.Rules) { r.Silhouettes.Front.Regions = nil },
			"clock rings cut short": func(r *gunfight.Rules) { r.Clock.Rings = r.Clock.Rings[:3] },
			"a firearm's damage":    func(r *gunfight.Rules) { r.Weapons[0].Damage = nil },
		}
		for name, edit := range edits {
			s := gunfight.StandardDuel()
			s.Rules = gunfight.DefaultRules()
			edit(s.Rules)
			_, err := gunfight.NewFight(s, dice.NewSource(seed))
			if !errors.Is(err, gunfight.ErrSetup) || !errors.Is(err, gunfight.ErrTable) {
				t.Errorf("%s: %v, want ErrSetup and ErrTable", name, err)
			}
		}
	})

	t.Run("a table changed after NewFight does not reach the fight", func(t *testing.T) {
		s := gunfight.StandardDuel()
		s.Rules = gunfight.DefaultRules()
		f, err := gunfight.NewFight(s, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		s.Rules.Weapons[0].Accuracy = 10
		s.Rules.Weapons[0].Melee.Action = 0
		s.Rules.Ranges[0].Bands[0].Accuracy = 20
		s.Shooters[0].Weapons[0].Loaded = 1
		s.Shooters[1].Talents = append(s.Shooters[1].Talents, "Quick Aim")
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, f.Events()); d != "" {
			t.Errorf("the log changed with the table (-want +got):\n%s", d)
		}
	})

	t.Run("what a fight hands out is a copy", func(t *testing.T) {
		given := gunfight.StandardDuel()
		given.Rules = gunfight.DefaultRules()
		f, err := gunfight.NewFight(given, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		r := f.Setup().Rules
		r.Weapons[0].Accuracy = 10
		r.Weapons = append(r.Weapons[:0], r.Weapons[1:]...)
		if _, w, _ := r.Weapons.Lookup("Smith & Wesson Schofield"); w != nil {
			w.Capacity = 1
		}
		s := f.Setup()
		s.Shooters[0].Weapons[0].Loaded = 0
		s.Shooters[0].Name = "Nobody"
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, f.Events()); d != "" {
			t.Errorf("the fight changed with its copies (-want +got):\n%s", d)
		}
		if d := cmp.Diff(want, duelEvents(t, gunfight.StandardDuel(), seed)); d != "" {
			t.Errorf("a later fight changed with an earlier fight's copies (-want +got):\n%s", d)
		}
		if w := f.Setup().Rules.Weapons[0]; w.Accuracy != 0 || w.Name != "Colt Peacemaker" {
			t.Errorf("the fight's rules changed with a copy: %+v", w)
		}
		if d, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(seed)); err != nil || d.Setup().Rules != nil {
			t.Errorf("the setup of a fight of the default rules: %v, %v", d.Setup().Rules, err)
		}
	})

	t.Run("a tactic changing its view's weapon changes nothing", func(t *testing.T) {
		qd := gunfight.QuickDraw
		meddler := gunfight.TacticFunc{Label: "meddler", Func: func(v *gunfight.View) gunfight.Action {
			for w := range len(v.Weapons) {
				ws := v.Weapons[w]
				ws.Weapon.Accuracy, ws.Weapon.Capacity, ws.Weapon.Damage = 10, 0, nil
				if ws.Weapon.Melee != nil {
					ws.Weapon.Melee.Damage = nil
				}
			}
			return qd.Declare(v)
		}}
		s := gunfight.StandardDuel()
		s.Shooters[0].Decider = meddler
		duelEvents(t, s, seed)
		if d := cmp.Diff(want, duelEvents(t, gunfight.StandardDuel(), seed)); d != "" {
			t.Errorf("a later fight changed with a tactic's meddling (-want +got):\n%s", d)
		}
	})
}

// Fights built at once from one Setup decoded from JSON, rules included,
// share nothing that they write (run with -race).
func TestFrozenRulesConcurrent(t *testing.T) {
	s := gunfight.StandardDuel()
	s.Rules = gunfight.DefaultRules()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var shared gunfight.Setup
	if err := json.Unmarshal(b, &shared); err != nil {
		t.Fatal(err)
	}
	want := duelEvents(t, gunfight.StandardDuel(), 3)
	var wg sync.WaitGroup
	errs := make([]error, 4)
	logs := make([][]gunfight.Event, 4)
	for g := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 5 {
				f, err := gunfight.NewFight(shared, dice.NewSource(3))
				if err != nil {
					errs[g] = err
					return
				}
				if _, err := f.Run(); err != nil {
					errs[g] = err
					return
				}
				_ = f.Setup()
				logs[g] = f.Events()
			}
		}()
	}
	wg.Wait()
	for g := range errs {
		if errs[g] != nil {
			t.Fatalf("goroutine %d: %v", g, errs[g])
		}
		if d := cmp.Diff(want, logs[g]); d != "" {
			t.Errorf("goroutine %d (-want +got):\n%s", g, d)
		}
	}
}
