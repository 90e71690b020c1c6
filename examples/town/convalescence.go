package main

import (
	"errors"
	"fmt"
	"slices"
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

// convalescence is scene 5: every living rider who cannot stand, or whose
// body carries a wound of the duel not yet healed, comes to Doc Fenwick's
// back room (bruises heal on their own as the days pass). His body is his sheet's (character.Sheet.Patient),
// handed this scene's dice. The doctor staunches, cleans, diagnoses,
// operates and sets bones as the wounds call for it, and nurses him; the
// clock runs an hour at a time to the end of his first day, then a day at
// a time, until he has healed, has died, or eight weeks have passed; then
// his sheet keeps what the weeks did (character.Sheet.SetCondition). Every
// notable event is told — a wound healing only when it has healed — with a
// line at the end of each week. Draws: the patients', in turn, as
// wounds.Patient documents.
func (t *town) convalescence(r *dice.Source) error {
	nursed := false
	for i, m := range t.men {
		if m.dead() || (m.sheet.Fit() == nil && !wounded(m.sheet.Condition)) {
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
	case t.outcome.Winner < 0 && t.outcome.Results[0].Wounds == 0 && t.outcome.Results[1].Wounds == 0:
		t.say("Nobody lost the duel and nobody was hit: Doc Fenwick goes back to his faro table.")
	default:
		for i, m := range t.men {
			switch {
			case m.dead():
				t.say("%s is beyond Doc Fenwick's help: the undertaker measures him for a pine box, and Boot Hill takes him in the morning.", m.name())
			case i != t.outcome.Winner:
				t.say("%s lost the duel without a scratch on him: there are no wounds to nurse.", m.name())
			}
		}
	}
	return nil
}

// surgery counts the doctor's operations on one wound.
type surgery struct{ bleeding, hemorrhage, bullet int }

// nurse follows rider i's body through the weeks after, on his sheet's
// patient.
func (t *town) nurse(i int, r *dice.Source) error {
	m := t.men[i]
	m.mark(sceneWounds, false, nil)
	p, err := m.sheet.Patient(r, nil)
	if err != nil {
		return err
	}
	var ws []string
	for _, w := range p.Wounds() {
		if w.Healed() {
			continue
		}
		s := w.String()
		if !w.Effect.IsZero() {
			s += ": " + w.Effect.String()
		}
		ws = append(ws, s)
	}
	how := "comes to"
	if m.sheet.Fit() != nil {
		how = "is carried to"
	}
	t.say("%s %s Doc Fenwick's back room at %d of %d hit points — %s.", m.name(), how, p.HP(), p.Body().MaxHP, strings.Join(ws, "; "))
	ops := map[int]*surgery{}
	start := len(p.Log())
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
	first := (p.Now()/wounds.Day + 1) * wounds.Day // the end of his first day
	for !p.Dead() && p.Now() < end {
		if _, busy := p.Next(); !busy {
			break
		}
		// An hour at a time on the first day, then a day at a time.
		tick := wounds.Day
		if p.Now() < first {
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
	evs := slices.Clone(p.Log()[start:])
	if err := m.sheet.SetCondition(p.Condition()); err != nil {
		return err
	}
	m.noteDeath(evs)
	m.mark(sceneWounds, true, evs)
	day := faction.Day(p.Now().Days())
	switch {
	case p.Dead():
		day = m.diedOn
		t.say("%s dies of his wounds on day %d. Boot Hill takes him in the morning.", m.name(), day)
	case healed(p.Condition()):
		t.say("By day %d %s is on his feet again, %d of %d hit points%s.", day, m.name(), p.HP(), p.Body().MaxHP, penalties(p))
	default:
		t.say("After %d weeks %s is still mending: %d of %d hit points%s.", convalescenceWeeks, m.name(), p.HP(), p.Body().MaxHP, penalties(p))
	}
	t.weeks = max(t.weeks, day)
	return nil
}

// wounded reports whether a condition carries a wound not yet healed
// that is more than bruises (a brawl's).
func wounded(c *wounds.Condition) bool {
	if c == nil {
		return false
	}
	for _, w := range c.Wounds {
		if !w.Healed() && w.Cause != wounds.Brawling {
			return true
		}
	}
	return false
}

// healed reports whether every wound of a condition has healed (a nil
// condition: unhurt).
func healed(c *wounds.Condition) bool {
	if c == nil {
		return true
	}
	for _, w := range c.Wounds {
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
