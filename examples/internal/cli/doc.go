// Package cli is the command-line code the example programs share: flags
// whose -h prints the usage and exits 0, one way from an error to an exit
// status, Ctrl-C handling, a progress bar on a terminal, and a study's
// flags (StudyFlags: -n, -from, -to, -workers), its report, partial after
// Ctrl-C (RunStudy), and the statistics files it writes (-stats-out) and
// joins (-merge, WriteMerged).
//
// A program's main is one line, and its run function takes the arguments
// and the two output streams, so its test calls it directly:
//
//	func main() { cli.MainContext("duel", run) }
//
//	func run(ctx context.Context, stdout, stderr io.Writer, args []string) error {
//		fl := cli.NewFlagSet("duel", stderr, "usage: duel [flags]", "Duel simulates gunfights.")
//		n := fl.Uint64("n", 10_000, "duels to simulate")
//		if err := cli.Parse(fl, args); err != nil {
//			return err // -h: ErrHelp, exit status 0
//		}
//		…
//	}
//
// The package lives under examples/internal: it is for the example
// programs, not part of the SDK.
package cli
