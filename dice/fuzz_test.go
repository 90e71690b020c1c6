package dice_test

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/tabletest"
	"pgregory.net/rapid"
)

// The loaders never panic, every error they return wraps the package
// sentinel of what they load, and what they load loads again from its own
// JSON as itself.

// edits is the fuzzseed Set of docs, for a loader's target to fuzz one span
// of a real document at a time (a value, a member, or the whole document),
// so that its inputs stay a few bytes long; f's seed corpus holds each
// document as it is and each of texts in place of the first.
func edits(f *testing.F, docs []string, texts ...string) *fuzzseed.Set {
	f.Helper()
	raw := make([][]byte, len(docs))
	for i, d := range docs {
		raw[i] = []byte(d)
	}
	set := fuzzseed.Seeded(f, raw...)
	for _, t := range texts {
		f.Add(fuzzseed.Input(0, t))
	}
	return set
}

func FuzzLoadTables(f *testing.F) {
	set := edits(f, []string{
		`[{"name":"Easy","bonus":50},{"name":"Hard","bonus":-20}]`,
		`[{"level":"Unskilled","best":100,"worst":100}]`,
		`[{"name":"Easy","target":7}]`, `[{"name":"A","bonus":1e99}]`,
	}, `[]`, `{`, `null`)
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var d dice.DifficultyTable
		var te *dice.TableError
		if err := d.UnmarshalJSON(data); err != nil && (!errors.Is(err, dice.ErrDifficulty) || !errors.As(err, &te)) {
			t.Fatalf("DifficultyTable: %v", err)
		} else if err == nil && d.Validate() != nil {
			t.Fatalf("DifficultyTable loaded an invalid table")
		} else if err == nil {
			tabletest.Reloads(t, d, tabletest.Unmarshal[dice.DifficultyTable])
		}
		var m dice.MasteryTable
		if err := m.UnmarshalJSON(data); err != nil && (!errors.Is(err, dice.ErrMasteryTable) || !errors.As(err, &te)) {
			t.Fatalf("MasteryTable: %v", err)
		} else if err == nil {
			tabletest.Reloads(t, m, tabletest.Unmarshal[dice.MasteryTable])
		}
		var g dice.GradeTable
		if err := g.UnmarshalJSON(data); err != nil && (!errors.Is(err, dice.ErrDifficulty) || !errors.As(err, &te)) {
			t.Fatalf("GradeTable: %v", err)
		} else if err == nil {
			tabletest.Reloads(t, g, tabletest.Unmarshal[dice.GradeTable])
		}
	})
}

func FuzzLoadDeck(f *testing.F) {
	deck, _ := dice.NewDeck(dice.NewSource(1), true, dice.AfterJoker)
	full, _ := json.Marshal(deck)
	set := edits(f, []string{string(full), `{"jokers":false,"policy":"never","drawn":[],"left":["A♥"]}`})
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		var d dice.Deck
		if err := d.UnmarshalJSON(data); err != nil {
			if !errors.Is(err, dice.ErrDeck) && !errors.Is(err, dice.ErrCard) {
				t.Fatalf("Deck: %v", err)
			}
			return
		}
		tabletest.Reloads(t, &d, tabletest.Unmarshal[*dice.Deck], tabletest.Whole)
		// A loaded deck deals exactly its remaining cards, all distinct.
		d.Policy = dice.Never
		seen := map[dice.Card]bool{}
		for _, c := range d.Drawn() {
			seen[c] = true
		}
		for d.Remaining() > 0 {
			c, err := d.Draw(nil)
			if err != nil || seen[c] {
				t.Fatalf("dealt %v twice or failed: %v", c, err)
			}
			seen[c] = true
		}
		if size := map[bool]int{false: 52, true: 54}[d.Jokers]; len(seen) != size {
			t.Fatalf("dealt %d distinct cards of %d", len(seen), size)
		}
	})
}

func FuzzLoadSource(f *testing.F) {
	b, _ := dice.NewSource(5).MarshalBinary()
	f.Add(b)
	txt, _ := dice.NewSource(5).MarshalText()
	f.Add(txt)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > fuzzseed.MaxText { // a source's state is 20 bytes, its text 37
			return
		}
		var s dice.Source
		if err := s.UnmarshalBinary(data); err != nil && !errors.Is(err, dice.ErrSourceState) {
			t.Fatalf("UnmarshalBinary: %v", err)
		}
		if err := s.UnmarshalText(data); err != nil && !errors.Is(err, dice.ErrSourceState) {
			t.Fatalf("UnmarshalText: %v", err)
		}
	})
}

func FuzzLoadMods(f *testing.F) {
	set := edits(f, []string{`[{"value":40,"why":"Average"},{"value":-2}]`})
	f.Fuzz(func(t *testing.T, in []byte) {
		var ms dice.Mods
		if err := ms.UnmarshalJSON(set.Edit(in)); err != nil {
			if !errors.Is(err, dice.ErrDice) {
				t.Fatalf("Mods: %v", err)
			}
			return
		}
		tabletest.Reloads(t, ms, tabletest.Unmarshal[dice.Mods])
	})
}

