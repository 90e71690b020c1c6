package wounds

import (
	"encoding/json"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// Tables are the rules as data that the source rules leave out, all ours and
// replaceable: the body table (severity thresholds, Medicine mastery by
// bullet location, bad-bone and lost-limb effects), the critical table and
// the Constitution healing table, plus the difficulty of removing a lodged
// bullet (the source rules name only the mastery it needs; default
// Average, their standard difficulty).
//
// Tables marshal to JSON as {"body": [...], "critical": [...], "con":
// [...], "bulletSurgery": {"name": "Average", "bonus": 40}}. A patient
// keeps its own copy of the tables it is built with (see NewPatient), so
// changing a Tables afterwards never reaches a patient built from it, and
// one Tables may serve patients built on several goroutines at once.
type Tables struct {
	Body          BodyTable       `json:"body"`
	Critical      *CriticalTable  `json:"critical"`
	Con           ConTable        `json:"con"`
	BulletSurgery dice.Difficulty `json:"bulletSurgery"`
}

// DefaultTables returns a new copy of the default tables: DefaultBodyTable,
// DefaultCriticalTable, DefaultConTable and Average bullet surgery.
func DefaultTables() *Tables {
	return &Tables{
		Body:          DefaultBodyTable(),
		Critical:      DefaultCriticalTable(),
		Con:           DefaultConTable(),
		BulletSurgery: dice.Average(),
	}
}

// defaultTables is the shared default of patients built without tables.
// Nothing hands it out: Patient.Tables returns a copy.
var defaultTables = DefaultTables()

// clone returns a copy of validated tables that shares nothing a user can
// change: the critical table is copied; the rows of the critical and Con
// tables are never written once built, so the copies share them.
func (t *Tables) clone() *Tables {
	c := *t
	crit := *t.Critical
	c.Critical = &crit
	return &c
}

// LoadTables reads tables from JSON. A key left out (or a bulletSurgery of
// null) keeps its default, so a file with only "critical" replaces just the
// critical table; a key given is read whole: its table replaces the
// default's, and a bullet-surgery difficulty given without its name or
// bonus has none ("" or 0), not the default's. So the JSON of any valid
// Tables loads as those very tables. Every table is validated; an error
// wraps ErrTable and names the table and row.
func LoadTables(data []byte) (*Tables, error) {
	t := defaultTables.clone()
	in := tablesJSON{Body: t.Body, Critical: t.Critical, Con: t.Con}
	if err := encounter.StrictAs(data, &in, ErrTable); err != nil {
		return nil, err
	}
	t.Body, t.Critical, t.Con = in.Body, in.Critical, in.Con
	if in.BulletSurgery != nil {
		t.BulletSurgery = *in.BulletSurgery
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// tablesJSON is what LoadTables decodes: the tables, starting from the
// defaults (a table given replaces its default whole), and the
// bullet-surgery difficulty, nil unless given.
type tablesJSON struct {
	Body          BodyTable        `json:"body"`
	Critical      *CriticalTable   `json:"critical"`
	Con           ConTable         `json:"con"`
	BulletSurgery *dice.Difficulty `json:"bulletSurgery"`
}

// UnmarshalJSON decodes tables as LoadTables reads them: a key left out
// keeps its default, a key given is read whole, an unknown key is an
// error, and the tables are validated. An error wraps ErrTable and leaves
// t unchanged.
func (t *Tables) UnmarshalJSON(data []byte) error {
	v, err := LoadTables(data)
	if err != nil {
		return err
	}
	*t = *v
	return nil
}

// Validate reports tables that cannot be used: a body table that was not
// built, a missing critical table, or a bullet-surgery difficulty bonus
// outside −100..100. The error wraps ErrTable.
func (t *Tables) Validate() error {
	switch {
	case t == nil:
		return tableErr("tables", 0, "", "", "none given")
	case !t.Body.ok:
		return tableErr("body table", 0, "", "", "empty")
	case t.Critical == nil || t.Critical.rows == nil:
		return tableErr("critical table", 0, "", "", "empty")
	case t.Con.rows == nil:
		return tableErr("Con table", 0, "", "", "empty")
	case t.BulletSurgery.Bonus < -100 || t.BulletSurgery.Bonus > 100:
		return tableErr("bullet surgery", 0, t.BulletSurgery.Name, "bonus", "%d, want -100..100", t.BulletSurgery.Bonus)
	}
	return nil
}

// loadRows decodes a JSON array of rows one row at a time, strictly
// (encounter.Strict), so that an error names the row, and builds the table
// from them with build (NewBodyTable …), which validates them; *into
// changes only when the table is sound.
func loadRows[R, T any](data []byte, table string, build func([]R) (T, error), into *T) error {
	var raw []json.RawMessage
	if err := encounter.Strict(data, &raw); err != nil {
		return tableErr(table, 0, "", "", "%v", err)
	}
	rows := make([]R, len(raw))
	for i, r := range raw {
		if err := encounter.Strict(r, &rows[i]); err != nil {
			return tableErr(table, i+1, "", "", "%s", strings.TrimPrefix(err.Error(), ErrTable.Error()+": "))
		}
	}
	t, err := build(rows)
	if err != nil {
		return err
	}
	*into = t
	return nil
}
