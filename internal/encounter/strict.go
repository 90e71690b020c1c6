package encounter

import (
	"bytes"
	"encoding/json"
	"errors"
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
