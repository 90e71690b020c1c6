package chase

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// tableChase starts a chase of calm horses (every attribute 10: 20 red,
// 20 blue and 20 white chips; bets of at most 5 red and 5 white) on a deck
// in order: Bart pursued and Dill pursuing, both people, and Clay
// pursuing on strategy clay.
func tableChase(t *testing.T, clay Strategy) *Chase {
	t.Helper()
	return newChase(t, deciding(Setup{
		Pursued:  rider("Black Bart", 50, calm()),
		Pursuers: []Rider{rider("Marshal Dill", 50, calm()), rider("Clay", 50, calm())},
		Deck:     deckOf(t),
	}, Person, nil, clay), dice.NewSource(1))
}

// saved marshals c, failing t on an error.
func saved(t *testing.T, c *Chase) []byte {
	t.Helper()
	data, err := c.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestWaiting(t *testing.T) {
	t.Run("CS-2 every person without a bet waits at once; the turn does not start", func(t *testing.T) {
		c := tableChase(t, Steady{})
		if err := c.SetDecider(1, nil); err != nil {
			t.Fatal(err)
		}
		if w := c.Waiting(); !slices.Equal(w, []int{0, 1}) {
			t.Errorf("waiting %v, want Bart and Dill", w)
		}
		events := len(c.Events())
		err := c.Step()
		if !errors.Is(err, ErrWaiting) || !strings.Contains(err.Error(), "turn 1: the secret bets of Black Bart, Marshal Dill (rule CS-2)") {
			t.Errorf("step: %v", err)
		}
		if _, err := c.Run(); !errors.Is(err, ErrWaiting) {
			t.Errorf("run: %v", err)
		}
		if c.State().Turn != 0 || len(c.Events()) != events {
			t.Errorf("turn %d, %d events: the turn started", c.State().Turn, len(c.Events()))
		}
	})

	t.Run("CS-2 a recorded bet is secret: no other View, strategy included, shows it", func(t *testing.T) {
		var seen []View
		spy := betFunc(func(v *View) Bet { seen = append(seen, *v); return Bet{} })
		c := tableChase(t, spy)
		_ = c.SetDecider(1, nil)
		if err := c.Decide(1, Bet{Red: 4}); err != nil {
			t.Fatal(err)
		}
		if w := c.Waiting(); !slices.Equal(w, []int{0}) {
			t.Errorf("waiting %v, want Bart alone", w)
		}
		v0, _ := c.View(0)
		if v0.Decided || v0.Bet != (Bet{}) || !v0.Options.Bet {
			t.Errorf("Bart's view: decided %v, bet %v, options %v", v0.Decided, v0.Bet, v0.Options.Bet)
		}
		v1, _ := c.View(1)
		if !v1.Decided || v1.Bet != (Bet{Red: 4}) || v1.Options.Bet {
			t.Errorf("Dill's own view: decided %v, bet %v, options %v", v1.Decided, v1.Bet, v1.Options.Bet)
		}
		st := c.State()
		if !st.Decided[1] || st.Bets[1] != (Bet{Red: 4}) || st.Decided[0] || st.Deciders[0] != Person {
			t.Errorf("the GM's state: %v %v %v", st.Decided, st.Bets, st.Deciders)
		}
		if err := c.Decide(0, Bet{Red: 2}); err != nil {
			t.Fatal(err)
		}
		if err := c.Step(); err != nil {
			t.Fatal(err)
		}
		if len(seen) != 1 || seen[0].Me() != 2 || seen[0].Decided || seen[0].Bet != (Bet{}) {
			t.Errorf("Clay's strategy saw %+v", seen)
		}
		bets := kinds(turnEvents(&c.engine), Bets)
		if len(bets) != 3 || bets[0].Chips.Red != 2 || bets[1].Chips.Red != 4 || bets[2].Chips.Red != 0 {
			t.Errorf("bets revealed %v", bets)
		}
	})

	t.Run("CS-2 a View lists the options by the rules", func(t *testing.T) {
		c := tableChase(t, Steady{})
		_ = c.SetDecider(1, nil)
		v, ok := c.View(0)
		if !ok || v.Turn != 1 || v.Me() != 0 || v.Limit != (Chips{Red: 5, White: 5}) || v.Options.Red != 5 {
			t.Fatalf("view %+v, %v", v, ok)
		}
		o := v.Options
		// Red: min(Short Speed 10/2, 20 held) = 5; white: min(Endurance
		// 10/2, 20 held, 3 + 5/2) = 5; each trade 20/2 = 10 chips.
		if !o.Bet || o.Red != 5 || o.White != 5 || o.GiveUp || o.Trades[2] != (Trade{Give: BlueChip, Get: RedChip, N: 10}) {
			t.Errorf("options %+v", o)
		}
		want := "bet red 0..5, white 0..5 (at most 3 + red/2); 2 red move one card more\n" +
			"trade 2:1 before the bet: up to 20 red for 10 blue, up to 20 red for 10 white, up to 20 blue for 10 red, up to 20 blue for 10 white, up to 20 white for 10 red, up to 20 white for 10 blue\n" +
			"earn (for white) any, red or blue; recover any, red, blue or white"
		if o.text() != want {
			t.Errorf("options:\n%s\nwant:\n%s", o.text(), want)
		}
		if v, _ := c.View(1); !v.Options.GiveUp || !strings.HasSuffix(v.Options.text(), "\nor give up") {
			t.Errorf("CSD-6 a pursuer may give up: %v", v.Options)
		}
		c.engine.st[0].Chips = Chips{Red: 3, Blue: 1, White: 2}
		// Red min(5, 3); white min(5, 2, 3 + 3/2); one blue trades nothing.
		if v, _ := c.View(0); v.Options.Red != 3 || v.Options.White != 2 || v.Options.Trades[2].N != 0 || v.Options.Trades[0].N != 1 {
			t.Errorf("options holding %v: %+v", c.engine.st[0].Chips, v.Options)
		}
		if _, ok := c.View(3); ok {
			t.Error("a view of rider 4 of 3")
		}
		if v, _ := c.View(2); v.Options.Bet {
			t.Error("Clay's strategy bets for him, but his view offers him a bet")
		}
	})
}

func TestDecideRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rider int
		bet   Bet
		set   func(c *Chase)
		rule  string
		says  string
	}{
		{name: "CS-2 red over half the horse's speed", bet: Bet{Red: 6}, rule: "CS-2",
			says: "bets 6 red, over half the horse's Short Speed (10/2 = 5) in the Short phase"},
		{name: "CS-2 red over the red held", bet: Bet{Red: 4}, rule: "CS-2", says: "bets 4 red but holds 3",
			set: func(c *Chase) { c.engine.st[0].Chips.Red = 3 }},
		{name: "CS-2 white over the white held", bet: Bet{White: 3}, rule: "CS-2", says: "bets 3 white but holds 2",
			set: func(c *Chase) { c.engine.st[0].Chips.White = 2 }},
		{name: "CS-2 white over half the horse's Endurance", bet: Bet{White: 6}, rule: "CS-2",
			says: "bets 6 white, over half the horse's Endurance (10/2 = 5)"},
		{name: "CS-2 more white than the cards the bet moves", bet: Bet{White: 4}, rule: "CS-2",
			says: "bets 4 white, more than the 3 cards the bet moves"},
		{name: "CS-2 negative bets", bet: Bet{Red: -1}, rule: "CS-2", says: "bets -1 red, 0 white; bets cannot be negative"},
		{name: "CS-2 a trade of chips not held", bet: Bet{Trade: Trade{Give: BlueChip, Get: RedChip, N: 11}}, rule: "CS-2",
			says: "trades 22 blue for 11 red at 2:1 but holds 20 blue"},
		{name: "CS-2 a trade changes colour", bet: Bet{Trade: Trade{Give: RedChip, Get: RedChip, N: 1}}, rule: "CS-2",
			says: "a trade changes colour"},
		{name: "CS-2 a trade names both colours", bet: Bet{Trade: Trade{Give: AnyColour, Get: RedChip, N: 1}}, rule: "CS-2",
			says: "name both colours"},
		{name: "CS-2 a negative trade", bet: Bet{Trade: Trade{Give: BlueChip, Get: RedChip, N: -1}}, rule: "CS-2",
			says: "a trade cannot be negative"},
		{name: "CSD-7 a trade past the stack's limit", bet: Bet{Trade: Trade{Give: RedChip, Get: BlueChip, N: 1}}, rule: "CSD-7",
			says: "trades for 1 blue holding 10000, past the stack's limit of 10000",
			set:  func(c *Chase) { c.engine.st[0].Chips.Blue = maxChips }},
		{name: "CS-2 a white chip earns red or blue", bet: Bet{White: 1, Earn: WhiteChip}, rule: "CS-2",
			says: "earns white chips for white"},
		{name: "CS-6 recovery of an unknown colour", bet: Bet{Recover: 9}, rule: "CS-6", says: "recovers an unknown colour 9"},
		{name: "CSD-6 only a pursuer gives up", bet: Bet{GiveUp: true}, rule: "CSD-6", says: "only a pursuer may give up"},
		{name: "CS-2 a rider whose strategy bets for him", rider: 2, rule: "CS-2", says: "his strategy bets for him"},
		{name: "CS-2 a second bet", rider: 1, bet: Bet{Red: 2}, rule: "CS-2", says: "bets again",
			set: func(c *Chase) { _ = c.Decide(1, Bet{}) }},
		{name: "CSD-8 a blown horse stands still", rule: "CSD-8", says: "his horse is blown",
			set: func(c *Chase) { c.engine.st[0].Blown = true }},
		{name: "CS-2 a rider out of the chase", rider: 1, rule: "CS-2", says: "he is out of the chase (gave up)",
			set: func(c *Chase) { c.engine.st[1].Status = GaveUp }},
		{name: "CS-2 a rider the chase does not have", rider: 3, rule: "CS-2", says: "rider 4 bets, but the chase has riders 1..3"},
		{name: "CS-2 a negative rider", rider: -1, rule: "CS-2", says: "rider 0 bets"},
		{name: "CSD-6 a chase that is over", rule: "CSD-6", says: "bets, but the chase ended on turn 0 (gave up)",
			set: func(c *Chase) { c.engine.finish(GaveUpEnd, 1) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tableChase(t, Steady{})
			_ = c.SetDecider(1, nil)
			if tc.set != nil {
				tc.set(c)
			}
			before := saved(t, c)
			err := c.Decide(tc.rider, tc.bet)
			var be *BetError
			if !errors.As(err, &be) || !errors.Is(err, ErrBet) || be.Rule != tc.rule || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("error %v, want a BetError of rule %s saying %q", err, tc.rule, tc.says)
			}
			if after := saved(t, c); !bytes.Equal(before, after) {
				t.Errorf("the refused bet changed the chase:\n%s\n%s", before, after)
			}
		})
	}
}

