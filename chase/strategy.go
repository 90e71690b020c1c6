package chase

// Strategy decides a rider's secret bet each turn (rule CS-2). The engine
// asks every rider's strategy before any chip moves, so no strategy sees
// another's bet; it then checks each bet as it checks a person's (see
// [Chase.Decide]) and reports a bad one as a [*BetError] naming the rule,
// changing nothing. A rider played by a person has [Person] for his
// strategy; simulations use the built-in ones. The engine works out a
// built-in strategy's bet from its own state by the function the
// strategy's Bet method calls on a View, so the two never differ; it
// asks any other strategy on a View.
//
// A custom strategy is saved with the chase, and takes part in a study,
// only if it has Name() string and Version() string methods, under a
// name no built-in has ("all-out", "canny", "steady", "patience"). A save
// holds its bets (and what it drew on View.Rand), never its own state:
// one whose bets depend on more than its View — a memory of past turns —
// resumes without that memory, as a new value of its type.
//
// A strategy must not modify the View or what it points to; the View is
// valid only during the call.
//
// [Simulate] and [SimulateRace] call one setup's strategies from several
// goroutines at once, one chase or race on each: a strategy must be safe
// for that (the built-in ones change no state of their own).
type Strategy interface {
	Bet(v *View) Bet
}

// Bet is a rider's secret bet for one turn (rule CS-2):
//
//   - Red chips are spent: each 2 move the horse one card more than the
//     base 3. At most half the horse's speed for the phase (Short, Medium
//     or Long Speed: [SpeedTable]), and no more than the rider holds.
//   - White chips are kept: each moves the horse one card less and earns
//     one chip of another colour, Earn (red or blue; AnyColour: red, or
//     blue when red is at the horse's maximum and blue below it). The chip
//     earned may take its colour above the maximum (rule CSD-7), up to
//     10,000 ([Chips]). At most half the horse's Endurance (default, not
//     from the source rules) and no more than the cards the bet would
//     move, 3 + Red/2 (3 white stand still).
//   - Trade converts chips 2:1 before the bet.
//   - Recover is the colour the horse recovers if it moves fewer than 3
//     cards this turn (rule CS-6; AnyColour: red, blue, white, the first
//     not full).
//   - GiveUp: a pursuer gives up the chase (rule CSD-6); the rest of the
//     bet is ignored. Only pursuers may give up.
//
// A bet's one written form is [Bet.String]'s, which [ParseBet] reads back:
// "red 4, white 1, earn blue, trade 6 blue for 3 red"; a save holds bets
// so.
type Bet struct {
	Red     int
	White   int
	Trade   Trade
	Earn    Colour
	Recover Colour
	GiveUp  bool
}

// Trade converts chips between colours at 2:1 (rule CS-2): it gives 2 × N
// chips of colour Give for N chips of colour Get. The chips received may
// take the colour above the horse's maximum (rule CSD-7), up to 10,000
// ([Chips]). The zero Trade trades nothing.
type Trade struct {
	Give Colour
	Get  Colour
	N    int
}

// even rounds n down to an even number: red chips move the horse in pairs,
// so an odd chip bet is wasted.
func even(n int) int { return n &^ 1 }

// Gap returns the distance that matters to the betting rider, in cards: for the
// pursued, how far ahead he is of the nearest pursuer still riding (0 when
// none is left); for a pursuer, how far the pursued is ahead of him; for a
// racer, how many cards are left to the finish.
func (v *View) Gap() int { return gapOf(v.States, v.me, v.Length) }

// Each built-in strategy's bet is one function over the betting rider's
// footing (footing.go): its Bet method calls it through the View, and the
// engine calls it directly.

// AllOut bets the most red chips it may every turn, rounded down to an
// even number (an odd chip moves nothing), and nothing else: red earned
// and recovered first. It never gives up. The zero AllOut is ready.
type AllOut struct{}

// Bet bets the most red it may (the smaller of the limit and the red
// held), rounded down to even.
func (a AllOut) Bet(v *View) Bet {
	f := v.footing()
	return a.bet(&f)
}

