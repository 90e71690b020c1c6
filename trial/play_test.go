package trial

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
)

// maxPlaySteps bounds the Step calls of a trial played by people: the
// phases and days, and one wait before each decision.
const maxPlaySteps = 100

// builtinFor returns, for each seat, the built-in counsel whose answers
// stand in for a person's in the properties.
func builtinFor(rt *rapid.T) [2]Counsel {
	return [2]Counsel{drawCounsel(rt, "pros"), drawCounsel(rt, "def")}
}

// answer is seat i's legal choice now: the built-in counsel c's answer,
// checked by nothing but the trial's own Decide.
func answer(c [2]Counsel) func(*Trial, int) Choice {
	return func(tr *Trial, i int) Choice {
		return c[i].Choose(tr.see(seatSide(i))).clone()
	}
}

// peopleTrial returns a trial of cfg with both sides played by people,
// rolling a dice.Source of seed.
func peopleTrial(t tb, cfg Config, seed uint64) *Trial {
	cfg.Prosecution.Decider, cfg.Defence.Decider = Person, Person
	tr, err := New(cfg, dice.NewSource(seed))
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// illegal draws a choice seat i may not make now, of every kind: the wrong
// kind for the pending decision, a field of another kind, and the
// rule-breaking choices of the pending kind (rules TR-2 … TR-5).
func illegal(rt *rapid.T, tr *Trial, i int) (Choice, bool) {
	side := seatSide(i)
	want := tr.pending(side)
	var cs []Choice
	for k := NoDecision; k <= DecideSpend+1; k++ {
		if k != want {
			cs = append(cs, Choice{Kind: k, Difficulty: "Average"})
		}
	}
	// Parts out of their range refuse a choice whatever its kind reads.
	cs = append(cs,
		Choice{Kind: want, Moves: []Move{{JurySize, 1}}}, Choice{Kind: want, Moves: []Move{{0, 7}}},
		Choice{Kind: want, Attempts: []Attempt{{-1, Bribe}}}, Choice{Kind: want, Attempts: []Attempt{{0, Method(2)}}},
		Choice{Kind: DecideSpend + 1 + Decision(rapid.IntRange(0, 200).Draw(rt, "unknown kind"))})
	switch want {
	case DecideTamper:
		cs = append(cs,
			Choice{Kind: want, Attempts: []Attempt{{JurySize, Bribe}}},
			Choice{Kind: want, Attempts: []Attempt{{-1, Intimidate}}},
			Choice{Kind: want, Attempts: []Attempt{{2, Method(7)}}},
			Choice{Kind: want, Attempts: []Attempt{{4, Bribe}, {4, Intimidate}}})
		for j := range tr.board.Jurors {
			if tr.board.Jurors[j].Tampered == side {
				cs = append(cs, Choice{Kind: want, Attempts: []Attempt{{j, Bribe}}})
			}
		}
	case DecideOpening:
		cs = append(cs, Choice{Kind: want, Difficulty: "Heroic"}, Choice{Kind: want})
	case DecideLaw:
		cs = append(cs, Choice{Kind: want, Try: true, Difficulty: "Heroic"}, Choice{Kind: want, Try: true})
	case DecideSpend:
		cs = append(cs,
			Choice{Kind: want, Moves: []Move{{JurySize, 6}}},
			Choice{Kind: want, Moves: []Move{{0, 0}}},
			Choice{Kind: want, Moves: []Move{{0, tr.board.Jurors[0].Position}}})
		for j := range tr.board.Jurors {
			for to := 1; to <= 6; to++ {
				c, err := tr.board.Cost(j, to, tr.phase)
				switch {
				case err != nil && to != tr.board.Jurors[j].Position:
					cs = append(cs, Choice{Kind: want, Moves: []Move{{j, to}}}) // TR-2: he will not move
				case err == nil && c > tr.owed.Points:
					cs = append(cs, Choice{Kind: want, Moves: []Move{{j, to}}}) // beyond the points earned
				case err == nil:
					cs = append(cs, Choice{Kind: want, Moves: []Move{{j, to}, {j, to}}}) // the same juror twice
				}
			}
		}
	}
	return rapid.SampledFrom(cs).Draw(rt, "illegal choice"), true
}

func TestRefusal(t *testing.T) {
	t.Run("inserting illegal choices before each person's legal one changes nothing", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) {
			cfg, seed, c := drawConfig(rt), rapid.Uint64().Draw(rt, "seed"), builtinFor(rt)
			build := func() *Trial { return peopleTrial(rt, cfg, seed) }
			encountertest.Refusal(rt, build, answer(c), illegal, ErrRefused, maxPlaySteps)
		})
	})
	t.Run("a counsel's illegal answers are refused and asked again, with the person's play unchanged", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) {
			cfg, seed, c := drawConfig(rt), rapid.Uint64().Draw(rt, "seed"), builtinFor(rt)
			k := rapid.IntRange(0, 1).Draw(rt, "seat of the counsel")
			// The straight run: seat k played by its built-in counsel.
			straight := peopleTrial(rt, cfg, seed)
			if err := straight.SetDecider(k, c[k]); err != nil {
				rt.Fatal(err)
			}
			encountertest.Play(rt, straight, answer(c), maxPlaySteps)
			// The same with a counsel that first answers illegally.
			tr := peopleTrial(rt, cfg, seed)
			bad := &wayward{Counsel: c[k], wrong: rapid.IntRange(0, 3).Draw(rt, "wrong answers")}
			if err := tr.SetDecider(k, bad); err != nil {
				rt.Fatal(err)
			}
			for range maxPlaySteps {
				if tr.Over() {
					break
				}
				err := tr.Step()
				var ce *CounselError
				switch {
				case err == nil:
				case errors.Is(err, ErrWaiting):
					for _, i := range tr.Waiting() {
						if err := tr.Decide(i, answer(c)(tr, i)); err != nil {
							rt.Fatal(err)
						}
					}
				case errors.As(err, &ce) && ce.Who == seatSide(k).String():
					bad.refused++
				default:
					rt.Fatal(err)
				}
			}
			if !tr.Over() {
				rt.Fatal("not over")
			}
			if bad.refused != bad.wrongs {
				rt.Fatalf("%d illegal answers, %d refused", bad.wrongs, bad.refused)
			}
			if d := cmp.Diff(straight.Events(), tr.Events()); d != "" {
				rt.Fatalf("refusals changed the trial (-straight +refused):\n%s", d)
			}
		})
	})
}

