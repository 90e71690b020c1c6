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
		if err := tr.stepWith(Greedy{}, Greedy{Attempts: 3}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestStateRoundTrip(t *testing.T) {
	for i, b := range savedStates(t) {
		tr, err := Resume(b)
		if err != nil {
			t.Fatalf("state %d: %v\n%s", i, err, b)
		}
		again, err := json.Marshal(tr)
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
	if _, err := json.Marshal(tr); !errors.Is(err, ErrRand) {
		t.Errorf("err = %v, want ErrRand", err)
	}
}

func TestStateVersions(t *testing.T) {
	// Only the present format (version 5, TRD-5's rule, with the counsel
	// and the events' header) loads.
	mid := string(savedStates(t)[6])
	for _, v := range []string{"1", "2", "3", "4", "6"} {
		old := strings.Replace(mid, `"version":5`, `"version":`+v, 1)
		if _, err := Resume([]byte(old)); !errors.Is(err, ErrState) {
			t.Errorf("version %s: %v, want ErrState", v, err)
		}
	}
}

func TestStateBad(t *testing.T) {
	states := savedStates(t)
	mid := string(states[6]) // after closing arguments, before deliberation
	for _, tc := range []struct {
		name, from, to string
		want           error
	}{
		{"version", `"version":5`, `"version":6`, ErrState},
		{"dice", `"dice":"`, `"dice":"AAAA`, ErrRand},
		{"phase", `"phase":"deliberation"`, `"phase":"recess"`, ErrName},
		{"verdict before the end", `"verdict":"pending"`, `"verdict":"guilty"`, ErrState},
		{"day before deliberation", `"phase":"deliberation"`, `"phase":"evidence","day":2`, ErrState},
		{"position 7", `"position":6`, `"position":7`, ErrJury},
		{"a wise Illogical juror", `"personality":"Illogical"`, `"personality":"Perceptive"`, ErrJury},
		{"rating 9", `"evidence":{"prosecution":4`, `"evidence":{"prosecution":9`, ErrRating},
		{"weeks 9", `"weeks":`, `"weeks":9,"x":`, ErrState},
		{"an event's juror", `"kind":"seated","whom":"B","phase":"jury","juror":1`, `"kind":"seated","whom":"B","phase":"jury","juror":13`, ErrState},
		{"an event's juror by letter", `"kind":"seated","whom":"B"`, `"kind":"seated","whom":"C"`, ErrState},
		{"an event's side by name", `"who":"defence"`, `"who":"prosecution"`, ErrState},
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
			tr, err := Resume([]byte(s))
			if !errors.Is(err, tc.want) {
				t.Errorf("err = %v, want %v", err, tc.want)
			}
			if tr != nil {
				t.Error("a refused state was loaded")
			}
		})
	}
}
