package faction

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// hamlet is the smallest town there is: one faction with one member, one
// place and one happening. The fuzz targets seed from it, so that the
// fuzzer's minimising of a new input — which takes time quadratic in its
// size — is quick.
const hamlet = `{"name": "Hamlet", "factions": [{"id": "law", "name": "the Law", "colour": "blue", "suit": "S", "buzz": "d4", "behaviours": [{"at": 2, "step": "watch"}], "members": [{"ranks": "A-K", "name": "the marshal"}]}], "locations": [{"name": "the store"}], "happenings": ["a storm"]}`

// hamletTown is the hamlet, loaded once.
var hamletTown = func() *Town {
	t, err := LoadTown([]byte(hamlet))
	if err != nil {
		panic(err)
	}
	return t
}()

// hamletLedger opens a ledger of the hamlet.
func hamletLedger(tb tb, seed uint64) *Ledger {
	tb.Helper()
	l, err := NewLedger(hamletTown, dice.NewSource(seed))
	if err != nil {
		tb.Fatal(err)
	}
	return l
}

// splitSave cuts a ledger's save in two: its own state, which the fuzzer
// changes, and the town and deck, which FuzzLedgerJSON adds back
// unchanged (their own targets fuzz them) so that the fuzzed input stays
// small.
func splitSave(tb tb, l *Ledger) (own []byte, townAndDeck string) {
	tb.Helper()
	data, err := json.Marshal(l)
	if err != nil {
		tb.Fatal(err)
	}
	var s map[string]json.RawMessage
	if err := json.Unmarshal(data, &s); err != nil {
		tb.Fatal(err)
	}
	townAndDeck = `"town":` + string(s["town"]) + `,"deck":` + string(s["deck"])
	delete(s, "town")
	delete(s, "deck")
	if own, err = json.Marshal(s); err != nil {
		tb.Fatal(err)
	}
	return own, townAndDeck
}

// joinSave adds the town and deck back into a fuzzed object: before its
// closing brace, after its own keys. Anything else is left as it is.
func joinSave(own []byte, townAndDeck string) []byte {
	own = bytes.TrimSpace(own)
	if len(own) < 2 || own[0] != '{' || own[len(own)-1] != '}' {
		return own
	}
	out := append([]byte(nil), own[:len(own)-1]...)
	if len(bytes.TrimSpace(own[1:len(own)-1])) > 0 {
		out = append(out, ',')
	}
	return append(append(out, townAndDeck...), '}')
}

func FuzzLoadTown(f *testing.F) {
	f.Add([]byte(hamlet))
	f.Add([]byte(`{"name": "X", "factions": [{"id": "a", "name": "A", "colour": "red", "members": [{"ranks": "A-K", "name": "m"}]}], "happenings": ["h"]}`))
	f.Add([]byte(`{"name": "X", "decay": {"every": 1, "chips": 1000, "floorPercent": 100}, "factions": [{"id": "a", "name": "a", "colour": "c", "suit": "♦", "buzz": "2d6p+1", "behaviours": [{"at": 1, "step": "act"}], "members": [{"ranks": "A-6", "name": "x"}, {"ranks": "7-K", "name": "y"}]}], "locations": [{"name": "l", "factions": ["A"]}], "happenings": ["h"]}`))
	f.Add([]byte(`{"name": "X", "factions": [{"id": "a", "name": "A", "colour": "red", "decay": {"every": 2, "chips": 1, "floor": 1}, "members": [{"ranks": "A-K", "name": "m"}]}, {"id": "b", "name": "B", "colour": "tan", "suit": "hearts", "members": [{"ranks": "A", "name": "n"}, {"ranks": "2-K", "name": "o"}]}], "locations": [{"name": "l", "factions": ["b"]}], "happenings": ["h", "i"]}`))
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
			ev, err := l.Encounter(loc.Name, "Jake")
			if err != nil {
				t.Fatal(err)
			}
			_ = ev.String()
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
	// The input is a save without its town and deck (see splitSave).
	var townAndDeck string
	for stop := range 3 {
		l := hamletLedger(f, 7)
		if stop > 0 {
			arrive(f, l, "Jake", nil)
		}
		if stop > 1 {
			award(f, l, seen("Jake", "won"), "law", 2)
			if _, err := l.Advance(9); err != nil {
				f.Fatal(err)
			}
			l.Evaluate()
		}
		var own []byte
		own, townAndDeck = splitSave(f, l)
		if err := new(Ledger).UnmarshalJSON(joinSave(own, townAndDeck)); err != nil {
			f.Fatalf("a seed does not load: %v", err)
		}
		f.Add(own)
	}
	f.Add([]byte(`{"version": 1}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var l Ledger
		if err := l.UnmarshalJSON(joinSave(data, townAndDeck)); err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("error %v is no ErrState", err)
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

// maxFuzzOps bounds the ledger calls of one FuzzLedgerMethods input.
const maxFuzzOps = 64

func FuzzLedgerMethods(f *testing.F) {
	// Each byte of ops is one call on a ledger of the hamlet, with the
	// fuzzed name, faction, place and number as its arguments (the byte's
	// high bits vary the name's case): whatever the calls, an error wraps
	// one of the package's sentinels, nothing panics, and the ledger saves
	// after (that what it saves loads is FuzzLedgerJSON's and the
	// properties' to prove: loading costs more than all the calls).
	f.Add([]byte{0, 1, 2, 3, 4, 5}, "Jake", "law", "the store", 3)
	f.Add([]byte{0, 8, 16, 1, 9, 6, 7, 2, 3}, "Sarah", "the Law", "the store", 40)
	f.Add([]byte{0, 1, 1, 1, 2, 3, 12, 13, 14, 15}, "Kid", "LAW", "The Store", 1000)
	f.Add([]byte{2, 3, 4, 5, 6, 7}, "", "railroad", "nowhere", -1)
	f.Fuzz(func(t *testing.T, ops []byte, name, faction, place string, n int) {
		l := hamletLedger(t, 1)
		if len(ops) > maxFuzzOps {
			ops = ops[:maxFuzzOps]
		}
		for _, op := range ops {
			who := name
			switch op >> 3 & 3 {
			case 1:
				who = strings.ToUpper(name)
			case 2:
				who = strings.ToLower(name)
			case 3:
				who = "Jake"
			}
			var evs []Event
			var err error
			switch op & 7 {
			case 0:
				evs, err = l.Buzz(Arrival{Character: who, Bonus: n % (MaxAward + 2)})
			case 1:
				var ev Event
				ev, err = l.Award(Deed{Character: who, What: "did something", Witnesses: []string{place}}, faction, n)
				evs = []Event{ev}
			case 2:
				evs, err = l.Advance(n)
			case 3:
				evs = l.Evaluate()
				_, err = l.Interest(faction, who)
			case 4:
				var ev Event
				ev, err = l.Encounter(place, who)
				evs = []Event{ev}
			case 5:
				var ev Event
				ev, err = l.WhoActs(faction, who)
				evs = []Event{ev}
			case 6:
				var ev Event
				ev, err = l.EncounterCard(dice.Card(n), place, who)
				evs = []Event{ev}
			case 7:
				var ev Event
				ev, err = l.WhoActsCard(dice.Card(n), faction, who)
				evs = []Event{ev}
			}
			if err != nil {
				if !sentinel(err) {
					t.Fatalf("op %d: error %v wraps no sentinel", op, err)
				}
				continue
			}
			for _, ev := range evs {
				_ = ev.String()
			}
		}
		if _, err := json.Marshal(l); err != nil {
			t.Fatal(err)
		}
	})
}
