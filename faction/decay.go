package faction

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/internal/words"
)

// Decay is how a faction's interest in a character fades when time passes
// (rule FA-1: "interest decays over time"; the rate and the floor are a
// default, not from the source rules). On every Every-th day after the
// character rode into town the interest loses Chips chips, but it never
// falls below its floor: the larger of Floor and FloorPercent per cent of the highest
// interest the faction ever had in him, rounded down. Decay never raises
// interest that is already below the floor.
//
// The zero Decay is no decay at all. [DefaultDecay] is the default.
type Decay struct {
	Every        int `json:"every"`                  // days between decays, ≥ 1 when Chips > 0
	Chips        int `json:"chips"`                  // chips lost each time; 0 turns decay off
	Floor        int `json:"floor,omitempty"`        // never below this many chips
	FloorPercent int `json:"floorPercent,omitempty"` // never below this % of the highest interest held
}

// DefaultDecay is the default — ours, not from the source rules: one chip a
// week, never below a fifth of the highest interest the faction ever had
// in the character (a town forgets, but not entirely: the same 20% floor
// the rules give Fame, rule RE-5).
func DefaultDecay() Decay { return Decay{Every: 7, Chips: 1, FloorPercent: 20} }

// floorOf returns the floor of an interest whose highest value was peak:
// the larger of Floor and FloorPercent% of peak, rounded down.
func (d Decay) floorOf(peak int) int {
	return max(d.Floor, peak*d.FloorPercent/100)
}

// after returns the interest left after times decays of chips whose
// highest value was peak, and how many of those decays took chips (the
// rest found the interest at its floor).
func (d Decay) after(chips, peak, times int) (left, took int) {
	floor := d.floorOf(peak)
	if d.Chips <= 0 || times <= 0 || chips <= floor {
		return chips, 0
	}
	room := chips - floor
	took = min(times, (room+d.Chips-1)/d.Chips)
	return chips - min(room, took*d.Chips), took
}

// Validate reports a decay that cannot be used: Chips outside 0..MaxAward,
// Every outside 1..366 days when Chips > 0 (0..366 otherwise), Floor
// outside 0..MaxInterest or FloorPercent outside 0..100. The error is a
// [TableError] of the table "decay"; it wraps ErrTown.
func (d Decay) Validate() error {
	if why := d.fault(); why != "" {
		return &TableError{Table: "decay", Why: why, Err: ErrTown}
	}
	return nil
}

// fault says what is wrong with the decay, "" when nothing is.
func (d Decay) fault() string {
	switch {
	case d.Chips < 0 || d.Chips > MaxAward:
		return fmt.Sprintf("%d chips at a time, want 0..%d", d.Chips, MaxAward)
	case d.Chips > 0 && (d.Every < 1 || d.Every > 366):
		return fmt.Sprintf("every %d days, want 1..366", d.Every)
	case d.Every < 0 || d.Every > 366:
		return fmt.Sprintf("every %d days, want 0..366", d.Every)
	case d.Floor < 0 || d.Floor > MaxInterest:
		return fmt.Sprintf("floor of %d chips, want 0..%d", d.Floor, MaxInterest)
	case d.FloorPercent < 0 || d.FloorPercent > 100:
		return fmt.Sprintf("floor of %d%%, want 0..100", d.FloorPercent)
	}
	return ""
}

// times returns how many decays fall in the days after from up to and
// including to, for a character who arrived on day arrived: the days
// arrived + k·every, k ≥ 1.
func (d Decay) times(arrived, from, to Day) int {
	if d.Chips <= 0 || d.Every <= 0 || to <= from {
		return 0
	}
	e := Day(d.Every)
	return int((to-arrived)/e - (from-arrived)/e)
}

// dayOf returns the day of the k-th decay (k ≥ 1) after from.
// most returns the most chips decay can have taken by day from a character
// who arrived on day arrived: every decay since, in full.
func (d Decay) most(arrived, day Day) int {
	return d.times(arrived, arrived, day) * max(d.Chips, 0)
}

func (d Decay) dayOf(arrived, from Day, k int) Day {
	e := Day(d.Every)
	return arrived + ((from-arrived)/e+Day(k))*e
}

// Advance is AppendAdvance into a new slice.
func (l *Ledger) Advance(days int) ([]Event, error) { return l.AppendAdvance(nil, days) }

// AppendAdvance moves the town's clock days forward and lets interest decay
// (rule FA-1): each faction's interest in each character loses its decay's
// Chips on every Every-th day after he rode in — day arrived+Every,
// arrived+2·Every … — down to its floor and no further (see [Decay]). It
// appends one event per interest that lost chips, dated on the last decay
// that took some, in day order (ties: characters in the order they
// arrived, factions in the town's order). Advancing 21 days at once ends
// exactly as advancing one day 21 times. Advance rolls no dice.
//
// days must be 0 or more and the clock may not pass MaxDay; otherwise the
// error wraps ErrDays and nothing changes.
func (l *Ledger) AppendAdvance(dst []Event, days int) ([]Event, error) {
	if err := l.ready(); err != nil {
		return dst, err
	}
	if days < 0 || days > int(MaxDay-l.day) {
		return dst, fmt.Errorf("%w: %d days from %s, want 0..%d", ErrDays, days, l.day, int(MaxDay-l.day))
	}
	from, to := l.day, l.day+Day(days)
	start := len(dst)
	for ci, ch := range l.chars {
		for fi := range l.town.Factions {
			d := l.c.decay[fi]
			times := d.times(ch.arrived, from, to)
			if times == 0 {
				continue
			}
			c := l.cell(ci, fi)
			left, took := d.after(c.chips, c.peak, times)
			if took == 0 {
				continue
			}
			lost := c.chips - left
			c.chips, c.decayed = left, c.decayed+lost
			dst = append(dst, Event{})
			ev := &dst[len(dst)-1]
			l.fill(ev, Decayed, ci, fi)
			ev.Day = d.dayOf(ch.arrived, from, took)
			ev.Chips, ev.Times, ev.Floor = lost, took, d.floorOf(c.peak)
		}
	}
	slices.SortStableFunc(dst[start:], func(a, b Event) int { return cmp.Compare(a.Day, b.Day) })
	l.day = to
	return dst, nil
}

// String describes the decay as table talk: "1 chip every 7 days, never
// below 20% of the highest"; "no decay" for none.
func (d Decay) String() string {
	if d.Chips <= 0 || d.Every <= 0 {
		return "no decay"
	}
	s := words.Count(d.Chips, "chip", "chips")
	if d.Every == 1 {
		s += " every day"
	} else {
		s += fmt.Sprintf(" every %d days", d.Every)
	}
	switch {
	case d.Floor > 0 && d.FloorPercent > 0:
		s += fmt.Sprintf(", never below %d or %d%% of the highest, whichever is more", d.Floor, d.FloorPercent)
	case d.Floor > 0:
		s += fmt.Sprintf(", never below %d", d.Floor)
	case d.FloorPercent > 0:
		s += fmt.Sprintf(", never below %d%% of the highest", d.FloorPercent)
	}
	return s
}
