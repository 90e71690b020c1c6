package dice

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/enum"
)

// Level is a named band of skill mastery (rule DI-11). The levels are
// ordered: a rule that needs "at least Advanced" compares with >=.
type Level uint8

// The mastery levels, from unskilled to master.
const (
	LevelUnskilled Level = iota
	LevelNovice
	LevelAverage
	LevelAdvanced
	LevelExpert
	LevelMaster
)

var levelNames = enum.New[Level]("mastery level", "Unskilled", "Novice", "Average", "Advanced", "Expert", "Master")

// String returns the level's name: "Advanced".
func (l Level) String() string { return levelNames.String(l) }

// MarshalText encodes the level by name; a level without one is an error
// wrapping [ErrMasteryTable].
func (l Level) MarshalText() ([]byte, error) { return levelNames.Marshal(l, ErrMasteryTable) }

// UnmarshalText decodes a level's name, ignoring case ("advanced"). An
// unknown name is an error wrapping [ErrMasteryTable] that lists the levels.
func (l *Level) UnmarshalText(b []byte) error { return levelNames.Unmarshal(b, l, ErrMasteryTable) }

// MasteryBand is one row of a [MasteryTable]: mastery percentages from Best
// down to ... Worst (inclusive; lower is better) are at Level.
type MasteryBand struct {
	Level Level `json:"level"`
	Best  int   `json:"best"`
	Worst int   `json:"worst"`
}

// MasteryTable maps a mastery percentage to its level. Its rows run from
// Unskilled to Master and together cover 1..100 without gaps or overlaps,
// so the row of level l is t[l]: a surgeon needs a mastery of at most
// t[LevelAdvanced].Worst. It marshals to JSON as an array of bands.
type MasteryTable []MasteryBand

// DefaultMasteryLevels is the default table — ours, not from the source
// rules, which name the levels (the Spanish rules: surgery needs "Advanced" mastery)
// but print no bands: Unskilled 100, Novice 99–75, Average 74–50, Advanced
// 49–25, Expert 24–11, Master 10–1.
func DefaultMasteryLevels() MasteryTable {
	return MasteryTable{
		{LevelUnskilled, 100, 100},
		{LevelNovice, 75, 99},
		{LevelAverage, 50, 74},
		{LevelAdvanced, 25, 49},
		{LevelExpert, 11, 24},
		{LevelMaster, 1, 10},
	}
}

// Validate reports a table that is not one band per level, in order from
// Unskilled to Master, covering 100 down to 1 without gaps. The error is a
// [TableError] that names the row; it wraps [ErrMasteryTable].
func (t MasteryTable) Validate() error {
	bad := func(row int, l Level, field, format string, args ...any) error {
		name := ""
		if row > 0 {
			name = l.String()
		}
		return masteryRows.err(row, name, field, format, args...)
	}
	if len(t) != levelNames.Len() {
		return bad(0, 0, "", "%d rows, want %d (Unskilled … Master)", len(t), levelNames.Len())
	}
	next := MaxMastery // the worst mastery the next row must start at
	for i, b := range t {
		switch {
		case b.Level != Level(i):
			return bad(i+1, b.Level, "level", "want %v", Level(i))
		case b.Worst != next:
			return bad(i+1, b.Level, "worst", "starts at %d%%, want %d%%", b.Worst, next)
		case b.Best > b.Worst || b.Best < MinMastery:
			return bad(i+1, b.Level, "best", "runs %d..%d%%", b.Best, b.Worst)
		}
		next = b.Best - 1
	}
	if next != MinMastery-1 {
		return bad(0, 0, "", "stops at %d%%, want %d%%", next+1, MinMastery)
	}
	return nil
}

// UnmarshalJSON decodes and validates a table. Unknown keys are an error,
// and so is a malformed row: a [TableError] that names it.
func (t *MasteryTable) UnmarshalJSON(data []byte) error {
	return load(masteryRows, data, t)
}

// Level returns the level of a mastery percentage. A mastery outside 1..100
// wraps [ErrMastery].
func (t MasteryTable) Level(mastery int) (Level, error) {
	if mastery < MinMastery || mastery > MaxMastery {
		return 0, fmt.Errorf("%w: %d%%, want %d..%d", ErrMastery, mastery, MinMastery, MaxMastery)
	}
	for _, b := range t {
		if mastery >= b.Best && mastery <= b.Worst {
			return b.Level, nil
		}
	}
	return 0, fmt.Errorf("%w: no band holds %d%%", ErrMasteryTable, mastery)
}
