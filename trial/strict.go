package trial

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// strict decodes the JSON value in data into v as json.Unmarshal does, but
// refuses a field v does not have and anything after the value, so that a
// misspelt or invented field is an error rather than silently dropped.
func strict(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if _, err := d.Token(); err != io.EOF {
		return errors.New("data after the JSON value")
	}
	return nil
}
