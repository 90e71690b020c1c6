package encountertest

import (
	"reflect"
	"testing"

	"github.com/deadmanshand/aces/internal/study"
)

// Tallied checks that f's Tally lists every count of its statistics S
// once, so that Merge adds them all: each int (the trials among them),
// each int64, and each list of ints among S's fields and the fields of its
// structs — the header and the names aside. names are the participants of
// a study (at least one), for which f.Empty builds the statistics.
func Tallied[S any](t *testing.T, f *study.Format[S], names []string) {
	t.Helper()
	s := f.Empty(names)
	tally := f.Tally(s)
	listed := map[uintptr]int{reflect.ValueOf(tally.Trials).Pointer(): 1}
	for _, c := range tally.Counts {
		listed[reflect.ValueOf(c).Pointer()]++
	}
	for _, c := range tally.Sums {
		listed[reflect.ValueOf(c).Pointer()]++
	}
	for _, c := range tally.Slots {
		if len(c) == 0 {
			t.Fatalf("an empty list of counts in the tally of a study of %v", names)
		}
		listed[reflect.ValueOf(c).Pointer()]++
	}
	found := 0
	count := func(name string, at uintptr) {
		found++
		if n := listed[at]; n != 1 {
			t.Errorf("%s is listed %d times in the tally, want once", name, n)
		}
	}
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		for i := range v.NumField() {
			field, fv := v.Type().Field(i), v.Field(i)
			name := path + field.Name
			typ := field.Type
			switch {
			case typ == reflect.TypeFor[study.Header]() || typ == reflect.TypeFor[[]string]():
			case typ.Kind() == reflect.Int || typ.Kind() == reflect.Int64:
				count(name, fv.Addr().Pointer())
			case typ == reflect.TypeFor[[]int]():
				count(name, fv.Pointer())
			case typ.Kind() == reflect.Array && typ.Elem().Kind() == reflect.Int:
				count(name, fv.Addr().Pointer())
			case typ == reflect.TypeFor[[][]int]():
				for k := range fv.Len() {
					count(name, fv.Index(k).Pointer())
				}
			case typ.Kind() == reflect.Struct:
				walk(fv, name+".")
			default:
				t.Errorf("%s: a %s is not a count a tally can hold", name, typ)
			}
		}
	}
	walk(reflect.ValueOf(s).Elem(), "")
	total := 0
	for _, n := range listed {
		total += n
	}
	if total != found {
		t.Errorf("the tally lists %d counts, the statistics have %d", total, found)
	}
}
