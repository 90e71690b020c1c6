package encounter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Participant is how one encounter package writes a participant whose
// decider is a field of his (gunfight's Shooter, brawl's Entrant, chase's
// Rider, trial's Skills) in JSON: his own fields, P being his type without
// its JSON methods (the Decider field tagged `json:"-"`), then his decider
// D under "decider" as Save names it. Read back, Find turns that name into
// the decider again: a built-in or a person at once, a custom one as a
// stand-in until the constructor finds it among the deciders it is given.
type Participant[P, D any] struct {
	// Save names decider d (see the package Save).
	Save func(d D) (Saved, error)
	// Find returns the decider a participant's JSON names.
	Find func(s Saved) (D, error)
	// None reports a participant without a decider, whose JSON has no
	// "decider"; nil means a nil D.
	None func(d D) bool
	// Fields returns the error of a participant whose fields do not
	// decode (nil: the decoding error as it is).
	Fields func(err error) error
	// Decider returns the error of participant p whose decider Save cannot
	// name, or Find cannot find.
	Decider func(p *P, err error) error
}

// Marshal writes participant p with decider d: p's fields, then d under
// "decider", left out when there is none. A decider Save cannot name is
// the error Decider makes of Save's.
func (j Participant[P, D]) Marshal(p P, d D) ([]byte, error) {
	data, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	if j.none(d) {
		return data, nil
	}
	s, err := j.Save(d)
	if err != nil {
		return nil, j.Decider(&p, err)
	}
	named, err := json.Marshal(s)
	if err != nil {
		return nil, j.Decider(&p, err)
	}
	if len(data) < 2 || data[0] != '{' {
		return nil, fmt.Errorf("a %T is written as %.20s…, not as an object", p, data)
	}
	out := append(make([]byte, 0, len(data)+len(named)+12), data[:len(data)-1]...)
	if len(data) > 2 {
		out = append(out, ',')
	}
	out = append(out, `"decider":`...)
	out = append(out, named...)
	return append(out, '}'), nil
}

// Unmarshal reads a participant as Marshal writes it, strictly (Strict),
// into p — his fields, his type without its JSON methods — and d, the
// decider Find returns for his "decider": nil when there is none, or it is
// null. A key is matched as encoding/json matches it, ignoring case, the
// last "decider" counting. An unknown field, or data that is no object, is
// an error made by Fields; a decider Find refuses, by Decider. On error p
// and d are left as they were.
func (j Participant[P, D]) Unmarshal(data []byte, p *P, d *D) error {
	var read P
	fields, named, err := splitDecider(data)
	if err == nil {
		err = Strict(fields, &read)
	}
	if err != nil {
		return j.fields(err)
	}
	var found D
	if named != nil {
		if found, err = j.Find(*named); err != nil {
			return j.Decider(&read, err)
		}
	}
	*p, *d = read, found
	return nil
}

// splitDecider returns the JSON object data without its "decider", in
// the order it has, and the decider it names (nil for none or null).
func splitDecider(data []byte) (fields []byte, named *Saved, err error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	switch t, err := dec.Token(); {
	case err != nil:
		return nil, nil, err
	case t == nil: // null: nothing to read
		fields = []byte("null")
	case t != json.Delim('{'):
		return nil, nil, fmt.Errorf("a participant is a JSON object, not %v", t)
	default:
		if fields, named, err = object(dec); err != nil {
			return nil, nil, err
		}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, nil, errors.New("data after the value")
	}
	return fields, named, nil
}

// object reads the rest of an object from dec, its "{" read: the object
// without its "decider", and the decider it names.
func object(dec *json.Decoder) (fields []byte, named *Saved, err error) {
	fields = append(fields, '{')
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, err
		}
		key, _ := t.(string)
		if strings.EqualFold(key, "decider") {
			named = nil
			if err := Strict(v, &named); err != nil {
				return nil, nil, err
			}
			continue
		}
		if len(fields) > 1 {
			fields = append(fields, ',')
		}
		k, _ := json.Marshal(key)
		fields = append(append(append(fields, k...), ':'), v...)
	}
	if _, err := dec.Token(); err != nil { // the closing }
		return nil, nil, err
	}
	return append(fields, '}'), named, nil
}

// none reports a participant without a decider.
func (j Participant[P, D]) none(d D) bool {
	if j.None != nil {
		return j.None(d)
	}
	return any(d) == nil
}

// fields returns the error of fields that do not decode.
func (j Participant[P, D]) fields(err error) error {
	if j.Fields != nil {
		return j.Fields(err)
	}
	return err
}
