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
// side's skills and counsel, the prosecution's and the defence's (each
// [Skills].Decider: nil is the zero [Greedy], and [Person] marks a side
// played by a person, for whom the trial waits — see [Trial.Decide]); the
// Wisdom of the twelve jurors when they are known NPCs (nil: 3d6 each);
// whether it is a minor crime tried summarily by the judge alone (rule
// TRD-4); and the rules tables (nil: [DefaultRules]).
//
// [New] refuses a bad case, judge, Reputation score, evidence rating (1..6,
// or 0 for not yet rated), skill mastery, list of Wisdoms or rules table,
// with an error wrapping the matching sentinel. A Config marshals to JSON
// with each side's counsel by name (see [Skills.MarshalJSON]).
type Config struct {
	Case        Case    `json:"case"`
	Judge       Judge   `json:"judge"`
	Defendant   int     `json:"defendant"`
	Evidence    Ratings `json:"evidence"`
	Prosecution Skills  `json:"prosecution"`
	Defence     Skills  `json:"defence"`
	Wisdoms     []int   `json:"wisdoms,omitempty"`
	Summary     bool    `json:"summary,omitempty"`
	Rules       *Rules  `json:"rules,omitempty"`
}

// side returns the skills and counsel of seat k (0 the prosecution, 1 the
// defence).
func (c *Config) side(k int) *Skills {
	if k == 1 {
		return &c.Defence
	}
	return &c.Prosecution
}

// check reports a bad Config (see [Config]) and returns the tables it
// plays by, compiled.
func (c *Config) check() (*compiled, error) {
	if !c.Case.valid() {
		return nil, fmt.Errorf("%w: %d, want 0 (Flimsy), 2 (Circumstantial) or 3 (Solid and Credible)", ErrCase, c.Case)
	}
	if err := c.Judge.validate(); err != nil {
		return nil, err
	}
	if err := checkReputation(c.Defendant); err != nil {
		return nil, err
	}
	if err := c.Evidence.validate(true); err != nil {
		return nil, err
	}
	if err := c.Prosecution.validate(); err != nil {
		return nil, fmt.Errorf("prosecution: %w", err)
	}
	if err := c.Defence.validate(); err != nil {
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
// side played by a person is answered with [Trial.Decide], or in text with
// [Trial.Answer]; read what happened with [Trial.Events], how it stands
// with [Trial.State] and how it ended with [Trial.Outcome]. A Trial
// marshals to JSON as its journal, a pending decision included, [Resume]
// replays it to go on exactly where it stopped, and [Trial.TakeBack] takes
// decisions back.
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
	quiet    bool // a study's trial keeps no log: no event is built
	moves    []Move
	attempts []Attempt
	wisdoms  [JurySize]int // a copy of cfg.Wisdoms, which points here

	// Where the phase stands between decisions (see play.go).
	stage  int       // the part of the phase played next
	owed   owed      // jury points earned and not yet spent
	bonus  [2]int    // the Law bonuses that stood, by seat
	chosen [2]Choice // a person's recorded choice, by seat
	has    [2]bool   // whether chosen holds one
	plan   plan      // the decision being played, as the check left it (see plan.go)
	counts counts    // what the trial counts as it plays

	// What the sides see: their views, handles on the trial (see view.go),
	// and the buffers of their options.
	views [2]View
	opts  options

	// The journal a save holds (see journal.go and state.go).
	j       journal.Journal[point]
	rec     journal.Recorder // the dice as a counsel draws them
	src     *dice.Source     // r, when it is one
	first   [2]Counsel       // the counsel as built
	rated   Ratings          // the evidence ratings as built
	unsaved error            // why the trial cannot be saved, if it cannot
	custom  []Counsel        // the custom counsel given to New or Resume
}

// counts are what a trial counts as it plays, whether or not it keeps a
// log: the jury points each side earned, for its Outcome, and the
// tampering a study's Stats count.
type counts struct {
	earned    [2]int // jury points earned, by seat (TR-2, TR-4 … TR-7)
	tried     [2]int // bribes and threats attempted, by seat (TR-3)
	swayed    [2]int // those that put the juror in the side's pocket
	reported  [2]int // those the juror told the judge of
	dismissed int    // juries the judge dismissed for it
}

// New returns a trial of cfg that rolls its dice from r. A bad Config
// returns an error wrapping the sentinel of the bad part (see [Config]); a
// nil r wraps [ErrRand]. A side's counsel known only by name — a Config
// read from JSON names a custom counsel by his Name() and Version() — is
// found among custom; one not there wraps [ErrCounsel] and lists the names
// he could have been. To save the trial, or take a decision back, r must
// be a *dice.Source.
func New(cfg Config, r dice.Rand, custom ...Counsel) (*Trial, error) {
	t := &Trial{custom: custom}
	if err := t.reset(cfg, r, false); err != nil {
		return nil, err
	}
	return t, nil
}

// Reset starts the trial over with a new Config and dice, keeping its
// buffers, so that a simulation plays thousands of trials without
// allocating: reseed one *dice.Source in place and Reset. (A trial keeps
// a journal of its decisions for its save, at an allocation a decision;
// the trials of [Simulate] keep none.) Errors as [New], whose custom
// counsel it finds counsel by name among; on an error the trial is left
// unchanged. The trial plays by a copy of cfg.Rules frozen here, so
// changing the tables afterwards never reaches it; while the same tables
// come back Reset reuses the copy it compiled.
func (t *Trial) Reset(cfg Config, r dice.Rand) error { return t.reset(cfg, r, false) }

// reset is Reset; lenient leaves a counsel known only by name in his seat
// for Resume to settle (see named).
func (t *Trial) reset(cfg Config, r dice.Rand, lenient bool) error {
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
	for k := range 2 {
		sk := cfg.side(k)
		c, err := resolve(sk.Decider, t.custom, lenient)
		if err != nil {
			return fmt.Errorf("the %v counsel: %w", seatSide(k), err)
		}
		sk.Decider = c
	}
	if cfg.Prosecution.Condition != nil || cfg.Defence.Condition != nil {
		// the trial's own copies: a caller's change never reaches it
		cfg.Prosecution.Condition = cfg.Prosecution.Condition.Clone()
		cfg.Defence.Condition = cfg.Defence.Condition.Clone()
	}
	events, moves, attempts, j, rec, opts, custom, quiet := t.events[:0], t.moves[:0], t.attempts[:0], t.j, t.rec, t.opts, t.custom, t.quiet
	*t = Trial{}
	t.cfg, t.rules, t.r, t.judge = cfg, rules, r, cfg.Judge
	t.events, t.moves, t.attempts, t.j, t.rec, t.opts, t.custom, t.quiet = events, moves, attempts, j, rec, opts, custom, quiet
	t.views = [2]View{{t, Prosecution}, {t, Defence}}
	t.first = [2]Counsel{cfg.Prosecution.Decider, cfg.Defence.Decider}
	t.rated = cfg.Evidence
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

// Config returns the trial's configuration, with the evidence ratings given
// so far and the counsel in force now.
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
// keep it. A study's trial keeps no log (see [Simulate]).
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
	if err := r.validate(false); err != nil {
		return err
	}
	t.cfg.Evidence = r
	return nil
}

// hear holds the hearing or the summary trial (rules TR-1, TRD-4). Draws:
// one IntN(6).
func (t *Trial) hear() {
	h := &t.hearing
	_ = h.set(t.cfg.Case, t.judge, t.cfg.Defendant) // validated by Reset
	h.Summary = t.cfg.Summary
	h.roll(t.r)
	if e := t.push(KindHearing); e != nil {
		e.Hearing = *h
	}
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
		if e := t.push(KindSeated); e != nil {
			e.Juror, e.Die, e.Mod, e.To, e.Wisdom, e.Personality = i, j.Drawn, mod, j.Position, j.Wisdom, j.Personality
		}
	}
}

