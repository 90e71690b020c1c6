package trial

import (
	"errors"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func openingConfig() Config {
	cfg := baseConfig()
	cfg.Prosecution.Oratory = 50
	cfg.Defence.Oratory = 60
	return cfg
}

func TestOpening(t *testing.T) {
	t.Run("TR-4 prosecution first, then defence; success earns the table's points, spent at once", func(t *testing.T) {
		// Prosecution Oratory 50% at Average (+40): d100 30 = 70 ≥ 50, 3
		// points (default table): B (Conventional) 4 → 6 costs 2, K
		// (Conventional) 2 → 3 costs 1. Defence 60% at Easy (+80): d100 1 =
		// 81 ≥ 60, 2 points, left unspent.
		s := dicetest.NewScript(t, 30, 1)
		tr := setup(t, openingConfig(), s, mixed(t), PhaseOpening)
		pros := &stub{opening: dice.Average(), spend: moves(Move{1, 6}, Move{10, 3})}
		def := &stub{opening: dice.Easy()}
		if err := tr.stepWith(pros, def); err != nil {
			t.Fatal(err)
		}
		s.Done()
		if !slices.Equal(pros.offered, []int{3}) || !slices.Equal(def.offered, []int{2}) {
			t.Errorf("offered: prosecution %v, defence %v; want [3], [2]", pros.offered, def.offered)
		}
		var got []string
		for _, e := range tr.Events() {
			got = append(got, e.String())
		}
		want := []string{
			"opening arguments, prosecution: Oratory: d100 30 +40 (Average) = 70 ≥ 50: success by 20 → 3 jury points to the prosecution",
			"prosecution moves juror B (Conventional) 4 → 6 for 2 jury points",
			"prosecution moves juror K (Conventional) 2 → 3 for 1 jury point",
			"opening arguments, defence: Oratory: d100 1 +80 (Easy) = 81 ≥ 60: success by 21 → 2 jury points to the defence",
			"defence leaves 2 jury points unspent",
		}
		if !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
		if tr.phase != PhaseEvidence {
			t.Errorf("phase %v", tr.phase)
		}
	})
	for _, tc := range []struct {
		name    string
		d       dice.Difficulty
		face    int
		penalty int
	}{
		{"TR-4 a failure at Difficult gives the other side 2 points (ours)", dice.Difficult(), 10, 2},
		{"TR-4 a failure at Very Difficult gives the other side 3 points (ours)", dice.VeryDifficult(), 59, 3},
		{"TR-4 a failure at Average gives nothing", dice.Average(), 9, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Prosecution 50%: Difficult d100 10 = 10, Very Difficult 59 =
			// 49, Average 9 = 49: all fail. Defence Trivial (+90): d100 100 =
			// 190 ≥ 60, 1 point.
			s := dicetest.NewScript(t, tc.face, 100)
			tr := setup(t, openingConfig(), s, mixed(t), PhaseOpening)
			pros := &stub{opening: tc.d}
			def := &stub{opening: dice.Trivial()}
			if err := tr.stepWith(pros, def); err != nil {
				t.Fatal(err)
			}
			s.Done()
			want := []int{1}
			if tc.penalty > 0 {
				want = []int{tc.penalty, 1}
			}
			if len(pros.offered) != 0 || !slices.Equal(def.offered, want) {
				t.Errorf("offered: prosecution %v, defence %v; want [], %v", pros.offered, def.offered, want)
			}
			e := tr.Events()[0]
			if e.Roll.Success || e.Points != tc.penalty || (tc.penalty > 0) != (e.Earner == Defence) {
				t.Errorf("%v: points %d to %v", e, e.Points, e.Earner)
			}
		})
	}
}

func TestOpeningBadChoices(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pros  *stub
		cause error
		rule  string
	}{
		{"TR-2 an Analytical juror cannot be moved in opening arguments", &stub{opening: dice.Average(), spend: moves(Move{3, 6})}, ErrMove, "TR-2"},
		{"TR-2 a Perceptive juror cannot be moved in opening arguments", &stub{opening: dice.Average(), spend: moves(Move{4, 2})}, ErrMove, "TR-2"},
		{"TR-4 more points than earned", &stub{opening: dice.Average(), spend: moves(Move{1, 6}, Move{9, 5})}, ErrPoints, "TR-4"},
		{"TR-2 the same juror twice", &stub{opening: dice.Average(), spend: moves(Move{1, 5}, Move{1, 6})}, ErrMove, "TR-2"},
		{"TR-2 a juror off the board", &stub{opening: dice.Average(), spend: moves(Move{1, 7})}, ErrMove, "TR-2"},
		{"TR-4 an unknown difficulty", &stub{opening: dice.Difficulty{Name: "Impossible", Bonus: -50}}, dice.ErrDifficulty, "TR-4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := dicetest.NewScript(t, 30) // 30 + 40 = 70 ≥ 50: 3 points
			if tc.cause == dice.ErrDifficulty {
				s = dicetest.NewScript(t)
			}
			tr := setup(t, openingConfig(), s, mixed(t), PhaseOpening)
			before := tr.board
			err := tr.stepWith(tc.pros, &stub{opening: dice.Easy()})
			var ce *CounselError
			if !errors.As(err, &ce) || !errors.Is(err, ErrCounsel) || !errors.Is(err, tc.cause) || ce.Rule != tc.rule || ce.Who != Prosecution.String() {
				t.Fatalf("err = %v, want a %s CounselError wrapping %v", err, tc.rule, tc.cause)
			}
			if tr.board != before {
				t.Error("a refused allocation moved jurors")
			}
		})
	}
}

func TestDefaultOpening(t *testing.T) {
	t.Run("TR-4 default opening table (ours): a row per difficulty, points rising, penalties only at Difficult and Very Difficult", func(t *testing.T) {
		tab := DefaultRules().Opening
		ds := dice.DefaultDifficulties()
		if len(tab) != len(ds) {
			t.Fatalf("%d rows for %d difficulties", len(tab), len(ds))
		}
		for i, row := range tab {
			if row.Difficulty != ds[i].Name {
				t.Errorf("row %d is %q, want %q", i, row.Difficulty, ds[i].Name)
			}
			if row.Points < 1 || (i > 0 && row.Points <= tab[i-1].Points) {
				t.Errorf("row %d (%s): %d points do not rise", i, row.Difficulty, row.Points)
			}
			if hard := i >= 3; (row.Penalty > 0) != hard || row.Penalty >= row.Points {
				t.Errorf("row %d (%s): penalty %d", i, row.Difficulty, row.Penalty)
			}
		}
	})
}
