package trial

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/encountertest"
)

// mine is a custom counsel that can be saved: the zero Greedy under a name
// and version of its own.
type mine struct{ Greedy }

func (mine) Name() string    { return "mine" }
func (mine) Version() string { return "1" }

// impostor is a custom counsel named as a built-in.
type impostor struct{ Greedy }

func (impostor) Name() string    { return "greedy" }
func (impostor) Version() string { return "1" }

// anonymous is a custom counsel without a name.
type anonymous struct{ Greedy }

func TestSeats(t *testing.T) {
	t.Run("seat 0 is the prosecution, seat 1 the defence", func(t *testing.T) {
		tr, err := New(stateConfig(), dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		for i, want := range []Side{Prosecution, Defence} {
			if v, ok := tr.View(i); !ok || v.Side() != want || v.Me() != i {
				t.Errorf("View(%d) = %v, %v", i, v, ok)
			}
		}
		if _, ok := tr.View(2); ok {
			t.Error("View(2) is a seat")
		}
	})
	t.Run("a nil counsel is the zero Greedy, Person a person", func(t *testing.T) {
		cfg := stateConfig()
		cfg.side(1).Decider = Person
		tr, err := New(cfg, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		if c := counselOf(tr.Config()); c[0] != (Greedy{}) || !isPerson(c[1]) {
			t.Errorf("counsel %v", c)
		}
		if Person.(interface{ Name() string }).Name() != "person" {
			t.Error("Person is not named person")
		}
	})
}

func TestViewHidesTheOtherSidesJurors(t *testing.T) {
	// TR-3: a tampered juror stays secret from the other side until
	// deliberation reveals him (TR-7).
	tr := waitingAt(t, DecideOpening)
	var pocket int
	for pocket = range tr.board.Jurors {
		if tr.board.Jurors[pocket].Tampered == Defence {
			break
		}
	}
	if tr.board.Jurors[pocket].Tampered != Defence {
		t.Fatal("the defence tampered with nobody")
	}
	pv, _ := tr.View(0)
	dv, _ := tr.View(1)
	if pv.Board().Jurors[pocket].Tampered != Nobody {
		t.Errorf("the prosecution sees juror %s in the defence's pocket", Letter(pocket))
	}
	if dv.Board().Jurors[pocket].Tampered != Defence {
		t.Errorf("the defence does not see his own juror %s", Letter(pocket))
	}
	if st := tr.State(); st.Board.Jurors[pocket].Tampered != Defence || st.Pending != [2]Decision{DecideOpening, NoDecision} {
		t.Errorf("State: juror %+v, pending %v", st.Board.Jurors[pocket], st.Pending)
	}
	if s := pv.String(); strings.Contains(s, "*") || !strings.Contains(s, "opening Average: ") {
		t.Errorf("the prosecution's view:\n%s", s)
	}
	if dv.Options().Kind != NoDecision || !strings.Contains(dv.String(), "nothing to decide now") {
		t.Errorf("the defence's view while the prosecution speaks:\n%s", dv)
	}
}

func TestViewOptions(t *testing.T) {
	t.Run("TR-4 the opening ladder with the chances and points", func(t *testing.T) {
		tr := waitingAt(t, DecideOpening)
		v, _ := tr.View(0)
		o := v.Options()
		// Prosecution Oratory 45 (default tables): Easy +80 is sure
		// (100%), 2 points; Average +40 needs a d100 of 45-40 = 5 (96%), 3
		// points; Difficult +0 needs 45 (56%), 5 points or 2 to the defence.
		if len(o.Difficulties) != len(dice.DefaultDifficulties()) {
			t.Fatalf("difficulties %+v", o.Difficulties)
		}
		for i, want := range map[int]DifficultyOption{
			1: {Difficulty: dice.Easy(), Chance: 100, Points: 2},
			2: {Difficulty: dice.Average(), Chance: 96, Points: 3},
			3: {Difficulty: dice.Difficult(), Chance: 56, Points: 5, Penalty: 2},
		} {
			if o.Difficulties[i] != want {
				t.Errorf("rung %d: %+v, want %+v", i, o.Difficulties[i], want)
			}
		}
	})
	t.Run("TR-2 the moves the points pay for, a line per juror", func(t *testing.T) {
		// The prosecution's 30 evidence points of ExampleTrial: an
		// Illogical juror moves two places a point, rounded up — A 5 → 6
		// for 1, E 2 → 6 for 2, as ExampleTrial's moves cost.
		tr := waitingAt(t, DecideSpend)
		v, _ := tr.View(0)
		s := v.String()
		for _, want := range []string{"spend (TR-2): 30 jury points", "\n  A: to 1 for 2, to 2 for 2, to 3 for 1, to 4 for 1, to 6 for 1\n", "\n  E: to 1 for 1, to 3 for 1, to 4 for 1, to 5 for 2, to 6 for 2\n"} {
			if !strings.Contains(s, want) {
				t.Errorf("no %q in\n%s", want, s)
			}
		}
	})
	t.Run("TR-3 the jurors a side may tamper with, not his own", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		tr.board.Jurors[3].Tampered = Defence
		v, _ := tr.View(1)
		o := v.Options()
		if len(o.Tamper) != JurySize-1 || slices.ContainsFunc(o.Tamper, func(t TamperOption) bool { return t.Juror == 3 }) {
			t.Errorf("tamper options %+v", o.Tamper)
		}
		if n := len(slices.DeleteFunc(tr.Choices(1), encountertest.Range)); n != 1+2*(JurySize-1) {
			t.Errorf("%d choices, want none and a bribe and a threat per juror", n)
		}
	})
}

func TestSetDecider(t *testing.T) {
	t.Run("a counsel takes over a pending seat and answers at the next Step", func(t *testing.T) {
		want := peopleTrial(t, stateConfig(), 7)
		want.cfg.Prosecution.Decider, want.cfg.Defence.Decider = Greedy{}, Greedy{Attempts: 3}
		if _, err := want.Run(); err != nil {
			t.Fatal(err)
		}
		tr := waitingAt(t, DecideOpening)
		for i, c := range []Counsel{Greedy{}, Greedy{Attempts: 3}} {
			if err := tr.SetDecider(i, c); err != nil {
				t.Fatal(err)
			}
		}
		if w := tr.Waiting(); len(w) != 0 {
			t.Errorf("Waiting = %v after the counsel took over", w)
		}
		if _, err := tr.Run(); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want.Events(), tr.Events()); d != "" {
			t.Errorf("the trial handed over mid-phase differs (-counsel throughout +handed over):\n%s", d)
		}
	})
	t.Run("a choice recorded before a counsel took the seat stands, and saves", func(t *testing.T) {
		tr := waitingAt(t, DecideOpening)
		if err := tr.Decide(0, Choice{Kind: DecideOpening, Difficulty: "Easy"}); err != nil {
			t.Fatal(err)
		}
		if err := tr.SetDecider(0, Cautious{}); err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Resume(data)
		if err != nil {
			t.Fatalf("its own save: %v", err)
		}
		n := len(back.Events())
		if err := back.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatalf("Step = %v, want the defence's wait after the prosecution's spending", err)
		}
		if e := back.Events()[n]; e.Kind != KindOpening || e.Roll.Difficulty.Name != "Easy" {
			t.Errorf("the prosecution spoke %v, want at Easy as he chose", e)
		}
	})
	t.Run("a counsel's seat handed to a person waits for him", func(t *testing.T) {
		cfg := stateConfig()
		tr, _ := New(cfg, dice.NewSource(7))
		for tr.phase != PhaseOpening {
			if err := tr.Step(); err != nil {
				t.Fatal(err)
			}
		}
		if err := tr.SetDecider(0, nil); err != nil {
			t.Fatal(err)
		}
		if err := tr.Step(); !errors.Is(err, ErrWaiting) || !strings.Contains(err.Error(), "prosecution") {
			t.Errorf("Step = %v, want the prosecution's wait", err)
		}
		if w := tr.Waiting(); !slices.Equal(w, []int{0}) {
			t.Errorf("Waiting = %v, want [0]", w)
		}
	})
	t.Run("TR-3 a dismissal sends the defence back to choose on the new jury", func(t *testing.T) {
		cfg := tamperConfig()
		// Two failed attempts of the prosecution, each told the judge (d6 6):
		// the second is the Reports.Dismiss'th, and a new jury is drawn
		// (twelve d6 3, then 3d6 of 3s each: twelve Conventional at 3).
		s := dicetest.NewScript(t, redrawn([]int{5, 6, 5, 6}, 3)...)
		tr := setup(t, cfg, s, mixed(t), PhaseTampering)
		tr.cfg.Prosecution.Decider, tr.cfg.Defence.Decider = Person, Person
		if err := tr.Decide(0, Choice{Kind: DecideTamper, Attempts: []Attempt{{0, Bribe}, {1, Bribe}}}); err != nil {
			t.Fatal(err)
		}
		if err := tr.Decide(1, Choice{Kind: DecideTamper, Attempts: []Attempt{{2, Bribe}}}); err != nil {
			t.Fatal(err)
		}
		if err := tr.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatalf("Step = %v, want the defence's wait", err)
		}
		s.Done()
		if len(kinds(tr.Events(), KindDismissed)) != 1 || !slices.Equal(tr.Waiting(), []int{1}) || tr.has[1] {
			t.Errorf("dismissed %d, waiting %v, recorded %v", len(kinds(tr.Events(), KindDismissed)), tr.Waiting(), tr.has)
		}
	})
}

