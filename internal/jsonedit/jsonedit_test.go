package jsonedit

import (
	"encoding/json"
	"testing"

	"pgregory.net/rapid"
)

func TestDrawGivesJSON(t *testing.T) {
	// Every edit of a JSON document is a JSON document.
	doc := []byte(`{"version": 2, "name": "Clay", "ok": true, "none": null, "list": [1, -2.5, "x", {"a": []}], "empty": {}}`)
	rapid.Check(t, func(t *rapid.T) {
		out, what := Draw(t, doc)
		if !json.Valid(out) {
			t.Fatalf("%s gives %s", what, out)
		}
	})
}
