package gunfight_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/wounds"
	"pgregory.net/rapid"
)

// hickokPlays is the standard duel with Hickok (Wis 12) played by a
// person and Tutt (Wis 10) by the quick draw, stepped to Hickok's first
// declaration.
func hickokPlays(t testing.TB, seed uint64) *gunfight.Fight {
	t.Helper()
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.Person
	f, err := gunfight.NewFight(s, dice.NewSource(seed))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Step(); !errors.Is(err, gunfight.ErrWaiting) || !strings.Contains(err.Error(), "Hickok") {
		t.Fatalf("the first step: %v, want Hickok waited for", err)
	}
	return f
}

// save marshals f.
func save(t *testing.T, f *gunfight.Fight) []byte {
	t.Helper()
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestPersonWaiting(t *testing.T) {
	t.Run("GU-2 the lower Wisdom declares first and the person sees it", func(t *testing.T) {
		f := hickokPlays(t, 1)
		if w := f.Waiting(); !slices.Equal(w, []int{0}) {
			t.Fatalf("waiting %v, want [0]", w)
		}
		v, ok := f.View(0)
		if !ok {
			t.Fatal("no view of Hickok")
		}
		if a := v.Men[1].Doing; a != (gunfight.Action{Kind: gunfight.Draw}) {
			t.Errorf("Hickok sees Tutt doing %v, want draw 0", a)
		}
		if _, ok := f.View(2); ok {
			t.Error("a view of no man")
		}
		if err := f.Step(); !errors.Is(err, gunfight.ErrWaiting) {
			t.Errorf("stepping while he waits: %v", err)
		}
		if err := f.RunUntil(100); !errors.Is(err, gunfight.ErrWaiting) {
			t.Errorf("RunUntil while he waits: %v", err)
		}
		if _, err := f.Run(); !errors.Is(err, gunfight.ErrWaiting) {
			t.Errorf("Run while he waits: %v", err)
		}
	})
	t.Run("GU-3 the options of a holstered Colt and their counts", func(t *testing.T) {
		f := hickokPlays(t, 1)
		v, _ := f.View(0)
		o := v.Options()
		// GU-3: draw a pistol 5, the off hand +5; nothing to fire yet.
		want := map[string]gunfight.Count{"draw 0": 5, "draw 0 off-hand": 10, "take cover": 10, "done": 0}
		for _, x := range o {
			if x.Action.Kind == gunfight.Fire || x.Action.Kind == gunfight.Reload {
				t.Errorf("option %v with a holstered full gun", x)
			}
			if c, ok := want[x.Action.String()]; ok {
				if x.Counts != c {
					t.Errorf("%v: %d counts, want %d", x.Action, x.Counts, c)
				}
				delete(want, x.Action.String())
			}
		}
		if len(want) > 0 {
			t.Errorf("options missing: %v in\n%v", want, o)
		}
	})
	t.Run("GU-3 the counts of a first shot with a drawn pistol", func(t *testing.T) {
		f := hickokPlays(t, 1)
		if err := f.Decide(0, gunfight.Action{Kind: gunfight.Draw}); err != nil {
			t.Fatal(err)
		}
		for len(f.Waiting()) == 0 {
			if err := f.Step(); err != nil && !errors.Is(err, gunfight.ErrWaiting) {
				t.Fatal(err)
			}
		}
		v, _ := f.View(0)
		// GU-3: aim 4; deliberate +4, careful +10, steady +2; hip 0; the
		// first fanned shot 2.
		for text, c := range map[string]gunfight.Count{
			"fire 0 at 1": 4, "fire 0 at 1 deliberate": 8, "fire 0 at 1 careful": 14, "fire 0 at 1 steady": 6,
			"fire 0 at 1 deliberate steady": 10, "fire 0 at 1 hip": 0, "fire 0 at 1 fan": 2,
		} {
			a, err := gunfight.ParseAction(text)
			if err != nil {
				t.Fatal(err)
			}
			if got, dice, err := v.Counts(a); err != nil || got != c || dice != "" {
				t.Errorf("%s: %d counts + %q, %v; want %d", text, got, dice, err, c)
			}
		}
		if _, _, err := v.Counts(gunfight.Action{Kind: gunfight.Fire, Target: 1, Aim: gunfight.Fan, Extra: gunfight.Careful}); !errors.Is(err, gunfight.ErrAction) {
			t.Errorf("GU-3 careful aim with a fanned pistol: %v", err)
		}
	})
}

func TestDecideRefuses(t *testing.T) {
	cases := []struct {
		name string
		who  int
		a    gunfight.Action
		rule string
	}{
		{"GU-2 a man who is not waiting", 1, gunfight.Action{Kind: gunfight.Draw}, "GU-2"},
		{"GU-2 a man who does not exist", 5, gunfight.Action{Kind: gunfight.Draw}, "GU-2"},
		{"GU-2 no action: the wrong kind of choice", 0, gunfight.Action{}, "GU-2"},
		{"GU-3 fire an undrawn gun", 0, gunfight.Action{Kind: gunfight.Fire, Target: 1}, "GU-3"},
		{"GU-3 reload a full gun", 0, gunfight.Action{Kind: gunfight.Reload}, "GU-3"},
		{"GU-3 draw a weapon he does not have", 0, gunfight.Action{Kind: gunfight.Draw, Weapon: 1}, "GU-3"},
		{"GU-2 move 0 ft", 0, gunfight.Action{Kind: gunfight.Move, Target: 1}, "GU-2"},
		{"GU-1 wait over a minute", 0, gunfight.Action{Kind: gunfight.Wait, Counts: 601}, "GU-1"},
		{"GU-7 strike a man 30 ft away", 0, gunfight.Action{Kind: gunfight.Strike, Bare: true, Target: 1}, "GU-7"},
		{"GU-8 wrestle without a grip", 0, gunfight.Action{Kind: gunfight.Wrestle, Target: 1, Hold: gunfight.Hurt}, "GU-8"},
		{"GU-8 stand when on his feet", 0, gunfight.Action{Kind: gunfight.Stand}, "GU-8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := hickokPlays(t, 1)
			before := save(t, f)
			err := f.Decide(c.who, c.a)
			var ae *gunfight.ActionError
			if !errors.Is(err, gunfight.ErrAction) || !errors.As(err, &ae) || ae.Rule != c.rule || ae.Why == "" {
				t.Fatalf("%v, want an ActionError of %s", err, c.rule)
			}
			if after := save(t, f); !bytes.Equal(before, after) {
				t.Errorf("the refusal changed the fight")
			}
			if !slices.Equal(f.Waiting(), []int{0}) {
				t.Errorf("waiting %v after the refusal", f.Waiting())
			}
			// The retry continues the fight.
			if err := f.Decide(0, gunfight.Action{Kind: gunfight.Draw}); err != nil {
				t.Fatalf("the retry: %v", err)
			}
			if err := f.Step(); err != nil {
				t.Fatalf("the step after the retry: %v", err)
			}
		})
	}
	t.Run("GU-2 a second choice for the same declaration", func(t *testing.T) {
		f := hickokPlays(t, 1)
		if err := f.Decide(0, gunfight.Action{Kind: gunfight.Draw}); err != nil {
			t.Fatal(err)
		}
		if len(f.Waiting()) != 0 {
			t.Errorf("waiting %v once he has chosen", f.Waiting())
		}
		if err := f.Decide(0, gunfight.Action{Kind: gunfight.Done}); !errors.Is(err, gunfight.ErrAction) {
			t.Errorf("a second choice: %v", err)
		}
	})
	t.Run("GU-2 before the start and after the end", func(t *testing.T) {
		s := gunfight.StandardDuel()
		s.Shooters[0].Decider = gunfight.Person
		f, _ := gunfight.NewFight(s, dice.NewSource(1))
		if err := f.Decide(0, gunfight.Action{Kind: gunfight.Draw}); !errors.Is(err, gunfight.ErrAction) {
			t.Errorf("before the start: %v", err)
		}
		encountertest.Play(t, f, func(f *gunfight.Fight, i int) gunfight.Action { return gunfight.Action{Kind: gunfight.Done} }, maxSteps)
		before := save(t, f)
		if err := f.Decide(0, gunfight.Action{Kind: gunfight.Done}); !errors.Is(err, gunfight.ErrAction) || !strings.Contains(err.Error(), "over") {
			t.Errorf("after the end: %v", err)
		}
		if !bytes.Equal(before, save(t, f)) {
			t.Error("the refusal changed the fight")
		}
		if err := f.Step(); !errors.Is(err, gunfight.ErrOver) {
			t.Errorf("a step after the end: %v", err)
		}
	})
}

