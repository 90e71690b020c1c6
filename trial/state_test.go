package trial

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
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
	cfg := stateConfig()
	cfg.Prosecution.Decider, cfg.Defence.Decider = Greedy{}, Greedy{Attempts: 3}
	tr, err := New(cfg, dice.NewSource(7))
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
		if tr.phase == PhaseOver {
			return out
		}
		if err := tr.Step(); err != nil {
			t.Fatal(err)
		}
	}
}

// eveOfDeliberation is savedStates' save after the closing arguments,
// before the jury retires: the trial's journal, every decision a counsel's
// answer in the text a player types, each side's counsel by name in its
// skills, and where it stands.
const eveOfDeliberation = `{"version":8,` +
	`"setup":{"case":"Solid and Credible","judge":{"temperament":"Harsh"},"defendant":10,"evidence":{"prosecution":4,"defence":2},` +
	`"prosecution":{"oratory":45,"law":60,"decider":{"name":"greedy"}},` +
	`"defence":{"oratory":70,"trade":50,"decider":{"name":"greedy","params":{"attempts":3}}}},` +
	`"dice":"cGNnOmPL4eRZMg3XBEw81/Q8Zhw=",` +
	`"journal":[{"who":0,"do":"tamper none"},{"who":1,"do":"tamper bribe B, A, E"},` +
	`{"who":0,"do":"opening Average"},{"who":1,"do":"opening Average"},{"who":0,"do":"law Easy"},` +
	`{"who":0,"do":"spend E to 6, A to 6, D to 6, C to 6, H to 6, I to 6, J to 6, L to 6"},{"who":0,"do":"spend none"}],` +
	`"at":{"phase":"deliberation"},"atDice":"cGNnOkB7QHvWLZooXs8jSRJ7u04="}`

func TestStateRoundTrip(t *testing.T) {
	states := savedStates(t)
	if got := string(states[6]); got != eveOfDeliberation {
		t.Errorf("the save on the eve of deliberation:\n%s\nwant\n%s", got, eveOfDeliberation)
	}
	for i, b := range states {
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
	if _, err := tr.Run(); err != nil {
		t.Fatal(err)
	}
	if err := tr.TakeBack(0); !errors.Is(err, ErrRand) {
		t.Errorf("TakeBack(0) with dice that cannot be saved: %v, want ErrRand", err)
	}
}

func TestStateVersions(t *testing.T) {
	// Only the present format (version 8, the journal with the counsel and
	// the condition in the sides' skills) loads.
	for _, v := range []string{"1", "2", "3", "4", "5", "6", "7", "9"} {
		old := strings.Replace(eveOfDeliberation, `"version":8`, `"version":`+v, 1)
		if _, err := Resume([]byte(old)); !errors.Is(err, ErrState) || !strings.Contains(err.Error(), "version "+v) {
			t.Errorf("version %s: %v, want ErrState naming it", v, err)
		}
	}
}

func TestStateBad(t *testing.T) {
	// Each edit makes a save play could not produce: it is refused with
	// ErrState (and the cause), and the error says what is wrong — for a
	// journal that does not replay, the entry.
	for _, tc := range []struct {
		name, from, to string
		cause          error
		says           string
	}{
		{"an unknown field", `"at":`, `"phase":"deliberation","at":`, nil, "unknown field"},
		{"an unknown field in the config", `"defendant":`, `"sheriff":1,"defendant":`, nil, "unknown field"},
		{"dice that are no dice", `"dice":"`, `"dice":"AAAA`, dice.ErrSourceState, "dice"},
		{"a bad Config", `"case":"Solid and Credible"`, `"case":"Airtight"`, ErrCase, "Airtight"},
		{"an unknown counsel", `{"name":"greedy"}`, `{"name":"shyster"}`, encounter.ErrUnknownDecider, "shyster"},
		{"a choice the rules refuse at its turn", `"do":"opening Average"`, `"do":"opening Heroic"`, dice.ErrDifficulty, `entry 2 (seat 0: "opening Heroic")`},
		{"a choice of another kind", `"do":"law Easy"`, `"do":"spend none"`, ErrCounsel, `entry 4`},
		{"a juror moved twice at once", `"do":"spend none"`, `"do":"spend A to 5, A to 4"`, ErrMove, `entry 6`},
		{"a choice that is no choice", `"do":"law Easy"`, `"do":"law"`, ErrName, `entry 4`},
		{"a decision of the seat not asked", `{"who":0,"do":"opening Average"}`, `{"who":1,"do":"opening Average"}`, journal.ErrReplay, `entry 2 (seat 1: "opening Average"): seat 0 is asked`},
		{"a decision missing", `{"who":0,"do":"law Easy"},`, ``, journal.ErrReplay, `entry 4`},
		{"a decision past the point reached", `"do":"spend none"}]`, `"do":"spend none"},{"who":0,"do":"spend none"}]`, journal.ErrReplay, `entry 7`},
		{"another point", `"at":{"phase":"deliberation"}`, `"at":{"phase":"deliberation","day":1}`, journal.ErrReplay, "the save says"},
		{"the dice elsewhere", `"atDice":"cGNnOkB7`, `"atDice":"cGNnOkB8`, journal.ErrReplay, "dice"},
		{"a seat off the two", `{"who":1,"do":"opening Average"}`, `{"who":2,"do":"opening Average"}`, nil, "seat 2"},
		{"a move of the dice made by nobody", `{"who":0,"do":"spend none"}`, `{"who":-1,"dice":"cGNnOkB7QHvWLZooXs8jSRJ7u04="}`, nil, "a point (at)"},
	} {
		t.Run("refuses "+tc.name, func(t *testing.T) {
			s := strings.Replace(eveOfDeliberation, tc.from, tc.to, 1)
			if s == eveOfDeliberation {
				t.Fatalf("%q is not in the save", tc.from)
			}
			tr, err := Resume([]byte(s))
			if !errors.Is(err, ErrState) || (tc.cause != nil && !errors.Is(err, tc.cause)) || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("err = %v, want ErrState and %v saying %q", err, tc.cause, tc.says)
			}
			if tr != nil {
				t.Error("a refused save was loaded")
			}
		})
	}
}
