package gunfight

import (
	"math"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// ShotClock is the template of rule GU-4 and GU-5, with our geometry
// (default, not from the source rules, whose template is not reproduced):
//
//   - a modified roll below Miss (14) misses; MissAt14 makes 14 itself a
//     miss, as the publisher's page has it (GUD-1: the source rules send 14
//     to the clock, the default);
//   - Exact (25) or more hits the aimed point exactly;
//   - in between, the clock is centred on the aimed point and a card drawn:
//     the roll gives the distance, Rings[roll−Miss] inches (the better the
//     roll, the closer), and the card the direction.
//
// The 52 cards go round the clock in order A♥ … K♥, A♣ … K♣, A♠ … K♠,
// A♦ … K♦, one every 360/52 degrees clockwise, A♥ at Start degrees from
// straight up (12 o'clock): with Start 0 the hearts sweep the upper right,
// clubs the lower right, spades the lower left and diamonds the upper left.
// A joker (from a deck with jokers) lands on the aimed point.
//
// A shotgun's pattern is a circle of Pattern.Radius(feet) inches about the
// point: the shot hits the region nearest the point within it.
type ShotClock struct {
	Miss     int       `json:"miss"`
	Exact    int       `json:"exact"`
	MissAt14 bool      `json:"missAt14,omitempty"`
	Rings    []float64 `json:"rings"`
	Start    float64   `json:"start"`
	Pattern  Pattern   `json:"pattern"`

	dirs [52]Point
}

// Pattern is a shotgun's spread: Base inches of radius at the muzzle plus
// PerTenFeet for every 10 feet of range, at most Max.
type Pattern struct {
	Base       float64 `json:"base"`
	PerTenFeet float64 `json:"perTenFeet"`
	Max        float64 `json:"max"`
}

// Radius returns the pattern's radius at a range in feet.
func (p Pattern) Radius(feet float64) float64 {
	return min(p.Base+p.PerTenFeet*feet/10, p.Max)
}

// DefaultShotClock returns our calibration: miss below 14, exact at 25,
// rings 1½ inches apart — a 24 lands 1½ inches from the aimed point, a 19
// 9 inches, a 14 16½ inches (from the breast: the head straight up, the
// groin straight down, off the body to the sides) — A♥ at 12 o'clock, and a
// shotgun pattern of 1 inch plus 1 inch per 10 feet, at most 12.
func DefaultShotClock() ShotClock {
	c := ShotClock{Miss: 14, Exact: 25, Pattern: Pattern{Base: 1, PerTenFeet: 1, Max: 12}}
	for roll := c.Miss; roll < c.Exact; roll++ {
		c.Rings = append(c.Rings, 1.5*float64(c.Exact-roll))
	}
	if err := c.validate(); err != nil {
		panic(err) // the default is valid
	}
	return c
}

// validate reports thresholds outside 2..40 or not Miss < Exact, rings that
// are not one per roll from Miss to Exact−1, negative or growing as the roll
// rises or beyond 100 inches, or a pattern out of range; and computes the
// card directions. The error is a [*TableError].
func (c *ShotClock) validate() error {
	switch {
	case c.Miss < 2 || c.Exact > 40 || c.Miss >= c.Exact:
		return tableErr("shot clock", 0, "", "miss/exact", "miss %d, exact %d: want 2 ≤ miss < exact ≤ 40", c.Miss, c.Exact)
	case len(c.Rings) != c.Exact-c.Miss:
		return tableErr("shot clock", 0, "", "rings", "%d rings, want one per roll %d..%d", len(c.Rings), c.Miss, c.Exact-1)
	case !(c.Start >= -360 && c.Start <= 360):
		return tableErr("shot clock", 0, "", "start", "%v degrees, want -360..360", c.Start)
	case !(c.Pattern.Base >= 0 && c.Pattern.Base <= 50 && c.Pattern.PerTenFeet >= 0 && c.Pattern.PerTenFeet <= 50 &&
		c.Pattern.Max >= c.Pattern.Base && c.Pattern.Max <= 100):
		return tableErr("shot clock", 0, "", "pattern", "want 0 ≤ base ≤ max ≤ 100, 0 ≤ perTenFeet ≤ 50")
	}
	for i, r := range c.Rings {
		if !(r >= 0 && r <= 100) {
			return tableErr("shot clock", i+1, "", "rings", "roll %d: %v inches, want 0..100", c.Miss+i, r)
		}
		if i > 0 && r > c.Rings[i-1] {
			return tableErr("shot clock", i+1, "", "rings", "roll %d lands farther (%v in) than roll %d (%v in)", c.Miss+i, r, c.Miss+i-1, c.Rings[i-1])
		}
	}
	for k := range c.dirs {
		a := (c.Start + float64(k)*360/52) * math.Pi / 180
		c.dirs[k] = Point{math.Sin(a), math.Cos(a)}
	}
	return nil
}

// Landing is what a shot's roll does (rule GU-4).
type Landing uint8

// The landings.
const (
	Missed  Landing = iota + 1 // below the threshold
	OnClock                    // onto the shot clock: a card decides
	Exact                      // 25+: the aimed point exactly
)

var landingNames = enum.New[Landing]("landing", "none", "miss", "shot clock", "exact")

// String names the landing.
func (o Landing) String() string { return landingNames.String(o) }

// Judge returns what a modified roll does: Missed below Miss (and at Miss
// when MissAt14), Exact at Exact or more, else OnClock.
func (c *ShotClock) Judge(total int) Landing {
	switch {
	case total < c.Miss || (c.MissAt14 && total == c.Miss):
		return Missed
	case total >= c.Exact:
		return Exact
	}
	return OnClock
}

// Ring returns how far from the aimed point a roll on the clock lands, in
// inches: 0 for an exact hit.
func (c *ShotClock) Ring(total int) float64 {
	if total >= c.Exact {
		return 0
	}
	i := max(total-c.Miss, 0)
	return c.Rings[i]
}

// Land returns where a roll on the clock and a card put the bullet, relative
// to the aimed point.
func (c *ShotClock) Land(aim Point, total int, card dice.Card) Point {
	if !card.Valid() || card.IsJoker() || total >= c.Exact {
		return aim
	}
	k := int(card.Suit()-1)*13 + int(card.Rank()-1)
	r := c.Ring(total)
	d := c.dirs[k]
	return Point{aim.X + r*d.X, aim.Y + r*d.Y}
}
