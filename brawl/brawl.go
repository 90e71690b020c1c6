package brawl

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// Limits of a brawl.
const (
	MaxBrawlers = 32    // most brawlers at one brawl
	maxSpots    = 16    // most spots in a saloon
	MaxRounds   = 2_500 // highest round limit (for two brawlers; fewer for more, see New)
	// DefaultMaxRounds is the round limit when Config.MaxRounds is 0: sixty
	// rounds of ten seconds, ten minutes of brawling. Default, not from the
	// source rules, which set no limit; it guarantees every brawl ends.
	DefaultMaxRounds = 60
	// maxFreeAttacks bounds a chain of free attacks and counter-attacks after
	// natural 1s (BR-4): after eight in a row no more are granted. Default,
	// not from the source rules; it guarantees every round ends.
	maxFreeAttacks = 8
	// maxDecisions bounds the decisions a brawl may ask, so that resuming
	// its longest journal stays within a second and 256 MB (Resume): New
	// refuses a round limit R for n brawlers when R × n × (n + 18) passes
	// it. A round asks n brawlers at most n × (n + 15) decisions — each his
	// ready, three bets and turn, a counter offer on each other man's turn,
	// the chips of up to 1 + maxFreeAttacks blows a turn (BR-4), two bids of
	// each auction (BR-9) — and the auctions' raises, paid with blue chips
	// that leave the game, at most what was dealt and 3 a man a round that
	// rests give back. Sixty rounds (DefaultMaxRounds) of MaxBrawlers ask at
	// most 96,000.
	maxDecisions = 100_000
)

// DefaultSpots is the saloon a brawl is fought in when Config.Spots is nil.
// Brawlers at the same spot are adjacent (BR-3); Moving goes to another.
// Default, not from the source rules, which speak of adjacent targets and
// of moving, jumping behind the bar or picking up a chair without a map.
func DefaultSpots() []string { return slices.Clone(defaultSpots[:]) }

var defaultSpots = [...]string{"the middle of the floor", "the bar", "behind the bar", "the card table", "the stairs"}

// Config sets up a brawl. The zero Config is a full-length brawl (BR-1) in
// the default saloon with the rules' tables.
type Config struct {
	// Short halves every starting stack (BR-1).
	Short bool `json:"short,omitempty"`
	// MaxRounds ends the brawl after this many rounds; 0 means
	// DefaultMaxRounds.
	MaxRounds int `json:"maxRounds,omitempty"`
	// Specials is the special-action table; nil (left out of the JSON)
	// means DefaultSpecials.
	Specials SpecialTable `json:"specials,omitzero"`
	// Weapons are the improvised weapons lying about; nil (left out of the
	// JSON) means DefaultWeapons, and an empty table a saloon with nothing
	// to pick up.
	Weapons WeaponTable `json:"weapons,omitzero"`
	// Spots names the places in the saloon; nil (left out of the JSON)
	// means DefaultSpots.
	Spots []string `json:"spots,omitzero"`
}

// Validate reports a round limit outside 0..MaxRounds, a malformed table, or
// a spot list that is empty (when not nil), too long, or has a blank or
// repeated name. The error is a *TableError.
func (c *Config) Validate() error {
	if c.MaxRounds < 0 || c.MaxRounds > MaxRounds {
		return tableErr("config", 0, "", "maxRounds", "%d outside 0..%d", c.MaxRounds, MaxRounds)
	}
	if c.Specials != nil {
		if err := c.Specials.Validate(); err != nil {
			return err
		}
	}
	if c.Weapons != nil {
		if err := c.Weapons.Validate(); err != nil {
			return err
		}
	}
	if c.Spots != nil {
		if len(c.Spots) == 0 || len(c.Spots) > maxSpots {
			return tableErr("spots", 0, "", "", "%d spots, want 1..%d", len(c.Spots), maxSpots)
		}
		for i, s := range c.Spots {
			if strings.TrimSpace(s) == "" || len(s) > 4*maxNameLen {
				return tableErr("spots", i+1, "", "", "a blank or overlong name")
			}
			for j := range i {
				if strings.EqualFold(c.Spots[j], s) {
					return tableErr("spots", i+1, s, "", "repeats row %d's name", j+1)
				}
			}
		}
	}
	return nil
}

