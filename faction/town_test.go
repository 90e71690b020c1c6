package faction

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

func TestDefaultTown(t *testing.T) {
	t.Run("FA-2 the example town has four factions with their own colours and behaviours", func(t *testing.T) {
		town := DefaultTown()
		if town.Name != "Judas Crossing" {
			t.Errorf("name %q", town.Name)
		}
		if len(town.Factions) != 4 {
			t.Fatalf("%d factions, want 4", len(town.Factions))
		}
		colours, suits := map[string]bool{}, map[string]bool{}
		for _, f := range town.Factions {
			colours[f.Colour], suits[f.Suit] = true, true
			if len(f.Behaviours) < 3 || f.Buzz == "" || f.About == "" {
				t.Errorf("%s: %d behaviours, buzz %q, about %q", f.ID, len(f.Behaviours), f.Buzz, f.About)
			}
			steps := map[Step]bool{}
			for _, b := range f.Behaviours {
				steps[b.Step] = true
				if b.Does == "" {
					t.Errorf("%s: the %v step does nothing", f.ID, b.Step)
				}
			}
			if !steps[Watch] || !steps[Act] {
				t.Errorf("%s: the ladder should run from watching to acting: %v", f.ID, steps)
			}
		}
		if len(colours) != 4 || len(suits) != 4 || suits[""] {
			t.Errorf("colours %v, suits %v: want four of each", colours, suits)
		}
		if len(town.Locations) == 0 || len(town.Happenings) == 0 {
			t.Error("no locations or happenings")
		}
		if err := town.Validate(); err != nil {
			t.Error(err)
		}
	})

	t.Run("FA-2 every copy is the user's own", func(t *testing.T) {
		a := DefaultTown()
		a.Factions[0].Behaviours[0].At = 99
		a.Factions[0].Members[0].Name = "nobody"
		a.Locations[2].Factions[0] = "law"
		a.Happenings[0] = "nothing"
		if diff := cmp.Diff(DefaultTown(), mustLoad(t, judasCrossingJSON)); diff != "" {
			t.Errorf("a changed copy changed the default:\n%s", diff)
		}
	})

	t.Run("FA-1 decay is ours: one chip a week, the Law's floor is half", func(t *testing.T) {
		town := DefaultTown()
		if town.Decay != DefaultDecay() || DefaultDecay() != (Decay{Every: 7, Chips: 1, FloorPercent: 20}) {
			t.Errorf("town decay %+v", town.Decay)
		}
		law, _ := town.Faction("law")
		if law.Decay == nil || law.Decay.FloorPercent != 50 {
			t.Errorf("the Law's decay %+v", law.Decay)
		}
	})
}

func mustLoad(t *testing.T, data []byte) *Town {
	t.Helper()
	town, err := LoadTown(data)
	if err != nil {
		t.Fatal(err)
	}
	return town
}

// A small town of the user's own.
const redRock = `{
  "name": "Red Rock",
  "factions": [
    {"id": "miners", "name": "the Miners' Union", "colour": "green", "suit": "♣",
     "behaviours": [{"at": 2, "step": "approach", "does": "the union boss buys a round"}, {"at": 6, "step": "act"}],
     "members": [{"ranks": "A-10", "name": "a hard-rock miner"}, {"ranks": "J-K", "name": "Big Tom Reilly"}]},
    {"id": "company", "name": "the Company", "colour": "yellow", "suit": "D", "buzz": "d6",
     "decay": {"every": 3, "chips": 2},
     "behaviours": [{"at": 4, "step": "threaten"}],
     "members": [{"ranks": "A-Q", "name": "a company guard"}, {"ranks": "K", "name": "Mr. Sterling"}]}
  ],
  "locations": [{"name": "the mine head", "factions": ["the Company"]}],
  "happenings": ["a cave-in"]
}`

