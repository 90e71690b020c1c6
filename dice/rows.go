package dice

import (
	"errors"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/table"
)

// rowsOf is one of the package's rules tables (the difficulties, the 2d6
// grades, the mastery levels): its name in a [TableError] and the
// sentinel its errors wrap.
type rowsOf struct {
	table    string
	sentinel error
}

// The package's rules tables.
var (
	difficultyRows = rowsOf{"difficulties", ErrDifficulty}
	gradeRows      = rowsOf{"grades", ErrDifficulty}
	masteryRows    = rowsOf{"mastery levels", ErrMasteryTable}
)

// err returns the TableError of row row of the table (0: the table as a
// whole), naming the row and the field.
func (t rowsOf) err(row int, name, field, format string, args ...any) error {
	return table.Errorf(t.sentinel, t.table, row, name, field, format, args...)
}

// load decodes a table's rows strictly — an unknown key or anything after
// the value is an error, as every table of the SDK is read — validates
// them, and only then stores them in *into. A malformed table is a
// [TableError].
func load[T interface {
	~[]R
	Validate() error
}, R any](t rowsOf, data []byte, into *T) error {
	var rows []R
	if err := encounter.Strict(data, &rows); err != nil {
		why := err.Error()
		if errors.Is(err, t.sentinel) { // a name a row's field does not have
			why = strings.TrimPrefix(why, t.sentinel.Error()+": ")
		}
		return &TableError{Table: t.table, Why: why, Err: t.sentinel}
	}
	if err := T(rows).Validate(); err != nil {
		return err
	}
	*into = rows
	return nil
}

// repeated returns the error of row i when its name repeats an earlier
// row's (names compare case-insensitively), or nil.
func repeated[R any](t rowsOf, rows []R, i int, nameOf func(*R) string) error {
	name := nameOf(&rows[i])
	for j := range i {
		if strings.EqualFold(nameOf(&rows[j]), name) {
			return t.err(i+1, name, "name", "row %d has it already (names ignore case)", j+1)
		}
	}
	return nil
}

// find returns the index of the row named name, compared
// case-insensitively; an unknown name is an error that lists the table's
// names, each a what.
func find[R any](t rowsOf, what string, rows []R, nameOf func(*R) string, name string) (int, error) {
	for i := range rows {
		if strings.EqualFold(nameOf(&rows[i]), name) {
			return i, nil
		}
	}
	names := make([]string, len(rows))
	for i := range rows {
		names[i] = nameOf(&rows[i])
	}
	return 0, unknown(t.sentinel, what, name, names)
}

// lookup returns the row named name, as find finds it.
func lookup[R any](t rowsOf, what string, rows []R, nameOf func(*R) string, name string) (R, error) {
	i, err := find(t, what, rows, nameOf, name)
	if err != nil {
		var zero R
		return zero, err
	}
	return rows[i], nil
}
