package brawl

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/journal"
)

// maxSteps bounds the steps of a drawn brawl (at most 5 rounds).
const maxSteps = 20_000

// kit is what the journal properties of internal/encountertest need of a
// drawn brawl.
func kit(t *rapid.T) encountertest.Kit[*Brawl, Choice] {
	p := drawPeople(t, false)
	return encountertest.Kit[*Brawl, Choice]{
		Build:    p.build(t),
		Resume:   func(data []byte) (*Brawl, error) { return Resume(data) },
		Legal:    p.legal,
		Sentinel: ErrState,
		Max:      maxSteps,
		Names: []string{"person", "cautious", "aggressive", "random", "red", "blue", "white",
			"between", "readying", "betting", "turning", "countering", "raising", "absorbing",
			"fight", "bet 1 red", "attack 0", "attack 1", "pass", "no counter", "counter", "raise 1", "absorb 1 red",
			"rest 1 red 1 blue 1 white", "knife", "chair", "B0", "B1"},
		Parse:  parseChoice,
		Answer: answerText,
		FromStart: func(data []byte) (*Brawl, *dice.Source, error) {
			f, src, err := journal.Read[Setup, point](data, stateVersion, func(s *Setup) int { return len(s.Brawlers) })
			if err != nil {
				return nil, nil, err
			}
			s := f.Setup
			for i := range s.Brawlers {
				s.Brawlers[i].Decider = Person
			}
			b, err := New(s, src)
			return b, src, err
		},
		Persons: func(b *Brawl) {
			for i := range b.seats {
				if err := b.SetDecider(i, nil); err != nil {
					t.Fatal(err)
				}
			}
		},
		Diff: sameBrawl,
	}
}

// answerText decides for seat i the choice whose text is choice.
func answerText(b *Brawl, i int, choice string) error {
	c, err := parseChoice(choice)
	if err != nil {
		return err
	}
	return b.Decide(i, c)
}

// sameBrawl says how two brawls differ — their events, outcome, tables,
// seats and the round under way — or returns "".
func sameBrawl(a, b *Brawl) string {
	type whole struct {
		Events  []Event
		Outcome Outcome
		State   Screen
		At      cursor
		Blow    landed
		Order   []int
	}
	of := func(b *Brawl) whole { return whole{b.Events(), b.Outcome(), b.State(), b.at, b.blow, b.order} }
	return cmp.Diff(of(a), of(b), cmp.AllowUnexported(Seat{}, cursor{}, landed{}))
}

// TestEdited: any single edit of a real save — at any point of a brawl of
// people and built-in strategies, a pending decision or a recorded choice
// included — is refused with ErrState, or resumes into a brawl whose own
// save resumes again, that plays on to its end, and that is the brawl its
// edited journal gives played from the start by Decide. Every save the
// property takes is within the size bound.
func TestEdited(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.Edited(t, kit(t)) })
}

// TestTakeBack: taking back to any decision and answering the same gives
// the same brawl; answering another legal choice there gives the brawl
// play gives with it.
func TestTakeBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		encountertest.TakeBack(t, kit(t), func(t *rapid.T, b *Brawl, i int) (Choice, bool) {
			v, _ := b.View(i)
			cs := v.Options().choices()
			if len(cs) == 0 {
				return Choice{}, false
			}
			return rapid.SampledFrom(cs).Draw(t, "another choice"), true
		})
	})
}

// TestDecideAnyChoice: a choice of any kind with any parts — out of their
// ranges included — is refused without harm or accepted in its one form,
// and the brawl saves after each: every accepted choice is journaled as
// the text ParseChoice reads back to it.
func TestDecideAnyChoice(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPeople(t, false)
		b := p.build(t)()
		for steps := 0; !b.Over() && steps < maxSteps; steps++ {
			err := b.Step()
			if err == nil {
				continue
			}
			if !errors.Is(err, ErrWaiting) {
				t.Fatalf("step: %v", err)
			}
			i := b.Waiting()[0]
			for range rapid.IntRange(0, 4).Draw(t, "choices") {
				c := drawAnyChoice(t, b)
				before := saveOf(t, b)
				if err := b.Decide(i, c); err != nil {
					if !errors.Is(err, ErrDecision) {
						t.Fatalf("refusal %v of %+v wraps no ErrDecision", err, c)
					}
					if after := saveOf(t, b); string(after) != string(before) {
						t.Fatalf("refused %+v changed the save:\n%s\n%s", c, before, after)
					}
					continue
				}
				encountertest.Bounded(t, saveOf(t, b))
				who, text, ok := b.Entry(b.Decisions() - 1)
				back, err := parseChoice(text)
				if !ok || who != i || err != nil || back != b.chosen {
					t.Fatalf("%+v accepted as %+v, journaled as seat %d's %q, which reads %+v, %v", c, b.chosen, who, text, back, err)
				}
				if d := b.unread(&back); d != "" || back.String() != text {
					t.Fatalf("%q is not in its one form (%s)", text, d)
				}
				break
			}
			if len(b.Waiting()) > 0 {
				if err := b.Decide(i, p.legal(b, i)); err != nil {
					t.Fatal(err)
				}
			}
		}
		encountertest.Bounded(t, saveOf(t, b))
	})
}

