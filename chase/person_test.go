package chase

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"pgregory.net/rapid"
)

// The built-in strategies the people of these tests copy: in a chase the
// pursued is Canny and the pursuers give up 20 cards behind; in a race
// the four riders bet as raceStrats.
var (
	pursuedPlays = Canny{}
	pursuerPlays = Patience{Gap: 20}
)

// peopleChase rolls a chase from seed — Bart pursued by Dill and Clay
// through the badlands, in the rain, capped at 12 turns to keep the
// properties quick — and gives its riders to ss (none: all people).
func peopleChase(t fataler, seed uint64, ss ...Strategy) *Chase {
	t.Helper()
	return cappedChase(t, seed, 12, ss...)
}

// cappedChase is peopleChase capped at turns turns.
func cappedChase(t fataler, seed uint64, turns int, ss ...Strategy) *Chase {
	t.Helper()
	src := dice.NewSource(seed)
	var horses [3]Horse
	for i, b := range []string{"Mustang", "Thoroughbred", "Arabian"} {
		h, err := RollHorse(src, HorseSpec{Name: b, Breed: b}, nil)
		if err != nil {
			t.Fatal(err)
		}
		horses[i] = h
	}
	if ss == nil {
		ss = []Strategy{Person, Person, Person}
	}
	c, err := New(deciding(Setup{
		Pursued: Rider{Name: "Black Bart", Riding: 45, Trail: TrailSomewhat, Horse: horses[0]},
		Pursuers: []Rider{
			{Name: "Marshal Dill", Riding: 55, Tracking: 40, Horse: horses[1]},
			{Name: "Clay", Riding: 40, Tracking: 60, Horse: horses[2]},
		},
		Terrain: Badlands, Weather: Rain, MaxTurns: turns,
	}, ss...), src)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// peopleRace rolls a race of three people from seed on 12 cards, plains
// and desert.
func peopleRace(t fataler, seed uint64) *Race {
	t.Helper()
	src := dice.NewSource(seed)
	var riders []Rider
	for i, b := range []string{"Thoroughbred", "Quarter Horse", "Percheron"} {
		h, err := RollHorse(src, HorseSpec{Name: b, Breed: b}, nil)
		if err != nil {
			t.Fatal(err)
		}
		riders = append(riders, Rider{Name: "Rider " + itoa(i+1), Riding: 30 + 10*i, Initiative: i - 1, Horse: h})
	}
	rc, err := NewRace(racing(RaceSetup{
		Riders: riders,
		Course: Course{{From: 1, To: 6, Terrain: Plains}, {From: 7, To: 12, Terrain: Desert}},
	}, Person, Person, Person), src)
	if err != nil {
		t.Fatal(err)
	}
	return rc
}

// builtinFor is the strategy a person on seat i copies.
func builtinFor(race bool, i int) Strategy {
	switch {
	case race:
		return raceStrats[i]
	case i == 0:
		return pursuedPlays
	}
	return pursuerPlays
}

// legalChase is seat i's bet: the built-in's answer for his View.
func legalChase(c *Chase, i int) Bet {
	v, _ := c.View(i)
	return builtinFor(false, i).Bet(v)
}

func legalRace(rc *Race, i int) Bet {
	v, _ := rc.View(i)
	return builtinFor(true, i).Bet(v)
}

// illegalBet draws a bet rider i may not make now, of any kind the rules
// refuse: over a limit or the chips held, negative, a trade that is not
// 2:1 of two colours he holds, a colour a white chip cannot earn or none
// at all, a give-up from a rider who may not give up.
func illegalBet(t *rapid.T, v *View) Bet {
	o, me := v.Options, v.Self()
	k := rapid.IntRange(1, 5).Draw(t, "over")
	kinds := []func() Bet{
		func() Bet { return Bet{Red: o.Red + k} },
		func() Bet { return Bet{White: o.White + k} },
		func() Bet { return Bet{Red: -k} },
		func() Bet { return Bet{White: -k} },
		func() Bet { return Bet{Trade: Trade{Give: BlueChip, Get: WhiteChip, N: me.Chips.Blue/2 + k}} },
		func() Bet { return Bet{Trade: Trade{Give: RedChip, Get: RedChip, N: 1}} },
		func() Bet { return Bet{Trade: Trade{Give: AnyColour, Get: BlueChip, N: 1}} },
		func() Bet { return Bet{Trade: Trade{Give: BlueChip, Get: RedChip, N: -k}} },
		func() Bet { return Bet{White: 1, Earn: WhiteChip} },
		func() Bet { return Bet{Earn: Colour(4 + k)} },
		func() Bet { return Bet{Recover: Colour(4 + k)} },
	}
	if !o.GiveUp {
		kinds = append(kinds, func() Bet { return Bet{GiveUp: true} })
	}
	return kinds[rapid.IntRange(0, len(kinds)-1).Draw(t, "kind")]()
}

// notWaiting checks, for a rider not waiting now, that his bet is refused
// with ErrRefused and ErrBet and changes nothing.
func notWaiting[E interface {
	Waiting() []int
	Decide(int, Bet) error
	MarshalJSON() ([]byte, error)
}](t *rapid.T, e E, n int) {
	j := rapid.IntRange(-1, n).Draw(t, "seat")
	if slices.Contains(e.Waiting(), j) {
		return
	}
	before, _ := e.MarshalJSON()
	if err := e.Decide(j, Bet{}); !errors.Is(err, ErrRefused) || !errors.Is(err, ErrBet) {
		t.Fatalf("a bet for rider %d, not waiting: %v", j, err)
	}
	if after, _ := e.MarshalJSON(); !bytes.Equal(before, after) {
		t.Fatalf("a refused bet for rider %d changed the chase", j)
	}
}

func TestRefusal(t *testing.T) {
	t.Run("people: a chase", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			encountertest.Refusal(t, func() *Chase { return peopleChase(t, seed) }, legalChase,
				func(t *rapid.T, c *Chase, i int) (Bet, bool) {
					notWaiting(t, c, 3)
					v, _ := c.View(i)
					return illegalBet(t, v), true
				}, ErrRefused, 400)
		})
	})
	t.Run("people: a race", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			encountertest.Refusal(t, func() *Race { return peopleRace(t, seed) }, legalRace,
				func(t *rapid.T, rc *Race, i int) (Bet, bool) {
					notWaiting(t, rc, 3)
					v, _ := rc.View(i)
					return illegalBet(t, v), true
				}, ErrRefused, 400)
		})
	})
	t.Run("a strategy's refused bets change nothing", func(t *testing.T) {
		// Dill's strategy answers illegally, then legally, each turn; Bart
		// is a person and Clay a built-in: the chase is the chase of Dill's
		// built-in strategy.
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			straight := peopleChase(t, seed, Person, pursuerPlays, pursuerPlays)
			encountertest.Play(t, straight, legalChase, 400)

			f := &flaky{t: t, inner: pursuerPlays}
			c := peopleChase(t, seed, Person, f, pursuerPlays)
			for range 400 {
				if c.Over() {
					break
				}
				before, _ := c.MarshalJSON()
				err := c.Step()
				switch {
				case err == nil:
				case errors.Is(err, ErrWaiting):
					for _, i := range c.Waiting() {
						if err := c.Decide(i, legalChase(c, i)); err != nil {
							t.Fatal(err)
						}
					}
				case errors.Is(err, ErrBet):
					if after, _ := c.MarshalJSON(); !bytes.Equal(before, after) {
						t.Fatalf("a strategy's refused bet changed the chase: %v", err)
					}
					if w := c.Waiting(); !slices.Contains(w, 1) {
						t.Fatalf("Dill's strategy was refused, but waiting %v", w)
					}
				default:
					t.Fatal(err)
				}
			}
			if !c.Over() || f.refused == 0 {
				t.Fatalf("over %v, %d refused", c.Over(), f.refused)
			}
			if !slices.Equal(c.Events(), straight.Events()) || !reflect.DeepEqual(c.Outcome(), straight.Outcome()) {
				t.Fatalf("refusals changed the chase: %v, want %v", c.Outcome(), straight.Outcome())
			}
		})
	})
}