func TestSaveCounsel(t *testing.T) {
	base := func(d Counsel) *Trial {
		cfg := stateConfig()
		cfg.Prosecution.Decider, cfg.Defence.Decider = Cautious{Safe: 80}, d
		tr, err := New(cfg, dice.NewSource(7))
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	t.Run("a built-in is saved with its parameters, a person by name", func(t *testing.T) {
		tr := base(Person)
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `"prosecution":{"oratory":45,"law":60,"decider":{"name":"cautious","params":{"safe":80}}},"defence":{"oratory":70,"trade":50,"decider":{"name":"person"}}`) {
			t.Errorf("save %s", b)
		}
		back, err := Resume(b)
		if err != nil {
			t.Fatal(err)
		}
		if c := counselOf(back.Config()); c[0] != (Cautious{Safe: 80}) || !isPerson(c[1]) {
			t.Errorf("resumed counsel %v", c)
		}
	})
	t.Run("a custom counsel without Name and Version, or with a built-in's name, cannot be saved", func(t *testing.T) {
		for _, d := range []Counsel{anonymous{}, impostor{}} {
			if _, err := json.Marshal(base(d)); !errors.Is(err, ErrState) || !errors.Is(err, encounter.ErrUnsaved) {
				t.Errorf("%T saved: %v", d, err)
			}
		}
	})
	t.Run("a named custom counsel is found again among those given to Resume", func(t *testing.T) {
		tr := base(mine{})
		if err := tr.Step(); err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `{"name":"mine","version":"1"}`) {
			t.Errorf("save %s", b)
		}
		if _, err := Resume(b); !errors.Is(err, ErrState) || !errors.Is(err, encounter.ErrUnknownDecider) || !strings.Contains(err.Error(), `"greedy"`) {
			t.Errorf("resumed without the custom counsel: %v", err)
		}
		back, err := Resume(b, Greedy{}, mine{})
		if err != nil {
			t.Fatal(err)
		}
		want, got := base(mine{}), back
		if _, err := want.Run(); err != nil {
			t.Fatal(err)
		}
		if _, err := got.Run(); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want.Events(), got.Events()); d != "" {
			t.Errorf("resumed trial differs:\n%s", d)
		}
	})
}

