package trial

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func tamperConfig() Config {
	cfg := baseConfig()
	cfg.Prosecution = Skills{Intimidation: 90, Trade: 90}
	cfg.Defence = Skills{Trade: 50, Intimidation: 70}
	return cfg
}

func TestTamperingDifficulties(t *testing.T) {
	t.Run("TR-3 Illogical Easy, Conventional Average (ours), Contemplative Difficult, Analytical and Perceptive Very Difficult", func(t *testing.T) {
		// Defence Trade 50%: A (Illogical, Easy +80) d100 1 = 81 ≥ 50;
		// B (Conventional, Average +40) 10 = 50 ≥ 50; C (Contemplative,
		// Difficult +0) 50 = 50; D (Analytical, Very Difficult −10) 60 = 50;
		// E (Perceptive, Very Difficult) 59 = 49 < 50 fails, then his d6 1
		// (tells on 4+): he keeps quiet.
		s := dicetest.NewScript(t, 1, 10, 50, 60, 59, 1)
		tr := setup(t, tamperConfig(), s, mixed(t), PhaseTampering)
		def := &stub{tamper: []Attempt{{0, Bribe}, {1, Bribe}, {2, Bribe}, {3, Bribe}, {4, Bribe}}}
		if err := tr.stepWith(&stub{}, def); err != nil {
			t.Fatal(err)
		}
		s.Done()
		es := kinds(tr.Events(), KindTampering)
		wantDiff := []dice.Difficulty{dice.Easy(), dice.Average(), dice.Difficult(), dice.VeryDifficult(), dice.VeryDifficult()}
		wantTotal := []int{81, 50, 50, 50, 49}
		for i, e := range es {
			if e.Roll.Difficulty != wantDiff[i] || e.Roll.Total != wantTotal[i] || e.Roll.Skill != Trade || e.Ok != (i < 4) {
				t.Errorf("juror %s: %v (ok %v), want %v total %d", Letter(i), e.Roll, e.Ok, wantDiff[i].Name, wantTotal[i])
			}
		}
		for i := range 5 {
			if got, want := tr.board.Jurors[i].Tampered, map[bool]Side{true: Defence, false: Nobody}[i < 4]; got != want {
				t.Errorf("juror %s tampered by %v, want %v", Letter(i), got, want)
			}
		}
		if tr.judge.Severity != 0 || tr.phase != PhaseOpening {
			t.Errorf("severity %d phase %v", tr.judge.Severity, tr.phase)
		}
	})
	t.Run("TR-3 intimidation checks Intimidation", func(t *testing.T) {
		// Defence Intimidation 70% on A (Easy +80): d100 1 = 81 ≥ 70.
		s := dicetest.NewScript(t, 1)
		tr := setup(t, tamperConfig(), s, mixed(t), PhaseTampering)
		if err := tr.stepWith(&stub{}, &stub{tamper: []Attempt{{0, Intimidate}}}); err != nil {
			t.Fatal(err)
		}
		e := kinds(tr.Events(), KindTampering)[0]
		if e.Roll.Skill != Intimidation || e.Roll.Mastery != 70 || !e.Ok {
			t.Errorf("%v", e)
		}
		if got, want := e.String(), "defence intimidates juror A (Illogical): Intimidation: d100 1 +80 (Easy) = 81 ≥ 70: success by 11 — in his pocket, secret until deliberation"; got != want {
			t.Errorf("String =\n%s\nwant\n%s", got, want)
		}
	})
}

func TestTamperingSecret(t *testing.T) {
	t.Run("TR-3 tampered jurors are secret until deliberation", func(t *testing.T) {
		s := dicetest.NewScript(t, 90)
		tr := setup(t, tamperConfig(), s, mixed(t), PhaseTampering)
		if err := tr.stepWith(&stub{}, &stub{tamper: []Attempt{{5, Bribe}}}); err != nil {
			t.Fatal(err)
		}
		if pv, _ := tr.View(0); pv.Board().Jurors[5].Tampered != Nobody {
			t.Error("the prosecution sees the defence's juror F")
		}
		if dv, _ := tr.View(1); dv.Board().Jurors[5].Tampered != Defence || !strings.Contains(dv.String(), "In your pocket, secret until deliberation: F.") {
			t.Errorf("the defence does not see its own juror F:\n%s", dv)
		}
		tr.board.Revealed = true
		if pv, _ := tr.View(0); pv.Board().Jurors[5].Tampered != Defence {
			t.Error("after the reveal the prosecution still cannot see juror F")
		}
	})
}

