package trial

import (
	"encoding/json"
	"errors"
	"testing"

	"pgregory.net/rapid"
)

// nodes lists the addresses of every value in a decoded JSON document, the
// root first: each address is the path of object keys and array indexes.
func nodes(v any, path []any, out *[][]any) {
	*out = append(*out, append([]any(nil), path...))
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			nodes(c, append(path, k), out)
		}
	case []any:
		for i, c := range x {
			nodes(c, append(path, i), out)
		}
	}
}

// editJSON makes one drawn edit to one drawn value of doc: a number
// changed (0, ±1 off, negated, doubled, huge), a string changed or emptied,
// a bool flipped, a value replaced by null or another type, an object field
// deleted or an array element dropped or repeated.
func editJSON(t *rapid.T, data []byte) []byte {
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var all [][]any
	nodes(doc, nil, &all)
	path := all[rapid.IntRange(0, len(all)-1).Draw(t, "node")]
	get := func(p []any) any {
		v := doc
		for _, s := range p {
			switch k := s.(type) {
			case string:
				v = v.(map[string]any)[k]
			case int:
				v = v.([]any)[k]
			}
		}
		return v
	}
	old := get(path)
	var repl any
	del := false
	switch x := old.(type) {
	case float64:
		repl = rapid.SampledFrom([]float64{0, x + 1, x - 1, -x, 2 * x, 1 << 31, 1e6, -1}).Draw(t, "number")
	case string:
		repl = rapid.SampledFrom([]string{"", x + "x", "guilty", "defence", "Harsh", "deliberation", "Illogical", "Average"}).Draw(t, "string")
	case bool:
		repl = !x
	case []any:
		switch rapid.IntRange(0, 2).Draw(t, "array edit") {
		case 0:
			repl = []any{}
		case 1:
			if len(x) > 0 {
				repl = x[:len(x)-1]
			} else {
				repl = []any{1}
			}
		default:
			if len(x) > 0 {
				repl = append(append([]any(nil), x...), x[0])
			} else {
				repl = nil
			}
		}
	default:
		repl = nil
	}
	if len(path) > 0 && rapid.IntRange(0, 5).Draw(t, "delete?") == 0 {
		del = true
	}
	if len(path) == 0 {
		doc = repl
	} else {
		parent := get(path[:len(path)-1])
		switch k := path[len(path)-1].(type) {
		case string:
			if del {
				delete(parent.(map[string]any), k)
			} else {
				parent.(map[string]any)[k] = repl
			}
		case int:
			parent.([]any)[k] = repl
		}
	}
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestPropEditedSave(t *testing.T) {
	// For any save of a real trial and any single edit of its JSON, loading
	// refuses it with a sentinel, or gives a trial that plays to its verdict
	// and saves again.
	rapid.Check(t, func(t *rapid.T) {
		cfg := stateConfig()
		cfg.Prosecution.DieMod = rapid.IntRange(-1, 1).Draw(t, "dieMod")
		tr, err := New(cfg, newSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 9).Draw(t, "steps") {
			if tr.Phase() == PhaseOver {
				break
			}
			if err := tr.Step(Greedy{Attempts: 2}, Cautious{}); err != nil {
				t.Fatal(err)
			}
		}
		data, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		bad := editJSON(t, data)
		var got Trial
		if err := json.Unmarshal(bad, &got); err != nil {
			if !sentinel(err) {
				t.Fatalf("refused without a sentinel: %v", err)
			}
			return
		}
		_, err = got.Run(Greedy{Attempts: 2}, Cautious{})
		if errors.Is(err, ErrRating) {
			if err = got.SetEvidence(Ratings{3, 4}); err == nil {
				_, err = got.Run(Greedy{Attempts: 2}, Cautious{})
			}
		}
		if err != nil {
			t.Fatalf("the edited trial does not play: %v\n%s", err, bad)
		}
		if _, err := json.Marshal(&got); err != nil {
			t.Fatalf("the edited trial does not save: %v\n%s", err, bad)
		}
	})
}
