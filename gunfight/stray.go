package gunfight

import (
	"math"

	"github.com/deadmanshand/aces/wounds"
)

// StrayRules follow a missed shot's bullet (rule GU-4's last step, optional
// in the source; ours, off by default): On draws a card for a miss below
// the threshold too, and the bullet lands on the clock Step inches further
// out for every point the roll fell short of it (ours: 1.5, the clock's own
// step); a man — friend or foe — standing within Width feet of the line of
// fire beyond the shooter (ours: 1.5) is hit at that point of his front
// silhouette, if it is on his body. The nearest along the line is the one
// in the way.
type StrayRules struct {
	On    bool    `json:"on,omitempty"`
	Step  float64 `json:"step"`
	Width float64 `json:"width"`
}

// strayPoint is where a missed roll's bullet goes on the clock: the card's
// direction, Step inches further out than the widest ring for every point
// below the threshold.
func (c *ShotClock) strayPoint(aim Point, total int, card int, step float64) Point {
	r := c.Rings[0] + step*float64(max(0, c.Miss-total))
	d := c.dirs[card]
	return Point{aim.X + r*d.X, aim.Y + r*d.Y}
}

// stray follows the bullet of man i's shot at man j that missed him (e is
// the shot's event; see StrayRules): a miss below the threshold draws a card
// for where it goes; then the man nearest along the line of fire, if any,
// is hit where it passes. Draws: a card (for a miss below the threshold);
// the weapon's damage dice if it hits a man.
func (f *Fight) stray(i, j int, e *Event, landing Landing, p Point, sil *Silhouette, total int, at wounds.Location, w *Weapon) {
	c := &f.rules.Clock
	if landing == Missed {
		card := f.card()
		k := int(card.Suit()-1)*13 + int(card.Rank()-1)
		if !card.Valid() || card.IsJoker() || k < 0 || k >= len(c.dirs) {
			return
		}
		p = c.strayPoint(sil.AimPoint(at), total, k, f.rules.Stray.Step)
		if e != nil {
			e.Shot.Card, e.Shot.X, e.Shot.Y = card, float32(p.X), float32(p.Y)
		}
		p = kept(p)
	}
	b := f.inLine(i, j)
	if b < 0 {
		return
	}
	region := sil.Locate(p)
	if region < 0 {
		return
	}
	reg := &sil.Regions[region]
	s := f.work(StrayHit, i)
	s.Whom, s.Weapon, s.Shot.Aspect = f.men[b].sh.Name, w.Label(), FrontView
	s.Shot.Landing, s.Shot.X, s.Shot.Y, s.Shot.Region, s.Shot.Location = OnClock, float32(p.X), float32(p.Y), reg.Name, reg.Location
	dmg := f.damage(i, b, w.Damage, reg.Location, true, s)
	f.hit(i, b, dmg, reg.Location, wounds.Bullet)
}

// inLine returns the man in the fight nearest man i along his line of fire
// through man j, within the stray rules' Width of it, or −1.
func (f *Fight) inLine(i, j int) int {
	a, t := f.men[i].st.Pos, f.men[j].st.Pos
	dx, dy := t.X-a.X, t.Y-a.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return -1
	}
	ux, uy := dx/n, dy/n
	best, along := -1, 0.0
	for k := range f.men {
		if k == i || k == j || f.men[k].st.Status != InFight {
			continue
		}
		vx, vy := f.men[k].st.Pos.X-a.X, f.men[k].st.Pos.Y-a.Y
		s := vx*ux + vy*uy
		if s <= 0 || math.Abs(vx*uy-vy*ux) > f.rules.Stray.Width {
			continue
		}
		if best < 0 || s < along {
			best, along = k, s
		}
	}
	return best
}
