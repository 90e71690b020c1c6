package chase

import "fmt"

// MaxEvents bounds the events the longest chase or race a setup allows
// can log, however it is played: [New] and [NewRace] refuse a setup whose
// turn cap lets the bound below pass it. Resuming a save costs what
// playing its journal again costs, and the events are most of it, so
// that resuming any save of a setup they take — its longest chase
// included — takes at most a second and 256 MB. Measured: the costliest
// chase we know of — a pursued rider spurring all out while perfect
// trackers stand still and track him across every obstacle he lays —
// logs 442,126 events in the 757 turns two riders are allowed, and its
// save resumes in 0.3 s of processor time with 132 MB resident at most.
//
// The bound (engine bounds, not rules) counts, for a chase or race of n
// riders, P of them pursuers, capped at T turns:
//
//   - per rider and turn, 5 events — a trade, a bet, a move, a collapse,
//     a recovery — and per rider 8 more: his start, a catch, a finish, the
//     trail lost, four new phases;
//   - per card a rider passes, 6.5 events: a move passes at most 10
//     cards (3 and one for every 2 of at most 15 red chips), the n-th
//     hazard of a move takes n Riding checks and one of Horse Sense. A
//     rider passes at most 3 cards a turn and one for every 2 red chips he
//     is ever given — his opening red, the red of every phase, and half
//     his blue and white, which he may trade 2:1 — since a chip he earns or
//     recovers costs him a card; a racer passes at most the course;
//   - per pursuer and turn, the Tracking checks past the obstacles
//     between him and the pursued and the trail lost: at most the black
//     cards the pursued has passed, 26 a deck, with two decks' more where
//     a deck given to the chase runs out before the Long phase's fresh one;
//   - a shuffle every 54 cards, four phases and the end.
const MaxEvents = 1 << 19

// mostEvents returns the bound on the events of the longest chase or race
// of the engine's riders, speed table and course (or, in a chase, the
// pursued's first card start) capped at turns turns; see [MaxEvents].
func (e *engine) mostEvents(turns, start int) int64 {
	t := int64(turns)
	var pursuers int64
	events := int64(len(e.riders)) + 8 // the starts, the end, four phases, two irregular shuffles
	for i := range e.riders {
		cards := 3*t + (e.redGiven(i)+1)/2
		if e.race {
			cards = min(cards, int64(e.length))
		}
		events += 5*t + 8 + (13*cards+1)/2
		if !e.race && i > 0 {
			pursuers++
		}
	}
	if e.race {
		return events
	}
	// The pursued stands at most on card start + 3u + red/2 after u
	// turns: over the chase the cards he has passed sum to at most
	// T × (start + red/2) + 3T(T+1)/2, 13/27 of them black (26 a deck of
	// 54), plus 52 black a turn and the trail lost.
	reach := int64(start) + (e.redGiven(0)+1)/2
	passed := t*reach + 3*t*(t+1)/2
	events += pursuers * ((13*passed+26)/27 + 53*t)
	return events + (reach+3*t)/54
}

// redGiven returns the red chips rider i's horse is ever given, counting
// half his blue and white, which trade 2:1 for red: the opening's red by
// the fastest of his speeds, each phase's red by its speed, 2 × Agility
// blue and 2 × Endurance white (rule CS-1).
func (e *engine) redGiven(i int) int64 {
	h := &e.riders[i].Horse.Attributes
	fastest := max(h.ShortSpeed, h.MediumSpeed, h.LongSpeed)
	red := int64(e.speed.Opening) * int64(fastest)
	for _, row := range e.speed.Phases {
		red += int64(row.Red) * int64(h.Get(row.Speed))
	}
	return red + int64(h.Agility) + int64(h.Endurance)
}

// checkCap refuses a turn cap whose longest chase or race could log more
// than MaxEvents events, saying the largest cap the setup allows. A
// study's chases (their journal off) are built from a setup [Simulate]
// has checked already, by building a chase of it that keeps a journal.
func (e *engine) checkCap(start int) error {
	if e.j.Off || e.mostEvents(e.maxTurns, start) <= MaxEvents {
		return nil // a study's setup was checked when its probe was built
	}
	lo, hi := 0, e.maxTurns // the largest cap within the bound lies in [lo, hi)
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if e.mostEvents(mid, start) <= MaxEvents {
			lo = mid
		} else {
			hi = mid
		}
	}
	why := fmt.Sprintf("a %s of %d riders on these horses and tables could log more than MaxEvents (%d) events, more than a save of it resumes in a second and 256 MB", e.what(), len(e.riders), MaxEvents)
	if lo == 0 {
		return errorf(ErrSetup, "%s in a single turn", why)
	}
	return errorf(ErrSetup, "turn cap %d: %s; set MaxTurns to at most %d", e.maxTurns, why, lo)
}