func TestSetDecider(t *testing.T) {
	t.Run("GU-2 a tactic takes over a pending declaration", func(t *testing.T) {
		for seed := range uint64(10) {
			want, _ := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(seed))
			if _, err := want.Run(); err != nil {
				t.Fatal(err)
			}
			f := hickokPlays(t, seed)
			quick := gunfight.QuickDraw
			if err := f.SetDecider(0, quick); err != nil {
				t.Fatal(err)
			}
			if len(f.Waiting()) != 0 {
				t.Fatalf("waiting %v with a tactic", f.Waiting())
			}
			if _, err := f.Run(); err != nil {
				t.Fatal(err)
			}
			got, _ := json.Marshal(f.Events())
			w, _ := json.Marshal(want.Events())
			if !bytes.Equal(got, w) {
				t.Fatalf("seed %d: the fight handed to the quick draw differs from the quick draw's", seed)
			}
		}
	})
	t.Run("GU-2 a person takes over from a tactic", func(t *testing.T) {
		f, _ := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(3))
		if err := f.SetDecider(1, nil); err != nil {
			t.Fatal(err)
		}
		if err := f.Step(); !errors.Is(err, gunfight.ErrWaiting) || !slices.Equal(f.Waiting(), []int{1}) {
			t.Fatalf("%v, waiting %v: want Tutt", err, f.Waiting())
		}
		if f.Setup().Shooters[1].Decider != gunfight.Person {
			t.Errorf("the setup names %v", f.Setup().Shooters[1].Decider)
		}
		if err := f.SetDecider(2, nil); !errors.Is(err, gunfight.ErrSetup) {
			t.Errorf("no man 2: %v", err)
		}
	})
}

