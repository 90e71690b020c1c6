package gunfight_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/deadmanshand/aces/wounds"
)

// The seed corpora are small documents: the fuzzer mutates, and minimises
// what it finds, input by input, so a seed of kilobytes (the whole default
// table) slows it down to a few inputs a minute.

// loadWeapons reads a weapon table from JSON, as its UnmarshalJSON does.
func loadWeapons(data []byte) (gunfight.WeaponTable, error) {
	var w gunfight.WeaponTable
	err := w.UnmarshalJSON(data)
	return w, err
}

func FuzzWeaponTable(f *testing.F) {
	set := fuzzseed.Seeded(f,
		[]byte(`[{"name":"Colt","class":"pistol","damage":"2d6p","capacity":6}]`),
		[]byte(`[{"name":"Knife","class":"knife","melee":{"blow":"thrust","damage":"d4p","cause":"edged","action":1,"recovery":2}}]`),
		[]byte(`[{"name":"Navy","class":"pistol","damage":"d8p+1","capacity":6,"capAndBall":true,"initiative":1},{"name":"Spear","class":"spear","long":true,"melee":{"blow":"thrust","damage":"d8p","cause":"edged","action":3,"recovery":4,"reach":10}}]`),
	)
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		w, err := loadWeapons(data)
		if err != nil {
			if !errors.Is(err, gunfight.ErrTable) {
				t.Fatalf("error %v is no ErrTable", err)
			}
			return
		}
		tabletest.Reloads(t, w, loadWeapons, sameTables)
	})
}

func FuzzLoadRules(f *testing.F) {
	set := fuzzseed.Seeded(f,
		[]byte(`{"cover": -2}`),
		[]byte(`{"weapons": [{"name":"Colt Peacemaker","class":"pistol","damage":"2d6p","capacity":6,"accuracy":2}], "fleeFeet": 10}`),
		[]byte(`{"ranges": [{"name":"pistol","bands":[{"feet":10,"accuracy":2},{"feet":40,"accuracy":0}]}], "light": [{"name":"day","accuracy":0}]}`),
		[]byte(`{"clock": {"miss": 10, "exact": 12, "rings": [3, 1], "pattern": {"base": 1, "perTenFeet": 0, "max": 1}}}`),
		[]byte(`{"silhouettes":{"front":{"name":"front","bounds":{"x0":-5,"y0":0,"x1":5,"y1":10},"regions":[{"name":"chest","location":"chest","box":{"x0":-1,"y0":1,"x1":1,"y1":2}}]}}}`),
		[]byte(`{"experience": [{"min":0,"initiative":0},{"min":1,"initiative":-5}], "graze": 0, "noShotPenetration": true}`),
		[]byte(`{"jackRabbit": {"sooner": 5, "per5ft": 3}, "actions": {"staunch": 120}}`),
	)
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		r, err := gunfight.LoadRules(data)
		if err != nil {
			if !errors.Is(err, gunfight.ErrTable) {
				t.Fatalf("error %v is no ErrTable", err)
			}
			return
		}
		tabletest.Reloads(t, r, gunfight.LoadRules, sameTables)
		// whatever loads must run a fight without panicking
		s := gunfight.StandardDuel()
		s.Rules = r
		fi, err := gunfight.NewFight(s, dice.NewSource(1))
		if err != nil {
			return
		}
		playSome(t, fi)
	})
}

// playSome steps a fight at most 300 times, or to its end or a person's
// declaration: enough to reach every kind of action, few enough that a fuzz
// input stays cheap.
func playSome(t *testing.T, fi *gunfight.Fight) {
	for range 300 {
		if fi.Over() {
			return
		}
		if err := fi.Step(); err != nil {
			if !errors.Is(err, gunfight.ErrAction) && !errors.Is(err, gunfight.ErrWaiting) {
				t.Fatalf("step: %v", err)
			}
			return
		}
	}
}

