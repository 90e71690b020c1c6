// Package table is the error of a malformed rules table, in one shape for
// every package that loads tables (rules as data): which table, which row
// (counting from 1; 0 for the table as a whole), the row's name, the field
// and what is wrong. Each package re-exports it under the name TableError
// (type TableError = table.Error), with its own sentinel in Err.
package table

import (
	"fmt"
	"strconv"
	"strings"
)

// Error reports a bad row of a rules table. It wraps Err, the package's
// sentinel (ErrTable).
type Error struct {
	Table string // "weapons", "breeds", "modifiers.strength" …
	Row   int    // 1-based; 0 for the table as a whole
	Name  string // the row's name, when it has one
	Field string // the field, when one is wrong
	Why   string // what is wrong
	Err   error  // the package's sentinel
}

// Error reads "<sentinel>: weapons row 3 (Colt) capacity: -1, want
// 0..100", leaving out what is not known.
func (e *Error) Error() string {
	var b strings.Builder
	if e.Err != nil {
		b.WriteString(e.Err.Error())
		b.WriteString(": ")
	}
	b.WriteString(e.Table)
	if e.Row > 0 {
		b.WriteString(" row ")
		b.WriteString(strconv.Itoa(e.Row))
	}
	if e.Name != "" {
		b.WriteString(" (" + e.Name + ")")
	}
	if e.Field != "" {
		b.WriteString(" " + e.Field)
	}
	b.WriteString(": ")
	b.WriteString(e.Why)
	return b.String()
}

// Unwrap returns the package's sentinel.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns the Error of row row of table tbl (0: the table as a
// whole), the row's name and field ("" when not known), wrapping the
// package's sentinel, with what is wrong formatted as fmt.Sprintf does.
func Errorf(sentinel error, tbl string, row int, name, field, format string, args ...any) error {
	return &Error{Table: tbl, Row: row, Name: name, Field: field, Why: fmt.Sprintf(format, args...), Err: sentinel}
}
