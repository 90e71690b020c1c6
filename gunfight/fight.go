package gunfight

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Cards is where the shot clock's cards come from (rule GU-4, DI-7).
type Cards uint8

// The card sources.
const (
	// UniformCards draws a uniform d52 with replacement: the Spanish seed
	// plays "with 1d52" (the default).
	UniformCards Cards = iota
	// DeckCards draws from a real 52-card deck per fight, without
	// replacement, shuffled when the fight starts and reshuffled when empty.
	DeckCards
	// DiceCards makes each card with d4 for the suit and d12 for the rank,
	// as seed 002 does (9s and 10s half as likely).
	DiceCards
)

var cardsNames = [...]string{"d52", "deck", "dice"}

// String names the source: "d52", "deck", "dice".
func (c Cards) String() string {
	if int(c) < len(cardsNames) {
		return cardsNames[c]
	}
	return "cards?"
}

// MarshalText encodes the source by name.
func (c Cards) MarshalText() ([]byte, error) {
	if int(c) >= len(cardsNames) {
		return nil, fmt.Errorf("%w: card source %d", ErrSetup, uint8(c))
	}
	return []byte(cardsNames[c]), nil
}

// UnmarshalText decodes "d52", "deck" or "dice".
func (c *Cards) UnmarshalText(b []byte) error {
	for i, n := range cardsNames {
		if strings.EqualFold(n, string(b)) {
			*c = Cards(i)
			return nil
		}
	}
	return fmt.Errorf("%w: unknown card source %q", ErrSetup, b)
}

// MaxShooters bounds the men in one fight.
const MaxShooters = 16

// DefaultLimit is how long a fight may last when Setup.Limit is 0: five
// minutes.
const DefaultLimit = 5 * Minute

// MaxStepsPerCount ends a fight whose actions keep completing at the same
// count — possible only with tables that make actions take no time — so
// that every fight ends.
const MaxStepsPerCount = 1000

// Setup is a gunfight before it starts: the men, how far apart, the light,
// where the cards come from, how long it may last and the rules. It
// marshals to JSON (Custom tactics aside, which are found again by name).
type Setup struct {
	Shooters []Shooter `json:"shooters"`
	// Distance, when above 0, lines the men up along X this many feet
	// apart — the first at 0, the second at Distance … — instead of their
	// At. Negative is an error.
	Distance float64 `json:"distance,omitempty"`
	// Light names a row of the rules' light table ("": the first, day).
	Light string `json:"light,omitempty"`
	Cards Cards  `json:"cards,omitempty"`
	// Limit ends the fight at this count (0: DefaultLimit).
	Limit Count `json:"limit,omitempty"`
	// Rules are the tables (nil: DefaultRules).
	Rules *Rules `json:"rules,omitempty"`
	// Custom are tactics besides the built-in ones, found by Name.
	Custom []Tactic `json:"-"`
}

// Status is where a man stands in the fight.
type Status uint8

// The statuses.
const (
	InFight Status = iota // still in it
	Fled                  // ran from it (RE-7)
	Left                  // left at once (RE-7)
	Down                  // down or knocked out (GUD-7)
	Dead                  // dead (GUD-7)
)

var statusNames = [...]string{"standing", "fled", "left", "down", "dead"}

// String names the status.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "status?"
}

// MarshalText encodes the status by name.
func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(statusNames) {
		return nil, fmt.Errorf("%w: status %d", ErrState, uint8(s))
	}
	return []byte(statusNames[s]), nil
}

