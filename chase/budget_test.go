package chase

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

// trot is a custom strategy that rests a white chip every turn, earning a
// red one: the horse moves 2 cards a turn.
type trot struct{}

func (trot) Bet(v *View) Bet {
	if v.Limit.White > 0 && v.Self().Chips.White > 0 {
		return Bet{White: 1, Earn: RedChip}
	}
	return Bet{}
}

func (trot) Name() string    { return "trot" }
func (trot) Version() string { return "1" }

// standStill is a custom strategy that stands still: 3 white chips (or
// as many as it may), earning red.
type standStill struct{}

func (standStill) Bet(v *View) Bet {
	return Bet{White: min(baseMove, v.Limit.White, v.Self().Chips.White), Earn: RedChip}
}

func (standStill) Name() string    { return "stand still" }
func (standStill) Version() string { return "1" }

// longChase is the 300-turn chase of four riders of issue 26: Black Bart
// on a Thoroughbred spurs all out, and a posse of three on draft horses,
// the best of trackers, trots after him 2 cards a turn and never loses
// the trail, until the turn cap. Its log grows by the posse's Tracking
// checks, one per obstacle between them and him.
func longChase(t testing.TB) *Chase {
	t.Helper()
	src := dice.NewSource(5)
	var rs []Rider
	for i, b := range []string{"Thoroughbred", "Percheron", "Shire", "Percheron"} {
		h, err := RollHorse(src, HorseSpec{Name: b, Breed: b, Age: 6}, nil)
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, Rider{Name: "Rider " + itoa(i+1), Riding: 40, Tracking: 1, Horse: h})
	}
	c, err := New(deciding(Setup{Pursued: rs[0], Pursuers: rs[1:]}, AllOut{}, trot{}, trot{}, trot{}), src)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(); err != nil {
		t.Fatal(err)
	}
	return c
}

// longestChase is the costliest chase to resume we know of, of riders
// riders and turns turns: the pursued on a fast, enduring horse spurs all
// out and the others, perfect riders and trackers, stand still and track
// him across every obstacle he lays, turn after turn.
func longestChase(t testing.TB, riders, turns int) *Chase {
	t.Helper()
	h := plainHorse(18)
	h.Attributes.Endurance = 30
	var rs []Rider
	ss := []Strategy{AllOut{}}
	for i := range riders {
		rs = append(rs, Rider{Name: "Rider " + itoa(i+1), Riding: 1, Tracking: 1, Horse: h})
		if i > 0 {
			ss = append(ss, standStill{})
		}
	}
	c, err := New(deciding(Setup{Pursued: rs[0], Pursuers: rs[1:], MaxTurns: turns}, ss...), dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestLongChase(t *testing.T) {
	// Issue 26: the 300-turn chase of four riders saved 21.5 MB of state
	// (its events); its journal, 1,200 bets of about 40 bytes, is within
	// 100 KB, and it resumes to the same chase.
	if raceDetector {
		t.Skip("83,000 events played twice take 20 s under -race, and check no concurrency")
	}
	c := longChase(t)
	if c.State().Turn != 300 || c.Outcome().End != TurnCap {
		t.Fatalf("%d turns, %v", c.State().Turn, c.Outcome())
	}
	data := saved(t, c)
	if len(data) > 100_000 {
		t.Errorf("the save is %d bytes, over 100 KB", len(data))
	}
	r, err := Resume(data, trot{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(c.Events(), r.Events()); diff != "" {
		t.Errorf("resumed (-played +resumed):\n%s", diff)
	}
	t.Logf("%d events, a save of %d bytes", len(c.Events()), len(data))
}

func TestTurnCap(t *testing.T) {
	fast := plainHorse(18)
	fast.Attributes.Endurance = 30
	posse := func(n, turns int) Setup {
		s := Setup{Pursued: rider("Bart", 50, fast), MaxTurns: turns}
		for i := range n - 1 {
			s.Pursuers = append(s.Pursuers, rider(fmt.Sprint("Deputy ", i+1), 50, fast))
		}
		return s
	}
	t.Run("a chase of four riders runs the default 300 turns", func(t *testing.T) {
		if _, err := New(posse(4, 0), dice.NewSource(1)); err != nil {
			t.Error(err)
		}
	})
	t.Run("a cap whose longest chase could log more than MaxEvents events is refused, naming the largest allowed", func(t *testing.T) {
		src := dice.NewSource(1)
		_, err := New(posse(8, 0), src)
		if !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), "turn cap 300: a chase of 8 riders") {
			t.Fatalf("8 riders, 300 turns: %v", err)
		}
		if *src != *dice.NewSource(1) {
			t.Error("the refused setup drew on the dice: the cap is checked before the shuffle")
		}
		var most int
		if _, err := fmt.Sscanf(err.Error()[strings.Index(err.Error(), "at most "):], "at most %d", &most); err != nil {
			t.Fatal(err)
		}
		if _, err := New(posse(8, most), dice.NewSource(1)); err != nil {
			t.Errorf("the cap it names, %d: %v", most, err)
		}
		if _, err := New(posse(8, most+1), dice.NewSource(1)); !errors.Is(err, ErrSetup) {
			t.Errorf("one turn more, %d: %v", most+1, err)
		}
	})
	t.Run("a race's cap too", func(t *testing.T) {
		s := RaceSetup{MaxTurns: maxTurnCap}
		for i := range maxRiders {
			s.Riders = append(s.Riders, rider(fmt.Sprint("Rider ", i+1), 50, fast))
		}
		if _, err := NewRace(s, dice.NewSource(1)); !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), "a race of 64 riders") {
			t.Errorf("64 riders, %d turns: %v", maxTurnCap, err)
		}
	})
	t.Run("the longest chase logs fewer events than its bound", func(t *testing.T) {
		c := longestChase(t, 4, 60)
		if n, most := len(c.Events()), c.engine.mostEvents(c.State().Turn, layoutCards); n > int(most) {
			t.Errorf("%d events, bound %d", n, most)
		}
	})
}