func (AllOut) bet(f *footing) Bet {
	return Bet{Red: even(f.red()), Earn: RedChip, Recover: RedChip}
}

// Steady paces the horse: it bets Red red chips a turn (0 means 2: one
// card more than the base move), fewer when the limit or the stack is
// lower, rounded down to even; when that leaves no red to bet it bets one
// white chip to earn a red one (and, moving 2 cards, recovers another). It
// never gives up. The zero Steady is ready.
type Steady struct {
	Red int
}

// Bet bets the pace.
func (s Steady) Bet(v *View) Bet {
	f := v.footing()
	return s.bet(&f)
}

func (s Steady) bet(f *footing) Bet {
	want := s.Red
	if want <= 0 {
		want = 2
	}
	red := even(min(want, f.red()))
	b := Bet{Red: red, Earn: RedChip, Recover: RedChip}
	if red == 0 && f.self.Chips.White > 0 && f.limit.White > 0 {
		b.White = 1
	}
	return b
}

// Canny watches the gap: the pursued spurs all out while a pursuer is
// within 4 cards and rests one white chip a turn when 12 or more cards
// ahead; a pursuer spurs all out while the pursued is within 8 cards; a
// racer spurs all out over the last 12 cards. Otherwise it paces as
// [Steady] does. When it is out of red it trades blue chips for red (2:1)
// while it keeps at least 4 blue. It never gives up; wrap it in
// [Patience] for that. The zero Canny is ready.
type Canny struct{}

// Bet reads the gap and bets.
func (c Canny) Bet(v *View) Bet {
	f := v.footing()
	return c.bet(&f)
}

func (Canny) bet(f *footing) Bet {
	me := f.self
	all := false
	switch me.Role {
	case Pursued:
		all = f.gap <= 4
		if f.gap >= 12 && me.Chips.White > 0 && f.limit.White > 0 {
			return Bet{White: 1, Earn: RedChip, Recover: RedChip}
		}
	case Pursuer:
		all = f.gap <= 8
	case Racer:
		all = f.gap <= 12
	}
	var b Bet
	if all {
		b = AllOut{}.bet(f)
	} else {
		b = Steady{}.bet(f)
	}
	if me.Chips.Red == 0 && me.Chips.Blue >= 6 && me.Max.Red > 0 {
		n := min(f.limit.Red, (me.Chips.Blue-4)/2, me.Max.Red)
		b.Trade = Trade{Give: BlueChip, Get: RedChip, N: n}
		b.Red, b.White = even(n), 0
		if !all {
			b.Red = even(min(n, 2))
		}
	}
	return b
}

// Patience wraps a pursuer's strategy (nil: [Canny]) with the will to
// quit: it gives up once the pursued is Gap or more cards ahead (0:
// never) or when the turn about to be played is past Turns (0: never).
// Riders other than pursuers never give up.
type Patience struct {
	Strategy Strategy
	Gap      int
	Turns    int
}

// Bet gives up or asks the wrapped strategy.
func (p Patience) Bet(v *View) Bet {
	f := v.footing()
	var b Bet
	if p.bet(&f, &b) {
		return b
	}
	return p.Strategy.Bet(v)
}

// bet gives up, or asks the wrapped strategy when it is a built-in, into
// b; false when the wrapped strategy must be asked on a View.
func (p Patience) bet(f *footing, b *Bet) bool {
	if p.quits(f) {
		*b = Bet{GiveUp: true}
		return true
	}
	if p.Strategy == nil {
		*b = Canny{}.bet(f)
		return true
	}
	return builtinBet(p.Strategy, f, b)
}

// quits reports whether a pursuer gives up now: the pursued Gap or more
// cards ahead, or the turn about to be played past Turns.
func (p Patience) quits(f *footing) bool {
	return f.self.Role == Pursuer && ((p.Gap > 0 && f.gap >= p.Gap) || (p.Turns > 0 && f.turn > p.Turns))
}