func TestTamperingReports(t *testing.T) {
	t.Run("TR-3 TRD-3 a juror who resisted tells the judge: severity +1", func(t *testing.T) {
		// Prosecution Intimidation 90% on A (Easy +80): d100 5 = 85 < 90
		// fails; d6 4 ≥ 4: he tells the judge.
		s := dicetest.NewScript(t, 5, 4)
		tr := setup(t, tamperConfig(), s, mixed(t), PhaseTampering)
		if err := tr.stepWith(&stub{tamper: []Attempt{{0, Intimidate}}}, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		if tr.judge.Severity != 1 || tr.reports != 1 {
			t.Errorf("severity %d, reports %d; want 1, 1", tr.judge.Severity, tr.reports)
		}
		r := kinds(tr.Events(), KindReport)[0]
		if got, want := r.String(), "juror A tells the judge of the prosecution's attempt (d6 4 ≥ 4): judge severity +1, now 1"; got != want {
			t.Errorf("String =\n%s\nwant\n%s", got, want)
		}
	})
	t.Run("TR-3 a juror who resisted may keep quiet", func(t *testing.T) {
		s := dicetest.NewScript(t, 5, 3)
		tr := setup(t, tamperConfig(), s, mixed(t), PhaseTampering)
		if err := tr.stepWith(&stub{tamper: []Attempt{{0, Intimidate}}}, &stub{}); err != nil {
			t.Fatal(err)
		}
		if tr.judge.Severity != 0 {
			t.Errorf("severity %d, want 0", tr.judge.Severity)
		}
		if got, want := kinds(tr.Events(), KindReport)[0].String(), "juror A keeps quiet (d6 3, tells on 4)"; got != want {
			t.Errorf("String = %q, want %q", got, want)
		}
	})
	t.Run("TR-3 the judge dismisses the whole jury at the second report: a new jury is drawn", func(t *testing.T) {
		// Defence Trade 50%: C (Contemplative, Difficult) d100 10 fails, d6
		// 6 tells; E (Perceptive, Very Difficult) d100 20 fails, d6 5 tells:
		// second report, the jury is dismissed. The attempt on A lapses.
		// The new jury: twelve d6 all 2, shifted 0; Wisdom 3d6 each 3+3+3.
		s := dicetest.NewScript(t, redrawn([]int{10, 6, 20, 5}, 2)...)
		cfg := tamperConfig()
		cfg.Wisdoms = conventional12[:] // the first panel's; the new one rolls
		tr := setup(t, cfg, s, mixed(t), PhaseTampering)
		tr.board.Jurors[7].Tampered = Prosecution
		def := &stub{tamper: []Attempt{{2, Bribe}, {4, Bribe}, {0, Bribe}}}
		if err := tr.stepWith(&stub{}, def); err != nil {
			t.Fatal(err)
		}
		s.Done()
		if len(kinds(tr.Events(), KindDismissed)) != 1 || len(kinds(tr.Events(), KindTampering)) != 2 {
			t.Errorf("events: %v", tr.Events())
		}
		for i, j := range tr.board.Jurors {
			if j.Position != 2 || j.Wisdom != 9 || j.Tampered != Nobody {
				t.Errorf("new juror %s = %+v, want at 2, Wisdom 9, untampered", Letter(i), j)
			}
		}
		if tr.judge.Severity != 2 || tr.reports != 0 {
			t.Errorf("severity %d reports %d, want 2, 0", tr.judge.Severity, tr.reports)
		}
		if got := len(kinds(tr.Events(), KindSeated)); got != JurySize {
			t.Errorf("%d jurors seated, want 12", got)
		}
	})
	t.Run("TR-3 a bribed judge keeps tampered jurors and lets his briber's failures lie", func(t *testing.T) {
		// Judge bribed by the defence. Prosecution: A fails (d100 1 = 81 <
		// 90), tells (d6 6): severity 1; B fails (1 = 41 < 90), tells (6):
		// severity 2, but no dismissal. Defence: F succeeds (90), G fails
		// (1 = 41 < 50) and tells (6): let lie.
		s := dicetest.NewScript(t, 1, 6, 1, 6, 90, 1, 6)
		cfg := tamperConfig()
		cfg.Judge.BribedBy = Defence
		tr := setup(t, cfg, s, mixed(t), PhaseTampering)
		pros := &stub{tamper: []Attempt{{0, Bribe}, {1, Bribe}}}
		def := &stub{tamper: []Attempt{{5, Bribe}, {6, Bribe}}}
		if err := tr.stepWith(pros, def); err != nil {
			t.Fatal(err)
		}
		s.Done()
		if len(kinds(tr.Events(), KindDismissed)) != 0 {
			t.Error("a bribed judge dismissed the jury")
		}
		if tr.board.Jurors[5].Tampered != Defence {
			t.Error("juror F lost")
		}
		if tr.judge.Severity != 2 {
			t.Errorf("severity %d, want 2", tr.judge.Severity)
		}
		last := kinds(tr.Events(), KindReport)[2]
		if got, want := last.String(), "juror G tells the judge of the defence's attempt (d6 6 ≥ 4), who lets it lie"; got != want {
			t.Errorf("String = %q, want %q", got, want)
		}
	})
	t.Run("TR-3 the first bargain binds: a juror in the other side's pocket refuses", func(t *testing.T) {
		s := dicetest.NewScript(t, 100, 1)
		tr := setup(t, tamperConfig(), s, mixed(t), PhaseTampering)
		tr.board.Jurors[0].Tampered = Prosecution
		if err := tr.stepWith(&stub{}, &stub{tamper: []Attempt{{0, Bribe}}}); err != nil {
			t.Fatal(err)
		}
		e := kinds(tr.Events(), KindTampering)[0]
		if !e.Roll.Success || e.Ok || tr.board.Jurors[0].Tampered != Prosecution {
			t.Errorf("%v; juror A tampered by %v", e, tr.board.Jurors[0].Tampered)
		}
		if got, want := e.String(), "defence bribes juror A (Illogical): Trade: d100 100 +80 (Easy) = 180 ≥ 50: success by 130 — but he is already in the prosecution's pocket and refuses"; got != want {
			t.Errorf("String =\n%s\nwant\n%s", got, want)
		}
	})
}

func TestTamperingBadAttempts(t *testing.T) {
	for _, tc := range []struct {
		name string
		atts []Attempt
	}{
		{"no juror M", []Attempt{{12, Bribe}}},
		{"no juror -1", []Attempt{{-1, Bribe}}},
		{"unknown method", []Attempt{{1, Method(7)}}},
		{"the same juror twice", []Attempt{{1, Bribe}, {1, Intimidate}}},
		{"a juror already in the side's pocket", []Attempt{{3, Bribe}}},
	} {
		t.Run("TR-3 "+tc.name, func(t *testing.T) {
			tr := setup(t, tamperConfig(), dicetest.NewScript(t), mixed(t), PhaseTampering)
			tr.board.Jurors[3].Tampered = Defence
			err := tr.stepWith(&stub{}, &stub{tamper: tc.atts})
			var ce *CounselError
			if !errors.Is(err, ErrAttempt) || !errors.As(err, &ce) || ce.Rule != "TR-3" || ce.Who != Defence.String() {
				t.Fatalf("err = %v, want a TR-3 CounselError wrapping ErrAttempt", err)
			}
			before := saveOf(t, tr)
			if err2 := tr.stepWith(&stub{}, &stub{tamper: tc.atts}); err2 == nil || err2.Error() != err.Error() {
				t.Errorf("asked again: %v, want %v", err2, err)
			}
			if after := saveOf(t, tr); after != before {
				t.Errorf("the refusal changed the trial:\n%s\n%s", before, after)
			}
			if err := tr.stepWith(&stub{}, &stub{}); err != nil || tr.phase != PhaseOpening {
				t.Errorf("the next Step with no attempts: %v, in %v", err, tr.phase)
			}
		})
	}
}

func TestWeeks(t *testing.T) {
	for _, tc := range []struct{ d3, weeks int }{{1, 2}, {2, 3}, {3, 4}} {
		t.Run("TR-3 time to trial: d3 "+itoa(tc.d3)+" +1 = "+itoa(tc.weeks)+" weeks", func(t *testing.T) {
			cfg := baseConfig()
			cfg.Wisdoms = conventional12[:]
			faces := []int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, tc.d3}
			s := dicetest.NewScript(t, faces...)
			tr := setup(t, cfg, s, Board{}, PhaseJury)
			if err := tr.stepWith(nil, nil); err != nil {
				t.Fatal(err)
			}
			s.Done()
			if tr.weeks != tc.weeks {
				t.Errorf("Weeks = %d, want %d", tr.weeks, tc.weeks)
			}
			if got, want := kinds(tr.Events(), KindWeeks)[0].String(), "the circuit judge comes in d3 "+itoa(tc.d3)+" +1 = "+itoa(tc.weeks)+" weeks"; got != want {
				t.Errorf("String = %q, want %q", got, want)
			}
		})
	}
}
