package gunfight

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Cards is where the shot clock's cards come from (rule GU-4, DI-7).
type Cards uint8

// The card sources.
const (
	// UniformCards draws a uniform d52 with replacement, as the Spanish
	// source rules play "with 1d52" (the default).
	UniformCards Cards = iota
	// DeckCards draws from a real 52-card deck per fight, without
	// replacement, shuffled when the fight starts and reshuffled when empty.
	DeckCards
	// DiceCards makes each card with d4 for the suit and d12 for the rank,
	// as the English rules do (9s and 10s half as likely).
	DiceCards
)

var cardsNames = enum.New[Cards]("card source", "d52", "deck", "dice")

// String names the source: "d52", "deck", "dice".
func (c Cards) String() string { return cardsNames.String(c) }

// MarshalText encodes the source by name.
func (c Cards) MarshalText() ([]byte, error) { return cardsNames.Marshal(c, ErrSetup) }

// UnmarshalText decodes "d52", "deck" or "dice".
func (c *Cards) UnmarshalText(b []byte) error { return cardsNames.Unmarshal(b, c, ErrSetup) }

// MaxShooters bounds the men in one fight.
const MaxShooters = 16

// DefaultLimit is how long a fight may last when Setup.Limit is 0: five
// minutes.
const DefaultLimit = 5 * Minute

// maxStepsPerCount ends a fight whose actions keep completing at the same
// count — possible only with tables that make actions take no time — so
// that every fight ends.
const maxStepsPerCount = 1000

// Setup is a gunfight before it starts: the men (each with the Tactic that
// declares for him), how far apart, the light, where the cards come from,
// how long it may last and the rules. It marshals to JSON, each man's
// tactic by name (see Shooter).
type Setup struct {
	Shooters []Shooter `json:"shooters"`
	// Distance, when above 0, lines the men up along X this many feet
	// apart — the first at 0, the second at Distance … — instead of their
	// At. Negative is an error.
	Distance float64 `json:"distance,omitempty"`
	// Light names a row of the rules' light table ("": the first, day).
	Light string `json:"light,omitempty"`
	Cards Cards  `json:"cards,omitempty"`
	// Limit ends the fight at this count (0: DefaultLimit); at most
	// MaxLimit(len(Shooters)), which keeps a save quick to resume.
	Limit Count `json:"limit,omitempty"`
	// Rules are the tables (nil: DefaultRules).
	Rules *Rules `json:"rules,omitempty"`
}