// drawAnyChoice draws a choice of any kind whose every part is drawn, in
// its range and out of it, whatever the kind reads.
func drawAnyChoice(t *rapid.T, b *Brawl) Choice {
	n := rapid.IntRange(-2, 12)
	return Choice{
		Kind:  Decision(rapid.IntRange(0, int(numDecisions)).Draw(t, "kind")),
		Rest:  rapid.Bool().Draw(t, "rest"),
		Chips: Chips{n.Draw(t, "red"), n.Draw(t, "blue"), n.Draw(t, "white")},
		// colour 3 is out of range
		Colour: Colour(rapid.IntRange(0, 3).Draw(t, "colour")),
		N:      rapid.IntRange(-2, 12).Draw(t, "n"),
		Turn: Turn{
			Target:  rapid.IntRange(-2, len(b.seats)).Draw(t, "target"),
			Special: Special(rapid.IntRange(0, int(numSpecials)).Draw(t, "special")),
			Alt:     rapid.Bool().Draw(t, "alt"),
			Spot:    rapid.IntRange(-1, len(b.spots)).Draw(t, "spot"),
			PickUp:  rapid.SampledFrom([]string{"", "chair", "CHAIR", "bottle", "piano"}).Draw(t, "pick up"),
		},
		Counter: rapid.Bool().Draw(t, "counter"),
	}
}

// TestChoiceForm: every choice a View lists and every built-in's answer
// is in its one form: ParseChoice reads its text back to it, its kind
// reads all its parts, and its JSON decodes to it.
func TestChoiceForm(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPeople(t, true)
		b := p.build(t)()
		for steps := 0; !b.Over() && steps < maxSteps; steps++ {
			if err := b.Step(); !errors.Is(err, ErrWaiting) {
				continue
			}
			i := b.Waiting()[0]
			v, _ := b.View(i)
			for _, c := range append(v.Options().choices(), p.legal(b, i)) {
				form := c
				if err := b.check(i, &form); err != nil {
					t.Fatalf("listed %+v refused: %v", c, err)
				}
				if got, err := parseChoice(c.String()); form != c || c.read() != c || err != nil || got != c {
					t.Fatalf("%+v: its form %+v; %q reads %+v, %v", c, form, c.String(), got, err)
				}
				var back Choice
				if err := json.Unmarshal(mustJSON(t, c), &back); err != nil || back != c {
					t.Fatalf("JSON of %+v decodes to %+v, %v", c, back, err)
				}
			}
			if err := b.Decide(i, p.legal(b, i)); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestJournal: what the journal holds, and taking decisions back.
func TestJournal(t *testing.T) {
	t.Run("dice someone else rolls between two calls are a move of the journal, and a resumed brawl rolls on from them", func(t *testing.T) {
		src := dice.NewSource(11)
		b, err := New(Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Random}, {Brawler: bill(), Decider: Aggressive}}}, src)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Step(); err != nil {
			t.Fatal(err)
		}
		src.IntN(20) // a tool rolls on the brawl's dice between rounds
		data := saveOf(t, b)
		if !strings.Contains(string(data), `{"who":-1,"dice":"`) {
			t.Fatalf("no move of the dice in %s", data)
		}
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range []*Brawl{b, r} {
			if _, err := x.Run(); err != nil {
				t.Fatal(err)
			}
		}
		if d := sameBrawl(b, r); d != "" {
			t.Errorf("(-rolled on +resumed):\n%s", d)
		}
	})
	t.Run("TakeBack to decision k: the person waits for it, the deciders in force stay, and a k out of range changes nothing", func(t *testing.T) {
		b := persons(t, dice.NewSource(4))
		for _, s := range []struct {
			i int
			c Choice
		}{{0, fight()}, {1, fight()}, {1, betOf(Red, 2)}, {0, betOf(Red, 3)}} {
			waitFor(t, b, s.i, s.c.Kind)
			decide(t, b, s.i, s.c)
		}
		if err := b.SetDecider(1, Cautious); err != nil {
			t.Fatal(err)
		}
		before := saveOf(t, b)
		for _, k := range []int{-1, 5} {
			wantErr(t, b.TakeBack(k), ErrState, "take back to decision")
			if after := saveOf(t, b); string(after) != string(before) {
				t.Fatalf("TakeBack(%d) changed the brawl", k)
			}
		}
		if who, c, ok := b.Entry(3); !ok || who != 0 || c != "bet 3 red" {
			t.Errorf("Entry(3) = %d, %q, %v", who, c, ok)
		}
		if err := b.TakeBack(2); err != nil {
			t.Fatal(err)
		}
		if w := b.Waiting(); b.Decisions() != 2 || len(w) != 0 {
			t.Errorf("after TakeBack(2): %d decisions, waiting %v; want Bill's red bet asked of his decider", b.Decisions(), w)
		}
		if b.deciders[1] != Cautious {
			t.Errorf("Bill is played by %T after TakeBack", b.deciders[1])
		}
		if err := b.Step(); !errors.Is(err, ErrWaiting) || b.Waiting()[0] != 0 {
			t.Fatalf("step: %v", err)
		}
		if v, _ := b.View(0); v.decision() != DecideBet {
			t.Errorf("Jake decides %v", v.decision())
		}
		if _, c, _ := b.Entry(2); c != "bet 3 red" { // Cautious bets half of Bill's red limit of 6
			t.Errorf("Bill's decider bet %q", c)
		}
		if err := b.TakeBack(0); err != nil {
			t.Fatal(err)
		}
		if w := b.Waiting(); len(w) != 1 || w[0] != 0 || b.round != 1 || len(b.Events()) != 1 {
			t.Errorf("after TakeBack(0): waiting %v in round %d with %d events", w, b.round, len(b.Events()))
		}
	})
}
