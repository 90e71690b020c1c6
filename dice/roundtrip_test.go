package dice_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The table loaders round-trip: every valid difficulty ladder, grade
// ladder, mastery table and deck, loaded from its own JSON, is the very
// same, zero values included.

// rungName draws the name of rung i of a ladder: distinct from every
// other rung's, ignoring case.
func rungName(t *rapid.T, i int) string {
	return fmt.Sprint(rapid.SampledFrom([]string{"Easy", "hard", "AVERAGE", "Very Difficult"}).Draw(t, "name"), " ", i)
}

// anyDifficulties draws a valid difficulty ladder: one to six rungs,
// bonuses falling or level within −100..100, 0 often among them.
func anyDifficulties(t *rapid.T) dice.DifficultyTable {
	var d dice.DifficultyTable
	bonus := rapid.IntRange(-100, 100).Draw(t, "first bonus")
	for i := range rapid.IntRange(1, 6).Draw(t, "rungs") {
		bonus = rapid.OneOf(rapid.Just(min(bonus, 0)), rapid.IntRange(-100, bonus)).Draw(t, "bonus")
		d = append(d, dice.Difficulty{Name: rungName(t, i), Bonus: bonus})
	}
	if err := d.Validate(); err != nil {
		t.Fatalf("the generator drew an invalid ladder: %v", err)
	}
	return d
}

// anyGrades draws a valid 2d6 ladder: one to six grades, targets rising
// (0 and below included).
func anyGrades(t *rapid.T) dice.GradeTable {
	var g dice.GradeTable
	target := rapid.IntRange(-5, 5).Draw(t, "first target")
	for i := range rapid.IntRange(1, 6).Draw(t, "grades") {
		g = append(g, dice.Grade{Name: rungName(t, i), Target: target})
		target += rapid.IntRange(1, 4).Draw(t, "step")
	}
	if err := g.Validate(); err != nil {
		t.Fatalf("the generator drew an invalid ladder: %v", err)
	}
	return g
}

// anyMastery draws a valid mastery table: 100 down to 1 cut into six
// bands, Unskilled to Master, each at least one percentage point wide.
func anyMastery(t *rapid.T) dice.MasteryTable {
	bests := rapid.SliceOfNDistinct(rapid.IntRange(dice.MinMastery+1, dice.MaxMastery), 5, 5, rapid.ID[int]).Draw(t, "bests")
	bests = append(bests, dice.MinMastery)
	slices.Sort(bests)
	slices.Reverse(bests)
	var m dice.MasteryTable
	worst := dice.MaxMastery
	for i, best := range bests {
		m = append(m, dice.MasteryBand{Level: dice.Level(i), Best: best, Worst: worst})
		worst = best - 1
	}
	if err := m.Validate(); err != nil {
		t.Fatalf("the generator drew an invalid table: %v", err)
	}
	return m
}

// anyDeck draws a deck in play: with or without jokers, any policy,
// shuffled with a drawn seed or stacked with drawn cards on top, and any
// number of cards dealt from it (reshuffles included).
func anyDeck(t *rapid.T) *dice.Deck {
	jokers := rapid.Bool().Draw(t, "jokers")
	policy := dice.Reshuffle(rapid.IntRange(int(dice.WhenEmpty), int(dice.Never)).Draw(t, "policy"))
	src := dice.NewSource(rapid.Uint64().Draw(t, "seed"))
	var d *dice.Deck
	var err error
	if rapid.Bool().Draw(t, "stacked") {
		size := 52
		if jokers {
			size = 54
		}
		var top []dice.Card
		for _, c := range rapid.SliceOfNDistinct(rapid.IntRange(1, size), 0, size, rapid.ID[int]).Draw(t, "top") {
			top = append(top, dice.Card(c))
		}
		d, err = dice.DeckOf(jokers, policy, top...)
	} else {
		d, err = dice.NewDeck(src, jokers, policy)
	}
	if err != nil {
		t.Fatalf("the generator drew an invalid deck: %v", err)
	}
	for range rapid.IntRange(0, 120).Draw(t, "dealt") {
		if _, err := d.Draw(src); err != nil {
			break // Never: the deck is empty
		}
	}
	return d
}

func TestTablesRoundTrip(t *testing.T) {
	t.Run("any valid difficulty ladder loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			tabletest.Reloads(t, anyDifficulties(t), tabletest.Unmarshal[dice.DifficultyTable])
		})
	})
	t.Run("any valid 2d6 ladder loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyGrades(t), tabletest.Unmarshal[dice.GradeTable]) })
	})
	t.Run("any valid mastery table loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyMastery(t), tabletest.Unmarshal[dice.MasteryTable]) })
	})
	t.Run("any deck in play loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyDeck(t), tabletest.Unmarshal[*dice.Deck], tabletest.Whole) })
	})
	t.Run("the defaults load from their own JSON as themselves", func(t *testing.T) {
		tabletest.Reloads(t, dice.DefaultDifficulties(), tabletest.Unmarshal[dice.DifficultyTable])
		tabletest.Reloads(t, dice.DefaultGrades(), tabletest.Unmarshal[dice.GradeTable])
		tabletest.Reloads(t, dice.DefaultMasteryLevels(), tabletest.Unmarshal[dice.MasteryTable])
	})
}

// TestDeckLoadsAsSaved: a deck's JSON loads as the very deck saved.
func TestDeckLoadsAsSaved(t *testing.T) {
	t.Run("DI-7 a 52-card deck keeps its jokers' slots: set Jokers on it, saved or loaded, and both deal the jokers after the 52 cards", func(t *testing.T) {
		saved, err := dice.DeckOf(false, dice.Never)
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(saved)
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := tabletest.Unmarshal[*dice.Deck](data)
		if err != nil {
			t.Fatal(err)
		}
		deal := func(d *dice.Deck) (cards []dice.Card) {
			d.Jokers = true
			for d.Remaining() > 0 {
				c, err := d.Draw(nil)
				if err != nil {
					t.Fatal(err)
				}
				cards = append(cards, c)
			}
			return cards
		}
		want := deal(saved) // A♥ … K♦, then the two jokers (Reset's order)
		if n := len(want); n != 54 || !want[52].IsJoker() || !want[53].IsJoker() {
			t.Fatalf("the saved deck deals %d cards ending %v", n, want[50:])
		}
		if d := cmp.Diff(want, deal(loaded)); d != "" {
			t.Errorf("the loaded deck deals otherwise (-saved +loaded):\n%s", d)
		}
	})
	t.Run("DI-7 a zero Deck's JSON loads as the unshuffled deck it is", func(t *testing.T) {
		var zero, reset dice.Deck
		reset.Reset()
		data, err := json.Marshal(zero)
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := tabletest.Unmarshal[dice.Deck](data)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(reset, loaded, tabletest.Whole); d != "" {
			t.Errorf("(-reset +loaded):\n%s", d)
		}
	})
}
