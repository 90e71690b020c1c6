package trial_test

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/trial"
)

// A drifter of Low Reputation (score 12) hauled before a harsh judge on a
// solid case: 2 + 3 + 1 + 1 = 7, and 4 or more means a jury.
func ExampleHear() {
	h, err := trial.Hear(dice.NewSource(3), trial.Solid, trial.Judge{Temperament: trial.Harsh}, 12)
	if err != nil {
		panic(err)
	}
	fmt.Println(h)
	fmt.Println("to trial:", h.Verdict() == trial.Pending)
	// Output:
	// hearing: d6 2 +3 (Solid and Credible case) +1 (Harsh judge) +1 (Low Reputation) = 7: to trial
	// to trial: true
}

// Twelve townsfolk for a Disreputable defendant (score 4): every d6 shifts
// two places toward Guilty, and a 5 or a 6 stops at the Guilty column.
func ExampleDrawJury() {
	b, err := trial.DrawJury(dice.NewSource(12), 4, nil)
	if err != nil {
		panic(err)
	}
	for i, j := range b.Jurors {
		fmt.Printf("juror %s: d6 %d → %d, Wisdom %2d, %v\n", trial.Letter(i), j.Drawn, j.Position, j.Wisdom, j.Personality)
	}
	fmt.Print(b)
	// Output:
	// juror A: d6 2 → 4, Wisdom  4, Illogical
	// juror B: d6 3 → 5, Wisdom 12, Contemplative
	// juror C: d6 1 → 3, Wisdom 10, Conventional
	// juror D: d6 3 → 5, Wisdom 12, Contemplative
	// juror E: d6 6 → 6, Wisdom  9, Conventional
	// juror F: d6 5 → 6, Wisdom  8, Conventional
	// juror G: d6 4 → 6, Wisdom 11, Contemplative
	// juror H: d6 4 → 6, Wisdom 10, Conventional
	// juror I: d6 6 → 6, Wisdom 13, Contemplative
	// juror J: d6 5 → 6, Wisdom  7, Illogical
	// juror K: d6 1 → 3, Wisdom 12, Contemplative
	// juror L: d6 6 → 6, Wisdom 14, Analytical
	// 6 guilty  5         4         3         2         1 innocent
	// E Cnv     B Ctm     A Ill     C Cnv
	// F Cnv     D Ctm               K Ctm
	// G Ctm
	// H Cnv
	// I Ctm
	// J Ill
	// L Ana
}

// What moving one Analytical juror to the Guilty column costs in each phase:
// he will not hear opening arguments, weighs evidence at 1 point a place,
// and costs 3 a place otherwise.
func ExampleBoard_Cost() {
	b, err := trial.DrawJury(dice.NewSource(5), 40, nil)
	if err != nil {
		panic(err)
	}
	const juror = 1 // B
	j := b.Jurors[juror]
	fmt.Printf("juror %s (%v, Wisdom %d) stands at %d\n", trial.Letter(juror), j.Personality, j.Wisdom, j.Position)
	for _, ph := range []trial.Phase{trial.PhaseOpening, trial.PhaseEvidence, trial.PhaseClosing, trial.PhaseDeliberation} {
		one, err := b.Cost(juror, j.Position+1, ph)
		if err != nil {
			fmt.Printf("  %-17s  cannot be moved\n", ph)
			continue
		}
		cost, _ := b.Cost(juror, trial.GuiltyColumn, ph)
		fmt.Printf("  %-17s  %d a place: %d jury points to reach 6\n", ph, one, cost)
	}
	// Output:
	// juror B (Analytical, Wisdom 14) stands at 4
	//   opening arguments  cannot be moved
	//   evidence           1 a place: 2 jury points to reach 6
	//   closing arguments  3 a place: 6 jury points to reach 6
	//   deliberation       3 a place: 6 jury points to reach 6
}

