package brawl

// The built-in strategies, saved and studied under their names
// "cautious", "aggressive" and "random". To change one decision of a
// built-in, embed it in a type of your own and override that method:
//
//	type dirty struct{ brawl.Strategy } // dirty{brawl.Aggressive}
//	func (d dirty) Turn(v *brawl.View) brawl.Turn { … d.Strategy.Turn(v) … }
var (
	// Cautious guards its chips: it bets its full white limit (keeping one
	// white for the next ante) and half its red and blue limits, rests when
	// winded, throws a kidney punch when white chips would stop its punch,
	// takes damage from its red stack first, and counters only a Hold or a
	// Kick aimed at it. It attacks the adjacent opponent still in the
	// fight with the fewest chips, and moves to find one when none is
	// adjacent. It is the decider of an Entrant given none.
	Cautious Strategy = cautious{}
	// Aggressive spends to hurt: it bets its full red and blue limits and
	// at most one white, never rests unless it must, throws kicks,
	// haymakers, kidney punches and hooks when it can pay for them, takes
	// damage from its white stack first (keeping one for the ante), and
	// counters big blows aimed at it.
	Aggressive Strategy = aggressive{}
	// Random makes random legal choices, drawing from the brawl's dice
	// (View.Rand), so a seeded brawl stays repeatable and saves and
	// resumes like any other. It is for tests and for exploring the rules.
	Random Strategy = random{}
)

// The types of the built-in strategies.
type (
	cautious   struct{}
	aggressive struct{}
	random     struct{}
)

// keep returns the most of n chips of colour c that can be bet while keeping
// at least one chip in the stacks (a brawler with empty stacks is knocked
// out, BR-5).
func keep(v *View, c Colour, n int) int {
	n = min(n, v.Limit(c))
	if left := v.Self().Stack.Total() - 1; n > left {
		n = left
	}
	return max(n, 0)
}

// foe returns the adjacent opponent still in the fight with the fewest chips,
// or −1.
func foe(v *View) int {
	best, who := 0, -1
	for i := 0; i < len(v.Seats); i++ {
		s := &v.Seats[i]
		if !v.Adjacent(i) || !s.In() {
			continue
		}
		if t := s.Stack.Total(); who < 0 || t < best {
			best, who = t, i
		}
	}
	return who
}

// seek returns a Move turn toward an opponent still in the fight, if the
// brawler can pay for it, else a pass.
func seek(v *View) Turn {
	for i := 0; i < len(v.Seats); i++ {
		s := &v.Seats[i]
		if i == v.Me() || !s.In() {
			continue
		}
		t := Turn{Target: i, Special: Move, Spot: s.Spot}
		if v.Legal(t) {
			return t
		}
		t.Target = Nobody
		if v.Legal(t) {
			return t
		}
		break
	}
	return Turn{Target: Nobody}
}

// breakFree returns the turn that tries to break a hold or a grab, if one
// applies and can be paid for.
func breakFree(v *View) (Turn, bool) {
	s := v.Self()
	switch s.Grip {
	case Held:
		for _, alt := range [...]bool{false, true} {
			t := Turn{Target: s.GrippedBy, Special: BreakHold, Alt: alt}
			if v.Legal(t) {
				return t, true
			}
		}
		return Turn{Target: Nobody}, true
	case Grabbed:
		t := Turn{Target: s.GrippedBy, Special: BreakAway}
		if v.Self().Stack.Total() > v.Specials[BreakAway].Cost.Total()+2 && v.Legal(t) {
			return t, true
		}
	}
	return Turn{}, false
}

// Ready rests when winded (BR-5), taking back 1 red and 2 white.
func (cautious) Ready(v *View) Ready {
	if v.Self().Winded() {
		return Ready{Rest: true, Regain: Chips{Red: 1, White: 2}}
	}
	return Ready{}
}

// Bet bets half the red and blue limits and the whole white limit, keeping
// one white chip for the next ante.
func (cautious) Bet(v *View, c Colour) int {
	switch c {
	case White:
		return keep(v, c, v.Self().Stack.White-1)
	default:
		return keep(v, c, v.Limit(c)/2)
	}
}

// Turn attacks the weakest adjacent opponent: with a kidney punch when his
// white chips would stop a plain punch and it can pay and keep 8 chips,
// otherwise with a plain punch; breaks a hold or a grab first; moves toward
// an opponent when none is adjacent.
func (cautious) Turn(v *View) Turn {
	if t, ok := breakFree(v); ok {
		return t
	}
	d := foe(v)
	if d < 0 {
		return seek(v)
	}
	if blocked(v, d, 0) {
		t := Turn{Target: d, Special: KidneyPunch}
		if v.Self().Stack.Minus(v.Specials[KidneyPunch].Cost).Total() >= 8 && v.Legal(t) {
			return t
		}
	}
	return Turn{Target: d}
}

// blocked reports whether seat d's white chips would stop a blow with plus
// extra red (damage 1 + red − 2 per white ≤ 0, BR-3).
func blocked(v *View, d, plus int) bool {
	return 1+v.Self().Count.Red+plus <= 2*v.Seats[d].Count.White
}

// Absorb takes damage from red first, then blue, then white.
func (cautious) Absorb(v *View, n int) Chips {
	return absorb(v.Self().Stack, n, [3]Colour{Red, Blue, White}, 0)
}

