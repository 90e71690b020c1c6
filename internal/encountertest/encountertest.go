// Package encountertest states the encounter contract's properties once,
// for every encounter package's tests: a refused choice changes nothing,
// and a save taken anywhere — a pending decision included — resumes the
// same encounter.
//
// A package's test gives the helpers a way to build the encounter, a legal
// choice for a waiting seat (a built-in decider's answer, or the first
// option its View lists) and, for Refusal, a way to draw an illegal one.
// The encounter's JSON is compared whole, so events, outcome and dice are
// all checked.
//
// It states the simulation contract's properties once too, for every
// package's Simulate (StudyWorkers, StudyShards, StudyCancelled,
// StudyRefusals, FuzzStats): the same statistics for any number of workers
// and any split, exact merges, and statistics that refuse what is not
// theirs. GoldenJSON pins a small study's statistics byte for byte.
package encountertest

import (
	"bytes"
	"errors"
	"slices"

	"github.com/deadmanshand/aces/internal/encounter"
	"pgregory.net/rapid"
)

// Encounter is what the helpers drive: the methods every encounter type
// has, with C its package's choice type.
type Encounter[C any] interface {
	Waiting() []int
	Decide(i int, c C) error
	Step() error
	Over() bool
	MarshalJSON() ([]byte, error)
}

// T is the part of *testing.T and *rapid.T the helpers use.
type T interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Play steps e to its end, answering every waiting seat with legal, and
// returns how many decisions it made. It fails t on any error but a wait,
// on a wait with nobody waiting, on a refused legal choice, and when e is
// not over after max steps.
func Play[E Encounter[C], C any](t T, e E, legal func(E, int) C, max int) int {
	t.Helper()
	decisions := 0
	for range max {
		if e.Over() {
			return decisions
		}
		decisions += step(t, e, func(i int) { decide(t, e, i, legal(e, i)) })
	}
	t.Fatalf("not over after %d steps", max)
	return decisions
}

// step makes one Step of e; when it waits, answer is called for each
// waiting seat and step returns how many there were.
func step[E Encounter[C], C any](t T, e E, answer func(i int)) int {
	t.Helper()
	err := e.Step()
	if err == nil {
		return 0
	}
	if !errors.Is(err, encounter.ErrWaiting) {
		t.Fatalf("step: %v", err)
	}
	w := slices.Clone(e.Waiting())
	if len(w) == 0 {
		t.Fatalf("step waits (%v) but nobody is waiting", err)
	}
	for _, i := range w {
		answer(i)
	}
	return len(w)
}

// decide records c for seat i, failing t if it is refused.
func decide[E Encounter[C], C any](t T, e E, i int, c C) {
	t.Helper()
	if err := e.Decide(i, c); err != nil {
		t.Fatalf("legal choice %v for seat %d refused: %v", c, i, err)
	}
}

// save marshals e, failing t on an error.
func save[E Encounter[C], C any](t T, e E) []byte {
	t.Helper()
	b, err := e.MarshalJSON()
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	return b
}

// Refusal checks the property: inserting any number of illegal choices
// before each legal one gives exactly the encounter of the run without
// them, and each illegal choice is refused with an error wrapping sentinel
// and leaves the encounter's JSON as it was. illegal draws a choice seat i
// may not make now, or reports false when it has none to offer.
func Refusal[E Encounter[C], C any](t *rapid.T, build func() E, legal func(E, int) C, illegal func(*rapid.T, E, int) (C, bool), sentinel error, max int) {
	t.Helper()
	straight := build()
	Play(t, straight, legal, max)
	want := save(t, straight)

	e := build()
	for range max {
		if e.Over() {
			break
		}
		step(t, e, func(i int) {
			for range rapid.IntRange(0, 3).Draw(t, "illegal choices") {
				c, ok := illegal(t, e, i)
				if !ok {
					break
				}
				before := save(t, e)
				err := e.Decide(i, c)
				if err == nil {
					t.Fatalf("illegal choice %v for seat %d accepted", c, i)
				}
				if !errors.Is(err, sentinel) {
					t.Fatalf("refusal %v is not the package's sentinel %v", err, sentinel)
				}
				if after := save(t, e); !bytes.Equal(before, after) {
					t.Fatalf("refused choice %v changed the encounter:\nbefore %s\nafter  %s", c, before, after)
				}
			}
			decide(t, e, i, legal(e, i))
		})
	}
	if !e.Over() {
		t.Fatalf("not over after %d steps", max)
	}
	if got := save(t, e); !bytes.Equal(got, want) {
		t.Fatalf("refusals changed the encounter:\ngot  %s\nwant %s", got, want)
	}
}

// SaveResume checks the property: saving at any point between steps or
// decisions — a decision pending included — and resuming gives the
// encounter the run without the save would have had; the resumed one
// saves to the same JSON and waits for the same seats.
func SaveResume[E Encounter[C], C any](t *rapid.T, build func() E, resume func([]byte) (E, error), legal func(E, int) C, max int) {
	t.Helper()
	straight := build()
	Play(t, straight, legal, max)
	want := save(t, straight)

	e := build()
	reload := func(label string) {
		if !rapid.Bool().Draw(t, label) {
			return
		}
		data := save(t, e)
		r, err := resume(data)
		if err != nil {
			t.Fatalf("resume of its own save: %v\n%s", err, data)
		}
		if again := save(t, r); !bytes.Equal(again, data) {
			t.Fatalf("resumed encounter saves differently:\nsaved   %s\nresumed %s", data, again)
		}
		if !slices.Equal(r.Waiting(), e.Waiting()) {
			t.Fatalf("resumed encounter waits for %v, the saved one for %v", r.Waiting(), e.Waiting())
		}
		e = r
	}
	for range max {
		if e.Over() {
			break
		}
		reload("save before the step")
		step(t, e, func(i int) {
			reload("save while waiting")
			decide(t, e, i, legal(e, i))
		})
	}
	if !e.Over() {
		t.Fatalf("not over after %d steps", max)
	}
	if got := save(t, e); !bytes.Equal(got, want) {
		t.Fatalf("save and resume changed the encounter:\ngot  %s\nwant %s", got, want)
	}
}
