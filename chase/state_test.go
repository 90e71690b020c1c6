package chase

import (
	"encoding/json"
	"errors"
	"fmt"
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
	a, err := RollHorse(src, HorseSpec{Name: "Dusty", Breed: Mustang}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := RollHorse(src, HorseSpec{Name: "Red", Breed: Thoroughbred}, nil)
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
	for i, b := range []string{Thoroughbred, QuarterHorse, Percheron, Arabian} {
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
		if _, err := runWith(&a.e, chaseStrats...); err != nil {
			t.Fatal(err)
		}
		if _, err := runWith(&c.e, chaseStrats...); err != nil {
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
		oa, err := runWith(&a.e, raceStrats...)
		if err != nil {
			t.Fatal(err)
		}
		oc, err := runWith(&c.e, raceStrats...)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(oa, oc); diff != "" {
			t.Errorf("finishing order (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(a.States(), c.States()); diff != "" {
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
		hi, lo := c.e.rnd.(*dice.Source).State()
		bh, bl := b.e.rnd.(*dice.Source).State()
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

	t.Run("a malformed saved chase is an error and changes nothing", func(t *testing.T) {
		b, _ := seededChase(t, 11)
		good, _ := json.Marshal(b)
		for _, tc := range []struct{ from, to string }{
			{`"version":4`, `"version":3`},
			{`"kind":"chase"`, `"kind":"race"`},
			{`"phase":"Short"`, `"phase":"Sprint"`},
			{`"turn":0`, `"turn":-1`},
			{`"riding":45`, `"riding":0`},
			{`"role":"pursued"`, `"role":"pursuer"`},
			{`"chips":{"red":`, `"chips":{"red":-`},
			{`"pos":6`, `"pos":600`},
			{`"dice":"`, `"dice":"AA`},
			{`"opening":2`, `"opening":0`},
			{`"lastOut":-1`, `"lastOut":5`},
			{`"lastOut":-1`, `"lastOut":-1,"lastIn":2`},
			{`"riding":45`, `"riding":45,"rope":true`},
		} {
			bad := strings.Replace(string(good), tc.from, tc.to, 1)
			if bad == string(good) {
				t.Fatalf("%q not in the saved chase: %s", tc.from, good)
			}
			if c, err := Resume([]byte(bad)); !errors.Is(err, ErrState) || c != nil {
				t.Errorf("%s → %s: %v, want ErrState", tc.from, tc.to, err)
			}
		}
	})
}

func TestTurnCapSaves(t *testing.T) {
	// The largest turn cap a setup may have is one a save holds.
	c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())}, MaxTurns: MaxTurnCap}, dice.NewSource(1))
	data, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Resume(data); err != nil {
		t.Errorf("a chase capped at %d turns does not load: %v", MaxTurnCap, err)
	}
}

func TestStateOutcome(t *testing.T) {
	// A saved outcome must be one the riders' states led to.
	b, _ := seededChase(t, 11)
	good, _ := json.Marshal(b)
	for _, tc := range []struct{ from, to string }{
		{`"outcome":{"ended":0,"winner":-1,"results":null,"end":"not over","rider":-1}`, `"outcome":{"ended":0,"winner":1,"results":null,"end":"caught","rider":1,"who":"Marshal Dill"}`},
		{`"outcome":{"ended":0,"winner":-1,"results":null,"end":"not over","rider":-1}`, `"outcome":{"ended":0,"winner":-1,"results":null,"end":"not over","rider":-1,"who":"Black Bart"}`},
		{`"outcome":{"ended":0,"winner":-1,"results":null,"end":"not over","rider":-1}`, `"outcome":{"ended":0,"winner":-1,"results":null,"end":"race over","rider":-1}`},
		{`"status":"riding"`, `"status":"horse dead"`},
	} {
		bad := strings.Replace(string(good), tc.from, tc.to, 1)
		if bad == string(good) {
			t.Fatalf("%q not in the saved chase: %s", tc.from, good)
		}
		if _, err := Resume([]byte(bad)); !errors.Is(err, ErrState) {
			t.Errorf("%s → %s: %v, want ErrState", tc.from, tc.to, err)
		}
	}
}

func TestStateOutcomeCore(t *testing.T) {
	// A finished chase's winner and results must be the ones its riders'
	// states give.
	c, _ := seededChase(t, 11)
	if _, err := runWith(&c.e, chaseStrats...); err != nil {
		t.Fatal(err)
	}
	good, _ := json.Marshal(c)
	o := c.Outcome()
	wrongWinner := fmt.Sprintf(`"winner":%d,`, 1-o.Winner)
	for _, tc := range []struct{ from, to string }{
		{fmt.Sprintf(`"winner":%d,`, o.Winner), wrongWinner},
		{`"results":[{"name":"Black Bart"`, `"results":[{"name":"Black Bert"`},
		{`"results":[{"name":"Black Bart","role":"pursued","status":"riding","pos":`, `"results":[{"name":"Black Bart","role":"pursued","status":"riding","pos":1`},
	} {
		bad := strings.Replace(string(good), tc.from, tc.to, 1)
		if bad == string(good) {
			t.Fatalf("%q not in the saved chase: %s", tc.from, good)
		}
		if _, err := Resume([]byte(bad)); !errors.Is(err, ErrState) {
			t.Errorf("%s → %s: %v, want ErrState", tc.from, tc.to, err)
		}
	}
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
		if _, err := runWith(&c.e, pick("pursued"), pick("pursuer")); err != nil {
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
		if _, err := runWith(&rc.e, pick("a"), pick("b"), pick("c"), pick("d")); err != nil {
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
