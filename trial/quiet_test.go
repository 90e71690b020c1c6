package trial

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
)

// drawPlayed draws a trial played by built-in counsel, with tables that
// now and then dismiss a jury, and the seed of its dice.
func drawPlayed(rt *rapid.T) (Config, uint64) {
	cfg := drawConfig(rt)
	cfg.Prosecution.Decider, cfg.Defence.Decider = drawCounsel(rt, "pros"), drawCounsel(rt, "def")
	if rapid.Bool().Draw(rt, "eager reports") {
		r := DefaultRules()
		r.Reports = ReportRule{On: rapid.IntRange(1, 7).Draw(rt, "on"), Dismiss: rapid.IntRange(0, 3).Draw(rt, "dismiss")}
		cfg.Rules = &r
	}
	return cfg, rapid.Uint64().Draw(rt, "seed")
}

// newPlayed returns a trial of cfg on a dice.Source of seed, keeping its
// log, or keeping none as a study's trial does.
func newPlayed(rt *rapid.T, cfg Config, seed uint64, quiet bool) *Trial {
	tr, err := New(cfg, dice.NewSource(seed))
	if err != nil {
		rt.Fatal(err)
	}
	if quiet {
		tr.j.Off, tr.rec.Off, tr.quiet = true, true, true
	}
	return tr
}

// countsOf counts what a trial's log tells of the points each side earned
// and the tampering (rules TR-2 … TR-7): what a study's Stats count.
func countsOf(es []Event) counts {
	var c counts
	for _, e := range es {
		side := e.Side.seat()
		switch e.Kind {
		case KindOpening, KindEvidence, KindClosing, KindDay:
			if e.Earner != Nobody {
				c.earned[e.Earner.seat()] += e.Points
			}
		case KindTampering:
			c.tried[side]++
			if e.Ok {
				c.swayed[side]++
			}
		case KindReport:
			if e.Ok {
				c.reported[side]++
			}
		case KindDismissed:
			c.dismissed++
		}
	}
	return c
}

// TestPropQuietPlaysTheSame: a trial that keeps no log, as a study's, plays
// step for step the trial that keeps one — the same screen and outcome —
// and counts what that trial's log tells.
func TestPropQuietPlaysTheSame(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		cfg, seed := drawPlayed(rt)
		logged, quiet := newPlayed(rt, cfg, seed, false), newPlayed(rt, cfg, seed, true)
		for steps := 0; !logged.Over(); steps++ {
			if steps > maxSteps+MaxDays {
				rt.Fatal("the trial does not end")
			}
			el, eq := logged.Step(), quiet.Step()
			if el != nil || eq != nil {
				rt.Fatalf("step %d: %v; without the log %v", steps, el, eq)
			}
			if d := cmp.Diff(logged.State(), quiet.State()); d != "" {
				rt.Fatalf("step %d, the screen (-logged +quiet):\n%s", steps, d)
			}
			if d := cmp.Diff(logged.Outcome(), quiet.Outcome()); d != "" {
				rt.Fatalf("step %d, the outcome (-logged +quiet):\n%s", steps, d)
			}
		}
		if !quiet.Over() || len(quiet.Events()) != 0 {
			rt.Fatalf("without its log: over %v, %d events", quiet.Over(), len(quiet.Events()))
		}
		want := countsOf(logged.Events())
		for _, tr := range []*Trial{logged, quiet} {
			if tr.counts != want {
				rt.Fatalf("counted %+v, the log tells %+v", tr.counts, want)
			}
		}
	})
}

// asked stands for a built-in counsel asked as any custom counsel is,
// through his side's View.
type asked struct{ c Counsel }

func (a asked) Choose(v *View) Choice { return a.c.Choose(v) }

// TestPropBuiltinOneStrategy: a built-in counsel the engine asks directly
// makes, decision for decision, the choices he makes when asked through
// his View, as a custom counsel is.
func TestPropBuiltinOneStrategy(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		cfg, seed := drawPlayed(rt)
		direct := newPlayed(rt, cfg, seed, false)
		cfg.Prosecution.Decider, cfg.Defence.Decider = asked{cfg.Prosecution.Decider}, asked{cfg.Defence.Decider}
		viewed := newPlayed(rt, cfg, seed, false)
		for _, tr := range []*Trial{direct, viewed} {
			if _, err := tr.Run(); err != nil {
				rt.Fatal(err)
			}
		}
		if direct.Decisions() != viewed.Decisions() {
			rt.Fatalf("%d decisions directly, %d through the View", direct.Decisions(), viewed.Decisions())
		}
		for i := range direct.Decisions() {
			dw, dc, _ := direct.Entry(i)
			vw, vc, _ := viewed.Entry(i)
			if dw != vw || dc != vc {
				rt.Fatalf("decision %d: seat %d %q directly, seat %d %q through the View", i, dw, dc, vw, vc)
			}
		}
		if d := cmp.Diff(direct.Events(), viewed.Events()); d != "" {
			rt.Fatalf("the log (-direct +viewed):\n%s", d)
		}
	})
}
