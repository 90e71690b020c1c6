package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/faction"
	"github.com/deadmanshand/aces/wounds"
)

// doc is who treats the wounded in Judas Crossing: Doc Fenwick, dentist and
// faro dealer, with Nursing 40% and Medicine 30% (Advanced: he may open a
// belly, not a skull).
var doc = wounds.Caregiver{Name: "Doc Fenwick", Nursing: 40, Medicine: 30}

// convalescenceWeeks is how long the weeks after are followed at most.
const convalescenceWeeks = 8

// maxSurgeries is how many times the doctor tries one operation on one
// wound before he gives up on it.
const maxSurgeries = 3

// convalescence is scene 5: every rider who lost the duel and lived, or went
// down in the brawl, is carried to Doc Fenwick's back room. His body is the
// fight's own wounds.Patient (gunfight.Fight.Patient), handed this scene's
// dice. The doctor staunches, cleans, diagnoses, operates and sets bones as
// the wounds call for it, and nurses him; the clock runs an hour at a time on
// the first day, then a day at a time, until he has healed, has died, or eight
// weeks have passed. Every notable event is told — a wound healing only
// when it has healed — with a line at the end of each week. Draws: the
// patients', in turn, as wounds.Patient documents.
func (t *town) convalescence(r *dice.Source) error {
	nursed := false
	for i, m := range t.men {
		if m.patient == nil || m.dead {
			continue
		}
		if nursed {
			t.say("")
		}
		nursed = true
		if err := t.nurse(i, r); err != nil {
			return err
		}
	}
	if nursed {
		return nil
	}
	switch {
	case !t.fought:
		t.say("No duel was fought, and nobody lies in Doc Fenwick's back room.")
	case t.outcome.Winner < 0 && !t.hit[0] && !t.hit[1]:
		t.say("Nobody lost the duel and nobody was hit: Doc Fenwick goes back to his faro table.")
	default:
		for i, m := range t.men {
			switch {
			case m.dead:
				t.say("%s is beyond Doc Fenwick's help: the undertaker measures him for a pine box, and Boot Hill takes him in the morning.", m.name())
			case i != t.outcome.Winner && !t.hit[i]:
				t.say("%s lost the duel without a scratch on him: there are no wounds to nurse.", m.name())
			}
		}
	}
	return nil
}

// surgery counts the doctor's operations on one wound.
type surgery struct{ bleeding, hemorrhage, bullet int }

// nurse follows rider i's body through the weeks after.
func (t *town) nurse(i int, r *dice.Source) error {
	m := t.men[i]
	p := m.patient
	p.SetRand(r)
	var ws []string
	for _, w := range p.Wounds() {
		s := w.String()
		if !w.Effect.IsZero() {
			s += ": " + w.Effect.String()
		}
		ws = append(ws, s)
	}
	t.say("%s is carried to Doc Fenwick's back room at %d of %d hit points — %s.", m.name(), p.HP(), p.Body().MaxHP, strings.Join(ws, "; "))
	ops := map[int]*surgery{}
	step := func(to wounds.Time) error {
		evs, err := p.AdvanceTo(to)
		if err != nil {
			return err
		}
		t.tell(evs)
		return t.treat(p, ops)
	}
	if err := step(p.Now()); err != nil {
		return err
	}
	p.NurseAll(true)
	end := wounds.Time(convalescenceWeeks) * wounds.Week
	for !p.Dead() && p.Now() < end {
		if _, busy := p.Next(); !busy {
			break
		}
		// An hour at a time on the first day, then a day at a time.
		tick := wounds.Day
		if p.Now() < wounds.Day {
			tick = wounds.Hour
		}
		next := (p.Now()/tick + 1) * tick
		if err := step(next); err != nil {
			return err
		}
		if d := p.Now(); d%wounds.Week == 0 && !p.Dead() {
			t.say("  end of week %d: %d of %d hit points%s", d/wounds.Week, p.HP(), p.Body().MaxHP, penalties(p))
		}
	}
	day := faction.Day(p.Now().Days())
	for _, e := range p.Log() {
		if e.Kind == wounds.Dies {
			day = faction.Day(e.At.Days())
		}
	}
	switch {
	case p.Dead():
		m.dead, m.diedOn = true, day
		t.say("%s dies of his wounds on day %d. Boot Hill takes him in the morning.", m.name(), day)
	case healed(p):
		t.say("By day %d %s is on his feet again, %d of %d hit points%s.", day, m.name(), p.HP(), p.Body().MaxHP, penalties(p))
	default:
		t.say("After %d weeks %s is still mending: %d of %d hit points%s.", convalescenceWeeks, m.name(), p.HP(), p.Body().MaxHP, penalties(p))
	}
	t.weeks = max(t.weeks, day)
	return nil
}

