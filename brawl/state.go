package brawl

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// stateVersion is the version of the saved form.
const stateVersion = 2

// maxChips bounds any count of chips in a saved brawl.
const maxChips = 1_000_000

type savedSeat struct {
	Seat
	Strategy string `json:"strategy,omitempty"`
}

type savedBrawl struct {
	Version int         `json:"version"`
	Config  Config      `json:"config"`
	Round   int         `json:"round"`
	Over    bool        `json:"over"`
	Winner  int         `json:"winner"`
	Pot     Chips       `json:"pot"` // left by ties, for the next round's winner
	Ledger  Ledger      `json:"ledger"`
	Dice    []byte      `json:"dice"`
	Seats   []savedSeat `json:"seats"`
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

// MarshalJSON saves the brawl between rounds: its configuration, the seats
// with their chips, hit points and lasting effects, the pot left by ties,
// the ledger, the log, the state of the dice and the names of built-in
// strategies. The dice.Rand must implement encoding.BinaryMarshaler (as
// *dice.Source does); otherwise the error wraps ErrState.
func (b *Brawl) MarshalJSON() ([]byte, error) {
	m, ok := b.r.(encoding.BinaryMarshaler)
	if !ok {
		return nil, fmt.Errorf("%w: the brawl's dice.Rand (%T) cannot be saved; use a *dice.Source", ErrState, b.r)
	}
	state, err := m.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("%w: saving the dice: %w", ErrState, err)
	}
	s := savedBrawl{
		Version: stateVersion, Config: b.cfg, Round: b.round, Over: b.over, Winner: b.winner,
		Pot: b.carry, Ledger: b.ledger, Dice: state, Events: b.events,
		Seats: make([]savedSeat, len(b.seats)),
	}
	for i := range b.seats {
		s.Seats[i] = savedSeat{Seat: b.seats[i], Strategy: StrategyName(b.strats[i])}
	}
	if s.Events == nil {
		s.Events = []Event{}
	}
	return json.Marshal(&s)
}

// Load resumes a brawl saved by MarshalJSON. Its dice are restored into r,
// which must implement encoding.BinaryUnmarshaler; with r nil a new
// *dice.Source is made. strategies[i] plays seat i; a missing or nil entry
// takes the built-in strategy the seat was saved with. Every value is
// checked — ranges, conditions, grips, the ledger's balance (BR-10), the
// log — and anything wrong wraps ErrState (or ErrTable, ErrBrawler) and
// names the field.
func Load(data []byte, r dice.Rand, strategies ...Strategy) (*Brawl, error) {
	var s savedBrawl
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	if s.Version != stateVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrState, s.Version, stateVersion)
	}
	if r == nil {
		r = new(dice.Source)
	}
	u, ok := r.(encoding.BinaryUnmarshaler)
	if !ok {
		return nil, fmt.Errorf("%w: the dice.Rand (%T) cannot be restored; use a *dice.Source", ErrState, r)
	}
	if err := u.UnmarshalBinary(s.Dice); err != nil {
		return nil, fmt.Errorf("%w: dice: %w", ErrState, err)
	}
	b, err := New(s.Config, r)
	if err != nil {
		return nil, err
	}
	n := len(s.Seats)
	if n < 2 || n > MaxBrawlers {
		return nil, fmt.Errorf("%w: %d seats, want 2..%d", ErrState, n, MaxBrawlers)
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
	b.strats = make([]Strategy, n)
	b.home = make([]int, n)
	for i := range s.Seats {
		if err := b.loadSeat(i, &s.Seats[i], n); err != nil {
			return nil, err
		}
		switch {
		case i < len(strategies) && strategies[i] != nil:
			b.strats[i] = strategies[i]
		default:
			b.strats[i] = strategyNamed(s.Seats[i].Strategy)
			if b.strats[i] == nil {
				return nil, fmt.Errorf("%w: seat %d (%s) needs a strategy: it was saved with %q", ErrState, i, s.Seats[i].Brawler.Name, s.Seats[i].Strategy)
			}
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
			if st.OnFloor || st.Grip != NoGrip || st.Pending != (Pending{}) || st.Stunned || !st.Regain.IsZero() || st.HP != st.Brawler.HitPoints {
				return nil, fmt.Errorf("%w: seat %d (%s) is hurt or under an effect before the first round", ErrState, i, st.Brawler.Name)
			}
		}
	}
	b.round, b.over, b.winner, b.carry, b.ledger = s.Round, s.Over, s.Winner, s.Pot, s.Ledger
	if in := b.InPlay(); !b.ledger.Balances(in) {
		return nil, fmt.Errorf("%w: BR-10: the ledger does not balance: in %v, out %v, in play %v", ErrState, b.ledger.In(), b.ledger.Out(), in)
	}
	if !b.over && b.round >= b.max {
		return nil, fmt.Errorf("%w: round %d reached the limit of %d but the brawl is not over", ErrState, b.round, b.max)
	}
	left := b.standing()
	if !b.over && left <= 1 && b.round > 0 {
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
			e.Round < 0 || e.Round > s.Round || e.Special >= numSpecials || e.Blow.Special >= numSpecials {
			return nil, fmt.Errorf("%w: event %d is malformed", ErrState, k)
		}
	}
	b.events = s.Events
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

func (b *Brawl) loadSeat(i int, ss *savedSeat, n int) error {
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
		if st.HP <= 0 || st.Stack.IsZero() {
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
	if !st.In() && (st.OnFloor || st.Grip != NoGrip || st.Pending != (Pending{}) || st.Stunned) {
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
	b.seats[i], b.home[i] = st, st.Spot
	return nil
}
