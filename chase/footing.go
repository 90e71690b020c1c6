package chase

// footing is where a rider stands as a built-in strategy reads it to bet
// for the turn about to be played (rule CS-2): a few numbers of the
// chase's own state. A built-in's bet is one function over it: the engine
// works it out from its state and calls that function directly, without
// a View (engine.footing); the strategy's Bet method works it out from the
// View it is given, whose States are the engine's, and calls the same
// function (View.footing). Both read the gap by gapOf.
type footing struct {
	turn  int         // the turn about to be played
	gap   int         // the distance that matters to him ([View.Gap])
	self  *RiderState // where he stands: his role, chips and maximum
	limit *Chips      // his bet limits ([View.Limit])
}

// footingOf returns the footing of rider me among states, with bet limits
// limit, for turn, in a race of length cards (0 in a chase). A rider the
// states do not hold stands nowhere: a new zero RiderState.
func footingOf(states []RiderState, me, turn, length int, limit *Chips) footing {
	if me < 0 || me >= len(states) {
		return footing{turn: turn, self: &RiderState{}, limit: limit}
	}
	return footing{turn: turn, gap: gapOf(states, me, length), self: &states[me], limit: limit}
}

// red returns the most red he may bet without a trade (Options.Red): the
// smaller of his limit and the red he holds.
func (f *footing) red() int { return min(f.limit.Red, f.self.Chips.Red) }

// gapOf returns the distance that matters to rider me among states, in
// cards ([View.Gap]): for the pursued, how far he is ahead of the nearest
// pursuer still riding (0 when none is left); for a pursuer, how far the
// pursued is ahead of him; for a racer, the cards left to the finish of a
// race of length cards; 0 for a rider the states do not hold.
func gapOf(states []RiderState, me, length int) int {
	if me < 0 || me >= len(states) {
		return 0
	}
	pos := states[me].Pos
	switch states[me].Role {
	case Pursued:
		gap, any := 0, false
		for i := range states {
			s := &states[i]
			if s.Role == Pursuer && s.In() && (!any || pos-s.Pos < gap) {
				gap, any = pos-s.Pos, true
			}
		}
		return gap
	case Pursuer:
		for i := range states {
			if states[i].Role == Pursued {
				return states[i].Pos - pos
			}
		}
	case Racer:
		return length - pos
	}
	return 0
}

// footing returns the footing of the betting rider as the View shows it.
func (v *View) footing() footing {
	return footingOf(v.States, v.me, v.Turn, v.Length, &v.Limit)
}

// footing returns rider i's footing for turn, from the engine's state.
func (e *engine) footing(turn, i int) footing {
	return footing{turn: turn, gap: gapOf(e.st, i, e.length), self: &e.st[i], limit: e.limit(i)}
}

// limits returns a rider's bet limits in each phase (rule CS-2), indexed
// by Phase: red, half his horse's speed for the phase (its [SpeedTable]
// row); white, half its Endurance (default); each rounded down, as half a
// chip is no chip (DID-5).
func (e *engine) limits(h *Attributes) [numPhases]Chips {
	var ls [numPhases]Chips
	for p := Tactical; p < numPhases; p++ {
		ls[p] = Chips{Red: h.Get(e.speed.row(p).Speed) / 2, White: h.Endurance / 2}
	}
	return ls
}

// limit returns rider i's bet limits in the phase the chase is in, from
// the table the engine worked out when it took the setup in.
func (e *engine) limit(i int) *Chips { return &e.now[i] }

// enter puts the chase in phase p, and each rider's bet limits with it.
func (e *engine) enter(p Phase) {
	e.phase = p
	e.now = resize(e.now, len(e.bounds))
	for i := range e.now {
		e.now[i] = e.bounds[i][p]
	}
}

// builtinBet puts the bet of strategy s on footing f in b when s is a
// built-in, and returns false when s bets on a View: a custom strategy,
// and Patience asking one.
func builtinBet(s Strategy, f *footing, b *Bet) bool {
	switch v := s.(type) {
	case AllOut:
		*b = v.bet(f)
	case Canny:
		*b = v.bet(f)
	case Steady:
		*b = v.bet(f)
	case Patience:
		return v.bet(f, b)
	default:
		return false
	}
	return true
}
