package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// StudyFlags are the flags of a study: -n, -from, -to, -workers,
// -stats-out and -merge. The seed is the program's own -seed flag.
type StudyFlags struct {
	unit     string // the trials, in the plural: "brawls"
	def      uint64 // the study's size when -n is not given
	n        *uint64
	from, to *uint64
	workers  *int
	statsOut *string
	merge    *bool
	always   bool // every run is a study
	set      map[string]bool

	// Chunk is the trials a worker runs between two looks at Ctrl-C and
	// the progress bar (0: the package's default). Tests make it small.
	Chunk int
}

// AddStudyFlags defines the study flags on fl, for a program that tells
// one encounter unless -n, -from or -to asks for a study. unit names the
// trials in the plural ("brawls"); def is the size of a study given -from
// or -to without -n.
func AddStudyFlags(fl *flag.FlagSet, unit string, def uint64) *StudyFlags {
	return addStudyFlags(fl, unit, def, fl.Uint64("n", 0, fmt.Sprintf("run a study of this many seeded %s and print its statistics (with -from or -to alone: %d)", unit, def)))
}

// AddAlwaysStudyFlags defines the study flags on fl, for a program whose
// every run is a study: of def trials unless -n, -from or -to says
// otherwise.
func AddAlwaysStudyFlags(fl *flag.FlagSet, unit string, def uint64) *StudyFlags {
	f := addStudyFlags(fl, unit, def, fl.Uint64("n", def, unit+" to simulate"))
	f.always = true
	return f
}

func addStudyFlags(fl *flag.FlagSet, unit string, def uint64, n *uint64) *StudyFlags {
	one := strings.TrimSuffix(unit, "s")
	return &StudyFlags{
		unit: unit, def: def,
		n:        n,
		from:     fl.Uint64("from", 0, fmt.Sprintf("the first %s of a study: run %s [-from, -to) of the study", one, unit)),
		to:       fl.Uint64("to", 0, fmt.Sprintf("the %s to stop before (default -from plus -n)", one)),
		workers:  fl.Int("workers", 0, fmt.Sprintf("goroutines running %s (0: one per core); the statistics do not depend on it", unit)),
		statsOut: fl.String("stats-out", "", "write the study's statistics as JSON to this file (for -merge)"),
		merge:    fl.Bool("merge", false, "merge the statistics JSON files named as arguments; write the merged JSON to stdout"),
	}
}

// ParseStudy parses args with fl as f.Parse does and, when -merge names
// files, merges them onto stdout as statistics S (WriteMerged, under the
// flag set's name), the whole of the program's work: done is then true.
// Otherwise study says whether the program runs a study or tells one
// encounter.
func ParseStudy[S any, P interface {
	*S
	Merge(*S) error
}](f *StudyFlags, fl *flag.FlagSet, args []string, stdout, stderr io.Writer) (study, done bool, err error) {
	files, study, err := f.Parse(fl, args)
	if err != nil || files == nil {
		return study, false, err
	}
	return false, true, WriteMerged[S, P](stdout, stderr, fl.Name(), f.unit, files)
}

// Parse parses args with fl and says what the program is to do: merge
// files (the file names returned), run a study, or neither (tell one
// encounter). Only -merge takes arguments after the flags.
func (f *StudyFlags) Parse(fl *flag.FlagSet, args []string) (merge []string, study bool, err error) {
	if err := ParseArgs(fl, args); err != nil {
		return nil, false, err
	}
	f.set = Visited(fl)
	if *f.merge {
		if len(f.set) > 1 {
			return nil, false, errors.New("-merge takes only the files to merge")
		}
		if fl.NArg() == 0 {
			return nil, false, errors.New("-merge needs the statistics files to merge")
		}
		return fl.Args(), false, nil
	}
	if err := NoArgs(fl); err != nil {
		return nil, false, err
	}
	study = f.always || f.set["n"] || f.set["from"] || f.set["to"]
	if !study {
		for _, name := range []string{"workers", "stats-out"} {
			if f.set[name] {
				return nil, false, fmt.Errorf("-%s is for a study: give -n, or -from and -to", name)
			}
		}
		return nil, false, nil
	}
	return nil, true, f.check(f.set["n"] || !f.set["to"])
}

// check checks -n, -from and -to; byN says -to comes from -from plus -n.
func (f *StudyFlags) check(byN bool) error {
	one := strings.TrimSuffix(f.unit, "s")
	switch {
	case f.set["n"] && f.set["to"]:
		return errors.New("-n and -to both say where the study stops: give one")
	case f.set["n"] && *f.n == 0:
		return errors.New("-n must be at least 1")
	case byN:
		n := *f.n
		if !f.set["n"] {
			n = f.def
		}
		if *f.from > ^uint64(0)-n {
			return fmt.Errorf("-from %d plus -n %d is beyond the last %s", *f.from, n, one)
		}
		*f.n, *f.to = n, *f.from+n
	case *f.to <= *f.from:
		return fmt.Errorf("-to %d must be above -from %d", *f.to, *f.from)
	}
	return nil
}

