package brawl

import (
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// Limits of a brawl.
const (
	MaxBrawlers = 32     // most brawlers at one brawl
	MaxSpots    = 16     // most spots in a saloon
	MaxRounds   = 10_000 // highest round limit
	// DefaultMaxRounds is the round limit when Config.MaxRounds is 0: sixty
	// rounds of ten seconds, ten minutes of brawling. Default, not from the
	// source rules, which set no limit; it guarantees every brawl ends.
	DefaultMaxRounds = 60
	// MaxFreeAttacks bounds a chain of free attacks and counter-attacks after
	// natural 1s (BR-4): after eight in a row no more are granted. Default,
	// not from the source rules; it guarantees every round ends.
	MaxFreeAttacks = 8
)

// DefaultSpots is the saloon a brawl is fought in when Config.Spots is nil.
// Brawlers at the same spot are adjacent (BR-3); Moving goes to another.
// Default, not from the source rules, which speak of adjacent targets and
// of moving, jumping behind the bar or picking up a chair without a map.
func DefaultSpots() []string {
	return []string{"the middle of the floor", "the bar", "behind the bar", "the card table", "the stairs"}
}

// Config sets up a brawl. The zero Config is a full-length brawl (BR-1) in
// the default saloon with the rules' tables.
type Config struct {
	// Short halves every starting stack (BR-1).
	Short bool `json:"short,omitempty"`
	// MaxRounds ends the brawl after this many rounds; 0 means
	// DefaultMaxRounds.
	MaxRounds int `json:"maxRounds,omitempty"`
	// Specials is the special-action table; nil means DefaultSpecials.
	Specials SpecialTable `json:"specials,omitempty"`
	// Weapons are the improvised weapons lying about; nil means
	// DefaultWeapons.
	Weapons WeaponTable `json:"weapons,omitempty"`
	// Spots names the places in the saloon; nil means DefaultSpots.
	Spots []string `json:"spots,omitempty"`
}

// Validate reports a round limit outside 0..MaxRounds, a malformed table, or
// a spot list that is empty (when not nil), too long, or has a blank or
// repeated name. Errors wrap ErrTable.
func (c *Config) Validate() error {
	if c.MaxRounds < 0 || c.MaxRounds > MaxRounds {
		return fmt.Errorf("%w: maxRounds %d outside 0..%d", ErrTable, c.MaxRounds, MaxRounds)
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
		if len(c.Spots) == 0 || len(c.Spots) > MaxSpots {
			return fmt.Errorf("%w: %d spots, want 1..%d", ErrTable, len(c.Spots), MaxSpots)
		}
		for i, s := range c.Spots {
			if strings.TrimSpace(s) == "" || len(s) > 4*MaxNameLen {
				return fmt.Errorf("%w: spot %d has a blank or overlong name", ErrTable, i)
			}
			for j := range i {
				if strings.EqualFold(c.Spots[j], s) {
					return fmt.Errorf("%w: spot %d repeats %q of spot %d", ErrTable, i, s, j)
				}
			}
		}
	}
	return nil
}

// Brawl is a saloon brawl in progress: the brawlers at their seats, their
// strategies, the pot, the ledger and the log of events. Make one with New,
// seat the brawlers with Join, then play it with Round or Run.
//
// A Brawl is reusable: Reset deals the same brawlers fresh chips and keeps
// every buffer, so a simulation that reseeds its dice.Source and resets one
// Brawl per brawl allocates nothing per round. It marshals to JSON between
// rounds and Load resumes it with the same dice and the same events.
type Brawl struct {
	cfg     Config
	spec    [numSpecials]SpecialRule
	weapons WeaponTable
	spots   []string
	max     int

	r     dice.Rand
	state interface { // a Rand whose state can be rewound after a bad decision
		State() (uint64, uint64)
		SetState(hi, lo uint64)
	}

	seats  []Seat
	strats []Strategy
	home   []int // where each brawler was placed; Reset puts him back
	round  int
	pot    Chips // bets of the round being played
	carry  Chips // left by ties (BR-6)
	ledger Ledger
	over   bool
	winner int

	events []Event
	view   View
	order  []int

	// undo: the brawl as it was when the round began
	backup     []Seat
	bPot       Chips
	bCarry     Chips
	bLedger    Ledger
	bRound     int
	bEvents    int
	bHi, bLo   uint64
	afterEvent func(b *Brawl) // tests: called after every event
}

// New returns an empty brawl with the given rules and dice. Nil dice wrap
// ErrSetup; a malformed table wraps ErrTable. Every die of the brawl is
// rolled through r; see Brawl.Round for the order of the draws.
//
// The tables are frozen into the brawl: New copies cfg's tables (and their
// dice), so a table changed afterwards never reaches the brawl, and two
// brawls built from one Config share nothing they could change.
func New(cfg Config, r dice.Rand) (*Brawl, error) {
	if r == nil {
		return nil, fmt.Errorf("%w: New with nil dice (a dice.Rand such as *dice.Source is needed)", ErrSetup)
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.clone()
	b := &Brawl{cfg: cfg, r: r, winner: -1}
	b.state, _ = r.(interface {
		State() (uint64, uint64)
		SetState(hi, lo uint64)
	})
	specs := cfg.Specials
	if specs == nil {
		specs = DefaultSpecials()
	}
	for _, row := range specs {
		b.spec[row.Special] = row
	}
	b.weapons = cfg.Weapons.clone()
	if b.weapons == nil {
		b.weapons = DefaultWeapons()
	}
	b.spots = slices.Clone(cfg.Spots)
	if b.spots == nil {
		b.spots = DefaultSpots()
	}
	b.max = cfg.MaxRounds
	if b.max == 0 {
		b.max = DefaultMaxRounds
	}
	b.view.b = b
	return b, nil
}

// Join seats a brawler with his strategy, at spot 0 (the middle of the floor)
// with his starting chips (BR-1) and hit points, and his own weapon in hand.
// It returns his seat. Brawlers join before the first round; a bad brawler, a
// nil strategy, or more than MaxBrawlers wrap ErrBrawler.
func (b *Brawl) Join(br Brawler, s Strategy) (int, error) {
	if b.round > 0 {
		return 0, fmt.Errorf("%w: %s joins after round %d; brawlers join before the first round", ErrBrawler, br.Name, b.round)
	}
	if s == nil {
		return 0, fmt.Errorf("%w: %s has no strategy", ErrBrawler, br.Name)
	}
	if len(b.seats) >= MaxBrawlers {
		return 0, fmt.Errorf("%w: %s would be brawler %d; at most %d", ErrBrawler, br.Name, len(b.seats)+1, MaxBrawlers)
	}
	if err := br.Validate(); err != nil {
		return 0, err
	}
	if br.Weapon != nil {
		w := br.Weapon.clone()
		br.Weapon = &w
	}
	b.seats = append(b.seats, Seat{})
	b.strats = append(b.strats, s)
	b.home = append(b.home, 0)
	i := len(b.seats) - 1
	b.deal(i, br)
	return i, nil
}

func (b *Brawl) deal(i int, br Brawler) {
	c := br.Chips(b.cfg.Short)
	s := &b.seats[i]
	*s = Seat{Brawler: br, Stack: c, HP: br.HitPoints}
	if br.Weapon != nil {
		s.Hand = br.Weapon.Name
	}
	b.ledger.Dealt = b.ledger.Dealt.Plus(c)
	if s.Stack.IsZero() {
		s.Condition = KnockedOut
	}
}

// Place puts seat i at spot before the first round (brawlers at the same spot
// are adjacent). A bad seat or spot, or a brawl already begun, wraps
// ErrBrawler.
func (b *Brawl) Place(i, spot int) error {
	if b.round > 0 {
		return fmt.Errorf("%w: placing after round %d", ErrBrawler, b.round)
	}
	if i < 0 || i >= len(b.seats) {
		return fmt.Errorf("%w: no seat %d", ErrBrawler, i)
	}
	if spot < 0 || spot >= len(b.spots) {
		return fmt.Errorf("%w: %s placed at spot %d; the saloon has %d", ErrBrawler, b.seats[i].Brawler.Name, spot, len(b.spots))
	}
	b.seats[i].Spot, b.home[i] = spot, spot
	return nil
}

// SetStrategy replaces seat i's strategy (after Load, or between rounds).
// A bad seat or a nil strategy wraps ErrBrawler.
func (b *Brawl) SetStrategy(i int, s Strategy) error {
	if i < 0 || i >= len(b.seats) || s == nil {
		return fmt.Errorf("%w: strategy for seat %d of %d", ErrBrawler, i, len(b.seats))
	}
	b.strats[i] = s
	return nil
}

// Reset starts the brawl again with the same brawlers and strategies, each
// back where he was placed (for a loaded brawl: where he stood when it was
// saved) with fresh chips, hit points and his own weapon in hand: round 0,
// an empty pot, ledger and log. It keeps every buffer and allocates nothing.
// The dice are not touched: reseed your dice.Source for a new brawl.
func (b *Brawl) Reset() {
	b.ledger = Ledger{}
	for i := range b.seats {
		b.deal(i, b.seats[i].Brawler)
		b.seats[i].Spot = b.home[i]
	}
	b.round, b.pot, b.carry = 0, Chips{}, Chips{}
	b.over, b.winner = false, -1
	b.events = b.events[:0]
}

// Over reports whether the brawl has ended: at most one brawler still in the
// fight, or the round limit reached.
func (b *Brawl) Over() bool { return b.over }

// Winner returns the seat of the last man standing when the brawl is over,
// or −1 (nobody left, or the round limit ended it with several still in).
func (b *Brawl) Winner() int { return b.winner }

// Rounds returns the number of rounds played.
func (b *Brawl) Rounds() int { return b.round }

// Len returns the number of seats.
func (b *Brawl) Len() int { return len(b.seats) }

// Seat returns a copy of seat i, and false (with the zero Seat) when there
// is no seat i.
func (b *Brawl) Seat(i int) (Seat, bool) {
	if i < 0 || i >= len(b.seats) {
		return Seat{}, false
	}
	return b.seats[i], true
}

// Pot returns the chips in the pot, those carried from ties included.
func (b *Brawl) Pot() Chips { return b.pot.Plus(b.carry) }

// Ledger returns the chip accounts (BR-10).
func (b *Brawl) Ledger() Ledger { return b.ledger }

// InPlay returns the chips in all stacks and the pot.
func (b *Brawl) InPlay() Chips {
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
func (b *Brawl) Config() Config { return b.cfg.clone() }

// clone returns a copy of c that shares nothing mutable with it.
func (c Config) clone() Config {
	c.Specials = slices.Clone(c.Specials)
	c.Weapons = c.Weapons.clone()
	c.Spots = slices.Clone(c.Spots)
	return c
}

// SpotName returns the name of spot i.
func (b *Brawl) SpotName(i int) string {
	if i >= 0 && i < len(b.spots) {
		return b.spots[i]
	}
	return fmt.Sprintf("spot %d", i)
}

// Run plays rounds until the brawl is over and returns the whole log. An
// error stops it after the last good round (see Round).
func (b *Brawl) Run() ([]Event, error) {
	for !b.over {
		if _, err := b.Round(); err != nil {
			return b.events, err
		}
	}
	return b.events, nil
}

func (b *Brawl) ask(i int) *View {
	b.view.me = i
	return &b.view
}

// emit appends an event and returns it to be filled in. The pointer is valid
// until the next emit.
func (b *Brawl) emit(k EventKind, actor, target int) *Event {
	b.events = append(b.events, Event{})
	e := &b.events[len(b.events)-1]
	e.Round, e.Kind, e.Actor, e.Target = b.round, k, actor, target
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

func (b *Brawl) snapshot() {
	b.backup = append(b.backup[:0], b.seats...)
	b.bPot, b.bCarry, b.bLedger, b.bRound, b.bEvents = b.pot, b.carry, b.ledger, b.round, len(b.events)
	if b.state != nil {
		b.bHi, b.bLo = b.state.State()
	}
}

func (b *Brawl) restore() {
	copy(b.seats, b.backup)
	b.pot, b.carry, b.ledger, b.round = b.bPot, b.bCarry, b.bLedger, b.bRound
	b.events = b.events[:b.bEvents]
	b.over, b.winner = false, -1
	if b.state != nil {
		b.state.SetState(b.bHi, b.bLo)
	}
}
