package brawl

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/journal"
)

// people is a drawn brawl with seats played by people or by built-in
// strategies, and the built-in strategy whose answers each person gives.
type people struct {
	setup  Setup
	seed   uint64
	choose []Strategy
}

// drawPeople draws 2..3 brawlers, some armed, at two spots, a round limit of
// 1..5 and a seed; each seat is a person's, who answers as a drawn
// built-in would, or that built-in's. persons makes every seat a person's.
func drawPeople(t *rapid.T, persons bool) people {
	p := people{seed: rapid.Uint64().Draw(t, "seed")}
	p.setup.Config = Config{Short: rapid.Bool().Draw(t, "short"), MaxRounds: rapid.IntRange(1, 5).Draw(t, "maxRounds")}
	for i := range rapid.IntRange(2, 3).Draw(t, "brawlers") {
		br := drawBrawler(t, fmt.Sprintf("B%d", i))
		if rapid.Bool().Draw(t, br.Name+" armed") {
			br.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4p")}
		}
		s := builtins[rapid.IntRange(0, len(builtins)-1).Draw(t, br.Name+" plays as")]
		d := Person
		if !persons && rapid.IntRange(0, 2).Draw(t, br.Name+" is a person") == 0 {
			d = s
		}
		p.setup.Brawlers = append(p.setup.Brawlers, Entrant{Brawler: br, Decider: d, Spot: rapid.IntRange(0, 1).Draw(t, br.Name+" spot")})
		p.choose = append(p.choose, s)
	}
	return p
}

func (p people) build(t *rapid.T) func() *Brawl {
	return func() *Brawl {
		b, err := New(p.setup, dice.NewSource(p.seed))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
}

// legal is seat i's answer: what his built-in strategy would answer now,
// drawing (Random does) on dice of the person's own that depend only on
// the game so far, not on the brawl's.
func (p people) legal(b *Brawl, i int) Choice {
	rec := b.rec
	b.rec = journal.Recorder{}
	b.rec.Use(dice.NewSource(p.seed ^ uint64(b.j.Decisions())<<32 ^ uint64(len(b.events))))
	c := b.ask(p.choose[i], i)
	b.rec = rec
	return c
}

// drawChoice draws a choice of any kind, its fields around their legal
// ranges and past them.
func drawChoice(t *rapid.T, b *Brawl) Choice {
	chips := func(label string) Chips {
		n := rapid.IntRange(-1, 8)
		return Chips{n.Draw(t, label+" red"), n.Draw(t, label+" blue"), n.Draw(t, label+" white")}
	}
	c := Choice{Kind: Decision(rapid.IntRange(0, int(numDecisions)).Draw(t, "kind"))}
	switch c.Kind {
	case DecideReady:
		c.Rest = rapid.Bool().Draw(t, "rest")
		c.Chips = chips("regain")
	case DecideBet:
		c.Colour = Colour(rapid.IntRange(0, 2).Draw(t, "colour"))
		c.N = rapid.IntRange(-2, 20).Draw(t, "bet")
	case DecideTurn:
		c.Turn = Turn{
			Target:  rapid.IntRange(-2, len(b.seats)).Draw(t, "target"),
			Special: Special(rapid.IntRange(0, int(numSpecials)).Draw(t, "special")),
			Alt:     rapid.Bool().Draw(t, "alt"),
			Spot:    rapid.IntRange(-1, len(b.spots)).Draw(t, "spot"),
			PickUp:  rapid.SampledFrom([]string{"", "chair", "bottle", "piano"}).Draw(t, "pick up"),
		}
	case DecideAbsorb:
		c.Chips = chips("absorb")
	case DecideCounter:
		c.Counter = rapid.Bool().Draw(t, "counter")
	case DecideRaise:
		c.N = rapid.IntRange(-2, 30).Draw(t, "raise")
	}
	return c
}

// illegal draws a choice seat i may not make now: of the wrong kind, out
// of range, or against a rule (an over-limit bet, a kick at a standing man,
// a rest of two chips …).
func illegal(t *rapid.T, b *Brawl, i int) (Choice, bool) {
	for range 20 {
		if c := drawChoice(t, b); b.check(i, &c) != nil {
			return c, true
		}
	}
	return Choice{}, false
}

// TestRefusal: inserting any number of illegal choices before each legal
// one gives exactly the brawl of the run without them, and each is refused
// with ErrDecision and changes nothing.
func TestRefusal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPeople(t, false)
		encountertest.Refusal(t, p.build(t), p.legal, illegal, ErrDecision, maxSteps)
	})
}

