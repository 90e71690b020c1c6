package chase

// counted returns the speed of rider i, moving speed cards this turn, as
// a hazard counts it (rule CS-3): 2 less for a rider who knows the trail
// well, 1 less somewhat — never in a race (rule CS-7).
func (e *engine) counted(i, speed int) int {
	if e.race {
		return speed
	}
	return speed - int(e.riders[i].Trail)
}

// free reports whether a horse whose speed counts counted passes the
// hazard of spot p freely (rules CS-3, CSD-5): below the card's value it
// does, but never a joker's nor a terrain's automatic hazard. The mover
// tells a free pass (HazardPassed); hazard resolves every other.
func free(p *spot, counted int) bool {
	return !p.card.IsJoker() && !p.auto && counted < int(p.value)
}

// hazard resolves a hazard — a red card, a joker, or a rank the terrain
// makes an automatic hazard — met on card k by rider i, whose speed
// counts counted, that does not let him pass freely (rules CS-3, CSD-1,
// CSD-5):
//
//   - The n-th hazard of the turn that does not pass freely (see free)
//     takes n Riding checks at Difficult (+0) with the terrain's modifier:
//     2 hazards = 3 rolls, 3 hazards = 6. Each failure costs a blue chip
//     and a card off the next move; a horse whose last chip goes collapses
//     then and rolls no more (rule CSD-8).
//   - Horse Sense comes only after a Riding check for the hazard was made
//     and passed — every roll for it (CS-3): then, when half the horse's
//     Horse Sense, exactly, is below the hazard's value (J, Q, K 10, a
//     joker 11) — 2 × Horse Sense < 2 × value in whole numbers, rule
//     DID-5; Horse Sense 13 is 6½, below 7 — the rider makes one more
//     Riding check, without the terrain's modifier; failure costs a blue
//     chip and a card off the next move.
func (e *engine) hazard(i, k int, p *spot, counted int, hazards *int) {
	c, value, auto := p.card, int(p.value), p.auto
	s := &e.st[i]
	*hazards++
	n := *hazards
	passed := false // a Riding check for the hazard made, and every one passed
	for j := 1; j <= n && !s.down(); j++ {
		if j == 1 {
			passed = true
		}
		ev := e.emit(HazardCheck, i)
		if ev != nil {
			ev.Card, ev.Pos, ev.Speed, ev.Value, ev.N, ev.Of, ev.Auto = c, int32(k), int16(counted), int16(value), int16(j), int16(n), auto
			if auto {
				ev.Terrain = e.terrain(p).Name
			}
		}
		if !e.riding(i, p, ev) {
			passed = false
		}
	}
	hs := e.riders[i].Horse.Attributes.HorseSense
	if passed && hs < 2*value { // half the Horse Sense below the value (DID-5)
		ev := e.emit(HorseSenseCheck, i)
		if ev != nil {
			ev.Card, ev.Pos, ev.Value, ev.Score = c, int32(k), int16(value), int16(hs)
		}
		e.riding(i, nil, ev)
	}
}
