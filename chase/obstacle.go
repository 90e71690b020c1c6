package chase

// obstacle resolves an obstacle — a black card (clubs, spades) the terrain
// does not make a hazard: a bend or rocks — met by rider i (rules CS-4,
// CSD-2): when half the horse's Temperament, exactly, is below the card's
// value (J, Q, K 10; rule DID-5: Temperament 9 is 4½, below 5), the rider
// makes a Riding check at Difficult
// (+0; the source rules name no difficulty, so the chase's Difficult is ours)
// with the terrain's modifier; failure costs a blue chip, a card off the
// next move and 1 hit point of the rider's.
func (e *engine) obstacle(i, k int, p *spot) {
	c, value := p.card, int(p.value)
	temp := e.riders[i].Horse.Attributes.Temperament
	if temp >= 2*value { // half the Temperament not below the value (DID-5)
		if ev := e.emit(ObstacleCalm, i); ev != nil {
			ev.Card, ev.Pos, ev.Value, ev.Score = c, int32(k), int16(value), int16(temp)
		}
		return
	}
	ev := e.emit(ObstacleCheck, i)
	if ev != nil {
		ev.Card, ev.Pos, ev.Value, ev.Score = c, int32(k), int16(value), int16(temp)
	}
	if !e.riding(i, p, ev) {
		e.st[i].HPLost++
	}
}

// isObstacle reports whether card k, laid already, is an obstacle: black,
// and not one of its terrain's automatic hazards.
func (e *engine) isObstacle(k int) bool { return !e.spots[k-1].hazard }