// named is a custom tactic that can be saved: the quick draw under its
// own name and version.
type named struct{ name, version string }

func (n named) Name() string    { return n.name }
func (n named) Version() string { return n.version }
func (n named) Declare(v *gunfight.View) gunfight.Action {
	t := gunfight.QuickDraw
	return t.Declare(v)
}

func TestSaveDeciders(t *testing.T) {
	t.Run("a custom tactic with a name and version is found again", func(t *testing.T) {
		f := hickokPlays(t, 2)
		if err := f.SetDecider(1, named{"steady-eddie", "2"}); err != nil {
			t.Fatal(err)
		}
		data := save(t, f)
		if !bytes.Contains(data, []byte(`"decider":{"name":"steady-eddie","version":"2"}`)) || !bytes.Contains(data, []byte(`"decider":{"name":"person"}`)) {
			t.Fatalf("deciders not saved: %s", data)
		}
		if _, err := gunfight.Resume(data); !errors.Is(err, gunfight.ErrState) || !errors.Is(err, encounter.ErrUnknownDecider) {
			t.Errorf("resumed without it: %v", err)
		}
		if _, err := gunfight.Resume(data, named{"steady-eddie", "3"}); !errors.Is(err, gunfight.ErrState) {
			t.Errorf("resumed with another version: %v", err)
		}
		r, err := gunfight.Resume(data, named{"steady-eddie", "2"})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(save(t, r), data) || !slices.Equal(r.Waiting(), []int{0}) {
			t.Error("the resumed fight is not the saved one")
		}
	})
	t.Run("a custom tactic without a version cannot be saved", func(t *testing.T) {
		f := hickokPlays(t, 2)
		f.SetDecider(1, gunfight.TacticFunc{Label: "anon", Func: func(*gunfight.View) gunfight.Action { return gunfight.Action{Kind: gunfight.Done} }})
		if _, err := json.Marshal(f); !errors.Is(err, gunfight.ErrState) || !errors.Is(err, encounter.ErrUnsaved) {
			t.Errorf("%v", err)
		}
	})
	t.Run("a custom tactic named as a built-in cannot be saved", func(t *testing.T) {
		f := hickokPlays(t, 2)
		f.SetDecider(1, named{"fanner", "1"})
		if _, err := json.Marshal(f); !errors.Is(err, encounter.ErrUnsaved) {
			t.Errorf("%v", err)
		}
		if err := f.SetDecider(1, named{"Person", "1"}); !errors.Is(err, gunfight.ErrSetup) {
			t.Errorf("a tactic named person: %v", err)
		}
	})
	t.Run("a save with a choice that play cannot give is refused", func(t *testing.T) {
		f := hickokPlays(t, 2)
		if err := f.Decide(0, gunfight.Action{Kind: gunfight.Draw}); err != nil {
			t.Fatal(err)
		}
		data := save(t, f)
		if _, err := gunfight.Resume(data); err != nil {
			t.Fatalf("the save itself: %v", err)
		}
		for name, edit := range map[string][2]string{
			"an illegal choice":             {`"do":"draw 0","recorded":true`, `"do":"fire 0 at 1","recorded":true`},
			"a choice for a man not asked":  {`{"who":0,"do":"draw 0","recorded":true}`, `{"who":1,"do":"draw 0","recorded":true}`},
			"declarations pending at start": {`"at":{"count":0,"phase":"opening"`, `"at":{"count":0,"phase":"between"`},
			"an unknown phase":              {`"at":{"count":0,"phase":"opening"`, `"at":{"count":0,"phase":"noon"`},
		} {
			bad := bytes.Replace(data, []byte(edit[0]), []byte(edit[1]), 1)
			if bytes.Equal(bad, data) {
				t.Fatalf("%s: %s not in the save %s", name, edit[0], data)
			}
			if _, err := gunfight.Resume(bad); !errors.Is(err, gunfight.ErrState) {
				t.Errorf("%s: %v", name, err)
			}
		}
	})
}

