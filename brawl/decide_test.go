package brawl

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/encountertest"
)

// persons seats Jake and Bill, both played by people, on dice s.
func persons(t *testing.T, r dice.Rand) *Brawl {
	t.Helper()
	b, err := New(Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Person}, {Brawler: bill(), Decider: Person}}}, r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// waitFor steps b, which must stop for seat i's decision of kind k, and
// returns what his View offers.
func waitFor(t *testing.T, b *Brawl, i int, k Decision) Options {
	t.Helper()
	err := b.Step()
	if !errors.Is(err, ErrWaiting) {
		t.Fatalf("step: %v, want a wait for seat %d's %v", err, i, k)
	}
	if w := b.Waiting(); len(w) != 1 || w[0] != i {
		t.Fatalf("waiting %v, want [%d] (%v)", w, i, err)
	}
	v, ok := b.View(i)
	if !ok || v.decision() != k {
		t.Fatalf("seat %d decides %v, want %v", i, v.decision(), k)
	}
	return v.Options()
}

func decide(t *testing.T, b *Brawl, i int, c Choice) {
	t.Helper()
	if err := b.Decide(i, c); err != nil {
		t.Fatal(err)
	}
}

func saveOf(t encountertest.T, b *Brawl) []byte {
	t.Helper()
	data, err := b.MarshalJSON()
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	return data
}