func TestSetDecider(t *testing.T) {
	t.Run("a waiting person handed to a strategy: it bets at the next step", func(t *testing.T) {
		c := tableChase(t, Steady{})
		_ = c.SetDecider(1, nil)
		if err := c.SetDecider(0, AllOut{}); err != nil {
			t.Fatal(err)
		}
		if w := c.Waiting(); !slices.Equal(w, []int{1}) {
			t.Fatalf("waiting %v, want Dill", w)
		}
		_ = c.Decide(1, Bet{Red: 2})
		if err := c.SetDecider(1, AllOut{}); err != nil {
			t.Fatal(err)
		}
		if err := c.Step(); err != nil {
			t.Fatal(err)
		}
		// AllOut bets even(min(5, 20)) = 4 for Bart; Dill's recorded 2
		// stands; Steady bets 2 for Clay.
		bets := kinds(turnEvents(&c.engine), Bets)
		if len(bets) != 3 || bets[0].Chips.Red != 4 || bets[1].Chips.Red != 2 || bets[2].Chips.Red != 2 {
			t.Errorf("bets %v", bets)
		}
	})
	t.Run("a strategy's seat handed to a person waits for him", func(t *testing.T) {
		c := tableChase(t, Steady{})
		_ = c.SetDecider(0, Canny{})
		if err := c.Step(); err != nil {
			t.Fatal(err)
		}
		_ = c.SetDecider(2, Person)
		if w := c.Waiting(); !slices.Equal(w, []int{2}) {
			t.Errorf("waiting %v, want Clay", w)
		}
		if err := c.Step(); !errors.Is(err, ErrWaiting) {
			t.Errorf("step: %v", err)
		}
	})
	t.Run("a strategy's refused bet waits for Decide or another strategy; the bets made before it stand", func(t *testing.T) {
		c := tableChase(t, betting{Bet{Red: 6}})
		_ = c.SetDecider(0, Canny{})
		events := len(c.Events())
		err := c.Step()
		var be *BetError
		if !errors.As(err, &be) || be.Who != "Clay" || be.Rule != "CS-2" {
			t.Fatalf("step: %v", err)
		}
		// Bart's and Dill's strategies were asked before Clay's, in index
		// order: their bets are made; nothing else happened.
		st := c.State()
		if c.State().Turn != 0 || len(c.Events()) != events || !slices.Equal(st.Decided, []bool{true, true, false}) || c.Decisions() != 2 {
			t.Errorf("after the refused bet: turn %d, %d events, decided %v, %d bets", c.State().Turn, len(c.Events()), st.Decided, c.Decisions())
		}
		if r, err := Resume(saved(t, c), betting{Bet{Red: 6}}); err != nil || !slices.Equal(r.State().Decided, st.Decided) {
			t.Errorf("resumed after the refused bet: %v", err)
		}
		if w := c.Waiting(); !slices.Equal(w, []int{2}) {
			t.Errorf("waiting %v, want Clay", w)
		}
		if err := c.Decide(2, Bet{Red: 2}); err != nil {
			t.Fatal(err)
		}
		if err := c.Step(); err != nil {
			t.Fatal(err)
		}
		if bets := kinds(turnEvents(&c.engine), Bets); bets[2].Chips.Red != 2 {
			t.Errorf("Clay bets %v", bets[2])
		}
	})
	t.Run("a rider the chase does not have", func(t *testing.T) {
		c := tableChase(t, Steady{})
		wantErr(t, c.SetDecider(3, Canny{}), ErrStrategy)
		wantErr(t, c.SetDecider(-1, nil), ErrStrategy)
	})
	t.Run("Person is a person", func(t *testing.T) {
		if n, ok := Person.(encounter.Named); !ok || n.Name() != encounter.Person {
			t.Errorf("Person %T", Person)
		}
	})
}

