package dice_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// TestTableErrors checks what a malformed table reports: every error is a
// TableError naming the table, the row (from 1), the row's name and the
// field, and wraps the table's sentinel. The texts are written from the
// rows given: the second row of [A +1, B +5] is easier than the first
// (+5 > +1), so the difficulty table must fall row by row (DI-6).
func TestTableErrors(t *testing.T) {
	easyHard := `{"name":"Easy","bonus":80},{"name":"Hard","bonus":-20}`
	bands := func(first string) string {
		return `[` + first + `,{"level":"Novice","best":75,"worst":99},{"level":"Average","best":50,"worst":74},` +
			`{"level":"Advanced","best":25,"worst":49},{"level":"Expert","best":11,"worst":24},{"level":"Master","best":1,"worst":10}]`
	}
	for _, c := range []struct {
		name, json string
		load       func([]byte) error
		sentinel   error
		want       string
	}{
		{"DI-6 an empty difficulty table", `[]`, loadDifficulties, dice.ErrDifficulty,
			"dice: unknown difficulty: difficulties: no rows"},
		{"DI-6 a difficulty without a name", `[{"name":" ","bonus":1}]`, loadDifficulties, dice.ErrDifficulty,
			"dice: unknown difficulty: difficulties row 1 name: blank"},
		{"DI-6 a bonus past +100", `[{"name":"A","bonus":200}]`, loadDifficulties, dice.ErrDifficulty,
			"dice: unknown difficulty: difficulties row 1 (A) bonus: +200, want -100..100"},
		{"DI-6 a row easier than the one before", `[{"name":"A","bonus":1},{"name":"B","bonus":5}]`, loadDifficulties, dice.ErrDifficulty,
			"dice: unknown difficulty: difficulties row 2 (B) bonus: +5 is easier than row 1's +1"},
		{"DI-6 a name twice, in another case", `[{"name":"A","bonus":1},{"name":"a","bonus":0}]`, loadDifficulties, dice.ErrDifficulty,
			"dice: unknown difficulty: difficulties row 2 (a) name: row 1 has it already (names ignore case)"},
		{"DI-6 a misspelt key", `[{"name":"A","bonsu":1}]`, loadDifficulties, dice.ErrDifficulty,
			`dice: unknown difficulty: difficulties: json: unknown field "bonsu"`},
		{"DI-6 data after the table", `[` + easyHard + `] []`, loadDifficulties, dice.ErrDifficulty,
			"dice: unknown difficulty: difficulties: data after the value"},
		{"DI-9 an empty ladder", `[]`, loadGrades, dice.ErrDifficulty,
			"dice: unknown difficulty: grades: no rows"},
		{"DI-9 a grade no harder than the one before", `[{"name":"Easy","target":7},{"name":"Hard","target":7}]`, loadGrades, dice.ErrDifficulty,
			"dice: unknown difficulty: grades row 2 (Hard) target: 7 is not harder than row 1's 7"},
		{"DI-9 a misspelt key", `[{"name":"Easy","tn":7}]`, loadGrades, dice.ErrDifficulty,
			`dice: unknown difficulty: grades: json: unknown field "tn"`},
		{"DI-11 no bands", `[]`, loadLevels, dice.ErrMasteryTable,
			"dice: invalid mastery table: mastery levels: 0 rows, want 6 (Unskilled … Master)"},
		{"DI-11 a band out of order", bands(`{"level":"Novice","best":100,"worst":100}`), loadLevels, dice.ErrMasteryTable,
			"dice: invalid mastery table: mastery levels row 1 (Novice) level: want Unskilled"},
		{"DI-11 a gap: Unskilled must start at 100%", bands(`{"level":"Unskilled","best":100,"worst":99}`), loadLevels, dice.ErrMasteryTable,
			"dice: invalid mastery table: mastery levels row 1 (Unskilled) worst: starts at 99%, want 100%"},
		{"DI-11 a level without a name", bands(`{"level":"Hopeless","best":100,"worst":100}`), loadLevels, dice.ErrMasteryTable,
			`dice: invalid mastery table: mastery levels: unknown mastery level "Hopeless": want "Unskilled", "Novice", "Average", "Advanced", "Expert" or "Master"`},
		{"DI-11 a misspelt key", bands(`{"level":"Unskilled","best":100,"worst":100,"wrost":100}`), loadLevels, dice.ErrMasteryTable,
			`dice: invalid mastery table: mastery levels: json: unknown field "wrost"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := c.load([]byte(c.json))
			var te *dice.TableError
			if !errors.Is(err, c.sentinel) || !errors.As(err, &te) || err.Error() != c.want {
				t.Errorf("got %v\nwant %s (a *TableError wrapping %v)", err, c.want, c.sentinel)
			}
		})
	}
	t.Run("DI-6 the TableError's fields name the row", func(t *testing.T) {
		var te *dice.TableError
		if err := loadDifficulties([]byte(`[{"name":"A","bonus":1},{"name":"B","bonus":5}]`)); !errors.As(err, &te) {
			t.Fatalf("%v is not a *TableError", err)
		}
		want := dice.TableError{Table: "difficulties", Row: 2, Name: "B", Field: "bonus", Why: "+5 is easier than row 1's +1", Err: dice.ErrDifficulty}
		if *te != want {
			t.Errorf("got %+v, want %+v", *te, want)
		}
	})
}

// The loaders call UnmarshalJSON itself: json.Unmarshal would refuse data
// after the value before the table's decoder saw it.
func loadDifficulties(b []byte) error { return new(dice.DifficultyTable).UnmarshalJSON(b) }
func loadGrades(b []byte) error       { return new(dice.GradeTable).UnmarshalJSON(b) }
func loadLevels(b []byte) error       { return new(dice.MasteryTable).UnmarshalJSON(b) }

// TestUnknownNames checks that a name a table does not have is an error
// that lists the names it has, in order.
func TestUnknownNames(t *testing.T) {
	_, err := dice.DefaultDifficulties().Lookup("Heroic")
	if want := `dice: unknown difficulty: unknown difficulty "Heroic": want "Trivial", "Easy", "Average", "Difficult" or "Very Difficult"`; !errors.Is(err, dice.ErrDifficulty) || err.Error() != want {
		t.Errorf("Lookup(Heroic) = %v\nwant %s", err, want)
	}
	_, err = dice.DefaultGrades().Lookup("Heroic")
	if want := `dice: unknown difficulty: unknown grade "Heroic": want "Very Easy", "Easy", "Average", "Hard", "Very Hard" or "Extreme"`; !errors.Is(err, dice.ErrDifficulty) || err.Error() != want {
		t.Errorf("Lookup(Heroic) = %v\nwant %s", err, want)
	}
}

// TestStrictRecords checks that every JSON decoder of the package refuses
// a key its value does not have (a misspelt key would silently lose data)
// with the decoder's sentinel, and changes nothing.
func TestStrictRecords(t *testing.T) {
	for _, c := range []struct {
		name, json string
		into       json.Unmarshaler
		sentinel   error
	}{
		{"a deck", `{"jokers":false,"policy":"never","drawn":[],"left":[],"shuffled":true}`, new(dice.Deck), dice.ErrDeck},
		{"modifiers", `[{"value":1,"why":"aim","how":2}]`, new(dice.Mods), dice.ErrDice},
		{"a throw", `{"dice":"2d6","faces":[1,2],"rolled":2,"sum":3,"total":3}`, new(dice.Throw), dice.ErrDice},
		{"a result", `{"expr":"2d6","faces":[1,2],"rolled":2,"total":3,"sum":3}`, new(dice.Result), dice.ErrDice},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := c.into.UnmarshalJSON([]byte(c.json)); !errors.Is(err, c.sentinel) {
				t.Errorf("UnmarshalJSON = %v, want %v", err, c.sentinel)
			}
		})
	}
	t.Run("a refused deck is unchanged", func(t *testing.T) {
		d, err := dice.DeckOf(false, dice.Never, dice.Joker-1)
		if err != nil {
			t.Fatal(err)
		}
		before, _ := json.Marshal(d)
		if err := d.UnmarshalJSON([]byte(`{"jokers":true,"policy":"never","drawn":[],"left":[],"x":1}`)); err == nil {
			t.Fatal("an unknown key was accepted")
		}
		if after, _ := json.Marshal(d); string(after) != string(before) {
			t.Errorf("the deck changed: %s, was %s", after, before)
		}
	})
}