// A round of two people, every number by hand. Jake: 26 red 22 blue 20
// white, limits 6 red 6 blue 4 white, Wis 11. Bill: 24 red 20 blue 24
// white, limits 6 red 5 blue 7 white, Wis 10.
func TestPersonRound(t *testing.T) {
	sc := dicetest.NewScript(t, 15, 5) // Jake's d20, Bill's d20
	b := persons(t, sc)
	t.Run("BR-7 ready or rest is asked in seat order", func(t *testing.T) {
		o := waitFor(t, b, 0, DecideReady)
		if !o.Fight || len(o.choices()) != 11 { // fight, and the 10 mixes of three chips
			t.Errorf("Jake's ready options %+v: %d choices", o, len(o.choices()))
		}
		decide(t, b, 0, fight())
		waitFor(t, b, 1, DecideReady)
		decide(t, b, 1, fight())
	})
	t.Run("BR-2 bets colour by colour, Bill (Wis 10) before Jake (Wis 11), within the limits", func(t *testing.T) {
		for _, c := range []struct {
			seat int
			col  Colour
			max  int
			bet  int
		}{
			{1, Red, 6, 2}, {0, Red, 6, 2}, {1, Blue, 5, 1}, {0, Blue, 6, 3}, {1, White, 7, 0}, {0, White, 4, 0},
		} {
			o := waitFor(t, b, c.seat, DecideBet)
			if o.Colour != c.col || o.Max != c.max || len(o.choices()) != c.max+1 {
				t.Errorf("seat %d offered %v 0..%d, want %v 0..%d", c.seat, o.Colour, o.Max, c.col, c.max)
			}
			if s := o.text(); !strings.Contains(s, "bet N "+c.col.String()) {
				t.Errorf("options read %q", s)
			}
			decide(t, b, c.seat, betOf(c.col, c.bet))
		}
	})
	t.Run("BR-3 Jake (3 blue) has the first turn; his legal turns include the punch at Bill", func(t *testing.T) {
		o := waitFor(t, b, 0, DecideTurn)
		if !containsTurn(o.Turns, Turn{Target: 1}) || !containsTurn(o.Turns, Turn{Target: Nobody}) || containsTurn(o.Turns, Turn{Target: 1, Special: Kick}) {
			t.Errorf("Jake's turns: %v", o.Turns)
		}
		decide(t, b, 0, playTurn(Turn{Target: 1}))
	})
	t.Run("BR-3 the punch lands, 1 + 2 red = 3, and Bill chooses the chips", func(t *testing.T) {
		// d20 15 + 3 blue = 18 > d20 5 + 0.
		o := waitFor(t, b, 1, DecideAbsorb)
		if o.Damage != 3 || o.Stack != (Chips{22, 19, 23}) {
			t.Errorf("Bill absorbs %d from %v, want 3 from 22 red 19 blue 23 white", o.Damage, o.Stack)
		}
		decide(t, b, 1, absorbChips(Chips{White: 3}))
		waitFor(t, b, 1, DecideTurn)
		decide(t, b, 1, playTurn(Turn{Target: Nobody}))
		if err := b.Step(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("BR-6 Jake's natural 15 wins 4 red 4 blue 2 white less the rake of 1 each", func(t *testing.T) {
		j := b.seats[0]
		bl := b.seats[1]
		if j.Stack != (Chips{27, 22, 20}) || bl.Stack != (Chips{22, 19, 20}) || b.round != 1 || len(b.Waiting()) != 0 {
			t.Errorf("after the round Jake %v, Bill %v", j.Stack, bl.Stack)
		}
	})
}

func containsTurn(ts []Turn, t Turn) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

// TestDecideRefuses: each illegal choice is refused with the rule, the
// brawler and why, wrapping ErrDecision, and changes nothing.
func TestDecideRefuses(t *testing.T) {
	// at Jake's ready, then Bill's red bet, Jake's turn, Bill's absorb
	seed := uint64(4)
	at := func(t *testing.T, k Decision) *Brawl {
		b := persons(t, dice.NewSource(seed))
		steps := []struct {
			i int
			c Choice
		}{{0, fight()}, {1, fight()}, {1, betOf(Red, 2)}, {0, betOf(Red, 2)}, {1, betOf(Blue, 0)}, {0, betOf(Blue, 6)},
			{1, betOf(White, 0)}, {0, betOf(White, 0)}}
		want := map[Decision]int{DecideReady: 0, DecideBet: 2, DecideTurn: 8}[k]
		for _, s := range steps[:want] {
			if err := b.Step(); !errors.Is(err, ErrWaiting) {
				t.Fatal(err)
			}
			decide(t, b, s.i, s.c)
		}
		if err := b.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
		return b
	}
	for _, c := range []struct {
		name     string
		at       Decision
		seat     int
		choice   Choice
		sentinel error
		frags    []string
		prep     func(b *Brawl)
	}{
		{"BR-7 a rest takes back exactly three chips", DecideReady, 0, restFor(Chips{Red: 2}), ErrChips, []string{"BR-7", "Jake rests to take back 2 red"}, nil},
		{"BR-7 no chips back without resting", DecideReady, 0, Choice{Kind: DecideReady, Chips: Chips{Red: 1}}, ErrDecision, []string{"BR-7", "without resting"}, nil},
		{"BR-2 a bet over the limit", DecideBet, 1, betOf(Red, 7), ErrBet, []string{"BR-2", "Bill bets 7 red, over his limit of 6"}, nil},
		{"BR-2 a negative bet", DecideBet, 1, betOf(Red, -1), ErrBet, []string{"BR-2", "cannot be negative"}, nil},
		{"BR-2 a bet of another colour than the one asked", DecideBet, 1, betOf(Blue, 1), ErrBet, []string{"BR-2", "bets blue when the bets are of red"}, nil},
		{"BR-2 a seat not asked", DecideBet, 0, betOf(Red, 1), ErrDecision, []string{"Jake decides", "Bill is asked"}, nil},
		{"BR-2 a choice of the wrong kind", DecideBet, 1, fight(), ErrDecision, []string{"a ready, when the decision asked is bet"}, nil},
		{"BR-2 a seat that does not exist", DecideBet, 5, betOf(Red, 1), ErrDecision, []string{"seat 5"}, nil},
		{"BR-3 an attack on himself", DecideTurn, 0, playTurn(Turn{Target: 0}), ErrTarget, []string{"BR-3", "Jake attacks himself"}, nil},
		{"BR-3 an attack on a seat that does not exist", DecideTurn, 0, playTurn(Turn{Target: 4}), ErrTarget, []string{"BR-3", "attacks seat 4"}, nil},
		{"BR-9 Kick is for a man on the ground", DecideTurn, 0, playTurn(Turn{Target: 1, Special: Kick}), ErrSpecial, []string{"BR-9 Kick", "who is standing"}, nil},
		{"BR-9 a special action he cannot pay for", DecideTurn, 0, playTurn(Turn{Target: 1, Special: RabbitPunch}), ErrChips, []string{"BR-9", "costing 4 blue but holds 5 red 2 blue 5 white"}, func(b *Brawl) { setStack(b, 0, Chips{5, 2, 5}) }},
		{"BR-9 Moving picks up only what lies about the saloon, and says what does", DecideTurn, 0, playTurn(Turn{Target: Nobody, Special: Move, Spot: 1, PickUp: "piano"}), ErrSpecial, []string{"BR-9 Moving", `picks up "piano", which is not in the saloon ("chair"`}, nil},
		{"BR-9 Moving to a spot the saloon has not", DecideTurn, 0, playTurn(Turn{Target: Nobody, Special: Move, Spot: 9}), ErrSpecial, []string{"BR-9 Moving", "spot 9"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := at(t, c.at)
			if c.prep != nil {
				c.prep(b)
			}
			before := saveOf(t, b)
			err := b.Decide(c.seat, c.choice)
			wantErr(t, err, c.sentinel, c.frags...)
			wantErr(t, err, ErrDecision)
			if after := saveOf(t, b); !bytes.Equal(before, after) {
				t.Errorf("the refusal changed the brawl:\n%s\n%s", before, after)
			}
		})
	}
	t.Run("BR-3 the chips a blow takes add up to its damage and fit the stacks", func(t *testing.T) {
		seed = 0
		var b *Brawl
		for {
			seed++
			b = at(t, DecideTurn)
			decide(t, b, 0, playTurn(Turn{Target: 1}))
			if err := b.Step(); !errors.Is(err, ErrWaiting) {
				t.Fatal(err)
			}
			if v, _ := b.View(1); v.decision() == DecideAbsorb {
				break // the punch landed
			}
		}
		v, _ := b.View(1)
		o := v.Options()
		before := saveOf(t, b)
		err := b.Decide(1, absorbChips(Chips{Red: o.Damage + 1}))
		wantErr(t, err, ErrChips, "BR-3", "must add up to the damage")
		if !bytes.Equal(before, saveOf(t, b)) {
			t.Error("the refusal changed the brawl")
		}
	})
	t.Run("BR-5 a winded man without a red and a blue must rest", func(t *testing.T) {
		b := persons(t, dice.NewSource(1))
		setStack(b, 0, Chips{Blue: 3})
		waitFor(t, b, 0, DecideReady)
		v, _ := b.View(0)
		if v.Options().Fight {
			t.Error("a winded man without red is offered to fight")
		}
		wantErr(t, b.Decide(0, fight()), ErrDecision, "BR-5", "must rest")
	})
	t.Run("a second choice before Step is refused", func(t *testing.T) {
		b := at(t, DecideReady)
		decide(t, b, 0, fight())
		if len(b.Waiting()) != 0 {
			t.Errorf("waiting %v after Decide", b.Waiting())
		}
		wantErr(t, b.Decide(0, restFor(Chips{White: 3})), ErrDecision, "has already decided")
	})
	t.Run("BR-5 a choice after the end wraps ErrOver and ErrDecision", func(t *testing.T) {
		b := persons(t, dice.NewSource(1))
		for i := range 2 {
			if err := b.SetDecider(i, Aggressive); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := b.Run(); err != nil {
			t.Fatal(err)
		}
		err := b.Decide(0, fight())
		wantErr(t, err, ErrOver, "ended")
		wantErr(t, err, ErrDecision)
		wantErr(t, b.Step(), ErrOver)
		if len(b.Waiting()) != 0 {
			t.Error("waiting after the end")
		}
	})
}

// TestSetDecider: a seat changes hands between steps, a pending decision
// included.
func TestSetDecider(t *testing.T) {
	t.Run("a decider given a pending seat answers it at the next Step", func(t *testing.T) {
		b := persons(t, dice.NewSource(2))
		waitFor(t, b, 0, DecideReady)
		if err := b.SetDecider(0, Cautious); err != nil {
			t.Fatal(err)
		}
		if len(b.Waiting()) != 0 {
			t.Errorf("waiting %v for a decider's seat", b.Waiting())
		}
		waitFor(t, b, 1, DecideReady) // Cautious fought for Jake
		if s := b.seats[0]; !s.Fighting {
			t.Error("Jake's decider did not ante")
		}
	})
	t.Run("nil hands a seat to a person mid-brawl, and the brawl ends as the deciders' would", func(t *testing.T) {
		want, err := New(Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Aggressive}, {Brawler: bill(), Decider: Cautious}}}, dice.NewSource(3))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := want.Run(); err != nil {
			t.Fatal(err)
		}
		b, err := New(Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Aggressive}, {Brawler: bill(), Decider: Cautious}}}, dice.NewSource(3))
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Step(); err != nil {
			t.Fatal(err)
		}
		if err := b.SetDecider(1, nil); err != nil {
			t.Fatal(err)
		}
		for !b.Over() {
			err := b.Step()
			if errors.Is(err, ErrWaiting) {
				decide(t, b, 1, b.ask(Cautious, 1))
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if d := cmp.Diff(want.Events(), b.Events()); d != "" {
			t.Errorf("(-deciders +person):\n%s", d)
		}
	})
	t.Run("a seat that does not exist", func(t *testing.T) {
		b := persons(t, dice.NewSource(2))
		wantErr(t, b.SetDecider(2, nil), ErrBrawler, "seat 2")
		if _, ok := b.View(-1); ok {
			t.Error("View(-1) is ok")
		}
	})
	t.Run("a person cannot be studied", func(t *testing.T) {
		_, err := Simulate(t.Context(), Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Person}, {Brawler: bill()}}}, Study{To: 1})
		wantErr(t, err, ErrBrawler, "Jake", "played by a person")
	})
}

