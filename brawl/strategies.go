package brawl

// The built-in strategies, saved and studied under their names
// "cautious", "aggressive" and "random". To change one decision of a
// built-in, embed it in a type of your own and override that method:
//
//	type dirty struct{ brawl.Strategy } // dirty{brawl.Aggressive}
//	func (d dirty) Turn(v *brawl.View) brawl.Turn { … d.Strategy.Turn(v) … }
//
// A built-in decides over the brawl its View shows, from the View's seat:
// its methods are the very decisions the brawl takes of it when it asks it
// itself, as a study does.
var (
	// Cautious guards its chips: it bets its full white limit (keeping one
	// white for the next ante) and half its red and blue limits, rests when
	// winded, throws a kidney punch when white chips would stop its punch,
	// takes damage from its red stack first, and counters only a Hold or a
	// Kick aimed at it. It attacks the adjacent opponent still in the
	// fight with the fewest chips, and moves to find one when none is
	// adjacent. It is the decider of an Entrant given none.
	Cautious Strategy = builtin{&cautious{}}
	// Aggressive spends to hurt: it bets its full red and blue limits and
	// at most one white, never rests unless it must, throws kicks,
	// haymakers, kidney punches and hooks when it can pay for them, takes
	// damage from its white stack first (keeping one for the ante), and
	// counters big blows aimed at it.
	Aggressive Strategy = builtin{&aggressive{}}
	// Random makes random legal choices, drawing from the brawl's dice
	// (View.Rand), so a seeded brawl stays repeatable and saves and
	// resumes like any other. It is for tests and for exploring the rules.
	Random Strategy = builtin{&random{}}
)

// The decisions of the built-in strategies, one type each.
type (
	cautious   struct{}
	aggressive struct{}
	random     struct{}
)

// builtin is a built-in strategy: the Strategy whose decisions are play's.
// Each of its methods asks play's decision over the brawl the View shows,
// from the View's seat.
type builtin struct{ play decisions }

// Ready is play's choice to ready or rest (Strategy.Ready).
func (s builtin) Ready(v *View) Ready { return s.play.ready(v.b, v.me) }

// Bet is play's bet of colour c, within the View's limit (Strategy.Bet).
func (s builtin) Bet(v *View, c Colour) int { return s.play.bet(v.b, v.me, c, v.Limit(c)) }

// Turn is play's turn (Strategy.Turn).
func (s builtin) Turn(v *View) Turn { t, _ := s.play.turn(v.b, v.me); return t }

// Absorb is play's choice of the n chips a blow takes (Strategy.Absorb).
func (s builtin) Absorb(v *View, n int) Chips { return s.play.absorb(v.b, v.me, n) }

// Counter is play's answer to actor's turn t (Strategy.Counter).
func (s builtin) Counter(v *View, actor int, t Turn) bool { return s.play.counter(v.b, v.me, actor, t) }

// Raise is play's bid in a Counter Action's auction, mine and theirs the
// chips already added (Strategy.Raise).
func (s builtin) Raise(v *View, mine, theirs int) int { return s.play.raise(v.b, v.me, mine, theirs) }

// decisions are a built-in strategy's decisions, each one function over
// the brawl's own state, seat i deciding. A turn comes with whether the
// strategy found it legal itself (Brawl.legal): a study's brawl does not
// check that turn twice (Brawl.answerTurn). Its Strategy methods (builtin)
// call them through the View, a handle on that state; the engine calls
// them directly (Brawl.askInto, and a study's answers) and asks any other
// Strategy through a View (viewed).
type decisions interface {
	ready(b *Brawl, i int) Ready
	bet(b *Brawl, i int, c Colour, lim int) int  // lim: View.Limit(c)
	turn(b *Brawl, i int) (t Turn, checked bool) // checked: legal said so
	absorb(b *Brawl, i, n int) Chips
	counter(b *Brawl, i, actor int, t Turn) bool
	raise(b *Brawl, i, mine, theirs int) int
}

// builtinOf returns d's decisions when d is a built-in strategy, or nil.
func builtinOf(d Strategy) decisions {
	if s, ok := d.(builtin); ok {
		return s.play
	}
	return nil
}

// keep returns the most of n chips that seat s may bet of a colour whose
// limit is lim while keeping at least one chip in his stacks (a brawler
// with empty stacks is knocked out, BR-5).
func keep(s *Seat, lim, n int) int {
	return max(min(n, lim, s.Stack.Total()-1), 0)
}

// foe returns the opponent adjacent to seat i, still in the fight, with
// the fewest chips, or −1.
func foe(b *Brawl, i int) int {
	best, who := 0, -1
	for j := range b.seats {
		s := &b.seats[j]
		if !b.adjacent(i, j) || !s.In() {
			continue
		}
		if t := s.Stack.Total(); who < 0 || t < best {
			best, who = t, j
		}
	}
	return who
}