// Brawl is a saloon brawl in progress: the brawlers at their seats, their
// deciders, the pot, the ledger, the log of events and where the round
// being played stands. Make one with New from a Setup, then play it with
// Step or Run.
//
// Every decision of a round — ready or rest, each colour's bet, the turn,
// the chips a blow takes, a counter action and its auction — is asked of
// the seat's Strategy, or, for a seat played by a person, waited for: Step
// stops before it, Waiting and View say who decides what, and Decide
// records the answer. The brawl journals every answer: it marshals to JSON
// at any point between calls, a pending decision included, Resume
// continues it, and TakeBack takes decisions back (package doc, "Saves").
//
// A Brawl is reusable: Reset deals the same brawlers fresh chips and keeps
// every buffer, so a simulation that reseeds its dice.Source and resets one
// Brawl per brawl allocates nothing per round.
//
// A Brawl is not safe for concurrent use: the caller serializes Step,
// Decide, SetDecider and the rest.
type Brawl struct {
	cfg     Config
	spec    [numSpecials]SpecialRule
	weapons WeaponTable
	spots   []string
	max     int

	r   dice.Rand
	src *dice.Source     // r, when it is one: the dice a save holds
	rec journal.Recorder // r as the deciders see it (View.Rand)
	j   journal.Journal[point]

	seats    []Seat
	dealt    []Seat     // each seat as a brawl starts, where he was placed (deal); Reset puts him back
	deciders []Strategy // nil: played by a person
	first    []Strategy // the deciders as the brawl was built (or Reset)
	round    int
	pot      Chips // bets of the round being played
	carry    Chips // left by ties (BR-6)
	ledger   Ledger
	left     int // brawlers still in the fight (standing)
	over     bool
	winner   int

	at     cursor // where the round being played stands
	blow   landed // absorbing: the blow waiting for its chips
	chosen Choice // a person's answer to the pending decision, recorded by Decide
	has    bool   // chosen holds an answer not yet played
	reply  Choice // a decider's answer being checked

	events     []Event
	study      bool              // a study's brawl (studied)
	plays      []decisions       // in a study, each seat's built-in strategy (direct)
	declared   [numSpecials]int  // the special actions declared, Counter Actions included (Stats)
	viewed     viewed            // a decider other than a built-in, asked through a View
	order      []int             // the betting order, then the attack order, of the round
	wisest     []int             // every seat in the order of betting (byWisdom)
	texts      map[Choice]string // the journal's text of the choices seen (text)
	custom     []Strategy        // in a replay: the custom strategies Resume was given
	afterEvent func(b *Brawl)    // tests: called after every event
}

// New returns the brawl of setup s, rolled with dice r: every brawler at
// his spot with his starting chips (BR-1) and hit points and his own weapon
// in hand, round 0. It checks the whole setup: nil dice wrap ErrSetup; a
// malformed table, or a round limit that would let the brawl ask more than
// 100,000 decisions, wraps ErrTable; fewer than two or more than
// MaxBrawlers brawlers, a bad brawler, two brawlers of one name (ignoring
// case), a spot outside the saloon or a decider named in JSON that is
// neither built in nor among custom wrap ErrBrawler. Every die of the
// brawl is rolled through r; see Brawl.Step for the order of the draws.
//
// An entrant's Decider decides for him; nil is the default, Cautious;
// Person marks a seat played by a person. A custom strategy a setup read
// from JSON names is found among custom by its Name and Version.
//
// The tables are frozen into the brawl: New copies the setup's tables (and
// their dice), so a table changed afterwards never reaches the brawl, and two
// brawls built from one Setup share nothing they could change.
func New(s Setup, r dice.Rand, custom ...Strategy) (*Brawl, error) {
	b := new(Brawl)
	if err := b.build(s, r, custom, false); err != nil {
		return nil, err
	}
	return b, nil
}

// Reset starts the brawl again as New(s, r) would build it, keeping every
// buffer: round 0, an empty pot, ledger, log and journal, which starts
// from r as it is now. A setup New refuses is an error (New's) and
// changes nothing. A study reseeds its dice.Source and resets one Brawl
// per brawl: Reset of a setup whose tables are the defaults and whose
// brawlers carry no weapon of their own allocates nothing.
func (b *Brawl) Reset(s Setup, r dice.Rand) error { return b.build(s, r, nil, false) }