// wayward is a counsel that answers each decision illegally wrong times in
// all (each answer a choice the rules forbid: a juror off the jury, an
// unknown difficulty), then as its Counsel does.
type wayward struct {
	Counsel
	wrong, wrongs, refused int
}

func (w *wayward) bad() bool {
	if w.wrongs < w.wrong {
		w.wrongs++
		return true
	}
	return false
}

func (w *wayward) Choose(v *View) Choice {
	if !w.bad() {
		return w.Counsel.Choose(v)
	}
	switch v.Pending() {
	case DecideTamper:
		return Choice{Kind: v.Pending(), Attempts: []Attempt{{Juror: JurySize}}}
	case DecideSpend:
		return Choice{Kind: v.Pending(), Moves: []Move{{Juror: -1, To: 6}}}
	}
	return Choice{Kind: v.Pending(), Try: true, Difficulty: "Heroic"}
}

func TestSaveAnywhere(t *testing.T) {
	// Saving at any point — a decision pending or recorded included — and
	// resuming gives the trial the run without the save would have had.
	// Every seat is a person's unless drawn to its built-in counsel.
	rapid.Check(t, func(rt *rapid.T) {
		cfg, seed, c := drawConfig(rt), rapid.Uint64().Draw(rt, "seed"), builtinFor(rt)
		// Seats played by their built-in counsel are drawn too: the save
		// holds them by name and parameters.
		counsel := [2]bool{rapid.Bool().Draw(rt, "prosecution by counsel"), rapid.Bool().Draw(rt, "defence by counsel")}
		build := func() *Trial {
			cfg := cfg
			cfg.Prosecution.Decider, cfg.Defence.Decider = Person, Person
			for k, by := range counsel {
				if by {
					cfg.side(k).Decider = c[k]
				}
			}
			tr, err := New(cfg, dice.NewSource(seed))
			if err != nil {
				rt.Fatal(err)
			}
			return tr
		}
		resume := func(data []byte) (*Trial, error) {
			encountertest.Bounded(rt, data) // every save the property makes
			return Resume(data)
		}
		encountertest.SaveResume(rt, build, resume, answer(c), maxPlaySteps)
	})
}

