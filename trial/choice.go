package trial

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// Decision is the kind of decision a side makes: which jurors to tamper
// with before the trial (rule TR-3), the difficulty of the opening argument
// (TR-4), whether and at what difficulty to try a Law check (TR-5), and how
// to spend jury points just earned (TR-2, TR-4 … TR-7). The zero Decision
// is NoDecision: nothing to decide. A Decision marshals to JSON as its name.
type Decision uint8

// The decisions, in the order a trial asks them.
const (
	NoDecision    Decision = iota
	DecideTamper           // the jurors to bribe or intimidate (TR-3)
	DecideOpening          // the opening argument's difficulty (TR-4)
	DecideLaw              // a Law check in the evidence phase, or none (TR-5)
	DecideSpend            // the moves that spend the points earned (TR-2)
)

var decisionNames = enum.New[Decision]("decision", "none", "tamper", "opening", "law", "spend")

// String returns the decision's name: "tamper", "opening", "law", "spend",
// or "none".
func (d Decision) String() string { return decisionNames.String(d) }

// MarshalText encodes the decision by name.
func (d Decision) MarshalText() ([]byte, error) { return decisionNames.Marshal(d, ErrName) }

// UnmarshalText decodes a decision name, ignoring case; an unknown name
// wraps [ErrName] and lists the names.
func (d *Decision) UnmarshalText(b []byte) error { return decisionNames.Unmarshal(b, d, ErrName) }

// rule returns the ID of the rule a decision plays.
func (d Decision) rule() string {
	switch d {
	case DecideTamper:
		return "TR-3"
	case DecideOpening:
		return "TR-4"
	case DecideLaw:
		return "TR-5"
	}
	return "TR-2"
}

// Choice is one side's answer to a [Decision]: the same value whether a
// person gives it to [Trial.Decide] or a [Counsel] answers, checked by the
// same rules. Kind says which decision it answers; the other fields are
// those of its kind, and [Trial.Decide] drops the others (but refuses a
// choice with any part out of its type's range, whatever its kind):
//
//   - DecideTamper: Attempts, the jurors to bribe or intimidate (none is a
//     fine answer).
//   - DecideOpening: Difficulty, a name of the difficulty ladder.
//   - DecideLaw: Try, and the Difficulty of the Law check when Try is set.
//   - DecideSpend: Moves, each juror at most once, the costs adding up to
//     no more than the points earned (none is a fine answer: the points are
//     lost).
//
// A Choice prints as the text [Trial.Answer] reads back: "tamper bribe A,
// intimidate C", "tamper bribe A, B, intimidate C" (a juror alone is
// tampered with by the method named before him), "tamper none", "opening
// Average", "law Difficult", "law none", "spend A to 5, C to 2", "spend
// none". It marshals to JSON as its fields.
type Choice struct {
	Kind       Decision  `json:"kind"`
	Attempts   []Attempt `json:"attempts,omitempty"`
	Difficulty string    `json:"difficulty,omitempty"`
	Try        bool      `json:"try,omitempty"`
	Moves      []Move    `json:"moves,omitempty"`
}

// difficulty returns the chosen difficulty as the tables look it up.
func (c Choice) difficulty() dice.Difficulty { return dice.Difficulty{Name: c.Difficulty} }

// clone returns a copy of c that shares no memory with it.
func (c Choice) clone() Choice {
	c.Attempts = slices.Clone(c.Attempts)
	c.Moves = slices.Clone(c.Moves)
	return c
}

// String returns the choice as a player types it (see [Choice]).
func (c Choice) String() string {
	var b strings.Builder
	b.Grow(16 + len(c.Difficulty) + 14*len(c.Attempts) + 8*len(c.Moves))
	b.WriteString(c.Kind.String())
	switch c.Kind {
	case DecideTamper:
		if len(c.Attempts) == 0 {
			b.WriteString(" none")
		}
		for k, a := range c.Attempts {
			b.WriteString(sep(k))
			if k == 0 || a.Method != c.Attempts[k-1].Method {
				b.WriteString(a.Method.String())
				b.WriteByte(' ')
			}
			b.WriteString(Letter(a.Juror))
		}
	case DecideOpening:
		b.WriteByte(' ')
		b.WriteString(c.Difficulty)
	case DecideLaw:
		if !c.Try {
			b.WriteString(" none")
		} else {
			b.WriteByte(' ')
			b.WriteString(c.Difficulty)
		}
	case DecideSpend:
		if len(c.Moves) == 0 {
			b.WriteString(" none")
		}
		for k, m := range c.Moves {
			b.WriteString(sep(k))
			b.WriteString(Letter(m.Juror))
			b.WriteString(" to ")
			b.WriteString(strconv.Itoa(m.To))
		}
	}
	return b.String()
}

