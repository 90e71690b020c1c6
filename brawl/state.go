package brawl

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// stateVersion is the version of the saved form: 3 saves the round under
// way (its stage, the seats' bets, a pending decision) and each seat's
// decider.
const stateVersion = 3

// maxChips bounds any count of chips in a saved brawl.
const maxChips = 1_000_000

type savedSeat struct {
	Seat
	Decider encounter.Saved `json:"decider"`
	Now     roundSeat       `json:"now,omitzero"`
}

// roundSeat is what a seat did in the round under way (or the last one).
type roundSeat struct {
	Fighting    bool  `json:"fighting,omitempty"`
	Resting     bool  `json:"resting,omitempty"`
	Bet         Chips `json:"bet,omitzero"`
	Count       Chips `json:"count,omitzero"`
	Acted       bool  `json:"acted,omitempty"`
	StoodUp     bool  `json:"stoodUp,omitempty"`
	Weak        bool  `json:"weak,omitempty"`
	Fatigued    bool  `json:"fatigued,omitempty"`
	Natural     int   `json:"natural,omitempty"`
	Contributed bool  `json:"contributed,omitempty"`
	Damage      int   `json:"damage,omitempty"`
	StunNext    bool  `json:"stunNext,omitempty"`
}

func (s *Seat) now() roundSeat {
	return roundSeat{s.Fighting, s.Resting, s.Bet, s.Count, s.Acted, s.StoodUp, s.Weak, s.Fatigued, s.natural, s.contributed, s.damage, s.stunNext}
}

func (s *Seat) setNow(r roundSeat) {
	s.Fighting, s.Resting, s.Bet, s.Count, s.Acted, s.StoodUp, s.Weak, s.Fatigued = r.Fighting, r.Resting, r.Bet, r.Count, r.Acted, r.StoodUp, r.Weak, r.Fatigued
	s.natural, s.contributed, s.damage, s.stunNext = r.Natural, r.Contributed, r.Damage, r.StunNext
}

type savedBrawl struct {
	Version int         `json:"version"`
	Config  Config      `json:"config"`
	Round   int         `json:"round"`
	Over    bool        `json:"over"`
	Winner  int         `json:"winner"`
	Pot     Chips       `json:"pot"`   // the round's bets
	Carry   Chips       `json:"carry"` // left by ties, for the next round's winner
	Ledger  Ledger      `json:"ledger"`
	Dice    []byte      `json:"dice"`
	Seats   []savedSeat `json:"seats"`
	Order   []int       `json:"order,omitempty"`
	At      cursor      `json:"at"`
	Chosen  *Choice     `json:"chosen,omitempty"`
	Events  []Event     `json:"events"`
}

// StrategyName returns the name a built-in strategy is saved under —
// "cautious", "aggressive" or "random" — or "" for any other.
func StrategyName(s Strategy) string {
	switch s.(type) {
	case Cautious, *Cautious:
		return "cautious"
	case Aggressive, *Aggressive:
		return "aggressive"
	case Random, *Random:
		return "random"
	}
	return ""
}

func strategyNamed(name string) Strategy {
	switch name {
	case "cautious":
		return Cautious{}
	case "aggressive":
		return Aggressive{}
	case "random":
		return Random{}
	}
	return nil
}