// seek returns seat i's Move turn toward an opponent still in the fight,
// if he can pay for it, else a pass, and whether it checked it legal.
func seek(b *Brawl, i int) (Turn, bool) {
	for j := range b.seats {
		s := &b.seats[j]
		if j == i || !s.In() {
			continue
		}
		t := Turn{Target: j, Special: Move, Spot: s.Spot}
		if b.legal(i, t) {
			return t, true
		}
		t.Target = Nobody
		if b.legal(i, t) {
			return t, true
		}
		break
	}
	return Turn{Target: Nobody}, false
}

// breakFree returns seat i's turn that tries to break a hold or a grab,
// if one applies and can be paid for (ok), and whether it checked it
// legal.
func breakFree(b *Brawl, i int) (t Turn, checked, ok bool) {
	s := &b.seats[i]
	switch s.Grip {
	case Held:
		for _, alt := range [...]bool{false, true} {
			t := Turn{Target: s.GrippedBy, Special: BreakHold, Alt: alt}
			if b.legal(i, t) {
				return t, true, true
			}
		}
		return Turn{Target: Nobody}, false, true
	case Grabbed:
		t := Turn{Target: s.GrippedBy, Special: BreakAway}
		if s.Stack.Total() > b.spec[BreakAway].Cost.Total()+2 && b.legal(i, t) {
			return t, true, true
		}
	}
	return Turn{}, false, false
}

// blocked reports whether seat d's white chips would stop a blow of seat
// i with plus extra red (damage 1 + red − 2 per white ≤ 0, BR-3).
func blocked(b *Brawl, i, d, plus int) bool {
	return 1+b.seats[i].Count.Red+plus <= 2*b.seats[d].Count.White
}

// ready rests when winded (BR-5), taking back 1 red and 2 white.
func (*cautious) ready(b *Brawl, i int) Ready {
	if b.seats[i].Winded() {
		return Ready{Rest: true, Regain: Chips{Red: 1, White: 2}}
	}
	return Ready{}
}

// bet bets half the red and blue limits and the whole white limit, keeping
// one white chip for the next ante.
func (*cautious) bet(b *Brawl, i int, c Colour, lim int) int {
	s := &b.seats[i]
	if c == White {
		return keep(s, lim, s.Stack.White-1)
	}
	return keep(s, lim, lim/2)
}

// turn attacks the weakest adjacent opponent: with a kidney punch when his
// white chips would stop a plain punch and it can pay and keep 8 chips,
// otherwise with a plain punch; breaks a hold or a grab first; moves toward
// an opponent when none is adjacent.
func (*cautious) turn(b *Brawl, i int) (Turn, bool) {
	if t, checked, ok := breakFree(b, i); ok {
		return t, checked
	}
	d := foe(b, i)
	if d < 0 {
		return seek(b, i)
	}
	if blocked(b, i, d, 0) {
		t := Turn{Target: d, Special: KidneyPunch}
		if b.seats[i].Stack.Minus(b.spec[KidneyPunch].Cost).Total() >= 8 && b.legal(i, t) {
			return t, true
		}
	}
	return Turn{Target: d}, false
}

// absorb takes damage from red first, then blue, then white.
func (*cautious) absorb(b *Brawl, i, n int) Chips {
	return takeInOrder(b.seats[i].Stack, n, [3]Colour{Red, Blue, White}, 0)
}

// counter opposes a Hold or a Kick aimed at it, when it can pay for the
// counter and still hold 6 chips.
func (*cautious) counter(b *Brawl, i, actor int, t Turn) bool {
	return t.Target == i && (t.Special == Hold || t.Special == Kick) &&
		b.seats[i].Stack.Total() >= b.spec[CounterAction].Cost.Total()+6
}

// raise adds nothing.
func (*cautious) raise(b *Brawl, i, mine, theirs int) int { return 0 }

// ready fights whenever it can; a winded brawler without a red and a blue
// chip rests, taking back 3 white.
func (*aggressive) ready(b *Brawl, i int) Ready {
	s := &b.seats[i]
	if s.Winded() && (s.Stack.Red == 0 || s.Stack.Blue == 0) {
		return Ready{Rest: true, Regain: Chips{White: 3}}
	}
	return Ready{}
}

// bet bets the full red and blue limits and one white when it holds three
// or more.
func (*aggressive) bet(b *Brawl, i int, c Colour, lim int) int {
	s := &b.seats[i]
	if c == White {
		if s.Stack.White >= 3 {
			return keep(s, lim, 1)
		}
		return 0
	}
	return keep(s, lim, lim)
}

