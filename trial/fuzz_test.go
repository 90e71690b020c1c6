package trial

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/wounds"
)

// sentinel reports whether err wraps one of the package's sentinels.
func sentinel(err error) bool {
	for _, s := range []error{ErrCase, ErrJudge, ErrReputation, ErrJury, ErrRating, ErrSkill, ErrTable, ErrState, ErrRand, ErrName, ErrCounsel} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// FuzzNew builds trials from real configurations' JSON with one span of
// it (a value, a member, or the whole document) replaced by the fuzzer's
// bytes, so that its inputs stay a few bytes long: whatever New accepts
// plays to the end and saves a state that loads again.
func FuzzNew(f *testing.F) {
	rules := DefaultRules()
	withRules := stateConfig()
	withRules.Rules = &rules
	rep := openingConfig()
	rep.Prosecution.DieMod, rep.Defence.DieMod = 1, -1
	summary := baseConfig()
	summary.Summary = true
	npcs := baseConfig()
	npcs.Wisdoms = []int{3, 8, 11, 14, 17, 9, 9, 9, 9, 9, 9, 9}
	npcs.Prosecution.Decider, npcs.Defence.Decider = Cautious{Safe: 70}, Person
	withRules.Prosecution.Decider, withRules.Defence.Decider = Greedy{Attempts: 2}, mine{}
	hurt := baseConfig()
	hurt.Defence.Condition = encountertest.Bruised(f, 20, 6, wounds.Day) // he pleads at 14 of 20 (WOD-7)
	var docs [][]byte
	for _, c := range []Config{stateConfig(), rep, summary, npcs, withRules, hurt} {
		data, err := json.Marshal(c)
		if err != nil {
			f.Fatal(err)
		}
		docs = append(docs, data)
	}
	set, err := fuzzseed.New(docs...)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 0, Old: `"Harsh"`, Text: `"Fair"`}, {Doc: 0, Old: `10`, Text: `-1`}, {Doc: 0, Old: `4`, Text: `9`},
		{Doc: 1, Old: `1`, Text: `2`}, {Doc: 2, Old: `true`, Text: `false`}, {Doc: 3, Old: `3`, Text: `30`},
		{Doc: 4, Old: `"Solid and Credible"`, Text: `"Flimsy"`}, {Doc: 4, Old: `"mine"`, Text: `"yours"`},
		{Doc: 3, Old: `"person"`, Text: `"greedy"`}, {Doc: 3, Old: `70`, Text: `-3`}, {Doc: 5, Old: `864000`, Text: `-1`},
	})
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var cfg Config
		if json.Unmarshal(data, &cfg) != nil {
			return
		}
		tr, err := New(cfg, newSource(uint64(len(data))), mine{})
		if err != nil {
			if !sentinel(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		if _, err := tr.runWith(Greedy{Attempts: 2}, Cautious{}); errors.Is(err, ErrRating) {
			// The trial waits for the GM's evidence ratings.
			if err := tr.SetEvidence(Ratings{3, 4}); err != nil {
				t.Fatal(err)
			}
			if _, err := tr.runWith(Greedy{Attempts: 2}, Cautious{}); err != nil {
				t.Fatal(err)
			}
		} else if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatalf("the trial does not save: %v", err)
		}
		if _, err := Resume(b, mine{}); err != nil {
			t.Fatalf("its own save does not load: %v\n%s", err, b)
		}
	})
}

// fuzzSaves is the fuzzseed Set of five saves of real trials — one trial
// before its hearing, before its jury is seated, before its opening
// arguments and before its deliberation, and a summary trial that is over
// — and a bare save written by hand (people in both seats, an empty
// journal), with seed inputs that edit them.
func fuzzSaves(f *testing.F) *fuzzseed.Set {
	states := savedStates(f)
	summary := stateConfig()
	summary.Summary = true
	tr, err := New(summary, newSource(3))
	if err != nil {
		f.Fatal(err)
	}
	if _, err := tr.runWith(Greedy{}, Greedy{Attempts: 3}); err != nil {
		f.Fatal(err)
	}
	over, err := json.Marshal(tr)
	if err != nil {
		f.Fatal(err)
	}
	const bare = `{"version":8,"setup":{"case":"Flimsy","judge":{"temperament":"Fair"},"defendant":0,"evidence":{"prosecution":1,"defence":1},"prosecution":{"decider":{"name":"person"}},"defence":{"decider":{"name":"person"}}},"dice":"cGNnOgAAAAAAAAABAAAAAAAAAAI=","journal":[],"at":{"phase":"hearing"},"atDice":"cGNnOgAAAAAAAAABAAAAAAAAAAI="}`
	set, err := fuzzseed.New(states[0], states[1], states[3], states[6], over, []byte(bare))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(fuzzseed.Input(0, `{}`))
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 5, Old: `"Flimsy"`, Text: `"Flimsy"`}, {Doc: 5, Old: `0`, Text: `20`}, {Doc: 5, Old: `"person"`, Text: `"greedy"`},
		{Doc: 0, Old: `"hearing"`, Text: `"jury"`}, {Doc: 0, Old: `2`, Text: `3`}, {Doc: 0, Old: `"Harsh"`, Text: `"Fair"`},
		{Doc: 1, Old: `10`, Text: `13`}, {Doc: 1, Old: `"jury"`, Text: `"deliberation"`}, {Doc: 1, Old: `"greedy"`, Text: `"cautious"`},
		{Doc: 2, Old: `"tamper none"`, Text: `"tamper bribe A"`}, {Doc: 2, Old: `4`, Text: `9`},
		{Doc: 3, Old: `"spend none"`, Text: `"spend A to 1"`}, {Doc: 3, Old: `"deliberation"`, Text: `"over"`},
		{Doc: 4, Old: `"over"`, Text: `"hearing"`}, {Doc: 4, Old: `"greedy"`, Text: `"person"`},
	})
	return set
}

