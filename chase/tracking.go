package chase

import "github.com/deadmanshand/aces/dice"

// greatTracking is the margin a Tracking check must beat to cost no speed:
// success by more than 35% (rule CS-5).
const greatTracking = 35

// trackAll rolls the pursuers' Tracking at the end of the turn (rules
// CS-5, CSD-3): a pursuer with 2 or more obstacles on the cards strictly
// between him and the pursued rolls Tracking at Average (+40), with the
// obstacle's terrain modifier and the rider's Reputation modifier (rule
// RED-3), once per obstacle, nearest first. Success
// by more than 35 costs nothing; any other success costs a card off the
// next move; a failure costs a card and counts toward losing the trail: 3
// failures in a row lose it, 2 in rain, 1 in heavy rain. A success ends
// the run of failures. Pursuers roll in index order.
func (e *engine) trackAll() {
	target := e.st[0].Pos
	for i := 1; i < len(e.st); i++ {
		s := &e.st[i]
		if !s.In() {
			continue
		}
		n := 0
		for k := max(s.Pos+1, 1); k < target; k++ {
			if e.isObstacle(k) {
				n++
			}
		}
		if n < 2 {
			continue
		}
		j := 0
		for k := max(s.Pos+1, 1); k < target && s.In(); k++ {
			if !e.isObstacle(k) {
				continue
			}
			j++
			e.track1(i, k, j, n)
		}
	}
}

// track1 rolls pursuer i's j-th Tracking check of n, for the obstacle on
// card k.
func (e *engine) track1(i, k, j, n int) {
	s := &e.st[i]
	t := e.terrain(e.spots[k-1])
	ev := e.emit(TrackingCheck, i)
	margin := e.skill(i, e.riders[i].Tracking, dice.Average().Bonus, t.Tracking, ev)
	if ev != nil && t.Tracking != 0 {
		ev.Terrain = t.Name
	}
	penalty := 1
	switch {
	case margin > greatTracking:
		s.Misses, penalty = 0, 0
	case margin >= 0:
		s.Misses = 0
	default:
		s.Misses++
	}
	s.Penalty += penalty
	if ev != nil {
		ev.Whom = e.riders[0].Name
		ev.Card, ev.Pos, ev.N, ev.Of, ev.Value = e.track[k-1], int32(k), int16(j), int16(n), int16(n)
		ev.Penalty, ev.Misses = int16(penalty), int16(s.Misses)
	}
	if s.Misses >= e.weather.failures() {
		s.Status = LostTrail
		e.lastOut = i
		if ev := e.emit(TrailLost, i); ev != nil {
			ev.Whom, ev.Value = e.riders[0].Name, int16(s.Misses)
		}
	}
}