func TestLoadTown(t *testing.T) {
	t.Run("FA-2 users define their own towns in JSON", func(t *testing.T) {
		town := mustLoad(t, []byte(redRock))
		if town.Decay != DefaultDecay() {
			t.Errorf("a town that leaves decay out gets %+v, want the default", town.Decay)
		}
		l, err := NewLedger(town, dice.NewSource(3))
		if err != nil {
			t.Fatal(err)
		}
		arrive(t, l, "Jake", map[string]int{"miners": 1, "company": 5})
		award(t, l, seen("Jake", "stood up to the shift boss"), "miners", 1)
		if _, err := l.Advance(6); err != nil { // the Company: 2 chips every 3 days, floor 0
			t.Fatal(err)
		}
		if got := interest(t, l, "company", "Jake"); got != 1 {
			t.Errorf("company interest %d, want 5 − 2 − 2 = 1", got)
		}
		evs := l.Evaluate()
		if len(evs) != 2 || evs[0].Step != Approach || evs[0].Interest != 2 || evs[1].Step != NoStep {
			t.Errorf("%v", evs)
		}
		ev, err := l.EncounterCard(card(t, "J♣"), "the mine head", "Jake")
		if err != nil || ev.Kind != Townsfolk {
			t.Errorf("the miners keep away from the mine head: %+v, %v", ev, err)
		}
		ev, err = l.EncounterCard(card(t, "K♦"), "the mine head", "Jake")
		if err != nil || ev.Member != "Mr. Sterling" {
			t.Errorf("%+v, %v", ev, err)
		}
	})

	t.Run("FA-2 a town round-trips through JSON", func(t *testing.T) {
		for _, town := range []*Town{DefaultTown(), mustLoad(t, []byte(redRock))} {
			data, err := json.Marshal(town)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(town, mustLoad(t, data)); diff != "" {
				t.Errorf("%s (-want +got):\n%s", town.Name, diff)
			}
		}
	})
}

func TestLoadTownErrors(t *testing.T) {
	// Each case breaks the Red Rock town and names where the error must point.
	tests := []struct {
		name, from, to, say string
	}{
		{"FA-2 syntax", `"name": "Red Rock",`, `"name": "Red Rock"`, "town: invalid character"},
		{"FA-2 unknown key", `"happenings"`, `"hapenings"`, `town: json: unknown field "hapenings"`},
		{"FA-2 no name", `"name": "Red Rock"`, `"name": " "`, "town name: blank"},
		{"FA-2 bad decay", `"every": 3`, `"every": 0`, `factions row 2 (company) decay: every 0 days, want 1..366`},
		{"FA-2 no id", `"id": "miners", `, ``, "factions row 1 id: blank"},
		{"FA-2 repeated id", `"id": "company"`, `"id": "Miners"`, `factions row 2 (Miners) id: "Miners" is already row 1 (miners)`},
		{"FA-2 id is another's name", `"id": "company"`, `"id": "the miners' union"`, `factions row 2 (the miners' union) id: "the miners' union" is already row 1 (miners)`},
		{"FA-2 no colour", `"colour": "green", `, ``, `factions row 1 (miners) colour: blank`},
		{"FA-2 repeated colour", `"yellow"`, `"Green"`, `factions row 2 (company) colour: Green chips are already row 1's (miners)`},
		{"FA-2 bad suit", `"suit": "D"`, `"suit": "X"`, `factions row 2 (company) suit: "X" is not a suit: want "Hearts", "Clubs", "Spades" or "Diamonds"`},
		{"FA-2 repeated suit", `"suit": "D"`, `"suit": "clubs"`, `factions row 2 (company) suit: Clubs already belong to row 1 (miners)`},
		{"FA-2 bad buzz", `"buzz": "d6"`, `"buzz": "d"`, `factions row 2 (company) buzz: dice: bad notation`},
		{"FA-2 threshold not rising", `"at": 6`, `"at": 2`, `factions row 1 (miners) behaviours row 2: threshold 2 is not above the one before (2)`},
		{"FA-2 threshold below 1", `"at": 4`, `"at": 0`, `factions row 2 (company) behaviours row 1: threshold 0, want 1..1000000`},
		{"FA-2 unknown step", `"step": "threaten"`, `"step": "bribe"`, `town: unknown step "bribe": want "nothing", "watch"`},
		{"FA-2 missing step", `, "step": "act"`, ``, `factions row 1 (miners) behaviours row 2: no step: want "watch", "approach", "offer work", "warn", "threaten" or "act"`},
		{"FA-2 the step nothing", `"step": "act"`, `"step": "Nothing"`, `factions row 1 (miners) behaviours row 2: no step`},
		{"FA-2 rank not covered", `"ranks": "K"`, `"ranks": "Q"`, `factions row 2 (company) members row 2: rank Q is already row 1's`},
		{"FA-2 rank missing", `"ranks": "J-K"`, `"ranks": "J-Q"`, `factions row 1 (miners) members: no member holds rank K`},
		{"FA-2 bad rank", `"ranks": "A-10"`, `"ranks": "A-11"`, `factions row 1 (miners) members row 1: "11" is not a rank (want A, 2..10, J, Q or K)`},
		{"FA-2 backwards ranks", `"ranks": "A-10"`, `"ranks": "10-A"`, `factions row 1 (miners) members row 1: rank range "10-A" runs backwards`},
		{"FA-2 no members", `"members": [{"ranks": "A-Q", "name": "a company guard"}, {"ranks": "K", "name": "Mr. Sterling"}]`, `"members": []`, `factions row 2 (company) members: none`},
		{"FA-2 member without a name", `"name": "Big Tom Reilly"`, `"name": ""`, `factions row 1 (miners) members row 2: no name`},
		{"FA-2 location of an unknown faction", `["the Company"]`, `["the Railroad"]`, `locations row 1 (the mine head) factions: no faction "the Railroad"`},
		{"FA-2 location without a name", `"the mine head"`, `""`, `locations row 1 name: blank`},
		{"FA-2 no happenings", `["a cave-in"]`, `[]`, `happenings: none`},
		{"FA-2 blank happening", `["a cave-in"]`, `["a cave-in", ""]`, `happenings row 2: blank`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(redRock, tt.from) {
				t.Fatalf("the case does not apply: %q", tt.from)
			}
			_, err := LoadTown([]byte(strings.Replace(redRock, tt.from, tt.to, 1)))
			var te *TableError
			if !errors.Is(err, ErrTown) || !errors.As(err, &te) || !strings.HasPrefix(err.Error(), "faction: invalid town: "+tt.say) {
				t.Errorf("error %v\nwant a TableError wrapping ErrTown: faction: invalid town: %s", err, tt.say)
			}
		})
	}
	t.Run("FA-2 a town built in Go is validated too", func(t *testing.T) {
		town := DefaultTown()
		town.Factions = nil
		var te *TableError
		if _, err := NewLedger(town, dice.NewSource(1)); !errors.As(err, &te) || te.Table != "factions" {
			t.Errorf("no factions: %v", err)
		}
		town = DefaultTown()
		town.Locations = append(town.Locations, Location{Name: "main street"})
		if err := town.Validate(); !errors.As(err, &te) || !strings.Contains(err.Error(), `locations row 8 (main street) name: row 2 has it already (names ignore case)`) {
			t.Errorf("repeated location: %v", err)
		}
		town = DefaultTown()
		town.Factions = append(town.Factions, make([]Faction, MaxFactions)...)
		if err := town.Validate(); !errors.Is(err, ErrTown) {
			t.Errorf("too many factions: %v", err)
		}
		if _, err := LoadTown([]byte(`{"name": "X", "factions": [], "happenings": ["a"]}`)); !errors.As(err, &te) || te.Table != "factions" {
			t.Errorf("no factions in JSON: %v", err)
		}
		if err := (*Town)(nil).Validate(); !errors.Is(err, ErrTown) {
			t.Errorf("nil town: %v", err)
		}
	})
}

