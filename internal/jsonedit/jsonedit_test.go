package jsonedit

import (
	"encoding/json"
	"testing"

	"pgregory.net/rapid"
)

func TestEdit(t *testing.T) {
	doc := []byte(`{"a":[1,2,{"b":"x","c":true}],"d":null,"e":{},"f":[]}`)
	t.Run("every edit is valid JSON, and edits reach every node", func(t *testing.T) {
		changed := 0
		rapid.Check(t, func(t *rapid.T) {
			out := Edit(t, doc, "y")
			if !json.Valid(out) {
				t.Fatalf("%s is not JSON", out)
			}
			var a, b any
			json.Unmarshal(doc, &a)
			json.Unmarshal(out, &b)
			x, _ := json.Marshal(a)
			y, _ := json.Marshal(b)
			if string(x) != string(y) {
				changed++
			}
		})
		if changed == 0 {
			t.Error("no edit changed the document")
		}
	})
}
