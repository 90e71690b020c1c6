// Package dicetest provides dice.Rand implementations for tests, as
// net/http/httptest does for net/http: a scripted Rand that rolls the faces
// you list, and a rapid Rand that lets property tests search — and shrink —
// over die faces.
//
// Only tests import it.
package dicetest

import (
	"fmt"
	"strconv"

	"pgregory.net/rapid"
)

// Script is a dice.Rand that rolls the faces listed, in order: "the d20 shows
// 17, then the d4 shows 2". IntN(n) returns face−1, so a face is written as
// the die shows it. It fails the test loudly, naming the draw, when the
// script runs out or a face does not fit the die asked for.
type Script struct {
	tb    TB
	faces []int
	next  int
}

// TB is what a Script needs of a test: *testing.T, *testing.B, testing.TB
// and *rapid.T all satisfy it.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// NewScript returns a Script rolling faces. With a nil tb a broken script
// panics instead of failing a test (for examples and benchmarks).
func NewScript(tb TB, faces ...int) *Script {
	return &Script{tb: tb, faces: faces}
}

// IntN returns the next face minus one. It fails the test when the script is
// used up or the face is outside 1..n.
func (s *Script) IntN(n int) int {
	if s.tb != nil {
		s.tb.Helper()
	}
	if s.next >= len(s.faces) {
		s.fail("draw %d: a d%d was rolled but the script of %d faces %v is used up", s.next+1, n, len(s.faces), s.faces)
		return 0
	}
	f := s.faces[s.next]
	if f < 1 || f > n {
		s.fail("draw %d: the script says %d but the die rolled is a d%d (faces 1..%d)", s.next+1, f, n, n)
		return 0
	}
	s.next++
	return f - 1
}

func (s *Script) fail(format string, args ...any) {
	if s.tb == nil {
		panic("dicetest: " + fmt.Sprintf(format, args...))
	}
	s.tb.Helper()
	s.tb.Fatalf("dicetest: "+format, args...)
}

// Used returns how many faces have been rolled.
func (s *Script) Used() int { return s.next }

// Remaining returns how many faces are left.
func (s *Script) Remaining() int { return len(s.faces) - s.next }

// Done fails the test unless every face of the script was rolled: a rule
// that rolls fewer dice than the test expects is a bug too.
func (s *Script) Done() {
	if s.tb != nil {
		s.tb.Helper()
	}
	if s.next != len(s.faces) {
		s.fail("only %d of the %d scripted faces %v were rolled", s.next, len(s.faces), s.faces)
	}
}

// Rapid is a dice.Rand that draws every face from a rapid test, so a failing
// property shrinks to the die faces that break it. Each draw is labelled by
// its die ("d20") and shows the face as rolled (1..n); shrinking moves faces
// toward 1.
type Rapid struct {
	t *rapid.T
}

// NewRapid returns a Rapid drawing from t.
func NewRapid(t *rapid.T) *Rapid { return &Rapid{t: t} }

var labels [101]string

func init() {
	for n := range labels {
		labels[n] = "d" + strconv.Itoa(n)
	}
}

// IntN draws a face of a d<n> from rapid and returns it minus one.
func (r *Rapid) IntN(n int) int {
	if n <= 0 {
		panic("dicetest: invalid argument to IntN")
	}
	label := ""
	if n < len(labels) {
		label = labels[n]
	} else {
		label = "d" + strconv.Itoa(n)
	}
	return rapid.IntRange(1, n).Draw(r.t, label) - 1
}
