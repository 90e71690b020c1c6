package brawl

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
)

// embedded is a custom strategy that plays as the built-in it embeds: the
// brawl asks it through a View, where it asks a built-in directly.
type embedded struct{ Strategy }

func (embedded) Name() string    { return "embedded" }
func (embedded) Version() string { return "1" }

// drawSetup draws a setup of 2..4 drawn brawlers with drawn built-in
// strategies at drawn spots, some with a knife, a short brawl or not, and a
// round limit of 1..40.
func drawSetup(t *rapid.T) Setup {
	s := Setup{Config: Config{
		Short:     rapid.Bool().Draw(t, "short"),
		MaxRounds: rapid.IntRange(1, 40).Draw(t, "maxRounds"),
	}}
	for i := range rapid.IntRange(2, 4).Draw(t, "brawlers") {
		br := drawBrawler(t, fmt.Sprintf("B%d", i))
		if rapid.Bool().Draw(t, br.Name+" armed") {
			br.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4p")}
		}
		s.Brawlers = append(s.Brawlers, Entrant{
			Brawler: br,
			Decider: rapid.SampledFrom(builtins).Draw(t, br.Name+" strategy"),
			Spot:    rapid.IntRange(0, 1).Draw(t, br.Name+" spot"),
		})
	}
	return s
}

// fromLog counts what the statistics count of a brawl's knock-outs and
// special actions from its log, as a reader of its events would: each
// man's knock-outs, the knock-outs each dealt — to the last man who
// attacked the one knocked out, or drained him, in that round — and the
// special actions declared, the Counter Actions included.
func fromLog(events []Event, seats int) (knockOuts, dealt, specials []int) {
	knockOuts, dealt, specials = make([]int, seats), make([]int, seats), make([]int, numSpecials)
	last := make([]int, seats)
	for i := range last {
		last[i] = -1
	}
	for _, e := range events {
		switch e.Kind {
		case RoundBegins:
			for i := range last {
				last[i] = -1
			}
		case Attacks:
			last[e.Target] = e.Actor
		case Drained:
			last[e.Actor] = e.Target
		case KnockOut:
			knockOuts[e.Actor]++
			if by := last[e.Actor]; by >= 0 {
				dealt[by]++
			}
		case Declares:
			specials[e.Special]++
		case Counters:
			specials[CounterAction]++
		}
	}
	return knockOuts, dealt, specials
}

// TestPropStudyPlaysAsNew: a study's brawl — its built-in strategies
// answered at once, no log, no journal — ends with the statistics of the
// brawl New plays from the same setup and dice, whose built-ins are asked
// the usual way or through a View by a custom strategy that embeds them
// (the same events, every one); and what it counted of knock-outs and
// special actions is what that brawl's log tells.
func TestPropStudyPlaysAsNew(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawSetup(t)
		seed := rapid.Uint64().Draw(t, "seed")
		names := make([]string, len(s.Brawlers))
		for i, e := range s.Brawlers {
			names[i] = e.Brawler.Name
		}

		study, src, err := seat(s)
		if err != nil {
			t.Fatal(err)
		}
		src.Reseed(seed)
		study.restart()
		if err := study.run(); err != nil {
			t.Fatalf("the study's brawl: %v", err)
		}
		studied := newStats(names)
		studied.add(study)

		played, err := New(s, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := played.Run(); err != nil {
			t.Fatalf("the brawl New plays: %v", err)
		}
		viewed := s
		viewed.Brawlers = append([]Entrant(nil), s.Brawlers...)
		for i := range viewed.Brawlers {
			viewed.Brawlers[i].Decider = embedded{viewed.Brawlers[i].Decider}
		}
		through, err := New(viewed, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := through.Run(); err != nil {
			t.Fatalf("the brawl of embedded built-ins: %v", err)
		}
		if d := cmp.Diff(played.Events(), through.Events()); d != "" {
			t.Fatalf("built-ins asked through a View play another brawl (-asked directly +through a View):\n%s", d)
		}

		want := newStats(names)
		want.add(played)
		if d := cmp.Diff(want, studied); d != "" {
			t.Fatalf("the study's statistics differ from those of the brawl New plays (-New +study):\n%s", d)
		}
		ko, dealt, specials := fromLog(played.Events(), len(names))
		if d := cmp.Diff([][]int{ko, dealt, specials}, [][]int{want.KnockOuts, want.KnockedOutBy, want.Specials}); d != "" {
			t.Fatalf("the knock-outs and special actions counted differ from the log's (-log +counted):\n%s", d)
		}
	})
}
