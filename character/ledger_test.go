package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestLedger(t *testing.T) {
	t.Run("CH-3 75 BP at creation", func(t *testing.T) {
		b := newBuilder(t, dice.NewSource(1), nil)
		if err := b.Start("Jake"); err != nil {
			t.Fatal(err)
		}
		s := b.Sheet()
		if got := s.Ledger.Balance(); got != 75 {
			t.Errorf("balance %d, want 75", got)
		}
		if e := s.Ledger.Entries()[0]; e.Kind != character.KindStart || e.BP != 75 || e.String() != "+75 BP start" {
			t.Errorf("entry %v", e)
		}
	})
	t.Run("CH-3 every spend and award is recorded with its reason", func(t *testing.T) {
		var l character.Ledger
		steps := []struct {
			award bool
			e     character.LedgerEntry
			str   string
		}{
			{true, character.LedgerEntry{Kind: character.KindStart, BP: 75}, "+75 BP start"},
			{false, character.LedgerEntry{Kind: character.KindReroll, BP: 20, Item: "all abilities"}, "-20 BP re-roll: all abilities"},
			{true, character.LedgerEntry{Kind: character.KindQuirk, BP: 8, Item: "Bad Eyesight", Note: "rolled at random"}, "+8 BP quirk: Bad Eyesight (rolled at random)"},
			{true, character.LedgerEntry{Kind: character.KindBonus, BP: 1, Pool: character.WisSkills, Item: "Wisdom"}, "+1 BP bonus: Wisdom [Wis skills]"},
			{false, character.LedgerEntry{Kind: character.KindTalent, BP: 20, Item: "Greased Lightning", Note: "pistol"}, "-20 BP talent: Greased Lightning (pistol)"},
			{true, character.LedgerEntry{Kind: character.KindProfession, BP: 2, Item: "Lawman: Arrest a wanted man", Scene: 3}, "scene 3: +2 BP profession: Lawman: Arrest a wanted man"},
		}
		for _, st := range steps {
			var err error
			if st.award {
				err = l.Award(st.e)
			} else {
				err = l.Spend(st.e)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		for i, st := range steps {
			if got := l.Entries()[i].String(); got != st.str {
				t.Errorf("entry %d = %q, want %q", i, got, st.str)
			}
		}
		// 75 - 20 + 8 + 1 - 20 + 2 = 46, of which 1 in the Wis pool.
		if l.Balance() != 46 || l.Available(character.General) != 45 || l.Available(character.WisSkills) != 1 || l.Earned() != 2 {
			t.Errorf("balance %d, general %d, Wis %d, earned %d; want 46, 45, 1, 2", l.Balance(), l.Available(character.General), l.Available(character.WisSkills), l.Earned())
		}
	})
	t.Run("CH-3 the ledger never goes negative: ErrInsufficientBP", func(t *testing.T) {
		var l character.Ledger
		_ = l.Award(character.LedgerEntry{Kind: character.KindStart, BP: 75})
		_ = l.Award(character.LedgerEntry{Kind: character.KindBonus, BP: 3, Pool: character.IntSkills})
		err := l.Spend(character.LedgerEntry{Kind: character.KindTalent, BP: 76, Item: "Damage Bonus"})
		if !errors.Is(err, character.ErrInsufficientBP) || !strings.Contains(err.Error(), "talent Damage Bonus costs 76 BP, 75 left") {
			t.Errorf("spend 76 of 75 general: err %v", err)
		}
		if len(l.Entries()) != 2 || l.Balance() != 78 {
			t.Errorf("a refused spend changed the ledger: %d entries, balance %d", len(l.Entries()), l.Balance())
		}
		if err := l.Spend(character.LedgerEntry{Kind: character.KindSkill, BP: 4, Pool: character.IntSkills}); !errors.Is(err, character.ErrInsufficientBP) {
			t.Errorf("spend 4 of a 3-BP pool: err %v", err)
		}
		if err := l.Spend(character.LedgerEntry{Kind: character.KindTalent, BP: 75}); err != nil || l.Balance() != 3 {
			t.Errorf("spend exactly 75: %v, balance %d", err, l.Balance())
		}
	})
	t.Run("bad entries are errors", func(t *testing.T) {
		var l character.Ledger
		for _, e := range []character.LedgerEntry{{Kind: character.KindStart, BP: 0}, {Kind: character.KindStart, BP: -5}, {Kind: 0, BP: 5}, {Kind: character.KindStart, BP: 5, Pool: 9}, {Kind: character.KindStart, BP: 5, Scene: -1}} {
			if err := l.Award(e); !errors.Is(err, character.ErrChoice) {
				t.Errorf("Award(%+v): err %v", e, err)
			}
		}
	})
}

// The ledger's balance always equals the sum of its entries, no pool ever
// goes below zero, and a refused spend changes nothing.
func TestLedgerProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var l character.Ledger
		var pools [4]int
		for i := range rapid.IntRange(0, 40).Draw(t, "ops") {
			_ = i
			e := character.LedgerEntry{
				Kind: character.EntryKind(rapid.IntRange(1, 12).Draw(t, "kind")),
				BP:   rapid.IntRange(1, 40).Draw(t, "bp"),
				Pool: character.Pool(rapid.IntRange(0, 3).Draw(t, "pool")),
			}
			before := len(l.Entries())
			if rapid.Bool().Draw(t, "award") {
				if err := l.Award(e); err != nil {
					t.Fatal(err)
				}
				pools[e.Pool] += e.BP
			} else {
				err := l.Spend(e)
				if pools[e.Pool] < e.BP {
					if !errors.Is(err, character.ErrInsufficientBP) || len(l.Entries()) != before {
						t.Fatalf("overspend %d of %d: err %v, %d entries (was %d)", e.BP, pools[e.Pool], err, len(l.Entries()), before)
					}
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				pools[e.Pool] -= e.BP
			}
		}
		sum := 0
		for _, e := range l.Entries() {
			sum += e.BP
		}
		if l.Balance() != sum {
			t.Fatalf("balance %d, sum of entries %d", l.Balance(), sum)
		}
		for p, want := range pools {
			if got := l.Available(character.Pool(p)); got != want || got < 0 {
				t.Fatalf("pool %v: %d, want %d", character.Pool(p), got, want)
			}
		}
		b, err := json.Marshal(l) // decoding validates it: no pool below 0 after any entry
		if err != nil {
			t.Fatal(err)
		}
		var back character.Ledger
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(l.Entries(), back.Entries()); diff != "" {
			t.Fatalf("JSON round trip (-want +got):\n%s", diff)
		}
	})
}

func TestLedgerJSON(t *testing.T) {
	for _, c := range []struct{ in, says string }{
		{`[{"kind":"start","bp":5},{"kind":"talent","bp":-6}]`, "ledger[1].bp: -6 BP takes the general pool to -1"},
		{`[{"kind":"start","bp":0}]`, "ledger[0].bp"},
		{`[{"kind":"heist","bp":5}]`, `unknown ledger entry kind "heist"`},
		{`[{"kind":"start","bp":5,"pool":"gold"}]`, `unknown BP pool "gold"`},
		{`[{"kind":"start","bp":5,"color":"red"}]`, `unknown field "color"`},
		{`[{"kind":"bonus","bp":2,"pool":"Int skills"},{"kind":"skill","bp":-3,"pool":"Int skills"}]`, "ledger[1].bp"},
	} {
		var l character.Ledger
		err := json.Unmarshal([]byte(c.in), &l)
		if !errors.Is(err, character.ErrSheet) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err %v, want ErrSheet saying %q", c.in, err, c.says)
		}
	}
}
