package trial

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestSuccessChance(t *testing.T) {
	for _, tc := range []struct {
		mastery int
		d       dice.Difficulty
		want    int
	}{
		{72, dice.Average(), 69},       // d100 32..100
		{100, dice.Trivial(), 91},      // 10..100
		{100, dice.Easy(), 81},         // 20..100
		{100, dice.Difficult(), 1},     // only 100
		{100, dice.VeryDifficult(), 0}, // never
		{1, dice.VeryDifficult(), 90},  // 11..100
		{50, dice.Difficult(), 51},     // 50..100
		{40, dice.Average(), 100},      // always
		{20, dice.VeryDifficult(), 71}, // 30..100
		{60, dice.Difficulty{Name: "x", Bonus: 0}, 41},
	} {
		if got := SuccessChance(tc.mastery, tc.d); got != tc.want {
			t.Errorf("SuccessChance(%d, %s) = %d, want %d", tc.mastery, tc.d.Name, got, tc.want)
		}
	}
}

// TestPropSuccessChance: the chance counts exactly the d100 faces that
// succeed.
func TestPropSuccessChance(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		m := rapid.IntRange(1, 100).Draw(rt, "mastery")
		d := dice.DefaultDifficulties()[rapid.IntRange(0, 4).Draw(rt, "difficulty")]
		n := 0
		for face := 1; face <= 100; face++ {
			c, _ := dice.SkillCheck(dicetest.NewScript(nil, face), m, d)
			if c.Success {
				n++
			}
		}
		if got := SuccessChance(m, d); got != n {
			rt.Fatalf("SuccessChance(%d, %s) = %d, want %d", m, d.Name, got, n)
		}
	})
}

// TestPropSkillRollReadsAsCheck: a SkillRoll prints exactly as the
// dice.Check it copies.
func TestPropSkillRollReadsAsCheck(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		m := rapid.IntRange(1, 100).Draw(rt, "mastery")
		d := dice.DefaultDifficulties()[rapid.IntRange(0, 4).Draw(rt, "difficulty")]
		face := rapid.IntRange(1, 100).Draw(rt, "d100")
		c, _ := dice.SkillCheck(dicetest.NewScript(nil, face), m, d)
		c.Label = "Oratory"
		r := rollSkill(dicetest.NewScript(nil, face), Oratory, m, d, 0)
		if r.String() != c.String() {
			rt.Fatalf("SkillRoll %q, Check %q", r, c)
		}
	})
}

// counselTrial is a trial in phase ph with the mixed board, for asking
// counsel.
func counselTrial(t *testing.T, pros, def Skills, ph Phase) *Trial {
	cfg := baseConfig()
	cfg.Prosecution, cfg.Defence = pros, def
	return setup(t, cfg, dicetest.NewScript(t), mixed(t), ph)
}

func TestGreedyAndCautiousDifficulties(t *testing.T) {
	for _, tc := range []struct {
		oratory  int
		greedy   dice.Difficulty
		cautious dice.Difficulty
	}{
		// Expected points (chance × points − (100 − chance) × penalty, in
		// hundredths) with the default table 1/2/3/5+2/8+3:
		// unskilled: 91, 162, 123, −193, −300 → Easy; Trivial is 91% safe.
		{100, dice.Easy(), dice.Trivial()},
		// 40%: 100, 200, 300, 227, 261 → Average; Average is sure.
		{40, dice.Average(), dice.Average()},
		// 20%: 100, 200, 300, 367, 481 → Very Difficult; Difficult has a
		// penalty, so cautious stays at Average.
		{20, dice.VeryDifficult(), dice.Average()},
		// 55%: Average is 86%, not safe: cautious says Easy (100%).
		{55, dice.Average(), dice.Easy()},
	} {
		tr := counselTrial(t, Skills{Oratory: tc.oratory}, Skills{}, PhaseOpening)
		v := viewOf(tr, Prosecution, DecideOpening, 0)
		if got := (Greedy{}).Choose(v); got.Difficulty != tc.greedy.Name {
			t.Errorf("Oratory %d: Greedy picks %s, want %s", tc.oratory, got.Difficulty, tc.greedy.Name)
		}
		if got := (Cautious{}).Choose(v); got.Difficulty != tc.cautious.Name {
			t.Errorf("Oratory %d: Cautious picks %s, want %s", tc.oratory, got.Difficulty, tc.cautious.Name)
		}
	}
	tr := counselTrial(t, Skills{Oratory: 55}, Skills{}, PhaseOpening)
	if got := (Cautious{Safe: 50}).Choose(viewOf(tr, Prosecution, DecideOpening, 0)); got.Difficulty != "Average" {
		t.Errorf("Cautious{Safe: 50} at 55%%: %s, want Average", got.Difficulty)
	}
}

