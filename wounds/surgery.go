package wounds

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// Operate is a surgeon operating on an injury of wound i (rules WO-4,
// WO-5):
//
//   - InternalBleeding: needs at least Advanced Medicine; a Difficult
//     Medicine check that stops the bleeding when it succeeds (WOD-1).
//     Success or not, the surgery deals 1d4−1 penetrating damage (a wound
//     of its own, cause Surgery) and needs an infection check against half
//     Con, 2d10 ≤ Con/2 (one grade easier with Resist Disease/Infection).
//   - InternalHemorrhaging: the same at Very Difficult (our reading: the
//     source rules call it "similar to internal bleeding"). Tough as Nails
//     (WOD-2) makes the Medicine check Difficult, and the infection check
//     after it — failed or not: "even if it fails", the Spanish rules say —
//     one grade easier, against full Con instead of half.
//   - LodgedBullet: needs the body table's Medicine level for the location
//     (default: limbs Average, torso Advanced, head and neck Expert) and a
//     Medicine check at the tables' bullet-surgery difficulty (default
//     Average). Success removes the bullet and ends its festering; then a
//     Con check, 2d10 + 1 per three full days the bullet stayed ≤ Con,
//     decides whether the wound becomes or remains infected; infection then
//     runs its course (WO-3). A failed removal leaves the bullet and deals
//     no damage; the surgeon may try again.
//
// An infection check failed on a wound already infected changes nothing; one
// passed after a bullet's removal cures an infection that has not yet come
// to its 2d8 check.
//
// Errors: another injury, or one the wound does not have (now), wraps
// ErrNoInjury; a surgeon below the mastery needed ErrUnskilled; a bad
// mastery ErrCaregiver; a dead patient ErrDead; a patient without dice
// ErrRand.
//
// Draws: one IntN(100) for the Medicine check; for bleeding and
// hemorrhaging then IntN(4) for the damage (again while it shows 4) and two
// IntN(10) for the infection check (none if the damage killed him); for a
// bullet removed, two IntN(10).
func (p *Patient) Operate(i int, injury InjuryKind, surgeon Caregiver) ([]Event, error) {
	w, err := p.treatRolling(i, "surgery")
	if err != nil {
		return nil, err
	}
	medicine, level, err := surgeon.medicineLevel()
	if err != nil {
		return nil, err
	}
	var need dice.Level
	var diff dice.Difficulty
	switch injury {
	case InternalBleeding, InternalHemorrhaging:
		if !w.bleed(injury).Active {
			return nil, fmt.Errorf("%w: no %s in the %s wound", ErrNoInjury, injury.Name(), w.Location)
		}
		need, diff = dice.LevelAdvanced, dice.Difficult()
		if injury == InternalHemorrhaging {
			diff = dice.VeryDifficult()
			if p.flags&toughAsNails != 0 {
				diff = dice.Difficult()
			}
		}
	case LodgedBullet:
		if !w.Bullet.Lodged {
			return nil, fmt.Errorf("%w: no bullet lodged in the %s wound", ErrNoInjury, w.Location)
		}
		need, diff = p.tables.Body.Row(w.Location).Bullet, p.tables.BulletSurgery
	default:
		return nil, fmt.Errorf("%w: no surgery for %s", ErrNoInjury, injury.Name())
	}
	if level < need {
		return nil, fmt.Errorf("%w: %s's Medicine %d%% is %s, surgery on %s in the %s needs %s", ErrUnskilled,
			orSomeone(surgeon.Name), medicine, level, injury.Name(), w.Location, need)
	}
	sc, err := dice.SkillCheck(p.rnd, medicine, diff)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCaregiver, err)
	}
	sc.Label = "Medicine"
	start := len(p.log)
	e := p.event(Operation, i)
	e.Injury, e.Check, e.By, e.OK = injury, sc, surgeon.Name, sc.Success
	p.log = append(p.log, e)
	if injury == LodgedBullet {
		if sc.Success {
			p.removeBullet(i)
		}
		return p.log[start:], nil
	}
	if sc.Success {
		b := w.bleed(injury)
		b.Active = false
		if injury == InternalBleeding {
			w.plan(procInternal, never)
		} else {
			w.plan(procHemorrhage, never)
		}
		e := p.event(BleedingStops, i)
		e.Injury, e.Note, e.By = injury, "surgery", surgeon.Name
		p.log = append(p.log, e)
	}
	// The cut: 1d4−1, penetrating (rule DI-1), a wound of its own.
	c := dice.RollAgainst(p.rnd, d4p, dice.NoTarget, 0, dice.Mod{Value: -1})
	dmg := max(0, c.Total)
	j := p.injure(i, Surgery, 0, dmg)
	e = p.event(SurgeryDamage, i)
	e.Injury, e.Check, e.Amount, e.Into = injury, c, dmg, j
	if j >= 0 {
		e.Severity = p.wounds[j].Severity
	}
	p.log = append(p.log, e)
	p.settle()
	if p.dead {
		return p.log[start:], nil
	}
	ease := p.resist()
	if injury == InternalHemorrhaging && p.flags&toughAsNails != 0 {
		ease++
	}
	p.logInfectionCheck(i, p.conCheck(ease), "after surgery")
	return p.log[start:], nil
}

// removeBullet takes wound i's lodged bullet out and rolls the Con check
// for infection: 2d10 + 1 per three full days lodged ≤ Con (+2 with Resist
// Disease/Infection). Draws: two IntN(10).
func (p *Patient) removeBullet(i int) {
	w := &p.wounds[i]
	b := &w.Bullet
	b.Lodged, b.Festering, b.Removed, b.RemovedAt = false, false, true, p.now
	w.plan(procFester, never)
	w.plan(procLodged, never)
	days := int((p.now - w.At) / Day)
	e := p.event(BulletRemoved, i)
	e.Injury, e.Amount = LodgedBullet, days
	p.log = append(p.log, e)
	var c dice.Check
	if days/3 > 0 {
		c = p.conCheck(1+p.resist(), dice.Mod{Value: days / 3, Why: "days lodged"})
	} else {
		c = p.conCheck(1 + p.resist())
	}
	if c.Success && w.Infection.Stage == Infected {
		w.Infection.Stage = NotInfected
		w.plan(procCourse, never)
	}
	p.logInfectionCheck(i, c, "after removing the bullet")
}
