// Package jsonedit makes single edits of a JSON document, for the
// properties that check how a loader takes a save someone has changed by
// hand: for any save and any one edit of it, the loader either refuses the
// edited save or gives a state that plays on and saves again.
//
// An edit changes one node of the document: a number becomes another
// (zero, one off, negated, huge, fractional), a boolean flips, a string
// becomes another (empty, unknown, or one found elsewhere in the document,
// so enumerations meet each other's names), an object loses a key or gains
// an unknown one, an array loses, repeats or empties its elements, and any
// node may become null or a value of another type.
package jsonedit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"

	"pgregory.net/rapid"
)

// Draw draws one edit of the JSON document doc and returns the edited
// document and what the edit did ("wounds[0].severity: 9 → 10"). doc must
// be valid JSON; Draw fails the test otherwise.
func Draw(t *rapid.T, doc []byte) ([]byte, string) {
	return draw(t, doc, nil)
}

// Edit is Draw with more strings for a string to become — the names a
// package's enumerations and setups use ("knife", "knocked out", "Riding")
// — and returns only the edited document.
func Edit(t *rapid.T, doc []byte, names ...string) []byte {
	out, _ := draw(t, doc, names)
	return out
}

// draw draws one edit of doc; a string may also become one of names.
func draw(t *rapid.T, doc []byte, names []string) ([]byte, string) {
	root, err := decode(doc)
	if err != nil {
		t.Fatalf("jsonedit: the document is not JSON: %v", err)
	}
	var nodes []node
	strs := slices.Clone(names)
	walk(&root, func(n node) {
		nodes = append(nodes, n)
		if s, ok := n.get().(string); ok {
			strs = append(strs, s)
		}
	})
	n := nodes[rapid.IntRange(0, len(nodes)-1).Draw(t, "node")]
	old := n.get()
	repl := replacements(old, strs)
	v := repl[rapid.IntRange(0, len(repl)-1).Draw(t, "edit")]
	v.apply(n)
	out, err := json.Marshal(root)
	if err != nil {
		t.Fatalf("jsonedit: %v", err)
	}
	return out, fmt.Sprintf("%s: %s", n.path, v.what)
}

// decode reads a document keeping its numbers as written.
func decode(doc []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

// node is a place in the document: its path, how to read and replace its
// value, and how to remove it from its parent (nil for the root).
type node struct {
	path   string
	get    func() any
	set    func(any)
	remove func()
}

// walk calls visit for every node of the document *root, parents first,
// object keys in order.
func walk(root *any, visit func(node)) {
	var rec func(path string, get func() any, set func(any))
	rec = func(path string, get func() any, set func(any)) {
		switch c := get().(type) {
		case map[string]any:
			keys := make([]string, 0, len(c))
			for k := range c {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				p := k
				if path != "" {
					p = path + "." + k
				}
				n := node{
					path:   p,
					get:    func() any { return c[k] },
					set:    func(x any) { c[k] = x },
					remove: func() { delete(c, k) },
				}
				visit(n)
				rec(p, n.get, n.set)
			}
		case []any:
			for i := range c {
				p := path + "[" + strconv.Itoa(i) + "]"
				n := node{
					path:   p,
					get:    func() any { return get().([]any)[i] },
					set:    func(x any) { get().([]any)[i] = x },
					remove: func() { set(slices.Delete(slices.Clone(get().([]any)), i, i+1)) },
				}
				visit(n)
				rec(p, n.get, n.set)
			}
		}
	}
	get, set := func() any { return *root }, func(x any) { *root = x }
	visit(node{path: "(document)", get: get, set: set})
	rec("", get, set)
}

// edit is one replacement of a node.
type edit struct {
	what  string
	apply func(node)
}

// to replaces a node by v.
func to(old, v any) edit {
	return edit{what: fmt.Sprintf("%s → %s", show(old), show(v)), apply: func(n node) { n.set(v) }}
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 40 {
		return string(b[:37]) + "…"
	}
	return string(b)
}

// replacements lists the edits of a node holding old; strs are the strings
// of the whole document.
func replacements(old any, strs []string) []edit {
	out := []edit{to(old, nil)}
	out = append(out, edit{what: "removed", apply: func(n node) {
		if n.remove != nil {
			n.remove()
		} else {
			n.set(nil)
		}
	}})
	switch v := old.(type) {
	case json.Number:
		if i, err := v.Int64(); err == nil {
			for _, x := range []int64{0, 1, -1, 2, 3, 6, 7, 100, 1000, i + 1, i - 1, i + 2, i - 3, -i, 2 * i,
				math.MaxUint16, math.MaxInt32, math.MaxUint32, 1<<53 + 1, math.MaxInt64, math.MinInt64} {
				out = append(out, to(old, json.Number(strconv.FormatInt(x, 10))))
			}
		}
		out = append(out, to(old, json.Number("18446744073709551615")), to(old, json.Number("0.5")),
			to(old, json.Number("1.5")), to(old, json.Number("1e30")), to(old, json.Number("1e300")), to(old, "7"))
	case bool:
		out = append(out, to(old, !v), to(old, 0))
	case string:
		out = append(out, to(old, ""), to(old, "no such thing"), to(old, v+v), to(old, 1))
		for _, s := range strs {
			if s != v {
				out = append(out, to(old, s))
			}
		}
	case map[string]any:
		out = append(out, to(old, map[string]any{}), to(old, []any{}),
			edit{what: `gains "bogus": 1`, apply: func(n node) { n.get().(map[string]any)["bogus"] = json.Number("1") }})
	case []any:
		out = append(out, to(old, []any{}), to(old, map[string]any{}))
		if len(v) > 0 {
			out = append(out, edit{what: "first element repeated", apply: func(n node) {
				a := n.get().([]any)
				n.set(append(slices.Clone(a), a[0]))
			}})
		}
	case nil:
		out = append(out, to(old, json.Number("0")), to(old, ""), to(old, false), to(old, map[string]any{}), to(old, []any{}))
	}
	return out
}