func TestGreedyAndCautiousLaw(t *testing.T) {
	for _, tc := range []struct {
		law              int
		greedy, cautious dice.Difficulty
		gTry, cTry       bool
	}{
		// Law 60%, bonuses 0/1/1/2/3: expected 0, 100, 81, 82, 93 → Easy;
		// the hardest ≥ 90% with a bonus is Easy.
		{60, dice.Easy(), dice.Easy(), true, true},
		// Law 20%: 0, 100, 100, 162, 213 → Very Difficult; cautious Average.
		{20, dice.VeryDifficult(), dice.Average(), true, true},
		// No Law: neither tries.
		{0, dice.Difficulty{}, dice.Difficulty{}, false, false},
		{100, dice.Difficulty{}, dice.Difficulty{}, false, false},
	} {
		tr := counselTrial(t, Skills{}, Skills{Law: tc.law}, PhaseEvidence)
		v := viewOf(tr, Defence, DecideLaw, 0)
		if c := (Greedy{}).Choose(v); c.Difficulty != tc.greedy.Name || c.Try != tc.gTry {
			t.Errorf("Law %d: Greedy %s %v, want %s %v", tc.law, c.Difficulty, c.Try, tc.greedy.Name, tc.gTry)
		}
		if c := (Cautious{}).Choose(v); c.Difficulty != tc.cautious.Name || c.Try != tc.cTry {
			t.Errorf("Law %d: Cautious %s %v, want %s %v", tc.law, c.Difficulty, c.Try, tc.cautious.Name, tc.cTry)
		}
	}
}

func TestSpend(t *testing.T) {
	t.Run("TR-2 the cheapest persuadable jurors first: prosecution, opening, 5 points", func(t *testing.T) {
		// A (Illogical, ½ a place) 3 → 6 for 2; then the Conventional
		// farthest from 6, L at 1: 3 points take him to 4. Analytical D and
		// Perceptive E cannot be moved in opening arguments.
		tr := counselTrial(t, Skills{}, Skills{}, PhaseOpening)
		got := Spend(viewOf(tr, Prosecution, DecideSpend, 5), 5, nil)
		if d := cmp.Diff([]Move{{0, 6}, {11, 4}}, got); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})
	t.Run("TR-2 TR-3 defence, deliberation: its own juror is left alone, the other side's comes last", func(t *testing.T) {
		// A is the defence's own; G (at 6) the prosecution's, revealed.
		// Conventional by distance from 1: F (6) for 5, then H 5 → 3 for 2.
		tr := counselTrial(t, Skills{}, Skills{}, PhaseDeliberation)
		tr.board.Jurors[0].Tampered = Defence
		tr.board.Jurors[6].Tampered = Prosecution
		tr.board.Revealed = true
		got := Spend(viewOf(tr, Defence, DecideSpend, 7), 7, nil)
		if d := cmp.Diff([]Move{{5, 1}, {7, 3}}, got); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})
	t.Run("TR-2 points that buy no place are left", func(t *testing.T) {
		b := boardOf(t, [JurySize]int{6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5}, [JurySize]int{9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 12})
		tr := setup(t, baseConfig(), dicetest.NewScript(t), b, PhaseClosing)
		if got := Spend(viewOf(tr, Prosecution, DecideSpend, 1), 1, nil); len(got) != 0 {
			t.Errorf("1 point moved %v; a Contemplative place costs 2", got)
		}
	})
}

// TestPropSpendIsValid: whatever the board, phase and points, the built-in
// spending is an allocation the trial accepts.
func TestPropSpendIsValid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := dicetest.NewRapid(rt)
		b, err := DrawJury(r, rapid.IntRange(-50, 200).Draw(rt, "score"), nil)
		if err != nil {
			rt.Fatal(err)
		}
		for i := range b.Jurors {
			b.Jurors[i].Tampered = Side(rapid.IntRange(0, 2).Draw(rt, "tampered"))
		}
		ph := Phase(rapid.IntRange(int(PhaseOpening), int(PhaseDeliberation)).Draw(rt, "phase"))
		b.Revealed = ph == PhaseDeliberation && rapid.Bool().Draw(rt, "revealed")
		tr := setup(rt, baseConfig(), r, b, ph)
		side := Side(rapid.IntRange(1, 2).Draw(rt, "side"))
		points := rapid.IntRange(0, 80).Draw(rt, "points")
		ms := Spend(viewOf(tr, side, DecideSpend, points), points, nil)
		if err := tr.checkMoves(&plan{moves: ms}, points); err != nil {
			rt.Fatalf("Spend(%v, %d) = %v: %v", side, points, ms, err)
		}
	})
}

