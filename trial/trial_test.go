package trial

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// drawConfig draws a valid trial from rapid.
func drawConfig(rt *rapid.T) Config {
	skills := func(label string) Skills {
		m := rapid.IntRange(0, 100)
		return Skills{
			Oratory: m.Draw(rt, label+" oratory"), Law: m.Draw(rt, label+" law"),
			Intimidation: m.Draw(rt, label+" intimidation"), Trade: m.Draw(rt, label+" trade"),
		}
	}
	cfg := Config{
		Case: rapid.SampledFrom([]Case{Flimsy, Circumstantial, Solid}).Draw(rt, "case"),
		Judge: Judge{
			Temperament: Temperament(rapid.IntRange(-1, 2).Draw(rt, "temperament")),
			Severity:    rapid.IntRange(0, 3).Draw(rt, "severity"),
			BribedBy:    Side(rapid.IntRange(0, 2).Draw(rt, "bribed by")),
		},
		Defendant:   rapid.IntRange(-200, 200).Draw(rt, "reputation"),
		Evidence:    Ratings{rapid.IntRange(1, 6).Draw(rt, "pros rating"), rapid.IntRange(1, 6).Draw(rt, "def rating")},
		Prosecution: skills("pros"),
		Defence:     skills("def"),
		Summary:     rapid.IntRange(0, 9).Draw(rt, "summary") == 0,
	}
	if rapid.Bool().Draw(rt, "known jurors") {
		cfg.Wisdoms = rapid.SliceOfN(rapid.IntRange(minWisdom, 20), JurySize, JurySize).Draw(rt, "wisdoms")
	}
	return cfg
}

func drawCounsel(rt *rapid.T, label string) Counsel {
	if rapid.Bool().Draw(rt, label+" greedy") {
		return Greedy{Attempts: rapid.IntRange(0, 4).Draw(rt, label+" attempts")}
	}
	return Cautious{Safe: rapid.IntRange(0, 100).Draw(rt, label+" safe")}
}

// maxSteps bounds the steps of a trial: hearing, jury, tampering, opening,
// evidence, closing, the reveal and five days.
const maxSteps = 6 + 1 + MaxDays

// TestPropPositionsOnBoard: every juror always stands at a position 1..6.
func TestPropPositionsOnBoard(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		tr, err := New(drawConfig(rt), dicetest.NewRapid(rt))
		if err != nil {
			rt.Fatal(err)
		}
		p, d := drawCounsel(rt, "pros"), drawCounsel(rt, "def")
		for tr.phase != PhaseOver {
			if err := tr.stepWith(p, d); err != nil {
				rt.Fatal(err)
			}
			if tr.phase <= PhaseTampering && tr.board.Jurors[0].Position == 0 {
				continue // not drawn yet
			}
			if tr.verdict == Released || tr.hearing.Summary {
				continue
			}
			for i, j := range tr.board.Jurors {
				if j.Position < 1 || j.Position > 6 {
					rt.Fatalf("after %v juror %s stands at %d", tr.phase, Letter(i), j.Position)
				}
			}
		}
	})
}

// TestPropPointsNeverOverspent: the jury points spent after each award never
// exceed the points earned, and what is not spent is recorded as unspent.
func TestPropPointsNeverOverspent(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		tr, err := New(drawConfig(rt), dicetest.NewRapid(rt))
		if err != nil {
			rt.Fatal(err)
		}
		if _, err := tr.runWith(drawCounsel(rt, "pros"), drawCounsel(rt, "def")); err != nil {
			rt.Fatal(err)
		}
		checkSpending(rt, tr.Events())
	})
}

func checkSpending(rt *rapid.T, es []Event) {
	for i := 0; i < len(es); i++ {
		e := es[i]
		switch e.Kind {
		case KindOpening, KindEvidence, KindClosing, KindDay:
		default:
			continue
		}
		if e.Earner == Nobody || e.Points == 0 {
			continue
		}
		spent, unspent := 0, 0
		for i+1 < len(es) {
			n := es[i+1]
			if n.Kind != KindMove && n.Kind != KindSave && n.Kind != KindUnspent {
				break
			}
			if n.Side != e.Earner {
				rt.Fatalf("%v spends the %v's points", n.Side, e.Earner)
			}
			if n.Kind == KindUnspent {
				unspent += n.Points
			} else if n.Kind == KindMove || n.Ok { // a save that failed is followed by the move
				spent += n.Points
			}
			i++
		}
		if spent > e.Points || spent+unspent != e.Points {
			rt.Fatalf("%v: spent %d, unspent %d of %d", e, spent, unspent, e.Points)
		}
	}
}

