package faction

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAward(t *testing.T) {
	t.Run("FA-1 a witnessed deed adds chips of the faction's colour", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", map[string]int{"sporting": 2})
		if _, err := l.Advance(3); err != nil {
			t.Fatal(err)
		}
		d := Deed{Character: "Jake", What: "won a brawl at the Silver Spur", Witnesses: []string{"Belle Ransome", "the faro table"}}
		ev := award(t, l, d, "sporting", 3)
		// 2 chips of buzz and 3 for the brawl.
		want := Event{
			Day: 3, Kind: Awarded, Faction: "sporting", FactionName: "the Sporting Crowd", Colour: "black",
			Character: "Jake", Chips: 3, Interest: 5, Deed: d.What, Witnesses: [3]string{"Belle Ransome", "the faro table"}, Seen: 2,
		}
		if diff := cmp.Diff(want, ev); diff != "" {
			t.Errorf("event (-want +got):\n%s", diff)
		}
		if got := interest(t, l, "the Sporting Crowd", "Jake"); got != 5 {
			t.Errorf("interest %d, want 5", got)
		}
		awards := l.Awards()
		wantLast := Award{Day: 3, Faction: "sporting", Character: "Jake", Chips: 3, Deed: d.What, Witnesses: d.Witnesses}
		if diff := cmp.Diff(wantLast, awards[len(awards)-1]); diff != "" {
			t.Errorf("award record (-want +got):\n%s", diff)
		}
		// The ledger keeps its own copy of the witnesses, and gives copies.
		d.Witnesses[0] = "someone else"
		awards[len(awards)-1].Witnesses[1] = "nobody"
		if got := l.Awards()[len(awards)-1].Witnesses; got[0] != "Belle Ransome" || got[1] != "the faro table" {
			t.Errorf("the record's witnesses changed with a caller's slice: %q", got)
		}
	})

	t.Run("FA-1 a private act earns no chips", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", map[string]int{"law": 4})
		before := len(l.Awards())
		for _, w := range [][]string{nil, {}} {
			_, err := l.Award(Deed{Character: "Jake", What: "buried a stranger in the arroyo", Witnesses: w}, "law", 5)
			if !errors.Is(err, ErrPrivate) {
				t.Errorf("witnesses %q: error %v, want ErrPrivate", w, err)
			}
		}
		arrive(t, l, "Sarah", nil)
		for _, w := range [][]string{{"Jake"}, {"Sarah"}, {"Jake", "Sarah"}} {
			_, err := l.Award(Deed{Character: "Jake", What: "buried a stranger in the arroyo", Witnesses: w}, "law", 5)
			if !errors.Is(err, ErrPrivate) || !strings.Contains(err.Error(), "no locals") {
				t.Errorf("seen only by %q: error %v, want ErrPrivate", w, err)
			}
		}
		if got := interest(t, l, "law", "Jake"); got != 4 {
			t.Errorf("interest %d after a private act, want 4", got)
		}
		// One local among the companions makes it public.
		award(t, l, Deed{Character: "Jake", What: "buried a stranger in the arroyo", Witnesses: []string{"Sarah", "a sheepherder"}}, "law", 5)
		if got := interest(t, l, "law", "Jake"); got != 9 {
			t.Errorf("interest %d, want 9", got)
		}
		before += 4 + 1 // Sarah's buzz and the public burial
		if got := len(l.Awards()); got != before {
			t.Errorf("%d awards recorded, want %d", got, before)
		}
	})

	t.Run("FA-1 interest does not distinguish praise from enmity", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", nil)
		arrive(t, l, "Cole", nil)
		hero := award(t, l, Deed{Character: "Jake", What: "saved the bank from robbers", Witnesses: []string{"the teller"}}, "cattlemen", 11)
		villain := award(t, l, Deed{Character: "Cole", What: "robbed the bank", Witnesses: []string{"the teller"}}, "cattlemen", 11)
		if hero.Interest != 11 || villain.Interest != 11 {
			t.Errorf("interest %d and %d, want 11 and 11", hero.Interest, villain.Interest)
		}
		// Both at 11: the Cattlemen offer work (10) to the hero and the robber alike.
		for _, ev := range l.Evaluate() {
			if ev.Faction == "cattlemen" && (ev.Step != OfferWork || ev.Interest != 11) {
				t.Errorf("%v: want offer work at 11", ev)
			}
		}
		// Enmity is not negative chips.
		if _, err := l.Award(seen("Cole", "shot the Colonel's horse"), "cattlemen", -3); !errors.Is(err, ErrChips) {
			t.Errorf("negative award: error %v, want ErrChips", err)
		}
	})

	t.Run("FA-1 the buzz comes first", func(t *testing.T) {
		l := newLedger(t, nil)
		_, err := l.Award(seen("Jake", "won a brawl"), "law", 1)
		if !errors.Is(err, ErrCharacter) || !strings.Contains(err.Error(), "no buzz") {
			t.Errorf("error %v, want ErrCharacter about the buzz", err)
		}
	})

	t.Run("FA-1 chips are kept per faction and character", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", map[string]int{"law": 1, "sporting": 2})
		arrive(t, l, "Sarah", map[string]int{"law": 3})
		award(t, l, seen("Jake", "won a brawl"), "law", 2)
		award(t, l, seen("Sarah", "won at faro"), "sporting", 4)
		award(t, l, seen("Sarah", "faced down a drunk"), "law", 1)
		want := map[[2]string]int{
			{"cattlemen", "Jake"}: 0, {"law", "Jake"}: 3, {"temperance", "Jake"}: 0, {"sporting", "Jake"}: 2,
			{"cattlemen", "Sarah"}: 0, {"law", "Sarah"}: 4, {"temperance", "Sarah"}: 0, {"sporting", "Sarah"}: 4,
		}
		for k, n := range want {
			if got := interest(t, l, k[0], k[1]); got != n {
				t.Errorf("%s in %s: %d, want %d", k[0], k[1], got, n)
			}
		}
		if got := l.Characters(); !cmp.Equal(got, []string{"Jake", "Sarah"}) {
			t.Errorf("characters %q", got)
		}
	})
}