// flaky answers each turn's first call with an illegal bet, then as inner.
type flaky struct {
	t       *rapid.T
	inner   Strategy
	turn    int
	refused int
}

func (f *flaky) Bet(v *View) Bet {
	if v.Turn != f.turn {
		f.turn = v.Turn
		f.refused++
		return illegalBet(f.t, v)
	}
	return f.inner.Bet(v)
}

func (*flaky) Name() string    { return "flaky" }
func (*flaky) Version() string { return "1" }

func TestSaveAnywhere(t *testing.T) {
	// Saved anywhere — a bet made, people waiting — and resumed, a chase
	// or race plays on as the one never saved; every save is within the
	// size bound.
	t.Run("a chase", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			k := chaseKit(t)
			encountertest.SaveResume(t, k.Build, func(b []byte) (*Chase, error) {
				encountertest.Bounded(t, b)
				return k.Resume(b)
			}, legalChase, 400)
		})
	})
	t.Run("a race", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			k := raceKit(t)
			encountertest.SaveResume(t, k.Build, func(b []byte) (*Race, error) {
				encountertest.Bounded(t, b)
				return k.Resume(b)
			}, legalRace, 400)
		})
	})
}

func TestBetText(t *testing.T) {
	// Every bet a View's options offer prints as text ParseBet reads back.
	rapid.Check(t, func(t *rapid.T) {
		c := peopleChase(t, rapid.Uint64().Draw(t, "seed"))
		for range rapid.IntRange(0, 5).Draw(t, "turns") {
			if c.Step() != nil {
				for _, i := range c.Waiting() {
					_ = c.Decide(i, legalChase(c, i))
				}
			}
		}
		i := rapid.IntRange(0, 2).Draw(t, "rider")
		v, _ := c.View(i)
		o := v.Options
		if !o.Bet {
			return
		}
		b := Bet{
			Red:     rapid.IntRange(0, o.Red).Draw(t, "red"),
			White:   rapid.IntRange(0, o.White).Draw(t, "white"),
			Earn:    rapid.SampledFrom(o.Earn[:]).Draw(t, "earn"),
			Recover: rapid.SampledFrom(o.Recover[:]).Draw(t, "recover"),
			GiveUp:  o.GiveUp && rapid.Bool().Draw(t, "give up"),
		}
		if tr := rapid.SampledFrom(o.Trades[:]).Draw(t, "trade"); tr.N > 0 {
			tr.N = rapid.IntRange(1, tr.N).Draw(t, "n")
			b.Trade = tr
		}
		got, err := ParseBet(b.String())
		if err != nil || got != b {
			t.Fatalf("ParseBet(%q) = %+v, %v; want %+v", b.String(), got, err, b)
		}
	})
}

