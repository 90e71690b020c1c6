package wounds

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// ConRow is one band of the Constitution healing table: scores Min..Max
// (inclusive) add Days to the days each hit point takes to heal (negative
// shortens).
type ConRow struct {
	Min  int `json:"min"`
	Max  int `json:"max"`
	Days int `json:"days"`
}

// maxConDays bounds a ConRow's Days.
const maxConDays = 10

// ConTable adjusts healing time by Constitution (rule WO-2: "above 13 or
// below 8 shortens/lengthens healing"). Its rows cover scores 1 to
// dice.MaxAbility without gaps or overlaps. Every hit point still takes at
// least one day. The zero ConTable adjusts nothing. It marshals to JSON as
// an array of rows.
type ConTable struct {
	rows  []ConRow
	byCon [dice.MaxAbility + 1]int8
}

// DefaultConTable is our Constitution healing table — default, not from
// the source rules, which name the thresholds (below 8, above 13) but print
// no numbers. Days added to each hit point's healing time:
//
//	Con   1–3  +3     14–16  −1
//	Con   4–5  +2     17–18  −2
//	Con   6–7  +1     19–30  −3
//	Con  8–13   0
func DefaultConTable() ConTable {
	t, err := NewConTable([]ConRow{
		{1, 3, 3}, {4, 5, 2}, {6, 7, 1}, {8, 13, 0},
		{14, 16, -1}, {17, 18, -2}, {19, dice.MaxAbility, -3},
	})
	if err != nil {
		panic(err) // the default table is valid; a test proves it
	}
	return t
}

// NewConTable builds a table from rows in ascending order of score. Rows
// that leave a gap, overlap, run outside 1..dice.MaxAbility or add more
// than ±10 days are errors that wrap ErrTable and name the row.
func NewConTable(rows []ConRow) (ConTable, error) {
	const tab = "Con table"
	t := ConTable{rows: append([]ConRow(nil), rows...)}
	next := 1
	for i, r := range rows {
		name := fmt.Sprintf("%d–%d", r.Min, r.Max)
		switch {
		case r.Min != next:
			return ConTable{}, tableErr(tab, i+1, name, "min", "%d, want %d (the rows run up from 1 without gaps or overlaps)", r.Min, next)
		case r.Max < r.Min || r.Max > dice.MaxAbility:
			return ConTable{}, tableErr(tab, i+1, name, "max", "%d, want %d..%d", r.Max, r.Min, dice.MaxAbility)
		case r.Days < -maxConDays || r.Days > maxConDays:
			return ConTable{}, tableErr(tab, i+1, name, "days", "%d, want -%d..%d", r.Days, maxConDays, maxConDays)
		}
		for c := r.Min; c <= r.Max; c++ {
			t.byCon[c] = int8(r.Days)
		}
		next = r.Max + 1
	}
	if next != dice.MaxAbility+1 {
		return ConTable{}, tableErr(tab, 0, "", "", "stops at %d, want rows up to %d", next-1, dice.MaxAbility)
	}
	return t, nil
}

// Days returns the days added to each hit point's healing for a
// Constitution score; scores outside the table read its nearest end. A
// nil table adds nothing.
func (t *ConTable) Days(con int) int {
	if t == nil {
		return 0
	}
	con = max(1, min(con, dice.MaxAbility))
	return int(t.byCon[con])
}

// Rows returns the rows (a new slice).
func (t ConTable) Rows() []ConRow { return append([]ConRow(nil), t.rows...) }

// MarshalJSON encodes the table as an array of rows.
func (t ConTable) MarshalJSON() ([]byte, error) {
	if t.rows == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(t.rows)
}

// UnmarshalJSON decodes and validates a table (see NewConTable).
func (t *ConTable) UnmarshalJSON(data []byte) error {
	return loadRows(data, "Con table", NewConTable, t)
}
