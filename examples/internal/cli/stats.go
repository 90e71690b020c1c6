package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// MarshalStats is the one JSON form of a study's statistics the programs
// write, in -stats-out files and by -merge: indented, with a final newline.
func MarshalStats(st any) ([]byte, error) {
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// WriteStatsFile writes st's JSON (MarshalStats) to the file name, as
// WriteFile does.
func WriteStatsFile(name string, st any) error {
	b, err := MarshalStats(st)
	if err != nil {
		return err
	}
	return WriteFile(name, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// MergeFiles reads the statistics files named, each the JSON of an S, and
// merges them in order with S's Merge. An unreadable or malformed file is
// an error naming it; statistics that refuse to merge are an error naming
// the file and those merged before it, wrapping Merge's error.
func MergeFiles[S any, P interface {
	*S
	Merge(*S) error
}](files []string) (*S, error) {
	if len(files) == 0 {
		return nil, errors.New("-merge needs the statistics files to merge")
	}
	var total P
	for k, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		st := P(new(S))
		if err := json.Unmarshal(data, st); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if total == nil {
			total = st
			continue
		}
		if err := total.Merge((*S)(st)); err != nil {
			before := files[0]
			if k > 1 {
				before += " … " + files[k-1]
			}
			return nil, fmt.Errorf("cannot merge %s with %s: %w", name, before, err)
		}
	}
	return (*S)(total), nil
}

// Ranges formats ranges of trial numbers, each from..to with to excluded:
// "0..3072, 4096..5000"; "none" when there are none.
func Ranges(rs [][2]uint64) string {
	if len(rs) == 0 {
		return "none"
	}
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = fmt.Sprintf("%d..%d", r[0], r[1])
	}
	return strings.Join(parts, ", ")
}