// Range returns the trials the study runs, [from, to).
func (f *StudyFlags) Range() (from, to uint64) { return *f.from, *f.to }

// Ranged reports whether -from or -to was given: the report then names
// the range.
func (f *StudyFlags) Ranged() bool { return *f.from != 0 || f.set["to"] }

// Workers returns -workers.
func (f *StudyFlags) Workers() int { return *f.workers }

// StatsOut returns -stats-out: the file to write the statistics to, or "".
func (f *StudyFlags) StatsOut() string { return *f.statsOut }

// Studied is the statistics of a study as the programs print them.
type Studied interface {
	String() string
	Missing(from, to uint64) [][2]uint64
}

// Run is what a program's study runs: trials [From, To) on Workers
// goroutines in chunks of Chunk, calling Progress after each chunk.
type Run struct {
	From, To uint64
	Workers  int
	Chunk    int
	Progress func(done, total uint64)
}

// RunStudy runs a study of the program's encounter with simulate and tells
// its statistics on stdout: head (a line naming the setup), the range
// when it is not the study's start, a PARTIAL line when Ctrl-C cut it
// short, then the statistics; it writes them to -stats-out if given. A
// progress bar is drawn on stderr when it is a terminal. An interrupted
// study returns an error wrapping context.Canceled that names the trials
// left to run; simulate's other errors are returned as they are.
func RunStudy[S any, P interface {
	*S
	Studied
}](ctx context.Context, stdout, stderr io.Writer, f *StudyFlags, head string, simulate func(context.Context, Run) (P, error)) error {
	from, to := f.Range()
	bar := StartProgress(stderr, to-from, f.unit)
	st, err := simulate(ctx, Run{From: from, To: to, Workers: f.Workers(), Chunk: f.Chunk, Progress: bar.Callback()})
	bar.Finish()
	partial := err != nil && ctx.Err() != nil && st != nil
	if err != nil && !partial {
		return err
	}
	fmt.Fprintln(stdout, head)
	if f.Ranged() {
		fmt.Fprintf(stdout, "%s %d..%d of the study\n", f.unit, from, to)
	}
	left := st.Missing(from, to)
	if partial {
		done := Held(from, to, left)
		fmt.Fprintf(stdout, "PARTIAL: interrupted after %d of %d %s", trials(done), to-from, f.unit)
		if len(done) > 0 {
			fmt.Fprintf(stdout, "; the statistics are those of %s %s", f.unit, Ranges(done))
		}
		fmt.Fprintln(stdout)
	}
	fmt.Fprint(stdout, st)
	if f.StatsOut() != "" {
		if err := WriteStatsFile(f.StatsOut(), st); err != nil {
			return err
		}
	}
	if partial {
		return fmt.Errorf("interrupted after %d of %d %s (statistics partial); %s %s are left to run: %w",
			trials(Held(from, to, left)), to-from, f.unit, f.unit, Ranges(left), err)
	}
	return nil
}

// Held returns the ranges of [from, to) that are not missing (sorted and
// disjoint, as Missing returns them).
func Held(from, to uint64, missing [][2]uint64) [][2]uint64 {
	var out [][2]uint64
	at := from
	for _, m := range missing {
		if m[0] > at {
			out = append(out, [2]uint64{at, m[0]})
		}
		at = m[1]
	}
	if at < to {
		out = append(out, [2]uint64{at, to})
	}
	return out
}

// trials counts the trials of ranges.
func trials(rs [][2]uint64) uint64 {
	n := uint64(0)
	for _, r := range rs {
		n += r[1] - r[0]
	}
	return n
}

// WriteMerged merges the statistics files named (MergeFiles) and writes
// the merged JSON to stdout; it notes on stderr, after the program's
// name, when the trials merged have gaps. Statistics that refuse to merge
// are MergeFiles' error.
func WriteMerged[S any, P interface {
	*S
	Merge(*S) error
}](stdout, stderr io.Writer, name, unit string, files []string) error {
	total, err := MergeFiles[S, P](files)
	if err != nil {
		return err
	}
	b, err := MarshalStats(total)
	if err != nil {
		return err
	}
	var held struct {
		Ranges [][2]uint64 `json:"ranges"`
	}
	if json.Unmarshal(b, &held) == nil && len(held.Ranges) > 1 {
		fmt.Fprintf(stderr, "%s: note: the merged statistics hold %s %s, with gaps\n", name, unit, Ranges(held.Ranges))
	}
	_, err = stdout.Write(b)
	return err
}
