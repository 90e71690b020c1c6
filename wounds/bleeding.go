package wounds

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// severeBleeding is a minute of severe bleeding (rule WO-4): d6−2 hit
// points, a negative result counting as 0, no penetration; a natural 1
// clots the wound and stops it. The damage goes into the injury's own
// bleeding wound (WO-2). Draws: one IntN(6).
func (p *Patient) severeBleeding(i int) {
	p.clot(i, SevereBleeding, -2, "a natural 1: it clots", false, procSevere, Minute)
}

// internalBleeding is an hour of internal bleeding (rule WO-4): d6−3 hit
// points, a negative result counting as 0; a natural 1 stops it. Until
// someone diagnoses it, its events are secret. Draws: one IntN(6).
func (p *Patient) internalBleeding(i int) {
	p.clot(i, InternalBleeding, -3, "a natural 1", !p.wounds[i].Diagnosed, procInternal, Hour)
}

// clot is one interval of a bleeding injury of wound i that a natural 1
// stops (severe and internal bleeding, rule WO-4): nothing while it is not
// active or a bandage is held on it; else d6 + mod hit points into its
// bleeding wound and the next interval planned, or on a natural 1 the end
// of it, said with note. Draws: one IntN(6).
func (p *Patient) clot(i int, kind InjuryKind, mod int, note string, secret bool, pr proc, every Time) {
	b := p.wounds[i].bleed(kind)
	if !b.Active || b.Pressure {
		return
	}
	c := dice.RollAgainst(p.rnd, oneD6, dice.NoTarget, 0, dice.Mod{Value: mod})
	if c.Throw.Natural() == 1 {
		b.Active = false
		e := p.event(BleedingStops, i)
		e.Injury, e.Check, e.Note, e.Secret = kind, c, note, secret
		p.log = append(p.log, e)
		return
	}
	p.bleed(i, kind, c, secret)
	if !p.dead {
		p.wounds[i].plan(pr, p.now+every)
	}
}

// hemorrhaging is an hour of internal hemorrhaging (rule WO-4): d4+1 hit
// points, until death or surgery. Like internal bleeding it is secret
// until diagnosed. With Tough as Nails (rule WOD-2), each time the
// hemorrhaging's total passes a multiple of 5 he rolls a Con check against
// his full Con, 2d10 ≤ Con, which stops it. Draws: one IntN(4), then two
// IntN(10) for Tough as Nails' check.
func (p *Patient) hemorrhaging(i int) {
	w := &p.wounds[i]
	if !w.Hemorrhage.Active {
		return
	}
	secret := !w.Diagnosed
	c := dice.RollAgainst(p.rnd, oneD4, dice.NoTarget, 0, dice.Mod{Value: 1})
	before := w.Hemorrhage.Lost
	p.bleed(i, InternalHemorrhaging, c, secret)
	if p.dead {
		return
	}
	w = &p.wounds[i]
	if p.flags&toughAsNails != 0 && w.Hemorrhage.Lost/5 > before/5 {
		tc := p.conCheck(1)
		e := p.event(ToughCheck, i)
		e.Injury, e.Check, e.Secret = InternalHemorrhaging, tc, secret
		p.log = append(p.log, e)
		if tc.Success {
			w.Hemorrhage.Active = false
			e := p.event(BleedingStops, i)
			e.Injury, e.Note, e.Secret = InternalHemorrhaging, talentToughAsNails, secret
			p.log = append(p.log, e)
			return
		}
	}
	w.plan(procHemorrhage, p.now+Hour)
}

// bleed puts a bleeding roll's damage (negative counts as 0) into the
// bleeding wound of injury kind of wound i, logs it and settles down and
// death.
func (p *Patient) bleed(i int, kind InjuryKind, c dice.Check, secret bool) {
	dmg := max(0, c.Total)
	j := p.injure(i, Bleeding, kind, dmg)
	b := p.wounds[i].bleed(kind)
	b.Lost += dmg
	e := p.event(Bleeds, i)
	e.Injury, e.Check, e.Amount, e.Into, e.Secret = kind, c, dmg, j, secret
	if j >= 0 {
		e.Severity = p.wounds[j].Severity
	}
	p.log = append(p.log, e)
	p.settle()
}

// bleed returns the state of a bleeding injury of the wound.
func (w *Wound) bleed(kind InjuryKind) *Bleed {
	switch kind {
	case SevereBleeding:
		return &w.Severe
	case InternalBleeding:
		return &w.Internal
	}
	return &w.Hemorrhage
}

