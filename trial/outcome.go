package trial

// Outcome is how a trial ended, or stands while it goes on. It starts with
// the core every encounter's outcome shares: Ended, when it ended in the
// trial's own time (the day of deliberation, 0 when it ended at the hearing
// or at the reveal); Winner, the seat of the side that won (0 the
// prosecution on a guilty verdict, 1 the defence on an innocent one or a
// release at the hearing, −1 for a hung jury or while the trial goes on);
// and Results, one per side in seat order. Then the trial's own: the
// verdict (Pending until there is one) and the judge as he stands for
// sentencing (his severity risen by reported tampering, rule TRD-3).
type Outcome struct {
	Ended   int      `json:"ended"`
	Winner  int      `json:"winner"`
	Results []Result `json:"results"`
	Verdict Verdict  `json:"verdict"`
	Judge   Judge    `json:"judge"`
}

// Result is how one side fared: its name ("prosecution" or "defence"), the
// jury points it earned in all, the jurors standing in its extreme column
// (rule TR-2) and the jurors in its pocket (rule TR-3), as the board stands.
type Result struct {
	Name     string `json:"name"`
	Side     Side   `json:"side"`
	Points   int    `json:"points"`
	Column   int    `json:"column"`
	Tampered int    `json:"tampered"`
}

// Outcome returns how the trial ended; its Verdict is Pending and its
// Winner −1 while it goes on.
func (t *Trial) Outcome() Outcome {
	o := Outcome{Ended: t.day, Winner: -1, Results: make([]Result, 2), Verdict: t.verdict, Judge: t.judge}
	switch t.verdict {
	case Guilty:
		o.Winner = Prosecution.seat()
	case Innocent, Released:
		o.Winner = Defence.seat()
	}
	for k := range o.Results {
		side := seatSide(k)
		r := &o.Results[k]
		r.Name, r.Side, r.Points = side.String(), side, t.counts.earned[k]
		for _, j := range t.board.Jurors {
			if j.Position == side.Column() {
				r.Column++
			}
			if j.Tampered == side {
				r.Tampered++
			}
		}
	}
	return o
}

// Screen is the whole of a trial for the GM's screen, secrets included:
// the phase the next step plays (PhaseOver once the trial has ended), the
// day of deliberation last played (0 before the first), the judge as he
// stands — his severity risen with each tampering attempt reported to him
// (rule TRD-3), as a retrial's Config takes him — the record of the
// hearing (zero before it), the weeks from the hearing to the trial (rule
// TR-3: 1d3+1, 0 until rolled), the board with every tampered juror, the
// GM's evidence ratings, the verdict (Pending while the trial goes on),
// what each seat (0 the prosecution, 1 the defence) must decide now, the
// points being spent, and each person's recorded choice (nil for none).
type Screen struct {
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

// State returns the whole state of the trial for the GM's screen, a copy
// that shares no memory with it (see [Screen]); a counsel sees only his
// side's [View].
func (t *Trial) State() Screen {
	s := Screen{
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
