package trial

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/journal"
)

// kitNames are strings an edit of a save may put in place of another: the
// package's enumerations, counsel and choice words.
var kitNames = []string{
	"greedy", "cautious", "person", "mine", "tamper", "opening", "law", "spend", "none", "bribe",
	"intimidate", "Average", "Easy", "Very Difficult", "Heroic", "evidence", "tampering",
	"deliberation", "over", "prosecution", "defence", "Harsh", "Flimsy", "Solid and Credible",
}

// drawGame draws a real game: a Config, a seed, and for each seat a person
// or his built-in counsel. Half the time the GM gives the evidence ratings
// with SetEvidence once the trial is built (the Config rating them too, so
// that an edit that drops the call leaves a trial that plays). legal is a
// person's legal answer: the built-in counsel's.
func drawGame(rt *rapid.T) (build func() *Trial, legal func(*Trial, int) Choice) {
	cfg, seed, c := drawConfig(rt), rapid.Uint64().Draw(rt, "seed"), builtinFor(rt)
	for k := range 2 {
		cfg.side(k).Decider = Person
		if rapid.Bool().Draw(rt, "seat played by its counsel") {
			cfg.side(k).Decider = c[k]
		}
	}
	var rated *Ratings
	if rapid.Bool().Draw(rt, "rated by SetEvidence") {
		rated = &Ratings{rapid.IntRange(1, 6).Draw(rt, "pros rating"), rapid.IntRange(1, 6).Draw(rt, "def rating")}
	}
	build = func() *Trial {
		tr, err := New(cfg, dice.NewSource(seed))
		if err != nil {
			rt.Fatal(err)
		}
		if rated != nil {
			if err := tr.SetEvidence(*rated); err != nil {
				rt.Fatal(err)
			}
		}
		return tr
	}
	return build, answer(c)
}

// resumeRated is Resume as a GM's tool calls it: a trial its save leaves
// unrated before its evidence phase gets the GM's ratings, so that it
// plays to its verdict.
func resumeRated(data []byte) (*Trial, error) {
	tr, err := Resume(data)
	if err != nil {
		return nil, err
	}
	if tr.cfg.Evidence.validate(false) != nil {
		if err := tr.SetEvidence(Ratings{3, 4}); err != nil && !errors.Is(err, ErrPhase) {
			return nil, err
		}
	}
	return tr, nil
}

// fromStart builds the trial of a save's setup and starting dice with both
// seats played by people.
func fromStart(data []byte) (*Trial, *dice.Source, error) {
	f, src, err := journal.Read[Config, point](data, stateVersion, func(*Config) int { return 2 })
	if err != nil {
		return nil, nil, err
	}
	cfg := f.Setup
	cfg.Prosecution.Decider, cfg.Defence.Decider = Person, Person
	tr, err := New(cfg, src)
	return tr, src, err
}

// decideText reads a choice as a journal holds it and decides it.
func decideText(tr *Trial, i int, s string) error {
	c, err := parseChoice(s)
	if err != nil {
		return err
	}
	return tr.Decide(i, c)
}

// kit draws a real game for the journal properties.
func kit(rt *rapid.T) encountertest.Kit[*Trial, Choice] {
	build, legal := drawGame(rt)
	return encountertest.Kit[*Trial, Choice]{
		Build:     build,
		Resume:    resumeRated,
		Legal:     legal,
		Sentinel:  ErrState,
		Max:       maxPlaySteps,
		Names:     kitNames,
		Parse:     parseChoice,
		Answer:    decideText,
		FromStart: fromStart,
		Persons: func(tr *Trial) {
			for i := range 2 {
				_ = tr.SetDecider(i, nil)
			}
		},
		Diff: func(a, b *Trial) string { return cmp.Diff(stateOf(a), stateOf(b)) },
	}
}

func TestJournalEdited(t *testing.T) {
	// Any single edit of a real trial's save is refused with ErrState, or
	// resumes into the trial its edited journal gives played from the start
	// by Decide, which saves, resumes again to the same bytes and plays to
	// its verdict.
	rapid.Check(t, func(rt *rapid.T) { encountertest.Edited(rt, kit(rt)) })
}