// Staunch puts a pressure bandage on wound i's severe bleeding (rule WO-4):
// the caregiver needs Nursing or Medicine and 300 counts (half a minute, so
// the bandage is on before the next minute's bleeding), and no roll (rule
// WOD-1). The bleeding stops; if the pressure is held 20 minutes it stays
// stopped, if released sooner (ReleasePressure) it bleeds again.
//
// Errors: a caregiver without the skill wraps ErrUnskilled; a wound not
// bleeding severely ErrNoInjury; a bandage already on ErrDone. Draws: none.
func (p *Patient) Staunch(i int, c Caregiver) ([]Event, error) {
	w, err := p.tend(i, c, false, "staunch")
	switch {
	case err != nil:
		return nil, err
	case !w.Severe.Active:
		return nil, fmt.Errorf("%w: the %s wound is not bleeding severely", ErrNoInjury, w.Location)
	case w.Severe.Pressure:
		return nil, fmt.Errorf("%w: a pressure bandage is already on the %s", ErrDone, w.Location)
	}
	start := len(p.log)
	w.Severe.Pressure = true
	w.Severe.PressureAt = p.now
	w.plan(procSevere, never)
	w.plan(procPressure, p.now+20*Minute)
	e := p.event(Staunched, i)
	e.Injury, e.By = SevereBleeding, c.Name
	p.log = append(p.log, e)
	return p.log[start:], nil
}

// ReleasePressure lets go of the pressure bandage on wound i before its 20
// minutes: the severe bleeding starts again a minute later (rule WO-4). A
// wound without a bandage wraps ErrNoInjury.
func (p *Patient) ReleasePressure(i int) ([]Event, error) {
	w, err := p.treat(i)
	if err != nil {
		return nil, err
	}
	if !w.Severe.Pressure {
		return nil, fmt.Errorf("%w: no pressure bandage on the %s", ErrNoInjury, w.Location)
	}
	start := len(p.log)
	w.Severe.Pressure = false
	w.plan(procPressure, never)
	w.plan(procSevere, p.now+Minute)
	e := p.event(PressureReleased, i)
	e.Injury, e.Amount = SevereBleeding, int((p.now-w.Severe.PressureAt)/Minute)
	p.log = append(p.log, e)
	return p.log[start:], nil
}

// pressureHeld ends severe bleeding whose bandage was held 20 minutes.
func (p *Patient) pressureHeld(i int) {
	w := &p.wounds[i]
	if !w.Severe.Pressure {
		return
	}
	w.Severe.Pressure = false
	w.Severe.Active = false
	e := p.event(BleedingStops, i)
	e.Injury, e.Note = SevereBleeding, "pressure held 20 minutes"
	p.log = append(p.log, e)
}

// Diagnose is someone with Nursing or Medicine examining wound i for
// internal bleeding (rule WO-4): from then on its bleeding is no secret.
// It needs the skill and no roll (our reading, as rule WOD-1 reads
// staunching and setting). A caregiver without the skill wraps
// ErrUnskilled.
func (p *Patient) Diagnose(i int, c Caregiver) ([]Event, error) {
	w, err := p.tend(i, c, false, "diagnose")
	if err != nil {
		return nil, err
	}
	start := len(p.log)
	w.Diagnosed = true
	e := p.event(Diagnosed, i)
	e.By = c.Name
	switch {
	case w.Internal.Active:
		e.Injury = InternalBleeding
	case w.Hemorrhage.Active:
		e.Injury = InternalHemorrhaging
	}
	p.log = append(p.log, e)
	return p.log[start:], nil
}

// knockout rolls how long wound i keeps the patient unconscious (rule
// WO-4): 10 + 2d20 minutes. Draws: two IntN(20).
func (p *Patient) knockout(i int) {
	w := &p.wounds[i]
	if !w.Out {
		return
	}
	c := dice.RollAgainst(p.rnd, twoD20, dice.NoTarget, 0, dice.Mod{Value: 10})
	w.OutUntil = p.now + Time(c.Total)*Minute
	w.plan(procWake, w.OutUntil)
	e := p.event(KnockedOut, i)
	e.Check, e.Amount = c, c.Total
	p.log = append(p.log, e)
}

// wake ends wound i's unconsciousness; the patient comes to unless another
// wound still keeps him out.
func (p *Patient) wake(i int) {
	p.wounds[i].Out = false
	if !p.Unconscious() {
		p.log = append(p.log, p.event(WakesUp, i))
	}
}
