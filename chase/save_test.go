package chase

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// fataler is what the seeded builders need of *testing.T and *rapid.T.
type fataler interface {
	Helper()
	Fatal(args ...any)
}

// seededChase rolls two horses from seed and starts a chase between them
// on the badlands.
func seededChase(t fataler, seed uint64) (*Chase, *dice.Source) {
	t.Helper()
	src := dice.NewSource(seed)
	a, err := RollHorse(src, HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := RollHorse(src, HorseSpec{Name: "Red", Breed: "Thoroughbred"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	bart := Rider{Name: "Black Bart", Riding: 45, Trail: TrailSomewhat, Horse: a}
	dill := Rider{Name: "Marshal Dill", Riding: 55, Tracking: 40, Horse: b}
	c, err := New(Setup{Pursued: bart, Pursuers: []Rider{dill}, Terrain: Badlands}, src)
	if err != nil {
		t.Fatal(err)
	}
	return c, src
}

// seededRace rolls four horses of four breeds from seed and starts a race
// on the source rules' course.
func seededRace(t fataler, seed uint64) *Race {
	t.Helper()
	src := dice.NewSource(seed)
	var riders []Rider
	for i, b := range []string{"Thoroughbred", "Quarter Horse", "Percheron", "Arabian"} {
		h, err := RollHorse(src, HorseSpec{Name: b, Breed: b}, nil)
		if err != nil {
			t.Fatal(err)
		}
		riders = append(riders, Rider{Name: "Rider " + itoa(i+1), Riding: 30 + 10*i, Initiative: i - 1, Horse: h})
	}
	rc, err := NewRace(RaceSetup{Riders: riders}, src)
	if err != nil {
		t.Fatal(err)
	}
	return rc
}

var chaseStrats = []Strategy{Canny{}, Patience{Gap: 20}}
var raceStrats = []Strategy{AllOut{}, Canny{}, Steady{}, Steady{Red: 4}}

func TestSaveResume(t *testing.T) {
	t.Run("a chase saved and loaded plays on identically", func(t *testing.T) {
		a, _ := seededChase(t, 42)
		b, _ := seededChase(t, 42)
		for range 3 {
			turn(t, b, chaseStrats...)
		}
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(kinds(c.Events(), Bets)); n != 6 {
			t.Errorf("the resumed log holds %d bets, want the 2 of each of 3 turns", n)
		}
		if _, err := runWith(&a.engine, chaseStrats...); err != nil {
			t.Fatal(err)
		}
		if _, err := runWith(&c.engine, chaseStrats...); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(a.Events(), c.Events()); diff != "" {
			t.Errorf("events after resuming (-uninterrupted +resumed):\n%s", diff)
		}
		ja, _ := json.Marshal(a)
		jc, _ := json.Marshal(c)
		if string(ja) != string(jc) {
			t.Errorf("final states differ:\n%s\n%s", ja, jc)
		}
	})

	t.Run("a race saved and loaded plays on identically", func(t *testing.T) {
		a := seededRace(t, 7)
		b := seededRace(t, 7)
		raceTurn(t, b, raceStrats...)
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		c, err := ResumeRace(data)
		if err != nil {
			t.Fatal(err)
		}
		oa, err := runWith(&a.engine, raceStrats...)
		if err != nil {
			t.Fatal(err)
		}
		oc, err := runWith(&c.engine, raceStrats...)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(oa, oc); diff != "" {
			t.Errorf("finishing order (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(a.State().States, c.State().States); diff != "" {
			t.Errorf("states (-want +got):\n%s", diff)
		}
	})

	t.Run("Resume restores the dice from the save", func(t *testing.T) {
		b, _ := seededChase(t, 3)
		turn(t, b, chaseStrats...)
		data, _ := json.Marshal(b)
		c, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		hi, lo := c.engine.rnd.(*dice.Source).State()
		bh, bl := b.engine.rnd.(*dice.Source).State()
		if hi != bh || lo != bl {
			t.Errorf("the source was not restored")
		}
	})

	t.Run("dice that cannot be saved are an error", func(t *testing.T) {
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())}, Deck: deckOf(t)},
			dicetest.NewScript(t))
		_, err := json.Marshal(c)
		wantErr(t, err, ErrRand)
	})

	t.Run("a malformed save is an error", func(t *testing.T) {
		b, _ := seededChase(t, 11)
		turn(t, b, chaseStrats...)
		good, _ := json.Marshal(b)
		for _, tc := range []struct{ from, to string }{
			{`"version":7`, `"version":6`},
			{`"riding":45`, `"riding":0`},
			{`"Gap":0`, `"Gap":-1`},
			{`"dice":"`, `"dice":"AA`},
			{`"decider":{"name":"canny"}`, `"decider":{"name":"canny","version":"1"}`},
			{`"riding":45`, `"riding":45,"rope":true`},
			{`"journal":[`, `"journal":[{"who":0},`},
			{`"journal":[`, `"journal":[{"who":0,"do":"red 2","set":"x"},`},
			{`"journal":[`, `"journal":[{"who":-1,"dice":"AA"},`},
			{`"at":{"turn":1`, `"at":{"turn":2`},
		} {
			bad := strings.Replace(string(good), tc.from, tc.to, 1)
			if bad == string(good) {
				t.Fatalf("%q not in the saved chase: %s", tc.from, good)
			}
			if c, err := Resume([]byte(bad)); !errors.Is(err, ErrState) || c != nil {
				t.Errorf("%s → %s: %v, want ErrState", tc.from, tc.to, err)
			}
		}
		if _, err := ResumeRace(good); !errors.Is(err, ErrState) {
			t.Errorf("a chase's save resumed as a race: %v", err)
		}
	})
}

