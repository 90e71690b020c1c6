package trial

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func stateConfig() Config {
	return Config{
		Case: Solid, Judge: Judge{Temperament: Harsh}, Defendant: 10,
		Evidence:    Ratings{4, 2},
		Prosecution: Skills{Oratory: 45, Law: 60},
		Defence:     Skills{Oratory: 70, Trade: 50},
	}
}

// savedStates returns the JSON of one trial after each of its steps.
func savedStates(t testing.TB) [][]byte {
	tr, err := New(stateConfig(), dice.NewSource(7))
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for {
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
		if tr.Phase() == PhaseOver {
			return out
		}
		if err := tr.Step(Greedy{}, Greedy{Attempts: 3}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestStateRoundTrip(t *testing.T) {
	for i, b := range savedStates(t) {
		var tr Trial
		if err := json.Unmarshal(b, &tr); err != nil {
			t.Fatalf("state %d: %v\n%s", i, err, b)
		}
		again, err := json.Marshal(&tr)
		if err != nil {
			t.Fatal(err)
		}
		if string(again) != string(b) {
			t.Errorf("state %d changed in a round trip:\n%s\n%s", i, b, again)
		}
	}
}

func TestStateUnsavableDice(t *testing.T) {
	tr, err := New(stateConfig(), rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := json.Marshal(tr); !errors.Is(err, ErrState) {
		t.Errorf("err = %v, want ErrState", err)
	}
}

func TestStateVersion1(t *testing.T) {
	// A version 1 save (no Reputation modifiers) loads and plays; one that
	// claims a Reputation modifier is refused.
	mid := string(savedStates(t)[6])
	v1 := strings.Replace(mid, `"version":2`, `"version":1`, 1)
	var tr Trial
	if err := json.Unmarshal([]byte(v1), &tr); err != nil {
		t.Fatalf("version 1: %v", err)
	}
	lie := strings.Replace(v1, `"prosecution":{`, `"prosecution":{"dieMod":1,`, 1)
	if lie == v1 {
		t.Fatal("no prosecution skills in the save")
	}
	if err := json.Unmarshal([]byte(lie), &tr); !errors.Is(err, ErrState) {
		t.Errorf("version 1 with a Reputation modifier: %v, want ErrState", err)
	}
}

func TestStateBad(t *testing.T) {
	states := savedStates(t)
	mid := string(states[6]) // after closing arguments, before deliberation
	for _, tc := range []struct {
		name, from, to string
		want           error
	}{
		{"version", `"version":2`, `"version":3`, ErrState},
		{"dice", `"dice":"`, `"dice":"AAAA`, ErrState},
		{"phase", `"phase":"deliberation"`, `"phase":"recess"`, ErrName},
		{"verdict before the end", `"verdict":"pending"`, `"verdict":"guilty"`, ErrState},
		{"day before deliberation", `"phase":"deliberation"`, `"phase":"evidence","day":2`, ErrState},
		{"position 7", `"position":6`, `"position":7`, ErrJury},
		{"a wise Illogical juror", `"personality":"Illogical"`, `"personality":"Perceptive"`, ErrJury},
		{"rating 9", `"evidence":{"prosecution":4`, `"evidence":{"prosecution":9`, ErrRating},
		{"weeks 9", `"weeks":`, `"weeks":9,"x":`, ErrState},
		{"an event's juror", `"kind":"seated","phase":"jury","juror":1`, `"kind":"seated","phase":"jury","juror":13`, ErrState},
		{"an event's kind", `"kind":"seated"`, `"kind":"duel"`, ErrName},
		{"no board", `"board":`, `"oldBoard":`, ErrState},
		{"an unknown field", `"phase":"deliberation"`, `"phase":"deliberation","bailiff":"Joe"`, ErrState},
		{"an unknown field in the config", `"defendant":`, `"sheriff":1,"defendant":`, ErrState},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := strings.Replace(mid, tc.from, tc.to, 1)
			if s == mid {
				t.Fatalf("%q is not in the state:\n%s", tc.from, mid)
			}
			var tr Trial
			if err := json.Unmarshal([]byte(s), &tr); !errors.Is(err, tc.want) {
				t.Errorf("err = %v, want %v", err, tc.want)
			}
			if tr.r != nil {
				t.Error("a refused state was loaded")
			}
		})
	}
}
