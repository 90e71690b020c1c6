package wounds

import "strconv"

// Time is a point on a patient's clock, in tenths of a second from the
// moment the patient was built (or last reset), and also a span: Advance
// takes a Time. A tenth of a second is a gunfight's count (rule GU-1), so a
// fight's count c is the patient's time at the fight's start plus c, and a
// wound taken in a fight keeps the count it was taken at (GU-13).
//
// Each process keeps the clock of what started it (rule WO-7): severe
// bleeding ticks every Minute after its wound, internal bleeding and
// hemorrhaging every Hour after theirs, festering every Day after the
// failed check that started it, and healing gathers a Day of rest every
// Day after the wound (WO-2) — never at midnight or on the hour of the
// clock.
type Time int64

// Units of time.
const (
	Tenth  Time = 1
	Second      = 10 * Tenth
	Minute      = 60 * Second
	Hour        = 60 * Minute
	Day         = 24 * Hour
	Week        = 7 * Day
	// MaxTime is the latest time a clock can reach: a hundred years. Any
	// wound has healed, or killed, long before.
	MaxTime = 36525 * Day
)

// Days returns the whole days in t.
func (t Time) Days() int { return int(t / Day) }

// String formats t as a point on the clock: the day, then the hour and
// minute unless t is at midnight, then the seconds unless t is on the
// minute, and the tenth unless t is on the second — "day 3", "day 0
// 00:05", "day 0 00:05:07", "day 0 00:05:07.3". A negative time prints
// with a minus sign.
func (t Time) String() string {
	b := make([]byte, 0, 24)
	return string(t.appendTo(b))
}

func (t Time) appendTo(b []byte) []byte {
	if t < 0 {
		b = append(b, '-')
		t = -t
	}
	b = append(b, "day "...)
	b = strconv.AppendInt(b, int64(t/Day), 10)
	rest := t % Day
	if rest == 0 {
		return b
	}
	h, m := rest/Hour, rest%Hour/Minute
	b = append(b, ' ')
	b = two(b, h)
	b = append(b, ':')
	b = two(b, m)
	if rest%Minute == 0 {
		return b
	}
	b = append(b, ':')
	b = two(b, rest%Minute/Second)
	if tenth := rest % Second; tenth != 0 {
		b = append(b, '.', byte('0'+tenth))
	}
	return b
}

// two appends v, 0..99, in two digits.
func two(b []byte, v Time) []byte { return append(b, byte('0'+v/10), byte('0'+v%10)) }
