package gunfight

import "strconv"

// Count is time in a gunfight: tenths of a second (rule GU-1). There are no
// turns; every action is declared and completes after its number of counts,
// and the count-up runs from 1. A Count prints like a time.Duration: "1.4s".
type Count int32

// Units of the count.
const (
	Tenth  Count = 1
	Second Count = 10
	Minute Count = 60 * Second
)

// Seconds returns the count as seconds.
func (c Count) Seconds() float64 { return float64(c) / 10 }

// String formats the count as seconds, in the manner of time.Duration:
// "1.4s", "0s", "12s", "-0.3s".
func (c Count) String() string {
	neg := c < 0
	u := int64(c)
	if neg {
		u = -u
	}
	s := strconv.FormatInt(u/10, 10)
	if f := u % 10; f != 0 {
		s += "." + strconv.FormatInt(f, 10)
	}
	if neg {
		s = "-" + s
	}
	return s + "s"
}