// custom is a saved custom strategy: it bets as Steady.
type custom struct{ version string }

func (custom) Bet(v *View) Bet       { return Steady{}.Bet(v) }
func (custom) Name() string          { return "custom" }
func (c custom) Version() string     { return c.version }
func (canny2) Bet(v *View) Bet       { return Canny{}.Bet(v) }
func (canny2) Name() string          { return "canny" }
func (canny2) Version() string       { return "1" }
func (p *pointerOnly) Bet(*View) Bet { return Bet{} }

type canny2 struct{}

// betting is a saved custom strategy that always bets Bet.
type betting struct{ b Bet }

func (b betting) Bet(*View) Bet { return b.b }
func (betting) Name() string    { return "betting" }
func (betting) Version() string { return "1" }

type pointerOnly struct{}

func TestSaveDeciders(t *testing.T) {
	t.Run("built-ins are saved with their parameters and a person as a person", func(t *testing.T) {
		c := tableChase(t, Patience{Strategy: Steady{Red: 4}, Gap: 12})
		_ = c.SetDecider(1, &Steady{Red: 2})
		data := saved(t, c)
		// The setup names each rider's strategy as built (nil: Canny, the
		// default); the journal holds the change.
		if !bytes.Contains(data, []byte(`"decider":{"name":"person"}},"Pursuers"`)) ||
			!bytes.Contains(data, []byte(`"name":"Marshal Dill"`)) || !bytes.Contains(data, []byte(`"decider":{"name":"canny"}},{"name":"Clay"`)) ||
			!bytes.Contains(data, []byte(`"decider":{"name":"patience","params":{"strategy":{"name":"steady","params":{"Red":4}},"gap":12}}}]`)) ||
			!bytes.Contains(data, []byte(`"journal":[{"who":1,"decider":{"name":"steady","params":{"Red":2}}}]`)) {
			t.Fatalf("deciders not saved: %s", data)
		}
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		st := r.State().Deciders
		if st[0] != Person || st[1] != (Steady{Red: 2}) || st[2] != (Patience{Strategy: Steady{Red: 4}, Gap: 12}) {
			t.Errorf("resumed strategies %v", st)
		}
	})
	t.Run("a custom strategy with Name and Version is found again among those given", func(t *testing.T) {
		c := tableChase(t, custom{version: "2"})
		data := saved(t, c)
		_, err := Resume(data)
		if !errors.Is(err, ErrState) || !errors.Is(err, encounter.ErrUnknownDecider) || !strings.Contains(err.Error(), `"person", "all-out", "canny", "steady" or "patience"`) {
			t.Errorf("resumed without it: %v", err)
		}
		if _, err := Resume(data, custom{version: "1"}); !errors.Is(err, encounter.ErrUnknownDecider) {
			t.Errorf("resumed with another version: %v", err)
		}
		r, err := Resume(data, custom{version: "1"}, custom{version: "2"})
		if err != nil {
			t.Fatal(err)
		}
		if s := r.State().Deciders[2]; s != (custom{version: "2"}) {
			t.Errorf("found %v", s)
		}
		wrapped := tableChase(t, Patience{Strategy: custom{version: "3"}, Turns: 9})
		r, err = Resume(saved(t, wrapped), custom{version: "3"})
		if err != nil {
			t.Fatal(err)
		}
		if s := r.State().Deciders[2]; s != (Patience{Strategy: custom{version: "3"}, Turns: 9}) {
			t.Errorf("a wrapped custom strategy found as %v", s)
		}
	})
	t.Run("a custom strategy that played only earlier in the chase need not be given", func(t *testing.T) {
		c := tableChase(t, custom{version: "1"})
		_ = c.SetDecider(0, Canny{})
		_ = c.SetDecider(1, Canny{})
		if err := c.Step(); err != nil {
			t.Fatal(err)
		}
		_ = c.SetDecider(2, Steady{})
		data := saved(t, c)
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if again := saved(t, r); !bytes.Equal(again, data) {
			t.Errorf("resumed, it saves\n%s\nnot\n%s", again, data)
		}
		// Clay's bet of turn 1, Steady's 2 red, is in the journal.
		if who, bet, _ := r.Entry(2); who != 2 || bet != "red 2, recover red" {
			t.Errorf("Clay's bet: rider %d, %q", who, bet)
		}
		if _, err := r.Run(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("a custom strategy without Name and Version, or under a built-in's name, cannot be saved", func(t *testing.T) {
		for _, s := range []Strategy{fixed(Bet{}), canny2{}, &pointerOnly{}, Patience{Strategy: fixed(Bet{})}} {
			c := tableChase(t, s)
			_, err := c.MarshalJSON()
			if !errors.Is(err, ErrStrategy) || !errors.Is(err, encounter.ErrUnsaved) || !strings.Contains(err.Error(), "rider 3 (Clay)") {
				t.Errorf("%T saved: %v", s, err)
			}
			// Handed to Dill, even for a while: his bets of then are
			// the strategy's, and the save names it.
			c = tableChase(t, Steady{})
			_ = c.SetDecider(1, s)
			_ = c.SetDecider(1, Steady{})
			_, err = c.MarshalJSON()
			if !errors.Is(err, ErrStrategy) || !errors.Is(err, encounter.ErrUnsaved) || !strings.Contains(err.Error(), "rider 2 (Marshal Dill)") {
				t.Errorf("%T given to SetDecider saved: %v", s, err)
			}
		}
	})
}

func TestSavePending(t *testing.T) {
	c := tableChase(t, Steady{})
	_ = c.SetDecider(1, nil)
	_ = c.Decide(1, Bet{Red: 4, Recover: BlueChip})
	data := saved(t, c)
	// The bet is journaled when it is made, in its text; the point reached
	// is turn 0 played with Dill's bet (bit 1) made.
	if !bytes.Contains(data, []byte(`"journal":[{"who":1,"decider":{"name":"person"}},{"who":1,"do":"red 4, recover blue"}],"at":{"turn":0,"bet":2}`)) {
		t.Fatalf("the bet made is not saved: %s", data)
	}
	r, err := Resume(data)
	if err != nil {
		t.Fatal(err)
	}
	if w := r.Waiting(); !slices.Equal(w, []int{0}) {
		t.Errorf("resumed waiting %v, want Bart", w)
	}
	if st := r.State(); !st.Decided[1] || st.Bets[1] != (Bet{Red: 4, Recover: BlueChip}) {
		t.Errorf("resumed, Dill's bet %v %v", st.Decided[1], st.Bets[1])
	}
	for _, tc := range []struct{ name, from, to string }{
		{"CS-2 a bet the rules refuse: 9 red, over half the Short Speed 10", `"do":"red 4,`, `"do":"red 9,`},
		{"CS-2 a second bet of Dill's for the turn", `{"who":1,"do":"red 4, recover blue"}`, `{"who":1,"do":"red 4, recover blue"},{"who":1,"do":"red 2"}`},
		{"a bet not in its one form", `"do":"red 4, recover blue"`, `"do":"recover blue, red 4"`},
		{"a bet that is no bet", `"do":"red 4, recover blue"`, `"do":"red four"`},
		{"a bet of a rider the chase does not have", `{"who":1,"do"`, `{"who":7,"do"`},
		{"a point the journal does not reach", `"bet":2}`, `"bet":3}`},
		{"a point the journal passes", `"at":{"turn":0,"bet":2}`, `"at":{"turn":0,"bet":0}`},
		{"the dice not where the journal leaves them", `"atDice":"`, `"atDice":"AA`},
		{"a strategy unknown", `{"name":"steady"`, `{"name":"stubborn"`},
		{"a decider that is no decider", `"decider":{"name":"person"}`, `"decider":"person"`},
		{"another version", `"version":7`, `"version":6`},
		{"an unknown field", `"journal":[`, `"log":[],"journal":[`},
	} {
		bad := strings.Replace(string(data), tc.from, tc.to, 1)
		if bad == string(data) {
			t.Errorf("%s: %q not in the save %s", tc.name, tc.from, data)
			continue
		}
		if _, err := Resume([]byte(bad)); !errors.Is(err, ErrState) {
			t.Errorf("%s: %v, want ErrState", tc.name, err)
		}
	}
	if _, err := json.Marshal(c); err != nil {
		t.Fatal(err)
	}
}

func TestNamesDiffer(t *testing.T) {
	_, err := New(Setup{Pursued: rider("Jake", 50, calm()), Pursuers: []Rider{rider("Clay", 50, calm()), rider("jake", 50, calm())}}, dice.NewSource(1))
	if !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), `riders 1 and 3 are both named "jake"`) {
		t.Errorf("a chase: %v", err)
	}
	_, err = NewRace(RaceSetup{Riders: []Rider{rider("Kid", 50, calm()), rider("KID", 50, calm())}}, dice.NewSource(1))
	if !errors.Is(err, ErrSetup) {
		t.Errorf("a race: %v", err)
	}
}