// NewFight sets up a fight that rolls with r (a *dice.Source, to save it).
// It checks the setup — two to MaxShooters men on at least two sides,
// distinct names, known weapons, a distance that is not negative, a known
// light — and rolls nothing: the first Step declares and rolls initiative.
// Each man is played by his Shooter.Decider: QuickDraw when he has none;
// a custom tactic a setup decoded from JSON names is found among custom
// by its Name and Version (one not given wraps encounter's
// ErrUnknownDecider and lists the names it could be). Errors wrap
// [ErrSetup] (and [ErrWeapon] for an unknown weapon).
func NewFight(s Setup, r dice.Rand, custom ...Tactic) (*Fight, error) {
	if r == nil {
		return nil, fmt.Errorf("%w: no dice", ErrSetup)
	}
	rules, err := freeze(s.Rules)
	if err != nil {
		return nil, within(ErrSetup, "the rules", err)
	}
	n := len(s.Shooters)
	switch {
	case n < 2 || n > MaxShooters:
		return nil, fmt.Errorf("%w: %d %s, want 2..%d", ErrSetup, n, plural(n, "shooter"), MaxShooters)
	case s.Distance < 0 || !(s.Distance <= 1e5):
		return nil, fmt.Errorf("%w: distance %v ft, want 0 or more", ErrSetup, s.Distance)
	case s.Limit < 0 || s.Limit > MaxLimit(n):
		return nil, fmt.Errorf("%w: limit %d counts, want 0..%d for %d men (MaxLimit)", ErrSetup, s.Limit, MaxLimit(n), n)
	case s.Cards > DiceCards:
		return nil, fmt.Errorf("%w: card source %d", ErrSetup, s.Cards)
	}
	light, ok := rules.light(s.Light)
	if !ok {
		return nil, fmt.Errorf("%w: no light %q in the rules", ErrSetup, s.Light)
	}
	f := &Fight{rules: rules, setup: s, r: r, light: light, limit: s.Limit}
	f.src, _ = r.(*dice.Source)
	if f.limit == 0 {
		f.limit = DefaultLimit
	}
	f.setup.Shooters, f.setup.Rules = cloneShooters(s.Shooters), nil
	f.custom = slices.Clone(custom)
	f.men = make([]man, n)
	f.first, f.holding = make([]Tactic, n), -1
	sides := map[int]bool{}
	for i := range f.setup.Shooters {
		sh := &f.setup.Shooters[i]
		if err := sh.validate(i, &rules.Rules); err != nil {
			return nil, err
		}
		tac, err := decider(sh.Decider, custom)
		if err != nil {
			return nil, within(ErrSetup, fmt.Sprintf("shooter %d (%s)", i, sh.Name), err)
		}
		sh.Decider = tac // the tactic a name from JSON stands for, QuickDraw for none
		if tac == nil {
			sh.Decider = Person
		}
		if _, builtin := tac.(*gunman); tac != nil && !builtin {
			f.custom = addCustom(f.custom, tac)
		}
		m := &f.men[i]
		m.sh, m.tal = sh, readTalents(sh.Talents)
		f.setTactic(i, tac)
		f.first[i] = tac
		m.side = sh.Side
		if m.side == 0 {
			m.side = -(i + 1)
		}
		sides[m.side] = true
		m.nerve = reputation.NerveOf(sh.Reputation, m.tal.courage)
		m.nerve.Pronoun = sh.Pronoun
		m.dieMod = reputation.DieMod(sh.Reputation, reputation.HigherIsBetter).Value
		m.initMod = reputation.DieMod(sh.Reputation, reputation.LowerIsBetter).Value
		for _, b := range m.tal.bonus {
			if k, _, err := rules.Weapons.Lookup(b); err == nil {
				m.bonus = append(m.bonus, k)
			}
		}
		m.pat, err = wounds.NewPatient(wounds.Body{Name: sh.Name, Con: sh.con(), MaxHP: sh.hp(), Talents: sh.Talents, Pronoun: sh.Pronoun}, r, rules.Wounds)
		if err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrSetup, i, sh.Name, err)
		}
		if err := comesIn(m.pat, sh.Condition); err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrSetup, i, sh.Name, err)
		}
		m.st.Guns = make([]gun, 0, len(sh.Weapons)+2)
		for _, c := range sh.Weapons {
			row, _, _ := rules.Weapons.Lookup(c.Weapon)
			m.rows = append(m.rows, row)
		}
	}
	if j, k, dup := encounter.Duplicate(n, func(i int) string { return f.setup.Shooters[i].Name }); dup {
		return nil, fmt.Errorf("%w: shooters %d and %d are both named %q (names are compared ignoring case)", ErrSetup, j, k, f.setup.Shooters[k].Name)
	}
	if len(sides) < 2 {
		return nil, fmt.Errorf("%w: everyone is on one side", ErrSetup)
	}
	for i := range f.setup.Shooters {
		for _, c := range f.setup.Shooters[i].Weapons {
			if c.Trained != "" && f.index(c.Trained) < 0 {
				return nil, fmt.Errorf("%w: shooter %d (%s): a weapon trained on %q, who is not in the fight", ErrSetup, i, f.setup.Shooters[i].Name, c.Trained)
			}
		}
	}
	f.scrape = make([]reputation.Scrape, n*n)
	for i := range f.men {
		me := f.men[i].sh
		for j := range f.men {
			if i == j {
				continue
			}
			them := f.men[j].sh
			sc, err := reputation.Facing(reputation.Combatant{Reputation: me.Reputation, Fame: me.Fame, Courage: f.men[i].tal.courage, Pronoun: me.Pronoun},
				them.Fame, !them.Incognito)
			if err != nil {
				return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrSetup, i, me.Name, err)
			}
			f.scrape[i*n+j] = sc
			if f.men[i].side != f.men[j].side && sc.Speed.Value > f.men[i].speed {
				f.men[i].speed = sc.Speed.Value
			}
		}
	}
	for i := range f.men {
		f.fixedInitMods(i)
	}
	f.dist = make([]float64, n*n)
	f.wis = f.byWisdom(nil, func(int) bool { return true })
	f.events = make([]Event, 0, 64)
	f.pend = make([]pending, 0, n)
	f.effs = make([]effect, 0, n)
	f.order = make([]int, 0, n)
	f.results = make([]Result, n)
	f.view.f = f
	f.melees = make([]Melee, len(rules.Weapons))
	for i := range f.men {
		f.lineUp(i)
	}
	if s.Cards == DeckCards {
		f.deck.Policy = dice.WhenEmpty
	}
	f.reset()
	f.rec.Use(r)
	f.j.Watch(f.src)
	return f, nil
}