func TestParseBet(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Bet
	}{
		{"nothing", Bet{}},
		{"  Red 4 ", Bet{Red: 4}},
		{"red 4, white 1, earn blue, trade 6 blue for 3 red, recover white, give up",
			Bet{Red: 4, White: 1, Earn: BlueChip, Trade: Trade{Give: BlueChip, Get: RedChip, N: 3}, Recover: WhiteChip, GiveUp: true}},
		{"recover red,white 2", Bet{White: 2, Recover: RedChip}},
		{"give up", Bet{GiveUp: true}},
	} {
		got, err := ParseBet(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseBet(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, why string }{
		{"", "an empty part"},
		{"red", `cannot read "red"`},
		{"red four", `"red four"`},
		{"red 2, red 4", `"red" twice`},
		{"earn green", `unknown colour "green": want "any", "red", "blue" or "white"`},
		{"trade 5 blue for 3 red", "5 for 3: chips trade 2:1 (rule CS-2)"},
		{"trade 6 blue to 3 red", `cannot read "trade 6 blue to 3 red"`},
		{"red 2,", "an empty part"},
	} {
		_, err := ParseBet(tc.in)
		if !errors.Is(err, ErrBet) || !strings.Contains(err.Error(), tc.why) || !strings.Contains(err.Error(), `"red N"`) {
			t.Errorf("ParseBet(%q): %v, want ErrBet saying %s and the syntax", tc.in, err, tc.why)
		}
	}
	if s := (Bet{}).String(); s != "nothing" {
		t.Errorf("the zero bet is %q", s)
	}
}
