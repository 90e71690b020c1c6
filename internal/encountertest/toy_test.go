package encountertest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/journal"
	"pgregory.net/rapid"
)

// race is a toy encounter that keeps the contract and saves its journal
// the way the SDK's encounters do, so the helpers can be checked on it:
// two seats take turns adding 1, 2 or 3 to a total, and after each add
// the engine rolls a d2 of wind that adds 0 or 1; whoever brings the total
// to 12 or more wins. A seat is played by a person (nil) or a decider:
// steady answers 1 + total mod 3, lucky draws a d3 on the race's dice.
type race struct {
	first  setup // as built: the journal's decider entries say who plays since
	seats  [2]decider
	total  int
	turns  int
	asked  int // the seat the race stands asking, or −1 between turns
	chosen int // a choice Decide recorded, or 0
	src    *dice.Source
	rec    journal.Recorder
	j      journal.Journal[point]
	log    []int // the adds, wind included
}

// setup names each seat's decider: "person", "steady" or "lucky".
type setup struct {
	Seats [2]string `json:"seats"`
}

// point is where the race stands: turns played, and the seat asked.
type point struct {
	Turns int `json:"turns"`
	Asked int `json:"asked"`
}

type decider interface {
	choose(total int, r dice.Rand) int
}

type steady struct{}
type lucky struct{}

func (steady) choose(total int, _ dice.Rand) int { return 1 + total%3 }
func (lucky) choose(_ int, r dice.Rand) int      { return 1 + r.IntN(3) }

var (
	errBad   = errors.New("race: bad choice")
	errState = errors.New("race: bad save")
	errOver  = errors.New("race: over")
	// errStop is a replay stopped at a decision it has no entry for.
	errStop = errors.New("race: replay stops here")
)

const version = 1

func find(name string) (decider, error) {
	switch name {
	case encounter.Person:
		return nil, nil
	case "steady":
		return steady{}, nil
	case "lucky":
		return lucky{}, nil
	}
	return nil, errors.New(encounter.Unknown("decider", name, []string{"person", "steady", "lucky"}))
}

func nameOf(d decider) string {
	switch d.(type) {
	case steady:
		return "steady"
	case lucky:
		return "lucky"
	}
	return encounter.Person
}

func newRace(s setup, src *dice.Source) (*race, error) {
	r := &race{first: s, asked: -1, src: src}
	for i, name := range s.Seats {
		d, err := find(name)
		if err != nil {
			return nil, err
		}
		r.seats[i] = d
	}
	r.rec.Use(src)
	r.j.Watch(src)
	return r, nil
}

func (r *race) point() point { return point{Turns: r.turns, Asked: r.asked} }

func (r *race) Over() bool { return r.total >= 12 }

func (r *race) Waiting() []int {
	if r.Over() || r.chosen != 0 || r.asked < 0 || r.seats[r.asked] != nil {
		return nil
	}
	return []int{r.asked}
}

// check is the one legality check, of a person's choice and a decider's
// answer alike.
func (r *race) check(i, c int) error {
	if r.Over() || i != r.turns%2 || c < 1 || c > 3 {
		return fmt.Errorf("%w: seat %d, %d", errBad, i, c)
	}
	return nil
}

func (r *race) Decide(i, c int) error {
	if err := r.check(i, c); err != nil {
		return err
	}
	if r.chosen != 0 {
		return fmt.Errorf("%w: seat %d has chosen", errBad, i)
	}
	r.chosen = c
	r.j.Record(i, strconv.Itoa(c))
	return nil
}

func (r *race) SetDecider(i int, d decider) {
	r.seats[i] = d
	r.j.Decider(i, encounter.Saved{Name: nameOf(d)})
}

func (r *race) Step() error {
	if r.Over() {
		return errOver
	}
	if r.j.Replaying() {
		if err := r.due(); err != nil {
			return err
		}
	} else {
		r.j.Arrived(r.point())
	}
	i := r.turns % 2
	c, err := r.answer(i)
	if err != nil {
		return err
	}
	wind := r.src.IntN(2)
	r.total += c + wind
	r.log = append(r.log, c+wind)
	r.turns, r.asked = r.turns+1, -1
	r.j.Synced()
	return nil
}

// answer returns seat i's answer: replayed from the journal, recorded by
// Decide, or his decider's.
func (r *race) answer(i int) (int, error) {
	r.asked = i
	if r.j.Replaying() {
		return r.replay(i)
	}
	if r.chosen != 0 {
		c := r.chosen
		r.chosen = 0
		r.j.Played()
		return c, nil
	}
	d := r.seats[i]
	if d == nil {
		return 0, fmt.Errorf("seat %d: %w", i, encounter.ErrWaiting)
	}
	r.rec.Ask()
	c := d.choose(r.total, &r.rec)
	if err := r.check(i, c); err != nil {
		r.rec.Rewind()
		return 0, err
	}
	r.j.Answer(i, strconv.Itoa(c), r.rec.Answered())
	return c, nil
}

// replay takes seat i's next decision from the journal.
func (r *race) replay(i int) (int, error) {
	if err := r.due(); err != nil {
		return 0, err
	}
	e, ok, err := r.j.Next(i)
	if err != nil || !ok {
		return 0, errors.Join(err, errStop)
	}
	c, err := strconv.Atoi(e.Do)
	if err == nil {
		err = r.check(i, c)
	}
	if err != nil {
		return 0, r.j.Taken(err)
	}
	if e.Recorded {
		r.chosen = c
		r.j.Record(i, e.Do)
		return 0, errStop
	}
	if err := e.Redraw(r.src, r.src); err != nil {
		return 0, r.j.Taken(err)
	}
	return c, r.due()
}

