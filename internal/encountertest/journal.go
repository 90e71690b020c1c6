package encountertest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/jsonedit"
	"pgregory.net/rapid"
)

// Journaled is an encounter whose save is its journal (package journal):
// it counts the decisions answered so far, tells each, and takes them back.
type Journaled[C any] interface {
	Encounter[C]
	Decisions() int
	Entry(k int) (who int, choice string, ok bool)
	TakeBack(k int) error
}

// Kit is what the journal properties need of an encounter package.
type Kit[E Journaled[C], C any] struct {
	// Build returns a new encounter of a real game: the test draws its
	// setup, deciders and seed once, and every call builds the same one.
	Build func() E
	// Resume is the package's Resume.
	Resume func([]byte) (E, error)
	// Legal is a legal choice for waiting seat i.
	Legal func(E, int) C
	// Sentinel is the package's ErrState.
	Sentinel error
	// Max bounds the steps of a game.
	Max int
	// Names are strings an edit of a save may put in place of another (the
	// package's enumeration and decider names).
	Names []string
	// Parse reads a choice in the journal's text form.
	Parse func(string) (C, error)
	// Answer parses a choice's text and decides it for seat i.
	Answer func(e E, i int, choice string) error
	// FromStart builds, from a save, the encounter of its setup and
	// starting dice with every seat played by a person, and returns its
	// dice; nil skips the comparison with a game played by Decide.
	FromStart func(save []byte) (E, *dice.Source, error)
	// Persons hands every seat of e to a person (SetDecider with none).
	Persons func(e E)
	// DecidersOnly, when set, reports a decision only a decider makes
	// (gunfight's hold answers): a game played by Decide has no such
	// decision, so the comparison with one is skipped for a journal that
	// holds one.
	DecidersOnly func(who int, choice string) bool
	// Diff says how two encounters differ (their events, outcome and
	// state), or "" when they are the same.
	Diff func(a, b E) string
}

// rawFile is a save read loosely, for the properties: its setup's size and
// its journal.
type rawFile struct {
	Setup   json.RawMessage `json:"setup"`
	Journal []struct {
		Who      int             `json:"who"`
		Do       string          `json:"do"`
		Draws    []int           `json:"draws"`
		Decider  json.RawMessage `json:"decider"`
		Dice     []byte          `json:"dice"`
		Set      string          `json:"set"`
		At       json.RawMessage `json:"at"`
		Recorded bool            `json:"recorded"`
	} `json:"journal"`
}

// Bounded fails t when save is larger than its setup's JSON + 200 bytes +
// 128 bytes an entry of its journal, the bound of every save.
func Bounded(t T, save []byte) {
	t.Helper()
	var f rawFile
	if err := json.Unmarshal(save, &f); err != nil {
		t.Fatalf("a save that is not a journal: %v", err)
	}
	if limit := len(f.Setup) + 200 + 128*len(f.Journal); len(save) > limit {
		t.Fatalf("a save of %d bytes: its setup is %d bytes and its journal %d entries, so at most %d\n%s",
			len(save), len(f.Setup), len(f.Journal), limit, save)
	}
}

// playTo steps e for a drawn number of steps, answering waiting seats
// with Legal, and saves it after each step and decision to check Bounded.
func (k *Kit[E, C]) playTo(t *rapid.T, e E) {
	t.Helper()
	stop := rapid.IntRange(0, k.Max).Draw(t, "steps before the save")
	for range stop {
		if e.Over() {
			return
		}
		Bounded(t, save(t, e))
		step(t, e, func(i int) {
			if rapid.Bool().Draw(t, "stop while waiting") {
				return
			}
			decide(t, e, i, k.Legal(e, i))
		})
	}
	Bounded(t, save(t, e))
}

