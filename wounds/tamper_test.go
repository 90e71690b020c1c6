package wounds

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/jsonedit"
	"pgregory.net/rapid"
)

func TestPropTamperedSave(t *testing.T) {
	// For any save of a real patient and any single edit of its JSON,
	// loading either refuses it with ErrState or gives a patient who lives
	// on and saves again without error.
	rapid.Check(t, func(t *rapid.T) {
		p := newPatient(t, drawBody(t, 40), dice.NewSource(rapid.Uint64().Draw(t, "seed")), nil)
		scenario(t, p, func(string, []Event) {})
		save, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var real Patient
		if err := json.Unmarshal(save, &real); err != nil {
			t.Fatalf("a real save is refused: %v\n%s", err, save)
		}
		edited, what := jsonedit.Draw(t, save)
		q := newPatient(t, Body{Con: 10, MaxHP: 20}, dice.NewSource(1), nil)
		if err := q.UnmarshalJSON(edited); err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("%s: error %v is no ErrState", what, err)
			}
			return
		}
		scenario(t, q, func(step string, _ []Event) {
			hp := q.Body().MaxHP
			for _, w := range q.Wounds() {
				hp -= w.Severity
			}
			if hp != q.HP() {
				t.Fatalf("%s, then %s: HP %d, max less the wounds %d", what, step, q.HP(), hp)
			}
		})
		again, err := json.Marshal(q)
		if err != nil {
			t.Fatalf("%s: the loaded patient does not save: %v", what, err)
		}
		var back Patient
		if err := json.Unmarshal(again, &back); err != nil {
			t.Fatalf("%s: the loaded patient's save is refused: %v\n%s", what, err, again)
		}
	})
}
