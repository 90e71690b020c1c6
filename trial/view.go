package trial

import (
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// View is a trial seen from one side, as its counsel may know it: a handle
// on the trial that reads it as it stands whenever asked — the board with
// the jurors in the other side's pocket hidden until deliberation reveals
// them (his own marked as such), his side's skills, the judge, the GM's
// evidence ratings, and what is asked of him now ([View.Pending], and the
// [View.Points] he has to spend) — with [View.Options] listing what he may
// choose and [View.Check] checking a choice. It copies nothing until a
// method is called: the board, the skills and the options are made when
// asked.
//
// [Trial.View] and a counsel's Choose get a *View that belongs to the
// trial: it shows the trial as it stands at every call, and after the
// trial's Reset shows the trial anew. The zero View belongs to no trial:
// its methods return zero values (Me −1, Side Nobody), [View.Check]
// refuses every choice, and [Spend] spends nothing with it.
type View struct {
	t    *Trial
	side Side
}

// View returns the trial as seat i (0 the prosecution, 1 the defence) may
// know it (see [View]); nil and false for a seat off the two.
func (t *Trial) View(i int) (*View, bool) {
	side, ok := seatOf(i)
	if !ok {
		return nil, false
	}
	return t.see(side), true
}

// see returns side's view of the trial.
func (t *Trial) see(side Side) *View {
	v := &t.views[side.seat()]
	v.t, v.side = t, side
	return v
}

// Side returns the side the view belongs to; Nobody for the zero View.
func (v *View) Side() Side { return v.side }

// Phase returns the phase the trial is in.
func (v *View) Phase() Phase {
	if v.t == nil {
		return PhaseHearing
	}
	return v.t.phase
}

// Day returns the day of deliberation, 0 before it.
func (v *View) Day() int {
	if v.t == nil {
		return 0
	}
	return v.t.day
}

// Pending returns the decision asked of the side now: NoDecision for none.
func (v *View) Pending() Decision {
	if v.t == nil {
		return NoDecision
	}
	return v.t.pending(v.side)
}

// Points returns the jury points the side has to spend now (when Pending
// is DecideSpend), else 0.
func (v *View) Points() int {
	if v.t == nil || v.t.owed.Side != v.side {
		return 0
	}
	return v.t.owed.Points
}

// Skills returns the side's skills; Skills.Decider is his counsel.
func (v *View) Skills() Skills {
	if v.t == nil {
		return Skills{}
	}
	return v.t.skills(v.side)
}

// Judge returns the judge as he stands now.
func (v *View) Judge() Judge {
	if v.t == nil {
		return Judge{}
	}
	return v.t.judge
}

// Evidence returns the GM's evidence ratings (zero until rated).
func (v *View) Evidence() Ratings {
	if v.t == nil {
		return Ratings{}
	}
	return v.t.cfg.Evidence
}

// Board returns the board as the side sees it, a copy: until deliberation
// reveals them, a juror in the other side's pocket shows no tampering
// (his own show theirs).
func (v *View) Board() Board {
	if v.t == nil {
		return Board{}
	}
	b := v.t.board
	if !b.Revealed {
		for i := range b.Jurors {
			if j := &b.Jurors[i]; j.Tampered != v.side {
				j.Tampered = Nobody
			}
		}
	}
	return b
}

// Me returns the seat the view belongs to: 0 the prosecution, 1 the
// defence; −1 for the zero View.
func (v *View) Me() int {
	if v.side != Prosecution && v.side != Defence {
		return -1
	}
	return v.side.seat()
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
		return refusal("", v.side, v.Phase(), c, errors.New("a View of no trial"))
	}
	var p plan
	return v.t.accept(v.side, &c, &p)
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
	if v.Me() < 0 {
		return "nobody's view of no trial\n"
	}
	side, phase, day, board := v.side, v.Phase(), v.Day(), v.Board()
	title := phase.String()
	switch phase {
	case PhaseTampering:
		title = "before the trial"
	case PhaseDeliberation:
		title = fmt.Sprintf("deliberation, day %d", day)
		if day == 0 {
			title = "the jury retires"
		}
	}
	want := "6, guilty"
	if side == Defence {
		want = "1, innocent"
	}
	fmt.Fprintf(&b, "%s%s: you speak for the %v, who wants the jurors at %s.\n", strings.ToUpper(title[:1]), title[1:], side, want)
	if board.Jurors[0].Position != 0 {
		b.WriteString(board.String())
		b.WriteString("(Ill Illogical, Cnv Conventional, Ctm Contemplative, Ana Analytical, Per Perceptive)\n")
		var mine []string
		for i, j := range board.Jurors {
			if j.Tampered == side {
				mine = append(mine, Letter(i))
			}
		}
		if len(mine) > 0 && !board.Revealed {
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