func TestJournalTakeBack(t *testing.T) {
	// Taking a real trial back to any decision and answering as before
	// gives the same trial; answering another legal choice there gives the
	// trial play gives with it.
	rapid.Check(t, func(rt *rapid.T) {
		encountertest.TakeBack(rt, kit(rt), func(rt *rapid.T, tr *Trial, i int) (Choice, bool) {
			var cs []string
			for _, line := range tr.Choices(i) {
				if !encountertest.Range(line) {
					cs = append(cs, line)
				}
			}
			if len(cs) == 0 {
				return Choice{}, false
			}
			c, err := parseChoice(rapid.SampledFrom(cs).Draw(rt, "another choice"))
			if err != nil {
				rt.Fatal(err)
			}
			return c, true
		})
	})
}

// drawChoice draws any choice, its parts in and out of their ranges.
func drawChoice(rt *rapid.T) Choice {
	c := Choice{
		Kind:       Decision(rapid.IntRange(0, 6).Draw(rt, "kind")),
		Difficulty: rapid.SampledFrom([]string{"", "Average", "average", " Easy ", "Very Difficult", "Heroic", "none"}).Draw(rt, "difficulty"),
		Try:        rapid.Bool().Draw(rt, "try"),
	}
	for range rapid.IntRange(0, JurySize).Draw(rt, "attempts") {
		c.Attempts = append(c.Attempts, Attempt{Juror: rapid.IntRange(-1, JurySize).Draw(rt, "attempt juror"), Method: Method(rapid.IntRange(0, 2).Draw(rt, "method"))})
	}
	for range rapid.IntRange(0, 4).Draw(rt, "moves") {
		c.Moves = append(c.Moves, Move{Juror: rapid.IntRange(-1, JurySize).Draw(rt, "move juror"), To: rapid.IntRange(0, 7).Draw(rt, "to")})
	}
	return c
}

// inRange reports whether every part of c is in its type's range: a known
// kind and method, jurors A..L, positions 1..6.
func inRange(c Choice) bool {
	for _, a := range c.Attempts {
		if a.Juror < 0 || a.Juror >= JurySize || a.Method > Intimidate {
			return false
		}
	}
	for _, m := range c.Moves {
		if m.Juror < 0 || m.Juror >= JurySize || m.To < 1 || m.To > 6 {
			return false
		}
	}
	return c.Kind <= DecideSpend
}

func TestDecideAnyChoice(t *testing.T) {
	// Any choice given to Decide at any seat, its parts in or out of their
	// ranges, is refused with ErrCounsel, changing nothing, or recorded in
	// its one form: a choice with a part out of range is always refused,
	// the text the journal keeps is the recorded choice's String and reads
	// back as it, and the trial saves within the size bound after each.
	rapid.Check(t, func(rt *rapid.T) {
		build, legal := drawGame(rt)
		tr := build()
		playPeople(rt, tr, func(i int) bool {
			for range rapid.IntRange(0, 4).Draw(rt, "choices drawn") {
				seat := rapid.SampledFrom([]int{i, i, i, 1 - i, -1, 2}).Draw(rt, "seat")
				c := drawChoice(rt)
				before, n := saveOf(rt, tr), tr.Decisions()
				err := tr.Decide(seat, c)
				data, serr := tr.MarshalJSON()
				if serr != nil {
					rt.Fatalf("after Decide(%d, %q) (%v) the trial does not save: %v", seat, c, err, serr)
				}
				encountertest.Bounded(rt, data)
				if err != nil {
					if !errors.Is(err, ErrCounsel) {
						rt.Fatalf("Decide(%d, %q) refused without ErrCounsel: %v", seat, c, err)
					}
					if after := saveOf(rt, tr); after != before {
						rt.Fatalf("the refused %q changed the trial:\n%s\n%s", c, before, after)
					}
					continue
				}
				if !inRange(c) {
					rt.Fatalf("Decide(%d, %+v) accepted a part out of range", seat, c)
				}
				got := tr.chosen[seat]
				who, text, ok := tr.Entry(n)
				if !ok || who != seat || text != got.String() || tr.Decisions() != n+1 {
					rt.Fatalf("recorded %q for seat %d, journaled %v %d %q", got, seat, ok, who, text)
				}
				back, perr := parseChoice(text)
				if perr != nil {
					rt.Fatalf("the journal's %q does not read back: %v", text, perr)
				}
				if d := cmp.Diff(got, back); d != "" {
					rt.Fatalf("the journal's %q reads back as another choice (-recorded +read):\n%s", text, d)
				}
			}
			if !tr.has[i] {
				if err := tr.Decide(i, legal(tr, i)); err != nil {
					rt.Fatal(err)
				}
			}
			return true
		})
	})
}

