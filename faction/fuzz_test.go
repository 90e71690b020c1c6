package faction

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func FuzzLoadTown(f *testing.F) {
	def, err := json.Marshal(DefaultTown())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(def)
	f.Add([]byte(redRock))
	f.Add([]byte(`{"name": "X", "factions": [{"id": "a", "name": "A", "colour": "red", "members": [{"ranks": "A-K", "name": "m"}]}], "happenings": ["h"]}`))
	f.Add([]byte(`{"name": "X", "decay": {"every": 1, "chips": 1000, "floorPercent": 100}, "factions": [{"id": "a", "name": "a", "colour": "c", "suit": "♦", "buzz": "2d6p+1", "behaviours": [{"at": 1, "step": "act"}], "members": [{"ranks": "A-6", "name": "x"}, {"ranks": "7-K", "name": "y"}]}], "locations": [{"name": "l", "factions": ["A"]}], "happenings": ["h"]}`))
	f.Add([]byte(`{"factions": null}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		town, err := LoadTown(data)
		if err != nil {
			if !errors.Is(err, ErrTown) {
				t.Fatalf("error %v is no ErrTown", err)
			}
			return
		}
		l, err := NewLedger(town, dice.NewSource(1))
		if err != nil {
			t.Fatalf("a loaded town opens no ledger: %v", err)
		}
		if _, err := l.Buzz(Arrival{Character: "Jake", Bonus: 1}); err != nil {
			t.Fatal(err)
		}
		for _, f := range town.Factions {
			if _, err := l.Award(seen("Jake", "won a brawl"), f.ID, 5); err != nil {
				t.Fatal(err)
			}
			if _, err := l.WhoActs(f.Name, "Jake"); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := l.Advance(30); err != nil {
			t.Fatal(err)
		}
		for _, ev := range l.Evaluate() {
			_ = ev.String()
		}
		for _, loc := range town.Locations {
			for range 3 {
				ev, err := l.Encounter(loc.Name, "Jake")
				if err != nil {
					t.Fatal(err)
				}
				_ = ev.String()
			}
		}
		again, err := json.Marshal(town)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := LoadTown(again); err != nil {
			t.Fatalf("a loaded town does not load again: %v\n%s", err, again)
		}
		state, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		var back Ledger
		if err := json.Unmarshal(state, &back); err != nil {
			t.Fatalf("a saved ledger does not load: %v\n%s", err, state)
		}
	})
}

func FuzzLedgerJSON(f *testing.F) {
	for stop := range []int{0, 2, 5, len(townWeek)} {
		l := newLedger(f, dice.NewSource(uint64(stop)))
		run(f, l, 0, stop)
		data, err := json.Marshal(l)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	small, err := LoadTown([]byte(redRock))
	if err != nil {
		f.Fatal(err)
	}
	l, err := NewLedger(small, dice.NewSource(9))
	if err != nil {
		f.Fatal(err)
	}
	arrive(f, l, "Jake", map[string]int{"miners": 2})
	award(f, l, seen("Jake", "won"), "company", 1)
	data, err := json.Marshal(l)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"version": 1}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var l Ledger
		if err := l.UnmarshalJSON(data); err != nil {
			if !errors.Is(err, ErrState) && !errors.Is(err, ErrTown) {
				t.Fatalf("error %v is no ErrState or ErrTown", err)
			}
			return
		}
		chars := l.Characters()
		if _, err := l.Advance(8); err != nil && !errors.Is(err, ErrDays) {
			t.Fatal(err)
		}
		for _, ev := range l.Evaluate() {
			_ = ev.String()
		}
		town := l.Town()
		if len(town.Locations) > 0 {
			if _, err := l.Encounter(town.Locations[0].Name, chars...); err != nil && !errors.Is(err, ErrCard) {
				t.Fatal(err)
			}
		}
		who := ""
		if len(chars) > 0 {
			who = chars[0]
			if _, err := l.Award(seen(who, "won"), town.Factions[0].ID, 1); err != nil && !errors.Is(err, ErrChips) && !errors.Is(err, ErrPrivate) {
				t.Fatal(err)
			}
		}
		if _, err := l.WhoActs(town.Factions[0].ID, who); err != nil && !errors.Is(err, ErrCard) {
			t.Fatal(err)
		}
		if _, err := l.Buzz(Arrival{Character: "Newcomer " + strings.Repeat("x", len(chars))}); err != nil && !errors.Is(err, ErrCharacter) {
			t.Fatal(err)
		}
		again, err := json.Marshal(&l)
		if err != nil {
			t.Fatal(err)
		}
		var back Ledger
		if err := json.Unmarshal(again, &back); err != nil {
			t.Fatalf("a resumed ledger does not save and load: %v\n%s", err, again)
		}
	})
}
