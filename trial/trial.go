package trial

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/journal"
)

// Config describes a case brought to trial: the strength of the case and
// the judge (rule TR-1); the defendant's Reputation score (negative for
// Notoriety, rules TR-1, TR-2, RED-1); the GM's ratings of each side's
// evidence (rule TR-5 — zero until rated, see [Trial.SetEvidence]); each
// side's skills; the Wisdom of the twelve jurors when they are known NPCs
// (nil: 3d6 each); whether it is a minor crime tried summarily by the judge
// alone (rule TRD-4); the rules tables (nil: [DefaultRules]); and the two
// counsel, seat 0 the prosecution's and seat 1 the defence's (see [ProsecutionSeat]):
// a nil counsel is the zero [Greedy], and [Person] marks a side played by
// a person, for whom the trial waits (see [Trial.Decide]).
//
// A Config marshals to JSON without its counsel; a trial's save holds it
// as the trial was built, and its counsel beside it (see
// [Trial.MarshalJSON]).
type Config struct {
	Case        Case       `json:"case"`
	Judge       Judge      `json:"judge"`
	Defendant   int        `json:"defendant"`
	Evidence    Ratings    `json:"evidence"`
	Prosecution Skills     `json:"prosecution"`
	Defence     Skills     `json:"defence"`
	Wisdoms     []int      `json:"wisdoms,omitempty"`
	Summary     bool       `json:"summary,omitempty"`
	Rules       *Rules     `json:"rules,omitempty"`
	Counsel     [2]Counsel `json:"-"`
}

// Validate reports a bad case, judge, Reputation score, evidence rating
// (1..6, or 0 for not yet rated), skill mastery, list of Wisdoms or rules
// table; the error wraps the matching sentinel.
func (c *Config) Validate() error {
	_, err := c.check()
	return err
}

func (c *Config) check() (*compiled, error) {
	if !c.Case.Valid() {
		return nil, fmt.Errorf("%w: %d, want 0 (Flimsy), 2 (Circumstantial) or 3 (Solid and Credible)", ErrCase, c.Case)
	}
	if err := c.Judge.Validate(); err != nil {
		return nil, err
	}
	if err := checkReputation(c.Defendant); err != nil {
		return nil, err
	}
	if err := c.Evidence.validate(true); err != nil {
		return nil, err
	}
	if err := c.Prosecution.Validate(); err != nil {
		return nil, fmt.Errorf("prosecution: %w", err)
	}
	if err := c.Defence.Validate(); err != nil {
		return nil, fmt.Errorf("defence: %w", err)
	}
	if err := checkWisdoms(c.Wisdoms); err != nil {
		return nil, err
	}
	if c.Rules == nil {
		return defaultRules, nil
	}
	return c.Rules.clone().compile()
}

// Trial is a case on its way from the hearing to a verdict (rules TR-1 …
// TR-7). Make one with [New]; play it a phase at a time with [Trial.Step]
// (each day of deliberation is a step) or to the end with [Trial.Run]; a
// side played by a person is answered with [Trial.Decide]; read what
// happened with [Trial.Events]. A Trial marshals to JSON as its journal, a
// pending decision included, [Resume] replays it to go on exactly where it
// stopped, and [Trial.TakeBack] takes decisions back.
//
// A Trial is not safe for concurrent use: the caller serializes Decide,
// SetDecider, Step and the rest.
type Trial struct {
	cfg      Config
	rules    *compiled
	r        dice.Rand
	phase    Phase
	day      int
	judge    Judge
	hearing  Hearing
	weeks    int
	reports  int // reported attempts on the present jury
	board    Board
	verdict  Verdict
	events   []Event
	moves    []Move
	attempts []Attempt
	wisdoms  [JurySize]int // a copy of cfg.Wisdoms, which points here

	// Where the phase stands between decisions (see play.go).
	stage  int       // the part of the phase played next
	owed   owed      // jury points earned and not yet spent
	bonus  [2]int    // the Law bonuses that stood, by seat
	chosen [2]Choice // a person's recorded choice, by seat
	has    [2]bool   // whether chosen holds one

	// The journal a save holds (see journal.go and state.go).
	j       journal.Journal[point]
	rec     journal.Recorder // the dice as a counsel draws them
	src     *dice.Source     // r, when it is one
	first   [2]Counsel       // the counsel as built
	rated   Ratings          // the evidence ratings as built
	unsaved error            // why the trial cannot be saved, if it cannot
	custom  []Counsel        // while replaying: the counsel Resume was given
}

// New returns a trial of cfg that rolls its dice from r. A bad Config
// returns an error (see [Config.Validate]); a nil r wraps [ErrRand]. To
// save the trial, or take a decision back, r must be a *dice.Source.
func New(cfg Config, r dice.Rand) (*Trial, error) {
	t := new(Trial)
	if err := t.Reset(cfg, r); err != nil {
		return nil, err
	}
	return t, nil
}