func TestConfigCounselByName(t *testing.T) {
	t.Run("a Config's JSON names each side's counsel, and reads back as the same counsel", func(t *testing.T) {
		for _, pair := range [][2]Counsel{{Greedy{}, Greedy{Attempts: 2}}, {Cautious{Safe: 70}, Person}, {nil, mine{}}} {
			cfg := stateConfig()
			cfg.Prosecution.Decider, cfg.Defence.Decider = pair[0], pair[1]
			data, err := json.Marshal(cfg)
			if err != nil {
				t.Fatal(err)
			}
			var back Config
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			tr, err := New(back, dice.NewSource(1), mine{})
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			want := pair
			if want[0] == nil {
				want[0] = Greedy{} // no counsel is the zero Greedy, and no "decider"
			}
			if got := counselOf(tr.Config()); got != want {
				t.Errorf("%s plays with %v, want %v", data, got, want)
			}
		}
	})
	t.Run("a custom counsel named in a Config must be given to New", func(t *testing.T) {
		var cfg Config
		data := `{"case":"Flimsy","judge":{"temperament":"Fair"},"defendant":40,"evidence":{"prosecution":3,"defence":3},"prosecution":{},"defence":{"decider":{"name":"mine","version":"1"}}}`
		if err := json.Unmarshal([]byte(data), &cfg); err != nil {
			t.Fatal(err)
		}
		if _, err := New(cfg, dice.NewSource(1)); !errors.Is(err, ErrCounsel) || !strings.Contains(err.Error(), `"mine" version "1"`) || !strings.Contains(err.Error(), `"greedy"`) {
			t.Errorf("New without the custom counsel: %v", err)
		}
		if _, err := New(cfg, dice.NewSource(1), mine{}); err != nil {
			t.Errorf("New with it: %v", err)
		}
	})
	t.Run("what cannot be named is refused", func(t *testing.T) {
		cfg := stateConfig()
		cfg.Defence.Decider = anonymous{}
		if _, err := json.Marshal(cfg); !errors.Is(err, ErrCounsel) || !errors.Is(err, encounter.ErrUnsaved) {
			t.Errorf("a Config with an unnamed counsel marshalled: %v", err)
		}
		for _, bad := range []string{`{"decider":{"name":"greedy","version":"1"}}`, `{"decider":{"name":"greedy","params":{"tries":1}}}`, `{"decider":{"name":"person","params":{}}}`, `{"oratory":45,"lawyer":1}`} {
			var s Skills
			if err := json.Unmarshal([]byte(bad), &s); err == nil {
				t.Errorf("%s read as %+v", bad, s)
			}
		}
	})
}

