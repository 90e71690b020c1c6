package wounds

import "fmt"

// Advance moves the patient's clock d forward (see AdvanceTo): 20 *
// Minute, 3 * Day.
func (p *Patient) Advance(d Time) ([]Event, error) {
	if err := p.ready(); err != nil {
		return nil, err
	}
	if d < 0 || d > MaxTime-p.now {
		return nil, fmt.Errorf("%w: advance by %d tenths of a second from %s, want 0..%d", ErrTime, int64(d), p.now, int64(MaxTime-p.now))
	}
	return p.AdvanceTo(p.now + d)
}

// AdvanceTo moves the patient's clock forward to t, firing in time order
// every process of every wound that falls due up to and including t (rule
// WO-7): severe bleeding each minute, internal bleeding and hemorrhaging
// each hour, the infection check an hour after a serious wound, the
// lodged-bullet checks, festering, the infected-wound check and healing
// each day, each process on the clock of what started it (see Time).
// Processes due at the same time fire in the order of the wounds, and
// within a wound in this order: unconsciousness rolled, broken
// bone rolled, waking, severe bleeding, pressure held, internal bleeding,
// hemorrhaging, infection check, infected-wound check, end of illness,
// sepsis, festering, lodged-bullet check, healing. AdvanceTo(Now()) fires
// what is due now (a new wound's first rolls).
//
// It returns the events fired, a slice of the log valid until the next
// call that changes the patient. A dead patient's clock moves but nothing
// happens. Time never moves back: t before Now or past MaxTime wraps
// ErrTime. A patient without dice stops at the first process that would
// roll: the clock stays at it, the process still due, and the error wraps
// ErrRand.
//
// Draws: those of each process fired, in the order fired (see each rule's
// doc: severe bleeding, internal bleeding, healing …).
func (p *Patient) AdvanceTo(t Time) ([]Event, error) {
	if err := p.ready(); err != nil {
		return nil, err
	}
	if t < p.now || t > MaxTime {
		return nil, fmt.Errorf("%w: advance to %s from %s", ErrTime, t, p.now)
	}
	start := len(p.log)
	for !p.dead {
		i, pr, at := p.due(t)
		if i < 0 {
			break
		}
		p.now = at
		if p.rnd == nil && p.rolls(i, pr) {
			return p.log[start:], p.dice(procNames[pr] + " at " + at.String())
		}
		p.sumsOK = false // the process may change the wound
		p.wounds[i].plan(pr, never)
		p.fire(i, pr)
	}
	p.now = t
	return p.log[start:], nil
}

// Next returns when the next process falls due, and false when nothing is
// scheduled (every wound healed and quiet, or the patient dead): a tool
// that plays a patient's timeline schedules him with it, and
// AdvanceTo(Next()) fires the next process (see NextBleed for a fight).
func (p *Patient) Next() (Time, bool) {
	i, _, at := p.due(MaxTime)
	return at, i >= 0
}

// NextBleed returns when the next bleed falls due — severe bleeding,
// internal bleeding or internal hemorrhaging, the processes that take hit
// points by the minute or the hour (rule WO-4) — and false when nothing
// bleeds. A gunfight schedules each wounded man's bleeding with it (GU-13):
// what else is due on his clock (a wound's unconsciousness and broken bone
// rolled, an infection check an hour after) takes nothing from him in the
// fight and fires when his clock passes it, at a later bleed or after the
// fight.
func (p *Patient) NextBleed() (Time, bool) {
	t, ok := MaxTime, false
	for i := range p.wounds {
		nx := &p.wounds[i].next
		for _, pr := range [...]proc{procSevere, procInternal, procHemorrhage} {
			if at := nx.at(pr); at != never && at <= t {
				t, ok = at, true
			}
		}
	}
	return t, ok
}

// due finds the earliest process due at or before t: its wound, the
// process and the time; wound −1 when none is.
func (p *Patient) due(t Time) (int, proc, Time) {
	best, bt := -1, t
	for i := range p.wounds {
		at := p.wounds[i].soon
		if at >= 0 && (at < bt || (at == bt && best < 0)) {
			best, bt = i, at
		}
	}
	if best < 0 {
		return -1, 0, t
	}
	nx := &p.wounds[best].next
	for pr := range numProcs {
		if nx.at(pr) == bt {
			return best, pr, bt
		}
	}
	return -1, 0, t // unreachable while soon is kept up to date
}

// rolls reports whether process pr of wound i may roll dice: all but
// waking, a bandage held, the end of an illness and sepsis, and healing
// but for a broken bone that may heal badly on the d100.
func (p *Patient) rolls(i int, pr proc) bool {
	switch pr {
	case procWake, procPressure, procIllness, procSepsis:
		return false
	case procHeal:
		w := &p.wounds[i]
		return w.Bone.Broken && !w.Bone.Healed && !w.Bone.Set && !p.tables.Body.row(w.Location).AlwaysMisheals
	}
	return true
}

// fire runs process pr of wound i at the current time.
func (p *Patient) fire(i int, pr proc) {
	switch pr {
	case procKnockout:
		p.knockout(i)
	case procBone:
		p.breakBone(i)
	case procWake:
		p.wake(i)
	case procSevere:
		p.severeBleeding(i)
	case procPressure:
		p.pressureHeld(i)
	case procInternal:
		p.internalBleeding(i)
	case procHemorrhage:
		p.hemorrhaging(i)
	case procInfection:
		p.infectionCheck(i)
	case procCourse:
		p.infectedCheck(i)
	case procIllness:
		p.recover(i)
	case procSepsis:
		p.die("sepsis")
	case procFester:
		p.fester(i)
	case procLodged:
		p.lodgedCheck(i)
	case procHeal:
		p.heal(i)
	}
}

// event returns a new event about wound i now, with the fields every event
// shares filled in.
func (p *Patient) event(k EventKind, i int) Event {
	w := &p.wounds[i]
	return Event{At: p.now, Kind: k, Wound: i, Into: -1, Location: w.Location, Cause: w.Cause, Severity: w.Severity, HP: p.hp}
}

// injure puts dmg hit points of an injury of wound i into the wound that
// takes its damage — the bleeding wound of that injury, the festering
// wound, or (fresh) a surgery wound — creating it at the first damage, and
// takes them off the patient. It returns that wound's number, −1 when dmg
// is 0 and no such wound exists yet. A wound that takes more damage starts
// its rest over.
func (p *Patient) injure(i int, cause Cause, kind InjuryKind, dmg int) int {
	j := -1
	if cause != Surgery {
		for k := i + 1; k < len(p.wounds); k++ {
			if w := &p.wounds[k]; w.From == i && w.Cause == cause && w.Bleeds == kind {
				j = k
				break
			}
		}
	}
	if dmg <= 0 {
		return j
	}
	if j < 0 {
		src := &p.wounds[i]
		p.wounds = append(p.wounds, Wound{
			Location: src.Location, Cause: cause, At: p.now, From: i, Bleeds: kind,
			Nursed: p.nursing, next: idle(),
		})
		j = len(p.wounds) - 1
		p.wounds[j].plan(procHeal, p.now+Day)
	}
	w := &p.wounds[j]
	w.Damage += dmg
	w.Severity += dmg
	w.Grade = w.Damage
	w.Rest = 0
	if w.next.at(procHeal) == never {
		w.plan(procHeal, p.now+Day)
	}
	p.lose(dmg)
	return j
}