// sep returns what goes before item k of a list: a space, then commas.
func sep(k int) string {
	if k == 0 {
		return " "
	}
	return ", "
}

// parseChoice reads a choice as [Choice.String] prints it, ignoring case
// and extra blanks: "tamper bribe A, intimidate C", "tamper bribe A, B"
// (or "tamper bribe A, bribe B"), "opening Average", "law none", "spend A
// to 5, C to 2". Text that is no choice wraps
// [ErrName] and says what was wrong. Whether the choice is legal is for
// [Trial.Decide] to say.
func parseChoice(s string) (Choice, error) {
	bad := func(format string, a ...any) (Choice, error) {
		return Choice{}, fmt.Errorf("%w: choice %q: "+format, append([]any{ErrName, s}, a...)...)
	}
	word, rest, _ := strings.Cut(strings.TrimSpace(s), " ")
	rest = strings.TrimSpace(rest)
	var kind Decision
	if err := kind.UnmarshalText([]byte(word)); err != nil || kind == NoDecision {
		return bad("want it to start with %s", kindList())
	}
	c := Choice{Kind: kind}
	none := strings.EqualFold(rest, "none")
	switch kind {
	case DecideTamper:
		if none {
			return c, nil
		}
		for item := range strings.SplitSeq(rest, ",") {
			var a Attempt
			method, juror, _ := strings.Cut(strings.TrimSpace(item), " ")
			if j, ok := parseLetter(item); ok && len(c.Attempts) > 0 {
				// A juror alone: by the method named before him.
				a = Attempt{Juror: j, Method: c.Attempts[len(c.Attempts)-1].Method}
				c.Attempts = append(c.Attempts, a)
				continue
			}
			m, err := methodNames.Parse(method, ErrName)
			if err != nil {
				return bad("%q: want bribe or intimidate, then a juror A..L (or, after the first, a juror alone), or none", item)
			}
			j, ok := parseLetter(juror)
			if !ok {
				return bad("%q: want a juror A..L after %s", item, method)
			}
			a.Juror, a.Method = j, m
			c.Attempts = append(c.Attempts, a)
		}
	case DecideOpening:
		if rest == "" {
			return bad("want a difficulty after opening")
		}
		c.Difficulty = rest
	case DecideLaw:
		if rest == "" {
			return bad("want a difficulty or none after law")
		}
		if !none {
			c.Try, c.Difficulty = true, rest
		}
	case DecideSpend:
		if none {
			return c, nil
		}
		for item := range strings.SplitSeq(rest, ",") {
			f := strings.Fields(item)
			if len(f) != 3 || !strings.EqualFold(f[1], "to") {
				return bad("%q: want a juror, \"to\" and a position (\"A to 5\"), or none", item)
			}
			j, ok := parseLetter(f[0])
			to, err := strconv.Atoi(f[2])
			if !ok || err != nil || to < 1 || to > 6 {
				return bad("%q: want a juror A..L to a position 1..6", item)
			}
			c.Moves = append(c.Moves, Move{Juror: j, To: to})
		}
	}
	return c, nil
}

// kindList lists the words a choice starts with.
func kindList() string {
	var b strings.Builder
	for d := DecideTamper; d <= DecideSpend; d++ {
		if d > DecideTamper {
			b.WriteString(", ")
		}
		b.WriteString(d.String())
	}
	return b.String()
}

// parseLetter reads a juror's letter, A to L in either case.
func parseLetter(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if len(s) != 1 {
		return 0, false
	}
	i := strings.IndexByte(letters, strings.ToUpper(s)[0])
	return i, i >= 0
}
