package trial

import (
	"errors"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestEvidencePoints(t *testing.T) {
	for _, tc := range []struct {
		pros, def int
		side      Side
		points    int
	}{
		{5, 3, Prosecution, 20},
		{2, 6, Defence, 40},
		{4, 4, Nobody, 0},
		{6, 1, Prosecution, 50},
		{1, 2, Defence, 10},
		{7, 3, Prosecution, 40}, // a 4 with a +3 Law bonus
	} {
		name := "TR-5 evidence " + itoa(tc.pros) + " vs " + itoa(tc.def) + ": "
		if tc.side == Nobody {
			name += "no points"
		} else {
			name += "10 × " + itoa(abs(tc.pros-tc.def)) + " = " + itoa(tc.points) + " to the " + tc.side.String()
		}
		t.Run(name, func(t *testing.T) {
			s, p := EvidencePoints(tc.pros, tc.def)
			if s != tc.side || p != tc.points {
				t.Errorf("EvidencePoints(%d, %d) = %v %d, want %v %d", tc.pros, tc.def, s, p, tc.side, tc.points)
			}
		})
	}
}

func evidenceConfig() Config {
	cfg := baseConfig()
	cfg.Prosecution.Law = 60
	cfg.Evidence = Ratings{3, 3}
	return cfg
}

func TestEvidencePhase(t *testing.T) {
	t.Run("TR-5 a Law check adds its bonus; Analytical and Perceptive move 1 point a place", func(t *testing.T) {
		// Prosecution Law 60% at Average (+40): d100 20 = 60 ≥ 60, +1 (default
		// table): 4 vs 3 earns 10. D (Analytical) 5 → 6 costs 1, E
		// (Perceptive) 1 → 6 costs 5; 4 left.
		s := dicetest.NewScript(t, 20)
		tr := setup(t, evidenceConfig(), s, mixed(t), PhaseEvidence)
		pros := &stub{law: dice.Average(), tryLaw: true, spend: moves(Move{3, 6}, Move{4, 6})}
		if err := tr.stepWith(pros, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		var got []string
		for _, e := range tr.Events() {
			got = append(got, e.String())
		}
		want := []string{
			"evidence, prosecution: Law: d100 20 +40 (Average) = 60 ≥ 60: success by 0 → +1 rating",
			"evidence: prosecution 3 +1 (Law) = 4 vs defence 3 → 10 jury points to the prosecution",
			"prosecution moves juror D (Analytical) 5 → 6 for 1 jury point",
			"prosecution moves juror E (Perceptive) 1 → 6 for 5 jury points",
			"prosecution leaves 4 jury points unspent",
		}
		if !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
	})
	t.Run("TR-5 a failed Law check adds nothing", func(t *testing.T) {
		s := dicetest.NewScript(t, 19) // 19 + 40 = 59 < 60
		tr := setup(t, evidenceConfig(), s, mixed(t), PhaseEvidence)
		pros := &stub{law: dice.Average(), tryLaw: true}
		if err := tr.stepWith(pros, &stub{}); err != nil {
			t.Fatal(err)
		}
		if e := kinds(tr.Events(), KindEvidence)[0]; e.Pros.Total != 3 || e.Points != 0 || e.String() != "evidence: prosecution 3 vs defence 3 → no jury points" {
			t.Errorf("%v", e)
		}
	})
	t.Run("TR-3 a judge bribed by the defence strikes the prosecution's Law roll", func(t *testing.T) {
		cfg := evidenceConfig()
		cfg.Judge.BribedBy = Defence
		s := dicetest.NewScript(t, 90)
		tr := setup(t, cfg, s, mixed(t), PhaseEvidence)
		if err := tr.stepWith(&stub{law: dice.VeryDifficult(), tryLaw: true}, &stub{}); err != nil {
			t.Fatal(err)
		}
		law := kinds(tr.Events(), KindLaw)[0]
		if got, want := law.String(), "evidence, prosecution: Law: d100 90 -10 (Very Difficult) = 80 ≥ 60: success by 20 → +3 rating, struck by the judge"; got != want {
			t.Errorf("String =\n%s\nwant\n%s", got, want)
		}
		if e := kinds(tr.Events(), KindEvidence)[0]; e.Pros.Total != 3 || e.Points != 0 {
			t.Errorf("%v", e)
		}
	})
	t.Run("TR-3 a judge bribed by the prosecution lets its Law roll stand", func(t *testing.T) {
		cfg := evidenceConfig()
		cfg.Judge.BribedBy = Prosecution
		tr := setup(t, cfg, dicetest.NewScript(t, 90), mixed(t), PhaseEvidence)
		if err := tr.stepWith(&stub{law: dice.VeryDifficult(), tryLaw: true}, &stub{}); err != nil {
			t.Fatal(err)
		}
		if e := kinds(tr.Events(), KindEvidence)[0]; e.Pros.Total != 6 || e.Points != 30 {
			t.Errorf("%v", e)
		}
	})
}

func TestEvidenceBadInput(t *testing.T) {
	for _, law := range []int{0, 100} {
		t.Run("TR-5 counsel without Law (mastery "+itoa(law)+") is not asked for a Law roll", func(t *testing.T) {
			cfg := evidenceConfig()
			cfg.Defence.Law = law
			tr := setup(t, cfg, dicetest.NewScript(t), mixed(t), PhaseEvidence)
			if err := tr.stepWith(&stub{}, &stub{law: dice.Easy(), tryLaw: true}); err != nil {
				t.Fatal(err)
			}
			if n := len(kinds(tr.Events(), KindLaw)); n != 0 {
				t.Errorf("%d Law checks, want none", n)
			}
			// Nor may he choose one when it is his turn.
			tr = setup(t, cfg, dicetest.NewScript(t), mixed(t), PhaseEvidence)
			tr.stage = 1
			err := tr.checkChoice(Defence, Choice{Kind: DecideLaw, Try: true, Difficulty: "Easy"})
			var ce *CounselError
			if !errors.Is(err, ErrLaw) || !errors.As(err, &ce) || ce.Rule != "TR-5" || ce.Who != Defence.String() {
				t.Errorf("err = %v, want a TR-5 CounselError wrapping ErrLaw", err)
			}
		})
	}
	t.Run("TR-5 an unknown Law difficulty", func(t *testing.T) {
		tr := setup(t, evidenceConfig(), dicetest.NewScript(t), mixed(t), PhaseEvidence)
		err := tr.stepWith(&stub{law: dice.Difficulty{Name: "Heroic"}, tryLaw: true}, &stub{})
		if !errors.Is(err, dice.ErrDifficulty) || !errors.Is(err, ErrCounsel) {
			t.Errorf("err = %v, want ErrCounsel and dice.ErrDifficulty", err)
		}
	})
	t.Run("TR-5 evidence ratings outside 1-6", func(t *testing.T) {
		for _, r := range []Ratings{{7, 3}, {3, 7}, {-1, 3}, {3, -2}} {
			cfg := baseConfig()
			cfg.Evidence = r
			if _, err := New(cfg, dice.NewSource(1)); !errors.Is(err, ErrRating) {
				t.Errorf("New with %+v: %v, want ErrRating", r, err)
			}
			tr, _ := New(baseConfig(), dice.NewSource(1))
			if err := tr.SetEvidence(r); !errors.Is(err, ErrRating) {
				t.Errorf("SetEvidence(%+v): %v, want ErrRating", r, err)
			}
		}
		if err := (Ratings{0, 3}).validate(false); !errors.Is(err, ErrRating) {
			t.Errorf("validate of an unrated side: %v", err)
		}
	})
	t.Run("TR-5 the GM rates the evidence before the evidence phase", func(t *testing.T) {
		cfg := evidenceConfig()
		cfg.Evidence = Ratings{}
		tr := setup(t, cfg, dicetest.NewScript(t, 20), mixed(t), PhaseEvidence)
		pros := &stub{law: dice.Average(), tryLaw: true}
		if err := tr.stepWith(pros, &stub{}); !errors.Is(err, ErrRating) {
			t.Fatalf("unrated: %v, want ErrRating", err)
		}
		if err := tr.SetEvidence(Ratings{5, 2}); err != nil {
			t.Fatal(err)
		}
		if err := tr.stepWith(pros, &stub{}); err != nil {
			t.Fatalf("after rating: %v", err)
		}
		if e := kinds(tr.Events(), KindEvidence)[0]; e.Pros.Total != 6 || e.Points != 40 {
			t.Errorf("%v", e)
		}
		if err := tr.SetEvidence(Ratings{1, 1}); !errors.Is(err, ErrPhase) {
			t.Errorf("SetEvidence after the evidence: %v, want ErrPhase", err)
		}
	})
}

func TestDefaultLaw(t *testing.T) {
	t.Run("TR-5 default Law table (ours): a row per difficulty, bonuses never falling", func(t *testing.T) {
		tab := DefaultRules().Law
		ds := dice.DefaultDifficulties()
		if len(tab) != len(ds) {
			t.Fatalf("%d rows for %d difficulties", len(tab), len(ds))
		}
		for i, row := range tab {
			if row.Difficulty != ds[i].Name || row.Bonus < 0 || (i > 0 && row.Bonus < tab[i-1].Bonus) {
				t.Errorf("row %d: %+v", i, row)
			}
		}
		if tab[len(tab)-1].Bonus <= tab[0].Bonus {
			t.Error("the hardest check adds no more than the easiest")
		}
	})
}
