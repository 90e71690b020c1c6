package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/examples/internal/court"
	"github.com/deadmanshand/aces/faction"
	"github.com/deadmanshand/aces/trial"
	"github.com/deadmanshand/aces/wounds"
)

// hearingDay is the day the charge is laid: the morning after the duel. A
// man still abed then is brought before the justice the morning he is on
// his feet.
const hearingDay = 1

// courtWitnesses saw the trial.
var courtWitnesses = []string{"Judge Cornelius Webb", "the jury", "a packed courtroom"}

// prosecutor is the county attorney's skills: Oratory 45%, Law 50%.
var prosecutor = trial.Skills{Oratory: 45, Law: 50}

// lawyer is the attorney a defendant with the fee can hire: Ambrose
// Pettibone, Oratory 40%, Law 45%.
var lawyer = struct {
	name         string
	fee          int
	oratory, law int
}{"Ambrose Pettibone", 50, 40, 45}

// charge is what the survivor is tried for.
type charge struct {
	defendant  int        // the rider in the dock
	victim     string     // whom he is charged with harming
	what       string     // the charge, after "for"
	strength   trial.Case // how strong the prosecution's case is
	firedFirst bool       // witnesses swear the victim fired first
}

// accuse decides who stands trial for what, from the day's violence as it
// stands on the morning after: the duel's winner (or the man who fired
// first, when nobody won and both live), or a rider who beat a man to death
// in the brawl. ok is false when there is nobody to try, with the reason.
func (t *town) accuse() (c charge, ok bool, why string) {
	deadBy := func(i int) bool { return t.men[i].dead() && t.men[i].diedOn <= hearingDay }
	switch {
	case t.fought:
		d := t.outcome.Winner
		if d < 0 {
			switch {
			case deadBy(0) && deadBy(1):
				return c, false, "Both men lie on Boot Hill: there is nobody left to try."
			case deadBy(0):
				d = 1
			case deadBy(1):
				d = 0
			case t.first >= 0:
				d = t.first
			default:
				return c, false, "Not a shot was fired: the Marshal takes both men's guns until morning, and that is the end of it."
			}
		}
		if t.men[d].dead() {
			return c, false, "The man who would have stood trial is dead."
		}
		v := 1 - d
		c = charge{defendant: d, victim: t.men[v].name(), firedFirst: t.first == v}
		switch {
		case deadBy(v):
			c.what, c.strength = "the murder of "+c.victim, trial.Solid
		case t.outcome.Results[v].Wounds > 0:
			c.what, c.strength = "shooting "+c.victim+" on Main Street", trial.Circumstantial
		default:
			c.what, c.strength = "discharging a firearm on Main Street", trial.Flimsy
		}
		return c, true, ""
	case t.brawlKiller >= 0 && !t.men[t.brawlKiller].dead():
		return charge{defendant: t.brawlKiller, victim: t.brawlVictim, what: "beating " + t.brawlVictim + " to death in the Silver Spur", strength: trial.Circumstantial}, true, ""
	}
	return c, false, "No shot was fired in anger: the Marshal fines the brawlers five dollars apiece for the Silver Spur's mirror, and there is no trial."
}

