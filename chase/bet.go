package chase

import "fmt"

// checkBet validates rider i's bet b for turn (rule CS-2; giving up, rule
// CSD-6; trades above the horse's maximum, rule CSD-7) and, when the rules
// allow it, puts it in the form the chase records. It changes nothing in
// the chase.
//
// Every part must lie in its own range whatever the kind of bet — counts
// not negative, Earn any, red or blue, Recover and a trade's colours known
// colours — and a refusal cites the rule of the bet's kind: CSD-6 for a
// give-up. The parts a bet does not read are then zeroed, so that each
// bet has one form: all but GiveUp in a give-up (the rest of the bet is
// ignored), Earn when no white is bet, and a trade's colours when it
// trades nothing.
func (e *engine) checkBet(turn, i int, b *Bet) error {
	s := &e.st[i]
	t := &b.Trade
	switch {
	case b.Red < 0 || b.White < 0:
		return e.refuse(turn, i, b, partRule(b, "CS-2"), "bets %d red, %d white; bets cannot be negative", b.Red, b.White)
	case b.Earn > BlueChip:
		return e.refuse(turn, i, b, partRule(b, "CS-2"), "earns %v chips for white; a white chip earns a chip of another colour, red or blue", b.Earn)
	case b.Recover >= numColours:
		return e.refuse(turn, i, b, partRule(b, "CS-6"), "recovers an unknown colour %d", uint8(b.Recover))
	case t.N < 0:
		return e.refuse(turn, i, b, partRule(b, "CS-2"), "trades for %d chips; a trade cannot be negative", t.N)
	case t.Give >= numColours || t.Get >= numColours:
		return e.refuse(turn, i, b, partRule(b, "CS-2"), "trades %v for %v; a trade names colours red, blue or white", t.Give, t.Get)
	}
	if b.GiveUp {
		if s.Role != Pursuer {
			return e.refuse(turn, i, b, "CSD-6", "gives up, but only a pursuer may give up")
		}
		*b = Bet{GiveUp: true}
		return nil
	}
	held := s.Chips
	if t.N != 0 {
		switch {
		case t.Give == AnyColour || t.Get == AnyColour:
			return e.refuse(turn, i, b, "CS-2", "trades %v for %v; name both colours", t.Give, t.Get)
		case t.Give == t.Get:
			return e.refuse(turn, i, b, "CS-2", "trades %v for %v; a trade changes colour", t.Give, t.Get)
		case held.Of(t.Give) < 2*t.N:
			return e.refuse(turn, i, b, "CS-2", "trades %d %v for %d %v at 2:1 but holds %d %v", 2*t.N, t.Give, t.N, t.Get, held.Of(t.Give), t.Give)
		case held.Of(t.Get)+t.N > maxChips:
			return e.refuse(turn, i, b, "CSD-7", "trades for %d %v holding %d, past the stack's limit of %d", t.N, t.Get, held.Of(t.Get), maxChips)
		}
		*held.ptr(t.Give) -= 2 * t.N
		*held.ptr(t.Get) += t.N
	}
	limit := e.limit(i) // half the phase's speed and half the Endurance, rounded down (DID-5)
	switch {
	case b.Red > held.Red:
		return e.refuse(turn, i, b, "CS-2", "bets %d red but holds %d", b.Red, held.Red)
	case b.Red > limit.Red:
		sp := e.speed.row(e.phase).Speed
		return e.refuse(turn, i, b, "CS-2", "bets %d red, over half the horse's %v (%s) in the %v phase", b.Red, sp, half(e.riders[i].Horse.Attributes.Get(sp)), e.phase)
	case b.White > held.White:
		return e.refuse(turn, i, b, "CS-2", "bets %d white but holds %d", b.White, held.White)
	case b.White > limit.White:
		return e.refuse(turn, i, b, "CS-2", "bets %d white, over half the horse's Endurance (%s)", b.White, half(e.riders[i].Horse.Attributes.Endurance))
	case b.White > baseMove+b.Red/2:
		return e.refuse(turn, i, b, "CS-2", "bets %d white, more than the %d cards the bet moves", b.White, baseMove+b.Red/2)
	}
	if t.N == 0 {
		*t = Trade{}
	}
	if b.White == 0 {
		b.Earn = AnyColour
	}
	return nil
}

// partRule is the rule a refusal of a part of bet b out of its range
// cites: the part's own, or CSD-6 for a give-up.
func partRule(b *Bet, rule string) string {
	if b.GiveUp {
		return "CSD-6"
	}
	return rule
}

// refuse returns the [*BetError] of rider i's bet b for turn, which breaks
// rule, saying why.
func (e *engine) refuse(turn, i int, b *Bet, rule, format string, args ...any) error {
	return &BetError{Turn: turn, Rule: rule, Who: e.riders[i].Name, What: *b, Why: fmt.Sprintf(format, args...)}
}
