package faction

import (
	"encoding/json"

	"github.com/deadmanshand/aces/dice"
)

// tb is what the helpers need of a test: *testing.T, *testing.B and
// *rapid.T all have it.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// newLedger opens a ledger of the example town with r (a seeded source
// when nil).
func newLedger(t tb, r dice.Rand) *Ledger {
	t.Helper()
	if r == nil {
		r = dice.NewSource(1)
	}
	l, err := NewLedger(DefaultTown(), r)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// arrive brings a character into town with the GM's own buzz (no dice).
func arrive(t tb, l *Ledger, name string, chips map[string]int) {
	t.Helper()
	if chips == nil {
		chips = map[string]int{}
	}
	if _, err := l.Buzz(Arrival{Character: name, Chips: chips}); err != nil {
		t.Fatal(err)
	}
}

// seen is a deed witnessed by the saloon.
func seen(who, what string) Deed {
	return Deed{Character: who, What: what, Witnesses: []string{"the saloon"}}
}

// award gives chips and fails the test on error.
func award(t tb, l *Ledger, d Deed, faction string, chips int) Event {
	t.Helper()
	ev, err := l.Award(d, faction, chips)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// interest reads an interest and fails the test on error.
func interest(t tb, l *Ledger, faction, who string) int {
	t.Helper()
	n, err := l.Interest(faction, who)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// card parses a card.
func card(t tb, s string) dice.Card {
	t.Helper()
	c, err := dice.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// stacked returns a 54-card deck, reshuffled when empty, with the given
// cards on top in order and the rest below in the deck's own order.
func stacked(t tb, top ...string) dice.Deck {
	t.Helper()
	var left []dice.Card
	var used [55]bool
	for _, s := range top {
		c := card(t, s)
		left = append(left, c)
		used[c] = true
	}
	for c := dice.Card(1); c <= dice.Joker2; c++ {
		if !used[c] {
			left = append(left, c)
		}
	}
	data, err := json.Marshal(map[string]any{"jokers": true, "policy": "when empty", "drawn": []dice.Card{}, "left": left})
	if err != nil {
		t.Fatal(err)
	}
	var d dice.Deck
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	return d
}