// owe records that side earned points in the current phase (rules TR-2,
// TR-4 … TR-7): the next part of the step is his spending them.
func (t *Trial) owe(side Side, points int) {
	if side == Nobody || points <= 0 {
		return
	}
	t.counts.earned[side.seat()] += points
	t.owed = owed{Side: side, Points: points}
}

// spend moves the jurors of the checked allocation p of the points owed (rules
// TR-2, TR-4 … TR-7). In deliberation each move of a tampered juror away
// from the column his briber paid for meets his saving throw (TRD-5): one
// IntN(SavingThrow.Sides) per such move, in order. A move toward it — his
// own side bringing him back — is not resisted.
func (t *Trial) spend(p *plan) {
	side, points := t.owed.Side, t.owed.Points
	t.owed = owed{}
	save := t.rules.save
	spent := 0
	for k, m := range p.moves {
		j := &t.board.Jurors[m.Juror]
		cost := p.costs[k]
		spent += cost
		if t.phase == PhaseDeliberation && t.board.Revealed && j.Tampered != Nobody && away(j, m.To) {
			die := dice.D(t.r, save.Sides)
			held := die >= save.Hold
			if e := t.push(KindSave); e != nil {
				e.Side, e.Juror, e.From, e.To, e.Points = side, m.Juror, j.Position, m.To, cost
				e.Die, e.Need, e.Ok = die, save.Hold, held
			}
			if held {
				continue
			}
		}
		if e := t.push(KindMove); e != nil {
			e.Side, e.Juror, e.Personality, e.From, e.To, e.Points = side, m.Juror, j.Personality, j.Position, m.To, cost
		}
		j.Position = m.To
	}
	if spent < points {
		if e := t.push(KindUnspent); e != nil {
			e.Side, e.Points = side, points-spent
		}
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
	if e := t.push(KindVerdict); e != nil {
		e.Verdict = v
	}
	t.next(PhaseOver)
}

// push appends a zero event of kind k, stamped with the phase and day, and
// returns it to be filled in place; the pointer is valid until the next
// push. A trial that keeps no log (a study's) gets nil: the rules are
// played all the same, by the same functions, and only the telling is
// left out.
func (t *Trial) push(k Kind) *Event {
	if t.quiet {
		return nil
	}
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
