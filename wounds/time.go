package wounds

import "strconv"

// Time is a point on a patient's clock, in minutes from the moment the
// patient was built (or last reset), and also a span of minutes: Advance
// takes a Time. Severe bleeding ticks every Minute, internal bleeding every
// Hour, healing and festering every Day (rule WO-7).
type Time int64

// Units of time.
const (
	Minute Time = 1
	Hour        = 60 * Minute
	Day         = 24 * Hour
	Week        = 7 * Day
	// MaxTime is the latest time a clock can reach: a hundred years. Any
	// wound has healed, or killed, long before.
	MaxTime = 36525 * Day
)

// Days returns the whole days in t.
func (t Time) Days() int { return int(t / Day) }

// String formats t as a point on the clock: "day 3" at midnight,
// "day 0 00:05" otherwise. A negative time prints with a minus sign.
func (t Time) String() string {
	b := make([]byte, 0, 16)
	return string(t.appendTo(b))
}

func (t Time) appendTo(b []byte) []byte {
	if t < 0 {
		b = append(b, '-')
		t = -t
	}
	b = append(b, "day "...)
	b = strconv.AppendInt(b, int64(t/Day), 10)
	m := t % Day
	if m == 0 {
		return b
	}
	h, mm := m/Hour, m%Hour
	b = append(b, ' ', byte('0'+h/10), byte('0'+h%10), ':', byte('0'+mm/10), byte('0'+mm%10))
	return b
}
