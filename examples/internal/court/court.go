// Package court tells a trial phase by phase, as the trial examples (the
// trial program and the town's trials) print it: it is for the example
// programs, not part of the SDK.
package court

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/trial"
)

// Phase is one step of a trial as told: its title ("Hearing", "Jury",
// "The jury retires", "Deliberation, day 2"), the phase it played, the
// events it told, and the jury board after it — nil when no jury sits
// (a defendant released at the hearing, a summary trial, or before the
// jury is drawn).
type Phase struct {
	Title  string
	Phase  trial.Phase
	Events []trial.Event
	Board  *trial.Board
}

// Play steps t to its end, handing each step to tell as a Phase. A step's
// error (a person waiting, say) stops it.
func Play(t *trial.Trial, tell func(Phase)) error {
	for !t.Over() {
		before := t.State()
		ph, day := before.Phase, before.Day
		n := len(t.Events())
		if err := t.Step(); err != nil {
			return err
		}
		now := t.State()
		title := ph.String()
		switch {
		case ph == trial.PhaseDeliberation && now.Day > day:
			title = fmt.Sprintf("deliberation, day %d", now.Day)
		case ph == trial.PhaseDeliberation:
			title = "the jury retires"
		}
		p := Phase{Title: strings.ToUpper(title[:1]) + title[1:], Phase: ph, Events: t.Events()[n:]}
		if now.Verdict != trial.Released && !now.Hearing.Summary && ph >= trial.PhaseJury {
			p.Board = &now.Board
		}
		tell(p)
	}
	return nil
}