// named is a custom strategy that can be saved.
type named struct {
	builtin
	name string
}

func (n named) Name() string    { return n.name }
func (n named) Version() string { return "1" }

// TestSaveDeciders: built-ins by name, people, custom strategies by Name
// and Version, and what cannot be saved.
func TestSaveDeciders(t *testing.T) {
	build := func(d Strategy) *Brawl {
		b, err := New(Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: d}, {Brawler: bill(), Decider: Person}}}, dice.NewSource(9))
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
		return b
	}
	t.Run("a custom strategy with Name and Version is found again among those given", func(t *testing.T) {
		b := build(named{Cautious.(builtin), "brute"})
		data := saveOf(t, b)
		if !bytes.Contains(data, []byte(`"decider":{"name":"brute","version":"1"}`)) || !bytes.Contains(data, []byte(`"decider":{"name":"person"}`)) {
			t.Errorf("save: %s", data)
		}
		r, err := Resume(data, named{Cautious.(builtin), "brute"})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := r.deciders[0].(named); !ok || r.deciders[1] != nil {
			t.Errorf("resumed deciders %T, %T", r.deciders[0], r.deciders[1])
		}
		_, err = Resume(data)
		wantErr(t, err, ErrState, `"brute" version "1"`, `"person", "cautious", "aggressive" or "random"`)
		wantErr(t, err, encounter.ErrUnknownDecider)
	})
	t.Run("a custom strategy without Name and Version cannot be saved", func(t *testing.T) {
		_, err := build(&plan{}).MarshalJSON()
		wantErr(t, err, ErrState, "Jake", "no Name() and Version()")
		wantErr(t, err, encounter.ErrUnsaved)
	})
	t.Run("a custom strategy under a built-in's name cannot be saved", func(t *testing.T) {
		_, err := build(named{Cautious.(builtin), "cautious"}).MarshalJSON()
		wantErr(t, err, ErrState, `named "cautious", a built-in's name`)
	})
	t.Run("a saved recorded choice resumes recorded", func(t *testing.T) {
		b := build(Aggressive)
		decide(t, b, 1, fight())
		r, err := Resume(saveOf(t, b))
		if err != nil {
			t.Fatal(err)
		}
		if !r.has || r.chosen != fight() || len(r.Waiting()) != 0 {
			t.Errorf("resumed with %v recorded %v", r.chosen, r.has)
		}
	})
	t.Run("a custom strategy named only earlier in the journal is not needed to resume", func(t *testing.T) {
		b := build(named{Cautious.(builtin), "brute"})
		if err := b.SetDecider(0, Cautious); err != nil {
			t.Fatal(err)
		}
		decide(t, b, 1, fight())
		if err := b.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
		data := saveOf(t, b)
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if r.deciders[0] != Cautious || !bytes.Equal(saveOf(t, r), data) {
			t.Errorf("resumed with %T:\n%s", r.deciders[0], saveOf(t, r))
		}
	})
	t.Run("a strategy that cannot be saved is journaled unnamed, and the brawl saves once it is replaced", func(t *testing.T) {
		b := build(Aggressive)
		if err := b.SetDecider(1, &plan{}); err != nil {
			t.Fatal(err)
		}
		if _, err := b.MarshalJSON(); !errors.Is(err, ErrState) {
			t.Fatalf("saved with an unnamed strategy in force: %v", err)
		}
		if err := b.Step(); err != nil {
			t.Fatal(err)
		}
		if err := b.SetDecider(1, nil); err != nil {
			t.Fatal(err)
		}
		data := saveOf(t, b)
		if !bytes.Contains(data, []byte(`"decider":{"name":"unnamed"}`)) {
			t.Errorf("no unnamed decider in %s", data)
		}
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if d := sameBrawl(b, r); d != "" {
			t.Errorf("resumed (-saved +resumed):\n%s", d)
		}
	})
	t.Run("a decider change is an entry of the journal, and a replay needs no decider's answer", func(t *testing.T) {
		b := build(Aggressive)
		if err := b.SetDecider(1, Random); err != nil {
			t.Fatal(err)
		}
		if err := b.Step(); err != nil {
			t.Fatal(err)
		}
		data := saveOf(t, b)
		if !bytes.Contains(data, []byte(`{"who":1,"decider":{"name":"random"}}`)) {
			t.Errorf("no decider change in %s", data)
		}
		edited := bytes.Replace(data, []byte(`{"who":1,"decider":{"name":"random"}}`), []byte(`{"who":1,"decider":{"name":"cautious"}}`), 1)
		r, err := Resume(edited)
		if err != nil {
			t.Fatal(err)
		}
		if r.deciders[1] != Cautious {
			t.Errorf("resumed with %T", r.deciders[1])
		}
		if d := cmp.Diff(b.Events(), r.Events()); d != "" {
			t.Errorf("the journal's answers played otherwise (-saved +resumed):\n%s", d)
		}
	})
}