// build makes b the brawl of setup s on dice r, checking s first (see New;
// lost as Entrant.decider reads it), reusing b's buffers.
func (b *Brawl) build(s Setup, r dice.Rand, custom []Strategy, lost bool) error {
	if err := check(s, r, custom, lost); err != nil {
		return err
	}
	b.freeze(s.Config)
	b.r = r
	b.src, _ = r.(*dice.Source)
	b.rec.Use(r)
	b.seats, b.deciders, b.first, b.dealt = b.seats[:0], b.deciders[:0], b.first[:0], b.dealt[:0]
	for _, e := range s.Brawlers {
		d, _ := e.decider(custom, lost)
		br := e.Brawler
		if br.Weapon != nil {
			w := br.Weapon.clone()
			br.Weapon = &w
		}
		br.Condition = br.Condition.Clone()
		b.deciders = append(b.deciders, d)
		b.first = append(b.first, d)
		b.dealt = append(b.dealt, deal(br, b.cfg.Short, e.Spot))
	}
	b.seats = append(b.seats, b.dealt...)
	b.byWisdom()
	b.restart()
	return nil
}

// check reports what New refuses in setup s on dice r.
func check(s Setup, r dice.Rand, custom []Strategy, lost bool) error {
	if r == nil {
		return fmt.Errorf("%w: New with nil dice (a dice.Rand such as *dice.Source is needed)", ErrSetup)
	}
	cfg := &s.Config
	if err := cfg.Validate(); err != nil {
		return err
	}
	n := len(s.Brawlers)
	if n < 2 || n > MaxBrawlers {
		return fmt.Errorf("%w: BR-2: a brawl needs 2..%d brawlers, the setup has %d", ErrBrawler, MaxBrawlers, n)
	}
	rounds := cmp.Or(cfg.MaxRounds, DefaultMaxRounds)
	if asks := rounds * n * (n + 18); asks > maxDecisions {
		return fmt.Errorf("%w: a round limit of %d for %d brawlers may ask %d decisions, more than maxDecisions (%d): at most %d rounds", ErrTable, rounds, n, asks, maxDecisions, maxDecisions/(n*(n+18)))
	}
	if i, j, dup := encounter.Duplicate(n, func(i int) string { return s.Brawlers[i].Brawler.Name }); dup {
		return fmt.Errorf("%w: brawlers %d and %d are both named %q (names are one character whatever their case)", ErrBrawler, i+1, j+1, s.Brawlers[j].Brawler.Name)
	}
	spots := cfg.Spots
	if spots == nil {
		spots = defaultSpots[:]
	}
	for k := range s.Brawlers {
		e := &s.Brawlers[k]
		if err := e.Brawler.Validate(); err != nil {
			return fmt.Errorf("brawler %d: %w", k+1, err)
		}
		if e.Spot < 0 || e.Spot >= len(spots) {
			return fmt.Errorf("brawler %d (%s): %w: %s placed at spot %d; the saloon has %d (%s)", k+1, e.Brawler.Name, ErrBrawler, e.Brawler.Name, e.Spot, len(spots), encounter.List(spots))
		}
		if _, err := e.decider(custom, lost); err != nil {
			return fmt.Errorf("brawler %d: %w", k+1, err)
		}
	}
	return nil
}

// freeze makes cfg the brawl's rules, its tables copied (the defaults
// where it has none), keeping those the brawl holds when both are the
// defaults.
func (b *Brawl) freeze(cfg Config) {
	old := b.cfg
	built := b.spots != nil
	b.cfg = cfg.clone()
	if !built || cfg.Specials != nil || old.Specials != nil {
		b.spec = [numSpecials]SpecialRule{}
		specs := b.cfg.Specials
		if specs == nil {
			specs = DefaultSpecials()
		}
		for _, row := range specs {
			b.spec[row.Special] = row
		}
	}
	if !built || cfg.Weapons != nil || old.Weapons != nil {
		b.weapons = b.cfg.Weapons.clone()
		if b.weapons == nil {
			b.weapons = DefaultWeapons()
		}
	}
	if !built || cfg.Spots != nil || old.Spots != nil {
		b.spots = slices.Clone(b.cfg.Spots)
		if b.spots == nil {
			b.spots = DefaultSpots()
		}
	}
	b.max = cmp.Or(cfg.MaxRounds, DefaultMaxRounds)
}

// deal returns the seat of brawler br at the start of a brawl, placed at
// spot: his starting chips (BR-1, halved when short) and hit points, and
// his own weapon in hand.
func deal(br Brawler, short bool, spot int) Seat {
	s := Seat{Brawler: br, Stack: br.chips(short), HP: br.startingHP(), Spot: spot, lastBy: -1}
	_, _, _, s.dex, _ = br.scores()
	s.limits = [2]Chips{br.limits(false), br.limits(true)}
	if br.Weapon != nil {
		s.Hand = br.Weapon.Name
	}
	if s.Stack.IsZero() {
		s.Condition = KnockedOut
	}
	return s
}

