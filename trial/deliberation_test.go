package trial

import (
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestLeaning(t *testing.T) {
	t.Run("TRD-1 positions 4-6 lean to the prosecution, 1-3 to the defence", func(t *testing.T) {
		want := map[int]Side{0: Nobody, 1: Defence, 2: Defence, 3: Defence, 4: Prosecution, 5: Prosecution, 6: Prosecution, 7: Nobody}
		for p, s := range want {
			if got := Leaning(p); got != s {
				t.Errorf("Leaning(%d) = %v, want %v", p, got, s)
			}
		}
		if Prosecution.Column() != 6 || Defence.Column() != 1 || Nobody.Column() != 0 {
			t.Error("columns")
		}
	})
	t.Run("TR-7 TRD-1 1d6 per juror at 4-5 or 2-3, 2d6 per juror at 6 or 1", func(t *testing.T) {
		b := mixed(t) // 3 4 2 5 1 6 6 5 4 3 2 1
		p, d := Tallies(&b)
		if p != (Tally{Leaning: 4, Extreme: 2}) || d != (Tally{Leaning: 4, Extreme: 2}) {
			t.Errorf("Tallies = %+v, %+v; want 4 leaning and 2 extreme each", p, d)
		}
		if p.dice() != 8 || d.dice() != 8 {
			t.Errorf("dice %d, %d; want 8, 8", p.dice(), d.dice())
		}
	})
}

func repeat(face, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = face
	}
	return out
}

