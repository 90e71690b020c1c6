package chase

import (
	"bytes"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/journal"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// dicey is a custom strategy that leaves its bet to the chase's dice,
// drawn on View.Rand: red 0..its most, a colour to recover, and one time
// in three a white chip to earn blue.
type dicey struct{}

func (dicey) Bet(v *View) Bet {
	b := Bet{Red: v.Rand.IntN(v.Options.Red + 1), Recover: Colour(v.Rand.IntN(int(numColours)))}
	if v.Rand.IntN(3) == 0 && v.Limit.White > 0 && v.Self().Chips.White > 0 {
		b.White, b.Earn = 1, BlueChip
	}
	return b
}

func (dicey) Name() string    { return "dicey" }
func (dicey) Version() string { return "1" }

// drawDeciders draws who plays each of n seats: a person, a built-in
// strategy, or dicey.
func drawDeciders(t *rapid.T, n int) []Strategy {
	ss := make([]Strategy, n)
	for i := range ss {
		ss[i] = rapid.SampledFrom([]Strategy{Person, Person, Canny{}, AllOut{}, Steady{Red: 4}, Patience{Gap: 12}, dicey{}}).Draw(t, "decider")
	}
	return ss
}

// names are the strings an edit of a save may put in place of another:
// the bets' words and colours, the strategies, the terrains and breeds.
var names = []string{"nothing", "give up", "red 2", "white 1, earn blue", "recover white", "any", "red", "blue", "white",
	encounter.Person, "canny", "all-out", "steady", "patience", "dicey", "Badlands", "Open", "Mustang", "Shire", "clear", "rain"}

// chaseKit is the journal properties' view of a chase of three riders,
// its deciders drawn.
func chaseKit(t *rapid.T) encountertest.Kit[*Chase, Bet] {
	seed := rapid.Uint64().Draw(t, "seed")
	ss := drawDeciders(t, 3)
	return encountertest.Kit[*Chase, Bet]{
		Build:    func() *Chase { return peopleChase(t, seed, ss...) },
		Resume:   func(b []byte) (*Chase, error) { return Resume(b, dicey{}) },
		Legal:    legalChase,
		Sentinel: ErrState,
		Max:      400,
		Names:    names,
		Parse:    ParseBet,
		Answer: func(c *Chase, i int, s string) error {
			b, err := ParseBet(s)
			if err != nil {
				return err
			}
			return c.Decide(i, b)
		},
		FromStart: func(data []byte) (*Chase, *dice.Source, error) {
			f, src, err := journal.Read[Setup, point](data, saveVersion, func(s *Setup) int { return 1 + len(s.Pursuers) })
			if err != nil {
				return nil, nil, err
			}
			s := deciding(f.Setup, Person, Person, Person)
			c, err := New(s, src)
			return c, src, err
		},
		Persons: func(c *Chase) {
			for i := range c.State().Riders {
				_ = c.SetDecider(i, nil)
			}
		},
		Diff: func(a, b *Chase) string { return stateDiff(a.State(), b.State(), a.Events(), b.Events()) },
	}
}

// raceKit is the journal properties' view of a race of three riders.
func raceKit(t *rapid.T) encountertest.Kit[*Race, Bet] {
	seed := rapid.Uint64().Draw(t, "seed")
	ss := drawDeciders(t, 3)
	return encountertest.Kit[*Race, Bet]{
		Build: func() *Race {
			rc := peopleRace(t, seed)
			for i, s := range ss {
				_ = rc.SetDecider(i, s)
			}
			return rc
		},
		Resume:   func(b []byte) (*Race, error) { return ResumeRace(b, dicey{}) },
		Legal:    legalRace,
		Sentinel: ErrState,
		Max:      400,
		Names:    names,
		Parse:    ParseBet,
		Answer: func(rc *Race, i int, s string) error {
			b, err := ParseBet(s)
			if err != nil {
				return err
			}
			return rc.Decide(i, b)
		},
		FromStart: func(data []byte) (*Race, *dice.Source, error) {
			f, src, err := journal.Read[RaceSetup, point](data, saveVersion, func(s *RaceSetup) int { return len(s.Riders) })
			if err != nil {
				return nil, nil, err
			}
			s := racing(f.Setup, Person, Person, Person)
			rc, err := NewRace(s, src)
			return rc, src, err
		},
		Persons: func(rc *Race) {
			for i := range rc.State().Riders {
				_ = rc.SetDecider(i, nil)
			}
		},
		Diff: func(a, b *Race) string { return stateDiff(a.State(), b.State(), a.Events(), b.Events()) },
	}
}

// stateDiff says how two chases or races differ — their events and
// everything their State shows but who plays each seat — or "".
func stateDiff(a, b Screen, ea, eb []Event) string {
	a.Deciders, b.Deciders = nil, nil
	if d := cmp.Diff(ea, eb); d != "" {
		return "events (-a +b):\n" + d
	}
	return cmp.Diff(a, b)
}

// otherBet draws a legal bet for waiting rider i from his View's options,
// trades aside: red, white, the colours, and giving up where he may.
func otherBet(t *rapid.T, v *View) (Bet, bool) {
	o := v.Options
	if !o.Bet {
		return Bet{}, false
	}
	if o.GiveUp && rapid.IntRange(0, 5).Draw(t, "give up") == 0 {
		return Bet{GiveUp: true}, true
	}
	b := Bet{Red: rapid.IntRange(0, o.Red).Draw(t, "red"), Recover: rapid.SampledFrom(o.Recover[:]).Draw(t, "recover")}
	b.White = rapid.IntRange(0, min(o.White, baseMove+b.Red/2)).Draw(t, "white")
	if b.White > 0 {
		b.Earn = rapid.SampledFrom(o.Earn[:]).Draw(t, "earn")
	}
	return b, true
}

func TestJournal(t *testing.T) {
	t.Run("a chase: any single edit of a save is refused, or is the game its journal gives", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.Edited(t, chaseKit(t)) })
	})
	t.Run("a race: any single edit of a save is refused, or is the game its journal gives", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { encountertest.Edited(t, raceKit(t)) })
	})
	t.Run("a chase: taking bets back and making them again, or others, is the game play gives", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			encountertest.TakeBack(t, chaseKit(t), func(t *rapid.T, c *Chase, i int) (Bet, bool) {
				v, _ := c.View(i)
				return otherBet(t, v)
			})
		})
	})
	t.Run("a race: taking bets back and making them again, or others, is the game play gives", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			encountertest.TakeBack(t, raceKit(t), func(t *rapid.T, rc *Race, i int) (Bet, bool) {
				v, _ := rc.View(i)
				return otherBet(t, v)
			})
		})
	})
}