// TestPropEndsWithinFiveDays: every trial ends, with a verdict, by the fifth
// day of deliberation.
func TestPropEndsWithinFiveDays(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		tr, err := New(drawConfig(rt), dicetest.NewRapid(rt))
		if err != nil {
			rt.Fatal(err)
		}
		p, d := drawCounsel(rt, "pros"), drawCounsel(rt, "def")
		steps := 0
		for tr.phase != PhaseOver {
			if steps++; steps > maxSteps {
				rt.Fatalf("still in %v (day %d) after %d steps", tr.phase, tr.day, maxSteps)
			}
			if err := tr.stepWith(p, d); err != nil {
				rt.Fatal(err)
			}
		}
		if tr.verdict == Pending || tr.day > MaxDays {
			rt.Fatalf("verdict %v on day %d", tr.verdict, tr.day)
		}
		if tr.verdict == Hung && tr.day != MaxDays {
			rt.Fatalf("hung on day %d", tr.day)
		}
		if err := tr.stepWith(p, d); !errors.Is(err, ErrOver) {
			rt.Fatalf("Step after the end: %v", err)
		}
	})
}

// TestPropDeterministic: the same seed plays the same trial.
func TestPropDeterministic(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		cfg := drawConfig(rt)
		seed := rapid.Uint64().Draw(rt, "seed")
		p, d := drawCounsel(rt, "pros"), drawCounsel(rt, "def")
		run := func() []Event {
			tr, err := New(cfg, dice.NewSource(seed))
			if err != nil {
				rt.Fatal(err)
			}
			if _, err := tr.runWith(p, d); err != nil {
				rt.Fatal(err)
			}
			return tr.Events()
		}
		if diff := cmp.Diff(run(), run()); diff != "" {
			rt.Fatalf("two runs differ (-first +second):\n%s", diff)
		}
	})
}

// TestPropSaveResume: a trial saved at any step and resumed ends exactly as
// the one that never stopped.
func TestPropSaveResume(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		cfg := drawConfig(rt)
		if rapid.Bool().Draw(rt, "custom rules") {
			r := DefaultRules()
			r.SavingThrow = SavingThrow{Sides: 10, Hold: 3}
			cfg.Rules = &r
		}
		seed := rapid.Uint64().Draw(rt, "seed")
		stop := rapid.IntRange(0, maxSteps).Draw(rt, "stop")
		p, d := drawCounsel(rt, "pros"), drawCounsel(rt, "def")

		whole, err := New(cfg, dice.NewSource(seed))
		if err != nil {
			rt.Fatal(err)
		}
		if _, err := whole.runWith(p, d); err != nil {
			rt.Fatal(err)
		}

		first, _ := New(cfg, dice.NewSource(seed))
		for range stop {
			if first.phase == PhaseOver {
				break
			}
			if err := first.stepWith(p, d); err != nil {
				rt.Fatal(err)
			}
		}
		saved, err := json.Marshal(first)
		if err != nil {
			rt.Fatal(err)
		}
		resumed, err := Resume(saved)
		if err != nil {
			rt.Fatalf("resume: %v\n%s", err, saved)
		}
		if _, err := resumed.runWith(p, d); err != nil {
			rt.Fatal(err)
		}
		a, _ := json.Marshal(whole)
		b, _ := json.Marshal(resumed)
		if string(a) != string(b) {
			rt.Fatalf("resumed at step %d ends differently:\n%s\n%s", stop, a, b)
		}
	})
}