// SetDecider hands seat i to strategy d, or to a person when d is nil (or
// Person), at any time between calls: a player leaves and a bot takes
// over, or the other way round. A decider given a seat whose decision is
// pending answers it at the next Step; an answer a person recorded with
// Decide stays. The change is an entry of the brawl's journal. A bad seat
// wraps ErrBrawler.
func (b *Brawl) SetDecider(i int, d Strategy) error {
	if i < 0 || i >= len(b.seats) {
		return fmt.Errorf("%w: SetDecider for seat %d; the brawl has seats 0..%d", ErrBrawler, i, len(b.seats)-1)
	}
	if isPerson(d) {
		d = nil
	}
	b.deciders[i] = d
	b.j.Decider(i, journaled(d))
	return nil
}

// restart starts the brawl again with the same brawlers and deciders, each
// back where he was placed with fresh chips, hit points and his own weapon
// in hand: round 0, an empty pot, ledger, log and journal, which starts
// from the dice as they are now and from the deciders in force. It keeps
// every buffer and allocates nothing; the dice are not touched.
func (b *Brawl) restart() {
	b.ledger = Ledger{}
	copy(b.seats, b.dealt)
	b.left = 0
	for i := range b.seats {
		b.ledger.Dealt = b.ledger.Dealt.Plus(b.seats[i].Stack)
		if b.seats[i].In() {
			b.left++
		}
	}
	b.declared = [numSpecials]int{}
	b.round, b.pot, b.carry = 0, Chips{}, Chips{}
	b.over, b.winner = false, -1
	b.at, b.blow, b.chosen, b.has = cursor{}, landed{}, Choice{}, false
	b.order = b.order[:0]
	b.events = b.events[:0]
	copy(b.first, b.deciders)
	b.j.Reset(b.src)
}

// setup returns the setup the brawl was built from: its Config, and each
// brawler where he was placed with the decider he was built with (a
// person's seat with Person).
func (b *Brawl) setup() Setup {
	s := Setup{Config: b.cfg.clone(), Brawlers: make([]Entrant, len(b.seats))}
	for i := range b.seats {
		d := b.first[i]
		if d == nil {
			d = Person
		}
		s.Brawlers[i] = Entrant{Brawler: b.seats[i].Brawler, Decider: d, Spot: b.dealt[i].Spot}
	}
	return s
}

// Over reports whether the brawl has ended: at most one brawler still in the
// fight, or the round limit reached.
func (b *Brawl) Over() bool { return b.over }

// inPlay returns the chips in all stacks and the pot.
func (b *Brawl) inPlay() Chips {
	c := b.pot.Plus(b.carry)
	for i := range b.seats {
		c = c.Plus(b.seats[i].Stack)
	}
	return c
}

// Events returns every event since the brawl began. The slice belongs to
// the brawl and is reused by Reset.
func (b *Brawl) Events() []Event { return b.events }

// Config returns a copy of the brawl's configuration, tables included.
func (b *Brawl) config() Config { return b.cfg.clone() }

// clone returns a copy of c that shares nothing mutable with it.
func (c Config) clone() Config {
	c.Specials = slices.Clone(c.Specials)
	c.Weapons = c.Weapons.clone()
	c.Spots = slices.Clone(c.Spots)
	return c
}

// spotName returns the name of spot i.
func (b *Brawl) spotName(i int) string {
	if i >= 0 && i < len(b.spots) {
		return b.spots[i]
	}
	return fmt.Sprintf("spot %d", i)
}

// emit appends an event and returns it to be filled in, or nil when the
// brawl keeps no log (a study's: the rules are played all the same, and
// only the telling is left out). The pointer is valid until the next emit.
func (b *Brawl) emit(k EventKind, actor, target int) *Event {
	if b.study {
		return nil
	}
	return b.record(k, actor, target)
}

// record appends an event of kind k to the log and returns it to be filled in.
//
//go:noinline
func (b *Brawl) record(k EventKind, actor, target int) *Event {
	b.events = append(b.events, Event{})
	e := &b.events[len(b.events)-1]
	e.When, e.Kind, e.Actor, e.Target = b.round, k, actor, target
	if actor >= 0 {
		e.Who, e.WhoPronoun = b.seats[actor].Brawler.Name, b.seats[actor].Brawler.Pronoun
	}
	if target >= 0 {
		e.Whom, e.WhomPronoun = b.seats[target].Brawler.Name, b.seats[target].Brawler.Pronoun
	}
	return e
}

// done is called after an event is filled in.
func (b *Brawl) done() {
	if b.afterEvent != nil {
		b.afterEvent(b)
	}
}
