package brawl

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/journal"
)

// atAbsorb returns a brawl of two people, Jake and Bill, both fighting and
// betting 2 red, stopped where Bill chooses the chips Jake's punch takes
// (the first seed whose punch lands).
func atAbsorb(t *testing.T) *Brawl {
	t.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		b := persons(t, dice.NewSource(seed))
		for _, s := range []struct {
			i int
			c Choice
		}{{0, fight()}, {1, fight()}, {1, betOf(Red, 2)}, {0, betOf(Red, 2)}, {1, betOf(Blue, 0)}, {0, betOf(Blue, 0)},
			{1, betOf(White, 0)}, {0, betOf(White, 0)}, {0, playTurn(Turn{Target: 1})}} {
			if err := b.Step(); !errors.Is(err, ErrWaiting) {
				t.Fatal(err)
			}
			decide(t, b, s.i, s.c)
		}
		if err := b.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
		if v, _ := b.View(1); v.decision() == DecideAbsorb {
			return b
		}
	}
	t.Fatal("no punch of Jake's lands")
	return nil
}

// The examples of issue 26 ("Saves that cannot lie"): what a save held
// that play could not produce, and a choice Decide took that the brawl
// could not save.
func TestIssue26(t *testing.T) {
	t.Run("a 100,000-character name in a brawl's log was accepted: the log is not in the save, and a name is the setup's, checked by New", func(t *testing.T) {
		_, data := saved(t, 2)
		long := strings.Repeat("J", 100_000)
		_, err := Resume(bytes.Replace(data, []byte(`"name":"Jake"`), []byte(`"name":"`+long+`"`), 1))
		wantErr(t, err, ErrState, "the setup", "must be 1..64 runes")
		_, err = Resume(bytes.Replace(data, []byte(`"journal":[`), []byte(`"events":[{"when":1,"kind":"hurt","who":"`+long+`"}],"journal":[`), 1))
		wantErr(t, err, ErrState, `unknown field "events"`)
	})
	t.Run("BR-3 a pending blow of 3,007 damage played on to −2,979 hit points and then refused its own final save: a blow's damage is the engine's, and chips of more than it are refused", func(t *testing.T) {
		b := atAbsorb(t)
		v, _ := b.View(1)
		take := v.Options().Damage // 1 + 2 red, less 2 per white bet (none): 3
		if take != 3 {
			t.Fatalf("the punch takes %d chips, want 3", take)
		}
		decide(t, b, 1, absorbChips(Chips{Red: 3}))
		data := saveOf(t, b)
		_, err := Resume(bytes.Replace(data, []byte(`"do":"absorb 3 red"`), []byte(`"do":"absorb 3007 red"`), 1))
		wantErr(t, err, ErrState, `"absorb 3007 red"`, "BR-3", "must add up to the damage")
		_, err = Resume(bytes.Replace(data, []byte(`"journal":[`), []byte(`"blow":{"damage":3007},"journal":[`), 1))
		wantErr(t, err, ErrState, `unknown field "blow"`)
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		for i := range r.seats {
			if err := r.SetDecider(i, Random); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := r.Run(); err != nil {
			t.Fatal(err)
		}
		if _, err := Resume(saveOf(t, r)); err != nil {
			t.Errorf("the final save does not resume: %v", err)
		}
	})
	t.Run("BR-7 Decide accepted \"fight\" with colour 3 and then MarshalJSON failed: a part out of range is refused in any kind, a part the kind does not read is zeroed", func(t *testing.T) {
		b := persons(t, dice.NewSource(1))
		waitFor(t, b, 0, DecideReady)
		before := saveOf(t, b)
		err := b.Decide(0, Choice{Kind: DecideReady, Colour: 3})
		wantErr(t, err, ErrDecision, "BR-7", `Jake answers "fight" with colour(3), outside its range`)
		if after := saveOf(t, b); !bytes.Equal(before, after) {
			t.Errorf("the refusal changed the brawl:\n%s\n%s", before, after)
		}
		decide(t, b, 0, Choice{Kind: DecideReady, Colour: Blue, N: 4, Counter: true, Turn: Turn{Target: 1, Special: Jab}})
		if b.chosen != fight() {
			t.Errorf("recorded %+v, want the fight alone", b.chosen)
		}
		if data := saveOf(t, b); !bytes.Contains(data, []byte(`"journal":[{"who":0,"do":"fight","recorded":true}]`)) {
			t.Errorf("save %s", data)
		}
	})
	t.Run("a saloon with nothing to pick up saves and resumes as one, not as the default saloon", func(t *testing.T) {
		s := Setup{Config: Config{Weapons: WeaponTable{}}, Brawlers: []Entrant{{Brawler: jake(), Decider: Random}, {Brawler: bill(), Decider: Random}}}
		b, err := New(s, dice.NewSource(5))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.Run(); err != nil {
			t.Fatal(err)
		}
		r, err := Resume(saveOf(t, b))
		if err != nil {
			t.Fatal(err)
		}
		if w := r.config().Weapons; w == nil || len(w) != 0 {
			t.Errorf("resumed with weapons %v", w)
		}
		if d := sameBrawl(b, r); d != "" {
			t.Errorf("(-saved +resumed):\n%s", d)
		}
	})
}

// TestEntrySize: the longest text of a choice the rules can accept fits a
// journal entry (journal.MaxDo bytes): a Move by the last of MaxBrawlers
// to the last of maxSpots spots, picking up a weapon of maxWeaponName
// quotes (each written \" by ParseChoice's quoting), attacking and paying
// the alternative cost.
func TestEntrySize(t *testing.T) {
	longest := playTurn(Turn{Target: MaxBrawlers - 1, Special: Move, Spot: maxSpots - 1, PickUp: strings.Repeat(`"`, maxWeaponName), Alt: true}).String()
	if len(longest) > journal.MaxDo {
		t.Errorf("%q: %d bytes, more than an entry's %d", longest, len(longest), journal.MaxDo)
	}
	tab := WeaponTable{{Name: strings.Repeat("x", maxWeaponName+1), Damage: dice.MustParse("d4")}}
	wantErr(t, tab.Validate(), ErrTable, "weapons row 1 name: ", "not 1..32 bytes of printable text")
	tab[0].Name = "bell\a"
	wantErr(t, tab.Validate(), ErrTable, "weapons row 1 name: ", "printable")
}