// FuzzNames reads names of the enumerations with a text form: a name read
// prints back as a name that reads as the same value, and any other text is
// an error wrapping the enumeration's sentinel.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"Advanced", "after JOKER", " never ", "Hopeless", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		tabletest.ReadsName[dice.Level](t, s, dice.ErrMasteryTable)
		tabletest.ReadsName[dice.Reshuffle](t, s, dice.ErrDeck)
	})
}

func FuzzLoadThrow(f *testing.F) {
	set := edits(f, []string{`{"dice":"2d6p","faces":[6,2,4],"rolled":3,"sum":11}`})
	f.Fuzz(func(t *testing.T, in []byte) {
		var th dice.Throw
		if err := th.UnmarshalJSON(set.Edit(in)); err != nil {
			if !errors.Is(err, dice.ErrDice) && !errors.Is(err, dice.ErrNotation) {
				t.Fatalf("Throw: %v", err)
			}
			return
		}
		_ = th.String()
	})
}

func FuzzLoadResult(f *testing.F) {
	set := edits(f, []string{
		`{"expr":"2d6p+1","faces":[6,1,4],"rolled":3,"total":11}`,
		`{"expr":"{4d6,3d8}kh1","faces":[6,4,1,5,2,3,8],"rolled":7,"total":16}`,
		`{"expr":"d6!","faces":[6,6,6],"rolled":1000,"total":6000,"cut":true}`,
		`{"expr":"(d4)d6[x]","faces":[9],"rolled":1,"total":0}`,
	})
	f.Fuzz(func(t *testing.T, in []byte) {
		var r dice.Result
		if err := r.UnmarshalJSON(set.Edit(in)); err != nil {
			if !errors.Is(err, dice.ErrDice) && !errors.Is(err, dice.ErrNotation) {
				t.Fatalf("Result: %v", err)
			}
			return
		}
		// A loaded record, whatever its faces, reads back without a panic.
		_ = r.String()
		kept, dropped := r.KeptFaces(), r.DroppedFaces()
		if len(kept)+len(dropped) != r.Len() {
			t.Fatalf("%v: %d kept and %d dropped of %d faces", r, len(kept), len(dropped), r.Len())
		}
	})
}

// rollsPerCheck is how many seeded rolls the mean of a random expression is
// checked against. The spread of their mean is σ/√rollsPerCheck; the check
// allows 6 of it (a false alarm about once in 500 million inputs), so
// 20,000 rolls find a distribution off by 4% of σ while running hundreds of
// inputs a second.
const rollsPerCheck = 20_000

// distributionMatchesRolls: for a random expression, the distribution's
// probabilities and its tail add up to 1, and the mean of seeded rolls
// lies within 6 standard errors of the distribution's mean.
func distributionMatchesRolls(t *rapid.T) {
	e := randomExpr(t)
	d := distOrSkip(t, e)
	sum, sq := 0.0, 0.0
	mean := d.Mean()
	for x := d.Min(); x <= d.Max(); x++ {
		sum += d.P(x)
		sq += d.P(x) * (float64(x) - mean) * (float64(x) - mean)
	}
	if math.Abs(sum+d.Tail()-1) > 1e-9 {
		t.Fatalf("%v: probabilities add up to %v with a tail of %v", e, sum, d.Tail())
	}
	r := dice.NewSource(rapid.Uint64().Draw(t, "seed"))
	total := 0.0
	for range rollsPerCheck {
		total += float64(e.Roll(r).Total)
	}
	got, tol := total/rollsPerCheck, 6*math.Sqrt(sq/rollsPerCheck)+1e-9
	if math.Abs(got-mean) > tol {
		t.Fatalf("%v: mean of %d rolls %v, distribution's %v ± %v", e, rollsPerCheck, got, mean, tol)
	}
}

func TestDistributionMatchesRolls(t *testing.T) {
	rapid.Check(t, distributionMatchesRolls)
}

func FuzzDistributionMatchesRolls(f *testing.F) {
	f.Fuzz(rapid.MakeFuzz(distributionMatchesRolls))
}

// FuzzParseCard parses cards of at most 16 bytes: a card is at most
// "Joker 2" or "10♥" with a little space around it, and a long input (its
// quoting in the error message makes new coverage) costs the fuzzer seconds
// to minimise for each one it finds.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"7♣", "10H", "Joker 2", "qs", "", "1♥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 16 {
			return
		}
		c, err := dice.ParseCard(s)
		if err != nil {
			if !errors.Is(err, dice.ErrCard) {
				t.Fatalf("ParseCard(%q) error %v does not wrap ErrCard", s, err)
			}
			return
		}
		if back, err := dice.ParseCard(c.String()); err != nil || back != c {
			t.Fatalf("ParseCard(%q) = %v, which does not round-trip: %v, %v", s, c, back, err)
		}
	})
}
