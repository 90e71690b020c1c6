package gunfight_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"sort"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"pgregory.net/rapid"
)

// jsonNode is a place in a decoded JSON document: its parent and key (a
// string for an object, an int for an array); the root has no parent.
type jsonNode struct {
	parent any
	key    any
	value  any
}

// jsonNodes lists every node of a document decoded with UseNumber, in a
// fixed order.
func jsonNodes(v any) []jsonNode {
	out := []jsonNode{{value: v}}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				out = append(out, jsonNode{x, k, x[k]})
				walk(x[k])
			}
		case []any:
			for i, e := range x {
				out = append(out, jsonNode{x, i, e})
				walk(e)
			}
		}
	}
	walk(v)
	return out
}

// numbers are the replacements a number may get: edges of every integer
// type the save holds, and its neighbours.
var numbers = []string{"0", "-1", "1", "2", "3", "6", "7", "100", "1000", "65535", "2147483647", "4294967295",
	"9007199254740993", "9223372036854775807", "18446744073709551615", "-9223372036854775808", "1.5", "1e300"}

// editJSON applies one edit, drawn by t, to the document at node n and
// returns the root (which the edit may replace).
func editJSON(t *rapid.T, root any, n jsonNode) any {
	var repl any
	drop := false
	switch x := n.value.(type) {
	case json.Number:
		switch rapid.IntRange(0, 2).Draw(t, "numberEdit") {
		case 0:
			repl = json.Number(rapid.SampledFrom(numbers).Draw(t, "number"))
		case 1:
			i, _ := x.Int64()
			repl = json.Number(json.Number(itoa(i + int64(rapid.IntRange(-3, 3).Draw(t, "delta")))))
		default:
			repl = "x"
		}
	case bool:
		repl = !x
	case string:
		repl = rapid.SampledFrom([]any{"", "x", "Hickok", "Tutt", "quick-draw", "shot", "fire", json.Number("1"), nil}).Draw(t, "string")
	case nil:
		repl = rapid.SampledFrom([]any{json.Number("0"), map[string]any{}, []any{}, "x"}).Draw(t, "null")
	case map[string]any:
		switch rapid.IntRange(0, 2).Draw(t, "objectEdit") {
		case 0:
			x["zz"] = json.Number("1")
			return root
		case 1:
			repl = map[string]any{}
		default:
			repl = []any{}
		}
	case []any:
		switch rapid.IntRange(0, 3).Draw(t, "arrayEdit") {
		case 0:
			repl = []any{}
		case 1:
			if len(x) > 0 {
				repl = append(x[:len(x):len(x)], x[len(x)-1])
			} else {
				repl = append(x, map[string]any{})
			}
		case 2:
			repl = append(x[:len(x):len(x)], map[string]any{})
		default:
			repl = nil
		}
	}
	if rapid.IntRange(0, 9).Draw(t, "delete") == 0 {
		drop = true
	}
	switch p := n.parent.(type) {
	case nil:
		return repl
	case map[string]any:
		if drop {
			delete(p, n.key.(string))
		} else {
			p[n.key.(string)] = repl
		}
	case []any:
		p[n.key.(int)] = repl
	}
	return root
}

func itoa(i int64) string {
	b, _ := json.Marshal(i)
	return string(b)
}

// TestPropResumeEdited: for any save of a real game and any single edit of
// its JSON, Resume either refuses it with ErrState or gives a fight that
// plays to the end and saves again without error.
func TestPropResumeEdited(t *testing.T) {
	all := setups()
	rapid.Check(t, func(t *rapid.T) {
		s := all[rapid.IntRange(0, len(all)-1).Draw(t, "setup")]
		seed := rapid.Uint64().Draw(t, "seed")
		stop := gunfight.Count(rapid.IntRange(0, 120).Draw(t, "stop"))
		dec := json.NewDecoder(bytes.NewReader(savedAt(t, s, seed, stop)))
		dec.UseNumber()
		var doc any
		if err := dec.Decode(&doc); err != nil {
			t.Fatal(err)
		}
		nodes := jsonNodes(doc)
		n := nodes[rapid.IntRange(0, len(nodes)-1).Draw(t, "node")]
		doc = editJSON(t, doc, n)
		edited, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		g, err := gunfight.Resume(edited)
		if err != nil {
			if !errors.Is(err, gunfight.ErrState) {
				t.Fatalf("Resume: %v, not ErrState", err)
			}
			return
		}
		if _, err := g.Run(); err != nil {
			t.Fatalf("the edited save (%v at %v) resumes but does not play: %v\n%s", n.key, n.value, err, edited)
		}
		again, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("the edited save (%v at %v) plays but does not save: %v", n.key, n.value, err)
		}
		if _, err := gunfight.Resume(again); err != nil {
			t.Fatalf("the edited save (%v at %v) plays, but its own save does not resume: %v", n.key, n.value, err)
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
	s.Custom = []gunfight.Tactic{gunfight.TacticFunc{Label: "reloader", Func: func(v *gunfight.View) gunfight.Action {
		if v.Weapon(0).Loaded == 0 {
			return gunfight.Action{Kind: gunfight.Reload, Weapon: 0, Rounds: 6}
		}
		return gunfight.Action{Kind: gunfight.Done}
	}}}
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