func TestAwardErrors(t *testing.T) {
	l := newLedger(t, nil)
	arrive(t, l, "Jake", map[string]int{"law": 5})
	tests := []struct {
		name    string
		deed    Deed
		faction string
		chips   int
		want    error
		say     string
	}{
		{"unknown faction", seen("Jake", "won a brawl"), "railroad", 1, ErrFaction, `"railroad"`},
		{"no character", seen("", "won a brawl"), "law", 1, ErrCharacter, "no character"},
		{"stranger", seen("Doc", "won a brawl"), "law", 1, ErrCharacter, `"Doc"`},
		{"no deed", seen("Jake", "  "), "law", 1, ErrDeed, "no description"},
		{"blank witness", Deed{Character: "Jake", What: "won", Witnesses: []string{"Belle", " "}}, "law", 1, ErrDeed, "witness 2"},
		{"no chips", seen("Jake", "won a brawl"), "law", 0, ErrChips, "0 chips"},
		{"too many chips", seen("Jake", "won a brawl"), "law", MaxAward + 1, ErrChips, "1001 chips"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := l.Award(tt.deed, tt.faction, tt.chips)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.say) {
				t.Errorf("error %v, want %v saying %q", err, tt.want, tt.say)
			}
		})
	}
	if got := interest(t, l, "law", "Jake"); got != 5 {
		t.Errorf("interest %d after refused awards, want 5", got)
	}
	t.Run("interest is bounded", func(t *testing.T) {
		l := newLedger(t, nil)
		arrive(t, l, "Jake", nil)
		for range MaxInterest / MaxAward {
			award(t, l, seen("Jake", "won"), "law", MaxAward)
		}
		if _, err := l.Award(seen("Jake", "won"), "law", 1); !errors.Is(err, ErrChips) {
			t.Errorf("error %v, want ErrChips past MaxInterest", err)
		}
	})
}