// MarshalJSON saves the brawl at any point between calls: its
// configuration, the seats with their chips, hit points, lasting effects
// and what they did in the round under way, the pot, the ledger, the log,
// where the round stands (a pending decision, and a choice Decide recorded
// for it, included), the state of the dice and each seat's decider — a
// person, a built-in strategy by its name, a custom one by its Name and
// Version. Dice that are not a *dice.Source wrap ErrRand; a custom strategy
// without Name and Version, or under a built-in's name, wraps ErrState.
func (b *Brawl) MarshalJSON() ([]byte, error) {
	src, ok := b.r.(*dice.Source)
	if !ok {
		return nil, fmt.Errorf("%w: the brawl's dice.Rand (%T) cannot be saved; use a *dice.Source", ErrRand, b.r)
	}
	state, err := src.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("%w: saving the dice: %w", ErrRand, err)
	}
	s := savedBrawl{
		Version: stateVersion, Config: b.cfg, Round: b.round, Over: b.over, Winner: b.winner,
		Pot: b.pot, Carry: b.carry, Ledger: b.ledger, Dice: state, Events: b.events,
		Seats: make([]savedSeat, len(b.seats)), Order: b.order, At: b.at,
	}
	if b.has {
		c := b.chosen
		s.Chosen = &c
	}
	for i := range b.seats {
		d, err := encounter.Save(b.deciders[i], strategyBuiltins)
		if err != nil {
			return nil, fmt.Errorf("%w: seat %d (%s): %w", ErrState, i, b.seats[i].Brawler.Name, err)
		}
		s.Seats[i] = savedSeat{Seat: b.seats[i], Decider: d, Now: b.seats[i].now()}
	}
	if s.Events == nil {
		s.Events = []Event{}
	}
	return json.Marshal(&s)
}

