package chase

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// calm returns a horse whose attributes are all 10 except that nothing
// troubles it: Temperament 20 (20/2 = 10, no obstacle is worth more) and
// Horse Sense 22 (22/2 = 11, no hazard is worth more).
func calm() Horse {
	h := plainHorse(10)
	h.Attributes.Temperament = 20
	h.Attributes.HorseSense = 22
	return h
}

// plainHorse returns a valid horse with every attribute v.
func plainHorse(v int) Horse {
	h := Horse{Name: "Nag", Breed: "Mustang", Age: 6, Height: 58, Weight: 750, TemperamentType: "quiet", HP: 20}
	for at := range NumAttributes {
		h.Attributes.set(at, v)
	}
	return h
}

// with returns h with attribute at set to v.
func with(h Horse, at Attribute, v int) Horse {
	h.Attributes.set(at, v)
	return h
}

func rider(name string, riding int, h Horse) Rider {
	return Rider{Name: name, Riding: riding, Tracking: 50, Horse: h}
}

// deckOf returns a deck of 54 cards that deals the cards given first,
// then the rest of the deck in order.
func deckOf(t testing.TB, first ...string) *dice.Deck {
	t.Helper()
	var seen [55]bool
	left := []dice.Card{}
	for _, s := range first {
		c, err := dice.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		if seen[c] {
			t.Fatalf("deckOf: %v twice", c)
		}
		seen[c] = true
		left = append(left, c)
	}
	for c := dice.Card(1); c <= dice.Joker2; c++ {
		if !seen[c] {
			left = append(left, c)
		}
	}
	data, err := json.Marshal(map[string]any{"jokers": true, "policy": "never", "drawn": []dice.Card{}, "left": left})
	if err != nil {
		t.Fatal(err)
	}
	var d dice.Deck
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

// betFunc adapts a function to Strategy.
type betFunc func(v *View) Bet

// Bet calls f(v).
func (f betFunc) Bet(v *View) Bet { return f(v) }

// fixed always bets b.
func fixed(b Bet) Strategy { return betFunc(func(*View) Bet { return b }) }

// deciding returns s with the riders' Deciders ds, the pursued's first;
// its pursuers are a copy.
func deciding(s Setup, ds ...Strategy) Setup { return withDeciders(s, ds) }

// racing returns s with the riders' Deciders ds; its riders are a copy.
func racing(s RaceSetup, ds ...Strategy) RaceSetup { return raceWithDeciders(s, ds) }

// turnEvents returns the events of the last turn e played.
func turnEvents(e *engine) []Event { return e.log[e.turnAt:] }

// stand bets nothing: the base move of 3 cards.
var stand = fixed(Bet{})

// newChase starts a chase with the given deck and scripted dice.
func newChase(t *testing.T, s Setup, r dice.Rand) *Chase {
	t.Helper()
	c, err := New(s, r)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func turn(t *testing.T, c *Chase, ss ...Strategy) []Event {
	t.Helper()
	if err := playTurn(&c.engine, ss...); err != nil {
		t.Fatal(err)
	}
	return turnEvents(&c.engine)
}

// kinds returns the events of the given kind.
func kinds(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// script returns scripted dice that fail the test when they run out.
func script(t *testing.T, faces ...int) *dicetest.Script { return dicetest.NewScript(t, faces...) }

func wantErr(t *testing.T, err, sentinel error) {
	t.Helper()
	if !errors.Is(err, sentinel) {
		t.Fatalf("error %v, want %v", err, sentinel)
	}
}

// playTurn hands the riders to ss, one per rider (nil: a person), and
// plays a turn: a turn whose strategies the test picks.
func playTurn(e *engine, ss ...Strategy) error {
	if !e.ready {
		return e.Step()
	}
	if len(ss) != len(e.riders) {
		return errorf(ErrStrategy, "%d strategies for %d riders", len(ss), len(e.riders))
	}
	copy(e.strats, ss)
	e.countPeople()
	return e.Step()
}

// runWith hands the riders to ss, as playTurn does, and runs to the end.
func runWith(e *engine, ss ...Strategy) (Outcome, error) {
	if e.ready && len(ss) != len(e.riders) {
		return e.out, errorf(ErrStrategy, "%d strategies for %d riders", len(ss), len(e.riders))
	}
	if e.ready {
		copy(e.strats, ss)
		e.countPeople()
	}
	return e.Run()
}

// finishOrder returns the riders of a race's outcome by place, those who
// did not finish after them in index order.
func finishOrder(o Outcome) []int {
	var placed, rest []int
	for p := 1; p <= len(o.Results); p++ {
		for i, r := range o.Results {
			if r.Place == p {
				placed = append(placed, i)
			}
		}
	}
	for i, r := range o.Results {
		if r.Place == 0 {
			rest = append(rest, i)
		}
	}
	return append(placed, rest...)
}
