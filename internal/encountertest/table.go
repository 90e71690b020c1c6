package encountertest

import (
	"errors"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"pgregory.net/rapid"
)

// Table is an encounter played in text, as a person at the table plays
// it: the methods every encounter type of the SDK has, whose signatures
// hold no package type, so that one loop drives a duel, a brawl, a chase,
// a horse race and a trial alike.
//
//   - Waiting lists the seats that must decide now.
//   - Tell(i) is seat i's view as table talk: what he knows and what is
//     asked of him.
//   - Choices(i) lists one line for each kind of choice open to seat i now
//     (for each target and each weapon): each a complete choice that
//     Answer takes, any free number in it at a typical legal value; a line
//     that starts with two spaces follows such a choice and gives that
//     number's legal range ("  feet: 3..1000"), and is not a choice.
//   - Answer(i, line) parses a choice and decides it for seat i; a line it
//     cannot read, or a choice the rules refuse, is an error wrapping
//     encounter.ErrRefused and changes nothing.
type Table interface {
	Waiting() []int
	Tell(i int) string
	Choices(i int) []string
	Answer(i int, line string) error
	Step() error
	Over() bool
	MarshalJSON() ([]byte, error)
	TakeBack(k int) error
}

// Range reports whether a line of Choices gives a number's legal range
// rather than a choice.
func Range(line string) bool { return strings.HasPrefix(line, "  ") }

// Listed checks the property: at every decision of a game played to its
// end, Tell says something, every choice Choices lists is accepted by
// Answer (each tried on a copy resumed from the game's save), a line of
// nonsense is refused with encounter.ErrRefused and changes nothing, and
// the game goes on with a listed choice drawn at random. resume is the
// package's Resume; max bounds the steps.
func Listed[E Table](t *rapid.T, e E, resume func([]byte) (E, error), max int) {
	t.Helper()
	for range max {
		if e.Over() {
			return
		}
		err := e.Step()
		if err == nil {
			continue
		}
		if !errors.Is(err, encounter.ErrWaiting) || len(e.Waiting()) == 0 {
			t.Fatalf("step: %v", err)
		}
		for _, i := range append([]int(nil), e.Waiting()...) {
			if strings.TrimSpace(e.Tell(i)) == "" {
				t.Fatalf("Tell(%d) says nothing", i)
			}
			before := marshal(t, e)
			if err := e.Answer(i, "jump over the moon"); !errors.Is(err, encounter.ErrRefused) {
				t.Fatalf("Answer(%d, nonsense) = %v, want a refusal", i, err)
			}
			if after := marshal(t, e); string(after) != string(before) {
				t.Fatalf("a refused line changed the encounter")
			}
			var choices []string
			for _, line := range e.Choices(i) {
				if Range(line) {
					continue
				}
				choices = append(choices, line)
				c, err := resume(before)
				if err != nil {
					t.Fatalf("resume: %v", err)
				}
				if err := c.Answer(i, line); err != nil {
					t.Fatalf("seat %d: listed choice %q refused: %v", i, line, err)
				}
			}
			if len(choices) == 0 {
				t.Fatalf("seat %d waits with no choice listed:\n%s", i, e.Tell(i))
			}
			line := rapid.SampledFrom(choices).Draw(t, "choice")
			if err := e.Answer(i, line); err != nil {
				t.Fatalf("seat %d: listed choice %q refused: %v", i, line, err)
			}
		}
	}
	if !e.Over() {
		t.Fatalf("not over after %d steps", max)
	}
}

// marshal saves e, failing t on an error.
func marshal(t T, e interface{ MarshalJSON() ([]byte, error) }) []byte {
	t.Helper()
	b, err := e.MarshalJSON()
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	return b
}
