package scene

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Consequences is what one scene leaves one participant with (rules WOD-7,
// RE-6, CH-11):
//
//   - Scene names the scene and the time it ended on his clock (see
//     [Stamp]); Took is how long it took on his clock, so it started at
//     Scene.Ended − Took ([Consequences.Start]), his condition's time when
//     the encounter was built.
//   - Hits are the wounds the scene gave him, booked at its end after his
//     timeline has run Took forward (a brawl's or a chase's hit points are
//     one wounds.Brawling hit, GUD-10, CSD-2); or Condition is his whole
//     condition as the scene left him on his clock, the wounds taken in it
//     and the bleeding they did in it included (a gunfight's, whose wounds
//     bled in the count, GU-13). Never both.
//   - Dead: he died in the scene (GUD-7).
//   - Awards are his Reputation and Fame awards for what he did there, from
//     the award tables (RE-6) or the GM's own.
//   - Advancement is what his BP award reads (CH-11): the gunfights he
//     survived (CHD-4), and what the GM adds — path, objectives, goals,
//     remarkable events.
//
// A scene's own results for whoever asked — a chase's horse, a trial's
// verdict and sentence — are the encounter's, as plain values; they are not
// here. Consequences marshal to JSON; decoding refuses unknown fields and
// validates them.
type Consequences struct {
	Scene       Stamp              `json:"scene"`
	Took        wounds.Time        `json:"took"`
	Hits        []wounds.Hit       `json:"hits,omitempty"`
	Condition   *wounds.Condition  `json:"condition,omitempty"`
	Dead        bool               `json:"dead,omitempty"`
	Awards      []reputation.Award `json:"awards,omitempty"`
	Advancement Advancement        `json:"advancement,omitzero"`
}

// maxHits bounds the hits of one scene.
const maxHits = 1000

// Start returns when the scene started on his clock: Scene.Ended − Took.
func (c *Consequences) Start() wounds.Time { return c.Scene.Ended - c.Took }

// Validate reports consequences no scene could leave: a malformed stamp (no
// encounter named, a seat below 0, a name, fingerprint or dice state beyond
// 256 bytes, an end outside 0..wounds.MaxTime), a Took outside
// 0..Scene.Ended, a hit that cannot make a wound, both hits and a
// condition, a condition whose clock is outside the scene, more than 1,000
// hits, an award out of range, or a malformed advancement (gunfights
// outside 0..100, a blank objective, goal or event). What
// only his body can judge — a condition that fits his maximum hit points
// and talents — the character that takes them checks. The error wraps
// ErrConsequences (and wounds.ErrWound or reputation.ErrAward for a bad hit
// or award).
func (c *Consequences) Validate() error {
	if err := c.Scene.validate(); err != nil {
		return err
	}
	s := c.Scene.String()
	switch {
	case c.Took < 0 || c.Took > c.Scene.Ended:
		return fmt.Errorf("%w: %s: took %d tenths of a second, want 0..%d (the scene's end)", ErrConsequences, s, int64(c.Took), int64(c.Scene.Ended))
	case len(c.Hits) > maxHits:
		return fmt.Errorf("%w: %s: %d hits, want at most %d", ErrConsequences, s, len(c.Hits), maxHits)
	case len(c.Hits) > 0 && c.Condition != nil:
		return fmt.Errorf("%w: %s: both hits to book and a condition to take: a scene gives one or the other", ErrConsequences, s)
	case c.Condition != nil && (c.Condition.Now < c.Start() || c.Condition.Now > c.Scene.Ended):
		return fmt.Errorf("%w: %s: a condition at %s, outside the scene (%s to %s)", ErrConsequences, s, c.Condition.Now, c.Start(), c.Scene.Ended)
	case c.Condition != nil && c.Dead != c.Condition.Dead:
		return fmt.Errorf("%w: %s: dead %v, but the condition says dead %v", ErrConsequences, s, c.Dead, c.Condition.Dead)
	}
	for i, h := range c.Hits {
		if err := h.Validate(); err != nil {
			return fmt.Errorf("%w: %s: hit %d: %w", ErrConsequences, s, i, err)
		}
	}
	for i, a := range c.Awards {
		if err := a.Validate(); err != nil {
			return fmt.Errorf("%w: %s: award %d: %w", ErrConsequences, s, i, err)
		}
	}
	if err := c.Advancement.validate(); err != nil {
		return fmt.Errorf("%s: %w", s, err)
	}
	return nil
}

// Clone returns a deep copy of c.
func (c Consequences) Clone() Consequences {
	d := c
	d.Hits = append([]wounds.Hit(nil), c.Hits...)
	d.Condition = c.Condition.Clone()
	d.Awards = append([]reputation.Award(nil), c.Awards...)
	a := &d.Advancement
	a.Objectives = append([]string(nil), a.Objectives...)
	a.Goals = append([]Goal(nil), a.Goals...)
	a.Events = append([]Remarkable(nil), a.Events...)
	return d
}

// String describes the consequences as table talk: "brawl 3f2a9c0d1e2b3c4d,
// seat 1 (Jesse Colter), ended day 0 00:01: took 1 minute; a brawling
// wound of 5; used a low blow in a brawl: Reputation -1, Fame +0, BP +0".
func (c Consequences) String() string {
	var b strings.Builder
	b.WriteString(c.Scene.String())
	b.WriteString(": took ")
	b.WriteString(Span(c.Took))
	for _, h := range c.Hits {
		b.WriteString("; ")
		if h.Cause == wounds.Brawling {
			b.WriteString("a brawling wound of ")
		} else {
			fmt.Fprintf(&b, "a %s wound to the %s of ", h.Cause, h.Location)
		}
		b.WriteString(strconv.Itoa(h.Damage))
	}
	if w := c.Condition; w != nil {
		fmt.Fprintf(&b, "; %d hit points left, %d wounds", w.HP, len(w.Wounds))
	}
	if c.Dead {
		b.WriteString("; dead")
	}
	for _, a := range c.Awards {
		b.WriteString("; ")
		b.WriteString(a.String())
	}
	if n := c.Advancement.Gunfights; n > 0 {
		fmt.Fprintf(&b, "; gunfight experience +%d", n)
	}
	return b.String()
}

// Span formats a span of time as table talk: "3 days 2 hours", "1 minute
// 20 seconds", "4.5 seconds", "no time".
func Span(t wounds.Time) string {
	if t <= 0 {
		return "no time"
	}
	var parts []string
	unit := func(n wounds.Time, one, many string) {
		switch {
		case n == 1:
			parts = append(parts, "1 "+one)
		case n > 1:
			parts = append(parts, strconv.FormatInt(int64(n), 10)+" "+many)
		}
	}
	unit(t/wounds.Day, "day", "days")
	unit(t%wounds.Day/wounds.Hour, "hour", "hours")
	unit(t%wounds.Hour/wounds.Minute, "minute", "minutes")
	if s := t % wounds.Minute; s%wounds.Second != 0 {
		parts = append(parts, strconv.FormatFloat(float64(s)/float64(wounds.Second), 'f', 1, 64)+" seconds")
	} else {
		unit(s/wounds.Second, "second", "seconds")
	}
	return strings.Join(parts, " ")
}

// UnmarshalJSON decodes consequences strictly — an unknown field, a wrong
// type or trailing data is an error — and validates them (see Validate).
// Errors wrap ErrConsequences; c is unchanged on error.
func (c *Consequences) UnmarshalJSON(data []byte) error {
	type plain Consequences
	var v plain
	if err := encounter.StrictAs(data, &v, ErrConsequences); err != nil {
		return err
	}
	w := Consequences(v)
	if err := w.Validate(); err != nil {
		return err
	}
	*c = w
	return nil
}
