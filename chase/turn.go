package chase

import (
	"github.com/deadmanshand/aces/dice"
)

// Step plays one turn of the chase or race (rules CS-2 … CS-7). Every
// rider still riding bets in secret (a rider whose horse is blown is not
// asked and stands still): a person's bet is the one Decide recorded, and
// while one is missing Step plays nothing and returns an error wrapping
// [ErrWaiting] that names who; then every other rider's strategy is
// asked, in index order, and its bet checked as Decide checks a person's.
// Then the bets are revealed, the horses move and meet hazards and
// obstacles — a horse collapses the moment its chips run out (rule
// CSD-8) — the pursuers track, or the racers who reach the last card
// finish, tired horses recover, and the chase may end (rule CSD-6) or
// enter a new phase.
//
// A strategy's bad bet is a [*BetError] naming the rule and changes
// nothing — the bets of the strategies asked before it stand, as they
// would have, and it is asked again, with them made, at the next Step —
// and the rider waits for Decide (or another strategy, SetDecider) until
// a bet of his is good. A chase or race that is over wraps [ErrOver].
//
// Draws: each custom strategy's on View.Rand as it is asked, then those
// Run lists.
func (e *engine) Step() error {
	if !e.ready {
		return errorf(ErrSetup, "not set up: use New, NewRace, Reset or Resume")
	}
	if e.out.End != NotOver {
		return errorf(ErrOver, "the %s ended on turn %d (%v)", e.what(), e.out.Ended, e.out.End)
	}
	if err := e.waitErr(); err != nil {
		return err
	}
	if !e.j.Off {
		e.j.Arrived(e.point())
	}
	turn := e.turn + 1
	for i := range e.riders {
		if !e.asked(i) || e.decided.has(i) {
			continue
		}
		b := &e.bets[i] // an undecided rider's bet is nobody's to read
		viewed := e.ask(turn, i, b)
		if err := e.checkBet(turn, i, b); err != nil {
			if viewed {
				e.rec.Rewind() // the dice go back where they were when he was asked
			}
			e.refused.set(i, true)
			return err
		}
		e.decided.set(i, true)
		e.refused.set(i, false)
		if !e.j.Off {
			e.j.Answer(i, b.String(), e.rec.Answered())
			e.j.Synced()
		}
	}
	e.play()
	e.j.Synced()
	return nil
}

// ask asks rider i's strategy for his bet for turn, into b. A built-in's
// is worked out from the chase's own state (see footing) and draws
// nothing. Any other strategy bets on a View (viewed), drawing on the
// chase's dice through the recorder, which keeps where they were when he
// was asked.
func (e *engine) ask(turn, i int, b *Bet) (viewed bool) {
	f := e.footing(turn, i)
	if builtinBet(e.strats[i], &f, b) {
		return false
	}
	e.setView(turn, i)
	e.view.Rand = &e.rec
	e.rec.Ask()
	*b = e.strats[i].Bet(&e.view)
	return true
}

// play plays the coming turn, every rider who bets having bet (rules
// CS-2 … CS-6): the bets are revealed, the horses move and meet hazards
// and obstacles, the pursuers track, tired horses recover, and the chase
// may end (rule CSD-6) or enter a new phase.
//
// Draws, in order: the Soundness d20 of each horse its bet leaves without
// chips (riders in index order); the Riding checks of each rider's move
// (riders in index order; cards in the order passed; per hazard its rolls,
// then its Horse Sense check; per troublesome obstacle one check), with a
// deck shuffle (Deck.Shuffle's draws) where the track needs a fresh deck,
// and the Soundness d20 right after the check that takes a horse's last
// chip; then each pursuer's Tracking checks.
func (e *engine) play() {
	for i := range e.riders {
		if !e.asked(i) {
			e.bets[i] = Bet{}
		}
	}
	e.decided, e.refused = 0, 0
	e.turn++
	e.reserve(len(e.log) - e.turnAt)
	e.turnAt = len(e.log)
	e.dead = -1

	e.reveal()
	if !e.race && !e.pursuersLeft() {
		e.finish(e.quitEnd(), e.lastOut)
		return
	}
	for i := range e.riders {
		if !e.st[i].down() {
			e.move(i)
		}
	}
	if e.race {
		e.placeFinishers()
	} else if c := e.catcher(); c >= 0 {
		if ev := e.emit(Catches, c); ev != nil {
			ev.Whom, ev.Pos = e.riders[0].Name, int32(e.st[c].Pos)
		}
		e.finish(Caught, c)
		return
	} else {
		e.trackAll()
	}
	e.recover()
	dead := e.dead
	switch {
	case dead >= 0 && !e.race:
		e.finish(HorseDied, dead)
	case e.race && e.racersLeft() == 0:
		e.finish(RaceOver, -1)
	case !e.race && !e.pursuersLeft():
		e.finish(e.quitEnd(), e.lastOut)
	case e.turn >= e.maxTurns:
		e.finish(TurnCap, -1)
	case !e.race:
		e.advancePhase()
	}
}

