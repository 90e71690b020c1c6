package wounds

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// MaxHP bounds a patient's maximum hit points.
const MaxHP = 1000

// Body is what a patient brings to his wounds: a name for the log, his
// Constitution score (healing time, every wound Con check), his maximum hit
// points (rule CH-5: 20 + 1d4 + Con modifier) and his talents by canonical
// name (rule CH-10: Fast Healer, Grit, Guardian Angel, Resist
// Disease/Infection and Tough as Nails — others are ignored). Pronoun is
// how a tool's narration of the patient refers to him (he, the zero value,
// she or they); the events of this package name no one, so they do not
// read it.
type Body struct {
	Name    string   `json:"name,omitempty"`
	Con     int      `json:"con"`
	MaxHP   int      `json:"maxHP"`
	Talents []string `json:"talents,omitempty"`
	Pronoun Pronoun  `json:"pronoun,omitempty"`
}

// Validate reports a body the rules cannot use: Con outside
// 1..dice.MaxAbility, MaxHP outside 1..MaxHP, or a Pronoun other than He,
// She or They. The error wraps ErrBody.
func (b Body) Validate() error {
	switch {
	case b.Con < 1 || b.Con > dice.MaxAbility:
		return fmt.Errorf("%w: Con %d, want 1..%d", ErrBody, b.Con, dice.MaxAbility)
	case b.MaxHP < 1 || b.MaxHP > MaxHP:
		return fmt.Errorf("%w: max HP %d, want 1..%d", ErrBody, b.MaxHP, MaxHP)
	case !b.Pronoun.Valid():
		return fmt.Errorf("%w: pronoun %v, want he, she or they", ErrBody, b.Pronoun)
	}
	return nil
}

// Patient is a body over time: its wounds, its hit points, and one clock on
// which bleeding, infection, festering and healing happen in time order
// (rule WO-7). Build one with NewPatient; a gunfight may reuse one across
// duels with Reset, so that wounding allocates nothing.
//
// A patient rolls with the dice.Rand it was given. When that Rand
// implements encoding.BinaryMarshaler (as *dice.Source does) its state is
// saved with the patient, so a saved timeline resumes with the same dice.
//
// Hit points follow GUD-7: at 0 or below the patient is down, at −10 or
// below dead; bleeding and festering keep counting below 0. Hit points are
// always the maximum less the severities of the wounds, so healing never
// raises them above the maximum.
//
// A Patient is not safe for concurrent use. Build one with NewPatient (or
// load one): the methods that return an error report a nil or zero
// Patient with ErrBody (ErrState when loading); the others read it as a
// nil pointer is read.
type Patient struct {
	body    Body
	flags   talents
	tables  *Tables
	rnd     dice.Rand
	now     Time
	hp      int
	down    bool
	dead    bool
	nursing bool
	wounds  []Wound
	log     []Event
	// sums are the wounds' penalties added up for Penalties; they are kept
	// up to date by Reset and Wound, and go stale (sumsOK false) with
	// anything else that may change a wound.
	sums   penaltySums
	sumsOK bool
	// lazy are the log's Wounded events that Wound has left to be filled
	// in, oldest first; Log fills them in. Their slots in log hold stale
	// bytes until then.
	lazy []lazyWounded
}

// lazyWounded is a Wounded event as Wound keeps it, small: its slot in the
// log and the numbers that may change later. Its effect is the wound's,
// which never changes after the wound is made.
type lazyWounded struct {
	slot, wound     int32
	severity, grade int32
	hp              int
	location        Location
	cause           Cause
	at              Time
}