func TestParseChoice(t *testing.T) {
	t.Run("every line Choices lists reads as a choice that prints as the line, and is legal", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) {
			cfg, seed, c := drawConfig(rt), rapid.Uint64().Draw(rt, "seed"), builtinFor(rt)
			tr := peopleTrial(rt, cfg, seed)
			seen := 0
			encountertest.Play(rt, tr, func(tr *Trial, i int) Choice {
				for _, line := range tr.Choices(i) {
					if encountertest.Range(line) {
						continue
					}
					ch, err := parseChoice(line)
					if err != nil {
						rt.Fatalf("%q: %v", line, err)
					}
					if ch.String() != line {
						rt.Fatalf("%q reads back as %q", line, ch)
					}
					if err := tr.checkChoice(seatSide(i), ch); err != nil {
						rt.Fatalf("listed choice %q refused: %v", line, err)
					}
					seen++
				}
				return answer(c)(tr, i)
			}, maxPlaySteps)
			if tr.verdict != Released && !tr.hearing.Summary && seen == 0 {
				rt.Fatal("a trial with a jury listed no choices")
			}
		})
	})
	for _, tc := range []struct {
		in   string
		want Choice
	}{
		{"tamper none", Choice{Kind: DecideTamper}},
		{"Tamper  bribe a , INTIMIDATE L", Choice{Kind: DecideTamper, Attempts: []Attempt{{0, Bribe}, {11, Intimidate}}}},
		{"tamper bribe a, c , intimidate l,k", Choice{Kind: DecideTamper, Attempts: []Attempt{{0, Bribe}, {2, Bribe}, {11, Intimidate}, {10, Intimidate}}}},
		{"opening Very Difficult", Choice{Kind: DecideOpening, Difficulty: "Very Difficult"}},
		{"law none", Choice{Kind: DecideLaw}},
		{"law easy", Choice{Kind: DecideLaw, Try: true, Difficulty: "easy"}},
		{"spend none", Choice{Kind: DecideSpend}},
		{"spend B to 6, k to 1", Choice{Kind: DecideSpend, Moves: []Move{{1, 6}, {10, 1}}}},
	} {
		t.Run("reads "+tc.in, func(t *testing.T) {
			got, err := parseChoice(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Error(d)
			}
		})
	}
	for _, in := range []string{"", "none", "bribe A", "tamper bribe M", "tamper A", "tamper A, bribe B", "tamper bribe A, M", "tamper steal A", "tamper", "opening", "law", "spend A 5", "spend A to 7", "spend M to 3", "spend"} {
		t.Run("refuses "+in, func(t *testing.T) {
			if _, err := parseChoice(in); !errors.Is(err, ErrName) || !strings.Contains(err.Error(), "want") {
				t.Errorf("parseChoice(%q) = %v, want ErrName saying what it wants", in, err)
			}
		})
	}
	t.Run("the choices print as a player types them", func(t *testing.T) {
		for _, tc := range []struct {
			c    Choice
			want string
		}{
			{Choice{Kind: DecideTamper}, "tamper none"},
			{Choice{Kind: DecideTamper, Attempts: []Attempt{{0, Bribe}, {2, Intimidate}}}, "tamper bribe A, intimidate C"},
			{Choice{Kind: DecideTamper, Attempts: []Attempt{{1, Bribe}, {0, Bribe}, {2, Intimidate}, {3, Intimidate}, {4, Bribe}}}, "tamper bribe B, A, intimidate C, D, bribe E"},
			{Choice{Kind: DecideOpening, Difficulty: "Average"}, "opening Average"},
			{Choice{Kind: DecideLaw}, "law none"},
			{Choice{Kind: DecideLaw, Try: true, Difficulty: "Difficult"}, "law Difficult"},
			{Choice{Kind: DecideSpend, Moves: []Move{{0, 5}, {2, 2}}}, "spend A to 5, C to 2"},
			{Choice{Kind: DecideSpend}, "spend none"},
		} {
			if got := tc.c.String(); got != tc.want {
				t.Errorf("String = %q, want %q", got, tc.want)
			}
		}
	})
}

// waitingAt returns a people's trial of stateConfig (seed 7) stepped until
// it waits for decision kind, answering every other decision as the
// built-in counsel do.
func waitingAt(t *testing.T, kind Decision) *Trial {
	t.Helper()
	tr := peopleTrial(t, stateConfig(), 7)
	c := answer([2]Counsel{Greedy{}, Greedy{Attempts: 3}})
	found := false
	playPeople(t, tr, func(i int) bool {
		if found = tr.pending(seatSide(i)) == kind; found {
			return false
		}
		if err := tr.Decide(i, c(tr, i)); err != nil {
			t.Fatal(err)
		}
		return true
	})
	if !found {
		t.Fatalf("never waited for %v", kind)
	}
	return tr
}