// due applies the journal's entries due at the point reached.
func (r *race) due() error {
	for e, ok := r.j.Due(r.point()); ok; e, ok = r.j.Due(r.point()) {
		switch {
		case e.Decider != nil:
			d, err := find(e.Decider.Name)
			if err != nil {
				return r.j.Taken(err)
			}
			r.seats[e.Who] = d
		case e.Dice != nil:
			if err := r.src.UnmarshalBinary(e.Dice); err != nil {
				return r.j.Taken(err)
			}
		}
	}
	return nil
}

func (r *race) MarshalJSON() ([]byte, error) {
	f, err := journal.Save(&r.j, version, r.first, r.point())
	if err != nil {
		return nil, err
	}
	return json.Marshal(f)
}

func resume(data []byte) (*race, error) {
	f, src, err := journal.Read[setup, point](data, version, func(*setup) int { return 2 })
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errState, err)
	}
	r, err := newRace(f.Setup, src)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errState, err)
	}
	r.j.Replay(f.Journal, -1)
	if err := r.play(f.At); err != nil {
		return nil, fmt.Errorf("%w: %w", errState, err)
	}
	if err := r.j.Reached(r.point(), f.At, r.src, f.AtDice); err != nil {
		return nil, fmt.Errorf("%w: %w", errState, err)
	}
	r.j.Done()
	return r, nil
}

// play replays until the race reaches point at, or stops at a decision
// the journal has no entry for.
func (r *race) play(at point) error {
	for r.point() != at && !r.Over() {
		if err := r.Step(); errors.Is(err, errStop) {
			break
		} else if err != nil {
			return err
		}
	}
	return r.due()
}

func (r *race) Decisions() int { return r.j.Decisions() }

func (r *race) Entry(k int) (int, string, bool) { return r.j.Decision(k) }

func (r *race) TakeBack(k int) error {
	if k < 0 || k > r.j.Decisions() {
		return fmt.Errorf("%w: take back to decision %d of %d", errState, k, r.j.Decisions())
	}
	if k == r.j.Decisions() {
		return nil
	}
	entries := slices.Clone(r.j.Before(k))
	start := r.j.Start()
	*r.src = start
	back, err := newRace(r.first, r.src)
	if err != nil {
		return err
	}
	back.j.Replay(entries, k)
	if err := back.play(point{Turns: -1}); err != nil {
		return fmt.Errorf("%w: %w", errState, err)
	}
	back.j.Done()
	for i := range r.seats {
		if back.seats[i] != r.seats[i] {
			back.SetDecider(i, r.seats[i])
		}
	}
	*r = *back
	return nil
}

// legal is seat i's answer: 1 + the total mod 3, a choice the state fixes.
func legal(r *race, i int) int { return 1 + r.total%3 }

func illegal(t *rapid.T, r *race, i int) (int, bool) {
	return rapid.SampledFrom([]int{-1, 0, 4, 99}).Draw(t, "bad"), true
}

// build draws a race: a seeded source and each seat's decider.
func build(t *rapid.T) func() *race {
	seed := rapid.Uint64().Draw(t, "seed")
	var s setup
	for i := range s.Seats {
		s.Seats[i] = rapid.SampledFrom([]string{"person", "steady", "lucky"}).Draw(t, "decider")
	}
	return func() *race {
		r, err := newRace(s, dice.NewSource(seed))
		if err != nil {
			t.Fatalf("newRace: %v", err)
		}
		return r
	}
}

func kit(t *rapid.T) encountertest.Kit[*race, int] {
	return encountertest.Kit[*race, int]{
		Build:    build(t),
		Resume:   resume,
		Legal:    legal,
		Sentinel: errState,
		Max:      100,
		Parse:    strconv.Atoi,
		Answer: func(r *race, i int, c string) error {
			n, err := strconv.Atoi(c)
			if err != nil {
				return err
			}
			return r.Decide(i, n)
		},
		FromStart: func(data []byte) (*race, *dice.Source, error) {
			_, src, err := journal.Read[setup, point](data, version, func(*setup) int { return 2 })
			if err != nil {
				return nil, nil, err
			}
			r, err := newRace(setup{Seats: [2]string{"person", "person"}}, src)
			return r, src, err
		},
		Persons: func(r *race) {
			for i := range r.seats {
				r.SetDecider(i, nil)
			}
		},
		Diff: func(a, b *race) string {
			if a.total != b.total || a.turns != b.turns || !slices.Equal(a.log, b.log) || a.chosen != b.chosen {
				return fmt.Sprintf("total %d turns %d log %v chosen %d; total %d turns %d log %v chosen %d",
					a.total, a.turns, a.log, a.chosen, b.total, b.turns, b.log, b.chosen)
			}
			return ""
		},
	}
}

func TestToyRefusal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		encountertest.Refusal(t, build(t), legal, illegal, errBad, 100)
	})
}

func TestToySaveResume(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		encountertest.SaveResume(t, build(t), resume, legal, 100)
	})
}

func TestToyEdited(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.Edited(t, kit(t)) })
}

func TestToyTakeBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		encountertest.TakeBack(t, kit(t), func(t *rapid.T, r *race, i int) (int, bool) {
			return rapid.IntRange(1, 3).Draw(t, "other"), true
		})
	})
}

func TestToyPlay(t *testing.T) {
	r, _ := newRace(setup{Seats: [2]string{"person", "person"}}, dice.NewSource(1))
	if n := encountertest.Play(t, r, legal, 100); n != len(r.log) || r.total < 12 {
		t.Errorf("%d decisions, log %v, total %d", n, r.log, r.total)
	}
}