// UnmarshalText decodes a status name.
func (s *Status) UnmarshalText(b []byte) error {
	for i, n := range statusNames {
		if n == string(b) {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("%w: unknown status %q", ErrState, b)
}

// where a gun is
const (
	holstered = iota
	inMain
	inOff
	onGround
	gone
)

// gun is the state of one weapon a man has.
type gun struct {
	Row       int   `json:"row"`
	Carry     int   `json:"carry"` // index in Shooter.Weapons; −1 for a weapon taken from another
	Hand      int   `json:"hand"`
	Loaded    int   `json:"loaded,omitempty"`
	Spent     int   `json:"spent,omitempty"`
	Pocket    int   `json:"pocket,omitempty"`
	Loop      int   `json:"loop,omitempty"`
	Cylinders int   `json:"cylinders,omitempty"`
	Cocked    bool  `json:"cocked,omitempty"`
	AimedAt   int   `json:"aimedAt,omitempty"` // man index + 1
	Fired     bool  `json:"fired,omitempty"`
	LastFired Count `json:"lastFired,omitempty"`
	Fanned    bool  `json:"fanned,omitempty"`
	NoHolster bool  `json:"noHolster,omitempty"`
	OffHand   bool  `json:"offHand,omitempty"`
	From      int   `json:"from,omitempty"` // man index + 1 it was taken from in a struggle: contested while their grip lasts (GUD-11)
}

func (g *gun) drawn() bool { return g.Hand == inMain || g.Hand == inOff }

// manState is what changes about a man in a fight; it is saved with it.
type manState struct {
	Guns      []gun               `json:"guns"`
	Main      int                 `json:"main,omitempty"` // gun index + 1 in each hand
	Off       int                 `json:"off,omitempty"`
	Pos       Point               `json:"pos"`
	Status    Status              `json:"status,omitempty"`
	Cover     bool                `json:"cover,omitempty"`
	Forced    bool                `json:"forced,omitempty"` // his nerve sent him to cover (RE-7)
	Armed     bool                `json:"armed,omitempty"`  // his nerve's threshold is crossed: the next blow makes him flee (GUD-9)
	Prone     bool                `json:"prone,omitempty"`
	Fleeing   bool                `json:"fleeing,omitempty"`
	Act       Action              `json:"act"`
	ActForced bool                `json:"actForced,omitempty"`
	Due       Count               `json:"due,omitempty"`
	Busy      bool                `json:"busy,omitempty"`
	Idle      bool                `json:"idle,omitempty"`
	Needs     bool                `json:"needs,omitempty"`
	Gen       uint32              `json:"gen,omitempty"`
	Order     reputation.Response `json:"order,omitempty"`
	Delay     Count               `json:"delay,omitempty"`
	Die       int                 `json:"die,omitempty"` // the d4 of a draw without holster
	MovedAt   Count               `json:"movedAt,omitempty"`
	MovedPace wounds.Movement     `json:"movedPace,omitempty"`
	Init      int                 `json:"init,omitempty"`
	Aimed     bool                `json:"aimed,omitempty"` // the declared shot is aimed (GU-3)
	Shots     int                 `json:"shots,omitempty"`
	Hits      int                 `json:"hits,omitempty"`
	// wrestling (GU-8)
	Grip    int             `json:"grip,omitempty"` // man index + 1 he has a grip on
	GripAt  wounds.Location `json:"gripAt,omitempty"`
	Holding bool            `json:"holding,omitempty"` // his grip is a hold
	ForGun  int             `json:"forGun,omitempty"`  // gun index + 1 of the gripped man's he fights for
	Loose   bool            `json:"loose,omitempty"`   // the gripped man has let go of it
	DexWins int             `json:"dexWins,omitempty"` // consecutive Dex wins for a dropped gun
}

// man is a man in a fight: his setup, what the fight derived from it once,
// and his state.
type man struct {
	st      manState
	sh      *Shooter
	tal     talents
	tac     Tactic
	gm      *gunman // tac when it is a built-in tactic, called directly
	holder  Holder
	pat     *wounds.Patient
	pen     wounds.Penalties
	side    int
	nerve   reputation.Nerve
	dieMod  int // +1/−1 on rolls where higher is better (RE-1, DID-1)
	initMod int // the same on initiative, where lower is better
	speed   int // the worst Fame Speed among his opponents
	bonus   []int
	rows    []int     // the weapon row of each carried weapon
	near    int       // his nearest opponent in the fight + 1; 0: to be worked out (nearest)
	fixed   fixedMods // his shots' modifiers that change only when the men move
	init    struct {  // his initiative's modifiers that never change (fixedInitMods)
		mods Mods
		sum  int
	}
	start manState // his state when the fight starts (lineUp)
}

// slot is the scheduler's value: whose action, and which of his actions
// (a stale generation was cancelled).
type slot struct {
	Who int32  `json:"who"`
	Gen uint32 `json:"gen"`
}

// pending is an effect held until every action of a count has resolved
// (rule GU-1: the classic exchange of fire).
type pending struct {
	from, to int
	blow     reputation.Blow
	hit      wounds.Hit
}

// Fight is a gunfight in progress (rules GU-1 … GU-10): the men, the count,
// the scheduler and the log. Build one with NewFight, then Step it one count
// at a time, RunUntil a count, or Run it to the end; read Events and
// Outcome. A Fight marshals to JSON — its dice, deck and patients included —
// and Resume continues it to exactly the outcome it would have had.
//
// A Fight is not safe for concurrent use.
type Fight struct {
	rules   *table
	setup   Setup
	r       dice.Rand
	src     *dice.Source // r when it is a *dice.Source, called directly
	deck    dice.Deck
	men     []man
	q       Scheduler[slot]
	events  []Event
	pend    []pending
	effs    []effect // the count's effects, held (GUD-8)
	order   []int
	scrape  []reputation.Scrape // [i*n+j]: man i facing man j
	dist    []float64           // [i*n+j]: feet between men i and j
	wis     []int               // the men in ascending Wisdom (GU-2)
	results []Result
	light   int
	limit   Count
	now     Count
	still   int  // steps played at the current count
	busy    int  // men with an action scheduled
	grips   bool // someone has had a grip on someone: wrestling rules apply
	sides   int  // sides with a man in the fight
	started bool
	over    bool
	view    View
}

// NewFight sets up a fight that rolls with r (a *dice.Source, to save it).
// It checks the setup — two to MaxShooters men on at least two sides,
// distinct names, known weapons and tactics, a distance that is not
// negative, a known light — and rolls nothing: the first Step declares and
// rolls initiative. Errors wrap [ErrSetup] (and [ErrWeapon] for an unknown
// weapon).
func NewFight(s Setup, r dice.Rand) (*Fight, error) {
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
	case s.Limit < 0 || s.Limit > 100*Minute:
		return nil, fmt.Errorf("%w: limit %d counts, want 0..%d", ErrSetup, s.Limit, 100*Minute)
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
	f.setup.Shooters, f.setup.Custom, f.setup.Rules = cloneShooters(s.Shooters), slices.Clone(s.Custom), nil
	f.men = make([]man, n)
	sides := map[int]bool{}
	for i := range f.setup.Shooters {
		sh := &f.setup.Shooters[i]
		if err := sh.validate(i, &rules.Rules); err != nil {
			return nil, err
		}
		for j := range i {
			if strings.EqualFold(f.setup.Shooters[j].Name, sh.Name) {
				return nil, fmt.Errorf("%w: two shooters named %q", ErrSetup, sh.Name)
			}
		}
		tac, err := findTactic(sh.Tactic, s.Custom)
		if err != nil {
			return nil, within(ErrSetup, fmt.Sprintf("shooter %d (%s)", i, sh.Name), err)
		}
		m := &f.men[i]
		m.sh, m.tac, m.tal = sh, tac, readTalents(sh.Talents)
		m.holder, _ = tac.(Holder)
		m.gm, _ = tac.(*gunman)
		m.side = sh.Side
		if m.side == 0 {
			m.side = -(i + 1)
		}
		sides[m.side] = true
		m.nerve = reputation.NerveOf(sh.Reputation, m.tal.courage)
		m.dieMod = reputation.DieMod(sh.Reputation, reputation.HigherIsBetter).Value
		m.initMod = reputation.DieMod(sh.Reputation, reputation.LowerIsBetter).Value
		for _, b := range m.tal.bonus {
			if k, _, err := rules.Weapons.Lookup(b); err == nil {
				m.bonus = append(m.bonus, k)
			}
		}
		m.pat, err = wounds.NewPatient(wounds.Body{Name: sh.Name, Con: sh.con(), MaxHP: sh.hp(), Talents: sh.Talents}, r, rules.Wounds)
		if err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrSetup, i, sh.Name, err)
		}
		m.st.Guns = make([]gun, 0, len(sh.Weapons)+2)
		for _, c := range sh.Weapons {
			row, _, _ := rules.Weapons.Lookup(c.Weapon)
			m.rows = append(m.rows, row)
		}
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
			sc, err := reputation.Facing(reputation.Combatant{Reputation: me.Reputation, Fame: me.Fame, Courage: f.men[i].tal.courage},
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
	f.q.items = make([]Item[slot], 0, 2*n)
	f.view.f = f
	for i := range f.men {
		f.lineUp(i)
	}
	if s.Cards == DeckCards {
		f.deck.Policy = dice.WhenEmpty
	}
	f.reset()
	return f, nil
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
			if c.OffHand || st.Main != 0 {
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
		m.pen = wounds.Penalties{}
		m.pat.Reset()
	}
	f.q.Reset()
	clear(f.events) // the log's spare room is kept zeroed: see grow
	f.events = f.events[:0]
	f.pend = f.pend[:0]
	f.effs = f.effs[:0]
	f.now, f.busy, f.still, f.grips = 0, 0, 0, false
	f.started, f.over = false, false
	f.measure()
	f.sides = f.sidesLeft()
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

// Rules returns a copy of the rules the fight reads, frozen when it was
// built: changing the copy changes nothing in the fight.
func (f *Fight) Rules() *Rules { return f.rules.rules() }

// Setup returns a copy of the fight's setup, its rules included (nil when
// the fight reads the defaults): changing it changes nothing in the fight.
func (f *Fight) Setup() Setup { return f.setupCopy() }

// Now returns the current count.
func (f *Fight) Now() Count { return f.now }

// Over reports whether the fight has ended.
func (f *Fight) Over() bool { return f.over }

// Events returns every event so far. The slice aliases the fight's log: read
// it, and do not keep it past the next Step (appending to it copies).
func (f *Fight) Events() []Event { return f.events[:len(f.events):len(f.events)] }

// Patient returns man i's body: his wounds and hit points (package
// wounds); nil when there is no man i.
func (f *Fight) Patient(i int) *wounds.Patient {
	if i < 0 || i >= len(f.men) {
		return nil
	}
	return f.men[i].pat
}

// Run runs the fight to its end and returns the outcome.
func (f *Fight) Run() (Outcome, error) {
	for !f.over {
		if err := f.Step(); err != nil {
			return Outcome{}, err
		}
	}
	return f.Outcome(), nil
}

// RunUntil steps the fight while the next count is at most c; the fight may
// end before. It stops between counts, so the fight can be saved there.
func (f *Fight) RunUntil(c Count) error {
	for !f.over {
		if f.started {
			it, ok := f.q.Peek()
			if !ok || it.At > c {
				return nil
			}
		}
		if err := f.Step(); err != nil {
			return err
		}
	}
	return nil
}

// Step plays one count: the first Step declares every man's first action in
// ascending Wisdom and rolls initiative (count 0); each later one resolves
// every action due at the next count — all of them before any effect
// removes anyone (GU-1) — then applies the wounds, the nerve rules, and the
// declarations of the men whose actions completed, in ascending Wisdom.
// A tactic's impossible action stops the fight with an [*ActionError].
// Step on a fight that is over returns [ErrOver].
//
// Draws: the start rolls the deck's shuffle (DeckCards), the dice of the
// first declarations in ascending Wisdom (a d4 for a draw without holster,
// a d4 per round from a shell loop), then one d10 of initiative per man in
// setup order. Each count rolls, in the order the actions were scheduled,
// the dice of each action (a shot: the d20 and its d6 chain on a natural
// 20, the card or cards, the damage dice) and then those of the new
// declarations; a count in a new minute first rolls the wounded men's
// wound processes due (GU-13: severe bleeding's d6 …, in setup order).
func (f *Fight) Step() error {
	if f.over {
		return ErrOver
	}
	if !f.started {
		return f.start()
	}
	q := &f.q
	var head Item[slot]
	var m *man
	for {
		if len(q.items) == 0 {
			f.end("nobody has anything left to do")
			return nil
		}
		head = q.items[0]
		if m = &f.men[head.Value.Who]; !m.stale(head.Value) {
			break
		}
		q.pop() // cancelled since it was scheduled
	}
	// The step is every action at the count now on the scheduler: those
	// scheduled while it resolves come after it, even at the same count.
	at, seq := head.At, q.seq
	q.now = at
	if at > f.limit {
		for len(q.items) > 0 && q.items[0].At == at {
			q.pop()
		}
		f.now = f.limit
		f.end("time is up")
		return nil
	}
	prev := f.now
	if at == f.now {
		f.still++
		if f.still > MaxStepsPerCount {
			for len(q.items) > 0 && q.items[0].At == at {
				q.pop()
			}
			f.end("time stands still: too many actions at one count")
			return nil
		}
	} else {
		f.still = 0
	}
	f.now = at
	if at/Minute != prev/Minute { // a minute has passed: the wounds bleed (GU-13)
		if f.bleed(at); f.sides <= 1 {
			f.standing()
			return nil
		}
	}
	// Each action's staleness is tested once, while it is first in the
	// queue, just before it is taken out: the first one's above. Taking it
	// out changes no man, so this is the test the action would meet once
	// out, after every earlier action has resolved. The man (m) found for
	// the test is the one resolved.
	who := int(head.Value.Who)
step:
	for {
		q.pop()
		if m.st.Status == InFight {
			m.st.Busy = false
			f.busy--
			m.st.Needs = true // once his action completes
			if m.st.Act.Kind == Fire {
				f.resolveFire(who)
			} else if err := f.resolve(who, m); err != nil {
				return err
			}
		}
		for {
			if len(q.items) == 0 || q.items[0].At != at || q.items[0].Seq >= seq {
				break step
			}
			v := q.items[0].Value
			if who, m = int(v.Who), &f.men[v.Who]; !m.stale(v) {
				break
			}
			q.pop() // cancelled since it was scheduled
		}
	}
	f.applyPending()
	if f.sides <= 1 {
		f.standing()
		return nil
	}
	if err := f.declareAll(); err != nil {
		return err
	}
	if f.busy == 0 {
		f.end("a standoff: nobody has anything left to do")
	}
	return nil
}

// stale reports whether v, an action scheduled for m, was cancelled since:
// he has declared again, or has nothing scheduled. Step finds the man
// (f.men[v.Who]) and keeps him to resolve the action.
func (m *man) stale(v slot) bool {
	return v.Gen != m.st.Gen || !m.st.Busy
}

// start declares every man's first action and rolls initiative (GU-2).
func (f *Fight) start() error {
	f.started = true
	if f.setup.Cards == DeckCards {
		f.deck.Shuffle(f.r)
	}
	var counts [MaxShooters]Count // each man's first action's counts
	for _, i := range f.wis {
		m := &f.men[i]
		var a Action
		if err := f.ask(i, &a); err != nil {
			return err
		}
		if a.Kind == Done {
			m.st.Idle = true
			continue
		}
		c, err := f.planAsked(i, &a)
		if err != nil {
			return err
		}
		m.st.Act = a
		counts[i] = c
	}
	for i := range f.men {
		m := &f.men[i]
		f.initiative(i, counts[i])
		if !m.st.Idle {
			f.schedule(i, max(1, Count(m.st.Init)+counts[i]))
		}
	}
	if f.busy == 0 {
		f.end("a standoff: nobody has anything to do")
	}
	return nil
}

// byWisdom appends the men who pass keep, in ascending Wisdom (ties in setup
// order): the order of declarations (rule GU-2).
func (f *Fight) byWisdom(buf []int, keep func(int) bool) []int {
	start := len(buf)
	for i := range f.men {
		if keep(i) {
			buf = append(buf, i)
		}
	}
	o := buf[start:]
	for a := 1; a < len(o); a++ {
		for b := a; b > 0 && f.men[o[b]].sh.wis() < f.men[o[b-1]].sh.wis(); b-- {
			o[b], o[b-1] = o[b-1], o[b]
		}
	}
	return buf
}

// ask gets man i's next action into a: the one his nerve forces, or his
// tactic's. A built-in tactic writes it in place; any other is asked
// through the Tactic interface.
func (f *Fight) ask(i int, a *Action) error {
	m := &f.men[i]
	m.st.ActForced = false
	if m.st.Order != reputation.Steady {
		if fa, ok := f.forced(i); ok {
			m.st.ActForced = true
			*a = fa
			return nil
		}
	}
	f.view.me = i
	if m.gm != nil {
		m.gm.declare(&f.view, m, a)
	} else {
		*a = m.tac.Declare(&f.view)
	}
	if a.Kind == NoAction || a.Kind >= recovery {
		return &ActionError{Who: m.sh.Name, Action: *a, Rule: "GU-2", Why: "his tactic " + m.tac.Name() + " declared no action"}
	}
	return nil
}

// planAsked is plan for the action man i was just asked for. A shot or a
// draw his built-in tactic declared is legal by construction (see
// gunman.declare), so only its counts are worked out; every other action
// is checked in full. One path for the rules: plan checks a shot or a
// draw, then times it with fireTime or drawTime.
func (f *Fight) planAsked(i int, a *Action) (Count, error) {
	m := &f.men[i]
	if m.gm != nil && !m.st.ActForced && !checkBuiltins {
		switch a.Kind {
		case Fire:
			m.st.Die = 0
			return f.fireTime(i, m, a), nil
		case Draw:
			m.st.Die = 0
			return f.drawTime(i, a), nil
		}
	}
	return f.plan(i, a)
}

// schedule puts man i's current action on the scheduler at count at.
func (f *Fight) schedule(i int, at Count) { f.scheduleMan(i, &f.men[i], at) }

// scheduleMan is schedule for man i (m) when the caller has him at hand.
func (f *Fight) scheduleMan(i int, m *man, at Count) {
	m.st.Due = at
	m.st.Busy = true
	m.st.Needs = false
	f.busy++
	f.q.push(at, slot{Who: int32(i), Gen: m.st.Gen}) // at ≥ now by construction
}

// cancel stops man i's scheduled action: its slot goes stale.
func (f *Fight) cancel(i int) {
	m := &f.men[i]
	if m.st.Busy {
		m.st.Busy = false
		f.busy--
	}
	m.st.Gen++
}

// declareAll asks every man who needs a new action, in ascending Wisdom,
// and schedules it (GU-2 step 5).
func (f *Fight) declareAll() error {
	for _, i := range f.wis {
		m := &f.men[i]
		if !m.st.Needs || m.st.Status != InFight {
			continue
		}
		m.st.Needs = false
		if err := f.declare(i, m); err != nil {
			return err
		}
	}
	return nil
}

// declare asks man i (m) for his next action and schedules it. A built-in
// tactic his nerve does not overrule is asked directly, and a shot it
// declares is timed at once: it is legal by construction (see planAsked).
func (f *Fight) declare(i int, m *man) error {
	a := &m.st.Act
	if m.gm != nil && m.st.Order == reputation.Steady && !checkBuiltins {
		m.st.ActForced = false
		f.view.me = i
		m.gm.declare(&f.view, m, a)
		if a.Kind == Fire {
			m.st.Idle = false
			m.st.Die = 0
			f.scheduleMan(i, m, f.now+f.fireTime(i, m, a)+f.slowdown(i, m))
			return nil
		}
	} else if err := f.ask(i, a); err != nil {
		return err
	}
	if a.Kind == Done {
		if !m.st.Idle {
			m.st.Idle = true
			f.emit(Idle, i)
		}
		return nil
	}
	m.st.Idle = false
	c, err := f.planAsked(i, a)
	if err != nil {
		return err
	}
	if a.Kind == Flee {
		m.st.Fleeing = true
		e := f.emit(Fleeing, i)
		if m.st.ActForced {
			e.Note = "his nerve breaks"
		}
	}
	if a.Kind != Leave {
		c += f.slowdown(i, m)
	}
	f.scheduleMan(i, m, f.now+c)
	return nil
}

// slowdown is what his wounds add to an action declared after them (our
// reading of "the wound's penalties feed back into later actions": +N
// Speed adds N counts to each), and to a shot the delay a failed grab put
// on it (GU-8); nothing to leaving the fight at once.
func (f *Fight) slowdown(i int, m *man) Count {
	c := Count(max(0, m.pen.Speed))
	if m.st.Act.Kind == Fire && m.st.Delay > 0 {
		c += m.st.Delay
		e := f.emit(Delayed, i)
		e.Amount = i16(int(m.st.Delay))
		m.st.Delay = 0
	}
	return c
}

// emit appends an event at the current count and returns it; the pointer is
// good until the next emit.
func (f *Fight) emit(k EventKind, who int) *Event {
	e := f.grow()
	e.At, e.Kind, e.Who = f.now, k, f.men[who].sh.Name
	return e
}

// grow appends a zero event to the log and returns it. The log's spare
// room is always zero — a new buffer is, and reset clears what a fight
// wrote before it truncates the log — so the event is neither built aside
// and copied (an Event is large) nor zeroed one by one.
//
// The event's address is taken from the slice as extended, before the
// longer log is stored back: indexing f.events after the store would load
// its length again and check the index against it.
func (f *Fight) grow() *Event {
	n := len(f.events)
	if n >= cap(f.events) {
		f.events = append(f.events, Event{})
		return &f.events[n]
	}
	ev := f.events[:n+1]
	f.events = f.events[:n+1]
	return &ev[n]
}

// intN draws a face in [0, n) from the fight's dice: from the *dice.Source
// directly when that is what they are, else through the dice.Rand.
func (f *Fight) intN(n int) int {
	if f.src != nil {
		return f.src.IntN(n)
	}
	return f.r.IntN(n)
}

// weapon returns the table row of man i's gun g.
func (f *Fight) weapon(i, g int) *Weapon { return &f.rules.Weapons[f.men[i].st.Guns[g].Row] }

// distance returns the feet between two men.
func (f *Fight) distance(i, j int) float64 { return f.dist[i*len(f.men)+j] }

// nearest returns the nearest opponent of man me still in the fight (the
// first in setup order of those as near), or −1. It is worked out again
// only after the men move (measure) or one leaves the fight (out).
func (f *Fight) nearest(me int) int {
	if n := f.men[me].near; n > 0 {
		return n - 1
	}
	return f.findNearest(me)
}

// findNearest works nearest out and remembers it.
func (f *Fight) findNearest(me int) int {
	men := f.men
	dist := f.dist[me*len(men) : (me+1)*len(men)]
	side := men[me].side
	best, bd := -1, 0.0
	for i := range men {
		if men[i].side == side || men[i].st.Status != InFight {
			continue // himself, a friend, or out of the fight
		}
		if d := dist[i]; best < 0 || d < bd {
			best, bd = i, d
		}
	}
	men[me].near = best + 1
	return best
}

// resolve completes man i's (m's) scheduled action (GU-1: when the count
// reaches it); Step has set his Needs. Step sends a shot straight to
// resolveFire instead — most actions are shots, and that saves each a call
// and a test — so the jump table is for the others.
func (f *Fight) resolve(i int, m *man) error {
	a := &m.st.Act
	if a.Kind == Draw { // the commonest after a shot, ahead of the jump table
		f.resolveDraw(i)
		return nil
	}
	switch a.Kind {
	case Fire:
		f.resolveFire(i)
	case Reload:
		f.resolveReload(i)
	case Move:
		f.resolveMove(i)
	case TakeCover, Flee, Leave, Stand:
		f.hold(effect{who: i, kind: a.Kind, forced: m.st.ActForced})
	case Wait:
		f.emit(Waited, i)
	case Dodge:
		// GU-11: he cannot aim while he dodges; his guns are no longer aimed
		for g := range m.st.Guns {
			m.st.Guns[g].AimedAt = 0
		}
		f.emit(Dodged, i)
	case Strike:
		f.resolveStrike(i)
	case Grab:
		f.resolveGrab(i)
	case Wrestle:
		f.resolveWrestle(i)
	case recovery:
	}
	return nil
}

// resolveDraw puts the drawn weapon (or two) in hand.
func (f *Fight) resolveDraw(i int) {
	m := &f.men[i]
	a := &m.st.Act
	put := func(g int, off bool) {
		gg := &m.st.Guns[g]
		if off {
			gg.Hand, m.st.Off = inOff, g+1
		} else {
			gg.Hand, m.st.Main = inMain, g+1
		}
		gg.Fired, gg.AimedAt, gg.Fanned = false, 0, false
	}
	e := f.emit(Drew, i)
	e.Weapon = f.weapon(i, a.Weapon).Label()
	e.Die = i16(m.st.Die)
	if a.Two {
		put(a.Weapon, false)
		put(a.Second, true)
		e.Target = f.weapon(i, a.Second).Label()
		return
	}
	put(a.Weapon, f.offHand(i, a))
}

// offHand reports whether a single draw goes to the off hand: asked for,
// the weapon carried for it, or the main hand full.
func (f *Fight) offHand(i int, a *Action) bool {
	m := &f.men[i]
	return a.OffHand || m.st.Guns[a.Weapon].OffHand || m.st.Main != 0
}

// drawHandFree reports whether the hand a draws into (see offHand) is free.
func (f *Fight) drawHandFree(i int, a *Action) bool {
	m := &f.men[i]
	if f.offHand(i, a) {
		return m.st.Off == 0
	}
	return m.st.Main == 0
}

// resolveReload loads the rounds planned.
func (f *Fight) resolveReload(i int) {
	m := &f.men[i]
	a := &m.st.Act
	g := &m.st.Guns[a.Weapon]
	w := f.weapon(i, a.Weapon)
	e := f.emit(Reloaded, i)
	e.Weapon = w.Label()
	if a.Cylinder {
		g.Loaded = w.Capacity
		g.Cylinders--
		g.Spent = 0
		e.Note = "replaces the cylinder"
		e.Amount = i16(w.Capacity)
		return
	}
	n := a.Rounds
	g.Loaded += n
	if a.Loop {
		g.Loop -= n
	} else {
		g.Pocket -= n
	}
	g.Spent = 0
	e.Amount = i16(n)
}

// resolveMove works out where man i's move toward (or away from) his
// target ends, from where both stood when the count began; he gets there
// with the count's other effects (GUD-8).
func (f *Fight) resolveMove(i int) {
	m := &f.men[i]
	a := &m.st.Act
	t := &f.men[a.Target]
	d := f.distance(i, a.Target)
	step := float64(a.Feet)
	if d-step < 3 {
		step = d - 3 // he stops within arm's reach
	}
	pos := m.st.Pos
	if d > 0 {
		pos.X += (t.st.Pos.X - m.st.Pos.X) / d * step
		pos.Y += (t.st.Pos.Y - m.st.Pos.Y) / d * step
	}
	f.hold(effect{who: i, kind: Move, target: a.Target, pos: pos, pace: a.Pace, step: step})
}

// out takes man i out of the fight.
func (f *Fight) out(i int, s Status) {
	m := &f.men[i]
	f.cancel(i)
	was := m.st.Status
	m.st.Status = s
	if was == InFight {
		f.sides = f.sidesLeft()
	}
	for j := range f.men {
		f.men[j].near = 0 // he may have been someone's nearest
	}
	m.st.Needs = false
	m.st.Fleeing = false
	// whoever gripped him lets go; his own grip ends
	for j := range f.men {
		o := &f.men[j]
		if o.st.Grip == i+1 || m.st.Grip == j+1 {
			f.endStruggle(i, j)
		}
		if o.st.Grip == i+1 {
			o.st.Grip, o.st.Holding, o.st.ForGun, o.st.Loose, o.st.DexWins = 0, false, 0, false, 0
		}
	}
	m.st.Grip, m.st.Holding, m.st.ForGun, m.st.Loose, m.st.DexWins = 0, false, 0, false, 0
}

// end closes the fight with a reason.
func (f *Fight) end(why string) {
	if f.over {
		return
	}
	f.over = true
	for i := range f.men {
		f.cancel(i)
	}
	e := f.grow()
	e.At, e.Kind, e.Note = f.now, Ended, why
}

// sidesLeft counts the sides with a man in the fight.
func (f *Fight) sidesLeft() int {
	n := 0
	for i := range f.men {
		if f.men[i].st.Status != InFight {
			continue
		}
		seen := false
		for j := range i {
			if f.men[j].st.Status == InFight && f.men[j].side == f.men[i].side {
				seen = true
				break
			}
		}
		if !seen {
			n++
		}
	}
	return n
}

// standing ends the fight when at most one side is left: the event names
// the first man standing.
func (f *Fight) standing() {
	first, n := -1, 0
	for i := range f.men {
		if f.men[i].st.Status == InFight {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	switch n {
	case 0:
		f.end("nobody is left standing")
	case 1:
		f.end("left standing")
	default:
		f.end("left standing with his side")
	}
	if first >= 0 {
		f.events[len(f.events)-1].Who = f.men[first].sh.Name
	}
}