// TestStatNotoriousConvictedMoreOften: a Notorious defendant with a flimsy
// defence is convicted more often than a Legendary one, over 5,000 seeded
// trials each.
func TestStatNotoriousConvictedMoreOften(t *testing.T) {
	const n = 5000
	convictions := func(score int) int {
		cfg := Config{
			Case: Circumstantial, Defendant: score,
			Evidence:    Ratings{Prosecution: 3, Defence: 1}, // a flimsy defence
			Prosecution: Skills{Oratory: 50, Law: 60},
			Defence:     Skills{Oratory: 50, Law: 60},
		}
		src := dice.NewSource(0)
		tr, err := New(cfg, src)
		if err != nil {
			t.Fatal(err)
		}
		guilty := 0
		for i := range uint64(n) {
			src.Reseed(dice.StudySeed(1876, i))
			if err := tr.Reset(cfg, src); err != nil {
				t.Fatal(err)
			}
			v, err := tr.runWith(Greedy{}, Greedy{})
			if err != nil {
				t.Fatal(err)
			}
			if v == Guilty {
				guilty++
			}
		}
		return guilty
	}
	gn, gl := convictions(-30), convictions(150)
	pn, pl := float64(gn)/n, float64(gl)/n
	// Four standard errors of the difference of two proportions.
	tol := 4 * math.Sqrt(pn*(1-pn)/n+pl*(1-pl)/n)
	t.Logf("convicted: Notorious %.3f, Legendary %.3f (tolerance %.3f)", pn, pl, tol)
	if pn-pl <= tol {
		t.Errorf("Notorious %.3f is not convicted more often than Legendary %.3f by more than %.3f", pn, pl, tol)
	}
}

func TestRunFromSeed(t *testing.T) {
	cfg := Config{
		Case: Solid, Judge: Judge{Temperament: Harsh}, Defendant: 10,
		Evidence:    Ratings{4, 2},
		Prosecution: Skills{Oratory: 45, Law: 60},
		Defence:     Skills{Oratory: 70, Trade: 50},
	}
	tr, err := New(cfg, dice.NewSource(7))
	if err != nil {
		t.Fatal(err)
	}
	v, err := tr.runWith(Greedy{}, Greedy{Attempts: 3})
	if err != nil {
		t.Fatal(err)
	}
	if v == Pending || tr.phase != PhaseOver {
		t.Fatalf("verdict %v in %v", v, tr.phase)
	}
	for _, e := range tr.Events() {
		if e.String() == "" {
			t.Errorf("an empty event: %+v", e)
		}
	}
}

func TestRefusedCounselChangesNothing(t *testing.T) {
	// TR-2: juror D (Perceptive) cannot be moved in opening arguments; the
	// refusal leaves the spending pending, and a legal answer goes on.
	tr := setup(t, openingConfig(), dicetest.NewScript(t, 30, 30), mixed(t), PhaseOpening)
	bad := &stub{opening: dice.Average(), spend: moves(Move{3, 6})}
	err := tr.stepWith(bad, Greedy{})
	var ce *CounselError
	if !errors.Is(err, ErrMove) || !errors.As(err, &ce) || ce.Rule != "TR-2" || ce.Who != Prosecution.String() {
		t.Fatalf("err = %v, want a TR-2 CounselError", err)
	}
	before := saveOf(t, tr)
	if err2 := tr.stepWith(bad, Greedy{}); err2 == nil || err2.Error() != err.Error() {
		t.Errorf("asked again: %v, want %v", err2, err)
	}
	if after := saveOf(t, tr); after != before {
		t.Errorf("a refusal changed the trial:\n%s\n%s", before, after)
	}
	if tr.owed.Side != Prosecution || tr.phase != PhaseOpening {
		t.Errorf("pending %+v in %v, want the prosecution's spending in opening arguments", tr.owed, tr.phase)
	}
	if err := tr.stepWith(&stub{opening: dice.Average()}, &stub{opening: dice.Average()}); err != nil || tr.phase != PhaseEvidence {
		t.Errorf("a legal answer: %v, in %v", err, tr.phase)
	}
}

func TestNewBadInput(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want error
	}{
		{"case", func(c *Config) { c.Case = 5 }, ErrCase},
		{"judge", func(c *Config) { c.Judge.Temperament = 9 }, ErrJudge},
		{"reputation", func(c *Config) { c.Defendant = -2_000_000 }, ErrReputation},
		{"rating", func(c *Config) { c.Evidence.Defence = 7 }, ErrRating},
		{"skill 101", func(c *Config) { c.Prosecution.Oratory = 101 }, ErrSkill},
		{"skill -1", func(c *Config) { c.Defence.Trade = -1 }, ErrSkill},
		{"TR-2 a jury not of twelve", func(c *Config) { c.Wisdoms = []int{10, 10} }, ErrJury},
		{"rules", func(c *Config) { r := DefaultRules(); r.Law = nil; c.Rules = &r }, ErrTable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := baseConfig()
			tc.edit(&cfg)
			if _, err := New(cfg, dice.NewSource(1)); !errors.Is(err, tc.want) {
				t.Errorf("New: %v, want %v", err, tc.want)
			}
			tr, _ := New(baseConfig(), dice.NewSource(1))
			if err := tr.Reset(cfg, dice.NewSource(1)); !errors.Is(err, tc.want) {
				t.Errorf("Reset: %v, want %v", err, tc.want)
			}
			if tr.Config().Case != baseConfig().Case {
				t.Error("a refused Reset changed the trial")
			}
		})
	}
	if _, err := New(baseConfig(), nil); !errors.Is(err, ErrRand) {
		t.Errorf("nil Rand: %v", err)
	}
	var zero Trial
	if err := zero.stepWith(Greedy{}, Greedy{}); !errors.Is(err, ErrState) {
		t.Errorf("zero Trial: %v", err)
	}
}