// Run plays turns until the chase or race ends, or until a person must
// bet (the error of Step, wrapping [ErrWaiting]), and returns the outcome
// so far; a race's places are in its [Outcome].Results. Each turn draws,
// in order: the Soundness d20 of each horse its bet leaves without chips
// (riders in index order); the Riding checks of each rider's move (riders
// in index order; cards in the order passed; each hazard's rolls and then
// its Horse Sense check; one check per troublesome obstacle), in a chase a
// shuffle where the track needs a fresh deck, and the Soundness d20 right
// after the check that takes a horse's last chip; then, in a chase, each
// pursuer's Tracking checks.
func (e *engine) Run() (Outcome, error) {
	for e.ready && e.out.End == NotOver {
		if err := e.Step(); err != nil {
			return e.out, err
		}
	}
	if !e.ready {
		return e.out, e.Step()
	}
	return e.out, nil
}

// Over reports whether the chase or race has ended.
func (e *engine) Over() bool { return e.out.End != NotOver }

// Outcome returns how the chase or race ended (End NotOver while it
// runs; a race ends RaceOver, or at the TurnCap).
func (e *engine) Outcome() Outcome { return e.out }

// Events returns every event since the chase or race started, oldest
// first; the last turn's are those whose When is [Screen].Turn. The slice
// aliases the log and is valid until the next turn.
func (e *engine) Events() []Event { return e.log }

// reveal applies the bets (rules CS-2, CSD-7): give-ups, trades, red
// spent, white earning chips (not capped by the horse's maximum), and works
// out each move: 3 + 1 per 2 red − 1 per white − the penalties of last
// turn, never below 0. A horse the bet leaves without chips collapses
// there, before it moves (rule CSD-8).
func (e *engine) reveal() {
	for i := range e.riders {
		s := &e.st[i]
		e.moves[i] = 0
		if !s.In() {
			continue
		}
		if s.Blown {
			s.Blown = false
			if ev := e.emit(Blown, i); ev != nil {
				ev.Penalty = int16(s.Penalty)
			}
			s.Penalty = 0
			continue
		}
		b := &e.bets[i]
		if b.GiveUp {
			s.Status = GaveUp
			e.lastOut = i
			e.emit(GivesUp, i)
			continue
		}
		if t := &b.Trade; t.N > 0 {
			*s.Chips.ptr(t.Give) -= 2 * t.N
			*s.Chips.ptr(t.Get) += t.N
			if ev := e.emit(Traded, i); ev != nil {
				ev.Chips.add(t.Give, 2*t.N)
				ev.Gain.add(t.Get, t.N)
			}
		}
		s.Chips.Red -= b.Red
		var earned Pile
		for range b.White {
			earned.add(earn(&s.Chips, &s.Max, b.Earn), 1)
		}
		if ev := e.emit(Bets, i); ev != nil {
			ev.Chips, ev.Gain = Pile{Red: int16(b.Red), White: int16(b.White)}, earned
		}
		e.moves[i] = max(baseMove+b.Red/2-b.White-s.Penalty, 0)
		if s.Chips.total() == 0 {
			s.Moved = 0
			e.collapse(i)
		}
	}
}

