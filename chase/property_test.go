package chase

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

var breedNames = []string{"Arabian", "Morgan", "Quarter Horse", "Thoroughbred", "Mustang", "Percheron", "Shire"}

// rapidRider draws a rider and rolls his horse with r.
func rapidRider(t *rapid.T, r dice.Rand, name string) Rider {
	h, err := RollHorse(r, HorseSpec{Name: name + "'s horse", Breed: rapid.SampledFrom(breedNames).Draw(t, "breed"), Age: 6}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return Rider{
		Name:     name,
		Riding:   rapid.IntRange(1, 100).Draw(t, "riding"),
		Tracking: rapid.IntRange(1, 100).Draw(t, "tracking"),
		Trail:    Trail(rapid.IntRange(0, 2).Draw(t, "trail")),
		DieMod:   rapid.IntRange(-1, 1).Draw(t, "dieMod"),
		Horse:    h,
	}
}

// rapidStrategy draws a valid bet every turn: any trade, red, white and
// colours the rules allow, and now and then a pursuer giving up.
func rapidStrategy(t *rapid.T) Strategy {
	return betFunc(func(v *View) Bet {
		me := v.Self()
		if me.Role == Pursuer && rapid.IntRange(0, 40).Draw(t, "quit") == 0 {
			return Bet{GiveUp: true}
		}
		var b Bet
		held := me.Chips
		if rapid.IntRange(0, 3).Draw(t, "trade?") == 0 {
			give := Colour(rapid.IntRange(1, 3).Draw(t, "give"))
			get := Colour((int(give)+rapid.IntRange(0, 1).Draw(t, "get"))%3 + 1)
			if n := min(held.Of(give)/2, maxChips-held.Of(get)); n > 0 {
				b.Trade = Trade{Give: give, Get: get, N: rapid.IntRange(1, n).Draw(t, "n")}
				*held.ptr(give) -= 2 * b.Trade.N
				*held.ptr(get) += b.Trade.N
			}
		}
		b.Red = rapid.IntRange(0, min(v.Limit.Red, held.Red)).Draw(t, "red")
		b.White = rapid.IntRange(0, min(held.White, v.Limit.White, baseMove+b.Red/2)).Draw(t, "white")
		b.Earn = Colour(rapid.IntRange(0, 2).Draw(t, "earn"))
		b.Recover = Colour(rapid.IntRange(0, 3).Draw(t, "recover"))
		return b
	})
}

// ledger returns each rider's chips before the turn moved by what the
// turn's events book: trades, red spent, chips earned, blue chips lost to
// failed checks, chips recovered and the red a new phase brings.
func ledger(before []RiderState, evs []Event) []Chips {
	held := make([]Chips, len(before))
	for i := range before {
		held[i] = before[i].Chips
	}
	for _, e := range evs {
		if e.Rider < 0 {
			continue
		}
		h := &held[e.Rider]
		switch e.Kind {
		case Traded, Bets:
			h.Red += int(e.Gain.Red) - int(e.Chips.Red)
			h.Blue += int(e.Gain.Blue) - int(e.Chips.Blue)
			if e.Kind == Traded {
				h.White += int(e.Gain.White) - int(e.Chips.White)
			}
		case HazardCheck, HorseSenseCheck, ObstacleCheck:
			if e.Lost {
				h.Blue--
			}
		case Recovers:
			if p := h.ptr(e.Colour); p != nil {
				*p++
			}
		case NewPhase:
			h.Red += int(e.Gain.Red)
		}
	}
	return held
}

// collapsedIn reports whether rider i's horse collapsed in the events.
func collapsedIn(evs []Event, i int) bool {
	for _, e := range evs {
		if e.Kind == Collapses && int(e.Rider) == i {
			return true
		}
	}
	return false
}

// invariants checks what must hold after every turn, given the states
// before it and the turn's events.
func invariants(t *rapid.T, before, after []RiderState, track []dice.Card, log, turn []Event) {
	want := ledger(before, turn)
	for i := range after {
		s := &after[i]
		if !chipsOK(s.Chips, s.Max) {
			t.Fatalf("rider %d holds %v with a maximum of %v", i, s.Chips, s.Max)
		}
		if s.Chips != want[i] {
			t.Fatalf("rider %d holds %v, the events book %v", i, s.Chips, want[i])
		}
		if s.In() && s.Chips.total() == 0 && !collapsedIn(turn, i) {
			t.Fatalf("rider %d rides on with no chips and did not collapse", i)
		}
		if s.Pos < before[i].Pos {
			t.Fatalf("rider %d went back from card %d to %d", i, before[i].Pos, s.Pos)
		}
	}
	for k, e := range turn {
		if e.Kind == Recovers && collapsedIn(turn[:k], int(e.Rider)) {
			t.Fatalf("rider %d recovered after collapsing in the same turn", e.Rider)
		}
		if e.Kind == Recovers && e.Colour != AnyColour {
			if s := &after[e.Rider]; s.Chips.Of(e.Colour) > s.Max.Of(e.Colour) {
				t.Fatalf("rider %d recovered %v above the maximum: %v of %v", e.Rider, e.Colour, s.Chips, s.Max)
			}
		}
	}
	// The deck never deals a card twice before a reshuffle.
	start := 0
	cut := map[int]bool{}
	for _, e := range log {
		if e.Kind == Shuffled {
			cut[int(e.Pos)-1] = true
		}
	}
	seen := map[dice.Card]int{}
	for k, c := range track {
		if cut[k] {
			clear(seen)
			start = k
		}
		if j, dup := seen[c]; dup {
			t.Fatalf("card %v dealt as card %d and %d since the shuffle at %d", c, j+1, k+1, start+1)
		}
		seen[c] = k
	}
}

// thicket is a terrain where every card is an automatic hazard: every card
// a horse passes takes Riding checks, as many as the hazards before it in
// the move (rule CS-3).
var thicket = Terrain{Name: "Thicket", Hazards: Ranks(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13).WithJokers()}

func TestPropChase(t *testing.T) {
	// Every chip a horse holds is one the turn's events book (trades, red
	// spent, chips earned, blue lost, chips recovered, phase red), no
	// colour goes negative or past maxChips, recovery never takes a colour
	// above its maximum, positions only move forward, the deck never deals
	// a card twice before a reshuffle, a horse left without chips collapses
	// in that turn and recovers nothing in it, the log never passes the
	// bound of MaxEvents, and a chase always ends within its turn cap.
	rapid.Check(t, func(t *rapid.T) {
		r := dicetest.NewRapid(t)
		s := Setup{
			Pursued:  rapidRider(t, r, "Bart"),
			Gap:      rapid.IntRange(0, 20).Draw(t, "gap"),
			Terrain:  rapid.SampledFrom([]Terrain{Open, Plains, Desert, Badlands, Mountains, thicket}).Draw(t, "terrain"),
			Weather:  Weather(rapid.IntRange(0, 2).Draw(t, "weather")),
			MaxTurns: rapid.IntRange(1, 40).Draw(t, "cap"),
		}
		n := rapid.IntRange(1, 3).Draw(t, "pursuers")
		strats := []Strategy{rapidStrategy(t)}
		for i := range n {
			s.Pursuers = append(s.Pursuers, rapidRider(t, r, "Dill "+itoa(i)))
			strats = append(strats, rapidStrategy(t))
		}
		c, err := New(s, r)
		if err != nil {
			t.Fatal(err)
		}
		start := c.State().States[0].Pos
		for !c.Over() {
			before := append([]RiderState(nil), c.State().States...)
			if err := playTurn(&c.engine, strats...); err != nil {
				t.Fatal(err)
			}
			invariants(t, before, c.State().States, c.State().Track, c.Events(), turnEvents(&c.engine))
			if n, most := len(c.Events()), c.engine.mostEvents(c.State().Turn, start); n > int(most) {
				t.Fatalf("%d events in %d turns, over the bound %d", n, c.State().Turn, most)
			}
			if c.State().Turn > s.MaxTurns {
				t.Fatalf("turn %d past the cap %d", c.State().Turn, s.MaxTurns)
			}
		}
		if c.Outcome().End == NotOver || c.Outcome().Ended != c.State().Turn {
			t.Fatalf("outcome %v after %d turns", c.Outcome(), c.State().Turn)
		}
	})
}

func TestPropRace(t *testing.T) {
	// In a race every chip held is one the turn's events book, recovery
	// never passes the maximum, positions only move forward, the
	// 30 cards are distinct, every placed rider reached the last card, the
	// log never passes the bound of MaxEvents, and the race always ends
	// within its turn cap.
	rapid.Check(t, func(t *rapid.T) {
		r := dicetest.NewRapid(t)
		n := rapid.IntRange(1, 5).Draw(t, "riders")
		var s RaceSetup
		var strats []Strategy
		for i := range n {
			rd := rapidRider(t, r, "Rider "+itoa(i))
			rd.Initiative = rapid.IntRange(-5, 5).Draw(t, "initiative")
			s.Riders = append(s.Riders, rd)
			strats = append(strats, rapidStrategy(t))
		}
		s.MaxTurns = rapid.IntRange(1, 30).Draw(t, "cap")
		rc, err := NewRace(s, r)
		if err != nil {
			t.Fatal(err)
		}
		for !rc.Over() {
			before := append([]RiderState(nil), rc.State().States...)
			if err := playTurn(&rc.engine, strats...); err != nil {
				t.Fatal(err)
			}
			invariants(t, before, rc.State().States, rc.State().Track, rc.Events(), turnEvents(&rc.engine))
			if n, most := len(rc.Events()), rc.engine.mostEvents(rc.State().Turn, 0); n > int(most) {
				t.Fatalf("%d events in %d turns, over the bound %d", n, rc.State().Turn, most)
			}
		}
		if rc.State().Turn > s.MaxTurns {
			t.Fatalf("%d turns, cap %d", rc.State().Turn, s.MaxTurns)
		}
		for i, st := range rc.State().States {
			if st.Place > 0 && st.Pos != rc.State().Length {
				t.Fatalf("rider %d placed %d on card %d", i, st.Place, st.Pos)
			}
		}
		if o := finishOrder(rc.Outcome()); len(o) != n {
			t.Fatalf("order %v", o)
		}
	})
}

func TestPropRefusedBetChangesNothing(t *testing.T) {
	// A bet over a limit is refused and leaves the chase as it was.
	rapid.Check(t, func(t *rapid.T) {
		c, _ := seededChase(t, rapid.Uint64().Draw(t, "seed"))
		before, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		over := rapid.IntRange(1, 10).Draw(t, "over")
		bad := betFunc(func(v *View) Bet {
			switch rapid.IntRange(0, 2).Draw(t, "which") {
			case 0:
				return Bet{Red: v.Limit.Red + over}
			case 1:
				return Bet{White: v.Self().Chips.White + over}
			}
			return Bet{Trade: Trade{Give: BlueChip, Get: WhiteChip, N: v.Self().Chips.Blue/2 + over}}
		})
		saved := c.engine.strats[0]
		c.engine.strats[0] = bad
		if err := c.Step(); err == nil {
			t.Fatal("a bet over the limits was accepted")
		}
		c.engine.strats[0] = saved
		after, _ := json.Marshal(c)
		if string(before) != string(after) {
			t.Fatal("a refused bet changed the chase")
		}
	})
}

func TestPropDeterminism(t *testing.T) {
	// The same seed plays the same race, event for event.
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		a, b := seededRace(t, seed), seededRace(t, seed)
		if _, err := runWith(&a.engine, raceStrats...); err != nil {
			t.Fatal(err)
		}
		if _, err := runWith(&b.engine, raceStrats...); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(a.Events(), b.Events()) {
			t.Fatalf("events (-first +second):\n%s", cmp.Diff(a.Events(), b.Events()))
		}
	})
}

// chipsOK reports a stack and its maximum within 0..maxChips in every
// colour; the stack may stand above the maximum (rule CSD-7).
func chipsOK(c, m Chips) bool {
	in := func(v int) bool { return v >= 0 && v <= maxChips }
	return in(m.Red) && in(m.Blue) && in(m.White) && in(c.Red) && in(c.Blue) && in(c.White)
}