func TestResetReusesRules(t *testing.T) {
	r := DefaultRules()
	cfg := baseConfig()
	cfg.Rules = &r
	tr, err := New(cfg, dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	c := tr.rules
	if err := tr.Reset(cfg, dice.NewSource(2)); err != nil || tr.rules != c {
		t.Errorf("Reset recompiled the same rules (%v)", err)
	}
	cfg.Defendant = 9_999_999
	if err := tr.Reset(cfg, dice.NewSource(2)); !errors.Is(err, ErrReputation) {
		t.Errorf("Reset with cached rules skipped validation: %v", err)
	}
}

func TestAccessors(t *testing.T) {
	cfg := baseConfig()
	tr, _ := New(cfg, dice.NewSource(11))
	if _, err := tr.runWith(Cautious{}, Cautious{}); err != nil {
		t.Fatal(err)
	}
	if tr.hearing.Die == 0 || tr.verdict == Pending {
		t.Error("hearing or verdict missing")
	}
	if tr.verdict != Released && (tr.weeks < 2 || tr.weeks > 4) {
		t.Errorf("weeks %d", tr.weeks)
	}
}

func TestRetrial(t *testing.T) {
	t.Run("TR-7 TRD-3 a hung jury calls a new trial before the same judge, his severity carried", func(t *testing.T) {
		pos := [JurySize]int{6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1}
		b := boardOf(t, pos, conventional12)
		b.Revealed = true
		cfg := baseConfig()
		cfg.Wisdoms = conventional12[:]
		tr := setup(t, cfg, dicetest.NewScript(t, repeat(3, 5*24)...), b, PhaseDeliberation)
		tr.judge.Severity = 2 // two reported attempts before the trial
		if v, err := tr.runWith(&stub{}, &stub{}); err != nil || v != Hung {
			t.Fatalf("Run = %v, %v", v, err)
		}
		next, err := tr.Retrial()
		if err != nil {
			t.Fatal(err)
		}
		if next.Judge.Severity != 2 || next.Wisdoms != nil || next.Case != cfg.Case || next.Evidence != cfg.Evidence {
			t.Errorf("retrial config %+v", next)
		}
		// The retrial's hearing: d6 1 + Circumstantial 2 + Fair 0 with
		// severity 2 + Average 0 = 5, to trial.
		re, err := New(next, dicetest.NewScript(t, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := re.stepWith(nil, nil); err != nil {
			t.Fatal(err)
		}
		if h := re.hearing; h.JudgeMod != 2 || h.Total != 5 {
			t.Errorf("retrial hearing %v", h)
		}
	})
	tr, _ := New(baseConfig(), dice.NewSource(1))
	if _, err := tr.Retrial(); !errors.Is(err, ErrPhase) {
		t.Errorf("Retrial before a verdict: %v, want ErrPhase", err)
	}
}

func TestWisdomsAreCopied(t *testing.T) {
	w := append([]int(nil), conventional12[:]...)
	cfg := baseConfig()
	cfg.Case = Solid // d6 + 3 always goes to trial
	cfg.Wisdoms = w
	tr, err := New(cfg, dice.NewSource(4))
	if err != nil {
		t.Fatal(err)
	}
	for i := range w {
		w[i] = 18 // the caller reuses his slice
	}
	if err := tr.stepWith(nil, nil); err != nil { // hearing
		t.Fatal(err)
	}
	if err := tr.stepWith(nil, nil); err != nil { // jury
		t.Fatal(err)
	}
	for i, j := range tr.board.Jurors {
		if j.Wisdom != 9 {
			t.Errorf("juror %s has Wisdom %d, want the 9 given to New", Letter(i), j.Wisdom)
		}
	}
	c := tr.Config()
	c.Wisdoms[0] = 3
	if tr.Config().Wisdoms[0] != 9 {
		t.Error("Config shares the trial's Wisdoms")
	}
}
