package chase

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

func TestRiderDecider(t *testing.T) {
	t.Run("CS-2 a rider's JSON names his decider; New finds it", func(t *testing.T) {
		for _, tc := range []struct {
			d    Strategy
			json string // the "decider" member, "" for none
		}{
			{nil, ""},
			{Person, `"decider":{"name":"person"}`},
			{Canny{}, `"decider":{"name":"canny"}`},
			{Steady{Red: 4}, `"decider":{"name":"steady","params":{"Red":4}}`},
			{Patience{Strategy: AllOut{}, Turns: 9}, `"decider":{"name":"patience","params":{"strategy":{"name":"all-out"},"turns":9}}`},
			{custom{version: "2"}, `"decider":{"name":"custom","version":"2"}`},
		} {
			r := rider("Dill", 50, calm())
			r.Decider = tc.d
			data, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			if (tc.json == "") == strings.Contains(string(data), `"decider"`) || !strings.HasSuffix(string(data), tc.json+"}") {
				t.Errorf("%#v: %s, want it to end with %s", tc.d, data, tc.json)
			}
			var back Rider
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			if _, ok := tc.d.(custom); !ok && back.Decider != tc.d {
				t.Errorf("%s read back: decider %#v, want %#v", data, back.Decider, tc.d)
			}
			again, _ := json.Marshal(back)
			if string(again) != string(data) {
				t.Errorf("%#v: read back, %s; want %s", tc.d, again, data)
			}
			c, err := New(Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{back}}, dice.NewSource(1), custom{version: "1"}, custom{version: "2"})
			if err != nil {
				t.Fatal(err)
			}
			want := tc.d
			if want == nil {
				want = Canny{} // the default
			}
			if got := c.State().Deciders[1]; got != want {
				t.Errorf("%s: New found %#v, want %#v", data, got, want)
			}
		}
	})

	t.Run("a decider no one has, or none can save, is an error", func(t *testing.T) {
		r := rider("Dill", 50, calm())
		r.Decider = custom{version: "3"}
		data, _ := json.Marshal(r)
		var back Rider
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		_, err := New(Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{back}}, dice.NewSource(1), custom{version: "2"})
		if !errors.Is(err, ErrStrategy) || !errors.Is(err, encounter.ErrUnknownDecider) || !strings.Contains(err.Error(), `"person", "all-out", "canny", "steady" or "patience"`) {
			t.Errorf("a custom decider not given: %v", err)
		}
		r.Decider = betFunc(func(*View) Bet { return Bet{} })
		if _, err := json.Marshal(r); !errors.Is(err, ErrStrategy) {
			t.Errorf("a decider without a name saved: %v", err)
		}
		if err := json.Unmarshal([]byte(`{"name":"Dill","riding":50,"decider":"canny"}`), &back); !errors.Is(err, ErrSetup) {
			t.Errorf("a decider that is no name read: %v", err)
		}
		for _, bad := range []string{`{"name":"canny","version":"1"}`, `{"name":"steady","params":{"Red":"x"}}`, `{"name":"person","params":{}}`} {
			if err := json.Unmarshal([]byte(`{"name":"Dill","riding":50,"decider":`+bad+`}`), &back); !errors.Is(err, ErrStrategy) {
				t.Errorf("decider %s read: %v, want ErrStrategy", bad, err)
			}
		}
	})

	t.Run("the engine's riders hold no decider: the Screen shows them", func(t *testing.T) {
		c := tableChase(t, Steady{Red: 4})
		st := c.State()
		for i, r := range st.Riders {
			if r.Decider != nil {
				t.Errorf("rider %d holds %#v", i, r.Decider)
			}
		}
		if st.Deciders[0] != Person || st.Deciders[1] != (Canny{}) || st.Deciders[2] != (Steady{Red: 4}) {
			t.Errorf("deciders %#v", st.Deciders)
		}
	})
}