// Edited checks the property: any single edit of the save of a real game
// is refused by Resume with an error wrapping the package's sentinel, or
// resumes into an encounter whose own save resumes again to the same
// bytes, that plays on to its end, and — with FromStart — that is the game
// its edited journal gives when played from the start by Decide.
func Edited[E Journaled[C], C any](t *rapid.T, k Kit[E, C]) {
	t.Helper()
	e := k.Build()
	k.playTo(t, e)
	var edited []byte
	what := "an edit with the package's names"
	if len(k.Names) > 0 && rapid.Bool().Draw(t, "with the package's names") {
		edited = jsonedit.Edit(t, save(t, e), k.Names...)
	} else {
		edited, what = jsonedit.Draw(t, save(t, e))
	}
	r, err := k.Resume(edited)
	if err != nil {
		if !errors.Is(err, k.Sentinel) {
			t.Fatalf("edit %s refused with %v, not the package's sentinel %v", what, err, k.Sentinel)
		}
		return
	}
	again := save(t, r)
	r2, err := k.Resume(again)
	if err != nil {
		t.Fatalf("edit %s resumed, but its own save does not: %v\n%s", what, err, again)
	}
	if b := save(t, r2); !bytes.Equal(b, again) {
		t.Fatalf("edit %s: the resumed game saves differently once resumed again:\n%s\n%s", what, again, b)
	}
	if k.FromStart != nil {
		if d, ok := k.byDecide(t, again); ok {
			// Both go on to where the next decision is asked of a person.
			k.Persons(r2)
			toWait(t, d)
			toWait(t, r2)
			if diff := k.Diff(d, r2); diff != "" {
				t.Fatalf("edit %s: the resumed game is not the one its journal gives played by Decide: %s", what, diff)
			}
		}
	}
	Play(t, r, k.Legal, k.Max)
}

// byDecide plays the journal of save from the start through Decide, every
// seat a person's, making each decider's draws on the dice before its
// answer. It stops where the journal's decisions run out, and reports
// false for a journal with moves of the dice or other calls, which only the
// engine can place, or with a decision only a decider makes (DecidersOnly).
func (k *Kit[E, C]) byDecide(t *rapid.T, save []byte) (E, bool) {
	t.Helper()
	var f rawFile
	if err := json.Unmarshal(save, &f); err != nil {
		t.Fatalf("a save that is not a journal: %v", err)
	}
	d, src, err := k.FromStart(save)
	if err != nil {
		t.Fatalf("FromStart of a save Resume took: %v", err)
	}
	n := 0
	for _, e := range f.Journal {
		if e.Dice != nil || e.Set != "" || (e.Do != "" && k.DecidersOnly != nil && k.DecidersOnly(e.Who, e.Do)) {
			return d, false
		}
		if e.Do != "" {
			n++
		}
	}
	played := 0
	for _, e := range f.Journal {
		if e.Do == "" {
			continue // a decider change: every seat is a person's here
		}
		if err := waitFor(d, e.Who); err != nil {
			t.Fatalf("played by Decide, the game stops (%v) before entry %q of seat %d", err, e.Do, e.Who)
		}
		for _, s := range e.Draws {
			src.IntN(s)
		}
		if err := k.Answer(d, e.Who, e.Do); err != nil {
			t.Fatalf("played by Decide, seat %d's %q is refused: %v", e.Who, e.Do, err)
		}
		played++
	}
	if played != n {
		t.Fatalf("%d of %d decisions played", played, n)
	}
	return d, true
}

// waitFor steps e until a Step waits for seat who, so that his decision
// is taken where the engine asks it, as replay takes it: a choice recorded
// for another seat, which the engine plays first, is played first (when
// several seats may choose at once, their entries are in the order they
// were made). It returns the error of a Step that stops with nobody
// waiting, or of a wait that never includes seat who.
func waitFor[E Encounter[C], C any](e E, who int) error {
	for range 1 << 20 {
		err := e.Step()
		switch {
		case errors.Is(err, encounter.ErrWaiting) && slicesContains(e.Waiting(), who):
			return nil
		case err != nil && len(e.Waiting()) == 0:
			return err
		}
	}
	return fmt.Errorf("seat %d does not wait after 2²⁰ steps", who)
}

// toWait steps e until a Step waits or it is over; a choice recorded and
// not played is played.
func toWait[E Encounter[C], C any](t T, e E) {
	t.Helper()
	for range 1 << 20 {
		if e.Over() {
			return
		}
		err := e.Step()
		switch {
		case errors.Is(err, encounter.ErrWaiting) && len(e.Waiting()) > 0:
			return
		case err != nil && len(e.Waiting()) == 0:
			t.Fatalf("step: %v", err)
		}
	}
	t.Fatalf("no seat waits after 2²⁰ steps")
}

