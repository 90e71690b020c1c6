// Command trial narrates a frontier trial with package trial, from a seed:
// the hearing, the jury drawn onto the board, the bribes before the
// circuit judge arrives, the speeches, the evidence and the days of
// deliberation, printing the jury board after each phase, then the verdict
// and where the judge stands for sentencing.
//
//	go run ./examples/trial
//	go run ./examples/trial -seed 7 -reputation -15 -case solid -judge hanging
//
// The flags set the defendant's Reputation (negative for Notoriety), the
// case, the judge, the GM's ratings of each side's evidence and how many
// jurors the defence tries to tamper with; -h lists them. The same seed
// and flags tell the same trial on every machine. Without flags the case
// is the SDK's standard trial (trial.StandardTrial) but for two things:
// the defendant's Reputation is 10, not 12 (Low either way), and the
// defence tampers with Intimidation 75% beside its Trade 60%.
//
// # Studies
//
// -n N runs a study of N seeded trials of that case instead, and prints
// their statistics: released at the hearing, guilty, not guilty, hung
// jury, the days of deliberation, the tampering tried, swayed and
// reported, and the juries dismissed. -from and -to run trials [from, to)
// of the study; -stats-out FILE writes the statistics as JSON and -merge
// FILE... merges such files, as the duel program does (go doc
// ./examples/duel):
//
//	go run ./examples/trial -n 20000 -reputation -15 -case solid -judge hanging
//	go run ./examples/trial -seed 7 -from 0 -to 5000 -stats-out a.json
//	go run ./examples/trial -seed 7 -from 5000 -to 10000 -stats-out b.json
//	go run ./examples/trial -merge a.json b.json > all.json
//
// On a terminal a long study shows a progress bar on stderr; Ctrl-C stops
// it between chunks, prints the statistics of the trials done, marked
// partial, and exits with status 130, naming the trials left to run. A
// study's output depends only on its flags and seed. Trial i of the study
// is the trial told by dice.StudySeed(seed, i) as a seed.
package main

import (
	"context"
	"fmt"
	"io"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/examples/internal/court"
	"github.com/deadmanshand/aces/trial"
)

func main() { cli.MainContext("trial", run) }

// The names -case and -judge take (any case).
const (
	cases  = "Flimsy, Circumstantial or Solid"
	judges = "Lenient, Fair, Harsh or Hanging"
)

// studyChunk is the trials a worker of a study runs between two looks at
// Ctrl-C and the progress bar (0: trial.DefaultChunk). Tests make it small.
var studyChunk = 0

// run parses the flags in args and writes the trial, or the study's
// statistics, to w; the usage, flag errors and the progress bar go to
// stderr. Cancelling ctx stops a study between chunks.
func run(ctx context.Context, w, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("trial", stderr, "usage: trial [flags]\n       trial -n N [flags]\n       trial -merge FILE...",
		"Trial tells a frontier trial from a seed: the hearing, the jury, the tampering, the speeches,\nthe evidence and the days of deliberation, with the jury board after each phase; with -n it\nstudies many trials and prints their statistics.")
	seed := cli.Seed(fl, "seed for the dice")
	rep := fl.Int("reputation", 10, "the defendant's Reputation score (negative for Notoriety)")
	caseName := fl.String("case", "Circumstantial", "the case: "+cases)
	judgeName := fl.String("judge", "Fair", "the judge: "+judges)
	pros := fl.Int("prosecution-evidence", 4, "the GM's rating of the prosecution's evidence, 1-6")
	def := fl.Int("defence-evidence", 3, "the GM's rating of the defence's evidence, 1-6")
	bribes := fl.Int("bribes", 2, "how many jurors the defence tries to bribe or threaten")
	studyFlags := cli.AddStudyFlags(fl, "trials", trial.DefaultStudySize)
	studyFlags.Chunk = studyChunk
	study, merged, err := cli.ParseStudy[trial.Stats](studyFlags, fl, args, w, stderr)
	if err != nil || merged {
		return err
	}
	cfg := trial.Config{
		Defendant:   *rep,
		Evidence:    trial.Ratings{Prosecution: *pros, Defence: *def},
		Prosecution: trial.Skills{Oratory: 45, Law: 55},
		Defence:     trial.Skills{Oratory: 50, Law: 70, Trade: 60, Intimidation: 75},
	}
	if err := cfg.Case.UnmarshalText([]byte(*caseName)); err != nil {
		return err // it lists the names
	}
	if err := cfg.Judge.Temperament.UnmarshalText([]byte(*judgeName)); err != nil {
		return err
	}
	if *bribes < 0 {
		return fmt.Errorf("-bribes %d: want 0 or more jurors", *bribes)
	}
	cfg.Prosecution.Decider, cfg.Defence.Decider = trial.Greedy{}, trial.Greedy{Attempts: *bribes}
	if study {
		head := fmt.Sprintf("== The people against a man of %s: %v case, %v judge (seed %d) ==", trial.ReputationModifier(*rep).Why, cfg.Case, cfg.Judge.Temperament, *seed)
		return cli.RunStudy(ctx, w, stderr, studyFlags, head, func(ctx context.Context, r cli.Run) (*trial.Stats, error) {
			return trial.Simulate(ctx, cfg,
				trial.Study{Seed: *seed, From: r.From, To: r.To, Workers: r.Workers, Chunk: r.Chunk, Progress: r.Progress})
		})
	}
	t, err := trial.New(cfg, dice.NewSource(*seed))
	if err != nil {
		return err
	}

	fmt.Fprintf(w, "The people against a man of %s (seed %d)\n", trial.ReputationModifier(*rep).Why, *seed)
	err = court.Play(t, func(p court.Phase) {
		fmt.Fprintf(w, "\n== %s ==\n", p.Title)
		for _, e := range p.Events {
			fmt.Fprintln(w, e)
		}
		if p.Board != nil {
			fmt.Fprintf(w, "\n%s", p.Board)
		}
	})
	if err != nil {
		return err
	}
	end := t.State()
	fmt.Fprintf(w, "\nVerdict: %v. For sentencing the judge stands at %+d (%v, %+d from reported tampering).\n",
		end.Verdict, end.Judge.Modifier(), end.Judge.Temperament, end.Judge.Severity)
	return nil
}
