package faction

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/tabletest"
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

// fuzzTowns is the fuzzseed Set of three small real towns — the hamlet,
// a town of one faction with its own decay and suit, and one of two
// factions, one of them with decay of its own — with seed inputs that edit
// each.
func fuzzTowns(f *testing.F) *fuzzseed.Set {
	set, err := fuzzseed.Of(
		json.RawMessage(hamlet),
		json.RawMessage(`{"name": "X", "decay": {"every": 1, "chips": 1000, "floorPercent": 100}, "factions": [{"id": "a", "name": "a", "colour": "c", "suit": "♦", "buzz": "2d6p+1", "behaviours": [{"at": 1, "step": "act"}], "members": [{"ranks": "A-6", "name": "x"}, {"ranks": "7-K", "name": "y"}]}], "locations": [{"name": "l", "factions": ["A"]}], "happenings": ["h"]}`),
		json.RawMessage(`{"name": "X", "factions": [{"id": "a", "name": "A", "colour": "red", "decay": {"every": 2, "chips": 1, "floor": 1}, "members": [{"ranks": "A-K", "name": "m"}]}, {"id": "b", "name": "B", "colour": "tan", "suit": "hearts", "members": [{"ranks": "A", "name": "n"}, {"ranks": "2-K", "name": "o"}]}], "locations": [{"name": "l", "factions": ["b"]}], "happenings": ["h", "i"]}`),
	)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 0, Old: `"S"`, Text: `"Joker"`}, {Doc: 0, Old: `"A-K"`, Text: `"A-Q"`}, {Doc: 0, Old: `"watch"`, Text: `"act"`},
		{Doc: 0, Old: `2`, Text: `0`}, {Doc: 0, Old: `"law"`, Text: `"the Law"`}, {Doc: 0, Old: `"d4"`, Text: `"d4p"`},
		{Doc: 1, Old: `1000`, Text: `-1`}, {Doc: 1, Old: `"A"`, Text: `"b"`}, {Doc: 1, Old: `100`, Text: `101`},
		{Doc: 2, Old: `"hearts"`, Text: `"♦"`}, {Doc: 2, Old: `"b"`, Text: `"a"`}, {Doc: 2, Old: `"2-K"`, Text: `"A-K"`},
	})
	f.Add(fuzzseed.Input(0, `{"factions": null}`))
	f.Add(fuzzseed.Input(0, `[]`))
	return set
}

// FuzzLoadTown loads small real towns with one span of them (a value, a
// member, or the whole town) replaced by the fuzzer's bytes, so that its
// inputs stay a few bytes long: every refusal is a TableError wrapping
// ErrTown, and a town
// that loads opens a ledger that plays, saves and loads again, and loads
// again from its own JSON as the very town.
func FuzzLoadTown(f *testing.F) {
	set := fuzzTowns(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		town, err := LoadTown(set.Edit(in))
		if err != nil {
			var te *TableError
			if !errors.Is(err, ErrTown) || !errors.As(err, &te) {
				t.Fatalf("error %v is no TableError wrapping ErrTown", err)
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
		tabletest.Reloads(t, town, LoadTown)
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

// fuzzSaves is the fuzzseed Set of three real saves of a ledger of the
// hamlet — new, with Jake arrived, and nine days after an award to him —
// with seed inputs that edit each.
func fuzzSaves(f *testing.F) *fuzzseed.Set {
	var saves []any
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
		saves = append(saves, l)
	}
	set, err := fuzzseed.Of(saves...)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 0, Old: `1`, Text: `2`}, {Doc: 0, Old: `"Hamlet"`, Text: `"Town"`},
		{Doc: 1, Old: `"Jake"`, Text: `"jake"`}, {Doc: 1, Old: `0`, Text: `-1`},
		{Doc: 2, Old: `2`, Text: `3`}, {Doc: 2, Old: `9`, Text: `8`}, {Doc: 2, Old: `"law"`, Text: `"the Law"`},
	})
	f.Add(fuzzseed.Input(0, `{"version": 1}`))
	f.Add(fuzzseed.Input(0, `null`))
	return set
}

// FuzzLedgerJSON loads real saves of a ledger with one span of them (a
// value, a member, or the whole save) replaced by the fuzzer's bytes, so
// that its inputs stay a few bytes long: every refusal wraps ErrState, and
// a ledger that loads plays on, saves, and loads again.
func FuzzLedgerJSON(f *testing.F) {
	set := fuzzSaves(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		var l Ledger
		if err := l.UnmarshalJSON(set.Edit(in)); err != nil {
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
		// A long text costs the fuzzer seconds to minimise.
		if len(name) > fuzzseed.MaxText || len(faction) > fuzzseed.MaxText || len(place) > fuzzseed.MaxText {
			return
		}
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

// FuzzNames reads the names of the package's enumerations: a name read
// prints back as a name that reads as the same value, and any other text is
// an error wrapping the enumeration's sentinel.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"offer work", "RISES", " award ", "bribe", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		tabletest.ReadsName[Step](t, s, ErrTown)
		tabletest.ReadsName[Change](t, s, ErrState)
		tabletest.ReadsName[EventKind](t, s, ErrState)
	})
}