// Reset makes f the fight NewFight(s, r) would build, before its first
// Step, reusing f: a tool plays one Fight again and again, and a study
// resets one fight for each duel (Runner). The custom tactics f knows —
// those NewFight was given, those its men had, those SetDecider gave it —
// are the ones a name from JSON in s is found among. A bad setup is
// NewFight's error, and f is unchanged. Reset with the setup f holds (a
// Runner's fight, which reuses everything) rolls the new dice and puts
// every man back as the setup has him, allocating nothing; any other s is
// checked and built as NewFight does. A fight on the study path (a
// Runner's) stays on it.
func (f *Fight) Reset(s Setup, r dice.Rand) error {
	if r == nil {
		return fmt.Errorf("%w: no dice", ErrSetup)
	}
	if !f.holds(&s) {
		g, err := NewFight(s, r, f.custom...)
		if err != nil {
			return err
		}
		g.noLog, g.j.Off, g.rec.Off = f.noLog, f.j.Off, f.rec.Off
		*f = *g
		f.view.f = f
		return nil
	}
	if src, _ := r.(*dice.Source); f.redecided || src == nil || src != f.src { // else every man has his tactic and these dice already
		f.r, f.src = r, src
		for i := range f.men {
			t := f.setup.Shooters[i].Decider // resolved when the fight was built: a tactic, or Person
			if _, ok := t.(person); ok {
				t = nil
			}
			f.setTactic(i, t)
			f.first[i] = t
			f.men[i].pat.SetRand(r)
		}
		f.redecided = false
	}
	f.unsaved, f.holding, f.stopped = nil, -1, nil
	f.rec.Use(r)
	f.j.Reset(f.src)
	f.reset()
	return nil
}

// holds reports whether s is the setup f holds (f.setup, its shooters
// the fight's own): no caller outside the package can give it, so nothing
// in it can have changed since it was checked.
func (f *Fight) holds(s *Setup) bool {
	return len(s.Shooters) > 0 && len(s.Shooters) == len(f.setup.Shooters) && &s.Shooters[0] == &f.setup.Shooters[0] &&
		s.Rules == nil && s.Distance == f.setup.Distance && s.Light == f.setup.Light && s.Cards == f.setup.Cards && s.Limit == f.setup.Limit
}

// index returns the man with a name, or −1.
func (f *Fight) index(name string) int {
	for i := range f.setup.Shooters {
		if strings.EqualFold(f.setup.Shooters[i].Name, name) {
			return i
		}
	}
	return -1
}

// lineUp works out man i's state when the fight starts, as the setup has
// him: where he stands, his weapons, what is in his hands and whom a drawn
// gun is trained on. It keeps it in m.start, for reset.
func (f *Fight) lineUp(i int) {
	m := &f.men[i]
	sh := m.sh
	st := manState{Pos: sh.At, Guns: make([]gun, 0, len(sh.Weapons))}
	if f.setup.Distance > 0 {
		st.Pos = Point{X: float64(i) * f.setup.Distance}
	}
	for j, c := range sh.Weapons {
		g := gun{Row: m.rows[j], Carry: j, Loaded: c.Loaded, Pocket: c.Pocket, Loop: c.Loop, Cylinders: c.Cylinders,
			Cocked: c.Cocked, NoHolster: c.NoHolster, OffHand: c.OffHand}
		if c.Drawn {
			if c.OffHand && st.Off == 0 || st.Main != 0 { // the off hand when carried for it and free, or the main hand is full
				g.Hand, st.Off = inOff, j+1
			} else {
				g.Hand, st.Main = inMain, j+1
			}
			if c.Trained != "" {
				g.AimedAt = f.index(c.Trained) + 1
			}
		}
		st.Guns = append(st.Guns, g)
	}
	m.start = st
}

