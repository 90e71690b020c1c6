package trial

import (
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// View is a trial seen from one side, as its counsel may know it: the
// board with the jurors in the other side's pocket hidden until
// deliberation reveals them (his own marked as such), his side's skills,
// the judge, the GM's evidence ratings, and what is asked of him now —
// Pending, and the Points he has to spend — with [View.Options] listing
// what he may choose and [View.Check] checking a choice.
//
// A View lives in the trial's memory: [Trial.View] and a counsel's Choose
// get a *View valid until the next call that changes the trial (Step,
// Decide, Answer, SetDecider, SetEvidence, TakeBack …). The zero View
// belongs to no trial: its methods return zero values, [View.Check]
// refuses every choice, and [Spend] spends nothing with it.
type View struct {
	Side     Side     // the side he speaks for
	Phase    Phase    // the phase the trial is in
	Day      int      // the day of deliberation, 0 before it
	Pending  Decision // the decision asked of him now (NoDecision: none)
	Points   int      // the jury points he has to spend now (DecideSpend), else 0
	Skills   Skills   // his side's skills; Skills.Decider is his counsel
	Judge    Judge    // the judge as he stands now
	Evidence Ratings  // the GM's evidence ratings (zero until rated)
	Board    Board    // the board as he sees it

	t        *Trial
	attempts []Attempt // the buffers a built-in counsel answers in
	moves    []Move
}

// View returns the trial as seat i (0 the prosecution, 1 the defence) may
// know it, in the trial's own memory (see [View]); nil and false for a
// seat off the two.
func (t *Trial) View(i int) (*View, bool) {
	side, ok := seatOf(i)
	if !ok {
		return nil, false
	}
	return t.see(side), true
}

// see fills side's view of the trial as it stands.
func (t *Trial) see(side Side) *View {
	v := &t.views[side.seat()]
	v.Side, v.Phase, v.Day, v.Pending, v.Points = side, t.phase, t.day, t.pending(side), 0
	v.Skills = t.skills(side)
	v.Judge = t.judge
	v.Evidence = t.cfg.Evidence
	v.Board = t.board
	v.t = t
	v.attempts, v.moves = nil, nil
	if t.owed.Points > 0 && t.owed.Side == side {
		v.Points = t.owed.Points
	}
	if !t.board.Revealed {
		for i := range v.Board.Jurors {
			if j := &v.Board.Jurors[i]; j.Tampered != side {
				j.Tampered = Nobody
			}
		}
	}
	return v
}

// noRules is what the zero View reads: no ladder, no tables.
var noRules = &compiled{}

// rules returns the tables of the view's trial.
func (v *View) rules() *compiled {
	if v.t == nil {
		return noRules
	}
	return v.t.rules
}

// Me returns the seat the view belongs to: 0 the prosecution, 1 the
// defence; −1 for the zero View.
func (v *View) Me() int {
	if v.Side != Prosecution && v.Side != Defence {
		return -1
	}
	return v.Side.seat()
}

// Rand returns the trial's dice, for a counsel that decides by chance:
// what he draws is journaled with his answer, so that a saved trial
// replays it, and a refused answer's draws are undone. The zero View has
// none (nil).
func (v *View) Rand() dice.Rand {
	if v.t == nil {
		return nil
	}
	return &v.t.rec
}

// Check checks a choice as the trial will when the side gives it, a
// person's or a counsel's, without changing anything: nil for a choice
// the rules allow now, a [*CounselError] naming the rule for one they
// forbid.
func (v *View) Check(c Choice) error {
	if v.t == nil {
		return refusal("", v.Side, v.Phase, c, errors.New("a View of no trial"))
	}
	return v.t.accept(v.Side, &c)
}

// String tells the side what the table would tell him: where the trial
// stands and what he wants, the board as he sees it and the jurors in his
// pocket, and what he may choose now, with what to type (see
// [Trial.Answer]):
//
//	Opening arguments: you speak for the prosecution, who wants the jurors at 6, guilty.
//	6 guilty  5         4         3         2         1 innocent
//	B Ill     A Ill     D Cnv               E Ill
//	…
//	(Ill Illogical, Cnv Conventional, Ctm Contemplative, Ana Analytical, Per Perceptive)
//	opening (TR-4): choose the difficulty of your Oratory — type "opening NAME"
//	  opening Trivial: 100%, 1 jury point
//	…
func (v *View) String() string {
	var b strings.Builder
	if v.Side != Prosecution && v.Side != Defence {
		return "nobody's view of no trial\n"
	}
	title := v.Phase.String()
	switch v.Phase {
	case PhaseTampering:
		title = "before the trial"
	case PhaseDeliberation:
		title = fmt.Sprintf("deliberation, day %d", v.Day)
		if v.Day == 0 {
			title = "the jury retires"
		}
	}
	want := "6, guilty"
	if v.Side == Defence {
		want = "1, innocent"
	}
	fmt.Fprintf(&b, "%s%s: you speak for the %v, who wants the jurors at %s.\n", strings.ToUpper(title[:1]), title[1:], v.Side, want)
	if v.Board.Jurors[0].Position != 0 {
		b.WriteString(v.Board.String())
		b.WriteString("(Ill Illogical, Cnv Conventional, Ctm Contemplative, Ana Analytical, Per Perceptive)\n")
		var mine []string
		for i, j := range v.Board.Jurors {
			if j.Tampered == v.Side {
				mine = append(mine, Letter(i))
			}
		}
		if len(mine) > 0 && !v.Board.Revealed {
			fmt.Fprintf(&b, "In your pocket, secret until deliberation: %s.\n", strings.Join(mine, ", "))
		}
	}
	b.WriteString(v.Options().text())
	return b.String()
}

// Tell returns seat i's view as the table would tell it (see
// [View.String]); "" for a seat off the two.
func (t *Trial) Tell(i int) string {
	v, ok := t.View(i)
	if !ok {
		return ""
	}
	return v.String()
}
