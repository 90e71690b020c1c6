package brawl

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/stamp"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// RoundTime is how long a round of a brawl lasts on a brawler's clock: ten
// seconds (rule BR-2).
const RoundTime = 10 * wounds.Second

// WonDeed is the deed the last man standing of a brawl is awarded under
// when he threw no Low Blow (ours: the rules leave the award tables to the
// GM, RE-6).
const WonDeed = "won a fair fight"

// Consequences returns what the brawl left brawler i with, once it is over
// (package scene; rules WOD-7, RE-6):
//
//   - the scene: the brawl's setup fingerprint, the dice it started from,
//     his seat and name, and its end on his clock — his condition's time
//     as he walked in, plus ten seconds a round played (BR-2);
//   - the hit points he lost, as one brawling wound (GUD-10: no location,
//     no critical effect, no infection check) booked at the brawl's end; a
//     brawler knocked out above 0 hit points stands again when the brawl
//     ends — the knock-out is of his chips (BR-5), not a wound's
//     unconsciousness;
//   - dead, when he was beaten to death (GUD-7);
//   - his Reputation and Fame awards, looked up by deed in deeds (nil:
//     reputation.DefaultDeeds): LowBlowDeed for every Low Blow he threw
//     (BR-9), and WonDeed for the last man standing who threw none (ours).
//     A deed the table leaves out awards nothing.
//
// The brawl does not see his wounds bleed while it lasts (ours): the
// character who takes the consequences runs his timeline over its rounds
// first. A seat out of range wraps ErrBrawler; a brawl not over wraps
// ErrState.
func (b *Brawl) Consequences(i int, deeds reputation.DeedTable) (scene.Consequences, error) {
	if i < 0 || i >= len(b.seats) {
		return scene.Consequences{}, fmt.Errorf("%w: consequences of seat %d; the brawl has seats 0..%d", ErrBrawler, i, len(b.seats)-1)
	}
	if !b.over {
		return scene.Consequences{}, fmt.Errorf("%w: the brawl is not over: its consequences come when it ends", ErrState)
	}
	if deeds == nil {
		deeds = reputation.DefaultDeeds()
	}
	s := &b.seats[i]
	c := scene.Consequences{Took: wounds.Time(b.round) * RoundTime, Dead: s.Condition == Dead}
	st, err := stamp.Of("brawl", stateVersion, b.saved(), b.start(), i, s.Brawler.Name, s.Brawler.Condition.Clock()+c.Took)
	if err != nil {
		return scene.Consequences{}, fmt.Errorf("%w: %w", ErrState, err)
	}
	c.Scene = st
	if lost := s.Brawler.startingHP() - s.HP; lost > 0 {
		c.Hits = []wounds.Hit{{Damage: lost, Cause: wounds.Brawling}}
	}
	low := 0
	for k := range b.events {
		if e := &b.events[k]; e.Kind == LosesReputation && e.Actor == i {
			low++
			if a, err := deeds.Lookup(LowBlowDeed); err == nil {
				c.Awards = append(c.Awards, a)
			}
		}
	}
	if b.winner == i && low == 0 {
		if a, err := deeds.Lookup(WonDeed); err == nil {
			c.Awards = append(c.Awards, a)
		}
	}
	return c, nil
}

// start returns the dice the brawl started from, nil when they cannot be
// saved (not a *dice.Source).
func (b *Brawl) start() *dice.Source {
	if b.src == nil {
		return nil
	}
	s := b.j.Start()
	return &s
}