// Resume continues a brawl saved by MarshalJSON, with its dice, its
// events and a pending decision as they were. Each seat's decider is found
// again: a person, a built-in by its name, a custom strategy among custom
// by its Name and Version. Every value is checked — ranges, conditions,
// grips, the ledger's balance (BR-10), the round under way and the
// decision it waits for, the log — and anything wrong, or a field the
// saved form has not, wraps ErrState (or ErrTable, ErrBrawler) and names
// the field; an unknown decider lists the names it could have been.
func Resume(data []byte, custom ...Strategy) (*Brawl, error) {
	var s savedBrawl
	if err := encounter.Strict(data, &s); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	if s.Version != stateVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrState, s.Version, stateVersion)
	}
	r := new(dice.Source)
	if err := r.UnmarshalBinary(s.Dice); err != nil {
		return nil, fmt.Errorf("%w: dice: %w", ErrState, err)
	}
	b, err := newBrawl(s.Config, r)
	if err != nil {
		return nil, err
	}
	n := len(s.Seats)
	if n < 2 || n > MaxBrawlers {
		return nil, fmt.Errorf("%w: %d seats, want 2..%d", ErrState, n, MaxBrawlers)
	}
	if _, j, dup := encounter.Duplicate(n, func(i int) string { return s.Seats[i].Brawler.Name }); dup {
		return nil, fmt.Errorf("%w: two seats named %q", ErrState, s.Seats[j].Brawler.Name)
	}
	if s.Round < 0 || s.Round > b.max {
		return nil, fmt.Errorf("%w: round %d outside 0..%d", ErrState, s.Round, b.max)
	}
	if s.Winner < -1 || s.Winner >= n {
		return nil, fmt.Errorf("%w: winner %d outside −1..%d", ErrState, s.Winner, n-1)
	}
	if err := chipsOK("pot", s.Pot); err != nil {
		return nil, err
	}
	if err := chipsOK("carry", s.Carry); err != nil {
		return nil, err
	}
	for _, f := range [...]struct {
		n string
		c Chips
	}{{"dealt", s.Ledger.Dealt}, {"regained", s.Ledger.Regained}, {"bought", s.Ledger.Bought},
		{"raked", s.Ledger.Raked}, {"spent", s.Ledger.Spent}, {"damage", s.Ledger.Damage}} {
		if err := chipsOK("ledger."+f.n, f.c); err != nil {
			return nil, err
		}
	}
	b.seats = make([]Seat, n)
	b.deciders = make([]Strategy, n)
	b.home = make([]int, n)
	for i := range s.Seats {
		if err := b.loadSeat(i, &s.Seats[i], s.At.Stage); err != nil {
			return nil, err
		}
		d, person, err := encounter.Find(s.Seats[i].Decider, strategyBuiltins, builtin, custom)
		if err != nil {
			return nil, fmt.Errorf("%w: seat %d (%s): %w", ErrState, i, s.Seats[i].Brawler.Name, err)
		}
		if !person {
			b.deciders[i] = d
		}
	}
	for i := range b.seats {
		st := &b.seats[i]
		if st.Grip != NoGrip {
			if st.GrippedBy < 0 || st.GrippedBy >= n || st.GrippedBy == i || !b.seats[st.GrippedBy].In() {
				return nil, fmt.Errorf("%w: seat %d (%s) is %v by seat %d", ErrState, i, st.Brawler.Name, st.Grip, st.GrippedBy)
			}
		}
	}
	if s.Round == 0 {
		for i := range b.seats {
			st := &b.seats[i]
			if st.OnFloor || st.Grip != NoGrip || st.Pending != (Pending{}) || st.Stunned || !st.Regain.IsZero() || st.HP != st.Brawler.HitPoints || st.now() != (roundSeat{}) {
				return nil, fmt.Errorf("%w: seat %d (%s) is hurt or under an effect before the first round", ErrState, i, st.Brawler.Name)
			}
		}
	}
	b.round, b.over, b.winner, b.pot, b.carry, b.ledger = s.Round, s.Over, s.Winner, s.Pot, s.Carry, s.Ledger
	b.order, b.at = s.Order, s.At
	if in := b.InPlay(); !b.ledger.Balances(in) {
		return nil, fmt.Errorf("%w: BR-10: the ledger does not balance: in %v, out %v, in play %v", ErrState, b.ledger.In(), b.ledger.Out(), in)
	}
	if err := b.checkCursor(); err != nil {
		return nil, err
	}
	if !b.over && b.round >= b.max && b.at.Stage == between {
		return nil, fmt.Errorf("%w: round %d reached the limit of %d but the brawl is not over", ErrState, b.round, b.max)
	}
	left := b.standing()
	if !b.over && left <= 1 && b.round > 0 && b.at.Stage == between {
		return nil, fmt.Errorf("%w: %d brawlers in the fight but the brawl is not over", ErrState, left)
	}
	if b.over && left > 1 && b.round < b.max {
		return nil, fmt.Errorf("%w: over at round %d of %d with %d brawlers still in the fight", ErrState, b.round, b.max, left)
	}
	if b.over && b.round == 0 {
		return nil, fmt.Errorf("%w: over before the first round", ErrState)
	}
	want := -1
	if b.over && left == 1 {
		for i := range b.seats {
			if b.seats[i].In() {
				want = i
			}
		}
	}
	if b.winner != want {
		return nil, fmt.Errorf("%w: winner %d; the brawl's state makes it %d", ErrState, b.winner, want)
	}
	for k := range s.Events {
		e := &s.Events[k]
		if e.Kind == 0 || e.Kind >= numEventKinds || e.Actor < -1 || e.Actor >= n || e.Target < -1 || e.Target >= n ||
			e.When < 0 || e.When > s.Round || e.Special >= numSpecials || e.Blow.Special >= numSpecials {
			return nil, fmt.Errorf("%w: event %d is malformed", ErrState, k)
		}
	}
	b.events = s.Events
	if s.Chosen != nil {
		i, _ := b.asked()
		if i < 0 {
			return nil, fmt.Errorf("%w: a choice %q recorded between rounds", ErrState, *s.Chosen)
		}
		if err := b.check(i, s.Chosen); err != nil {
			return nil, fmt.Errorf("%w: the recorded choice: %w", ErrState, err)
		}
		b.chosen, b.has = *s.Chosen, true
	}
	return b, nil
}

func chipsOK(field string, c Chips) error {
	for _, col := range Colours {
		if v := c.Of(col); v < 0 || v > maxChips {
			return fmt.Errorf("%w: %s: %d %v outside 0..%d", ErrState, field, v, col, maxChips)
		}
	}
	return nil
}

