package gunfight_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/wounds"
	"pgregory.net/rapid"
)

// maxSteps bounds a played fight: counts up to the default limit, and the
// steps that stop at a declaration.
const maxSteps = 20000

// personSetups are the fights the person properties play, up to count
// 300: the standard duel, and three men with rifles, a shotgun from shell loops, spare
// rounds and nerves that force a man's hand.
func personSetups() []gunfight.Setup {
	duel := gunfight.StandardDuel()
	three := gunfight.StandardDuel()
	three.Distance = 40
	three.Shooters[0].Weapons = []gunfight.Carried{{Weapon: "Winchester 1873", Loaded: 2, Pocket: 3}, {Weapon: "Derringer", Loaded: 2, NoHolster: true}}
	three.Shooters[0].Reputation = 5
	three.Shooters[1].Weapons = []gunfight.Carried{{Weapon: "Colt Navy", Loaded: 6, Cylinders: 1}}
	three.Shooters[1].Reputation = 12
	three.Shooters = append(three.Shooters, gunfight.Shooter{Name: "Kate", Pronoun: gunfight.She, Speed: 2, Accuracy: 2, Wis: 11,
		Reputation: 30, Decider: gunfight.HipShooter, Weapons: []gunfight.Carried{{Weapon: "Double-barrel shotgun", Loaded: 1, Loop: 4}}})
	duel.Limit, three.Limit = 300, 300 // short fights keep the properties fast
	return []gunfight.Setup{duel, three}
}

// people returns setup k with every man played by a person.
func people(k int) gunfight.Setup {
	s := personSetups()[k]
	for i := range s.Shooters {
		s.Shooters[i].Decider = gunfight.Person
	}
	return s
}

// peopleFight returns a builder of setup k's fight of people, rolled
// from seed.
func peopleFight(t *rapid.T, k int, seed uint64) func() *gunfight.Fight {
	return func() *gunfight.Fight {
		f, err := gunfight.NewFight(people(k), dice.NewSource(seed))
		if err != nil {
			t.Fatalf("%v", err)
		}
		return f
	}
}

// builtinAnswer is what man i's built-in tactic in setup k would declare
// now: the legal choice the properties play.
func builtinAnswer(k int) func(*gunfight.Fight, int) gunfight.Action {
	s := personSetups()[k]
	return func(f *gunfight.Fight, i int) gunfight.Action {
		t := s.Shooters[i].Decider
		if t == nil {
			t = gunfight.QuickDraw
		}
		v, _ := f.View(i)
		return t.Declare(v)
	}
}

// illegalAction draws an action man i may not declare now: of any kind —
// none, every kind the rules name, one past them — with weapons, men and
// numbers in and out of range, so it breaks a rule the rules name (an
// undrawn gun fired, a full gun reloaded, a man out of reach struck …) or
// is out of range. View.Counts, the check Decide makes, says which are
// illegal; false when 20 draws found none.
func illegalAction(t *rapid.T, f *gunfight.Fight, i int) (gunfight.Action, bool) {
	v, _ := f.View(i)
	for range 20 {
		a := gunfight.Action{
			Kind:     gunfight.ActionKind(rapid.IntRange(0, 16).Draw(t, "kind")),
			Weapon:   rapid.IntRange(-1, 3).Draw(t, "weapon"),
			Target:   rapid.IntRange(-1, 3).Draw(t, "target"),
			Aim:      gunfight.AimMode(rapid.IntRange(0, 3).Draw(t, "aim")),
			Extra:    gunfight.Extra(rapid.IntRange(0, 3).Draw(t, "extra")),
			Steady:   rapid.Bool().Draw(t, "steady"),
			Rounds:   rapid.IntRange(-1, 8).Draw(t, "rounds"),
			Loop:     rapid.Bool().Draw(t, "loop"),
			Cylinder: rapid.Bool().Draw(t, "cylinder"),
			Feet:     rapid.IntRange(-1200, 1200).Draw(t, "feet"),
			Counts:   gunfight.Count(rapid.IntRange(-5, 700).Draw(t, "counts")),
			Hold:     gunfight.Hold(rapid.IntRange(0, 6).Draw(t, "hold")),
			Deal:     rapid.IntRange(-1, 5).Draw(t, "deal"),
			Pace:     wounds.Movement(rapid.IntRange(0, 5).Draw(t, "pace")),
			At:       wounds.Location(rapid.IntRange(0, 25).Draw(t, "at")),
			Two:      rapid.Bool().Draw(t, "two"),
		}
		if _, _, err := v.Counts(a); err != nil {
			return a, true
		}
	}
	return gunfight.Action{}, false
}

// seated is a fight whose choices name their man, so the refusal
// property can also try a choice for a man who is not waiting.
type seated struct{ *gunfight.Fight }

// seatChoice is an action for man Seat.
type seatChoice struct {
	Seat   int
	Action gunfight.Action
}

func (s seated) Decide(_ int, c seatChoice) error { return s.Fight.Decide(c.Seat, c.Action) }

