// Package fuzzseed lets a fuzz target edit real documents instead of
// taking whole documents as its input. A loader's target that fuzzes a
// 2 kB save spends its time minimising every new input it finds; one whose
// input is a short patch of a fixed save keeps its inputs a few bytes long,
// so each input is cheap to run and to minimise.
//
// A Set holds a few compact JSON documents split into spans: every value
// (the whole document among them), and every member of an object or
// element of an array together with its comma, so that an empty
// replacement removes it and leaves valid JSON. An input names one span of
// one document by its first two bytes, and the rest of the input replaces
// that span's text. The whole document is a span too, so any document of
// up to MaxText bytes is still reachable.
//
// The text an input puts in is at most MaxText bytes: the fuzzer minimises
// every new input it finds in time quadratic in the input's length, running
// the target once for each candidate, so that one long input ties up a
// worker for seconds. An input longer than 2 + MaxText bytes edits as its
// first 2 + MaxText bytes do: it finds nothing they do not, and minimising
// it cuts the rest off in a few runs.
package fuzzseed

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"
)

// MaxText is the most bytes of text an edit puts in the place of a span:
// the longest value, member or small document a seed needs, and short
// enough that the fuzzer minimises an input in a few thousand runs. A fuzz
// target whose input is a name or a typed line skips one longer than
// MaxText, for the same reason: the longest name of the SDK is 40 bytes,
// and a line of 64 bytes holds a choice of several parts.
const MaxText = 64

// Set is a few JSON documents and the spans an edit may replace.
type Set struct {
	docs  [][]byte
	spans []span
}

// span is the text doc[from:to] of one document of a Set.
type span struct {
	doc, from, to int
}

// New returns the Set of docs. Each must be valid JSON; it is compacted
// first, so that its spans hold no white space.
func New(docs ...[]byte) (*Set, error) {
	s := &Set{}
	for i, d := range docs {
		var b bytes.Buffer
		if err := json.Compact(&b, d); err != nil {
			return nil, fmt.Errorf("fuzzseed: document %d: %w", i, err)
		}
		s.docs = append(s.docs, b.Bytes())
		sc := scanner{doc: i, data: b.Bytes()}
		sc.value()
		if sc.pos != len(sc.data) {
			return nil, fmt.Errorf("fuzzseed: document %d: text after offset %d", i, sc.pos)
		}
		// The whole document, scanned last, comes first.
		root := len(sc.spans) - 1
		s.spans = append(s.spans, sc.spans[root])
		s.spans = append(s.spans, sc.spans[:root]...)
	}
	if len(s.spans) == 0 {
		return nil, fmt.Errorf("fuzzseed: no documents")
	}
	return s, nil
}

// Of returns the Set of the JSON of vs: each is marshalled (a []byte
// of JSON may come as a json.RawMessage), then New makes the Set.
func Of(vs ...any) (*Set, error) {
	docs := make([][]byte, len(vs))
	for i, v := range vs {
		data, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("fuzzseed: document %d: %w", i, err)
		}
		docs[i] = data
	}
	return New(docs...)
}

// Len is the number of spans in the Set.
func (s *Set) Len() int { return len(s.spans) }

// Edit returns the document the input in makes: the first two
// bytes of in, little-endian and taken modulo Len, pick a span, and the
// rest of in, up to MaxText bytes of it, replaces its text. An input
// shorter than two bytes returns the first document unchanged. The result
// is a new slice.
func (s *Set) Edit(in []byte) []byte {
	if len(in) < 2 {
		return bytes.Clone(s.docs[0])
	}
	in = in[:min(len(in), 2+MaxText)]
	sp := s.spans[(int(in[0])|int(in[1])<<8)%len(s.spans)]
	doc := s.docs[sp.doc]
	out := make([]byte, 0, len(doc)-(sp.to-sp.from)+len(in)-2)
	out = append(out, doc[:sp.from]...)
	out = append(out, in[2:]...)
	return append(out, doc[sp.to:]...)
}

// Find returns the index of the first span of document doc whose text is
// text, and whether there is one. The whole of document doc is the first of
// its spans.
func (s *Set) Find(doc int, text string) (int, bool) {
	for i, sp := range s.spans {
		if sp.doc == doc && string(s.docs[doc][sp.from:sp.to]) == text {
			return i, true
		}
	}
	return 0, false
}

