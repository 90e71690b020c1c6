package brawl

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/encountertest"
)

// The brawlers of the table tests.
//
//	Jake: Str 13 Int 10 Wis 11 Dex 12 Con 9, to-hit +1, damage +1, 20 HP:
//	      26 red 22 blue 20 white; limits 6 red 6 blue 4 white.
//	Bill: Str 12 Int 9 Wis 10 Dex 11 Con 14, to-hit 0, damage 0, 22 HP:
//	      24 red 20 blue 24 white; limits 6 red 5 blue 7 white.
//	Slim: Str 10 Int 12 Wis 13 Dex 15 Con 10, to-hit +2, 18 HP:
//	      20 red 27 blue 23 white; limits 5 red 7 blue 5 white.
func jake() Brawler {
	return Brawler{Name: "Jake", Str: 13, Int: 10, Wis: 11, Dex: 12, Con: 9, ToHit: 1, DamageMod: 1, HitPoints: 20}
}

func bill() Brawler {
	return Brawler{Name: "Bill", Str: 12, Int: 9, Wis: 10, Dex: 11, Con: 14, HitPoints: 22}
}

func slim() Brawler {
	return Brawler{Name: "Slim", Str: 10, Int: 12, Wis: 13, Dex: 15, Con: 10, ToHit: 2, HitPoints: 18}
}

// plan is a Strategy whose every answer a test sets. Turns are played in
// order, one per turn of the brawler; when they run out he passes.
type plan struct {
	ready   []Ready // per round; when empty: fight
	bets    []Chips // per round; when empty: nothing
	turns   []Turn
	absorb  []Chips // per damage; when empty: red, then blue, then white
	counter bool
	raises  []int
	// seen records what was asked, for order tests.
	seen *[]string
	name string
}

func (p *plan) note(s string) {
	if p.seen != nil {
		*p.seen = append(*p.seen, p.name+" "+s)
	}
}

func (p *plan) Ready(v *View) Ready {
	p.note("ready")
	if len(p.ready) == 0 {
		return Ready{}
	}
	r := p.ready[0]
	p.ready = p.ready[1:]
	return r
}

func (p *plan) Bet(v *View, c Colour) int {
	p.note("bets " + c.String())
	if len(p.bets) == 0 {
		return 0
	}
	n := p.bets[0].Of(c)
	if c == White {
		p.bets = p.bets[1:]
	}
	return n
}

func (p *plan) Turn(v *View) Turn {
	p.note("turn")
	if len(p.turns) == 0 {
		return Turn{Target: Nobody}
	}
	t := p.turns[0]
	p.turns = p.turns[1:]
	return t
}

func (p *plan) Absorb(v *View, n int) Chips {
	if len(p.absorb) == 0 {
		return takeInOrder(v.Self().Stack, n, [3]Colour{Red, Blue, White}, 0)
	}
	c := p.absorb[0]
	p.absorb = p.absorb[1:]
	return c
}

func (p *plan) Counter(v *View, actor int, t Turn) bool { return p.counter }

func (p *plan) Raise(v *View, mine, theirs int) int {
	if len(p.raises) == 0 {
		return 0
	}
	n := p.raises[0]
	p.raises = p.raises[1:]
	return n
}

// table seats brawlers with plans and scripted dice.
func table(t *testing.T, cfg Config, faces []int, seats ...any) (*Brawl, *dicetest.Script) {
	t.Helper()
	sc := dicetest.NewScript(t, faces...)
	b, err := newBrawl(cfg, sc)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < len(seats); k += 2 {
		br := seats[k].(Brawler)
		s := seats[k+1].(Strategy)
		if _, err := b.join(br, s); err != nil {
			t.Fatal(err)
		}
	}
	return b, sc
}

// play runs one round and fails the test on an error.
func play(t *testing.T, b *Brawl) []Event {
	t.Helper()
	evs, err := round(b)
	if err != nil {
		t.Fatal(err)
	}
	if !b.ledger.balances(b.inPlay()) {
		t.Fatalf("BR-10: ledger does not balance: %+v, in play %v", b.ledger, b.inPlay())
	}
	return evs
}

// find returns the events of kind k.
func find(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// one returns the only event of kind k.
func one(t *testing.T, evs []Event, k EventKind) Event {
	t.Helper()
	f := find(evs, k)
	if len(f) != 1 {
		t.Fatalf("want one %v event, got %d:\n%s", k, len(f), dump(evs))
	}
	return f[0]
}

func dump(evs []Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// wantErr checks that err wraps sentinel and mentions every fragment.
func wantErr(t *testing.T, err, sentinel error, fragments ...string) {
	t.Helper()
	if !errors.Is(err, sentinel) {
		t.Fatalf("error %v, want one wrapping %v", err, sentinel)
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q does not mention %q", err, f)
		}
	}
}

var _ dice.Rand = (*dicetest.Script)(nil)

func mustJSON(t encountertest.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	return data
}

// round plays on to the end of the round (Step) and returns its events.
func round(b *Brawl) ([]Event, error) {
	start := len(b.events)
	if err := b.Step(); err != nil {
		return nil, err
	}
	return b.events[start:], nil
}

// runAll plays the brawl to its end and returns the whole log.
func runAll(b *Brawl) ([]Event, error) {
	_, err := b.Run()
	return b.events, err
}

// parseSpecial reads a special action's name as its UnmarshalText does.
func parseSpecial(name string) (Special, error) {
	var s Special
	err := s.UnmarshalText([]byte(name))
	return s, err
}

// newBrawl returns a brawl of cfg's rules on dice r without brawlers, for
// tests that seat them one by one (join, place) where New takes a Setup.
func newBrawl(cfg Config, r dice.Rand) (*Brawl, error) {
	if r == nil {
		return nil, ErrSetup
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	b := new(Brawl)
	b.freeze(cfg)
	b.r = r
	b.src, _ = r.(*dice.Source)
	b.rec.Use(r)
	b.restart()
	return b, nil
}

// join seats a brawler decided by d (nil or Person: a person) at spot 0
// with his starting chips and hit points, and returns his seat.
func (b *Brawl) join(br Brawler, d Strategy) (int, error) {
	if err := br.Validate(); err != nil {
		return 0, err
	}
	if br.Weapon != nil {
		w := br.Weapon.clone()
		br.Weapon = &w
	}
	if isPerson(d) {
		d = nil
	}
	s := deal(br, b.cfg.Short, 0)
	b.seats, b.dealt = append(b.seats, s), append(b.dealt, s)
	b.deciders = append(b.deciders, d)
	b.first = append(b.first, d)
	b.ledger.Dealt = b.ledger.Dealt.Plus(s.Stack)
	if s.In() {
		b.left++
	}
	b.byWisdom()
	return len(b.seats) - 1, nil
}

// place puts seat i at spot (brawlers at the same spot are adjacent).
func (b *Brawl) place(i, spot int) error {
	if spot < 0 || spot >= len(b.spots) {
		return fmt.Errorf("%w: spot %d outside the saloon", ErrBrawler, spot)
	}
	b.seats[i].Spot, b.dealt[i].Spot = spot, spot
	return nil
}
