package dicetest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

// recorder is a testing.TB that records failures instead of stopping.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

func TestScriptRollsTheFacesListed(t *testing.T) {
	s := dicetest.NewScript(t, 17, 2, 100)
	if a, b, c := dice.D(s, 20), dice.D(s, 4), dice.D(s, 100); a != 17 || b != 2 || c != 100 {
		t.Errorf("rolled %d %d %d, want 17 2 100", a, b, c)
	}
	if s.Used() != 3 || s.Remaining() != 0 {
		t.Errorf("used %d remaining %d", s.Used(), s.Remaining())
	}
	s.Done()
}

func TestScriptFailsLoudly(t *testing.T) {
	for _, c := range []struct {
		name  string
		faces []int
		roll  func(dice.Rand)
		want  string
	}{
		{"runs out", []int{3}, func(r dice.Rand) { dice.D(r, 6); dice.D(r, 20) }, "draw 2: a d20 was rolled but the script of 1 faces [3] is used up"},
		{"face too high", []int{7}, func(r dice.Rand) { dice.D(r, 6) }, "draw 1: the script says 7 but the die rolled is a d6"},
		{"face zero", []int{0}, func(r dice.Rand) { dice.D(r, 6) }, "draw 1: the script says 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := &recorder{TB: t}
			c.roll(dicetest.NewScript(rec, c.faces...))
			if len(rec.failures) == 0 || !strings.Contains(rec.failures[0], c.want) {
				t.Errorf("failures %q, want one containing %q", rec.failures, c.want)
			}
		})
	}
	t.Run("faces left over", func(t *testing.T) {
		rec := &recorder{TB: t}
		s := dicetest.NewScript(rec, 1, 2)
		dice.D(s, 6)
		s.Done()
		if len(rec.failures) != 1 || !strings.Contains(rec.failures[0], "only 1 of the 2 scripted faces") {
			t.Errorf("failures %q", rec.failures)
		}
	})
	t.Run("without a test it panics", func(t *testing.T) {
		defer func() {
			if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "used up") {
				t.Errorf("recovered %v", r)
			}
		}()
		dice.D(dicetest.NewScript(nil), 6)
	})
}

func TestRapidDrawsFaces(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Every face a rapid Rand rolls is a face of the die asked for.
		r := dicetest.NewRapid(t)
		n := rapid.IntRange(1, 1000).Draw(t, "sides")
		if f := dice.D(r, n); f < 1 || f > n {
			t.Fatalf("d%d rolled %d", n, f)
		}
	})
}

func TestScriptInsideRapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// A Script works inside a rapid property: *rapid.T is a TB.
		f := rapid.IntRange(1, 6).Draw(t, "face")
		s := dicetest.NewScript(t, f)
		if got := dice.D(s, 6); got != f {
			t.Fatalf("rolled %d, want %d", got, f)
		}
		s.Done()
	})
}
