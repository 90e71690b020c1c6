package fuzzseed

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestEdit(t *testing.T) {
	docs := [][]byte{
		[]byte(`{"a": 1, "b": [true, "x\"y", {}], "c": {"d": null}}`),
		[]byte(`[1,[2],"three"]`),
	}
	s, err := New(docs...)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the spans: 8 + 5 values, 7 + 4 members and elements", func(t *testing.T) {
		if s.Len() != 24 {
			t.Errorf("Len = %d, want 24", s.Len())
		}
	})
	t.Run("each member or element removes with its comma", func(t *testing.T) {
		for _, c := range []struct {
			doc        int
			span, want string
		}{
			{0, `"a":1,`, `{"b":[true,"x\"y",{}],"c":{"d":null}}`},
			{0, `,"c":{"d":null}`, `{"a":1,"b":[true,"x\"y",{}]}`},
			{0, `"d":null`, `{"a":1,"b":[true,"x\"y",{}],"c":{}}`},
			{0, `"x\"y",`, `{"a":1,"b":[true,{}],"c":{"d":null}}`},
			{1, `,"three"`, `[1,[2]]`},
			{1, `2`, `[1,[],"three"]`},
		} {
			i, ok := s.Find(c.doc, c.span)
			if !ok {
				t.Fatalf("no span %s", c.span)
			}
			if got := string(s.Edit(Input(i, ""))); got != c.want {
				t.Errorf("without %s: %s, want %s", c.span, got, c.want)
			}
		}
	})
	t.Run("a short input is the first document; the first span of a document is all of it", func(t *testing.T) {
		if got := string(s.Edit(nil)); got != `{"a":1,"b":[true,"x\"y",{}],"c":{"d":null}}` {
			t.Errorf("Edit(nil) = %s", got)
		}
		if got := string(s.Edit(Input(0, "7"))); got != "7" {
			t.Errorf("the root replaced: %s", got)
		}
		i, ok := s.Find(1, `[1,[2],"three"]`)
		if !ok || string(s.Edit(Input(i, "[]"))) != "[]" {
			t.Errorf("document 1's root is span %d, %v", i, ok)
		}
	})
	t.Run("the span index wraps", func(t *testing.T) {
		if got := string(s.Edit(Input(s.Len(), "7"))); got != "7" {
			t.Errorf("span Len: %s", got)
		}
	})
	t.Run("Unchanged edits a document into itself", func(t *testing.T) {
		for doc, want := range []string{`{"a":1,"b":[true,"x\"y",{}],"c":{"d":null}}`, `[1,[2],"three"]`} {
			if got := string(s.Edit(s.Unchanged(doc))); got != want {
				t.Errorf("document %d: %s, want %s", doc, got, want)
			}
		}
	})
	t.Run("the text is cut to MaxText bytes", func(t *testing.T) {
		long := `"` + strings.Repeat("x", MaxText) + `"` // 66 bytes
		i, _ := s.Find(1, `"three"`)
		want := `[1,[2],"` + strings.Repeat("x", MaxText-1) + `]`
		if got := string(s.Edit(Input(i, long))); got != want {
			t.Errorf("a %d-byte text: %s, want %s", len(long), got, want)
		}
		if _, err := s.Replace(1, `"three"`, long); err == nil {
			t.Error("a seed's text longer than MaxText accepted")
		}
	})
	t.Run("Replace finds the span", func(t *testing.T) {
		in, err := s.Replace(1, `"three"`, `3`)
		if err != nil || string(s.Edit(in)) != `[1,[2],3]` {
			t.Errorf("Replace: %q, %v", s.Edit(in), err)
		}
		if _, err := s.Replace(1, `"a":1,`, ``); err == nil {
			t.Error("a span of another document replaced")
		}
	})
	t.Run("Of marshals the documents", func(t *testing.T) {
		s, err := Of(json.RawMessage(`[1, 2]`), map[string]int{"a": 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := string(s.Edit(nil)); got != `[1,2]` {
			t.Errorf("the first document: %s", got)
		}
		if i, ok := s.Find(1, `"a":1`); !ok || string(s.Edit(Input(i, `"b":2`))) != `{"b":2}` {
			t.Errorf("the second document's member is span %d, %v", i, ok)
		}
		if _, err := Of(func() {}); err == nil {
			t.Error("a value that does not marshal accepted")
		}
	})
	if _, err := New([]byte(`{`)); err == nil {
		t.Error("invalid JSON accepted")
	}
	if _, err := New(); err == nil {
		t.Error("no documents accepted")
	}
}
