package study

import (
	"errors"
	"testing"
)

type custom struct{}

type named2 struct{}

func (named2) Name() string    { return "mine" }
func (named2) Version() string { return "2" }

func TestDecider(t *testing.T) {
	if _, err := Decider(custom{}, "", nil); !errors.Is(err, ErrDecider) {
		t.Errorf("a custom decider without a name: %v", err)
	}
	if p, err := Decider(named2{}, "", nil); err != nil || p != (DeciderPrint{Name: "mine", Version: "2"}) {
		t.Errorf("named: %+v %v", p, err)
	}
	a, _ := Fingerprint(1, []DeciderPrint{{Builtin: "greedy", Params: struct{ A int }{1}}})
	b, _ := Fingerprint(1, []DeciderPrint{{Builtin: "greedy", Params: struct{ A int }{2}}})
	c, _ := Fingerprint(2, []DeciderPrint{{Builtin: "greedy", Params: struct{ A int }{1}}})
	if a == b || a == c || len(a) != 16 {
		t.Errorf("fingerprints %s %s %s", a, b, c)
	}
}