// FuzzNewFight decodes a Setup from real setups' JSON with one span of it
// (a value, a member, or the whole setup) replaced by the fuzzer's bytes —
// its shooters' deciders included — and calls NewFight with it, and Reset of another fight: a
// setup is refused by both with ErrSetup, or it plays (to its end, or to
// a person's declaration) and saves.
func FuzzNewFight(f *testing.F) {
	var docs [][]byte
	for _, s := range setups() {
		b, err := json.Marshal(s)
		if err != nil {
			f.Fatal(err)
		}
		docs = append(docs, b)
	}
	hurt, err := json.Marshal(hurtDuel(condition(f, 22, 30*wounds.Second, thigh, wounds.Hit{Location: wounds.Neck, Damage: 5, Cause: wounds.Edged})))
	if err != nil {
		f.Fatal(err)
	}
	docs = append(docs, hurt)
	docs = append(docs, []byte(`{"shooters":[{"name":"A","nursing":40,"medicine":101,"weapons":[{"weapon":"Colt Peacemaker","loaded":6}]},{"name":"B","nursing":-1,"weapons":[]}]}`))
	docs = append(docs, []byte(`{"shooters":[{"name":"A","weapons":[{"weapon":"Knife"}],"decider":{"name":"fanner"}},{"name":"B","at":{"x":5,"y":0},"weapons":[{"weapon":"Derringer","loaded":2,"drawn":true,"trained":"A","cocked":true}]}],"light":"dusk","limit":600}`))
	docs = append(docs, []byte(`{"shooters":[{"name":"A","weapons":[],"decider":{"name":"Person"}},{"name":"B","weapons":[],"decider":{"name":"mine","version":"2"}}]}`))
	docs = append(docs, []byte(`{"shooters":[{"name":"A","weapons":[],"decider":{"name":"quick-draw","params":{"band":3}}},{"name":"B","weapons":[],"decider":{"name":"person","version":"1"}}]}`))
	set := fuzzseed.Seeded(f, docs...)
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var s gunfight.Setup
		if json.Unmarshal(data, &s) != nil {
			return
		}
		fi, err := gunfight.NewFight(s, dice.NewSource(1))
		reused, rerr := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(2))
		if rerr != nil {
			t.Fatal(rerr)
		}
		if rerr = reused.Reset(s, dice.NewSource(1)); (rerr == nil) != (err == nil) {
			t.Fatalf("NewFight says %v, Reset %v", err, rerr)
		}
		if err != nil {
			if !errors.Is(err, gunfight.ErrSetup) || !errors.Is(rerr, gunfight.ErrSetup) {
				t.Fatalf("error %v (Reset: %v) is no ErrSetup", err, rerr)
			}
			return
		}
		playSome(t, fi)
		if _, err := json.Marshal(fi); err != nil {
			t.Fatalf("a fight NewFight accepted does not save: %v", err)
		}
	})
}

// FuzzStats decodes Stats from the input and merges them with a real
// study's: malformed stats are refused with ErrStats, a refused Merge
// changes nothing, and nothing panics.
func FuzzStats(f *testing.F) {
	encountertest.FuzzStats(f, duelsOf(gunfight.StandardDuel()), gunfight.ErrStats)
}