// reset puts every man back as the setup has him (see lineUp), at count 0.
func (f *Fight) reset() {
	for i := range f.men {
		m := &f.men[i]
		guns := append(m.st.Guns[:0], m.start.Guns...) // the fight's own buffer, kept
		m.st = m.start
		m.st.Guns = guns
		m.pen, m.came = wounds.Penalties{}, 0
		m.pat.Reset()
		if c := m.sh.Condition; c != nil {
			m.pat.SetCondition(c) // checked by NewFight (comesIn)
			m.came = len(c.Wounds)
			m.pen = penalties(m)
		}
		m.t0 = m.pat.Now()
	}
	f.bleedsStale = true
	f.q.reset()
	f.resetLog()
	f.pend = f.pend[:0]
	f.effs = f.effs[:0]
	f.now, f.busy, f.still, f.grips = 0, 0, 0, false
	f.started, f.over, f.phase = false, false, playing
	f.measure()
	f.sides = f.sidesLeft()
	for i := range f.men {
		if f.men[i].came > 0 {
			f.pastThreshold(i)
		}
	}
}

// comesIn checks the condition c a man walks in with (rule GUD-16) and
// sets patient p in it: one his body could be in, in which he can stand,
// whose clock leaves room for the longest fight.
func comesIn(p *wounds.Patient, c *wounds.Condition) error {
	if err := p.SetCondition(c); err != nil {
		return err
	}
	if err := c.Fit(); err != nil {
		return err
	}
	if c.Clock() > wounds.MaxTime-wounds.Time(100*Minute) {
		return fmt.Errorf("%w: a clock at %s leaves no room for a fight", wounds.ErrTime, c.Clock())
	}
	return nil
}

// pastThreshold applies man i's nerve to the hit points he came in without
// (rule GUD-16): past his band's threshold, counted from his maximum, he
// is past it — armed for the "again" from count 0, and bound for cover
// at his first declaration (Low past 25%, Average past 50%). Those hit
// points are no wound of this fight: a Disreputable man stays (his nerve
// reads them as reputation.CameHurt).
func (f *Fight) pastThreshold(i int) {
	m := &f.men[i]
	if m.nerve.FreeChoice() {
		return
	}
	hp := m.sh.hp()
	s := reputation.Situation{Blow: reputation.CameHurt, LostHP: max(0, hp-m.pat.HP()), MaxHP: hp}
	r, err := m.nerve.React(s)
	if err != nil || r.Must != reputation.SeekCover {
		return
	}
	m.st.Armed, m.st.Order, m.st.Needs = true, reputation.SeekCover, true
	if e := f.emit(Nerve, i); e != nil {
		e.Nerve.Nerve, e.Nerve.Reaction = m.nerve, r
		e.Nerve.Blow, e.Nerve.LostHP, e.Nerve.MaxHP = s.Blow, i16(s.LostHP), i16(s.MaxHP)
		e.Note = m.sh.Pronoun.Choose("he comes into the fight past it", "she comes into the fight past it", "they come into the fight past it")
	}
}

// measure computes the distances between the men, and forgets what was
// worked out from them: each man's nearest opponent always (measure is
// called when men move or come back into the fight), his shots' fixed
// modifiers when a distance has changed — a reused runner keeps them from
// one duel to the next.
func (f *Fight) measure() {
	n := len(f.men)
	moved := false
	for i := range f.men {
		f.men[i].near = 0
		for j := range i {
			a, b := &f.men[i].st.Pos, &f.men[j].st.Pos
			dx, dy := a.X-b.X, a.Y-b.Y
			d := math.Sqrt(dx*dx + dy*dy)
			if f.dist[i*n+j] != d {
				f.dist[i*n+j], f.dist[j*n+i] = d, d
				moved = true
			}
		}
	}
	if moved {
		for i := range f.men {
			f.men[i].fixed.ok = false
		}
	}
}

// maxManCounts bounds the counts a fight may last times its men: the
// longest journal a fight keeps — each man declaring every count, the
// quickest an action can be declared again — has about this many
// declarations, and resumes in well under 1 s and 256 MB (see Resume).
const maxManCounts = 48_000

// MaxLimit is the longest a fight of n men may last (Setup.Limit): 100
// minutes, and no more than 48,000 / n counts — 40 minutes for two
// men, DefaultLimit for MaxShooters.
func MaxLimit(n int) Count {
	return min(100*Minute, Count(maxManCounts/max(n, 1)))
}
