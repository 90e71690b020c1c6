package brawl

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/wounds"
)

// FuzzResume resumes real saves of a two-man brawl (before its first
// round, one round in, mid-round waiting for a person's bet, and with a
// recorded choice, a decider change and dice someone else rolled) with one
// span of them (a value, a member, or the whole save) replaced by the
// fuzzer's bytes, so that its inputs stay a few bytes long: whatever loads
// plays on without a panic, keeps its ledger and saves again.
func FuzzResume(f *testing.F) {
	var docs [][]byte
	for _, rounds := range []int{0, 1} {
		b, err := newBrawl(Config{MaxRounds: 8}, dice.NewSource(uint64(rounds)))
		if err != nil {
			f.Fatal(err)
		}
		b.join(jake(), Aggressive)
		b.join(bill(), Random)
		for range rounds {
			round(b)
		}
		docs = append(docs, mustJSONf(f, b))
	}
	src := dice.NewSource(3)
	b, err := New(Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Person}, {Brawler: bill(), Decider: Random}}}, src)
	if err != nil {
		f.Fatal(err)
	}
	b.Step()
	b.Decide(0, fight())
	b.Step()
	docs = append(docs, mustJSONf(f, b))
	b.Decide(0, betOf(Red, 2))
	b.SetDecider(1, Cautious)
	src.IntN(6)
	docs = append(docs, mustJSONf(f, b))
	set, err := fuzzseed.New(docs...)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{{Doc: 1, Old: `"Jake"`, Text: `"Bill"`}, {Doc: 1, Old: `8`, Text: `-1`}, {Doc: 3, Old: `"bet 2 red"`, Text: `"bet 9 red"`}})
	f.Add(fuzzseed.Input(0, `{}`))
	f.Add(fuzzseed.Input(0, `{"version":5,"setup":null}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		b, err := Resume(set.Edit(in))
		if err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("error %v does not wrap ErrState", err)
			}
			return
		}
		playSome(t, b)
	})
}

// FuzzSpecialTable loads a two-row special table with one span of it (a
// value, a member, or the whole table) replaced by the fuzzer's bytes, so
// that its inputs stay a few bytes long: whatever loads validates.
func FuzzSpecialTable(f *testing.F) {
	set, err := fuzzseed.New(mustJSONf(f, DefaultSpecials()[:2]), []byte(`[{"special":"hook","cost":{"red":0,"blue":0,"white":1},"red":1}]`))
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, nil)
	f.Add(fuzzseed.Input(0, "A"))
	f.Add(fuzzseed.Input(1, `[{"special":"hook","cost":{"red":0,"blue":0,"white":1},"red":1}]`))
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var tab SpecialTable
		if err := json.Unmarshal(data, &tab); err != nil {
			// encoding/json rejects malformed JSON before the table sees it.
			if json.Valid(data) && !errors.Is(err, ErrTable) {
				t.Fatalf("error %v does not wrap ErrTable", err)
			}
			return
		}
		if err := tab.Validate(); err != nil {
			t.Fatalf("a loaded table does not validate: %v", err)
		}
	})
}

func FuzzWeaponTable(f *testing.F) {
	set := fuzzseed.Seeded(f,
		mustJSONf(f, DefaultWeapons()),
		[]byte(`[{"name":"knife","damage":"d4+1"}]`),
	)
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var tab WeaponTable
		if err := json.Unmarshal(data, &tab); err != nil {
			return
		}
		if err := tab.Validate(); err != nil {
			t.Fatalf("a loaded table does not validate: %v", err)
		}
	})
}

func FuzzSpecialName(f *testing.F) {
	for _, s := range []string{"haymaker", "Head Butt", "kidney_punch", "", "ßß"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		sp, err := parseSpecial(s)
		if err != nil {
			if !errors.Is(err, ErrTable) {
				t.Fatal(err)
			}
			return
		}
		if back, err := parseSpecial(sp.String()); err != nil || back != sp {
			t.Fatalf("%q → %v → %v, %v", s, sp, back, err)
		}
	})
}

// bytesRand rolls faces from fuzz bytes, then 1s.
type bytesRand struct{ b []byte }

func (r *bytesRand) IntN(n int) int {
	if len(r.b) == 0 {
		return 0
	}
	x := int(r.b[0])
	r.b = r.b[1:]
	return x % n
}

// FuzzBrawl plays a short three-man brawl with random-but-legal strategies
// on dice the fuzzer chooses: no panic, no error, the ledger balances.
func FuzzBrawl(f *testing.F) {
	f.Add([]byte{19, 0, 0, 19, 5, 5, 10, 1, 7})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := newBrawl(Config{MaxRounds: 12, Short: len(data)%2 == 0}, &bytesRand{data})
		if err != nil {
			t.Fatal(err)
		}
		j := jake()
		j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4p")}
		b.join(j, Random)
		b.join(bill(), Random)
		b.join(slim(), Aggressive)
		if _, err := runAll(b); err != nil {
			t.Fatal(err)
		}
		if !b.ledger.balances(b.inPlay()) {
			t.Fatal("ledger")
		}
	})
}

func mustJSONf(f *testing.F, v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		f.Fatal(err)
	}
	return data
}

// FuzzNew decodes a whole setup — the Config with its tables and the
// brawlers — from real setups' JSON with one span of it (a value, a
// member, or the whole setup) replaced by the fuzzer's bytes, so that its
// inputs stay a few bytes long, and builds the brawl with New: no panic,
// every refusal wraps a sentinel, and what is built plays.
func FuzzNew(f *testing.F) {
	j := jake()
	j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4")}
	hurt := bill()
	hurt.Condition = encountertest.Bruised(f, hurt.HitPoints, 9, wounds.Hour) // he walks in with 13 of 22 (WOD-7)
	set, err := fuzzseed.New(
		mustJSONf(f, StandardBrawl()),
		mustJSONf(f, Setup{Config: Config{Short: true, MaxRounds: 5, Specials: DefaultSpecials()[:2], Weapons: DefaultWeapons()[:1], Spots: DefaultSpots()[:2]},
			Brawlers: []Entrant{{Brawler: j, Decider: Person}, {Brawler: bill(), Spot: 1}, {Brawler: slim(), Decider: custom{Random, "1"}}}}),
		mustJSONf(f, Setup{Brawlers: []Entrant{{Brawler: jake()}, {Brawler: hurt}}}),
	)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{{Doc: 1, Old: `"d4"`, Text: `"d4p"`}, {Doc: 1, Old: `true`, Text: `false`}, {Doc: 1, Old: `"custom"`, Text: `"aggressive"`}, {Doc: 2, Old: `36000`, Text: `-1`}})
	f.Add(fuzzseed.Input(0, `{"config":{"maxRounds":-1},"brawlers":[]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var s Setup
		if err := encounter.Strict(data, &s); err != nil || len(s.Brawlers) > 2*MaxBrawlers {
			return
		}
		seed := uint64(len(data))
		b, err := New(s, dice.NewSource(seed), custom{Random, "1"})
		reused, _ := New(StandardBrawl(), dice.NewSource(1))
		if errReset := reused.Reset(s, dice.NewSource(seed)); (err == nil) != (errReset == nil) && !hasCustom(s) {
			t.Fatalf("New: %v; Reset: %v", err, errReset)
		}
		if err != nil {
			if !errors.Is(err, ErrTable) && !errors.Is(err, ErrBrawler) {
				t.Fatalf("New: error %v wraps neither ErrTable nor ErrBrawler", err)
			}
			return
		}
		for i, d := range b.deciders {
			if _, ok := d.(custom); ok { // a save resumed without it plays on with Random
				if err := b.SetDecider(i, Random); err != nil {
					t.Fatal(err)
				}
			}
		}
		playSome(t, b)
	})
}

// hasCustom reports whether a decider of s is a custom one named in JSON,
// which Reset, given none, cannot find.
func hasCustom(s Setup) bool {
	for _, e := range s.Brawlers {
		if _, ok := e.Decider.(unresolved); ok {
			return true
		}
	}
	return false
}

// FuzzParseChoice: no text makes ParseChoice panic, and what it reads
// prints as text it reads back to the same choice.
func FuzzParseChoice(f *testing.F) {
	for _, s := range []string{"fight", "rest 1 red 2 white", "bet 3 red", "pass", "attack 1 with break away from a hold alt",
		`move to 2 pick up "chair" and attack 1`, `attack 0 with using a weapon to 3 pick up "bottle"`, "absorb no chips", "no counter", "raise -1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		c, err := parseChoice(s)
		if err != nil {
			if !errors.Is(err, ErrDecision) {
				t.Fatalf("error %v does not wrap ErrDecision", err)
			}
			return
		}
		back, err := parseChoice(c.String())
		if err != nil || back != c {
			t.Fatalf("parseChoice(%q) = %+v; its String %q reads %+v, %v", s, c, c.String(), back, err)
		}
	})
}
