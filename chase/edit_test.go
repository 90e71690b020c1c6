package chase

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
		repl = rapid.SampledFrom([]string{"", x + "x", "red", "Short", "chase", "race", "riding", "dead"}).Draw(t, "string")
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
	// For any save of a real chase or race and any single edit of its JSON,
	// loading refuses it with ErrState, or gives one that plays to the end
	// and saves again.
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		stop := rapid.IntRange(0, 8).Draw(t, "stop")
		race := rapid.Bool().Draw(t, "race")
		var data []byte
		var err error
		if race {
			rc := seededRace(t, seed)
			for rc.Turns() < stop && !rc.Over() {
				if err := rc.Turn(raceStrats...); err != nil {
					t.Fatal(err)
				}
			}
			data, err = json.Marshal(rc)
		} else {
			c, _ := seededChase(t, seed)
			for c.Turns() < stop && !c.Over() {
				if err := c.Turn(chaseStrats...); err != nil {
					t.Fatal(err)
				}
			}
			data, err = json.Marshal(c)
		}
		if err != nil {
			t.Fatal(err)
		}
		bad := editJSON(t, data)
		if race {
			rc, err := LoadRace(bad, nil)
			if err != nil {
				if !errors.Is(err, ErrState) {
					t.Fatalf("refused without ErrState: %v", err)
				}
				return
			}
			strats := make([]Strategy, len(rc.Riders()))
			for i := range strats {
				strats[i] = Canny{}
			}
			if _, err := rc.Run(strats...); err != nil {
				t.Fatalf("the edited race does not play: %v\n%s", err, bad)
			}
			if _, err := json.Marshal(rc); err != nil {
				t.Fatalf("the edited race does not save: %v\n%s", err, bad)
			}
			return
		}
		c, err := LoadChase(bad, nil)
		if err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("refused without ErrState: %v", err)
			}
			return
		}
		strats := make([]Strategy, len(c.Riders()))
		for i := range strats {
			strats[i] = Canny{}
		}
		if _, err := c.Run(strats...); err != nil {
			t.Fatalf("the edited chase does not play: %v\n%s", err, bad)
		}
		if _, err := json.Marshal(c); err != nil {
			t.Fatalf("the edited chase does not save: %v\n%s", err, bad)
		}
	})
}
