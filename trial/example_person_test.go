package trial_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/trial"
)

// defendedInPerson is ExampleTrial's case with the defence played by a
// person: the cowhand's counsel at the table types his choices.
func defendedInPerson() *trial.Trial {
	cfg := trial.Config{
		Case:        trial.Solid,
		Judge:       trial.Judge{Temperament: trial.Harsh},
		Defendant:   10,
		Evidence:    trial.Ratings{Prosecution: 4, Defence: 2},
		Prosecution: trial.Skills{Oratory: 45, Law: 60, Decider: trial.Greedy{}},
		Defence:     trial.Skills{Oratory: 70, Trade: 50, Decider: trial.Person},
	}
	t, err := trial.New(cfg, dice.NewSource(7))
	if err != nil {
		panic(err)
	}
	return t
}

// The defence's counsel is a person: the trial stops before his tampering,
// shows him the jurors he may reach, and goes on with the choice he types.
func ExampleTrial_Decide() {
	t := defendedInPerson()
	_, err := t.Run()
	fmt.Println(err)
	fmt.Println("waiting:", t.Waiting())
	v, _ := t.View(1)
	for _, o := range v.Options().Tamper[:2] {
		fmt.Printf("juror %s, %v: bribe %d%%\n", trial.Letter(o.Juror), o.Personality, o.Bribe)
	}
	if err := t.Decide(1, trial.Choice{Kind: trial.DecideTamper, Attempts: []trial.Attempt{{Juror: 1, Method: trial.Bribe}}}); err != nil {
		panic(err)
	}
	n := len(t.Events())
	_, err = t.Run()
	for _, e := range t.Events()[n:] {
		fmt.Println(e)
	}
	fmt.Println(err)
	// Output:
	// trial: waiting for a decision: the defence counsel must decide (tamper, rule TR-3)
	// waiting: [1]
	// juror A, Illogical: bribe 100%
	// juror B, Illogical: bribe 100%
	// defence bribes juror B (Illogical): Trade: d100 23 +80 (Easy) = 103 ≥ 50: success by 53 — in his pocket, secret until deliberation
	// opening arguments, prosecution: Oratory: d100 50 +40 (Average) = 90 ≥ 45: success by 45 → 3 jury points to the prosecution
	// prosecution moves juror E (Illogical) 2 → 6 for 2 jury points
	// prosecution moves juror A (Illogical) 5 → 6 for 1 jury point
	// trial: waiting for a decision: the defence counsel must decide (opening, rule TR-4)
}

// A tool at a terminal plays the defence in text, as it plays every
// encounter of the SDK: Tell says what the table would, Choices lists what
// he may type, and Answer reads what he types — a line that is no choice
// is refused and changes nothing.
func ExampleTrial_Answer() {
	t := defendedInPerson()
	typed := []string{"tamper bribe B", "object!", "opening average"}
	for !t.Over() && len(typed) > 0 {
		err := t.Step()
		if !errors.Is(err, trial.ErrWaiting) {
			continue
		}
		tell := t.Tell(1)
		fmt.Println(tell[:strings.Index(tell, "\n")])
		fmt.Println("choices:", strings.Join(t.Choices(1)[:3], " | "), "…")
		for len(typed) > 0 {
			line := typed[0]
			typed = typed[1:]
			err := t.Answer(1, line)
			fmt.Printf("> %s: %v\n", line, err)
			if err == nil {
				break
			}
		}
	}
	// Output:
	// Before the trial: you speak for the defence, who wants the jurors at 1, innocent.
	// choices: tamper none | tamper bribe A | tamper intimidate A …
	// > tamper bribe B: <nil>
	// Opening arguments: you speak for the defence, who wants the jurors at 1, innocent.
	// choices: opening Trivial | opening Easy | opening Average …
	// > object!: trial: defence counsel in opening arguments: trial: unknown name: choice "object!": want it to start with tamper, opening, law, spend
	// > opening average: <nil>
}

// A choice the rules forbid is refused and changes nothing; the counsel
// tries again.
func ExampleTrial_Decide_refused() {
	t := defendedInPerson()
	for {
		if _, err := t.Run(); !errors.Is(err, trial.ErrWaiting) {
			panic(err)
		}
		if v, _ := t.View(1); v.Pending() == trial.DecideOpening {
			break
		}
		if err := t.Decide(1, trial.Choice{Kind: trial.DecideTamper}); err != nil {
			panic(err)
		}
	}
	err := t.Decide(1, trial.Choice{Kind: trial.DecideOpening, Difficulty: "Heroic"})
	fmt.Println(err)
	fmt.Println("refused:", errors.Is(err, trial.ErrRefused), "| still waiting:", t.Waiting())
	if err := t.Decide(1, trial.Choice{Kind: trial.DecideOpening, Difficulty: "Easy"}); err != nil {
		panic(err)
	}
	n := len(t.Events())
	_, err = t.Run()
	fmt.Println(t.Events()[n])
	fmt.Println(err)
	// Output:
	// trial: defence counsel in opening arguments broke TR-4 with "opening Heroic": dice: unknown difficulty: "Heroic" is not in the trial's difficulty table
	// refused: true | still waiting: [1]
	// opening arguments, defence: Oratory: d100 50 +80 (Easy) = 130 ≥ 70: success by 60 → 2 jury points to the defence
	// trial: waiting for a decision: the defence counsel must decide (spend, rule TR-2)
}

// A GM saves the trial while the defence ponders his tampering, and
// resumes it the next evening, waiting for the same decision; the player
// has gone home, so a built-in counsel takes his seat in both copies.
func ExampleResume() {
	t := defendedInPerson()
	if _, err := t.Run(); !errors.Is(err, trial.ErrWaiting) {
		panic(err)
	}
	saved, err := json.Marshal(t)
	if err != nil {
		panic(err)
	}
	resumed, err := trial.Resume(saved)
	if err != nil {
		panic(err)
	}
	fmt.Println("waiting:", t.Waiting(), resumed.Waiting())
	for _, tr := range []*trial.Trial{t, resumed} {
		if err := tr.SetDecider(1, trial.Greedy{Attempts: 3}); err != nil {
			panic(err)
		}
	}
	o1, _ := t.Run()
	o2, _ := resumed.Run()
	a, _ := json.Marshal(t)
	b, _ := json.Marshal(resumed)
	fmt.Println(o1.Verdict, "on day", o1.Ended, "|", o2.Verdict, "on day", o2.Ended, "| same record:", string(a) == string(b))
	// Output:
	// waiting: [1] [1]
	// guilty on day 2 | guilty on day 2 | same record: true
}