// wildBet draws a bet of any parts, out of range included: negative
// counts, colours no chip has, trades of anything.
func wildBet(t *rapid.T) Bet {
	colour := func(label string) Colour { return Colour(rapid.IntRange(0, 6).Draw(t, label)) }
	b := Bet{
		Red:     rapid.IntRange(-3, 12).Draw(t, "red"),
		White:   rapid.IntRange(-3, 8).Draw(t, "white"),
		Earn:    colour("earn"),
		Recover: colour("recover"),
		GiveUp:  rapid.IntRange(0, 3).Draw(t, "give up?") == 0,
	}
	if rapid.Bool().Draw(t, "trade?") {
		b.Trade = Trade{Give: colour("give"), Get: colour("get"), N: rapid.IntRange(-2, 12).Draw(t, "n")}
	}
	return b
}

func TestDecideAnyBet(t *testing.T) {
	// Any bet of any parts given to Decide is refused with ErrBet and
	// changes nothing, or is recorded in its one form — its text reads
	// back as the bet recorded, which the rules take as it is — and
	// either way the chase saves, within the size bound.
	rapid.Check(t, func(t *rapid.T) {
		c := peopleChase(t, rapid.Uint64().Draw(t, "seed"))
		for range 200 {
			if c.Over() {
				break
			}
			err := c.Step()
			if err == nil {
				continue
			}
			if !errors.Is(err, ErrWaiting) {
				t.Fatal(err)
			}
			for _, i := range c.Waiting() {
				for range rapid.IntRange(1, 3).Draw(t, "tries") {
					before := saved2(t, c)
					b := wildBet(t)
					if err := c.Decide(i, b); err != nil {
						if !errors.Is(err, ErrBet) {
							t.Fatalf("%+v refused with %v, not ErrBet", b, err)
						}
						if after := saved2(t, c); !bytes.Equal(before, after) {
							t.Fatalf("the refused %+v changed the chase", b)
						}
						continue
					}
					rec := c.State().Bets[i]
					_, text, _ := c.Entry(c.Decisions() - 1)
					back, err := ParseBet(text)
					if err != nil || back != rec || text != rec.String() {
						t.Fatalf("%+v recorded as %+v, written %q, read back %+v (%v)", b, rec, text, back, err)
					}
					if again := rec; c.engine.checkBet(c.State().Turn+1, i, &again) != nil || again != rec {
						t.Fatalf("%+v recorded as %+v, which the rules take as %+v", b, rec, again)
					}
					encountertest.Bounded(t, saved2(t, c))
					break
				}
				if !c.State().Decided[i] {
					if err := c.Decide(i, legalChase(c, i)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		data := saved2(t, c)
		encountertest.Bounded(t, data)
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if d := stateDiff(c.State(), r.State(), c.Events(), r.Events()); d != "" {
			t.Fatalf("resumed:\n%s", d)
		}
	})
}

// saved2 marshals c, failing t on an error.
func saved2(t *rapid.T, c *Chase) []byte {
	data, err := c.MarshalJSON()
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	return data
}

func TestTakeBackRefuses(t *testing.T) {
	c := tableChase(t, Steady{})
	_ = c.SetDecider(1, nil)
	_ = c.Decide(0, Bet{Red: 2})
	before := saved(t, c)
	for _, k := range []int{-1, c.Decisions() + 1} {
		if err := c.TakeBack(k); !errors.Is(err, ErrState) {
			t.Errorf("TakeBack(%d) of %d bets: %v, want ErrState", k, c.Decisions(), err)
		}
	}
	if err := c.TakeBack(c.Decisions()); err != nil {
		t.Errorf("TakeBack(Decisions()): %v", err)
	}
	if after := saved(t, c); !bytes.Equal(before, after) {
		t.Errorf("a refused take-back changed the chase")
	}
	// Dice that cannot be put back.
	s := newChase(t, deciding(Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())}, Deck: deckOf(t)},
		Person, Person), script(t))
	_ = s.Decide(0, Bet{})
	if err := s.TakeBack(0); !errors.Is(err, ErrRand) || s.Decisions() != 1 {
		t.Errorf("TakeBack on scripted dice: %v, %d bets", err, s.Decisions())
	}
}
