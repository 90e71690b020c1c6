package wounds

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// Infection (rule WO-3). A serious wound — its severity grade above its
// location's threshold (the body table; a thigh's is 5) — needs a secret
// Con check: 2d10 + the excess ≤ Con, or it is infected. The check is
// rolled an hour after the wound, when the time to clean it is up.
// Cleaning and dressing it within that hour (Nursing at Easy or Medicine at
// Trivial) takes 1 off the 2d10 for every full 10% of the skill check's
// margin. Two days after an infection, a Con check on 2d8 (+3 for an
// abdominal wound): success, a mild illness for 1d3 weeks (−2 Str, Dex and
// Con); failure, a gross infection — an extremity is amputated, the torso
// or head kills by sepsis in 2d12 days. Resist Disease/Infection makes
// every one of these checks one grade easier (WOD-4: half Con → full Con,
// full Con → +2 to the target).

// Clean is a caregiver cleaning and dressing wound i within an hour of it
// (rule WO-3). He rolls the better of Nursing at Easy and Medicine at
// Trivial — the one needing the lower d100, Medicine on a tie; Medicine
// only if he has it, Nursing unskilled (100%) if he has neither — and each
// full 10% of a success's margin takes 1 off the wound's infection check.
// A wound that is not serious can be cleaned too (no check follows).
//
// Errors: a wound that is not a hit (a bleeding wound) wraps ErrNoInjury;
// more than an hour after the wound, or after its infection check,
// ErrTooLate; cleaned already, ErrDone; a bad mastery ErrCaregiver; a
// patient without dice ErrRand.
// Draws: one IntN(100).
func (p *Patient) Clean(i int, c Caregiver) ([]Event, error) {
	w, err := p.treatRolling(i, "cleaning")
	if err != nil {
		return nil, err
	}
	nursing, medicine, err := c.masteries()
	switch {
	case err != nil:
		return nil, err
	case !w.Cause.Hit():
		return nil, fmt.Errorf("%w: the %s %s wound is not a hit to clean", ErrNoInjury, w.Location, w.Cause)
	case p.now > w.At+Hour || w.Infection.Checked:
		return nil, fmt.Errorf("%w: the %s wound is %d minutes old, cleaning must come within 60", ErrTooLate, w.Location, (p.now-w.At)/Minute)
	case w.Infection.Cleaned:
		return nil, fmt.Errorf("%w: the %s wound is already cleaned", ErrDone, w.Location)
	}
	skill, mastery, diff := "Medicine", medicine, dice.Trivial()
	if medicine == dice.MaxMastery || nursing-dice.Easy().Bonus < medicine-dice.Trivial().Bonus {
		skill, mastery, diff = "Nursing", nursing, dice.Easy()
	}
	sc, err := dice.SkillCheck(p.rnd, mastery, diff)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCaregiver, err)
	}
	sc.Label = skill
	start := len(p.log)
	w.Infection.Cleaned = true
	if sc.Success {
		w.Infection.Bonus = sc.Margin / 10
	}
	e := p.event(Cleaned, i)
	e.Check, e.Amount, e.By, e.OK = sc, w.Infection.Bonus, c.Name, sc.Success
	p.log = append(p.log, e)
	return p.log[start:], nil
}

// infectionCheck is the secret Con check of a serious wound, an hour after
// it: 2d10 + excess − cleaning bonus ≤ Con (+2 with Resist
// Disease/Infection). Draws: two IntN(10).
func (p *Patient) infectionCheck(i int) {
	w := &p.wounds[i]
	if w.Infection.Checked || w.Excess <= 0 {
		return
	}
	w.Infection.Checked = true
	if w.Infection.Stage != NotInfected {
		return // infected already (by surgery): the check is moot
	}
	var mods [2]dice.Mod
	n := 0
	mods[n] = dice.Mod{Value: w.Excess, Why: "excess"}
	n++
	if w.Infection.Bonus > 0 {
		mods[n] = dice.Mod{Value: -w.Infection.Bonus, Why: "cleaned"}
		n++
	}
	c := p.conCheck(1+p.resist(), mods[:n]...)
	p.logInfectionCheck(i, c, "")
}

// logInfectionCheck logs an infection check of wound i and infects the
// wound when it failed.
func (p *Patient) logInfectionCheck(i int, c dice.Check, note string) {
	e := p.event(InfectionCheck, i)
	e.Check, e.Note, e.Secret = c, note, true
	p.log = append(p.log, e)
	if !c.Success {
		p.infect(i)
	}
}

// infect makes wound i infected, with its Con check on 2d8 two days later,
// unless an infection is already running its course.
func (p *Patient) infect(i int) {
	w := &p.wounds[i]
	switch w.Infection.Stage {
	case NotInfected, Recovered:
		w.Infection.Stage = Infected
		w.plan(procCourse, p.now+2*Day)
	}
}

// infectedCheck is the infected wound's Con check, two days after the
// infection: 2d8 (+3 for an abdominal wound) ≤ Con (+2 with Resist
// Disease/Infection). Success: ill for 1d3 weeks. Failure: a gross
// infection; a limb is amputated (with any bullet lodged in it), the
// torso, neck or head kills by sepsis in 2d12 days. Draws: two IntN(8), then one IntN(3) on success, or two
// IntN(12) for sepsis.
func (p *Patient) infectedCheck(i int) {
	w := &p.wounds[i]
	if w.Infection.Stage != Infected {
		return
	}
	target, _, label := p.conTarget(1 + p.resist())
	var c dice.Check
	if p.tables.Body.Row(w.Location).Abdominal {
		c = dice.RollAgainst(p.rnd, twoD8, dice.AtMost, target, dice.Mod{Value: 3, Why: "abdominal"})
	} else {
		c = dice.RollAgainst(p.rnd, twoD8, dice.AtMost, target)
	}
	c.Label = label
	e := p.event(InfectedCheck, i)
	e.Check = c
	p.log = append(p.log, e)
	switch {
	case c.Success:
		p.infection(i, Ill, dice.RollAgainst(p.rnd, oneD3, dice.NoTarget, 0), Week, procIllness, FallsIll)
	case w.Location.Extremity():
		// The limb goes, and a bullet lodged in it with it.
		w.Infection.Stage = Amputated
		w.Useless = true
		w.Permanent = w.Permanent.add(p.tables.Body.Row(w.Location).Useless)
		w.Bullet.Lodged, w.Bullet.Festering = false, false
		w.plan(procFester, never)
		w.plan(procLodged, never)
		p.log = append(p.log, p.event(Amputation, i))
	default:
		p.infection(i, Septic, dice.RollAgainst(p.rnd, twoD12, dice.NoTarget, 0), Day, procSepsis, Sepsis)
	}
}

// infection puts wound i's infection at stage for the roll d's total in
// units — an illness's weeks, sepsis's days —, plans its end with pr and
// logs it as event k with the roll.
func (p *Patient) infection(i int, stage InfectionStage, d dice.Check, unit Time, pr proc, k EventKind) {
	w := &p.wounds[i]
	w.Infection.Stage = stage
	w.Infection.Until = p.now + Time(d.Total)*unit
	w.plan(pr, w.Infection.Until)
	e := p.event(k, i)
	e.Check, e.Amount = d, d.Total
	p.log = append(p.log, e)
}

// recover ends wound i's illness.
func (p *Patient) recover(i int) {
	w := &p.wounds[i]
	if w.Infection.Stage != Ill {
		return
	}
	w.Infection.Stage = Recovered
	p.log = append(p.log, p.event(Recovers, i))
}