// healed reports whether every wound of p has healed.
func healed(p *wounds.Patient) bool {
	for _, w := range p.Wounds() {
		if !w.Healed() {
			return false
		}
	}
	return true
}

// penalties describes what a patient still suffers, or nothing.
func penalties(p *wounds.Patient) string {
	pen := p.Penalties()
	if pen == (wounds.Penalties{}) {
		return ""
	}
	return "; " + pen.String()
}

// tell prints the notable events of a patient's timeline: every one but the
// hit points a wound heals, which are told only when it has healed.
func (t *town) tell(evs []wounds.Event) {
	for _, e := range evs {
		if e.Kind == wounds.Heals && e.Severity > 0 {
			continue
		}
		t.say("  %s", e)
	}
}

// treat has the doctor do what each wound needs now: a pressure bandage on
// severe bleeding, cleaning within the hour, a diagnosis of what bleeds
// inside, surgery on internal bleeding or hemorrhaging and on a lodged
// bullet (maxSurgeries tries each), and setting a broken bone.
func (t *town) treat(p *wounds.Patient, ops map[int]*surgery) error {
	for i := 0; i < len(p.Wounds()) && !p.Dead(); i++ {
		w := p.Wounds()[i]
		if !w.Cause.Hit() {
			continue
		}
		op := ops[i]
		if op == nil {
			op = &surgery{}
			ops[i] = op
		}
		inj := w.Effect.Injuries
		var acts []func() ([]wounds.Event, error)
		if w.Severe.Active && !w.Severe.Pressure {
			acts = append(acts, func() ([]wounds.Event, error) { return p.Staunch(i, doc) })
		}
		if !w.Infection.Cleaned && !w.Infection.Checked && p.Now()-w.At <= wounds.Hour {
			acts = append(acts, func() ([]wounds.Event, error) { return p.Clean(i, doc) })
		}
		if (inj.Has(wounds.InternalBleeding) || inj.Has(wounds.InternalHemorrhaging)) && !w.Diagnosed {
			acts = append(acts, func() ([]wounds.Event, error) { return p.Diagnose(i, doc) })
		}
		if w.Internal.Active && op.bleeding < maxSurgeries {
			op.bleeding++
			acts = append(acts, func() ([]wounds.Event, error) { return p.Operate(i, wounds.InternalBleeding, doc) })
		}
		if w.Hemorrhage.Active && op.hemorrhage < maxSurgeries {
			op.hemorrhage++
			acts = append(acts, func() ([]wounds.Event, error) { return p.Operate(i, wounds.InternalHemorrhaging, doc) })
		}
		if w.Bullet.Lodged && !w.Bullet.Removed && op.bullet < maxSurgeries {
			op.bullet++
			acts = append(acts, func() ([]wounds.Event, error) { return p.Operate(i, wounds.LodgedBullet, doc) })
		}
		if w.Bone.Broken && !w.Bone.Set && !w.Bone.Healed {
			acts = append(acts, func() ([]wounds.Event, error) { return p.SetBone(i, doc) })
		}
		for _, act := range acts {
			if p.Dead() {
				break
			}
			evs, err := act()
			switch {
			case errors.Is(err, wounds.ErrUnskilled):
				t.say("  %s: the %s wound is past Doc Fenwick's skill; he leaves it be", p.Now(), w.Location)
				*op = surgery{maxSurgeries, maxSurgeries, maxSurgeries}
			case errors.Is(err, wounds.ErrTooLate), errors.Is(err, wounds.ErrDone),
				errors.Is(err, wounds.ErrNoInjury), errors.Is(err, wounds.ErrDead):
				// Nothing to do after all.
			case err != nil:
				return fmt.Errorf("treating %s: %w", w.Location, err)
			}
			t.tell(evs)
		}
	}
	return nil
}
