package brawl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
)

// Decision is the kind of a decision a brawler makes in a round, in the
// order the round asks them.
type Decision uint8

// The decisions of a round.
const (
	// NoDecision: nothing is asked of him now.
	NoDecision Decision = iota
	// DecideReady: at the start of the round, fight (and ante) or rest
	// (BR-7, BR-5). Strategy.Ready.
	DecideReady
	// DecideBet: his bet of one colour (BR-2). Strategy.Bet.
	DecideBet
	// DecideTurn: his turn — whom to attack, with which special action, a
	// move (BR-3, BR-9). Strategy.Turn.
	DecideTurn
	// DecideAbsorb: which chips a blow's damage takes from his stacks
	// (BR-3). Strategy.Absorb.
	DecideAbsorb
	// DecideCounter: whether to oppose another's special action with a
	// Counter Action (BR-9). Strategy.Counter.
	DecideCounter
	// DecideRaise: how many blue chips to add in a Counter Action's auction
	// (BR-9). Strategy.Raise.
	DecideRaise
	numDecisions
)

var decisionNames = enum.New[Decision]("decision", "none", "ready", "bet", "turn", "absorb", "counter", "raise")

// String returns the decision's name: "ready", "bet", "turn", "absorb",
// "counter", "raise", or "none".
func (d Decision) String() string { return decisionNames.String(d) }

// MarshalText encodes the decision by name.
func (d Decision) MarshalText() ([]byte, error) { return decisionNames.Marshal(d, ErrDecision) }

// UnmarshalText decodes a decision name, ignoring case.
func (d *Decision) UnmarshalText(b []byte) error { return decisionNames.Unmarshal(b, d, ErrDecision) }

// Choice is one answer to a decision, of any kind: Kind says which, and
// the fields of that kind hold the answer (the others stay zero). It is
// what Brawl.Decide takes and what the Options of a View list.
//
//	DecideReady    Rest, and with it Chips: the three chips to take back
//	DecideBet      Colour and N: N chips of that colour
//	DecideTurn     Turn
//	DecideAbsorb   Chips: the chips the damage takes
//	DecideCounter  Counter: oppose the special action or not
//	DecideRaise    N: blue chips added to the auction
//
// Its String is table talk that parseChoice reads back: "fight", "rest 1
// red 2 white", "bet 3 red", "attack 1 with haymaker", "move to 2 pick up
// "chair" and attack 1", "pass", "absorb 2 red 1 white", "counter", "no
// counter", "raise 2".
type Choice struct {
	Kind    Decision `json:"kind"`
	Rest    bool     `json:"rest,omitempty"`
	Chips   Chips    `json:"chips,omitzero"`
	Colour  Colour   `json:"colour,omitempty"`
	N       int      `json:"n,omitempty"`
	Turn    Turn     `json:"turn,omitzero"`
	Counter bool     `json:"counter,omitempty"`
}

// fight is the Choice to ante and fight this round.
func fight() Choice { return Choice{Kind: DecideReady} }

// restFor is the Choice to rest this round and take back regain (BR-7).
func restFor(regain Chips) Choice { return Choice{Kind: DecideReady, Rest: true, Chips: regain} }

// betOf is the Choice to bet n chips of colour c (BR-2).
func betOf(c Colour, n int) Choice { return Choice{Kind: DecideBet, Colour: c, N: n} }

// playTurn is the Choice of turn t (BR-3, BR-9).
func playTurn(t Turn) Choice { return Choice{Kind: DecideTurn, Turn: t} }

// absorbChips is the Choice of the chips a blow takes (BR-3).
func absorbChips(c Chips) Choice { return Choice{Kind: DecideAbsorb, Chips: c} }

// counterIt is the Choice to counter a special action (yes) or let it go
// (BR-9).
func counterIt(yes bool) Choice { return Choice{Kind: DecideCounter, Counter: yes} }

// raiseBy is the Choice to add n blue chips in a counter auction (BR-9).
func raiseBy(n int) Choice { return Choice{Kind: DecideRaise, N: n} }

