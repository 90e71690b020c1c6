package gunfight_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/jsonedit"
	"pgregory.net/rapid"
)

// TestPropResumeEdited: for any save of a real game and any single edit of
// its JSON, Resume either refuses it with ErrState or gives a fight that
// plays to the end and saves again without error.
func TestPropResumeEdited(t *testing.T) {
	all := setups()
	rapid.Check(t, func(t *rapid.T) {
		s := all[rapid.IntRange(0, len(all)-1).Draw(t, "setup")]
		seed := rapid.Uint64().Draw(t, "seed")
		stop := gunfight.Count(rapid.IntRange(0, 120).Draw(t, "stop"))
		edited, what := jsonedit.Draw(t, savedAt(t, s, seed, stop))
		g, err := gunfight.Resume(edited)
		if err != nil {
			if !errors.Is(err, gunfight.ErrState) {
				t.Fatalf("Resume: %v, not ErrState", err)
			}
			return
		}
		if _, err := g.Run(); err != nil {
			t.Fatalf("the edited save (%s) resumes but does not play: %v\n%s", what, err, edited)
		}
		again, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("the edited save (%s) plays but does not save: %v", what, err)
		}
		if _, err := gunfight.Resume(again); err != nil {
			t.Fatalf("the edited save (%s) plays, but its own save does not resume: %v", what, err)
		}
	})
}

// setPath sets (or, with del, deletes) the value at a path of keys and
// indexes in a document decoded with UseNumber.
func setPath(doc any, path []any, v any, del bool) {
	for _, k := range path[:len(path)-1] {
		switch x := doc.(type) {
		case map[string]any:
			doc = x[k.(string)]
		case []any:
			doc = x[k.(int)]
		}
	}
	switch x := doc.(type) {
	case map[string]any:
		if del {
			delete(x, path[len(path)-1].(string))
		} else {
			x[path[len(path)-1].(string)] = v
		}
	case []any:
		x[path[len(path)-1].(int)] = v
	}
}

// overDeck returns the save of a fight with a deck, played to its end.
func overDeck() []byte {
	s := gunfight.StandardDuel()
	s.Cards = gunfight.DeckCards
	g, _ := gunfight.NewFight(s, dice.NewSource(1))
	g.Run()
	b, _ := json.Marshal(g)
	return b
}

// TestResumeRefuses: saves that cannot arise from play are refused with
// ErrState.
func TestResumeRefuses(t *testing.T) {
	// A fight with a reload under way: Hickok's Colt holds one round and
	// he loads from his pocket of six.
	s := gunfight.StandardDuel()
	s.Shooters[0].Weapons[0].Loaded, s.Shooters[0].Weapons[0].Pocket = 0, 6
	s.Shooters[0].Weapons[0].Drawn = true
	s.Shooters[0].Tactic = "reloader"
	s.Custom = []gunfight.Tactic{versionedFunc{gunfight.TacticFunc{Label: "reloader", Func: func(v *gunfight.View) gunfight.Action {
		if v.Weapon(0).Loaded == 0 {
			return gunfight.Action{Kind: gunfight.Reload, Weapon: 0, Rounds: 6}
		}
		return gunfight.Action{Kind: gunfight.Done}
	}}, "1"}}
	f, err := gunfight.NewFight(s, dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RunUntil(10); err != nil {
		t.Fatal(err)
	}
	save, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := gunfight.Resume(save, s.Custom...); err != nil {
		t.Fatalf("the save itself: %v", err)
	}
	if !bytes.Contains(save, []byte(`"act":{"kind":"reload","rounds":6}`)) || !bytes.Contains(save, []byte(`"busy":true`)) {
		t.Fatalf("no reload under way at count 10:\n%s", save)
	}
	over := func() []byte {
		g, _ := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(1))
		g.Run()
		b, _ := json.Marshal(g)
		return b
	}()
	cases := []struct {
		name string
		save []byte
		path []any
		v    any
		del  bool
	}{
		{"a reload of 100 rounds into a six-shooter", save, []any{"men", 0, "state", "act", "rounds"}, json.Number("100"), false},
		{"a reload of more rounds than he has", save, []any{"men", 0, "state", "guns", 0, "pocket"}, json.Number("2"), false},
		{"more spare rounds than he brought", save, []any{"men", 1, "state", "guns", 0, "pocket"}, json.Number("6"), false},
		{"a zeroed event", save, []any{"events", 0}, map[string]any{}, false},
		{"an event of nobody", save, []any{"events", 0, "who"}, "Wild Bill", false},
		{"not started at count 10", save, []any{"started"}, false, false},
		{"over mid-fight with both men standing", save, []any{"over"}, true, false},
		{"not over after the fight ended", over, []any{"over"}, false, false},
		{"a sequence counter about to wrap", save, []any{"seq"}, json.Number("18446744073709551615"), false},
		{"an unknown field", save, []any{"zz"}, json.Number("1"), false},
		{"an unknown field in a man's state", save, []any{"men", 0, "state", "zz"}, json.Number("1"), false},
		{"an unknown field in an event", save, []any{"events", 0, "zz"}, json.Number("1"), false},
		{"an unknown field in a patient", save, []any{"men", 0, "patient", "zz"}, json.Number("1"), false},
		{"an unknown field in the deck", overDeck(), []any{"deck", "zz"}, json.Number("1"), false},
		{"a gun on another row", save, []any{"men", 0, "state", "guns", 0, "row"}, json.Number("1"), false},
		{"a man without his gun", save, []any{"men", 1, "state", "guns"}, []any{}, false},
	}
	for _, c := range cases {
		dec := json.NewDecoder(bytes.NewReader(c.save))
		dec.UseNumber()
		var doc any
		if err := dec.Decode(&doc); err != nil {
			t.Fatal(err)
		}
		setPath(doc, c.path, c.v, c.del)
		b, _ := json.Marshal(doc)
		if _, err := gunfight.Resume(b, s.Custom...); !errors.Is(err, gunfight.ErrState) {
			t.Errorf("%s: %v, want ErrState", c.name, err)
		}
	}
}

// versionedFunc is a TacticFunc with a version, so a fight playing it can
// be saved and resumed.
type versionedFunc struct {
	gunfight.TacticFunc
	version string
}

func (v versionedFunc) Version() string { return v.version }
