package gunfight_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The text interface is the one every encounter type has.
var _ encountertest.Table = (*gunfight.Fight)(nil)

// TestTellChoices: at the standard duel's first declaration Hickok is told
// what he sees and what he may declare, each with its counts, and Choices
// lists the same actions with the ranges of their free numbers. The counts
// come from the rules: a pistol's draw 5, the off hand +5 (GU-3); a move
// toward Tutt stops at arm's reach, 30 − 3 = 27 ft, 6 steps of 5 ft, a
// move away 30 ft, 6 steps too: crawl 6 × 50 = 300, walk 6 × 10 = 60, run
// 6 × 4 = 24, sprint 6 × 3 = 18 counts (our pace table); a flight runs
// the 30 ft a fleeing man needs to be gone, at a sprint when none is named
// (18 counts); taking cover, a bare wait and a dodge 10 counts each (ours,
// GU-11); leaving and done take none. A move's feet run 1..1000 (the
// longest move, ours), a wait's counts 0..600 (a minute).
func TestTellChoices(t *testing.T) {
	t.Run("GU-2 GU-3 the first declaration's menu: the draw 5, the off hand +5, moves to arm's reach, a flight of 30 ft", func(t *testing.T) {
		f := hickokPlays(t, 1)
		wantTell := `count 0: Hickok, 22/22 HP
weapon 0: the Colt, holstered, 6/6 rounds
man 1: Tutt, opponent, 30 ft, doing: draw 0
may declare:
draw 0 (5 counts)
draw 0 off-hand (10 counts)
move 27 ft toward 1 crawl (300 counts; feet 1..1000)
move 30 ft away from 1 crawl (300 counts; feet -1000..-1)
move 27 ft toward 1 walk (60 counts; feet 1..1000)
move 30 ft away from 1 walk (60 counts; feet -1000..-1)
move 27 ft toward 1 run (24 counts; feet 1..1000)
move 30 ft away from 1 run (24 counts; feet -1000..-1)
move 27 ft toward 1 sprint (18 counts; feet 1..1000)
move 30 ft away from 1 sprint (18 counts; feet -1000..-1)
take cover (10 counts)
flee (18 counts)
flee crawl (300 counts)
flee walk (60 counts)
flee run (24 counts)
leave (0 counts)
wait (10 counts; counts 0..600)
dodge (10 counts)
done (0 counts)
`
		if d := cmp.Diff(wantTell, f.Tell(0)); d != "" {
			t.Errorf("Tell(0) (-want +got):\n%s", d)
		}
		var want []string
		for _, pace := range []string{"crawl", "walk", "run", "sprint"} {
			want = append(want, "move 27 ft toward 1 "+pace, "  feet: 1..1000", "move 30 ft away from 1 "+pace, "  feet: 1..1000")
		}
		want = append([]string{"draw 0", "draw 0 off-hand"}, want...)
		want = append(want, "take cover", "flee", "flee crawl", "flee walk", "flee run", "leave", "wait", "  counts: 0..600", "dodge", "done")
		if d := cmp.Diff(want, f.Choices(0)); d != "" {
			t.Errorf("Choices(0) (-want +got):\n%s", d)
		}
		// Tutt is not asked: he is told what he sees, and has no choices.
		if got := f.Tell(1); got != "count 0: Tutt, 22/22 HP\nweapon 0: the Colt, holstered, 6/6 rounds\nman 0: Hickok, opponent, 30 ft\n" {
			t.Errorf("Tell(1) = %q", got)
		}
		if c := f.Choices(1); c != nil {
			t.Errorf("Choices(1) = %q, want none", c)
		}
		if f.Tell(2) != "" || f.Choices(-1) != nil {
			t.Error("no man 2 or −1 is told anything")
		}
	})
}