// A whole trial from a seed: a cowhand of Low Reputation on a solid case, a
// prosecutor with the Law skill, and a defence that bribes three jurors —
// who are revealed at deliberation and fight the prosecution's points with
// their saving throws.
func ExampleTrial() {
	cfg := trial.Config{
		Case:        trial.Solid,
		Judge:       trial.Judge{Temperament: trial.Harsh},
		Defendant:   10,
		Evidence:    trial.Ratings{Prosecution: 4, Defence: 2},
		Prosecution: trial.Skills{Oratory: 45, Law: 60, Decider: trial.Greedy{}},
		Defence:     trial.Skills{Oratory: 70, Trade: 50, Decider: trial.Greedy{Attempts: 3}},
	}
	t, err := trial.New(cfg, dice.NewSource(7))
	if err != nil {
		panic(err)
	}
	for !t.Over() {
		n := len(t.Events())
		ph := t.State().Phase
		if err := t.Step(); err != nil {
			panic(err)
		}
		for _, e := range t.Events()[n:] {
			if e.Kind != trial.KindSeated {
				fmt.Println(e)
			}
		}
		if ph == trial.PhaseJury {
			fmt.Print(t.State().Board)
		}
	}
	fmt.Println(t.State().Verdict)
	// Output:
	// hearing: d6 4 +3 (Solid and Credible case) +1 (Harsh judge) +1 (Low Reputation) = 9: to trial
	// the circuit judge comes in d3 3 +1 = 4 weeks
	// 6 guilty  5         4         3         2         1 innocent
	// B Ill     A Ill     D Cnv               E Ill
	// F Cnv     C Ana     L Ctm
	// G Ctm     H Cnv
	// K Cnv     I Cnv
	//           J Cnv
	// defence bribes juror B (Illogical): Trade: d100 23 +80 (Easy) = 103 ≥ 50: success by 53 — in his pocket, secret until deliberation
	// defence bribes juror A (Illogical): Trade: d100 50 +80 (Easy) = 130 ≥ 50: success by 80 — in his pocket, secret until deliberation
	// defence bribes juror E (Illogical): Trade: d100 11 +80 (Easy) = 91 ≥ 50: success by 41 — in his pocket, secret until deliberation
	// opening arguments, prosecution: Oratory: d100 4 +40 (Average) = 44 ≥ 45: failure by 1 → no jury points
	// opening arguments, defence: Oratory: d100 14 +40 (Average) = 54 ≥ 70: failure by 16 → no jury points
	// evidence, prosecution: Law: d100 78 +80 (Easy) = 158 ≥ 60: success by 98 → +1 rating
	// evidence: prosecution 4 +1 (Law) = 5 vs defence 2 → 30 jury points to the prosecution
	// prosecution moves juror E (Illogical) 2 → 6 for 2 jury points
	// prosecution moves juror A (Illogical) 5 → 6 for 1 jury point
	// prosecution moves juror D (Conventional) 4 → 6 for 2 jury points
	// prosecution moves juror C (Analytical) 5 → 6 for 1 jury point
	// prosecution moves juror H (Conventional) 5 → 6 for 1 jury point
	// prosecution moves juror I (Conventional) 5 → 6 for 1 jury point
	// prosecution moves juror J (Conventional) 5 → 6 for 1 jury point
	// prosecution moves juror L (Contemplative) 4 → 6 for 4 jury points
	// prosecution leaves 17 jury points unspent
	// closing arguments, prosecution: Oratory: d100 58 +40 (Average) = 98 ≥ 45: success by 53
	// closing arguments, defence: Oratory: d100 66 +40 (Average) = 106 ≥ 70: success by 36
	// closing: the prosecution's margin is better by 17 → 17 ÷ 5 ≈ 3 jury points to the prosecution
	// prosecution leaves 3 jury points unspent
	// juror A was in the defence's pocket: 6 → 1
	// juror B was in the defence's pocket: 6 → 1
	// juror E was in the defence's pocket: 6 → 1
	// day 1: prosecution 0×d6 + 9×2d6 = 83 vs defence 0×d6 + 3×2d6 = 15 → 68 jury points to the prosecution
	// juror A gives way (saving throw 3, holds on 4)
	// prosecution moves juror A (Illogical) 1 → 6 for 3 jury points
	// juror B gives way (saving throw 3, holds on 4)
	// prosecution moves juror B (Illogical) 1 → 6 for 3 jury points
	// juror E keeps his bargain and stays at 1 (saving throw 6, holds on 4): the prosecution's 3 jury points are lost
	// prosecution leaves 59 jury points unspent
	// day 2: prosecution 0×d6 + 11×2d6 = 88 vs defence 0×d6 + 1×2d6 = 9 → 79 jury points to the prosecution
	// juror E gives way (saving throw 2, holds on 4)
	// prosecution moves juror E (Illogical) 1 → 6 for 3 jury points
	// prosecution leaves 76 jury points unspent
	// verdict: guilty on day 2
	// guilty
}

// A GM's tool saves a trial on the eve of deliberation and resumes it the
// next evening: the dice pick up where they stopped, and both copies reach
// the same verdict with the same record.
func ExampleTrial_MarshalJSON() {
	cfg := trial.Config{
		Case: trial.Circumstantial, Defendant: -20, Evidence: trial.Ratings{Prosecution: 3, Defence: 3},
		Prosecution: trial.Skills{Decider: trial.Cautious{}}, Defence: trial.Skills{Decider: trial.Cautious{}},
	}
	t, err := trial.New(cfg, dice.NewSource(21))
	if err != nil {
		panic(err)
	}
	for t.State().Phase != trial.PhaseDeliberation {
		if err := t.Step(); err != nil {
			panic(err)
		}
	}
	saved, err := json.Marshal(t)
	if err != nil {
		panic(err)
	}
	resumed, err := trial.Resume(saved)
	if err != nil {
		panic(err)
	}
	o1, _ := t.Run()
	o2, _ := resumed.Run()
	a, _ := json.Marshal(t)
	b, _ := json.Marshal(resumed)
	fmt.Println(o1.Verdict, "on day", o1.Ended, "|", o2.Verdict, "on day", o2.Ended, "| same record:", string(a) == string(b))
	// Output:
	// guilty on day 1 | guilty on day 1 | same record: true
}