// Counter opposes a Hold or a Kick aimed at it, when it can pay for the
// counter and still hold 6 chips.
func (cautious) Counter(v *View, actor int, t Turn) bool {
	return t.Target == v.Me() && (t.Special == Hold || t.Special == Kick) &&
		v.Self().Stack.Total() >= v.Specials[CounterAction].Cost.Total()+6
}

// Raise adds nothing.
func (cautious) Raise(v *View, mine, theirs int) int { return 0 }

// Ready fights whenever it can; a winded brawler without a red and a blue
// chip rests, taking back 3 white.
func (aggressive) Ready(v *View) Ready {
	s := v.Self()
	if s.Winded() && (s.Stack.Red == 0 || s.Stack.Blue == 0) {
		return Ready{Rest: true, Regain: Chips{White: 3}}
	}
	return Ready{}
}

// Bet bets the full red and blue limits and one white when it holds three
// or more.
func (aggressive) Bet(v *View, c Colour) int {
	if c == White {
		if v.Self().Stack.White >= 3 {
			return keep(v, c, 1)
		}
		return 0
	}
	return keep(v, c, v.Limit(c))
}

// Turn kicks a man on the floor, else throws a haymaker, else a kidney punch,
// else a hook, else a punch, at the weakest adjacent opponent — skipping a
// blow his white chips would stop, and keeping 4 chips back; breaks a hold
// or a grab first; moves toward an opponent when none is adjacent.
func (aggressive) Turn(v *View) Turn {
	if t, ok := breakFree(v); ok {
		return t
	}
	d := foe(v)
	if d < 0 {
		return seek(v)
	}
	st := v.Self().Stack
	for _, sp := range [...]Special{Kick, Haymaker, KidneyPunch, Hook} {
		t := Turn{Target: d, Special: sp}
		if sp != KidneyPunch && blocked(v, d, v.Specials[sp].Red) {
			continue
		}
		if st.Minus(v.Specials[sp].Cost).Total() >= 4 && v.Legal(t) {
			return t
		}
	}
	return Turn{Target: d}
}

// Absorb takes damage from white first (keeping one for the ante), then
// blue, then red, then the last white.
func (aggressive) Absorb(v *View, n int) Chips {
	return absorb(v.Self().Stack, n, [3]Colour{White, Blue, Red}, 1)
}

// Counter opposes a haymaker, rabbit punch, kick or hold aimed at it when it
// can pay and still hold 8 chips.
func (aggressive) Counter(v *View, actor int, t Turn) bool {
	switch t.Special {
	case Haymaker, RabbitPunch, Kick, Hold:
		return t.Target == v.Me() && v.Self().Stack.Total() >= v.Specials[CounterAction].Cost.Total()+8
	}
	return false
}

// Raise adds one blue chip while it is not ahead, up to 4, keeping 2.
func (aggressive) Raise(v *View, mine, theirs int) int {
	if mine <= theirs && mine < 4 && v.Self().Stack.Blue > 2 {
		return 1
	}
	return 0
}

// absorb removes n chips from st taking colours in order, leaving keep chips
// of the first colour until the others are gone.
func absorb(st Chips, n int, order [3]Colour, keep int) Chips {
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

// Ready rests one time in eight, and always when winded without a red and a
// blue to buy a white; the three chips come back in a random mix.
func (random) Ready(v *View) Ready {
	s := v.Self()
	r := v.Rand
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

// Bet bets a uniform 0..Limit.
func (random) Bet(v *View, c Colour) int { return v.Rand.IntN(v.Limit(c) + 1) }

// Turn tries up to eight random turns — a random special action (or none)
// against a random seat, a random spot and weapon for a Move — and plays the
// first legal one; otherwise a punch at a random adjacent man, otherwise
// nothing.
func (random) Turn(v *View) Turn {
	r := v.Rand
	for range 8 {
		t := Turn{Target: r.IntN(len(v.Seats)+1) - 1, Special: Special(r.IntN(int(numSpecials)))}
		if t.Special == CounterAction {
			t.Special = NoSpecial
		}
		t.Alt = r.IntN(2) == 0
		if t.Special == Move {
			t.Spot = r.IntN(len(v.Spots))
			if k := r.IntN(len(v.Weapons) + 1); k > 0 {
				t.PickUp = v.Weapons[k-1].Name
			}
		}
		if v.Legal(t) {
			return t
		}
	}
	start := r.IntN(len(v.Seats))
	for k := 0; k < len(v.Seats); k++ {
		t := Turn{Target: (start + k) % len(v.Seats)}
		if v.Legal(t) {
			return t
		}
	}
	return Turn{Target: Nobody}
}

// Absorb removes the n chips one at a time from a random colour that still
// has some.
func (random) Absorb(v *View, n int) Chips {
	st := v.Self().Stack
	r := v.Rand
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

// Counter counters one time in four.
func (random) Counter(v *View, actor int, t Turn) bool { return v.Rand.IntN(4) == 0 }

// Raise adds 0..3 blue chips, never more than it holds.
func (random) Raise(v *View, mine, theirs int) int {
	return v.Rand.IntN(min(v.Self().Stack.Blue, 3) + 1)
}