// TestRanksAndSuits reads the ranks of a town's members and the suits of
// its factions; what a town refuses LoadTown reports (TestLoadTownErrors).
func TestRanksAndSuits(t *testing.T) {
	ranks := []struct {
		in     string
		lo, hi dice.Rank
	}{
		{"A", dice.Ace, dice.Ace}, {"k", dice.King, dice.King}, {"2-10", 2, 10}, {"J-K", dice.Jack, dice.King},
		{" 7 - 9 ", 7, 9}, {"A-K", dice.Ace, dice.King},
	}
	for _, tt := range ranks {
		lo, hi, err := parseRanks(tt.in)
		if err != nil || lo != tt.lo || hi != tt.hi {
			t.Errorf("parseRanks(%q) = %v, %v, %v", tt.in, lo, hi, err)
		}
	}
	for _, in := range []string{"", "1", "11", "Z", "K-A", "2-", "2-3-4", "Joker"} {
		if _, _, err := parseRanks(in); err == nil {
			t.Errorf("parseRanks(%q): %v", in, err)
		}
	}
	suits := map[string]dice.Suit{"": 0, "hearts": dice.Hearts, "♣": dice.Clubs, "S": dice.Spades, "Diamond": dice.Diamonds, " CLUB ": dice.Clubs, "d": dice.Diamonds}
	for in, want := range suits {
		if got, err := parseSuit(in); err != nil || got != want {
			t.Errorf("parseSuit(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := parseSuit("cups"); err == nil || !strings.Contains(err.Error(), `want "Hearts", "Clubs", "Spades" or "Diamonds"`) {
		t.Errorf("cups: %v", err)
	}
}