func TestPropFinalSaveLoads(t *testing.T) {
	// Every chase and race, played to its end however it ends, saves a
	// state that loads.
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		pick := func(label string) Strategy {
			return rapid.SampledFrom([]Strategy{AllOut{}, Steady{}, Canny{}, Patience{Gap: 6}, Patience{Turns: 3}}).Draw(t, label)
		}
		c, _ := seededChase(t, seed)
		if _, err := runWith(&c.engine, pick("pursued"), pick("pursuer")); err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Resume(data); err != nil {
			t.Fatalf("the final save of a chase (%v) does not load: %v", c.Outcome(), err)
		}
		rc := seededRace(t, seed)
		if _, err := runWith(&rc.engine, pick("a"), pick("b"), pick("c"), pick("d")); err != nil {
			t.Fatal(err)
		}
		if data, err = json.Marshal(rc); err != nil {
			t.Fatal(err)
		}
		if _, err := ResumeRace(data); err != nil {
			t.Fatalf("the final save of a race (%v) does not load: %v", rc.Outcome(), err)
		}
	})
}

// byDecide plays the save's journal again from the start of its setup by
// Decide, every rider a person, and returns the chase: the game the
// journal gives, played as a table would play it.
func byDecide(t *testing.T, data []byte) *Chase {
	t.Helper()
	var f struct {
		Setup   Setup  `json:"setup"`
		Dice    []byte `json:"dice"`
		Journal []struct {
			Who int    `json:"who"`
			Do  string `json:"do"`
		} `json:"journal"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	src := new(dice.Source)
	if err := src.UnmarshalBinary(f.Dice); err != nil {
		t.Fatal(err)
	}
	s := f.Setup
	ps := make([]Strategy, 1+len(s.Pursuers))
	for i := range ps {
		ps[i] = Person
	}
	c := newChase(t, deciding(s, ps...), src)
	for _, e := range f.Journal {
		if e.Do == "" {
			continue
		}
		for !slices.Contains(c.Waiting(), e.Who) {
			if err := c.Step(); err != nil && !errors.Is(err, ErrWaiting) {
				t.Fatal(err)
			}
		}
		b, err := ParseBet(e.Do)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Decide(e.Who, b); err != nil {
			t.Fatalf("played by Decide, %q: %v", e.Do, err)
		}
	}
	for len(c.Waiting()) == 0 && !c.Over() {
		if err := c.Step(); err != nil && !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
	}
	return c
}

// TestIssue26 holds the saves issue 26 found lying: each is refused now,
// or gives the game its edited journal gives.
func TestIssue26(t *testing.T) {
	c, _ := seededChase(t, 11)
	for range 5 {
		turn(t, c, chaseStrats...)
	}
	data := saved(t, c)

	t.Run("a chase event's kind changed in a save was accepted", func(t *testing.T) {
		// A save holds no events, only what made them: the bets. A log
		// put in it is an unknown field; a bet changed plays another
		// turn, whose dice are not where the save says they end.
		for _, tc := range []struct{ from, to string }{
			{`"journal":[`, `"events":[{"when":1,"kind":"ends","who":"Black Bart","rider":0}],"journal":[`},
			{`{"who":0,"do":"red 2, recover red"}`, `{"who":0,"do":"nothing"}`},
		} {
			bad := strings.Replace(string(data), tc.from, tc.to, 1)
			if bad == string(data) {
				t.Fatalf("%q not in the save %s", tc.from, data)
			}
			if _, err := Resume([]byte(bad)); !errors.Is(err, ErrState) {
				t.Errorf("%s → %s: %v, want ErrState", tc.from, tc.to, err)
			}
		}
	})

	t.Run("a horse's speed changed mid-encounter was accepted", func(t *testing.T) {
		// A horse is in the save's setup only, so a change holds from the
		// chase's start. Black Bart's Mustang has Short Speed 10: at 3 his
		// first bet, 2 red, is over half of it (3/2 = 1½, rule DID-5), and
		// the save is refused at that entry.
		slow := strings.Replace(string(data), `"shortSpeed":10`, `"shortSpeed":3`, 1)
		_, err := Resume([]byte(slow))
		if !errors.Is(err, ErrState) || !strings.Contains(err.Error(), `entry 0 (seat 0: "red 2, recover red")`) ||
			!strings.Contains(err.Error(), "bets 2 red, over half the horse's Short Speed (3/2 = 1½)") {
			t.Errorf("Short Speed 3: %v", err)
		}
		// At 11 every bet stays legal: the chase resumed is the one the
		// edited setup and the journal's bets give, played from the start.
		fast := strings.Replace(string(data), `"shortSpeed":10`, `"shortSpeed":11`, 1)
		r, err := Resume([]byte(fast))
		if err != nil {
			t.Fatalf("Short Speed 11: %v", err)
		}
		want := byDecide(t, []byte(fast))
		if diff := cmp.Diff(want.Events(), r.Events()); diff != "" {
			t.Errorf("the resumed chase is not the one its journal gives (-by Decide +resumed):\n%s", diff)
		}
		if sp := r.State().Riders[0].Horse.Attributes.ShortSpeed; sp != 11 {
			t.Errorf("resumed with Short Speed %d", sp)
		}
	})

	t.Run("Decide accepted a give-up with earn colour 5, then MarshalJSON failed", func(t *testing.T) {
		c := tableChase(t, Steady{})
		_ = c.SetDecider(1, nil)
		before := saved(t, c)
		err := c.Decide(1, Bet{GiveUp: true, Earn: 5})
		var be *BetError
		if !errors.As(err, &be) || be.Rule != "CSD-6" || !strings.Contains(err.Error(), "earns colour(5) chips") {
			t.Errorf("a give-up earning colour 5: %v", err)
		}
		if after := saved(t, c); !bytes.Equal(before, after) {
			t.Errorf("the refused bet changed the chase")
		}
		// The parts a give-up does not read are zeroed: it is recorded
		// as "give up", its one form.
		if err := c.Decide(1, Bet{GiveUp: true, Earn: BlueChip, Red: 3, Recover: WhiteChip, Trade: Trade{Give: RedChip}}); err != nil {
			t.Fatal(err)
		}
		if who, bet, _ := c.Entry(c.Decisions() - 1); who != 1 || bet != "give up" || c.State().Bets[1] != (Bet{GiveUp: true}) {
			t.Errorf("recorded %d %q, %+v", who, bet, c.State().Bets[1])
		}
		saved(t, c)
	})
}
