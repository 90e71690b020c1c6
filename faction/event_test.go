package faction

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
)

func TestEventString(t *testing.T) {
	l := newLedger(t, nil)
	script := dicetest.NewScript(t, 3, 1, 2, 4, 5)
	l.r = script
	buzz, err := l.Buzz(Arrival{Character: "Jake", Bonus: 1})
	if err != nil {
		t.Fatal(err)
	}
	arrive(t, l, "Sarah", map[string]int{"law": 9})
	if _, err := l.Advance(3); err != nil {
		t.Fatal(err)
	}
	brawl := award(t, l, Deed{Character: "Jake", What: "won a brawl at the Silver Spur", Witnesses: []string{"Belle Ransome", "Doc Fenwick", "Kid Dorsey", "the faro table"}}, "sporting", 3)
	one := award(t, l, Deed{Character: "Jake", What: "paid for the Reverend's roof", Witnesses: []string{"the Reverend"}}, "temperance", 1)
	two := award(t, l, Deed{Character: "Sarah", What: "shot a rabid dog", Witnesses: []string{"Amos Quill", "a boy"}}, "law", 2)
	l.Evaluate()
	decay, err := l.Advance(25)
	if err != nil {
		t.Fatal(err)
	}
	evaluation := l.Evaluate()
	enc, err := l.EncounterCard(card(t, "J♣"), "the Silver Spur saloon", "Sarah", "Jake")
	if err != nil {
		t.Fatal(err)
	}
	quiet, _ := l.EncounterCard(card(t, "5♣"), "the First Methodist church")
	happens, _ := l.EncounterCard(card(t, "Joker"), "Main Street")
	acts, _ := l.WhoActsCard(card(t, "9♠"), "law", "Sarah")
	script.Done()

	var got []string
	for _, evs := range [][]Event{buzz, {brawl, one, two}, decay, evaluation, {enc, quiet, happens, acts}} {
		for _, ev := range evs {
			got = append(got, ev.String())
		}
	}
	// Jake's buzz: the Cattlemen d4−1 shows 3 → 2, +1 = 3; the Law d4−1
	// shows 1 → 0, +1 = 1; the League d3−1 shows 2 → 1, +1 = 2; the
	// Sporting Crowd d4 shows 4, +1 = 5. By day 3 the Sporting Crowd holds
	// 5 + 3 = 8, the League 2 + 1 = 3, the Law 9 + 2 = 11 on Sarah.
	// Advancing to day 28 takes 4 weekly chips: Jake's Cattlemen 3 → 0
	// (peak 3, floor 0) on day 21, the Law 1 → 0 on day 7, the League 3 → 0
	// on day 21, the Sporting Crowd 8 → 4 on day 28 (floor 1); Sarah's Law
	// 11 → 7 (floor 5) on day 28. The happening die shows 5: the fire.
	want := []string{
		"day 0: Jake rides into town — the Cattlemen's Association's interest in Jake is 3 red chips (d4-1: [3] - 1 = 2, +1 bonus)",
		"day 0: Jake rides into town — the Law's interest in Jake is 1 blue chip (d4-1: [1] - 1 = 0, +1 bonus)",
		"day 0: Jake rides into town — the Ladies' Temperance League's interest in Jake is 2 white chips (d3-1: [2] - 1 = 1, +1 bonus)",
		"day 0: Jake rides into town — the Sporting Crowd's interest in Jake is 5 black chips (d4: [4] = 4, +1 bonus)",
		"day 3: Jake won a brawl at the Silver Spur, witnessed by Belle Ransome, Doc Fenwick and 2 others: +3 black chips — the Sporting Crowd's interest in Jake rises to 8",
		"day 3: Jake paid for the Reverend's roof, witnessed by the Reverend: +1 white chip — the Ladies' Temperance League's interest in Jake rises to 3",
		"day 3: Sarah shot a rabid dog, witnessed by Amos Quill and a boy: +2 blue chips — the Law's interest in Sarah rises to 11",
		"day 7: the Law's interest in Jake fades by 1 to 0",
		"day 21: the Cattlemen's Association's interest in Jake fades by 3 to 0",
		"day 21: the Ladies' Temperance League's interest in Jake fades by 3 to 0",
		"day 28: the Sporting Crowd's interest in Jake fades by 4 to 4",
		"day 28: the Law's interest in Sarah fades by 4 to 7",
		"day 28: the Cattlemen's Association's interest in Jake falls to 0 — they lose interest",
		"day 28: the Sporting Crowd's interest in Jake falls to 4 — they watch: the house gamblers mark the stranger at the faro table",
		"day 28: the Law's interest in Sarah falls to 7 — they warn: a deputy reminds the stranger that guns are checked at the marshal's office",
		"day 28, the Silver Spur saloon: J♣ — Kid Dorsey, the house gun (the Sporting Crowd); their interest in Jake is 4 — they watch: the house gamblers mark the stranger at the faro table",
		"day 28, the First Methodist church: 5♣ — only townsfolk: the Sporting Crowd keeps away",
		"day 28, Main Street: Joker — fire breaks out in the livery loft",
		"day 28: 9♠ — the Law sends a deputy marshal; their interest in Sarah is 7 — they warn: a deputy reminds the stranger that guns are checked at the marshal's office",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestEventStringMore(t *testing.T) {
	law := Event{Faction: "law", FactionName: "the Law", Colour: "blue", Character: "Jake"}
	tests := []struct {
		ev   Event
		want string
	}{
		{with(law, func(e *Event) { e.Kind, e.Deed, e.Chips = Buzzed, "rides into town", 0 }),
			"day 0: Jake rides into town — the Law pays Jake no mind"},
		{with(law, func(e *Event) { e.Kind, e.Deed, e.Chips, e.Interest, e.Bonus = Buzzed, "rides into town", 2, 2, 2 }),
			"day 0: Jake rides into town — the Law's interest in Jake is 2 blue chips (+2 bonus)"},
		{with(law, func(e *Event) { e.Kind, e.Chips, e.Interest, e.Floor, e.Day = Decayed, 2, 3, 3, 14 }),
			"day 14: the Law's interest in Jake fades by 2 to 3 and holds there"},
		{with(law, func(e *Event) { e.Kind, e.Interest = Behaves, 1 }),
			"day 0: the Law's interest in Jake is 1"},
		{with(law, func(e *Event) { e.Kind, e.Interest, e.Step, e.Change = Behaves, 20, Act, Rises }),
			"day 0: the Law's interest in Jake reaches 20 — they act"},
		{with(law, func(e *Event) {
			e.Kind, e.Character, e.Card, e.Member = Encountered, "", dice.Card(40), "Amos Quill, the jailer"
		}),
			"day 0: A♦ — Amos Quill, the jailer (the Law)"},
		{with(law, func(e *Event) { e.Kind, e.Character, e.Card, e.Member = Acts, "", dice.Joker, "Marshal Eli Brannock" }),
			"day 0: Joker — the Law sends Marshal Eli Brannock"},
		{Event{Kind: Townsfolk, Card: dice.Card(1), Location: "Main Street"}, "day 0, Main Street: A♥ — only townsfolk"},
		{Event{Kind: Awarded, Character: "Jake", Deed: "won", Witnesses: [3]string{"a", "b", "c"}, Seen: 3, Chips: 1, Colour: "red", FactionName: "the Boys", Interest: 1},
			"day 0: Jake won, witnessed by a, b and c: +1 red chip — the Boys' interest in Jake rises to 1"},
		{Event{Day: 2}, "day 2: none"},
		{Event{Day: 2, Kind: Acts + 1}, "day 2: event(9)"},
	}
	for _, tt := range tests {
		if got := tt.ev.String(); got != tt.want {
			t.Errorf("got  %s\nwant %s", got, tt.want)
		}
	}
}

func with(e Event, f func(*Event)) Event {
	f(&e)
	return e
}

func TestEventJSON(t *testing.T) {
	ev := Event{Day: 3, Kind: Behaves, Faction: "law", FactionName: "the Law", Colour: "blue", Character: "Jake",
		Interest: 5, Step: Warn, Does: "a word", Change: Rises, Card: dice.Joker}
	data, err := json.Marshal(ev)
	if err != nil {
		t.Fatal(err)
	}
	var back Event
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(ev, back); diff != "" {
		t.Errorf("%s (-want +got):\n%s", data, diff)
	}
	var k EventKind
	if err := k.UnmarshalText([]byte("party")); !errors.Is(err, ErrState) {
		t.Errorf("unknown kind decoded: %v", err)
	}
	if err := k.UnmarshalText([]byte("Award")); err != nil || k != Awarded {
		t.Errorf("Award decoded as %v, %v", k, err)
	}
	if _, err := (Acts + 1).MarshalText(); !errors.Is(err, ErrState) {
		t.Errorf("a kind without a name encoded: %v", err)
	}
}