// Replace returns the input whose edit replaces the first span of document
// doc whose text is old with text, for seed corpora; an error if there is
// no such span or text is longer than MaxText.
func (s *Set) Replace(doc int, old, text string) ([]byte, error) {
	i, ok := s.Find(doc, old)
	if !ok {
		return nil, fmt.Errorf("fuzzseed: document %d has no span %s", doc, old)
	}
	if len(text) > MaxText {
		return nil, fmt.Errorf("fuzzseed: the text for span %s of document %d is %d bytes, more than MaxText (%d)", old, doc, len(text), MaxText)
	}
	return Input(i, text), nil
}

// Seeded returns the Set of docs, as New does, with each document as it is
// in f's seed corpus; it fails f if a document is not valid JSON.
func Seeded(f *testing.F, docs ...[]byte) *Set {
	f.Helper()
	s, err := New(docs...)
	if err != nil {
		f.Fatal(err)
	}
	for i := range docs {
		f.Add(s.Unchanged(i))
	}
	return s
}

// Unchanged returns the input whose edit is document doc as it is, for seed
// corpora: its shortest span replaced by its own text. doc must be one of
// the Set's documents.
func (s *Set) Unchanged(doc int) []byte {
	best := -1
	for i, sp := range s.spans {
		if sp.doc == doc && (best < 0 || sp.to-sp.from < s.spans[best].to-s.spans[best].from) {
			best = i
		}
	}
	sp := s.spans[best]
	return Input(best, string(s.docs[doc][sp.from:sp.to]))
}

// Seed is an edit for a seed corpus: the first span of document Doc whose
// text is Old becomes Text.
type Seed struct {
	Doc       int
	Old, Text string
}

// AddSeeds adds to f's seed corpus the empty input (the first document as
// it is) and the input of each seed; it fails f if a seed's span is not in
// its document or its text is longer than MaxText.
func (s *Set) AddSeeds(f *testing.F, seeds []Seed) {
	f.Helper()
	f.Add([]byte{})
	for _, e := range seeds {
		in, err := s.Replace(e.Doc, e.Old, e.Text)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(in)
	}
}

// Input returns the input whose edit replaces span i with text, for seed
// corpora: Edit(Input(i, text)) is span i's document with the change if
// text is at most MaxText bytes.
func Input(i int, text string) []byte {
	return append([]byte{byte(i), byte(i >> 8)}, text...)
}

// scanner walks one compact, valid JSON document and records its spans.
type scanner struct {
	doc   int
	data  []byte
	pos   int
	spans []span
}

// value scans the value at pos and records its span.
func (sc *scanner) value() {
	from := sc.pos
	if sc.pos >= len(sc.data) {
		return
	}
	switch sc.data[sc.pos] {
	case '{':
		sc.list('}', true)
	case '[':
		sc.list(']', false)
	case '"':
		sc.str()
	default:
		for sc.pos < len(sc.data) && !bytes.ContainsRune([]byte(",]}:"), rune(sc.data[sc.pos])) {
			sc.pos++
		}
	}
	sc.spans = append(sc.spans, span{sc.doc, from, sc.pos})
}

// list scans an object (members: keys and values) or an array up to
// its closing byte, recording each member or element with a comma: the one
// after it, or for the last of several the one before it.
func (sc *scanner) list(end byte, members bool) {
	sc.pos++ // the opening brace or bracket
	var starts []int
	for sc.pos < len(sc.data) && sc.data[sc.pos] != end {
		if sc.data[sc.pos] == ',' {
			sc.pos++
		}
		starts = append(starts, sc.pos)
		if members {
			sc.str()
			sc.pos++ // the colon
		}
		sc.value()
		if len(starts) > 1 {
			// the previous member with the comma after it
			sc.spans = append(sc.spans, span{sc.doc, starts[len(starts)-2], starts[len(starts)-1]})
		}
	}
	if n := len(starts); n == 1 {
		sc.spans = append(sc.spans, span{sc.doc, starts[0], sc.pos})
	} else if n > 1 {
		// the last member with the comma before it
		sc.spans = append(sc.spans, span{sc.doc, starts[n-1] - 1, sc.pos})
	}
	sc.pos++ // the closing brace or bracket
}

// str scans a string, escapes and all.
func (sc *scanner) str() {
	sc.pos++ // the opening quote
	for sc.pos < len(sc.data) && sc.data[sc.pos] != '"' {
		if sc.data[sc.pos] == '\\' {
			sc.pos++
		}
		sc.pos++
	}
	sc.pos++ // the closing quote
}
