package encounter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Strict decodes data into v refusing unknown fields and anything after
// the value, as every save of the SDK is read.
func Strict(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if _, err := d.Token(); !errors.Is(err, io.EOF) {
		return errors.New("data after the value")
	}
	return nil
}

// StrictAs decodes as Strict does, and makes every error wrap sentinel,
// the package's: an error that wraps it already (a nested value's own) is
// returned as it is, any other — malformed JSON, an unknown field, a
// nested error of another package — is wrapped, its own chain kept.
func StrictAs(data []byte, v any, sentinel error) error {
	err := Strict(data, v)
	if err != nil && !errors.Is(err, sentinel) {
		return fmt.Errorf("%w: %w", sentinel, err)
	}
	return err
}