// FuzzResume resumes real saves — each of the test setups saved at count
// 12, the standard duel also before its first step, over (at count 30)
// and waiting for a person's declaration — with one span of them (a value, a member, or the whole save) replaced
// by the fuzzer's bytes, so that its inputs stay a few bytes long: every
// refusal wraps ErrState, and a fight that resumes plays on without a panic
// and saves again. (That its save resumes is the save/resume properties'
// to prove: a second Resume would halve the inputs run.)
func FuzzResume(f *testing.F) {
	var fights []any
	for i, s := range setups() {
		stops := []gunfight.Count{12}
		if i == 0 {
			stops = []gunfight.Count{0, 30}
		}
		for _, stop := range stops {
			fi, err := gunfight.NewFight(s, dice.NewSource(5))
			if err != nil {
				f.Fatal(err)
			}
			if err := fi.RunUntil(stop); err != nil {
				f.Fatal(err)
			}
			fights = append(fights, fi)
		}
	}
	// A man who walks in wounded and bleeding (GUD-16), saved at count 12.
	hurt, err := gunfight.NewFight(hurtDuel(condition(f, 22, 30*wounds.Second, thigh, wounds.Hit{Location: wounds.Neck, Damage: 5, Cause: wounds.Edged})), dice.NewSource(5))
	if err != nil {
		f.Fatal(err)
	}
	if err := hurt.RunUntil(12); err != nil {
		f.Fatal(err)
	}
	fights = append(fights, hurt)
	// Saves while a person's declaration is pending: Tutt, of lower
	// Wisdom, waits; then Hickok, once Tutt has chosen.
	people := gunfight.StandardDuel()
	people.Shooters[0].Decider, people.Shooters[1].Decider = gunfight.Person, gunfight.Person
	waiting, err := gunfight.NewFight(people, dice.NewSource(5))
	if err != nil {
		f.Fatal(err)
	}
	if err := waiting.Step(); !errors.Is(err, gunfight.ErrWaiting) {
		f.Fatalf("a duel of two people does not wait: %v", err)
	}
	fights = append(fights, waiting)
	chosen, err := gunfight.NewFight(people, dice.NewSource(5))
	if err != nil {
		f.Fatal(err)
	}
	chosen.Step()
	if err := chosen.Decide(1, gunfight.Action{Kind: gunfight.Draw}); err != nil {
		f.Fatal(err)
	}
	fights = append(fights, chosen)
	set, err := fuzzseed.Of(fights...)
	if err != nil {
		f.Fatal(err)
	}
	// Seeds that change the names, numbers and flags every save has,
	// whatever its shape.
	var seeds []fuzzseed.Seed
	for doc := range fights {
		for _, e := range [][2]string{{`"Hickok"`, `"Kate"`}, {`6`, `100`}, {`false`, `true`}, {`true`, `false`}, {`1`, `-1`}} {
			if _, ok := set.Find(doc, e[0]); ok {
				seeds = append(seeds, fuzzseed.Seed{Doc: doc, Old: e[0], Text: e[1]})
			}
		}
	}
	set.AddSeeds(f, seeds)
	f.Fuzz(func(t *testing.T, in []byte) {
		fi, err := gunfight.Resume(set.Edit(in))
		if err != nil {
			if !errors.Is(err, gunfight.ErrState) {
				t.Fatalf("error %v is no ErrState", err)
			}
			return
		}
		for range 2000 {
			if fi.Over() {
				break
			}
			if err := fi.Step(); err != nil {
				if !errors.Is(err, gunfight.ErrAction) && !errors.Is(err, gunfight.ErrOver) && !errors.Is(err, gunfight.ErrWaiting) {
					t.Fatalf("step: %v", err)
				}
				return
			}
		}
		for _, e := range fi.Events() {
			_ = e.String()
		}
		if _, err := json.Marshal(fi); err != nil {
			t.Fatalf("a resumed fight does not save: %v", err)
		}
	})
}

// FuzzParseAction: ParseAction never panics, and what it reads writes back
// (Action.String) as a text that reads as the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"draw 0", "draw 0 and 1", "fire 0 at 1 fan", "fire 1 at 2 deliberate steady to left thigh",
		"reload 0 2 from loop", "reload 0 cylinder", "move 40 ft away from 1 walk", "wait 20", "strike bare at 1 overhead",
		"grab 1 to right arm", "wrestle 1 for-weapon 0 by-dex", "wrestle 1 hurt spare deal 2", "take cover", "flee sprint",
		"staunch 1", "staunch 0", "flee gallop", "fire 0 at 1 to nose"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 64 {
			return
		}
		a, err := gunfight.ParseAction(s)
		if err != nil {
			return
		}
		b, err := gunfight.ParseAction(a.String())
		if err != nil || b != a {
			t.Fatalf("%q reads as %v, written %q, which reads as %v (%v)", s, a, a.String(), b, err)
		}
	})
}
