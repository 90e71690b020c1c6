package faction

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/racetest"
	"github.com/google/go-cmp/cmp"
)

// spoilTown changes a town in every part a ledger reads.
func spoilTown(t *Town) {
	t.Name = "Spoiled"
	t.Decay = Decay{Every: 1, Chips: 50}
	f := &t.Factions[1]
	f.ID, f.Name, f.Buzz = "posse", "the Posse", "10d6"
	f.Behaviours[0].At = 1
	f.Members[0].Name = "nobody"
	t.Factions = append(t.Factions, Faction{ID: "extra"})
	t.Locations[0].Name = "nowhere"
	t.Happenings[0] = ""
}

func TestFrozenTown(t *testing.T) {
	play := func(l *Ledger) []string {
		arrive(t, l, "Jake", map[string]int{"law": 4})
		award(t, l, seen("Jake", "won a brawl"), "law", 3)
		if _, err := l.Advance(30); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, ev := range l.Evaluate() {
			out = append(out, ev.String())
		}
		ev, err := l.Encounter("the Silver Spur saloon", "Jake")
		if err != nil {
			t.Fatal(err)
		}
		return append(out, ev.String(), l.Town().Name)
	}
	want := play(newLedger(t, dice.NewSource(3)))
	t.Run("a town changed after NewLedger never reaches the ledger", func(t *testing.T) {
		town := DefaultTown()
		l, err := NewLedger(town, dice.NewSource(3))
		if err != nil {
			t.Fatal(err)
		}
		spoilTown(town)
		if diff := cmp.Diff(want, play(l)); diff != "" {
			t.Errorf("(-untouched +spoiled):\n%s", diff)
		}
	})
	t.Run("the towns handed out are copies", func(t *testing.T) {
		spoilTown(DefaultTown())
		l := newLedger(t, dice.NewSource(3))
		spoilTown(l.Town())
		if diff := cmp.Diff(want, play(l)); diff != "" {
			t.Errorf("(-untouched +spoiled):\n%s", diff)
		}
	})
	t.Run("a spoiled town is an error at NewLedger, never a panic", func(t *testing.T) {
		town := DefaultTown()
		spoilTown(town)
		if _, err := NewLedger(town, dice.NewSource(3)); !errors.Is(err, ErrTown) {
			t.Errorf("NewLedger: %v, want ErrTown", err)
		}
		for name, town := range map[string]*Town{"nil": nil, "zero": {}} {
			if _, err := NewLedger(town, dice.NewSource(3)); !errors.Is(err, ErrTown) {
				t.Errorf("%s town: %v, want ErrTown", name, err)
			}
		}
		var nilTown *Town
		if _, err := nilTown.Faction("law"); !errors.Is(err, ErrFaction) {
			t.Errorf("a nil town's faction: %v", err)
		}
	})
}

func TestTownSharedAcrossGoroutines(t *testing.T) {
	// Ledgers opened on several goroutines from one decoded town play the
	// same as ledgers opened one after another (run with -race).
	data, err := json.Marshal(DefaultTown())
	if err != nil {
		t.Fatal(err)
	}
	shared, err := LoadTown(data)
	if err != nil {
		t.Fatal(err)
	}
	play := func(seed uint64) ([]string, error) {
		l, err := NewLedger(shared, dice.NewSource(seed))
		if err != nil {
			return nil, err
		}
		var out []string
		for _, step := range townWeek {
			evs, err := step(l)
			if err != nil {
				return nil, err
			}
			for _, ev := range evs {
				out = append(out, ev.String())
			}
		}
		return out, nil
	}
	racetest.Same(t, 8, func(i int) ([]string, error) { return play(uint64(i)) })
}