func TestDeliberation(t *testing.T) {
	t.Run("TR-7 tampered jurors are revealed and moved to their column", func(t *testing.T) {
		b := mixed(t)
		b.Jurors[0].Tampered = Prosecution // A at 3
		b.Jurors[10].Tampered = Defence    // K at 2
		s := dicetest.NewScript(t)         // the reveal rolls nothing
		tr := setup(t, baseConfig(), s, b, PhaseDeliberation)
		if err := tr.stepWith(&stub{}, &stub{}); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range tr.Events() {
			got = append(got, e.String())
		}
		want := []string{
			"juror A was in the prosecution's pocket: 3 → 6",
			"juror K was in the defence's pocket: 2 → 1",
		}
		if !slices.Equal(got, want) {
			t.Errorf("events %q, want %q", got, want)
		}
		if !tr.board.Revealed || tr.day != 0 || tr.phase != PhaseDeliberation {
			t.Errorf("revealed %v day %d phase %v", tr.board.Revealed, tr.day, tr.phase)
		}
	})
	t.Run("TR-7 a day: the higher dice total earns the difference", func(t *testing.T) {
		// Prosecution 4×d6 + 2×2d6 = eight 6s = 48; defence eight 1s = 8:
		// 40 points. E (Perceptive) 1 → 6 costs 4 × 5 = 20; D (Analytical)
		// 5 → 6 costs 3; C (Contemplative) 2 → 6 costs 8: 31, 9 unspent.
		b := mixed(t)
		b.Revealed = true
		s := dicetest.NewScript(t, append(repeat(6, 8), repeat(1, 8)...)...)
		tr := setup(t, baseConfig(), s, b, PhaseDeliberation)
		pros := &stub{spend: moves(Move{4, 6}, Move{3, 6}, Move{2, 6})}
		if err := tr.stepWith(pros, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		var got []string
		for _, e := range tr.Events() {
			got = append(got, e.String())
		}
		want := []string{
			"day 1: prosecution 4×d6 + 2×2d6 = 48 vs defence 4×d6 + 2×2d6 = 8 → 40 jury points to the prosecution",
			"prosecution moves juror E (Perceptive) 1 → 6 for 20 jury points",
			"prosecution moves juror D (Analytical) 5 → 6 for 3 jury points",
			"prosecution moves juror C (Contemplative) 2 → 6 for 8 jury points",
			"prosecution leaves 9 jury points unspent",
		}
		if !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
		if tr.day != 1 || tr.verdict != Pending {
			t.Errorf("day %d verdict %v", tr.day, tr.verdict)
		}
	})
	t.Run("TR-7 all twelve in the Guilty column is the verdict", func(t *testing.T) {
		// Eleven at 6 and L at 5: the prosecution rolls 22 + 1 = 23 dice,
		// all 1s, the defence none: 23 points. L 5 → 6 costs 1.
		pos := [JurySize]int{6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5}
		b := boardOf(t, pos, conventional12)
		b.Revealed = true
		s := dicetest.NewScript(t, repeat(1, 23)...)
		tr := setup(t, baseConfig(), s, b, PhaseDeliberation)
		v, err := tr.runWith(&stub{spend: moves(Move{11, 6})}, &stub{})
		if err != nil || v != Guilty {
			t.Fatalf("Run = %v, %v; want guilty", v, err)
		}
		s.Done()
		es := tr.Events()
		if got := es[len(es)-1].String(); got != "verdict: guilty on day 1" {
			t.Errorf("last event %q", got)
		}
	})
	t.Run("TR-7 all twelve in the Innocent column is the verdict", func(t *testing.T) {
		pos := [JurySize]int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2}
		b := boardOf(t, pos, conventional12)
		b.Revealed = true
		tr := setup(t, baseConfig(), dicetest.NewScript(t, repeat(2, 23)...), b, PhaseDeliberation)
		v, err := tr.runWith(&stub{}, &stub{spend: moves(Move{11, 1})})
		if err != nil || v != Innocent || tr.day != 1 {
			t.Fatalf("Run = %v, %v on day %d; want innocent on day 1", v, err, tr.day)
		}
	})
	t.Run("TR-7 five days without a verdict: a hung jury", func(t *testing.T) {
		// Six at 6 and six at 1: each side rolls 12 dice a day; all 3s tie.
		pos := [JurySize]int{6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1}
		b := boardOf(t, pos, conventional12)
		b.Revealed = true
		s := dicetest.NewScript(t, repeat(3, 5*24)...)
		tr := setup(t, baseConfig(), s, b, PhaseDeliberation)
		v, err := tr.runWith(&stub{}, &stub{})
		if err != nil || v != Hung || tr.day != 5 {
			t.Fatalf("Run = %v, %v on day %d; want hung on day 5", v, err, tr.day)
		}
		s.Done()
		es := tr.Events()
		if got := es[len(es)-1].String(); got != "hung jury after 5 days: a new trial is called" {
			t.Errorf("last event %q", got)
		}
		if got := len(kinds(es, KindDay)); got != 5 {
			t.Errorf("%d days, want 5", got)
		}
	})
	t.Run("TR-7 unanimous once the tampered are revealed: a verdict without a day's deliberation", func(t *testing.T) {
		pos := [JurySize]int{3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}
		b := boardOf(t, pos, conventional12)
		b.Jurors[0].Tampered = Prosecution
		tr := setup(t, baseConfig(), dicetest.NewScript(t), b, PhaseDeliberation)
		v, err := tr.runWith(&stub{}, &stub{})
		if err != nil || v != Guilty || tr.day != 0 {
			t.Fatalf("Run = %v, %v on day %d", v, err, tr.day)
		}
		es := tr.Events()
		if got := es[len(es)-1].String(); got != "verdict: guilty, without a day's deliberation" {
			t.Errorf("last event %q", got)
		}
	})
}

// texts returns the text of the trial's events after the first.
func texts(tr *Trial) []string {
	var got []string
	for _, e := range tr.Events()[1:] {
		got = append(got, e.String())
	}
	return got
}

