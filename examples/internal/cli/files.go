package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// WriteFile writes the file name with write, through a temporary file in
// the same directory renamed to name once write has succeeded: a job
// killed while writing, or a write that fails, leaves no half file (and
// an older file of that name as it was). The file is readable by all
// (mode 0644).
func WriteFile(name string, write func(w io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	err = tmp.Chmod(0o644)
	if err == nil {
		err = write(tmp)
	}
	if err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
