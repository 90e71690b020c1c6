package trial

// Outcome is how a trial ended, or stands while it goes on: the verdict
// (Pending until there is one), the days the jury deliberated, and the
// judge as he stands for sentencing (his severity risen by reported
// tampering, rule TRD-3).
type Outcome struct {
	Verdict Verdict `json:"verdict"`
	Days    int     `json:"days"`
	Judge   Judge   `json:"judge"`
}

// Outcome returns how the trial ended; its Verdict is Pending while it
// goes on.
func (t *Trial) Outcome() Outcome {
	return Outcome{Verdict: t.verdict, Days: t.day, Judge: t.judge}
}

// State is the whole of a trial for the GM's screen, secrets included:
// the phase and day, the judge, the hearing, the weeks to the trial, the
// board with every tampered juror, the GM's evidence ratings, the verdict,
// what each seat (0 the prosecution, 1 the defence) must decide now, the
// points being spent, and each person's recorded choice (nil for none).
type State struct {
	Phase    Phase
	Day      int
	Judge    Judge
	Hearing  Hearing
	Weeks    int
	Board    Board
	Evidence Ratings
	Verdict  Verdict
	Pending  [2]Decision
	Points   int
	Chosen   [2]*Choice
}

// State returns the whole state of the trial, a copy that shares no memory
// with it (see [State]); a counsel sees only his side's [View].
func (t *Trial) State() State {
	s := State{
		Phase: t.phase, Day: t.day, Judge: t.judge, Hearing: t.hearing, Weeks: t.weeks,
		Board: t.board, Evidence: t.cfg.Evidence, Verdict: t.verdict, Points: t.owed.Points,
	}
	for k := range s.Pending {
		s.Pending[k] = t.pending(seatSide(k))
		if t.has[k] {
			c := t.chosen[k].clone()
			s.Chosen[k] = &c
		}
	}
	return s
}