// String returns the choice as table talk (see Choice).
func (c Choice) String() string {
	switch c.Kind {
	case DecideReady:
		if !c.Rest && c.Chips.IsZero() {
			return "fight"
		}
		if !c.Rest {
			return "fight taking back " + c.Chips.String()
		}
		return "rest " + c.Chips.String()
	case DecideBet:
		return "bet " + strconv.Itoa(c.N) + " " + c.Colour.String()
	case DecideTurn:
		return c.Turn.String()
	case DecideAbsorb:
		return "absorb " + c.Chips.String()
	case DecideCounter:
		if c.Counter {
			return "counter"
		}
		return "no counter"
	case DecideRaise:
		return "raise " + strconv.Itoa(c.N)
	}
	return "no choice"
}

// String returns the turn as table talk that parseChoice reads back:
// "pass", "attack 1", "attack 1 with kidney punch", "attack 2 with break
// away from a hold alt", "move to 2", "move to 3 pick up "chair" and attack
// 1". Seats and spots are numbers from 0.
func (t Turn) String() string {
	var b strings.Builder
	if t.Special == Move {
		b.WriteString("move to ")
		b.WriteString(strconv.Itoa(t.Spot))
		if t.PickUp != "" {
			b.WriteString(" pick up ")
			b.WriteString(strconv.Quote(t.PickUp))
		}
		if t.Target != Nobody {
			b.WriteString(" and attack ")
			b.WriteString(strconv.Itoa(t.Target))
		}
		if t.Alt {
			b.WriteString(" alt")
		}
		return b.String()
	}
	if t.Target == Nobody {
		b.WriteString("pass")
	} else {
		b.WriteString("attack ")
		b.WriteString(strconv.Itoa(t.Target))
	}
	if t.Special != NoSpecial {
		b.WriteString(" with ")
		b.WriteString(t.Special.String())
	}
	if t.Alt {
		b.WriteString(" alt")
	}
	if t.Spot != 0 {
		b.WriteString(" to ")
		b.WriteString(strconv.Itoa(t.Spot))
	}
	if t.PickUp != "" {
		b.WriteString(" pick up ")
		b.WriteString(strconv.Quote(t.PickUp))
	}
	return b.String()
}

// parseChoice reads a choice as Choice.String prints it (case and extra
// spaces aside). A malformed one wraps ErrDecision and says what was
// expected.
func parseChoice(s string) (Choice, error) {
	p := &parser{s: normalize(s), in: s}
	c, err := p.choice()
	if err != nil {
		return Choice{}, err
	}
	if p.s != "" {
		return Choice{}, p.fail("nothing after the choice")
	}
	return c, nil
}

// parser reads a choice from the front of s.
type parser struct {
	s  string // what is left to read
	in string // the whole input, for errors
}

func (p *parser) fail(want string) error {
	return fmt.Errorf("%w: choice %q: want %s at %q (choices read: fight, rest CHIPS, bet N COLOUR, pass, attack N [with SPECIAL] [alt], move to N [pick up \"WEAPON\"] [and attack N], absorb CHIPS, counter, no counter, raise N)", ErrDecision, p.in, want, p.s)
}

