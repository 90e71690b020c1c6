package encounter_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/internal/encounter"
)

// steady and bold are the built-ins of a toy package; steady has a
// parameter.
type steady struct {
	Red int `json:"red,omitempty"`
}
type bold struct{}

// mine is a custom decider with a name and version; anon has none.
type mine struct{ name string }

func (m mine) Name() string    { return m.name }
func (m mine) Version() string { return "2" }

type anon struct{}

var builtins = encounter.Builtins{
	Names: []string{"steady", "bold"},
	Of: func(d any) (string, bool) {
		switch d.(type) {
		case steady:
			return "steady", true
		case bold:
			return "bold", true
		}
		return "", false
	},
}

func newBuiltin(name string, params json.RawMessage) (any, error) {
	switch name {
	case "steady":
		var s steady
		if params != nil {
			if err := encounter.Strict(params, &s); err != nil {
				return nil, err
			}
		}
		return s, nil
	case "bold":
		return bold{}, nil
	}
	return nil, fmt.Errorf("no built-in %q", name)
}

func TestSaveFind(t *testing.T) {
	for _, d := range []any{nil, steady{}, steady{Red: 4}, bold{}, mine{name: "mine"}} {
		s, err := encounter.Save(d, builtins)
		if err != nil {
			t.Fatalf("save %#v: %v", d, err)
		}
		data, _ := json.Marshal(s)
		var back encounter.Saved
		if err := encounter.Strict(data, &back); err != nil {
			t.Fatal(err)
		}
		got, person, err := encounter.Find(back, builtins, newBuiltin, []any{mine{name: "other"}, mine{name: "mine"}})
		if err != nil {
			t.Fatalf("find %s: %v", data, err)
		}
		if person != (d == nil) || got != d {
			t.Errorf("%s found as %#v (person %v), want %#v", data, got, person, d)
		}
	}
}

func TestSavedForm(t *testing.T) {
	for _, c := range []struct {
		d    any
		want string
	}{
		{nil, `{"name":"person"}`},
		{steady{}, `{"name":"steady"}`},
		{steady{Red: 4}, `{"name":"steady","params":{"red":4}}`},
		{mine{name: "mine"}, `{"name":"mine","version":"2"}`},
	} {
		s, err := encounter.Save(c.d, builtins)
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := json.Marshal(s); string(got) != c.want {
			t.Errorf("%#v saved as %s, want %s", c.d, got, c.want)
		}
	}
}

func TestUnsaved(t *testing.T) {
	for _, d := range []any{anon{}, mine{name: "steady"}, mine{name: encounter.Person}} {
		if _, err := encounter.Save(d, builtins); !errors.Is(err, encounter.ErrUnsaved) {
			t.Errorf("save %#v: %v, want ErrUnsaved", d, err)
		}
	}
}

func TestFindUnknown(t *testing.T) {
	for _, s := range []encounter.Saved{
		{Name: "mine", Version: "1"},
		{Name: "nobody"},
		{Name: "steady", Version: "1"},
		{Name: "mine", Version: "2", Params: json.RawMessage(`{}`)},
		{Name: encounter.Person, Version: "1"},
	} {
		_, _, err := encounter.Find(s, builtins, newBuiltin, []any{mine{name: "mine"}})
		if !errors.Is(err, encounter.ErrUnknownDecider) {
			t.Errorf("find %+v: %v, want ErrUnknownDecider", s, err)
		}
	}
	_, _, err := encounter.Find(encounter.Saved{Name: "nobody"}, builtins, newBuiltin, nil)
	if want := `"person", "steady" or "bold"`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v does not list %s", err, want)
	}
}

func TestDuplicate(t *testing.T) {
	names := []string{"Jake", "Wes", "jake"}
	i, j, ok := encounter.Duplicate(len(names), func(i int) string { return names[i] })
	if !ok || i != 0 || j != 2 {
		t.Errorf("Duplicate = %d, %d, %v; want 0, 2, true", i, j, ok)
	}
	if _, _, ok := encounter.Duplicate(2, func(i int) string { return names[i] }); ok {
		t.Error("Jake and Wes are two characters")
	}
}

func TestStrict(t *testing.T) {
	var s encounter.Saved
	for _, bad := range []string{`{"name":"x","extra":1}`, `{"name":"x"} {}`, `{"name":`} {
		if err := encounter.Strict([]byte(bad), &s); err == nil {
			t.Errorf("Strict accepted %s", bad)
		}
	}
	if err := encounter.Strict([]byte(` {"name":"x"} `), &s); err != nil || s.Name != "x" {
		t.Errorf("Strict = %v, %+v", err, s)
	}
}

func ExampleUnknown() {
	fmt.Println(encounter.Unknown("tactic", "quick", []string{"steady", "bold", encounter.Person}))
	// Output: unknown tactic "quick": want "steady", "bold" or "person"
}

func TestUnreadable(t *testing.T) {
	errParse := errors.New("pkg: bad choice")
	err := encounter.Unreadable(fmt.Errorf("%w: %q is no choice", errParse, "jump"))
	if !errors.Is(err, encounter.ErrRefused) || !errors.Is(err, errParse) || err.Error() != `pkg: bad choice: "jump" is no choice` {
		t.Errorf("%v", err)
	}
}

func TestAnswer(t *testing.T) {
	errParse := errors.New("pkg: bad choice")
	parse := func(line string) (int, error) {
		if line != "one" {
			return 0, fmt.Errorf("%w: %q", errParse, line)
		}
		return 1, nil
	}
	var decided []int
	decide := func(c int) error { decided = append(decided, c); return nil }
	if err := encounter.Answer("jump", parse, decide); !errors.Is(err, encounter.ErrRefused) || !errors.Is(err, errParse) || len(decided) != 0 {
		t.Errorf("an unreadable line: %v, decided %v", err, decided)
	}
	if err := encounter.Answer("one", parse, decide); err != nil || len(decided) != 1 || decided[0] != 1 {
		t.Errorf("a choice: %v, decided %v", err, decided)
	}
}

// sentinelled fails to decode with an error of its own package's sentinel,
// or of another's.
type sentinelled struct{ err error }

func (s *sentinelled) UnmarshalJSON([]byte) error { return s.err }

func TestStrictAs(t *testing.T) {
	errMine, errOther := errors.New("mine"), errors.New("other")
	t.Run("an error that wraps the sentinel already is returned as it is", func(t *testing.T) {
		own := fmt.Errorf("%w: bad row", errMine)
		if err := encounter.StrictAs([]byte(`1`), &sentinelled{own}, errMine); err != own {
			t.Errorf("StrictAs = %v, want %v itself", err, own)
		}
	})
	t.Run("any other error wraps the sentinel and keeps its own chain", func(t *testing.T) {
		if err := encounter.StrictAs([]byte(`1`), &sentinelled{errOther}, errMine); !errors.Is(err, errMine) || !errors.Is(err, errOther) || err.Error() != "mine: other" {
			t.Errorf("StrictAs = %v, want \"mine: other\" wrapping both", err)
		}
		var s encounter.Saved
		if err := encounter.StrictAs([]byte(`{"name":"x","extra":1}`), &s, errMine); !errors.Is(err, errMine) {
			t.Errorf("StrictAs of an unknown field = %v, want it to wrap the sentinel", err)
		}
	})
	t.Run("a sound value decodes with no error", func(t *testing.T) {
		var s encounter.Saved
		if err := encounter.StrictAs([]byte(`{"name":"x"}`), &s, errMine); err != nil || s.Name != "x" {
			t.Errorf("StrictAs = %v, %+v", err, s)
		}
	})
}