// turn kicks a man on the floor, else throws a haymaker, else a kidney
// punch, else a hook, else a punch, at the weakest adjacent opponent —
// skipping a blow his white chips would stop, and keeping 4 chips back;
// breaks a hold or a grab first; moves toward an opponent when none is
// adjacent.
func (*aggressive) turn(b *Brawl, i int) (Turn, bool) {
	if t, checked, ok := breakFree(b, i); ok {
		return t, checked
	}
	d := foe(b, i)
	if d < 0 {
		return seek(b, i)
	}
	st := b.seats[i].Stack
	for _, sp := range [...]Special{Kick, Haymaker, KidneyPunch, Hook} {
		t := Turn{Target: d, Special: sp}
		if sp == Kick && !b.seats[d].Lying() || sp != KidneyPunch && blocked(b, i, d, b.spec[sp].Red) {
			continue
		}
		if st.Minus(b.spec[sp].Cost).Total() >= 4 && b.legal(i, t) {
			return t, true
		}
	}
	return Turn{Target: d}, false
}

// absorb takes damage from white first (keeping one for the ante), then
// blue, then red, then the last white.
func (*aggressive) absorb(b *Brawl, i, n int) Chips {
	return takeInOrder(b.seats[i].Stack, n, [3]Colour{White, Blue, Red}, 1)
}

// counter opposes a haymaker, rabbit punch, kick or hold aimed at it when
// it can pay and still hold 8 chips.
func (*aggressive) counter(b *Brawl, i, actor int, t Turn) bool {
	switch t.Special {
	case Haymaker, RabbitPunch, Kick, Hold:
		return t.Target == i && b.seats[i].Stack.Total() >= b.spec[CounterAction].Cost.Total()+8
	}
	return false
}

// raise adds one blue chip while it is not ahead, up to 4, keeping 2.
func (*aggressive) raise(b *Brawl, i, mine, theirs int) int {
	if mine <= theirs && mine < 4 && b.seats[i].Stack.Blue > 2 {
		return 1
	}
	return 0
}

// takeInOrder removes n chips from st taking colours in order, leaving keep
// chips of the first colour until the others are gone.
func takeInOrder(st Chips, n int, order [3]Colour, keep int) Chips {
	var mix Chips
	first := order[0]
	take := func(c Colour, reserve int) {
		k := min(n, st.Of(c)-mix.Of(c)-reserve)
		if k > 0 {
			*mix.at(c) += k
			n -= k
		}
	}
	take(first, keep)
	take(order[1], 0)
	take(order[2], 0)
	take(first, 0)
	return mix
}

// ready rests one time in eight, and always when winded without a red and
// a blue to buy a white; the three chips come back in a random mix. It
// draws from the brawl's dice as its deciders see them (View.Rand).
func (*random) ready(b *Brawl, i int) Ready {
	s := &b.seats[i]
	r := &b.rec
	must := s.Winded() && (s.Stack.Red == 0 || s.Stack.Blue == 0)
	if must || r.IntN(8) == 0 {
		var c Chips
		for range 3 {
			*c.at(Colour(r.IntN(3))) += 1
		}
		return Ready{Rest: true, Regain: c}
	}
	return Ready{}
}

// bet bets a uniform 0..Limit.
func (*random) bet(b *Brawl, i int, c Colour, lim int) int { return b.rec.IntN(lim + 1) }

// turn tries up to eight random turns — a random special action (or none)
// against a random seat, a random spot and weapon for a Move — and plays
// the first legal one; otherwise a punch at a random adjacent man,
// otherwise nothing.
func (*random) turn(b *Brawl, i int) (Turn, bool) {
	r := &b.rec
	n := len(b.seats)
	for range 8 {
		t := Turn{Target: r.IntN(n+1) - 1, Special: Special(r.IntN(int(numSpecials)))}
		if t.Special == CounterAction {
			t.Special = NoSpecial
		}
		t.Alt = r.IntN(2) == 0
		if t.Special == Move {
			t.Spot = r.IntN(len(b.spots))
			if k := r.IntN(len(b.weapons) + 1); k > 0 {
				t.PickUp = b.weapons[k-1].Name
			}
		}
		if b.legal(i, t) {
			return t, true
		}
	}
	start := r.IntN(n)
	for k := range n {
		t := Turn{Target: (start + k) % n}
		if b.legal(i, t) {
			return t, true
		}
	}
	return Turn{Target: Nobody}, false
}

// absorb removes the n chips one at a time from a random colour that
// still has some.
func (*random) absorb(b *Brawl, i, n int) Chips {
	st := b.seats[i].Stack
	r := &b.rec
	var mix Chips
	for n > 0 {
		c := Colour(r.IntN(3))
		for st.Of(c)-mix.Of(c) == 0 {
			c = (c + 1) % 3
		}
		*mix.at(c) += 1
		n--
	}
	return mix
}

// counter counters one time in four.
func (*random) counter(b *Brawl, i, actor int, t Turn) bool { return b.rec.IntN(4) == 0 }

// raise adds 0..3 blue chips, never more than it holds.
func (*random) raise(b *Brawl, i, mine, theirs int) int {
	return b.rec.IntN(min(b.seats[i].Stack.Blue, 3) + 1)
}