// move moves rider i and resolves every card he passes (rules CS-3, CS-4):
// an obstacle (see obstacle); a hazard his horse passes freely (see free),
// where nothing happens; any other hazard (see hazard). A pursuer stops on
// the pursued's card; a racer on the finishing card; a horse that
// collapses on a card stops there (rule CSD-8).
func (e *engine) move(i int) {
	s := &e.st[i]
	speed := e.moves[i]
	from := s.Pos
	to := from + speed
	switch {
	case e.race:
		to = min(to, e.length)
	case s.Role == Pursuer:
		to = min(to, e.st[0].Pos)
	}
	if ev := e.emit(Moves, i); ev != nil {
		ev.From, ev.Pos, ev.Speed, ev.Penalty = int32(from), int32(to), int16(to-from), int16(s.Penalty)
		ev.Chips = Pile{Red: int16(e.bets[i].Red), White: int16(e.bets[i].White)}
	}
	s.Penalty = 0
	hazards := 0
	for k := max(from+1, 1); k <= to; k++ {
		p := e.spotAt(k)
		s.Pos = k
		if !p.hazard {
			e.obstacle(i, k, p)
		} else if counted := e.counted(i, speed); free(p, counted) {
			if ev := e.emit(HazardPassed, i); ev != nil {
				ev.Card, ev.Pos, ev.Speed, ev.Value = p.card, int32(k), int16(counted), int16(p.value)
			}
			continue // nothing happens
		} else {
			e.hazard(i, k, p, counted, &hazards)
		}
		if s.down() {
			to = k
			break
		}
	}
	s.Pos, s.Moved = to, to-from
	if e.race && to >= e.length {
		e.crossed = true
	}
}

// fail applies a failed Riding check's cost (rules CS-3, CS-4): a blue
// chip, if any is left, and one card off the next move. A horse it leaves
// without chips collapses at once (rule CSD-8).
func (e *engine) fail(i int, ev *Event) {
	s := &e.st[i]
	s.Penalty++
	lost := s.Chips.Blue > 0
	if lost {
		s.Chips.Blue--
	}
	if ev != nil {
		ev.Penalty, ev.Lost = 1, lost
	}
	if lost && s.Chips.total() == 0 {
		e.collapse(i)
	}
}

// riding rolls rider i's Riding check at Difficult (+0) (rules CS-3,
// CS-4), a skill check (see skill), with the modifier of the terrain of
// spot p when p is not nil, into ev (nil with the log off), and pays what
// a failure costs. Draws: one IntN(100).
func (e *engine) riding(i int, p *spot, ev *Event) bool {
	r := &e.riders[i]
	bonus, tmod := dice.Difficult().Bonus, 0
	if p != nil {
		tmod = int(p.riding)
	}
	face := dice.D(e.rnd, 100)
	if ev != nil {
		ev.skill(face, bonus, tmod, r.DieMod, r.Riding)
		if tmod != 0 {
			ev.Terrain = e.terrain(p).Name
		}
	}
	if skillTotal(face, bonus, tmod, r.DieMod) >= r.Riding {
		return true
	}
	e.fail(i, ev)
	return false
}

// skill rolls a skill check of rider i at mastery (rule DI-5): d100 + the
// difficulty's bonus (DI-6) + the terrain's modifier tmod + the
// rider's Reputation DieMod (rules RED-3, DID-1: a bonus raises the
// total) succeeds when the total reaches the mastery (the setup checked it
// is 1..100). It returns the margin, the total less the mastery: the check
// succeeds when it is 0 or more. The roll is recorded in ev unless ev is
// nil (the log off); the caller names the terrain. Draws: one IntN(100).
func (e *engine) skill(i, mastery, bonus, tmod int, ev *Event) int {
	rep := e.riders[i].DieMod
	face := dice.D(e.rnd, 100)
	if ev != nil {
		ev.skill(face, bonus, tmod, rep, mastery)
	}
	return skillTotal(face, bonus, tmod, rep) - mastery
}

// skillTotal is the total of a skill check that rolled face on the d100
// (rule DI-5): the face, the difficulty's bonus, the terrain's modifier
// and the rider's Reputation DieMod.
func skillTotal(face, bonus, tmod, rep int) int { return face + bonus + tmod + rep }

// catcher returns the first pursuer on or past the pursued's card, or −1.
func (e *engine) catcher() int {
	for i := 1; i < len(e.st); i++ {
		if s := &e.st[i]; s.In() && s.Pos >= e.st[0].Pos {
			return i
		}
	}
	return -1
}

// recover gives each rider still in who moved fewer than 3 cards (tracking
// included) one chip of the colour his bet named, never above the maximum
// (rule CS-6). A horse that collapsed this turn recovers nothing until the
// next (rule CSD-8).
func (e *engine) recover() {
	for i := range e.st {
		s := &e.st[i]
		if s.down() || s.Moved >= baseMove {
			continue
		}
		got := gain(&s.Chips, &s.Max, e.bets[i].Recover, anyOfThree)
		if ev := e.emit(Recovers, i); ev != nil {
			ev.Speed, ev.Colour = int16(s.Moved), got
		}
	}
}