func TestPersonSetup(t *testing.T) {
	t.Run("names that differ only in case are one man", func(t *testing.T) {
		s := gunfight.StandardDuel()
		s.Shooters[1].Name = "hickok"
		if _, err := gunfight.NewFight(s, dice.NewSource(1)); !errors.Is(err, gunfight.ErrSetup) || !strings.Contains(err.Error(), `"hickok"`) {
			t.Errorf("%v", err)
		}
	})
	t.Run("an unknown tactic lists the valid names", func(t *testing.T) {
		s := gunfight.StandardDuel() // read from JSON that names a tactic nobody gives
		if err := json.Unmarshal([]byte(`{"name":"Tutt","weapons":[],"decider":{"name":"gunslinger"}}`), &s.Shooters[1]); err != nil {
			t.Fatal(err)
		}
		_, err := gunfight.NewFight(s, dice.NewSource(1))
		if !errors.Is(err, gunfight.ErrSetup) || !strings.Contains(err.Error(), `"quick-draw"`) || !strings.Contains(err.Error(), `"person"`) {
			t.Errorf("%v", err)
		}
	})
	t.Run("GU-10 a study refuses a person", func(t *testing.T) {
		s := gunfight.StandardDuel()
		s.Shooters[1].Decider = gunfight.Person
		if _, err := gunfight.Simulate(context.Background(), s, gunfight.Study{To: 3}); !errors.Is(err, gunfight.ErrSetup) {
			t.Errorf("%v", err)
		}
	})
	t.Run("GU-3 spare rounds are those Reload can load", func(t *testing.T) {
		for _, c := range []struct {
			carried gunfight.Carried
			spare   int
		}{
			{gunfight.Carried{Weapon: "Colt Peacemaker", Pocket: 6, Loop: 4}, 10},
			{gunfight.Carried{Weapon: "Colt Navy", Loaded: 6, Cylinders: 1}, 0},
			{gunfight.Carried{Weapon: "Knife"}, 0},
		} {
			s := gunfight.StandardDuel()
			s.Shooters[0].Weapons = []gunfight.Carried{c.carried}
			f, err := gunfight.NewFight(s, dice.NewSource(1))
			if err != nil {
				t.Fatal(err)
			}
			v, _ := f.View(0)
			if got := v.Weapons[0].Spare(); got != c.spare {
				t.Errorf("%s: %d spare, want %d", c.carried.Weapon, got, c.spare)
			}
		}
	})
}

// TestParseActionRoundTrip: every option a View lists, at any location it
// may name, reads back from its String as itself, and is legal (checked
// at every few declarations of a fight, which keeps the test fast).
func TestParseActionRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		k := rapid.IntRange(0, len(personSetups())-1).Draw(t, "setup")
		f, err := gunfight.NewFight(people(k), dice.NewSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatalf("%v", err)
		}
		answer := builtinAnswer(k)
		every, n := rapid.IntRange(5, 15).Draw(t, "check every"), 0
		encountertest.Play(t, f, func(f *gunfight.Fight, i int) gunfight.Action {
			if n++; n%every != 1 {
				return answer(f, i)
			}
			v, _ := f.View(i)
			for _, o := range v.Options() {
				a := o.Action
				if o.At {
					a.At = wounds.Location(rapid.IntRange(0, wounds.NumLocations).Draw(t, "at"))
				}
				b, err := gunfight.ParseAction(a.String())
				if err != nil || b != a {
					t.Fatalf("%q reads back as %v, %v", a, b, err)
				}
				if _, _, err := v.Counts(a); err != nil {
					t.Fatalf("option %v is illegal: %v", o, err)
				}
			}
			return answer(f, i)
		}, maxSteps)
	})
}