// Reset starts the trial over with a new Config and dice, keeping its
// buffers, so that a simulation plays thousands of trials without
// allocating: reseed one *dice.Source in place and Reset. (A trial keeps
// a journal of its decisions for its save, at an allocation a decision;
// the trials of [Simulate] keep none.) Errors as [New];
// on an error the trial is left unchanged. The trial plays by a copy of
// cfg.Rules frozen here, so changing the tables afterwards never reaches it;
// while the same tables come back Reset reuses the copy it compiled.
func (t *Trial) Reset(cfg Config, r dice.Rand) error {
	if r == nil {
		return fmt.Errorf("%w: nil dice.Rand", ErrRand)
	}
	var rules *compiled
	if cfg.Rules != nil && t.rules != nil && t.rules.src != nil && t.rules.src.equal(cfg.Rules) {
		c := cfg
		c.Rules = nil
		if _, err := c.check(); err != nil {
			return err
		}
		rules = t.rules
	} else {
		var err error
		if rules, err = cfg.check(); err != nil {
			return err
		}
	}
	if cfg.Rules != nil {
		cfg.Rules = rules.src
	}
	for i, c := range cfg.Counsel {
		if absent(c) {
			cfg.Counsel[i] = Greedy{}
		}
	}
	if cfg.Prosecution.Condition != nil || cfg.Defence.Condition != nil {
		// the trial's own copies: a caller's change never reaches it
		cfg.Prosecution.Condition = cfg.Prosecution.Condition.Clone()
		cfg.Defence.Condition = cfg.Defence.Condition.Clone()
	}
	events, moves, attempts, j, rec := t.events[:0], t.moves[:0], t.attempts[:0], t.j, t.rec
	*t = Trial{}
	t.cfg, t.rules, t.r, t.judge = cfg, rules, r, cfg.Judge
	t.events, t.moves, t.attempts, t.j, t.rec = events, moves, attempts, j, rec
	t.first, t.rated = cfg.Counsel, cfg.Evidence
	t.src, _ = r.(*dice.Source)
	if t.j.Off {
		t.j.Reset(nil) // a study's trial keeps no journal
	} else {
		t.j.Reset(t.src)
	}
	t.rec.Use(r)
	t.ownWisdoms()
	return nil
}

// ownWisdoms copies the Config's Wisdoms into the trial, so that the caller
// may reuse his slice.
func (t *Trial) ownWisdoms() {
	if t.cfg.Wisdoms != nil {
		copy(t.wisdoms[:], t.cfg.Wisdoms)
		t.cfg.Wisdoms = t.wisdoms[:]
	}
}

// Phase returns the phase the next step plays; PhaseOver once the trial has
// ended.
func (t *Trial) Phase() Phase { return t.phase }

// Day returns the day of deliberation last played, 0 before the first.
func (t *Trial) Day() int { return t.day }

// Verdict returns how the trial ended, Pending while it goes on.
func (t *Trial) Verdict() Verdict { return t.verdict }

// Board returns the jury board as it stands, tampered jurors included (the
// GM's view; a counsel sees [View.Board]).
func (t *Trial) Board() Board { return t.board }

// Judge returns the judge as he stands: his severity rises with each
// tampering attempt reported to him (rule TRD-3). Pass him to the Config of
// a retrial after a hung jury.
func (t *Trial) Judge() Judge { return t.judge }

// Hearing returns the record of the hearing (zero before it).
func (t *Trial) Hearing() Hearing { return t.hearing }

// Weeks returns the weeks from the hearing to the trial (rule TR-3: 1d3+1),
// 0 until rolled.
func (t *Trial) Weeks() int { return t.weeks }

// Config returns the trial's configuration, with the evidence ratings given
// so far.
func (t *Trial) Config() Config {
	c := t.cfg
	if c.Wisdoms != nil {
		c.Wisdoms = append([]int(nil), c.Wisdoms...)
	}
	if c.Rules != nil {
		c.Rules = c.Rules.clone()
	}
	return c
}

// Retrial returns the Config of the new trial called after a hung jury (rule
// TR-7): the same case, defendant, evidence, counsel and rules, before the
// judge as he now stands — his severity from reported tampering carries over
// to the retrial's hearing (rule TRD-3) — and a jury drawn afresh (the old
// jurors' Wisdoms are dropped). Before a hung jury it wraps [ErrPhase].
func (t *Trial) Retrial() (Config, error) {
	if t.verdict != Hung {
		return Config{}, fmt.Errorf("%w: a retrial follows a hung jury, not %v", ErrPhase, t.verdict)
	}
	c := t.Config()
	c.Judge = t.judge
	c.Wisdoms = nil
	return c, nil
}