// loadSeat checks and seats saved seat i, saved at stage at. Mid-round, a
// man just knocked out is still stunned until the round ends; while the
// bets or a counter auction go on, a man may have bet his last chip and be
// knocked out only when they end.
func (b *Brawl) loadSeat(i int, ss *savedSeat, at stage) error {
	midRound := at != between
	st := ss.Seat
	name := st.Brawler.Name
	if err := st.Brawler.Validate(); err != nil {
		return fmt.Errorf("%w: seat %d: %w", ErrState, i, err)
	}
	if err := chipsOK(fmt.Sprintf("seat %d (%s) stack", i, name), st.Stack); err != nil {
		return err
	}
	if err := chipsOK(fmt.Sprintf("seat %d (%s) regain", i, name), st.Regain); err != nil {
		return err
	}
	if !st.Regain.IsZero() && (st.Regain.Total() != 3 || !st.In()) {
		return fmt.Errorf("%w: seat %d (%s) regains %v; a rest takes back three chips (BR-7)", ErrState, i, name, st.Regain)
	}
	if st.HP < -MaxHitPoints || st.HP > st.Brawler.HitPoints {
		return fmt.Errorf("%w: seat %d (%s) has %d hit points, outside −%d..%d", ErrState, i, name, st.HP, MaxHitPoints, st.Brawler.HitPoints)
	}
	switch st.Condition {
	case InFight:
		if st.HP <= 0 || st.Stack.IsZero() && at != betting && at != raising {
			return fmt.Errorf("%w: seat %d (%s) is in the fight with %d hit points and %v", ErrState, i, name, st.HP, st.Stack)
		}
	case KnockedOut, Fallen:
		if st.Condition == KnockedOut && !st.Stack.IsZero() {
			return fmt.Errorf("%w: seat %d (%s) is knocked out with %v (BR-5)", ErrState, i, name, st.Stack)
		}
		if st.HP <= -10 {
			return fmt.Errorf("%w: seat %d (%s) is %v at %d hit points: that is dead (GUD-7)", ErrState, i, name, st.Condition, st.HP)
		}
	case Dead:
		if st.HP > -10 {
			return fmt.Errorf("%w: seat %d (%s) is dead at %d hit points (GUD-7)", ErrState, i, name, st.HP)
		}
	default:
		return fmt.Errorf("%w: seat %d (%s): condition %d", ErrState, i, name, st.Condition)
	}
	if !st.In() && (st.OnFloor || st.Grip != NoGrip || st.Pending != (Pending{}) || st.Stunned && !midRound) {
		return fmt.Errorf("%w: seat %d (%s) is %v but still has effects on him", ErrState, i, name, st.Condition)
	}
	if st.Spot < 0 || st.Spot >= len(b.spots) {
		return fmt.Errorf("%w: seat %d (%s) at spot %d; the saloon has %d", ErrState, i, name, st.Spot, len(b.spots))
	}
	if st.Grip >= numGrips {
		return fmt.Errorf("%w: seat %d (%s): grip %d", ErrState, i, name, st.Grip)
	}
	if st.Hand != "" {
		own := st.Brawler.Weapon != nil && st.Brawler.Weapon.Name == st.Hand
		if _, ok := b.weapons.Find(st.Hand); !ok && !own {
			return fmt.Errorf("%w: seat %d (%s) holds %q, which is neither his weapon nor in the saloon", ErrState, i, name, st.Hand)
		}
	}
	for _, f := range [...]struct {
		n string
		c Chips
	}{{"bet", ss.Now.Bet}, {"count", ss.Now.Count}} {
		if err := chipsOK(fmt.Sprintf("seat %d (%s) %s", i, name, f.n), f.c); err != nil {
			return err
		}
	}
	if ss.Now.Natural < 0 || ss.Now.Natural > 20 || ss.Now.Damage < 0 || ss.Now.Damage > maxChips {
		return fmt.Errorf("%w: seat %d (%s): natural %d or damage %d out of range", ErrState, i, name, ss.Now.Natural, ss.Now.Damage)
	}
	st.setNow(ss.Now)
	b.seats[i], b.home[i] = st, st.Spot
	return nil
}
