// Package jsonedit makes single, drawn edits to JSON documents, for the
// property every saved form of the SDK states: any single edit of a real
// save is refused with the package's sentinel, or loads into something that
// plays on and saves again. Tests import it with pgregory.net/rapid.
package jsonedit

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"

	"pgregory.net/rapid"
)

// Edit makes one drawn edit to one drawn node of the JSON document data: a
// number replaced by a near or an extreme one, a string by another (strings
// may list likely names to draw from), a bool flipped, a null made a
// number, an array element dropped or repeated, an object key dropped or an
// unknown key added. It fails t if data is not JSON.
func Edit(t *rapid.T, data []byte, strings ...string) []byte {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	var count func(v any) int
	count = func(v any) int {
		n := 1
		switch x := v.(type) {
		case map[string]any:
			for _, c := range x {
				n += count(c)
			}
		case []any:
			for _, c := range x {
				n += count(c)
			}
		}
		return n
	}
	target := rapid.IntRange(0, count(doc)-1).Draw(t, "node")
	n := 0
	var edit func(p *any)
	edit = func(p *any) {
		if n == target {
			n++
			*p = mutate(t, *p, strings)
			return
		}
		n++
		switch v := (*p).(type) {
		case map[string]any:
			for _, k := range sortedKeys(v) {
				x := v[k]
				edit(&x)
				v[k] = x
			}
		case []any:
			for i := range v {
				edit(&v[i])
			}
		}
	}
	edit(&doc)
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sortedKeys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }

// oddNumbers are the numbers an edit may put anywhere.
var oddNumbers = []string{"0", "1", "-1", "2", "3", "9", "10", "100", "1000001", "-1000000000", "9223372036854775807", "-9223372036854775808", "18446744073709551615", "1.5"}

func mutate(t *rapid.T, v any, strs []string) any {
	switch x := v.(type) {
	case json.Number:
		if rapid.Bool().Draw(t, "near") {
			n, err := x.Int64()
			if err == nil {
				return json.Number(fmtInt(n + int64(rapid.IntRange(-2, 2).Draw(t, "by"))))
			}
		}
		return json.Number(rapid.SampledFrom(oddNumbers).Draw(t, "number"))
	case string:
		return rapid.SampledFrom(append([]string{"", "x", "AAAA", "d100", "-1"}, strs...)).Draw(t, "string")
	case bool:
		return !x
	case nil:
		return json.Number("1")
	case []any:
		if len(x) == 0 {
			return append(x, json.Number("0"))
		}
		i := rapid.IntRange(0, len(x)-1).Draw(t, "element")
		if rapid.Bool().Draw(t, "drop") {
			return append(x[:i:i], x[i+1:]...)
		}
		return append(append(x[:i+1:i+1], x[i]), x[i+1:]...)
	case map[string]any:
		keys := sortedKeys(x)
		if len(keys) == 0 || rapid.Bool().Draw(t, "add key") {
			x["unknown"] = json.Number("1")
			return x
		}
		delete(x, rapid.SampledFrom(keys).Draw(t, "key"))
		return x
	}
	return v
}

// fmtInt formats n as JSON.
func fmtInt(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}
