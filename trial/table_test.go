package trial

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/internal/encountertest"
)

// The trial is an encountertest.Table: one loop drives it in text.
var _ encountertest.Table = (*Trial)(nil)

func TestListed(t *testing.T) {
	// At every decision of a trial played by people to its end, Tell says
	// something, every line Choices lists is taken by Answer, and nonsense
	// is refused with ErrRefused and changes nothing.
	rapid.Check(t, func(rt *rapid.T) {
		tr := peopleTrial(rt, drawConfig(rt), rapid.Uint64().Draw(rt, "seed"))
		encountertest.Listed(rt, tr, func(b []byte) (*Trial, error) { return Resume(b) }, maxPlaySteps)
	})
}

func TestTell(t *testing.T) {
	// stateConfig, seed 7, played as ExampleTrial plays it: the
	// prosecution has the evidence's 30 jury points to spend (ratings 4 +1
	// Law against 2: 10 × 3).
	tr := waitingAt(t, DecideSpend)
	got := tr.Tell(0)
	for _, want := range []string{
		"Evidence: you speak for the prosecution, who wants the jurors at 6, guilty.\n",
		"6 guilty  5         4         3         2         1 innocent\nB Ill     A Ill     D Cnv               E Ill\n",
		"(Ill Illogical, Cnv Conventional, Ctm Contemplative, Ana Analytical, Per Perceptive)\n",
		"spend (TR-2): 30 jury points on jurors, each once, or none — type \"spend A to 5, C to 2\" or \"spend none\"\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Tell(0) has no %q:\n%s", want, got)
		}
	}
	if tr.Tell(2) != "" {
		t.Error("Tell(2) of a trial of two seats")
	}
	// The defence, who bribed B, A and E before the trial, is told so.
	if got := tr.Tell(1); !strings.Contains(got, "In your pocket, secret until deliberation: A, B, E.\n") || !strings.Contains(got, "nothing to decide now") {
		t.Errorf("Tell(1):\n%s", got)
	}
}

func TestChoices(t *testing.T) {
	t.Run("TR-2 a line per juror the points move, as far toward the column as they pay, then his places", func(t *testing.T) {
		// The prosecution's 30 points (TestTell). A, Illogical at 5 (1
		// point per 2 places, whole purchases): 6 for 1, 4 for 1, 3 for
		// 1, 2 for 2, 1 for 2. E, Illogical at 2: 6 for 2. B, Illogical
		// at 6 already: his nearest place, 5, for 1. L, Contemplative at
		// 4 (2 a place): 6 for 4, 5 for 2, 3 for 2, 2 for 4, 1 for 6.
		tr := waitingAt(t, DecideSpend)
		got := tr.Choices(0)
		for _, want := range [][]string{
			{"spend A to 6", "  to: 1 for 2, 2 for 2, 3 for 1, 4 for 1, 6 for 1 jury points"},
			{"spend B to 5", "  to: 1 for 3, 2 for 2, 3 for 2, 4 for 1, 5 for 1 jury points"},
			{"spend E to 6", "  to: 1 for 1, 3 for 1, 4 for 1, 5 for 2, 6 for 2 jury points"},
			{"spend L to 6", "  to: 1 for 6, 2 for 4, 3 for 2, 5 for 2, 6 for 4 jury points"},
		} {
			if i := slices.Index(got, want[0]); i < 0 || i+1 >= len(got) || got[i+1] != want[1] {
				t.Errorf("no %q then %q in\n%s", want[0], want[1], strings.Join(got, "\n"))
			}
		}
		if got[0] != "spend none" || got[len(got)-1] != `  or several at once, each juror once, within 30 jury points: "spend A to 5, C to 2"` {
			t.Errorf("first %q, last %q", got[0], got[len(got)-1])
		}
	})
	t.Run("TR-4 TR-5 a line per rung of the ladder, and none for a Law check", func(t *testing.T) {
		want := []string{"opening Trivial", "opening Easy", "opening Average", "opening Difficult", "opening Very Difficult"}
		if got := waitingAt(t, DecideOpening).Choices(0); !slices.Equal(got, want) {
			t.Errorf("opening: %q", got)
		}
		want = []string{"law none", "law Trivial", "law Easy", "law Average", "law Difficult", "law Very Difficult"}
		if got := waitingAt(t, DecideLaw).Choices(0); !slices.Equal(got, want) {
			t.Errorf("law: %q", got)
		}
	})
}

func TestAnswer(t *testing.T) {
	t.Run("a line that is no choice is refused, saying why, and changes nothing", func(t *testing.T) {
		tr := waitingAt(t, DecideOpening)
		before := saveOf(t, tr)
		for _, line := range []string{"", "object, your honour", "opening", "spend A to 9"} {
			err := tr.Answer(0, line)
			var ce *CounselError
			if !errors.As(err, &ce) || !errors.Is(err, ErrRefused) || !errors.Is(err, ErrName) || ce.Who != "prosecution" || !strings.Contains(err.Error(), "want") {
				t.Errorf("Answer(0, %q) = %v, want a refusal wrapping ErrName that says what it wants", line, err)
			}
		}
		if err := tr.Answer(0, "opening Heroic"); !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "broke TR-4") {
			t.Errorf("an unknown difficulty: %v", err)
		}
		if after := saveOf(t, tr); after != before {
			t.Error("a refused line changed the trial")
		}
	})
	t.Run("a line is decided as Decide decides its choice", func(t *testing.T) {
		a, b := waitingAt(t, DecideOpening), waitingAt(t, DecideOpening)
		if err := a.Answer(0, "  OPENING  very difficult "); err != nil {
			t.Fatal(err)
		}
		if err := b.Decide(0, Choice{Kind: DecideOpening, Difficulty: "Very Difficult"}); err != nil {
			t.Fatal(err)
		}
		if sa, sb := saveOf(t, a), saveOf(t, b); sa != sb {
			t.Errorf("Answer and Decide differ:\n%s\n%s", sa, sb)
		}
	})
}