// Events returns everything that has happened, in order. The slice aliases
// the trial's log: it is valid until the next Step, Run or Reset; copy it to
// keep it.
func (t *Trial) Events() []Event { return t.events }

// SetEvidence gives the GM's evidence ratings (rule TR-5), any time before
// the evidence phase is played; the trial's journal keeps them where they
// were given. A rating outside 1..6 wraps [ErrRating]; a trial past its
// evidence phase wraps [ErrPhase].
func (t *Trial) SetEvidence(r Ratings) error {
	if err := t.setEvidence(r); err != nil {
		return err
	}
	if !t.j.Off {
		t.j.Set(-1, evidenceText(r), t.point())
	}
	return nil
}

// setEvidence gives the GM's evidence ratings (see SetEvidence).
func (t *Trial) setEvidence(r Ratings) error {
	if t.phase > PhaseEvidence || t.phase == PhaseEvidence && t.stage > 0 {
		return fmt.Errorf("%w: the evidence was weighed already", ErrPhase)
	}
	if err := r.Validate(); err != nil {
		return err
	}
	t.cfg.Evidence = r
	return nil
}

// hear holds the hearing or the summary trial (rules TR-1, TRD-4). Draws:
// one IntN(6).
func (t *Trial) hear() {
	e := t.push(KindHearing)
	h := &e.Hearing
	_ = h.set(t.cfg.Case, t.judge, t.cfg.Defendant) // validated by Reset
	h.Summary = t.cfg.Summary
	h.roll(t.r)
	t.hearing = *h
	if v := h.Verdict(); v != Pending {
		t.finish(v)
		return
	}
	t.phase = PhaseJury
}

// drawJury draws and seats a jury (rule TR-2). Draws: those of DrawJury.
func (t *Trial) drawJury(wisdoms []int) {
	mod := ReputationModifier(t.cfg.Defendant).Value
	t.board.draw(t.r, mod, wisdoms)
	for i, j := range t.board.Jurors {
		e := t.push(KindSeated)
		e.Juror, e.Die, e.Mod, e.To, e.Wisdom, e.Personality = i, j.Drawn, mod, j.Position, j.Wisdom, j.Personality
	}
}

// owe records that side earned points in the current phase (rules TR-2,
// TR-4 … TR-7): the next part of the step is his spending them.
func (t *Trial) owe(side Side, points int) {
	if side == Nobody || points <= 0 {
		return
	}
	t.owed = owed{Side: side, Points: points}
}

// spend moves the jurors of a checked allocation of the points owed (rules
// TR-2, TR-4 … TR-7). In deliberation each move of a tampered juror away
// from the column his briber paid for meets his saving throw (TRD-5): one
// IntN(SavingThrow.Sides) per such move, in order. A move toward it — his
// own side bringing him back — is not resisted.
func (t *Trial) spend(moves []Move) {
	side, points := t.owed.Side, t.owed.Points
	t.owed = owed{}
	save := t.rules.save
	spent := 0
	for _, m := range moves {
		j := &t.board.Jurors[m.Juror]
		cost, _ := t.board.Cost(m.Juror, m.To, t.phase)
		spent += cost
		if t.phase == PhaseDeliberation && t.board.Revealed && j.Tampered != Nobody && away(j, m.To) {
			e := t.push(KindSave)
			e.Side, e.Juror, e.From, e.To, e.Points = side, m.Juror, j.Position, m.To, cost
			e.Die, e.Need = dice.D(t.r, save.Sides), save.Hold
			e.Ok = e.Die >= save.Hold
			if e.Ok {
				continue
			}
		}
		e := t.push(KindMove)
		e.Side, e.Juror, e.Personality, e.From, e.To, e.Points = side, m.Juror, j.Personality, j.Position, m.To, cost
		j.Position = m.To
	}
	if spent < points {
		e := t.push(KindUnspent)
		e.Side, e.Points = side, points-spent
	}
}

// away reports whether moving tampered juror j to position to takes him
// farther from the column his briber paid for (rule TRD-5).
func away(j *Juror, to int) bool {
	col := j.Tampered.Column()
	return abs(to-col) > abs(j.Position-col)
}

// finish ends the trial with a verdict.
func (t *Trial) finish(v Verdict) {
	t.verdict = v
	e := t.push(KindVerdict)
	e.Verdict = v
	t.next(PhaseOver)
}

// push appends a zero event of kind k, stamped with the phase and day, and
// returns it to be filled in place. The pointer is valid until the next
// push.
func (t *Trial) push(k Kind) *Event {
	t.events = append(t.events, Event{})
	e := &t.events[len(t.events)-1]
	e.Kind, e.Phase, e.When = k, t.phase, t.day
	return e
}

// skills returns a side's skills.
func (t *Trial) skills(s Side) Skills {
	if s == Defence {
		return t.cfg.Defence
	}
	return t.cfg.Prosecution
}