// positionsLogged reports a juror who does not stand where the events
// last put him: seated (TR-2), moved for jury points (TR-2) or revealed
// (TR-7).
func positionsLogged(tr *Trial) error {
	var at [JurySize]int
	for _, e := range tr.Events() {
		switch e.Kind {
		case KindSeated, KindMove, KindReveal:
			at[e.Juror] = e.To
		}
	}
	if tr.verdict == Released || tr.hearing.Summary || tr.phase <= PhaseJury {
		return nil
	}
	for i, j := range tr.board.Jurors {
		if j.Position != at[i] {
			return fmt.Errorf("juror %s stands at %d, the events put him at %d", Letter(i), j.Position, at[i])
		}
	}
	return nil
}

func TestIssue26JurorMovedWithoutMove(t *testing.T) {
	// Issue 26: a juror moved in a save with no move logged was accepted.
	// A save holds no board now: a juror moves only by the choices in its
	// journal, so a save naming a board is refused, and any edit of a
	// spending's positions is refused or gives the trial its journal gives,
	// every juror standing where the events last put him.
	for _, stop := range []Phase{PhaseEvidence, PhaseDeliberation, PhaseOver} {
		t.Run("TR-2 saved before the "+stop.String(), func(t *testing.T) {
			cfg := stateConfig()
			cfg.Prosecution.Decider, cfg.Defence.Decider = Greedy{}, Greedy{Attempts: 3}
			tr, err := New(cfg, dice.NewSource(7))
			if err != nil {
				t.Fatal(err)
			}
			for tr.phase < stop && !tr.Over() {
				if err := tr.Step(); err != nil {
					t.Fatal(err)
				}
			}
			data := marshal(t, tr)
			s := string(data)
			board, _ := json.Marshal(tr.board)
			moved := strings.Replace(s, `"journal":`, `"board":`+string(board)+`,"journal":`, 1)
			if _, err := Resume([]byte(moved)); !errors.Is(err, ErrState) || !strings.Contains(err.Error(), "board") {
				t.Errorf("a save with a board: %v, want ErrState naming it", err)
			}
			edits := 0
			for k := range tr.Decisions() {
				_, text, _ := tr.Entry(k)
				c, _ := parseChoice(text)
				for m := range c.Moves {
					for to := 1; to <= 6; to++ {
						e := c.clone()
						e.Moves[m].To = to
						edited := strings.Replace(s, `"do":"`+text+`"`, `"do":"`+e.String()+`"`, 1)
						if edited == s {
							continue
						}
						edits++
						back, err := Resume([]byte(edited))
						if err != nil {
							if !errors.Is(err, ErrState) {
								t.Errorf("%q → %q refused without ErrState: %v", text, e, err)
							}
							continue
						}
						if err := positionsLogged(back); err != nil {
							t.Errorf("%q → %q resumed with %v", text, e, err)
						}
					}
				}
			}
			if stop > PhaseEvidence && edits == 0 {
				t.Error("no spending to edit")
			}
			if err := positionsLogged(tr); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestSetEvidenceJournaled(t *testing.T) {
	unrated := stateConfig()
	unrated.Evidence = Ratings{}
	t.Run("TR-5 the GM's ratings given while the trial waits for them are kept where given", func(t *testing.T) {
		tr, err := New(unrated, dice.NewSource(7))
		if err != nil {
			t.Fatal(err)
		}
		var serr error
		for serr == nil {
			serr = tr.Step()
		}
		if !errors.Is(serr, ErrRating) || tr.phase != PhaseEvidence {
			t.Fatalf("Step = %v in %v, want ErrRating before the evidence", serr, tr.phase)
		}
		if err := tr.SetEvidence(Ratings{Prosecution: 9}); !errors.Is(err, ErrRating) {
			t.Fatalf("SetEvidence(9, 0) = %v, want ErrRating", err)
		}
		if err := tr.SetEvidence(Ratings{5, 2}); err != nil {
			t.Fatal(err)
		}
		data := marshal(t, tr)
		// The refused call left nothing; the ratings stand at the point
		// the trial waited at: the evidence phase, the prosecution (who
		// has the Law skill) asked for his Law check.
		want := `{"who":-1,"set":"evidence 5 2","at":{"phase":"evidence","ask":"law"}}`
		if !strings.Contains(string(data), want) || strings.Count(string(data), `"set"`) != 1 {
			t.Errorf("no %s alone in\n%s", want, data)
		}
		back, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tr.Run(); err != nil {
			t.Fatal(err)
		}
		if _, err := back.Run(); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(stateOf(tr), stateOf(back)); d != "" {
			t.Errorf("resumed trial differs (-played +resumed):\n%s", d)
		}
	})
	t.Run("TR-5 ratings given at the hearing and changed later replay in order", func(t *testing.T) {
		tr, err := New(unrated, dice.NewSource(7))
		if err != nil {
			t.Fatal(err)
		}
		if err := tr.SetEvidence(Ratings{1, 6}); err != nil {
			t.Fatal(err)
		}
		for tr.phase < PhaseOpening {
			if err := tr.Step(); err != nil {
				t.Fatal(err)
			}
		}
		if err := tr.SetEvidence(Ratings{6, 1}); err != nil {
			t.Fatal(err)
		}
		data := marshal(t, tr)
		back := resumesAs(t, tr, data)
		if back.Config().Evidence != (Ratings{6, 1}) {
			t.Errorf("resumed with ratings %+v, want 6 and 1", back.Config().Evidence)
		}
		bad := strings.Replace(string(data), `"set":"evidence 1 6"`, `"set":"evidence 1 7"`, 1)
		if _, err := Resume([]byte(bad)); !errors.Is(err, ErrState) || !errors.Is(err, ErrRating) || !strings.Contains(err.Error(), "entry 0") {
			t.Errorf("a rating of 7 in the journal: %v, want ErrState and ErrRating naming entry 0", err)
		}
	})
}

func TestSimultaneousTampering(t *testing.T) {
	// TR-3: both sides choose their tampering before the first attempt is
	// made; the journal keeps the choices in the order they were made, and a
	// save holds both while neither is played.
	for _, first := range []int{0, 1} {
		t.Run(fmt.Sprintf("TR-3 seat %d chooses first", first), func(t *testing.T) {
			tr := waitingAt(t, DecideTamper)
			straight := waitingAt(t, DecideTamper)
			choice := [2]Choice{{Kind: DecideTamper}, {Kind: DecideTamper, Attempts: []Attempt{{1, Bribe}, {0, Bribe}}}}
			for _, i := range []int{first, 1 - first} {
				for _, x := range []*Trial{tr, straight} {
					if err := x.Decide(i, choice[i]); err != nil {
						t.Fatal(err)
					}
				}
			}
			data := marshal(t, tr)
			want := fmt.Sprintf(`"journal":[{"who":%d,"do":"%s","recorded":true},{"who":%d,"do":"%s","recorded":true}]`,
				first, choice[first], 1-first, choice[1-first])
			if !strings.Contains(string(data), want) {
				t.Errorf("no %s in\n%s", want, data)
			}
			back, err := Resume(data)
			if err != nil {
				t.Fatal(err)
			}
			if !back.has[0] || !back.has[1] || len(back.Waiting()) != 0 {
				t.Errorf("resumed with choices %v, waiting %v", back.has, back.Waiting())
			}
			for _, x := range []*Trial{straight, back} {
				encountertest.Play(t, x, answer([2]Counsel{Greedy{}, Greedy{}}), maxPlaySteps)
			}
			a, _ := json.Marshal(straight)
			b, _ := json.Marshal(back)
			if string(a) != string(b) {
				t.Errorf("resumed trial ends differently:\n%s\n%s", a, b)
			}
		})
	}
	for _, first := range []int{0, 1} {
		t.Run(fmt.Sprintf("TR-3 a choice the dismissal of the jury voids leaves the journal (seat %d chose first)", first), func(t *testing.T) {
			// Both choose; the prosecution threatens every juror, weakly,
			// until two refusals told the judge dismiss the jury (on the
			// first seed that does), and the defence chooses again. Issue
			// 26's properties found the save refused when the prosecution
			// chose first: replay met the voided choice after his and
			// played it on the new jury.
			var all []Attempt
			for j := range JurySize {
				all = append(all, Attempt{j, Intimidate})
			}
			choice := [2]Choice{{Kind: DecideTamper, Attempts: all}, {Kind: DecideTamper, Attempts: []Attempt{{2, Bribe}}}}
			cfg := tamperConfig()
			cfg.Prosecution.Intimidation = 20
			cfg.Prosecution.Decider, cfg.Defence.Decider = Person, Person
			var tr *Trial
			for seed := uint64(1); tr == nil; seed++ {
				x, err := New(cfg, dice.NewSource(seed))
				if err != nil {
					t.Fatal(err)
				}
				for x.phase < PhaseTampering {
					if err := x.Step(); err != nil {
						t.Fatal(err)
					}
				}
				if x.Over() {
					continue // released at the hearing
				}
				for _, i := range []int{first, 1 - first} {
					if err := x.Decide(i, choice[i]); err != nil {
						t.Fatal(err)
					}
				}
				if err = x.Step(); err != nil && !errors.Is(err, ErrWaiting) {
					t.Fatal(err)
				}
				if len(kinds(x.Events(), KindDismissed)) == 1 && slices.Equal(x.Waiting(), []int{1}) {
					tr = x // dismissed on the prosecution's attempts
				}
			}
			data := marshal(t, tr)
			want := `"journal":[{"who":0,"do":"` + choice[0].String() + `"}]`
			if !strings.Contains(string(data), want) || tr.Decisions() != 1 {
				t.Errorf("no %s alone in\n%s", want, data)
			}
			encountertest.Bounded(t, data)
			back := resumesAs(t, tr, data)
			if !slices.Equal(back.Waiting(), []int{1}) {
				t.Errorf("resumed, waiting %v, want the defence", back.Waiting())
			}
		})
	}
}

func TestTakeBack(t *testing.T) {
	played := func(t *testing.T) *Trial {
		tr := peopleTrial(t, stateConfig(), 7)
		encountertest.Play(t, tr, answer([2]Counsel{Greedy{}, Greedy{Attempts: 3}}), maxPlaySteps)
		return tr
	}
	t.Run("a decision outside 0..Decisions() is refused and changes nothing", func(t *testing.T) {
		tr := played(t)
		before := saveOf(t, tr)
		for _, k := range []int{-1, tr.Decisions() + 1} {
			if err := tr.TakeBack(k); !errors.Is(err, ErrState) {
				t.Errorf("TakeBack(%d) = %v, want ErrState", k, err)
			}
		}
		if err := tr.TakeBack(tr.Decisions()); err != nil {
			t.Errorf("TakeBack(Decisions()) = %v", err)
		}
		if after := saveOf(t, tr); after != before {
			t.Error("a refused take-back changed the trial")
		}
	})
	t.Run("taken back to decision 0, both sides wait for their tampering", func(t *testing.T) {
		tr := played(t)
		if err := tr.TakeBack(0); err != nil {
			t.Fatal(err)
		}
		if tr.phase != PhaseTampering || !slices.Equal(tr.Waiting(), []int{0, 1}) || tr.Decisions() != 0 {
			t.Errorf("in %v, waiting %v, %d decisions", tr.phase, tr.Waiting(), tr.Decisions())
		}
		if d := cmp.Diff(stateOf(waitingAt(t, DecideTamper)), stateOf(tr)); d != "" {
			t.Errorf("taken back (-played to there +taken back):\n%s", d)
		}
	})
	t.Run("the counsel in force stay in force; a counsel's decision is asked again", func(t *testing.T) {
		tr := played(t)
		for i, c := range []Counsel{Cautious{Safe: 60}, Greedy{Attempts: 1}} {
			if err := tr.SetDecider(i, c); err != nil {
				t.Fatal(err)
			}
		}
		k := 3
		who, _, _ := tr.Entry(k)
		if err := tr.TakeBack(k); err != nil {
			t.Fatal(err)
		}
		if c := counselOf(tr.Config()); c != [2]Counsel{Cautious{Safe: 60}, Greedy{Attempts: 1}} {
			t.Errorf("counsel %v after the take-back", c)
		}
		if len(tr.Waiting()) != 0 || tr.pending(seatSide(who)) == NoDecision {
			t.Errorf("waiting %v; seat %d has nothing pending", tr.Waiting(), who)
		}
		if err := tr.Step(); err != nil {
			t.Fatal(err)
		}
		if tr.Decisions() <= k {
			t.Errorf("%d decisions after the counsel's step, want more than %d", tr.Decisions(), k)
		}
	})
}

// dicey is a custom counsel who picks his opening at random on the
// trial's dice (View.Rand), and otherwise answers as Greedy; with raw set
// he rolls the *dice.Source itself, not through View.Rand.
type dicey struct {
	Greedy
	raw *dice.Source
}

func (dicey) Name() string    { return "dicey" }
func (dicey) Version() string { return "1" }

func (d dicey) Choose(v *View) Choice {
	if v.Pending() != DecideOpening {
		return d.Greedy.Choose(v)
	}
	r := v.Rand()
	if d.raw != nil {
		r = d.raw
	}
	o := v.Options()
	return Choice{Kind: DecideOpening, Difficulty: o.Difficulties[r.IntN(len(o.Difficulties))].Difficulty.Name}
}

// playedTo returns a trial of stateConfig with counsel p and d, rolling
// src, stepped to phase ph, and its save.
func playedTo(t *testing.T, src *dice.Source, p, d Counsel, ph Phase) (*Trial, []byte) {
	t.Helper()
	cfg := stateConfig()
	cfg.Prosecution.Decider, cfg.Defence.Decider = p, d
	tr, err := New(cfg, src)
	if err != nil {
		t.Fatal(err)
	}
	for tr.phase < ph {
		if err := tr.Step(); err != nil {
			t.Fatal(err)
		}
	}
	return tr, marshal(t, tr)
}

// marshal returns tr's save, failing t if it cannot be saved.
func marshal(t testing.TB, tr *Trial) []byte {
	t.Helper()
	data, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// resumesAs resumes data with custom and fails t unless it gives tr.
func resumesAs(t *testing.T, tr *Trial, data []byte, custom ...Counsel) *Trial {
	t.Helper()
	back, err := Resume(data, custom...)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(stateOf(tr), stateOf(back)); d != "" {
		t.Errorf("resumed (-played +resumed):\n%s", d)
	}
	return back
}

func TestCustomCounselJournaled(t *testing.T) {
	t.Run("a custom counsel named only earlier in the journal need not be given to Resume", func(t *testing.T) {
		tr, _ := playedTo(t, dice.NewSource(7), Greedy{}, mine{}, PhaseEvidence)
		if err := tr.SetDecider(1, Cautious{}); err != nil {
			t.Fatal(err)
		}
		data := marshal(t, tr)
		back := resumesAs(t, tr, data)
		if again := marshal(t, back); string(again) != string(data) {
			t.Errorf("resaved differently:\n%s\n%s", data, again)
		}
		if err := back.TakeBack(1); err != nil {
			t.Fatal(err)
		}
		if c := counselOf(back.Config())[1]; c != (Cautious{}) {
			t.Errorf("the defence is %v after the take-back, want the cautious counsel in force", c)
		}
	})
	t.Run("a counsel's draws on View.Rand are journaled and replayed", func(t *testing.T) {
		tr, data := playedTo(t, dice.NewSource(11), dicey{}, dicey{}, PhaseEvidence)
		// Five rungs on the default ladder: each opening drew a d5.
		if n := strings.Count(string(data), `"draws":[5]`); n != 2 {
			t.Errorf("%d openings with a d5 drawn, want 2:\n%s", n, data)
		}
		resumesAs(t, tr, data, dicey{})
	})
	t.Run("a counsel rolling the dice themselves leaves their state in the journal", func(t *testing.T) {
		src := dice.NewSource(11)
		tr, _ := playedTo(t, src, Greedy{}, dicey{raw: src}, PhaseEvidence)
		src.IntN(6) // and a tool rolls on them between two steps
		if err := tr.Step(); err != nil {
			t.Fatal(err)
		}
		data := marshal(t, tr)
		if n := strings.Count(string(data), `"dice":`); n != 3 {
			t.Errorf("%d dice states, want the start, the defence's opening and the tool's roll:\n%s", n, data)
		}
		resumesAs(t, tr, data, dicey{})
	})
}

func TestStudyKeepsNoJournal(t *testing.T) {
	// A study's trial (the journal off, as Simulate runs it) records no
	// decision and, reset and replayed, allocates nothing.
	src := dice.NewSource(1)
	cfg := stateConfig()
	cfg.Prosecution.Decider, cfg.Defence.Decider = Greedy{}, Greedy{Attempts: 2}
	tr := new(Trial)
	tr.j.Off, tr.rec.Off = true, true
	seed := uint64(0)
	run := func() {
		seed++
		src.Reseed(seed)
		if err := tr.Reset(cfg, src); err != nil {
			t.Fatal(err)
		}
		for !tr.Over() { // as Simulate plays it
			if err := tr.Step(); err != nil {
				t.Fatal(err)
			}
		}
	}
	run()
	if tr.Decisions() != 0 || len(tr.j.Entries()) != 0 {
		t.Errorf("%d decisions, %d entries kept", tr.Decisions(), len(tr.j.Entries()))
	}
	if a := testing.AllocsPerRun(200, run); a != 0 {
		t.Errorf("%v allocations per trial", a)
	}
}

func TestLongestChoices(t *testing.T) {
	// The longest choice a trial accepts — a tampering with all twelve
	// jurors — fits a journal's entry, and a save of both sides' resumes.
	// Named by one method each, both fit the size bound (setup + 200 + 128
	// bytes an entry); alternating methods juror by juror, each entry is
	// 160 bytes and the save 52 bytes over it (see the package's doc).
	for _, alternate := range []bool{false, true} {
		tr := waitingAt(t, DecideTamper)
		for i := range 2 {
			var all []Attempt
			for j := range JurySize {
				m := Intimidate
				if alternate && j%2 == 0 {
					m = Bribe
				}
				all = append(all, Attempt{j, m})
			}
			if err := tr.Decide(i, Choice{Kind: DecideTamper, Attempts: all}); err != nil {
				t.Fatal(err)
			}
		}
		data := marshal(t, tr)
		if !alternate {
			encountertest.Bounded(t, data)
		}
		back, err := Resume(data)
		if err != nil {
			t.Fatalf("alternating %v: %v", alternate, err)
		}
		if d := cmp.Diff(stateOf(tr), stateOf(back)); d != "" {
			t.Errorf("resumed (-saved +resumed):\n%s", d)
		}
	}
}