// slicesContains reports whether s holds v.
func slicesContains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// TakeBack checks the property: taking back to any decision k of a real
// game and answering the same choices again gives the same game; and
// taking back to k and answering another legal choice there (other draws
// one for the seat waiting, or reports false) gives the game play gives
// with that choice. TakeBack beyond the decisions is refused with the
// sentinel.
func TakeBack[E Journaled[C], C any](t *rapid.T, k Kit[E, C], other func(*rapid.T, E, int) (C, bool)) {
	t.Helper()
	e := k.Build()
	k.playTo(t, e)
	n := e.Decisions()
	at := rapid.IntRange(0, n).Draw(t, "take back to")
	who, said := make([]int, n), make([]string, n)
	for i := range n {
		w, c, ok := e.Entry(i)
		if !ok {
			t.Fatalf("Entry(%d) of %d decisions: none", i, n)
		}
		who[i], said[i] = w, c
	}
	if _, _, ok := e.Entry(n); ok {
		t.Fatalf("Entry(%d) of %d decisions: one", n, n)
	}
	if err := e.TakeBack(n + 1); !errors.Is(err, k.Sentinel) {
		t.Fatalf("TakeBack(%d) of %d decisions: %v, want the sentinel", n+1, n, err)
	}
	data := save(t, e)
	back := k.takeBack(t, data, at)
	k.answerSaid(t, back, who, said, n)
	Play(t, e, k.Legal, k.Max)
	Play(t, back, k.Legal, k.Max)
	if a, b := save(t, e), save(t, back); !bytes.Equal(a, b) {
		t.Fatalf("TakeBack(%d) and the same answers give another game:\n%s\n%s", at, a, b)
	}

	back = k.takeBack(t, data, at)
	w := back.Waiting()
	if len(w) == 0 {
		return // a decider's turn, or the end: nobody to answer otherwise
	}
	// He answers where the engine asks him: a decider asked first, where
	// seats may choose at once, answers first (as played anew below).
	if err := waitFor(back, w[0]); err != nil {
		t.Fatalf("after TakeBack(%d), seat %d does not wait: %v", at, w[0], err)
	}
	c, ok := other(t, back, w[0])
	if !ok {
		return
	}
	if err := back.Decide(w[0], c); err != nil {
		t.Fatalf("after TakeBack(%d), seat %d's other legal choice %v refused: %v", at, w[0], c, err)
	}
	Play(t, back, k.Legal, k.Max)
	played := k.Build()
	k.answerSaid(t, played, who, said, at)
	if err := waitFor(played, w[0]); err != nil {
		t.Fatalf("played anew to decision %d, seat %d does not wait: %v", at, w[0], err)
	}
	decide(t, played, w[0], c)
	Play(t, played, k.Legal, k.Max)
	if a, b := save(t, played), save(t, back); !bytes.Equal(a, b) {
		t.Fatalf("TakeBack(%d) and another answer is not the game play gives with it:\n%s\n%s", at, a, b)
	}
}

// takeBack resumes save and takes it back to decision at.
func (k *Kit[E, C]) takeBack(t *rapid.T, save []byte, at int) E {
	t.Helper()
	back, err := k.Resume(save)
	if err != nil {
		t.Fatalf("resume: %v", err)
	}
	if err := back.TakeBack(at); err != nil {
		t.Fatalf("TakeBack(%d): %v", at, err)
	}
	if got := back.Decisions(); got != at {
		t.Fatalf("TakeBack(%d): %d decisions", at, got)
	}
	return back
}

// answerSaid steps e until it has made upto decisions, answering each
// person, where a Step waits for him, with what was said at that decision
// — among the seats waiting at once, for simultaneous decisions (a chase's
// secret bets), the one that answered then; deciders answer by themselves,
// as they did.
func (k *Kit[E, C]) answerSaid(t *rapid.T, e E, who []int, said []string, upto int) {
	t.Helper()
	for e.Decisions() < upto && !e.Over() {
		err := e.Step()
		if err == nil {
			continue
		}
		if !errors.Is(err, encounter.ErrWaiting) || len(e.Waiting()) == 0 {
			t.Fatalf("answering decision %d again, Step: %v", e.Decisions(), err)
		}
		d := e.Decisions()
		if d >= upto {
			break
		}
		if w := e.Waiting(); !slicesContains(w, who[d]) {
			t.Fatalf("decision %d again: seats %v wait where seat %d answered", d, w, who[d])
		}
		if err := k.Answer(e, who[d], said[d]); err != nil {
			t.Fatalf("decision %d again: seat %d's %q: %v", d, who[d], said[d], err)
		}
	}
	if e.Decisions() < upto {
		t.Fatalf("over after %d of %d decisions", e.Decisions(), upto)
	}
}