func TestResumePending(t *testing.T) {
	tr := waitingAt(t, DecideSpend)
	data, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	k := tr.owed.Side.seat()
	// The save says where the trial waits: the evidence phase's award, the
	// side that earned it asked to spend it.
	at := `"at":{"phase":"evidence","stage":3,"ask":"spend"` + map[int]string{0: "}", 1: `,"seat":1}`}[k]
	if !strings.Contains(s, at) {
		t.Fatalf("no %s in\n%s", at, s)
	}
	spent := Choice{Kind: DecideSpend, Moves: v0Moves(t, tr, k)}
	if err := tr.Decide(k, spent); err != nil {
		t.Fatal(err)
	}
	recorded, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	entry := `{"who":` + itoa(k) + `,"do":"` + spent.String() + `","recorded":true}]`
	if !strings.Contains(string(recorded), entry) {
		t.Fatalf("no %s in\n%s", entry, recorded)
	}
	back, err := Resume(recorded)
	if err != nil {
		t.Fatalf("a recorded spending: %v", err)
	}
	if len(back.Waiting()) != 0 || !back.has[k] {
		t.Errorf("the recorded choice did not come back: waiting %v", back.Waiting())
	}
	for _, tc := range []struct{ name, from, to string }{
		{"a recorded choice for the side not waiting", entry, strings.Replace(entry, `"who":`+itoa(k), `"who":`+itoa(1-k), 1)},
		{"a recorded choice the rules forbid", spent.String(), "spend M to 6"},
		{"a recorded choice of the wrong kind", spent.String(), "opening Easy"},
		{"a choice recorded twice", entry, entry[:len(entry)-1] + "," + entry},
		{"a recorded choice with dice drawn", `","recorded":true`, `","draws":[6],"recorded":true`},
	} {
		t.Run("refuses "+tc.name, func(t *testing.T) {
			bad := strings.Replace(string(recorded), tc.from, tc.to, 1)
			if bad == string(recorded) {
				t.Fatalf("%q is not in the save", tc.from)
			}
			if got, err := Resume([]byte(bad)); got != nil || !errors.Is(err, ErrState) {
				t.Errorf("Resume = %v, want ErrState", err)
			}
		})
	}
	t.Run("resumes waiting for the same decision", func(t *testing.T) {
		back, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(back.Waiting(), []int{k}) || back.owed != (owed{Side: seatSide(k), Points: tr.owed.Points}) {
			t.Errorf("waiting %v owed %+v, want [%d] %+v", back.Waiting(), back.owed, k, tr.owed)
		}
		encountertest.Play(t, back, answer([2]Counsel{Greedy{}, Greedy{}}), maxPlaySteps)
	})
}

// v0Moves returns the built-in way to spend the points seat k owes.
func v0Moves(t *testing.T, tr *Trial, k int) []Move {
	t.Helper()
	v, _ := tr.View(k)
	return Spend(v, v.Points(), nil)
}

func TestNilPointerCounsel(t *testing.T) {
	// A nil *Greedy in the setup is no counsel (the zero Greedy); given to
	// SetDecider it is a person's seat, as nil is. Neither panics.
	cfg := stateConfig()
	cfg.Prosecution.Decider, cfg.Defence.Decider = (*Greedy)(nil), (*Cautious)(nil)
	if _, err := Fingerprint(cfg); err != nil {
		t.Fatal(err)
	}
	tr, err := New(cfg, dice.NewSource(7))
	if err != nil {
		t.Fatal(err)
	}
	if c := counselOf(tr.Config()); c != [2]Counsel{Greedy{}, Greedy{}} {
		t.Errorf("counsel %v", c)
	}
	if err := tr.SetDecider(1, (*Greedy)(nil)); err != nil || !isPerson(tr.cfg.Defence.Decider) {
		t.Errorf("SetDecider(1, nil *Greedy): %v, %v", err, tr.cfg.Defence.Decider)
	}
}
