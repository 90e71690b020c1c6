package brawl

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
)

// editJSON makes one drawn edit to one drawn node of a JSON document: a
// number, string or bool replaced, an array element dropped or repeated, an
// object key dropped or an unknown key added.
func editJSON(t *rapid.T, data []byte) []byte {
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
			*p = mutate(t, *p)
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

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

var oddNumbers = []string{"0", "1", "-1", "2", "3", "9", "10", "100", "1000001", "-1000000000", "9223372036854775807", "-9223372036854775808", "18446744073709551615", "1.5"}

func mutate(t *rapid.T, v any) any {
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
		return rapid.SampledFrom([]string{"", "x", "cautious", "random", "chair", "attacks", "hurt", "red", "knocked out", "dead", "held", "Jake", "AAAA", "d100"}).Draw(t, "string")
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

func fmtInt(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestSaveEdits(t *testing.T) {
	t.Run("any single edit of a real save is refused with a sentinel, or loads into a brawl that plays to the end and saves and loads again", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			b, err := New(Config{MaxRounds: 12}, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			j := jake()
			j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4")}
			b.Join(j, builtins[rapid.IntRange(0, 2).Draw(t, "jake's strategy")])
			b.Join(bill(), builtins[rapid.IntRange(0, 2).Draw(t, "bill's strategy")])
			b.Join(slim(), Random{})
			for stop := rapid.IntRange(0, 6).Draw(t, "rounds"); b.Rounds() < stop && !b.Over(); {
				if _, err := b.Round(); err != nil {
					t.Fatal(err)
				}
			}
			data, err := json.Marshal(b)
			if err != nil {
				t.Fatal(err)
			}
			edited := editJSON(t, data)
			got, err := Load(edited, nil)
			if err != nil {
				if !errors.Is(err, ErrState) && !errors.Is(err, ErrTable) && !errors.Is(err, ErrBrawler) {
					t.Fatalf("error %v wraps no sentinel", err)
				}
				return
			}
			if _, err := got.Run(); err != nil {
				t.Fatalf("the edited save %s\nloaded, then: %v", edited, err)
			}
			again, err := json.Marshal(got)
			if err != nil {
				t.Fatalf("the edited save %s\nplayed, then cannot save: %v", edited, err)
			}
			if _, err := Load(again, nil); err != nil {
				t.Fatalf("the edited save %s\nplayed and saved as %s\nwhich does not load: %v", edited, again, err)
			}
		})
	})
}