// NewPatient returns an unhurt patient at time 0 who rolls with r and reads
// the tables t (nil: the default tables). The body's talents are read here,
// once, and the tables are copied: changing t afterwards never reaches the
// patient. Nil dice wrap ErrRand, a bad body ErrBody, tables that do not
// validate ErrTable. Wounding rolls nothing, so a patient who is only
// wounded may be handed other dice later with SetRand.
func NewPatient(b Body, r dice.Rand, t *Tables) (*Patient, error) {
	if r == nil {
		return nil, fmt.Errorf("%w: NewPatient needs a dice.Rand (a *dice.Source, to save him)", ErrRand)
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	if t == nil {
		t = defaultTables
	} else if err := t.Validate(); err != nil {
		return nil, err
	} else {
		t = t.clone()
	}
	b.Talents = append([]string(nil), b.Talents...)
	p := &Patient{
		body:   b,
		flags:  readTalents(b.Talents),
		tables: t,
		rnd:    r,
		wounds: make([]Wound, 0, 8),
		log:    make([]Event, 0, 64),
		lazy:   make([]lazyWounded, 0, 8),
	}
	p.Reset()
	return p, nil
}

// Reset heals the patient at once and sets his clock back to 0: no wounds,
// full hit points, not nursed, an empty log. Body, tables and dice stay;
// the buffers are kept, so a patient reused across duels allocates nothing.
func (p *Patient) Reset() {
	p.now = 0
	p.hp = p.body.MaxHP
	p.down, p.dead, p.nursing = false, false, false
	p.wounds = p.wounds[:0]
	p.log, p.lazy = p.log[:0], p.lazy[:0]
	p.sums, p.sumsOK = penaltySums{}, true
}

// SetRand makes the patient roll with r from now on. With nil he has no
// dice: what would roll — cleaning, surgery, the rolls of his timeline (see
// AdvanceTo) — is refused with ErrRand.
func (p *Patient) SetRand(r dice.Rand) { p.rnd = r }

// Tables returns a copy of the tables the patient reads (nil for a
// patient not built with NewPatient); changing it does not change the
// patient.
func (p *Patient) Tables() *Tables {
	if p.tables == nil {
		return nil
	}
	return p.tables.clone()
}

// Body returns the patient's body, with a copy of its talents.
func (p *Patient) Body() Body {
	b := p.body
	b.Talents = append([]string(nil), b.Talents...)
	return b
}

// Now returns the patient's clock.
func (p *Patient) Now() Time { return p.now }

// HP returns the patient's hit points: the maximum less the severities of
// his wounds.
func (p *Patient) HP() int { return p.hp }

// Down reports whether the patient is down: 0 hit points or below (GUD-7).
func (p *Patient) Down() bool { return p.down }

// Dead reports whether the patient is dead: −10 hit points or below
// (GUD-7), or sepsis.
func (p *Patient) Dead() bool { return p.dead }

// Unconscious reports whether a wound has knocked the patient out.
func (p *Patient) Unconscious() bool {
	for i := range p.wounds {
		if p.wounds[i].Out {
			return true
		}
	}
	return false
}

// Wounds returns the patient's wounds, numbered from 0 in the order
// received. The slice aliases the patient: read it, do not change it, and
// do not keep it past the next call that changes the patient.
func (p *Patient) Wounds() []Wound { return p.wounds }

// Log returns every event since the patient was built, reset or his log
// cleared. The slice aliases the patient's buffer. Wound leaves its Wounded
// event to be written here, when the log is read: the patient's hot path in
// a gunfight writes no event.
func (p *Patient) Log() []Event {
	if len(p.lazy) > 0 {
		p.fillLog()
	}
	return p.log
}

// fillLog fills in the Wounded events Wound has left in the log.
func (p *Patient) fillLog() {
	for _, z := range p.lazy {
		p.log[z.slot] = Event{
			At: z.at, Kind: Wounded, Wound: int(z.wound), Location: z.location, Cause: z.cause,
			Into: -1, Severity: int(z.severity), Amount: int(z.grade), HP: z.hp,
			Effect: p.wounds[z.wound].Effect,
		}
	}
	p.lazy = p.lazy[:0]
}

// ClearLog empties the log, keeping its buffer.
func (p *Patient) ClearLog() { p.log, p.lazy = p.log[:0], p.lazy[:0] }

// ready reports a patient that was not built by NewPatient.
func (p *Patient) ready() error {
	if p == nil || p.body.MaxHP == 0 || p.tables == nil {
		return fmt.Errorf("%w: patient not built with NewPatient", ErrBody)
	}
	return nil
}

// wound returns wound i, or an error wrapping ErrNoWound.
func (p *Patient) wound(i int) (*Wound, error) {
	if err := p.ready(); err != nil {
		return nil, err
	}
	if i < 0 || i >= len(p.wounds) {
		return nil, fmt.Errorf("%w: wound %d of %d", ErrNoWound, i, len(p.wounds))
	}
	p.sumsOK = false // the caller may change the wound
	return &p.wounds[i], nil
}

// treat returns wound i for a treatment: the patient must be alive.
func (p *Patient) treat(i int) (*Wound, error) {
	w, err := p.wound(i)
	if err != nil {
		return nil, err
	}
	if p.dead {
		return nil, p.errDead()
	}
	return w, nil
}

// treatRolling is treat for a treatment that rolls (what: "cleaning"): a
// patient without dice wraps ErrRand.
func (p *Patient) treatRolling(i int, what string) (*Wound, error) {
	w, err := p.treat(i)
	if err != nil {
		return nil, err
	}
	if err := p.dice(what); err != nil {
		return nil, err
	}
	return w, nil
}

// Wound gives the patient a wound now and returns its number. The severity
// is the hit points lost (rule WO-1); the severity grade adds 1 for the
// attacker's Deadly Shot and takes 1 off for the patient's Guardian Angel,
// never below 1 (GUD-3). For a hit (bullet, edged, blunt) the critical table
// gives the wound's effect (WO-6; a lodged bullet only for bullets), and a
// wound whose grade exceeds its location's threshold is serious: its secret
// infection check comes an hour later, after the time to clean it (WO-3).
// The injuries start on the timeline, each on the clock of the wound:
// unconsciousness's minutes are rolled at the next Advance, severe
// bleeding bleeds a minute later, internal bleeding and hemorrhaging an
// hour later, a broken bone's days are rolled a day later, when its
// healing starts, a lodged bullet is checked a day later, and the wound
// heals a hit point after as many days as its severity (WO-2).
//
// Wound rolls no dice and, on a patient whose buffers have room, allocates
// nothing. A bad hit wraps ErrWound; a dead patient takes no more wounds
// (ErrDead).
func (p *Patient) Wound(h Hit) (int, error) {
	// a patient not built, a bad hit: ready and Hit.Validate say why
	if p == nil || p.body.MaxHP == 0 || p.tables == nil {
		return -1, p.ready()
	}
	if !h.valid() {
		return -1, h.Validate()
	}
	if p.dead {
		return -1, p.errDead()
	}
	now := p.now
	// the wound is filled in place, in the patient's buffer; zeroed, it
	// has nothing planned (see sched)
	i := len(p.wounds)
	p.wounds = grow(p.wounds)
	p.wounds[i] = Wound{}
	w := &p.wounds[i]
	grade := h.Damage // a Brawling wound has no critical effect to grade (GUD-10)
	if h.Cause.Hit() {
		grade = Grade(h.Damage, h.DeadlyShot, p.flags&guardianAngel != 0)
	}
	w.Location, w.Cause, w.At, w.From = h.Location, h.Cause, now, -1
	w.Damage, w.Severity, w.Grade = h.Damage, h.Damage, grade
	w.Nursed = p.nursing
	// plan the processes, keeping the soonest as w.next.soonest() would
	// find it: the wound heals a day later, the injuries start sooner
	soon := now + Day
	w.next.set(procHeal, soon)
	if h.Cause.Hit() {
		eff := p.tables.Critical.lookup(h.Location, grade)
		w.Effect = *eff
		inj := eff.Injuries
		if h.Cause != Bullet {
			inj = inj.without(LodgedBullet)
			w.Effect.Injuries = inj
		}
		w.Permanent = eff.Permanent
		row := p.tables.Body.row(h.Location)
		if inj != 0 {
			if inj.Has(Unconsciousness) {
				w.Out = true
				w.next.set(procKnockout, now)
				soon = now
			}
			if inj.Has(BrokenBone) {
				w.Bone.Broken = true
				w.next.set(procBone, now+Day)
			}
			if inj.Has(SevereBleeding) {
				w.Severe.Active = true
				w.next.set(procSevere, now+Minute)
				soon = min(soon, now+Minute)
			}
			if inj.Has(InternalBleeding) {
				w.Internal.Active = true
				w.next.set(procInternal, now+Hour)
				soon = min(soon, now+Hour)
			}
			if inj.Has(InternalHemorrhaging) {
				w.Hemorrhage.Active = true
				w.next.set(procHemorrhage, now+Hour)
				soon = min(soon, now+Hour)
			}
			if inj.Has(LodgedBullet) {
				w.Bullet.Lodged = true
				w.next.set(procLodged, now+Day)
			}
			if inj.Has(Mangled) {
				w.Useless = true
				w.Permanent = w.Permanent.add(row.Useless)
			}
		}
		if x := grade - row.Threshold; x > 0 {
			w.Excess = x
			w.next.set(procInfection, now+Hour)
			soon = min(soon, now+Hour)
		}
	}
	w.soon = soon
	p.hp -= h.Damage
	if p.sumsOK {
		p.sums.add(w)
	}
	// the Wounded event takes its slot in the log now; Log fills it in
	n := len(p.log)
	p.log = grow(p.log)
	k := len(p.lazy)
	p.lazy = grow(p.lazy)
	z := &p.lazy[k]
	z.slot, z.wound, z.severity, z.grade = int32(n), int32(i), int32(h.Damage), int32(grade)
	z.hp, z.location, z.cause, z.at = p.hp, h.Location, h.Cause, now
	if p.hp <= 0 {
		p.settle()
	}
	return i, nil
}

// dice reports a patient without dice asked to roll.
func (p *Patient) dice(what string) error {
	if p.rnd == nil {
		return fmt.Errorf("%w: %s has no dice to roll for %s (NewPatient or SetRand)", ErrRand, orSomeone(p.body.Name), what)
	}
	return nil
}

// errDead is the error of a dead patient asked to take a wound.
func (p *Patient) errDead() error {
	return fmt.Errorf("%w: %s at %s", ErrDead, orSomeone(p.body.Name), p.now)
}

// logEvent appends an event of kind k about the patient as a whole, now,
// with his hit points, and returns it to be filled in, zeroed where it lies
// in the log.
func (p *Patient) logEvent(k EventKind) *Event {
	n := len(p.log)
	p.log = grow(p.log)
	p.log[n] = Event{}
	e := &p.log[n]
	e.At, e.Kind, e.Wound, e.Into, e.HP = p.now, k, -1, -1, p.hp
	return e
}

// settle logs the patient falling down or dying after a loss of hit
// points (rule GUD-7).
func (p *Patient) settle() {
	if !p.down && p.hp <= 0 {
		p.down = true
		p.logEvent(FallsDown)
	}
	if p.hp <= -10 {
		p.die("")
	}
}

// die kills the patient: every process of every wound stops.
func (p *Patient) die(why string) {
	if p.dead {
		return
	}
	p.dead = true
	p.down = p.hp <= 0
	for i := range p.wounds {
		p.wounds[i].next = sched{}
		p.wounds[i].soon = never
		p.wounds[i].Out = false
	}
	p.logEvent(Dies).Note = why
}

// lose takes hit points off the patient.
func (p *Patient) lose(n int) { p.hp -= n }

// gain gives hit points back.
func (p *Patient) gain(n int) {
	p.hp += n
	if p.hp > 0 {
		p.down = false
	}
}

// ill reports whether an infected wound's illness is running.
func (p *Patient) ill() bool {
	for i := range p.wounds {
		if p.wounds[i].Infection.Stage == Ill {
			return true
		}
	}
	return false
}

// con returns the patient's Constitution now: −2 while ill (rule WO-3),
// never below 1.
func (p *Patient) con() int {
	c := p.body.Con
	if p.ill() {
		c -= 2
	}
	return max(1, c)
}

// Examine is the victim looking at wound i: it takes one second per
// severity level (rule WO-1), which Examine returns, and from then on he
// knows the wound's effects — all but internal bleeding and hemorrhaging,
// which only a diagnosis finds (WO-4); the Examined event lists what he
// sees.
func (p *Patient) Examine(i int) (seconds int, err error) {
	w, err := p.treat(i)
	if err != nil {
		return 0, err
	}
	w.Known = true
	e := p.event(Examined, i)
	e.Amount, e.Effect = w.Severity, w.Effect
	if !w.Diagnosed {
		e.Effect.Injuries = e.Effect.Injuries.without(InternalBleeding).without(InternalHemorrhaging)
	}
	p.log = append(p.log, e)
	return w.Severity, nil
}

// Nurse sets whether wound i is nursed. Without nursing each hit point
// takes a day longer to heal (rule WO-2).
func (p *Patient) Nurse(i int, on bool) error {
	w, err := p.wound(i)
	if err != nil {
		return err
	}
	w.Nursed = on
	return nil
}

// NurseAll sets whether the patient is nursed: every wound he has, and
// every wound he takes from now on.
func (p *Patient) NurseAll(on bool) {
	p.nursing = on
	for i := range p.wounds {
		p.wounds[i].Nursed = on
	}
}

// Nursed reports whether new wounds start nursed (see NurseAll).
func (p *Patient) Nursed() bool { return p.nursing }

// grow returns s one element longer, in its own buffer while there is room:
// the new element then holds what the buffer held, for the caller to fill
// in or zero.
func grow[T any](s []T) []T {
	if n := len(s); n < cap(s) {
		return s[:n+1]
	}
	var zero T
	return append(s, zero)
}