// TestViewAndState: what a person sees, and the game master's screen.
func TestViewAndState(t *testing.T) {
	b := persons(t, dice.NewSource(4))
	waitFor(t, b, 0, DecideReady)
	decide(t, b, 0, fight())
	waitFor(t, b, 1, DecideReady)
	decide(t, b, 1, fight())
	waitFor(t, b, 1, DecideBet)
	v, _ := b.View(1)
	want := "round 1 · you are Bill (seat 1) · your stacks 24 red 20 blue 23 white · limits 6 red 5 blue 7 white · pot 2 white\n" +
		"  0 Jake: 26 red 22 blue 19 white, 20 hp, in the fight, at the middle of the floor\n" +
		"  1 Bill: 24 red 20 blue 23 white, 22 hp, in the fight, at the middle of the floor\n" +
		"you decide (bet):\nbet N red: N from 0 to 6"
	if got := v.String(); got != want {
		t.Errorf("Bill's view:\n%s\nwant\n%s", got, want)
	}
	if j, _ := b.View(0); j.decision() != NoDecision || j.Options().text() != "nothing to decide now" {
		t.Errorf("Jake, not asked, decides %v", j.decision())
	}
	st := b.State()
	if st.Asked != 1 || st.Decision != DecideBet || st.Pot != (Chips{White: 2}) || len(st.Seats) != 2 || st.Deciders[0] != "person" || st.Chosen != nil {
		t.Errorf("state %+v", st)
	}
	st.Seats[0].Stack = Chips{}
	if s := b.seats[0]; s.Stack.IsZero() {
		t.Error("State shares the seats with the brawl")
	}
}