// FuzzTrialJSON loads real saves of trials with one span of them (a value,
// a member, or the whole save) replaced by the fuzzer's bytes, so that its
// inputs stay a few bytes long: whatever loads saves a journal that loads
// again, says its events and board, and plays to the end without a panic.
func FuzzTrialJSON(f *testing.F) {
	set := fuzzSaves(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		tr, err := Resume(set.Edit(in))
		if err != nil {
			return
		}
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatalf("a loaded trial does not save: %v", err)
		}
		if _, err := Resume(b); err != nil {
			t.Fatalf("a saved trial does not load: %v\n%s", err, b)
		}
		for _, e := range tr.Events() {
			_ = e.String()
		}
		_ = tr.board.String()
		_, _ = tr.runWith(Greedy{Attempts: 2}, Cautious{}) // must not panic
		for _, e := range tr.Events() {
			_ = e.String()
		}
	})
}

// FuzzRulesJSON loads the default rules' JSON, or a small rule set's,
// with one span of it (a value, a member, or the whole document) replaced
// by the fuzzer's bytes, so that its inputs stay a few bytes long: whatever
// loads validates and plays a whole trial.
func FuzzRulesJSON(f *testing.F) {
	def, err := json.Marshal(DefaultRules())
	if err != nil {
		f.Fatal(err)
	}
	const small = `{"difficulties":[{"name":"Average","bonus":40}],"opening":[{"difficulty":"Average","points":3}],"law":[{"difficulty":"average","bonus":1}],"tampering":[{"personality":"Illogical","difficulty":"Average"},{"personality":"Conventional","difficulty":"Average"},{"personality":"Contemplative","difficulty":"Average"},{"personality":"Analytical","difficulty":"Average"},{"personality":"Perceptive","difficulty":"Average"}]}`
	set, err := fuzzseed.New(def, []byte(small))
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 1, Old: `3`, Text: `3`}, {Doc: 1, Old: `40`, Text: `-5`}, // the small set as it is, and edited {Doc: 1, Old: `"Perceptive"`, Text: `"Illogical"`},
		{Doc: 0, Old: `"Average"`, Text: `"Trivial"`},
	})
	for _, s := range []string{`{}`, `null`, `{"reports":{"on":7,"dismiss":0}}`, `{"opening":[{"difficulty":"Trivial","points":1}]}`} {
		f.Add(fuzzseed.Input(0, s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var r Rules
		if err := json.Unmarshal(data, &r); err != nil {
			var syn *json.SyntaxError
			if !errors.Is(err, ErrTable) && !errors.As(err, &syn) {
				t.Fatalf("err = %v, want ErrTable", err)
			}
			return
		}
		if r.Opening == nil { // JSON null leaves the value alone
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("accepted rules that fail Validate: %v", err)
		}
		// Accepted rules must play a whole trial.
		cfg := baseConfig()
		cfg.Rules = &r
		cfg.Prosecution.Law, cfg.Defence.Law = 50, 30
		tr, err := New(cfg, dice.NewSource(uint64(len(data))))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tr.runWith(Greedy{Attempts: 3}, Cautious{}); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzParseChoice: any text either is refused with ErrName or reads as a
// choice that prints as text reading back to the same choice.
func FuzzParseChoice(f *testing.F) {
	for _, s := range []string{"tamper none", "tamper bribe A, intimidate l", "opening Very Difficult", "law none", "law Easy", "spend A to 5, C to 2", "spend none", "spend A to", "tamper bribe", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		c, err := parseChoice(s)
		if err != nil {
			if !errors.Is(err, ErrName) {
				t.Fatalf("parseChoice(%q) = %v, want ErrName", s, err)
			}
			return
		}
		again, err := parseChoice(c.String())
		if err != nil {
			t.Fatalf("parseChoice(%q) read %q, which does not read back: %v", s, c, err)
		}
		if c.String() != again.String() || c.Kind != again.Kind || c.Try != again.Try || c.Difficulty != again.Difficulty || len(c.Attempts) != len(again.Attempts) || len(c.Moves) != len(again.Moves) {
			t.Fatalf("parseChoice(%q) = %+v, read back as %+v", s, c, again)
		}
	})
}

// FuzzAnswer types any line for each seat a people's trial waits on, at
// each of its decisions: a line is either taken or refused with
// ErrRefused, and a refused one changes nothing; the trial plays on with
// the built-in counsel's answers.
func FuzzAnswer(f *testing.F) {
	for _, s := range []string{"tamper bribe A, intimidate C", "opening Average", "law none", "spend A to 5, C to 2", "spend none", "tamper bribe", "opening heroic", "spend A to 5, A to 4", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		tr := peopleTrial(t, stateConfig(), 7)
		legal := answer([2]Counsel{Greedy{}, Greedy{Attempts: 3}})
		playPeople(t, tr, func(i int) bool {
			before, _ := tr.MarshalJSON()
			if err := tr.Answer(i, line); err == nil {
				return true
			} else if !errors.Is(err, ErrRefused) {
				t.Fatalf("Answer(%d, %q) = %v, want ErrRefused", i, line, err)
			}
			if after, _ := tr.MarshalJSON(); string(after) != string(before) {
				t.Fatalf("a refused %q changed the trial", line)
			}
			if err := tr.Decide(i, legal(tr, i)); err != nil {
				t.Fatal(err)
			}
			return true
		})
	})
}