// liar answers as its Strategy does, but every other answer it gives first
// breaks a rule: Step refuses it, and the next Step asks again.
type liar struct {
	Strategy
	lies *int
}

func (l liar) lie() bool { *l.lies++; return *l.lies%2 == 1 }

func (l liar) Ready(v *View) Ready {
	r := l.Strategy.Ready(v)
	if l.lie() {
		return Ready{Rest: true, Regain: Chips{Red: 2}}
	}
	return r
}

func (l liar) Bet(v *View, c Colour) int {
	n := l.Strategy.Bet(v, c)
	if l.lie() {
		return v.Limit(c) + 1 + v.Self().Stack.Of(c)
	}
	return n
}

func (l liar) Turn(v *View) Turn {
	t := l.Strategy.Turn(v)
	if l.lie() {
		return Turn{Target: v.Me()}
	}
	return t
}

func (l liar) Absorb(v *View, n int) Chips {
	c := l.Strategy.Absorb(v, n)
	if l.lie() {
		return Chips{Red: n + 1}
	}
	return c
}

func (l liar) Raise(v *View, mine, theirs int) int {
	n := l.Strategy.Raise(v, mine, theirs)
	if l.lie() {
		return -1
	}
	return n
}

// TestRefusalOfDeciders: a decider's illegal answers are refused by the
// same check as a person's — Step returns the refusal, the decision stays
// pending, its dice draws are rewound — so a brawl of liars (Random ones
// included, whose lies draw dice) ends exactly as the brawl of the honest
// strategies.
func TestRefusalOfDeciders(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPeople(t, true)
		honest, lying := p.setup, p.setup
		honest.Brawlers = append([]Entrant(nil), p.setup.Brawlers...)
		lying.Brawlers = append([]Entrant(nil), p.setup.Brawlers...)
		lies := 0
		for i := range honest.Brawlers {
			honest.Brawlers[i].Decider = p.choose[i]
			lying.Brawlers[i].Decider = p.choose[i]
			if rapid.Bool().Draw(t, fmt.Sprintf("seat %d lies", i)) {
				lying.Brawlers[i].Decider = liar{p.choose[i], &lies}
			}
		}
		want, err := New(honest, dice.NewSource(p.seed))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := want.Run(); err != nil {
			t.Fatal(err)
		}
		got, err := New(lying, dice.NewSource(p.seed))
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !got.Over(); steps++ {
			if steps > 100_000 {
				t.Fatal("not over")
			}
			err := got.Step()
			if err != nil && !errors.Is(err, ErrDecision) {
				t.Fatalf("step: %v", err)
			}
		}
		if d := cmp.Diff(want.Events(), got.Events()); d != "" {
			t.Fatalf("the liars' brawl (-honest +lying):\n%s", d)
		}
		if d := cmp.Diff(want.Outcome(), got.Outcome()); d != "" {
			t.Fatalf("outcome (-honest +lying):\n%s", d)
		}
	})
}

// TestSaveAnywhere: a brawl saved at any point — before a step, or while a
// person's decision is pending mid-round — and resumed plays on exactly as
// the brawl never saved; every save is within the size bound.
func TestSaveAnywhere(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPeople(t, false)
		encountertest.SaveResume(t, p.build(t), func(data []byte) (*Brawl, error) {
			encountertest.Bounded(t, data)
			return Resume(data)
		}, p.legal, maxSteps)
	})
}
