package faction

import "strconv"

// Day is the town's clock: whole days since the ledger was opened, the
// first day being day 0. Decay counts in days (see [Decay]); a week is
// seven days.
type Day int

// MaxDay is the last day the clock can reach (about 2,700 years).
const MaxDay Day = 1_000_000

// String returns the day as table talk: "day 17".
func (d Day) String() string { return "day " + strconv.Itoa(int(d)) }

// Week returns the week the day falls in, counting from week 1 (days 0–6).
func (d Day) Week() int { return int(d)/7 + 1 }