func TestGreedyTamper(t *testing.T) {
	// Defence Trade 50%, Intimidation 70%. A (Illogical, Easy) is a sure
	// bribe; the Conventional (Average) 91% bribes, taken farthest from 1
	// first: F and G at 6. Contemplative C is 51%; Analytical and
	// Perceptive are below even.
	tr := counselTrial(t, Skills{}, Skills{Trade: 50, Intimidation: 70}, PhaseTampering)
	got := (Greedy{Attempts: 3}).Choose(viewOf(tr, Defence, DecideTamper, 0)).Attempts
	if d := cmp.Diff([]Attempt{{0, Bribe}, {5, Bribe}, {6, Bribe}}, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if got := (Greedy{}).Choose(viewOf(tr, Defence, DecideTamper, 0)).Attempts; len(got) != 0 {
		t.Errorf("the zero Greedy tampers: %v", got)
	}
	if got := (Cautious{}).Choose(viewOf(tr, Defence, DecideTamper, 0)).Attempts; len(got) != 0 {
		t.Errorf("Cautious tampers: %v", got)
	}
	// Intimidation 10% beats Trade on the Contemplative (Difficult): 91%.
	tr = counselTrial(t, Skills{Intimidation: 10}, Skills{}, PhaseTampering)
	got = (Greedy{Attempts: 12}).Choose(viewOf(tr, Prosecution, DecideTamper, 0)).Attempts
	for _, a := range got {
		if a.Juror == 2 && a.Method != Intimidate {
			t.Errorf("juror C: %v, want intimidate", a)
		}
	}
}

func TestCounselError(t *testing.T) {
	err := error(refusal("TR-2", Defence, PhaseOpening, Choice{Kind: DecideSpend, Moves: []Move{{2, 2}}}, ErrMove))
	if got, want := err.Error(), `trial: defence counsel in opening arguments broke TR-2 with "spend C to 2": trial: invalid juror move`; got != want {
		t.Errorf("Error = %q, want %q", got, want)
	}
	if !errors.Is(err, ErrCounsel) || !errors.Is(err, ErrRefused) || !errors.Is(err, ErrMove) {
		t.Error("Unwrap")
	}
	var ce *CounselError
	if !errors.As(err, &ce) || ce.Rule != "TR-2" || ce.Who != "defence" || ce.What.String() != "spend C to 2" || ce.Why != "trial: invalid juror move" {
		t.Errorf("fields %+v", ce)
	}
}

func TestViewFields(t *testing.T) {
	tr := counselTrial(t, Skills{}, Skills{}, PhaseOpening)
	tr.owed = owed{Side: Prosecution, Points: 1}
	v, ok := tr.View(0)
	if !ok || v.Side() != Prosecution || v.Me() != 0 || v.Phase() != PhaseOpening || v.Day() != 0 || v.Judge() != (Judge{}) ||
		v.Evidence() != (Ratings{3, 3}) || v.Pending() != DecideSpend || v.Points() != 1 || v.Board() != tr.board ||
		v.Skills() != tr.cfg.Prosecution {
		t.Errorf("View(0): %v %v day %d, %+v, %+v, %v %d points, %+v", v.Side(), v.Phase(), v.Day(), v.Judge(), v.Evidence(), v.Pending(), v.Points(), v.Skills())
	}
	// The defence is asked nothing and has no points; the View is a
	// handle, and shows the trial as it stands at every call.
	if dv, _ := tr.View(1); dv.Pending() != NoDecision || dv.Points() != 0 {
		t.Errorf("View(1): %v, %d points", dv.Pending(), dv.Points())
	}
	tr.owed = owed{Side: Prosecution, Points: 3}
	if v.Points() != 3 {
		t.Errorf("the View after 3 more points: %d", v.Points())
	}
	tr.owed = owed{Side: Prosecution, Points: 1}
	// A is Illogical at 3: 1 point takes him two places, to 5.
	if err := v.Check(Choice{Kind: DecideSpend, Moves: []Move{{0, 5}}}); err != nil {
		t.Errorf("Check A → 5 for its 1 point: %v", err)
	}
	if err := v.Check(Choice{Kind: DecideSpend, Moves: []Move{{0, 6}}}); !errors.Is(err, ErrPoints) || !errors.Is(err, ErrRefused) {
		t.Errorf("Check over budget: %v", err)
	}
	if _, ok := tr.View(2); ok {
		t.Error("View(2) of a trial of two seats")
	}
	var zero View
	if zero.Me() != -1 || zero.Side() != Nobody || zero.Rand() != nil || zero.Options().Kind != NoDecision || !errors.Is(zero.Check(Choice{}), ErrRefused) ||
		zero.Pending() != NoDecision || zero.Points() != 0 || zero.Board() != (Board{}) || zero.Skills() != (Skills{}) || zero.Day() != 0 {
		t.Error("the zero View")
	}
	if got := Spend(&zero, 10, nil); len(got) != 0 {
		t.Errorf("Spend with the zero View: %v", got)
	}
}
