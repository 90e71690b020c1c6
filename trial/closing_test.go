package trial

import (
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestClosingPoints(t *testing.T) {
	for _, tc := range []struct {
		diff, want int
		why        string
	}{
		{0, 0, "0"},
		{2, 0, "0.4 rounds down"},
		{3, 1, "0.6 rounds up"},
		{5, 1, "1"},
		{7, 1, "1.4 rounds down"},
		{8, 2, "1.6 rounds up"},
		{12, 2, "2.4 rounds down, just below x.5"},
		{13, 3, "2.6 rounds up, just above x.5"},
		{25, 5, "5"},
		{-13, 3, "a negative difference by its size"},
	} {
		t.Run("TRD-2 closing: "+itoa(tc.diff)+" ÷ 5 = "+itoa(tc.want)+" ("+tc.why+")", func(t *testing.T) {
			if got := ClosingPoints(tc.diff); got != tc.want {
				t.Errorf("ClosingPoints(%d) = %d, want %d", tc.diff, got, tc.want)
			}
		})
	}
}

func TestClosingPhase(t *testing.T) {
	t.Run("TR-6 TRD-2 opposed Oratory at Average: the margins' difference ÷ 5 to the better speaker", func(t *testing.T) {
		// Prosecution 50%: d100 60 + 40 = 100, margin 50. Defence 70%:
		// d100 40 + 40 = 80, margin 10. Difference 40 ÷ 5 = 8 points.
		cfg := baseConfig()
		cfg.Prosecution.Oratory, cfg.Defence.Oratory = 50, 70
		s := dicetest.NewScript(t, 60, 40)
		tr := setup(t, cfg, s, mixed(t), PhaseClosing)
		// A (Illogical) 3 → 6 costs 2; C (Contemplative) 2 → 5 costs 6.
		pros := &stub{spend: moves(Move{0, 6}, Move{2, 5})}
		if err := tr.stepWith(pros, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		var got []string
		for _, e := range tr.Events() {
			got = append(got, e.String())
		}
		want := []string{
			"closing arguments, prosecution: Oratory: d100 60 +40 (Average) = 100 ≥ 50: success by 50",
			"closing arguments, defence: Oratory: d100 40 +40 (Average) = 80 ≥ 70: success by 10",
			"closing: the prosecution's margin is better by 40 → 40 ÷ 5 ≈ 8 jury points to the prosecution",
			"prosecution moves juror A (Illogical) 3 → 6 for 2 jury points",
			"prosecution moves juror C (Contemplative) 2 → 5 for 6 jury points",
		}
		if !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
	})
	t.Run("TR-6 a failed speech still counts by its margin", func(t *testing.T) {
		// Prosecution 90%: d100 10 + 40 = 50, margin −40. Defence 90%:
		// d100 23 + 40 = 63, margin −27. The defence is better by 13: 3.
		cfg := baseConfig()
		cfg.Prosecution.Oratory, cfg.Defence.Oratory = 90, 90
		tr := setup(t, cfg, dicetest.NewScript(t, 10, 23), mixed(t), PhaseClosing)
		def := &stub{}
		if err := tr.stepWith(&stub{}, def); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(def.offered, []int{3}) {
			t.Errorf("defence offered %v, want [3]", def.offered)
		}
	})
	t.Run("TR-6 level margins earn nothing; a difference of 2 rounds to nothing", func(t *testing.T) {
		for _, tc := range []struct {
			faces []int
			want  string
		}{
			{[]int{50, 50}, "closing: the margins are level → no jury points"},
			{[]int{52, 50}, "closing: the prosecution's margin is better by 2 → 2 ÷ 5 ≈ 0: no jury points"},
		} {
			tr := setup(t, baseConfig(), dicetest.NewScript(t, tc.faces...), mixed(t), PhaseClosing)
			p, d := &stub{}, &stub{}
			if err := tr.stepWith(p, d); err != nil {
				t.Fatal(err)
			}
			if got := kinds(tr.Events(), KindClosing)[0].String(); got != tc.want || len(p.offered)+len(d.offered) != 0 {
				t.Errorf("%q, offered %v %v; want %q", got, p.offered, d.offered, tc.want)
			}
		}
	})
}
