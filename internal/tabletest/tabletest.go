// Package tabletest states once, for the tests of every package that loads
// rules tables, the round trip each loader owes: a valid table's own JSON
// loads as the very table (cmp.Diff empty), zero values included — a field
// the table holds at zero comes back zero, never as a default.
package tabletest

import (
	"encoding"
	"encoding/json"
	"errors"
	"reflect"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// T is the part of *testing.T and *rapid.T that Reloads uses.
type T interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Reloads fails t unless table marshals, its JSON loads by load, and the
// table loaded is table itself under cmp.Diff with opts.
func Reloads[V any](t T, table V, load func([]byte) (V, error), opts ...cmp.Option) {
	t.Helper()
	data, err := json.Marshal(table)
	if err != nil {
		t.Fatalf("a valid table does not marshal: %v\n%+v", err, table)
	}
	got, err := load(data)
	if err != nil {
		t.Fatalf("a valid table's own JSON does not load: %v\n%s", err, data)
	}
	if d := cmp.Diff(table, got, opts...); d != "" {
		t.Fatalf("a valid table's own JSON loads as another (-table +loaded):\n%s\n%s", d, data)
	}
}

// Unmarshal is a loader for Reloads of a type that loads by its
// UnmarshalJSON method: json.Unmarshal into a new V.
func Unmarshal[V any](data []byte) (V, error) {
	var v V
	err := json.Unmarshal(data, &v)
	return v, err
}

// ReadsName fails t unless the text s either reads as a value of the
// enumeration E (its UnmarshalText) that reloads from its own JSON as
// itself — its name reads back as the same value — or is refused with an
// error wrapping sentinel: what a fuzz target of an enumeration's names
// checks.
func ReadsName[E any, P interface {
	*E
	encoding.TextUnmarshaler
}](t T, s string, sentinel error) {
	t.Helper()
	var v E
	if err := P(&v).UnmarshalText([]byte(s)); err != nil {
		if !errors.Is(err, sentinel) {
			t.Fatalf("%T of %q: %v does not wrap %v", v, s, err, sentinel)
		}
		return
	}
	Reloads(t, v, Unmarshal[E])
}

// Whole is the cmp option that compares tables whole: their unexported
// fields too — the lookups a table builds from its rows — so that a table
// loaded equal to another looks up the same.
var Whole = cmp.Exporter(func(reflect.Type) bool { return true })

// Often0 draws a field of a table over lo..hi, or 0 half the time: zeros
// are what JSON leaves out (omitempty) and a loader over defaults fills.
func Often0(t *rapid.T, lo, hi int, label string) int {
	return rapid.OneOf(rapid.Just(0), rapid.IntRange(lo, hi)).Draw(t, label)
}
