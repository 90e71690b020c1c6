package trial

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestHearing(t *testing.T) {
	for _, tc := range []struct {
		name  string
		die   int
		c     Case
		j     Judge
		score int
		// want, worked out by hand from TR-1
		caseMod, judgeMod, repMod, total int
		toTrial                          bool
	}{
		{"TR-1 hearing: 1d6 3 + Solid 3 + Harsh 1 + Low 1 = 8 goes to trial", 3, Solid, Judge{Temperament: Harsh}, 10, 3, 1, 1, 8, true},
		{"TR-1 hearing: 1d6 3 + Flimsy 0 + Fair 0 + Average 0 = 3 is released", 3, Flimsy, Judge{}, 50, 0, 0, 0, 3, false},
		{"TR-1 hearing: 1d6 4 + Flimsy 0 + Fair 0 + Average 0 = 4 goes to trial", 4, Flimsy, Judge{}, 21, 0, 0, 0, 4, true},
		{"TR-1 hearing: 1d6 6 + Flimsy 0 + Lenient -1 + Legendary -2 = 3 is released", 6, Flimsy, Judge{Temperament: Lenient}, 150, 0, -1, -2, 3, false},
		{"TR-1 hearing: 1d6 1 + Circumstantial 2 + Hanging 2 + Notorious 3 = 8 goes to trial", 1, Circumstantial, Judge{Temperament: Hanging}, -3, 2, 2, 3, 8, true},
		{"TR-1 hearing: 1d6 2 + Circumstantial 2 + Fair 0 + Great -1 = 3 is released", 2, Circumstantial, Judge{}, 80, 2, 0, -1, 3, false},
		{"TR-1 hearing: 1d6 1 + Flimsy 0 + Harsh 1 + Disreputable 2 = 4 goes to trial", 1, Flimsy, Judge{Temperament: Harsh}, 3, 0, 1, 2, 4, true},
		{"TRD-3 hearing: 1d6 2 + Flimsy 0 + Fair 0 with severity 2 + Average 0 = 4 goes to trial", 2, Flimsy, Judge{Severity: 2}, 40, 0, 2, 0, 4, true},
		{"RED-1 hearing: 1d6 1 + Flimsy 0 + Lenient -1 + Notorious (Legendary Notoriety) 3 = 3 is released", 1, Flimsy, Judge{Temperament: Lenient}, -150, 0, -1, 3, 3, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := dicetest.NewScript(t, tc.die)
			h, err := Hear(s, tc.c, tc.j, tc.score)
			if err != nil {
				t.Fatal(err)
			}
			s.Done()
			if h.Die != tc.die || h.CaseMod != tc.caseMod || h.JudgeMod != tc.judgeMod || h.ReputationMod != tc.repMod || h.Total != tc.total {
				t.Errorf("got d6 %d %+d %+d %+d = %d, want d6 %d %+d %+d %+d = %d",
					h.Die, h.CaseMod, h.JudgeMod, h.ReputationMod, h.Total, tc.die, tc.caseMod, tc.judgeMod, tc.repMod, tc.total)
			}
			want := Released
			if tc.toTrial {
				want = Pending
			}
			if h.Verdict() != want {
				t.Errorf("Verdict = %v, want %v", h.Verdict(), want)
			}
		})
	}
}

func TestHearingString(t *testing.T) {
	h, err := Hear(dicetest.NewScript(t, 3), Solid, Judge{Temperament: Harsh}, 10)
	if err != nil {
		t.Fatal(err)
	}
	const want = "hearing: d6 3 +3 (Solid and Credible case) +1 (Harsh judge) +1 (Low Reputation) = 8: to trial"
	if got := h.String(); got != want {
		t.Errorf("String =\n%s\nwant\n%s", got, want)
	}
	h, _ = Hear(dicetest.NewScript(t, 2), Flimsy, Judge{Temperament: Lenient, Severity: 1}, 150)
	const want2 = "hearing: d6 2 +0 (Flimsy case) +0 (Lenient judge, severity +1) -2 (Legendary Reputation) = 0: released"
	if got := h.String(); got != want2 {
		t.Errorf("String =\n%s\nwant\n%s", got, want2)
	}
}

func TestReputationModifier(t *testing.T) {
	for _, tc := range []struct {
		score int
		want  int
		why   string
	}{
		{0, 2, "Disreputable"}, {5, 2, "Disreputable"},
		{6, 1, "Low Reputation"}, {20, 1, "Low Reputation"},
		{21, 0, "Average Reputation"}, {70, 0, "Average Reputation"},
		{71, -1, "Great Reputation"}, {100, -1, "Great Reputation"},
		{101, -2, "Legendary Reputation"}, {5000, -2, "Legendary Reputation"},
		{-1, 3, "Notorious"}, {-30, 3, "Notorious"}, {-150, 3, "Notorious"},
	} {
		name := "TR-1 reputation " + itoa(tc.score) + " is " + tc.why
		if tc.score < 0 {
			name = "RED-1 any negative score (" + itoa(tc.score) + ") is Notorious, +3"
		}
		t.Run(name, func(t *testing.T) {
			if got := ReputationModifier(tc.score); got != (dice.Mod{Value: tc.want, Why: tc.why}) {
				t.Errorf("ReputationModifier(%d) = %v, want %+d (%s)", tc.score, got, tc.want, tc.why)
			}
		})
	}
}

