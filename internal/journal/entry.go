package journal

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// Limits of one entry, so that an entry of a save stays small (a few
// dozen bytes) and a hostile one cannot make replay draw without end.
const (
	// MaxDo is the longest choice text an entry holds, in bytes: enough
	// for the longest choice of every encounter (a trial's tampering with
	// all twelve jurors, alternating bribes and threats, is 143).
	MaxDo = 200
	// MaxDraws is the most draws a decider may make for one answer.
	MaxDraws = 32
	// MaxSides is the largest die a decider's draw may roll.
	MaxSides = 1 << 20
	// MaxSet is the longest text of another call (Journal.Set), in bytes.
	MaxSet = 120
)

// Entry is one thing a journal holds, of one of four kinds:
//
//   - a decision: seat Who answered Do, the choice in its package's text
//     form, after his decider drew dice of Draws sides on the encounter's
//     dice (a person draws none). Dice, when set, is the state the dice
//     were in after the answer, for a decider that drew on them other than
//     through the Recorder it was given. Recorded marks a choice Decide
//     recorded that no Step has played yet (only the last decisions: one, or
//     one per seat of those that choose at once);
//   - a decider change: seat Who is played from then on by Decider (a
//     person is the name encounter.Person), made at point At when the
//     package places it (Journal.DeciderAt), else due anywhere before the
//     next decision;
//   - a move of the dice: someone else drew on the encounter's dice between
//     two calls, and play went on from state Dice at point At; Who is −1;
//   - another call that changed the encounter at point At: Set, in the
//     package's own text form ("evidence 4 3"), for seat Who (−1 for none).
type Entry[P comparable] struct {
	Who     int              `json:"who"`
	Do      string           `json:"do,omitempty"`
	Draws   []int            `json:"draws,omitempty"`
	Decider *encounter.Saved `json:"decider,omitempty"`
	Dice    []byte           `json:"dice,omitempty"`
	Set     string           `json:"set,omitempty"`
	At      *P               `json:"at,omitempty"`
	// Recorded: a choice Decide recorded, not yet played.
	Recorded bool `json:"recorded,omitempty"`
}

// Decision reports whether the entry is a decision.
func (e *Entry[P]) Decision() bool { return e.Do != "" }

// check reports an entry that is none of the four kinds, or outside the
// limits; n is the number of seats.
func (e *Entry[P]) check(n int) error {
	kinds := 0
	for _, k := range []bool{e.Do != "", e.Decider != nil, e.Dice != nil && e.Do == "", e.Set != ""} {
		if k {
			kinds++
		}
	}
	switch {
	case kinds != 1:
		return fmt.Errorf("an entry is one of a decision (do), a decider (decider), a move of the dice (dice) or a call (set)")
	case len(e.Do) > MaxDo:
		return fmt.Errorf("a choice of %d bytes: at most %d", len(e.Do), MaxDo)
	case len(e.Set) > MaxSet:
		return fmt.Errorf("a call of %d bytes: at most %d", len(e.Set), MaxSet)
	case len(e.Draws) > MaxDraws:
		return fmt.Errorf("%d draws: at most %d", len(e.Draws), MaxDraws)
	case (e.Draws != nil || e.Recorded) && !e.Decision():
		return fmt.Errorf("draws or recorded outside a decision")
	case e.Recorded && (e.Draws != nil || e.Dice != nil):
		return fmt.Errorf("a recorded choice is a person's: no draws")
	case (e.At == nil) && (e.Set != "" || (e.Dice != nil && e.Do == "")):
		return fmt.Errorf("a move of the dice or a call is made at a point (at)")
	case e.At != nil && e.Set == "" && (e.Dice == nil || e.Do != "") && e.Decider == nil:
		return fmt.Errorf("a point (at) is where a move of the dice, a call or a decider change was made, and only there")
	}
	for _, s := range e.Draws {
		if s < 1 || s > MaxSides {
			return fmt.Errorf("a draw of %d sides: want 1..%d", s, MaxSides)
		}
	}
	if e.Dice != nil {
		if err := new(dice.Source).UnmarshalBinary(e.Dice); err != nil {
			return err
		}
	}
	moved := e.Dice != nil && e.Do == ""
	switch {
	case moved && e.Who != -1:
		return fmt.Errorf("a move of the dice is nobody's: who is -1")
	case e.Set != "" && (e.Who < -1 || e.Who >= n):
		return fmt.Errorf("seat %d: want -1..%d", e.Who, n-1)
	case !moved && e.Set == "" && (e.Who < 0 || e.Who >= n):
		return fmt.Errorf("seat %d: want 0..%d", e.Who, n-1)
	}
	return nil
}

// String describes the entry for an error message: "seat 1: fire 0 at 0
// (draws d20 d6)", "seat 0: decider \"cautious\"", "dice moved".
func (e *Entry[P]) String() string {
	var b strings.Builder
	switch {
	case e.Decision():
		b.WriteString("seat " + strconv.Itoa(e.Who) + ": " + strconv.Quote(e.Do))
		if len(e.Draws) > 0 {
			b.WriteString(" (draws")
			for _, s := range e.Draws {
				b.WriteString(" d" + strconv.Itoa(s))
			}
			b.WriteString(")")
		}
	case e.Decider != nil:
		b.WriteString("seat " + strconv.Itoa(e.Who) + ": decider " + strconv.Quote(e.Decider.Name))
	case e.Set != "":
		b.WriteString("seat " + strconv.Itoa(e.Who) + ": " + strconv.Quote(e.Set))
	default:
		b.WriteString("dice moved")
	}
	return b.String()
}

// Redraw makes on r the draws a decision's decider made before answering
// (their faces are the dice's), then sets src where the dice were after
// the answer when the entry says so. Replay calls it before it applies the
// recorded answer.
func (e *Entry[P]) Redraw(r dice.Rand, src *dice.Source) error {
	for _, s := range e.Draws {
		r.IntN(s)
	}
	if e.Dice != nil {
		if src == nil {
			return fmt.Errorf("the dice are not a *dice.Source")
		}
		return src.UnmarshalBinary(e.Dice)
	}
	return nil
}
