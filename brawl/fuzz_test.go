package brawl

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func FuzzLoad(f *testing.F) {
	for _, rounds := range []int{0, 1, 3} {
		b, err := New(Config{MaxRounds: 8}, dice.NewSource(uint64(rounds)))
		if err != nil {
			f.Fatal(err)
		}
		b.Join(jake(), Aggressive{})
		b.Join(bill(), Random{})
		for range rounds {
			b.Round()
		}
		data, err := json.Marshal(b)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"version":2,"seats":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := Load(data, nil)
		if err != nil {
			if !errors.Is(err, ErrState) && !errors.Is(err, ErrTable) && !errors.Is(err, ErrBrawler) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		// whatever loads plays on without a panic, keeps its ledger and
		// saves again.
		playSome(t, b)
	})
}

func FuzzSpecialTable(f *testing.F) {
	f.Add(mustJSONf(f, DefaultSpecials()))
	f.Add([]byte(`[{"special":"hook","cost":{"red":0,"blue":0,"white":1},"red":1}]`))
	f.Add([]byte("A"))
	f.Fuzz(func(t *testing.T, data []byte) {
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
	f.Add(mustJSONf(f, DefaultWeapons()))
	f.Add([]byte(`[{"name":"knife","damage":"d4+1"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var tab WeaponTable
		if err := json.Unmarshal(data, &tab); err != nil {
			return
		}
		if err := tab.Validate(); err != nil {
			t.Fatalf("a loaded table does not validate: %v", err)
		}
	})
}

func FuzzParseSpecial(f *testing.F) {
	for _, s := range []string{"haymaker", "Head Butt", "kidney_punch", "", "ßß"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp, err := ParseSpecial(s)
		if err != nil {
			if !errors.Is(err, ErrTable) {
				t.Fatal(err)
			}
			return
		}
		if back, err := ParseSpecial(sp.String()); err != nil || back != sp {
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
		b, err := New(Config{MaxRounds: 12, Short: len(data)%2 == 0}, &bytesRand{data})
		if err != nil {
			t.Fatal(err)
		}
		j := jake()
		j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4p")}
		b.Join(j, Random{})
		b.Join(bill(), Random{})
		b.Join(slim(), Aggressive{})
		if _, err := b.Run(); err != nil {
			t.Fatal(err)
		}
		if !b.ledger.Balances(b.InPlay()) {
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