// trial is scene 6: the survivor stands trial (package trial), the morning
// after the duel or, if he was abed, the morning he is on his feet: his
// clock runs on to it first. His Reputation comes from his sheet; his
// counsel's Oratory and Law from his own sheet (trial.NewSkills, with his
// Reputation's modifier and his condition: a man who cannot stand cannot
// plead), or from a lawyer's when he can pay the fee; the judge is Harsh
// when the Law's interest in him has reached 10 chips, Fair otherwise. A
// man of Low Reputation or worse tries to buy or frighten two jurors
// (trial.Greedy); a better man plays it safe (trial.Cautious). The
// hearing, every phase with the jury board after it, and the verdict are
// told; the trial's days then pass on his clock (character.Sheet.Apply).
// Draws: his timeline to the hearing (nothing, unless a wound of his
// still bleeds or festers), the trial's, as package trial documents, then
// his timeline over the trial's days.
func (t *town) trial(r *dice.Source) error {
	c, ok, why := t.accuse()
	if !ok {
		t.say("%s", why)
		return nil
	}
	m := t.men[c.defendant]
	hearing := max(faction.Day(hearingDay), faction.Day((m.sheet.Condition.Clock()-hearingAt+wounds.Day-1)/wounds.Day))
	evs, err := m.pass(wounds.Time(hearing)*wounds.Day+hearingAt, r)
	if err != nil {
		return err
	}
	t.tell(evs)
	if m.dead() {
		t.say("%s dies before he can be brought before the justice.", m.name())
		return nil
	}
	law, err := t.ledger.Interest("law", m.name())
	if err != nil {
		return err
	}
	judge := trial.Judge{Temperament: trial.Fair}
	if law >= 10 {
		judge.Temperament = trial.Harsh
	}
	ev := trial.Ratings{Prosecution: 3, Defence: 3}
	if c.strength == trial.Solid {
		ev.Prosecution = 4
	}
	if c.firedFirst {
		ev.Defence = 4
	}
	cfg := trial.Config{
		Case:        c.strength,
		Judge:       judge,
		Defendant:   m.sheet.Reputation,
		Evidence:    ev,
		Prosecution: prosecutor,
	}
	// His own skills (trial.NewSkills), Reputation's modifier and condition
	// included, as he speaks and tampers for himself; a lawyer speaks with
	// his own.
	cfg.Defence, err = trial.NewSkills(m.sheet)
	switch {
	case errors.Is(err, wounds.ErrDown):
		t.say("%s cannot be brought before the justice: %s.", m.name(), strings.TrimPrefix(err.Error(), "trial: invalid skill mastery: the counsel "+wounds.ErrDown.Error()+": "))
		return nil
	case err != nil:
		return err
	}
	speaker := "he speaks for himself"
	if m.sheet.Money >= lawyer.fee {
		m.sheet.Money -= lawyer.fee
		cfg.Defence.Oratory, cfg.Defence.Law, cfg.Defence.DieMod = lawyer.oratory, lawyer.law, 0
		speaker = fmt.Sprintf("%s, attorney-at-law, defends him for $%d", lawyer.name, lawyer.fee)
	}
	cfg.Prosecution.Decider, cfg.Defence.Decider = trial.Greedy{}, trial.Cautious{}
	tampers := m.sheet.Reputation <= 20
	if tampers {
		cfg.Defence.Decider = trial.Greedy{Attempts: 2}
	}
	tr, err := trial.New(cfg, r)
	if err != nil {
		return err
	}
	m.mark(sceneTrial, false, evs)
	t.say("Day %d: Marshal Brannock brings %s before Judge Cornelius Webb (%s; the Law's interest in him is %s) for %s.", hearing, m.name(), judge.Temperament, cli.Count(law, "chip"), c.what)
	rm := trial.ReputationModifier(cfg.Defendant)
	t.say("%s stands before the court with a Reputation of %d (%s: %+d at the hearing and on every juror); %s.", m.name(), cfg.Defendant, rm.Why, rm.Value, speaker)
	if c.firedFirst {
		t.say("Witnesses swear %s fired first.", c.victim)
	}
	if tampers {
		t.say("%s, a man of no great repute, looks the jurors over for one who can be bought or frightened.", m.name())
	}
	err = court.Play(tr, func(p court.Phase) {
		t.say("\n-- %s --", p.Title)
		for _, e := range p.Events {
			t.say("%s", e)
		}
		if p.Phase == trial.PhaseTampering && len(p.Events) == 0 {
			t.say("nobody bribes or threatens a juror")
		}
		if p.Board != nil {
			fmt.Fprintf(t.w, "\n%s", p.Board)
		}
	})
	if err != nil {
		return err
	}
	// The trial's days pass on his clock (its consequences, WOD-7).
	cq, err := tr.Consequences(1, t.deeds)
	if err != nil {
		return err
	}
	applied, err := t.take(c.defendant, cq, r)
	if err != nil {
		return err
	}
	m.mark(sceneTrial, true, nil)
	end := tr.State()
	v := end.Verdict
	t.verdict = v
	t.verdictOn = hearing
	what := "was released at the hearing on the charge of " + c.what
	if v != trial.Released {
		t.verdictOn = hearing + faction.Day(7*end.Weeks+end.Day)
		what = fmt.Sprintf("stood trial for %s: %s", c.what, v)
	}
	t.say("")
	switch v {
	case trial.Released:
		t.say("Verdict: released at the hearing on day %d. %s walks out of the marshal's office a free man.", hearing, m.name())
	case trial.Guilty:
		j := end.Judge
		t.say("Verdict on day %d: guilty. For sentencing the judge stands at %+d (%v, %+d from reported tampering).", t.verdictOn, j.Modifier(), j.Temperament, j.Severity)
	case trial.Innocent:
		t.say("Verdict on day %d: innocent. %s walks out of the courthouse a free man.", t.verdictOn, m.name())
	case trial.Hung:
		t.say("Verdict on day %d: a hung jury. A new trial is called for the judge's next circuit.", t.verdictOn)
	default:
		return errors.New("the trial ended without a verdict")
	}
	t.tell(applied.Timeline)
	for _, o := range t.men {
		if o.name() == c.victim && o.dead() && o.diedOn > hearingDay {
			t.say("(%s died of his wounds on day %d.)", c.victim, o.diedOn)
		}
	}
	t.trialDeed = &faction.Deed{Character: m.name(), What: what, Witnesses: courtWitnesses}
	return nil
}
