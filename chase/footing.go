package chase

// footing is where a rider stands as a built-in strategy reads it to bet
// for the turn about to be played (rule CS-2): a few numbers of the
// chase's own state. A built-in's bet is one function over it: the engine
// works it out from its state and calls that function directly, without
// a View (footingOf with the engine's states); the strategy's Bet method
// works it out from the View it is given, whose States are the engine's,
// and calls the same function (View.footing).
type footing struct {
	turn   int   // the turn about to be played
	role   Role  // his part in the chase or race
	gap    int   // the distance that matters to him ([View.Gap])
	held   Chips // the chips his horse holds
	maxRed int   // his horse's red maximum
	limit  Chips // his bet limits ([View.Limit])
}

// footingOf returns the footing of rider me among states, with bet limits
// limit, for turn, in a race of length cards (0 in a chase). A rider the
// states do not hold stands nowhere: his footing is zero but for the turn
// and limits.
func footingOf(states []RiderState, me, turn, length int, limit Chips) footing {
	f := footing{turn: turn, limit: limit}
	if me < 0 || me >= len(states) {
		return f
	}
	s := &states[me]
	f.role, f.gap, f.held, f.maxRed = s.Role, gapOf(states, me, length), s.Chips, s.Max.Red
	return f
}

// red returns the most red he may bet without a trade (Options.Red): the
// smaller of his limit and the red he holds.
func (f *footing) red() int { return min(f.limit.Red, f.held.Red) }

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
	return footingOf(v.States, v.me, v.Turn, v.Length, v.Limit)
}

// footing returns rider i's footing for turn, from the engine's state.
func (e *engine) footing(turn, i int) footing {
	return footingOf(e.st, i, turn, e.length, e.limit(i))
}

// limit returns rider i's bet limits (rule CS-2): red, half his horse's
// speed for the phase (its [SpeedTable] row); white, half its Endurance
// (default).
func (e *engine) limit(i int) Chips {
	h := &e.riders[i].Horse.Attributes
	return Chips{Red: h.Get(e.speed.row(e.phase).Speed) / 2, White: h.Endurance / 2}
}

// builtinBet returns the bet of strategy s on footing f when s is a
// built-in, and false when s bets on a View: a custom strategy, and
// Patience asking one.
func builtinBet(s Strategy, f *footing) (Bet, bool) {
	switch v := s.(type) {
	case AllOut:
		return v.bet(f), true
	case Canny:
		return v.bet(f), true
	case Steady:
		return v.bet(f), true
	case Patience:
		return v.bet(f)
	}
	return Bet{}, false
}