// TestRefusal: inserting any number of illegal declarations before each
// legal one, every man a person, gives exactly the fight without them, and
// each is refused with ErrAction and changes nothing — actions the rules
// forbid the waiting man, and any action for a man who is not waiting.
func TestRefusal(t *testing.T) {
	for k := range personSetups() {
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			build := func() seated { return seated{peopleFight(t, k, seed)()} }
			answer := builtinAnswer(k)
			legal := func(s seated, i int) seatChoice { return seatChoice{i, answer(s.Fight, i)} }
			illegal := func(t *rapid.T, s seated, i int) (seatChoice, bool) {
				if other := rapid.IntRange(-1, len(s.State().Men)).Draw(t, "seat"); other != i {
					return seatChoice{other, answer(s.Fight, i)}, true
				}
				a, ok := illegalAction(t, s.Fight, i)
				return seatChoice{i, a}, ok
			}
			encountertest.Refusal(t, build, legal, illegal, gunfight.ErrAction, maxSteps)
		})
	}
}

// erratic answers every second declaration illegally (a fire with no
// weapon), the others as its built-in tactic would.
type erratic struct {
	inner gunfight.Tactic
	calls *int
}

func (e erratic) Name() string    { return "erratic" }
func (e erratic) Version() string { return "1" }
func (e erratic) Declare(v *gunfight.View) gunfight.Action {
	*e.calls++
	if *e.calls%2 == 1 {
		return gunfight.Action{Kind: gunfight.Fire, Weapon: 9, Target: 1 - v.Me()}
	}
	return e.inner.Declare(v)
}

// TestRefusalOfTactics: a tactic's illegal declaration is refused by Step
// with ErrAction, stays pending, and asked again it continues the fight as
// if the bad one had never been made — the events and outcome of the fight
// with the built-in tactic's answers.
func TestRefusalOfTactics(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		who := rapid.IntRange(0, 1).Draw(t, "erratic man")
		straight := personSetups()[0]
		for i := range straight.Shooters {
			straight.Shooters[i].Decider = gunfight.Person
		}
		want, err := gunfight.NewFight(straight, dice.NewSource(seed))
		if err != nil {
			t.Fatalf("%v", err)
		}
		encountertest.Play(t, want, builtinAnswer(0), maxSteps)

		s := personSetups()[0]
		calls := 0
		s.Shooters[who].Decider = erratic{gunfight.QuickDraw, &calls}
		s.Shooters[1-who].Decider = gunfight.Person
		f, err := gunfight.NewFight(s, dice.NewSource(seed))
		if err != nil {
			t.Fatalf("%v", err)
		}
		refused := 0
		for n := 0; !f.Over() && n < maxSteps; n++ {
			err := f.Step()
			switch {
			case errors.Is(err, gunfight.ErrAction):
				refused++
				if w := f.Waiting(); len(w) != 0 {
					t.Fatalf("a refused tactic's man listed as waiting for a person: %v", w)
				}
			case errors.Is(err, gunfight.ErrWaiting):
				i := f.Waiting()[0]
				if err := f.Decide(i, builtinAnswer(0)(f, i)); err != nil {
					t.Fatalf("%v", err)
				}
			case err != nil:
				t.Fatalf("%v", err)
			}
		}
		if refused == 0 || refused != (calls+1)/2 {
			t.Fatalf("%d refusals in %d declarations", refused, calls)
		}
		got, _ := json.Marshal(f.Events())
		wantEv, _ := json.Marshal(want.Events())
		if !bytes.Equal(got, wantEv) {
			t.Fatalf("events differ:\ngot  %s\nwant %s", got, wantEv)
		}
		if g, w := f.Outcome(), want.Outcome(); g.Reason != w.Reason || g.Ended != w.Ended || g.Winner != w.Winner {
			t.Fatalf("outcome %+v, want %+v", g, w)
		}
	})
}

// TestSaveAnywhere: saving a fight of people anywhere — between counts, or
// stopped at a declaration with or without a choice recorded — and
// resuming it gives the fight the run without saves would have had.
func TestSaveAnywhere(t *testing.T) {
	for k := range personSetups() {
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			resume := func(data []byte) (*gunfight.Fight, error) { return gunfight.Resume(data) }
			encountertest.SaveResume(t, peopleFight(t, k, seed), resume, builtinAnswer(k), maxSteps)
		})
	}
}

// TestPeopleAsTactics: a fight where people declare what the built-in
// tactics would is the fight of the built-in tactics, event for event.
func TestPeopleAsTactics(t *testing.T) {
	for k, s := range personSetups() {
		for seed := range uint64(20) {
			want, err := gunfight.NewFight(s, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := want.Run(); err != nil {
				t.Fatal(err)
			}
			f, err := gunfight.NewFight(people(k), dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			encountertest.Play(t, f, builtinAnswer(k), maxSteps)
			got, _ := json.Marshal(f.Events())
			wantEv, _ := json.Marshal(want.Events())
			if !bytes.Equal(got, wantEv) {
				t.Fatalf("setup %d seed %d: events differ:\ngot  %s\nwant %s", k, seed, got, wantEv)
			}
		}
	}
}