func TestParseActionErrors(t *testing.T) {
	for _, s := range []string{"", "shoot 0 at 1", "fire", "fire 0 1", "fire 0 at x", "draw 0 and", "move 5 ft near 1", "wrestle 1 tickle", "fire 0 at 1 to elbow", "done now"} {
		if _, err := gunfight.ParseAction(s); !errors.Is(err, gunfight.ErrAction) {
			t.Errorf("%q: %v", s, err)
		}
	}
	if _, err := gunfight.ParseAction("shoot"); err == nil || !strings.Contains(err.Error(), `"fire"`) {
		t.Errorf("an unknown action lists the valid ones: %v", err)
	}
}

func TestState(t *testing.T) {
	t.Run("GU-2 the table shows a recorded choice the other man cannot see", func(t *testing.T) {
		f := hickokPlays(t, 1)
		if err := f.Decide(0, gunfight.Action{Kind: gunfight.Draw}); err != nil {
			t.Fatal(err)
		}
		st := f.State()
		if st.Declaring != 0 || !st.Men[0].Chosen || st.Men[0].Choice.Kind != gunfight.Draw || st.Men[0].Decider != "person" {
			t.Errorf("Hickok on the table: %+v", st.Men[0])
		}
		if st.Men[1].Decider != "quick-draw" || st.Men[1].Action.Kind != gunfight.Draw || len(st.Men[1].Weapons) != 1 || st.Men[1].Weapons[0].Loaded != 6 {
			t.Errorf("Tutt on the table: %+v", st.Men[1])
		}
		v, _ := f.View(1)
		if a := v.Men[0].Doing; a.Kind != gunfight.NoAction {
			t.Errorf("Tutt sees Hickok's undeclared choice: %v", a)
		}
	})
}

func TestTacticRefused(t *testing.T) {
	// Tutt's tactic fires a weapon he does not have (GU-3): Step refuses it,
	// and his declaration at count 0 stays pending.
	bad := gunfight.TacticFunc{Label: "bad", Func: func(*gunfight.View) gunfight.Action {
		return gunfight.Action{Kind: gunfight.Fire, Weapon: 3, Target: 0}
	}}
	refused := func(t *testing.T) *gunfight.Fight {
		s := gunfight.StandardDuel()
		s.Shooters[1].Decider = bad
		f, err := gunfight.NewFight(s, dice.NewSource(31))
		if err != nil {
			t.Fatal(err)
		}
		var ae *gunfight.ActionError
		if err := f.Step(); !errors.As(err, &ae) || ae.Rule != "GU-3" || ae.Who != "Tutt" {
			t.Fatalf("%v, want Tutt's fire refused by GU-3", err)
		}
		before, _ := json.Marshal(f.State())
		if err := f.Step(); !errors.Is(err, gunfight.ErrAction) {
			t.Fatalf("asked again: %v", err)
		}
		if after, _ := json.Marshal(f.State()); !bytes.Equal(before, after) || len(f.Events()) != 0 {
			t.Fatalf("a refused declaration changed the fight")
		}
		return f
	}
	t.Run("GU-3 Decide answers for the refused tactic", func(t *testing.T) {
		f := refused(t)
		if err := f.Decide(1, gunfight.Action{Kind: gunfight.Draw}); err != nil {
			t.Fatal(err)
		}
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		if e := f.Events(); len(e) != 2 || e[1].Who != "Tutt" || e[1].Act != gunfight.Draw {
			t.Errorf("events %v", e)
		}
	})
	t.Run("GU-3 a tactic handed the refused declaration answers it", func(t *testing.T) {
		f := refused(t)
		quick := gunfight.QuickDraw
		if err := f.SetDecider(1, quick); err != nil {
			t.Fatal(err)
		}
		o, err := f.Run()
		if err != nil {
			t.Fatal(err)
		}
		want, _ := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(31))
		w, _ := want.Run()
		if o.Reason != w.Reason || o.Ended != w.Ended || o.Winner != w.Winner {
			t.Errorf("outcome %+v, want the quick draw's %+v", o, w)
		}
	})
}