func TestDecideRefusals(t *testing.T) {
	refused := func(t *testing.T, tr *Trial, i int, c Choice, rule string, cause error) {
		t.Helper()
		before := saveOf(t, tr)
		err := tr.Decide(i, c)
		var ce *CounselError
		if !errors.As(err, &ce) || !errors.Is(err, ErrCounsel) || !errors.Is(err, ErrRefused) || ce.Rule != rule || (cause != nil && !errors.Is(err, cause)) {
			t.Errorf("Decide(%d, %q) = %v, want a %s CounselError wrapping %v", i, c, err, rule, cause)
		}
		if ce != nil && ce.What.String() != c.String() {
			t.Errorf("the error names %q, want %q", ce.What, c.String())
		}
		if after := saveOf(t, tr); after != before {
			t.Errorf("a refusal changed the trial:\n%s\n%s", before, after)
		}
	}
	// notWaiting checks that a seat not waiting for a choice says so,
	// with an error wrapping sentinel that is no refusal, and changes
	// nothing, by Decide and by Answer alike.
	notWaiting := func(t *testing.T, tr *Trial, i int, c Choice, sentinel error) {
		t.Helper()
		before := saveOf(t, tr)
		for _, err := range []error{tr.Decide(i, c), tr.Answer(i, c.String())} {
			if !errors.Is(err, sentinel) || errors.Is(err, ErrRefused) {
				t.Errorf("seat %d, %q: %v, want an error wrapping %v and not ErrRefused", i, c, err, sentinel)
			}
		}
		if after := saveOf(t, tr); after != before {
			t.Errorf("a seat not waiting changed the trial:\n%s\n%s", before, after)
		}
		if len(tr.Choices(i)) != 0 {
			t.Errorf("seat %d lists choices: %q", i, tr.Choices(i))
		}
	}
	t.Run("TR-3 both sides may choose their tampering at once", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		if w := tr.Waiting(); !slices.Equal(w, []int{0, 1}) {
			t.Errorf("Waiting = %v, want [0 1]", w)
		}
	})
	t.Run("TR-3 a juror off the jury, an unknown method, a juror twice", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		refused(t, tr, 1, Choice{Kind: DecideTamper, Attempts: []Attempt{{12, Bribe}}}, "TR-3", ErrAttempt)
		refused(t, tr, 1, Choice{Kind: DecideTamper, Attempts: []Attempt{{1, Method(2)}}}, "TR-3", ErrAttempt)
		refused(t, tr, 0, Choice{Kind: DecideTamper, Attempts: []Attempt{{1, Bribe}, {1, Bribe}}}, "TR-3", ErrAttempt)
	})
	t.Run("TR-3 a choice of the wrong kind for the tampering, or of no kind", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		refused(t, tr, 0, Choice{Kind: DecideOpening, Difficulty: "Average"}, "TR-3", nil)
		refused(t, tr, 0, Choice{Kind: Decision(9)}, "TR-3", ErrName)
	})
	t.Run("a part out of its range refuses a choice, under the rule of its kind, whatever the kind reads", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		refused(t, tr, 0, Choice{Kind: DecideTamper, Moves: []Move{{12, 6}}}, "TR-3", ErrMove)
		refused(t, tr, 0, Choice{Kind: DecideTamper, Moves: []Move{{0, 0}}}, "TR-3", ErrMove)
		refused(t, tr, 0, Choice{Kind: DecideOpening, Attempts: []Attempt{{0, Method(3)}}}, "TR-4", ErrAttempt)
		tr = waitingAt(t, DecideLaw)
		refused(t, tr, 0, Choice{Kind: DecideLaw, Attempts: []Attempt{{-1, Bribe}}}, "TR-5", ErrAttempt)
	})
	t.Run("the parts a kind does not read are dropped: each choice is kept in one form", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		c := Choice{Kind: DecideTamper, Difficulty: "Average", Try: true, Attempts: []Attempt{}, Moves: []Move{{0, 6}}}
		if err := tr.Decide(0, c); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(Choice{Kind: DecideTamper}, tr.chosen[0]); d != "" {
			t.Errorf("recorded (-want +got):\n%s", d)
		}
		if _, got, _ := tr.Entry(tr.Decisions() - 1); got != "tamper none" {
			t.Errorf("journaled %q, want \"tamper none\"", got)
		}
		tr = waitingAt(t, DecideLaw)
		if err := tr.Decide(0, Choice{Kind: DecideLaw, Difficulty: "Easy"}); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(Choice{Kind: DecideLaw}, tr.chosen[0]); d != "" {
			t.Errorf("a difficulty without a try: recorded (-want +got):\n%s", d)
		}
	})
	t.Run("a difficulty is kept as the ladder names it", func(t *testing.T) {
		tr := waitingAt(t, DecideOpening)
		if err := tr.Decide(0, Choice{Kind: DecideOpening, Difficulty: " very DIFFICULT "}); err != nil {
			t.Fatal(err)
		}
		if _, got, _ := tr.Entry(tr.Decisions() - 1); got != "opening Very Difficult" {
			t.Errorf("journaled %q, want \"opening Very Difficult\"", got)
		}
	})
	t.Run("TR-3 a side that has chosen is not waiting", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		if err := tr.Decide(1, Choice{Kind: DecideTamper}); err != nil {
			t.Fatal(err)
		}
		if w := tr.Waiting(); !slices.Equal(w, []int{0}) {
			t.Errorf("Waiting = %v, want [0]", w)
		}
		notWaiting(t, tr, 1, Choice{Kind: DecideTamper}, ErrCounsel)
	})
	t.Run("TR-4 an unknown difficulty; the defence speaks second", func(t *testing.T) {
		tr := waitingAt(t, DecideOpening)
		if w := tr.Waiting(); !slices.Equal(w, []int{0}) {
			t.Fatalf("Waiting = %v, want [0]", w)
		}
		refused(t, tr, 0, Choice{Kind: DecideOpening, Difficulty: "Heroic"}, "TR-4", dice.ErrDifficulty)
		notWaiting(t, tr, 1, Choice{Kind: DecideOpening, Difficulty: "Average"}, ErrCounsel)
		refused(t, tr, 0, Choice{Kind: DecideSpend}, "TR-4", nil)
	})
	t.Run("TR-5 an unknown Law difficulty", func(t *testing.T) {
		tr := waitingAt(t, DecideLaw)
		refused(t, tr, 0, Choice{Kind: DecideLaw, Try: true, Difficulty: "Heroic"}, "TR-5", dice.ErrDifficulty)
		refused(t, tr, 0, Choice{Kind: DecideLaw, Try: true}, "TR-5", dice.ErrDifficulty)
	})
	t.Run("TR-2 no juror M, a juror twice, points beyond those earned", func(t *testing.T) {
		tr := waitingAt(t, DecideSpend)
		side := tr.owed.Side
		i := side.seat()
		v, _ := tr.View(i)
		if v.Points() != tr.owed.Points || v.Pending() != DecideSpend {
			t.Fatalf("View: %d points, %v; want %d, spend", v.Points(), v.Pending(), tr.owed.Points)
		}
		refused(t, tr, i, Choice{Kind: DecideSpend, Moves: []Move{{12, 6}}}, "TR-2", ErrMove)
		m := v.Options().Moves[0]
		refused(t, tr, i, Choice{Kind: DecideSpend, Moves: []Move{{m.Juror, m.To}, {m.Juror, m.To}}}, "TR-2", ErrMove)
		for j := range tr.board.Jurors {
			if tr.board.Jurors[j].Position == side.Column() {
				continue
			}
			for to := 1; to <= 6; to++ {
				if c, err := tr.board.Cost(j, to, tr.phase); err == nil && c > tr.owed.Points {
					refused(t, tr, i, Choice{Kind: DecideSpend, Moves: []Move{{j, to}}}, phaseRule(tr.phase), ErrPoints)
				}
			}
		}
		notWaiting(t, tr, 1-i, Choice{Kind: DecideSpend}, ErrCounsel)
	})
	t.Run("a seat off the two", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		notWaiting(t, tr, 2, Choice{Kind: DecideTamper}, ErrCounsel)
		if _, ok := tr.View(-1); ok {
			t.Error("View(-1) is a view")
		}
		if err := tr.SetDecider(2, Greedy{}); !errors.Is(err, ErrCounsel) {
			t.Errorf("SetDecider(2) = %v, want ErrCounsel", err)
		}
	})
	t.Run("a counsel's seat is not a person's to answer", func(t *testing.T) {
		tr := waitingAt(t, DecideTamper)
		if err := tr.SetDecider(0, Cautious{}); err != nil {
			t.Fatal(err)
		}
		notWaiting(t, tr, 0, Choice{Kind: DecideTamper}, ErrCounsel)
	})
	t.Run("TR-7 Decide after the end", func(t *testing.T) {
		tr := peopleTrial(t, stateConfig(), 7)
		encountertest.Play(t, tr, answer([2]Counsel{Greedy{}, Greedy{}}), maxPlaySteps)
		notWaiting(t, tr, 0, Choice{Kind: DecideSpend}, ErrOver)
		if w := tr.Waiting(); len(w) != 0 {
			t.Errorf("Waiting after the end = %v", w)
		}
		if err := tr.Step(); !errors.Is(err, ErrOver) || errors.Is(err, ErrPhase) {
			t.Errorf("Step after the end = %v, want ErrOver", err)
		}
	})
}