// TestChoicesAim: with his Colt drawn, Hickok may fire it at Tutt in every
// way a pistol allows (GU-3): aimed, steadied (his other hand free),
// deliberately, carefully, from the hip, fanned; each shot may name any
// body location, the chest when none (GU-4).
func TestChoicesAim(t *testing.T) {
	t.Run("GU-3 GU-4 a drawn pistol fires aimed, steadied, deliberately, carefully, from the hip, fanned, at any location", func(t *testing.T) {
		f := hickokPlays(t, 1)
		if err := f.Answer(0, "draw 0"); err != nil {
			t.Fatal(err)
		}
		for f.Step() == nil {
		}
		var fire []string
		for _, line := range f.Choices(0) {
			if strings.HasPrefix(line, "fire") {
				fire = append(fire, line)
			}
		}
		want := []string{"fire 0 at 1", "fire 0 at 1 steady", "fire 0 at 1 deliberate", "fire 0 at 1 deliberate steady",
			"fire 0 at 1 careful", "fire 0 at 1 careful steady", "fire 0 at 1 hip", "fire 0 at 1 fan"}
		if d := cmp.Diff(want, fire); d != "" {
			t.Errorf("the shots (-want +got):\n%s", d)
		}
		c := f.Choices(0)
		if k := slices.Index(c, "fire 0 at 1"); k < 0 || c[k+1] != "  to: any body location (none: the chest)" {
			t.Errorf("a shot's location: %q", c)
		}
	})
}

// TestAnswer: Answer decides a line as Decide decides its action; a line
// that is no action, an action the rules refuse, and a line for a man not
// asked are each refused with ErrRefused (and ErrAction), changing
// nothing.
func TestAnswer(t *testing.T) {
	t.Run("GU-2 a line is decided as its action; nonsense, a forbidden action and a man not asked are refused without harm", func(t *testing.T) {
		f := hickokPlays(t, 1)
		before := saveOf(t, f)
		for _, c := range []struct {
			who  int
			line string
			says string
		}{
			{0, "jump over the moon", `unknown action "jump over the moon"`},
			{0, "fire 0 at 1", "Hickok cannot fire weapon 0 at man 1 (GU-3): the Colt is not drawn"},
			{0, "draw 0 off-hand now", `"now" left over`},
			{1, "draw 0", "Tutt cannot draw weapon 0 (GU-2)"},
		} {
			err := f.Answer(c.who, c.line)
			if !errors.Is(err, gunfight.ErrRefused) || !errors.Is(err, gunfight.ErrAction) || !strings.Contains(err.Error(), c.says) {
				t.Errorf("%d %q: %v, want a refusal saying %q", c.who, c.line, err, c.says)
			}
			if after := saveOf(t, f); string(after) != string(before) {
				t.Fatalf("%d %q: a refused line changed the fight", c.who, c.line)
			}
		}
		if err := f.Answer(0, "  Draw 0  "); err != nil {
			t.Fatalf("a legal line: %v", err)
		}
		if f.Choices(0) != nil || len(f.Waiting()) != 0 {
			t.Errorf("Hickok has answered: choices %q, waiting %v", f.Choices(0), f.Waiting())
		}
	})
}

// TestPropListed: at every declaration of a fight of people, each action
// Choices lists is one Answer takes, nonsense is refused and changes
// nothing, and the fight goes on to its end with listed choices.
func TestPropListed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := people(rapid.IntRange(0, len(personSetups())-1).Draw(t, "setup"))
		s.Limit = 60 // six seconds: draws, shots, reloads, moves, and a test that stays quick
		f, err := gunfight.NewFight(s, dice.NewSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		encountertest.Listed(t, f, func(b []byte) (*gunfight.Fight, error) { return gunfight.Resume(b) }, maxSteps)
	})
}

// FuzzAnswer: whatever line a person types, Answer never panics; a line
// it refuses wraps ErrRefused and changes nothing.
func FuzzAnswer(f *testing.F) {
	for _, s := range []string{"draw 0", "draw 0 off-hand", "fire 0 at 1", "move 27 ft toward 1 run", "move 3000 ft away from 1",
		"wait 601", "flee sprint", "wrestle 1 hurt deal 9", "done", "grab 1 to head", "staunch 0"} {
		f.Add(s)
	}
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.Person
	fi, err := gunfight.NewFight(s, dice.NewSource(1))
	if err != nil {
		f.Fatal(err)
	}
	fi.Step()
	save, err := fi.MarshalJSON()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		g, err := gunfight.Resume(save)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Answer(0, line); err != nil {
			if !errors.Is(err, gunfight.ErrRefused) {
				t.Fatalf("%q: %v is no ErrRefused", line, err)
			}
			if after, _ := g.MarshalJSON(); string(after) != string(save) {
				t.Fatalf("%q: a refused line changed the fight", line)
			}
		}
	})
}
