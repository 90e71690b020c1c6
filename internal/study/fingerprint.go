package study

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
)

// Fingerprint returns the fingerprint of a setup: an FNV-64a hash, in 16
// hex digits, of the JSON of the statistics' version and v. v must hold
// everything that changes results — participants, tables, rules options
// and deciders (see Decider) — with defaults filled in.
func Fingerprint(version int, v any) (string, error) {
	b, err := json.Marshal(struct {
		V int `json:"v"`
		S any `json:"s"`
	}{version, v})
	if err != nil {
		return "", err
	}
	h := fnv.New64a()
	h.Write(b)
	return fmt.Sprintf("%016x", h.Sum64()), nil
}

// ErrDecider is the error of a custom decider a study cannot fingerprint:
// one without Name() and Version() methods.
var ErrDecider = errors.New("study: a custom decider needs Name() and Version() methods to be studied")

// DeciderPrint is what a fingerprint holds of a decider: a built-in one's
// type and parameters, or a custom one's name and version.
type DeciderPrint struct {
	Builtin string `json:"builtin,omitempty"`
	Params  any    `json:"params,omitempty"`
	Name    string `json:"name,omitempty"`
	Version string `json:"version,omitempty"`
}

// named is a custom decider that names itself and its version.
type named interface {
	Name() string
	Version() string
}

// Decider returns the fingerprint of decider d: builtin is the name of a
// built-in decider ("" for a custom one) and params its parameters (the
// struct itself, marshalled to JSON). A decider with Name() and Version()
// methods is printed by them; a custom one without them wraps ErrDecider,
// naming its type.
func Decider(d any, builtin string, params any) (DeciderPrint, error) {
	if n, ok := d.(named); ok {
		return DeciderPrint{Name: n.Name(), Version: n.Version()}, nil
	}
	if builtin != "" {
		return DeciderPrint{Builtin: builtin, Params: params}, nil
	}
	return DeciderPrint{}, fmt.Errorf("%w (a %T has none)", ErrDecider, d)
}
