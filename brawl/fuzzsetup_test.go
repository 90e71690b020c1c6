package brawl

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// playSome plays a few rounds of a seated brawl and checks that it keeps
// its ledger and saves and loads again.
func playSome(t *testing.T, b *Brawl) {
	t.Helper()
	for i := range len(b.seats) {
		if b.deciders[i] == nil {
			b.SetDecider(i, Random)
		}
	}
	for range 3 {
		if b.Over() {
			break
		}
		if _, err := round(b); err != nil {
			t.Fatalf("a brawl of built-in strategies failed: %v", err)
		}
	}
	if !b.ledger.balances(b.inPlay()) {
		t.Fatal("BR-10: the ledger does not balance")
	}
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatalf("cannot save: %v", err)
	}
	if _, err := Resume(data); err != nil {
		t.Fatalf("its own save does not load: %v", err)
	}
}

// FuzzJoin decodes one brawler from the fuzz input and seats him against
// Bill in the default saloon.
func FuzzJoin(f *testing.F) {
	j := jake()
	j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4p")}
	f.Add(mustJSONf(f, j))
	f.Add(mustJSONf(f, slim()))
	f.Add([]byte(`{"name":"X","str":30,"int":30,"wis":30,"dex":30,"con":30,"toHit":10,"damageMod":10,"hitPoints":1000,"dieMod":1,"weapon":{"name":"anvil","damage":"10d100p"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var br Brawler
		if encounter.Strict(data, &br) != nil {
			return
		}
		b, err := newBrawl(Config{MaxRounds: 6}, dice.NewSource(uint64(len(data))))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.join(br, Random); err != nil {
			if !errors.Is(err, ErrBrawler) {
				t.Fatalf("Join: error %v does not wrap ErrBrawler", err)
			}
			return
		}
		if _, err := b.join(bill(), Aggressive); err != nil {
			t.Fatal(err)
		}
		playSome(t, b)
	})
}
