package trial

import (
	"encoding/json"
	"errors"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/journal"
)

// stub is a scripted counsel: it answers what the test tells it and keeps
// the awards it was offered.
type stub struct {
	tamper  []Attempt
	opening dice.Difficulty
	law     dice.Difficulty
	tryLaw  bool
	spend   func(v *View, points int) []Move
	offered []int // the points of each spend asked
}

func (s *stub) Choose(v *View) Choice {
	c := Choice{Kind: v.Pending()}
	switch v.Pending() {
	case DecideTamper:
		c.Attempts = s.tamper
	case DecideOpening:
		c.Difficulty = s.opening.Name
	case DecideLaw:
		if s.tryLaw {
			c.Try, c.Difficulty = true, s.law.Name
		}
	case DecideSpend:
		s.offered = append(s.offered, v.Points())
		if s.spend != nil {
			c.Moves = s.spend(v, v.Points())
		}
	}
	return c
}

// moves returns a spend function that always answers ms.
func moves(ms ...Move) func(*View, int) []Move {
	return func(*View, int) []Move { return ms }
}

// tb is what the helpers need of a *testing.T or a *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
}

// boardOf seats twelve jurors at the given positions with the given Wisdom.
func boardOf(t tb, positions, wisdoms [JurySize]int) Board {
	t.Helper()
	js := make([]Juror, JurySize)
	for i := range js {
		js[i] = Juror{Position: positions[i], Wisdom: wisdoms[i]}
	}
	b, err := NewBoard(js)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// conventional12 is twelve Conventional jurors (Wisdom 9).
var conventional12 = [JurySize]int{9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9}

// setup returns a trial of cfg in phase ph with board b, rolling from r.
func setup(t tb, cfg Config, r dice.Rand, b Board, ph Phase) *Trial {
	t.Helper()
	tr, err := New(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	tr.board, tr.phase = b, ph
	if ph > PhaseHearing {
		tr.hearing = Hearing{Die: 6, Total: 6}
	}
	return tr
}

// positions returns where the twelve stand.
func positions(b Board) [JurySize]int {
	var p [JurySize]int
	for i, j := range b.Jurors {
		p[i] = j.Position
	}
	return p
}

// kinds returns the events of a kind.
func kinds(es []Event, k Kind) []Event {
	var out []Event
	for _, e := range es {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// baseConfig is a valid trial: a Circumstantial case, a fair judge, an
// Average defendant, evidence 3 to 3, unskilled counsel.
func baseConfig() Config {
	return Config{Case: Circumstantial, Defendant: 40, Evidence: Ratings{3, 3}}
}

var dicetestAverage = dice.Average()

func newSource(seed uint64) *dice.Source { return dice.NewSource(seed) }

// stepWith hands the seats to p and d and plays a step, as a test of one
// phase's rules wants it.
func (t *Trial) stepWith(p, d Counsel) error {
	t.seat(p, d)
	return t.Step()
}

// runWith hands the seats to p and d and plays the trial to its end,
// returning the verdict.
func (t *Trial) runWith(p, d Counsel) (Verdict, error) {
	t.seat(p, d)
	o, err := t.Run()
	return o.Verdict, err
}

// seat hands the seats to p and d; nil is the zero Greedy.
func (t *Trial) seat(p, d Counsel) {
	for k, c := range [...]Counsel{p, d} {
		if c == nil {
			c = Greedy{}
		}
		t.cfg.side(k).Decider = c
	}
}

// inner is the whole of a trial but its counsel and dice, to compare two
// trials or two moments of one: its Config, events, board with its
// secrets, place within the phase and recorded choices.
type inner struct {
	Config  Config
	Phase   Phase
	Stage   int
	Day     int
	Judge   Judge
	Hearing Hearing
	Weeks   int
	Reports int
	Board   Board
	Owed    owed
	Bonus   [2]int
	Chosen  [2]Choice
	Has     [2]bool
	Verdict Verdict
	Events  []Event
}

// stateOf returns the trial's inner state, a copy.
func stateOf(tr *Trial) inner {
	cfg := tr.Config()
	cfg.Prosecution.Decider, cfg.Defence.Decider = nil, nil
	return inner{
		Config: cfg, Phase: tr.phase, Stage: tr.stage, Day: tr.day, Judge: tr.judge,
		Hearing: tr.hearing, Weeks: tr.weeks, Reports: tr.reports, Board: tr.board, Owed: tr.owed,
		Bonus: tr.bonus, Chosen: [2]Choice{tr.chosen[0].clone(), tr.chosen[1].clone()}, Has: tr.has,
		Verdict: tr.verdict, Events: slices.Clone(tr.events),
	}
}

// saveOf returns the trial's inner state and its journal as JSON, to
// compare two moments of one trial (its counsel and dice, which a test's
// stubs and scripts make unsavable, left out).
func saveOf(t tb, tr *Trial) string {
	t.Helper()
	b, err := json.Marshal(struct {
		State   inner
		Journal []journal.Entry[point]
	}{stateOf(tr), tr.j.Entries()})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// redrawn returns faces followed by the draws of a new jury after a
// dismissal: twelve d6 showing leaning, then each juror's 3d6 Wisdom of
// three 3s (Conventional).
func redrawn(faces []int, leaning int) []int {
	for range JurySize {
		faces = append(faces, leaning)
	}
	for range 3 * JurySize {
		faces = append(faces, 3)
	}
	return faces
}

// counselOf returns the counsel of a Config, the prosecution's and the
// defence's.
func counselOf(c Config) [2]Counsel { return [2]Counsel{c.Prosecution.Decider, c.Defence.Decider} }

// viewOf returns side's view of tr, set where side is asked decision kind
// (in the phase of tr for a spending), with points to spend, as a counsel
// receives it.
func viewOf(tr *Trial, side Side, kind Decision, points int) *View {
	switch kind {
	case DecideTamper:
		tr.phase, tr.stage = PhaseTampering, 0
	case DecideOpening:
		tr.phase, tr.stage = PhaseOpening, side.seat()
	case DecideLaw:
		tr.phase, tr.stage = PhaseEvidence, side.seat()
	case DecideSpend:
		tr.owed = owed{Side: side, Points: points}
	}
	return tr.see(side)
}

// checkChoice is the trial's legality check of side's choice c, changing
// nothing.
func (t *Trial) checkChoice(side Side, c Choice) error {
	var p plan
	return t.accept(side, &c, &p)
}

// playPeople steps tr to its end, calling answer for each seat that waits
// (in the order Waiting lists them), and stops as soon as answer returns
// false. It fails t on an error that is no wait, and when tr is not over
// after maxPlaySteps steps.
func playPeople(t tb, tr *Trial, answer func(i int) bool) {
	t.Helper()
	for range maxPlaySteps {
		if tr.Over() {
			return
		}
		err := tr.Step()
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
		for _, i := range slices.Clone(tr.Waiting()) {
			if !answer(i) {
				return
			}
		}
	}
	t.Fatal("not over after maxPlaySteps steps")
}
