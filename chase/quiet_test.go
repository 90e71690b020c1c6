package chase

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// pacer is a custom strategy (asked on a View) that bets from its View
// alone: every third turn one white chip when it may, else half the red it
// may, in pairs.
var pacer = betFunc(func(v *View) Bet {
	if v.Turn%3 == 0 && v.Options.White > 0 {
		return Bet{White: 1}
	}
	return Bet{Red: even(v.Options.Red / 2)}
})

// spender is a custom strategy that runs its horse dry: it trades blue,
// then white, for red while it holds two, and bets all the red it may.
var spender = betFunc(func(v *View) Bet {
	var b Bet
	for _, t := range v.Options.Trades {
		if t.Get == RedChip && t.N > 0 {
			b.Trade = t
			break
		}
	}
	b.Red = min(v.Limit.Red, v.Self().Chips.Red+b.Trade.N)
	return b
})

// rapidMount draws a rider and his horse, now and then with so few blue
// and white chips that a spender runs it dry.
func rapidMount(t *rapid.T, r dice.Rand, name string) Rider {
	rd := rapidRider(t, r, name)
	if rapid.Bool().Draw(t, "weak") {
		rd.Horse.Attributes.Agility = rapid.IntRange(1, 3).Draw(t, "agility")
		rd.Horse.Attributes.Endurance = rapid.IntRange(1, 3).Draw(t, "endurance")
	}
	return rd
}

// rapidDecider draws a built-in strategy, or now and then a custom one.
func rapidDecider(t *rapid.T, pursuer bool) Strategy {
	ds := []Strategy{AllOut{}, Canny{}, Steady{}, Steady{Red: 4}, pacer, spender}
	if pursuer {
		ds = append(ds, Patience{Gap: 12}, Patience{Strategy: AllOut{}, Turns: 15}, Patience{Strategy: pacer, Gap: 15})
	}
	return rapid.SampledFrom(ds).Draw(t, "decider")
}

// told plays e, an engine with its log, to the end, and q, a study's
// engine of the same setup, with lay laying q's game on the dice: a game
// from seed+1, then, laid afresh after it, the game from seed. It reports
// where q's game ends differently from e's, or counts other collapses and
// finishes than e's log tells.
func told(t *rapid.T, seed uint64, e, q *engine, lay func(dice.Rand) error) {
	t.Helper()
	if _, err := e.Run(); err != nil {
		t.Fatal(err)
	}
	for _, sd := range []uint64{seed + 1, seed} {
		if err := lay(dice.NewSource(sd)); err != nil {
			t.Fatal(err)
		}
		if _, err := q.Run(); err != nil {
			t.Fatal(err)
		}
	}
	if d := cmp.Diff(e.st, q.st); d != "" {
		t.Fatalf("riders (-told +studied):\n%s", d)
	}
	if d := cmp.Diff(e.out, q.out); d != "" || e.turn != q.turn {
		t.Fatalf("outcome after %d and %d turns (-told +studied):\n%s", e.turn, q.turn, d)
	}
	if len(q.log) != 0 {
		t.Fatalf("the study logged %d events", len(q.log))
	}
	falls := make([]int, len(e.riders))
	var podium [2]int
	for _, ev := range e.log {
		switch {
		case ev.Kind == Collapses:
			falls[ev.Rider]++
		case ev.Kind == Finishes && ev.Value <= 2:
			podium[ev.Value-1] = ev.When
		}
	}
	if d := cmp.Diff(falls, q.falls); d != "" || podium != q.podium {
		t.Fatalf("collapses (-told +counted):\n%s\nthe first two finished on turns %v, counted %v", d, podium, q.podium)
	}
}

func TestPropStudyPlaysAsTold(t *testing.T) {
	// A study's chase — its setup taken once, each chase laid from it, no
	// log — ends as the chase New builds from the same seed, told event by
	// event, with the collapses and finishes its log tells.
	rapid.Check(t, func(t *rapid.T) {
		horses := dice.NewSource(rapid.Uint64().Draw(t, "horses"))
		s := Setup{
			Pursued: rapidMount(t, horses, "Bart"),
			Gap:     rapid.IntRange(0, 20).Draw(t, "gap"),
			Terrain: rapid.SampledFrom([]Terrain{Open, Plains, Desert, Badlands, Mountains, thicket}).Draw(t, "terrain"),
			Weather: Weather(rapid.IntRange(0, 2).Draw(t, "weather")),
		}
		s.Pursued.Decider = rapidDecider(t, false)
		for i := range rapid.IntRange(1, 3).Draw(t, "pursuers") {
			p := rapidMount(t, horses, "Dill "+itoa(i))
			p.Decider = rapidDecider(t, true)
			s.Pursuers = append(s.Pursuers, p)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		c, err := New(s, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		var q Chase
		q.engine.forStudy()
		if err := q.take(s, finder(nil)); err != nil {
			t.Fatal(err)
		}
		told(t, seed, &c.engine, &q.engine, func(r dice.Rand) error { return q.lay(s, r) })
	})
}

func TestPropStudyRacesAsTold(t *testing.T) {
	// A study's race ends as the race NewRace builds from the same seed,
	// with the collapses and the first two finishes its log tells.
	rapid.Check(t, func(t *rapid.T) {
		horses := dice.NewSource(rapid.Uint64().Draw(t, "horses"))
		var s RaceSetup
		for i := range rapid.IntRange(1, 5).Draw(t, "riders") {
			r := rapidMount(t, horses, "Rider "+itoa(i))
			r.Initiative = rapid.IntRange(-5, 5).Draw(t, "initiative")
			r.Decider = rapidDecider(t, false)
			s.Riders = append(s.Riders, r)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		rc, err := NewRace(s, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		var q Race
		q.engine.forStudy()
		if err := q.take(s, finder(nil)); err != nil {
			t.Fatal(err)
		}
		told(t, seed, &rc.engine, &q.engine, func(r dice.Rand) error { return q.lay(s, r) })
	})
}
