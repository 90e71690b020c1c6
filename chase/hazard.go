package chase

// hazard resolves a hazard — a red card, a joker, or a rank the terrain
// makes an automatic hazard — met by rider i moving speed cards this turn
// (rules CS-3, CSD-1, CSD-5):
//
//   - The speed counts 2 less for a rider who knows the trail well, 1 less
//     somewhat (never in a race, rule CS-7). Below the card's value the
//     horse passes freely; a joker or an automatic hazard never does.
//   - The n-th hazard of the turn that does not pass freely takes n Riding
//     checks at Difficult (+0) with the terrain's modifier: 2 hazards = 3
//     rolls, 3 hazards = 6. Each failure costs a blue chip and a card off
//     the next move; a horse whose last chip goes collapses then and rolls
//     no more (rule CSD-8).
//   - Horse Sense comes only after a Riding check for the hazard was made
//     and passed — every roll for it (CS-3): then, when half the horse's
//     Horse Sense, exactly, is below the hazard's value (J, Q, K 10, a
//     joker 11) — 2 × Horse Sense < 2 × value in whole numbers, rule
//     DID-5; Horse Sense 13 is 6½, below 7 — the rider makes one more
//     Riding check, without the terrain's modifier; failure costs a blue
//     chip and a card off the next move.
func (e *engine) hazard(i, k int, p *spot, speed int, hazards *int) {
	c, value, auto := p.card, int(p.value), p.auto
	counted := speed
	if !e.race {
		counted -= int(e.riders[i].Trail)
	}
	if !c.IsJoker() && !auto && counted < value {
		if ev := e.emit(HazardPassed, i); ev != nil {
			ev.Card, ev.Pos, ev.Speed, ev.Value = c, int32(k), int16(counted), int16(value)
		}
		return
	}
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