func TestSummaryTrial(t *testing.T) {
	t.Run("TRD-4 summary trial: 1d6 4 + Flimsy 0 + Fair 0 + Average 0 = 4 is guilty", func(t *testing.T) {
		h, err := SummaryTrial(dicetest.NewScript(t, 4), Flimsy, Judge{}, 40)
		if err != nil {
			t.Fatal(err)
		}
		if h.Total != 4 || h.Verdict() != Guilty {
			t.Errorf("total %d verdict %v, want 4 guilty", h.Total, h.Verdict())
		}
		if got, want := h.String(), "summary trial: d6 4 +0 (Flimsy case) +0 (Fair judge) +0 (Average Reputation) = 4: guilty"; got != want {
			t.Errorf("String = %q, want %q", got, want)
		}
	})
	t.Run("TRD-4 summary trial: 1d6 3 + Flimsy 0 + Fair 0 + Average 0 = 3 is released", func(t *testing.T) {
		h, _ := SummaryTrial(dicetest.NewScript(t, 3), Flimsy, Judge{}, 40)
		if h.Verdict() != Released {
			t.Errorf("verdict %v, want released", h.Verdict())
		}
	})
	t.Run("TRD-4 a Config with Summary ends at the hearing", func(t *testing.T) {
		cfg := baseConfig()
		cfg.Summary = true
		tr, err := New(cfg, dicetest.NewScript(t, 2)) // 2 + 2 + 0 + 0 = 4: guilty
		if err != nil {
			t.Fatal(err)
		}
		v, err := tr.runWith(nil, nil)
		if err != nil || v != Guilty {
			t.Fatalf("Run = %v, %v; want guilty", v, err)
		}
		es := tr.Events()
		if len(es) != 2 || es[1].String() != "verdict of the summary trial: guilty" {
			t.Errorf("events %v", es)
		}
	})
}

func TestHearingBadInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		c     Case
		j     Judge
		score int
		want  error
	}{
		{"case 1", Case(1), Judge{}, 0, ErrCase},
		{"case 4", Case(4), Judge{}, 0, ErrCase},
		{"temperament 3", Flimsy, Judge{Temperament: 3}, 0, ErrJudge},
		{"temperament -2", Flimsy, Judge{Temperament: -2}, 0, ErrJudge},
		{"negative severity", Flimsy, Judge{Severity: -1}, 0, ErrJudge},
		{"severity 101", Flimsy, Judge{Severity: 101}, 0, ErrJudge},
		{"bribed by side 3", Flimsy, Judge{BribedBy: 3}, 0, ErrJudge},
		{"score 1000001", Flimsy, Judge{}, 1_000_001, ErrReputation},
		{"score -1000001", Flimsy, Judge{}, -1_000_001, ErrReputation},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := dicetest.NewScript(t) // nothing may be rolled
			if _, err := Hear(s, tc.c, tc.j, tc.score); !errors.Is(err, tc.want) {
				t.Errorf("Hear: err = %v, want %v", err, tc.want)
			}
			if _, err := SummaryTrial(s, tc.c, tc.j, tc.score); !errors.Is(err, tc.want) {
				t.Errorf("SummaryTrial: err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestCaseAndTemperamentText(t *testing.T) {
	for _, c := range []Case{Flimsy, Circumstantial, Solid} {
		b, err := c.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var got Case
		if err := got.UnmarshalText(b); err != nil || got != c {
			t.Errorf("%v round trip: %v, %v", c, got, err)
		}
	}
	var c Case
	if err := c.UnmarshalText([]byte(" solid ")); err != nil || c != Solid {
		t.Errorf(`"solid" = %v, %v`, c, err)
	}
	if err := c.UnmarshalText([]byte("Airtight")); !errors.Is(err, ErrCase) {
		t.Errorf("Airtight: %v", err)
	}
	if _, err := Case(1).MarshalText(); !errors.Is(err, ErrCase) {
		t.Errorf("Case(1).MarshalText: %v", err)
	}
	for _, tm := range []Temperament{Lenient, Fair, Harsh, Hanging} {
		b, err := tm.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var got Temperament
		if err := got.UnmarshalText(b); err != nil || got != tm {
			t.Errorf("%v round trip: %v, %v", tm, got, err)
		}
	}
	var tm Temperament
	if err := tm.UnmarshalText([]byte("Cruel")); !errors.Is(err, ErrJudge) {
		t.Errorf("Cruel: %v", err)
	}
	if _, err := Temperament(7).MarshalText(); !errors.Is(err, ErrJudge) {
		t.Errorf("Temperament(7).MarshalText: %v", err)
	}
}