// normalize trims s and collapses each run of spaces outside quotes to
// one space.
func normalize(s string) string {
	var b strings.Builder
	quoted, escaped, space := false, false, false
	for _, r := range strings.TrimSpace(s) {
		switch {
		case quoted:
			quoted = escaped || r != '"'
			escaped = !escaped && r == '\\'
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			space = true
			continue
		case r == '"':
			quoted = true
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// word consumes w (a word or words, ignoring case) and the space after it.
func (p *parser) word(w string) bool {
	if len(p.s) < len(w) || !strings.EqualFold(p.s[:len(w)], w) {
		return false
	}
	switch {
	case len(p.s) == len(w):
		p.s = ""
	case p.s[len(w)] == ' ':
		p.s = p.s[len(w)+1:]
	default:
		return false
	}
	return true
}

func (p *parser) int() (int, error) {
	tok, rest, _ := strings.Cut(p.s, " ")
	n, err := strconv.Atoi(strings.Replace(tok, "−", "-", 1))
	if err != nil {
		return 0, p.fail("a number")
	}
	p.s = rest
	return n, nil
}

func (p *parser) choice() (Choice, error) {
	switch {
	case p.word("fight taking back"):
		c, err := p.chips()
		return Choice{Kind: DecideReady, Chips: c}, err
	case p.word("fight"):
		return fight(), nil
	case p.word("rest"):
		c, err := p.chips()
		return restFor(c), err
	case p.word("bet"):
		n, err := p.int()
		if err != nil {
			return Choice{}, err
		}
		col, ok := p.colour()
		if !ok {
			return Choice{}, p.fail("red, blue or white")
		}
		return betOf(col, n), nil
	case p.word("absorb"):
		c, err := p.chips()
		return absorbChips(c), err
	case p.word("no counter"):
		return counterIt(false), nil
	case p.word("counter"):
		return counterIt(true), nil
	case p.word("raise"):
		n, err := p.int()
		return raiseBy(n), err
	case p.word("move to"):
		return p.move()
	case p.word("pass"):
		return p.turn(Nobody)
	case p.word("attack"):
		n, err := p.int()
		if err != nil {
			return Choice{}, err
		}
		return p.turn(n)
	}
	return Choice{}, p.fail("a choice")
}

func (p *parser) colour() (Colour, bool) {
	for _, col := range Colours {
		if p.word(col.String()) {
			return col, true
		}
	}
	return 0, false
}

// chips reads "no chips" or "N colour" pairs in the order red, blue, white.
func (p *parser) chips() (Chips, error) {
	var c Chips
	if p.word("no chips") {
		return c, nil
	}
	seen := -1
	for p.s != "" && (p.s[0] == '-' || p.s[0] >= '0' && p.s[0] <= '9' || strings.HasPrefix(p.s, "−")) {
		n, err := p.int()
		if err != nil {
			return c, err
		}
		col, ok := p.colour()
		if !ok || int(col) <= seen {
			return c, p.fail("red, blue or white, each once, in that order")
		}
		seen = int(col)
		*c.at(col) = n
	}
	if seen < 0 {
		return c, p.fail(`chips ("2 red 1 white", "no chips")`)
	}
	return c, nil
}

// turn reads the rest of a turn after "pass" or "attack N".
func (p *parser) turn(target int) (Choice, error) {
	t := Turn{Target: target}
	if p.word("with") {
		sp, ok := p.special()
		if !ok {
			return Choice{}, p.fail("a special action (" + strings.Join(specialNames.List(), ", ") + ")")
		}
		t.Special = sp
	}
	t.Alt = p.word("alt")
	if p.word("to") {
		n, err := p.int()
		if err != nil {
			return Choice{}, err
		}
		t.Spot = n
	}
	if p.word("pick up") {
		w, err := p.quoted()
		if err != nil {
			return Choice{}, err
		}
		t.PickUp = w
	}
	return playTurn(t), nil
}

// move reads the rest of a Move after "move to".
func (p *parser) move() (Choice, error) {
	t := Turn{Target: Nobody, Special: Move}
	n, err := p.int()
	if err != nil {
		return Choice{}, err
	}
	t.Spot = n
	if p.word("pick up") {
		if t.PickUp, err = p.quoted(); err != nil {
			return Choice{}, err
		}
	}
	if p.word("and attack") {
		if t.Target, err = p.int(); err != nil {
			return Choice{}, err
		}
	}
	t.Alt = p.word("alt")
	return playTurn(t), nil
}

// special reads the longest special action's name at the front.
func (p *parser) special() (Special, bool) {
	names := specialNames.List()
	best := -1
	for i, n := range names {
		if (best < 0 || len(n) > len(names[best])) && (&parser{s: p.s}).word(n) {
			best = i
		}
	}
	if best < 0 {
		return 0, false
	}
	p.word(names[best])
	return Special(best), true
}

// quoted reads a Go-quoted string: a weapon's name.
func (p *parser) quoted() (string, error) {
	if !strings.HasPrefix(p.s, `"`) {
		return "", p.fail(`a quoted weapon name ("chair")`)
	}
	q, err := strconv.QuotedPrefix(p.s)
	if err != nil {
		return "", p.fail(`a quoted weapon name ("chair")`)
	}
	w, err := strconv.Unquote(q)
	if err != nil {
		return "", p.fail(`a quoted weapon name ("chair")`)
	}
	p.s = strings.TrimPrefix(p.s[len(q):], " ")
	return w, nil
}
