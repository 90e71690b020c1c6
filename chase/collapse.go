package chase

import (
	"github.com/deadmanshand/aces/dice"
)

var d20 = dice.Dice{N: 1, Sides: 20}

// collapse rolls the Soundness check of every horse out of chips (rule
// CS-2): d20 below the Soundness score (an ability check, rule DI-4) and
// the horse lives, blown, and stands still next turn; otherwise it dies.
// It returns the first rider whose horse died, or −1.
func (e *engine) collapse() int {
	dead := -1
	for i := range e.st {
		s := &e.st[i]
		if !s.In() || s.Chips.Total() > 0 {
			continue
		}
		snd := e.riders[i].Horse.Attributes.Soundness
		c := dice.RollAgainst(e.rnd, d20, dice.Below, snd)
		ev := e.emit(Collapses, i)
		ev.Score = int16(snd)
		rollOf(&ev.Roll, &c, 20, 0)
		if c.Success {
			s.Blown = true
			continue
		}
		s.Status = Dead
		if s.Role == Pursuer {
			e.lastOut = i
		}
		if dead < 0 {
			dead = i
		}
	}
	return dead
}
