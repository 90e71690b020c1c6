package chase

import (
	"github.com/deadmanshand/aces/dice"
)

// collapse rolls the Soundness check of rider i's horse the moment its
// chips reach zero (rules CS-2, CSD-8) — when its bet is paid, or at the
// failed Riding check that takes its last blue chip — before any recovery
// of the turn: d20 below the Soundness score (an ability check, rule DI-4)
// and the horse lives, blown: it stops where it is, stands still next turn
// and recovers from then on as usual; otherwise it dies. The first horse to
// die in a turn is remembered in e.dead, and each collapse is counted in
// e.falls. Draws: one IntN(20).
func (e *engine) collapse(i int) {
	s := &e.st[i]
	snd := e.riders[i].Horse.Attributes.Soundness
	face := dice.D(e.rnd, 20)
	lives := face < snd
	e.falls[i]++
	if ev := e.emit(Collapses, i); ev != nil {
		ev.Score, ev.Pos = int16(snd), int32(s.Pos)
		ev.Roll = Roll{Die: 20, Face: int16(face), Total: int16(face), Target: int16(snd), Margin: int16(snd - face), Success: lives}
	}
	if lives {
		s.Blown = true
		return
	}
	s.Status = Dead
	if s.Role == Pursuer {
		e.lastOut = i
	}
	if e.dead < 0 {
		e.dead = i
	}
}

// down reports whether the rider has stopped for the turn: out, or his
// horse collapsed this turn.
func (s *RiderState) down() bool { return !s.In() || s.Blown }
