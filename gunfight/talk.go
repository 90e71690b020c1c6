package gunfight

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// The fight in text, as a person at the table plays it: Tell says what a
// man sees, Choices lists what he may declare, Answer reads his line. With
// Waiting, Step, Over, MarshalJSON and TakeBack they are the text
// interface every encounter type of the SDK has, so one loop plays a duel,
// a brawl, a chase, a horse race and a trial alike.

// Tell returns what man i sees now, as table talk — the count, his hit
// points and weapons, every other man and what he is doing (View.String)
// — and, when he is the man asked to declare, what he may declare with
// the counts each takes:
//
//	count 13: Hickok, 22/22 HP
//	weapon 0: the Colt, in hand, 6/6 rounds
//	man 1: Tutt, opponent, 30 ft, armed, doing: fire 0 at 0
//	may declare:
//	fire 0 at 1 (4 counts; to any location)
//	…
//
// It is "" when there is no man i.
func (f *Fight) Tell(i int) string {
	v, ok := f.View(i)
	switch {
	case !ok:
		return ""
	case f.asked(i):
		return v.String()
	}
	var b strings.Builder
	v.tell(&b)
	return b.String()
}

// Choices lists what man i may declare now, one line for each kind of
// action, each weapon and each man: every line an action as Action.String
// writes it, which Answer takes as it stands. A number the action leaves
// open stands at a typical legal value — a move toward a man goes to
// arm's reach, a reload loads what fits, a wait takes a second — and the
// line after it, indented by two spaces, gives its legal range ("  feet:
// 1..1000"; a move away's as the feet its text gives); so does the body
// location a shot, a blow or a grab may name ("  to: any body location
// (none: the chest)"). The ranges are not choices. A default spelled out
// ("flee sprint" for an unhurt man's "flee", "fire 0 at 1 to chest") is
// not listed apart. Choices is nil when man i is not the man asked to
// declare, or has declared already.
func (f *Fight) Choices(i int) []string {
	if !f.asked(i) {
		return nil
	}
	v, _ := f.View(i)
	var out []string
	for _, o := range v.Options() {
		out = append(out, o.Action.String())
		switch {
		case o.Param == "feet" && o.Max < 0: // a move away: its text gives the feet as a distance
			out = append(out, fmt.Sprintf("  feet: %d..%d", -o.Max, -o.Min))
		case o.Param != "":
			out = append(out, fmt.Sprintf("  %s: %d..%d", o.Param, o.Min, o.Max))
		}
		if o.At {
			out = append(out, "  to: any body location (none: the chest)")
		}
	}
	return out
}

// Answer reads man i's line — an action as Action.String writes it, case
// and spacing aside (ParseAction) — and decides it for him (Decide). A
// line that is no action, or an action the rules refuse now, is an error
// wrapping [ErrRefused] and [ErrAction] that says what was wrong, and
// changes nothing.
func (f *Fight) Answer(i int, line string) error {
	a, err := ParseAction(line)
	if err != nil {
		return encounter.Unreadable(err)
	}
	return f.Decide(i, a)
}

// asked reports whether man i is the man the fight stopped at, asked to
// declare, with no choice recorded: the one Decide would take a choice
// from (a person, or a man whose tactic's declaration was refused).
func (f *Fight) asked(i int) bool {
	return i >= 0 && i < len(f.men) && f.pendingMan() == i && !f.men[i].st.Chosen
}