func TestZeroLedger(t *testing.T) {
	var l Ledger
	if _, err := l.Award(seen("Jake", "won"), "law", 1); !errors.Is(err, ErrState) {
		t.Errorf("Award: %v", err)
	}
	if _, err := l.Buzz(Arrival{Character: "Jake"}); !errors.Is(err, ErrState) {
		t.Errorf("Buzz: %v", err)
	}
	if _, err := l.Advance(1); !errors.Is(err, ErrState) {
		t.Errorf("Advance: %v", err)
	}
	if evs := l.Evaluate(); len(evs) != 0 {
		t.Errorf("Evaluate: %v", evs)
	}
	if _, err := l.Encounter("Main Street"); !errors.Is(err, ErrState) {
		t.Errorf("Encounter: %v", err)
	}
	if _, err := l.WhoActs("law", ""); !errors.Is(err, ErrState) {
		t.Errorf("WhoActs: %v", err)
	}
	if _, err := l.Interest("law", "Jake"); !errors.Is(err, ErrState) {
		t.Errorf("Interest: %v", err)
	}
	if _, err := l.MarshalJSON(); !errors.Is(err, ErrState) {
		t.Errorf("MarshalJSON: %v", err)
	}
	if l.Town() != nil || len(l.Characters()) != 0 {
		t.Error("a zero ledger has a town or characters")
	}
	if _, err := NewLedger(DefaultTown(), nil); !errors.Is(err, ErrRand) {
		t.Errorf("NewLedger without dice: %v", err)
	}
	if _, err := NewLedger(nil, nil); !errors.Is(err, ErrRand) {
		t.Errorf("NewLedger without anything: %v", err)
	}
}

func TestReset(t *testing.T) {
	l := newLedger(t, nil)
	arrive(t, l, "Jake", map[string]int{"law": 5})
	ev := award(t, l, Deed{Character: "Jake", What: "won", Witnesses: []string{"Belle"}}, "law", 1)
	if _, err := l.Advance(9); err != nil {
		t.Fatal(err)
	}
	l.Reset()
	if l.Day() != 0 || len(l.Characters()) != 0 || len(l.Awards()) != 0 {
		t.Fatalf("after Reset: day %v, %d characters, %d awards", l.Day(), len(l.Characters()), len(l.Awards()))
	}
	arrive(t, l, "Jake", map[string]int{"law": 1})
	award(t, l, Deed{Character: "Jake", What: "won", Witnesses: []string{"Amos"}}, "law", 1)
	if ev.Witnesses[0] != "Belle" {
		t.Errorf("an event from before Reset changed: witness %q", ev.Witnesses[0])
	}
	if got := interest(t, l, "law", "Jake"); got != 2 {
		t.Errorf("interest %d, want 2", got)
	}
}

func TestAwardManyWitnesses(t *testing.T) {
	l := newLedger(t, nil)
	arrive(t, l, "Jake", nil)
	w := []string{"Belle", "Doc", "Kid", "Amos", "the faro table"}
	ev := award(t, l, Deed{Character: "Jake", What: "shot the lamp out", Witnesses: w}, "sporting", 2)
	if ev.Seen != 5 || ev.Witnesses != [3]string{"Belle", "Doc", "Kid"} {
		t.Errorf("event witnesses %q, seen %d", ev.Witnesses, ev.Seen)
	}
	want := "day 0: Jake shot the lamp out, witnessed by Belle, Doc and 3 others: +2 black chips — the Sporting Crowd's interest in Jake rises to 2"
	if got := ev.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := l.Awards()[4].Witnesses; !cmp.Equal(got, w) {
		t.Errorf("the record lists %q, want all %q", got, w)
	}
}