func TestSavingThrow(t *testing.T) {
	// K in the defence's pocket at 1. Positions 3 4 2 5 1 6 6 5 4 3 1 1:
	// the prosecution rolls 4×d6 + 2×2d6 = eight 6s = 48; the defence 3×d6
	// + 3×2d6 = nine 1s = 9: 39 points. The prosecution moves K 1 → 6 (5
	// points) and B 4 → 6 (2 points); K rolls his saving throw first.
	board := func(t *testing.T) Board {
		b := boardOf(t, [JurySize]int{3, 4, 2, 5, 1, 6, 6, 5, 4, 3, 1, 1},
			[JurySize]int{5, 9, 12, 15, 18, 9, 9, 9, 9, 9, 9, 9})
		b.Jurors[10].Tampered = Defence
		b.Revealed = true
		return b
	}
	dayDice := append(repeat(6, 8), repeat(1, 9)...)
	t.Run("TR-7 a tampered juror keeps his bargain on 4+ (ours): he stays, the points are lost", func(t *testing.T) {
		s := dicetest.NewScript(t, append(dayDice, 4)...)
		tr := setup(t, baseConfig(), s, board(t), PhaseDeliberation)
		if err := tr.stepWith(&stub{spend: moves(Move{10, 6}, Move{1, 6})}, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		got := texts(tr)
		want := []string{
			"juror K keeps his bargain and stays at 1 (saving throw 4, holds on 4): the prosecution's 5 jury points are lost",
			"prosecution moves juror B (Conventional) 4 → 6 for 2 jury points",
			"prosecution leaves 32 jury points unspent",
		}
		if !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
		if tr.board.Jurors[10].Position != 1 {
			t.Errorf("K at %d, want 1", tr.board.Jurors[10].Position)
		}
	})
	t.Run("TR-7 a tampered juror gives way on 3 or less", func(t *testing.T) {
		s := dicetest.NewScript(t, append(dayDice, 3)...)
		tr := setup(t, baseConfig(), s, board(t), PhaseDeliberation)
		if err := tr.stepWith(&stub{spend: moves(Move{10, 6}, Move{1, 6})}, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		es := tr.Events()
		if es[1].String() != "juror K gives way (saving throw 3, holds on 4)" ||
			es[2].String() != "prosecution moves juror K (Conventional) 1 → 6 for 5 jury points" {
			t.Errorf("events %v", es)
		}
	})
	t.Run("TRD-5 his own side bringing him back meets no saving throw: pulled to 4, the defence moves him 4 → 1", func(t *testing.T) {
		// K, in the defence's pocket, was pulled to 4. Positions 3 4 2 5 1
		// 6 6 5 4 3 4 1: the prosecution rolls 5×d6 + 2×2d6 = nine 1s = 9;
		// the defence 3×d6 + 2×2d6 = seven 6s = 42: 33 points. Moving K
		// 4 → 1 (Conventional, 1 point a place: 3) is toward the column
		// his briber paid for: no die is rolled, and he moves.
		b := board(t)
		b.Jurors[10].Position = 4 // pulled from 1 by the prosecution
		s := dicetest.NewScript(t, append(repeat(1, 9), repeat(6, 7)...)...)
		tr := setup(t, baseConfig(), s, b, PhaseDeliberation)
		if err := tr.stepWith(&stub{}, &stub{spend: moves(Move{10, 1})}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		got := texts(tr)
		want := []string{
			"defence moves juror K (Conventional) 4 → 1 for 3 jury points",
			"defence leaves 30 jury points unspent",
		}
		if !slices.Equal(got, want) || tr.board.Jurors[10].Position != 1 {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
	})
	t.Run("TRD-5 a move away from his briber's column meets the throw, even a short one: 4 → 5", func(t *testing.T) {
		// The same board; the prosecution wins the day (its dice all 6s,
		// 54; the defence's all 1s, 7: 47 points) and moves K 4 → 5: he
		// rolls 4 and keeps his bargain.
		b := board(t)
		b.Jurors[10].Position = 4 // pulled from 1 by the prosecution
		s := dicetest.NewScript(t, append(append(repeat(6, 9), repeat(1, 7)...), 4)...)
		tr := setup(t, baseConfig(), s, b, PhaseDeliberation)
		if err := tr.stepWith(&stub{spend: moves(Move{10, 5})}, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		if e := tr.Events()[1]; e.Kind != KindSave || !e.Ok || tr.board.Jurors[10].Position != 4 {
			t.Errorf("events %v", tr.Events())
		}
	})
	t.Run("TR-7 default saving throw (ours): a d6 that holds half the time", func(t *testing.T) {
		st := DefaultRules().SavingThrow
		if err := st.validate(); err != nil {
			t.Fatal(err)
		}
		if holds := st.Sides - st.Hold + 1; 2*holds != st.Sides {
			t.Errorf("%+v holds %d in %d", st, holds, st.Sides)
		}
	})
}
